# `cpack -G DEB` in the build folder makes kinedit_<version>_<arch>.deb: the
# programs, translations, examples, desktop entry, MIME types and icon that
# `cmake --install` puts in place, the Debian changelog, copyright and
# manual pages, and dependencies found by dpkg-shlibdeps from the programs'
# libraries. `apt install ./kinedit_<version>_amd64.deb` installs it.

set(_deb ${CMAKE_CURRENT_LIST_DIR})
set(_doc ${CMAKE_INSTALL_DATADIR}/doc/kinedit)

# Debian wants the changelog and manual pages compressed, reproducibly.
find_program(KINEDIT_GZIP gzip REQUIRED)
set(_gz ${CMAKE_BINARY_DIR}/debian)
file(MAKE_DIRECTORY ${_gz})
foreach(in changelog kinedit.1 kinedit-cli.1)
  set(out ${in}.gz)
  if(in STREQUAL "changelog")
    set(out changelog.gz)  # a native package's name for it
  endif()
  add_custom_command(OUTPUT ${_gz}/${out}
                     COMMAND ${KINEDIT_GZIP} -9nc ${_deb}/${in} > ${_gz}/${out}
                     DEPENDS ${_deb}/${in} VERBATIM)
  list(APPEND _gz_files ${_gz}/${out})
endforeach()
add_custom_target(kinedit_debian_docs ALL DEPENDS ${_gz_files})
install(FILES ${_deb}/copyright ${_gz}/changelog.gz DESTINATION ${_doc})
install(FILES ${_gz}/kinedit.1.gz ${_gz}/kinedit-cli.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE _arch OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
if(NOT _arch)
  set(_arch amd64)
endif()

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kinedit)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Kinedit developers")
set(CPACK_PACKAGE_CONTACT "The Kinedit developers <kinedit@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "editor and 3D visualizer for robot description files")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME kinedit_${PROJECT_VERSION}_${_arch}.deb)
set(CPACK_DEBIAN_PACKAGE_ARCHITECTURE ${_arch})
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so dpkg-shlibdeps cannot see them: the SVG icon
# engine, and Mesa's drivers for the 3D view (software OpenGL without a GPU).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6, libgl1-mesa-dri")
# The long description (CPack puts the summary above it as the synopsis).
string(CONCAT CPACK_PACKAGE_DESCRIPTION
       "Kinedit edits URDF, xacro, SDFormat, MJCF (MuJoCo), HEBI HRDF, DART SKEL\n"
       "and TAMP problem files in one window: an element tree, attribute forms\n"
       "with formula fields, live diagnostics with line and column, an editable\n"
       "source, and a 3D view posed by its kinematics engine, with joint sliders\n"
       "and dragging by inverse kinematics. kinedit-cli validates, converts and\n"
       "renders the same files; kinedit-cli lsp serves its checks to text editors.")
include(CPack)

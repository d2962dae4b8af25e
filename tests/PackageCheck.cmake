# Builds the Debian package of a build folder and checks it as a desktop
# user's system would get it: its metadata (name, version, architecture,
# dependencies from dpkg-shlibdeps), its files (both programs, translations,
# examples, desktop entry, MIME types, icon, manual pages, copyright and
# changelog), and lintian's verdict (no errors).
#
#   cmake -DBUILD_DIR=<build> -DVERSION=<x.y.z> -P tests/PackageCheck.cmake

cmake_minimum_required(VERSION 3.25)
foreach(var BUILD_DIR VERSION)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "PackageCheck: pass -D${var}=...")
  endif()
endforeach()

execute_process(COMMAND dpkg --print-architecture OUTPUT_VARIABLE arch OUTPUT_STRIP_TRAILING_WHITESPACE)
set(deb "${BUILD_DIR}/kinedit_${VERSION}_${arch}.deb")
file(REMOVE "${deb}")
execute_process(COMMAND cpack -G DEB WORKING_DIRECTORY "${BUILD_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT EXISTS "${deb}")
  message(FATAL_ERROR "PackageCheck: cpack -G DEB failed (${rc}), or made no ${deb}:\n${out}")
endif()
message(STATUS "Built ${deb}")

set(failures "")
# Adds a failure unless text holds each of the items (found with what
# before and after it).
function(expect_all text before after what)
  foreach(item ${ARGN})
    string(FIND "${text}" "${before}${item}${after}" at)
    if(at EQUAL -1)
      string(APPEND failures "\n  ${what}: ${item}")
    endif()
  endforeach()
  set(failures "${failures}" PARENT_SCOPE)
endfunction()

# Metadata.
execute_process(COMMAND dpkg-deb --field "${deb}" Package Version Architecture Depends Section Maintainer Description
                OUTPUT_VARIABLE fields)
message(STATUS "Fields:\n${fields}")
expect_all("${fields}" "" "\n" "field missing" "Package: kinedit" "Version: ${VERSION}" "Architecture: ${arch}" "Section: science")
# Dependencies from the programs' libraries (dpkg-shlibdeps), with versions.
string(REGEX MATCH "Depends: [^\n]*" depends "${fields}")
expect_all("${depends}" "" "" "Depends lacks"
           libqt6core6 libqt6gui6 libqt6widgets6 libqt63dcore6 libqt63drender6 libqt63dextras6 libassimp5 libc6 libqt6svg6 libgl1-mesa-dri)
if(NOT depends MATCHES "libqt6core6 \\(>= ")
  string(APPEND failures "\n  Depends has no version for libqt6core6")
endif()

# Files.
execute_process(COMMAND dpkg-deb --contents "${deb}" OUTPUT_VARIABLE contents)
expect_all("${contents}" " " "\n" "not in the package"
    ./usr/bin/kinedit
    ./usr/bin/kinedit-cli
    ./usr/share/applications/io.github.kinedit.Kinedit.desktop
    ./usr/share/mime/packages/io.github.kinedit.Kinedit.xml
    ./usr/share/icons/hicolor/scalable/apps/io.github.kinedit.Kinedit.svg
    ./usr/share/kinedit/translations/kinedit_de.qm
    ./usr/share/kinedit/translations/kinedit_zh_CN.qm
    ./usr/share/kinedit/examples/x-series-3dof-arm.hrdf
    ./usr/share/man/man1/kinedit.1.gz
    ./usr/share/man/man1/kinedit-cli.1.gz
    ./usr/share/doc/kinedit/copyright
    ./usr/share/doc/kinedit/changelog.gz)
# Nothing outside /usr, no test programs.
string(REGEX MATCHALL " \\./[^\n]*" paths "${contents}")
foreach(path ${paths})
  if(NOT path MATCHES "^ \\./usr/" AND NOT path STREQUAL " ./")
    string(APPEND failures "\n  outside /usr: ${path}")
  endif()
  if(path MATCHES "tst_")
    string(APPEND failures "\n  a test program: ${path}")
  endif()
endforeach()

# lintian: no errors (warnings are printed for a look).
find_program(LINTIAN lintian)
if(LINTIAN)
  execute_process(COMMAND "${LINTIAN}" --no-tag-display-limit "${deb}" OUTPUT_VARIABLE lint ERROR_VARIABLE lint_err)
  message(STATUS "lintian:\n${lint}${lint_err}")
  string(REGEX MATCHALL "(^|\n)E: [^\n]*" lint_errors "${lint}")
  list(LENGTH lint_errors lint_error_count)
  if(lint_error_count GREATER 0)
    string(APPEND failures "\n  lintian reports ${lint_error_count} error(s)")
  endif()
else()
  string(APPEND failures "\n  lintian not found (setup.sh installs it)")
endif()

if(failures)
  message(FATAL_ERROR "PackageCheck failed:${failures}\n\nContents:\n${contents}")
endif()
message(STATUS "PackageCheck: ${deb} passes")

# Installs a build into a scratch prefix and checks what a user's system gets:
# both programs, the translations, the examples and the freedesktop files (a
# desktop entry that passes desktop-file-validate and names every MIME type
# that the MIME package defines, and the icon).
#
#   cmake -DBUILD_DIR=<build> -DPREFIX=<scratch prefix> -P tests/InstallCheck.cmake
#
# PREFIX is emptied first and removed at the end when every check passed; a
# failing run leaves it for a look.

cmake_minimum_required(VERSION 3.25)

foreach(var BUILD_DIR PREFIX)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "InstallCheck: pass -D${var}=...")
  endif()
endforeach()
if(NOT EXISTS "${BUILD_DIR}/cmake_install.cmake")
  message(FATAL_ERROR "InstallCheck: ${BUILD_DIR} is not a configured build folder")
endif()
# PREFIX is removed recursively: refuse anything that could be a real tree.
get_filename_component(PREFIX "${PREFIX}" ABSOLUTE)
if(PREFIX MATCHES "^/(usr|usr/local|opt|home|root|etc|var|tmp)?/?$")
  message(FATAL_ERROR "InstallCheck: refusing PREFIX=${PREFIX}")
endif()
file(REMOVE_RECURSE "${PREFIX}")

set(app_id io.github.kinedit.Kinedit)

# Install. DESTDIR would redirect the files away from PREFIX.
unset(ENV{DESTDIR})
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "InstallCheck: cmake --install failed (${result}):\n${out}")
endif()

# Installed files. The paths follow GNUInstallDirs' defaults (bin, share),
# which a plain `cmake -S . -B build` uses.
set(expected
  bin/kinedit
  bin/kinedit-cli
  share/applications/${app_id}.desktop
  share/mime/packages/${app_id}.xml
  share/icons/hicolor/scalable/apps/${app_id}.svg
  share/kinedit/translations/kinedit_de.qm
  share/kinedit/translations/kinedit_zh_CN.qm
  share/kinedit/examples/x-series-3dof-arm.hrdf
)
set(missing "")
foreach(f IN LISTS expected)
  if(NOT EXISTS "${PREFIX}/${f}")
    list(APPEND missing "${f}")
  endif()
endforeach()
if(missing)
  list(JOIN missing "\n  " missing)
  message(FATAL_ERROR "InstallCheck: not installed under ${PREFIX}:\n  ${missing}\n"
                      "cmake --install said:\n${out}")
endif()
foreach(f bin/kinedit bin/kinedit-cli)
  if(IS_DIRECTORY "${PREFIX}/${f}")
    message(FATAL_ERROR "InstallCheck: ${PREFIX}/${f} is a folder, not a program")
  endif()
endforeach()

set(desktop "${PREFIX}/share/applications/${app_id}.desktop")
set(mimexml "${PREFIX}/share/mime/packages/${app_id}.xml")

# The desktop entry is valid (where the validator is installed: package
# desktop-file-utils). Hints are not errors; errors exit non-zero.
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate NO_CACHE)
if(DESKTOP_FILE_VALIDATE)
  execute_process(COMMAND "${DESKTOP_FILE_VALIDATE}" "${desktop}"
                  RESULT_VARIABLE result OUTPUT_VARIABLE vout ERROR_VARIABLE vout)
  if(NOT result EQUAL 0 OR vout MATCHES "error:")
    message(FATAL_ERROR "InstallCheck: desktop-file-validate rejects ${desktop}:\n${vout}")
  endif()
else()
  message(STATUS "InstallCheck: desktop-file-validate not found, desktop entry not validated")
endif()

# Every MIME type the MIME package defines is one the desktop entry opens,
# and the other way round.
file(STRINGS "${mimexml}" type_lines REGEX "<mime-type[ \t]+type=\"[^\"]+\"")
set(defined "")
foreach(line IN LISTS type_lines)
  string(REGEX MATCH "<mime-type[ \t]+type=\"([^\"]+)\"" _ "${line}")
  list(APPEND defined "${CMAKE_MATCH_1}")
endforeach()
list(LENGTH defined ndefined)
if(NOT ndefined EQUAL 6)
  message(FATAL_ERROR "InstallCheck: expected 6 MIME types in ${mimexml}, found ${ndefined}: ${defined}")
endif()

file(STRINGS "${desktop}" mime_lines REGEX "^MimeType[ \t]*=")
list(LENGTH mime_lines nlines)
if(NOT nlines EQUAL 1)
  message(FATAL_ERROR "InstallCheck: expected one MimeType= line in ${desktop}, found ${nlines}")
endif()
# file(STRINGS) escapes the ';' of the desktop-entry list as '\;'.
string(REGEX REPLACE "^MimeType[ \t]*=[ \t]*" "" value "${mime_lines}")
string(REPLACE "\\;" ";" value "${value}")
set(opened "")
foreach(item IN LISTS value)
  string(STRIP "${item}" item)
  if(NOT item STREQUAL "")
    list(APPEND opened "${item}")
  endif()
endforeach()
foreach(type IN LISTS defined)
  if(NOT type IN_LIST opened)
    list(JOIN opened ", " names)
    message(FATAL_ERROR "InstallCheck: ${desktop} does not open ${type}; its MimeType= names ${names}")
  endif()
endforeach()
foreach(type IN LISTS opened)
  if(NOT type IN_LIST defined)
    message(FATAL_ERROR "InstallCheck: ${desktop} names ${type}, which ${mimexml} does not define")
  endif()
endforeach()

# The entry's Icon= is the icon installed.
file(STRINGS "${desktop}" icon_lines REGEX "^Icon[ \t]*=")
if(NOT icon_lines MATCHES "^Icon[ \t]*=[ \t]*${app_id}$")
  message(FATAL_ERROR "InstallCheck: ${desktop} has '${icon_lines}', expected Icon=${app_id}")
endif()

file(REMOVE_RECURSE "${PREFIX}")
message(STATUS "InstallCheck: ${ndefined} MIME types, desktop entry, icon, programs, translations and examples installed correctly")

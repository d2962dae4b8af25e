# Every C++ source of the project is formatted as .clang-format says:
# `clang-format --dry-run -Werror` over app/, editor/, render/, model/ and
# tests/ (test data aside). Fails naming the files and lines that differ;
# `xargs clang-format -i` over the same files fixes them.
#   cmake -DSOURCE_DIR=... -DCLANG_FORMAT=... -P SourceFormat.cmake
file(GLOB_RECURSE files RELATIVE ${SOURCE_DIR}
     ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h ${SOURCE_DIR}/editor/*.cpp ${SOURCE_DIR}/editor/*.h
     ${SOURCE_DIR}/render/*.cpp ${SOURCE_DIR}/render/*.h ${SOURCE_DIR}/model/*.cpp ${SOURCE_DIR}/model/*.h
     ${SOURCE_DIR}/tests/*.cpp ${SOURCE_DIR}/tests/*.h)
list(FILTER files EXCLUDE REGEX "^tests/(data|fuzz/corpus)/")
list(LENGTH files count)
if(count LESS 300)
  message(FATAL_ERROR "only ${count} sources found under ${SOURCE_DIR}")
endif()
execute_process(COMMAND ${CLANG_FORMAT} --dry-run -Werror ${files}
                WORKING_DIRECTORY ${SOURCE_DIR} RESULT_VARIABLE rc ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "sources not formatted as .clang-format says:\n${out}")
endif()
message(STATUS "${count} sources formatted as .clang-format says")

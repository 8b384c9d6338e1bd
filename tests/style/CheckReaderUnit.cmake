# Distributed under the OSI-approved BSD 3-Clause License.
#
# The reader program's unit (probe/Sources.cmake: what a cross build
# compiles for the build machine, or with the project's own flags under
# an emulator) compiles clean with -Wall -Wextra -Werror as C and as C++
# (cmake -P, with SOURCE_DIR, WORK_DIR and C_COMPILER, the driver of GCC
# or Clang, which compiles C++ with -x c++): in one unit every
# declaration is static, and one its files leave undefined is a warning.

cmake_minimum_required(VERSION 3.21)

include("${SOURCE_DIR}/probe/Sources.cmake")
file(MAKE_DIRECTORY "${WORK_DIR}")
_CuDNNStrict_write_unit(reader "${WORK_DIR}/cudnn_strict_reader_unit.c")
_CuDNNStrict_program_include_dirs(_include_dirs)
list(TRANSFORM _include_dirs PREPEND -I)
foreach(_language IN ITEMS C CXX)
  if(_language STREQUAL "C")
    set(_dialect -x c -std=c99)
  else()
    set(_dialect -x c++ -std=c++11)
  endif()
  execute_process(COMMAND "${C_COMPILER}" ${_dialect} -Wall -Wextra -Werror ${_include_dirs}
      -c "${WORK_DIR}/cudnn_strict_reader_unit.c" -o "${WORK_DIR}/reader_${_language}.o"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _log ERROR_VARIABLE _log)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "The reader's unit does not compile as ${_language} with -Wall -Wextra -Werror:\n${_log}")
  endif()
endforeach()

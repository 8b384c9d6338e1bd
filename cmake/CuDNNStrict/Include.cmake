# Distributed under the OSI-approved BSD 3-Clause License.
#
# Including a helper once per CMake process.  include() reads and parses
# a file whole before its include_guard(GLOBAL) can return, so each helper
# that names what it calls with a plain include() paid a full parse per
# include (Values.cmake was read 17 times in one configure).  A helper
# names what it calls with _CuDNNStrict_include(<file>), which skips the
# read when the same path was read before: keyed by path, as
# include_guard(GLOBAL) is, so a project whose subdirectories use two
# copies of the module reads each copy's helpers, and the last read
# defines the commands, as before.  Each includer guards the include of
# this file with if(NOT COMMAND _CuDNNStrict_include).

include_guard(GLOBAL)

# Includes <file>, a path relative to the calling file's folder, unless
# this process has included it through this macro already.  A macro, so
# that the file is read in the caller's scope, as include() reads it.
macro(_CuDNNStrict_include file)
  get_property(_CuDNNStrict_include_read GLOBAL
    PROPERTY "_CuDNNStrict_read ${CMAKE_CURRENT_LIST_DIR}/${file}" SET)
  if(NOT _CuDNNStrict_include_read)
    set_property(GLOBAL PROPERTY "_CuDNNStrict_read ${CMAKE_CURRENT_LIST_DIR}/${file}" TRUE)
    include("${CMAKE_CURRENT_LIST_DIR}/${file}")
  endif()
  unset(_CuDNNStrict_include_read)
endmacro()

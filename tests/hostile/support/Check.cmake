# Distributed under the OSI-approved BSD 3-Clause License.
#
# Check-side helpers of the hostile-load cases, beside the deployment
# cases' (../../deploy/support/Check.cmake).
include("${SUITE_DIR}/../deploy/support/Check.cmake")

# hostile_file(<name> <dir> <from> <bytes> [PATCH <offset> <hex>...]):
# writes <dir>/<name> as the first <bytes> bytes of the file <from> (""
# for an empty file), then writes each PATCH's bytes (hex digits) at its
# offset.
function(hostile_file name dir from bytes)
  cmake_parse_arguments(PARSE_ARGV 4 FILE "" "" "PATCH")
  file(MAKE_DIRECTORY "${dir}")
  set(_file "${dir}/${name}")
  file(REMOVE "${_file}")
  if(from STREQUAL "")
    file(WRITE "${_file}" "")
  else()
    execute_process(COMMAND head -c ${bytes} "${from}" OUTPUT_FILE "${_file}" RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "Case ${CASE}: could not write ${_file}")
    endif()
  endif()
  while(FILE_PATCH)
    list(POP_FRONT FILE_PATCH _offset _bytes)
    # Octal escapes: the POSIX printf knows no \x.
    string(REGEX MATCHALL "[0-9a-fA-F][0-9a-fA-F]" _pairs "${_bytes}")
    set(_escaped "")
    foreach(_pair IN LISTS _pairs)
      math(EXPR _value "0x${_pair}")
      math(EXPR _d2 "${_value} / 64")
      math(EXPR _d1 "(${_value} / 8) % 8")
      math(EXPR _d0 "${_value} % 8")
      string(APPEND _escaped "\\${_d2}${_d1}${_d0}")
    endforeach()
    execute_process(COMMAND sh -c "printf '${_escaped}' | dd of='${_file}' bs=1 seek=${_offset} conv=notrunc status=none"
      RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "Case ${CASE}: could not patch ${_file}")
    endif()
  endwhile()
endfunction()

# The offset of the end of the last PT_LOAD of an ELF64 file, as readelf
# tells it: a file cut below it is truncated under a segment.
function(hostile_segments_end file out)
  execute_process(COMMAND "${DEPLOY_READELF}" -lW "${file}" OUTPUT_VARIABLE _out RESULT_VARIABLE _rc)
  string(REGEX MATCHALL "LOAD +0x[0-9a-f]+ +0x[0-9a-f]+ +0x[0-9a-f]+ +0x[0-9a-f]+" _loads "${_out}")
  set(_end 0)
  foreach(_load IN LISTS _loads)
    string(REGEX MATCH "LOAD +(0x[0-9a-f]+) +0x[0-9a-f]+ +0x[0-9a-f]+ +(0x[0-9a-f]+)" _ "${_load}")
    math(EXPR _this "${CMAKE_MATCH_1} + ${CMAKE_MATCH_2}")
    if(_this GREATER _end)
      set(_end ${_this})
    endif()
  endforeach()
  set(${out} ${_end} PARENT_SCOPE)
endfunction()

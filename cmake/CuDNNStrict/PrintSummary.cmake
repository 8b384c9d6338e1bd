# Distributed under the OSI-approved BSD 3-Clause License.
#
# Printing the findings summary (Summary.cmake writes its text): its own
# file, since the replay prints it too and reads no other helper.

include_guard(GLOBAL)

# Prints the summary <text>: in full when it changed since it was last
# printed, else its first line, so that every configure shows it ran.
function(_CuDNNStrict_print_summary text)
  string(SHA256 _hash "${text}")
  get_property(_last CACHE _CuDNNStrict_LAST_SUMMARY PROPERTY VALUE)
  if("${_hash}" STREQUAL "${_last}")
    string(REGEX MATCH "^[^\n]*" _first_line "${text}")
    message(STATUS "${_first_line} (findings unchanged)")
    return()
  endif()
  string(REPLACE "\n" "\n-- " _status "${text}")
  message(STATUS "${_status}")
  set(_CuDNNStrict_LAST_SUMMARY "${_hash}" CACHE INTERNAL "hash of the last printed CuDNNStrict summary")
endfunction()

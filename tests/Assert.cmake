# Distributed under the OSI-approved BSD 3-Clause License.
#
# Assertions for case files.  A failed assertion stops the configure with
# an error that names the variable, the expected and the actual value.

function(assert_equal variable expected)
  if(NOT "${${variable}}" STREQUAL "${expected}")
    message(FATAL_ERROR "ASSERTION FAILED: ${variable} is '${${variable}}', expected '${expected}'")
  endif()
endfunction()

function(assert_matches variable regex)
  if(NOT "${${variable}}" MATCHES "${regex}")
    message(FATAL_ERROR "ASSERTION FAILED: ${variable} is '${${variable}}', expected to match '${regex}'")
  endif()
endfunction()

function(assert_true variable)
  if(NOT ${variable})
    message(FATAL_ERROR "ASSERTION FAILED: ${variable} is '${${variable}}', expected true")
  endif()
endfunction()

function(assert_false variable)
  if(${variable})
    message(FATAL_ERROR "ASSERTION FAILED: ${variable} is '${${variable}}', expected false")
  endif()
endfunction()

function(assert_same_file variable expected)
  file(REAL_PATH "${${variable}}" _actual)
  file(REAL_PATH "${expected}" _expected)
  if(NOT _actual STREQUAL _expected)
    message(FATAL_ERROR "ASSERTION FAILED: ${variable} is '${${variable}}', expected the file '${expected}'")
  endif()
endfunction()

# The probe's report that the module keeps (the cache entry
# _CuDNNStrict_PROBE_REPORT, lines kept apart by the ASCII record
# separator) holds key=value lines of the probe alone: a line that is not
# one (a library's banner, cuDNN's log, a key run into other text) fails.
function(assert_report_lines_intact)
  get_property(_kept CACHE _CuDNNStrict_PROBE_REPORT PROPERTY VALUE)
  string(ASCII 30 _record_separator)
  string(REPLACE "${_record_separator}" "\n" _kept "${_kept}")
  string(REGEX REPLACE "\n[a-z][a-z0-9_.]*=[^\n]*" "" _rest "\n${_kept}")
  if(_kept STREQUAL "" OR _rest MATCHES "[^\n]")
    message(FATAL_ERROR "ASSERTION FAILED: the kept report holds lines that are not the probe's key=value lines:\n${_rest}\nreport:\n${_kept}")
  endif()
endfunction()

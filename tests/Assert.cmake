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

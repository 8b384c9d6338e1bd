# Distributed under the OSI-approved BSD 3-Clause License.
#
# Reading a variable, or an environment variable, that may be undefined: a
# find module runs in projects that configure with --warn-uninitialized,
# which reports every read of an undefined variable.  Every helper that
# reads one of CMake's variables or the environment's by name reads it
# here.

include_guard(GLOBAL)

# Sets <out> to the value of the variable <name>, or to "" when it is not
# defined.
function(_CuDNNStrict_value name out)
  if(DEFINED "${name}")
    set(${out} "${${name}}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the value of the environment variable <name>, or to ""
# when it is not set.
function(_CuDNNStrict_env name out)
  if(DEFINED "ENV{${name}}")
    set(${out} "$ENV{${name}}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

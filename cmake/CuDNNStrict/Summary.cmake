# Distributed under the OSI-approved BSD 3-Clause License.
#
# The findings summary: a few lines a person reads at a glance.  Like
# find_package_handle_standard_args, it is printed in full when the
# findings change; every other call that is not QUIET prints its first line,
# so that a later call (another directory, a re-configure) shows it ran.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Elf.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/PrintSummary.cmake")

function(_CuDNNStrict_sublibrary_line prefix out)
  set(_line "")
  if(${prefix}_FOUND)
    string(REPLACE ";" " " _found "${${prefix}_FOUND}")
    set(_line "${_found}")
  endif()
  if(${prefix}_MISSING)
    string(REPLACE ";" " " _missing "${${prefix}_MISSING}")
    string(APPEND _line "; MISSING: ${_missing}")
  endif()
  if(${prefix}_ELSEWHERE)
    string(REPLACE ";" ", " _elsewhere "${${prefix}_ELSEWHERE}")
    string(APPEND _line "; NOT BESIDE libcudnn: ${_elsewhere}")
  endif()
  if(${prefix}_FLAVOUR STREQUAL "JIT")
    string(APPEND _line " (the JIT flavour)")
  endif()
  if(${prefix}_NOT_SHIPPED)
    # Named by the release's libcudnn, never shipped with it: no fault.
    string(REPLACE ";" " " _not_shipped "${${prefix}_NOT_SHIPPED}")
    string(APPEND _line "; not shipped by ${CuDNNStrict_VERSION}: ${_not_shipped}")
  endif()
  if(_line STREQUAL "")
    set(_line "none (cuDNN ${CuDNNStrict_VERSION_MAJOR} is one library)")
  endif()
  set(${out} "${_line}" PARENT_SCOPE)
endfunction()

# Sets <out> to the summary text (lines without the "-- " prefix);
# <agreement> is the verdict's line.  Any further arguments are definitions
# in the header's text that no build reaches (in comments, under #if 0):
# named, so that nobody wonders which value was taken.
function(_CuDNNStrict_summary_text header header_from library library_from sublibrary_prefix agreement out)
  _CuDNNStrict_sublibrary_line(${sublibrary_prefix} _sublibraries)
  set(_cudart "")
  if(CuDNNStrict_CUDART_VERSION)
    set(_cudart ", built for CUDA ${CuDNNStrict_CUDART_VERSION}")
  endif()
  # Joined with newlines, never as a CMake list: a path may hold ';'.
  set(_text "CuDNNStrict: cuDNN ${CuDNNStrict_VERSION} (code ${CuDNNStrict_VERSION_CODE})${_cudart}\n")
  string(APPEND _text
    "  header:        ${header} [${header_from}]\n")
  if(ARGN)
    string(REPLACE ";" ", " _ignored "${ARGN}")
    string(APPEND _text "  ignored:       ${_ignored}: the compiler never reads them\n")
  endif()
  string(APPEND _text
    "  library:       ${library} [${library_from}]\n"
    "  sub-libraries: ${_sublibraries}\n"
    "  agreement:     ${agreement}")
  if(DEFINED CuDNNStrict_GPU_CHECK)
    string(APPEND _text "\n  GPU check:     ${CuDNNStrict_GPU_CHECK} (${CuDNNStrict_GPU_CHECK_REASON})")
  endif()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# A cross build names the target's CUDA runtime it found: the host's
# toolkit is not the one the build uses.
function(_CuDNNStrict_summary_add_runtime summary_var library)
  if(CMAKE_CROSSCOMPILING AND library)
    _CuDNNStrict_expected_elf_machine(_number _target)
    set(${summary_var} "${${summary_var}}\n  CUDA runtime:  ${library} [for ${_target}]" PARENT_SCOPE)
  endif()
endfunction()

# The entries another cuDNN module left that named another cuDNN, and were
# replaced (<replaced>: "<var> was <value>" each), in one line.
function(_CuDNNStrict_summary_add_replaced summary_var replaced)
  if(replaced)
    string(REPLACE ";" ", " _replaced "${replaced}")
    set(${summary_var} "${${summary_var}}\n  replaced:      ${_replaced} (cached by another cuDNN module)" PARENT_SCOPE)
  endif()
endfunction()

# Distributed under the OSI-approved BSD 3-Clause License.
#
# The findings summary: a few lines a person reads at a glance.  Like
# find_package_handle_standard_args, it is printed in full when the
# findings change; every other call that is not QUIET prints its first line,
# so that a later call (another directory, a re-configure) shows it ran.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Processor.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/PrintSummary.cmake")

# Sets <out> to the line of the sub-libraries of the cuDNN <version>
# (9.19.0) under <prefix> (_CuDNNStrict_check_sublibraries).
function(_CuDNNStrict_sublibrary_line prefix version out)
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
    string(APPEND _line "; not shipped by ${version}: ${_not_shipped}")
  endif()
  if(_line STREQUAL "")
    string(REGEX MATCH "^[0-9]+" _major "${version}")
    set(_line "none (cuDNN ${_major} is one library)")
  endif()
  set(${out} "${_line}" PARENT_SCOPE)
endfunction()

# Sets <out> to the summary text (lines without the "-- " prefix) of the
# cuDNN <version> (<code>, built for CUDA <cudart>, "" when unknown) whose
# <header> and <library> were found by <header_from> and <library_from>;
# <sublibrary_prefix> names the sub-library record
# (_CuDNNStrict_check_sublibraries), <agreement> is the verdict's line,
# <gpu_check> and <gpu_check_reason> the GPU check's ("" when it did not
# report).  Any further arguments are definitions in the header's text
# that no build reaches (in comments, under #if 0): named, so that nobody
# wonders which value was taken.
function(_CuDNNStrict_summary_text header header_from library library_from sublibrary_prefix agreement
    version code cudart gpu_check gpu_check_reason out)
  _CuDNNStrict_sublibrary_line(${sublibrary_prefix} "${version}" _sublibraries)
  set(_cudart "")
  if(cudart)
    set(_cudart ", built for CUDA ${cudart}")
  endif()
  # Joined with newlines, never as a CMake list: a path may hold ';'.
  set(_text "CuDNNStrict: cuDNN ${version} (code ${code})${_cudart}\n")
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
  if(NOT gpu_check STREQUAL "")
    string(APPEND _text "\n  GPU check:     ${gpu_check} (${gpu_check_reason})")
  endif()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# A cross build names the target's CUDA runtime it found: the host's
# toolkit is not the one the build uses.
function(_CuDNNStrict_summary_add_runtime summary_var library)
  if(CMAKE_CROSSCOMPILING AND library)
    _CuDNNStrict_target_processor(_target)
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

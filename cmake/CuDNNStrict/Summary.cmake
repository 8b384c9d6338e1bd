# Distributed under the OSI-approved BSD 3-Clause License.
#
# The findings summary: a few lines a person reads at a glance.  Like
# find_package_handle_standard_args, it is printed in full when the
# findings change; every other call that is not QUIET prints its first line,
# so that a later call (another directory, a re-configure) shows it ran.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(PrintSummary.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Sets <out> to the summary text of the <findings> (lines without the "-- "
# prefix).  The header's definitions that no build reaches (in comments,
# under #if 0) are named, so that nobody wonders which value was taken; a
# cross build names its CUDA runtime, since the host's toolkit is not the
# one the build uses.
function(_CuDNNStrict_summary_text findings out)
  _CuDNNStrict_get("${findings}" _ header header_from library library_from agreement target_processor
    ignored cudart_library replaced sub.found sub.flavour sub.not_shipped
    CuDNNStrict_VERSION CuDNNStrict_VERSION_CODE CuDNNStrict_CUDART_VERSION CuDNNStrict_GPU_CHECK CuDNNStrict_GPU_CHECK_REASON)
  # A found cuDNN misses no sub-library (that is a failure): the line
  # names those found, and those the release does not ship (no fault).
  string(REPLACE ";" " " _line "${_sub.found}")
  if(_sub.flavour STREQUAL "JIT")
    _CuDNNStrict_words(_line SUMMARY_JIT sublibraries "${_line}")
  endif()
  if(_sub.not_shipped)
    string(REPLACE ";" " " _not_shipped "${_sub.not_shipped}")
    _CuDNNStrict_words(_line SUMMARY_NOT_SHIPPED sublibraries "${_line}" version "${_VERSION}"
      names "${_not_shipped}")
  endif()
  if(_line STREQUAL "")
    string(REGEX MATCH "^[0-9]+" _major "${_VERSION}")
    _CuDNNStrict_words(_line SUMMARY_ONE_LIBRARY major "${_major}")
  endif()
  set(_cudart "")
  if(_CUDART_VERSION)
    set(_cudart ", built for CUDA ${_CUDART_VERSION}")
  endif()
  # Joined with newlines, never as a CMake list: a path may hold ';'.
  set(_text "CuDNNStrict: cuDNN ${_VERSION} (code ${_VERSION_CODE})${_cudart}\n")
  string(APPEND _text "  header:        ${_header} [${_header_from}]\n")
  if(_ignored)
    string(REPLACE ";" ", " _ignored "${_ignored}")
    _CuDNNStrict_words(_ignored SUMMARY_IGNORED ignored "${_ignored}")
    string(APPEND _text "  ignored:       ${_ignored}\n")
  endif()
  string(APPEND _text
    "  library:       ${_library} [${_library_from}]\n"
    "  sub-libraries: ${_line}\n"
    "  agreement:     ${_agreement}")
  string(APPEND _text "\n  GPU check:     ${_GPU_CHECK} (${_GPU_CHECK_REASON})")
  if(CMAKE_CROSSCOMPILING AND _cudart_library)
    string(APPEND _text "\n  CUDA runtime:  ${_cudart_library} [for ${_target_processor}]")
  endif()
  if(_replaced)
    string(REPLACE ";" ", " _replaced "${_replaced}")
    _CuDNNStrict_words(_replaced SUMMARY_REPLACED replaced "${_replaced}")
    string(APPEND _text "\n  replaced:      ${_replaced}")
  endif()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

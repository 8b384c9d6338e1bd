# Distributed under the OSI-approved BSD 3-Clause License.
#
# The generated config header (cudnn_strict_config.h) and the runtime guard
# (CuDNNStrict::guard), a small C object that checks at start-up that the
# cuDNN the process loads can run what was built, by the rule of
# probe/core/cudnn_strict_version.h.  Generated into the binary tree.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(GuardTarget.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Library.cmake)

# Sets <out> to <text> as a C string literal that reads back byte for byte.
# Printable text stays readable, its quote, backslash, "?" (trigraphs) and
# line breaks escaped; text with any other byte is written as hexadecimal
# escapes, one literal a byte ("\x2f" "\x75"), which C joins: a digit
# after an escape is then never read into it.
function(_CuDNNStrict_c_string_literal text out)
  if(text MATCHES "[^ -~\n]")
    string(HEX "${text}" _literal)
    string(REGEX REPLACE "(..)" "\\\\x\\1\" \"" _literal "${_literal}")
  else()
    string(REPLACE "\\" "\\\\" _literal "${text}")
    string(REPLACE "\"" "\\\"" _literal "${_literal}")
    string(REPLACE "?" "\\?" _literal "${_literal}")
    string(REPLACE "\n" "\\n" _literal "${_literal}")
  endif()
  set(${out} "\"${_literal}\"" PARENT_SCOPE)
endfunction()

# Writes cudnn_strict_config.h into <dir> from the find module's
# <findings> (Values.cmake), the probe's <report> and the <options>
# (guard_paths OFF leaves out every path of the build machine that the
# guard would carry into the binary: the cuDNN directory, the search plan).
function(_CuDNNStrict_write_config_header dir report options findings)
  # The template reads these names.
  _CuDNNStrict_get("${options}" _ policy guard_action features guard_paths)
  _CuDNNStrict_get("${findings}" _ header library CuDNNStrict_LIBRARY_CHECK
    CuDNNStrict_LIBRARY_CHECK_REASON check.not_checked CuDNNStrict_VERSION CuDNNStrict_VERSION_CODE
    CuDNNStrict_CUDART_VERSION CuDNNStrict_VERSION_MAJOR CuDNNStrict_VERSION_MINOR
    CuDNNStrict_VERSION_PATCH)
  # The probe measured these; a skipped probe (cross-compiling) leaves 0.
  _CuDNNStrict_report_get("${report}" toolkit.cudart_code _toolkit_cudart)
  _CuDNNStrict_report_get("${report}" library.cudart_code _cudnn_cudart)
  foreach(_var IN ITEMS _toolkit_cudart _cudnn_cudart)
    if(NOT "${${_var}}" MATCHES "^[0-9]+$")
      set(${_var} 0)
    endif()
  endforeach()
  get_filename_component(_header_name "${_header}" NAME)
  get_filename_component(_include_dir "${_header}" DIRECTORY)
  get_filename_component(_library_dir "${_library}" DIRECTORY)
  # The name the loader looks for: the first of the core's names of the
  # target's files for the header's major.
  _CuDNNStrict_library_names(cudnn "${_VERSION_MAJOR}" _names _wanted)
  list(GET _names 0 _soname)
  if(NOT _guard_paths)
    set(_library_dir "")
  endif()
  set(_library_checked 1)
  set(_check_reason "${_LIBRARY_CHECK_REASON}")
  if(_LIBRARY_CHECK STREQUAL "NOT_CHECKED")
    set(_library_checked 0)
    set(_check_reason "${_check.not_checked}")
  endif()
  # The fix search's plan as the note carries it, encoded by the checks
  # that were given it (beside the note's decoder, core/cudnn_strict_note.c;
  # no plan, no key).  It names directories of this host: a guard on a
  # cross build's target searches the target's conventional places instead.
  set(_search_plan "")
  if(_guard_paths AND NOT CMAKE_CROSSCOMPILING)
    _CuDNNStrict_report_get("${report}" guard.search_plan _search_plan)
  endif()
  foreach(_name IN ITEMS header include_dir library library_dir check_reason search_plan)
    _CuDNNStrict_c_string_literal("${_${_name}}" _${_name}_literal)
  endforeach()
  _CuDNNStrict_template(cudnn_strict_config.h.in _template)
  configure_file("${_template}" "${dir}/cudnn_strict_config.h" @ONLY)
endfunction()

# Generates the config header and the guard sources under
# ${CMAKE_BINARY_DIR}/CuDNNStrict/guard and defines CuDNNStrict::guard.
# Sets <out_config_header> to the config header's path.
function(_CuDNNStrict_add_guard report options findings out_config_header)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/guard")
  set(${out_config_header} "${_dir}/include/cudnn_strict_config.h" PARENT_SCOPE)
  if(TARGET CuDNNStrict::guard)
    return()
  endif()
  _CuDNNStrict_write_config_header("${_dir}/include" "${report}" "${options}" "${findings}")
  # Public: the guard's API, nothing else.  The sources are compiled where
  # they are, not copied: a copy of each of some seventy files cost a
  # fresh build tree about a tenth of the module's own time.
  _CuDNNStrict_program_files(_files)
  list(FILTER _files INCLUDE REGEX "/cudnn_strict[.]h$")
  configure_file("${_files}" "${_dir}/include/cudnn_strict.h" COPYONLY)
  _CuDNNStrict_program_include_dirs(_source_dirs)
  # One generated unit, in the language the project enabled.
  _CuDNNStrict_unit_language(_extension _lang)
  if(NOT _extension)
    return()
  endif()
  set(_source "${_dir}/src/cudnn_strict_guard_unit.${_extension}")
  _CuDNNStrict_write_unit(guard "${_source}")
  _CuDNNStrict_get("${findings}" _ CuDNNStrict_INCLUDE_DIRS cudart_include)
  _CuDNNStrict_guard_target("${_dir}" "${_source}" "${_source_dirs}" "${_INCLUDE_DIRS}" "${_cudart_include}")
endfunction()

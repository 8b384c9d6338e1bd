# Distributed under the OSI-approved BSD 3-Clause License.
#
# The generated config header (cudnn_strict_config.h) and the runtime guard
# (CuDNNStrict::guard), a small C object that checks at start-up that the
# cuDNN the process loads can run what was built, by the rule of
# probe/core/cudnn_strict_version.h.  Generated into the binary tree.

if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(GuardTarget.cmake)
_CuDNNStrict_include(Report.cmake)

# Sets <out> to <text> as a C string literal that reads back byte for byte.
# Bytes other than letters, digits, space and "/._+,-:={}" become
# three-digit octal escapes (so that a digit after one is not read into
# it): no quote, backslash, trigraph ("??/"), "*/" or line break remains.
function(_CuDNNStrict_c_string_literal text out)
  if("${text}" MATCHES "^[A-Za-z0-9 /._+,:={}-]*$")
    set(${out} "\"${text}\"" PARENT_SCOPE)
    return()
  endif()
  # One step per distinct byte, replaced throughout (the backslash first:
  # the escapes bring their own).  The last byte is escaped whatever it is,
  # so that the config header stays the same text.
  string(LENGTH "${text}" _length)
  math(EXPR _length "${_length} - 1")
  string(SUBSTRING "${text}" 0 ${_length} _rest)
  string(SUBSTRING "${text}" ${_length} 1 _last)
  string(REPLACE "\\" "\\134" _literal "${_rest}")
  string(REPLACE "\\" "" _rest "${_rest}")
  while(1)
    set(_char "${_last}")
    if(_rest MATCHES "[^A-Za-z0-9 /._+,:={}-]")
      set(_char "${CMAKE_MATCH_0}")
    endif()
    # Three octal digits, as the digits of a decimal number after a 1.
    string(HEX "${_char}" _byte)
    math(EXPR _octal "1000 + 0x${_byte} / 64 * 100 + 0x${_byte} / 8 % 8 * 10 + 0x${_byte} % 8")
    string(SUBSTRING "${_octal}" 1 3 _octal)
    if(_char STREQUAL _last AND NOT _rest MATCHES "[^A-Za-z0-9 /._+,:={}-]")
      break()
    endif()
    string(REPLACE "${_char}" "\\${_octal}" _literal "${_literal}")
    string(REPLACE "${_char}" "" _rest "${_rest}")
  endwhile()
  set(${out} "\"${_literal}\\${_octal}\"" PARENT_SCOPE)
endfunction()

# Sets <out> to the lines of <plan> (a list) as the guard's note carries
# them (cudnn_strict_note.h, format 4): each line a letter that says how
# many of its first characters are those of the line before ("A" none, "B"
# one, up to "z", 57), then the rest of the line and a line break.  The
# plan's lines share long prefixes ("SYSTEM:system=/usr/local/..."): so
# written it is a third of its size in every guarded program.
function(_CuDNNStrict_shared_prefix_plan plan out)
  set(_text "")
  set(_before "")
  foreach(_line IN LISTS plan)
    string(LENGTH "${_line}" _length)
    string(LENGTH "${_before}" _shared)
    if(_length LESS _shared)
      set(_shared ${_length})
    endif()
    if(_shared GREATER 57)
      set(_shared 57)
    endif()
    # The longest common prefix, by halving: prefixes of one length are
    # equal up to some length and differ after it.  Half the lines of a
    # plan are a prefix of the line before ("<label>:<name>=<dir>" after
    # "<label>:<name>=<dir>/lib64"): the longest is tried first.
    string(SUBSTRING "${_line}" 0 ${_shared} _a)
    string(SUBSTRING "${_before}" 0 ${_shared} _b)
    set(_low 0)
    if(_a STREQUAL _b)
      set(_low ${_shared})
    else()
      math(EXPR _shared "${_shared} - 1")
    endif()
    while(_low LESS _shared)
      math(EXPR _middle "(${_low} + ${_shared} + 1) / 2")
      string(SUBSTRING "${_line}" 0 ${_middle} _a)
      string(SUBSTRING "${_before}" 0 ${_middle} _b)
      if(_a STREQUAL _b)
        set(_low ${_middle})
      else()
        math(EXPR _shared "${_middle} - 1")
      endif()
    endwhile()
    math(EXPR _letter "65 + ${_shared}")
    string(ASCII ${_letter} _letter)
    string(SUBSTRING "${_line}" ${_shared} -1 _rest)
    string(APPEND _text "${_letter}${_rest}\n")
    set(_before "${_line}")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Writes cudnn_strict_config.h into <dir> from the find module's
# <findings> (Values.cmake), the probe's <report> and the <options>
# (guard_paths OFF leaves out every path of the build machine that the
# guard would carry into the binary: the cuDNN directory, the search plan).
function(_CuDNNStrict_write_config_header dir report options findings)
  # The template reads these names.
  _CuDNNStrict_get("${options}" _ policy guard_action features guard_paths)
  _CuDNNStrict_get("${findings}" _ header library plan CuDNNStrict_LIBRARY_CHECK
    CuDNNStrict_LIBRARY_CHECK_REASON CuDNNStrict_VERSION CuDNNStrict_VERSION_CODE
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
  get_filename_component(_soname "${_library}" NAME)
  if(NOT WIN32)
    set(_soname "libcudnn.so.${_VERSION_MAJOR}")
  endif()
  if(NOT _guard_paths)
    set(_library_dir "")
    set(_plan "")
  endif()
  set(_library_checked 1)
  set(_check_reason "${_LIBRARY_CHECK_REASON}")
  if(_LIBRARY_CHECK STREQUAL "NOT_CHECKED")
    set(_library_checked 0)
    set(_check_reason "not checked: ${_check_reason}")
  endif()
  # The plan names directories of this host: a guard on a cross build's
  # target searches the target's conventional places instead.
  if(CMAKE_CROSSCOMPILING OR "${_plan}" STREQUAL "")
    set(_search_plan "")
  else()
    _CuDNNStrict_shared_prefix_plan("${_plan}" _search_plan)
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

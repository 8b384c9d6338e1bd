# Distributed under the OSI-approved BSD 3-Clause License.
#
# The generated config header (cudnn_strict_config.h) and the runtime guard
# (CuDNNStrict::guard): the configure-time facts baked into C, and a small
# C object that checks at start-up that the cuDNN the process loads can run
# what was built.  Everything is generated into the binary tree.  The guard
# applies the rule of probe/core/cudnn_strict_version.h; nothing here decides a
# version question.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(GuardTarget.cmake)
_CuDNNStrict_include(Report.cmake)

# Sets <out> to <text> as a C string literal that reads back byte for byte,
# whatever the text holds.  Bytes other than letters, digits, space and
# "/._+,-:={}" become three-digit octal escapes (three digits, so that a digit
# after the escape is not read into it); that also rules out quotes,
# backslashes, trigraphs such as "??/", "*/" and line breaks.
function(_CuDNNStrict_c_string_literal text out)
  if("${text}" MATCHES "^[A-Za-z0-9 /._+,:={}-]*$")
    set(${out} "\"${text}\"" PARENT_SCOPE)
    return()
  endif()
  # One step per distinct byte to escape, each replaced throughout (the
  # backslash first: the escapes bring their own): a plan has some twenty
  # line breaks, and each CMake command costs alike.  The last byte is
  # escaped whatever it is, as the byte-by-byte loop before this did, so
  # that the config header stays the same text.
  string(LENGTH "${text}" _length)
  math(EXPR _length "${_length} - 1")
  string(SUBSTRING "${text}" 0 ${_length} _literal)
  string(SUBSTRING "${text}" ${_length} 1 _last)
  set(_rest "${_literal}")
  if(_rest MATCHES "\\\\")
    string(REPLACE "\\" "\\134" _literal "${_literal}")
    string(REPLACE "\\" "" _rest "${_rest}")
  endif()
  while(1)
    if(_rest MATCHES "[^A-Za-z0-9 /._+,:={}-]")
      set(_char "${CMAKE_MATCH_0}")
    else()
      set(_char "${_last}")
    endif()
    string(HEX "${_char}" _byte)
    math(EXPR _value "0x${_byte}")
    math(EXPR _high "${_value} / 64")
    math(EXPR _middle "(${_value} / 8) % 8")
    math(EXPR _low "${_value} % 8")
    if(_char STREQUAL _last AND NOT _rest MATCHES "[^A-Za-z0-9 /._+,:={}-]")
      break()
    endif()
    string(REPLACE "${_char}" "\\${_high}${_middle}${_low}" _literal "${_literal}")
    string(REPLACE "${_char}" "" _rest "${_rest}")
  endwhile()
  set(${out} "\"${_literal}\\${_high}${_middle}${_low}\"" PARENT_SCOPE)
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
# <findings> (Values.cmake: the version header and the library found, the
# cuDNN version, its code, the CUDA runtime it was built for, "" when
# unknown, the library check with its reason, the search plan of
# _CuDNNStrict_all_library_dirs), the probe's <report> and the <options>
# (policy, guard_action, features; guard_paths OFF leaves out every path of
# the build machine that the guard would carry into the binary: the cuDNN
# directory the build used, the search plan).
function(_CuDNNStrict_write_config_header dir report options findings)
  _CuDNNStrict_get("${findings}" "" header library plan CuDNNStrict_LIBRARY_CHECK
    CuDNNStrict_LIBRARY_CHECK_REASON)
  set(_reason "${LIBRARY_CHECK_REASON}")
  # The names the template reads.
  _CuDNNStrict_report_get("${options}" policy _CuDNNStrict_config_policy)
  _CuDNNStrict_report_get("${options}" guard_action _CuDNNStrict_config_guard_action)
  _CuDNNStrict_report_get("${options}" features _CuDNNStrict_config_features)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_VERSION _CuDNNStrict_config_version)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_VERSION_CODE _CuDNNStrict_config_code)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_CUDART_VERSION _CuDNNStrict_config_cudart_version)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_VERSION_MAJOR _CuDNNStrict_config_major)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_VERSION_MINOR _CuDNNStrict_config_minor)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_VERSION_PATCH _CuDNNStrict_config_patch)
  get_filename_component(_CuDNNStrict_config_header_name "${header}" NAME)
  get_filename_component(_include_dir "${header}" DIRECTORY)
  get_filename_component(_library_dir "${library}" DIRECTORY)
  _CuDNNStrict_c_string_literal("${header}" _CuDNNStrict_config_header_literal)
  _CuDNNStrict_c_string_literal("${_include_dir}" _CuDNNStrict_config_include_dir_literal)
  _CuDNNStrict_c_string_literal("${library}" _CuDNNStrict_config_library_literal)
  _CuDNNStrict_report_get("${options}" guard_paths _guard_paths)
  if(NOT _guard_paths)
    set(_library_dir "")
    set(plan "")
  endif()
  _CuDNNStrict_c_string_literal("${_library_dir}" _CuDNNStrict_config_library_dir_literal)
  get_filename_component(_CuDNNStrict_config_soname "${library}" NAME)
  if(NOT WIN32)
    set(_CuDNNStrict_config_soname "libcudnn.so.${_CuDNNStrict_config_major}")
  endif()
  # The probe measured these; a skipped probe (cross-compiling) leaves 0.
  _CuDNNStrict_report_get("${report}" toolkit.cudart_code _CuDNNStrict_config_toolkit_cudart)
  _CuDNNStrict_report_get("${report}" library.cudart_code _CuDNNStrict_config_cudnn_cudart)
  foreach(_var IN ITEMS _CuDNNStrict_config_toolkit_cudart _CuDNNStrict_config_cudnn_cudart)
    if(NOT "${${_var}}" MATCHES "^[0-9]+$")
      set(${_var} 0)
    endif()
  endforeach()
  set(_CuDNNStrict_config_library_checked 1)
  if(LIBRARY_CHECK STREQUAL "NOT_CHECKED")
    set(_CuDNNStrict_config_library_checked 0)
    set(_reason "not checked: ${_reason}")
  endif()
  _CuDNNStrict_c_string_literal("${_reason}" _CuDNNStrict_config_check_reason_literal)
  # The plan names directories of this host: a guard on a cross build's
  # target searches the target's conventional places instead.
  set(_CuDNNStrict_config_search_plan_literal "\"\"")
  if(NOT CMAKE_CROSSCOMPILING AND NOT "${plan}" STREQUAL "")
    _CuDNNStrict_shared_prefix_plan("${plan}" _plan)
    _CuDNNStrict_c_string_literal("${_plan}" _CuDNNStrict_config_search_plan_literal)
  endif()
  _CuDNNStrict_template(cudnn_strict_config.h.in _template)
  configure_file("${_template}" "${dir}/cudnn_strict_config.h" @ONLY)
endfunction()

# Generates the config header (_CuDNNStrict_write_config_header, from the
# probe's <report>, the <options> and the <findings>) and the guard sources
# under ${CMAKE_BINARY_DIR}/CuDNNStrict/guard and defines CuDNNStrict::guard
# with the findings' CuDNNStrict_INCLUDE_DIRS and CUDA runtime headers
# (cudart_include).  Sets <out_config_header> to the config header's path.
function(_CuDNNStrict_add_guard report options findings out_config_header)
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/guard")
  set(${out_config_header} "${_dir}/include/cudnn_strict_config.h" PARENT_SCOPE)
  if(TARGET CuDNNStrict::guard)
    return()
  endif()
  _CuDNNStrict_write_config_header("${_dir}/include" "${report}" "${options}" "${findings}")
  # Public: the guard's API and its report, nothing else.  The sources
  # the unit includes, and the core's headers, stay private.
  _CuDNNStrict_program_files(_files)
  _CuDNNStrict_program_sources(guard _guard_sources)
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    if(_name STREQUAL "cudnn_strict.h")
      configure_file("${_file}" "${_dir}/include/${_name}" COPYONLY)
    elseif(_name MATCHES "[.]h$" OR _file IN_LIST _guard_sources)
      configure_file("${_file}" "${_dir}/src/${_name}" COPYONLY)
    endif()
  endforeach()
  # One generated unit, in the language the project enabled.
  _CuDNNStrict_unit_language(_extension _lang)
  if(NOT _extension)
    return()
  endif()
  set(_source "${_dir}/src/cudnn_strict_guard_unit.${_extension}")
  _CuDNNStrict_write_unit(guard "${_source}")
  _CuDNNStrict_get("${findings}" _ CuDNNStrict_INCLUDE_DIRS cudart_include)
  _CuDNNStrict_guard_target("${_dir}" "${_source}" "${_INCLUDE_DIRS}" "${_cudart_include}")
endfunction()

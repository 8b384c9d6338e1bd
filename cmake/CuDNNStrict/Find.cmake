# Distributed under the OSI-approved BSD 3-Clause License.
#
# The work of a configure whose findings FindCuDNNStrict.cmake could not
# replay: find the files, run the probe, judge, define the targets, print
# the summary and record the findings for the next configure.  Included by
# FindCuDNNStrict.cmake only then, so that a re-configure that changed
# nothing reads neither these lines nor the helpers.

if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Processor.cmake)
_CuDNNStrict_include(Windows.cmake)
_CuDNNStrict_include(Options.cmake)
_CuDNNStrict_include(Locations.cmake)
_CuDNNStrict_include(Header.cmake)
_CuDNNStrict_include(Library.cmake)
_CuDNNStrict_include(Runtime.cmake)
_CuDNNStrict_include(Probe.cmake)
_CuDNNStrict_include(Verdict.cmake)
_CuDNNStrict_include(GpuCheck.cmake)
_CuDNNStrict_include(Targets.cmake)
_CuDNNStrict_include(Components.cmake)
_CuDNNStrict_include(Static.cmake)
_CuDNNStrict_include(Guard.cmake)
_CuDNNStrict_include(HeaderCheck.cmake)
_CuDNNStrict_include(Summary.cmake)
_CuDNNStrict_include(Record.cmake)
include(FindPackageHandleStandardArgs)

_CuDNNStrict_check_system()
# What the project asked, as one value (Options.cmake) the steps take;
# what they find and conclude goes into the other, the findings, from
# which the result variables are set at the end.
set(_CuDNNStrict_required_components "")
foreach(_CuDNNStrict_name IN LISTS CuDNNStrict_FIND_COMPONENTS)
  if(CuDNNStrict_FIND_REQUIRED_${_CuDNNStrict_name})
    list(APPEND _CuDNNStrict_required_components ${_CuDNNStrict_name})
  endif()
endforeach()
foreach(_CuDNNStrict_var IN ITEMS QUIETLY REQUIRED COMPONENTS)
  _CuDNNStrict_value(CuDNNStrict_FIND_${_CuDNNStrict_var} _CuDNNStrict_find_${_CuDNNStrict_var})
endforeach()
_CuDNNStrict_options(_CuDNNStrict_options "${_CuDNNStrict_find_QUIETLY}" "${_CuDNNStrict_find_REQUIRED}"
  "${_CuDNNStrict_find_COMPONENTS}" "${_CuDNNStrict_required_components}")
_CuDNNStrict_get("${_CuDNNStrict_options}" _CuDNNStrict_ quiet required components locations installed gpu_check
  policy features)
set(_CuDNNStrict_findings "")
# Kept again at the end when all went well.
_CuDNNStrict_replay_forget()

# A parent project's own cuDNN target (it found cuDNN its own way): its
# directories are searched first, so that the checks judge what it links.
set(_CuDNNStrict_first_include "")
set(_CuDNNStrict_first_lib "")
if(CUDNN_STRICT_ADOPT_TARGET)
  _CuDNNStrict_adopted_target_dirs("${CUDNN_STRICT_ADOPT_TARGET}" _CuDNNStrict_first_include
    _CuDNNStrict_first_lib)
endif()

# A cached header directory or library that the module found itself (not
# one the user set) is searched again when the search inputs (among them
# the Python that PIP would ask and the adopted target's places) changed
# or the file is gone.
set(_CuDNNStrict_search_python "")
if("PIP" IN_LIST _CuDNNStrict_locations)
  _CuDNNStrict_python(_CuDNNStrict_search_python)
endif()
set(_CuDNNStrict_adopted_places "${_CuDNNStrict_first_include};${_CuDNNStrict_first_lib}")
_CuDNNStrict_search_key("${_CuDNNStrict_locations}" "${_CuDNNStrict_search_python}" "${_CuDNNStrict_adopted_places}"
  _CuDNNStrict_search_key)
_CuDNNStrict_kept_text(_CuDNNStrict_SEARCHED _CuDNNStrict_searched)
# An earlier module kept the five fields apart by ASCII's unit separator:
# read as such, what it found is searched again as this module's would be.
string(ASCII 31 _CuDNNStrict_unit)
string(REPEAT "${_CuDNNStrict_unit}([^${_CuDNNStrict_unit}]*)" 4 _CuDNNStrict_fields)
if(_CuDNNStrict_searched MATCHES "^([^${_CuDNNStrict_unit}]*)${_CuDNNStrict_fields}$")
  set(_CuDNNStrict_searched "")
  _CuDNNStrict_put(_CuDNNStrict_searched KEY "${CMAKE_MATCH_1}" CUDNN_INCLUDE_DIR "${CMAKE_MATCH_2}"
    HEADER_FROM "${CMAKE_MATCH_3}" CUDNN_LIBRARY "${CMAKE_MATCH_4}" LIBRARY_FROM "${CMAKE_MATCH_5}")
endif()
_CuDNNStrict_get("${_CuDNNStrict_searched}" _CuDNNStrict_searched_ KEY CUDNN_INCLUDE_DIR HEADER_FROM
  CUDNN_LIBRARY LIBRARY_FROM)
foreach(_CuDNNStrict_var IN ITEMS CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
  _CuDNNStrict_value(${_CuDNNStrict_var} _CuDNNStrict_value)
  if(NOT "${_CuDNNStrict_searched_${_CuDNNStrict_var}}" STREQUAL ""
      AND "${_CuDNNStrict_value}" STREQUAL "${_CuDNNStrict_searched_${_CuDNNStrict_var}}"
      AND (NOT "${_CuDNNStrict_search_key}" STREQUAL "${_CuDNNStrict_searched_KEY}"
           OR NOT EXISTS "${_CuDNNStrict_value}"))
    unset(${_CuDNNStrict_var} CACHE)
    unset(${_CuDNNStrict_var})
  endif()
endforeach()
_CuDNNStrict_searched_keep(_CuDNNStrict_searched KEY "${_CuDNNStrict_search_key}")

# What was decided before searching, as one value the search functions
# (Locations.cmake) take: the roots and hints, read once.  A root that
# names a file the search cannot use is said, not dropped; entries another
# cuDNN module cached are searched again.
_CuDNNStrict_named_places("${_CuDNNStrict_quiet}" "${_CuDNNStrict_locations}" "${_CuDNNStrict_search_python}"
  "${_CuDNNStrict_first_include}" "${_CuDNNStrict_first_lib}" _CuDNNStrict_search _CuDNNStrict_classic
  _CuDNNStrict_rejected)
foreach(_CuDNNStrict_text IN LISTS _CuDNNStrict_rejected)
  message(WARNING "${_CuDNNStrict_text}")
endforeach()

# Each step runs only when the previous ones succeeded; the first failure
# becomes the reason given to find_package_handle_standard_args.
set(_CuDNNStrict_failure "")
set(_CuDNNStrict_header "")
set(_CuDNNStrict_library "")
# The reader of this configure, once built (_CuDNNStrict_header_reader);
# none of an earlier one.
unset(_CuDNNStrict_READER CACHE)

# Step 1: the version header, chosen and read by the C core's reader.
_CuDNNStrict_find_version_header("${_CuDNNStrict_search}" "${_CuDNNStrict_installed}" "${_CuDNNStrict_gpu_check}"
  _CuDNNStrict_header _CuDNNStrict_header_from _CuDNNStrict_header_report _CuDNNStrict_failure)
if(NOT _CuDNNStrict_header)
  _CuDNNStrict_runtime_without_header("${_CuDNNStrict_search}" "${_CuDNNStrict_failure}" _CuDNNStrict_failure)
endif()
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_value(CUDNN_INCLUDE_DIR _CuDNNStrict_given)
  if("${_CuDNNStrict_header_from}" STREQUAL "CUDNN_INCLUDE_DIR"
      AND NOT "${_CuDNNStrict_searched_HEADER_FROM}" STREQUAL ""
      AND "${_CuDNNStrict_given}" STREQUAL "${_CuDNNStrict_searched_CUDNN_INCLUDE_DIR}")
    set(_CuDNNStrict_header_from "${_CuDNNStrict_searched_HEADER_FROM}")
  endif()
  get_filename_component(_CuDNNStrict_include_dir "${_CuDNNStrict_header}" DIRECTORY)
  if(NOT CUDNN_INCLUDE_DIR)
    set(CUDNN_INCLUDE_DIR "${_CuDNNStrict_include_dir}" CACHE PATH "Directory holding the cuDNN version header" FORCE)
    _CuDNNStrict_searched_keep(_CuDNNStrict_searched CUDNN_INCLUDE_DIR "${_CuDNNStrict_include_dir}"
      HEADER_FROM "${_CuDNNStrict_header_from}")
  endif()
  _CuDNNStrict_report_get("${_CuDNNStrict_header_report}" header.message _CuDNNStrict_failure)
  _CuDNNStrict_report_get("${_CuDNNStrict_header_report}" header.pp_major _CuDNNStrict_header_major)
  _CuDNNStrict_report_list("${_CuDNNStrict_header_report}" header.ignored _CuDNNStrict_ignored)
  _CuDNNStrict_put(_CuDNNStrict_findings header "${_CuDNNStrict_header}" header_from "${_CuDNNStrict_header_from}"
    header_major "${_CuDNNStrict_header_major}" ignored "${_CuDNNStrict_ignored}")
endif()

# Step 2: the library, preferring the header's major.
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_find_library("${_CuDNNStrict_search}" "${_CuDNNStrict_header_major}" _CuDNNStrict_library
    _CuDNNStrict_library_from _CuDNNStrict_failure _CuDNNStrict_library_report)
  _CuDNNStrict_value(CUDNN_LIBRARY _CuDNNStrict_given)
  if("${_CuDNNStrict_library_from}" STREQUAL "CUDNN_LIBRARY"
      AND NOT "${_CuDNNStrict_searched_LIBRARY_FROM}" STREQUAL ""
      AND "${_CuDNNStrict_given}" STREQUAL "${_CuDNNStrict_searched_CUDNN_LIBRARY}")
    set(_CuDNNStrict_library_from "${_CuDNNStrict_searched_LIBRARY_FROM}")
  endif()
  _CuDNNStrict_put(_CuDNNStrict_findings library "${_CuDNNStrict_library}"
    library_from "${_CuDNNStrict_library_from}")
  if(NOT _CuDNNStrict_failure AND NOT CUDNN_LIBRARY)
    set(CUDNN_LIBRARY "${_CuDNNStrict_library}" CACHE FILEPATH "The cuDNN library" FORCE)
    _CuDNNStrict_searched_keep(_CuDNNStrict_searched CUDNN_LIBRARY "${_CuDNNStrict_library}"
      LIBRARY_FROM "${_CuDNNStrict_library_from}")
  endif()
endif()

# Windows: what a program links (the import library) is not the DLL the
# checks load.
set(_CuDNNStrict_link_file "${_CuDNNStrict_library}")
if(WIN32 AND NOT _CuDNNStrict_failure)
  _CuDNNStrict_windows_link_file("${_CuDNNStrict_library}" _CuDNNStrict_link_file _CuDNNStrict_failure)
endif()

# A classic module's entry that names another cuDNN than the one found
# (a root named now won, or its cuDNN is gone) is replaced by what was
# found, so that code still reading it, and the next configure, see one
# cuDNN; the summary names it.
set(_CuDNNStrict_replaced "")
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_replace_classic_entries("${_CuDNNStrict_classic}" "${_CuDNNStrict_include_dir}"
    "${_CuDNNStrict_library}" "${_CuDNNStrict_link_file}" _CuDNNStrict_replaced)
  if(_CuDNNStrict_replaced)
    _CuDNNStrict_search_key("${_CuDNNStrict_locations}" "${_CuDNNStrict_search_python}"
      "${_CuDNNStrict_adopted_places}" _CuDNNStrict_search_key)
    _CuDNNStrict_searched_keep(_CuDNNStrict_searched KEY "${_CuDNNStrict_search_key}")
  endif()
  _CuDNNStrict_put(_CuDNNStrict_findings replaced "${_CuDNNStrict_replaced}")
endif()

# Like FindZLIB's, the two cache entries are for the few who must override
# the search: kept out of cmake-gui's and ccmake's default view.
mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)

# Step 3: the CUDA runtime of the target (cross builds search for it).
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_find_cuda_runtime("${_CuDNNStrict_library}" _CuDNNStrict_cudart_include
    _CuDNNStrict_cudart_library _CuDNNStrict_cudart_from_toolkit _CuDNNStrict_failure)
  set(_CuDNNStrict_cudart "${_CuDNNStrict_cudart_library}")
  if(_CuDNNStrict_cudart_from_toolkit)
    set(_CuDNNStrict_cudart CUDA::cudart)
  endif()
  _CuDNNStrict_put(_CuDNNStrict_findings cudart "${_CuDNNStrict_cudart}" cudart_library "${_CuDNNStrict_cudart_library}"
    cudart_include "${_CuDNNStrict_cudart_include}" cudart_from_toolkit "${_CuDNNStrict_cudart_from_toolkit}")
endif()

# Step 4: the probe, and what it says of header, library, runtime and
# sub-libraries (the record made from the reader's scan too).
if(NOT _CuDNNStrict_failure)
  # Where the fix search of the probe and the guard looks after a refusal:
  # the directories this search found, under its labels.  A cached refusal
  # names a place only while the plan is the same.
  _CuDNNStrict_all_library_dirs("${_CuDNNStrict_search}" _CuDNNStrict_dirs PLAN _CuDNNStrict_plan
    CANDIDATES _CuDNNStrict_candidates)
  _CuDNNStrict_gpu_environment_names(_CuDNNStrict_gpu_names)
  _CuDNNStrict_put(_CuDNNStrict_findings plan "${_CuDNNStrict_plan}" candidates "${_CuDNNStrict_candidates}"
    gpu_names "${_CuDNNStrict_gpu_names}")
  _CuDNNStrict_sublibrary_scan("${_CuDNNStrict_search}" "${_CuDNNStrict_library_report}" _CuDNNStrict_findings)
  _CuDNNStrict_probe_fingerprint("${_CuDNNStrict_options}" "${_CuDNNStrict_findings}" "${_CuDNNStrict_gpu_names}"
    _CuDNNStrict_key _CuDNNStrict_files)
  _CuDNNStrict_put(_CuDNNStrict_findings key "${_CuDNNStrict_key}")
  # Keys of their own (files.*): the two values join as they are.
  string(APPEND _CuDNNStrict_findings "${_CuDNNStrict_files}")
  _CuDNNStrict_cached_report("${_CuDNNStrict_key}" _CuDNNStrict_cached _CuDNNStrict_report)
  # Like a CMake check, a probe that runs says so (CHECK_START/CHECK_PASS),
  # with words the findings keep (check.start, check.pass) for the per-user
  # record, which prints them again in another tree.
  set(_CuDNNStrict_fresh FALSE)
  if(NOT _CuDNNStrict_cached)
    set(_CuDNNStrict_fresh TRUE)
    if(NOT _CuDNNStrict_quiet)
      _CuDNNStrict_words(_CuDNNStrict_words PROBE_CHECKING library "${_CuDNNStrict_library}"
        header "${_CuDNNStrict_header}")
      message(CHECK_START "${_CuDNNStrict_words}")
      _CuDNNStrict_put(_CuDNNStrict_findings check.start "${_CuDNNStrict_words}")
    endif()
    _CuDNNStrict_probe("${_CuDNNStrict_options}" "${_CuDNNStrict_findings}" "${_CuDNNStrict_header_report}"
      _CuDNNStrict_report _CuDNNStrict_failure)
  endif()
  if(NOT _CuDNNStrict_failure)
    _CuDNNStrict_take_header_facts("${_CuDNNStrict_report}" _CuDNNStrict_findings)
  endif()
  if(NOT _CuDNNStrict_failure)
    _CuDNNStrict_take_library_facts("${_CuDNNStrict_report}" "${_CuDNNStrict_options}" _CuDNNStrict_findings
      _CuDNNStrict_failure)
  endif()
  # The check's answer says which part failed: the versions, or (when
  # they agree) the GPU.
  set(_CuDNNStrict_fail_words "no")
  if(NOT _CuDNNStrict_failure)
    _CuDNNStrict_take_gpu_facts("${_CuDNNStrict_report}" "${_CuDNNStrict_options}" _CuDNNStrict_findings
      _CuDNNStrict_failure _CuDNNStrict_fail_words)
  endif()
  # A library the checks did not load is said once (check.not_checked):
  # the check's answer, and the guard's reason (Guard.cmake).
  _CuDNNStrict_get("${_CuDNNStrict_findings}" _CuDNNStrict_check_ CuDNNStrict_LIBRARY_CHECK
    CuDNNStrict_LIBRARY_CHECK_REASON)
  set(_CuDNNStrict_words "yes")
  if(NOT _CuDNNStrict_failure AND _CuDNNStrict_check_LIBRARY_CHECK STREQUAL "NOT_CHECKED")
    _CuDNNStrict_words(_CuDNNStrict_words NOT_CHECKED reason "${_CuDNNStrict_check_LIBRARY_CHECK_REASON}")
    _CuDNNStrict_put(_CuDNNStrict_findings check.not_checked "${_CuDNNStrict_words}")
  endif()
  if(_CuDNNStrict_fresh AND NOT _CuDNNStrict_quiet)
    if(_CuDNNStrict_failure)
      message(CHECK_FAIL "${_CuDNNStrict_fail_words}")
    else()
      message(CHECK_PASS "${_CuDNNStrict_words}")
      _CuDNNStrict_put(_CuDNNStrict_findings check.pass "${_CuDNNStrict_words}")
    endif()
  endif()
endif()

_CuDNNStrict_get("${_CuDNNStrict_findings}" _CuDNNStrict_cudnn_ CuDNNStrict_VERSION CuDNNStrict_VERSION_MAJOR)

# Step 5: the components the project asked for.
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_check_components("${_CuDNNStrict_options}" _CuDNNStrict_findings _CuDNNStrict_failure)
endif()

# Step 6: the static archives, looked for beside libcudnn whether or not
# the project asked; it hears about what is missing only when it asked
# (the component static), as an error when it requires them.
if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_report_get("${_CuDNNStrict_findings}" sub.found _CuDNNStrict_sub_found)
  _CuDNNStrict_find_static("${_CuDNNStrict_options}" "${_CuDNNStrict_findings}" "${_CuDNNStrict_report}"
    "${_CuDNNStrict_fresh}" _CuDNNStrict_static)
  _CuDNNStrict_get("${_CuDNNStrict_static}" _CuDNNStrict_static_ problem names single release)
  if(_CuDNNStrict_static_problem)
    set(_CuDNNStrict_static_release "")
  endif()
  if("static" IN_LIST _CuDNNStrict_components)
    set(_CuDNNStrict_static_found TRUE)
    if(_CuDNNStrict_static_problem)
      set(_CuDNNStrict_static_found FALSE)
      if("static" IN_LIST _CuDNNStrict_required_components)
        set(_CuDNNStrict_failure "${_CuDNNStrict_static_problem}")
      elseif(NOT _CuDNNStrict_quiet)
        _CuDNNStrict_words(_CuDNNStrict_words STATIC_COMPONENT_ABSENT problem "${_CuDNNStrict_static_problem}")
        message(WARNING "CuDNNStrict: ${_CuDNNStrict_words}")
      endif()
    endif()
    _CuDNNStrict_put(_CuDNNStrict_findings CuDNNStrict_static_FOUND ${_CuDNNStrict_static_found})
  endif()
endif()

if(NOT _CuDNNStrict_failure)
  _CuDNNStrict_unversioned_header_dir("${_CuDNNStrict_include_dir}" "${_CuDNNStrict_cudnn_VERSION_MAJOR}" _CuDNNStrict_shim_dir)
  set(_CuDNNStrict_include_dirs "${_CuDNNStrict_include_dir}" ${_CuDNNStrict_shim_dir})
  _CuDNNStrict_put(_CuDNNStrict_findings CuDNNStrict_VERSION_HEADER "${_CuDNNStrict_header}"
    CuDNNStrict_INCLUDE_DIRS "${_CuDNNStrict_include_dirs}" CuDNNStrict_LIBRARIES "${_CuDNNStrict_link_file}"
    CuDNNStrict_RUNTIME_LIBRARY "${_CuDNNStrict_library}" CuDNNStrict_SUBLIBRARIES "${_CuDNNStrict_sub_found}")
  if(WIN32)
    _CuDNNStrict_put(_CuDNNStrict_findings CuDNNStrict_IMPORT_LIBRARY "${_CuDNNStrict_link_file}")
  endif()
  set(_CuDNNStrict_reason "found cuDNN ${_CuDNNStrict_cudnn_VERSION}: header ${_CuDNNStrict_header}, library ${_CuDNNStrict_library}")
else()
  set(_CuDNNStrict_reason "${_CuDNNStrict_failure}")
endif()

# The result variables, from the findings: those that
# find_package_handle_standard_args reads now, the rest once the targets
# are defined.
foreach(_CuDNNStrict_var IN ITEMS VERSION VERSION_MAJOR VERSION_MINOR VERSION_PATCH
    VERSION_CODE VERSION_HEADER INCLUDE_DIRS LIBRARIES RUNTIME_LIBRARY IMPORT_LIBRARY
    LIBRARY_VERSION LIBRARY_CHECK LIBRARY_CHECK_REASON CUDART_VERSION SUBLIBRARIES
    GPU_CHECK GPU_CHECK_REASON CONFIG_HEADER HEADER_CHECK static_RELEASE)
  unset(CuDNNStrict_${_CuDNNStrict_var})
endforeach()
_CuDNNStrict_set_results("${_CuDNNStrict_findings}")

# find_package_handle_standard_args expands its arguments as a list, so a
# ';' in a path would split the reason: under REQUIRED the failure is
# reported here, whole; otherwise the reason carries ',' instead.
if(_CuDNNStrict_failure AND _CuDNNStrict_required)
  message(FATAL_ERROR "Could NOT find CuDNNStrict: ${_CuDNNStrict_failure}")
endif()
string(REPLACE ";" "," _CuDNNStrict_reason "${_CuDNNStrict_reason}")
# HANDLE_COMPONENTS only when there are some: without them it adds an
# empty ", " to the "(found ...)" of a failure.
set(_CuDNNStrict_handle_components "")
if(_CuDNNStrict_components)
  set(_CuDNNStrict_handle_components HANDLE_COMPONENTS)
endif()
# A header and a library found and then refused are not "missing", as
# find_package_handle_standard_args would say; and since the project goes
# on without cuDNN, a warning says why, where a status line is easy to miss.
if(_CuDNNStrict_failure AND _CuDNNStrict_header AND _CuDNNStrict_library)
  set(CuDNNStrict_FOUND FALSE)
  set(CUDNNSTRICT_FOUND FALSE)
  if(NOT _CuDNNStrict_quiet)
    set(_CuDNNStrict_found_version "")
    if(_CuDNNStrict_cudnn_VERSION)
      set(_CuDNNStrict_found_version " (found version \"${_CuDNNStrict_cudnn_VERSION}\")")
    endif()
    message(STATUS "Could NOT find CuDNNStrict (refused: ${_CuDNNStrict_header} and ${_CuDNNStrict_library})${_CuDNNStrict_found_version}\n      Reason given by package: ${_CuDNNStrict_reason}\n")
    _CuDNNStrict_words(_CuDNNStrict_words OPTIONAL_REFUSED failure "${_CuDNNStrict_failure}")
    message(WARNING "CuDNNStrict: ${_CuDNNStrict_words}")
  endif()
else()
  find_package_handle_standard_args(CuDNNStrict
    REQUIRED_VARS CuDNNStrict_LIBRARIES CuDNNStrict_INCLUDE_DIRS
    VERSION_VAR CuDNNStrict_VERSION
    HANDLE_VERSION_RANGE
    ${_CuDNNStrict_handle_components}
    REASON_FAILURE_MESSAGE "${_CuDNNStrict_reason}")
endif()

if(CuDNNStrict_FOUND)
  _CuDNNStrict_add_targets("${_CuDNNStrict_findings}")
  _CuDNNStrict_put(_CuDNNStrict_findings CuDNNStrict_static_RELEASE "${_CuDNNStrict_static_release}")
  _CuDNNStrict_add_static_targets("${_CuDNNStrict_static}" "${_CuDNNStrict_findings}")
  # Every target that links one of them compiles the header its include
  # path finds, which must be the judged one (HeaderCheck.cmake), also
  # past FindCUDA's directories, which projects such as Caffe, TVM and
  # OpenCV list before cuDNN's.
  set(_CuDNNStrict_findcuda_dirs "")
  foreach(_CuDNNStrict_var IN ITEMS CUDA_INCLUDE_DIRS CUDA_TOOLKIT_INCLUDE)
    if(DEFINED ${_CuDNNStrict_var})
      list(APPEND _CuDNNStrict_findcuda_dirs ${${_CuDNNStrict_var}})
    endif()
  endforeach()
  set(_CuDNNStrict_header_search ${_CuDNNStrict_findcuda_dirs})
  if(DEFINED CUDAToolkit_INCLUDE_DIRS)
    list(PREPEND _CuDNNStrict_header_search ${CUDAToolkit_INCLUDE_DIRS})
  endif()
  # And, for a native build, those the compiler searches after the include
  # path.  The record stamps their headers.
  if(NOT CMAKE_CROSSCOMPILING)
    list(APPEND _CuDNNStrict_header_search /usr/local/include /usr/include)
  endif()
  _CuDNNStrict_put(_CuDNNStrict_findings header_search "${_CuDNNStrict_header_search}")
  list(TRANSFORM _CuDNNStrict_static_names APPEND _static OUTPUT_VARIABLE _CuDNNStrict_checked)
  set(_CuDNNStrict_checked all static ${_CuDNNStrict_sub_found} ${_CuDNNStrict_checked})
  list(TRANSFORM _CuDNNStrict_checked PREPEND CuDNNStrict::cudnn_)
  list(PREPEND _CuDNNStrict_checked CuDNNStrict::cudnn)
  # A warning names each other header in a directory the project lists.
  get_directory_property(_CuDNNStrict_directory_includes INCLUDE_DIRECTORIES)
  _CuDNNStrict_add_header_check("${_CuDNNStrict_installed}" "${_CuDNNStrict_gpu_check}"
    "${_CuDNNStrict_header}" "${_CuDNNStrict_cudnn_VERSION}" "${_CuDNNStrict_header_search}"
    "${_CuDNNStrict_findcuda_dirs};${_CuDNNStrict_directory_includes}"
    _CuDNNStrict_header_check _CuDNNStrict_other_headers _CuDNNStrict_others_warned ${_CuDNNStrict_checked})
  _CuDNNStrict_add_guard("${_CuDNNStrict_report}" "${_CuDNNStrict_options}" "${_CuDNNStrict_findings}"
    _CuDNNStrict_config_header)
  _CuDNNStrict_put(_CuDNNStrict_findings CuDNNStrict_CONFIG_HEADER "${_CuDNNStrict_config_header}"
    CuDNNStrict_HEADER_CHECK "${_CuDNNStrict_header_check}")
  _CuDNNStrict_set_results("${_CuDNNStrict_findings}" CuDNNStrict_static_RELEASE
    CuDNNStrict_CONFIG_HEADER CuDNNStrict_HEADER_CHECK)
  _CuDNNStrict_summary_text("${_CuDNNStrict_findings}" _CuDNNStrict_summary)
  string(APPEND _CuDNNStrict_summary "${_CuDNNStrict_other_headers}")
  if(NOT _CuDNNStrict_quiet)
    _CuDNNStrict_print_summary("${_CuDNNStrict_summary}")
  endif()

  # Kept for the next configure, to replay while nothing changes, when all
  # of this configure can be replayed: the probe's report kept, no warning
  # printed, no entry of another module's taken over, and no static
  # archives that a search outside libcudnn's directory judged.  (Every
  # sub-library is beside libcudnn, where the key stamps the files: one
  # missing or elsewhere fails the find.)
  _CuDNNStrict_cached_report("${_CuDNNStrict_key}" _CuDNNStrict_kept _CuDNNStrict_kept_report)
  if(NOT CUDNN_STRICT_FORCE_CHECK AND _CuDNNStrict_kept
      AND NOT _CuDNNStrict_classic AND NOT _CuDNNStrict_replaced AND NOT _CuDNNStrict_others_warned
      AND NOT _CuDNNStrict_rejected
      AND NOT "\n${_CuDNNStrict_report}" MATCHES "\n[a-z0-9_.]*warning\\.count=[1-9]"
      AND NOT (_CuDNNStrict_static_problem AND ("static" IN_LIST _CuDNNStrict_components
               OR _CuDNNStrict_static_names OR _CuDNNStrict_static_single)))
    _CuDNNStrict_replay_record("${_CuDNNStrict_options}" "${_CuDNNStrict_findings}" "${_CuDNNStrict_summary}"
      _CuDNNStrict_END ${_CuDNNStrict_checked} CuDNNStrict::guard_link)
  endif()
endif()

# Cleanup for caller: every temporary (lower case after the prefix) goes;
# the helpers' constants (upper case) stay, for probe/CMakeLists.txt.
get_cmake_property(_CuDNNStrict_all_variables VARIABLES)
list(FILTER _CuDNNStrict_all_variables INCLUDE REGEX "^_CuDNNStrict_[a-z]")
foreach(_CuDNNStrict_var IN LISTS _CuDNNStrict_all_variables)
  unset(${_CuDNNStrict_var})
endforeach()
unset(_CuDNNStrict_var)
unset(_CuDNNStrict_all_variables)

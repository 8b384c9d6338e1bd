# Distributed under the OSI-approved BSD 3-Clause License.
#
# Configure-side helpers of the guard cases: which cuDNN a case is built
# against, its programs, and the facts its -check.cmake needs.

set(GUARD_PROGRAMS "${CMAKE_CURRENT_LIST_DIR}/../programs")
set(_guard_facts "${CMAKE_BINARY_DIR}/guard_case_facts.cmake")
file(WRITE "${_guard_facts}" "# Facts of the configured case, for its -check.cmake.\n")

# Records a variable for the -check.cmake (support/Run.cmake loads them).
function(guard_case_fact name value)
  file(APPEND "${_guard_facts}" "set(${name} [==[${value}]==])\n")
endfunction()

# Builds against one fake tree, found through CuDNNStrict_ROOT alone.
macro(guard_case_use_fake name)
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_${name}_ROOT}")
  guard_case_fact(GUARD_BUILT_AGAINST "fake ${name}")
endmacro()

# Sets <out> to the include directory of this machine's cuDNN in the CUDA
# toolkit when its version header says <version>, else to "".
function(guard_case_real_cudnn version out)
  find_package(CUDAToolkit QUIET)
  set(_found "")
  foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
    if(EXISTS "${_dir}/cudnn_version.h")
      file(STRINGS "${_dir}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
      string(REGEX REPLACE "[^;]*CUDNN_[A-Z]+ ([0-9]+)[^;]*" "\\1" _numbers "${_lines}")
      string(REPLACE ";" "." _numbers "${_numbers}")
      if(_numbers STREQUAL version)
        set(_found "${_dir}")
      endif()
      break()
    endif()
  endforeach()
  set(${out} "${_found}" PARENT_SCOPE)
endfunction()

# The cuDNN 9.19.0 that the mismatch cases build against: this machine's own
# install when it is 9.19.0 (the real library, as users have it), else the
# fake 9.19.0 tree, so that the cases run, with the same expectations,
# where no cuDNN is installed.
macro(guard_case_use_cudnn_9_19_0)
  guard_case_real_cudnn(9.19.0 _guard_real_include)
  if(_guard_real_include)
    set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
    guard_case_fact(GUARD_BUILT_AGAINST "real cuDNN")
  else()
    guard_case_use_fake(v9_19_0)
  endif()
endmacro()

# The program every start-up case runs: linked against cuDNN, with the guard.
function(guard_case_linked_program name)
  add_executable(${name} "${GUARD_PROGRAMS}/linked.c")
  target_link_libraries(${name} PRIVATE CuDNNStrict::cudnn CuDNNStrict::guard)
endfunction()

# Records where the configured cuDNN lives, for the expected Fix: text.
function(guard_case_record_install)
  get_filename_component(_dir "${CuDNNStrict_LIBRARIES}" DIRECTORY)
  guard_case_fact(GUARD_LIBRARY_DIR "${_dir}")
endfunction()

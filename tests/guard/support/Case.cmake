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

# Sets <out> to why this machine cannot run a set-user-ID case, "" when it
# can: making a program set-user-ID to user 'nobody' needs root, that user
# and a file system without nosuid; the program then runs as 'nobody', and
# the loader reads this build tree and <library> (the cuDNN the case meets)
# with nobody's rights: in a checkout under a directory other users cannot
# enter (a 0700 home, mktemp -d) it would load another cuDNN, or none, and
# the case would prove nothing.
function(guard_case_setuid_unfit library out)
  execute_process(COMMAND id -u OUTPUT_VARIABLE _uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND id -u nobody OUTPUT_VARIABLE _nobody RESULT_VARIABLE _no_nobody
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(COMMAND findmnt -no OPTIONS --target "${CMAKE_BINARY_DIR}" OUTPUT_VARIABLE _mount)
  find_program(_setpriv setpriv NO_CACHE)
  set(_why "")
  if(NOT _uid STREQUAL "0" OR _no_nobody OR _mount MATCHES "nosuid")
    set(_why "making a set-user-ID program needs root, a user 'nobody' and a file system without nosuid")
  elseif(NOT _setpriv)
    set(_why "setpriv is missing, so it cannot be checked that user 'nobody' can read this build tree")
  else()
    execute_process(COMMAND "${_setpriv}" --reuid=${_nobody} --regid=${_nobody} --clear-groups
        test -r "${library}" -a -x "${CMAKE_BINARY_DIR}"
      RESULT_VARIABLE _reach)
    if(NOT _reach EQUAL 0)
      get_filename_component(_dir "${library}" DIRECTORY)
      set(_why "user 'nobody', whom the set-user-ID program runs as, cannot read ${CMAKE_BINARY_DIR} and ${_dir}; run the suite from a checkout that other users can enter")
    endif()
  endif()
  set(${out} "${_why}" PARENT_SCOPE)
endfunction()

include("${CMAKE_CURRENT_LIST_DIR}/../../RealCudnn.cmake")

# The cuDNN 9.19.0 that the mismatch cases build against: this machine's own
# install when it is 9.19.0 (the real library, as users have it), else the
# fake 9.19.0 tree, so that the cases run, with the same expectations,
# where no cuDNN is installed.
macro(guard_case_use_cudnn_9_19_0)
  cudnn_strict_test_real_cudnn(9.19.0 _guard_real_include)
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

# Leaves the case (as skipped) when the C compiler cannot build and run a
# threaded program with <flags>: a sanitizer this toolchain lacks is not a
# failure of the guard.
macro(guard_case_require_flags flags)
  include(CheckCSourceRuns)
  find_package(Threads REQUIRED)
  set(CMAKE_REQUIRED_FLAGS "${flags}")
  set(CMAKE_REQUIRED_LINK_OPTIONS ${flags})
  set(CMAKE_REQUIRED_LIBRARIES Threads::Threads)
  check_c_source_runs([[
    #include <pthread.h>
    static void *run(void *arg) { return arg; }
    int main(void) {
      pthread_t thread;
      return pthread_create(&thread, 0, run, 0) || pthread_join(thread, 0);
    }]] _guard_flags_work)
  unset(CMAKE_REQUIRED_FLAGS)
  unset(CMAKE_REQUIRED_LINK_OPTIONS)
  unset(CMAKE_REQUIRED_LIBRARIES)
  if(NOT _guard_flags_work)
    message(STATUS "CUDNN_STRICT_SKIP: the C compiler cannot build and run a program with ${flags}")
    return()
  endif()
endmacro()

# Compiles and links everything of the case (the guard included) with
# <flags>.  Set after find_package(CuDNNStrict), so that the module's own
# probe is compiled as usual.
macro(guard_case_compile_everything_with flags)
  string(APPEND CMAKE_C_FLAGS " ${flags}")
  string(APPEND CMAKE_EXE_LINKER_FLAGS " ${flags}")
  string(APPEND CMAKE_SHARED_LINKER_FLAGS " ${flags}")
endmacro()

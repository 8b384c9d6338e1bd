include("${SUITE_DIR}/support/Run.cmake")
include("${ASSERT_FILE}")
guard_build()
file(READ_ELF "${CASE_BUILD_DIR}/app" RUNPATH _runpath)
string(REPLACE ":" ";" _runpath "${_runpath}")
# The found spelling, and no other spelling of the same directory (other
# directories may come too: the toolkit's through CUDA::toolkit, and under
# CMake 4.x a system directory first).
if(NOT "${GUARD_LINKED_DIR}" IN_LIST _runpath)
  message(FATAL_ERROR "Case ${CASE}: the RUNPATH of the program lacks ${GUARD_LINKED_DIR}: ${_runpath}")
endif()
set(_real_dirs "")
foreach(_dir IN LISTS _runpath)
  file(REAL_PATH "${_dir}" _real)
  if(_real IN_LIST _real_dirs)
    message(FATAL_ERROR "Case ${CASE}: the RUNPATH of the program names ${_real} twice: ${_runpath}")
  endif()
  list(APPEND _real_dirs "${_real}")
endforeach()

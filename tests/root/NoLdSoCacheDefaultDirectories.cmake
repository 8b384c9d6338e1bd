# A root without /etc/ld.so.cache whose only libcudnn.so.9 lies in a
# directory that the root's own glibc loader does not search by default
# (/usr/lib64 for Debian's and Ubuntu's ld.so, which search
# /lib/<triplet>, /usr/lib/<triplet>, /lib and /usr/lib): without a cache
# the loader searches only its default directories, so the program finds
# no libcudnn (NOT_FOUND, exit status 2), as `ld.so --inhibit-cache`
# finds none.  The root's loader is this machine's (a real glibc ld.so);
# the directories it searches are asked of it (`ld.so --help`), never
# assumed.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
set(_loader /lib64/ld-linux-x86-64.so.2)
if(NOT EXISTS "${_loader}")
  message("CUDNN_STRICT_SKIP: this machine has no ${_loader} to put in the root")
  return()
endif()
execute_process(COMMAND "${_loader}" --help OUTPUT_VARIABLE _help RESULT_VARIABLE _rc)
string(REGEX MATCHALL "\n  (/[^ \n]+) \\(system search path\\)" _lines "${_help}")
set(_searched "")
foreach(_line IN LISTS _lines)
  string(REGEX REPLACE "^\n  (/[^ ]+) .*$" "\\1" _dir "${_line}")
  list(APPEND _searched "${_dir}")
endforeach()
if(NOT _rc EQUAL 0 OR _searched STREQUAL "")
  message(FATAL_ERROR "${_loader} --help names no system search path:\n${_help}")
endif()
set(_dir "")
foreach(_candidate IN ITEMS /usr/lib64 /lib64 /usr/lib/x86_64-linux-gnu)
  if(_dir STREQUAL "" AND NOT _candidate IN_LIST _searched)
    set(_dir "${_candidate}")
  endif()
endforeach()
root_make()
# The loader's file itself (/lib64's name is a link on merged-/usr
# systems, whose target would be missing in the root).
get_filename_component(_loader_file "${_loader}" REALPATH)
root_link("${_loader_file}" "${root}${_loader}")
root_link("${FAKE_v9_20_0_LIBRARY}" "${root}${_dir}/libcudnn.so.9")
root_program("${root}${_dir}/libcudnn.so.9")
root_run(ARGS --check-binary /usr/local/bin/app)
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app NOT_FOUND built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\) "
  "loads: no libcudnn\\.so\\.9 reason: libcudnn\\.so\\.9 is not where the loader looks for it in the root "
  "\\(its RUNPATH, LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\) "
  "fix: RUN pip install --no-deps \"nvidia-cudnn-cu<CUDA major>>=9,<10\" \\(the CUDA major it was built for\\) $")

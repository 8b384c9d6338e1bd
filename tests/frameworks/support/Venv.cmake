# Distributed under the OSI-approved BSD 3-Clause License.
#
# Check-side helpers of the framework cases that judge a Python
# environment: a real venv whose site-packages holds the fetched wheels as
# pip installs them (the packages as symbolic links, the nvidia/cudnn/lib
# files as hard links, so that one can be left out), and the report of
# cudnn-strict-probe --python on it.

# A fresh venv at CASE_BUILD_DIR/venv; sets `venv_python` and `site`.
function(framework_venv)
  file(REMOVE_RECURSE "${CASE_BUILD_DIR}/venv")
  execute_process(COMMAND "${FAKE_PYTHON3}" -m venv --without-pip "${CASE_BUILD_DIR}/venv"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: could not make a venv with ${FAKE_PYTHON3}: ${_err}")
  endif()
  set(venv_python "${CASE_BUILD_DIR}/venv/bin/python" PARENT_SCOPE)
  execute_process(COMMAND "${CASE_BUILD_DIR}/venv/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(site "${_site}" PARENT_SCOPE)
endfunction()

# Installs into `site` every top-level entry of the unpacked wheel <root>
# (a symbolic link each), except nvidia/, whose nvidia/cudnn/lib files are
# hard-linked, each but those matching WITHOUT <regex>.  A second cuDNN
# wheel replaces the first, as pip would.
function(framework_venv_install root)
  cmake_parse_arguments(PARSE_ARGV 1 _install "" "WITHOUT" "")
  file(GLOB _entries RELATIVE "${root}" "${root}/*")
  foreach(_entry IN LISTS _entries)
    if(_entry STREQUAL "fetched.txt")
      continue()
    elseif(_entry STREQUAL "nvidia")
      file(REMOVE_RECURSE "${site}/nvidia/cudnn")
      file(GLOB _dists "${site}/nvidia_cudnn_cu*.dist-info")
      if(_dists)
        file(REMOVE ${_dists})
      endif()
      file(MAKE_DIRECTORY "${site}/nvidia/cudnn/lib")
      file(GLOB _files "${root}/nvidia/cudnn/lib/*")
      foreach(_file IN LISTS _files)
        get_filename_component(_name "${_file}" NAME)
        if(NOT _install_WITHOUT OR NOT _name MATCHES "${_install_WITHOUT}")
          file(CREATE_LINK "${_file}" "${site}/nvidia/cudnn/lib/${_name}" COPY_ON_ERROR)
        endif()
      endforeach()
    else()
      file(REMOVE "${site}/${_entry}")
      file(CREATE_LINK "${root}/${_entry}" "${site}/${_entry}" SYMBOLIC)
    endif()
  endforeach()
endfunction()

# cudnn-strict-probe --python <venv_python> [LIBRARY_PATH <dir>]
# [RESULT <regex>] [ENV <name=value>...] [ARGS <argument>...]: sets `out`
# (the report for people) in the caller's scope; stderr must be empty.
function(framework_python)
  cmake_parse_arguments(PARSE_ARGV 0 _run "" "RESULT;LIBRARY_PATH" "ENV;ARGS")
  if(NOT DEFINED _run_RESULT)
    set(_run_RESULT "^0$")
  endif()
  set(_env --unset=VIRTUAL_ENV --unset=LD_LIBRARY_PATH ${_run_ENV})
  if(_run_LIBRARY_PATH)
    list(APPEND _env "LD_LIBRARY_PATH=${_run_LIBRARY_PATH}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} "${DEPLOY_PROBE}" --python "${venv_python}" ${_run_ARGS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 300)
  if(NOT "${_rc}" MATCHES "${_run_RESULT}" OR NOT _err STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: --python (LD_LIBRARY_PATH=${_run_LIBRARY_PATH}): exit ${_rc}, "
      "expected ${_run_RESULT}\n--- stdout ---\n${_out}\n--- stderr ---\n${_err}")
  endif()
  set(out "${_out}" PARENT_SCOPE)
endfunction()

# Fails unless the report for people matches the regex its arguments make
# when joined (line breaks as they are).
function(framework_expect)
  string(CONCAT _regex ${ARGN})
  if(NOT out MATCHES "${_regex}")
    message(FATAL_ERROR "Case ${CASE}: the report does not match\n  ${_regex}\nreport:\n${out}")
  endif()
endfunction()

# TensorFlow's own answer, without a GPU: its exported cudnnGetVersion, a
# lazy stub, loads libcudnn through TensorFlow's own loader (a dlopen() by
# name from <library>) and calls it.  Sets `framework_cudnn_file` (the
# libcudnn.so.* mapped in the Python, from /proc/self/maps; "" for none)
# and `framework_cudnn_version` (what it answered).
function(framework_tensorflow_answer library)
  cmake_parse_arguments(PARSE_ARGV 1 _run "" "" "ENV")
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH ${_run_ENV} "${venv_python}" -c [=[
import ctypes, re, sys
lib = ctypes.CDLL(sys.argv[1])
get = lib.cudnnGetVersion
get.restype = ctypes.c_size_t
version = get()
files = sorted({l.split()[-1] for l in open('/proc/self/maps') if re.search(r'/libcudnn\.so\.[0-9]+$', l)})
print('%d;%s' % (version, ','.join(files)))
]=] "${library}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err OUTPUT_STRIP_TRAILING_WHITESPACE TIMEOUT 300)
  if(NOT _rc EQUAL 0 OR NOT _out MATCHES "^[0-9]+;[^,]*$")
    message(FATAL_ERROR "Case ${CASE}: TensorFlow's cudnnGetVersion through ctypes: exit ${_rc}\n${_out}\n${_err}")
  endif()
  string(REGEX REPLACE ";.*$" "" _version "${_out}")
  string(REGEX REPLACE "^[0-9]+;" "" _file "${_out}")
  set(framework_cudnn_version "${_version}" PARENT_SCOPE)
  set(framework_cudnn_file "${_file}" PARENT_SCOPE)
endfunction()

# A fresh venv with pip (from the Python's own ensurepip) at
# CASE_BUILD_DIR/pipvenv; sets `venv_python` and `site`.
function(framework_pip_venv)
  file(REMOVE_RECURSE "${CASE_BUILD_DIR}/pipvenv")
  execute_process(COMMAND "${FAKE_PYTHON3}" -m venv "${CASE_BUILD_DIR}/pipvenv"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: could not make a venv with pip: ${_err}")
  endif()
  set(venv_python "${CASE_BUILD_DIR}/pipvenv/bin/python" PARENT_SCOPE)
endfunction()

# `pip <arguments>` in the venv, from FRAMEWORK_WHEELS_DIR alone for an
# install; fails the case unless pip exits 0.
function(framework_pip)
  set(_args ${ARGN})
  list(GET _args 0 _verb)
  if(_verb STREQUAL "install")
    list(APPEND _args --no-index --find-links "${FRAMEWORK_WHEELS_DIR}")
  endif()
  execute_process(COMMAND "${venv_python}" -m pip --disable-pip-version-check ${_args}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 600)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: pip ${_args}: exit ${_rc}\n${_out}\n${_err}")
  endif()
endfunction()

# The problems `pip check` reports, one list item each, with version
# numbers left out (a fix changes the installed cuDNN's version, not
# what it lacks); sets <var>.
function(framework_pip_check var)
  execute_process(COMMAND "${venv_python}" -m pip --disable-pip-version-check check
    OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REGEX REPLACE " [0-9][0-9.]* " " " _out "${_out}")
  string(REPLACE "\n" ";" _lines "${_out}")
  list(REMOVE_ITEM _lines "" "No broken requirements found.")
  list(SORT _lines)
  set(${var} "${_lines}" PARENT_SCOPE)
endfunction()

# Applies the fix of item <name> of `out` as a user would paste it (its
# steps separated by ", then ", a closing explanation in parentheses left
# out), each pip command in the venv.
function(framework_apply_fix name)
  string(REGEX MATCH "\n${name} +[A-Z_]+\n([^\n]*\n)*  fix: +([^\n]+)\n" _item "${out}")
  string(REGEX REPLACE "^.*\n  fix: +([^\n]+)\n.*$" "\\1" _fix "${_item}")
  if(NOT _item OR NOT _fix MATCHES "^pip ")
    message(FATAL_ERROR "Case ${CASE}: no pip fix for ${name} in\n${out}")
  endif()
  string(REGEX REPLACE " \\([^()]*\\)$" "" _fix "${_fix}")
  string(REPLACE ", then " "\n" _steps "${_fix}")
  string(REPLACE "\n" ";" _steps "${_steps}")
  foreach(_step IN LISTS _steps)
    separate_arguments(_args UNIX_COMMAND "${_step}")
    list(POP_FRONT _args _pip)
    if(NOT _pip STREQUAL "pip")
      message(FATAL_ERROR "Case ${CASE}: a step of the fix is not a pip command: ${_step}")
    endif()
    framework_pip(${_args})
  endforeach()
endfunction()

# A venv that imports torch from the unpacked wheel <root>: torch's files
# as hard links (so that $ORIGIN is the venv's torch/lib and its RPATH
# reaches the venv's nvidia/cudnn/lib, as with pip), the pure-Python
# packages of FRAMEWORK_torch_deps_ROOT, and stubs of the CUDA libraries
# other than cuDNN (see torch_venv.py: the real ones are 2 to 3 GB of
# wheels, and no call that gives torch's cuDNN answer reaches them).
# Sets `venv_python` and `site`; install a cuDNN wheel with
# framework_venv_install().
function(framework_torch_venv root)
  framework_venv()
  set(venv_python "${venv_python}" PARENT_SCOPE)
  set(site "${site}" PARENT_SCOPE)
  file(GLOB _entries RELATIVE "${FRAMEWORK_torch_deps_ROOT}" "${FRAMEWORK_torch_deps_ROOT}/*")
  list(REMOVE_ITEM _entries fetched.txt)
  foreach(_entry IN LISTS _entries)
    file(CREATE_LINK "${FRAMEWORK_torch_deps_ROOT}/${_entry}" "${site}/${_entry}" SYMBOLIC)
  endforeach()
  # The C compiler the case was configured with builds the stubs.
  file(STRINGS "${CASE_BUILD_DIR}/CMakeCache.txt" _cc REGEX "^CMAKE_C_COMPILER:")
  string(REGEX REPLACE "^[^=]*=" "" _cc "${_cc}")
  foreach(_step "link;${root};${site}" "stubs;${site};${_cc};${CASE_BUILD_DIR}/stubs")
    execute_process(COMMAND "${venv_python}" "${SUITE_DIR}/support/torch_venv.py" ${_step}
      RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "Case ${CASE}: torch_venv.py ${_step}: exit ${_rc}\n${_out}")
    endif()
  endforeach()
endfunction()

# torch's own answer, without a GPU (torch_venv.py answer): sets
# `torch_compile` (torch._C._cudnn.getCompileVersion(), as x.y.z),
# `torch_version` (torch.backends.cudnn.version(), or the RuntimeError it
# raises) and `torch_cudnn_files` (the libcudnn*.so.* in /proc/self/maps
# after that call, by file name, "," separated).  [LIBRARY_PATH <dir>] sets LD_LIBRARY_PATH.
function(framework_torch_answer)
  cmake_parse_arguments(PARSE_ARGV 0 _run "" "LIBRARY_PATH" "")
  set(_env --unset=LD_LIBRARY_PATH)
  if(_run_LIBRARY_PATH)
    set(_env "LD_LIBRARY_PATH=${_run_LIBRARY_PATH}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=VIRTUAL_ENV ${_env} "${venv_python}" "${SUITE_DIR}/support/torch_venv.py" answer
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err OUTPUT_STRIP_TRAILING_WHITESPACE TIMEOUT 300)
  if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "" OR NOT _out MATCHES "^([0-9.]+);([^;]+);([^;]*)$")
    message(FATAL_ERROR "Case ${CASE}: torch's answer: exit ${_rc}\n--- stdout ---\n${_out}\n--- stderr ---\n${_err}")
  endif()
  set(torch_compile "${CMAKE_MATCH_1}" PARENT_SCOPE)
  set(torch_version "${CMAKE_MATCH_2}" PARENT_SCOPE)
  set(torch_cudnn_files "${CMAKE_MATCH_3}" PARENT_SCOPE)
endfunction()

# Fails unless <value> (what torch answered) matches <regex>.
function(framework_torch_expect what value regex)
  if(NOT "${value}" MATCHES "${regex}")
    message(FATAL_ERROR "Case ${CASE}: torch's ${what} is '${value}', expected ${regex}")
  endif()
endfunction()

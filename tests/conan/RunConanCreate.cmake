# Distributed under the OSI-approved BSD 3-Clause License.
#
# Packages the project with its Conan 2 recipe (conanfile.py at the root)
# and runs the recipe's test package, offline (cmake -P, with SOURCE_DIR,
# WORK_DIR, PYTHON, FAKE_ROOT, the fake cuDNN the test package finds, and
# REFUSED_DIR, an older one).  Conan comes from PyPI into WORK_DIR (pip's
# cache keeps it between runs); CONAN_HOME is in WORK_DIR too, without
# remotes.  Without pip or a reachable index the test is skipped.

cmake_minimum_required(VERSION 3.21)

set(_conan_py "${WORK_DIR}/conan-py")
if(NOT EXISTS "${_conan_py}/installed.txt")
  file(REMOVE_RECURSE "${_conan_py}")
  execute_process(
    COMMAND "${PYTHON}" -m pip install --disable-pip-version-check --quiet
      --target "${_conan_py}" "conan>=2,<3"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(STATUS "CUDNN_STRICT_SKIP: pip could not install conan: ${_err}")
    return()
  endif()
  file(WRITE "${_conan_py}/installed.txt" "conan>=2,<3\n")
endif()

function(_conan_step what)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env "PYTHONPATH=${_conan_py}"
      "CONAN_HOME=${WORK_DIR}/conan-home" "CuDNNStrict_ROOT=${FAKE_ROOT}"
      --unset=LD_LIBRARY_PATH --unset=CUDNN_ROOT --unset=CUDNN_INCLUDE_DIR --unset=CUDNN_LIBRARY
      "${PYTHON}" -m conans.conan ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "conan ${what} failed (exit ${_rc}):\n${_out}")
  endif()
  set(_out "${_out}" PARENT_SCOPE)
endfunction()

# The recipe's sources, copied: the test package builds beside the recipe.
set(_src "${WORK_DIR}/src")
file(REMOVE_RECURSE "${_src}" "${WORK_DIR}/conan-home")
file(MAKE_DIRECTORY "${_src}")
foreach(_entry IN ITEMS conanfile.py CMakeLists.txt LICENSE cmake probe templates conan)
  file(COPY "${SOURCE_DIR}/${_entry}" DESTINATION "${_src}")
endforeach()
file(COPY "${SOURCE_DIR}/docs/find-package.md" DESTINATION "${_src}/docs")

_conan_step("profile detect" profile detect --force)
_conan_step("remote list" remote list)
foreach(_line IN LISTS _out)
  if(_line MATCHES "^([^: ]+): ")
    _conan_step("remote remove" remote remove "${CMAKE_MATCH_1}")
  endif()
endforeach()
_conan_step("create" create "${_src}")

# The test package found the fake cuDNN through the package's config file,
# and its program ran against it.
string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" _root_regex "${FAKE_ROOT}")
if(NOT _out MATCHES "library: +${_root_regex}/lib64/libcudnn\\.so\\.9 \\[ENV\\{CuDNNStrict_ROOT\\}\\]")
  message(FATAL_ERROR "the test package did not find the fake cuDNN:\n${_out}")
endif()
if(NOT _out MATCHES "\ntest_package ran against cuDNN 91900\n")
  message(FATAL_ERROR "the test package's program did not run:\n${_out}")
endif()
# Its guard refuses an older cuDNN first on LD_LIBRARY_PATH.
file(GLOB_RECURSE _program "${_src}/conan/test_package/build/*/test_package")
list(FILTER _program EXCLUDE REGEX "/CMakeFiles/")
if(NOT _program)
  message(FATAL_ERROR "no test_package program under ${_src}/conan/test_package/build")
endif()
list(GET _program 0 _program)
execute_process(COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${REFUSED_DIR}" "${_program}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _run ERROR_VARIABLE _err)
if(NOT _rc EQUAL 78 OR NOT _err MATCHES "^cudnn-strict: [^\n]*loaded cuDNN 9\\.1\\.0 ")
  message(FATAL_ERROR "the guard did not stop the test package against cuDNN 9.1.0 (exit ${_rc}):\n${_run}${_err}")
endif()
# The licence text travels with the package (licenses/, as Conan Center
# lays it out).
file(GLOB _licenses "${WORK_DIR}/conan-home/p/b/*/p/licenses/LICENSE")
list(LENGTH _licenses _count)
if(NOT _count EQUAL 1)
  message(FATAL_ERROR "the package does not hold licenses/LICENSE once: ${_licenses}")
endif()
file(READ "${_licenses}" _text)
if(NOT _text MATCHES "^BSD 3-Clause License\n")
  message(FATAL_ERROR "the package's licenses/LICENSE is not the BSD 3-Clause text:\n${_text}")
endif()
message(STATUS "conan create: passed")

# Distributed under the OSI-approved BSD 3-Clause License.
#
# Virtual environments the pip cases make at test time, in their own build
# tree: real ones (python -m venv), so that the module asks a real
# interpreter for its site directories, each holding a copy of a fake
# cuDNN as a wheel lays it out.

# Skips the case where the fakes found no Python to make one with.
macro(find_case_need_python)
  if(NOT FAKE_PYTHON3)
    message(STATUS "CUDNN_STRICT_SKIP: no Python to make a virtual environment")
    return()
  endif()
endmacro()

# The environment of the configure, whatever the shell that ran the tests
# had active: no Python chosen, no virtual or conda environment.
macro(find_case_no_python_environment)
  unset(Python_EXECUTABLE)
  unset(Python3_EXECUTABLE)
  unset(ENV{VIRTUAL_ENV})
  unset(ENV{CONDA_PREFIX})
endmacro()

# find_case_venv(<dir> <fake> <wheel> <out_library>)
# Makes a virtual environment at <dir> holding the headers and libraries of
# the fake tree <fake> in site-packages/nvidia/<wheel>/{include,lib}
# (copies: the module's result must be the file inside the environment).
# Sets <out_library> to the libcudnn.so.<major> there.
function(find_case_venv dir fake wheel out_library)
  file(REMOVE_RECURSE "${dir}")
  execute_process(COMMAND "${FAKE_PYTHON3}" -m venv --without-pip "${dir}"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not make a virtual environment at ${dir}: ${_err}")
  endif()
  execute_process(COMMAND "${dir}/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0 OR NOT IS_DIRECTORY "${_site}")
    message(FATAL_ERROR "the virtual environment at ${dir} names no site-packages ('${_site}')")
  endif()
  set(_wheel "${_site}/nvidia/${wheel}")
  file(GLOB _headers "${FAKE_${fake}_INCLUDE_DIR}/*.h")
  file(GLOB _libraries "${FAKE_${fake}_LIBRARY_DIR}/libcudnn*.so.*")
  file(COPY ${_headers} DESTINATION "${_wheel}/include")
  file(COPY ${_libraries} DESTINATION "${_wheel}/lib")
  get_filename_component(_name "${FAKE_${fake}_LIBRARY}" NAME)
  set(${out_library} "${_wheel}/lib/${_name}" PARENT_SCOPE)
endfunction()

# This machine's PATH, VIRTUAL_ENV, LD_LIBRARY_PATH and LD_PRELOAD name
# another Python and another cuDNN release (a venv /opt/other, whose path
# the root holds too, with cuDNN 9.19 in /opt/other/lib, and this machine's
# fake cuDNN 9.20): none of them is the image's environment, so the report
# is the same as without them, word for word: the root's default Python is
# /usr/bin/python3 (the runtime's default PATH), and its ONNX Runtime finds
# no cuDNN (NOT_FOUND, exit status 2).
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/support/Python.cmake")
root_make()
root_python(/usr 3.12)
root_onnxruntime(/usr/lib/python3/dist-packages)
root_venv(/opt/other /usr/bin 3.12)
root_onnxruntime(/opt/other/lib/python3.12/site-packages)
file(GLOB _files "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn*.so.9")
foreach(_file IN LISTS _files)
  get_filename_component(_name "${_file}" NAME)
  root_link("${_file}" "${root}/opt/other/lib/${_name}")
endforeach()
foreach(_host IN ITEMS clean other)
  set(_env --unset=PATH --unset=VIRTUAL_ENV --unset=LD_LIBRARY_PATH --unset=LD_PRELOAD)
  if(_host STREQUAL "other")
    set(_env "PATH=/opt/other/bin:$ENV{PATH}" "VIRTUAL_ENV=/opt/other"
      "LD_LIBRARY_PATH=${FAKE_v9_20_0_LIBRARY_DIR}:/opt/other/lib"
      "LD_PRELOAD=${FAKE_v9_20_0_LIBRARY}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} "${PROBE}" --root "${root}" --json
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc STREQUAL "2" OR NOT _err STREQUAL "")
    message(FATAL_ERROR "${_host}: rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
  endif()
  set(_${_host} "${_out}")
endforeach()
if(NOT _clean STREQUAL _other)
  message(FATAL_ERROR "this machine's environment changed the report:\n${_clean}\n---\n${_other}")
endif()
string(JSON _python GET "${_other}" python)
string(JSON _name GET "${_other}" check.0.name)
string(JSON _verdict GET "${_other}" check.0.verdict)
string(JSON _loads GET "${_other}" check.0.loads)
string(JSON _name1 GET "${_other}" check.1.name)
string(JSON _verdict1 GET "${_other}" check.1.verdict)
string(JSON _count GET "${_other}" check.count)
if(NOT _python STREQUAL "/usr/bin/python3"
    OR NOT _name STREQUAL "onnxruntime-gpu 1.23.0 (/usr/lib/python3/dist-packages, the default Python /usr/bin/python3)"
    OR NOT _verdict STREQUAL "NOT_FOUND"
    OR NOT _loads STREQUAL "no libcudnn.so.9 (the loader's search, as without preload_dlls())"
    OR NOT _name1 STREQUAL "onnxruntime-gpu 1.23.0 (/opt/other/lib/python3.12/site-packages)"
    OR NOT _verdict1 STREQUAL "NOT_FOUND" OR NOT _count STREQUAL "2")
  message(FATAL_ERROR "unexpected report:\n${_other}")
endif()

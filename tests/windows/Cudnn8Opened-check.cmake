include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the tool failed:\n${_out}")
endif()
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
set(_root "${WINDOWS_RELEASE_cu11_8_9_ROOT}")
windows_path("${_root}/bin/cudnn64_8.dll" _library)
set(_ops "[^\n]*cudnn_ops_infer64_8\\.dll")

# Nothing but cuDNN: cuBLAS and zlib missing, each a warning with its fix.
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --library "${_library}")
cudnn_strict_case_expect("alone: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("alone: report" "${_out}"
  "dependency\\.needed\\.count=0 .*dependency\\.opened\\.0\\.name=cublas64_11\\.dll dependency\\.opened\\.0\\.needed_by=${_ops} dependency\\.opened\\.0\\.status=MISSING .*Fix: install cuBLAS of cuDNN's CUDA major \\(the nvidia-cublas-cu11 wheel, whose nvidia\\\\\\\\cublas\\\\\\\\bin holds it, .*put the directory that holds cublas64_11\\.dll on PATH .*dependency\\.opened\\.1\\.name=cublasLt64_11\\.dll .*dependency\\.opened\\.2\\.name=zlibwapi\\.dll dependency\\.opened\\.2\\.needed_by=${_ops} dependency\\.opened\\.2\\.status=MISSING .*Could not locate zlibwapi\\.dll.*zlib123dllx64 .*dependency\\.opened\\.count=3 dependency\\.warning\\.count=3 .*judgement=OK")

# The fix as worded: the cuBLAS wheel's bin directory on PATH.
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --library "${_library}" PATH "${_root}/../cublas/bin")
cudnn_strict_case_expect("cuBLAS on PATH: report" "${_out}"
  "dependency\\.opened\\.0\\.name=cublas64_11\\.dll dependency\\.opened\\.0\\.needed_by=${_ops} dependency\\.opened\\.0\\.status=FOUND dependency\\.opened\\.0\\.file=[^\n ]*cublas\\\\\\\\bin\\\\\\\\cublas64_11\\.dll .*dependency\\.opened\\.1\\.status=FOUND .*dependency\\.opened\\.2\\.name=zlibwapi\\.dll dependency\\.opened\\.2\\.needed_by=${_ops} dependency\\.opened\\.2\\.status=MISSING .*dependency\\.warning\\.count=1 ")

# zlibwapi.dll, which no wheel provides (a DLL of that name stands in for
# NVIDIA's zlib123dllx64 build), copied into cuDNN's directory as the fix
# says: nothing is missing.
set(_copy "${CASE_BUILD_DIR}/bin-with-zlib")
file(REMOVE_RECURSE "${_copy}")
file(MAKE_DIRECTORY "${_copy}")
file(GLOB _dlls "${_root}/bin/*.dll")
foreach(_dll IN LISTS _dlls)
  get_filename_component(_name "${_dll}" NAME)
  file(CREATE_LINK "${_dll}" "${_copy}/${_name}" SYMBOLIC)
endforeach()
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc)
windows_make_dll("${_copy}/zlibwapi.dll")
windows_path("${_copy}/cudnn64_8.dll" _library)
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --library "${_library}" PATH "${_root}/../cublas/bin")
cudnn_strict_case_expect("zlibwapi.dll beside cuDNN: report" "${_out}"
  "dependency\\.opened\\.2\\.name=zlibwapi\\.dll dependency\\.opened\\.2\\.needed_by=[^\n ]*bin-with-zlib\\\\\\\\cudnn_ops_infer64_8\\.dll dependency\\.opened\\.2\\.status=FOUND dependency\\.opened\\.2\\.file=[^\n ]*bin-with-zlib\\\\\\\\zlibwapi\\.dll dependency\\.opened\\.count=3 dependency\\.warning\\.count=0 ")

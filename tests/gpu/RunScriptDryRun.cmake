# tests/gpu/run.sh end to end on a fake machine (two fake GPUs): preflight,
# the tool built against the chosen cuDNN, the GPU check run once (text and
# JSON) with its self-test (which NVIDIA_TF32_OVERRIDE=0 leaves nothing to
# catch), the downstream configure, and a carried release that is the found
# one, which it says it cannot judge.  The device tool returns at most 8
# files: the run writes no more, the summary first.
include("${CMAKE_CURRENT_LIST_DIR}/support/RunScript.cmake")
set(_mismatched "${CMAKE_BINARY_DIR}/same-release")
file(MAKE_DIRECTORY "${_mismatched}")
foreach(_name IN ITEMS libcudnn.so.9 libcudnn_graph.so.9 libcudnn_cnn.so.9)
  file(COPY_FILE "${FAKE_v9_19_0_LIBRARY_DIR}/${_name}" "${_mismatched}/${_name}")
endforeach()
set(_out "${CMAKE_BINARY_DIR}/out")
gpu_run_script(correct "${_out}" --build "${CMAKE_BINARY_DIR}/tool" --mismatched "${_mismatched}"
  ENV NVIDIA_TF32_OVERRIDE=0 CUDNN_LIB_CONFIG=FULL)
if(NOT DEFINED run_rc)
  return()
endif()
gpu_run_expect("run.sh's exit status" "${run_rc}" "^0$")
list(LENGTH run_files _count)
gpu_run_expect("the number of files in \$OUT (${run_files})" "${_count}" "^[1-8]$")
gpu_run_expect("the files in \$OUT" "${run_files}" "^00-summary\\.txt;build\\.log;downstream\\.log;mismatched\\.txt;report\\.json;report\\.txt$")
file(READ "${_out}/00-summary.txt" _summary)
gpu_run_expect("00-summary.txt" "${_summary}" "^PASSED \\(not checked: 2\\. bound self-test;4\\. mismatched release\\)\nGPU answers +yes \\(2 device\\(s\\)\\)\n1\\. build +PASSED \\([^\n]*/v9_19_0/lib64/libcudnn\\.so\\.9\\)\n2\\. GPU check +PASSED \\([0-9]+ cuDNN convolutions on 2 devices[^\n]*\\)\n2\\. bound self-test +NOT CHECKED \\(NVIDIA_TF32_OVERRIDE=0 turns TF32 off\\)\n3\\. downstream configure +PASSED \\([0-9]+ ms, again [0-9]+ ms\\)\n4\\. mismatched release +NOT CHECKED \\(the carried release 9\\.19\\.0 is the found one\\)\n--- the whole run\n")
# The preflight names the chosen copy with its version, and the settings
# that change what cuDNN does; the report carries them too.
gpu_run_expect("the preflight" "${_summary}" "\ncuDNN: [^\n]*/v9_19_0/lib64/libcudnn\\.so\\.9 \\[root\\] 9\\.19\\.0 ")
gpu_run_expect("the preflight" "${_summary}" "\nNVIDIA_TF32_OVERRIDE=0\n")
gpu_run_expect("the preflight" "${_summary}" "\nCUDNN_LIB_CONFIG=FULL\n")
gpu_run_expect("the GPU check's summary" "${_summary}" "\nset: NVIDIA_TF32_OVERRIDE=0\n")
gpu_run_expect("the mismatched step" "${_summary}" "found cuDNN 9\\.19\\.0, built with header 9\\.19\\.0; carried release: 9\\.19\\.0\n")
# One run of the check: report.json is report.txt as JSON.
file(READ "${_out}/report.json" _json)
string(JSON _status GET "${_json}" gpu.status)
string(JSON _tf32 GET "${_json}" gpu.env.NVIDIA_TF32_OVERRIDE)
string(JSON _devices GET "${_json}" gpu.device_count)
gpu_run_expect("report.json" "${_status} ${_tf32} ${_devices}" "^PASSED 0 2$")
file(STRINGS "${_out}/report.txt" _seconds REGEX "^gpu\\.seconds=")
string(JSON _json_seconds GET "${_json}" gpu.seconds)
gpu_run_expect("report.txt's gpu.seconds" "${_seconds}" "^gpu\\.seconds=${_json_seconds}$")

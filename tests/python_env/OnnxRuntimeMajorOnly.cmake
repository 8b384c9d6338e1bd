# onnxruntime-gpu records only the cuDNN major (its Requires-Dist): the
# report says so plainly.  By default ONNX Runtime loads libcudnn through
# the loader's search (here LD_LIBRARY_PATH, holding 9.1.0); with
# onnxruntime.preload_dlls() the wheel's (9.19.0).  Both are judged, both
# for CUDA 12 as the requirement's wheel name says.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(onnxruntime-gpu 1.23.0 REQUIRES "nvidia-cudnn-cu12~=9.0; extra == \"cuda\"")
fake_env_cudnn_wheel(12 9.19.0.56 v9_cudart12)
fake_env_run(ENV "LD_LIBRARY_PATH=${FAKE_v9_1_0_cudart12_LIBRARY_DIR}")
fake_env_expect_rc(0)
fake_env_quote("${site}" s)
fake_env_quote("${FAKE_v9_1_0_cudart12_LIBRARY_DIR}" ld)
fake_env_expect("onnxruntime-gpu 1\\.23\\.0 OK built: cuDNN 9 \\(only the major is recorded: Requires-Dist nvidia-cudnn-cu12~=9\\.0; extra == \"cuda\"\\) "
  "loads: ${ld}/libcudnn\\.so\\.9 \\(the loader's search: LD_LIBRARY_PATH, the ld\\.so cache\\) reason: cuDNN 9\\.1\\.0: the library can run code built with the header ")
fake_env_expect("onnxruntime-gpu 1\\.23\\.0 with preload_dlls\\(\\) OK built: cuDNN 9 \\(only the major is recorded: [^)]+\\) "
  "loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the wheel, by path\\) reason: cuDNN 9\\.19\\.0")

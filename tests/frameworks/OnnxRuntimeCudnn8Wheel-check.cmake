# ONNX Runtime records cuDNN 9 alone; its provider opens libcudnn.so.9 by
# the loader's search unless the program calls onnxruntime.preload_dlls(),
# which loads the wheel's libraries by path.  The cuDNN 8 wheel holds no
# libcudnn.so.9: that branch names no file.  LD_LIBRARY_PATH at a CUDA 12
# cuDNN 9 (the 9.10.2.21 wheel's files) makes the default branch pass.
include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
deploy_build()
framework_venv()
framework_venv_install("${FRAMEWORK_ort_cu12_ROOT}")
framework_venv_install("${FRAMEWORK_cudnn_cu12_8_9_7_ROOT}")
file(REAL_PATH "${FRAMEWORK_cudnn_cu12_9_10_2_ROOT}/nvidia/cudnn/lib" _good)
deploy_regex_quote("${_good}" _good_quoted)
set(_warnings "  warning: +cuDNN 9\\.10\\.2 opens libnvrtc\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n"
  "  warning: +cuDNN 9\\.10\\.2 opens libcublasLt\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n")
string(CONCAT _warnings ${_warnings})
set(_built "  built: +cuDNN 9 \\(only the major is recorded: Requires-Dist nvidia-cudnn-cu12~=9\\.0[^\n]*\\)\n")
set(_preload "onnxruntime-gpu 1\\.23\\.2 with preload_dlls\\(\\) +NOT_FOUND\n${_built}"
  "  loads: +no libcudnn\\.so\\.9 in the nvidia-cudnn wheel\n"
  "  reason: +the installed nvidia-cudnn-cu12 8\\.9\\.7\\.29 holds no libcudnn\\.so\\.9, so preload_dlls\\(\\) loads none and the loader's search decides\n"
  "  fix: +pip install --no-deps \"nvidia-cudnn-cu12>=9\\.0,<10\"\n")
string(CONCAT _preload ${_preload})

# The default branch decides.
framework_python(LIBRARY_PATH "${_good}")
framework_expect("^Python: [^\n]+\nonnxruntime-gpu 1\\.23\\.2 +OK\n${_built}"
  "  loads: +${_good_quoted}/libcudnn\\.so\\.9 \\(the loader's search: LD_LIBRARY_PATH, the ld\\.so cache\\)\n"
  "  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n" "${_warnings}${_preload}$")

# --preload-dlls: the program calls preload_dlls(), whose branch decides.
framework_python(LIBRARY_PATH "${_good}" ARGS --preload-dlls RESULT "^1$")
framework_expect("^Python: [^\n]+\nonnxruntime-gpu 1\\.23\\.2 without preload_dlls\\(\\) +OK\n" "${_built}"
  "  loads: +${_good_quoted}/libcudnn\\.so\\.9 \\(the loader's search: LD_LIBRARY_PATH, the ld\\.so cache\\)\n"
  "  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n" "${_warnings}${_preload}$")

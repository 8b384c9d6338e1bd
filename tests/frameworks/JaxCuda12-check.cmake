include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
# What cuDNN opens itself and the venv lacks (NVRTC, cuBLASLt), as --library
# words it; the cases below assert them where they matter.
set(_warnings "(  warning: +cuDNN [0-9.]+ opens lib(nvrtc|cublasLt)\\.so\\.1[23] itself \\(dlopen\\)[^\n]+\n)*")
deploy_build()
framework_venv()
deploy_regex_quote("${site}" _site)
set(_built "  built: +cuDNN 9\\.8\\.0 \\(jax_cuda12_plugin\\._versions\\.cudnn_build_version\\(\\)\\)\n")
set(_loads "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\)\n")
framework_venv_install("${FRAMEWORK_jax_cu12_ROOT}")

# A too-old nvidia-cudnn-cu12 (9.1.0.70): refused by the minor rule, and
# the fix asks pip for the plugin's own range.
framework_venv_install("${RELEASE_cu12_9_1_ROOT}/../..")
framework_python(RESULT "^1$")
framework_expect("jax-cuda12-plugin 0\\.10\\.2 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.1\\.0: the library's minor version must be equal to or newer than the header's\n"
  "  fix: +pip install --no-deps \"nvidia-cudnn-cu12>=9\\.8,<10\"\n${_warnings}$")

# The cuDNN it was built with (nvidia-cudnn-cu12 9.8.0.87), for CUDA 12
# as the plugin is: accepted.
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_8_ROOT}")
framework_python()
framework_expect("jax-cuda12-plugin 0\\.10\\.2 +OK\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.8\\.0: the library can run code built with the header\n${_warnings}$")

# LD_LIBRARY_PATH naming another cuDNN (9.1.0): JAX loads the wheel's
# libcudnn by path, but libcudnn loads its sub-libraries by name, and
# cudnnGetVersion() answers through the stray libcudnn_graph.
file(REAL_PATH "${RELEASE_cu12_9_1_ROOT}/lib" _stray)
deploy_regex_quote("${_stray}" _stray_quoted)
framework_python(LIBRARY_PATH "${_stray}" RESULT "^1$")
framework_expect("jax-cuda12-plugin 0\\.10\\.2 +MIXED_SUBLIBRARIES\n" "${_built}" "${_loads}"
  "  reason: +cudnnGetVersion\\(\\) of ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 answered 9\\.1\\.0 through ${_stray_quoted}/libcudnn_graph\\.so\\.9: [^\n]+\n"
  "  fix: +remove ${_stray_quoted} from LD_LIBRARY_PATH\n${_warnings}$")

# The good wheel with a sub-library removed: named before cuDNN runs (it
# would stop the process while loading); the fix reinstalls the wheel.
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_8_ROOT}" WITHOUT "^libcudnn_cnn\\.")
framework_python(RESULT "^1$")
framework_expect("jax-cuda12-plugin 0\\.10\\.2 +INCOMPLETE_RELEASE\n" "${_built}" "${_loads}"
  "  reason: +the cuDNN 9\\.8\\.0 install in ${_site}/nvidia/cudnn/lib lacks libcudnn_cnn\\.so\\.9, which 9\\.8\\.0 ships: [^\n]+\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu12==9\\.8\\.0\\.87\n${_warnings}$")

include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
set(_warnings "(  warning: +cuDNN [0-9.]+ opens lib(nvrtc|cublasLt)\\.so\\.1[23] itself \\(dlopen\\)[^\n]+\n)*")
deploy_build()
framework_torch_venv("${FRAMEWORK_torch_cu13_2_11_ROOT}")
deploy_regex_quote("${site}" _site)
set(_built "  built: +cuDNN 9\\.19\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\)\n")
set(_loads "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(libtorch_cuda\\.so needs libcudnn\\.so\\.9 and carries an RPATH: "
  "found through the RPATH of ${_site}/torch/lib/libtorch_cuda\\.so\\)\n")
string(CONCAT _loads ${_loads})
set(_lib "${_site}/nvidia/cudnn/lib")
# What torch maps after version(): libcudnn.so.9, and libcudnn_graph.so.9,
# which libcudnn.so.9 opens by name for cudnnGetVersion().
set(_files "^${_lib}/libcudnn\\.so\\.9,${_lib}/libcudnn_graph\\.so\\.9$")
set(_fix "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.19\\.0\\.56 \\(what torch 2\\.11\\.0 requires\\)\n")

# The wheel torch pins (9.19.0.56).
framework_venv_install("${FRAMEWORK_cudnn_cu13_9_19_ROOT}")
framework_torch_answer()
framework_torch_expect("compile version" "${torch_compile}" "^9\\.19\\.0$")
framework_torch_expect("version()" "${torch_version}" "^91900$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python()
framework_expect("\ntorch 2\\.11\\.0 +OK\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.19\\.0: the library can run code built with the header\n${_warnings}$")

# An older cuDNN 9 for CUDA 13 on LD_LIBRARY_PATH (9.12.0): the pinned
# wheel's libcudnn.so.9 carries a RUNPATH $ORIGIN, so it opens the other
# libcudnn_graph.so.9, which answers for it; torch raises its error.
file(REAL_PATH "${RELEASE_cu13_oldest_ROOT}/lib" _older)
deploy_regex_quote("${_older}" _older_re)
framework_torch_answer(LIBRARY_PATH "${_older}")
framework_torch_expect("version()" "${torch_version}"
  "^cuDNN version incompatibility: PyTorch was compiled +against \\(9, 19, 0\\) but found runtime version \\(9, 12, 0\\)\\.")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "^${_lib}/libcudnn\\.so\\.9,${_older_re}/libcudnn_graph\\.so\\.9$")
framework_python(LIBRARY_PATH "${_older}" RESULT "^1$")
framework_expect("\ntorch 2\\.11\\.0 +MIXED_SUBLIBRARIES\n" "${_built}" "${_loads}"
  "  reason: +cudnnGetVersion\\(\\) of ${_lib}/libcudnn\\.so\\.9 answered 9\\.12\\.0 through ${_older_re}/libcudnn_graph\\.so\\.9: [^\n]+\n"
  "  fix: +remove ${_older_re} from LD_LIBRARY_PATH\n${_warnings}$")

# That older wheel (9.12.0.46) installed: torch refuses it, so does the tool.
framework_venv_install("${RELEASE_cu13_oldest_ROOT}/../..")
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}"
  "^cuDNN version incompatibility: PyTorch was compiled +against \\(9, 19, 0\\) but found runtime version \\(9, 12, 0\\)\\.")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.11\\.0 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.12\\.0: the library's minor version must be equal to or newer than the header's\n${_fix}${_warnings}$")

# A newer wheel (9.28.1.4) than the pin: both accept it.
framework_venv_install("${RELEASE_cu13_newest_ROOT}/../..")
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}" "^92801$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python()
framework_expect("\ntorch 2\\.11\\.0 +OK\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.28\\.1: the library can run code built with the header\n${_warnings}$")

# The CUDA 12 wheel torch 2.9.1 pins (9.10.2.21): torch refuses it by its
# version rule, and the tool by the same rule first (then the CUDA major,
# the guard's order).
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_10_2_ROOT}")
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}"
  "^cuDNN version incompatibility: PyTorch was compiled +against \\(9, 19, 0\\) but found runtime version \\(9, 10, 2\\)\\.")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.11\\.0 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.10\\.2: the library's minor version must be equal to or newer than the header's\n${_fix}${_warnings}$")

# The pinned wheel without libcudnn_cnn.so.9: version() does not open it,
# so torch answers as for the whole wheel (without a GPU nothing else can
# be asked of it); the tool says the release is incomplete.
framework_venv_install("${FRAMEWORK_cudnn_cu13_9_19_ROOT}" WITHOUT "^libcudnn_cnn\\.")
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}" "^91900$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.11\\.0 +INCOMPLETE_RELEASE\n" "${_built}" "${_loads}"
  "  reason: +the cuDNN 9\\.19\\.0 install in ${_lib} lacks libcudnn_cnn\\.so\\.9, which 9\\.19\\.0 ships[^\n]+\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.19\\.0\\.56\n${_warnings}$")

include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
set(_warnings "(  warning: +cuDNN [0-9.]+ opens lib(nvrtc|cublasLt)\\.so\\.1[23] itself \\(dlopen\\)[^\n]+\n)*")
deploy_build()
framework_torch_venv("${FRAMEWORK_torch_cu12_2_9_ROOT}")
deploy_regex_quote("${site}" _site)
set(_built "  built: +cuDNN 9\\.8\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\)\n")
set(_loads "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(libtorch_cuda\\.so needs libcudnn\\.so\\.9 and carries an RPATH: "
  "found through the RPATH of ${_site}/torch/lib/libtorch_cuda\\.so\\)\n")
string(CONCAT _loads ${_loads})
set(_lib "${_site}/nvidia/cudnn/lib")
# What torch maps after version(): libcudnn.so.9, and libcudnn_graph.so.9,
# which libcudnn.so.9 opens by name for cudnnGetVersion().
set(_files "^${_lib}/libcudnn\\.so\\.9,${_lib}/libcudnn_graph\\.so\\.9$")

# The wheel torch pins (9.10.2.21): torch runs it, and so does the tool.
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_10_2_ROOT}")
framework_torch_answer()
framework_torch_expect("compile version" "${torch_compile}" "^9\\.8\\.0$")
framework_torch_expect("version()" "${torch_version}" "^91002$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python()
framework_expect("\ntorch 2\\.9\\.1 +OK\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n${_warnings}$")

# Another cuDNN 9 on LD_LIBRARY_PATH (the CUDA 12 wheel 9.1.0): torch maps
# the wheel's libcudnn.so.9 (libtorch_cuda.so's RPATH), but that opens
# libcudnn_graph.so.9 by name through its RUNPATH $ORIGIN, which
# LD_LIBRARY_PATH precedes: the 9.1.0 one answers cudnnGetVersion(), and
# torch raises its own error.  The tool names the same two files.
file(REAL_PATH "${RELEASE_cu12_9_1_ROOT}/lib" _older)
deploy_regex_quote("${_older}" _older_re)
framework_torch_answer(LIBRARY_PATH "${_older}")
framework_torch_expect("version()" "${torch_version}"
  "^cuDNN version incompatibility: PyTorch was compiled +against \\(9, 8, 0\\) but found runtime version \\(9, 1, 0\\)\\.")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "^${_lib}/libcudnn\\.so\\.9,${_older_re}/libcudnn_graph\\.so\\.9$")
framework_python(LIBRARY_PATH "${_older}" RESULT "^1$")
framework_expect("\ntorch 2\\.9\\.1 +MIXED_SUBLIBRARIES\n" "${_built}" "${_loads}"
  "  reason: +cudnnGetVersion\\(\\) of ${_lib}/libcudnn\\.so\\.9 answered 9\\.1\\.0 through ${_older_re}/libcudnn_graph\\.so\\.9: [^\n]+\n"
  "  fix: +remove ${_older_re} from LD_LIBRARY_PATH\n${_warnings}$")

# A wheel older than torch was built with (9.1.0.70): torch refuses it
# with its own error, and the tool says INCOMPATIBLE.
framework_venv_install("${RELEASE_cu12_9_1_ROOT}/../..")
framework_torch_answer()
framework_torch_expect("compile version" "${torch_compile}" "^9\\.8\\.0$")
framework_torch_expect("version()" "${torch_version}"
  "^cuDNN version incompatibility: PyTorch was compiled +against \\(9, 8, 0\\) but found runtime version \\(9, 1, 0\\)\\.")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.9\\.1 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.1\\.0: the library's minor version must be equal to or newer than the header's\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu12==9\\.10\\.2\\.21 \\(what torch 2\\.9\\.1 requires\\)\n${_warnings}$")

# The CUDA 13 wheel (9.19.0.56) in a torch for CUDA 12: torch's version
# rule passes it (it compares versions only, and the import runs no CUDA
# call), the tool does not: with a GPU, cuDNN for CUDA 13 needs CUDA 13's
# libraries, which a torch for CUDA 12 does not bring.
framework_venv_install("${FRAMEWORK_cudnn_cu13_9_19_ROOT}")
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}" "^91900$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_torch_expect("compile version" "${torch_compile}" "^9\\.8\\.0$")
framework_torch_expect("version()" "${torch_version}" "^91900$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.9\\.1 +CUDA_MAJOR_DIFFERS\n" "${_built}" "${_loads}"
  "  reason: +${_lib}/libcudnn\\.so\\.9 was built for CUDA 13\\.1, and torch 2\\.9\\.1 for CUDA 12 \\(its nvidia-cudnn requirement\\): the CUDA majors must be equal\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu12==9\\.10\\.2\\.21 \\(what torch 2\\.9\\.1 requires\\)\n${_warnings}$")

# Doubled: the pinned CUDA 12 wheel recorded as installed too, its files
# overwritten by the CUDA 13 wheel installed after it (both write
# nvidia/cudnn/lib).  torch maps and runs what is on disk, the CUDA 13
# 9.19.0; the tool says so and that the two wheels conflict.
file(CREATE_LINK "${FRAMEWORK_cudnn_cu12_9_10_2_ROOT}/nvidia_cudnn_cu12-9.10.2.21.dist-info"
  "${site}/nvidia_cudnn_cu12-9.10.2.21.dist-info" SYMBOLIC)
framework_torch_answer()
framework_torch_expect("version()" "${torch_version}" "^91900$")
framework_torch_expect("mapped libcudnn" "${torch_cudnn_files}" "${_files}")
framework_python(RESULT "^1$")
framework_expect("\ntorch 2\\.9\\.1 +CUDA_MAJOR_DIFFERS\n" "${_built}" "${_loads}"
  "  reason: +${_lib}/libcudnn\\.so\\.9 was built for CUDA 13\\.1, [^\n]+\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu12==9\\.10\\.2\\.21 \\(what torch 2\\.9\\.1 requires\\)\n${_warnings}"
  "nvidia-cudnn wheels +CONFLICT\n"
  "  reason: +nvidia-cudnn-cu13 9\\.19\\.0\\.56 and nvidia-cudnn-cu12 9\\.10\\.2\\.21 are installed: each writes nvidia/cudnn/lib, [^\n]+\n"
  "  fix: +pip uninstall -y nvidia-cudnn-cu13 nvidia-cudnn-cu12, then pip install --no-deps \"nvidia-cudnn-cu12==9\\.10\\.2\\.21\" \\(what torch 2\\.9\\.1 requires\\)\n$")

include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
# What cuDNN opens itself and the venv lacks (NVRTC, cuBLASLt), as --library
# words it; the cases below assert them where they matter.
set(_warnings "(  warning: +cuDNN [0-9.]+ opens lib(nvrtc|cublasLt)\\.so\\.1[23] itself \\(dlopen\\)[^\n]+\n)*")
deploy_build()
framework_venv()
deploy_regex_quote("${site}" _site)
# torch's files as hard links, so that $ORIGIN is the venv's torch/lib.
foreach(_file torch/lib/libtorch_cuda.so torch/include/caffe2/core/macros.h)
  get_filename_component(_dir "${site}/${_file}" DIRECTORY)
  file(MAKE_DIRECTORY "${_dir}")
  file(CREATE_LINK "${FRAMEWORK_torch_cu13_ROOT}/${_file}" "${site}/${_file}" COPY_ON_ERROR)
endforeach()
file(CREATE_LINK "${FRAMEWORK_torch_cu13_ROOT}/torch-2.15.0.dist-info" "${site}/torch-2.15.0.dist-info" SYMBOLIC)
set(_libtorch "${site}/torch/lib/libtorch_cuda.so")
set(_built "  built: +cuDNN 9\\.26\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\)\n")
# Read from libtorch_cuda.so: it needs libcudnn.so.9 and carries an RPATH,
# which comes before LD_LIBRARY_PATH.
set(_loads "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(libtorch_cuda\\.so needs libcudnn\\.so\\.9 and carries an RPATH: "
  "found through the RPATH of ${_site}/torch/lib/libtorch_cuda\\.so\\)\n")
string(CONCAT _loads ${_loads})

# An older cuDNN wheel than torch pins (nvidia-cudnn-cu13 9.20.0.48):
# refused, and the fix reinstalls the pinned wheel.
framework_venv_install("${RELEASE_cu13_9_20_ROOT}/../..")
framework_python(RESULT "^1$")
framework_expect("torch 2\\.15\\.0 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.20\\.0: the library's minor version must be equal to or newer than the header's\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.26\\.0\\.51 \\(what torch 2\\.15\\.0 requires\\)\n${_warnings}$")
# --check-binary on libtorch_cuda.so, with the version macros.h records:
# the same copy, found through its RPATH.
deploy_check("${_libtorch}" --expect 9.26.0 RESULT "^1$")
deploy_expect(check.0.cudnn.loaded_by "^DT_NEEDED$")
deploy_expect(check.0.cudnn.cuda_major "^13$")
deploy_expect(check.0.cudnn.library "^${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "found through the RPATH of ${_site}/torch/lib/libtorch_cuda\\.so$")
deploy_expect(check.0.cudnn.library_version "^9\\.20\\.0$")
deploy_expect(check.0.cudnn.status "^INCOMPATIBLE$")
deploy_expect(check.0.cudnn.message "Fix: install cuDNN 9\\.26 or a newer 9\\.x in place of ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9\\.")

# A newer wheel (9.28.1.4) than the pin: accepted.
framework_venv_install("${RELEASE_cu13_newest_ROOT}/../..")
framework_python()
framework_expect("torch 2\\.15\\.0 +OK\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.28\\.1: the library can run code built with the header\n${_warnings}$")
# LD_LIBRARY_PATH naming the older cuDNN does not decide: the RPATH comes
# before it.
file(REAL_PATH "${RELEASE_cu13_9_20_ROOT}/lib" _older)
framework_python(LIBRARY_PATH "${_older}")
framework_expect("torch 2\\.15\\.0 +OK\n")
deploy_check("${_libtorch}" --expect 9.26.0 LIBRARY_PATH "${_older}")
deploy_expect(check.0.cudnn.library "^${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.library_version "^9\\.28\\.1$")
deploy_expect(check.0.cudnn.release.status "^OK$")
deploy_expect(check.0.cudnn.status "^OK$")

# The cuDNN wheel for CUDA 12 (9.1.0.70) in the venv instead: refused by
# the rule first, in the guard's order (the rule, then the CUDA major),
# and the fix installs the wheel torch pins.
framework_venv_install("${RELEASE_cu12_9_1_ROOT}/../..")
framework_python(RESULT "^1$")
framework_expect("torch 2\\.15\\.0 +INCOMPATIBLE\n" "${_built}" "${_loads}"
  "  reason: +cuDNN 9\\.1\\.0: the library's minor version must be equal to or newer than the header's\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.26\\.0\\.51 \\(what torch 2\\.15\\.0 requires\\)\n${_warnings}$")

# The newest wheel without libcudnn_cnn: not one whole release.
framework_venv_install("${RELEASE_cu13_newest_ROOT}/../.." WITHOUT "^libcudnn_cnn\\.")
deploy_check("${_libtorch}" --expect 9.26.0 RESULT "^6$")
deploy_expect(check.0.cudnn.release.status "^MISSING$")
deploy_expect(check.0.cudnn.release.message "lacks libcudnn_cnn\\.so\\.9, which 9\\.28\\.1 ships")
deploy_expect(check.0.cudnn.status "^INCOMPLETE_RELEASE$")
framework_python(RESULT "^1$")
framework_expect("torch 2\\.15\\.0 +INCOMPLETE_RELEASE\n" "${_built}" "${_loads}"
  "  reason: +the cuDNN 9\\.28\\.1 install in ${_site}/nvidia/cudnn/lib lacks libcudnn_cnn\\.so\\.9, which 9\\.28\\.1 ships[^\n]+\n"
  "  fix: +pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.28\\.1\\.4\n${_warnings}$")

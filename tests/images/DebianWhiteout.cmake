# The pinned image and a layer whose whiteout deletes the wheel's
# libcudnn_cnn.so.9: INCOMPLETE_RELEASE (exit status 6) for torch and
# its libraries, each fix and layer key naming layer 4, which deleted it.
include("${CMAKE_CURRENT_LIST_DIR}/support/Debian.cmake")
debian_images_require()
set(_lib "${debian_site}/nvidia/cudnn/lib")
set(_deleted "${_lib}/libcudnn_cnn\\.so\\.9 was deleted by layer 4 of 4: RUN rm ${_lib}/libcudnn_cnn\\.so\\.9")
string(CONCAT _incomplete "whose install is not one whole release: ${_lib}/libcudnn_cnn\\.so\\.9 is missing: "
  "libcudnn opens it from its own directory "
  "check\\.@I@\\.fix=RUN pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.19\\.0\\.56 \\(${_deleted}\\) "
  "check\\.@I@\\.layer=${_deleted} ")
set(_loads "${_lib}/libcudnn\\.so\\.9 \\(needed by @LIB@, found through the RPATH of @LIB@\\)")
debian_torch_libraries(_libraries "check\\.@I@\\.name=@LIB@ check\\.@I@\\.verdict=INCOMPLETE_RELEASE "
  "check\\.@I@\\.built=cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 check\\.@I@\\.loads=${_loads} "
  "check\\.@I@\\.reason=this library was built with cuDNN 9\\.x and would load cuDNN 9\\.19\\.0 from ${_loads}, "
  "${_incomplete}")
string(REPLACE "@I@" "0" _torch "${_incomplete}")
image_run("${debian_images}/whiteout.oci" --format keyvalue)
fake_env_expect_rc(6)
fake_env_expect("^probe\\.format=1 image=[^ ]+/whiteout\\.oci " "${debian_default_keys}check\\.0\\.name=${debian_torch} "
  "check\\.0\\.verdict=INCOMPLETE_RELEASE "
  "check\\.0\\.built=cuDNN 9\\.19\\.0 \\(${debian_site}/torch/include/caffe2/core/macros\\.h\\) "
  "check\\.0\\.loads=${_lib}/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "check\\.0\\.reason=this library was built with cuDNN 9\\.19\\.0 and would load cuDNN 9\\.19\\.0 from "
  "${_lib}/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\), ${_torch}${_libraries}check\\.count=3 $")

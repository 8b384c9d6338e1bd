# The pinned image and a layer whose whiteout deletes libcudnn_cnn.so.9:
# INCOMPLETE_RELEASE (exit status 6), the fix naming the layer that
# deleted it.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
set(_site "/usr/local/lib/python3\\.12/site-packages")
image_run(whiteout.oci --format keyvalue)
fake_env_expect_rc(6)
fake_env_expect("^probe\\.format=1 image=[^ ]+/whiteout\\.oci check\\.0\\.name=torch 2\\.9\\.0 \\(${_site}\\) "
  "check\\.0\\.verdict=INCOMPLETE_RELEASE check\\.0\\.built=cuDNN 9\\.12\\.0 \\([^)]+\\) "
  "check\\.0\\.loads=${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
  "check\\.0\\.reason=this library was built with cuDNN 9\\.12\\.0 and would load cuDNN 9\\.12\\.0 from ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 "
  "\\(the nvidia-cudnn wheel, by path\\), whose install is not one whole release: "
  "${_site}/nvidia/cudnn/lib/libcudnn_cnn\\.so\\.9 is missing: libcudnn opens it from its own directory "
  "check\\.0\\.fix=RUN pip install --no-deps --force-reinstall nvidia-cudnn-cu13==9\\.12\\.0\\.46 "
  "\\(${_site}/nvidia/cudnn/lib/libcudnn_cnn\\.so\\.9 was deleted by layer 4 of 4: RUN rm ${_site}/nvidia/cudnn/lib/libcudnn_cnn\\.so\\.9\\) "
  "check\\.0\\.layer=${_site}/nvidia/cudnn/lib/libcudnn_cnn\\.so\\.9 was deleted by layer 4 of 4: RUN rm [^ ]+ check\\.count=1 $")

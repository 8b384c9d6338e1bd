# A zstd layer (read through libzstd.so.1, loaded when the layer needs
# it) holding ONNX Runtime and no cuDNN: the image is read, and ONNX
# Runtime is NOT_FOUND (exit status 2), this machine's cuDNN unseen.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
find_program(_zstd zstd)
if(NOT _zstd)
  message("CUDNN_STRICT_SKIP: no zstd command to write the layer")
  return()
endif()
root_make()
root_dist(onnxruntime-gpu 1.23.0 REQUIRES "nvidia-cudnn-cu13~=9.0; extra == \"cuda\"")
image_pack(zstd --layer "${root},zstd,RUN pip install onnxruntime-gpu" --formats docker)
image_run("${WORK_DIR}/zstd.docker.tar")
fake_env_expect_rc(2)
fake_env_expect("^Image: [^ ]+/zstd\\.docker\\.tar \\(docker archive, 1 layers\\) onnxruntime-gpu 1\\.23\\.0 "
  "\\(/usr/local/lib/python3\\.12/site-packages\\) NOT_FOUND "
  "built: cuDNN 9 \\(only the major is recorded: Requires-Dist nvidia-cudnn-cu13~=9\\.0; extra == \"cuda\"\\) "
  "loads: no libcudnn\\.so\\.9 \\(the loader's search, as without preload_dlls\\(\\)\\) ")

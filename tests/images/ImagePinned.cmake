# torch pinned to the nvidia-cudnn-cu13 9.12.0.46 wheel that the next
# layer installs: OK (exit status 0) in each of the three forms, the OCI
# layout, the OCI archive and the docker save archive, each config's ENV
# LD_LIBRARY_PATH read (a directory without cuDNN).
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
set(_site "/usr/local/lib/python3\\.12/site-packages")
foreach(_form IN ITEMS "oci|OCI layout" "oci.tar|OCI archive" "docker.tar|docker archive")
  string(REPLACE "|" ";" _form "${_form}")
  list(GET _form 0 _suffix)
  list(GET _form 1 _kind)
  image_run(pinned.${_suffix})
  fake_env_expect_rc(0)
  fake_env_expect("^Image: [^ ]+/pinned\\.${_suffix} \\(${_kind}, 3 layers\\), LD_LIBRARY_PATH=/usr/local/nvidia/lib64 torch 2\\.9\\.0 \\(${_site}\\) OK "
    "built: cuDNN 9\\.12\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\) "
    "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) "
    "reason: cuDNN 9\\.12\\.0 \\(read from the assertion text of ${_site}/nvidia/cudnn/lib/libcudnn_graph\\.so\\.9\\): "
    "the library can run code built with the header $")
endforeach()

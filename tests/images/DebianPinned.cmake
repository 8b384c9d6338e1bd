# A Debian bookworm image (mmdebstrap), torch 2.11.0 for CUDA 13 and the
# nvidia-cudnn-cu13 9.19.0.56 wheel it pins, each installed by pip in a
# layer of its own (umoci): OK (exit status 0) in each of the three
# forms, the OCI layout (umoci) and the OCI archive and docker-archive
# skopeo copied it to.  torch's record is its macros.h; its libraries
# reach the wheel through libtorch_cuda.so's RPATH.
include("${CMAKE_CURRENT_LIST_DIR}/support/Debian.cmake")
debian_images_require()
set(_lib "${debian_site}/nvidia/cudnn/lib")
set(_ok "reason: cuDNN 9\\.19\\.0 \\(read from the assertion text of ${_lib}/libcudnn_graph\\.so\\.9\\): "
  "the library can run code built with the header ")
string(CONCAT _ok ${_ok})
debian_torch_libraries(_libraries "@LIB@ OK built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 "
  "loads: ${_lib}/libcudnn\\.so\\.9 \\(needed by @LIB@, found through the RPATH of @LIB@\\) ${_ok}")
foreach(_form IN ITEMS "oci|OCI layout" "oci.tar|OCI archive" "docker.tar|docker archive")
  string(REPLACE "|" ";" _form "${_form}")
  list(GET _form 0 _suffix)
  list(GET _form 1 _kind)
  image_run("${debian_images}/pinned.${_suffix}")
  fake_env_expect_rc(0)
  fake_env_expect("^Image: [^ ]+/pinned\\.${_suffix} \\(${_kind}, 3 layers\\) "
    "${debian_default_text}"
    "${debian_torch} OK "
    "built: cuDNN 9\\.19\\.0 \\(${debian_site}/torch/include/caffe2/core/macros\\.h\\) "
    "loads: ${_lib}/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) ${_ok}${_libraries}$")
endforeach()

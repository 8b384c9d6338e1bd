# A root whose cuDNN is laid out as a Debian package installs a library:
# the versioned file libcudnn*.so.9.20.0 and the link libcudnn*.so.9 to
# it, in the directory the image's LD_LIBRARY_PATH names.  torch
# (without its wheel) loads it through the link: OK (exit status 0), the
# link followed inside the root to the file it names, never refused as
# missing.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
set(_system /usr/lib/x86_64-linux-gnu)
file(GLOB _files "${FAKE_v9_20_0_LIBRARY_DIR}/libcudnn*.so.9")
foreach(_file IN LISTS _files)
  get_filename_component(_name "${_file}" NAME)
  root_link("${_file}" "${root}${_system}/${_name}.20.0")
  file(CREATE_LINK "${_name}.20.0" "${root}${_system}/${_name}" SYMBOLIC)
endforeach()
root_dist(torch 2.9.0 REQUIRES "nvidia-cudnn-cu13==9.20.0.48; platform_system == \"Linux\"")
root_torch_macros(9.20.0)
root_run(ARGS --env LD_LIBRARY_PATH=${_system})
fake_env_expect_rc(0)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=${_system} torch 2\\.9\\.0 \\(${_site}\\) OK "
  "built: cuDNN 9\\.20\\.0 \\(${_site}/torch/include/caffe2/core/macros\\.h\\) "
  "loads: ${_system}/libcudnn\\.so\\.9\\.20\\.0 \\(LD_LIBRARY_PATH\\) "
  "reason: cuDNN 9\\.20\\.0 \\(read from the assertion text of ${_system}/libcudnn_engines_runtime_compiled\\.so\\.9\\): "
  "the library can run code built with the header $")

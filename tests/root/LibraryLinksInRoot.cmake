# cuDNN 9.19.0 laid out as Debian's libcudnn9 package lays it out: each
# libcudnn*.so.9 a symbolic link to its libcudnn*.so.9.19.0 in
# /usr/lib/x86_64-linux-gnu.  The links are resolved inside the root (the
# last component of a path a link to a file), so the program that needs
# libcudnn.so.9 loads it from the default directory, its sub-libraries
# are found beside it and the release is read from their files: OK for a
# build with 9.19, exit 0.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
set(_dir /usr/lib/x86_64-linux-gnu)
file(GLOB _files "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn*.so.9")
foreach(_file IN LISTS _files)
  get_filename_component(_name "${_file}" NAME)
  root_link("${_file}" "${root}${_dir}/${_name}.19.0")
  file(CREATE_LINK "${_name}.19.0" "${root}${_dir}/${_name}" SYMBOLIC)
endforeach()
root_program("${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn.so.9")
root_run(ARGS --check-binary /usr/local/bin/app --expect 9.19.0)
fake_env_expect_rc(0)
fake_env_expect("^Root: [^ ]+/root /usr/local/bin/app OK built: cuDNN 9\\.19\\.0 \\(libcudnn\\.so\\.9\\) "
  "loads: /usr/lib/x86_64-linux-gnu/libcudnn\\.so\\.9\\.19\\.0 \\(needed by /usr/local/bin/app, found through a default directory\\) "
  "reason: cuDNN 9\\.19\\.0 \\(read from the assertion text of /usr/lib/x86_64-linux-gnu/libcudnn_engines_runtime_compiled\\.so\\.9\\): "
  "the library can run code built with the header $")

include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
get_filename_component(_fake "${FAKE_v9_19_0_LIBRARY}" DIRECTORY)
set(_dir "${CASE_BUILD_DIR}/libcheck")
deploy_regex_quote("${_dir}" _quoted)
file(REMOVE_RECURSE "${_dir}")
file(MAKE_DIRECTORY "${_dir}")
file(COPY_FILE "${_fake}/libcudnn.so.9" "${_dir}/libcudnn.so.8.9.7")
# The entry the search found, even a dangling link: the sentence names it
# with its chain.
file(CREATE_LINK "libcudnn.so.9.19.0" "${_dir}/libcudnn.so.9" SYMBOLIC)
deploy_run("${DEPLOY_PROBE}" --library-file "${_dir}/libcudnn.so.9" --json RESULT "^1$")
set(report "${out}")
deploy_expect(library_check.status "^BROKEN$")
deploy_expect(library_check.file "^$")
deploy_expect(library_check.message "^the cuDNN library ${_quoted}/libcudnn\\.so\\.9 -> ${_quoted}/libcudnn\\.so\\.9\\.19\\.0 is a dangling symlink: its target does not exist \\(a removed package or alternative\\?\\)$")
# A file named by a setting: the label says which.
deploy_run("${DEPLOY_PROBE}" --library-file "${_dir}/libcudnn.so.7" --label CUDNN_LIBRARY --json RESULT "^1$")
set(report "${out}")
deploy_expect(library_check.status "^BROKEN$")
deploy_expect(library_check.message "^the cuDNN library \\(CUDNN_LIBRARY\\) ${_quoted}/libcudnn\\.so\\.7 does not exist$")
# Where no probe loads it, the processor too: an ELF file under Windows'
# naming is no DLL.
deploy_run("${DEPLOY_PROBE}" --library-file "${_dir}/libcudnn.so.8.9.7" --naming windows --processor x86_64
  --json RESULT "^1$")
set(report "${out}")
deploy_expect(library_check.message "^the cuDNN library ${_quoted}/libcudnn\\.so\\.8\\.9\\.7 is not a DLL \\(it has no PE header: a text file or a damaged download\\?\\)\\. Fix: reinstall cuDNN, or set CUDNN_LIBRARY to the real cudnn64_<major>\\.dll$")
deploy_run("${DEPLOY_PROBE}" --library-file "${_dir}/libcudnn.so.8.9.7" --naming posix --processor x86_64 --json)
set(report "${out}")
deploy_expect(library_check.status "^OK$")
deploy_expect(library_check.file "^${_quoted}/libcudnn\\.so\\.8\\.9\\.7$")
cudnn_strict_case_expect("stderr" "${err}" "^$")

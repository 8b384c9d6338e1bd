set(_dir "${CASE_BUILD_DIR}/../ReplayOtherHeaderAppears-include")
include("${FAKES_FILE}")
file(COPY_FILE "${FAKE_v9_19_0_INCLUDE_DIR}/cudnn_version.h" "${_dir}/cudnn_version.h")
cudnn_strict_case_configure(rc out err)
file(REMOVE_RECURSE "${_dir}")
cudnn_strict_case_expect("exit code after the header appeared" "${rc}" "^0$")
cudnn_strict_case_expect("stderr after the header appeared" "${err}"
  "^CMake Warning at [^ ]*/HeaderCheck\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: [^ ]*/ReplayOtherHeaderAppears-include, in this project's include path, holds cuDNN 9\\.19\\.0's header [^ ]*/ReplayOtherHeaderAppears-include/cudnn_version\\.h, not the cuDNN 9\\.1\\.0 header")

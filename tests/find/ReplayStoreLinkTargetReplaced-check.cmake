include("${FAKES_FILE}")
include("${SUITE_DIR}/support/Reconfigure.cmake")
find_case_reconfigure("nothing changed" FALSE _rc _out _err)
# The precompiled engines, which cuDNN has no version check for and whose
# file tells its release.
file(GLOB _stored "${CASE_BUILD_DIR}/store/*/libcudnn_engines_precompiled.so.9")
# The fakes of two releases have one size, and CMake before 3.23 reads a
# file's time to the second: a swap within the second of the first
# configure would keep size and time (a documented limit of the key), so
# the replacement comes a second later, as any real one does.
execute_process(COMMAND ${CMAKE_COMMAND} -E sleep 1.1)
file(COPY_FILE "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn_engines_precompiled.so.9" "${_stored}")
find_case_reconfigure("the store's file replaced" TRUE _rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^1$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "mixes releases \\(libcudnn answers 9\\.19\\.0\\): libcudnn_engines_precompiled\\.so\\.9 is cuDNN 9\\.1\\.0, read from the file")

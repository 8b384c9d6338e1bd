include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(bad "a release known to break: the ConvBiasAct engine 39 can fail with CUDNN_STATUS_EXECUTION_FAILED when cuDNN 8\\.9 runs with CUDA 11\\.0\\.3 to 11\\.1 \\(cuDNN 8\\.9\\.7 release notes, Known Issues\\)\\. Fix: use a cuDNN 8\\.9 build for CUDA 11\\.2 or newer, or for CUDA 12\\.")

deploy_check(app)
deploy_expect(check.0.note.0.status "^OK$")

deploy_check(app LIBRARY_PATH "${FAKE_known_bad_v8_9_7_cuda11_1_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.library_version "^8\\.9\\.7$")
deploy_expect(check.0.note.0.library_cudart_code "^11010$")
deploy_expect(check.0.note.0.status "^KNOWN_BAD$")
deploy_expect(check.0.note.0.known_bad "^cuDNN 8\\.9\\.7 release notes, Known Issues$")
deploy_expect(check.0.note.0.message "^cudnn-strict: this program was built with cuDNN 8\\.9\\.7 and loaded cuDNN 8\\.9\\.7 built for CUDA 11\\.1 from [^ ]+/libcudnn\\.so\\.8 \\([^)]*\\), ${bad} No compatible cuDNN")
deploy_expect(check.0.status "^FAIL$")

deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_known_bad_v8_9_7_cuda11_1_LIBRARY_DIR}" RESULT "^78$")
cudnn_strict_case_expect("the guard's message" "${err}" "^cudnn-strict: this program was built with cuDNN 8\\.9\\.7 and loaded cuDNN 8\\.9\\.7 built for CUDA 11\\.1 from .*, ${bad} ")

# The fix search passes over a known-bad copy: the good 8.9.7 is named.
deploy_regex_quote("${FAKE_v8_9_7_ROOT}/lib64" good)
deploy_check(app LIBRARY_PATH "${FAKE_known_bad_v8_9_7_cuda11_1_LIBRARY_DIR}"
  ENV "CuDNNStrict_ROOT=${FAKE_v8_9_7_ROOT}" RESULT "^1$")
deploy_expect(check.0.note.0.fix "^A compatible cuDNN 8\\.9\\.7 is at ${good} \\(CuDNNStrict_ROOT\\): run with LD_LIBRARY_PATH=${good}\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\.$")

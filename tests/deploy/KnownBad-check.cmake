include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(problem "a release known to break: 3D convolutions in FP16 and BF16 can compute wrong results \\(PyTorch does not use cuDNN for them from 9\\.8 to 9\\.14\\)")
set(bad "${problem} \\(pytorch/pytorch#163539, aten/src/ATen/native/Convolution\\.cpp\\)\\. Fix: use cuDNN 9\\.15 or newer\\.")
deploy_regex_quote("${FAKE_v9_1_0_ROOT}/lib64" own)

deploy_check(app)
deploy_expect(check.0.note.0.status "^OK$")

deploy_check(app LIBRARY_PATH "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}" RESULT "^7$")
deploy_expect(check.0.note.0.library_version "^9\\.13\\.0$")
deploy_expect(check.0.note.0.status "^KNOWN_BAD$")
deploy_expect(check.0.note.0.known_bad "^pytorch/pytorch#163539, aten/src/ATen/native/Convolution\\.cpp$")
deploy_expect(check.0.note.0.message "^cudnn-strict: this program was built with cuDNN 9\\.1\\.0 and loaded cuDNN 9\\.13\\.0 built for CUDA [0-9.]+ from [^ ]+/libcudnn\\.so\\.9 \\([^)]*\\), ${bad} A compatible cuDNN 9\\.1\\.0 is at ${own} \\(the directory the build used\\)")
deploy_expect(check.0.status "^FAIL$")

deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}" RESULT "^78$")
cudnn_strict_case_expect("the guard's message" "${err}" "^cudnn-strict: this program was built with cuDNN 9\\.1\\.0 and loaded cuDNN 9\\.13\\.0 built for CUDA [0-9.]+ from .*, ${problem}\\. For a fix, run cudnn-strict-probe --check-binary [^ ]+/app\\. Stopping")
# (The guard leaves the source and the fix to --check-binary.)

# The fix search passes over the known-bad copy: the good 9.19.0 is named.
deploy_regex_quote("${FAKE_v9_19_0_ROOT}/lib64" good)
deploy_check(app LIBRARY_PATH "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}"
  ENV "CuDNNStrict_ROOT=${FAKE_v9_19_0_ROOT}" RESULT "^7$")
deploy_expect(check.0.note.0.fix "^A compatible cuDNN 9\\.19\\.0 is at ${good} \\(CuDNNStrict_ROOT\\): run with LD_LIBRARY_PATH=${good}\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\.$")

# The probe names the table's warnings for what a program may use: with
# nothing declared, 9.13.0 warns for each feature it is known to break;
# declaring other features silences them; cuDNN 8.9.7 for CUDA 11.1 warns
# every program (engine 39 fails, it computes nothing wrong).
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}/libcudnn.so.9" --gpu-check off --json)
set(report "${out}")
deploy_expect(judgement "^OK$")
deploy_expect(library.known_bad_warning.count "^3$")
deploy_expect(library.known_bad_warning.0 "^for programs that use 3D convolutions in FP16 or BF16: .*declare what this project uses with CUDNN_STRICT_FEATURES \\(conv3d_half refuses it\\)\\.$")
deploy_expect(library.known_bad_warning.1 "^for programs that use 3D convolutions in FP32 with TF32 math allowed: .*\\(conv3d_tf32 keeps warning about it\\)\\.$")
deploy_expect(library.known_bad_warning.2 "^for programs that use scaled dot-product attention backward replayed in CUDA graphs: ")
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}/libcudnn.so.9" --gpu-check off --json
  --features block_scale)
set(report "${out}")
deploy_expect(library.known_bad_warning.count "^0$")
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}/libcudnn.so.9" --gpu-check off --json
  --features conv3d_tf32 RESULT "^0$")
set(report "${out}")
deploy_expect(library.known_bad_warning.count "^1$")
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_known_bad_v9_13_0_LIBRARY_DIR}/libcudnn.so.9" --gpu-check off --json
  --features "conv3d_half,none" RESULT "^7$")
set(report "${out}")
deploy_expect(judgement "^KNOWN_BAD$")
deploy_run("${DEPLOY_PROBE}" --library "${FAKE_known_bad_v8_9_7_cuda11_1_LIBRARY_DIR}/libcudnn.so.8" --gpu-check off --json
  --features none RESULT "^[01]$")
set(report "${out}")
deploy_expect(library.known_bad_warning.count "^1$")
deploy_expect(library.known_bad_warning.0 "^for every program: the ConvBiasAct engine 39 can fail with CUDNN_STATUS_EXECUTION_FAILED when cuDNN 8\\.9 runs with CUDA 11\\.0\\.3 to 11\\.1 \\(cuDNN 8\\.9\\.7 release notes, Known Issues\\)\\. Fix: ")
deploy_run("${DEPLOY_PROBE}" --features conv3d_fp16 RESULT "^64$")
cudnn_strict_case_expect("an unknown feature" "${err}" "unknown feature 'conv3d_fp16' \\(valid: conv3d_half, conv3d_tf32, runtime_fusion, block_scale, mxfp8_attention, sdpa_cuda_graphs, none\\)")

include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(library "${FAKE_known_bad_v8_9_1_cuda12_LIBRARY}")

# The library is built for CUDA 12 and the toolkit is CUDA 13: that
# refusal decides the exit status (1); the GPU check runs all the same and
# reports what it found.
deploy_run("${DEPLOY_PROBE}" --library "${library}" --gpu-check require --json
  LIBRARY_PATH "${FAKE_CUDART_pascal_DIR}" RESULT "^1$")
set(report "${out}")
deploy_expect(judgement "^CUDA_MAJOR_DIFFERS$")
deploy_expect(verdict "^COMPATIBLE$")
deploy_expect(gpu.0.cc "^6\\.1$")
deploy_expect(gpu.status "^FAILED$")
deploy_expect(gpu.cause "^KNOWN_BAD$")
deploy_expect(gpu.reason "^device 0 \\(Fake GPU 0 \\(CPU\\), compute capability 6\\.1\\) runs a cuDNN release known to break there: fused convolution with bias and ReLU \\(engine 15, also cudnnConvolutionBiasActivationForward\\) can compute wrong results on Pascal GPUs \\(cuDNN 8\\.9\\.2 release notes, Fixed Issues\\)$")
deploy_expect(gpu.fix "^use cuDNN 8\\.9\\.2 or newer$")

# The same release on newer GPUs passes the GPU check (the CUDA major
# still refuses it: exit status 1).
deploy_run("${DEPLOY_PROBE}" --library "${library}" --gpu-check require --json
  LIBRARY_PATH "${FAKE_CUDART_correct_DIR}" RESULT "^1$")
set(report "${out}")
deploy_expect(gpu.status "^PASSED$")

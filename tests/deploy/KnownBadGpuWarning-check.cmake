include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(library "${FAKE_known_bad_v9_23_1_LIBRARY}")

deploy_run("${DEPLOY_PROBE}" --library "${library}" --gpu-check require --json
  LIBRARY_PATH "${FAKE_CUDART_ampere_86_DIR}")
set(report "${out}")
deploy_expect(verdict "^COMPATIBLE$")
deploy_expect(gpu.0.cc "^8\\.6$")
deploy_expect(gpu.status "^PASSED$")
deploy_expect(gpu.0.known_bad_warning.count "^1$")
deploy_expect(gpu.0.known_bad_warning.0 "^for every program on device 0 \\(Fake GPU 0 \\(CPU\\), compute capability 8\\.6\\): the forward convolution engine 5 is nondeterministic on compute capability 8\\.6 \\(pytorch/pytorch#188288, #188318\\)\\. Fix: use cuDNN 9\\.24 or newer\\.$")
deploy_expect(gpu.1.known_bad_warning.count "^1$")
# The library check, which knows no GPU, leaves the entry to the GPU check.
deploy_expect(library.known_bad_warning.0 "MXFP8")
deploy_expect(library.known_bad_warning.1 "^$")

# The same release on other GPUs: nothing to warn about.
deploy_run("${DEPLOY_PROBE}" --library "${library}" --gpu-check require --json
  LIBRARY_PATH "${FAKE_CUDART_correct_DIR}")
set(report "${out}")
deploy_expect(gpu.status "^PASSED$")
deploy_expect(gpu.0.known_bad_warning.count "^$")
deploy_expect(gpu.1.known_bad_warning.count "^$")

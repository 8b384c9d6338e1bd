# Nothing changed: nothing runs, and the cached result stands.
cudnn_strict_case_configure(rc out err)
cudnn_strict_case_expect("second configure exit code" "${rc}" "^0$")
if(out MATCHES "Checking that cuDNN")
  message(FATAL_ERROR "Case ${CASE}: the second configure ran the probe again:\n${out}")
endif()
cudnn_strict_case_expect("second configure result" "${out}" "RESULT FOUND=TRUE GPU_CHECK=PASSED")

# A changed option runs the probe again.
cudnn_strict_case_configure(rc out err -DCUDNN_STRICT_GPU_CHECK=OFF)
cudnn_strict_case_expect("configure with the check off" "${out}"
  "Checking that cuDNN [^ ]* can run code built with [^ ]* - yes.*RESULT FOUND=TRUE GPU_CHECK=SKIPPED REASON=CUDNN_STRICT_GPU_CHECK is OFF")

# So does another CUDA runtime on LD_LIBRARY_PATH.
cudnn_strict_case_configure(rc out err -DCUDNN_STRICT_GPU_CHECK=AUTO)
cudnn_strict_case_expect("configure with the check on again" "${out}" "Checking that cuDNN .*GPU_CHECK=PASSED")
cudnn_strict_case_configure(rc out err -DGPU_CASE_CUDART=no_device)
cudnn_strict_case_expect("configure with a runtime that sees no GPU" "${out}"
  "Checking that cuDNN .*GPU_CHECK=SKIPPED REASON=the NVIDIA driver \\(CUDA [0-9.]+\\) sees no CUDA device")

# And CUDNN_STRICT_FORCE_CHECK runs it although nothing changed.
cudnn_strict_case_configure(rc out err -DCUDNN_STRICT_FORCE_CHECK=ON)
cudnn_strict_case_expect("forced configure" "${out}" "Checking that cuDNN .*GPU_CHECK=SKIPPED")

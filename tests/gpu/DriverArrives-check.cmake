cudnn_strict_case_configure(rc out err -DGPU_ARRIVED=ON)
cudnn_strict_case_expect("exit code with a GPU" "${rc}" "^0$")
cudnn_strict_case_expect("result with a GPU" "${out}" "RESULT FOUND=TRUE GPU_CHECK=PASSED REASON=[0-9]+ cuDNN convolutions on 2 devices")

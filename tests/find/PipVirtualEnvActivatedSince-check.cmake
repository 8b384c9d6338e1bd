cudnn_strict_case_configure(rc out err -DACTIVATED_SINCE=ON)
cudnn_strict_case_expect("exit code of the second configure" "${rc}" "^0$")
cudnn_strict_case_expect("stderr of the second configure" "${err}" "^$")
cudnn_strict_case_expect("stdout of the second configure" "${out}" "library: [^ ]*/second/lib/python3[^ ]*/site-packages/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\[pip wheel\\]")

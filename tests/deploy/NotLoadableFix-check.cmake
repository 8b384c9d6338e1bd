include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_venv "${CASE_BUILD_DIR}/venv")
file(REMOVE_RECURSE "${_venv}")
file(GLOB _fakes "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn*.so.*")
file(COPY ${_fakes} DESTINATION "${_venv}/lib/python3.12/site-packages/nvidia/cudnn/lib")
deploy_run("${DEPLOY_PROBE}" --library "${CASE_BUILD_DIR}/gone/libcudnn.so.9" --gpu-check off
  --search-locations PIP --json ENV "VIRTUAL_ENV=${_venv}" --unset=CONDA_PREFIX RESULT "^2$")
set(report "${out}")
file(REAL_PATH "${_venv}/lib/python3.12/site-packages/nvidia/cudnn/lib" _dir)
deploy_regex_quote("${_dir}" _dir)
deploy_expect(verdict "^NOT_LOADABLE$")
deploy_expect(fix.suggestion "^A compatible cuDNN 9\\.19\\.0 is at ${_dir} \\(a pip wheel\\): run with LD_LIBRARY_PATH=${_dir}\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\.$")
cudnn_strict_case_expect("stderr" "${err}" "^$")
# The report for people shows it as the fix.
deploy_run("${DEPLOY_PROBE}" --library "${CASE_BUILD_DIR}/gone/libcudnn.so.9" --gpu-check off
  --search-locations PIP ENV "VIRTUAL_ENV=${_venv}" --unset=CONDA_PREFIX RESULT "^2$")
cudnn_strict_case_expect("text report" "${out}" " NOT_LOADABLE built: cuDNN 9\\.19\\.0 header .* fix: A compatible cuDNN 9\\.19\\.0 is at ${_dir} \\(a pip wheel\\)")

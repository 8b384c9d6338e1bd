include("${SUITE_DIR}/support/Check.cmake")
deploy_build()

# <prefix>/lib/python3.12/site-packages/nvidia/<wheel>/lib holding a copy
# of cuDNN 9.19.0 (copies: the search knows a file by its real path), and
# <prefix>/bin/<python> an executable, as a Python installation has them.
# <wheel> is cudnn (nvidia-cudnn-cu13) or cudnn_jit (the JIT flavour).
function(fix_pip_python prefix python wheel)
  file(REMOVE_RECURSE "${prefix}")
  file(GLOB _fakes "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn*.so.*")
  file(COPY ${_fakes} DESTINATION "${prefix}/lib/python3.12/site-packages/nvidia/${wheel}/lib")
  file(WRITE "${prefix}/bin/${python}" "#!/bin/sh\nexit 1\n")
  file(CHMOD "${prefix}/bin/${python}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
endfunction()
set(pythons "${CASE_BUILD_DIR}/pythons")
fix_pip_python("${pythons}/venv" python3 cudnn)
fix_pip_python("${pythons}/conda" python3 cudnn)
# python, not python3: the first PATH directory that holds either counts,
# before a python3 later on PATH.
fix_pip_python("${pythons}/on_path" python cudnn)
# A virtual environment with only the JIT flavour's wheel.
fix_pip_python("${pythons}/jit_venv" python3 cudnn_jit)
file(MAKE_DIRECTORY "${pythons}/no_python/bin")
# A directory without a Python first, and a trailing slash.
set(path "PATH=${pythons}/no_python/bin:${pythons}/on_path/bin/:$ENV{PATH}")

function(expect_pip_fix prefix wheel)
  deploy_run("${DEPLOY_PROBE}" --library "${FAKE_v9_1_0_LIBRARY}" --header-version 9.19.0
    --gpu-check off --search-locations PIP --json ENV ${ARGN} RESULT "^1$")
  set(report "${out}")
  file(REAL_PATH "${prefix}" _real)
  deploy_regex_quote("${_real}/lib/python3.12/site-packages/nvidia/${wheel}/lib/libcudnn.so.9" _library)
  deploy_expect(judgement "^INCOMPATIBLE$")
  deploy_expect(fix.suggestion "^A compatible cuDNN 9\\.19\\.0 library is at ${_library} \\(a pip wheel\\)")
endfunction()

expect_pip_fix("${pythons}/venv" cudnn "VIRTUAL_ENV=${pythons}/venv" "CONDA_PREFIX=${pythons}/conda" "${path}")
expect_pip_fix("${pythons}/conda" cudnn --unset=VIRTUAL_ENV "CONDA_PREFIX=${pythons}/conda" "${path}")
expect_pip_fix("${pythons}/on_path" cudnn --unset=VIRTUAL_ENV --unset=CONDA_PREFIX "${path}")
expect_pip_fix("${pythons}/jit_venv" cudnn_jit "VIRTUAL_ENV=${pythons}/jit_venv" --unset=CONDA_PREFIX "${path}")

# torch built with 9.19.0 and a cu13 wheel whose libcudnn is 9.13.0 and
# prints a passing report when loaded, preloaded (LD_PRELOAD) into every
# process, so that it prints before main, where no process can move its
# standard output away: with --report the report is the probe's alone,
# in the judgement of each library too, and refuses the wheel; the forged
# lines land on standard output and error.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(torch 2.12.0 REQUIRES "nvidia-cudnn-cu13>=9.19")
fake_env_torch_macros(9.19.0)
fake_env_cudnn_wheel(13 9.13.0.1 v9_forging)
set(_forged "judgement=OK\nverdict=OK\nlibrary\\.version=9\\.19\\.0\nlibrary\\.code=91900\n[^\n]*\n[^\n]*\n[^\n]*\ncheck\\.status=PASS\n")
set(_report "${WORK_DIR}/report.txt")
fake_env_run(ENV "LD_PRELOAD=${FAKE_v9_forging_LIBRARY}" ARGS --report "${_report}"
  STDERR "^(${_forged})+$")
fake_env_expect_rc(1)
if(NOT raw MATCHES "^(${_forged})+$")
  message(FATAL_ERROR "standard output holds more than what the preloaded library printed:\n${raw}")
endif()
file(READ "${_report}" raw)
string(REGEX REPLACE "[ \t\n]+" " " out "${raw}")
fake_env_quote("${site}" s)
fake_env_expect("^Python: [^ ]+ torch 2\\.12\\.0 INCOMPATIBLE built: cuDNN 9\\.19\\.0 \\([^)]+\\) loads: ${s}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\) reason: cuDNN 9\\.13\\.0: ")

# cudnn-strict-probe, the command-line tool: see CliPeopleReport-check.cmake.
gpu_case_use(v9_19_0 correct)
include("${CMAKE_CURRENT_LIST_DIR}/support/Cli.cmake")

include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_header "header.pp_major=9\nheader.pp_minor=19\nheader.pp_patch=0\nprobe.run=DONE\n")
set(_whole "verdict=COMPATIBLE\nrelease.status=OK\n")
set(_opened_missing "${_whole}dependency.opened.0.name=libcublasLt.so.12\ndependency.opened.0.status=MISSING\n")
# <name> <expected check.keep> <report after the header's facts> [options]
foreach(_case IN ITEMS
    "whole|YES|${_whole}"
    "not_loadable|NO|verdict=NOT_LOADABLE\nrelease.status=OK\n"
    "aborted|NO|verdict=COMPATIBLE\nrelease.status=ABORTED\n"
    "missing_dependency|NO|verdict=COMPATIBLE\nrelease.status=MISSING_DEPENDENCY\n"
    "timeout|NO|verdict=COMPATIBLE\nrelease.status=TIMEOUT\n"
    "stopped|NO|probe.exit=Child aborted\n"
    "driver_missing|YES|${_whole}dependency.driver=MISSING\n"
    "opened_missing|NO|${_opened_missing}"
    "opened_missing_cross|YES|${_opened_missing}|--cross-compiling")
  string(REPLACE "|" ";" _case "${_case}")
  list(POP_FRONT _case _name _expected _body)  # what is left: its options
  set(_report "${CASE_BUILD_DIR}/${_name}-report.txt")
  file(WRITE "${_report}" "${_header}library.requested=/t/libcudnn.so.9\n${_body}")
  deploy_run("${DEPLOY_PROBE}" --verdict "${_report}" --library /t/libcudnn.so.9 --policy COMPATIBLE
    --target-system Linux ${_case} --json)
  set(report "${out}")
  deploy_expect(check.keep "^${_expected}$")
  cudnn_strict_case_expect("stderr of ${_name}" "${err}" "^$")
endforeach()

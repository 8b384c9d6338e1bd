include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(_real "${CASE_BUILD_DIR}/real")
set(_found "${CASE_BUILD_DIR}/found")
file(MAKE_DIRECTORY "${_real}")
file(CREATE_LINK "${_real}" "${_found}" SYMBOLIC)
set(_report "${CASE_BUILD_DIR}/report.txt")
file(WRITE "${_report}" "header.pp_major=9\nheader.pp_minor=19\nheader.pp_patch=0\nprobe.run=DONE\n"
  "release.status=MISSING\nrelease.message=the release lacks libcudnn_heuristic.so.9\n"
  "release.flavour=JIT\nrelease.flavour.ships=graph, engines_runtime_compiled\n"
  "sublibraries=graph ops heuristic\nsublibrary.graph.file=${_real}/libcudnn_graph.so.9\n"
  "sublibrary.graph.status=OK\nsublibrary.ops.file=\nsublibrary.ops.status=NOT_SHIPPED\n"
  "sublibrary.heuristic.file=\nsublibrary.heuristic.status=MISSING\n")
set(_scan "${CASE_BUILD_DIR}/scan.txt")
file(WRITE "${_scan}" "sublibrary_scan.command=reader --library-file\n"
  "sublibrary_scan.file.graph=${_real}/libcudnn_graph.so.9\nsublibrary_scan.found=graph\n"
  "sublibrary_scan.missing=heuristic\nsublibrary_scan.missing.heuristic=libcudnn_heuristic.so.9\n"
  "sublibrary_scan.elsewhere=ops\nsublibrary_scan.elsewhere.ops=/other/libcudnn_ops.so.9\n"
  "sublibrary_scan.error=\nsublibrary_scan.status=OK\n")
deploy_run("${DEPLOY_PROBE}" --verdict "${_report}" --library "${_found}/libcudnn.so.9" --policy COMPATIBLE
  --target-system Linux --sublibrary-scan "${_scan}" --json)
set(report "${out}")
deploy_expect(sub.found "^graph$")
deploy_expect(sub.file.graph "^${_found}/libcudnn_graph\\.so\\.9$")
deploy_expect(sub.not_shipped "^ops$")
deploy_expect(sub.missing "^heuristic$")
deploy_expect(sub.elsewhere "^$")
deploy_expect(sub.flavour "^JIT$")
deploy_expect(sub.ships "^graph, engines_runtime_compiled$")
deploy_expect(sub.error "^$")
deploy_expect(sub.message "^the release lacks libcudnn_heuristic\\.so\\.9$")
cudnn_strict_case_expect("stderr" "${err}" "^$")

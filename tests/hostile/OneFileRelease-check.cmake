include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(dir "${CASE_BUILD_DIR}/one_file")
deploy_regex_quote("${dir}" quoted)
set(lacks "the cuDNN 9\\.19\\.0 install \\(the JIT flavour\\) in ${quoted} lacks libcudnn_graph\\.so\\.9, libcudnn_engines_runtime_compiled\\.so\\.9, which 9\\.19\\.0 ships")

# What a configure runs on the library it found.
deploy_run("${DEPLOY_PROBE}" --library "${dir}/libcudnn.so.9" --header-version 9.19.0
  --gpu-check off --json RESULT "^6$")
set(report "${out}")
deploy_expect(library.version "^9\\.19\\.0$")
deploy_expect(judgement "^OK$")
deploy_expect(release.message "^${lacks}: ")

deploy_check(linked LIBRARY_PATH "${dir}" RESULT "^6$")
deploy_expect(check.0.note.0.library "^${quoted}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^INCOMPLETE_RELEASE$")
deploy_expect(check.0.note.0.message "whose install is not one whole release: ${lacks}: ")

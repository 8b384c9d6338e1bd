include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_fake_dir(v9_19_0 built)
deploy_fake_dir(v9_1_0 older)
deploy_fake_dir(v9_21_0 newer)

# Its RUNPATH gives it the cuDNN it was built with.
deploy_check(app)
deploy_expect(check.binaries "^1$")
deploy_expect(check.0.kind "^program$")
deploy_expect(check.0.notes "^1$")
deploy_expect(check.0.note.0.carrier "^app$")
deploy_expect(check.0.note.0.built_version "^9\\.19\\.0$")
deploy_expect(check.0.note.0.policy "^COMPATIBLE$")
deploy_expect(check.0.note.0.soname "^libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.cudart_code "^[1-9][0-9]+$")
deploy_expect(check.0.note.0.library "^${built}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.found_by "^needed by app, found through the RUNPATH of app$")
deploy_expect(check.0.note.0.library_version "^9\\.19\\.0$")
deploy_expect(check.0.note.0.status "^OK$")
deploy_expect(check.0.note.0.fix "^$")
deploy_expect(check.0.note.0.message "^cudnn-strict: cuDNN 9\\.19\\.0 from ${built}/libcudnn\\.so\\.9 \\(needed by app, found through the RUNPATH of app\\) can run this program, built with cuDNN 9\\.19\\.0 \\(policy COMPATIBLE\\)\\.$")
deploy_expect(check.0.status "^PASS$")
deploy_expect(check.status "^PASS$")

# An older minor first in LD_LIBRARY_PATH: refused, in the guard's words.
deploy_check(app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.library "^${older}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.found_by "^needed by app, found through LD_LIBRARY_PATH$")
deploy_expect(check.0.note.0.library_version "^9\\.1\\.0$")
deploy_expect(check.0.note.0.status "^INCOMPATIBLE$")
deploy_expect(check.0.note.0.message "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${older}/libcudnn\\.so\\.9 \\(needed by app, found through LD_LIBRARY_PATH; its directory is in LD_LIBRARY_PATH\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. Fix: remove ${older} from LD_LIBRARY_PATH or put ${built} before it \\(the build used cuDNN 9\\.19\\.0 from there\\), or install cuDNN 9\\.19 or a newer 9\\.x in place of ${older}/libcudnn\\.so\\.9\\. ")
deploy_expect(check.0.status "^FAIL$")
deploy_expect(check.status "^FAIL$")

# The program itself, started the same way: its guard stops it with the
# same finding, and leaves the fix and the search to --check-binary.
file(REAL_PATH "${CASE_BUILD_DIR}/app" app)
deploy_regex_quote("${app}" app)
set(pointer "For a fix, run cudnn-strict-probe --check-binary ${app}\\.")
deploy_run("${CASE_BUILD_DIR}/app" LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$")
cudnn_strict_case_expect("the guard's message" "${err}" "^cudnn-strict: this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${older}/libcudnn\\.so\\.9 \\(already loaded; its directory is in LD_LIBRARY_PATH\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. ${pointer} Stopping;")

# A newer minor: the rule accepts it.
deploy_check(app LIBRARY_PATH "${FAKE_v9_21_0_LIBRARY_DIR}")
deploy_expect(check.0.note.0.library "^${newer}/libcudnn\\.so\\.9$")
# The schema's version leads the object, as a number.
string(JSON _type TYPE "${report}" probe.format)
cudnn_strict_case_expect("the first member, its type" "${report} ${_type}" "^{ \"probe\\.format\": 1,.* NUMBER$")
deploy_expect(probe.format "^1$")
deploy_expect(check.0.note.0.library_version "^9\\.21\\.0$")
deploy_expect(check.0.note.0.status "^OK$")

# A directory without libcudnn.so.9 changes nothing.
deploy_check(app LIBRARY_PATH "${FAKE_v10_0_0_LIBRARY_DIR}")
deploy_expect(check.0.note.0.library "^${built}/libcudnn\\.so\\.9$")

# Without --format: the report for people, one line for the file with
# its verdict, then the note's cuDNN, the one it loads, and the guard's
# reason and fix.
deploy_run("${DEPLOY_PROBE}" --check-binary app LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
set(_people "^[^\n]*/app +INCOMPATIBLE\n"
  "  built: +cuDNN 9\\.19\\.0 \\(its note\\), for CUDA 13\\.0\n"
  "  loads: +${older}/libcudnn\\.so\\.9: cuDNN 9\\.1\\.0 for CUDA 13\\.0 \\(needed by app, found through LD_LIBRARY_PATH\\)\n"
  "  reason: +this program was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ${older}/libcudnn\\.so\\.9 [^\n]*\\(policy COMPATIBLE\\)\\.\n"
  "  fix: +remove ${older} from LD_LIBRARY_PATH [^\n]*\n$")
string(CONCAT _people ${_people})
if(NOT out MATCHES "${_people}")
  message(FATAL_ERROR "Case ${CASE}: the report for people does not match\n${_people}\n--- stdout ---\n${out}")
endif()
# --format keyvalue: key=value lines, and the exit status alone.
deploy_run("${DEPLOY_PROBE}" --check-binary app --format keyvalue LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
cudnn_strict_case_expect("key=value report" "${out}" "^probe\\.format=1 probe\\.version=[0-9]+\\.[0-9]+\\.[0-9]+ check\\.binaries=1 check\\.0\\.file=app .*check\\.0\\.note\\.0\\.status=INCOMPATIBLE .*check\\.status=FAIL $")

# A stray sub-library of another install first in LD_LIBRARY_PATH: libcudnn
# would open it instead of its own.
deploy_fake_dir(stray_cnn stray)
deploy_check(app LIBRARY_PATH "${FAKE_stray_cnn_LIBRARY_DIR}" RESULT "^6$")
deploy_expect(check.0.note.0.library "^${built}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^MIXED_SUBLIBRARIES$")
deploy_expect(check.0.note.0.message "^cudnn-strict: the cuDNN sub-library ${stray}/libcudnn_cnn\\.so\\.9 is loaded from another directory than libcudnn \\(${built}/libcudnn\\.so\\.9, from ${built}\\): .* Fix: remove ${stray} from LD_LIBRARY_PATH\\.$")

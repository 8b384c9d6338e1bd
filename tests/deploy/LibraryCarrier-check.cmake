include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_fake_dir(v9_19_0 built)
deploy_fake_dir(v9_1_0 older)
deploy_regex_quote("${CASE_BUILD_DIR}" case_dir)

deploy_check(host)
deploy_expect(check.0.kind "^program$")
deploy_expect(check.0.notes "^1$")
deploy_expect(check.0.note.0.carrier "^${case_dir}/libplugin\\.so$")
deploy_expect(check.0.note.0.library "^${built}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.found_by "^needed by ${case_dir}/libplugin\\.so, found through the RUNPATH of ${case_dir}/libplugin\\.so$")
deploy_expect(check.0.status "^PASS$")

deploy_check(host LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.library "^${older}/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^INCOMPATIBLE$")
# Worded as the library's guard words it.
deploy_expect(check.0.note.0.message "^cudnn-strict: this library was built with cuDNN 9\\.19\\.0 but loaded cuDNN 9\\.1\\.0 from ")

# The library on its own, as a plugin host would dlopen it.
deploy_check(libplugin.so)
deploy_expect(check.0.kind "^library$")
deploy_expect(check.0.note.0.carrier "^libplugin\\.so$")
deploy_expect(check.0.status "^PASS$")

# And the program, run: the library's guard stops it.
deploy_run("${CASE_BUILD_DIR}/host" LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^78$")

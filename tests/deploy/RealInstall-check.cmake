include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
file(REAL_PATH "${DEPLOY_LIBRARY_DIR}/libcudnn.so.9" real)
deploy_regex_quote("${real}" real)
deploy_fake_dir(v9_1_0 older)

deploy_check(app MACHINE_CACHE)
deploy_expect(check.0.note.0.library "^${real}$")
deploy_expect(check.0.note.0.found_by "^needed by app, found through the RUNPATH of app$")
deploy_expect(check.0.note.0.library_version "^9\\.19\\.0$")
deploy_expect(check.0.note.0.library_cudart_code "^[1-9][0-9]+$")
deploy_expect(check.0.note.0.status "^OK$")
deploy_expect(check.status "^PASS$")

# An older cuDNN in LD_LIBRARY_PATH; the fix names the toolkit's copy,
# which the configure's search found and the build used.
deploy_check(app MACHINE_CACHE LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}"
  ENV CUDNN_STRICT_SEARCH_LOCATIONS=TOOLKIT RESULT "^1$")
deploy_expect(check.0.note.0.status "^INCOMPATIBLE$")
deploy_expect(check.0.note.0.fix "^A compatible cuDNN 9\\.19\\.0 is at /[^ ]+ \\(the directory the build used\\): run with LD_LIBRARY_PATH=/[^ $]+\\$\\{LD_LIBRARY_PATH:\\+:\\$LD_LIBRARY_PATH\\}\\. Or rebuild against 9\\.1\\.0: -DCUDNN_INCLUDE_DIR=[^ ]+/v9_1_0/include -DCUDNN_LIBRARY=[^ ]+/v9_1_0/lib64/libcudnn\\.so\\.9\\.$")
string(JSON fix GET "${report}" check.0.note.0.fix)
string(REGEX REPLACE ".*run with (LD_LIBRARY_PATH=[^ ]+)\\. Or .*" "\\1" assignment "${fix}")
# The fix works as written, in a shell: it puts the directory first and
# keeps what LD_LIBRARY_PATH held (without an empty entry when it was unset),
# and with it the check passes.
execute_process(COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${FAKE_v9_1_0_LIBRARY_DIR}"
  sh -c "${assignment}; printf %s \"$LD_LIBRARY_PATH\"" OUTPUT_VARIABLE prepended)
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH
  sh -c "${assignment}; printf %s \"$LD_LIBRARY_PATH\"" OUTPUT_VARIABLE alone)
string(REGEX REPLACE "^LD_LIBRARY_PATH=([^$]+)\\$.*" "\\1" fix_dir "${assignment}")
if(NOT prepended STREQUAL "${fix_dir}:${FAKE_v9_1_0_LIBRARY_DIR}" OR NOT alone STREQUAL "${fix_dir}")
  message(FATAL_ERROR "Case ${CASE}: '${assignment}' gives '${prepended}' after LD_LIBRARY_PATH=${FAKE_v9_1_0_LIBRARY_DIR} and '${alone}' without one")
endif()
string(REPLACE ":" ";" prepended "${prepended}")
deploy_check(app MACHINE_CACHE LIBRARY_PATH ${prepended})
deploy_expect(check.0.note.0.status "^OK$")

# Without a RUNPATH the loader finds it where the machine's cache says, if
# the cache lists it.
file(STRINGS /etc/ld.so.cache cached REGEX "libcudnn\\.so\\.9" LIMIT_COUNT 1)
if(cached)
  deploy_check(app_without_runpath MACHINE_CACHE)
  deploy_expect(check.0.note.0.found_by "^needed by app_without_runpath, found through the ld\\.so cache$")
  deploy_expect(check.0.note.0.status "^OK$")
endif()
deploy_check(app_without_runpath RESULT "^2$")
deploy_expect(check.0.missing "^libcudnn\\.so\\.9 \\(needed by app_without_runpath\\)$")
deploy_expect(check.0.note.0.status "^NOT_FOUND$")
deploy_expect(check.0.status "^NOT_LOADABLE$")

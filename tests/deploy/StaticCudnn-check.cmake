include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
file(REMOVE_RECURSE "${DEPLOY_CUDA_LIBRARIES}")
file(MAKE_DIRECTORY "${DEPLOY_CUDA_LIBRARIES}")

# An older shared libcudnn first on LD_LIBRARY_PATH, which the program
# never loads, does not decide: the cuDNN inside it does, as its guard
# would judge it.
deploy_check(guarded LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}")
deploy_expect(check.0.note.0.linked_in "(^|/)guarded$")
deploy_expect(check.0.note.0.library "(^|/)guarded$")
deploy_expect(check.0.note.0.found_by "^cuDNN linked in statically$")
deploy_expect(check.0.note.0.library_version "^9\\.19\\.0$")
deploy_expect(check.0.note.0.library_version_from "^cuDNN's assertion text in the file's read-only data$")
deploy_expect(check.0.note.0.status "^OK$")
deploy_expect(check.0.note.0.message "^cudnn-strict: cuDNN 9\\.19\\.0 from [^ ]*guarded \\(cuDNN linked in statically\\) can run this program, built with cuDNN 9\\.19\\.0")
deploy_expect(check.0.status "^PASS$")
# What stays dynamic: the NVRTC of cuDNN's CUDA major, which it opens
# itself and the loader would not find for it (a warning, as for a shared
# cuDNN), and, once there, found.
string(JSON _cudart GET "${report}" check.0.note.0.cudart_code)
math(EXPR _cuda_major "${_cudart} / 1000")
set(_nvrtc "libnvrtc.so.${_cuda_major}")
string(REPLACE "." "\\." _nvrtc_regex "${_nvrtc}")
deploy_expect(check.0.note.0.dependency.opened.count "^1$")
deploy_expect(check.0.note.0.dependency.opened.0.name "^${_nvrtc_regex}$")
deploy_expect(check.0.note.0.dependency.opened.0.needed_by "(^|/)guarded$")
deploy_expect(check.0.note.0.dependency.opened.0.status "^MISSING$")
deploy_expect(check.0.note.0.dependency.warning.0
  "^cuDNN 9\\.19\\.0 opens ${_nvrtc_regex} itself \\(dlopen\\) when a function first needs it, and the loader would not find it for guarded \\(.*Fix: install NVRTC")
deploy_expect(check.0.note.0.dependency.needed.count "^0$")
file(COPY_FILE "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn_graph.so.9" "${DEPLOY_CUDA_LIBRARIES}/${_nvrtc}")
deploy_check(guarded)
deploy_expect(check.0.note.0.dependency.opened.0.status "^FOUND$")
deploy_expect(check.0.note.0.dependency.opened.0.file "/cuda_libraries/${_nvrtc_regex}$")
deploy_expect(check.0.note.0.dependency.warning.count "^0$")
deploy_expect(check.0.note.0.status "^OK$")

# Without a note: the cuDNN inside it, of the release it carries; --expect
# a newer one fails it.
deploy_check(unguarded LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}")
deploy_expect(check.0.notes "^0$")
deploy_expect(check.0.cudnn.loaded_by "^LINKED_IN$")
deploy_expect(check.0.cudnn.linked_in "(^|/)unguarded$")
deploy_expect(check.0.cudnn.library_version "^9\\.19\\.0$")
deploy_expect(check.0.cudnn.status "^OK$")
deploy_expect(check.0.status "^PASS$")
deploy_check(unguarded --expect 9.20 RESULT "^1$")
deploy_expect(check.0.cudnn.expected_version "^9\\.20$")
deploy_expect(check.0.cudnn.status "^INCOMPATIBLE$")
deploy_expect(check.0.cudnn.fix "link unguarded again with the static archives")
deploy_expect(check.0.status "^FAIL$")

# libz.so.1, which cuDNN's archives need and which stays a shared library:
# missing, it is named with its fix.
get_filename_component(_libc_dir "${DEPLOY_LIBC}" DIRECTORY)
file(MAKE_DIRECTORY "${CASE_BUILD_DIR}/libc_only")
file(CREATE_LINK "${DEPLOY_LIBC}" "${CASE_BUILD_DIR}/libc_only/libc.so.6" SYMBOLIC)
deploy_check(nodeflib LIBRARY_PATH "${CASE_BUILD_DIR}/libc_only" RESULT "^6$")
deploy_expect(check.0.missing "^libz\\.so\\.1 \\(needed by ([^ ]*/)?nodeflib\\)$")
deploy_expect(check.0.note.0.linked_in "(^|/)nodeflib$")
deploy_expect(check.0.note.0.dependency.needed.0.name "^libz\\.so\\.1$")
deploy_expect(check.0.note.0.dependency.needed.0.status "^MISSING$")
deploy_expect(check.0.note.0.status "^INCOMPLETE_RELEASE$")
deploy_expect(check.0.note.0.fix "libz\\.so\\.1 \\(DT_NEEDED\\), which the loader does not find .*Fix: install zlib \\(Debian and Ubuntu: the zlib1g package; RHEL: zlib\\)")
deploy_expect(check.0.status "^FAIL$")
deploy_check(nodeflib LIBRARY_PATH "${CASE_BUILD_DIR}/libc_only" "${FAKE_ZLIB_DIR}")
deploy_expect(check.0.note.0.dependency.needed.count "^0$")
deploy_expect(check.0.note.0.status "^OK$")

# The stubs forward to the shared libcudnn the guard loads: that one, the
# older one first on LD_LIBRARY_PATH, is judged.
deploy_check(stubbed LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" "${CASE_BUILD_DIR}" RESULT "^1$")
deploy_expect(check.0.note.0.linked_in "^$")
deploy_expect(check.0.note.0.library "/v9_1_0/lib64/libcudnn\\.so\\.9$")
deploy_expect(check.0.note.0.status "^INCOMPATIBLE$")

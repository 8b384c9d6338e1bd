# A file named with --check-binary whose symbolic link climbs out of the
# root is refused with the reason (exit status 5), never read on this
# machine; a link with an absolute target is taken inside the root.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
file(MAKE_DIRECTORY "${root}/opt/app")
file(CREATE_LINK "../../../../../../../../../../bin/sh" "${root}/opt/app/escape" SYMBOLIC)
file(CREATE_LINK "/bin/sh" "${root}/opt/app/inside" SYMBOLIC)
root_run(ARGS --check-binary /opt/app/escape /opt/app/inside)
fake_env_expect_rc(5)
fake_env_expect("^Root: [^ ]+/root "
  "/opt/app/escape UNREADABLE reason: /opt/app/escape leaves the root \\(a \"\\.\\.\" or a symbolic link climbs above it\\): refused "
  "/opt/app/inside UNREADABLE reason: /opt/app/inside does not exist in the root $")

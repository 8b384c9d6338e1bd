# --verdict --sublibrary-scan: the sub-library record is made once, by the
# C core, from the reader's scan and the checks' release report.  The
# release read which sub-libraries it opens: its list replaces the scan's,
# a name it does not ship (ops) is no fault although the scan found a copy
# elsewhere, each file is spelt by libcudnn's directory as found (a link
# to the real one), and the release's own sentence says what is missing.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

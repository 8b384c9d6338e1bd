# A correct 9.19.0 library that prints a banner without a newline when it
# is loaded: found, and every line of the kept report is one of the probe's
# key=value lines, none run into the banner.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_banner_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARY_VERSION "9.19.0")
assert_report_lines_intact()

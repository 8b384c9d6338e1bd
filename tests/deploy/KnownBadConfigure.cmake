# The configure-time check refuses a known-bad release too, with the
# table's words and the fix search's finding.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_known_bad_v8_9_7_cuda11_1_ROOT}")
find_package(CuDNNStrict REQUIRED)

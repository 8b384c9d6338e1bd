# The configure-time check refuses a known-bad release too, for a project
# that declares the feature it breaks, with the table's words and the fix
# search's finding.
set(CUDNN_STRICT_FEATURES conv3d_half)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_known_bad_v9_13_0_ROOT}")
find_package(CuDNNStrict REQUIRED)

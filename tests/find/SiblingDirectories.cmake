# Two sibling directories each find the package; neither inherits anything
# from the other.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(SCOPE_NAME samples)
add_subdirectory(scopes/finder samples)
set(SCOPE_NAME test)
add_subdirectory(scopes/finder test)

# The first call is inside a function; the calls after it, at directory
# scope and in a subdirectory, do not see its variables.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
function(find_cudnn_for_case)
  find_package(CuDNNStrict 9.1 REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.19.0)
endfunction()
find_cudnn_for_case()
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
set(SCOPE_NAME after_function)
add_subdirectory(scopes/finder after_function)
find_cudnn_for_case()

# Debian's libcudnn9-static: the archives carry _v9 names.  A project that
# does not ask for the component static gets the targets all the same.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_debian_v9_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.16.0)
# Read from the _v9 engines archives by the probe.
assert_equal(CuDNNStrict_static_RELEASE 9.16.0)
foreach(_name IN ITEMS graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
  get_target_property(_location CuDNNStrict::cudnn_${_name}_static IMPORTED_LOCATION)
  assert_same_file(_location "${FAKE_static_debian_v9_LIBRARY_DIR}/libcudnn_${_name}_static_v9.a")
endforeach()
if(NOT TARGET CuDNNStrict::cudnn_static)
  message(FATAL_ERROR "ASSERTION FAILED: no CuDNNStrict::cudnn_static")
endif()
if(DEFINED CuDNNStrict_static_FOUND)
  message(FATAL_ERROR "ASSERTION FAILED: CuDNNStrict_static_FOUND set, though static was not asked for")
endif()

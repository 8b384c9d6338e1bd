# The cuDNN 8.9.5 win_amd64 wheel (nvidia-cudnn-cu11), whose DLLs import
# only KERNEL32.dll and one another, and open cuBLAS and zlibwapi.dll
# themselves: the configure passes, and cudnn-strict-probe names each DLL
# the loader would not find, the sub-library that opens it and the fix
# (see the -check.cmake, which applies each fix in turn).
windows_case_use(cu11_8_9)
find_package(CuDNNStrict 8.9 REQUIRED)
assert_equal(CuDNNStrict_VERSION 8.9.5)
assert_equal(CuDNNStrict_LIBRARY_VERSION 8.9.5)
assert_equal(CuDNNStrict_SUBLIBRARIES "ops_infer;ops_train;cnn_infer;cnn_train;adv_infer;adv_train")
windows_add_probe_tool()

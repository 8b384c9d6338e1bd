# The cuDNN 9.1 win_amd64 wheel, without cuBLAS (no win_amd64 wheel ships
# it beside cuDNN): cuDNN opens cublasLt64_12.dll itself, so the cross
# build warns, keeps the report and, re-configured, warns again without
# running the probe under Wine (see the -check.cmake).
windows_case_use(cu12_9_1)
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)

# Fails with exit code 1, which AnchoredResult-result.txt expects as ^1$.
message(FATAL_ERROR "the expected error")

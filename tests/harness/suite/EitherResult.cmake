# Fails with exit code 1; EitherResult-result.txt accepts 1 or 0, so no
# outcome could fail it.
message(FATAL_ERROR "the expected error")

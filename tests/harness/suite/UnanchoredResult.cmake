# Fails with exit code 1; UnanchoredResult-result.txt says an unanchored 1,
# which also matches 10 or 127.
message(FATAL_ERROR "the expected error")

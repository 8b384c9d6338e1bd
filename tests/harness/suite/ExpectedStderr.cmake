# Output the case expects (ExpectedStderr-stderr.txt).
message(WARNING "the expected warning")

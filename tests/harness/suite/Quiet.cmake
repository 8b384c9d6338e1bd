# Prints nothing on stderr.
message(STATUS "stdout only")

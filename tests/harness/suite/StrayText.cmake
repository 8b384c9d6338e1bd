# A line on stderr that is no CMake diagnostic at all.
message("a line of a tool's output")

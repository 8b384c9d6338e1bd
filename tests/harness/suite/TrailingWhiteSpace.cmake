# White space only, which is all the default check ignores.
message("   ")

# A deprecation warning, which carries neither "CMake Error" nor
# "CMake Warning".
message(DEPRECATION "a deprecated call")

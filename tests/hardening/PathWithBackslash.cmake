# A backslash in the path (legal on Linux): CMake turns it into "/" in
# path operations, which would look for the sub-libraries in the wrong
# place.  A clear error instead.
string(ASCII 92 _backslash)
hardening_copy_tree(v9_19_0 "cudnn${_backslash}9" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)

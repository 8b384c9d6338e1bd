# Distributed under the OSI-approved BSD 3-Clause License.
#
# What the CMake side takes from the C tree: its lists and readers are in
# SourceLists.cmake, which this file includes once.  Most helpers of the
# module include this file, and include() reads a file whole, again at
# every include, before its include guard returns: the lists (17 KB, read
# some fifteen times a configure) are read once, and the others read
# these lines (docs/configure-cost.md).

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/SourceLists.cmake")

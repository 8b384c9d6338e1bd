# Header 9.19.0, a library that answers 9.13.0 and prints, when loaded,
# the key=value lines of a report that passes 9.19.0 on the standard
# output it shares with the probe: the report comes through a channel of
# its own, and the library is refused.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_forging_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)

# A gzip layer cut in half (its blob replaced by its first half): refused
# as truncated (exit status 5), with the layer named.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/layer/usr/lib")
string(RANDOM LENGTH 4000 _noise)
foreach(_i RANGE 20)
  file(WRITE "${WORK_DIR}/layer/usr/lib/file${_i}" "${_noise}${_i}")
endforeach()
image_pack(cut --layer "${WORK_DIR}/layer,gzip,COPY lib /usr/lib" --formats oci)
# The layer's blob (the only large one) cut to half its size.
file(GLOB _blobs "${WORK_DIR}/cut.oci/blobs/sha256/*")
execute_process(COMMAND "${PYTHON}" -c "import os, sys
for f in sys.argv[1:]:
    if os.path.getsize(f) > 1000:
        os.truncate(f, os.path.getsize(f) // 2)" ${_blobs})
image_run_file("${WORK_DIR}/cut.oci")
if(NOT rc STREQUAL "5" OR NOT out STREQUAL "" OR NOT err MATCHES
    "^cudnn-strict-probe: [^ ]+/cut\\.oci cannot be judged: layer 1 of 1 \\([^,]+, COPY lib /usr/lib\\) is not a readable tar archive: it ends inside an entry: its gzip data ends early \\(truncated\\)\\.\n$")
  message(FATAL_ERROR "rc ${rc}\nstdout: ${out}\nstderr: ${err}")
endif()

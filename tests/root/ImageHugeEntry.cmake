# A layer whose entry claims 100 GiB (a pax size record, the bytes never
# written): refused before anything is read (exit status 5).
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${PYTHON}" -c "import sys, tarfile as T
info = T.TarInfo('usr/lib/huge.so')
info.size = 100 << 30
open(sys.argv[1], 'wb').write(info.tobuf(T.PAX_FORMAT) + bytes(1024))" "${WORK_DIR}/huge.tar")
image_pack(huge --layer "RAW:${WORK_DIR}/huge.tar,none,COPY huge /" --formats oci)
image_run_file("${WORK_DIR}/huge.oci")
if(NOT rc STREQUAL "5" OR NOT out STREQUAL "" OR NOT err MATCHES
    "^cudnn-strict-probe: [^ ]+/huge\\.oci cannot be judged: layer 1 of 1 \\([^,]+, COPY huge /\\): /usr/lib/huge\\.so is larger than 64 GiB: refused\\.\n$")
  message(FATAL_ERROR "rc ${rc}\nstdout: ${out}\nstderr: ${err}")
endif()

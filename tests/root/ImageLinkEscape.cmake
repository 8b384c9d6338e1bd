# A layer with a symbolic link that climbs out of the root and a file
# written through it: refused (exit status 5), the file never written
# where the link leads on this machine.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/outside")
image_raw_layer("${WORK_DIR}/hostile.tar" "put('usr/share/evil', kind=T.SYMTYPE, link='../../../../../../../../../../../../../..${WORK_DIR}/outside')
put('usr/share/evil/planted', b'out')")
image_pack(hostile --layer "RAW:${WORK_DIR}/hostile.tar,none,COPY payload /" --formats oci)
image_run_file("${WORK_DIR}/hostile.oci")
if(NOT rc STREQUAL "5" OR NOT out STREQUAL "" OR NOT err MATCHES
    "^cudnn-strict-probe: [^ ]+/hostile\\.oci cannot be judged: layer 1 of 1 \\([^,]+, COPY payload /\\): /usr/share/evil/planted lies under a link that leads out of the root, or under a file: refused\\.\n$"
    OR EXISTS "${WORK_DIR}/outside/planted")
  message(FATAL_ERROR "rc ${rc}\nstdout: ${out}\nstderr: ${err}")
endif()

# A layer whose entry climbs out of the root with "..": the image is
# refused with the layer and the entry named (exit status 5), in each
# form, and nothing is written outside the directory the layers go to.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
image_raw_layer("${WORK_DIR}/hostile.tar" "put('etc/os-release', b'ID=debian\\n')
put('../../../../../../../../../../../../..${WORK_DIR}/escaped', b'out')")
image_pack(hostile --layer "RAW:${WORK_DIR}/hostile.tar,none,COPY payload /")
foreach(_form IN ITEMS oci oci.tar docker.tar)
  image_run_file("${WORK_DIR}/hostile.${_form}")
  if(NOT rc STREQUAL "5" OR NOT out STREQUAL "" OR NOT err MATCHES
      "^cudnn-strict-probe: [^ ]+/hostile\\.${_form} cannot be judged: layer 1 of 1 \\([^,]+, COPY payload /\\): \\.\\./\\.\\./[^ ]*/escaped climbs out of the root \\(a \"\\.\\.\" component\\): refused\\.\n$"
      OR EXISTS "${WORK_DIR}/escaped")
    message(FATAL_ERROR "${_form}: rc ${rc}\nstdout: ${out}\nstderr: ${err}")
  endif()
endforeach()

# A layer whose entry climbs out of the root with "..", judged with
# --json: the refusal is a JSON report (exit status 5, nothing on
# standard error), its one item UNREADABLE with the layer and the entry
# named, never the plain sentence of the text form.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
image_raw_layer("${WORK_DIR}/hostile.tar" "put('etc/os-release', b'ID=debian\\n')
put('../../../../../../../../../../../../..${WORK_DIR}/escaped', b'out')")
image_pack(hostile --layer "RAW:${WORK_DIR}/hostile.tar,none,COPY payload /" --formats oci)
image_run_file("${WORK_DIR}/hostile.oci" --json)
string(JSON _type ERROR_VARIABLE _error TYPE "${out}")
if(NOT rc STREQUAL "5" OR NOT err STREQUAL "" OR NOT _type STREQUAL "OBJECT"
    OR EXISTS "${WORK_DIR}/escaped")
  message(FATAL_ERROR "rc ${rc} (${_type} ${_error})\nstdout: ${out}\nstderr: ${err}")
endif()
string(JSON _members LENGTH "${out}")
string(JSON _format GET "${out}" probe.format)
string(JSON _image GET "${out}" image)
string(JSON _name GET "${out}" check.0.name)
string(JSON _verdict GET "${out}" check.0.verdict)
string(JSON _reason GET "${out}" check.0.reason)
string(JSON _layer GET "${out}" check.0.layer)
string(JSON _count GET "${out}" check.count)
string(JSON _count_type TYPE "${out}" check.count)
if(NOT _members EQUAL 7 OR NOT _format STREQUAL "1"
    OR NOT _image STREQUAL "${WORK_DIR}/hostile.oci" OR NOT _name STREQUAL _image
    OR NOT _verdict STREQUAL "UNREADABLE"
    OR NOT _reason MATCHES "^[^ ]+/hostile\\.oci cannot be judged: layer 1 of 1 \\(blobs/sha256/[0-9a-f]+, COPY payload /\\): \\.\\./\\.\\./[^ ]*/escaped climbs out of the root \\(a \"\\.\\.\" component\\): refused$"
    OR NOT _layer MATCHES "^layer 1 of 1 \\(blobs/sha256/[0-9a-f]+, COPY payload /\\)$"
    OR NOT _count STREQUAL "1" OR NOT _count_type STREQUAL "NUMBER")
  message(FATAL_ERROR "unexpected report:\n${out}")
endif()

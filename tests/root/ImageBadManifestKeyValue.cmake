# A docker save archive whose manifest.json names a layer the archive
# does not hold, judged with --format keyvalue: the refusal is the
# report's one UNREADABLE item (exit status 5, nothing on standard error)
# whose reason names the layer, not a sentence on standard error.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${PYTHON}" -c "import io, json, tarfile
with tarfile.open(r'''${WORK_DIR}/bad.docker.tar''', 'w') as tar:
    for name, data in (('manifest.json', json.dumps([{'Config': 'config.json', 'Layers': ['abc/layer.tar', '../../etc/passwd']}]).encode()),
                       ('config.json', b'{}'), ('abc/layer.tar', bytes(1024))):
        info = tarfile.TarInfo(name)
        info.size = len(data)
        tar.addfile(info, io.BytesIO(data))"
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "could not write the archive")
endif()
image_run_file("${WORK_DIR}/bad.docker.tar" --format keyvalue)
if(NOT rc STREQUAL "5" OR NOT err STREQUAL "" OR NOT out MATCHES
    "^probe\\.format=1\nimage=[^\n]+/bad\\.docker\\.tar\ncheck\\.0\\.name=[^\n]+/bad\\.docker\\.tar\ncheck\\.0\\.verdict=UNREADABLE\ncheck\\.0\\.reason=[^\n]+/bad\\.docker\\.tar manifest\\.json names layer 2, which the archive does not hold\ncheck\\.0\\.fix=name an OCI layout directory, an OCI archive or a docker save archive\ncheck\\.count=1\n$")
  message(FATAL_ERROR "rc ${rc}\nstdout: ${out}\nstderr: ${err}")
endif()

# A run killed (SIGTERM, as a CI job's timeout sends) while it applies a
# large layer: it dies of the signal and leaves nothing in TMPDIR, where
# the layers went.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/layer/usr/lib" "${WORK_DIR}/tmp")
# 512 MiB that start as an ELF file: read whole, through gzip, they take
# far longer than the kill below takes to come.
execute_process(COMMAND "${PYTHON}" -c "import sys
with open(sys.argv[1], 'wb') as f:
    f.write(b'\\x7fELF')
    f.truncate(512 << 20)" "${WORK_DIR}/layer/usr/lib/libbig.so")
image_pack(big --layer "${WORK_DIR}/layer,gzip,COPY big /usr/lib" --formats oci)
file(REMOVE_RECURSE "${WORK_DIR}/layer")
# Killed once its directory holds the layer's first file.
execute_process(COMMAND "${PYTHON}" -c "import os, signal, subprocess, sys, time
tmp, probe, image = sys.argv[1:]
run = subprocess.Popen([probe, '--image', image], env=dict(os.environ, TMPDIR=tmp),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
deadline = time.time() + 60
while time.time() < deadline and run.poll() is None and not any(
        os.path.exists(os.path.join(tmp, d, 'usr')) for d in os.listdir(tmp)):
    time.sleep(0.001)
run.send_signal(signal.SIGTERM)
out, err = run.communicate()
print(run.returncode, sorted(os.listdir(tmp)), repr(out), repr(err))"
  "${WORK_DIR}/tmp" "${PROBE}" "${WORK_DIR}/big.oci"
  OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT out STREQUAL "-15 [] b'' b''\n" OR NOT err STREQUAL "")
  message(FATAL_ERROR "stdout: ${out}\nstderr: ${err}")
endif()

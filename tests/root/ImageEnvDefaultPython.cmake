# An image whose config Env sets PATH with the venv /opt/venv first and a
# VIRTUAL_ENV that names another directory (left from an earlier stage):
# PATH decides, so /opt/venv/bin/python3 is the default Python, judged
# first and marked, and the report says VIRTUAL_ENV names another
# environment.  The frameworks have no cuDNN: NOT_FOUND, exit status 2.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/support/Python.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(root "${WORK_DIR}/layer")
root_python(/usr/local 3.12)
root_venv(/opt/venv /usr/local/bin 3.12)
root_onnxruntime(/opt/venv/lib/python3.12/site-packages)
image_pack(app --layer "${WORK_DIR}/layer,gzip,RUN python3 -m venv /opt/venv"
  --env PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin --env VIRTUAL_ENV=/opt/build-venv
  --formats docker)
image_run("${WORK_DIR}/app.docker.tar" --json)
string(JSON _python GET "${out}" python)
string(JSON _site GET "${out}" python.site.0)
string(JSON _sites GET "${out}" python.site_count)
string(JSON _venv GET "${out}" python.virtual_env)
string(JSON _name GET "${out}" check.0.name)
string(JSON _fix GET "${out}" check.0.fix)
string(JSON _count GET "${out}" check.count)
if(NOT rc STREQUAL "2" OR NOT _python STREQUAL "/opt/venv/bin/python3"
    OR NOT _site STREQUAL "/opt/venv/lib/python3.12/site-packages" OR NOT _sites STREQUAL "1"
    OR NOT _venv STREQUAL "/opt/build-venv"
    OR NOT _name STREQUAL "onnxruntime-gpu 1.23.0 (/opt/venv/lib/python3.12/site-packages, the default Python /opt/venv/bin/python3)"
    OR NOT _fix STREQUAL "RUN pip install --no-deps \"nvidia-cudnn-cu13>=9.0,<10\"" OR NOT _count STREQUAL "1")
  message(FATAL_ERROR "rc ${rc}; unexpected report:\n${raw}")
endif()
image_run("${WORK_DIR}/app.docker.tar")
fake_env_expect("^Image: [^ ]+/app\\.docker\\.tar \\(docker archive, 1 layers\\) "
  "Default Python: /opt/venv/bin/python3 \\(the first python3 on PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin\\) "
  "environment: /opt/venv/lib/python3\\.12/site-packages "
  "VIRTUAL_ENV=/opt/build-venv names another environment, which a process started by the name python3 does not run "
  "onnxruntime-gpu 1\\.23\\.0 \\(/opt/venv/lib/python3\\.12/site-packages, the default Python /opt/venv/bin/python3\\) NOT_FOUND "
  "built: [^\n]* fix: RUN pip install --no-deps \"nvidia-cudnn-cu13>=9\\.0,<10\" $")

# A root whose PATH names no python3 or python (only /usr/local/bin, which
# holds none) and whose VIRTUAL_ENV names the venv /opt/venv: a process can
# only start a Python by its path, and the venv VIRTUAL_ENV names is the
# default Python, judged first and marked.  No cuDNN: NOT_FOUND, exit 2.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/support/Python.cmake")
root_make()
root_python(/opt/python 3.11)
root_venv(/opt/venv /opt/python/bin 3.11)
root_onnxruntime(/opt/venv/lib/python3.11/site-packages)
root_run(ARGS --env PATH=/usr/local/bin --env VIRTUAL_ENV=/opt/venv)
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root "
  "Default Python: /opt/venv/bin/python3 \\(the venv VIRTUAL_ENV names: no python3 or python on PATH=/usr/local/bin\\) "
  "environment: /opt/venv/lib/python3\\.11/site-packages "
  "onnxruntime-gpu 1\\.23\\.0 \\(/opt/venv/lib/python3\\.11/site-packages, the default Python /opt/venv/bin/python3\\) NOT_FOUND "
  "built: [^\n]* fix: RUN pip install --no-deps \"nvidia-cudnn-cu13>=9\\.0,<10\" $")

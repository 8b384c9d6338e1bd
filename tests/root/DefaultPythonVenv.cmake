# A root whose PATH (--env, as the image's Env would set it) puts the venv
# /opt/venv first, with VIRTUAL_ENV naming it: its python3 is the image's
# default Python, said before the items, and its environment is judged
# first and marked, with a plain pip fix; the system Python's environment
# comes after, its fix naming its own interpreter (a plain pip would
# install into the venv).  Neither has a cuDNN: NOT_FOUND, exit status 2.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/support/Python.cmake")
root_make()
root_python(/usr 3.12)
root_venv(/opt/venv /usr/bin 3.12)
root_onnxruntime(/usr/lib/python3/dist-packages)
root_onnxruntime(/opt/venv/lib/python3.12/site-packages)
root_run(ARGS --env PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin --env VIRTUAL_ENV=/opt/venv)
fake_env_expect_rc(2)
set(_reason "reason: libcudnn\\.so\\.9 is not where the loader looks in the root \\(LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\)")
string(CONCAT _built "built: cuDNN 9 \\(only the major is recorded: Requires-Dist nvidia-cudnn-cu13~=9\\.0\\; extra == \"cuda\"\\) "
  "loads: no libcudnn\\.so\\.9 \\(the loader's search, as without preload_dlls\\(\\)\\)")
fake_env_expect("^Root: [^ ]+/root "
  "Default Python: /opt/venv/bin/python3 \\(the first python3 on PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin\\) "
  "environment: /opt/venv/lib/python3\\.12/site-packages VIRTUAL_ENV=/opt/venv names this venv "
  "onnxruntime-gpu 1\\.23\\.0 \\(/opt/venv/lib/python3\\.12/site-packages, the default Python /opt/venv/bin/python3\\) NOT_FOUND "
  ${_built} " " ${_reason} " fix: RUN pip install --no-deps \"nvidia-cudnn-cu13>=9\\.0,<10\" "
  "onnxruntime-gpu 1\\.23\\.0 \\(/usr/lib/python3/dist-packages\\) NOT_FOUND "
  ${_built} " " ${_reason} " fix: RUN /usr/bin/python3 -m pip install --no-deps \"nvidia-cudnn-cu13>=9\\.0,<10\" $")

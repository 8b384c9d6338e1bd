# A layer that makes site-packages opaque (.wh..wh..opq, after its own
# entries there, as a layer may list them): ONNX Runtime, which the lower
# layer installed, is gone; torch, which this layer installs, stays.
# Neither finds a cuDNN: torch alone is judged (NOT_FOUND, exit status 2).
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
root_dist(onnxruntime-gpu 1.23.0 REQUIRES "nvidia-cudnn-cu13~=9.0; extra == \"cuda\"")
set(_meta "Metadata-Version: 2.1\\nName: torch\\nVersion: 2.9.0\\nRequires-Dist: nvidia-cudnn-cu13==9.12.0.46\\n")
string(SUBSTRING "${site}" 1 -1 _relative)
image_raw_layer("${WORK_DIR}/upper.tar" "put('${_relative}/torch-2.9.0.dist-info/METADATA', b'${_meta}')
put('${_relative}/.wh..wh..opq')")
image_pack(opaque --layer "${root},gzip,RUN pip install onnxruntime-gpu"
  --layer "RAW:${WORK_DIR}/upper.tar,none,RUN rm -rf site-packages && pip install torch" --formats oci)
image_run("${WORK_DIR}/opaque.oci")
fake_env_expect_rc(2)
fake_env_quote("${site}" _site)
fake_env_expect("^Image: [^ ]+/opaque\\.oci \\(OCI layout, 2 layers\\) torch 2\\.9\\.0 \\(${_site}\\) NOT_FOUND "
  "built: cuDNN 9\\.12\\.0\\.46 \\(Requires-Dist nvidia-cudnn-cu13==9\\.12\\.0\\.46\\) loads: no libcudnn\\.so\\.9 "
  "reason: libcudnn\\.so\\.9 is neither in an nvidia-cudnn wheel beside it nor where the loader looks in the root "
  "\\(LD_LIBRARY_PATH, the ld\\.so cache, the default directories\\) "
  "fix: RUN pip install --no-deps nvidia-cudnn-cu13==9\\.12\\.0\\.46 $")

# TensorFlow records cuDNN 9 alone (build_info.py, an OrderedDict of pairs);
# its and-cuda extra asks nvidia-cudnn-cu12>=9.3.0.75,<10.
# libtensorflow_framework.so.2 holds tsl's lazy cudnn* stubs, which
# dlopen() libcudnn.so.9 by name on first use, and carries a RUNPATH
# ($ORIGIN/../nvidia/cudnn/lib among its entries): LD_LIBRARY_PATH comes
# first.  TensorFlow's exported cudnnGetVersion, called through ctypes,
# loads cuDNN through that same loader without a GPU: the file it maps
# and the version it answers are what the probe must name.
include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
deploy_build()
framework_venv()
deploy_regex_quote("${site}" _site)
foreach(_file tensorflow/libtensorflow_framework.so.2 tensorflow/python/platform/build_info.py)
  get_filename_component(_dir "${site}/${_file}" DIRECTORY)
  file(MAKE_DIRECTORY "${_dir}")
  file(CREATE_LINK "${FRAMEWORK_tf_ROOT}/${_file}" "${site}/${_file}" COPY_ON_ERROR)
endforeach()
file(CREATE_LINK "${FRAMEWORK_tf_ROOT}/tensorflow-2.20.0.dist-info" "${site}/tensorflow-2.20.0.dist-info" SYMBOLIC)
set(_framework "${site}/tensorflow/libtensorflow_framework.so.2")
# (framework_expect joins its arguments as a list: "." stands for ";".)
string(CONCAT _built "  built: +cuDNN 9\\.3\\.0 \\(Requires-Dist nvidia-cudnn-cu12<10\\.0,>=9\\.3\\.0\\.75. extra == \"and-cuda\". "
  "${_site}/tensorflow/python/platform/build_info\\.py records the major alone\\)\n")

# nvidia-cudnn-cu12 9.10.2.21: TensorFlow maps the wheel's libcudnn.so.9
# and answers 9.10.2; the probe names that file, found through the RUNPATH.
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_10_2_ROOT}")
# The venv lacks NVRTC and cuBLASLt, which cuDNN opens itself: the
# warnings --library prints for the file are kept.
set(_warnings "  warning: +cuDNN 9\\.10\\.2 opens libnvrtc\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n"
  "  warning: +cuDNN 9\\.10\\.2 opens libcublasLt\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n")
string(CONCAT _warnings ${_warnings})
framework_tensorflow_answer("${_framework}")
if(NOT framework_cudnn_file STREQUAL "${site}/nvidia/cudnn/lib/libcudnn.so.9" OR NOT framework_cudnn_version STREQUAL "91002")
  message(FATAL_ERROR "Case ${CASE}: TensorFlow loaded '${framework_cudnn_file}' (${framework_cudnn_version}), not the wheel's 9.10.2")
endif()
framework_python()
framework_expect("^Python: [^\n]+\ntensorflow 2\\.20\\.0 +OK\n" "${_built}"
  "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(libtensorflow_framework\\.so\\.2 opens libcudnn\\.so\\.9 by name and carries a RUNPATH: "
  "found through the RUNPATH of ${_site}/tensorflow/libtensorflow_framework\\.so\\.2\\)\n"
  "  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n${_warnings}$")
# --check-binary: lazy stubs, not cuDNN linked in; the cuDNN they open.
deploy_check("${_framework}" --expect 9.3.0)
deploy_expect(check.0.cudnn.loaded_by "^DLOPEN$")
deploy_expect(check.0.cudnn.soname "^libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.library "^${_site}/tensorflow/\\.\\./nvidia/cudnn/lib/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "^loaded by a dlopen\\(\\) in ${_site}/tensorflow/libtensorflow_framework\\.so\\.2, found through the RUNPATH of ${_site}/tensorflow/libtensorflow_framework\\.so\\.2$")
deploy_expect(check.0.cudnn.library_version "^9\\.10\\.2$")
deploy_expect(check.0.cudnn.status "^OK$")
deploy_expect(check.0.status "^PASS$")

# nvidia-cudnn-cu12 8.9.7.29 holds libcudnn.so.8 alone: TensorFlow's
# dlopen() of libcudnn.so.9 passes over the wheel.  On a machine whose only
# cuDNN is in wheels (the ld.so cache left out) nothing is found.
framework_venv_install("${FRAMEWORK_cudnn_cu12_8_9_7_ROOT}")
framework_python(RESULT "^1$" ENV CUDNN_STRICT_LD_SO_CACHE=)
framework_expect("^Python: [^\n]+\ntensorflow 2\\.20\\.0 +NOT_FOUND\n" "${_built}"
  "  loads: +no libcudnn\\.so\\.9 \\(libtensorflow_framework\\.so\\.2 opens it by name and carries a RUNPATH\\)\n"
  "  reason: +no libcudnn\\.so\\.9 on LD_LIBRARY_PATH, in the directories libtensorflow_framework\\.so\\.2 names, the ld\\.so cache or the default directories: "
  "the installed nvidia-cudnn-cu12 8\\.9\\.7\\.29 holds no libcudnn\\.so\\.9\n"
  "  fix: +pip install --no-deps \"nvidia-cudnn-cu12>=9\\.3,<10\"\n$")
# With the machine's ld.so cache: the probe names the file TensorFlow maps
# (another cuDNN 9, or none), and refuses either.
framework_tensorflow_answer("${_framework}")
framework_python(RESULT "^1$")
if(framework_cudnn_file STREQUAL "")
  framework_expect("\ntensorflow 2\\.20\\.0 +NOT_FOUND\n")
else()
  deploy_regex_quote("${framework_cudnn_file}" _loaded)
  framework_expect("\ntensorflow 2\\.20\\.0 +[A-Z_]+\n" "${_built}"
    "  loads: +${_loaded} \\(libtensorflow_framework\\.so\\.2 opens libcudnn\\.so\\.9 by name and carries a RUNPATH: found through the ld\\.so cache\\)\n")
endif()

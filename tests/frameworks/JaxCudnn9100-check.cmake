# JAX refuses cuDNN 9.10.0 when its plugin was built with another release
# (jax_plugins/cuda/__init__.py, _check_cuda_versions: "cuDNN 9.10.0 had a
# binary backward-compatibility issue"), although the compatibility rule
# passes it.  The plugin's own _versions module answers both versions
# without a GPU; --python applies JAX's rule to them.  _versions.so holds
# lazy cudnn* stubs (tsl's cudnn_stub.cc): --check-binary judges the cuDNN
# they open, found through its RPATH, not cuDNN linked in.
include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
deploy_build()
framework_venv()
deploy_regex_quote("${site}" _site)
# The plugin's files as hard links, so that $ORIGIN is the venv's.
file(GLOB _files RELATIVE "${FRAMEWORK_jax_cu12_ROOT}/jax_cuda12_plugin" "${FRAMEWORK_jax_cu12_ROOT}/jax_cuda12_plugin/*")
file(MAKE_DIRECTORY "${site}/jax_cuda12_plugin")
foreach(_file IN LISTS _files)
  file(CREATE_LINK "${FRAMEWORK_jax_cu12_ROOT}/jax_cuda12_plugin/${_file}" "${site}/jax_cuda12_plugin/${_file}" COPY_ON_ERROR)
endforeach()
file(CREATE_LINK "${FRAMEWORK_jax_cu12_ROOT}/jax_cuda12_plugin-0.10.2.dist-info" "${site}/jax_cuda12_plugin-0.10.2.dist-info" SYMBOLIC)
framework_venv_install("${FRAMEWORK_cudnn_cu12_9_10_0_ROOT}")

# The plugin's own answer: built with 9.8.0, runs 9.10.0, the pair JAX's
# rule refuses.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH "${venv_python}" -c
  "import jax_cuda12_plugin._versions as v; print(v.cudnn_build_version(), v.cudnn_get_version())"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _answer ERROR_VARIABLE _err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT _rc EQUAL 0 OR NOT _answer STREQUAL "90800 91000")
  message(FATAL_ERROR "Case ${CASE}: the plugin answered '${_answer}' (exit ${_rc}), not 90800 91000\n${_err}")
endif()

set(_warnings "  warning: +cuDNN 9\\.10\\.0 opens libnvrtc\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n"
  "  warning: +cuDNN 9\\.10\\.0 opens libcublasLt\\.so\\.12 itself \\(dlopen\\) when a function first needs it[^\n]+\n")
string(CONCAT _warnings ${_warnings})
framework_python(RESULT "^1$")
framework_expect("^Python: [^\n]+\njax-cuda12-plugin 0\\.10\\.2 +KNOWN_BAD\n"
  "  built: +cuDNN 9\\.8\\.0 \\(jax_cuda12_plugin\\._versions\\.cudnn_build_version\\(\\)\\)\n"
  "  loads: +${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(the nvidia-cudnn wheel, by path\\)\n"
  "  reason: +JAX refuses cuDNN 9\\.10\\.0 for a plugin built with 9\\.8\\.0: \"cuDNN 9\\.10\\.0 had a binary backward-compatibility issue "
  "due to reordered enum values affecting block-scale datatypes\" \\(jax_plugins/cuda/__init__\\.py, cuDNN 9\\.10\\.1 release notes\\)\n"
  "  fix: +pip install --no-deps \"nvidia-cudnn-cu12>=9\\.10\\.1,<10\"\n${_warnings}$")

deploy_check("${site}/jax_cuda12_plugin/_versions.so" --expect 9.8.0)
deploy_expect(check.0.cudnn.loaded_by "^DLOPEN$")
deploy_expect(check.0.cudnn.library "^${_site}/jax_cuda12_plugin/\\.\\./nvidia/cudnn/lib/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "^loaded by a dlopen\\(\\) in ${_site}/jax_cuda12_plugin/_versions\\.so, found through the RPATH of ${_site}/jax_cuda12_plugin/_versions\\.so$")
deploy_expect(check.0.cudnn.library_version "^9\\.10\\.0$")

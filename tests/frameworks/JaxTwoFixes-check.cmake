# The nvidia-cudnn-cu12 9.1.0.70 wheel (older than the plugin's 9.8.0) and
# LD_LIBRARY_PATH at the 9.8.0 wheel's files: libcudnn, loaded by path,
# loads its sub-libraries by name from LD_LIBRARY_PATH, so 9.8.0 answers
# for it (MIXED_SUBLIBRARIES).  Taking the directory off LD_LIBRARY_PATH
# only uncovers the second problem, so the fix names both at once.
include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
deploy_build()
framework_venv()
framework_venv_install("${FRAMEWORK_jax_cu12_ROOT}")
framework_venv_install("${RELEASE_cu12_9_1_ROOT}/../..")
file(REAL_PATH "${FRAMEWORK_cudnn_cu12_9_8_ROOT}/nvidia/cudnn/lib" _other)
deploy_regex_quote("${_other}" _other_quoted)
framework_python(LIBRARY_PATH "${_other}" RESULT "^1$")
framework_expect("\njax-cuda12-plugin 0\\.10\\.2 +MIXED_SUBLIBRARIES\n[^\n]+\n[^\n]+\n"
  "  reason: +cudnnGetVersion\\(\\) of [^\n]+/nvidia/cudnn/lib/libcudnn\\.so\\.9 answered 9\\.8\\.0 through ${_other_quoted}/libcudnn_graph\\.so\\.9: [^\n]+\n"
  "  fix: +remove ${_other_quoted} from LD_LIBRARY_PATH, and pip install --no-deps \"nvidia-cudnn-cu12>=9\\.8,<10\" \\(without it, INCOMPATIBLE\\)\n")

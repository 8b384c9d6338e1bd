# jax-cuda12-plugin 0.10.2 installed with pip --no-deps from the downloaded
# wheels, first with nvidia-cudnn-cu12 9.10.0.56 (JAX refuses it), then with
# a second cuDNN wheel for CUDA 13 (a CONFLICT).  Each fix is run as the
# report words it; afterwards the report is OK and pip check lists nothing
# that was not missing before (the plugin's own dependencies, which these
# cases do not install).
include("${SUITE_DIR}/../deploy/support/Check.cmake")
include("${SUITE_DIR}/support/Venv.cmake")
deploy_build()
framework_pip_venv()
framework_pip(install --no-deps jax-cuda12-plugin==0.10.2 nvidia-cudnn-cu12==9.10.0.56)
framework_pip_check(_before)

# JAX's 9.10.0 rule: the fix installs a release it accepts, and nothing
# else (--no-deps).
framework_python(RESULT "^1$")
framework_expect("\njax-cuda12-plugin 0\\.10\\.2 +KNOWN_BAD\n")
framework_apply_fix("jax-cuda12-plugin 0\\.10\\.2")
framework_python()
framework_expect("\njax-cuda12-plugin 0\\.10\\.2 +OK\n  built: +cuDNN 9\\.8\\.0 [^\n]+\n  loads: +[^\n]+/nvidia/cudnn/lib/libcudnn\\.so\\.9 [^\n]+\n"
  "  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n")
framework_pip_check(_after)
if(NOT _after STREQUAL _before)
  message(FATAL_ERROR "Case ${CASE}: pip check changed with the fix:\nbefore: ${_before}\nafter: ${_after}")
endif()

# A second cuDNN wheel, for CUDA 13, installed last: it owns
# nvidia/cudnn/lib.  The fix uninstalls both and installs the plugin's own
# requirement alone.
framework_pip(install --no-deps nvidia-cudnn-cu13==9.28.1.4)
framework_python(RESULT "^1$")
framework_expect("\nnvidia-cudnn wheels +CONFLICT\n")
framework_apply_fix("nvidia-cudnn wheels")
framework_python()
framework_expect("^Python: [^\n]+\njax-cuda12-plugin 0\\.10\\.2 +OK\n[^\n]+\n[^\n]+\n  reason: +cuDNN 9\\.10\\.2: the library can run code built with the header\n")
if(out MATCHES "CONFLICT")
  message(FATAL_ERROR "Case ${CASE}: still a conflict after the fix:\n${out}")
endif()
framework_pip_check(_after)
if(NOT _after STREQUAL _before)
  message(FATAL_ERROR "Case ${CASE}: pip check changed with the fix:\nbefore: ${_before}\nafter: ${_after}")
endif()
# The venv holds a whole cuDNN wheel (1 GB): not kept.
file(REMOVE_RECURSE "${CASE_BUILD_DIR}/pipvenv")

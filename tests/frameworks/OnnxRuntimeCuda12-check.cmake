include("${SUITE_DIR}/../deploy/support/Check.cmake")
deploy_build()
set(_provider "${FRAMEWORK_ort_cu12_ROOT}/onnxruntime/capi/libonnxruntime_providers_cuda.so")
file(REAL_PATH "${RELEASE_cu12_9_1_ROOT}/lib" _cu12_real)
deploy_regex_quote("${_cu12_real}" _cu12_real)

# Its cuDNN found through LD_LIBRARY_PATH at the cuDNN 9.1.0 wheel: judged
# without a built version, on the CUDA major and the whole release.  The
# CUDA 12 libraries it needs are not installed: each is named.
deploy_check("${_provider}" LIBRARY_PATH "${RELEASE_cu12_9_1_ROOT}/lib")
deploy_expect(check.0.kind "^library$")
deploy_expect(check.0.notes "^0$")
deploy_expect(check.0.missing_count "^[2-9]$")
deploy_expect(check.0.missing.0 "^libcublasLt\\.so\\.12 \\(needed by .*libonnxruntime_providers_cuda\\.so\\)$")
deploy_expect(check.0.missing.1 "^libcublas\\.so\\.12 \\(needed by ")
deploy_expect(check.0.cudnn.loaded_by "^DT_NEEDED$")
deploy_expect(check.0.cudnn.soname "^libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.cuda_major "^12$")
deploy_expect(check.0.cudnn.library "^${_cu12_real}/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "found through LD_LIBRARY_PATH")
deploy_expect(check.0.cudnn.library_version "^9\\.1\\.0$")
deploy_expect(check.0.cudnn.library_cudart_code "^12[0-9][0-9][0-9]$")
deploy_expect(check.0.cudnn.release.status "^OK$")
deploy_expect(check.0.cudnn.status "^OK$")
deploy_expect(check.0.status "^PASS$")

# --expect newer than the cuDNN found: the minor rule refuses it.
deploy_check("${_provider}" --expect 9.8 LIBRARY_PATH "${RELEASE_cu12_9_1_ROOT}/lib" RESULT "^1$")
deploy_expect(check.0.cudnn.expected_version "^9\\.8$")
deploy_expect(check.0.cudnn.status "^INCOMPATIBLE$")
deploy_expect(check.0.cudnn.message "^cudnn-strict: this library was built with cuDNN 9\\.8 but loaded cuDNN 9\\.1\\.0 from ")
deploy_expect(check.0.status "^FAIL$")

# LD_LIBRARY_PATH at the cuDNN for CUDA 13: it needs CUDA 12's libraries.
deploy_check("${_provider}" LIBRARY_PATH "${RELEASE_cu13_newest_ROOT}/lib" RESULT "^1$")
deploy_expect(check.0.cudnn.cuda_major "^12$")
deploy_expect(check.0.cudnn.library_version "^9\\.28\\.1$")
deploy_expect(check.0.cudnn.library_cudart_code "^13[0-9][0-9][0-9]$")
deploy_expect(check.0.cudnn.status "^CUDA_MAJOR_DIFFERS$")
deploy_expect(check.0.cudnn.message "for CUDA 12\\.0 but loaded cuDNN 9\\.28\\.1 built for CUDA 13\\.[0-9] from ")

# A sub-library removed: the 9.1.0 install without libcudnn_cnn, hard
# links to the wheel's other files (no copy).
set(_partial "${CASE_BUILD_DIR}/cu12_9_1_without_cnn")
file(REMOVE_RECURSE "${_partial}")
file(MAKE_DIRECTORY "${_partial}")
file(GLOB _files "${RELEASE_cu12_9_1_ROOT}/lib/*")
foreach(_file IN LISTS _files)
  get_filename_component(_name "${_file}" NAME)
  if(NOT _name MATCHES "^libcudnn_cnn\\.")
    file(CREATE_LINK "${_file}" "${_partial}/${_name}" COPY_ON_ERROR)
  endif()
endforeach()
deploy_check("${_provider}" LIBRARY_PATH "${_partial}" RESULT "^6$")
deploy_expect(check.0.cudnn.library_version "^9\\.1\\.0$")
# The file it lacks is named before cuDNN 9.1.0 runs (which would stop
# the process while loading).
deploy_expect(check.0.cudnn.release.status "^MISSING$")
deploy_expect(check.0.cudnn.release.message "lacks libcudnn_cnn\\.so\\.9, which 9\\.1\\.0 ships")
deploy_expect(check.0.cudnn.status "^INCOMPLETE_RELEASE$")
deploy_expect(check.0.status "^FAIL$")

include("${SUITE_DIR}/../deploy/support/Check.cmake")
deploy_build()
set(_provider "${FRAMEWORK_ort_cu13_ROOT}/onnxruntime/capi/libonnxruntime_providers_cuda.so")
foreach(_id cu13_newest cu13_9_20 cu12_9_1)
  file(REAL_PATH "${RELEASE_${_id}_ROOT}/lib" _dir)
  deploy_regex_quote("${_dir}" _${_id})
endforeach()

# A clean environment (no LD_LIBRARY_PATH, no ld.so cache): its dlopen()
# finds no libcudnn.so.9.  The fix names what to do with the loader, not a
# directory the build used, which nothing records here.
deploy_check("${_provider}" RESULT "^2$")
deploy_expect(check.0.cudnn.loaded_by "^DLOPEN$")
deploy_expect(check.0.cudnn.soname "^libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.built_version "^9\\.x$")
deploy_expect(check.0.cudnn.cuda_major "^13$")
deploy_expect(check.0.cudnn.cuda_major_from "^libcublasLt\\.so\\.13 ")
deploy_expect(check.0.cudnn.status "^NOT_FOUND$")
deploy_expect(check.0.cudnn.message "Fix: add the directory that holds libcudnn\\.so\\.9 to LD_LIBRARY_PATH, or install cuDNN 9\\.x in a directory the loader searches\\.")
# Every CUDA 13 library it needs and the loader would not find is named.
deploy_expect(check.0.missing_count "^5$")
deploy_expect(check.0.missing "^libcublasLt\\.so\\.13 \\(needed by [^;]*\\); libcublas\\.so\\.13 \\(needed by [^;]*\\); libcurand\\.so\\.10 \\(needed by [^;]*\\); libcudart\\.so\\.13 \\(needed by [^;]*\\); libcuda\\.so\\.1 \\(needed by [^;]*\\)$")
if(report MATCHES "\\(unknown\\)|set-user-ID")
  message(FATAL_ERROR "Case ${CASE}: words for another binary:\n${report}")
endif()

# LD_LIBRARY_PATH at the newest cuDNN for CUDA 13: found by the dlopen()
# and accepted (ONNX Runtime records the major only, so any 9.x passes the
# rule), the release whole.
deploy_check("${_provider}" LIBRARY_PATH "${RELEASE_cu13_newest_ROOT}/lib")
deploy_expect(check.0.cudnn.library "^${_cu13_newest}/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "^loaded by a dlopen\\(\\) in .*libonnxruntime_providers_cuda\\.so, found through LD_LIBRARY_PATH$")
deploy_expect(check.0.cudnn.library_version "^9\\.28\\.1$")
deploy_expect(check.0.cudnn.release.status "^OK$")
deploy_expect(check.0.cudnn.status "^OK$")

# An older cuDNN wheel for CUDA 13 (9.20.0): the same rule accepts it;
# --expect with the newer minor the program was built with refuses it.
deploy_check("${_provider}" LIBRARY_PATH "${RELEASE_cu13_9_20_ROOT}/lib")
deploy_expect(check.0.cudnn.library_version "^9\\.20\\.0$")
deploy_expect(check.0.cudnn.status "^OK$")
deploy_check("${_provider}" --expect 9.28 LIBRARY_PATH "${RELEASE_cu13_9_20_ROOT}/lib" RESULT "^1$")
deploy_expect(check.0.cudnn.built_version "^9\\.28$")
deploy_expect(check.0.cudnn.status "^INCOMPATIBLE$")
deploy_expect(check.0.cudnn.message "^cudnn-strict: this library was built with cuDNN 9\\.28 but loaded cuDNN 9\\.20\\.0 from ${_cu13_9_20}/libcudnn\\.so\\.9 ")
deploy_expect(check.0.cudnn.message "Fix: remove ${_cu13_9_20} from LD_LIBRARY_PATH, or install cuDNN 9\\.28 or a newer 9\\.x in place of ")

# LD_LIBRARY_PATH naming the cuDNN for CUDA 12: the CUDA majors differ.
# The report for people says so on the file's line, with the core's
# reason and fix under it.
deploy_run("${DEPLOY_PROBE}" --check-binary "${_provider}" LIBRARY_PATH "${RELEASE_cu12_9_1_ROOT}/lib" RESULT "^1$")
string(CONCAT _people "^[^\n]*/libonnxruntime_providers_cuda\\.so +CUDA_MAJOR_DIFFERS\n"
  "  built: +cuDNN 9\\.x \\(libcudnn\\.so\\.9\\), for CUDA 13 \\(libcublasLt\\.so\\.13 [^\n]*\n"
  "  loads: +${_cu12_9_1}/libcudnn\\.so\\.9: cuDNN 9\\.1\\.0 for CUDA 12\\.[0-9] \\(loaded by a dlopen\\(\\) in [^\n]*, found through LD_LIBRARY_PATH\\)\n"
  "  reason: +this library was built with cuDNN 9\\.x for CUDA 13\\.0 but loaded cuDNN 9\\.1\\.0 built for CUDA 12\\.[0-9] from [^\n]*: cuDNN is built per CUDA major version, and the CUDA major versions must be equal\\.\n"
  "  fix: +remove ${_cu12_9_1} from LD_LIBRARY_PATH, or install the cuDNN 9\\.x build for CUDA 13\\.0 in place of [^\n]*\n"
  "(  missing: +[^\n]+\n)+$")
if(NOT out MATCHES "${_people}")
  message(FATAL_ERROR "Case ${CASE}: the report for people does not match\n${_people}\n--- stdout ---\n${out}")
endif()

# A sub-library removed: the newest CUDA 13 install without libcudnn_cnn,
# hard links to the wheel's other files (no copy).
set(_partial "${CASE_BUILD_DIR}/cu13_newest_without_cnn")
file(REMOVE_RECURSE "${_partial}")
file(MAKE_DIRECTORY "${_partial}")
file(GLOB _files "${RELEASE_cu13_newest_ROOT}/lib/*")
foreach(_file IN LISTS _files)
  get_filename_component(_name "${_file}" NAME)
  if(NOT _name MATCHES "^libcudnn_cnn\\.")
    file(CREATE_LINK "${_file}" "${_partial}/${_name}" COPY_ON_ERROR)
  endif()
endforeach()
deploy_check("${_provider}" LIBRARY_PATH "${_partial}" RESULT "^6$")
deploy_expect(check.0.cudnn.library_version "^9\\.28\\.1$")
deploy_expect(check.0.cudnn.release.status "^MISSING$")
deploy_expect(check.0.cudnn.release.message "lacks libcudnn_cnn\\.so\\.9, which 9\\.28\\.1 ships")
deploy_expect(check.0.cudnn.status "^INCOMPLETE_RELEASE$")
deploy_expect(check.0.status "^FAIL$")

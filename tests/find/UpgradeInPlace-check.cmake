include("${FAKES_FILE}")
set(_tree "${CASE_BUILD_DIR}/../UpgradeInPlace-tree")
# Libraries first (all of them: the engines carry their release, and a
# libcudnn upgraded alone is a mixed install): header 9.1.0 with library
# 9.21.0 is still compatible.
file(GLOB _libraries "${FAKE_v9_21_0_LIBRARY_DIR}/libcudnn*.so.9")
foreach(_file IN LISTS _libraries)
  get_filename_component(_name "${_file}" NAME)
  file(COPY_FILE "${_file}" "${_tree}/lib64/${_name}")
endforeach()
cudnn_strict_case_configure(rc out err)
cudnn_strict_case_expect("after the library upgrade" "${out}" "RESULT VERSION=9\\.1\\.0 LIBRARY_VERSION=9\\.21\\.0")
file(COPY_FILE "${FAKE_v9_21_0_HEADER}" "${_tree}/include/cudnn_version.h")
cudnn_strict_case_configure(rc out err)
cudnn_strict_case_expect("after the header upgrade" "${out}" "RESULT VERSION=9\\.21\\.0 LIBRARY_VERSION=9\\.21\\.0")
file(REMOVE_RECURSE "${_tree}")

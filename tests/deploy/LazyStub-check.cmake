# --check-binary on a library of lazy cuDNN stubs (it defines
# cudnnGetVersion, carries no cuDNN code and names no libcudnn.so, only the
# functions it looks up): not "cuDNN linked in" (exit 5), but the
# libcudnn.so.9 its dlopen() by name would find, judged.
include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_fake_dir(v9_1_0 older)
deploy_regex_quote("${CASE_BUILD_DIR}" case_dir)
deploy_check(liblazy_stub.so --expect 9.8 LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}" RESULT "^1$")
deploy_expect(check.0.kind "^library$")
deploy_expect(check.0.notes "^0$")
deploy_expect(check.0.cudnn.carrier "^liblazy_stub\\.so$")
deploy_expect(check.0.cudnn.loaded_by "^DLOPEN$")
deploy_expect(check.0.cudnn.soname "^libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.library "^${older}/libcudnn\\.so\\.9$")
deploy_expect(check.0.cudnn.found_by "^loaded by a dlopen\\(\\) in liblazy_stub\\.so, found through LD_LIBRARY_PATH$")
deploy_expect(check.0.cudnn.library_version "^9\\.1\\.0$")
deploy_expect(check.0.cudnn.status "^INCOMPATIBLE$")
deploy_expect(check.0.status "^FAIL$")

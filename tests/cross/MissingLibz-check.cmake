# The missing library is "installed" (the graph library is the wheel's
# again, whose libz.so.1 the host has): a plain re-configure of the same
# build tree checks again and passes.
set(_copy "${CASE_BUILD_DIR}/../MissingLibz-root/nvidia/cudnn")
include("${FAKES_FILE}")
file(REMOVE "${_copy}/lib/libcudnn_graph.so.9")
file(CREATE_LINK "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn/lib/libcudnn_graph.so.9" "${_copy}/lib/libcudnn_graph.so.9" COPY_ON_ERROR)
cudnn_strict_case_configure(rc out err)
cudnn_strict_case_expect("the re-configure after the repair" "${rc}: ${out}" "^0: .*- yes.*RESULT VERSION=9\\.19\\.0 CHECK=PASSED")
cudnn_strict_case_expect("stderr of the re-configure after the repair" "${err}" "^$")
file(REMOVE_RECURSE "${CASE_BUILD_DIR}/../MissingLibz-root")

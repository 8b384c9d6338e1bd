# Distributed under the OSI-approved BSD 3-Clause License.
#
# Configure-side helpers of the hostile-load cases, beside the deployment
# cases' (../../deploy/support/Case.cmake).

# A program with the guard that does not link cuDNN: the guard's own
# dlopen() is the first to map libcudnn.
function(hostile_lazy_program name)
  add_executable(${name} "${DEPLOY_PROGRAMS}/plain.c")
  target_link_libraries(${name} PRIVATE CuDNNStrict::guard)
endfunction()

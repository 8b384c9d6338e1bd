# A machine with no compatible cuDNN anywhere the search looks: the fix
# says so, and what to install.  The program is built against a copy of
# cuDNN 9.19.0 of its own, which the check removes after naming it.
file(REMOVE_RECURSE "${CMAKE_BINARY_DIR}/own")
file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${CMAKE_BINARY_DIR}/own")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/own")
deploy_find_cudnn()
deploy_guarded_program(app)
deploy_fact(FIXNONE_OWN "${CMAKE_BINARY_DIR}/own")

# The pip fixes of --python applied as written, in a real venv with pip,
# from the downloaded wheels: the environment is judged again and pip
# check reports no new problem.
foreach(_root FRAMEWORK_jax_cu12_ROOT FRAMEWORK_cudnn_cu12_9_10_0_ROOT FRAMEWORK_cudnn_cu12_9_10_2_ROOT RELEASE_cu13_newest_ROOT)
  if(NOT IS_DIRECTORY "${${_root}}")
    message(STATUS "CUDNN_STRICT_SKIP: ${_root} could not be fetched (no network?)")
    return()
  endif()
endforeach()
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

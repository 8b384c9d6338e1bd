# Distributed under the OSI-approved BSD 3-Clause License.
#
# Configure-side helpers of the deployment cases: which cuDNN a case builds
# against, its programs, the probe, and the facts its -check.cmake needs.

set(DEPLOY_PROGRAMS "${CMAKE_CURRENT_LIST_DIR}/../programs")
set(_deploy_facts "${CMAKE_BINARY_DIR}/deploy_case_facts.cmake")
file(WRITE "${_deploy_facts}" "# Facts of the configured case, for its -check.cmake.\n")

function(deploy_fact name value)
  file(APPEND "${_deploy_facts}" "set(${name} [==[${value}]==])\n")
endfunction()

include("${CMAKE_CURRENT_LIST_DIR}/../../RealCudnn.cmake")

# Builds against one fake tree, found through CuDNNStrict_ROOT alone.
macro(deploy_use_fake name)
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_${name}_ROOT}")
endmacro()

# Builds against this machine's cuDNN 9.19.0 in the CUDA toolkit, or leaves
# the case as skipped.
macro(deploy_use_real_9_19_0)
  cudnn_strict_test_real_cudnn(9.19.0 _deploy_real)
  if(NOT _deploy_real)
    message(STATUS "CUDNN_STRICT_SKIP: no cuDNN 9.19.0 in the CUDA toolkit of this machine")
    return()
  endif()
  set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
endmacro()

# find_package, the probe tool built from this checkout against the found
# cuDNN, and the facts every check needs.
macro(deploy_find_cudnn)
  find_package(CuDNNStrict REQUIRED)
  get_filename_component(_deploy_repository "${CMAKE_MODULE_PATH}/.." ABSOLUTE)
  add_subdirectory("${_deploy_repository}/probe" "${CMAKE_BINARY_DIR}/probe")
  get_filename_component(_deploy_dir "${CuDNNStrict_LIBRARIES}" DIRECTORY)
  deploy_fact(DEPLOY_LIBRARY_DIR "${_deploy_dir}")
  deploy_fact(DEPLOY_STRIP "${CMAKE_STRIP}")
  deploy_fact(DEPLOY_OBJCOPY "${CMAKE_OBJCOPY}")
  deploy_fact(DEPLOY_READELF "${CMAKE_READELF}")
endmacro()

# A program linked against cuDNN, with the guard.
function(deploy_guarded_program name)
  add_executable(${name} "${DEPLOY_PROGRAMS}/app.c")
  target_link_libraries(${name} PRIVATE CuDNNStrict::cudnn CuDNNStrict::guard)
endfunction()

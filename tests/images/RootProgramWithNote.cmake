# A program built with the runtime guard against an image root holding the
# 9.28.1.4 wheel (find_package through CMAKE_FIND_ROOT_PATH), then put in
# an image whose wheel is 9.12.0.46: --root reads the cuDNN it was built
# with from the guard's note, without --expect, and refuses the older
# library (INCOMPATIBLE, exit status 1).
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
get_filename_component(_repo "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
root_make()
root_cudnn_wheel(cu13_newest)
file(WRITE "${WORK_DIR}/src/CMakeLists.txt" "cmake_minimum_required(VERSION 3.21)
project(app C)
find_package(CuDNNStrict REQUIRED)
add_executable(app main.c)
target_link_libraries(app PRIVATE CuDNNStrict::cudnn)
cudnn_strict_add_guard(app)
")
file(WRITE "${WORK_DIR}/src/main.c" "#include <cudnn.h>\nint main(void) { return cudnnGetVersion() == 0; }\n")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${WORK_DIR}/src" -B "${WORK_DIR}/build" -G Ninja
    "-DCMAKE_C_COMPILER=${CC}" "-DCMAKE_MODULE_PATH=${_repo}/cmake"
    "-DCMAKE_FIND_ROOT_PATH=${root}" -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY
    -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY
    "-DCuDNNStrict_ROOT=${site}/nvidia/cudnn" -DCUDNN_STRICT_FEATURES=none
    -DCUDNN_STRICT_PROBE_CACHE=OFF
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(_rc EQUAL 0)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${WORK_DIR}/build"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
endif()
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "could not build the program: ${_out}${_err}")
endif()
# The image: the 9.12.0.46 wheel in place of 9.28.1.4, the program in
# /usr/local/bin, LD_LIBRARY_PATH at the wheel (its RUNPATH names the
# build machine's directory, which the image does not have).
file(REMOVE_RECURSE "${site_dir}/nvidia")
file(GLOB _infos "${site_dir}/nvidia_cudnn*.dist-info")
file(REMOVE_RECURSE ${_infos})
root_cudnn_wheel(cu13_oldest)
file(COPY "${WORK_DIR}/build/app" DESTINATION "${root}/usr/local/bin")
root_run(ARGS --env "LD_LIBRARY_PATH=${site}/nvidia/cudnn/lib" --check-binary /usr/local/bin/app)
fake_env_expect_rc(1)
fake_env_quote("${site}" _site)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=${_site}/nvidia/cudnn/lib /usr/local/bin/app INCOMPATIBLE "
  "built: cuDNN 9\\.28\\.1 \\(libcudnn\\.so\\.9, the guard's note, policy COMPATIBLE\\), for CUDA 13 "
  "loads: ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\(needed by /usr/local/bin/app, found through LD_LIBRARY_PATH\\) "
  "reason: this program was built with cuDNN 9\\.28\\.1 but loaded cuDNN 9\\.12\\.0 from ${_site}/nvidia/cudnn/lib/libcudnn\\.so\\.9 "
  "\\([^)]+\\): the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\. "
  "fix: RUN pip install --no-deps \"nvidia-cudnn-cu13>=9\\.28,<10\" $")

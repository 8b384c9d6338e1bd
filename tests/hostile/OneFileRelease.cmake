# A libcudnn.so.9 alone, of three functions, that claims cuDNN 9.19.0: it
# names no sub-library, and no 9.x release is one file.  The configure's
# check and --check-binary judge it against what 9.19.0 ships.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(linked)
add_library(one_file SHARED "${CMAKE_CURRENT_SOURCE_DIR}/programs/one_file_cudnn.c")
set_target_properties(one_file PROPERTIES OUTPUT_NAME cudnn SOVERSION 9
  LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/one_file")

# A "cuDNN 9.13.0" whose constructor writes a forged report of 9.19.0 to
# standard output, met by the guard of a program built with 9.19.0: the
# guard's verdict is its own, on standard error, and the program's output
# is the library's chatter alone.  (The probe's reports share standard
# output with what it loads: that channel is another case's.)
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
hostile_lazy_program(lazy)
add_library(chatty SHARED "${CMAKE_CURRENT_SOURCE_DIR}/programs/chatty_cudnn.c")
set_target_properties(chatty PROPERTIES OUTPUT_NAME cudnn SOVERSION 9
  LIBRARY_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/chatty")

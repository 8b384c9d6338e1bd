# dlib.cmake ported to find_package(CuDNNStrict), six lines changed
# (docs/migration.md): CUDNN_HOME is one of the package's roots, and the
# classic entries are searched again as another module's; CUDNN::CUDNN is
# an alias of the package's target, which brings the header check, linked
# before the toolkit's runtime so that cuDNN's directory comes first.
find_package(CuDNNStrict)
if(CuDNNStrict_FOUND)
  add_library(CUDNN::CUDNN ALIAS CuDNNStrict::cudnn)
  set(CUDNN_FOUND TRUE)
endif()
add_executable(dlib_like src/dlib_like.c)
if(CUDNN_FOUND)
  target_compile_definitions(dlib_like PRIVATE DLIB_USE_CUDNN)
  target_link_libraries(dlib_like PRIVATE CUDNN::CUDNN CUDA::cudart)
else()
  message(STATUS "*** cuDNN not found: dlib_like will not use it ***")
endif()

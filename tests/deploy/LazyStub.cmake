# A library of lazy cuDNN stubs that builds libcudnn's name at run time, as
# TensorFlow's and JAX's do (-check.cmake).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
add_library(lazy_stub SHARED "${DEPLOY_PROGRAMS}/cudnn_lazy_stub.c")
target_link_libraries(lazy_stub PRIVATE ${CMAKE_DL_LIBS})

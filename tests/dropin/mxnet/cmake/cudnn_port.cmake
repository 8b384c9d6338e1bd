# cudnn.cmake ported to find_package(CuDNNStrict), four lines changed
# (docs/migration.md): CUDNN_ROOT, an include directory, is one of the
# package's roots; the imported target brings the header check.
if(USE_CUDNN)
  find_package(CuDNNStrict)
  if(CuDNNStrict_FOUND)
    add_definitions(-DUSE_CUDNN)
    include_directories(SYSTEM ${CuDNNStrict_INCLUDE_DIRS})
    list(APPEND mxnet_LINKER_LIBS CuDNNStrict::cudnn)
  else()
    set(USE_CUDNN OFF)
  endif()
endif()

# Cross-compiling without an emulator, no probe runs: the reader's scan is
# all that tells a sub-library missing beside libcudnn.  Here the first
# root holds the aarch64 wheel without libcudnn_cnn, and the next root the
# complete wheel: the copy there cannot serve (libcudnn loads its
# sub-libraries from its own directory), and the error names it.
cross_case_use(cudnn_9_19 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
cross_partial_root(cudnn_9_19 SublibraryElsewhereNoEmulator _root libcudnn_cnn.so.9)
list(PREPEND CMAKE_FIND_ROOT_PATH "${_root}")
find_package(CuDNNStrict REQUIRED)

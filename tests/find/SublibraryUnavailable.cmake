# cuDNN's own check of libcudnn_cnn answers SUBLIBRARY_UNAVAILABLE: the
# refusal names the file and says it could not be loaded, in a sentence.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_cnn_unavailable_ROOT}")
find_package(CuDNNStrict REQUIRED)

# --sublibrary-files: a partial upgrade left libcudnn_cnn.so.9 on the
# 9.1.0 file of a 9.19.0 install, which the file names alone tell,
# loading nothing: what the CMake module asks whether or not a probe runs
# (a cross build without an emulator runs none).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

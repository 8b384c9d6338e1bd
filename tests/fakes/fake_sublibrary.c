/* Distributed under the OSI-approved BSD 3-Clause License. */
/* A fake cuDNN sub-library (libcudnn_cnn and the like): only its file
   name and directory matter to the tests.  Test fixture only. */
__attribute__((visibility("default"))) int fake_cudnn_sublibrary(void) {
  return 1;
}

# --verdict --sublibrary-scan where no checks ran (a cross build without an
# emulator): the reader's scan alone makes the sub-library record.  A
# Windows target's files are spelt by the DLL's directory as found, and the
# names missing beside it get the core's sentence, with the header's
# version and the file names the target gives them.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

# Files that are not regular files where --check-binary reads ELF files: a
# FIFO given to it, one under the needed name in a searched directory, and
# one as the ld.so cache.  Opening a FIFO for reading waits for a writer;
# the probe must refuse or pass over each at once.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()
deploy_guarded_program(app)
set_target_properties(app PROPERTIES SKIP_BUILD_RPATH ON)

# One exit status per outcome of cudnn-strict-probe --library, from the
# status table of cudnn_strict.h (docs/command-line.md): each outcome
# against a fake built for it, the tool built with the 9.19.0 header.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

# --file-facts --processor: the target's processor as CMake spells it
# (AMD64 on Windows, arm64 on macOS and Windows) is the processor the
# core's table names (x86_64, aarch64), so a file built for it matches.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

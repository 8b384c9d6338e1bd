# --verdict: a checks program that stopped under qemu (no verdict in its
# report) is worded for the target, whose processor CMake spells arm64:
# the sentence names the emulator and the aarch64 libraries it lacks.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

#!/usr/bin/env bash
# In-process cost of one runtime-guard check when cuDNN is already loaded
# (target: at most 50 microseconds), against the cuDNN find_package finds.
#
#   bench/guard_check_cost.sh [CMAKE_ARGS...]
#
# A benchmark, not a test: it prints figures and never fails on noise.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A project whose configure generates the guard for this machine's cuDNN,
# finding the package in this repository (module mode).
cmake -S "$repo/examples/guarded-app" -B "$work/build" -G Ninja "-DCMAKE_MODULE_PATH=$repo/cmake" "$@" >/dev/null
guard="$work/build/CuDNNStrict/guard"
cudnn_include=$(sed -n 's/^CUDNN_INCLUDE_DIR:[A-Z]*=//p' "$work/build/CMakeCache.txt")
cudnn_library=$(sed -n 's/^CUDNN_LIBRARY:[A-Z]*=//p' "$work/build/CMakeCache.txt")
cuda_include=$(sed -n 's/^CUDAToolkit_INCLUDE_DIR:[A-Z]*=//p' "$work/build/CMakeCache.txt")
# The guard's unit includes its sources by name from the module's folders.
sources=()
for dir in "$repo"/probe/*/; do sources+=(-I"$dir"); done
cc -O2 -I"$guard/include" -I"$guard/src" "${sources[@]}" -I"$cudnn_include" ${cuda_include:+-I"$cuda_include"} \
  "$repo/bench/guard_check_cost.c" -o "$work/check_cost" "$cudnn_library" \
  -Wl,-rpath,"$(dirname "$cudnn_library")" -ldl -lpthread
CUDNN_STRICT_GUARD=off "$work/check_cost"

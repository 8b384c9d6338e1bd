#!/usr/bin/env bash
# What the GPU check adds to a configure of find_package(CuDNNStrict).
#
#   bench/gpu_check_cost.sh [RUNS] [BASELINE_REF] [FAKES_DIR]
#
#   RUNS          runs per variant, alternating (default 9)
#   BASELINE_REF  a git ref of this repository whose module has no GPU check
#                 (e.g. the parent of the commit that added it): measured as
#                 well, to show the cost of compiling the GPU check's sources,
#                 which every mode pays ("" to skip)
#   FAKES_DIR     <build>/tests/fakes of a test build: also measure the check
#                 running on the suite's fake GPUs (CPU convolutions), for a
#                 machine without a GPU ("" to skip)
#
# Variants: the module with CUDNN_STRICT_GPU_CHECK=OFF and AUTO against this
# machine's cuDNN (on a machine without an NVIDIA driver AUTO only asks the
# CUDA runtime for the driver and skips), optionally the baseline module,
# and optionally OFF/AUTO on the fake GPUs.  Prints medians of cold
# configures (fresh build tree) and re-configures (nothing changed).  A
# benchmark, not a test: it never fails on noise.
set -euo pipefail
runs=${1:-9}
baseline_ref=${2:-}
fakes=${3:-}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

write_project() { # dir, module dir
  mkdir -p "$1"
  cat > "$1/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(bench LANGUAGES C)
list(APPEND CMAKE_MODULE_PATH "$2")
find_package(CuDNNStrict REQUIRED)
if(DEFINED CuDNNStrict_GPU_CHECK)
  message(STATUS "GPU check: \${CuDNNStrict_GPU_CHECK} (\${CuDNNStrict_GPU_CHECK_REASON})")
endif()
CMAKE
}

variants=(off auto)
declare -A module args env_path
module[off]="$repo/cmake"; args[off]="-DCUDNN_STRICT_GPU_CHECK=OFF"; env_path[off]="${LD_LIBRARY_PATH-}"
module[auto]="$repo/cmake"; args[auto]="-DCUDNN_STRICT_GPU_CHECK=AUTO"; env_path[auto]="${LD_LIBRARY_PATH-}"
if [ -n "$baseline_ref" ]; then
  mkdir -p "$work/baseline-src"
  git -C "$repo" archive "$baseline_ref" cmake probe templates | tar -x -C "$work/baseline-src"
  variants=(baseline "${variants[@]}")
  module[baseline]="$work/baseline-src/cmake"; args[baseline]=""; env_path[baseline]="${LD_LIBRARY_PATH-}"
fi
if [ -n "$fakes" ]; then
  fake_root="$fakes/v9_19_0"
  fake_cudart="$fakes/cudart_correct/lib"
  for mode in off auto; do
    name="fake-$mode"
    variants+=("$name")
    module[$name]="$repo/cmake"
    args[$name]="-DCUDNN_STRICT_GPU_CHECK=${mode^^} -DCUDNN_STRICT_SEARCH_LOCATIONS=ROOT -DCuDNNStrict_ROOT=$fake_root"
    env_path[$name]="$fake_cudart"
  done
fi
for name in "${variants[@]}"; do
  write_project "$work/$name" "${module[$name]}"
done

# shellcheck source=bench/timing.sh
source "$(dirname "$0")/timing.sh"

declare -A cold reconf
for name in "${variants[@]}"; do cold[$name]=""; reconf[$name]=""; done
for ((i = 0; i < runs; i++)); do
  for name in "${variants[@]}"; do
    rm -rf "$work/$name/build"
    # shellcheck disable=SC2086 # args holds several arguments
    cold[$name]+="$(time_ms env LD_LIBRARY_PATH="${env_path[$name]}" cmake -S "$work/$name" -B "$work/$name/build" -G Ninja ${args[$name]}) "
    reconf[$name]+="$(time_ms env LD_LIBRARY_PATH="${env_path[$name]}" cmake -S "$work/$name" -B "$work/$name/build") "
  done
done

echo "Median of $runs alternating runs, $(nproc) cores, $(cmake --version | sed -n 1p)"
for name in "${variants[@]}"; do
  outcome=$(env LD_LIBRARY_PATH="${env_path[$name]}" cmake -S "$work/$name" -B "$work/$name/build" 2>/dev/null \
    | sed -n 's/^-- GPU check: //p' | cut -c1-70)
  c=$(tr ' ' '\n' <<<"${cold[$name]}" | grep . | median)
  r=$(tr ' ' '\n' <<<"${reconf[$name]}" | grep . | median)
  printf '%-10s cold %7.1f ms   re-configure %7.1f ms   GPU check: %s\n' "$name" "$c" "$r" "${outcome:-n/a}"
done

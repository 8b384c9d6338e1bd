#!/usr/bin/env bash
# Configure cost of find_package(CuDNNStrict), printed side by side with a
# bare project that only does find_package(CUDAToolkit).
#
#   bench/configure_cost.sh [RUNS] [LANGUAGES]   (default: 9 runs, "C")
#
# Prints medians of cold configures (fresh build tree) and re-configures
# (nothing changed) and their ratios, for projects enabling LANGUAGES (e.g.
# "C", or "CXX CUDA" as most cuDNN users do). A benchmark, not a test: it
# never fails on noise.
set -euo pipefail
runs=${1:-9}
languages=${2:-C}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

write_project() { # dir, extra CMake lines
  mkdir -p "$1"
  cat > "$1/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(bench LANGUAGES $languages)
list(APPEND CMAKE_MODULE_PATH "$repo/cmake")
find_package(CUDAToolkit REQUIRED)
$2
CMAKE
}
write_project "$work/bare" ""
write_project "$work/strict" "find_package(CuDNNStrict REQUIRED)"

# shellcheck source=bench/timing.sh
source "$(dirname "$0")/timing.sh"

declare -A cold reconf
for name in bare strict; do cold[$name]=""; reconf[$name]=""; done
for ((i = 0; i < runs; i++)); do
  for name in bare strict; do
    rm -rf "$work/$name/build"
    cold[$name]+="$(time_ms cmake -S "$work/$name" -B "$work/$name/build" -G Ninja) "
    reconf[$name]+="$(time_ms cmake -S "$work/$name" -B "$work/$name/build") "
  done
done

report() { # label, bare samples, strict samples
  local b s
  b=$(tr ' ' '\n' <<<"$2" | grep . | median)
  s=$(tr ' ' '\n' <<<"$3" | grep . | median)
  awk -v l="$1" -v b="$b" -v s="$s" 'BEGIN {printf "%-12s bare %7.1f ms   CuDNNStrict %7.1f ms   ratio %.3f\n", l, b, s, s / b}'
}
echo "LANGUAGES $languages: median of $runs alternating runs, $(nproc) cores, $(cmake --version | head -1)"
report "cold" "${cold[bare]}" "${cold[strict]}"
report "re-configure" "${reconf[bare]}" "${reconf[strict]}"

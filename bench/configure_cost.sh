#!/usr/bin/env bash
# Configure cost of find_package(CuDNNStrict), as ratios to a bare project
# with the same languages that only does find_package(CUDAToolkit), all
# measured in one run (alternating, so that a load that comes and goes
# weighs on both sides alike).
#
#   bench/configure_cost.sh [RUNS] [LANGUAGES] [SKIP_INSTALLED]
#
#   RUNS            runs per variant (default 9; use at least 7)
#   LANGUAGES       the project's languages (default "C"; e.g. "C CXX", or
#                   "CXX CUDA" as most cuDNN users enable)
#   SKIP_INSTALLED  1 to skip the installed-package variant, which first
#                   builds and installs this repository (about a minute)
#
# Variants, each a median in ms and a ratio to the bare project's cold
# configure (the last line: to its re-configure):
#   cold       a fresh build tree and an empty per-user probe cache: the
#              first configure on a machine
#   2nd tree   a fresh build tree, the per-user cache already filled by
#              another tree with the same compiler and header
#   installed  a fresh build tree using the installed package (its
#              cudnn-strict-probe already built), empty per-user cache
#   re-conf    a re-configure with nothing changed
# The per-user cache lives in a scratch XDG_CACHE_HOME, never the caller's.
# A benchmark, not a test: it never fails on noise.
set -euo pipefail
runs=${1:-9}
languages=${2:-C}
skip_installed=${3:-0}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/xdg"

write_project() { # dir, extra CMake lines
  mkdir -p "$1"
  cat >"$1/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(bench LANGUAGES $languages)
find_package(CUDAToolkit REQUIRED)
$2
CMAKE
}
write_project "$work/bare" ""
write_project "$work/strict" "list(APPEND CMAKE_MODULE_PATH \"$repo/cmake\")
find_package(CuDNNStrict REQUIRED)"
write_project "$work/installed" "find_package(CuDNNStrict REQUIRED)"

variants="bare strict second reconf_bare reconf_strict"
if [[ $skip_installed != 1 ]]; then
  cmake -S "$repo" -B "$work/pkg-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCUDNN_STRICT_BUILD_TESTS=OFF >/dev/null
  cmake --build "$work/pkg-build" >/dev/null
  cmake --install "$work/pkg-build" --prefix "$work/prefix" >/dev/null
  variants+=" installed"
fi

# shellcheck source=bench/timing.sh
source "$(dirname "$0")/timing.sh"

configure() { # project dir, build dir, extra arguments...
  local src=$1 bin=$2
  shift 2
  time_ms cmake -S "$src" -B "$bin" -G Ninja "$@"
}

declare -A samples
for v in $variants; do samples[$v]=""; done
for ((i = 0; i < runs; i++)); do
  rm -rf "$work"/*/build* "$XDG_CACHE_HOME"
  samples[bare]+="$(configure "$work/bare" "$work/bare/build") "
  samples[strict]+="$(configure "$work/strict" "$work/strict/build") "
  samples[reconf_bare]+="$(configure "$work/bare" "$work/bare/build") "
  samples[reconf_strict]+="$(configure "$work/strict" "$work/strict/build") "
  samples[second]+="$(configure "$work/strict" "$work/strict/build2") "
  if [[ $variants == *installed* ]]; then
    rm -rf "$XDG_CACHE_HOME"
    samples[installed]+="$(configure "$work/installed" "$work/installed/build" \
      -DCMAKE_PREFIX_PATH="$work/prefix") "
  fi
done

med() { tr ' ' '\n' <<<"${samples[$1]}" | grep . | median; }
report() { # label, variant, bare variant
  awk -v l="$1" -v s="$(med "$2")" -v b="$(med "$3")" \
    'BEGIN {printf "%-10s %7.1f ms  bare %7.1f ms  ratio %.3f\n", l, s, b, s / b}'
}
echo "LANGUAGES $languages: median of $runs alternating runs, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(cmake --version | head -1)"
report "cold" strict bare
report "2nd tree" second bare
if [[ $variants == *installed* ]]; then report "installed" installed bare; fi
report "re-conf" reconf_strict reconf_bare

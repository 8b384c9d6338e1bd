#!/usr/bin/env bash
# Configure cost of find_package(CuDNNStrict), as ratios to a bare project
# with the same languages that only does find_package(CUDAToolkit), all
# measured in one run (alternating, so that a load that comes and goes
# weighs on both sides alike).
#
#   bench/configure_cost.sh [RUNS] [LANGUAGES] [SKIP_INSTALLED] [BASELINE_DIR]
#
#   RUNS            runs per variant (default 9; use at least 7)
#   LANGUAGES       the project's languages (default "C"; e.g. "C CXX", or
#                   "CXX CUDA" as most cuDNN users enable)
#   SKIP_INSTALLED  1 to skip the installed-package variant, which first
#                   builds and installs the repository (about a minute)
#   BASELINE_DIR    another checkout of this repository (e.g. from
#                   `git worktree add /tmp/base <ref>`), measured in the same
#                   run: before and after a change, under the same load
#
# Variants, each a median in ms and a ratio to the bare project's cold
# configure (re-conf: to its re-configure), in wall-clock time and in CPU
# time (user and system, children included: steadier on a busy machine):
#   cold       a fresh build tree and an empty per-user probe cache: the
#              first configure on a machine
#   2nd tree   a fresh build tree, the per-user cache already filled by
#              another tree with the same compiler and header
#   installed  a fresh build tree using the installed package (its
#              cudnn-strict-probe already built), empty per-user cache
#   re-conf    a re-configure with nothing changed
#   changed    a re-configure after a change the findings' key covers and
#              nothing else reads (a new CUDNN_BENCH_CHANGE): the findings
#              are not replayed, the search, the probe's report and the
#              memo are reused (ratio to the bare project's re-configure)
# The per-user cache lives in a scratch XDG_CACHE_HOME, never the caller's.
# A benchmark, not a test: it never fails on noise.
set -euo pipefail
runs=${1:-9}
languages=${2:-C}
skip_installed=${3:-0}
baseline=${4:-}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export XDG_CACHE_HOME="$work/xdg"

# shellcheck source=bench/timing.sh
source "$(dirname "$0")/timing.sh"

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

sides="this"
declare -A source_of=([this]="$repo")
if [[ -n $baseline ]]; then
  sides+=" baseline"
  source_of[baseline]=$(cd "$baseline" && pwd)
fi
for side in $sides; do
  write_project "$work/$side/strict" "list(APPEND CMAKE_MODULE_PATH \"${source_of[$side]}/cmake\")
find_package(CuDNNStrict REQUIRED)"
  write_project "$work/$side/installed" "find_package(CuDNNStrict REQUIRED)"
  if [[ $skip_installed != 1 ]]; then
    cmake -S "${source_of[$side]}" -B "$work/$side/pkg-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DCUDNN_STRICT_BUILD_TESTS=OFF >/dev/null
    cmake --build "$work/$side/pkg-build" >/dev/null
    cmake --install "$work/$side/pkg-build" --prefix "$work/$side/prefix" >/dev/null
  fi
done

declare -A samples cpu
configure() { # variant, project dir, build dir, extra arguments...
  local variant=$1 src=$2 bin=$3 times
  shift 3
  times=$(time_wall_cpu_ms cmake -S "$src" -B "$bin" -G Ninja "$@")
  samples[$variant]+="${times% *} "
  cpu[$variant]+="${times#* } "
}

for ((i = 0; i < runs; i++)); do
  rm -rf "$work/bare/build"
  configure bare "$work/bare" "$work/bare/build"
  configure reconf_bare "$work/bare" "$work/bare/build"
  for side in $sides; do
    rm -rf "$work/$side"/*/build* "$XDG_CACHE_HOME"
    configure "cold_$side" "$work/$side/strict" "$work/$side/strict/build"
    configure "reconf_$side" "$work/$side/strict" "$work/$side/strict/build"
    configure "changed_$side" "$work/$side/strict" "$work/$side/strict/build" -DCUDNN_BENCH_CHANGE="$i"
    configure "second_$side" "$work/$side/strict" "$work/$side/strict/build2"
    if [[ $skip_installed != 1 ]]; then
      rm -rf "$XDG_CACHE_HOME"
      configure "installed_$side" "$work/$side/installed" "$work/$side/installed/build" \
        -DCMAKE_PREFIX_PATH="$work/$side/prefix"
    fi
  done
done

med() { tr ' ' '\n' <<<"$1" | grep . | median; }
report() { # label, variant, bare variant
  awk -v l="$1" -v s="$(med "${samples[$2]}")" -v b="$(med "${samples[$3]}")" \
    -v cs="$(med "${cpu[$2]}")" -v cb="$(med "${cpu[$3]}")" \
    'BEGIN {printf "%-20s wall %6.0f / %6.0f ms = %.3f   cpu %5.0f / %5.0f ms = %.3f\n", l, s, b, s / b, cs, cb, cs / cb}'
}
echo "LANGUAGES $languages: median of $runs alternating runs, $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(cmake --version | head -1)"
for side in $sides; do
  label=""
  [[ $side == baseline ]] && label=" (baseline)"
  report "cold$label" "cold_$side" bare
  report "2nd tree$label" "second_$side" bare
  if [[ $skip_installed != 1 ]]; then report "installed$label" "installed_$side" bare; fi
  report "re-conf$label" "reconf_$side" reconf_bare
  report "changed$label" "changed_$side" reconf_bare
done

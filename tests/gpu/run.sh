#!/usr/bin/env bash
# The GPU check on a machine with a real NVIDIA GPU (the test suite can only
# use fake ones).  Run from anywhere:
#
#   tests/gpu/run.sh [OUTPUT_DIR]      (default: $OUT, else a temporary dir)
#
# 1. configures a tiny downstream project with CUDNN_STRICT_GPU_CHECK=REQUIRE
#    (the configure must pass, with the GPU check PASSED), then re-configures
#    it (nothing must run again), timing both;
# 2. builds cudnn-strict-probe and runs it with --gpu-check require, printing
#    the per-algorithm errors and keeping the full report and --json output.
# Exits non-zero if any step fails or the check does not pass.
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-${OUT:-$(mktemp -d)}}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

say() { printf '\n== %s\n' "$*"; }
run() { printf '$ %s\n' "$*"; "$@"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

generator="Unix Makefiles"
command -v ninja >/dev/null 2>&1 && generator=Ninja

say "Machine"
run cmake --version | sed -n 1p
if command -v nvidia-smi >/dev/null 2>&1; then
  run nvidia-smi --query-gpu=index,name,compute_cap,driver_version --format=csv || true
else
  echo "nvidia-smi not found (the check itself decides whether a GPU is usable)"
fi
echo "CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES-<unset>}"
echo "output: $out"

say "1. A downstream project configured with CUDNN_STRICT_GPU_CHECK=REQUIRE"
mkdir -p "$work/downstream"
cat > "$work/downstream/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(gpu_check_downstream LANGUAGES C)
list(APPEND CMAKE_MODULE_PATH "$repo/cmake")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT GPU_CHECK=\${CuDNNStrict_GPU_CHECK} REASON=\${CuDNNStrict_GPU_CHECK_REASON}")
if(NOT CuDNNStrict_GPU_CHECK STREQUAL "PASSED")
  message(FATAL_ERROR "the GPU check did not pass")
endif()
CMAKE
start=$(now_ms)
run cmake -S "$work/downstream" -B "$work/downstream/build" -G "$generator" \
  -DCUDNN_STRICT_GPU_CHECK=REQUIRE 2>&1 | tee "$out/downstream-configure.log"
cold=$(( $(now_ms) - start ))
start=$(now_ms)
run cmake -S "$work/downstream" -B "$work/downstream/build" 2>&1 | tee "$out/downstream-reconfigure.log"
again=$(( $(now_ms) - start ))
if grep -q "Checking that cuDNN" "$out/downstream-reconfigure.log"; then
  echo "FAILED: the re-configure ran the probe again" >&2
  exit 1
fi
echo "configure: ${cold} ms cold, ${again} ms re-configure (cached)"

say "2. cudnn-strict-probe --gpu-check require"
run cmake -S "$repo" -B "$work/tool" -G "$generator" -DCUDNN_STRICT_BUILD_TESTS=OFF \
  > "$out/tool-configure.log" 2>&1 || { cat "$out/tool-configure.log"; exit 1; }
run cmake --build "$work/tool" --target cudnn-strict-probe > "$out/tool-build.log" 2>&1 \
  || { cat "$out/tool-build.log"; exit 1; }
probe="$work/tool/probe/cudnn-strict-probe"
status=0
start=$(now_ms)
"$probe" --gpu-check require > "$out/report.txt" || status=$?
echo "cudnn-strict-probe ran in $(( $(now_ms) - start )) ms, exit status $status"
"$probe" --gpu-check require --json > "$out/report.json" || true

echo
echo "Loaded files:"
grep -E '^(library\.file|library\.found_by|cudart\.file|cudart\.found_by)=' "$out/report.txt" || true
echo "Versions and devices:"
grep -E '^(library\.version|gpu\.runtime_version|gpu\.driver_version|gpu\.max_device_version|gpu\.min_device_version|gpu\.device_count|gpu\.[0-9]+\.(name|cc|status))=' \
  "$out/report.txt" || true
echo "Worst error per algorithm (PASSED/FAILED ones; the others are NOT_SUPPORTED or SKIPPED):"
awk -F= '
  /^gpu\.[0-9]+\..*\.tolerance=/ { key = $1; sub(/\.tolerance$/, "", key); tolerance[key] = $2 }
  /^gpu\.[0-9]+\..*\.algo[0-9]+\.result=/ { key = $1; sub(/\.result$/, "", key); result[key] = $2; order[++n] = key }
  /^gpu\.[0-9]+\..*\.algo[0-9]+\.name=/ { key = $1; sub(/\.name$/, "", key); name[key] = $2 }
  /^gpu\.[0-9]+\..*\.algo[0-9]+\.max_error=/ { key = $1; sub(/\.max_error$/, "", key); error[key] = $2 }
  END {
    for (i = 1; i <= n; ++i) {
      key = order[i]
      if (result[key] != "PASSED" && result[key] != "FAILED") continue
      group = key; sub(/\.algo[0-9]+$/, "", group)
      printf "  %-36s %-22s %-7s max_error %-10s (tolerance %s)\n", key, name[key], result[key], error[key], tolerance[group]
    }
  }' "$out/report.txt"
echo "Outcome:"
grep -E '^gpu\.(status|cause|reason|fix|failure\.[a-z_]+)=' "$out/report.txt" || true

if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print("--json parses:", len(d), "keys, gpu.status =", d.get("gpu.status"))' \
    "$out/report.json"
fi

if [ "$status" -ne 0 ] || ! grep -q '^gpu\.status=PASSED$' "$out/report.txt"; then
  echo "FAILED: the GPU check did not pass (exit status $status); full report: $out/report.txt" >&2
  exit 1
fi
echo
echo "PASSED: the configure and cudnn-strict-probe agree; full report in $out"

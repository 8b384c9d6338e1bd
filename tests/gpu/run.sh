#!/usr/bin/env bash
# The GPU check on a machine with a real NVIDIA GPU (the test suite can only
# use fake ones).  One short run, which needs nothing from the network:
#
#   tests/gpu/run.sh [--mismatched DIR] [--probe PROBE] [OUTPUT_DIR] [-- PROBE_ARGS...]
#
#   --mismatched DIR  a directory holding parts of a second cuDNN release
#                     (libcudnn.so.9, libcudnn_graph.so.9, libcudnn_cnn.so.9 of
#                     another 9.x); default: tests/gpu/mismatched beside this
#                     script, when it is there.  Make one where PyPI can be
#                     reached with
#                       tests/gpu/run.sh --prepare-mismatched WHEEL|VERSION DIR
#                     (a nvidia-cudnn-cu13 wheel file, or a version to download)
#   --probe PROBE     use this cudnn-strict-probe instead of building one (and
#                     skip the downstream configure)
#   OUTPUT_DIR        where the reports go (default: $OUT, else a temporary dir)
#   PROBE_ARGS        more arguments for the probe (e.g. --library FILE)
#
# It builds cudnn-strict-probe, runs the GPU check under --gpu-check require
# and prints per device its mode (native or forward-compatible), status and
# seconds, and per operation and data type (FP32, TF32, FP16, BF16, backward
# data and filter) each algorithm that ran with its measured error against
# its bound; then configures a downstream project with
# CUDNN_STRICT_GPU_CHECK=REQUIRE (and again, cached); then runs the probe
# against the mismatched release, once as the library and once with its parts
# first on LD_LIBRARY_PATH.  Exits non-zero when the check does not pass on
# this machine or the mismatched release is not refused.
set -uo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
here="$repo/tests/gpu"

if [ "${1-}" = "--prepare-mismatched" ]; then
  source=${2:?"usage: run.sh --prepare-mismatched WHEEL|VERSION DIR"}
  dir=${3:?"usage: run.sh --prepare-mismatched WHEEL|VERSION DIR"}
  mkdir -p "$dir"
  if [ ! -f "$source" ]; then
    tmp=$(mktemp -d)
    python3 -m pip download --no-deps --only-binary=:all: -d "$tmp" "nvidia-cudnn-cu13==$source" || exit 1
    source=$(ls "$tmp"/*.whl)
  fi
  python3 - "$source" "$dir" <<'PY' || exit 1
import os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
wanted = {"libcudnn.so.9", "libcudnn_graph.so.9", "libcudnn_cnn.so.9"}
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if os.path.basename(name) in wanted:
            with open(os.path.join(out, os.path.basename(name)), "wb") as f:
                f.write(z.read(name))
            print("extracted", os.path.basename(name))
PY
  exit 0
fi

mismatched=""
[ -d "$here/mismatched" ] && mismatched="$here/mismatched"
probe=""
out=""
probe_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --mismatched) mismatched=$2; shift 2 ;;
    --probe) probe=$2; shift 2 ;;
    --) shift; probe_args=("$@"); break ;;
    *) out=$1; shift ;;
  esac
done
out=${out:-${OUT:-$(mktemp -d)}}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

say() { printf '\n== %s\n' "$*"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
fail() { echo "FAILED: $*"; failures=$((failures + 1)); }

generator="Unix Makefiles"
command -v ninja >/dev/null 2>&1 && generator=Ninja

say "Machine"
cmake --version | sed -n 1p
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi --query-gpu=index,name,compute_cap,driver_version,compute_mode,memory.used --format=csv || true
else
  echo "nvidia-smi not found (the check itself decides whether a GPU is usable)"
fi
echo "CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES-<unset>}  output: $out  mismatched: ${mismatched:-<none>}"

if [ -z "$probe" ]; then
  say "1. Build cudnn-strict-probe"
  start=$(now_ms)
  if ! cmake -S "$repo" -B "$work/tool" -G "$generator" -DCUDNN_STRICT_BUILD_TESTS=OFF \
      > "$out/tool-configure.log" 2>&1; then
    tail -30 "$out/tool-configure.log"; exit 1
  fi
  if ! cmake --build "$work/tool" --target cudnn-strict-probe -j "$(nproc)" > "$out/tool-build.log" 2>&1; then
    tail -30 "$out/tool-build.log"; exit 1
  fi
  probe="$work/tool/probe/cudnn-strict-probe"
  echo "built in $(( $(now_ms) - start )) ms"
fi

# Prints the GPU facts of a key=value report.
summarize() {
  awk -F= '
    { key = $1; sub(/^[^=]*=/, ""); value[key] = $0; order[++n] = key }
    END {
      print "cuDNN " value["library.version"] " (" value["library.file"] "), CUDA runtime " value["gpu.runtime_version"] \
        ", driver CUDA " value["gpu.driver_version"] ", cuDNN supports compute capability " value["gpu.min_device_version"] \
        " to " value["gpu.max_device_version"]
      for (d = 0; d < value["gpu.device_count"] + 0; ++d) {
        p = "gpu." d
        printf "device %d: %s (compute capability %s, %s), mode %s, %s in %s s\n", d, value[p ".name"], value[p ".cc"], \
          value[p ".uuid"], value[p ".mode"], value[p ".status"], value[p ".seconds"]
        if ((p ".reason") in value) print "  reason: " value[p ".reason"]
        split("fwd.FLOAT fwd.FLOAT_TF32 fwd.HALF fwd.BFLOAT16 bwd_data.FLOAT bwd_filter.FLOAT", groups, " ")
        for (g = 1; g <= 6; ++g) {
          q = p "." groups[g]
          if (!((q ".result") in value)) continue
          printf "  %-20s %-13s required=%s\n", groups[g], value[q ".result"], value[q ".required"]
          for (a = 0; a < 8; ++a) {
            r = q ".algo" a
            if (!((r ".result") in value)) continue
            if (value[r ".result"] == "PASSED" || value[r ".result"] == "FAILED")
              printf "    algo%d %-22s %-7s error %-10s bound %s\n", a, value[r ".name"], value[r ".result"], value[r ".max_error"], value[r ".bound"]
            else if (value[r ".status"] != "" || value[r ".result"] == "SKIPPED")
              printf "    algo%d %-22s %-7s %s\n", a, "", value[r ".result"], value[r ".status"]
          }
        }
      }
      print "check: " value["gpu.status"] " (" value["gpu.cause"] ") in " value["gpu.seconds"] " s: " value["gpu.reason"]
      if ("gpu.fix" in value) print "fix: " value["gpu.fix"]
    }' "$1"
}

say "2. cudnn-strict-probe --gpu-check require ${probe_args[*]-}"
start=$(now_ms)
timeout 280 "$probe" --gpu-check require "${probe_args[@]}" > "$out/report.txt" 2> "$out/report-stderr.txt"
status=$?
echo "ran in $(( $(now_ms) - start )) ms, exit status $status"
summarize "$out/report.txt"
[ -s "$out/report-stderr.txt" ] && { echo "stderr:"; head -20 "$out/report-stderr.txt"; }
timeout 280 "$probe" --gpu-check require --json "${probe_args[@]}" > "$out/report.json" 2>/dev/null
if command -v python3 >/dev/null 2>&1; then
  python3 -c 'import json, sys; d = json.load(open(sys.argv[1])); print("--json parses:", len(d), "keys, gpu.status =", d.get("gpu.status"))' \
    "$out/report.json" || fail "the --json report does not parse"
fi
if [ "$status" -ne 0 ] || ! grep -q '^gpu\.status=PASSED$' "$out/report.txt"; then
  fail "the GPU check did not pass (exit status $status); full report: $out/report.txt"
fi

if [ -z "${work:-}" ] || [ ! -d "$work/tool" ]; then
  echo; echo "(downstream configure skipped: --probe given)"
else
  say "3. A downstream project configured with CUDNN_STRICT_GPU_CHECK=REQUIRE, then again"
  mkdir -p "$work/downstream"
  cat > "$work/downstream/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(gpu_check_downstream LANGUAGES C)
list(APPEND CMAKE_MODULE_PATH "$repo/cmake")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT GPU_CHECK=\${CuDNNStrict_GPU_CHECK} REASON=\${CuDNNStrict_GPU_CHECK_REASON}")
CMAKE
  start=$(now_ms)
  if cmake -S "$work/downstream" -B "$work/downstream/build" -G "$generator" \
      -DCUDNN_STRICT_GPU_CHECK=REQUIRE > "$out/downstream-configure.log" 2>&1; then
    cold=$(( $(now_ms) - start ))
    grep -E "GPU check|RESULT" "$out/downstream-configure.log" | cut -c1-400
    start=$(now_ms)
    cmake -S "$work/downstream" -B "$work/downstream/build" > "$out/downstream-reconfigure.log" 2>&1 || fail "the re-configure failed"
    again=$(( $(now_ms) - start ))
    grep -q "Checking that cuDNN" "$out/downstream-reconfigure.log" && fail "the re-configure ran the probe again"
    echo "configure: ${cold} ms cold, ${again} ms re-configure (cached)"
  else
    grep -A6 "Could NOT" "$out/downstream-configure.log" | cut -c1-400
    fail "the downstream configure failed"
  fi
fi

say "4. A mismatched cuDNN release"
if [ -z "$mismatched" ] || ! ls "$mismatched"/libcudnn*.so* >/dev/null 2>&1; then
  echo "no mismatched release (give --mismatched DIR, or carry tests/gpu/mismatched)"
else
  ls -l "$mismatched"
  if [ -e "$mismatched/libcudnn.so.9" ]; then
    echo "-- as the library (--library $mismatched/libcudnn.so.9):"
    timeout 280 "$probe" --gpu-check require --library "$mismatched/libcudnn.so.9" > "$out/mismatched-library.txt" 2>&1
    rc=$?
    grep -E '^(verdict|judgement|library\.version|fix|gpu\.status|gpu\.cause|gpu\.reason)=' "$out/mismatched-library.txt" | cut -c1-400
    echo "exit status $rc"
    [ "$rc" -ne 0 ] || fail "the mismatched library was not refused"
  fi
  # The sub-libraries alone, so that the found libcudnn opens them: what a
  # pip wheel's directory early on LD_LIBRARY_PATH does.
  found=$(sed -n 's/^library\.file=//p' "$out/report.txt")
  mkdir -p "$work/parts"
  for part in "$mismatched"/libcudnn_*.so*; do ln -sf "$part" "$work/parts/"; done
  echo "-- its sub-libraries first on LD_LIBRARY_PATH, with --library $found:"
  LD_LIBRARY_PATH="$work/parts${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
    timeout 280 "$probe" --gpu-check require --library "$found" > "$out/mismatched-path.txt" 2>&1
  rc=$?
  grep -E '^(verdict|judgement|library\.file|fix|release\.[a-z_]+|gpu\.status|gpu\.cause|gpu\.reason|gpu\.fix)=' "$out/mismatched-path.txt" | cut -c1-400
  echo "exit status $rc"
  [ "$rc" -ne 0 ] || fail "sub-libraries of another release were not refused"
fi

echo
if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) FAILED; reports in $out"
  exit 1
fi
echo "PASSED; reports in $out"

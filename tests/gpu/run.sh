#!/usr/bin/env bash
# The GPU check on a machine with a real NVIDIA GPU (the test suite can only
# use fake ones).  One command, one answer, nothing from the network:
#
#   tests/gpu/run.sh [--cudnn system|wheel|root] [--cudnn-root DIR]
#                    [--mismatched DIR] [--build DIR] [--probe PROBE]
#                    [--no-self-test] [--out DIR] [-- PROBE_ARGS...]
#   tests/gpu/run.sh --prepare-mismatched [auto|VERSION|WHEEL] DIR
#
#   --cudnn CHOICE    which cuDNN the tool is built against and checks:
#                     system (the CUDA toolkit's and the system directories),
#                     wheel (the nvidia-cudnn wheel of the python3 on PATH),
#                     root (the install prefix --cudnn-root DIR, or the
#                     environment's CUDNN_ROOT).  Default: root when
#                     CUDNN_ROOT is set, else system.
#   --mismatched DIR  parts of a second cuDNN release (libcudnn.so.9,
#                     libcudnn_graph.so.9, libcudnn_cnn.so.9); default:
#                     tests/gpu/mismatched, when it is there
#   --build DIR       build cudnn-strict-probe in DIR and keep it (a second
#                     run then only re-checks); default: a temporary directory
#   --probe PROBE     use this cudnn-strict-probe instead of building one (and
#                     skip the downstream configure)
#   --no-self-test    leave out the probe's --gpu-self-test (FP32 with TF32
#                     allowed, judged with the FP32 bound, must fail on a
#                     GPU of compute capability 8.0 or later: proof that the
#                     bound bites); on by default
#   --out DIR         where the reports go (default: $OUT, else a temporary
#                     directory): at most 8 files, 00-summary.txt first
#   PROBE_ARGS        more arguments for the probe
#
# --prepare-mismatched, where PyPI can be reached, extracts those three
# files (about 9 MB) of a nvidia-cudnn-cu<CUDA major> wheel into DIR: auto
# (the default) picks a 9.12 to 9.20 release whose minor differs from the
# found cuDNN's, older where there is one, so that it is refused as the
# library too; VERSION downloads that release; WHEEL is a wheel file.
#
# The run: a preflight (driver, CUDA runtimes, every cuDNN copy with its
# version, the environment variables that change what cuDNN does, the
# cuDNN wheels of python3); whether a GPU answers cudaGetDeviceCount, and
# if none does, the answer at once; the tool built against the chosen
# cuDNN; the GPU check run once under --gpu-check require --gpu-self-test
# (per device its mode, status and seconds, per operation and data type
# each algorithm's error against its bound and its math type, and whether
# the bound caught TF32), its report kept as text and as JSON; a
# downstream project configured with CUDNN_STRICT_GPU_CHECK=REQUIRE and
# again (cached); the mismatched release, as the library and its
# sub-libraries first on LD_LIBRARY_PATH, judged against what its version
# predicts.  Every step has a time limit, so the whole run ends within
# 8 minutes.
#
# Exit status: 0 every check passed, 1 a check failed, 64 usage error,
# 77 no GPU answered (nothing was checked).
set -uo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
here="$repo/tests/gpu"
started=$(date +%s)
# Below the 8 minutes, with room for the summary.
deadline=$((started + 450))

usage() {
  { echo "usage:"; sed -n '5,8p' "$0" | sed 's/^# \{0,1\}//'; } >&2
  exit 64
}

# --- cuDNN copies and their versions ----------------------------------------

# The version of the cuDNN library <file>: from its real file name
# (libcudnn.so.9.19.0), else from a cudnn_version.h in the install's include
# directory.
cudnn_version_of() {
  local real dir header
  real=$(readlink -f "$1")
  case "${real##*/}" in
    libcudnn.so.*.*.*) echo "${real##*/libcudnn.so.}"; return ;;
  esac
  dir=$(dirname "$1")
  for header in "$dir/../include/cudnn_version.h" "$dir/../../include/cudnn_version.h" \
      "$dir/../include/cudnn_version_v"*.h /usr/include/cudnn_version.h; do
    [ -f "$header" ] || continue
    awk '$1 == "#define" && $2 == "CUDNN_MAJOR" { a = $3 }
         $1 == "#define" && $2 == "CUDNN_MINOR" { b = $3 }
         $1 == "#define" && $2 == "CUDNN_PATCHLEVEL" { c = $3 }
         END { if (a != "") print a "." b "." c " (" FILENAME ")" }' "$header"
    return
  done
  echo "unknown (no version in the file name, no header beside it)"
}

# The site directories of the python3 on PATH, one a line.
python_sites() {
  command -v python3 >/dev/null 2>&1 || return 0
  timeout 20 python3 -c 'import site, sysconfig
paths = [sysconfig.get_paths()[k] for k in ("purelib", "platlib")]
try:
    paths.append(site.getusersitepackages())
except Exception:
    pass
print("\n".join(dict.fromkeys(paths)))' 2>/dev/null
}

# Every libcudnn.so.<major> this machine holds where a build or the loader
# looks, one "file<TAB>where" a line, each real file once.
cudnn_copies() {
  local dirs=() dir file real seen=" "
  for dir in "${cudnn_root-}" "${CUDNN_ROOT-}"; do
    [ -n "$dir" ] && dirs+=("$dir/lib64:root" "$dir/lib:root")
  done
  IFS=: read -r -a ld <<< "${LD_LIBRARY_PATH-}"
  for dir in "${ld[@]}"; do [ -n "$dir" ] && dirs+=("$dir:LD_LIBRARY_PATH"); done
  for dir in /usr/local/cuda /usr/local/cuda-*; do
    dirs+=("$dir/lib64:toolkit" "$dir/lib:toolkit")
    for file in "$dir"/targets/*/lib; do dirs+=("$file:toolkit"); done
  done
  for dir in /usr/lib/*-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do dirs+=("$dir:system"); done
  while read -r dir; do
    [ -n "$dir" ] && dirs+=("$dir/nvidia/cudnn/lib:wheel" "$dir/nvidia/cudnn_jit/lib:wheel")
  done < <(python_sites)
  while read -r file; do dirs+=("$(dirname "$file"):ld.so cache"); done \
    < <(ldconfig -p 2>/dev/null | sed -n 's/^.*libcudnn\.so\.[0-9]* .*=> //p')
  for dir in "${dirs[@]}"; do
    for file in "${dir%:*}"/libcudnn.so.[0-9]*; do
      [ -f "$file" ] || continue
      real=$(readlink -f "$file")
      case "$seen" in *" $real "*) continue ;; esac
      seen="$seen$real "
      printf '%s\t%s\n' "$file" "${dir##*:}"
    done
  done
}

# The CUDA major of this machine's toolkit (13 when none says).
toolkit_cuda_major() {
  local json
  for json in /usr/local/cuda/version.json /usr/local/cuda-*/version.json; do
    [ -f "$json" ] || continue
    sed -n '/"cuda"/,/}/s/.*"version" *: *"\([0-9]*\)\..*/\1/p' "$json" | head -1
    return
  done
  echo 13
}

# --- --prepare-mismatched ----------------------------------------------------

prepare_mismatched() {
  local source=${1:-auto} dir=$2 tmp found minor candidates=() major wheel
  mkdir -p "$dir" || exit 1
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  major=$(toolkit_cuda_major)
  if [ -f "$source" ]; then
    wheel=$source
  else
    if [ "$source" = auto ]; then
      found=$(cudnn_copies | head -1 | cut -f1)
      [ -n "$found" ] || { echo "no cuDNN found to differ from; give a VERSION"; exit 1; }
      found=$(cudnn_version_of "$found")
      echo "found cuDNN $found ($(cudnn_copies | head -1 | cut -f1))"
      minor=$(echo "$found" | cut -d. -f2)
      # Older first: refused as the library as well as by its sub-libraries.
      for ((m = minor - 1; m >= 12; --m)); do candidates+=("9.$m.*"); done
      for ((m = minor + 1; m <= 20; ++m)); do candidates+=("9.$m.*"); done
    else
      candidates=("$source")
    fi
    for version in "${candidates[@]}"; do
      echo "downloading nvidia-cudnn-cu$major==$version"
      if python3 -m pip download --no-deps --only-binary=:all: -d "$tmp" "nvidia-cudnn-cu$major==$version"; then
        wheel=$(ls "$tmp"/*.whl)
        break
      fi
    done
    [ -n "${wheel-}" ] || { echo "no wheel could be downloaded"; exit 1; }
  fi
  python3 - "$wheel" "$dir" <<'PY' || exit 1
import os, sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
wanted = {"libcudnn.so.9", "libcudnn_graph.so.9", "libcudnn_cnn.so.9"}
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if os.path.basename(name) in wanted:
            with open(os.path.join(out, os.path.basename(name)), "wb") as f:
                f.write(z.read(name))
            print("extracted", os.path.basename(name))
with open(os.path.join(out, "WHEEL"), "w") as f:
    f.write(os.path.basename(wheel) + "\n")
PY
  du -sh "$dir"
  exit 0
}

# --- options -----------------------------------------------------------------

if [ "${1-}" = "--prepare-mismatched" ]; then
  case $# in
    2) prepare_mismatched auto "$2" ;;
    3) prepare_mismatched "$2" "$3" ;;
    *) usage ;;
  esac
fi

cudnn=""
cudnn_root=""
mismatched=""
[ -d "$here/mismatched" ] && mismatched="$here/mismatched"
probe=""
build=""
out=""
probe_args=()
self_test_args=(--gpu-self-test)
while [ $# -gt 0 ]; do
  case "$1" in
    --cudnn) [ $# -ge 2 ] || usage; cudnn=$2; shift 2 ;;
    --cudnn-root) [ $# -ge 2 ] || usage; cudnn=root; cudnn_root=$2; shift 2 ;;
    --mismatched) [ $# -ge 2 ] || usage; mismatched=$2; shift 2 ;;
    --probe) [ $# -ge 2 ] || usage; probe=$2; shift 2 ;;
    --build) [ $# -ge 2 ] || usage; build=$2; shift 2 ;;
    --out) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    --no-self-test) self_test_args=(); shift ;;
    --) shift; probe_args=("$@"); break ;;
    -*) usage ;;
    *) out=$1; shift ;;
  esac
done
if [ -z "$cudnn" ]; then
  if [ -n "${CUDNN_ROOT-}" ]; then cudnn=root; else cudnn=system; fi
fi
[ "$cudnn" = root ] && [ -z "$cudnn_root" ] && cudnn_root=${CUDNN_ROOT-}
case "$cudnn" in
  system) choice_args=(-DCUDNN_STRICT_SEARCH_LOCATIONS=TOOLKIT\;SYSTEM) ;;
  wheel) choice_args=(-DCUDNN_STRICT_SEARCH_LOCATIONS=PIP "-DPython3_EXECUTABLE=$(command -v python3)") ;;
  root)
    [ -n "$cudnn_root" ] || { echo "run.sh: --cudnn root needs --cudnn-root DIR or CUDNN_ROOT" >&2; exit 64; }
    choice_args=(-DCUDNN_STRICT_SEARCH_LOCATIONS=ROOT "-DCuDNNStrict_ROOT=$cudnn_root") ;;
  *) echo "run.sh: --cudnn is system, wheel or root, not '$cudnn'" >&2; exit 64 ;;
esac

out=${out:-${OUT:-$(mktemp -d)}}
mkdir -p "$out" || exit 64
work=$(mktemp -d)
build=${build:-$work/tool}
console="$work/console.txt"
exec 3>&1 4>&2
exec > >(tee "$console") 2>&1
tee_pid=$!

results=()
failures=0
record() { # STEP RESULT [DETAIL]
  results+=("$(printf '%-28s %s%s' "$1" "$2" "${3:+ ($3)}")")
  case "$2" in FAILED*) failures=$((failures + 1)) ;; esac
}
say() { printf '\n== %s\n' "$*"; }
now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# The seconds a step may take: <want>, or what is left before the deadline
# (at least 1: `timeout 0` would not limit at all).
cap() {
  local left=$((deadline - $(date +%s) - 10))
  [ "$left" -lt 1 ] && left=1
  [ "$left" -lt "$1" ] && echo "$left" || echo "$1"
}
# The probe's own limit for its GPU check, <margin> below <cap> (at least
# 1: the probe reads 0 as its default).
inner() { [ "$(($1 - $2))" -lt 1 ] && echo 1 || echo "$(($1 - $2))"; }
# A key's value in a key=value report.
value() { sed -n "s/^$2=//p" "$1" | head -1; }

finish() { # VERDICT EXIT_STATUS
  local verdict=$1 status=$2
  echo
  echo "$verdict; reports in $out ($(( $(date +%s) - started )) s)"
  exec 1>&3 2>&4
  wait "$tee_pid" 2>/dev/null
  {
    echo "$verdict"
    printf '%s\n' "${results[@]}"
    echo "--- the whole run"
    cat "$console"
  } > "$out/00-summary.txt"
  rm -rf "$work"
  exit "$status"
}
trap 'rm -rf "$work"' EXIT

generator="Unix Makefiles"
command -v ninja >/dev/null 2>&1 && generator=Ninja
# The --cudnn choice decides which cuDNN the configures find: hints that
# the module honours before any search are left out of them.
cmake_env=(env -u CUDNN_INCLUDE_DIR -u CUDNN_LIBRARY -u CUDNN_INCLUDE_PATH -u CUDNN_LIBRARY_PATH)

# --- preflight ---------------------------------------------------------------

say "Preflight"
echo "$(date -u +%FT%TZ) $(uname -srm), $(cmake --version | sed -n 1p), generator $generator"
if [ -r /proc/driver/nvidia/version ]; then
  echo "driver: $(sed -n 1p /proc/driver/nvidia/version)"
else
  echo "driver: no /proc/driver/nvidia/version (a sandbox such as gVisor can pass a GPU through without it)"
fi
echo "device nodes: $(ls /dev/nvidia* /dev/dxg 2>/dev/null | tr '\n' ' ')"
if command -v nvidia-smi >/dev/null 2>&1; then
  timeout 20 nvidia-smi --query-gpu=index,name,compute_cap,driver_version,compute_mode,memory.used \
    --format=csv,noheader 2>&1 | sed 's/^/nvidia-smi: /'
else
  echo "nvidia-smi: not on PATH"
fi
for json in /usr/local/cuda/version.json /usr/local/cuda-*/version.json; do
  [ -f "$json" ] && echo "CUDA toolkit: $(dirname "$json") $(sed -n '/"cuda"/,/}/s/.*"version" *: *"\([^"]*\)".*/\1/p' "$json" | head -1)"
done
command -v nvcc >/dev/null 2>&1 && echo "nvcc: $(nvcc --version | tail -1)"
{ ldconfig -p 2>/dev/null | sed -n 's/^.*libcudart\.so\.[0-9.]* .*=> //p'
  ls /usr/local/cuda*/lib64/libcudart.so.* /usr/local/cuda*/targets/*/lib/libcudart.so.* 2>/dev/null
  IFS=: read -r -a ld <<< "${LD_LIBRARY_PATH-}"
  for dir in "${ld[@]}"; do [ -n "$dir" ] && ls "$dir"/libcudart.so.* 2>/dev/null; done
} | while read -r file; do readlink -f "$file"; done | sort -u | sed 's/^/CUDA runtime: /'
copies=$(cudnn_copies)
if [ -z "$copies" ]; then
  echo "cuDNN: no copy found"
else
  while IFS=$'\t' read -r file where; do
    echo "cuDNN: $file [$where] $(cudnn_version_of "$file")"
  done <<< "$copies"
fi
for name in NVIDIA_TF32_OVERRIDE CUDNN_FORWARD_COMPAT_DISABLE CUDNN_LIB_CONFIG CUDA_VISIBLE_DEVICES LD_LIBRARY_PATH; do
  echo "$name=${!name-<unset>}"
done
env | grep '^CUDNN_' | grep -Ev '^CUDNN_(FORWARD_COMPAT_DISABLE|LIB_CONFIG)=' | sort
for name in CUDNN_INCLUDE_DIR CUDNN_LIBRARY CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH; do
  [ -n "${!name-}" ] && echo "($name is left out of the configures: --cudnn decides)"
done
if command -v python3 >/dev/null 2>&1; then
  echo "python3: $(command -v python3) $(python3 --version 2>&1)"
  timeout 20 python3 -c 'import importlib.metadata as m
for d in m.distributions():
    name = d.metadata["Name"] or ""
    if "cudnn" in name.lower() or name.lower().startswith("nvidia-cuda-runtime"):
        print("wheel:", name, d.version)' 2>/dev/null | sort
else
  echo "python3: not on PATH"
fi
case "$cudnn" in
  root) echo "checking: cuDNN under $cudnn_root (--cudnn root)" ;;
  *) echo "checking: the $cudnn cuDNN (--cudnn $cudnn)" ;;
esac
echo "mismatched release: ${mismatched:-<none>}; reports: $out"

# --- does a GPU answer? ------------------------------------------------------

say "Does a GPU answer?"
if ! ${CC:-cc} -o "$work/gpu_answers" "$here/support/gpu_answers.c" -ldl > "$work/cc.log" 2>&1; then
  cat "$work/cc.log"
  record "GPU answers" "FAILED" "no C compiler (${CC:-cc}) to ask with"
  finish "FAILED: no C compiler" 1
fi
timeout 20 "$work/gpu_answers" > "$work/answers.txt" 2>&1
answered=$?
if [ "$answered" -eq 2 ]; then
  # No runtime on the loader's path: the toolkit's, as the probe links it.
  for file in /usr/local/cuda/lib64/libcudart.so.[0-9]* /usr/local/cuda*/targets/*/lib/libcudart.so.[0-9]*; do
    [ -f "$file" ] || continue
    timeout 20 "$work/gpu_answers" "$file" > "$work/answers.txt" 2>&1
    answered=$?
    break
  done
fi
cat "$work/answers.txt"
if [ "$answered" -ne 0 ]; then
  record "GPU answers" "NO GPU" "$(tr '\n' ' ' < "$work/answers.txt")"
  echo "No GPU answered cudaGetDeviceCount: nothing to check on this machine."
  finish "NO GPU: nothing checked (exit status 77)" 77
fi
record "GPU answers" "yes" "$(value "$work/answers.txt" count) device(s)"

# --- 1. the tool -------------------------------------------------------------

library=""
if [ -z "$probe" ]; then
  say "1. Build cudnn-strict-probe against the $cudnn cuDNN"
  start=$(now_ms)
  c=$(cap 120)
  "${cmake_env[@]}" timeout -k 5 "$c" cmake -S "$repo" -B "$build" -G "$generator" \
    -DCUDNN_STRICT_BUILD_TESTS=OFF "${choice_args[@]}" > "$work/build.log" 2>&1
  rc=$?
  if [ "$rc" -ne 0 ]; then
    tail -40 "$work/build.log"
    record "1. build" "FAILED" "the configure failed (exit status $rc), its log above and in build.log"
  elif [ ! -d "$build/probe/CMakeFiles/cudnn-strict-probe.dir" ]; then
    # probe/CMakeLists.txt says why it defines no target.
    grep -B2 -A12 -E "Could NOT find CuDNNStrict|cudnn-strict-probe is not built" "$work/build.log"
    record "1. build" "FAILED" "no cuDNN to build against, the reason above"
  else
    c=$(cap 150)
    if ! timeout -k 5 "$c" cmake --build "$build" --target cudnn-strict-probe -j "$(nproc)" >> "$work/build.log" 2>&1; then
      tail -40 "$work/build.log"
      record "1. build" "FAILED" "the build failed, its log above and in build.log"
    else
      probe="$build/probe/cudnn-strict-probe"
      library=$(sed -n 's/^CUDNN_LIBRARY:[A-Z]*=//p' "$build/CMakeCache.txt")
      grep -E "^-- (Found CuDNNStrict|  (header|library|agreement):)" "$work/build.log" | cut -c1-300
      echo "built in $(( $(now_ms) - start )) ms"
      record "1. build" "PASSED" "$library"
    fi
  fi
  head -c 4000000 "$work/build.log" > "$out/build.log"
  [ -n "$probe" ] || finish "FAILED: cudnn-strict-probe could not be built" 1
fi
library_args=()
[ -n "$library" ] && library_args=(--library "$library")

# Prints the GPU facts of a key=value report.
summarize() {
  awk -F= '
    { key = $1; sub(/^[^=]*=/, ""); value[key] = $0; order[++n] = key }
    END {
      print "cuDNN " value["library.version"] " (" value["library.file"] "), CUDA runtime " value["gpu.runtime_version"] \
        ", driver CUDA " value["gpu.driver_version"] ", cuDNN supports compute capability " value["gpu.min_device_version"] \
        " to " value["gpu.max_device_version"]
      for (i = 1; i <= n; ++i)
        if (order[i] ~ /^gpu\.env\./) print "set: " substr(order[i], 9) "=" value[order[i]]
      for (d = 0; d < value["gpu.device_count"] + 0; ++d) {
        p = "gpu." d
        printf "device %d: %s (compute capability %s, %s), mode %s, %s in %s s\n", d, value[p ".name"], value[p ".cc"], \
          value[p ".uuid"], value[p ".mode"], value[p ".status"], value[p ".seconds"]
        if ((p ".reason") in value) print "  reason: " value[p ".reason"]
        if ((p ".self_test.result") in value)
          print "  bound self-test: " value[p ".self_test.result"] \
            ((p ".self_test.reason") in value ? " (" value[p ".self_test.reason"] ")" : "")
        split("fwd bwd_data bwd_filter", ops, " ")
        split("FLOAT FLOAT_TF32 HALF BFLOAT16", types, " ")
        n_groups = 0
        for (o = 1; o <= 3; ++o)
          for (t = 1; t <= 4; ++t)
            groups[++n_groups] = ops[o] "." types[t]
        groups[++n_groups] = "fwd.TF32_JUDGED_AS_FLOAT"
        for (g = 1; g <= n_groups; ++g) {
          q = p "." groups[g]
          if (!((q ".result") in value)) continue
          printf "  %-20s %-13s required=%s\n", groups[g], value[q ".result"], value[q ".required"]
          for (a = 0; a < 8; ++a) {
            r = q ".algo" a
            if (!((r ".result") in value)) continue
            if (value[r ".result"] == "PASSED" || value[r ".result"] == "FAILED")
              printf "    algo%d %-22s %-7s error %-10s bound %-10s largest %-10s %s\n", a, value[r ".name"], value[r ".result"], \
                value[r ".max_error"], value[r ".bound"], value[r ".largest_error"], value[r ".math"]
            else if (value[r ".status"] != "" || value[r ".result"] == "SKIPPED")
              printf "    algo%d %-22s %-7s %s\n", a, "", value[r ".result"], value[r ".status"]
          }
        }
      }
      print "check: " value["gpu.status"] " (" value["gpu.cause"] ") in " value["gpu.seconds"] " s: " value["gpu.reason"]
      if ("gpu.fix" in value) print "fix: " value["gpu.fix"]
    }' "$1"
}

# --- 2. the GPU check, once --------------------------------------------------

say "2. cudnn-strict-probe --gpu-check require ${self_test_args[*]-} ${library_args[*]-} ${probe_args[*]-}"
start=$(now_ms)
c=$(cap 180)
CUDNN_STRICT_GPU_CHECK_TIMEOUT=$(inner "$c" 15) timeout -k 5 "$c" "$probe" --format keyvalue --gpu-check require \
  "${self_test_args[@]}" "${library_args[@]}" "${probe_args[@]}" > "$out/report.txt" 2> "$out/probe-stderr.txt"
status=$?
echo "ran in $(( $(now_ms) - start )) ms (limit $c s), exit status $status"
summarize "$out/report.txt"
[ -s "$out/probe-stderr.txt" ] && { echo "stderr:"; head -20 "$out/probe-stderr.txt"; }
[ -s "$out/probe-stderr.txt" ] || rm -f "$out/probe-stderr.txt"
if ! "$probe" --json-from "$out/report.txt" > "$out/report.json"; then
  record "2. report as JSON" "FAILED" "--json-from could not convert report.txt"
fi
if [ "$status" -eq 0 ] && [ "$(value "$out/report.txt" gpu.status)" = PASSED ]; then
  record "2. GPU check" "PASSED" "$(value "$out/report.txt" gpu.reason)"
else
  record "2. GPU check" "FAILED" "exit status $status, gpu.cause=$(value "$out/report.txt" gpu.cause)"
fi
# The self-test: on a GPU with TF32 the FP32 bound must catch it, else the
# bound proves nothing.
if [ "${#self_test_args[@]}" -eq 0 ]; then
  record "2. bound self-test" "NOT RUN" "--no-self-test"
else
  self_tests=$(sed -n 's/^gpu\.[0-9]*\.self_test\.result=//p' "$out/report.txt" | sort -u | tr '\n' ' ')
  case "$self_tests" in
    *FAILED*) record "2. bound self-test" "FAILED" "the FP32 bound did not catch TF32: it proves nothing" ;;
    *PASSED*) record "2. bound self-test" "PASSED" \
      "the FP32 bound caught TF32 on $(grep -c '^gpu\.[0-9]*\.self_test\.result=PASSED$' "$out/report.txt") device(s)" ;;
    *) reason=$(sed -n 's/^gpu\.[0-9]*\.self_test\.reason=//p' "$out/report.txt" | head -1)
      record "2. bound self-test" "NOT CHECKED" "${reason:-no device ran it}" ;;
  esac
fi
found=$(value "$out/report.txt" library.file)
found_version=$(value "$out/report.txt" library.version)

# --- 3. a downstream configure -----------------------------------------------

if [ ! -f "$build/CMakeCache.txt" ]; then
  record "3. downstream configure" "NOT RUN" "--probe given"
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
  c=$(cap 120)
  if CUDNN_STRICT_GPU_CHECK_TIMEOUT=$(inner "$c" 20) "${cmake_env[@]}" timeout -k 5 "$c" \
      cmake -S "$work/downstream" -B "$work/downstream/build" -G "$generator" \
      -DCUDNN_STRICT_GPU_CHECK=REQUIRE "${choice_args[@]}" > "$work/downstream.log" 2>&1; then
    cold=$(( $(now_ms) - start ))
    grep -E "Checking that cuDNN|GPU check|RESULT" "$work/downstream.log" | cut -c1-400
    start=$(now_ms)
    echo "--- again" >> "$work/downstream.log"
    if ! "${cmake_env[@]}" timeout -k 5 "$(cap 30)" cmake -S "$work/downstream" -B "$work/downstream/build" \
        >> "$work/downstream.log" 2>&1; then
      record "3. downstream configure" "FAILED" "the re-configure failed"
    elif sed -n '/^--- again/,$p' "$work/downstream.log" | grep -q "Checking that cuDNN"; then
      record "3. downstream configure" "FAILED" "the re-configure ran the probe again"
    else
      again=$(( $(now_ms) - start ))
      echo "configure: ${cold} ms cold, ${again} ms re-configure (cached)"
      record "3. downstream configure" "PASSED" "${cold} ms, again ${again} ms"
    fi
  else
    grep -E -A6 "Checking that cuDNN|Could NOT" "$work/downstream.log" | cut -c1-400
    record "3. downstream configure" "FAILED" "the configure failed, its log in downstream.log"
  fi
  head -c 4000000 "$work/downstream.log" > "$out/downstream.log"
fi

# --- 4. a mismatched release -------------------------------------------------

# The report lines a refusal is judged by.
judged_lines='^(header\.version|library\.(file|version)|verdict|verdict\.(rule|message)|judgement|release\.[a-z_.0-9]+|sublibrary\.[a-z_]+\.(file|status|release)|gpu\.(status|cause|reason|fix))='
# 1 when version <a> is older than <b> in major or minor.
older() {
  local a1 a2 b1 b2
  IFS=. read -r a1 a2 _ <<< "$1"
  IFS=. read -r b1 b2 _ <<< "$2"
  [ "$a1" -lt "$b1" ] || { [ "$a1" -eq "$b1" ] && [ "$a2" -lt "$b2" ]; }
}

say "4. A mismatched cuDNN release"
if [ -z "$mismatched" ] || [ ! -e "$mismatched/libcudnn.so.9" ]; then
  echo "no mismatched release (give --mismatched DIR holding libcudnn.so.9, or carry tests/gpu/mismatched)"
  record "4. mismatched release" "NOT CHECKED" "none given"
elif [ -z "$found_version" ]; then
  record "4. mismatched release" "NOT CHECKED" "the GPU check's report names no found cuDNN"
else
  ls -l "$mismatched"
  mismatch_report="$work/mismatched.txt"
  echo "### as the library: --library $mismatched/libcudnn.so.9" > "$mismatch_report"
  timeout -k 5 "$(cap 60)" "$probe" --format keyvalue --gpu-check require --library "$mismatched/libcudnn.so.9" \
    >> "$mismatch_report" 2>&1
  rc=$?
  carried=$(value "$mismatch_report" library.version)
  header=$(value "$mismatch_report" header.version)
  echo "found cuDNN $found_version, built with header $header; carried release: ${carried:-unreadable}"
  if [ -z "$carried" ]; then
    grep -E "$judged_lines" "$mismatch_report" | cut -c1-400
    record "4. mismatched release" "FAILED" "the carried libcudnn.so.9 could not be loaded (exit status $rc)"
  elif [ "$carried" = "$found_version" ]; then
    echo "the carried release is the found one: nothing to refuse (prepare another: run.sh --prepare-mismatched auto DIR)"
    record "4. mismatched release" "NOT CHECKED" "the carried release $carried is the found one"
  else
    # A library older than the header (in major or minor) is refused as
    # the library; a newer minor runs code built with an older header.
    expected=accepted
    older "$carried" "$header" && expected=refused
    echo "-- as the library, expected $expected:"
    grep -E "$judged_lines" "$mismatch_report" | cut -c1-400
    echo "exit status $rc"
    got=accepted
    [ "$rc" -ne 0 ] && [ "$(value "$mismatch_report" judgement)" != OK ] && got=refused
    if [ "$got" = "$expected" ]; then
      record "4a. $carried as the library" "PASSED" "$got, as its version predicts"
    else
      record "4a. $carried as the library" "FAILED" "$got, expected $expected"
    fi
    # The sub-libraries alone, so that the found libcudnn opens them: what
    # a pip wheel's directory early on LD_LIBRARY_PATH does.
    mkdir -p "$work/parts"
    for part in "$mismatched"/libcudnn_*.so*; do ln -sf "$(readlink -f "$part")" "$work/parts/"; done
    echo "### its sub-libraries first on LD_LIBRARY_PATH, --library $found" >> "$mismatch_report"
    part_start=$(wc -l < "$mismatch_report")
    LD_LIBRARY_PATH="$work/parts${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
      timeout -k 5 "$(cap 60)" "$probe" --format keyvalue --gpu-check require --library "$found" >> "$mismatch_report" 2>&1
    rc=$?
    echo "-- its sub-libraries first on LD_LIBRARY_PATH, expected refused:"
    tail -n +"$((part_start + 1))" "$mismatch_report" > "$work/parts.txt"
    grep -E "$judged_lines" "$work/parts.txt" | cut -c1-400
    echo "exit status $rc"
    if [ "$rc" -ne 0 ] && { [ "$(value "$work/parts.txt" release.status)" != OK ] ||
        [ "$(value "$work/parts.txt" gpu.cause)" = SUBLIBRARY_MISMATCH ] ||
        [ "$(value "$work/parts.txt" judgement)" != OK ]; }; then
      record "4b. $carried sub-libraries" "PASSED" "refused"
    else
      record "4b. $carried sub-libraries" "FAILED" "not refused (exit status $rc)"
    fi
  fi
  head -c 4000000 "$mismatch_report" > "$out/mismatched.txt"
fi

echo
printf '%s\n' "${results[@]}"
if [ "$failures" -ne 0 ]; then
  finish "FAILED: $failures check(s)" 1
fi
unchecked=$(printf '%s\n' "${results[@]}" | grep -E '^[^ ]+( [^ ]+)* +NOT (CHECKED|RUN)' | cut -d' ' -f1-3 | tr '\n' ';')
finish "PASSED${unchecked:+ (not checked: ${unchecked%;})}" 0

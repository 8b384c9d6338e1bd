#!/usr/bin/env bash
# What the runtime guard (CuDNNStrict::guard) adds to a program: start-up
# time and size in memory, printed side by side with the same program built
# without it.
#
#   bench/guard_cost.sh [RUNS] [CMAKE_ARGS...]   (default: 200 runs)
#
# GUARD_COST_BASELINE=<checkout> builds the guarded programs from another
# checkout too (git worktree add /tmp/baseline <ref>) and starts them in
# the same rounds, so that a change is measured before and after under the
# same load.
#
# Three programs, each built with and without the guard against the cuDNN
# that find_package(CuDNNStrict) finds (CMAKE_ARGS such as
# -DCuDNNStrict_ROOT=... choose another):
#   linked   links libcudnn, as most programs do, and exits at once: the
#            guard finds libcudnn loaded, and its first call into cuDNN
#            pays cuDNN's own one-time set-up;
#   calling  the same, but main calls cudnnGetVersion(), as a program that
#            uses cuDNN at start-up does: that set-up is paid either way;
#   lazy     does not link libcudnn: the guard loads it to ask its version.
# Each binary is started RUNS times, the variants interleaved, by a small C
# runner that times fork+exec+wait; the medians of the wall time and of the
# CPU time (user + system, the steadier figure on a shared machine) are
# printed in microseconds.
# Size: what the guard adds to each program's loaded image, text + data +
# bss as size(1) sums them (the goal is at most 16 KiB), and the stripped
# file's growth beside it.
# A benchmark, not a test: it never fails on noise.
set -euo pipefail
runs=${1:-200}
shift || true
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$work/src"
cat > "$work/src/main.c" <<'C'
#ifdef CALLING
#include <cudnn.h>
#endif
int main(void) {
#ifdef CALLING
  return cudnnGetVersion() == 0;
#else
  return 0;
#endif
}
C
cat > "$work/src/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.21)
project(guard_cost C)
list(APPEND CMAKE_MODULE_PATH "\${GUARD_COST_REPO}/cmake")
find_package(CuDNNStrict REQUIRED)
foreach(kind IN ITEMS linked calling lazy)
  foreach(variant IN ITEMS bare guarded)
    add_executable(\${kind}_\${variant} main.c)
    if(kind STREQUAL "calling")
      target_compile_definitions(\${kind}_\${variant} PRIVATE CALLING)
    endif()
    if(NOT kind STREQUAL "lazy")
      # Needed even where main does not call it, whatever the linker's defaults.
      target_link_options(\${kind}_\${variant} PRIVATE LINKER:--no-as-needed)
      target_link_libraries(\${kind}_\${variant} PRIVATE CuDNNStrict::cudnn)
    endif()
    if(variant STREQUAL "guarded")
      target_link_libraries(\${kind}_\${variant} PRIVATE CuDNNStrict::guard)
    endif()
  endforeach()
endforeach()
CMAKE
cat > "$work/runner.c" <<'C'
/* runner RUNS PROGRAM...: starts each program RUNS times, interleaved, and
   prints the median wall time and the median CPU time (user + system, as
   wait4 reports it) of each in microseconds.  On a shared machine the CPU
   time is the steadier figure: other processes lengthen the wall time. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static long elapsed_us(const char *program, long *cpu) {
  struct timespec start, end;
  struct rusage usage;
  pid_t pid;
  int status;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pid = fork();
  if (pid == 0) {
    execl(program, program, (char *)NULL);
    _exit(127);
  }
  wait4(pid, &status, 0, &usage);
  clock_gettime(CLOCK_MONOTONIC, &end);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "%s failed (status %d)\n", program, status);
    exit(1);
  }
  *cpu = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000L +
         usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
  return (end.tv_sec - start.tv_sec) * 1000000L +
         (end.tv_nsec - start.tv_nsec) / 1000L;
}

static int by_value(const void *a, const void *b) {
  long x = *(const long *)a, y = *(const long *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  int runs = atoi(argv[1]), count = argc - 2, i, k, p;
  long *times = malloc(sizeof(long) * (size_t)runs * (size_t)count);
  long *cpus = malloc(sizeof(long) * (size_t)runs * (size_t)count);
  /* Each round starts at the next program: where a program stands in a
     round moves its median by a tenth or more. */
  for (i = 0; i < runs; ++i)
    for (k = 0; k < count; ++k) {
      p = (i + k) % count;
      times[p * runs + i] = elapsed_us(argv[2 + p], &cpus[p * runs + i]);
    }
  for (p = 0; p < count; ++p) {
    qsort(times + p * runs, (size_t)runs, sizeof(long), by_value);
    qsort(cpus + p * runs, (size_t)runs, sizeof(long), by_value);
    printf("%s %ld %ld\n", argv[2 + p], times[p * runs + runs / 2],
           cpus[p * runs + runs / 2]);
  }
  return 0;
}
C

build_programs() { # <checkout> <build dir> [CMAKE_ARGS...]
  local checkout=$1 dir=$2
  shift 2
  cmake -S "$work/src" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release "-DGUARD_COST_REPO=$checkout" "$@" \
    >"$dir.configure.log" 2>&1 || { cat "$dir.configure.log"; exit 1; }
  cmake --build "$dir" >"$dir.build.log" 2>&1 || { cat "$dir.build.log"; exit 1; }
}
build_programs "$repo" "$work/build" "$@"
cc -O2 -o "$work/runner" "$work/runner.c"
grep -E "^-- (CuDNNStrict:|  library:)" "$work/build.configure.log" | sed 's/^-- //'

b="$work/build"
before=()
if [ -n "${GUARD_COST_BASELINE:-}" ]; then
  build_programs "$(cd "$GUARD_COST_BASELINE" && pwd)" "$work/baseline" "$@"
  before=("$work/baseline/linked_guarded" "$work/baseline/calling_guarded" "$work/baseline/lazy_guarded")
fi
env -u LD_LIBRARY_PATH "$work/runner" "$runs" \
  "$b/linked_bare" "$b/linked_guarded" "$b/calling_bare" "$b/calling_guarded" \
  "$b/lazy_bare" "$b/lazy_guarded" ${before[@]+"${before[@]}"} >"$work/times"
# The guard switched off from the environment costs only the getenv.
CUDNN_STRICT_GUARD=off env -u LD_LIBRARY_PATH "$work/runner" "$runs" \
  "$b/lazy_guarded" >"$work/times_off"
time_of() { awk -v p="$1" '$1 == p {print $2}' "$work/times" "$work/times_off" | head -1; }
cpu_of() { awk -v p="$1" '$1 == p {print $3}' "$work/times" | head -1; }

# What a program holds in memory, as the goal counts it: text + data + bss
# of the loaded image (size(1)'s Berkeley sum of the allocated sections:
# code, strings, the note, the dynamic linking tables, static data and
# buffers), not the file's size, which leaves bss out and counts page
# padding and symbols.
memory_of() { size "$1" | awk 'NR == 2 {print $1, $2, $3}'; }
file_size_of() { # stripped file size in bytes
  strip -o "$work/stripped" "$1" && stat -c %s "$work/stripped"
}

printf '\nStart-up, median of %s runs (microseconds, fork+exec+exit; CPU: user + system):\n' "$runs"
printf '  %-34s %8s %8s %8s %8s %8s\n' "program" "bare" "guarded" "added" "CPU bare" "guarded"
for kind in linked calling lazy; do
  bare=$(time_of "$b/${kind}_bare")
  guarded=$(time_of "$b/${kind}_guarded")
  printf '  %-34s %8d %8d %+8d %8d %8d\n' "$kind" "$bare" "$guarded" $((guarded - bare)) \
    "$(cpu_of "$b/${kind}_bare")" "$(cpu_of "$b/${kind}_guarded")"
done
off=$(awk '{print $2}' "$work/times_off")
printf '  %-34s %8s %8d %+8d\n' "lazy, CUDNN_STRICT_GUARD=off" "" "$off" $((off - $(time_of "$b/lazy_bare")))

if [ ${#before[@]} -gt 0 ]; then
  printf '\nGuarded programs, baseline (%s) against this checkout:\n' "$GUARD_COST_BASELINE"
  printf '  %-34s %8s %8s %8s\n' "program" "before" "after" "change"
  for what in time cpu; do
    for kind in linked calling lazy; do
      old=$(${what}_of "$work/baseline/${kind}_guarded")
      new=$(${what}_of "$b/${kind}_guarded")
      printf '  %-34s %8d %8d %+7.1f%%\n' "$kind (start-up $what, us)" "$old" "$new" \
        "$(awk -v o="$old" -v n="$new" 'BEGIN {print 100 * (n - o) / o}')"
    done
  done
  for kind in linked calling lazy; do
    read -r bare_text bare_data bare_bss <<<"$(memory_of "$b/${kind}_bare")"
    read -r text data bss <<<"$(memory_of "$work/baseline/${kind}_guarded")"
    old=$((text + data + bss - bare_text - bare_data - bare_bss))
    read -r text data bss <<<"$(memory_of "$b/${kind}_guarded")"
    new=$((text + data + bss - bare_text - bare_data - bare_bss))
    printf '  %-34s %8d %8d %+8d\n' "$kind (bytes added)" "$old" "$new" $((new - old))
  done
fi

printf '\nAdded to the program (bytes: text, data, bss of the loaded image; the goal counts their sum):\n'
printf '  %-34s %8s %8s %8s %8s\n' "program" "text" "data" "bss" "sum"
for kind in linked calling lazy; do
  read -r bare_text bare_data bare_bss <<<"$(memory_of "$b/${kind}_bare")"
  read -r text data bss <<<"$(memory_of "$b/${kind}_guarded")"
  printf '  %-34s %+8d %+8d %+8d %+8d\n' "$kind" $((text - bare_text)) $((data - bare_data)) \
    $((bss - bare_bss)) $((text + data + bss - bare_text - bare_data - bare_bss))
done

printf '\nFile size (bytes, stripped; page-aligned segments):\n'
printf '  %-34s %8s %8s %8s\n' "program" "bare" "guarded" "added"
for kind in linked calling lazy; do
  bare=$(file_size_of "$b/${kind}_bare")
  guarded=$(file_size_of "$b/${kind}_guarded")
  printf '  %-34s %8d %8d %+8d\n' "$kind" "$bare" "$guarded" $((guarded - bare))
done
# The guard is compiled as one generated unit (probe/Sources.cmake) into
# the target CuDNNStrict_guard: its object, whatever the unit is named.
# The object alone leaves out what linking adds (the dynamic symbols and
# relocations of the functions it calls, its unwind table's header).
guard_object=$(find "$b" -path '*/CuDNNStrict_guard.dir/*' -name '*.o' | head -1)
if [ -z "$guard_object" ]; then
  echo "no object of the guard's target CuDNNStrict_guard under $b" >&2
  exit 1
fi
printf '  %-34s %s\n' "guard object (text data bss)" "$(memory_of "$guard_object")"

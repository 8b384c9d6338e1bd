# Shared by the benchmark scripts (source it): wall-clock timing of a
# command in milliseconds, and the median of numbers on standard input.

now_ns() { date +%s%N; }

time_ms() { # command... ; prints elapsed milliseconds
  local start end
  start=$(now_ns)
  "$@" >/dev/null 2>&1
  end=$(now_ns)
  echo $(( (end - start) / 1000000 ))
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

# Prints "WALL CPU" in milliseconds: elapsed time, and the user and system
# time of the command and its children.  CPU time hardly moves with what
# else the machine runs, so it backs up wall-clock ratios on a busy machine.
# Python's getrusage gives it to the microsecond; /usr/bin/time, the
# fallback, to 10 ms, too coarse for a 60 ms re-configure.
time_wall_cpu_ms() { # command...
  if command -v python3 >/dev/null; then
    python3 -c '
import resource, subprocess, sys, time
def children():  # what a wrapper that exec-ed python ran is counted too
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime
before, start = children(), time.monotonic()
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
wall = time.monotonic() - start
print("%d %d" % (wall * 1000, (children() - before) * 1000))' "$@"
    return
  fi
  local report start end
  report=$(mktemp)
  start=$(now_ns)
  /usr/bin/time -o "$report" -f "%U %S" "$@" >/dev/null 2>&1
  end=$(now_ns)
  awk -v wall=$(((end - start) / 1000000)) '{printf "%d %d\n", wall, ($1 + $2) * 1000}' "$report"
  rm -f "$report"
}

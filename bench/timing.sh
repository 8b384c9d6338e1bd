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
# time of the command and its children (10 ms steps).  CPU time hardly moves with what
# else the machine runs, so it backs up wall-clock ratios on a busy machine.
time_wall_cpu_ms() { # command...
  local report start end
  report=$(mktemp)
  start=$(now_ns)
  /usr/bin/time -o "$report" -f "%U %S" "$@" >/dev/null 2>&1
  end=$(now_ns)
  awk -v wall=$(((end - start) / 1000000)) '{printf "%d %d\n", wall, ($1 + $2) * 1000}' "$report"
  rm -f "$report"
}

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

#!/usr/bin/env bash
# How long cudnn-strict-probe --image takes to judge an image of realistic
# size, and the most memory it holds, in the forms a registry serves:
#
#   bench/image_cost.sh [RUNS] [PROBE] [IMAGE...]   (default: 5 runs,
#                        build/probe/cudnn-strict-probe, the images suite's
#                        pinned image in two forms)
#
# Without IMAGE it takes the pinned image that the images suite builds
# (ctest -R images.build_debian: a Debian bookworm base, torch 2.11.0 and
# the nvidia-cudnn-cu13 9.19.0.56 wheel) as umoci wrote it, gzip layers
# (pinned.oci), and as skopeo's docker-archive, uncompressed layers
# (pinned.docker.tar), then prints, per image, its size, the median wall
# time of RUNS judgements and the peak resident memory.  A benchmark, not a test: it never fails on
# noise.
set -euo pipefail
runs=${1:-5}
probe=${2:-build/probe/cudnn-strict-probe}
shift 2 || shift $# || true
repo=$(cd "$(dirname "$0")/.." && pwd)
source "$repo/bench/timing.sh"
images=("$@")
if [ ${#images[@]} -eq 0 ]; then
  state=${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-strict-tests/wheels/images/debian/current.cmake
  dir=$(sed -n 's/^set(IMAGES_DEBIAN_DIR \[==\[\(.*\)\]==\])$/\1/p' "$state")
  images=("$dir/pinned.docker.tar" "$dir/pinned.oci")
fi
printf '%-24s %10s %12s %14s\n' image "size (MB)" "median (ms)" "peak RSS (MB)"
for image in "${images[@]}"; do
  size=$(du -sLm "$image" | cut -f1)
  times=()
  for _ in $(seq "$runs"); do
    times+=("$(time_ms "$probe" --image "$image")")
  done
  rss=$(python3 -c '
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)' "$probe" --image "$image")
  printf '%-24s %10s %12s %14s\n' "$(basename "$image")" "$size" \
    "$(printf '%s\n' "${times[@]}" | median)" "$rss"
done

#!/usr/bin/env bash
# How long cudnn-strict-probe --image takes to judge an image of realistic
# size, and the most memory it holds, in the forms a registry serves:
#
#   bench/image_cost.sh [RUNS] [PROBE] [IMAGE...]   (default: 5 runs,
#                        build/probe/cudnn-strict-probe, the images suite's
#                        env_mixed image in two forms)
#
# Without IMAGE it takes env_mixed.oci that the images suite builds
# (ctest -R images.build: torch, the nvidia-cudnn-cu13 9.12.0.46 wheel and
# a system cuDNN 9.28.1, 1.3 GB of layers uncompressed) and makes the same
# image with every layer gzip-compressed (as docker build pushes it), then
# prints, per image, its size, the median wall time of RUNS judgements and
# the peak resident memory.  A benchmark, not a test: it never fails on
# noise.
set -euo pipefail
runs=${1:-5}
probe=${2:-build/probe/cudnn-strict-probe}
shift 2 || shift $# || true
repo=$(cd "$(dirname "$0")/.." && pwd)
source "$repo/bench/timing.sh"
images=("$@")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ ${#images[@]} -eq 0 ]; then
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/cudnn-strict-tests/wheels/images/current.cmake
  dir=$(sed -n 's/^set(IMAGES_DIR \[==\[\(.*\)\]==\])$/\1/p' "$cache")
  # The same layers gzip-compressed: a layout of its own.
  python3 - "$dir/env_mixed.oci" "$work/env_mixed_gzip.oci" <<'PY'
import gzip, hashlib, json, os, shutil, sys
src, dst = sys.argv[1:]
blobs = os.path.join(dst, "blobs", "sha256")
os.makedirs(blobs)
shutil.copy(os.path.join(src, "oci-layout"), dst)
def blob(digest):
    return os.path.join(src, "blobs", "sha256", digest.split(":")[1])
def put(data):
    digest = hashlib.sha256(data).hexdigest()
    open(os.path.join(blobs, digest), "wb").write(data)
    return "sha256:" + digest
index = json.load(open(os.path.join(src, "index.json")))
manifest = json.load(open(blob(index["manifests"][0]["digest"])))
for layer in manifest["layers"]:
    if layer["mediaType"].endswith("+gzip"):
        layer["digest"] = put(open(blob(layer["digest"]), "rb").read())
        continue
    with open(blob(layer["digest"]), "rb") as f:
        data = gzip.compress(f.read(), compresslevel=6, mtime=0)
    layer["digest"], layer["size"] = put(data), len(data)
    layer["mediaType"] = "application/vnd.oci.image.layer.v1.tar+gzip"
manifest["config"]["digest"] = put(open(blob(manifest["config"]["digest"]), "rb").read())
data = json.dumps(manifest).encode()
index["manifests"][0]["digest"], index["manifests"][0]["size"] = put(data), len(data)
json.dump(index, open(os.path.join(dst, "index.json"), "w"))
PY
  images=("$dir/env_mixed.oci" "$work/env_mixed_gzip.oci")
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

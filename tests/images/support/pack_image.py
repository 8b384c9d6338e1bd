# Distributed under the OSI-approved BSD 3-Clause License.
"""Packs layer directories into a container image, as docker build and
docker save would write it, without Docker (umoci and skopeo need a
registry or root privileges that a test machine may not grant):

  pack_image.py OUT --layer DIR[,COMPRESSION][,CREATED_BY] ... [--env K=V]
                [--blobs DIR] [--formats oci,oci-archive,docker]

writes OUT.oci (an OCI image layout), OUT.oci.tar (the same as an OCI
archive) and OUT.docker.tar (a docker save archive), as --formats asks.
COMPRESSION is gzip, zstd (the zstd command) or none.  A layer directory
holds the layer's files as a layer tar holds them: a whiteout is a file
named .wh.NAME, an opaque directory holds .wh..wh..opq.  --blobs keeps
each layer blob by digest, so images that share a layer share its file
(the layouts hard-link it).  Entries are written in sorted order with
owner 0 and time 0, so an image's digests depend on its files only.
A layer given as RAW:FILE is used as it is (a hostile one).
"""
import argparse
import gzip
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile


def layer_tar(directory, out):
    with tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as tar:
        for base, dirs, files in os.walk(directory):
            dirs.sort()
            for name in sorted(dirs) + sorted(files):
                path = os.path.join(base, name)
                arcname = os.path.relpath(path, directory)
                info = tar.gettarinfo(path, arcname)
                info.uid = info.gid = 0
                info.uname = info.gname = ""
                info.mtime = 0
                if info.isreg():
                    with open(path, "rb") as f:
                        tar.addfile(info, f)
                else:
                    tar.addfile(info)


def digest_of(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def make_blob(spec, blobs, work):
    """Returns (digest, size, media type, diff id) of the layer blob."""
    fields = spec.split(",", 2)
    source = fields[0]
    compression = fields[1] if len(fields) > 1 and fields[1] else "gzip"
    raw = os.path.join(work, "layer.tar")
    if source.startswith("RAW:"):
        shutil.copyfile(source[4:], raw)
        compression = "none"
    else:
        layer_tar(source, raw)
    diff_id = digest_of(raw)
    out = os.path.join(work, "layer.blob")
    if compression == "gzip":
        with open(raw, "rb") as src, open(out, "wb") as dst:
            with gzip.GzipFile(fileobj=dst, mode="wb", compresslevel=1, mtime=0) as z:
                shutil.copyfileobj(src, z, 1 << 20)
        media = "application/vnd.oci.image.layer.v1.tar+gzip"
    elif compression == "zstd":
        subprocess.run(["zstd", "-q", "-f", "-1", raw, "-o", out], check=True)
        media = "application/vnd.oci.image.layer.v1.tar+zstd"
    else:
        os.replace(raw, out)
        media = "application/vnd.oci.image.layer.v1.tar"
    digest = digest_of(out)
    kept = os.path.join(blobs, digest)
    if not os.path.exists(kept):
        os.replace(out, kept)
    return digest, os.path.getsize(kept), media, diff_id


def put(path, source):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    try:
        os.link(source, path)
    except OSError:
        shutil.copyfile(source, path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--layer", action="append", default=[])
    parser.add_argument("--env", action="append", default=[])
    parser.add_argument("--blobs")
    parser.add_argument("--formats", default="oci,oci-archive,docker")
    args = parser.parse_args()
    work = args.out + ".work"
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    blobs = args.blobs or os.path.join(work, "blobs")
    os.makedirs(blobs, exist_ok=True)

    layers = []
    for spec in args.layer:
        fields = spec.split(",", 2)
        created_by = fields[2] if len(fields) > 2 else "COPY . /"
        layers.append(make_blob(spec, blobs, work) + (created_by,))

    config = {
        "architecture": "amd64",
        "os": "linux",
        "config": {"Env": ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"] + args.env},
        "rootfs": {"type": "layers", "diff_ids": ["sha256:" + l[3] for l in layers]},
        # An ENV line is history without a layer, as docker build writes it.
        "history": [{"created_by": "ENV " + e, "empty_layer": True} for e in args.env]
        + [{"created_by": l[4]} for l in layers],
    }
    config_bytes = json.dumps(config, sort_keys=True).encode()
    config_digest = hashlib.sha256(config_bytes).hexdigest()
    manifest = {
        "schemaVersion": 2,
        "mediaType": "application/vnd.oci.image.manifest.v1+json",
        "config": {"mediaType": "application/vnd.oci.image.config.v1+json",
                   "digest": "sha256:" + config_digest, "size": len(config_bytes)},
        "layers": [{"mediaType": l[2], "digest": "sha256:" + l[0], "size": l[1]} for l in layers],
    }
    manifest_bytes = json.dumps(manifest, sort_keys=True).encode()
    manifest_digest = hashlib.sha256(manifest_bytes).hexdigest()
    index = {"schemaVersion": 2, "manifests": [
        {"mediaType": "application/vnd.oci.image.manifest.v1+json",
         "digest": "sha256:" + manifest_digest, "size": len(manifest_bytes)}]}

    formats = args.formats.split(",")
    layout = args.out + ".oci"
    shutil.rmtree(layout, ignore_errors=True)
    os.makedirs(os.path.join(layout, "blobs", "sha256"))
    with open(os.path.join(layout, "oci-layout"), "w") as f:
        f.write('{"imageLayoutVersion": "1.0.0"}')
    with open(os.path.join(layout, "index.json"), "wb") as f:
        f.write(json.dumps(index, sort_keys=True).encode())
    for digest, data in ((config_digest, config_bytes), (manifest_digest, manifest_bytes)):
        with open(os.path.join(layout, "blobs", "sha256", digest), "wb") as f:
            f.write(data)
    for l in layers:
        put(os.path.join(layout, "blobs", "sha256", l[0]), os.path.join(blobs, l[0]))

    def archive(out, members):
        with tarfile.open(out, "w", format=tarfile.PAX_FORMAT) as tar:
            for name, path in members:
                info = tar.gettarinfo(path, name)
                info.uid = info.gid = 0
                info.uname = info.gname = ""
                info.mtime = 0
                with open(path, "rb") as f:
                    tar.addfile(info, f)

    if "oci-archive" in formats:
        members = []
        for base, dirs, files in os.walk(layout):
            dirs.sort()
            for name in sorted(files):
                path = os.path.join(base, name)
                members.append((os.path.relpath(path, layout), path))
        archive(args.out + ".oci.tar", members)
    if "docker" in formats:
        # docker save: the config as <digest>.json, each layer as
        # <digest>/layer.tar (uncompressed, as docker save writes it, or
        # the blob as it is), manifest.json naming them.
        docker = os.path.join(work, "docker")
        os.makedirs(docker)
        with open(os.path.join(docker, config_digest + ".json"), "wb") as f:
            f.write(config_bytes)
        members = [(config_digest + ".json", os.path.join(docker, config_digest + ".json"))]
        paths = []
        for l in layers:
            paths.append(l[0] + "/layer.tar")
            members.append((l[0] + "/layer.tar", os.path.join(blobs, l[0])))
        with open(os.path.join(docker, "manifest.json"), "w") as f:
            json.dump([{"Config": config_digest + ".json", "RepoTags": ["cudnn-strict/test:latest"],
                        "Layers": paths}], f)
        members.insert(0, ("manifest.json", os.path.join(docker, "manifest.json")))
        archive(args.out + ".docker.tar", members)
    if "oci" not in formats:
        shutil.rmtree(layout)
    shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    sys.exit(main())

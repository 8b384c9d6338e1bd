# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers of the cases that import a real torch wheel without a GPU
# (see Venv.cmake: framework_torch_venv and framework_torch_answer).
#
#   torch_venv.py link <unpacked-root> <site-packages>
#     Every top-level entry of the unpacked wheels as hard links, so that
#     $ORIGIN of torch/lib is the venv's and its RPATH reaches the venv's
#     nvidia/cudnn/lib, as with pip.
#   torch_venv.py stubs <site-packages> <C compiler> <work-dir>
#     The CUDA libraries torch needs at import besides cuDNN (cudart,
#     cuBLAS, NCCL, ...: 2 to 3 GB of wheels per CUDA major) as stub
#     libraries: each SONAME torch's libraries name, with the symbol
#     versions and symbols they import from it, every function returning 0.
#     Nothing torch runs for its cuDNN answer calls them (the import runs
#     no CUDA call; __cudaRegisterFatBinary and the like only record), and
#     cuDNN itself is the real wheel.  They go into the RPATH folder of
#     torch's CUDA runtime, where the real wheels install theirs.
#   torch_venv.py answer
#     Run by the venv's Python: torch's own answer,
#     "<compile>;<version() or the error>;<libcudnn*.so.N files mapped>".
import os
import re
import subprocess
import sys

# Loaded on first use only (linear algebra, NVRTC): not needed to import.
LAZY = {"libtorch_cuda_linalg.so", "libcaffe2_nvrtc.so"}
SYSTEM = re.compile(r"^(libc|libm|libdl|libpthread|librt|libstdc\+\+|libgcc_s|ld-linux-x86-64)\.so")


def link(root, site):
    for entry in os.listdir(root):
        if entry in ("nvidia", "fetched.txt"):
            continue
        source = os.path.join(root, entry)
        if os.path.isdir(source):
            for folder, _dirs, files in os.walk(source):
                target = os.path.join(site, os.path.relpath(folder, root))
                os.makedirs(target, exist_ok=True)
                for name in files:
                    os.link(os.path.join(folder, name), os.path.join(target, name))
        else:
            os.link(source, os.path.join(site, entry))


def readelf(*args):
    return subprocess.run(["readelf", "-W", *args], check=True, capture_output=True, text=True).stdout


def stubs(site, cc, work):
    lib = os.path.join(site, "torch", "lib")
    objects = [os.path.join(lib, n) for n in sorted(os.listdir(lib)) if n.endswith(".so") and n not in LAZY]
    objects += [os.path.join(site, "torch", n) for n in os.listdir(os.path.join(site, "torch"))
                if n.startswith("_C") and n.endswith(".so")]
    own = set(os.listdir(lib))
    needed, versions, defined, wanted, rpath = set(), {}, set(), {}, None
    for path in objects:
        dynamic = readelf("-d", path)
        for name in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic):
            if name not in own and not SYSTEM.match(name) and not name.startswith("libcudnn"):
                needed.add(name)
        if os.path.basename(path) == "libtorch_cuda.so":
            rpath = re.search(r"\((?:RPATH|RUNPATH)\)\s+Library (?:rpath|runpath): \[([^\]]+)\]", dynamic).group(1)
        # Version needs: "File: libcudart.so.12  Cnt: 1" then "Name: <version>".
        current = None
        for line in readelf("-V", path).splitlines():
            m = re.search(r"File: (\S+)\s+Cnt:", line)
            if m:
                current = m.group(1)
                continue
            m = re.search(r"Name: (\S+)\s+Flags", line)
            if m and current:
                versions.setdefault(m.group(1), current)
        for line in readelf("--dyn-syms", path).splitlines():
            fields = line.split()
            if len(fields) < 8 or not fields[0].endswith(":"):
                continue
            binding, index, name = fields[4], fields[6], fields[7]
            if index != "UND":
                defined.add(name.split("@")[0])
            elif binding != "WEAK":
                wanted[name.split("@")[0]] = name.split("@")[1] if "@" in name else None
    folder = next(d for d in rpath.split(":") if re.search(r"/nvidia/(cu1[0-9]|cuda_runtime)/lib$", d))
    folder = os.path.join(lib, folder.replace("$ORIGIN/", ""))
    os.makedirs(folder, exist_ok=True)
    os.makedirs(work, exist_ok=True)
    loose = sorted(n for n, v in wanted.items() if v is None and n not in defined)
    for soname in sorted(needed):
        symbols = {}
        for name, version in sorted(wanted.items()):
            if version and versions.get(version) == soname:
                symbols.setdefault(version, []).append(name)
        names = [n for group in symbols.values() for n in group]
        if soname == min(needed):
            # Unversioned and defined by none of torch's libraries: the
            # loader takes them from any library in scope (a default
            # version serves an unversioned reference).
            names += loose
            if symbols:
                symbols[next(iter(symbols))] += loose
        base = os.path.join(work, soname)
        with open(base + ".c", "w") as c:
            c.writelines("long %s(void) { return 0; }\n" % name for name in names)
        command = [cc, "-shared", "-fPIC", "-w", "-o", os.path.join(folder, soname), "-Wl,-soname," + soname]
        if symbols:
            with open(base + ".map", "w") as m:
                m.writelines("%s { global: %s; };\n" % (v, "; ".join(n)) for v, n in symbols.items())
            command.append("-Wl,--version-script=" + base + ".map")
        subprocess.run(command + [base + ".c"], check=True)


def answer():
    import warnings
    # torch warns on stderr when NumPy, which it does not need, is missing.
    warnings.filterwarnings("ignore", message="Failed to initialize NumPy")
    import torch  # noqa: F401 (the import loads libtorch_cuda.so and so cuDNN)
    compile_version = "%d.%d.%d" % torch._C._cudnn.getCompileVersion()
    try:
        runtime = str(torch.backends.cudnn.version())
    except RuntimeError as error:
        runtime = str(error).replace("\n", " ")
    # By file name (libcudnn.so.N first), not by address.
    files = sorted({line.split()[-1] for line in open("/proc/self/maps")
                    if re.search(r"/libcudnn[a-z_]*\.so\.[0-9]+$", line)},
                   key=lambda path: (os.path.basename(path), path))
    print("%s;%s;%s" % (compile_version, runtime, ",".join(files)))


if __name__ == "__main__":
    if sys.argv[1] == "link":
        link(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "stubs":
        stubs(sys.argv[2], sys.argv[3], sys.argv[4])
    else:
        answer()

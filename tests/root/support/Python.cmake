# Distributed under the OSI-approved BSD 3-Clause License.
#
# Python installs laid out in a root as an image holds them, for the cases
# about the image's default Python: nothing here ever runs (the probe
# reads the files), so an interpreter is an executable file of its name.

# An interpreter <prefix>/bin/python<version> with python3 a link to it,
# as Debian and the python images install it.
function(root_python prefix version)
  file(MAKE_DIRECTORY "${root}${prefix}/bin" "${root}${prefix}/lib/python${version}")
  file(WRITE "${root}${prefix}/bin/python${version}" "#!/bin/false\n")
  file(CHMOD "${root}${prefix}/bin/python${version}"
    PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE)
  file(CREATE_LINK "python${version}" "${root}${prefix}/bin/python3" SYMBOLIC)
endfunction()

# A venv at <dir> made by `python -m venv` from the interpreter <home>/python3:
# its pyvenv.cfg, bin/python3 a link to the base interpreter, and its
# lib/python<version>/site-packages.
function(root_venv dir home version)
  file(MAKE_DIRECTORY "${root}${dir}/bin" "${root}${dir}/lib/python${version}/site-packages")
  file(WRITE "${root}${dir}/pyvenv.cfg"
    "home = ${home}\ninclude-system-site-packages = false\nversion = ${version}.3\n")
  file(CREATE_LINK "${home}/python3" "${root}${dir}/bin/python3" SYMBOLIC)
  file(CREATE_LINK "python3" "${root}${dir}/bin/python" SYMBOLIC)
endfunction()

# The dist-info of ONNX Runtime (which records only cuDNN's major) in the
# root's directory <site>.
function(root_onnxruntime site)
  file(WRITE "${root}${site}/onnxruntime_gpu-1.23.0.dist-info/METADATA"
    "Metadata-Version: 2.1\nName: onnxruntime-gpu\nVersion: 1.23.0\n"
    "Requires-Dist: nvidia-cudnn-cu13~=9.0; extra == \"cuda\"\n\nA framework.\n")
endfunction()

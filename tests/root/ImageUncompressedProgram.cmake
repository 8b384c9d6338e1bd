# A program that needs libcudnn.so.9, in an uncompressed layer of a docker
# save archive, the library where the image's ENV LD_LIBRARY_PATH points:
# only the parts of the program that the judgement reads are taken from
# the layer (its ELF header, program headers, dynamic segment and string
# table, which lies past its first 64 KiB), and the report is the one
# --root gives for the same files.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
root_make()
root_link("${FAKE_v9_19_0_LIBRARY}" "${root}/opt/cudnn/lib/libcudnn.so.9")
# 3000 exported functions: the dynamic string table, which names
# libcudnn.so.9, lies past the program's first 64 KiB.
set(_functions "")
foreach(_i RANGE 1000 3999)
  string(APPEND _functions "int exported_function_with_a_rather_long_name_${_i}(void) { return ${_i}; }\n")
endforeach()
root_program("${root}/opt/cudnn/lib/libcudnn.so.9" -rdynamic SOURCE "${_functions}")
# The fake libcudnn tells no release: NOT_CUDNN (exit status 2), found
# through LD_LIBRARY_PATH, which takes the program's DT_NEEDED.
set(_verdict "/usr/local/bin/app NOT_CUDNN built: cuDNN 9\\.x \\(libcudnn\\.so\\.9\\) "
  "loads: /opt/cudnn/lib/libcudnn\\.so\\.9 \\(needed by /usr/local/bin/app, found through LD_LIBRARY_PATH\\) "
  "reason: no file of /opt/cudnn/lib/libcudnn\\.so\\.9 tells its release \\(no libcudnn_graph with cuDNN's "
  "assertion text, no nvidia-cudnn wheel METADATA, no versioned file name\\) "
  "fix: drop the ENV LD_LIBRARY_PATH line: its /opt/cudnn/lib holds another cuDNN")
string(CONCAT _verdict ${_verdict})
root_run(ARGS --env LD_LIBRARY_PATH=/opt/cudnn/lib)
fake_env_expect_rc(2)
fake_env_expect("^Root: [^ ]+/root, LD_LIBRARY_PATH=/opt/cudnn/lib ${_verdict} $")
image_pack(app --layer "${root},none,COPY app /" --env LD_LIBRARY_PATH=/opt/cudnn/lib --formats docker)
image_run("${WORK_DIR}/app.docker.tar")
fake_env_expect_rc(2)
fake_env_expect("^Image: [^ ]+/app\\.docker\\.tar \\(docker archive, 1 layers\\), LD_LIBRARY_PATH=/opt/cudnn/lib "
  "${_verdict} \\(/opt/cudnn/lib/libcudnn\\.so\\.9 was brought by layer 1 of 1: COPY app /\\) $")

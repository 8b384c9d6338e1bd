# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers of the images.Debian* cases: the images that
# BuildDebianImages.cmake (the fixture images.build_debian) builds with
# mmdebstrap, pip, umoci and skopeo, judged with --image.  The
# expectations are those of the python_env cases (fake_env_expect,
# fake_env_expect_rc) on the report with its white space folded.

include("${CMAKE_CURRENT_LIST_DIR}/Root.cmake")

# Sets `debian_images` to the folder of the built images, or ends the case
# as skipped with the fixture's reason (a tool that is not installed).
macro(debian_images_require)
  if(NOT EXISTS "${IMAGES}/debian/current.cmake")
    message("CUDNN_STRICT_SKIP: images.build_debian made no images")
    return()
  endif()
  unset(IMAGES_DEBIAN_SKIP)
  unset(IMAGES_DEBIAN_DIR)
  include("${IMAGES}/debian/current.cmake")
  if(DEFINED IMAGES_DEBIAN_SKIP)
    message("CUDNN_STRICT_SKIP: ${IMAGES_DEBIAN_SKIP}")
    return()
  endif()
  set(debian_images "${IMAGES_DEBIAN_DIR}")
endmacro()

# The site-packages of the images (pip install --target), quoted for a
# regular expression.
set(debian_site "/usr/local/lib/python3\\.11/dist-packages")
# The image's default Python, from the PATH of its config's Env (the
# python3 Debian's python3-minimal installs), and its environment: the
# report's "Default Python" block in text, its keys in keyvalue, and the
# words that mark torch as installed there.
set(debian_default_text "Default Python: /usr/bin/python3 \\(the first python3 on PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\\) environment: ${debian_site} ")
set(debian_default_keys "python=/usr/bin/python3 python\\.site\\.0=${debian_site} python\\.site_count=1 ")
set(debian_torch "torch 2\\.11\\.0 \\(${debian_site}, the default Python /usr/bin/python3\\)")

# The report's items for torch's two libraries that need libcudnn
# (libtorch_cuda.so, libtorch_python.so, in the report's order): the
# regular expression the arguments after <out> make, for each, @LIB@ its
# path and @I@ its item's index (torch's own item is 0).  Sets <out>.
function(debian_torch_libraries out)
  string(CONCAT template ${ARGN})
  set(_items "")
  set(_index 1)
  foreach(_name IN ITEMS libtorch_cuda libtorch_python)
    string(REPLACE "@LIB@" "${debian_site}/torch/lib/${_name}\\.so" _item "${template}")
    string(REPLACE "@I@" "${_index}" _item "${_item}")
    string(APPEND _items "${_item}")
    math(EXPR _index "${_index} + 1")
  endforeach()
  set(${out} "${_items}" PARENT_SCOPE)
endfunction()

# The mask that lets another build tree replay this user's record
# (_CuDNNStrict_tree_text): the tree's path is masked where it stands for
# itself, also after a list's ';' or a '[', and a text that names it
# inside a longer name, before or after it, or that holds the placeholder
# already, is refused (""), since unmasked in another tree it would name
# a file of neither tree.
include("${CMAKE_MODULE_PATH}/CuDNNStrict/UserReplay.cmake")
set(_b "${CMAKE_BINARY_DIR}")
set(_p "<CuDNNStrict:BINARY_DIR>")
set(_texts "a=${_b}/x\nb=1" "s=/y.c\;${_b}/z" "s=[x]${_b}/q" "${_b}" "s=/x${_b}/z" "s=x${_b}" "s=${_b}2"
  "s=${_p}" "s=${_b}_old/a")
set(_masked "a=${_p}/x\nb=1" "s=/y.c\;${_p}/z" "s=[x]${_p}/q" "${_p}" "" "" "" "" "")
foreach(_text _expected IN ZIP_LISTS _texts _masked)
  _CuDNNStrict_tree_text(MASK "${_text}" _actual)
  assert_equal(_actual "${_expected}")
  if(NOT _expected STREQUAL "")
    _CuDNNStrict_tree_text(UNMASK "${_actual}" _back)
    assert_equal(_back "${_text}")
  endif()
endforeach()

# The package and the project that uses it live in read-only trees (an
# installed package under /usr/share, a checkout on a read-only mount):
# the configure must pass and write nothing there.  An unprivileged user
# runs it, so that the permissions are enforced; the trees are compared
# before and after as well, so that a root run checks the same.
set(_ro "${CMAKE_BINARY_DIR}/read-only")
file(REMOVE_RECURSE "${_ro}")
foreach(_part IN ITEMS cmake probe templates)
  file(COPY "${CMAKE_MODULE_PATH}/../${_part}" DESTINATION "${_ro}/package")
endforeach()
file(WRITE "${_ro}/project/CMakeLists.txt"
  "cmake_minimum_required(VERSION 3.21)\nproject(ReadOnly C)\n"
  "list(APPEND CMAKE_MODULE_PATH [==[${_ro}/package/cmake]==])\n"
  "set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)\nset(CuDNNStrict_ROOT [==[${FAKE_v9_19_0_ROOT}]==])\n"
  "find_package(CuDNNStrict REQUIRED)\nmessage(STATUS \"RESULT VERSION=\${CuDNNStrict_VERSION}\")\n")
execute_process(COMMAND chmod -R a-w "${_ro}")

function(snapshot dir out)
  file(GLOB_RECURSE _files LIST_DIRECTORIES true "${dir}/*")
  set(_text "")
  foreach(_file IN LISTS _files)
    if(IS_DIRECTORY "${_file}")
      string(APPEND _text "${_file}/\n")
    else()
      file(SHA256 "${_file}" _hash)
      string(APPEND _text "${_file} ${_hash}\n")
    endif()
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

snapshot("${_ro}" _before)
set(_build "${CMAKE_BINARY_DIR}/read-only-build")
file(REMOVE_RECURSE "${_build}")
file(MAKE_DIRECTORY "${_build}")
file(CHMOD "${_build}" DIRECTORY_PERMISSIONS
  OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_WRITE GROUP_EXECUTE
  WORLD_READ WORLD_WRITE WORLD_EXECUTE)
hardening_run_unprivileged(_rc _output
  "${CMAKE_COMMAND}" -S "${_ro}/project" -B "${_build}" -G "${CMAKE_GENERATOR}")
if(_rc STREQUAL "skip")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${_ro}/project" -B "${_build}" -G "${CMAKE_GENERATOR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _output ERROR_VARIABLE _output)
endif()
snapshot("${_ro}" _after)
execute_process(COMMAND chmod -R u+w "${_ro}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "the configure of the read-only project failed:\n${_output}")
endif()
assert_matches(_output "RESULT VERSION=9\\.19\\.0")
if(NOT _before STREQUAL _after)
  message(FATAL_ERROR "the configure wrote into the read-only trees:\nbefore:\n${_before}\nafter:\n${_after}")
endif()

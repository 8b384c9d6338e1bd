include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
set(good "${DEPLOY_LIBRARY_DIR}/libcudnn.so.9")
file(SIZE "${good}" size)
deploy_fake_dir(v9_19_0 good_dir)
# <name>|<what the real loader does: runs or stops (glibc 2.36)>|<bytes at offsets of
# the ELF header patched in a copy of the good library, or a kind of file>
set(rows
  "text|stops|TEXT"
  "short_text|stops|SHORT"
  "empty|stops|EMPTY"
  "directory|stops|DIRECTORY"
  "class32|runs|4 01"
  "big_endian|stops|5 02"
  "aarch64|runs|18 b700"
  "relocatable|stops|16 0100"
  "os_abi|stops|7 09"
  "phentsize|stops|54 2800"
  "phnum_0|stops|56 0000"
  "phnum_65535|stops|56 ffff")
foreach(row IN LISTS rows)
  string(REPLACE "|" ";" row "${row}")
  list(GET row 0 name)
  list(GET row 1 expected)
  list(GET row 2 patch)
  set(dir "${CASE_BUILD_DIR}/${name}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}")
  if(patch STREQUAL "TEXT")
    string(REPEAT "not a library\n" 16 text)
    file(WRITE "${dir}/libcudnn.so.9" "${text}")
  elseif(patch STREQUAL "SHORT")
    file(WRITE "${dir}/libcudnn.so.9" "INPUT(x)\n")
  elseif(patch STREQUAL "EMPTY")
    file(WRITE "${dir}/libcudnn.so.9" "")
  elseif(patch STREQUAL "DIRECTORY")
    file(MAKE_DIRECTORY "${dir}/libcudnn.so.9")
  else()
    string(REPLACE " " ";" patch "${patch}")
    hostile_file(libcudnn.so.9 "${dir}" "${good}" ${size} PATCH ${patch})
  endif()
  execute_process(COMMAND env "LD_LIBRARY_PATH=${dir}:${DEPLOY_LIBRARY_DIR}" "${CASE_BUILD_DIR}/linked"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE loader_said)
  if(rc STREQUAL "0")
    set(real runs)
  elseif(rc STREQUAL "127")
    set(real stops)
  else()
    message(FATAL_ERROR "Case ${CASE}: ${name}: the program ended with ${rc}: ${loader_said}")
  endif()
  if(NOT real STREQUAL expected)
    message(FATAL_ERROR "Case ${CASE}: ${name}: the real loader ${real}, not ${expected} (${loader_said})")
  endif()
  deploy_regex_quote("${dir}/libcudnn.so.9" bad)
  if(real STREQUAL "runs")
    deploy_check(linked LIBRARY_PATH "${dir}" "${DEPLOY_LIBRARY_DIR}")
    deploy_expect(check.0.note.0.library "^${good_dir}/libcudnn\\.so\\.9$")
    deploy_expect(check.0.note.0.status "^OK$")
  else()
    deploy_check(linked LIBRARY_PATH "${dir}" "${DEPLOY_LIBRARY_DIR}" RESULT "^2$")
    deploy_expect(check.0.note.0.library "^${bad}$")
    deploy_expect(check.0.note.0.status "^NOT_CUDNN$")
    deploy_expect(check.0.note.0.message "which is not a usable cuDNN: it (is|has) ")
  endif()
endforeach()

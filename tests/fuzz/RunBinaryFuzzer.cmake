# Distributed under the OSI-approved BSD 3-Clause License.
#
# Builds tests/fuzz/fuzz_binary_readers.c, which includes the generated
# translation unit of cudnn-strict-probe, with clang's libFuzzer,
# AddressSanitizer and UndefinedBehaviorSanitizer, makes its seeds, and
# runs it for RUNS executions (cmake -P, with CLANG, FUZZ_SOURCE, UNIT,
# INCLUDE_DIRS and CUDA_INCLUDE_DIRS ("|"-separated), CUDART_LIBRARY,
# GUARD_DIR, FAKES_FILE, WORK_DIR, RUNS, and SECONDS, a cap on the run
# time that stops it before RUNS on a loaded machine).  A crash, a
# sanitizer report or a broken property fails the test, and names the
# input that caused it; the figures are printed.
#
# The seeds are made here, not kept as binaries: a small shared library
# and a program linked with the guard (its note), both whole and cut to
# 4 KB (notes without section headers), the fakes' libcudnn cut to 4 KB,
# and two ld.so caches (the new format alone, and after an old table).

include("${FAKES_FILE}")
set(_seeds "${WORK_DIR}/seeds")
set(_corpus "${WORK_DIR}/corpus")
file(REMOVE_RECURSE "${_seeds}" "${_corpus}")
file(MAKE_DIRECTORY "${_seeds}" "${_corpus}")

function(_fuzz_run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${what} failed:\n${_err}")
  endif()
endfunction()

# The fuzz target.
set(_includes "-I" "${WORK_DIR}")
get_filename_component(_unit_dir "${UNIT}" DIRECTORY)
string(REPLACE "|" ";" _dirs "${_unit_dir}|${INCLUDE_DIRS}|${CUDA_INCLUDE_DIRS}")
foreach(_dir IN LISTS _dirs)
  if(NOT _dir STREQUAL "")
    list(APPEND _includes "-I${_dir}")
  endif()
endforeach()
set(_libraries -ldl -lpthread)
if(CUDART_LIBRARY)
  get_filename_component(_cudart_dir "${CUDART_LIBRARY}" DIRECTORY)
  list(PREPEND _libraries "${CUDART_LIBRARY}" "-Wl,-rpath,${_cudart_dir}")
endif()
_fuzz_run("building the fuzz target"
  "${CLANG}" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
  ${_includes} "${FUZZ_SOURCE}" ${_libraries} -o "${WORK_DIR}/fuzz_binary_readers")

# Seeds: ELF files laid out compactly (no page-aligned code), so that a
# whole one fits the inputs' size limit.
file(WRITE "${WORK_DIR}/seed_library.c"
  "const char *const fuzz_opens[] = {\"libcudnn_ops.so.9\", \"libcudnn_cnn.so.9\", \"libnvrtc.so.12\"};\n"
  "int cudnnGetVersion(void) { return 91900; }\n")
file(WRITE "${WORK_DIR}/seed_program.c" "int main(void) { return 0; }\n")
_fuzz_run("building the seed library"
  "${CLANG}" -shared -fPIC -Os -s -Wl,-z,noseparate-code -Wl,-soname,libcudnn.so.9
  "-Wl,-rpath,$ORIGIN:/opt/cudnn/lib" -Wl,--enable-new-dtags -Wl,-z,nodefaultlib
  "${WORK_DIR}/seed_library.c" -o "${_seeds}/library.so")
_fuzz_run("building the seed library with an RPATH"
  "${CLANG}" -shared -fPIC -Os -s -Wl,-z,noseparate-code -Wl,-soname,libcudnn_graph.so.9
  "-Wl,-rpath,$ORIGIN/../lib" -Wl,--disable-new-dtags
  "${WORK_DIR}/seed_library.c" -o "${_seeds}/library-rpath.so")
_fuzz_run("building the seed program with the guard's note"
  "${CLANG}" -Os -s -Wl,-z,noseparate-code
  -I "${GUARD_DIR}/include" -I "${GUARD_DIR}/src" ${_includes} "${WORK_DIR}/seed_program.c"
  "${GUARD_DIR}/src/cudnn_strict_guard_unit.c" -ldl -lpthread -o "${_seeds}/guarded")
# A static archive of cuDNN's engines: the assertion text in a member whose
# name needs the long-name table.
set(_member "${WORK_DIR}/engines_precompiled_member_with_a_long_name.o")
file(WRITE "${_member}" "....cudnn_version != (9 * 10000 + 19 * 100 + 0)....")
file(REMOVE "${_seeds}/engines.a")
_fuzz_run("writing the ar archive seed" ar rc "${_seeds}/engines.a" "${WORK_DIR}/seed_program.c" "${_member}")
foreach(_pair IN ITEMS "guarded;${_seeds}/guarded"
    "fake9;${FAKE_v9_19_0_LIBRARY}" "fake9-graph;${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn_graph.so.9"
    "fake8;${FAKE_v8_9_7_LIBRARY}")
  list(GET _pair 0 _name)
  list(GET _pair 1 _file)
  _fuzz_run("cutting ${_file}" head -c 4096 "${_file}" OUTPUT_FILE "${_seeds}/${_name}-4k")
endforeach()

# ld.so caches, in this machine's byte order (little-endian here, as the
# CPUs the probe runs on): entries whose names map to /proc/self/exe, an
# ELF file of this machine.
function(_fuzz_u32 value out)
  set(_text "")
  foreach(_shift 0 8 16 24)
    math(EXPR _byte "(${value} >> ${_shift}) & 255")
    math(EXPR _high "${_byte} >> 6")
    math(EXPR _middle "(${_byte} >> 3) & 7")
    math(EXPR _low "${_byte} & 7")
    string(APPEND _text "\\${_high}${_middle}${_low}")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()
function(_fuzz_cache_table out)
  # Header (48 bytes), two entries of 24, then the strings, whose offsets
  # count from the header.
  set(_zero4 "\\000\\000\\000\\000")
  _fuzz_u32(2 _count)
  _fuzz_u32(54 _strings_size)
  _fuzz_u32(1 _flags)
  set(_text "glibc-ld.so.cache1.1${_count}${_strings_size}")
  foreach(_i RANGE 4)
    string(APPEND _text "${_zero4}")
  endforeach()
  foreach(_entry "96;110" "125;135")
    list(GET _entry 0 _key)
    list(GET _entry 1 _value)
    _fuzz_u32(${_key} _key)
    _fuzz_u32(${_value} _value)
    string(APPEND _text "${_flags}${_key}${_value}${_zero4}${_zero4}${_zero4}")
  endforeach()
  string(APPEND _text "libcudnn.so.9\\000/proc/self/exe\\000libc.so.6\\000/proc/self/exe\\000")
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()
_fuzz_cache_table(_table)
_fuzz_run("writing the ld.so cache seed" printf "${_table}" OUTPUT_FILE "${_seeds}/ld.so.cache")
_fuzz_u32(1 _one)
_fuzz_run("writing the old-format ld.so cache seed"
  printf "ld.so-1.7.0\\000${_one}\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000\\000${_table}"
  OUTPUT_FILE "${_seeds}/ld.so.cache-old")

# The temporary directory of the target's inputs lives in the build tree.
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env "TMPDIR=${WORK_DIR}"
    "${WORK_DIR}/fuzz_binary_readers" -runs=${RUNS} -max_total_time=${SECONDS} -seed=1 -max_len=40000
    "-artifact_prefix=${WORK_DIR}/" "${_corpus}" "${_seeds}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
string(REGEX MATCH "Done [0-9]+ runs in [0-9]+ second" _done "${_err}")
string(REGEX MATCH "DONE +cov: [0-9]+ ft: [0-9]+" _coverage "${_err}")
if(NOT _rc EQUAL 0)
  string(REGEX MATCH "Test unit written to [^\n]+" _artifact "${_err}")
  message(FATAL_ERROR "the fuzz target failed (exit ${_rc}); ${_artifact}\n${_err}")
endif()
string(REGEX REPLACE "^Done ([0-9]+) .*" "\\1" _ran "${_done}")
if(_ran LESS RUNS)
  set(_done "${_done}(s), stopped by the ${SECONDS} s cap before ${RUNS} runs")
else()
  set(_done "${_done}(s)")
endif()
message(STATUS "fuzz_binary_readers: ${_done}, ${_coverage}, no crash")

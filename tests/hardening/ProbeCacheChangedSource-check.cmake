include("${SUITE_DIR}/support/ProbeCache.cmake")
get_filename_component(source "${MODULE_DIR}/.." ABSOLUTE)
set(copy "${CASE_BUILD_DIR}-module")
file(REMOVE_RECURSE "${copy}")
file(COPY "${source}/cmake" "${source}/probe" "${source}/templates" DESTINATION "${copy}")
# The same sources under other paths: the same program, from the cache.
probe_cache_configure(copy from "-DCMAKE_MODULE_PATH=${copy}/cmake")
cudnn_strict_case_expect("origin with a copy of the module" "${from}" "^cache$")
# The checks forced: a tree with the same inputs as one before replays
# that tree's findings (Replay.cmake) and asks for no program.
probe_cache_configure(copy-again from "-DCMAKE_MODULE_PATH=${copy}/cmake" "-DCUDNN_STRICT_FORCE_CHECK=ON")
cudnn_strict_case_expect("origin with the copy again" "${from}" "^cache$")
# One letter of a comment changed: the same size, another time.
set(edited "${copy}/probe/core/cudnn_strict_version.h")
file(SIZE "${edited}" size_before)
file(READ "${edited}" text)
string(REPLACE " * cuDNN version decoding and the compatibility rule."
  " * cuDNN version decoding and the compatibility rulE." edited_text "${text}")
cudnn_strict_case_expect("the edit applies" "${edited_text}" "rulE\\.")
file(WRITE "${edited}" "${edited_text}")
file(SIZE "${edited}" size_after)
cudnn_strict_case_expect("size after the edit" "${size_after}" "^${size_before}$")
probe_cache_configure(edited from "-DCMAKE_MODULE_PATH=${copy}/cmake")
cudnn_strict_case_expect("origin after the edit" "${from}" "^built$")
probe_cache_program_entries(entries)
list(LENGTH entries count)
cudnn_strict_case_expect("program entries after the edit" "${count}" "^2$")
# The checks forced: a tree with the same inputs as one before replays
# that tree's findings (Replay.cmake) and asks for no program.
probe_cache_configure(edited-again from "-DCMAKE_MODULE_PATH=${copy}/cmake" "-DCUDNN_STRICT_FORCE_CHECK=ON")
cudnn_strict_case_expect("origin after the edit, again" "${from}" "^cache$")
file(REMOVE_RECURSE "${copy}")

# Helpers of the cross cases' -check.cmake: build the configured case,
# run its programs under the emulator.

function(cross_build)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: the aarch64 build failed:\n${_out}")
  endif()
endfunction()

# Runs <program> of the case's build tree under qemu-aarch64 with the
# environment assignments in ARGN.  Sets <out_rc> and <out_text> (stdout
# and stderr together).
function(cross_run program out_rc out_text)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${ARGN}
      qemu-aarch64 -L /usr/aarch64-linux-gnu "${CASE_BUILD_DIR}/${program}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out TIMEOUT 300)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_text} "${_out}" PARENT_SCOPE)
endfunction()

# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckWordsInCore.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on a copy of the module with a "Fix:" sentence
# of its own, in a helper and in the find module, it names the file and
# line, as it names a message() that prints words of its own; a comment
# and the module's header comment pass, as does an unchanged copy.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckWordsInCore.cmake")
set(_folders "cmake")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

cudnn_strict_copy_sources(helper_sentence "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "set(_error \"the option is wrong. Fix: set it right\")\n")
cudnn_strict_expect_check("${_check}" "${_copy}"
  "a \"Fix:\" sentence in a CMake file of the module: cmake/CuDNNStrict/Options.cmake:[0-9]+ ")

cudnn_strict_copy_sources(find_module_sentence "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/CuDNNStrict/Find.cmake" "message(WARNING \"CuDNNStrict: \${_CuDNNStrict_words}\")"
  "message(WARNING \"CuDNNStrict: refused. Fix: \${_CuDNNStrict_words}\")")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Find.cmake:[0-9]+")

# The readers of the header, of DLLs and of libraries word nothing of
# their own.
foreach(_file IN ITEMS Windows Library)
  cudnn_strict_copy_sources(${_file}_sentence "${_folders}" _copy)
  file(APPEND "${_copy}/cmake/CuDNNStrict/${_file}.cmake"
    "set(_error \"the library is wrong. Fix: reinstall it\")\n")
  cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/${_file}.cmake:[0-9]+")
endforeach()

# A message() of words of its own, around values or nested values, is
# named too; the core's words with the prefix pass (the unchanged copy).
cudnn_strict_copy_sources(printed_words "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Locations.cmake"
  "message(STATUS \"CuDNNStrict: \${_var} was \${\${_var}}, searching again\")\n")
cudnn_strict_expect_check("${_check}" "${_copy}"
  "prints words of its own: cmake/CuDNNStrict/Locations.cmake:[0-9]+ ")

cudnn_strict_copy_sources(comment "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# A comment may quote one: \"Fix: set it right\"\nset(_x 1) # Fix: a trailing comment\n")
cudnn_strict_replace("${_copy}/cmake/FindCuDNNStrict.cmake" "# Distributed under the OSI-approved BSD 3-Clause License.\n"
  "# Distributed under the OSI-approved BSD 3-Clause License.\n#\n# Fix: the module's header comment may show a message.\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

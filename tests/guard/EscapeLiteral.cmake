# The helper that writes paths into the generated header as C string
# literals, on every byte value from 1 to 255 and on the sequences a path
# could use to leave a literal or a comment: the compiled string (strict
# C99, where trigraphs are live) must read back byte for byte.
enable_language(C)
include("${CMAKE_MODULE_PATH}/CuDNNStrict/Guard.cmake")
set(_text "")
foreach(_code RANGE 1 255)
  string(ASCII ${_code} _char)
  string(APPEND _text "${_char}")
endforeach()
string(ASCII 1 _one)
string(APPEND _text "??/ ??= */ /* \\\" \\0123 ${_one}7 \n#error x\n")
# Plain paths stay readable, and so does printable text with a quote, a
# backslash, a question mark (a trigraph's start) or line breaks (a search
# plan, whose letters include the backslash).
_CuDNNStrict_c_string_literal("/usr/local/cuda-13.0/lib64/libcudnn.so.9" _plain)
assert_equal(_plain "\"/usr/local/cuda-13.0/lib64/libcudnn.so.9\"")
set(_printable_text "/opt/a\"b\\c??/d (1)\n\\lib\n")
_CuDNNStrict_c_string_literal("${_printable_text}" _printable)
assert_equal(_printable "\"/opt/a\\\"b\\\\c\\?\\?/d (1)\\n\\\\lib\\n\"")
_CuDNNStrict_c_string_literal("${_text}" _literal)
# Both forms, compiled one after the other, read back.
file(WRITE "${CMAKE_BINARY_DIR}/expected.bin" "${_text}${_printable_text}")
file(WRITE "${CMAKE_BINARY_DIR}/escape.c"
  "#include <stdio.h>\n"
  "static const char text[] = ${_literal} ${_printable};\n"
  "int main(int argc, char **argv) {\n"
  "  FILE *out = argc > 1 ? fopen(argv[1], \"wb\") : NULL;\n"
  "  if (out == NULL) return 1;\n"
  "  fwrite(text, 1, sizeof(text) - 1, out);\n"
  "  return fclose(out) != 0;\n"
  "}\n")
add_executable(escape "${CMAKE_BINARY_DIR}/escape.c")
set_target_properties(escape PROPERTIES C_STANDARD 99 C_STANDARD_REQUIRED ON C_EXTENSIONS OFF)
target_compile_options(escape PRIVATE -Wall -Wextra -Werror -pedantic -Wtrigraphs)

/* A program with neither cuDNN nor the guard. */
#include <stdio.h>

int main(void) {
  puts("plain");
  return 0;
}

/* A program that uses a library which carries the guard, and never
   mentions the guard itself. */
#include <stdio.h>

int middle_value(void);

int main(void) {
  printf("program ran: middle_value() = %d\n", middle_value());
  return 0;
}

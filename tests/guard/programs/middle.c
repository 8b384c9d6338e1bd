/* A library between the program and the guard: the program calls it, and
   nothing calls the guard. */
int middle_value(void) { return 42; }

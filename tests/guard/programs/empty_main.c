/* A program that does nothing: built with and without the guard, it shows
   what the guard alone adds. */
int main(void) { return 0; }

/* Distributed under the OSI-approved BSD 3-Clause License. */
/* The first fake static archive's second member, which only the last
   archive calls (see fake_static.c).  Test fixture only. */
int fake_static_late(void) { return 1; }

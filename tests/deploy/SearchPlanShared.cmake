# The checks' report carries the fix search's plan as the guard's note
# writes it (guard.search_plan, format 4 of core/cudnn_strict_note.h),
# for the config header: the encoding lives beside its decoder, not in
# CMake.  -check.cmake runs the tool with a plan whose lines share
# prefixes, one of them longer than a letter can say.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

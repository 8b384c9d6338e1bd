# --header-in: a directory whose header names are there but whose texts
# never name the major macro gets the core's sentence naming each file, in
# the order they were tried; a dangling link among them stops the choice
# and is named.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

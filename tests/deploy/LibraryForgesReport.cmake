# cudnn-strict-probe --library on a libcudnn that answers 9.13.0 and, when
# loaded, prints the key=value lines of a report that passes 9.19.0 on the
# standard output it shares with the probe: the report is the probe's
# alone, in each format, and refuses the library.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

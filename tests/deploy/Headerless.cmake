# cudnn-strict-probe built with CUDNN_STRICT_PROBE_HEADER=OFF (as the wheel
# is): no header compiled in; it judges a library against the header of
# the library's own install, read at run time, and says what to pass where
# there is none.
set(CUDNN_STRICT_PROBE_HEADER OFF)
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

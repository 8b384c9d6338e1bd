# cudnn-strict-probe --static-archive on files it cannot read as archives,
# whatever their names say: ones that do not exist (named for a
# sub-library whose text tells nothing, and for none) and a directory
# named for one whose text tells its release.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

# The header is read with the preprocessor's rules: comments, continued
# lines, macros in expressions, #if/#elif/#else on defined() and values,
# #undef, and an #include of a file beside it (Debian's cudnn_version.h
# names cudnn_version_v9.h).
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

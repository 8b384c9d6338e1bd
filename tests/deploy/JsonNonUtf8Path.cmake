# cudnn-strict-probe --check-binary --json on a file whose name is not
# UTF-8 (a Latin-1 byte, 0xFF): the report is valid JSON, pure ASCII here,
# the byte written as \ufffd; the key=value form keeps it as it is.
deploy_use_fake(v9_19_0)
deploy_find_cudnn()

# The versions in the refusal are the toolkit's own, which the case
# printed: a regex of the -stderr.txt cannot hold them.
string(REGEX MATCH "TOOLKIT=([0-9]+)\\.([0-9]+)" _toolkit "${case_stdout}")
set(_major "${CMAKE_MATCH_1}")
string(REPLACE "." "\\." _version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}")
cudnn_strict_case_expect("stderr" "${case_stderr}"
  "but the toolkit is CUDA ${_version}: .* Fix: install the cuDNN build for CUDA ${_major} \\(e\\.g\\. the nvidia-cudnn-cu${_major} wheel\\)")

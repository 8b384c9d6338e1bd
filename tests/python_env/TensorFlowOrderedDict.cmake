# TensorFlow's wheels write build_info.py as collections.OrderedDict of
# pairs (tensorflow 2.20.0's own line below), not as a dict: the record is
# read, so a cuDNN of another CUDA major is refused, not taken for a build
# without cuDNN.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
fake_env_make()
fake_env_dist(tensorflow 2.20.0 REQUIRES "nvidia-cudnn-cu12<10.0,>=9.3.0.75; extra == \"and-cuda\"")
file(WRITE "${site}/tensorflow/python/platform/build_info.py"
  "import collections\n\nbuild_info = collections.OrderedDict([('cpu_compiler', 'clang 18'), "
  "('cuda_compute_capabilities', ['sm_60', 'sm_70', 'sm_80', 'sm_89', 'compute_90']), ('cuda_version', '12.5.1'), "
  "('cudnn_version', '9'), ('is_cuda_build', True), ('is_rocm_build', False), ('is_tensorrt_build', False)])\n")
fake_env_cudnn_wheel(13 9.19.0.56 v9_19_0)
fake_env_run()
fake_env_expect_rc(1)
fake_env_quote("${site}" s)
fake_env_expect("tensorflow 2\\.20\\.0 CUDA_MAJOR_DIFFERS built: cuDNN 9\\.3\\.0 \\(Requires-Dist nvidia-cudnn-cu12<10\\.0,>=9\\.3\\.0\\.75; extra == \"and-cuda\"; ${s}/tensorflow/python/platform/build_info\\.py records the major alone\\) ")

# cuDNN crashing the probe itself during the GPU check (in-process, as
# under an emulator, without the child that would keep the crash out): the
# module passes on the probe's own words for it, written before the check.
gpu_case_use(gpu_crash correct)
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_COMMAND};-E;env;CUDNN_STRICT_TEST_EMULATED=1")
find_package(CuDNNStrict REQUIRED)

# A project of no language (project(x NONE)) has no compiler to build the
# checks with: find_package fails and says which language to enable, not
# a compiler error.  The CUDA toolkit is left out: FindCUDAToolkit warns
# about librt in a project of no language, and that is not this module's
# sentence.
set(CMAKE_DISABLE_FIND_PACKAGE_CUDAToolkit TRUE)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)

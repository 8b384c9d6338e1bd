# Distributed under the OSI-approved BSD 3-Clause License.
"""Conan 2 recipe: the CuDNNStrict CMake package (the find module, its
helpers, the probe sources and templates, and CuDNNStrictConfig.cmake) for
C and C++ consumers.  Nothing is compiled here: the probe and the guard
are compiled in each consumer's build, against the cuDNN it finds, so one
package serves every configuration.  Consumers call
find_package(CuDNNStrict) with CMakeToolchain, which puts the package's
lib/cmake/CuDNNStrict on CMAKE_PREFIX_PATH."""

import os

from conan import ConanFile
from conan.tools.files import copy


class CuDNNStrictConan(ConanFile):
    name = "cudnn-strict"
    version = "0.1.0"
    license = "BSD-3-Clause"
    description = "Makes cuDNN version trouble a build-time error with a clear message"
    topics = ("cudnn", "cmake", "cuda")
    package_type = "header-library"
    no_copy_source = True
    exports_sources = ("CMakeLists.txt", "LICENSE", "cmake/*", "probe/*", "templates/*",
                       "docs/find-package.md")
    test_package_folder = "conan/test_package"

    def package_id(self):
        self.info.clear()

    def package(self):
        # The project's own install rules lay the package out (the same
        # tree as cmake --install); the probe tool and the tests are not
        # built, so only CMake and a C compiler are needed.
        build = os.path.join(self.build_folder, "package-build")
        self.run(f'cmake -S "{self.source_folder}" -B "{build}" '
                 f'-DCUDNN_STRICT_BUILD_TESTS=OFF -DCUDNN_STRICT_BUILD_PROBE=OFF '
                 f'-DCMAKE_INSTALL_PREFIX="{self.package_folder}" -DCMAKE_INSTALL_LIBDIR=lib '
                 f'-DCMAKE_INSTALL_DATADIR=share')
        self.run(f'cmake --install "{build}"')
        copy(self, "LICENSE*", self.source_folder, os.path.join(self.package_folder, "licenses"))

    def package_info(self):
        self.cpp_info.bindirs = []
        self.cpp_info.libdirs = []
        self.cpp_info.includedirs = []
        self.cpp_info.builddirs = [os.path.join("lib", "cmake", "CuDNNStrict")]
        # The package's own CuDNNStrictConfig.cmake, not one CMakeDeps
        # would write.
        self.cpp_info.set_property("cmake_find_mode", "none")

# Distributed under the OSI-approved BSD 3-Clause License.
#
# How other projects consume this one: the install tree (module, helpers,
# probe sources, templates, the module's reference, and a
# CuDNNStrictConfig.cmake that loads the module), and, when this project is
# a subdirectory or a FetchContent dependency of another, a build-tree
# config that find_package reaches.
#
# The version a consumer passes to find_package(CuDNNStrict <version>) is a
# cuDNN version, in config mode as in module mode: the config file checks
# it against the cuDNN it finds, so the version file accepts every request.

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(CUDNN_STRICT_INSTALL_DATADIR "${CMAKE_INSTALL_DATADIR}/CuDNNStrict"
  CACHE STRING "Where the module, probe sources and templates are installed (relative to the prefix)")
set(CUDNN_STRICT_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/CuDNNStrict"
  CACHE STRING "Where CuDNNStrictConfig.cmake is installed (relative to the prefix)")
set(_package_dir "${PROJECT_BINARY_DIR}/CuDNNStrict-package")

install(DIRECTORY "${PROJECT_SOURCE_DIR}/cmake/"
  DESTINATION "${CUDNN_STRICT_INSTALL_DATADIR}/cmake"
  FILES_MATCHING PATTERN "*.cmake" PATTERN "package" EXCLUDE)
install(DIRECTORY "${PROJECT_SOURCE_DIR}/probe/"
  DESTINATION "${CUDNN_STRICT_INSTALL_DATADIR}/probe"
  FILES_MATCHING PATTERN "*.c" PATTERN "*.h" PATTERN "Sources.cmake" PATTERN "SourceLists.cmake")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/templates/"
  DESTINATION "${CUDNN_STRICT_INSTALL_DATADIR}/templates")
# The module's reference, which its header points to, where a distribution
# keeps a package's documents (<prefix>/share/doc/CuDNNStrict by default).
install(FILES "${PROJECT_SOURCE_DIR}/docs/find-package.md"
  DESTINATION "${CMAKE_INSTALL_DOCDIR}")

# The install tree: the config finds the module relative to itself, so a
# relocated copy of the prefix works.
set(CUDNN_STRICT_MODULE_DIR "${CUDNN_STRICT_INSTALL_DATADIR}/cmake")
set(CUDNN_STRICT_PACKAGE_PROBE "\${PACKAGE_PREFIX_DIR}/${CMAKE_INSTALL_BINDIR}/cudnn-strict-probe${CMAKE_EXECUTABLE_SUFFIX}")
configure_package_config_file("${PROJECT_SOURCE_DIR}/templates/CuDNNStrictConfig.cmake.in"
  "${_package_dir}/install/CuDNNStrictConfig.cmake"
  INSTALL_DESTINATION "${CUDNN_STRICT_INSTALL_CMAKEDIR}"
  PATH_VARS CUDNN_STRICT_MODULE_DIR)
configure_file("${PROJECT_SOURCE_DIR}/templates/CuDNNStrictConfigVersion.cmake.in"
  "${_package_dir}/CuDNNStrictConfigVersion.cmake" @ONLY)
install(FILES "${_package_dir}/install/CuDNNStrictConfig.cmake"
  "${_package_dir}/CuDNNStrictConfigVersion.cmake"
  DESTINATION "${CUDNN_STRICT_INSTALL_CMAKEDIR}")

# The build tree, for a parent project (add_subdirectory or FetchContent):
# the config loads the module from this source tree.
if(NOT PROJECT_IS_TOP_LEVEL)
  set(CUDNN_STRICT_MODULE_DIR "${PROJECT_SOURCE_DIR}/cmake")
  set(CUDNN_STRICT_PACKAGE_PROBE "")  # not built yet when a configure needs it
  configure_package_config_file("${PROJECT_SOURCE_DIR}/templates/CuDNNStrictConfig.cmake.in"
    "${_package_dir}/build/CuDNNStrictConfig.cmake"
    INSTALL_DESTINATION "${_package_dir}/build"
    PATH_VARS CUDNN_STRICT_MODULE_DIR)
  file(COPY_FILE "${_package_dir}/CuDNNStrictConfigVersion.cmake"
    "${_package_dir}/build/CuDNNStrictConfigVersion.cmake")
  if(CMAKE_FIND_PACKAGE_REDIRECTS_DIR)
    # CMake 3.24+: find_package(CuDNNStrict) in any project of the build
    # looks here first, which is how FetchContent hands dependencies over.
    file(WRITE "${CMAKE_FIND_PACKAGE_REDIRECTS_DIR}/cudnnstrict-config.cmake"
      "include(\"${_package_dir}/build/CuDNNStrictConfig.cmake\")\n")
    file(WRITE "${CMAKE_FIND_PACKAGE_REDIRECTS_DIR}/cudnnstrict-config-version.cmake"
      "include(\"${_package_dir}/build/CuDNNStrictConfigVersion.cmake\")\n")
  else()
    set(CuDNNStrict_DIR "${_package_dir}/build" CACHE PATH "Directory holding CuDNNStrictConfig.cmake" FORCE)
  endif()
endif()

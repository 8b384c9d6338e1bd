# Distributed under the OSI-approved BSD 3-Clause License.
#
# The processor an ELF file is built for, against the one the build
# targets: what the library, the CUDA runtime and the verdict check where
# no probe runs (a cross build without an emulator), and what the summary
# names.

include_guard(GLOBAL)

# Sets <out> to the ELF machine numbers (e_machine) of the processors
# cuDNN ships for, each with its name as CMAKE_SYSTEM_PROCESSOR spells it
# ("62:x86_64"): a function rather than a variable, so that this file can
# be included once and still serve every find_package call's scope.
function(_CuDNNStrict_elf_machines out)
  set(${out} 62:x86_64 183:aarch64 21:ppc64le 3:i386 40:arm 243:riscv64 22:s390x PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_expected_elf_machine out_number out_name)
  set(_processor "${CMAKE_SYSTEM_PROCESSOR}")
  if(_processor MATCHES "^(AMD64|amd64|x64)$")
    set(_processor x86_64)
  elseif(_processor MATCHES "^(arm64|ARM64|aarch64_be)$")
    set(_processor aarch64)
  elseif(_processor MATCHES "^(i[3-6]86|x86)$")
    set(_processor i386)
  elseif(_processor MATCHES "^(ppc64|powerpc64le)$")
    set(_processor ppc64le)
  elseif(_processor MATCHES "^arm")
    set(_processor arm)
  endif()
  set(${out_number} "" PARENT_SCOPE)
  set(${out_name} "${CMAKE_SYSTEM_PROCESSOR}" PARENT_SCOPE)
  _CuDNNStrict_elf_machines(_machines)
  foreach(_entry IN LISTS _machines)
    string(REPLACE ":" ";" _entry "${_entry}")
    list(GET _entry 0 _number)
    list(GET _entry 1 _name)
    if(_name STREQUAL _processor)
      set(${out_number} "${_number}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

function(_CuDNNStrict_elf_machine_name number out)
  set(_found "machine ${number}")
  _CuDNNStrict_elf_machines(_machines)
  foreach(_entry IN LISTS _machines)
    if(_entry MATCHES "^${number}:(.*)$")
      set(_found "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  set(${out} "${_found}" PARENT_SCOPE)
endfunction()

# Sets <out> to "" when <file> is an ELF file built for the target
# processor, else to what it is built for ("x86_64", "not ELF").
function(_CuDNNStrict_elf_processor_mismatch file out)
  file(READ "${file}" _hex LIMIT 20 HEX)
  string(LENGTH "${_hex}" _length)
  set(_mismatch "")
  if(NOT _hex MATCHES "^7f454c46" OR _length LESS 40)
    set(_mismatch "no processor (it is not an ELF file)")
  else()
    string(SUBSTRING "${_hex}" 10 2 _data)
    if(_data STREQUAL "02")
      string(SUBSTRING "${_hex}" 36 4 _machine)
    else()
      string(SUBSTRING "${_hex}" 38 2 _high)
      string(SUBSTRING "${_hex}" 36 2 _low)
      set(_machine "${_high}${_low}")
    endif()
    math(EXPR _machine "0x${_machine}")
    _CuDNNStrict_expected_elf_machine(_expected _target)
    if(_expected AND NOT _machine EQUAL _expected)
      _CuDNNStrict_elf_machine_name(${_machine} _mismatch)
    endif()
  endif()
  set(${out} "${_mismatch}" PARENT_SCOPE)
endfunction()

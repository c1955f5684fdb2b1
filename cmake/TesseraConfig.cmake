# find_package(Tessera): tessera's tools as imported targets, and
# tessera_add_lit_suite() to run a folder of lit/FileCheck tests under CTest.
#
# From a checkout, after the README's set-up has built the tools:
#     cmake -S . -B build -DTessera_DIR=<checkout>/cmake
# The tools are looked for in TESSERA_BIN_DIR (if set), then the checkout's
# target/release and target/debug, then <prefix>/bin of an install whose
# lib/cmake/Tessera holds this file.
#
# Imported targets: Tessera::ir-opt, Tessera::ir-run, Tessera::ir-lit,
# Tessera::filecheck (and Tessera::ir-gen where it is built).

get_filename_component(_tessera_here "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(_tessera_checkout "${_tessera_here}/.." ABSOLUTE)
get_filename_component(_tessera_prefix "${_tessera_here}/../../.." ABSOLUTE)

set(_tessera_dirs)
if(TESSERA_BIN_DIR)
  list(APPEND _tessera_dirs "${TESSERA_BIN_DIR}")
endif()
list(APPEND _tessera_dirs
  "${_tessera_checkout}/target/release"
  "${_tessera_checkout}/target/debug"
  "${_tessera_prefix}/bin")

# The first folder that holds every required tool: tools from one build.
set(Tessera_BIN_DIR "")
foreach(_dir IN LISTS _tessera_dirs)
  if(EXISTS "${_dir}/ir-opt" AND EXISTS "${_dir}/ir-run"
      AND EXISTS "${_dir}/ir-lit" AND EXISTS "${_dir}/filecheck")
    set(Tessera_BIN_DIR "${_dir}")
    break()
  endif()
endforeach()

if(NOT Tessera_BIN_DIR)
  set(Tessera_FOUND FALSE)
  string(REPLACE ";" ", " _tessera_looked "${_tessera_dirs}")
  set(Tessera_NOT_FOUND_MESSAGE
    "tessera's tools (ir-opt, ir-run, ir-lit, filecheck) are not built: looked in ${_tessera_looked}. "
    "Build them with scripts/setup.sh (or `cargo build --release -p tessera-tools`), "
    "or point TESSERA_BIN_DIR at them.")
  return()
endif()

foreach(_tool ir-opt ir-run ir-lit filecheck ir-gen)
  if(EXISTS "${Tessera_BIN_DIR}/${_tool}" AND NOT TARGET Tessera::${_tool})
    add_executable(Tessera::${_tool} IMPORTED)
    set_target_properties(Tessera::${_tool} PROPERTIES
      IMPORTED_LOCATION "${Tessera_BIN_DIR}/${_tool}")
  endif()
endforeach()

# tessera_add_lit_suite(NAME DIR [LLVM])
#
# Registers the lit tests in DIR (every .mlir, .test, .txt or .ll file with
# a RUN line) as the CTest test NAME: one CTest test for the folder, which
# fails if any lit test fails. By default tessera's ir-lit runs them with
# tessera's filecheck as FileCheck; with LLVM, LLVM's lit (`lit` or
# `llvm-lit` on the PATH) runs them with LLVM's FileCheck, through a
# lit.site.cfg.py written in the build tree. In RUN lines, `ir-opt`,
# `ir-run`, `ir-gen` and `FileCheck` are the tools; `%s`, `%S`, `%t` as in lit.
function(tessera_add_lit_suite NAME DIR)
  cmake_parse_arguments(ARG "LLVM" "" "" ${ARGN})
  get_filename_component(_dir "${DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT IS_DIRECTORY "${_dir}")
    message(FATAL_ERROR "tessera_add_lit_suite(${NAME}): ${_dir} is not a folder")
  endif()
  set(_out "${CMAKE_CURRENT_BINARY_DIR}/${NAME}")
  if(NOT ARG_LLVM)
    add_test(NAME ${NAME}
      COMMAND Tessera::ir-lit "${_dir}" -v
              --tools-dir "${Tessera_BIN_DIR}" --output-dir "${_out}")
    return()
  endif()
  find_program(TESSERA_LLVM_LIT NAMES lit llvm-lit)
  find_program(TESSERA_LLVM_FILECHECK NAMES FileCheck FileCheck-22
    PATHS /usr/lib/llvm-22/bin)
  if(NOT TESSERA_LLVM_LIT OR NOT TESSERA_LLVM_FILECHECK)
    message(FATAL_ERROR
      "tessera_add_lit_suite(${NAME} LLVM) needs LLVM's lit and FileCheck "
      "(pip install lit; the llvm-22-tools package)")
  endif()
  file(MAKE_DIRECTORY "${_out}")
  file(WRITE "${_out}/lit.site.cfg.py" "\
import os
import lit.formats
config.name = '${NAME}'
config.test_format = lit.formats.ShTest()
config.suffixes = ['.mlir', '.test', '.txt', '.ll']
config.test_source_root = r'${_dir}'
config.test_exec_root = r'${_out}'
config.environment['PATH'] = os.pathsep.join([r'${Tessera_BIN_DIR}', os.path.dirname(r'${TESSERA_LLVM_FILECHECK}'), config.environment.get('PATH', os.environ.get('PATH', ''))])
config.substitutions.append(('FileCheck', r'${TESSERA_LLVM_FILECHECK}'))
")
  add_test(NAME ${NAME} COMMAND "${TESSERA_LLVM_LIT}" -v "${_out}")
endfunction()

set(Tessera_FOUND TRUE)

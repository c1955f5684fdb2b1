# -*- Python -*-
# LLVM lit configuration for tessera's test suite.
#
# Two runners read this suite and must agree on every test:
#   * ir-lit (tools/lit), tessera's own runner, with tessera's `filecheck`;
#     `cargo test` runs it. ir-lit reads `config.name`, `config.suffixes` and
#     `config.excludes` from this file (plain literal assignments only); its tool
#     substitutions and features are built in (tools/lit/src/config.rs) and must
#     be kept in step with the ones below.
#   * LLVM's lit (PyPI `lit`, in .venv) with LLVM's FileCheck 22:
#     `.venv/bin/lit test/`.
import os
import re
import shutil
import subprocess
import sys

import lit.formats

config.name = "tessera"
config.suffixes = [".mlir", ".txt", ".test", ".ll"]
# `corpus`, `mutants` and `pathological` hold tools/gen's generated inputs and
# oracle outputs (no RUN lines): data for tests, not tests.
config.excludes = [
    "Inputs",
    "README.txt",
    "lit.cfg.py",
    "lit.site.cfg.py",
    "corpus",
    "mutants",
    "pathological",
    "std", "std-mutants",
]

# The internal shell, like ir-lit's: same builtins, same pipefail semantics.
config.test_format = lit.formats.ShTest(execute_external=False)

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(config.test_source_root)
target_dir = os.environ.get("CARGO_TARGET_DIR") or os.path.join(repo_root, "target")
# Keep Output/ directories (%t, %T) out of the source tree.
config.test_exec_root = os.path.join(target_dir, "lit")

bin_dir = (
    lit_config.params.get("tessera_bin_dir")
    or os.environ.get("TESSERA_BIN_DIR")
    or os.path.join(target_dir, "debug")
)
llvm_bin = "/usr/lib/llvm-22/bin"

# Our binaries first, then LLVM's (lit's internal shell runs `not --crash` and
# `count` as external commands), then the caller's PATH.
path = [bin_dir]
if os.path.isdir(llvm_bin):
    path.append(llvm_bin)
path.append(os.environ.get("PATH", ""))
config.environment["PATH"] = os.pathsep.join(path)
for var in ("HOME", "TMPDIR", "TERM"):
    if var in os.environ:
        config.environment[var] = os.environ[var]


def tool_pattern(name):
    # A tool name is replaced as a whole word: not inside a path, a flag
    # (`--FileCheck`) or a longer name (`FileCheck-foo`, `x.FileCheck`).
    return r"(?<![\w/.-])" + re.escape(name) + r"(?![\w/.-])"


def add_tool(name, path):
    config.substitutions.append((tool_pattern(name), path))


for tool in ("ir-opt", "ir-run", "ir-gen", "ir-reduce"):
    candidate = os.path.join(bin_dir, tool)
    if os.path.exists(candidate):
        add_tool(tool, candidate)
    elif tool == "ir-opt":
        lit_config.warning("tessera binary %s not found; run `cargo build` first" % candidate)

# FileCheck is LLVM's here (the oracle); `--param filecheck=tessera` uses ours.
if lit_config.params.get("filecheck") == "tessera":
    add_tool("FileCheck", os.path.join(bin_dir, "filecheck"))
elif os.path.exists(os.path.join(llvm_bin, "FileCheck")):
    add_tool("FileCheck", os.path.join(llvm_bin, "FileCheck"))
else:
    lit_config.warning("LLVM FileCheck not found in %s; run scripts/setup.sh" % llvm_bin)

for tool in ("mlir-opt", "mlir-translate", "mlir-runner", "llc", "lli", "opt", "split-file"):
    candidate = os.path.join(llvm_bin, tool)
    if os.path.exists(candidate):
        add_tool(tool, candidate)

# Features for REQUIRES / UNSUPPORTED / XFAIL.
config.available_features.add("shell")
# mlir-engine: ir-run was built with the MLIR bridge (`ir-run --engines`).
try:
    engines = subprocess.run([os.path.join(bin_dir, "ir-run"), "--engines"],
                             capture_output=True, text=True, timeout=60).stdout.split()
    if "mlir" in engines:
        config.available_features.add("mlir-engine")
except (OSError, subprocess.SubprocessError):
    pass
if shutil.which("cmake") and shutil.which("ctest"):
    config.available_features.add("cmake")
if os.path.exists(os.path.join(llvm_bin, "mlir-opt")):
    config.available_features.add("mlir-opt")
if os.path.exists(os.path.join(llvm_bin, "llc")) and os.path.exists(os.path.join(llvm_bin, "lli")):
    config.available_features.add("llvm")

venv_python = os.path.join(repo_root, ".venv", "bin", "python")
python = venv_python if os.path.exists(venv_python) else sys.executable


def python_can_import(module):
    try:
        return (
            subprocess.run(
                [python, "-c", "import " + module],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=120,
            ).returncode
            == 0
        )
    except (OSError, subprocess.SubprocessError):
        return False


# `--param without=torch,jax,...` leaves those features out, so their tests
# are UNSUPPORTED in this run: scripts/test.sh has ir-lit (in cargo test)
# run the importer tests and LLVM's lit run the rest again, instead of
# running the slowest tests twice.
without = {f for f in lit_config.params.get("without", "").split(",") if f}


def importer(module, feature):
    return feature not in without and python_can_import(module)


# `kernel-locations` counts the emitted kernel ops that carry a source location.
add_tool("kernel-locations", python + " " + os.path.join(repo_root, "scripts", "kernel-locations.py"))
# `dump-check` checks a --dump-dir folder; `check-page` loads its page in
# headless Chromium; `dot` (Graphviz) reads what --view-op-graph prints.
add_tool("dump-check", python + " " + os.path.join(repo_root, "scripts", "dump-check.py"))
add_tool("layers-program", python + " " + os.path.join(repo_root, "scripts", "layers-program.py"))
add_tool("mutant-sweep", python + " " + os.path.join(repo_root, "scripts", "mutant-sweep.py"))
if shutil.which("chromium"):
    config.available_features.add("chromium")
    add_tool("check-page", python + " " + os.path.join(repo_root, "scripts", "check-page.py"))
if shutil.which("dot"):
    config.available_features.add("dot")
if importer("torch_mlir", "torch"):
    config.available_features.add("torch")
    add_tool("torch-import", python + " " + os.path.join(repo_root, "tools", "torch-import", "torch_import.py"))
    add_tool("opinfo-sweep", python + " " + os.path.join(repo_root, "scripts", "opinfo-sweep.py"))
    add_tool("model-sweep", python + " " + os.path.join(repo_root, "scripts", "model-sweep.py"))
if importer("tessera._native", "tessera-python"):
    # The Python package (python/), installed into the venv by
    # scripts/setup-importers.sh: `tessera-python` is that venv's python.
    config.available_features.add("tessera-python")
    add_tool("tessera-python", python)
if importer("ktir_cpu", "ktir-cpu"):
    config.available_features.add("ktir-cpu")
    add_tool("ktir-compare", python + " " + os.path.join(repo_root, "scripts", "ktir-compare.py"))
    add_tool("ktir-emit-check", python + " " + os.path.join(repo_root, "scripts", "ktir-emit-check.py"))
    add_tool("ktir-replay", python + " " + os.path.join(repo_root, "scripts", "ktir-replay.py"))
if python_can_import("numpy"):
    config.available_features.add("numpy")
    add_tool("random-tile-kernels", python + " " + os.path.join(repo_root, "scripts", "random-tile-kernels.py"))
    add_tool("three-engines", python + " " + os.path.join(repo_root, "scripts", "three-engines.py"))
    add_tool("product-shapes", python + " " + os.path.join(repo_root, "scripts", "product-shapes.py"))
if importer("triton", "triton"):
    config.available_features.add("triton")
    add_tool("ttir-gen", python + " " + os.path.join(repo_root, "scripts", "gen-ttir.py"))
    add_tool("ttir-reprint", python + " " + os.path.join(repo_root, "scripts", "ttir-reprint.py"))
    add_tool("inductor-run", python + " " + os.path.join(repo_root, "tools", "inductor-run", "inductor_run.py"))
if importer("jax", "jax"):
    config.available_features.add("jax")
    add_tool("jax-export", python + " " + os.path.join(repo_root, "tools", "jax-export", "jax_export.py"))
    add_tool("jax-sweep", python + " " + os.path.join(repo_root, "scripts", "jax-sweep.py"))
    add_tool("stablehlo-oracle", python + " " + os.path.join(repo_root, "scripts", "stablehlo_oracle.py"))
    add_tool("xla-fusion-compare", python + " " + os.path.join(repo_root, "scripts", "xla-fusion-compare.py"))
    add_tool("random-jax-programs", python + " " + os.path.join(repo_root, "scripts", "random-jax-programs.py"))

# A hanging test fails instead of hanging CI (lit needs psutil for this).
try:
    import psutil  # noqa: F401

    config.maxIndividualTestTime = int(lit_config.params.get("timeout", 180))
except ImportError:
    lit_config.note("psutil missing: no per-test timeout (scripts/setup.sh installs it)")

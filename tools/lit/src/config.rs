//! A suite's configuration: name, test suffixes, excluded names, tool
//! substitutions, available features, environment and time limit.
//!
//! One source of truth where it is cheap: `config.name`, `config.suffixes`
//! and `config.excludes` are read from the suite's `lit.cfg.py` (plain literal
//! assignments). The tool substitutions and features are built in here and
//! mirror what `test/lit.cfg.py` computes for LLVM's lit; keep the two in step.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use crate::substitute::ToolSubst;

/// Where Debian's LLVM 22 packages put their tools.
pub const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

/// The name of the configuration file that marks a suite's root.
pub const CFG_FILE: &str = "lit.cfg.py";

/// Environment variables passed through to tests (everything else is
/// dropped, so tests do not depend on the caller's environment).
pub const PASS_ENV: [&str; 12] = [
    "HOME",
    "TMPDIR",
    "TMP",
    "TEMP",
    "TERM",
    "LANG",
    "LC_ALL",
    "LD_LIBRARY_PATH",
    "FILECHECK_OPTS",
    "RUST_BACKTRACE",
    "RUST_LOG",
    "SOURCE_DATE_EPOCH",
];

/// Tessera's own binaries, found in the tools directory.
pub const TESSERA_TOOLS: [&str; 4] = ["ir-opt", "ir-run", "ir-gen", "ir-reduce"];

/// LLVM tools substituted with their absolute path when present.
pub const LLVM_TOOLS: [&str; 7] = [
    "mlir-opt",
    "mlir-translate",
    "mlir-runner",
    "llc",
    "lli",
    "opt",
    "split-file",
];

/// A suite's configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// The suite name printed before each test (`tessera :: lit/a.txt`).
    pub name: String,
    /// File extensions that make a file a test (with the dot).
    pub suffixes: Vec<String>,
    /// File and directory names never searched.
    pub excludes: Vec<String>,
    /// Tool-name substitutions, applied after the `%` ones.
    pub tools: Vec<ToolSubst>,
    /// Features for `REQUIRES:` / `UNSUPPORTED:` / `XFAIL:`.
    pub features: BTreeSet<String>,
    /// Directories put before the caller's `PATH`.
    pub path_prefix: Vec<PathBuf>,
    /// Per-test time limit.
    pub timeout: Duration,
}

/// What the built-in part of the configuration depends on.
#[derive(Debug, Clone)]
pub struct Inputs {
    /// Directory of tessera's built binaries (`filecheck`, `ir-opt`, ...).
    pub tools_dir: PathBuf,
    /// Directory of LLVM's tools.
    pub llvm_bin: PathBuf,
    /// `-D name=value` parameters (`filecheck=llvm`, `timeout=N`).
    pub params: BTreeMap<String, String>,
    /// The Python that may have torch / jax (the project's `.venv`).
    pub python: Option<PathBuf>,
}

impl Config {
    /// The defaults `test/lit.cfg.py` also sets; used when a suite has no
    /// `lit.cfg.py` or it lacks an assignment.
    pub fn defaults() -> Config {
        Config {
            name: "tessera".into(),
            suffixes: [".mlir", ".txt", ".test", ".ll"].map(String::from).to_vec(),
            excludes: ["Inputs", "README.txt", "lit.cfg.py", "lit.site.cfg.py"]
                .map(String::from)
                .to_vec(),
            tools: Vec::new(),
            features: BTreeSet::new(),
            path_prefix: Vec::new(),
            // Generous: a Python test imports torch and compiles with inductor,
            // which on a shared 2-core machine under two workers took over 60 s.
            timeout: Duration::from_secs(180),
        }
    }

    /// The built-in configuration: tools, features and `PATH` from `inputs`.
    pub fn detect(inputs: &Inputs) -> Config {
        let mut c = Config::defaults();
        let llvm = |t: &str| inputs.llvm_bin.join(t);
        let subst = |name: &str, path: &Path| ToolSubst {
            name: name.into(),
            replacement: path.to_string_lossy().into_owned(),
        };
        // FileCheck is ours here; `-D filecheck=llvm` uses LLVM's (the
        // mirror of lit.cfg.py's `--param filecheck=tessera`).
        let filecheck = if inputs.params.get("filecheck").map(String::as_str) == Some("llvm") {
            llvm("FileCheck")
        } else {
            inputs.tools_dir.join("filecheck")
        };
        c.tools.push(subst("FileCheck", &filecheck));
        for t in TESSERA_TOOLS {
            let p = inputs.tools_dir.join(t);
            if p.exists() {
                c.tools.push(subst(t, &p));
            }
        }
        for t in LLVM_TOOLS {
            let p = llvm(t);
            if p.exists() {
                c.tools.push(subst(t, &p));
            }
        }
        c.path_prefix.push(inputs.tools_dir.clone());
        if inputs.llvm_bin.is_dir() {
            c.path_prefix.push(inputs.llvm_bin.clone());
        }
        c.features.insert("shell".into());
        if on_path("cmake") && on_path("ctest") {
            c.features.insert("cmake".into());
        }
        if llvm("mlir-opt").exists() {
            c.features.insert("mlir-opt".into());
        }
        if llvm("llc").exists() && llvm("lli").exists() {
            c.features.insert("llvm".into());
        }
        // `mlir-engine`: ir-run was built with the MLIR bridge.
        let engines = std::process::Command::new(inputs.tools_dir.join("ir-run"))
            .arg("--engines")
            .output();
        if let Ok(o) = engines {
            if String::from_utf8_lossy(&o.stdout)
                .split_whitespace()
                .any(|e| e == "mlir")
            {
                c.features.insert("mlir-engine".into());
            }
        }
        if let Some(py) = &inputs.python {
            if python_can_import(py, "torch_mlir") {
                c.features.insert("torch".into());
                // `torch-import` runs the importer with the project's Python
                // (`<root>/.venv/bin/python`).
                let root = py.parent().and_then(Path::parent).and_then(Path::parent);
                // `opinfo-sweep` and `model-sweep` run PyTorch's OpInfo
                // samples and the held-out models through the build.
                for (name, rel) in [
                    ("torch-import", "tools/torch-import/torch_import.py"),
                    ("opinfo-sweep", "scripts/opinfo-sweep.py"),
                    ("model-sweep", "scripts/model-sweep.py"),
                ] {
                    if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                        c.tools.push(ToolSubst {
                            name: name.into(),
                            replacement: format!("{} {}", py.display(), script.display()),
                        });
                    }
                }
            }
            if python_can_import(py, "jax") {
                c.features.insert("jax".into());
                // `jax-export`, `stablehlo-oracle` (jaxlib's StableHLO
                // parser and printer), `xla-fusion-compare` and
                // `random-jax-programs` run with the same Python.
                let root = py.parent().and_then(Path::parent).and_then(Path::parent);
                for (name, rel) in [
                    ("jax-export", "tools/jax-export/jax_export.py"),
                    ("stablehlo-oracle", "scripts/stablehlo_oracle.py"),
                    ("xla-fusion-compare", "scripts/xla-fusion-compare.py"),
                    ("random-jax-programs", "scripts/random-jax-programs.py"),
                    ("jax-sweep", "scripts/jax-sweep.py"),
                ] {
                    if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                        c.tools.push(ToolSubst {
                            name: name.into(),
                            replacement: format!("{} {}", py.display(), script.display()),
                        });
                    }
                }
            }
        }
        if let Some(py) = &inputs.python {
            // The Python package (python/, installed into the venv by
            // scripts/setup-importers.sh): `tessera-python` is that venv's
            // python.
            if python_can_import(py, "tessera._native") {
                c.features.insert("tessera-python".into());
                c.tools.push(ToolSubst {
                    name: "tessera-python".into(),
                    replacement: py.display().to_string(),
                });
            }
        }
        if let Some(py) = &inputs.python {
            // ktir-cpu (torch-spyre's KTIR interpreter, cloned by
            // scripts/setup-importers.sh): `ktir-compare` runs its
            // examples through both interpreters.
            if python_can_import(py, "ktir_cpu") {
                c.features.insert("ktir-cpu".into());
                let root = py.parent().and_then(Path::parent).and_then(Path::parent);
                for (name, rel) in [
                    ("ktir-compare", "scripts/ktir-compare.py"),
                    ("ktir-emit-check", "scripts/ktir-emit-check.py"),
                    ("ktir-replay", "scripts/ktir-replay.py"),
                ] {
                    if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                        c.tools.push(ToolSubst {
                            name: name.into(),
                            replacement: format!("{} {}", py.display(), script.display()),
                        });
                    }
                }
            }
        }
        // `dot`: Graphviz reads what `--view-op-graph` prints.
        if on_path("dot") {
            c.features.insert("dot".into());
        }
        if let Some(py) = &inputs.python {
            let root = py.parent().and_then(Path::parent).and_then(Path::parent);
            // `dump-check` checks a `--dump-dir` folder (plain Python);
            // `check-page` loads its page in headless Chromium.
            let mut scripts = vec![
                ("dump-check", "scripts/dump-check.py"),
                ("layers-program", "scripts/layers-program.py"),
                ("mutant-sweep", "scripts/mutant-sweep.py"),
            ];
            if on_path("chromium") {
                c.features.insert("chromium".into());
                scripts.push(("check-page", "scripts/check-page.py"));
            }
            for (name, rel) in scripts {
                if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                    c.tools.push(ToolSubst {
                        name: name.into(),
                        replacement: format!("{} {}", py.display(), script.display()),
                    });
                }
            }
        }
        if let Some(py) = &inputs.python {
            // `kernel-locations` counts the emitted kernel ops that carry
            // a source location (plain Python, no module needed).
            let root = py.parent().and_then(Path::parent).and_then(Path::parent);
            if let Some(script) = root
                .map(|r| r.join("scripts/kernel-locations.py"))
                .filter(|s| s.exists())
            {
                c.tools.push(ToolSubst {
                    name: "kernel-locations".into(),
                    replacement: format!("{} {}", py.display(), script.display()),
                });
            }
            // numpy: `random-tile-kernels` checks the JIT against the
            // interpreter on random kernels and inputs.
            if python_can_import(py, "numpy") {
                c.features.insert("numpy".into());
                let root = py.parent().and_then(Path::parent).and_then(Path::parent);
                // `three-engines` runs the committed models with the
                // interpreter, the JIT and MLIR.
                for (name, rel) in [
                    ("random-tile-kernels", "scripts/random-tile-kernels.py"),
                    ("three-engines", "scripts/three-engines.py"),
                    ("product-shapes", "scripts/product-shapes.py"),
                ] {
                    if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                        c.tools.push(ToolSubst {
                            name: name.into(),
                            replacement: format!("{} {}", py.display(), script.display()),
                        });
                    }
                }
            }
            // Triton (its front end and TTIR passes, no GPU needed):
            // `ttir-gen` writes the TTIR it prints for tessera's own
            // kernels, `ttir-reprint` parses and prints a file with
            // Triton's MLIR.
            if python_can_import(py, "triton") {
                c.features.insert("triton".into());
                let root = py.parent().and_then(Path::parent).and_then(Path::parent);
                for (name, rel) in [
                    ("ttir-gen", "scripts/gen-ttir.py"),
                    ("ttir-reprint", "scripts/ttir-reprint.py"),
                    ("inductor-run", "tools/inductor-run/inductor_run.py"),
                ] {
                    if let Some(script) = root.map(|r| r.join(rel)).filter(|s| s.exists()) {
                        c.tools.push(ToolSubst {
                            name: name.into(),
                            replacement: format!("{} {}", py.display(), script.display()),
                        });
                    }
                }
            }
        }
        if let Some(t) = inputs
            .params
            .get("timeout")
            .and_then(|t| t.parse::<u64>().ok())
        {
            c.timeout = Duration::from_secs(t);
        }
        c
    }

    /// This configuration with `name`, `suffixes` and `excludes` taken from
    /// the suite's `lit.cfg.py` where it assigns them.
    pub fn with_cfg_file(mut self, suite_root: &Path) -> Config {
        if let Ok(text) = std::fs::read_to_string(suite_root.join(CFG_FILE)) {
            let v = read_assignments(&text);
            if let Some(n) = v.name {
                self.name = n;
            }
            if let Some(s) = v.suffixes {
                self.suffixes = s;
            }
            if let Some(e) = v.excludes {
                self.excludes = e;
            }
        }
        self
    }

    /// The environment a test runs with.
    pub fn environment(&self) -> BTreeMap<String, String> {
        let mut env = BTreeMap::new();
        for k in PASS_ENV {
            if let Ok(v) = std::env::var(k) {
                env.insert(k.to_string(), v);
            }
        }
        let mut path: Vec<String> = self
            .path_prefix
            .iter()
            .map(|p| p.to_string_lossy().into_owned())
            .collect();
        path.push(std::env::var("PATH").unwrap_or_else(|_| "/usr/local/bin:/usr/bin:/bin".into()));
        env.insert("PATH".into(), path.join(":"));
        env
    }
}

fn python_can_import(python: &Path, module: &str) -> bool {
    Command::new(python)
        .arg("-c")
        .arg(format!("import {module}"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false)
}

/// The assignments ir-lit reads from a `lit.cfg.py`.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CfgValues {
    /// `config.name = "..."`
    pub name: Option<String>,
    /// `config.suffixes = [...]`
    pub suffixes: Option<Vec<String>>,
    /// `config.excludes = [...]`
    pub excludes: Option<Vec<String>>,
}

/// Reads Python string literals from the start of `s`, up to the closing
/// `]` of a list (or one literal); returns them.
fn string_literals(s: &str, list: bool) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' | '\'' => {
                let mut lit = String::new();
                loop {
                    match chars.next()? {
                        q if q == c => break,
                        '\\' => lit.push(chars.next()?),
                        other => lit.push(other),
                    }
                }
                out.push(lit);
                if !list {
                    return Some(out);
                }
            }
            ']' if list => return Some(out),
            '#' => {
                // A comment runs to the end of the line.
                for n in chars.by_ref() {
                    if n == '\n' {
                        break;
                    }
                }
            }
            _ => {}
        }
    }
    if list {
        None
    } else {
        Some(out)
    }
}

/// Finds `config.name`, `config.suffixes` and `config.excludes` assignments.
pub fn read_assignments(text: &str) -> CfgValues {
    let mut v = CfgValues::default();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let t = line.trim_start();
        // Only top-level assignments: indented ones may be conditional.
        if t.len() != line.len() {
            continue;
        }
        let Some((lhs, _)) = t.split_once('=') else {
            continue;
        };
        let rest = &text[start + lhs.len() + 1..];
        match lhs.trim() {
            "config.name" => {
                v.name = string_literals(rest.split('\n').next().unwrap_or(""), false)
                    .and_then(|l| l.into_iter().next())
            }
            "config.suffixes" if rest.trim_start().starts_with('[') => {
                v.suffixes = string_literals(rest, true)
            }
            "config.excludes" if rest.trim_start().starts_with('[') => {
                v.excludes = string_literals(rest, true)
            }
            _ => {}
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_literal_assignments() {
        let text = "import os\nconfig.name = \"suite\"  # c\nconfig.suffixes = [\n  '.a', # x\n  \".b\",\n]\nif x:\n    config.excludes = ['no']\nconfig.excludes = [\"Inputs\"]\n";
        let v = read_assignments(text);
        assert_eq!(v.name.as_deref(), Some("suite"));
        assert_eq!(v.suffixes, Some(vec![".a".into(), ".b".into()]));
        assert_eq!(v.excludes, Some(vec!["Inputs".into()]));
    }

    #[test]
    fn odd_cfg_files_do_not_panic() {
        for t in [
            "config.name =",
            "config.suffixes = [\"a",
            "config.name = 'x",
            "=",
            "config.excludes = foo",
        ] {
            let _ = read_assignments(t);
        }
        assert_eq!(
            read_assignments("config.suffixes = compute()").suffixes,
            None
        );
    }

    /// The built-in defaults and the repository's lit.cfg.py must agree.
    #[test]
    fn defaults_match_the_repository_lit_cfg() {
        let cfg = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../test")
            .join(CFG_FILE);
        let Ok(text) = std::fs::read_to_string(&cfg) else {
            return;
        };
        let v = read_assignments(&text);
        let d = Config::defaults();
        assert_eq!(v.name.as_ref(), Some(&d.name));
        assert_eq!(v.suffixes.as_ref(), Some(&d.suffixes));
        let excludes = v.excludes.unwrap_or_default();
        for e in &d.excludes {
            assert!(excludes.contains(e), "lit.cfg.py does not exclude {e}");
        }
        for tool in TESSERA_TOOLS
            .iter()
            .chain(LLVM_TOOLS.iter())
            .chain(["FileCheck"].iter())
        {
            assert!(
                text.contains(&format!("\"{tool}\"")),
                "lit.cfg.py does not mention {tool}"
            );
        }
        for feature in ["shell", "mlir-opt", "llvm", "torch", "jax", "ktir-cpu"] {
            assert!(
                text.contains(&format!("add(\"{feature}\")")),
                "lit.cfg.py does not set feature {feature}"
            );
        }
    }
}

/// Whether an executable `name` is in a folder of `PATH`.
fn on_path(name: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|p| std::env::split_paths(&p).any(|d| d.join(name).is_file()))
}

//! Finding tests: the suite root of each path (the nearest directory with a
//! `lit.cfg.py`), then every file under it whose extension is one of the
//! suite's suffixes. Names in `excludes`, `Output` and dot-files are skipped;
//! a file named explicitly is a test whatever its suffix, as in lit.

use std::path::{Path, PathBuf};

use crate::config::{Config, CFG_FILE};
use crate::error::LitError;

/// A test suite: its root and configuration.
#[derive(Debug, Clone)]
pub struct Suite {
    /// The directory holding `lit.cfg.py` (or the given directory if none).
    pub root: PathBuf,
    /// Its configuration.
    pub config: Config,
}

/// One test file.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct TestFile {
    /// Index into the suites.
    pub suite: usize,
    /// The path within the suite, with `/` separators.
    pub rel: String,
    /// The absolute path of the file.
    pub path: PathBuf,
}

/// The nearest ancestor of `path` (itself included) with a `lit.cfg.py`.
pub fn find_suite_root(path: &Path) -> Option<PathBuf> {
    let start = if path.is_dir() {
        Some(path)
    } else {
        path.parent()
    };
    start?
        .ancestors()
        .find(|d| d.join(CFG_FILE).is_file())
        .map(Path::to_path_buf)
}

fn rel_name(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).unwrap_or(path);
    rel.components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join("/")
}

fn walk(dir: &Path, config: &Config, out: &mut Vec<PathBuf>) -> Result<(), LitError> {
    let entries = std::fs::read_dir(dir).map_err(|source| LitError::Io {
        path: dir.to_path_buf(),
        source,
    })?;
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        let name = p
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        if name.starts_with('.') || name == "Output" || config.excludes.contains(&name) {
            continue;
        }
        if p.is_dir() {
            walk(&p, config, out)?;
        } else if let Some(ext) = p.extension() {
            let ext = format!(".{}", ext.to_string_lossy());
            if config.suffixes.contains(&ext) {
                out.push(p);
            }
        }
    }
    Ok(())
}

/// Finds the tests under `paths`; `base` is the built-in configuration that
/// each suite's `lit.cfg.py` refines.
pub fn discover(paths: &[PathBuf], base: &Config) -> Result<(Vec<Suite>, Vec<TestFile>), LitError> {
    let mut suites: Vec<Suite> = Vec::new();
    let mut tests: Vec<TestFile> = Vec::new();
    for given in paths {
        let path = given.canonicalize().map_err(|source| LitError::Io {
            path: given.clone(),
            source,
        })?;
        let root = find_suite_root(&path).unwrap_or_else(|| {
            if path.is_dir() {
                path.clone()
            } else {
                path.parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_else(|| path.clone())
            }
        });
        let suite = match suites.iter().position(|s| s.root == root) {
            Some(i) => i,
            None => {
                suites.push(Suite {
                    config: base.clone().with_cfg_file(&root),
                    root: root.clone(),
                });
                suites.len() - 1
            }
        };
        let mut files = Vec::new();
        if path.is_dir() {
            walk(&path, &suites[suite].config, &mut files)?;
        } else {
            files.push(path.clone());
        }
        for f in files {
            let t = TestFile {
                suite,
                rel: rel_name(&root, &f),
                path: f,
            };
            if !tests.contains(&t) {
                tests.push(t);
            }
        }
    }
    Ok((suites, tests))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_tests_by_suffix_and_skips_inputs() {
        let d = std::env::temp_dir().join(format!("ir-lit-disc-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        for dir in ["suite/a", "suite/a/Inputs", "suite/.hidden", "suite/Output"] {
            std::fs::create_dir_all(d.join(dir)).unwrap();
        }
        std::fs::write(
            d.join("suite/lit.cfg.py"),
            "config.name = 'S'\nconfig.suffixes = ['.t']\n",
        )
        .unwrap();
        for f in [
            "a/x.t",
            "a/y.txt",
            "a/Inputs/z.t",
            ".hidden/h.t",
            "Output/o.t",
            "b.t",
        ] {
            std::fs::write(d.join("suite").join(f), "RUN: true\n").unwrap();
        }
        let (suites, tests) = discover(&[d.join("suite")], &Config::defaults()).unwrap();
        assert_eq!(suites.len(), 1);
        assert_eq!(suites[0].config.name, "S");
        let names: Vec<&str> = tests.iter().map(|t| t.rel.as_str()).collect();
        assert_eq!(names, ["a/x.t", "b.t"]);
        // A sub-directory and an explicit file of another suffix both find the same suite.
        let (suites, tests) = discover(
            &[d.join("suite/a"), d.join("suite/a/y.txt")],
            &Config::defaults(),
        )
        .unwrap();
        assert_eq!(suites.len(), 1);
        let names: Vec<&str> = tests.iter().map(|t| t.rel.as_str()).collect();
        assert_eq!(names, ["a/x.t", "a/y.txt"]);
        assert!(discover(&[d.join("missing")], &Config::defaults()).is_err());
        let _ = std::fs::remove_dir_all(&d);
    }
}

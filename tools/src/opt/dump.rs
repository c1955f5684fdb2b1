//! `ir-opt --dump-dir=D`: every stage of the pipeline written to a folder
//! with a page that links them (XLA's `--xla_dump_to`, MLIR's
//! `--mlir-print-ir-tree-dir`): `00-input.mlir`, `01-<pass>.mlir`, ...
//! (with their locations), the report as `report.json`, the pictures
//! (`kernels.svg`, `layouts.svg`, `schedule.svg`, `trace.json`) and
//! `index.html`. A folder is written only if it is new, empty or holds an
//! earlier dump (`.tessera-dump` lists what that one wrote, and only those
//! files are replaced); it is checked before any pass runs.

use super::page::{self, Page};
use crate::pictures::{self, Pictures};
use ir::pass::Stage;
use ir::{Context, Op};
use std::path::{Path, PathBuf};

/// The file that marks a dump folder and lists the files the dump wrote.
pub const MARKER: &str = ".tessera-dump";

/// Why a dump folder cannot be written.
#[derive(Debug, thiserror::Error)]
pub enum DumpError {
    #[error("--dump-dir: '{0}' exists and is not a folder")]
    NotAFolder(String),
    #[error("--dump-dir: '{0}' holds files but no earlier dump (no {MARKER}): not overwriting it")]
    Foreign(String),
    #[error("--dump-dir: cannot write to '{path}': {why}")]
    Unwritable { path: String, why: String },
}

/// A folder checked for a dump.
pub struct DumpDir {
    path: PathBuf,
    /// The files the earlier dump there wrote.
    earlier: Vec<String>,
}

impl DumpDir {
    /// Checks `path` (new, empty, or an earlier dump) and that it can be
    /// written, creating it; nothing else is touched.
    pub fn prepare(path: &str) -> Result<DumpDir, DumpError> {
        let dir = PathBuf::from(path);
        let unwritable = |e: std::io::Error| DumpError::Unwritable {
            path: path.to_string(),
            why: e
                .to_string()
                .split(" (os error")
                .next()
                .unwrap_or("")
                .to_string(),
        };
        let mut earlier = Vec::new();
        if dir.exists() {
            if !dir.is_dir() {
                return Err(DumpError::NotAFolder(path.to_string()));
            }
            match std::fs::read_to_string(dir.join(MARKER)) {
                Ok(list) => earlier = list.lines().map(String::from).collect(),
                Err(_) => {
                    let mut entries = std::fs::read_dir(&dir).map_err(unwritable)?;
                    if entries.next().is_some() {
                        return Err(DumpError::Foreign(path.to_string()));
                    }
                }
            }
        } else {
            std::fs::create_dir_all(&dir).map_err(unwritable)?;
        }
        // Writable: the marker is written now (listing the earlier files,
        // still there) and rewritten when the dump is.
        std::fs::write(dir.join(MARKER), earlier.join("\n")).map_err(unwritable)?;
        Ok(DumpDir { path: dir, earlier })
    }

    /// Writes the dump: the stages, then what the final module shows
    /// (report, pictures), and the page; `failure` is the diagnostics
    /// that stopped the pipeline, if it failed.
    pub fn write(
        &self,
        input: &str,
        pipeline: &str,
        stages: Vec<Stage>,
        last: Option<(&Context, Op)>,
        failure: Option<&str>,
    ) -> Result<(), DumpError> {
        self.remove_earlier();
        let mut written: Vec<String> = Vec::new();
        let mut files: Vec<(Stage, String)> = Vec::new();
        for (i, s) in stages.into_iter().enumerate() {
            let name = format!("{i:02}-{}.mlir", file_stem(&s.step));
            self.put(&name, s.text.as_bytes(), &mut written)?;
            files.push((s, name));
        }
        let pictures: Result<Pictures, String> = match (last, failure) {
            (Some((ctx, top)), None) => pictures::draw(ctx, top).map_err(|d| d.message),
            (_, Some(_)) => Err("the pipeline failed".to_string()),
            (None, None) => Err("no module".to_string()),
        };
        if let Ok(p) = &pictures {
            self.put("report.json", p.report.to_json().as_bytes(), &mut written)?;
            self.put("kernels.svg", p.kernels.as_bytes(), &mut written)?;
            if let Some(svg) = &p.layouts {
                self.put("layouts.svg", svg.as_bytes(), &mut written)?;
            }
            if let Some((svg, trace)) = &p.schedule {
                self.put("schedule.svg", svg.as_bytes(), &mut written)?;
                self.put("trace.json", trace.as_bytes(), &mut written)?;
            }
        }
        let extras = self.extras();
        let html = page::render(&Page {
            input,
            pipeline,
            stages: &files,
            pictures: &pictures,
            failure,
            extras: &extras,
        });
        self.put("index.html", html.as_bytes(), &mut written)?;
        self.put(MARKER, written.join("\n").as_bytes(), &mut Vec::new())
    }

    /// Writes only `index.html` (a page over other dumps: `--compare`'s).
    pub fn write_index(&self, html: &str) -> Result<(), DumpError> {
        self.remove_earlier();
        let mut written = Vec::new();
        self.put("index.html", html.as_bytes(), &mut written)?;
        self.put(MARKER, written.join("\n").as_bytes(), &mut Vec::new())
    }

    /// A folder inside this one, for one of several dumps.
    pub fn sub(&self, name: &str) -> String {
        display(&self.path.join(file_stem(name)))
    }

    /// Removes what the earlier dump here wrote (names this tool writes,
    /// no path separators).
    fn remove_earlier(&self) {
        for f in &self.earlier {
            if !f.contains('/') && !f.is_empty() && f != MARKER {
                let _ = std::fs::remove_file(self.path.join(f));
            }
        }
    }

    /// PNG pictures others put in the folder (the lab's plots).
    fn extras(&self) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(&self.path)
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(".png"))
            .collect();
        v.sort();
        v
    }

    fn put(&self, name: &str, bytes: &[u8], written: &mut Vec<String>) -> Result<(), DumpError> {
        let path = self.path.join(name);
        std::fs::write(&path, bytes).map_err(|e| DumpError::Unwritable {
            path: display(&path),
            why: e.to_string(),
        })?;
        written.push(name.to_string());
        Ok(())
    }
}

fn display(p: &Path) -> String {
    p.display().to_string()
}

/// A pipeline step as a file name: its pass names, options left out
/// (`tile{target=spyre}` is `tile`, `func.func(cse,canonicalize)` is
/// `func.func-cse-canonicalize`).
fn file_stem(step: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in step.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ if depth > 0 => {}
            c if c.is_ascii_alphanumeric() || c == '.' || c == '_' || c == '-' => out.push(c),
            _ => {
                if !out.ends_with('-') {
                    out.push('-')
                }
            }
        }
    }
    out.trim_matches('-').chars().take(80).collect()
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn stems() {
        assert_eq!(file_stem("tile{target=spyre}"), "tile");
        assert_eq!(
            file_stem("func.func(cse,canonicalize)"),
            "func.func-cse-canonicalize"
        );
        assert_eq!(file_stem("input"), "input");
    }
}

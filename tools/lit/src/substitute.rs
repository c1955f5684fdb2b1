//! Substitutions applied to each RUN command before the shell sees it.
//!
//! Order follows lit: `%%` is protected first, then the path substitutions
//! (`%s`, `%S`, `%p`, `%t`, `%{pathsep}`, ...), then tool names, and
//! finally `%%` becomes `%`. `%T` is not substituted: LLVM's lit removed it
//! (use a directory at `%t` instead), and [`uses_removed_tmp_dir`] lets the
//! runner say so instead of running a command with a literal `%T`.

use std::path::{Path, PathBuf};

/// The paths one test's substitutions refer to.
#[derive(Debug, Clone)]
pub struct TestPaths {
    /// The test file (`%s`).
    pub source: PathBuf,
    /// Its temporary file base (`%t`); its parent is `%T`.
    pub tmp_base: PathBuf,
}

impl TestPaths {
    /// The test's directory (`%S`, `%p`).
    pub fn source_dir(&self) -> &Path {
        self.source.parent().unwrap_or(Path::new("."))
    }

    /// The directory that holds `%t` (lit's old `%T`).
    pub fn tmp_dir(&self) -> &Path {
        self.tmp_base.parent().unwrap_or(Path::new("."))
    }
}

/// A tool name and what it becomes (usually an absolute path).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolSubst {
    /// The word as written in RUN lines, e.g. `FileCheck`.
    pub name: String,
    /// Its replacement.
    pub replacement: String,
}

// A placeholder for `%%` that cannot occur in a RUN line read from a file.
const PERCENT: &str = "\u{1}%\u{1}";

fn display(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

/// Applies every substitution to one command.
pub fn apply(command: &str, paths: &TestPaths, tools: &[ToolSubst]) -> String {
    let mut s = command.replace("%%", PERCENT);
    let source = display(&paths.source);
    let source_dir = display(paths.source_dir());
    let tmp = display(&paths.tmp_base);
    let file_name = paths
        .source
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp_name = paths
        .tmp_base
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // Longer keys first where one is a prefix of another (`%{s:basename}` vs `%s`
    // is not a prefix clash, but `%/s` must go before nothing else matches `%/`).
    let table: [(&str, &str); 13] = [
        ("%{pathsep}", ":"),
        ("%{fs-sep}", "/"),
        ("%{s:basename}", &file_name),
        ("%{t:stem}", &tmp_name),
        ("%basename_t", &tmp_name),
        ("%/s", &source),
        ("%/S", &source_dir),
        ("%/p", &source_dir),
        ("%/t", &tmp),
        ("%s", &source),
        ("%S", &source_dir),
        ("%p", &source_dir),
        ("%t", &tmp),
    ];
    for (key, value) in table {
        if s.contains(key) {
            s = s.replace(key, value);
        }
    }
    for tool in tools {
        s = replace_word(&s, &tool.name, &tool.replacement);
    }
    s.replace(PERCENT, "%")
}

/// Whether a command uses `%T` / `%/T`, which LLVM's lit no longer expands.
pub fn uses_removed_tmp_dir(command: &str) -> bool {
    let c = command.replace("%%", "");
    c.contains("%T") || c.contains("%/T")
}

// Characters that, next to a tool name, mean it is part of something longer
// (a path, a flag, a file name): `FileCheck-x`, `--FileCheck`, `a/FileCheck`.
fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '/' | '.' | '-')
}

/// Replaces `name` where it stands as a whole word.
pub fn replace_word(text: &str, name: &str, replacement: &str) -> String {
    if name.is_empty() {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut prev: Option<char> = None;
    while let Some(pos) = rest.find(name) {
        let before = rest[..pos].chars().next_back().or(prev);
        let after = rest[pos + name.len()..].chars().next();
        let standalone = !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char);
        out.push_str(&rest[..pos]);
        if standalone {
            out.push_str(replacement);
        } else {
            out.push_str(name);
        }
        prev = name.chars().next_back();
        rest = &rest[pos + name.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths() -> TestPaths {
        TestPaths {
            source: "/src/test/lit/a.txt".into(),
            tmp_base: "/out/lit/Output/a.txt.tmp".into(),
        }
    }

    #[test]
    fn path_substitutions() {
        let s = apply(
            "cat %s %S %p %t %{pathsep} %/s %basename_t %{s:basename}",
            &paths(),
            &[],
        );
        assert_eq!(
            s,
            "cat /src/test/lit/a.txt /src/test/lit /src/test/lit /out/lit/Output/a.txt.tmp \
             : /src/test/lit/a.txt a.txt.tmp a.txt"
        );
        assert!(uses_removed_tmp_dir("mkdir %T"));
        assert!(!uses_removed_tmp_dir("echo %%T %t"));
    }

    #[test]
    fn percent_escape() {
        assert_eq!(
            apply("echo %%s 100%% %s", &paths(), &[]),
            "echo %s 100% /src/test/lit/a.txt"
        );
        assert_eq!(
            apply("echo %t.x %%t", &paths(), &[]),
            "echo /out/lit/Output/a.txt.tmp.x %t"
        );
    }

    #[test]
    fn tools_as_whole_words() {
        let tools = [ToolSubst {
            name: "FileCheck".into(),
            replacement: "/bin/fc".into(),
        }];
        assert_eq!(
            apply(
                "x | FileCheck %s --check-prefix=FileCheck",
                &paths(),
                &tools
            ),
            "x | /bin/fc /src/test/lit/a.txt --check-prefix=/bin/fc"
        );
        assert_eq!(
            apply(
                "a/FileCheck FileCheck-x not-FileCheck FileCheck2 (FileCheck)",
                &paths(),
                &tools
            ),
            "a/FileCheck FileCheck-x not-FileCheck FileCheck2 (/bin/fc)"
        );
        assert_eq!(
            replace_word("FileCheckFileCheck", "FileCheck", "Y"),
            "FileCheckFileCheck"
        );
    }
}

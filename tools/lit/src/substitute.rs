//! Substitutions applied to each RUN command before the shell sees it.
//!
//! Order follows lit: `%%` is protected first, then conditional text
//! (`%if feature %{ ... %} %else %{ ... %}`, see [`expand_if`]) is resolved,
//! then the path substitutions (`%s`, `%S`, `%p`, `%t`, `%{pathsep}`, ...),
//! then tool names, and finally `%%` becomes `%`. `%T` is not substituted: LLVM's lit removed it
//! (use a directory at `%t` instead), and [`uses_removed_tmp_dir`] lets the
//! runner say so instead of running a command with a literal `%T`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::features;

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

/// A malformed `%if` substitution (lit reports the test UNRESOLVED).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct SubstError(pub String);

/// Applies every substitution to one command; `features` decide `%if`.
pub fn apply(
    command: &str,
    paths: &TestPaths,
    tools: &[ToolSubst],
    features: &BTreeSet<String>,
) -> Result<String, SubstError> {
    let escaped = command.replace("%%", PERCENT);
    let mut s = expand_if(&escaped, features)?;
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
    Ok(s.replace(PERCENT, "%"))
}

/// Resolves lit's conditional substitution in one command:
/// `%if EXPR %{ TEXT %}` becomes TEXT when the feature expression EXPR holds
/// for `features` and nothing otherwise; an optional `%else %{ TEXT %}` right
/// after it (blanks allowed in between) gives the text used otherwise. The
/// branches may hold further `%if`s; everything else is kept as written, so a
/// conditional can stand anywhere in a command. As in lit, `%if` must be
/// followed by a blank (`%iffy` is plain text), the expression ends at the
/// first `%{`, and a missing `%{` or `%}` is an error. Call this after `%%`
/// has been protected: `%%if` is not a conditional.
pub fn expand_if(command: &str, features: &BTreeSet<String>) -> Result<String, SubstError> {
    if !command.contains("%if ") {
        return Ok(command.to_string());
    }
    let (out, rest) = expand_if_rec(command, false, features)?;
    debug_assert!(rest.is_empty());
    Ok(out)
}

// Expands text up to its end, or, when `nested`, up to (not past) the `%}`
// that closes the enclosing branch; returns the expansion and the rest.
fn expand_if_rec<'a>(
    mut s: &'a str,
    nested: bool,
    features: &BTreeSet<String>,
) -> Result<(String, &'a str), SubstError> {
    let mut out = String::new();
    while !s.is_empty() {
        if nested && s.starts_with("%}") {
            break;
        }
        if let Some(after) = s.strip_prefix("%if ") {
            let Some(open) = after.find("%{") else {
                return Err(SubstError("'%{' is missing for %if substitution".into()));
            };
            let cond = &after[..open];
            let (then, rest) = expand_if_rec(&after[open + 2..], true, features)?;
            let Some(rest) = rest.strip_prefix("%}") else {
                return Err(SubstError("'%}' is missing for %if substitution".into()));
            };
            s = rest;
            let mut otherwise = String::new();
            let blank = s.trim_start();
            if let Some(e) = blank.strip_prefix("%else") {
                let e = e.trim_start();
                let Some(body) = e.strip_prefix("%{") else {
                    return Err(SubstError("'%{' is missing for %else substitution".into()));
                };
                let (text, rest) = expand_if_rec(body, true, features)?;
                let Some(rest) = rest.strip_prefix("%}") else {
                    return Err(SubstError("'%}' is missing for %else substitution".into()));
                };
                otherwise = text;
                s = rest;
            }
            let holds =
                features::evaluate(cond, features).map_err(|e| SubstError(e.to_string()))?;
            out.push_str(if holds { &then } else { &otherwise });
            continue;
        }
        // Plain text up to the next `%if ` (or `%}` when nested); a `%`
        // that starts neither is text.
        let mut end = s.len();
        for (i, _) in s.match_indices('%').filter(|&(i, _)| i > 0) {
            let t = &s[i..];
            if t.starts_with("%if ") || (nested && t.starts_with("%}")) {
                end = i;
                break;
            }
        }
        out.push_str(&s[..end]);
        s = &s[end..];
    }
    Ok((out, s))
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

    fn apply(command: &str, paths: &TestPaths, tools: &[ToolSubst]) -> String {
        super::apply(command, paths, tools, &feats()).unwrap()
    }

    fn feats() -> BTreeSet<String> {
        ["shell", "mlir-opt"].map(String::from).into()
    }

    fn if_(s: &str) -> Result<String, SubstError> {
        expand_if(s, &feats())
    }

    #[test]
    fn if_then_else() {
        assert_eq!(if_("a %if shell %{ b %} c").unwrap(), "a  b  c");
        assert_eq!(if_("a %if nope %{ b %} c").unwrap(), "a  c");
        assert_eq!(if_("%if nope %{x%} %else %{y%}").unwrap(), "y");
        assert_eq!(if_("%if shell %{x%}%else%{y%}z").unwrap(), "xz");
        assert_eq!(if_("%if !nope && (shell || x) %{ yes %}").unwrap(), " yes ");
        assert_eq!(if_("%if mlir-{{.*}} %{r%}").unwrap(), "r");
        // Not a conditional: no blank after `%if`, or text only.
        assert_eq!(if_("%iffy %{ %}").unwrap(), "%iffy %{ %}");
        assert_eq!(if_("x %{pathsep} %} y").unwrap(), "x %{pathsep} %} y");
    }

    #[test]
    fn if_nested_and_inside_commands() {
        let s = "%if shell %{ a %if nope %{ b %} %else %{ c %if mlir-opt %{ d %} %} e %} f";
        assert_eq!(if_(s).unwrap(), " a  c  d   e  f");
        assert_eq!(
            apply(
                "cmd %if shell %{ --flag=%t %} %if nope %{ -x %} %s",
                &paths(),
                &[]
            ),
            "cmd  --flag=/out/lit/Output/a.txt.tmp   /src/test/lit/a.txt"
        );
        // `%%if` is an escaped percent, not a conditional.
        assert_eq!(
            apply("echo %%if shell %%{ x %%}", &paths(), &[]),
            "echo %if shell %{ x %}"
        );
        // Tool names inside a taken branch are substituted.
        let tools = [ToolSubst {
            name: "mlir-opt".into(),
            replacement: "/llvm/mlir-opt".into(),
        }];
        assert_eq!(
            apply("%if mlir-opt %{ mlir-opt %s %}", &paths(), &tools),
            " /llvm/mlir-opt /src/test/lit/a.txt "
        );
    }

    #[test]
    fn if_errors() {
        for (s, msg) in [
            ("%if shell x", "'%{' is missing for %if substitution"),
            ("%if shell %{ x", "'%}' is missing for %if substitution"),
            (
                "%if shell %{ x %} %else y",
                "'%{' is missing for %else substitution",
            ),
            (
                "%if shell %{ x %} %else %{ y",
                "'%}' is missing for %else substitution",
            ),
        ] {
            assert_eq!(if_(s), Err(SubstError(msg.into())), "{s}");
        }
        assert!(if_("%if && %{ x %}").is_err());
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

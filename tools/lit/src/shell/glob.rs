//! Glob expansion of unquoted `*`, `?` and `[...]` in words, relative to the
//! shell's working directory. A pattern that matches nothing stays as written,
//! as in lit.

use std::path::Path;

/// Whether `name` matches the glob `pattern` (one path component; `\` escapes).
pub fn matches(pattern: &str, name: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let n: Vec<char> = name.chars().collect();
    match_at(&p, &n)
}

fn match_at(p: &[char], n: &[char]) -> bool {
    let (mut pi, mut ni) = (0, 0);
    // Where to resume after the last `*`: (pattern index after it, name index).
    let mut star: Option<(usize, usize)> = None;
    while ni < n.len() {
        let step = match p.get(pi) {
            Some('*') => {
                star = Some((pi + 1, ni));
                pi += 1;
                continue;
            }
            Some('?') => Some(1),
            Some('[') => class(&p[pi..], n[ni]),
            Some('\\') if pi + 1 < p.len() => (p[pi + 1] == n[ni]).then_some(2),
            Some(&c) => (c == n[ni]).then_some(1),
            None => None,
        };
        match step {
            Some(len) => {
                pi += len;
                ni += 1;
            }
            None => match star {
                Some((sp, sn)) => {
                    pi = sp;
                    ni = sn + 1;
                    star = Some((sp, sn + 1));
                }
                None => return false,
            },
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// Matches a `[...]` class at the start of `p` against `c`; returns the
/// class's length in the pattern on a match.
fn class(p: &[char], c: char) -> Option<usize> {
    let mut i = 1;
    let negate = matches!(p.get(i), Some('!' | '^'));
    if negate {
        i += 1;
    }
    let mut found = false;
    let mut first = true;
    loop {
        let lo = *p.get(i)?;
        if lo == ']' && !first {
            break;
        }
        first = false;
        if p.get(i + 1) == Some(&'-') && p.get(i + 2).is_some_and(|&h| h != ']') {
            let hi = p[i + 2];
            found |= lo <= c && c <= hi;
            i += 3;
        } else {
            found |= lo == c;
            i += 1;
        }
    }
    (found != negate).then_some(i + 1)
}

fn has_magic(component: &str) -> bool {
    let mut escaped = false;
    for c in component.chars() {
        if escaped {
            escaped = false;
        } else if c == '\\' {
            escaped = true;
        } else if matches!(c, '*' | '?' | '[') {
            return true;
        }
    }
    false
}

fn unescape(component: &str) -> String {
    let mut out = String::new();
    let mut chars = component.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Expands `pattern` relative to `cwd`; `None` if nothing matches.
pub fn expand(pattern: &str, cwd: &Path) -> Option<Vec<String>> {
    let absolute = pattern.starts_with('/');
    let mut found: Vec<String> = vec![if absolute { "/".into() } else { String::new() }];
    for component in pattern.split('/').filter(|c| !c.is_empty()) {
        let mut next = Vec::new();
        for prefix in &found {
            let join = |name: &str| {
                if prefix.is_empty() || prefix.ends_with('/') {
                    format!("{prefix}{name}")
                } else {
                    format!("{prefix}/{name}")
                }
            };
            if !has_magic(component) {
                next.push(join(&unescape(component)));
                continue;
            }
            let dir = if prefix.is_empty() {
                cwd.to_path_buf()
            } else {
                cwd.join(prefix)
            };
            let Ok(entries) = std::fs::read_dir(&dir) else {
                continue;
            };
            let mut names: Vec<String> = entries
                .filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| !n.starts_with('.') || component.starts_with('.'))
                .filter(|n| matches(component, n))
                .collect();
            names.sort();
            next.extend(names.iter().map(|n| join(n)));
        }
        found = next;
    }
    found.retain(|p| cwd.join(p).exists());
    if found.is_empty() {
        None
    } else {
        Some(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matching() {
        assert!(matches("*.txt", "a.txt"));
        assert!(matches("*", ""));
        assert!(!matches("*.txt", "a.txt.x"));
        assert!(matches("a?c", "abc"));
        assert!(matches("[a-c]x", "bx"));
        assert!(!matches("[!a-c]x", "bx"));
        assert!(matches("a*b*c", "aXXbYYc"));
        assert!(matches("\\*", "*"));
        assert!(!matches("\\*", "x"));
        assert!(matches("[]]", "]"));
        assert!(
            !matches("[abc", "a"),
            "an unterminated class matches nothing"
        );
    }

    #[test]
    fn expansion() {
        let dir = std::env::temp_dir().join(format!("ir-lit-glob-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        for f in ["a.txt", "b.txt", "c.md", "sub/d.txt", ".hidden.txt"] {
            std::fs::write(dir.join(f), "").unwrap();
        }
        assert_eq!(
            expand("*.txt", &dir),
            Some(vec!["a.txt".into(), "b.txt".into()])
        );
        assert_eq!(expand("*/*.txt", &dir), Some(vec!["sub/d.txt".into()]));
        assert_eq!(expand("*.none", &dir), None);
        let abs = format!("{}/*.md", dir.display());
        assert_eq!(
            expand(&abs, &dir),
            Some(vec![format!("{}/c.md", dir.display())])
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}

//! A line diff for the `diff` builtin: the longest common subsequence of the
//! two files' lines, printed in unified format.

/// Options of the `diff` builtin that change what counts as equal.
#[derive(Debug, Clone, Copy, Default)]
pub struct DiffOptions {
    /// `-b`: runs of blanks compare equal to a single blank.
    pub ignore_space_change: bool,
    /// `-w`: blanks are ignored altogether.
    pub ignore_all_space: bool,
    /// `--strip-trailing-cr`: a `\r` before the newline is ignored.
    pub strip_trailing_cr: bool,
    /// Lines of context (`-U N`; 3 by default).
    pub context: usize,
}

fn normalise(line: &str, opts: &DiffOptions) -> String {
    let line = if opts.strip_trailing_cr {
        line.strip_suffix('\r').unwrap_or(line)
    } else {
        line
    };
    if opts.ignore_all_space {
        line.chars().filter(|c| !c.is_whitespace()).collect()
    } else if opts.ignore_space_change {
        line.split_whitespace().collect::<Vec<_>>().join(" ")
    } else {
        line.to_string()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Edit {
    Keep(usize, usize),
    Del(usize),
    Add(usize),
}

// Beyond this many cells the quadratic table is too big; report everything
// as changed instead (still a correct, if unhelpful, diff).
const MAX_CELLS: usize = 16_000_000;

fn edits(a: &[String], b: &[String]) -> Vec<Edit> {
    let (n, m) = (a.len(), b.len());
    if n.saturating_mul(m) > MAX_CELLS {
        let mut e: Vec<Edit> = (0..n).map(Edit::Del).collect();
        e.extend((0..m).map(Edit::Add));
        return e;
    }
    // lcs[i][j] = LCS length of a[i..] and b[j..].
    let mut lcs = vec![0u32; (n + 1) * (m + 1)];
    let idx = |i: usize, j: usize| i * (m + 1) + j;
    for i in (0..n).rev() {
        for j in (0..m).rev() {
            lcs[idx(i, j)] = if a[i] == b[j] {
                lcs[idx(i + 1, j + 1)] + 1
            } else {
                lcs[idx(i + 1, j)].max(lcs[idx(i, j + 1)])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    let mut out = Vec::new();
    while i < n || j < m {
        if i < n && j < m && a[i] == b[j] {
            out.push(Edit::Keep(i, j));
            i += 1;
            j += 1;
        } else if i < n && (j == m || lcs[idx(i + 1, j)] >= lcs[idx(i, j + 1)]) {
            // Deletions first, as diff(1) prints them.
            out.push(Edit::Del(i));
            i += 1;
        } else {
            out.push(Edit::Add(j));
            j += 1;
        }
    }
    out
}

/// Compares two texts; `None` if equal, else a unified diff.
pub fn diff(a_name: &str, a: &str, b_name: &str, b: &str, opts: &DiffOptions) -> Option<String> {
    // Split on `\n` only: `str::lines` would also drop `\r`, hiding CRLF differences.
    let a_lines: Vec<&str> = a.split_terminator('\n').collect();
    let b_lines: Vec<&str> = b.split_terminator('\n').collect();
    let na: Vec<String> = a_lines.iter().map(|l| normalise(l, opts)).collect();
    let nb: Vec<String> = b_lines.iter().map(|l| normalise(l, opts)).collect();
    let e = edits(&na, &nb);
    let changed: Vec<usize> = e
        .iter()
        .enumerate()
        .filter(|(_, x)| !matches!(x, Edit::Keep(..)))
        .map(|(k, _)| k)
        .collect();
    if changed.is_empty() {
        // Same lines; a missing final newline alone still differs (unless blanks are ignored).
        let differs = !opts.ignore_all_space
            && !opts.ignore_space_change
            && a.ends_with('\n') != b.ends_with('\n');
        if !differs || (a.is_empty() && b.is_empty()) {
            return None;
        }
        return Some(format!(
            "--- {a_name}\n+++ {b_name}\n\\ files differ in their final newline\n"
        ));
    }
    let mut out = format!("--- {a_name}\n+++ {b_name}\n");
    // Group changes into hunks with `context` lines around each.
    let ctx = opts.context;
    let mut k = 0;
    while k < changed.len() {
        let start = changed[k].saturating_sub(ctx);
        let mut end = changed[k] + ctx + 1;
        while k + 1 < changed.len() && changed[k + 1] <= end + ctx {
            k += 1;
            end = changed[k] + ctx + 1;
        }
        let end = end.min(e.len());
        let hunk = &e[start..end];
        let a_start = hunk.iter().find_map(|x| match x {
            Edit::Keep(i, _) | Edit::Del(i) => Some(*i),
            Edit::Add(_) => None,
        });
        let b_start = hunk.iter().find_map(|x| match x {
            Edit::Keep(_, j) | Edit::Add(j) => Some(*j),
            Edit::Del(_) => None,
        });
        let a_len = hunk.iter().filter(|x| !matches!(x, Edit::Add(_))).count();
        let b_len = hunk.iter().filter(|x| !matches!(x, Edit::Del(_))).count();
        out.push_str(&format!(
            "@@ -{},{} +{},{} @@\n",
            a_start.map_or(0, |s| s + 1),
            a_len,
            b_start.map_or(0, |s| s + 1),
            b_len
        ));
        for x in hunk {
            match *x {
                Edit::Keep(i, _) => out.push_str(&format!(" {}\n", a_lines[i])),
                Edit::Del(i) => out.push_str(&format!("-{}\n", a_lines[i])),
                Edit::Add(j) => out.push_str(&format!("+{}\n", b_lines[j])),
            }
        }
        k += 1;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opts() -> DiffOptions {
        DiffOptions {
            context: 3,
            ..Default::default()
        }
    }

    #[test]
    fn equal_and_different() {
        assert_eq!(diff("a", "x\ny\n", "b", "x\ny\n", &opts()), None);
        let d = diff("a", "x\ny\nz\n", "b", "x\nY\nz\n", &opts()).unwrap();
        assert_eq!(d, "--- a\n+++ b\n@@ -1,3 +1,3 @@\n x\n-y\n+Y\n z\n");
    }

    #[test]
    fn whitespace_options() {
        let b = DiffOptions {
            ignore_space_change: true,
            ..opts()
        };
        assert_eq!(diff("a", "x  y\n", "b", "x y\n", &b), None);
        let w = DiffOptions {
            ignore_all_space: true,
            ..opts()
        };
        assert_eq!(diff("a", "xy\n", "b", "x y \n", &w), None);
        let cr = DiffOptions {
            strip_trailing_cr: true,
            ..opts()
        };
        assert_eq!(diff("a", "x\r\n", "b", "x\n", &cr), None);
        assert!(diff("a", "x\r\n", "b", "x\n", &opts()).is_some());
    }

    #[test]
    fn final_newline_and_empty() {
        assert!(diff("a", "x", "b", "x\n", &opts()).is_some());
        assert!(diff("a", "", "b", "x\n", &opts()).is_some());
        assert_eq!(diff("a", "", "b", "", &opts()), None);
    }
}

//! LLVM-style diagnostics: the messages printed while checking, and the
//! annotated input dump (`--dump-input`).

use crate::source::{BufId, Loc, Sources};

/// What an input-dump annotation marks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// A match that was expected (`^~~`).
    Found,
    /// An excluded string that was found (`!~~ error: no match expected`).
    Excluded,
    /// A match on the wrong line (`!~~ error: match on wrong line`).
    WrongLine,
    /// The range searched without success (`X~~ error: no match found`).
    NotFound,
    /// A CHECK-NOT that correctly found nothing (`X~~`, only with -v).
    NotAbsent,
    /// The fuzzy guess (`?   possible intended match`).
    Fuzzy,
}

/// One annotation of the input dump.
#[derive(Clone, Debug)]
pub struct Annotation {
    /// Check-file line of the directive.
    pub check_line: usize,
    /// Short directive label (`check`, `next`, `not`, ...).
    pub label: String,
    /// Input range (absolute offsets).
    pub start: usize,
    /// End of the range (exclusive).
    pub end: usize,
    /// What it marks.
    pub mark: Mark,
}

/// Collects diagnostics text and annotations during a run.
#[derive(Debug, Default)]
pub struct Diags {
    /// Everything to print on stderr, in order.
    pub out: String,
    /// Input dump annotations.
    pub anns: Vec<Annotation>,
    /// `-vv`: also print messages for successful matches.
    pub verbose: bool,
    /// `-v`: annotate successful matches in the input dump.
    pub annotate_found: bool,
}

impl Diags {
    /// Appends an LLVM-style message.
    pub fn message(&mut self, src: &Sources, loc: Loc, kind: &str, msg: &str, range: usize) {
        self.out.push_str(&src.message(loc, kind, msg, range));
    }

    /// Appends a message without location (`error: ...`).
    pub fn plain(&mut self, msg: &str) {
        self.out.push_str(msg);
        self.out.push('\n');
    }

    /// Records an input annotation.
    pub fn annotate(&mut self, ann: Annotation) {
        self.anns.push(ann);
    }
}

/// Which input lines the dump shows (`--dump-input-filter`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DumpFilter {
    /// Every line.
    All,
    /// Lines where any annotation starts, plus context.
    Annotation,
    /// Lines where an error (or the fuzzy guess) starts, plus context.
    Error,
}

/// Renders the annotated input dump in the layout LLVM uses; lines not
/// selected by `filter` (with `context` lines around the selected ones)
/// are elided as LLVM does, with a column of dots.
pub fn dump_input(
    src: &Sources,
    input: BufId,
    anns: &[Annotation],
    filter: DumpFilter,
    context: usize,
) -> String {
    let text = src.text(input);
    let mut lines: Vec<(usize, usize)> = Vec::new();
    let mut s = 0;
    for (i, &b) in text.iter().enumerate() {
        if b == b'\n' {
            lines.push((s, i));
            s = i + 1;
        }
    }
    if s < text.len() || lines.is_empty() {
        lines.push((s, text.len()));
    }
    // Label each annotation `label:LINE` or `label:LINE'N` when a check line
    // has several annotations.
    let mut per_line: std::collections::HashMap<(String, usize), usize> = Default::default();
    for a in anns {
        *per_line.entry((a.label.clone(), a.check_line)).or_default() += 1;
    }
    let mut seen: std::collections::HashMap<(String, usize), usize> = Default::default();
    let labels: Vec<String> = anns
        .iter()
        .map(|a| {
            let key = (a.label.clone(), a.check_line);
            let n = per_line[&key];
            let k = seen.entry(key).or_default();
            let l = if n > 1 {
                format!("{}:{}'{}", a.label, a.check_line, k)
            } else {
                format!("{}:{}", a.label, a.check_line)
            };
            *k += 1;
            l
        })
        .collect();
    let num_width = lines.len().to_string().len();
    let label_width = labels
        .iter()
        .map(|l| l.len())
        .max()
        .unwrap_or(0)
        .max(num_width + 2);
    let line_of = |off: usize| lines.partition_point(|&(_, le)| le < off);
    let mut keep = vec![filter == DumpFilter::All; lines.len()];
    for a in anns {
        let interesting = match filter {
            DumpFilter::All => true,
            DumpFilter::Annotation => true,
            DumpFilter::Error => !matches!(a.mark, Mark::Found | Mark::NotAbsent),
        };
        if interesting {
            let l = line_of(a.start).min(lines.len() - 1);
            let lo = l.saturating_sub(context);
            let hi = (l + context).min(lines.len() - 1);
            for k in keep.iter_mut().take(hi + 1).skip(lo) {
                *k = true;
            }
        }
    }
    let mut out = String::from("Input was:\n<<<<<<\n");
    let mut elided = false;
    for (ln, &(ls, le)) in lines.iter().enumerate() {
        if !keep[ln] {
            if !elided {
                for _ in 0..3 {
                    out.push_str(&format!("{:>w$}\n", ".", w = label_width));
                }
                elided = true;
            }
            continue;
        }
        elided = false;
        out.push_str(&format!(
            "{:>w$}: {} \n",
            ln + 1,
            String::from_utf8_lossy(&text[ls..le]),
            w = label_width
        ));
        for (a, label) in anns.iter().zip(&labels) {
            // Only the lines the annotation's range touches.
            let a_end = a.end.max(a.start);
            let touches = (a.start >= ls && a.start <= le) || (a.start < ls && a_end > ls);
            if !touches {
                continue;
            }
            let first = a.start >= ls;
            let col = if first { a.start - ls } else { 0 };
            let stop = a_end.min(le + 1).max(ls + col + 1);
            let width = stop - (ls + col);
            let (head, tail, note) = match a.mark {
                Mark::Found => ('^', '~', ""),
                Mark::Excluded => ('!', '~', "error: no match expected"),
                Mark::WrongLine => ('!', '~', "error: match on wrong line"),
                Mark::NotFound => ('X', '~', "error: no match found"),
                Mark::NotAbsent => ('X', '~', ""),
                Mark::Fuzzy => ('?', ' ', "possible intended match"),
            };
            let mut marker = String::new();
            marker.push(if first { head } else { tail });
            for _ in 1..width {
                marker.push(tail);
            }
            let mut row = format!(
                "{:<w$}  {}{}",
                label,
                " ".repeat(col),
                marker,
                w = label_width
            );
            if first && !note.is_empty() {
                row.push(' ');
                row.push_str(note);
            }
            out.push_str(row.trim_end());
            out.push('\n');
        }
    }
    out.push_str(">>>>>>\n");
    out
}

/// The `--dump-input=help` text.
pub const DUMP_INPUT_HELP: &str = "\
The following description was requested by -dump-input=help to
explain the input dump printed by FileCheck.

Related command-line options:

  - -dump-input=<value> enables or disables the input dump
  - -dump-input-filter=<value> filters the input lines
  - -dump-input-context=<N> adjusts the context of filtered lines
  - -v and -vv add more annotations
  - -color forces colors to be enabled both in the dump and below
  - -help documents the above options in more detail

These options can also be set via FILECHECK_OPTS.  For example, for
maximum debugging output on failures:

  $ FILECHECK_OPTS='-dump-input-filter=all -vv -color' ninja check

Input dump annotation format:

  - L:     labels line number L of the input file
           An extra space is added after each input line to represent the
           newline character
  - T:L    labels the only match result for either (1) a pattern of type T
           from line L of the check file if L is an integer or (2) the
           I-th implicit pattern if L is \"imp\" followed by an integer I
  - T:L'N  labels the Nth match result for such a pattern
  - ^~~    marks good match (reported if -v)
  - !~~    marks bad match, such as:
           - CHECK-NEXT on same line as previous match (error)
           - CHECK-NOT found (error)
           - CHECK-DAG overlapping match (discarded, reported if -vv)
  - X~~    marks search range when no match is found, such as:
           - CHECK-NEXT not found (error)
           - CHECK-NOT not found (success, reported if -vv)
           - CHECK-DAG not found after discarded matches (error)
  - ?      marks fuzzy match when no match is found
  - colors success, error, fuzzy match, unmatched input

If you are not seeing color above or in input dumps, try: -color
";

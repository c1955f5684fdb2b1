//! The matching algorithm.
//!
//! As in LLVM, CHECK-LABELs are found first and cut the input into blocks;
//! each block is then checked in order. Within a block every positive
//! check first resolves the DAG/NOT patterns in front of it (DAG groups in
//! any order without overlap, NOTs between the groups), then searches from
//! the end of the DAG matches, then verifies NEXT/SAME/EMPTY line
//! constraints and the trailing NOTs.

use crate::diag::{Annotation, Diags, Mark};
use crate::directive::{CheckString, DagNot};
use crate::pattern::{CheckKind, MatchError, Pattern};
use crate::source::{BufId, Loc, Sources};
use crate::vars::Vars;

/// Options of the checking phase.
#[derive(Clone, Copy, Debug, Default)]
pub struct MatchOpts {
    /// `--enable-var-scope`
    pub enable_var_scope: bool,
    /// `--allow-deprecated-dag-overlap`
    pub allow_dag_overlap: bool,
}

/// Runs the checks over one input buffer.
pub struct Checker<'a> {
    src: &'a Sources,
    input: BufId,
    vars: &'a mut Vars,
    opts: MatchOpts,
    diags: &'a mut Diags,
}

/// Counts newlines in `s`, treating `\r\n` and `\n\r` as one; also returns
/// the offset just past the first one.
fn count_newlines(s: &[u8]) -> (usize, Option<usize>) {
    let mut n = 0;
    let mut first = None;
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'\n' || s[i] == b'\r' {
            n += 1;
            if i + 1 < s.len() && (s[i + 1] == b'\n' || s[i + 1] == b'\r') && s[i] != s[i + 1] {
                i += 1;
            }
            if n == 1 {
                first = Some(i + 1);
            }
        }
        i += 1;
    }
    (n, first)
}

fn directive_name(prefix: &str, pat: &Pattern) -> String {
    match pat.kind {
        CheckKind::Eof => "implicit EOF".to_string(),
        CheckKind::Plain if pat.count > 1 => format!("{prefix}-COUNT"),
        k => format!("{prefix}{}", k.suffix()),
    }
}

fn label_of(pat: &Pattern) -> &'static str {
    match pat.kind {
        CheckKind::Plain => {
            if pat.count > 1 {
                "count"
            } else {
                "check"
            }
        }
        CheckKind::Next => "next",
        CheckKind::Same => "same",
        CheckKind::Not => "not",
        CheckKind::Dag => "dag",
        CheckKind::Label => "label",
        CheckKind::Empty => "empty",
        CheckKind::Eof => "eof",
    }
}

impl<'a> Checker<'a> {
    /// Creates a checker for input buffer `input`.
    pub fn new(
        src: &'a Sources,
        input: BufId,
        vars: &'a mut Vars,
        opts: MatchOpts,
        diags: &'a mut Diags,
    ) -> Self {
        Checker {
            src,
            input,
            vars,
            opts,
            diags,
        }
    }

    fn text(&self) -> &'a [u8] {
        self.src.text(self.input)
    }

    fn in_loc(&self, off: usize) -> Loc {
        Loc {
            buf: self.input,
            off,
        }
    }

    fn check_line(&self, pat: &Pattern) -> usize {
        pat.line.unwrap_or_else(|| self.src.line_col(pat.loc).0)
    }

    fn annotate(&mut self, pat: &Pattern, start: usize, end: usize, mark: Mark) {
        let check_line = self.check_line(pat);
        self.diags.annotate(Annotation {
            check_line,
            label: label_of(pat).to_string(),
            start,
            end,
            mark,
        });
    }

    /// Checks everything; `true` when all checks pass.
    pub fn check_all(&mut self, checks: &[CheckString]) -> bool {
        let end = self.text().len();
        let mut failed = false;
        let (mut i, mut j) = (0usize, 0usize);
        let mut buf_start = 0usize;
        loop {
            let region_end;
            if j == checks.len() {
                region_end = end;
            } else {
                if checks[j].pat.kind != CheckKind::Label {
                    j += 1;
                    continue;
                }
                match self.check(&checks[j], buf_start, end, true) {
                    None => return false,
                    Some((pos, len)) => {
                        region_end = pos + len;
                    }
                }
                j += 1;
            }
            let mut region_start = buf_start;
            buf_start = region_end;
            if i != 0 && self.opts.enable_var_scope {
                self.vars.clear_locals();
            }
            while i < j {
                match self.check(&checks[i], region_start, region_end, false) {
                    None => {
                        failed = true;
                        i = j;
                        break;
                    }
                    Some((pos, len)) => region_start = pos + len,
                }
                i += 1;
            }
            if j == checks.len() {
                break;
            }
        }
        !failed
    }

    /// One check string over `[start, end)`; returns the absolute match
    /// position and length.
    fn check(
        &mut self,
        cs: &CheckString,
        start: usize,
        end: usize,
        label_scan: bool,
    ) -> Option<(usize, usize)> {
        let text = self.text();
        let buf = &text[start..end];
        let mut last_pos = 0;
        let mut nots: Vec<&DagNot> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, start, end, &mut nots)?;
        }
        let mut last_end = last_pos;
        let mut first_pos = 0;
        for k in 1..=cs.pat.count {
            let from = start + last_end;
            match cs.pat.find_in(&buf[last_end..], self.vars) {
                Ok(m) => {
                    if (self.diags.verbose || self.diags.annotate_found) && !label_scan {
                        self.report_found(&cs.prefix, &cs.pat, from + m.pos, m.len);
                    }
                    if k == 1 {
                        first_pos = last_end + m.pos;
                    }
                    last_end += m.pos + m.len;
                }
                Err(e) => {
                    self.report_no_match(&cs.prefix, &cs.pat, from, end, e, k);
                    return None;
                }
            }
        }
        let match_len = last_end - first_pos;
        if !label_scan {
            let skipped = &buf[last_pos..first_pos];
            let kind = cs.pat.kind;
            if matches!(kind, CheckKind::Next | CheckKind::Empty) {
                let (n, first_nl) = count_newlines(skipped);
                let name = directive_name(&cs.prefix, &cs.pat);
                if n != 1 {
                    let msg = if n == 0 {
                        format!("{name}: is on the same line as previous match")
                    } else {
                        format!("{name}: is not on the line after the previous match")
                    };
                    self.wrong_line(cs, &msg, start + first_pos, match_len, start + last_pos);
                    if n > 1 {
                        if let Some(f) = first_nl {
                            let loc = self.in_loc(start + last_pos + f);
                            self.diags.message(
                                self.src,
                                loc,
                                "note",
                                "non-matching line after previous match is here",
                                0,
                            );
                        }
                    }
                    return None;
                }
            }
            if kind == CheckKind::Same && count_newlines(skipped).0 != 0 {
                let name = directive_name(&cs.prefix, &cs.pat);
                let msg = format!("{name}: is not on the same line as the previous match");
                self.wrong_line(cs, &msg, start + first_pos, match_len, start + last_pos);
                return None;
            }
            if self.check_not(&nots, start + last_pos, start + first_pos) {
                return None;
            }
        }
        Some((start + first_pos, match_len))
    }

    fn wrong_line(&mut self, cs: &CheckString, msg: &str, pos: usize, len: usize, prev_end: usize) {
        self.diags.message(self.src, cs.loc, "error", msg, 0);
        let loc = self.in_loc(pos);
        self.diags
            .message(self.src, loc, "note", "'next' match was here", len);
        let loc = self.in_loc(prev_end);
        self.diags
            .message(self.src, loc, "note", "previous match ended here", 0);
        self.annotate(&cs.pat, pos, pos + len.max(1), Mark::WrongLine);
    }

    /// CHECK-DAG groups with NOTs between them. Returns the offset (relative
    /// to `start`) where the positive pattern's search begins; NOTs after
    /// the last group are left in `nots`.
    fn check_dag<'c>(
        &mut self,
        cs: &'c CheckString,
        start: usize,
        end: usize,
        nots: &mut Vec<&'c DagNot>,
    ) -> Option<usize> {
        if cs.dag_nots.is_empty() {
            return Some(0);
        }
        let text = self.text();
        let buf = &text[start..end];
        let mut start_pos = 0usize;
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        for (idx, dn) in cs.dag_nots.iter().enumerate() {
            if dn.pat.kind == CheckKind::Not {
                nots.push(dn);
                continue;
            }
            let mut match_pos = start_pos;
            let mut mi = 0usize;
            let mut match_len;
            loop {
                match dn.pat.find_in(&buf[match_pos..], self.vars) {
                    Ok(m) => {
                        match_pos += m.pos;
                        match_len = m.len;
                    }
                    Err(e) => {
                        self.report_no_match(&dn.prefix, &dn.pat, start + match_pos, end, e, 1);
                        return None;
                    }
                }
                let m = (match_pos, match_pos + match_len);
                if self.opts.allow_dag_overlap {
                    if let Some(r) = ranges.first_mut() {
                        r.0 = r.0.min(m.0);
                        r.1 = r.1.max(m.1);
                    } else {
                        ranges.push(m);
                    }
                    break;
                }
                let mut overlap = false;
                while mi < ranges.len() {
                    if m.0 < ranges[mi].1 {
                        overlap = ranges[mi].0 < m.1;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, m);
                    break;
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            if self.diags.verbose || self.diags.annotate_found {
                self.report_found(&dn.prefix, &dn.pat, start + match_pos, match_len);
            }
            let group_ends = cs
                .dag_nots
                .get(idx + 1)
                .is_none_or(|n| n.pat.kind == CheckKind::Not);
            if group_ends {
                let first = ranges.first().map_or(start_pos, |r| r.0);
                if !nots.is_empty() {
                    let region_end = first.max(start_pos);
                    if self.check_not(nots, start + start_pos, start + region_end) {
                        return None;
                    }
                    nots.clear();
                }
                start_pos = ranges.last().map_or(start_pos, |r| r.1);
                ranges.clear();
            }
        }
        Some(start_pos)
    }

    /// Returns `true` if any NOT pattern is found in `[start, end)`.
    fn check_not(&mut self, nots: &[&DagNot], start: usize, end: usize) -> bool {
        let text = self.text();
        let region = &text[start..end.max(start)];
        let mut failed = false;
        for dn in nots {
            match dn.pat.find_in(region, self.vars) {
                Ok(m) => {
                    let name = directive_name(&dn.prefix, &dn.pat);
                    self.diags.message(
                        self.src,
                        dn.pat.loc,
                        "error",
                        &format!("{name}: excluded string found in input"),
                        0,
                    );
                    let loc = self.in_loc(start + m.pos);
                    self.diags
                        .message(self.src, loc, "note", "found here", m.len);
                    self.annotate(
                        &dn.pat,
                        start + m.pos,
                        start + m.pos + m.len.max(1),
                        Mark::Excluded,
                    );
                    failed = true;
                }
                Err(MatchError::NotFound) => {
                    if self.diags.verbose {
                        self.annotate(&dn.pat, start, end.max(start), Mark::NotAbsent);
                    }
                }
                Err(MatchError::Subst(errs)) => {
                    for (loc, msg) in errs {
                        self.diags.message(self.src, loc, "error", &msg, 0);
                    }
                    failed = true;
                }
            }
        }
        failed
    }

    fn report_found(&mut self, prefix: &str, pat: &Pattern, pos: usize, len: usize) {
        if self.diags.verbose {
            let name = directive_name(prefix, pat);
            self.diags.message(
                self.src,
                pat.loc,
                "remark",
                &format!("{name}: expected string found in input"),
                0,
            );
            let loc = self.in_loc(pos);
            self.diags.message(self.src, loc, "note", "found here", len);
        }
        self.annotate(pat, pos, pos + len.max(1), Mark::Found);
    }

    fn report_no_match(
        &mut self,
        prefix: &str,
        pat: &Pattern,
        from: usize,
        end: usize,
        err: MatchError,
        k: usize,
    ) {
        match err {
            MatchError::Subst(errs) => {
                for (loc, msg) in errs {
                    self.diags.message(self.src, loc, "error", &msg, 0);
                }
            }
            MatchError::NotFound => {
                let name = directive_name(prefix, pat);
                let mut msg = format!("{name}: expected string not found in input");
                if pat.count > 1 {
                    msg.push_str(&format!(" ({k} out of {})", pat.count));
                }
                self.diags.message(self.src, pat.loc, "error", &msg, 0);
                let loc = self.in_loc(from);
                self.diags
                    .message(self.src, loc, "note", "scanning from here", 0);
                self.annotate(pat, from, end.max(from + 1), Mark::NotFound);
                self.fuzzy(pat, from, end);
            }
        }
    }

    /// LLVM's "possible intended match" guess: the position in the next
    /// 4 KiB with the smallest edit distance to the pattern, lines weighing
    /// a little.
    fn fuzzy(&mut self, pat: &Pattern, from: usize, end: usize) {
        let text = self.text();
        let buf = &text[from..end];
        let mut best: Option<(usize, f64)> = None;
        let mut lines = 0usize;
        for i in 0..buf.len().min(4096) {
            if buf[i] == b'\n' {
                lines += 1;
            }
            if buf[i] == b' ' || buf[i] == b'\t' {
                continue;
            }
            let q = pat.distance(&buf[i..]) as f64 + lines as f64 / 100.0;
            if best.is_none_or(|(_, bq)| q < bq) {
                best = Some((i, q));
            }
        }
        if let Some((i, q)) = best {
            if i != 0 && q < 50.0 {
                let loc = self.in_loc(from + i);
                self.diags
                    .message(self.src, loc, "note", "possible intended match here", 0);
                self.annotate(pat, from + i, from + i + 1, Mark::Fuzzy);
            }
        }
    }
}

//! Diagnostics in MLIR's shape: `FILE:LINE:COL: error: MESSAGE`, the
//! source line with a caret, then notes. One engine renders them all.

use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::context::Context;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    /// The word MLIR prints.
    pub fn word(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

/// Where a diagnostic points.
#[derive(Clone, Debug, PartialEq)]
pub enum DiagLoc {
    /// A byte offset into source buffer `buffer` of the [`SourceMgr`].
    Offset { buffer: usize, offset: usize },
    /// A location attribute (from an op).
    Attr(Attribute),
    /// Nowhere in particular.
    Unknown,
}

/// A message about the IR or its text.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Location.
    pub loc: DiagLoc,
    /// Text.
    pub message: String,
    /// Attached notes.
    pub notes: Vec<Diagnostic>,
    /// The operation the diagnostic is about (verifier errors), so the
    /// driver can show it as mlir-opt does ("see current operation").
    pub op: Option<crate::operation::Op>,
    /// Bytes from the location that the caret line underlines (`^~~~`).
    pub underline: usize,
    /// Errors reported right after this one, as separate diagnostics (a
    /// type inference failure is followed by MLIR's "failed to infer
    /// returned types").
    pub then: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            underline: 0,
            then: Vec::new(),
        }
    }
    /// Adds a note.
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
            underline: 0,
            then: Vec::new(),
        });
        self
    }
    /// The same diagnostic as a note.
    pub fn as_note(mut self) -> Diagnostic {
        self.severity = Severity::Note;
        self
    }
    /// Records the operation the diagnostic is about.
    pub fn with_op(mut self, op: crate::operation::Op) -> Diagnostic {
        self.op = Some(op);
        self
    }
}

/// A named source text.
#[derive(Clone, Debug)]
pub struct SourceBuffer {
    /// The name diagnostics print (the path as given, or `<stdin>`).
    pub name: String,
    /// Contents.
    pub text: Vec<u8>,
    /// Byte offsets of line starts.
    line_starts: Vec<usize>,
}

impl SourceBuffer {
    /// Wraps `text` named `name`.
    pub fn new(name: impl Into<String>, text: Vec<u8>) -> SourceBuffer {
        let mut line_starts = Vec::with_capacity(text.len() / 64 + 1);
        line_starts.push(0);
        line_starts.extend(memchr::memchr_iter(b'\n', &text).map(|i| i + 1));
        SourceBuffer {
            name: name.into(),
            text,
            line_starts,
        }
    }
    /// Byte offsets of the starts of lines.
    pub fn line_starts(&self) -> &[usize] {
        &self.line_starts
    }
    /// 1-based line and column of byte `offset`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (line + 1, offset - self.line_starts[line] + 1)
    }
    /// Byte offset of 1-based `line`, `col`, if inside the buffer.
    pub fn offset_of(&self, line: usize, col: usize) -> Option<usize> {
        let start = *self.line_starts.get(line.checked_sub(1)?)?;
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        let off = start + col.checked_sub(1)?;
        (off <= end).then_some(off)
    }
    /// The text of the line holding `offset`, without its newline.
    pub fn line_text(&self, offset: usize) -> &[u8] {
        // As LLVM's SourceMgr: the line ends at the first `\n` or `\r`.
        let (line, _) = self.line_col(offset);
        let start = self.line_starts[line - 1];
        let rest = &self.text[start..];
        let end = rest
            .iter()
            .position(|&c| c == b'\n' || c == b'\r')
            .unwrap_or(rest.len());
        &rest[..end]
    }
}

/// The source buffers diagnostics refer to.
#[derive(Clone, Debug, Default)]
pub struct SourceMgr {
    /// Loaded buffers.
    pub buffers: Vec<SourceBuffer>,
}

impl SourceMgr {
    /// Adds a buffer and returns its index.
    pub fn add(&mut self, b: SourceBuffer) -> usize {
        self.buffers.push(b);
        self.buffers.len() - 1
    }

    /// Resolves a location to (buffer index, byte offset) when it points
    /// into a loaded buffer, else to printable text.
    fn resolve(&self, ctx: Option<&Context>, loc: &DiagLoc) -> Resolved {
        match loc {
            DiagLoc::Offset { buffer, offset } => Resolved::Source(*buffer, *offset),
            DiagLoc::Unknown => Resolved::None,
            DiagLoc::Attr(a) => match ctx {
                Some(ctx) => self.resolve_attr(ctx, *a),
                None => Resolved::None,
            },
        }
    }

    fn resolve_attr(&self, ctx: &Context, a: Attribute) -> Resolved {
        match ctx.attr_kind(a) {
            AttrKind::Location(LocKind::FileLineCol { file, line, col })
            | AttrKind::Location(LocKind::FileRange {
                file, line, col, ..
            }) => {
                let name = ctx.str(*file);
                // Prefer the newest buffer with that name (split chunks).
                for (i, b) in self.buffers.iter().enumerate().rev() {
                    if b.name == name {
                        if let Some(off) = b.offset_of(*line as usize, *col as usize) {
                            return Resolved::Source(i, off);
                        }
                    }
                }
                Resolved::Text(format!("{name}:{line}:{col}"))
            }
            AttrKind::Location(LocKind::Name { child: Some(c), .. }) => self.resolve_attr(ctx, *c),
            // The callee's position, else the caller's (the call stack
            // follows as "called from" notes).
            AttrKind::Location(LocKind::CallSite { callee, caller }) => {
                match self.resolve_attr(ctx, *callee) {
                    Resolved::None => self.resolve_attr(ctx, *caller),
                    r => r,
                }
            }
            AttrKind::Location(LocKind::Fused { locs, .. }) => {
                for &l in locs.iter() {
                    let r = self.resolve_attr(ctx, l);
                    if !matches!(r, Resolved::None) {
                        return r;
                    }
                }
                Resolved::None
            }
            _ => Resolved::None,
        }
    }

    /// Renders `d` (and its notes) as MLIR's source-manager handler does.
    pub fn render(&self, ctx: Option<&Context>, d: &Diagnostic) -> String {
        String::from_utf8_lossy(&self.render_bytes(ctx, d)).into_owned()
    }

    /// Like [`SourceMgr::render`], keeping the source's bytes as they are
    /// (a line with invalid UTF-8 is echoed unchanged, as mlir-opt does).
    pub fn render_bytes(&self, ctx: Option<&Context>, d: &Diagnostic) -> Vec<u8> {
        let mut out = Vec::new();
        self.render_one(ctx, d, &mut out, true);
        let mut prev = d.loc.clone();
        // A call-site location's callers follow as "called from" notes
        // (MLIR's call stack, at most its default limit of 10 frames).
        if let (DiagLoc::Attr(mut a), Some(c)) = (&d.loc, ctx) {
            for _ in 0..10 {
                let AttrKind::Location(LocKind::CallSite { caller, .. }) = c.attr_kind(a) else {
                    break;
                };
                a = *caller;
                let note = Diagnostic {
                    severity: Severity::Note,
                    ..Diagnostic::error(DiagLoc::Attr(a), "called from")
                };
                self.render_one(ctx, &note, &mut out, true);
                prev = DiagLoc::Attr(a);
            }
        }
        for n in &d.notes {
            // As mlir-opt: a note where the previous line was repeats no
            // source line.
            let same = self.resolve(ctx, &n.loc) == self.resolve(ctx, &prev);
            self.render_one(ctx, n, &mut out, !same);
            prev = n.loc.clone();
        }
        out
    }

    fn render_one(
        &self,
        ctx: Option<&Context>,
        d: &Diagnostic,
        out: &mut Vec<u8>,
        show_line: bool,
    ) {
        use std::io::Write;
        let word = d.severity.word();
        match self.resolve(ctx, &d.loc) {
            Resolved::Source(b, off) => {
                let buf = &self.buffers[b];
                let (line, col) = buf.line_col(off);
                let _ = write!(out, "{}:{}:{}: ", buf.name, line, col);
                let _ = writeln!(out, "{word}: {}", d.message);
                if show_line {
                    source_line_with_caret(buf.line_text(off), col - 1, d.underline, out);
                }
            }
            Resolved::Text(t) => {
                let _ = writeln!(out, "{t}: {word}: {}", d.message);
            }
            Resolved::None => {
                // LLVM's message without a source position; MLIR names a
                // location that has no file in it (an unknown one not).
                let _ = write!(out, "<unknown>:0: {word}: ");
                if let (DiagLoc::Attr(a), Some(ctx)) = (&d.loc, ctx) {
                    if !matches!(ctx.attr_kind(*a), AttrKind::Location(LocKind::Unknown)) {
                        let _ = write!(out, "{}: ", crate::text::attr_to_string(ctx, *a));
                    }
                }
                let _ = writeln!(out, "{}", d.message);
            }
        }
    }

    /// 1-based (line, col) of a diagnostic's location, with its buffer
    /// index, when it points into a loaded buffer.
    pub fn position(&self, ctx: Option<&Context>, loc: &DiagLoc) -> Option<(usize, usize, usize)> {
        match self.resolve(ctx, loc) {
            Resolved::Source(b, off) => {
                let (l, c) = self.buffers[b].line_col(off);
                Some((b, l, c))
            }
            _ => None,
        }
    }
}

/// LLVM's `SMDiagnostic` layout: the line with tabs expanded to 8
/// columns, then a caret under byte `col` (0-based) — or no caret line at
/// all when the line holds non-ASCII bytes.
fn source_line_with_caret(line: &[u8], col: usize, underline: usize, out: &mut Vec<u8>) {
    let mut ocol = 0;
    for &c in line {
        push_expanded(out, c, c, &mut ocol);
    }
    out.push(b'\n');
    if line.iter().any(|&c| c >= 0x80) {
        return;
    }
    let caret_at = col.min(line.len());
    let mut ocol = 0;
    for &c in &line[..caret_at] {
        push_expanded(out, c, b' ', &mut ocol);
    }
    out.push(b'^');
    // The range's other bytes get `~`, clipped to the line.
    let end = (col + underline).min(line.len());
    for _ in (col + 1)..end {
        out.push(b'~');
    }
    out.push(b'\n');
}

/// Writes `shown` for source byte `c`, expanding a tab to the next
/// multiple of 8 columns as LLVM does.
fn push_expanded(out: &mut Vec<u8>, c: u8, shown: u8, ocol: &mut usize) {
    const TAB: usize = 8;
    if c == b'\t' {
        out.push(b' ');
        *ocol += 1;
        while *ocol % TAB != 0 {
            out.push(b' ');
            *ocol += 1;
        }
    } else {
        out.push(shown);
        *ocol += 1;
    }
}

#[derive(PartialEq)]
enum Resolved {
    Source(usize, usize),
    Text(String),
    None,
}

/// Diagnostics with their follow-up errors ([`Diagnostic::then`]) in line,
/// in the order they are reported.
pub fn flatten(ds: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut out = Vec::with_capacity(ds.len());
    for mut d in ds {
        let then = std::mem::take(&mut d.then);
        out.push(d);
        out.extend(flatten(then));
    }
    out
}

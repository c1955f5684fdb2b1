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
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: DiagLoc, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// Adds a note.
    pub fn with_note(mut self, loc: DiagLoc, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
        });
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
    /// For `--split-input-file` chunks: the first line's number in the
    /// whole file, printed as `within split at FILE:N offset`.
    pub split_line: Option<usize>,
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
            split_line: None,
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
        let (line, _) = self.line_col(offset);
        let start = self.line_starts[line - 1];
        let mut end = self
            .line_starts
            .get(line)
            .map(|e| e - 1)
            .unwrap_or(self.text.len());
        if end > start && self.text.get(end - 1) == Some(&b'\r') {
            end -= 1;
        }
        &self.text[start..end.max(start)]
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
            AttrKind::Location(LocKind::CallSite { callee, .. }) => self.resolve_attr(ctx, *callee),
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
        let mut out = String::new();
        self.render_one(ctx, d, &mut out);
        for n in &d.notes {
            self.render_one(ctx, n, &mut out);
        }
        out
    }

    fn render_one(&self, ctx: Option<&Context>, d: &Diagnostic, out: &mut String) {
        match self.resolve(ctx, &d.loc) {
            Resolved::Source(b, off) => {
                let buf = &self.buffers[b];
                let (line, col) = buf.line_col(off);
                match buf.split_line {
                    Some(l) => out.push_str(&format!(
                        "within split at {}:{} offset :{}:{}: ",
                        buf.name, l, line, col
                    )),
                    None => out.push_str(&format!("{}:{}:{}: ", buf.name, line, col)),
                }
                out.push_str(d.severity.word());
                out.push_str(": ");
                out.push_str(&d.message);
                out.push('\n');
                let text = String::from_utf8_lossy(buf.line_text(off)).into_owned();
                out.push_str(&text);
                out.push('\n');
                let mut caret = String::new();
                for (i, c) in text.chars().enumerate() {
                    if i + 1 >= col {
                        break;
                    }
                    caret.push(if c == '\t' { '\t' } else { ' ' });
                }
                out.push_str(&caret);
                out.push_str("^\n");
            }
            Resolved::Text(t) => {
                out.push_str(&format!("{t}: {}: {}\n", d.severity.word(), d.message));
            }
            Resolved::None => {
                out.push_str(&format!("{}: {}\n", d.severity.word(), d.message));
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

enum Resolved {
    Source(usize, usize),
    Text(String),
    None,
}

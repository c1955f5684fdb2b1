//! Located errors in `.dialect` files.

use super::ast::Span;
use std::fmt;

/// One error in a definition file, printed as MLIR prints diagnostics:
/// `file:line:col: error: message`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{}:{}: error: {message}", span.line, span.col)]
pub struct DefError {
    /// The file name as given to the parser.
    pub file: String,
    /// Where.
    pub span: Span,
    /// What is wrong.
    pub message: String,
    /// Related places (`note: previously defined here`).
    pub notes: Vec<(Span, String)>,
}

impl DefError {
    /// An error at `span`.
    pub fn new(file: &str, span: Span, message: impl Into<String>) -> DefError {
        DefError {
            file: file.to_string(),
            span,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// Adds a note at `span`.
    pub fn with_note(mut self, span: Span, message: impl Into<String>) -> DefError {
        self.notes.push((span, message.into()));
        self
    }

    /// The error with its source line and a caret, then its notes, in
    /// mlir-opt's layout. `source` is the text the error was found in.
    pub fn render(&self, source: &str) -> String {
        let mut out = String::new();
        render_one(
            &mut out,
            &self.file,
            self.span,
            "error",
            &self.message,
            source,
        );
        for (span, msg) in &self.notes {
            render_one(&mut out, &self.file, *span, "note", msg, source);
        }
        out
    }
}

fn render_one(out: &mut String, file: &str, span: Span, sev: &str, msg: &str, source: &str) {
    use std::fmt::Write;
    let _ = writeln!(out, "{file}:{}:{}: {sev}: {msg}", span.line, span.col);
    if span.line == 0 {
        return;
    }
    if let Some(line) = source.lines().nth(span.line as usize - 1) {
        let _ = writeln!(out, "{line}");
        // Columns count bytes; keep tabs so the caret lines up in terminals.
        let pad: String = line
            .bytes()
            .take(span.col.saturating_sub(1) as usize)
            .map(|b| if b == b'\t' { '\t' } else { ' ' })
            .collect();
        let _ = writeln!(out, "{pad}^");
    }
}

/// Several errors (the checker reports all it finds).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct DefErrors(pub Vec<DefError>);

impl fmt::Display for DefErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

impl DefErrors {
    /// All errors rendered with source lines.
    pub fn render(&self, source: &str) -> String {
        self.0.iter().map(|e| e.render(source)).collect()
    }
}

impl From<DefError> for DefErrors {
    fn from(e: DefError) -> DefErrors {
        DefErrors(vec![e])
    }
}

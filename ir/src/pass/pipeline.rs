//! MLIR's textual pass pipelines:
//! `builtin.module(func.func(cse,canonicalize{max-iterations=10}),symbol-dce)`.
//! An element is a registered pass with optional `{options}`, or an op
//! name with a parenthesised nested pipeline.

use super::manager::{OpPassManager, PassEntry};
use super::options::{split_options, PassOptions};
use super::PassRegistry;

/// A pipeline that does not parse, or names unknown passes or options.
#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    /// A syntax error or unknown pass at a byte offset of the text; shown
    /// as MLIR's "MLIR Textual PassPipeline Parser" diagnostic.
    #[error("MLIR Textual PassPipeline Parser:1:{}: error: {message}\n{text}\n{}^\n", .offset + 1, " ".repeat(*.offset))]
    Syntax {
        /// The pipeline text.
        text: String,
        /// Where.
        offset: usize,
        /// What.
        message: String,
    },
    /// A pass given options it does not have or values it cannot take.
    #[error("{message}\n\nfailed to add `{pass}` with options `{options}`\n")]
    Options {
        /// The pass.
        pass: String,
        /// The option text as given.
        options: String,
        /// LLVM's complaint.
        message: String,
    },
    /// A pass flag given options it does not have.
    #[error("{0}\n")]
    FlagOptions(String),
    /// A combination of flags mlir-opt refuses.
    #[error("{0}")]
    Usage(&'static str),
    /// `--pass-pipeline` not of the form `anchor(...)`.
    #[error("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")]
    NotAnchored,
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    registry: &'a PassRegistry,
}

impl Parser<'_> {
    fn err(&self, offset: usize, message: impl Into<String>) -> PipelineError {
        PipelineError::Syntax {
            text: self.text.to_string(),
            offset,
            message: message.into(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn name(&mut self) -> &str {
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'-' | b'$'))
        {
            self.pos += 1;
        }
        &self.text[start..self.pos]
    }

    /// Elements up to (not including) a closing `)` or the end, into `pm`.
    fn elements(&mut self, pm: &mut OpPassManager) -> Result<(), PipelineError> {
        loop {
            self.skip_ws();
            let start = self.pos;
            let name = self.name().to_string();
            self.skip_ws();
            match self.peek() {
                Some(b'(') => {
                    self.pos += 1;
                    let mut nested = OpPassManager::new(&name);
                    let open = self.pos;
                    self.elements(&mut nested)?;
                    if self.peek() != Some(b')') {
                        return Err(self.err(
                            open,
                            "encountered unbalanced parentheses while parsing pipeline",
                        ));
                    }
                    self.pos += 1;
                    pm.add_nested(nested);
                }
                _ => {
                    let Some(info) = self.registry.get(&name) else {
                        return Err(self.err(
                            start,
                            format!(
                                "'{name}' does not refer to a registered pass or pass pipeline"
                            ),
                        ));
                    };
                    let mut given = Vec::new();
                    let mut raw = String::new();
                    if self.peek() == Some(b'{') {
                        let open = self.pos;
                        let mut depth = 0;
                        while let Some(c) = self.peek() {
                            self.pos += 1;
                            match c {
                                b'{' => depth += 1,
                                b'}' => {
                                    depth -= 1;
                                    if depth == 0 {
                                        break;
                                    }
                                }
                                _ => {}
                            }
                        }
                        if depth != 0 {
                            return Err(
                                self.err(open, "missing closing '}' while processing pass options")
                            );
                        }
                        raw = self.text[open + 1..self.pos - 1].to_string();
                        given = split_options(&raw).map_err(|m| self.err(open, m))?;
                    }
                    pm.add_pass(make_pass(info, &raw, given)?);
                }
            }
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                continue;
            }
            return Ok(());
        }
    }
}

/// An instance of `info` with options `given` (written as `raw`).
pub(crate) fn make_pass(
    info: &'static super::PassInfo,
    raw: &str,
    given: Vec<(String, String)>,
) -> Result<PassEntry, PipelineError> {
    let opts =
        PassOptions::parse(info.options, &given).map_err(|message| PipelineError::Options {
            pass: info.argument.to_string(),
            options: raw.trim().to_string(),
            message,
        })?;
    Ok(PassEntry::new(info, given, (info.create)(&opts)))
}

/// Parses a `--pass-pipeline` string: exactly one `anchor(...)` element.
pub fn parse_pipeline(text: &str, registry: &PassRegistry) -> Result<OpPassManager, PipelineError> {
    let mut p = Parser {
        text,
        pos: 0,
        registry,
    };
    p.skip_ws();
    let name = p.name().to_string();
    p.skip_ws();
    if name.is_empty() || p.peek() != Some(b'(') {
        return Err(PipelineError::NotAnchored);
    }
    // `anchor(` ... `)`: the rest must end with the closing parenthesis.
    let trimmed = text.trim_end();
    if !trimmed.ends_with(')') || trimmed.len() <= p.pos + 1 {
        return Err(PipelineError::NotAnchored);
    }
    let close = trimmed.len() - 1;
    // Errors inside are located in the text within the parentheses, as
    // MLIR reports them.
    let inner = &text[p.pos + 1..close];
    let mut p = Parser {
        text: inner,
        pos: 0,
        registry,
    };
    let mut pm = OpPassManager::new(&name);
    p.skip_ws();
    if p.peek().is_some() {
        p.elements(&mut pm)?;
    }
    if p.peek() == Some(b')') {
        return Err(p.err(
            p.pos,
            "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
        ));
    }
    if p.pos != inner.len() {
        return Err(p.err(p.pos, "expected ',' after parsing pipeline"));
    }
    Ok(pm)
}

/// Adds a pass given as a flag (`--canonicalize`, `--cse=...`) to `pm`.
pub fn add_flag_pass(
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    argument: &str,
    raw_options: &str,
) -> Result<bool, PipelineError> {
    let Some(info) = registry.get(argument) else {
        return Ok(false);
    };
    let given = split_options(raw_options).map_err(|message| PipelineError::Options {
        pass: argument.to_string(),
        options: raw_options.to_string(),
        message,
    })?;
    let entry = make_pass(info, raw_options, given).map_err(|e| match e {
        PipelineError::Options { message, .. } => PipelineError::FlagOptions(message),
        e => e,
    })?;
    pm.add_pass(entry);
    Ok(true)
}

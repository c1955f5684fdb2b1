//! The command tree: sequences (`;`, `&&`, `||`, left-associative with equal
//! precedence, as in sh) of pipelines of simple commands with redirections.

use super::lex::{lex, RedirKind, Token, Word};

/// A syntax error in a command.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ParseError(pub String);

impl ParseError {
    /// Makes an error from a message.
    pub fn new(msg: impl Into<String>) -> Self {
        ParseError(msg.into())
    }
}

/// A redirection attached to a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// The descriptor written before the operator, if any.
    pub fd: Option<u32>,
    /// The operator.
    pub kind: RedirKind,
    /// The file name or descriptor number after it.
    pub target: Word,
}

/// A command with its arguments and redirections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Command {
    /// Words, the program name first.
    pub args: Vec<Word>,
    /// Redirections, in the order written (order matters for `2>&1`).
    pub redirects: Vec<Redirect>,
}

/// Commands joined by `|`. (A leading `!` negates only the command it
/// precedes, as in lit's internal shell: see [`super::exec`].)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    /// The stages, left to right.
    pub commands: Vec<Command>,
}

/// How two parts of a sequence are joined.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeqOp {
    /// `;`: always run the right side.
    Semi,
    /// `&&`: run the right side if the left succeeded.
    And,
    /// `||`: run the right side if the left failed.
    Or,
}

/// A parsed command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Script {
    /// One pipeline.
    Pipeline(Pipeline),
    /// `lhs op rhs`
    Seq(Box<Script>, SeqOp, Box<Script>),
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
}

impl Parser {
    fn peek(&self) -> Option<&Token> {
        self.toks.get(self.pos)
    }

    fn sequence(&mut self) -> Result<Script, ParseError> {
        let mut lhs = Script::Pipeline(self.pipeline()?);
        loop {
            let op = match self.peek() {
                Some(Token::Semi) => SeqOp::Semi,
                Some(Token::And) => SeqOp::And,
                Some(Token::Or) => SeqOp::Or,
                Some(other) => return Err(ParseError::new(format!("unexpected {other:?}"))),
                None => return Ok(lhs),
            };
            self.pos += 1;
            // A trailing `;` is harmless.
            if op == SeqOp::Semi && self.peek().is_none() {
                return Ok(lhs);
            }
            let rhs = Script::Pipeline(self.pipeline()?);
            lhs = Script::Seq(Box::new(lhs), op, Box::new(rhs));
        }
    }

    fn pipeline(&mut self) -> Result<Pipeline, ParseError> {
        let mut commands = vec![self.command()?];
        while self.peek() == Some(&Token::Pipe) {
            self.pos += 1;
            commands.push(self.command()?);
        }
        Ok(Pipeline { commands })
    }

    fn command(&mut self) -> Result<Command, ParseError> {
        let mut args = Vec::new();
        let mut redirects = Vec::new();
        while let Some(tok) = self.peek().cloned() {
            match tok {
                Token::Word(w) => {
                    args.push(w);
                    self.pos += 1;
                }
                Token::Redir(fd, kind) => {
                    self.pos += 1;
                    match self.peek().cloned() {
                        Some(Token::Word(target)) => {
                            self.pos += 1;
                            redirects.push(Redirect { fd, kind, target });
                        }
                        _ => return Err(ParseError::new("missing file name after redirection")),
                    }
                }
                _ => break,
            }
        }
        if args.is_empty() {
            return Err(ParseError::new(match self.peek() {
                Some(t) => format!("empty command before {t:?}"),
                None => "empty command".to_string(),
            }));
        }
        Ok(Command { args, redirects })
    }
}

/// Parses one command line.
pub fn parse_command(input: &str) -> Result<Script, ParseError> {
    let toks = lex(input)?;
    let mut parser = Parser { toks, pos: 0 };
    parser.sequence()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(s: &Script) -> String {
        match s {
            Script::Pipeline(p) => {
                let cmds: Vec<String> = p
                    .commands
                    .iter()
                    .map(|c| {
                        let mut t: Vec<String> = c.args.iter().map(|w| w.text.clone()).collect();
                        t.extend(
                            c.redirects
                                .iter()
                                .map(|r| format!("[{:?}{:?}{}]", r.fd, r.kind, r.target.text)),
                        );
                        t.join(" ")
                    })
                    .collect();
                cmds.join(" | ")
            }
            Script::Seq(a, op, b) => format!("({} {:?} {})", shape(a), op, shape(b)),
        }
    }

    fn p(s: &str) -> String {
        shape(&parse_command(s).unwrap())
    }

    #[test]
    fn sequences_are_left_associative() {
        assert_eq!(p("a || b && c"), "((a Or b) And c)");
        assert_eq!(p("a ; b ;"), "(a Semi b)");
        assert_eq!(p("a | b | c && d"), "(a | b | c And d)");
    }

    #[test]
    fn negation_and_redirects() {
        assert_eq!(p("! a | b"), "! a | b");
        assert_eq!(p("a > f 2>&1 x"), "a x [NoneOutf] [Some(2)Dup1]");
    }

    #[test]
    fn errors() {
        for bad in ["", "| a", "a |", "a &&", "a >", "a > | b", "&& a", "a ;; b"] {
            assert!(parse_command(bad).is_err(), "{bad:?}");
        }
    }
}

//! The tokenizer of MLIR's textual format. It works on bytes and lexes on
//! demand; the parser may rewind it (dimension lists such as `4x?xf32` are
//! split inside what the lexer would call one identifier).

/// Token kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    Eof,
    /// A lexing error; the text is the message.
    Error,
    BareIdent,
    AtIdent,
    HashIdent,
    PercentIdent,
    CaretIdent,
    BangIdent,
    Integer,
    Float,
    String,
    Arrow,
    Colon,
    Comma,
    Ellipsis,
    Equal,
    Greater,
    LBrace,
    LParen,
    LSquare,
    Less,
    Minus,
    Plus,
    Question,
    RBrace,
    RParen,
    RSquare,
    Star,
    VerticalBar,
    FileMetadataBegin,
    FileMetadataEnd,
}

/// A token: its kind and byte span.
#[derive(Copy, Clone, Debug)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

/// Lexes `src` from a position.
pub struct Lexer<'a> {
    /// The source text.
    pub src: &'a [u8],
    /// Next byte to lex.
    pub pos: usize,
    /// Message of the last `Tok::Error`.
    pub error: &'static str,
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Lexer<'a> {
        Lexer {
            src,
            pos: 0,
            error: "",
        }
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        *self.src.get(self.pos + off).unwrap_or(&0)
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        loop {
            match self.src.get(self.pos) {
                // A NUL byte inside the buffer is skipped like whitespace,
                // as MLIR's lexer does.
                Some(b' ' | b'\t' | b'\n' | b'\r' | 0) => self.pos += 1,
                Some(b'/') if self.src.get(self.pos + 1) == Some(&b'/') => {
                    while let Some(&c) = self.src.get(self.pos) {
                        if c == b'\n' {
                            break;
                        }
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    fn tok(&mut self, kind: Tok, start: usize, len: usize) -> Token {
        self.pos = start + len;
        Token {
            kind,
            start,
            end: self.pos,
        }
    }

    fn err(&mut self, start: usize, msg: &'static str) -> Token {
        self.error = msg;
        Token {
            kind: Tok::Error,
            start,
            end: self.pos.max(start + 1).min(self.src.len().max(start)),
        }
    }

    /// Lexes the next token.
    pub fn next(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let Some(&c) = self.src.get(start) else {
            return Token {
                kind: Tok::Eof,
                start,
                end: start,
            };
        };
        match c {
            b':' => self.tok(Tok::Colon, start, 1),
            b',' => self.tok(Tok::Comma, start, 1),
            b'(' => self.tok(Tok::LParen, start, 1),
            b')' => self.tok(Tok::RParen, start, 1),
            b'}' => self.tok(Tok::RBrace, start, 1),
            b'[' => self.tok(Tok::LSquare, start, 1),
            b']' => self.tok(Tok::RSquare, start, 1),
            b'<' => self.tok(Tok::Less, start, 1),
            b'>' => self.tok(Tok::Greater, start, 1),
            b'=' => self.tok(Tok::Equal, start, 1),
            b'+' => self.tok(Tok::Plus, start, 1),
            b'*' => self.tok(Tok::Star, start, 1),
            b'?' => self.tok(Tok::Question, start, 1),
            b'|' => self.tok(Tok::VerticalBar, start, 1),
            b'-' => {
                if self.peek(1) == b'>' {
                    self.tok(Tok::Arrow, start, 2)
                } else {
                    self.tok(Tok::Minus, start, 1)
                }
            }
            b'{' => {
                if self.peek(1) == b'-' && self.peek(2) == b'#' {
                    self.tok(Tok::FileMetadataBegin, start, 3)
                } else {
                    self.tok(Tok::LBrace, start, 1)
                }
            }
            b'.' => {
                if self.peek(1) == b'.' && self.peek(2) == b'.' {
                    self.tok(Tok::Ellipsis, start, 3)
                } else {
                    self.pos = start + 1;
                    self.err(start, "unexpected character")
                }
            }
            b'"' => self.lex_string(start),
            b'@' => self.lex_at(start),
            b'#' => {
                if self.peek(1) == b'-' && self.peek(2) == b'}' {
                    return self.tok(Tok::FileMetadataEnd, start, 3);
                }
                self.lex_prefixed(start, Tok::HashIdent)
            }
            b'%' => self.lex_prefixed(start, Tok::PercentIdent),
            b'^' => self.lex_prefixed(start, Tok::CaretIdent),
            b'!' => self.lex_prefixed(start, Tok::BangIdent),
            b'0'..=b'9' => self.lex_number(start),
            c if c.is_ascii_alphabetic() || c == b'_' => self.lex_bare(start),
            _ => {
                self.pos = start + 1;
                self.err(start, "unexpected character")
            }
        }
    }

    fn lex_bare(&mut self, start: usize) -> Token {
        let mut p = start + 1;
        while let Some(&c) = self.src.get(p) {
            if c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.') {
                p += 1;
            } else {
                break;
            }
        }
        self.tok(Tok::BareIdent, start, p - start)
    }

    fn lex_at(&mut self, start: usize) -> Token {
        match self.src.get(start + 1) {
            Some(b'"') => {
                let t = self.lex_string(start + 1);
                if t.kind == Tok::Error {
                    return t;
                }
                Token {
                    kind: Tok::AtIdent,
                    start,
                    end: t.end,
                }
            }
            Some(&c) if c.is_ascii_alphabetic() || c == b'_' => {
                let t = self.lex_bare(start + 1);
                Token {
                    kind: Tok::AtIdent,
                    start,
                    end: t.end,
                }
            }
            _ => {
                self.pos = start + 1;
                self.err(
                    start + 1,
                    "@ identifier expected to start with letter or '_'",
                )
            }
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: Tok) -> Token {
        let mut p = start + 1;
        match self.src.get(p) {
            Some(c) if c.is_ascii_digit() => {
                while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
                    p += 1;
                }
            }
            Some(&c) if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') => {
                while self.src.get(p).is_some_and(|&c| is_suffix_char(c)) {
                    p += 1;
                }
            }
            _ => {
                self.pos = start + 1;
                let msg = match kind {
                    Tok::PercentIdent => "invalid SSA name",
                    Tok::CaretIdent => "invalid block name",
                    Tok::BangIdent => "invalid type identifier",
                    _ => "invalid attribute name",
                };
                return self.err(start, msg);
            }
        }
        self.tok(kind, start, p - start)
    }

    fn lex_number(&mut self, start: usize) -> Token {
        let mut p = start;
        if self.src[p] == b'0' && self.src.get(p + 1) == Some(&b'x') {
            if self.src.get(p + 2).is_some_and(|c| c.is_ascii_hexdigit()) {
                p += 2;
                while self.src.get(p).is_some_and(|c| c.is_ascii_hexdigit()) {
                    p += 1;
                }
                return self.tok(Tok::Integer, start, p - start);
            }
            return self.tok(Tok::Integer, start, 1);
        }
        while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
            p += 1;
        }
        if self.src.get(p) != Some(&b'.') {
            return self.tok(Tok::Integer, start, p - start);
        }
        p += 1;
        while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
            p += 1;
        }
        if matches!(self.src.get(p), Some(b'e' | b'E')) {
            let q = p + 1;
            let q2 = if matches!(self.src.get(q), Some(b'+' | b'-')) {
                q + 1
            } else {
                q
            };
            if self.src.get(q2).is_some_and(|c| c.is_ascii_digit()) {
                p = q2;
                while self.src.get(p).is_some_and(|c| c.is_ascii_digit()) {
                    p += 1;
                }
            }
        }
        self.tok(Tok::Float, start, p - start)
    }

    fn lex_string(&mut self, start: usize) -> Token {
        let mut p = start + 1;
        loop {
            // Plain characters in bulk (a resource blob is megabytes of
            // hex digits): to the next quote, backslash or line break.
            let rest = self.src.get(p..).unwrap_or_default();
            let plain = memchr::memchr3(b'"', b'\\', b'\n', rest).unwrap_or(rest.len());
            if let Some(q) = memchr::memchr2(0x0b, 0x0c, &rest[..plain]) {
                p += q;
            } else {
                p += plain;
            }
            match self.src.get(p) {
                // MLIR points at the offending line break (or the end).
                None | Some(b'\n') | Some(0x0b) | Some(0x0c) => {
                    self.pos = p;
                    return self.err(p, "expected '\"' in string literal");
                }
                Some(b'"') => return self.tok(Tok::String, start, p + 1 - start),
                Some(b'\\') => match self.src.get(p + 1) {
                    Some(b'"' | b'\\' | b'n' | b't') => p += 2,
                    Some(a)
                        if a.is_ascii_hexdigit()
                            && self.src.get(p + 2).is_some_and(|b| b.is_ascii_hexdigit()) =>
                    {
                        p += 3
                    }
                    _ => {
                        self.pos = p + 1;
                        return self.err(p, "unknown escape in string literal");
                    }
                },
                Some(_) => p += 1,
            }
        }
    }
}

/// Decodes the body of a string token (between the quotes) into bytes.
pub fn unescape(body: &[u8]) -> Vec<u8> {
    if memchr::memchr(b'\\', body).is_none() {
        return body.to_vec();
    }
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        match body.get(i + 1) {
            Some(b'n') => {
                out.push(b'\n');
                i += 2
            }
            Some(b't') => {
                out.push(b'\t');
                i += 2
            }
            Some(b'"') => {
                out.push(b'"');
                i += 2
            }
            Some(b'\\') => {
                out.push(b'\\');
                i += 2
            }
            _ => {
                let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                let hi = body.get(i + 1).copied().map(h).unwrap_or(0);
                let lo = body.get(i + 2).copied().map(h).unwrap_or(0);
                out.push(hi * 16 + lo);
                i += 3;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Tok, String)> {
        let mut l = Lexer::new(src.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next();
            if t.kind == Tok::Eof {
                return v;
            }
            v.push((t.kind, src[t.start..t.end].to_string()));
            if t.kind == Tok::Error {
                return v;
            }
        }
    }

    #[test]
    fn prefixed_identifiers_and_numbers() {
        let k = kinds("%0#1 ^bb3 !foo.bar #map @\"a b\" 0x1F 2.5e-3 7 -> ... {-# #-}");
        let want = [
            Tok::PercentIdent,
            Tok::HashIdent,
            Tok::CaretIdent,
            Tok::BangIdent,
            Tok::HashIdent,
            Tok::AtIdent,
            Tok::Integer,
            Tok::Float,
            Tok::Integer,
            Tok::Arrow,
            Tok::Ellipsis,
            Tok::FileMetadataBegin,
            Tok::FileMetadataEnd,
        ];
        assert_eq!(k.iter().map(|x| x.0).collect::<Vec<_>>(), want);
        assert_eq!(k[0].1, "%0");
        assert_eq!(k[1].1, "#1");
    }

    #[test]
    fn comments_nul_and_dimension_words() {
        // `4xf32` lexes as an integer then an identifier the type parser splits.
        let k = kinds("// c\n4xf32\0 x");
        assert_eq!(
            k,
            vec![
                (Tok::Integer, "4".into()),
                (Tok::BareIdent, "xf32".into()),
                (Tok::BareIdent, "x".into())
            ]
        );
    }

    #[test]
    fn string_errors_point_at_the_line_break() {
        let mut l = Lexer::new(b"\"abc\ndef\"");
        let t = l.next();
        assert_eq!(t.kind, Tok::Error);
        assert_eq!(t.start, 4);
        assert_eq!(unescape(br"a\n\22\\\41"), b"a\n\"\\A".to_vec());
    }
}

//! POSIX extended regular expressions, as LLVM's `Regex` (a BSD `regcomp`
//! descendant) understands them.
//!
//! FileCheck's `{{...}}` blocks are handed to that engine verbatim, so the
//! accepted syntax, the error texts and the match semantics
//! (leftmost-longest) have to follow it rather than Perl/Rust conventions:
//! `\n` is the letter `n`, a backslash inside brackets is literal, `a**` is
//! an error, `{` not followed by a digit is an ordinary character, and so on.
//! This module only parses; [`crate::vm`] compiles and runs the tree.

/// A set of bytes (a bracket expression, or a case-folded letter).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ByteSet(pub [u64; 4]);

impl ByteSet {
    /// The empty set.
    pub fn new() -> Self {
        ByteSet([0; 4])
    }
    /// Adds one byte.
    pub fn insert(&mut self, b: u8) {
        self.0[(b >> 6) as usize] |= 1u64 << (b & 63);
    }
    /// Removes one byte.
    pub fn remove(&mut self, b: u8) {
        self.0[(b >> 6) as usize] &= !(1u64 << (b & 63));
    }
    /// Whether `b` is in the set.
    pub fn contains(&self, b: u8) -> bool {
        self.0[(b >> 6) as usize] & (1u64 << (b & 63)) != 0
    }
    /// Complements the set.
    pub fn invert(&mut self) {
        for w in &mut self.0 {
            *w = !*w;
        }
    }
    /// Adds the other case of every ASCII letter already present.
    pub fn fold_case(&mut self) {
        for b in b'a'..=b'z' {
            let up = b.to_ascii_uppercase();
            if self.contains(b) || self.contains(up) {
                self.insert(b);
                self.insert(up);
            }
        }
    }
}

impl Default for ByteSet {
    fn default() -> Self {
        Self::new()
    }
}

/// Zero-width assertions.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    /// `^`: start of the searched text or just after a newline.
    Bol,
    /// `$`: end of the searched text or just before a newline.
    Eol,
    /// `[[:<:]]`: start of a word.
    WordStart,
    /// `[[:>:]]`: end of a word.
    WordEnd,
}

/// A parsed regular expression.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Node {
    /// Matches the empty string.
    Empty,
    /// One literal byte.
    Byte(u8),
    /// Any byte of the set.
    Set(Box<ByteSet>),
    /// `.`: any byte but newline.
    Any,
    /// A zero-width assertion.
    Look(Look),
    /// A parenthesised group; `Some(n)` captures into group `n`.
    Group(Box<Node>, Option<usize>),
    /// Sequence.
    Concat(Vec<Node>),
    /// Alternation.
    Alt(Vec<Node>),
    /// Bounded or unbounded repetition (`max == None` is unbounded).
    Repeat {
        /// The repeated expression.
        node: Box<Node>,
        /// Minimum count.
        min: u32,
        /// Maximum count, `None` for no limit.
        max: Option<u32>,
    },
    /// `\N`: the text last captured by group `N`.
    Backref(usize),
}

impl Node {
    /// A node matching exactly the bytes of `s`.
    pub fn literal(s: &[u8]) -> Node {
        Node::Concat(s.iter().map(|&b| Node::Byte(b)).collect())
    }

    /// Renumbers capture groups by adding `offset` (backreferences keep their
    /// number: LLVM numbers them in the combined pattern, not in the block).
    pub fn shift_groups(&mut self, offset: usize) {
        match self {
            Node::Group(inner, idx) => {
                if let Some(i) = idx {
                    *i += offset;
                }
                inner.shift_groups(offset);
            }
            Node::Concat(v) | Node::Alt(v) => v.iter_mut().for_each(|n| n.shift_groups(offset)),
            Node::Repeat { node, .. } => node.shift_groups(offset),
            _ => {}
        }
    }

    /// Whether the expression contains a backreference.
    pub fn has_backref(&self) -> bool {
        match self {
            Node::Backref(_) => true,
            Node::Group(inner, _) => inner.has_backref(),
            Node::Concat(v) | Node::Alt(v) => v.iter().any(Node::has_backref),
            Node::Repeat { node, .. } => node.has_backref(),
            _ => false,
        }
    }
}

/// The `regcomp` error kinds FileCheck can report, with LLVM's texts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum RegexError {
    /// REG_ECOLLATE
    #[error("invalid collating element")]
    Collate,
    /// REG_ECTYPE
    #[error("invalid character class")]
    CType,
    /// REG_EESCAPE
    #[error("trailing backslash (\\)")]
    Escape,
    /// REG_ESUBREG
    #[error("invalid backreference number")]
    SubReg,
    /// REG_EBRACK
    #[error("brackets ([ ]) not balanced")]
    Brack,
    /// REG_EPAREN
    #[error("parentheses not balanced")]
    Paren,
    /// REG_EBRACE
    #[error("braces not balanced")]
    Brace,
    /// REG_BADBR
    #[error("invalid repetition count(s)")]
    BadBr,
    /// REG_ERANGE
    #[error("invalid character range")]
    Range,
    /// REG_ESPACE
    #[error("out of memory")]
    Space,
    /// REG_BADRPT
    #[error("repetition-operator operand invalid")]
    BadRpt,
    /// REG_EMPTY
    #[error("empty (sub)expression")]
    Empty,
}

/// The largest repetition count `regcomp` accepts (RE_DUP_MAX).
const DUP_MAX: u32 = 255;

/// A parsed `{{...}}` block: the tree and how many groups it opens.
#[derive(Clone, Debug)]
pub struct Parsed {
    /// The expression; groups are numbered from 1.
    pub node: Node,
    /// Number of capturing groups.
    pub groups: usize,
}

/// Parses `src` as an extended regular expression. With `icase`, letters
/// match both cases (REG_ICASE); negated brackets never match a newline
/// because FileCheck always compiles with REG_NEWLINE.
pub fn parse(src: &[u8], icase: bool) -> Result<Parsed, RegexError> {
    let mut p = Parser {
        s: src,
        i: 0,
        icase,
        groups: 0,
        closed: Vec::new(),
    };
    let node = p.alternation(None)?;
    if p.i < p.s.len() {
        // Only an unmatched ')' stops the top level early.
        return Err(RegexError::Paren);
    }
    Ok(Parsed {
        node,
        groups: p.groups,
    })
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    icase: bool,
    groups: usize,
    /// Groups whose ')' has been seen (a backreference needs a closed group).
    closed: Vec<bool>,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }
    fn more(&self) -> bool {
        self.i < self.s.len()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn sees_two(&self, a: u8, b: u8) -> bool {
        self.peek() == Some(a) && self.peek2() == Some(b)
    }

    fn alternation(&mut self, stop: Option<u8>) -> Result<Node, RegexError> {
        let mut alts = Vec::new();
        loop {
            let mut seq = Vec::new();
            let start = self.i;
            while let Some(c) = self.peek() {
                if c == b'|' || Some(c) == stop {
                    break;
                }
                seq.push(self.piece()?);
            }
            if self.i == start {
                return Err(RegexError::Empty);
            }
            alts.push(if seq.len() == 1 {
                seq.pop().unwrap_or(Node::Empty)
            } else {
                Node::Concat(seq)
            });
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alts.len() == 1 {
            alts.pop().unwrap_or(Node::Empty)
        } else {
            Node::Alt(alts)
        })
    }

    fn ordinary(&self, c: u8) -> Node {
        if self.icase && c.is_ascii_alphabetic() {
            let mut set = ByteSet::new();
            set.insert(c.to_ascii_lowercase());
            set.insert(c.to_ascii_uppercase());
            Node::Set(Box::new(set))
        } else {
            Node::Byte(c)
        }
    }

    fn is_repetition_start(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.peek2().is_some_and(|d| d.is_ascii_digit()),
            _ => false,
        }
    }

    /// One atom and its optional repetition operator.
    fn piece(&mut self) -> Result<Node, RegexError> {
        let Some(c) = self.peek() else {
            return Err(RegexError::Empty);
        };
        self.i += 1;
        let mut was_caret = false;
        let atom = match c {
            b'(' => {
                if !self.more() {
                    return Err(RegexError::Paren);
                }
                self.groups += 1;
                let idx = self.groups;
                self.closed.push(false);
                let inner = if self.peek() == Some(b')') {
                    Node::Empty
                } else {
                    self.alternation(Some(b')'))?
                };
                if !self.eat(b')') {
                    return Err(RegexError::Paren);
                }
                self.closed[idx - 1] = true;
                Node::Group(Box::new(inner), Some(idx))
            }
            b')' => return Err(RegexError::Paren),
            b'^' => {
                was_caret = true;
                Node::Look(Look::Bol)
            }
            b'$' => Node::Look(Look::Eol),
            b'|' => return Err(RegexError::Empty),
            b'*' | b'+' | b'?' => return Err(RegexError::BadRpt),
            b'.' => Node::Any,
            b'[' => self.bracket()?,
            b'\\' => {
                let Some(e) = self.peek() else {
                    return Err(RegexError::Escape);
                };
                self.i += 1;
                if (b'1'..=b'9').contains(&e) {
                    let n = (e - b'0') as usize;
                    if !self.closed.get(n - 1).copied().unwrap_or(false) {
                        return Err(RegexError::SubReg);
                    }
                    Node::Backref(n)
                } else {
                    self.ordinary(e)
                }
            }
            b'{' => {
                if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                    return Err(RegexError::BadRpt);
                }
                self.ordinary(c)
            }
            _ => self.ordinary(c),
        };
        if !self.is_repetition_start() {
            return Ok(atom);
        }
        if was_caret {
            return Err(RegexError::BadRpt);
        }
        let op = self.peek().unwrap_or(0);
        self.i += 1;
        let (min, max) = match op {
            b'*' => (0, None),
            b'+' => (1, None),
            b'?' => (0, Some(1)),
            _ => {
                let lo = self.count()?;
                let hi = if self.eat(b',') {
                    if self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        let hi = self.count()?;
                        if lo > hi {
                            return Err(RegexError::BadBr);
                        }
                        Some(hi)
                    } else {
                        None
                    }
                } else {
                    Some(lo)
                };
                if !self.eat(b'}') {
                    while self.more() && self.peek() != Some(b'}') {
                        self.i += 1;
                    }
                    return Err(if self.more() {
                        RegexError::BadBr
                    } else {
                        RegexError::Brace
                    });
                }
                (lo, hi)
            }
        };
        if self.is_repetition_start() {
            return Err(RegexError::BadRpt);
        }
        Ok(Node::Repeat {
            node: Box::new(atom),
            min,
            max,
        })
    }

    fn count(&mut self) -> Result<u32, RegexError> {
        let mut n: u32 = 0;
        let mut digits = 0;
        while let Some(d) = self.peek() {
            if !d.is_ascii_digit() || n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(d - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(RegexError::BadBr);
        }
        Ok(n)
    }

    /// A bracket expression; the '[' is already consumed.
    fn bracket(&mut self) -> Result<Node, RegexError> {
        if self.s[self.i..].starts_with(b"[:<:]]") {
            self.i += 6;
            return Ok(Node::Look(Look::WordStart));
        }
        if self.s[self.i..].starts_with(b"[:>:]]") {
            self.i += 6;
            return Ok(Node::Look(Look::WordEnd));
        }
        let mut set = ByteSet::new();
        let invert = self.eat(b'^');
        if self.eat(b']') {
            set.insert(b']');
        } else if self.eat(b'-') {
            set.insert(b'-');
        }
        while self.more() && self.peek() != Some(b']') && !self.sees_two(b'-', b']') {
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set.insert(b'-');
        }
        if !self.eat(b']') {
            return Err(RegexError::Brack);
        }
        if self.icase {
            set.fold_case();
        }
        if invert {
            set.invert();
            set.remove(b'\n');
        }
        Ok(Node::Set(Box::new(set)))
    }

    fn bracket_term(&mut self, set: &mut ByteSet) -> Result<(), RegexError> {
        let kind = match self.peek() {
            Some(b'[') => self.peek2().unwrap_or(0),
            Some(b'-') => return Err(RegexError::Range),
            _ => 0,
        };
        match kind {
            b':' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(RegexError::Brack),
                    Some(b'-' | b']') => return Err(RegexError::CType),
                    _ => {}
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = &self.s[start..self.i];
                let pred = class_predicate(name).ok_or(RegexError::CType)?;
                for b in 0..=255u8 {
                    if pred(b) {
                        set.insert(b);
                    }
                }
                if !self.more() {
                    return Err(RegexError::Brack);
                }
                if !self.sees_two(b':', b']') {
                    return Err(RegexError::CType);
                }
                self.i += 2;
            }
            b'=' => {
                self.i += 2;
                match self.peek() {
                    None => return Err(RegexError::Brack),
                    Some(b'-' | b']') => return Err(RegexError::Collate),
                    _ => {}
                }
                let c = self.collating_element(b'=')?;
                set.insert(c);
                if !self.more() {
                    return Err(RegexError::Brack);
                }
                if !self.sees_two(b'=', b']') {
                    return Err(RegexError::Collate);
                }
                self.i += 2;
            }
            _ => {
                let start = self.symbol()?;
                let finish = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']')
                {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.symbol()?
                    }
                } else {
                    start
                };
                if start > finish {
                    return Err(RegexError::Range);
                }
                for b in start..=finish {
                    set.insert(b);
                }
            }
        }
        Ok(())
    }

    fn symbol(&mut self) -> Result<u8, RegexError> {
        let Some(c) = self.peek() else {
            return Err(RegexError::Brack);
        };
        if self.sees_two(b'[', b'.') {
            self.i += 2;
            let v = self.collating_element(b'.')?;
            if !self.sees_two(b'.', b']') {
                return Err(RegexError::Collate);
            }
            self.i += 2;
            return Ok(v);
        }
        self.i += 1;
        Ok(c)
    }

    /// The body of `[.x.]` or `[=x=]`, up to (not including) `end]`.
    fn collating_element(&mut self, end: u8) -> Result<u8, RegexError> {
        let start = self.i;
        while self.more() && !self.sees_two(end, b']') {
            self.i += 1;
        }
        if !self.more() {
            return Err(RegexError::Brack);
        }
        let name = &self.s[start..self.i];
        if let Some(c) = collating_name(name) {
            return Ok(c);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(RegexError::Collate)
    }
}

/// The POSIX character classes of the C locale.
fn class_predicate(name: &[u8]) -> Option<fn(u8) -> bool> {
    Some(match name {
        b"alnum" => |b: u8| b.is_ascii_alphanumeric(),
        b"alpha" => |b: u8| b.is_ascii_alphabetic(),
        b"blank" => |b: u8| b == b' ' || b == b'\t',
        b"cntrl" => |b: u8| b < 32 || b == 127,
        b"digit" => |b: u8| b.is_ascii_digit(),
        b"graph" => |b: u8| (33..=126).contains(&b),
        b"lower" => |b: u8| b.is_ascii_lowercase(),
        b"print" => |b: u8| (32..=126).contains(&b),
        b"punct" => |b: u8| b.is_ascii_punctuation(),
        b"space" => |b: u8| matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        b"upper" => |b: u8| b.is_ascii_uppercase(),
        b"xdigit" => |b: u8| b.is_ascii_hexdigit(),
        _ => return None,
    })
}

/// A few of the POSIX collating-symbol names (the ones anyone would write).
fn collating_name(name: &[u8]) -> Option<u8> {
    Some(match name {
        b"NUL" => 0,
        b"tab" => b'\t',
        b"newline" => b'\n',
        b"vertical-tab" => 0x0b,
        b"form-feed" => 0x0c,
        b"carriage-return" => b'\r',
        b"space" => b' ',
        b"exclamation-mark" => b'!',
        b"quotation-mark" => b'"',
        b"number-sign" => b'#',
        b"dollar-sign" => b'$',
        b"percent-sign" => b'%',
        b"ampersand" => b'&',
        b"apostrophe" => b'\'',
        b"left-parenthesis" => b'(',
        b"right-parenthesis" => b')',
        b"asterisk" => b'*',
        b"plus-sign" => b'+',
        b"comma" => b',',
        b"hyphen" | b"hyphen-minus" => b'-',
        b"period" | b"full-stop" => b'.',
        b"slash" | b"solidus" => b'/',
        b"zero" => b'0',
        b"colon" => b':',
        b"semicolon" => b';',
        b"less-than-sign" => b'<',
        b"equals-sign" => b'=',
        b"greater-than-sign" => b'>',
        b"question-mark" => b'?',
        b"commercial-at" => b'@',
        b"left-square-bracket" => b'[',
        b"backslash" | b"reverse-solidus" => b'\\',
        b"right-square-bracket" => b']',
        b"circumflex" | b"circumflex-accent" => b'^',
        b"underscore" | b"low-line" => b'_',
        b"grave-accent" => b'`',
        b"left-brace" | b"left-curly-bracket" => b'{',
        b"vertical-line" => b'|',
        b"right-brace" | b"right-curly-bracket" => b'}',
        b"tilde" => b'~',
        b"DEL" => 127,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(s: &str) -> RegexError {
        parse(s.as_bytes(), false).expect_err(s)
    }

    #[test]
    fn accepts_common_forms() {
        for s in [
            "a",
            "a|b",
            "(a|b)*c",
            "[abc]",
            "[^a-z]",
            "[]a]",
            "[a-]",
            "x{2}",
            "x{2,}",
            "x{2,3}",
            "a{",
            "{",
            "()",
            "[[:alpha:]_]+",
            "\\.",
            "\\n",
            "(a)\\1",
            "[\\]",
            "^a$",
            "[[.-.]]",
            "[[:<:]]w",
        ] {
            assert!(parse(s.as_bytes(), false).is_ok(), "{s}");
        }
    }

    #[test]
    fn rejects_like_regcomp() {
        assert_eq!(err(""), RegexError::Empty);
        assert_eq!(err("a|"), RegexError::Empty);
        assert_eq!(err("a**"), RegexError::BadRpt);
        assert_eq!(err("*a"), RegexError::BadRpt);
        assert_eq!(err("^*"), RegexError::BadRpt);
        assert_eq!(err("(a"), RegexError::Paren);
        assert_eq!(err("a)"), RegexError::Paren);
        assert_eq!(err("[a"), RegexError::Brack);
        assert_eq!(err("[b-a]"), RegexError::Range);
        assert_eq!(err("[a-c-e]"), RegexError::Range);
        assert_eq!(err("a{1"), RegexError::Brace);
        assert_eq!(err("a{2,1}"), RegexError::BadBr);
        assert_eq!(err("a{256}"), RegexError::BadBr);
        assert_eq!(err("\\1(a)"), RegexError::SubReg);
        assert_eq!(err("a\\"), RegexError::Escape);
        assert_eq!(err("[[:foo:]]"), RegexError::CType);
    }

    #[test]
    fn negated_bracket_excludes_newline() {
        let p = parse(b"[^a]", false).unwrap();
        let Node::Set(s) = p.node else { panic!() };
        assert!(!s.contains(b'\n') && !s.contains(b'a') && s.contains(b'b'));
    }

    #[test]
    fn counts_groups() {
        assert_eq!(parse(b"(a)(b(c))", false).unwrap().groups, 3);
    }
}

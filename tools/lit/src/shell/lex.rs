//! Splitting a command line into words and operators.
//!
//! Quoting follows the POSIX shell: `'...'` is literal, `"..."` keeps
//! everything but `\` escapes of `"`, `\`, `$` and `` ` ``, and an unquoted `\`
//! escapes the next character. There is no variable expansion or command
//! substitution (lit's internal shell has none either).

use super::parse::ParseError;

/// One word, with what globbing needs to know about it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word with quotes removed.
    pub text: String,
    /// Whether any part of it was quoted or escaped (so `!` is not negation).
    pub quoted: bool,
    /// A glob pattern, when the word has unquoted `*`, `?` or `[`; quoted
    /// special characters are escaped with `\` in it.
    pub pattern: Option<String>,
}

/// Kinds of redirection operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RedirKind {
    /// `>`
    Out,
    /// `>>`
    Append,
    /// `<`
    In,
    /// `>&` (duplicate a descriptor, or both streams to a file)
    Dup,
    /// `&>`
    Both,
    /// `&>>`
    BothAppend,
}

/// A lexical token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token {
    /// A word.
    Word(Word),
    /// `|`
    Pipe,
    /// `&&`
    And,
    /// `||`
    Or,
    /// `;`
    Semi,
    /// A redirection with its optional descriptor number (`2>`).
    Redir(Option<u32>, RedirKind),
}

fn is_operator_start(c: char) -> bool {
    matches!(c, '|' | '&' | ';' | '<' | '>')
}

fn push_quoted(text: &mut String, pattern: &mut String, c: char) {
    text.push(c);
    if matches!(c, '*' | '?' | '[' | ']' | '\\') {
        pattern.push('\\');
    }
    pattern.push(c);
}

/// Splits `input` into tokens.
pub fn lex(input: &str) -> Result<Vec<Token>, ParseError> {
    let chars: Vec<char> = input.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if is_operator_start(c) {
            let (tok, len) = operator(&chars[i..], None)?;
            tokens.push(tok);
            i += len;
            continue;
        }
        let mut text = String::new();
        let mut pattern = String::new();
        let mut quoted = false;
        let mut globs = false;
        while i < chars.len() {
            let c = chars[i];
            if c.is_whitespace() || is_operator_start(c) {
                break;
            }
            match c {
                '\'' => {
                    quoted = true;
                    let end = chars[i + 1..]
                        .iter()
                        .position(|&c| c == '\'')
                        .ok_or_else(|| ParseError::new("unterminated single quote"))?;
                    for &q in &chars[i + 1..i + 1 + end] {
                        push_quoted(&mut text, &mut pattern, q);
                    }
                    i += end + 2;
                }
                '"' => {
                    quoted = true;
                    i += 1;
                    loop {
                        let Some(&q) = chars.get(i) else {
                            return Err(ParseError::new("unterminated double quote"));
                        };
                        i += 1;
                        match q {
                            '"' => break,
                            '\\' if matches!(chars.get(i), Some('"' | '\\' | '$' | '`')) => {
                                push_quoted(&mut text, &mut pattern, chars[i]);
                                i += 1;
                            }
                            other => push_quoted(&mut text, &mut pattern, other),
                        }
                    }
                }
                '\\' => {
                    quoted = true;
                    match chars.get(i + 1) {
                        Some(&next) => push_quoted(&mut text, &mut pattern, next),
                        None => return Err(ParseError::new("trailing backslash")),
                    }
                    i += 2;
                }
                other => {
                    if matches!(other, '*' | '?' | '[') {
                        globs = true;
                    }
                    text.push(other);
                    pattern.push(other);
                    i += 1;
                }
            }
        }
        // `2>` / `1>>`: a bare number right before a redirection is its descriptor.
        if !quoted
            && !text.is_empty()
            && text.chars().all(|c| c.is_ascii_digit())
            && matches!(chars.get(i), Some('>' | '<'))
        {
            let fd = text
                .parse::<u32>()
                .map_err(|_| ParseError::new("descriptor number too large"))?;
            let (tok, len) = operator(&chars[i..], Some(fd))?;
            tokens.push(tok);
            i += len;
            continue;
        }
        tokens.push(Token::Word(Word {
            text,
            quoted,
            pattern: globs.then_some(pattern),
        }));
    }
    Ok(tokens)
}

/// Reads one operator at the start of `s`; returns it and its length.
fn operator(s: &[char], fd: Option<u32>) -> Result<(Token, usize), ParseError> {
    let at = |n: usize| s.get(n).copied();
    let tok = match (at(0), at(1), at(2)) {
        (Some('|'), Some('|'), _) if fd.is_none() => (Token::Or, 2),
        (Some('|'), Some('&'), _) => return Err(ParseError::new("'|&' is not supported")),
        (Some('|'), _, _) if fd.is_none() => (Token::Pipe, 1),
        (Some('&'), Some('&'), _) if fd.is_none() => (Token::And, 2),
        (Some('&'), Some('>'), Some('>')) if fd.is_none() => {
            (Token::Redir(None, RedirKind::BothAppend), 3)
        }
        (Some('&'), Some('>'), _) if fd.is_none() => (Token::Redir(None, RedirKind::Both), 2),
        (Some('&'), _, _) => {
            return Err(ParseError::new("background jobs ('&') are not supported"))
        }
        (Some(';'), _, _) if fd.is_none() => (Token::Semi, 1),
        (Some('>'), Some('>'), _) => (Token::Redir(fd, RedirKind::Append), 2),
        (Some('>'), Some('&'), _) => (Token::Redir(fd, RedirKind::Dup), 2),
        (Some('>'), _, _) => (Token::Redir(fd, RedirKind::Out), 1),
        (Some('<'), Some('<'), _) => {
            return Err(ParseError::new("here-documents ('<<') are not supported"))
        }
        (Some('<'), _, _) => (Token::Redir(fd, RedirKind::In), 1),
        _ => return Err(ParseError::new("unexpected operator")),
    };
    Ok(tok)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(input: &str) -> Vec<String> {
        lex(input)
            .unwrap()
            .into_iter()
            .map(|t| match t {
                Token::Word(w) => w.text,
                Token::Pipe => "|".into(),
                Token::And => "&&".into(),
                Token::Or => "||".into(),
                Token::Semi => ";".into(),
                Token::Redir(fd, k) => format!("{fd:?}{k:?}"),
            })
            .collect()
    }

    #[test]
    fn words_and_quotes() {
        assert_eq!(
            words("echo  a 'b c' \"d \\\" e\" f\\ g"),
            ["echo", "a", "b c", "d \" e", "f g"]
        );
        assert_eq!(words("echo 'a'\"b\"c"), ["echo", "abc"]);
        assert_eq!(words("echo \"a\\nb\""), ["echo", "a\\nb"]);
        assert_eq!(words("echo ''"), ["echo", ""]);
    }

    #[test]
    fn operators() {
        assert_eq!(
            words("a|b||c&&d;e"),
            ["a", "|", "b", "||", "c", "&&", "d", ";", "e"]
        );
        assert_eq!(
            words("a >f 2>&1 2> g >> h < i &> j 1>k"),
            [
                "a",
                "NoneOut",
                "f",
                "Some(2)Dup",
                "1",
                "Some(2)Out",
                "g",
                "NoneAppend",
                "h",
                "NoneIn",
                "i",
                "NoneBoth",
                "j",
                "Some(1)Out",
                "k"
            ]
        );
        // A quoted number is a word, not a descriptor.
        assert_eq!(words("echo '2'>f"), ["echo", "2", "NoneOut", "f"]);
    }

    #[test]
    fn glob_patterns() {
        let toks = lex("ls *.txt '*.md' a\\?").unwrap();
        let pats: Vec<Option<String>> = toks
            .into_iter()
            .map(|t| match t {
                Token::Word(w) => w.pattern,
                _ => None,
            })
            .collect();
        assert_eq!(pats, [None, Some("*.txt".into()), None, None]);
    }

    #[test]
    fn errors() {
        for bad in [
            "echo 'a",
            "echo \"a",
            "echo a\\",
            "a & b",
            "cat <<EOF",
            "a |& b",
        ] {
            assert!(lex(bad).is_err(), "{bad:?}");
        }
    }
}

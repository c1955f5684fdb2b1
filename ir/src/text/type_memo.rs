//! A memo of function types by spelling. In generic form every op ends in
//! its function type, and a large module spells the same few thousand
//! types millions of times; building each from tokens and hash-consing
//! it again was a tenth of the parser's time.
//!
//! The memo is keyed by the exact source bytes of a type. A cheap scan
//! guesses where a function type starting at `(` ends; an entry is only
//! stored when the real parse consumed exactly those bytes, so a hit is
//! the same token sequence the parser already accepted. Anything the
//! scan cannot delimit (strings with odd quoting, a function type as the
//! single result) is simply parsed.

use super::parser::{Parser, MAX_NESTING};
use crate::types::Type;
use rustc_hash::FxHashMap;

/// Spellings seen in one parse, with the type each denotes.
#[derive(Default)]
pub(super) struct TypeMemo<'a> {
    types: FxHashMap<&'a [u8], Type>,
}

/// Bracket nesting deeper than this is left to the parser (and its depth
/// limit).
const MAX_SCAN_DEPTH: u32 = 64;

/// The end of the balanced group opened by `src[i]`, with the deepest
/// nesting met. Brackets of all kinds count alike (the real parse checks
/// their pairing); `->` is not a closing `>`; strings are skipped.
fn balanced(src: &[u8], mut i: usize) -> Option<(usize, u32)> {
    let mut depth = 0u32;
    let mut deepest = 0u32;
    while let Some(&c) = src.get(i) {
        match c {
            b'(' | b'[' | b'{' | b'<' => {
                depth += 1;
                deepest = deepest.max(depth);
                if deepest > MAX_SCAN_DEPTH {
                    return None;
                }
            }
            b')' | b']' | b'}' | b'>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some((i + 1, deepest));
                }
            }
            b'-' if src.get(i + 1) == Some(&b'>') => i += 1,
            b'"' => {
                i += 1;
                loop {
                    match *src.get(i)? {
                        b'"' => break,
                        b'\\' => i += 2,
                        b'\n' => return None,
                        _ => i += 1,
                    }
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

fn skip_spaces(src: &[u8], mut i: usize) -> usize {
    while matches!(src.get(i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
        i += 1;
    }
    i
}

/// Where the function type whose `(` is at `start` ends, by the scan, and
/// its deepest bracket nesting.
fn function_type_extent(src: &[u8], start: usize) -> Option<(usize, u32)> {
    let (after_inputs, d_in) = balanced(src, start)?;
    let arrow = skip_spaces(src, after_inputs);
    if src.get(arrow..arrow + 2) != Some(b"->") {
        return None;
    }
    let res = skip_spaces(src, arrow + 2);
    match *src.get(res)? {
        b'(' => {
            let (end, d) = balanced(src, res)?;
            // `(a) -> (b) -> c`: the result is itself a function type.
            let next = skip_spaces(src, end);
            if src.get(next..next + 2) == Some(b"->") {
                return None;
            }
            Some((end, d_in.max(d)))
        }
        c if c == b'!' || c.is_ascii_alphabetic() || c == b'_' => {
            let mut i = res + 1;
            while src
                .get(i)
                .is_some_and(|&c| c.is_ascii_alphanumeric() || b"$._-".contains(&c))
            {
                i += 1;
            }
            match src.get(i) {
                Some(b'<') => {
                    let (end, d) = balanced(src, i)?;
                    Some((end, d_in.max(d)))
                }
                _ => Some((i, d_in)),
            }
        }
        _ => None,
    }
}

impl<'a> Parser<'a> {
    /// A function type (the current token is its `(`), from the memo when
    /// this spelling was parsed before.
    pub(super) fn parse_function_type_memo(&mut self) -> super::parser::PResult<Type> {
        let src = self.lex.src;
        let start = self.tok.start;
        let Some((end, deepest)) = function_type_extent(src, start) else {
            return self.parse_function_type();
        };
        // A hit must not dodge the nesting limit the parse would meet.
        let room = self.depth + 4 * (deepest + 1) < MAX_NESTING;
        let key = &src[start..end];
        if room {
            if let Some(&t) = self.type_memo.types.get(key) {
                self.bump_from(end);
                return Ok(t);
            }
        }
        let t = self.parse_function_type()?;
        // Stored only if the parse took exactly the scanned bytes.
        let gap = src.get(end..self.tok.start).unwrap_or(b"x");
        if room
            && gap
                .iter()
                .all(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
        {
            self.type_memo.types.insert(key, t);
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::function_type_extent;

    fn extent(s: &str) -> Option<&str> {
        function_type_extent(s.as_bytes(), 0).map(|(e, _)| &s[..e])
    }

    #[test]
    fn scans_the_spellings_of_generic_op_types() {
        assert_eq!(
            extent("(i32, i32) -> i32 loc(#loc1)"),
            Some("(i32, i32) -> i32")
        );
        assert_eq!(
            extent("(tensor<4x?xf32>) -> (tensor<4xf32>, i1)\n"),
            Some("(tensor<4x?xf32>) -> (tensor<4xf32>, i1)")
        );
        assert_eq!(
            extent("(memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()"),
            Some("(memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()")
        );
        assert_eq!(
            extent("() -> !foo.bar<\"a>b\", 1>}"),
            Some("() -> !foo.bar<\"a>b\", 1>")
        );
        assert_eq!(
            extent("() -> !torch.vtensor<[2],f32>"),
            Some("() -> !torch.vtensor<[2],f32>")
        );
    }

    #[test]
    fn leaves_what_it_cannot_delimit_to_the_parser() {
        assert_eq!(extent("(i32) -> (i32) -> i32"), None);
        assert_eq!(extent("(i32)"), None);
        assert_eq!(extent("(i32 -> i32"), None);
        assert_eq!(extent("() -> \"x\""), None);
        assert_eq!(extent(&format!("() -> {}", "<".repeat(100))), None);
    }
}

//! A memo of function types and attribute dictionaries by spelling. In
//! generic form every op ends in its function type and most carry a
//! properties dictionary, and a large module spells the same few
//! thousand of them millions of times; building each from tokens and
//! hash-consing it again was a third of the parser's time.
//!
//! The memo is keyed by the exact source bytes. A cheap scan guesses
//! where the construct starting at the current token ends; an entry is
//! only stored when the real parse consumed exactly those bytes, so a
//! hit is a token sequence the parser already accepted, and both are
//! context-free (no type hint, no SSA names). Anything the scan cannot
//! delimit (odd quoting, a function type as the single result) is simply
//! parsed.

use super::parser::{PResult, Parser, MAX_NESTING};
use crate::attributes::Attribute;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// Spellings seen in one parse, with what each denotes.
#[derive(Default)]
pub(super) struct Memo<'a> {
    types: FxHashMap<&'a [u8], Type>,
    dicts: FxHashMap<&'a [u8], Attribute>,
}

/// Entries per table at most: a file whose every spelling differs gains
/// nothing from the memo and should not pay memory for it.
const MAX_ENTRIES: usize = 1 << 16;

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
    pub(super) fn parse_function_type_memo(&mut self) -> PResult<Type> {
        let extent = function_type_extent(self.lex.src, self.tok.start);
        self.memoized(extent, |m| &mut m.types, Parser::parse_function_type)
    }

    /// An attribute dictionary (the current token is its `{`), from the
    /// memo when this spelling was parsed before.
    pub(super) fn parse_attr_dict(&mut self) -> PResult<Attribute> {
        let extent = balanced(self.lex.src, self.tok.start);
        self.memoized(extent, |m| &mut m.dicts, Parser::parse_attr_dict_uncached)
    }

    /// Looks the scanned `extent` up in `table`, else runs `parse` and
    /// stores its result if it took exactly the scanned bytes.
    fn memoized<T: Copy>(
        &mut self,
        extent: Option<(usize, u32)>,
        table: for<'m> fn(&'m mut Memo<'a>) -> &'m mut FxHashMap<&'a [u8], T>,
        parse: fn(&mut Parser<'a>) -> PResult<T>,
    ) -> PResult<T> {
        let Some((end, deepest)) = extent else {
            return parse(self);
        };
        let src = self.lex.src;
        let key = &src[self.tok.start..end];
        // A hit must not dodge the nesting limit the parse would meet.
        let room = self.depth + 4 * (deepest + 1) < MAX_NESTING;
        if room {
            if let Some(&v) = table(&mut self.memo).get(key) {
                self.bump_from(end);
                return Ok(v);
            }
        }
        let v = parse(self)?;
        let gap = src.get(end..self.tok.start).unwrap_or(b"x");
        let t = table(&mut self.memo);
        if room
            && t.len() < MAX_ENTRIES
            && gap
                .iter()
                .all(|c| matches!(c, b' ' | b'\t' | b'\n' | b'\r'))
        {
            t.insert(key, v);
        }
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::{balanced, function_type_extent};

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

    #[test]
    fn scans_dictionaries() {
        fn end(s: &str) -> Option<&str> {
            balanced(s.as_bytes(), 0).map(|(e, _)| &s[..e])
        }
        assert_eq!(end("{a = 1 : i64} : (i32)"), Some("{a = 1 : i64}"));
        assert_eq!(
            end("{m = affine_map<(d0) -> (d0)>, s = \"}\\\"\"}>"),
            Some("{m = affine_map<(d0) -> (d0)>, s = \"}\\\"\"}")
        );
        assert_eq!(end("{a = [1, 2"), None);
    }
}

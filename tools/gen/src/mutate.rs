//! Mutations of a valid file: small corruptions that push a parser into its
//! error paths (or, for some, into different valid input).

use crate::rng::Rng;

/// A mutated file and a one-line description of what was done.
pub struct Mutant {
    /// The mutated bytes (may be invalid UTF-8 or contain NUL on purpose).
    pub bytes: Vec<u8>,
    /// What was changed, e.g. `delete-token@123`.
    pub description: String,
}

/// Byte ranges of rough tokens: string literals (with escapes), runs of
/// identifier-ish bytes, and single punctuation bytes. Whitespace is skipped.
fn tokens(data: &[u8]) -> Vec<(usize, usize)> {
    let ident = |b: u8| b.is_ascii_alphanumeric() || b"_$.%^#!@-".contains(&b) || b >= 0x80;
    let mut out = Vec::new();
    let mut i = 0;
    while i < data.len() {
        let b = data[i];
        if b.is_ascii_whitespace() {
            i += 1;
        } else if b == b'"' {
            let s = i;
            i += 1;
            while i < data.len() && data[i] != b'"' && data[i] != b'\n' {
                i += if data[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(data.len());
            out.push((s, i));
        } else if ident(b) {
            let s = i;
            while i < data.len() && ident(data[i]) {
                i += 1;
            }
            out.push((s, i));
        } else {
            out.push((i, i + 1));
            i += 1;
        }
    }
    out
}

/// Byte ranges of lines (without their newline).
fn lines(data: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut s = 0;
    for (i, &b) in data.iter().enumerate() {
        if b == b'\n' {
            out.push((s, i));
            s = i + 1;
        }
    }
    if s < data.len() {
        out.push((s, data.len()));
    }
    out
}

fn splice(data: &[u8], s: usize, e: usize, with: &[u8]) -> Vec<u8> {
    let mut v = Vec::with_capacity(data.len() + with.len());
    v.extend_from_slice(&data[..s]);
    v.extend_from_slice(with);
    v.extend_from_slice(&data[e..]);
    v
}

/// Positions of tokens whose text satisfies `pred`.
fn find_tokens(data: &[u8], toks: &[(usize, usize)], pred: impl Fn(&[u8]) -> bool) -> Vec<usize> {
    (0..toks.len())
        .filter(|&i| pred(&data[toks[i].0..toks[i].1]))
        .collect()
}

const TYPES: &[&str] = &[
    "i32",
    "f32",
    "index",
    "i1",
    "f64",
    "i64",
    "bf16",
    "tensor<4xf32>",
    "none",
];

/// One mutation attempt; `None` when the chosen mutation doesn't apply.
fn try_once(data: &[u8], rng: &mut Rng) -> Option<(Vec<u8>, String)> {
    let toks = tokens(data);
    let ls = lines(data);
    let pick_tok = |rng: &mut Rng| -> Option<(usize, usize)> {
        if toks.is_empty() {
            None
        } else {
            Some(toks[rng.index(toks.len())])
        }
    };
    let kind = rng.below(18);
    match kind {
        0 => {
            let (s, e) = pick_tok(rng)?;
            Some((splice(data, s, e, b""), format!("delete-token@{s}")))
        }
        1 => {
            if ls.is_empty() {
                return None;
            }
            let (s, e) = ls[rng.index(ls.len())];
            Some((
                splice(data, s, (e + 1).min(data.len()), b""),
                format!("delete-line@{s}"),
            ))
        }
        2 => {
            if ls.is_empty() {
                return None;
            }
            let (s, e) = ls[rng.index(ls.len())];
            let mut line = data[s..e].to_vec();
            line.push(b'\n');
            Some((splice(data, s, s, &line), format!("duplicate-line@{s}")))
        }
        3 => {
            let (s, e) = pick_tok(rng)?;
            let t = data[s..e].to_vec();
            Some((splice(data, e, e, &t), format!("duplicate-token@{s}")))
        }
        4 => {
            let (s1, e1) = pick_tok(rng)?;
            let (s2, e2) = pick_tok(rng)?;
            let ((a, b), (c, d)) = if s1 < s2 {
                ((s1, e1), (s2, e2))
            } else {
                ((s2, e2), (s1, e1))
            };
            if b > c || data[a..b] == data[c..d] {
                return None;
            }
            let mut v = data[..a].to_vec();
            v.extend_from_slice(&data[c..d]);
            v.extend_from_slice(&data[b..c]);
            v.extend_from_slice(&data[a..b]);
            v.extend_from_slice(&data[d..]);
            Some((v, format!("swap-tokens@{a},{c}")))
        }
        5 => {
            let uses = find_tokens(data, &toks, |t| t.first() == Some(&b'%'));
            if uses.is_empty() {
                return None;
            }
            let (s, e) = toks[uses[rng.index(uses.len())]];
            Some((
                splice(data, s, e, b"%undefined_value"),
                format!("undefined-ssa@{s}"),
            ))
        }
        6 => {
            let nums = find_tokens(data, &toks, |t| t.iter().all(u8::is_ascii_digit));
            if nums.is_empty() {
                return None;
            }
            let (s, e) = toks[nums[rng.index(nums.len())]];
            let huge: &[u8] = *rng.pick(&[
                &b"1000000000000000000000000000000"[..],
                b"99999999999999999999",
                b"4294967296",
                b"18446744073709551616",
            ]);
            Some((splice(data, s, e, huge), format!("huge-number@{s}")))
        }
        7 => {
            let tys = find_tokens(data, &toks, |t| TYPES.iter().any(|x| x.as_bytes() == t));
            if tys.is_empty() {
                return None;
            }
            let (s, e) = toks[tys[rng.index(tys.len())]];
            let new = *rng.pick(TYPES);
            if new.as_bytes() == &data[s..e] {
                return None;
            }
            Some((
                splice(data, s, e, new.as_bytes()),
                format!("change-type@{s}"),
            ))
        }
        8 => {
            if data.is_empty() {
                return None;
            }
            let at = rng.index(data.len());
            Some((data[..at].to_vec(), format!("truncate@{at}")))
        }
        9 => {
            let at = rng.index(data.len() + 1);
            let c = *rng.pick(&[
                b'@', b'#', b'$', b'%', b'^', b'&', b'*', b'(', b')', b'{', b'}', b'[', b']', b'<',
                b'>', b'=', b',', b':', b';', b'"', b'\'', b'\\', b'~', b'`', b'?', b'x', b'0',
            ]);
            Some((splice(data, at, at, &[c]), format!("stray-char@{at}")))
        }
        10 => {
            let q: Vec<usize> = (0..data.len()).filter(|&i| data[i] == b'"').collect();
            if q.is_empty() {
                return None;
            }
            let at = q[rng.index(q.len())];
            Some((splice(data, at, at + 1, b""), format!("break-quote@{at}")))
        }
        11 => {
            let cl: Vec<usize> = (0..data.len())
                .filter(|&i| b"})>]".contains(&data[i]))
                .collect();
            if cl.is_empty() {
                return None;
            }
            let at = cl[rng.index(cl.len())];
            Some((splice(data, at, at + 1, b""), format!("drop-closer@{at}")))
        }
        12 => {
            let at = rng.index(data.len() + 1);
            let bad: &[u8] = *rng.pick(&[&[0xFFu8][..], &[0xC3, 0x28], &[0xE2, 0x82], &[0x80]]);
            Some((splice(data, at, at, bad), format!("invalid-utf8@{at}")))
        }
        13 => {
            let at = rng.index(data.len() + 1);
            Some((splice(data, at, at, &[0]), format!("nul@{at}")))
        }
        14 => {
            if ls.len() < 2 {
                return None;
            }
            let i = rng.index(ls.len() - 1);
            let (a, b) = (ls[i], ls[i + 1]);
            let mut v = data[..a.0].to_vec();
            v.extend_from_slice(&data[b.0..b.1]);
            v.push(b'\n');
            v.extend_from_slice(&data[a.0..a.1]);
            v.extend_from_slice(&data[b.1..]);
            Some((v, format!("swap-lines@{}", a.0)))
        }
        15 => {
            let bl = find_tokens(data, &toks, |t| t.first() == Some(&b'^'));
            if bl.is_empty() {
                return None;
            }
            let (s, e) = toks[bl[rng.index(bl.len())]];
            Some((
                splice(data, s, e, b"^undefined_block"),
                format!("undefined-block@{s}"),
            ))
        }
        16 => {
            let (s, _) = pick_tok(rng)?;
            let kw = *rng.pick(&[
                "loc(", "dense<", "module", "{-#", "#-}", "->", "::", "%", "^bb9:",
            ]);
            Some((
                splice(data, s, s, kw.as_bytes()),
                format!("insert-keyword@{s}"),
            ))
        }
        _ => {
            // Replace a string literal's body with one containing a raw newline.
            let strs = find_tokens(data, &toks, |t| t.len() >= 2 && t[0] == b'"');
            if strs.is_empty() {
                return None;
            }
            let (s, e) = toks[strs[rng.index(strs.len())]];
            Some((
                splice(data, s, e, b"\"line\nbreak\""),
                format!("newline-in-string@{s}"),
            ))
        }
    }
}

/// Mutates `data` deterministically for `seed`. The result always differs
/// from the input (an empty input gets a stray character).
pub fn mutate(data: &[u8], seed: u64) -> Mutant {
    let mut rng = Rng::new(seed ^ 0x6D75_7461_6E74);
    for _ in 0..64 {
        if let Some((bytes, description)) = try_once(data, &mut rng) {
            if bytes != data {
                return Mutant { bytes, description };
            }
        }
    }
    let mut bytes = data.to_vec();
    bytes.push(b'}');
    Mutant {
        bytes,
        description: "append-closer".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn always_differs_and_is_deterministic() {
        let src = b"%0 = \"a.b\"(%1) {x = 1 : i32} : (i32) -> i32\n\"c.d\"() : () -> ()\n";
        for seed in 0..300 {
            let a = mutate(src, seed);
            assert_ne!(a.bytes, src.to_vec());
            assert_eq!(a.bytes, mutate(src, seed).bytes);
        }
        assert_ne!(mutate(b"", 1).bytes, b"".to_vec());
    }
}

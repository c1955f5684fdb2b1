//! Mutations of standard-dialect programs that are type and structure
//! errors of these dialects (most of which still parse): wrong operand
//! type, wrong predicate keyword, missing terminator, wrong region count,
//! bad `iter_args` count, yield type mismatch, wrong load/store index
//! count, call / return mismatches, flags on the wrong op. Half of the
//! seeds fall back to the generic token/line mutations of
//! [`crate::mutate`].

use crate::mutate::{mutate, Mutant};
use crate::rng::Rng;

const TYPE_SWAPS: &[(&str, &str)] = &[
    ("i32", "i64"),
    ("i64", "i32"),
    ("f32", "f64"),
    ("f64", "f32"),
    ("f16", "bf16"),
    ("bf16", "f16"),
    ("i8", "i16"),
    ("i16", "i8"),
    ("index", "i64"),
    ("i1", "i32"),
];

fn lines(text: &str) -> Vec<&str> {
    text.split_inclusive('\n').collect()
}

fn join(ls: &[String]) -> String {
    ls.concat()
}

/// Replaces the first type word of `from` in `s` after byte `start`.
fn swap_type(s: &str, start: usize) -> Option<String> {
    for (from, to) in TYPE_SWAPS {
        let mut at = start;
        while let Some(p) = s[at..].find(from) {
            let p = at + p;
            let before = s[..p].chars().last().unwrap_or(' ');
            let after = s[p + from.len()..].chars().next().unwrap_or(' ');
            let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
            if !word(before) && !word(after) {
                return Some(format!("{}{}{}", &s[..p], to, &s[p + from.len()..]));
            }
            at = p + from.len();
        }
    }
    None
}

/// Indices of lines containing `pat`.
fn find(ls: &[&str], pat: &str) -> Vec<usize> {
    (0..ls.len()).filter(|&i| ls[i].contains(pat)).collect()
}

fn indent(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

/// The line closing the region opened at line `i` (same indentation, `}`).
fn closer(ls: &[&str], i: usize) -> Option<usize> {
    let ind = indent(ls[i]);
    (i + 1..ls.len()).find(|&j| indent(ls[j]) == ind && ls[j].trim_start().starts_with('}'))
}

fn try_std(text: &str, rng: &mut Rng) -> Option<(String, String)> {
    let ls = lines(text);
    let mut out: Vec<String> = ls.iter().map(|s| s.to_string()).collect();
    let pick = |rng: &mut Rng, v: Vec<usize>| -> Option<usize> {
        if v.is_empty() {
            None
        } else {
            Some(v[rng.index(v.len())])
        }
    };
    let kind = rng.below(13);
    let desc = match kind {
        0 => {
            // Wrong operand type on an arith / math op.
            let cands: Vec<usize> = (0..ls.len())
                .filter(|&i| {
                    (ls[i].contains("= arith.") || ls[i].contains("= math."))
                        && ls[i].contains(" : ")
                })
                .collect();
            let i = pick(rng, cands)?;
            let c = ls[i].rfind(" : ")?;
            out[i] = swap_type(ls[i], c)?;
            format!("std-operand-type@L{}", i + 1)
        }
        1 => {
            let i = pick(rng, find(&ls, "arith.cmp"))?;
            let bad = *rng.pick(&["less", "olt", "slt", "gt", "equal", "oeq", "sgt", "ueq"]);
            let l = ls[i];
            let p = l.find("arith.cmp")? + "arith.cmpi ".len();
            let e = p + l[p..].find(',')?;
            if &l[p..e] == bad {
                return None;
            }
            out[i] = format!("{}{}{}", &l[..p], bad, &l[e..]);
            format!("std-predicate@L{}", i + 1)
        }
        2 => {
            // Missing terminator.
            let mut c = find(&ls, "scf.yield");
            c.extend(find(&ls, "return"));
            c.extend(find(&ls, "cf.br "));
            c.extend(find(&ls, "scf.condition"));
            c.extend(find(&ls, "linalg.yield"));
            let i = pick(rng, c)?;
            out[i] = String::new();
            format!("std-missing-terminator@L{}", i + 1)
        }
        3 => {
            // Wrong region count: drop an else / do / default region.
            let mut c = find(&ls, "} else {");
            c.extend(find(&ls, "} do {"));
            c.extend(find(&ls, "default {"));
            let i = pick(rng, c)?;
            let j = closer(&ls, i)?;
            for k in i..j {
                out[k] = String::new();
            }
            format!("std-region-count@L{}", i + 1)
        }
        4 => {
            let i = pick(rng, find(&ls, "iter_args("))?;
            let l = ls[i];
            let p = l.find("iter_args(")? + "iter_args(".len();
            let e = p + l[p..].find(')')?;
            let args = &l[p..e];
            let new = match args.rfind(", ") {
                Some(k) => args[..k].to_string(),
                None => format!("{args}, {args}"),
            };
            out[i] = format!("{}{}{}", &l[..p], new, &l[e..]);
            format!("std-iter-args-count@L{}", i + 1)
        }
        5 => {
            let i = pick(rng, find(&ls, "scf.yield %"))?;
            let c = ls[i].rfind(" : ")?;
            out[i] = swap_type(ls[i], c)?;
            format!("std-yield-type@L{}", i + 1)
        }
        6 => {
            let mut c = find(&ls, "memref.load ");
            c.extend(find(&ls, "memref.store "));
            c.extend(find(&ls, "tensor.extract %"));
            let i = pick(rng, c)?;
            let l = ls[i];
            let p = l.find('[')? + 1;
            let e = p + l[p..].find(']')?;
            let idx = &l[p..e];
            let new = match (idx.rfind(", "), rng.chance(1, 2)) {
                (Some(k), true) => idx[..k].to_string(),
                _ if idx.is_empty() => "%undefined_index".to_string(),
                _ => format!("{idx}, {}", idx.split(", ").next().unwrap_or(idx)),
            };
            out[i] = format!("{}{}{}", &l[..p], new, &l[e..]);
            format!("std-index-count@L{}", i + 1)
        }
        7 => {
            // Call with an operand too few (or a result type changed).
            let i = pick(rng, find(&ls, "call @"))?;
            let l = ls[i];
            let p = l.find('(')? + 1;
            let e = p + l[p..].find(')')?;
            if e == p {
                let c = l.rfind("->")?;
                out[i] = swap_type(l, c)?;
            } else {
                let args = &l[p..e];
                let new = match args.rfind(", ") {
                    Some(k) => &args[..k],
                    None => "",
                };
                out[i] = format!("{}{}{}", &l[..p], new, &l[e..]);
            }
            format!("std-call-signature@L{}", i + 1)
        }
        8 => {
            let i = pick(rng, find(&ls, "return %"))?;
            let c = ls[i].rfind(" : ")?;
            out[i] = swap_type(ls[i], c)?;
            format!("std-return-type@L{}", i + 1)
        }
        9 => {
            // Flags on the wrong op.
            let mut c = find(&ls, "= arith.addf");
            c.extend(find(&ls, "= arith.andi"));
            c.extend(find(&ls, "= arith.addi"));
            let i = pick(rng, c)?;
            let l = ls[i];
            let k = l.rfind(" : ")?;
            let fl = if l.contains("addf") {
                " overflow<nsw>"
            } else {
                " fastmath<fast>"
            };
            out[i] = format!("{}{}{}", &l[..k], fl, &l[k..]);
            format!("std-wrong-flags@L{}", i + 1)
        }
        10 => {
            // cmpi <-> cmpf.
            let i = pick(rng, find(&ls, "arith.cmp"))?;
            out[i] = if ls[i].contains("arith.cmpi") {
                ls[i].replacen("arith.cmpi", "arith.cmpf", 1)
            } else {
                ls[i].replacen("arith.cmpf", "arith.cmpi", 1)
            };
            format!("std-cmp-kind@L{}", i + 1)
        }
        11 => {
            // Shape mismatch in a shaped op's types.
            let mut c = find(&ls, "tensor.extract_slice");
            c.extend(find(&ls, "memref.subview"));
            c.extend(find(&ls, "linalg."));
            c.extend(find(&ls, "tensor.insert_slice"));
            let i = pick(rng, c)?;
            let l = ls[i];
            let p = l.rfind('x')?;
            let digit = l[..p].chars().last()?;
            if !digit.is_ascii_digit() {
                return None;
            }
            let nd = if digit == '7' { '5' } else { '7' };
            out[i] = format!("{}{}{}", &l[..p - 1], nd, &l[p..]);
            format!("std-shape@L{}", i + 1)
        }
        _ => {
            // Condition of the wrong type.
            let mut c = find(&ls, "scf.if %");
            c.extend(find(&ls, "cf.cond_br %"));
            c.extend(find(&ls, "cf.assert %"));
            let i = pick(rng, c)?;
            let l = ls[i];
            let p = l.find('%')?;
            let e = p + l[p..].find([',', ' '])?;
            out[i] = format!("{}%undefined_cond{}", &l[..p], &l[e..]);
            format!("std-undefined-cond@L{}", i + 1)
        }
    };
    Some((join(&out), desc))
}

/// A mutant of the standard-dialect program `data` for `seed`.
pub fn mutate_std(data: &[u8], seed: u64) -> Mutant {
    let mut rng = Rng::new(seed ^ 0x7374_645f_6d75_74);
    if rng.chance(1, 2) {
        if let Ok(text) = std::str::from_utf8(data) {
            for _ in 0..32 {
                if let Some((t, d)) = try_std(text, &mut rng) {
                    if t.as_bytes() != data {
                        return Mutant {
                            bytes: t.into_bytes(),
                            description: d,
                        };
                    }
                }
            }
        }
    }
    mutate(data, seed)
}

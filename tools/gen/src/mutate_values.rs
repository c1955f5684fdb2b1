//! Mutations that keep a program valid more often than not, so that a
//! mutant gets past the parser and the verifier into the passes and the
//! engines: a literal changed to an extreme value (0, -0, huge, tiny, a
//! half's largest), two operands of one op swapped (of equal type in an
//! elementwise op, still valid), or an op repeated under a new name (what
//! cse and the fusion passes meet). [`crate::mutate`] and
//! [`crate::std::mutants`] make the invalid ones.

use crate::mutate::Mutant;
use crate::rng::Rng;

const FLOATS: [&str; 8] = [
    "0.000000e+00",
    "-0.000000e+00",
    "1.000000e+30",
    "-3.000000e+38",
    "1.000000e-30",
    "6.550400e+04",
    "-1.000000e+00",
    "2.500000e-01",
];
const INTS: [&str; 6] = ["0", "-1", "1", "127", "-128", "2147483647"];

/// Byte ranges of the literals in `text` that look like numbers of an
/// attribute or a dense value: floats (`1.5e+00`, `2.0`) and integers
/// after `dense<`, `[` or `, ` inside a `dense<...>`.
fn literals(text: &str) -> (Vec<(usize, usize)>, Vec<(usize, usize)>) {
    let b = text.as_bytes();
    let (mut floats, mut ints) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < b.len() {
        let starts = (b[i].is_ascii_digit()
            || (b[i] == b'-' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric()
                    || matches!(b[i - 1], b'_' | b'%' | b'#' | b'x' | b'.' | b'^' | b'@')));
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        let mut float = false;
        while j < b.len()
            && (b[j].is_ascii_digit() || matches!(b[j], b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            float |= matches!(b[j], b'.' | b'e' | b'E');
            if matches!(b[j], b'+' | b'-') && !matches!(b[j - 1], b'e' | b'E') {
                break;
            }
            j += 1;
        }
        // A dimension (`4x8`) or a location (`:12:3`) is not a value.
        let next = b.get(j).copied().unwrap_or(b' ');
        let prev = if i > 0 { b[i - 1] } else { b' ' };
        let in_dense = text[..i]
            .rfind("dense<")
            .is_some_and(|d| !text[d..i].contains('>'));
        if next != b'x' && prev != b':' && next != b':' {
            if float {
                floats.push((i, j));
            } else if in_dense {
                ints.push((i, j));
            }
        }
        i = j;
    }
    (floats, ints)
}

/// `%a, %b` of an op line (`%r = name %a, %b ...`): the two operand
/// spans, when the line has exactly two plain SSA operands first.
fn two_operands(line: &str) -> Option<((usize, usize), (usize, usize))> {
    let eq = line.find(" = ")?;
    let rest = &line[eq + 3..];
    let sp = rest.find(' ')?;
    let args = &rest[sp + 1..];
    let base = eq + 3 + sp + 1;
    let a_end = args.find(',')?;
    let a = &args[..a_end];
    let after = &args[a_end + 2..];
    let b_len = after.find(|c: char| !(c.is_alphanumeric() || matches!(c, '%' | '_' | '#')))?;
    let ok = |s: &str| s.starts_with('%') && s.len() > 1;
    (ok(a) && ok(&after[..b_len])).then_some((
        (base, base + a_end),
        (base + a_end + 2, base + a_end + 2 + b_len),
    ))
}

/// A valid-leaning mutant of `data` for `seed`.
pub fn mutate_values(data: &[u8], seed: u64) -> Mutant {
    let text = String::from_utf8_lossy(data).into_owned();
    let mut rng = Rng::new(seed ^ 0x5641_4c55_4553);
    for _ in 0..8 {
        if let Some((bytes, description)) = try_once(&text, &mut rng) {
            return Mutant {
                bytes: bytes.into_bytes(),
                description,
            };
        }
    }
    Mutant {
        bytes: data.to_vec(),
        description: "unchanged (nothing to mutate)".into(),
    }
}

fn try_once(text: &str, rng: &mut Rng) -> Option<(String, String)> {
    match rng.index(4) {
        0 | 1 => {
            let (floats, ints) = literals(text);
            let float = rng.chance(2, 3) && !floats.is_empty() || ints.is_empty();
            let (spans, values): (&[(usize, usize)], &[&str]) = if float {
                (&floats, &FLOATS)
            } else {
                (&ints, &INTS)
            };
            if spans.is_empty() {
                return None;
            }
            let (s, e) = *rng.pick(spans);
            let v = *rng.pick(values);
            let out = format!("{}{v}{}", &text[..s], &text[e..]);
            Some((out, format!("literal {} at byte {s} -> {v}", &text[s..e])))
        }
        2 => {
            let lines: Vec<&str> = text.split_inclusive('\n').collect();
            let cands: Vec<usize> = (0..lines.len())
                .filter(|&i| two_operands(lines[i]).is_some())
                .collect();
            if cands.is_empty() {
                return None;
            }
            let i = *rng.pick(&cands);
            let ((a0, a1), (b0, b1)) = two_operands(lines[i])?;
            let l = lines[i];
            let swapped = format!(
                "{}{}{}{}{}",
                &l[..a0],
                &l[b0..b1],
                &l[a1..b0],
                &l[a0..a1],
                &l[b1..]
            );
            let mut out: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            out[i] = swapped;
            Some((out.concat(), format!("operands swapped on line {}", i + 1)))
        }
        _ => {
            // Repeat an op line under a fresh result name, right after it.
            let lines: Vec<&str> = text.split_inclusive('\n').collect();
            let cands: Vec<usize> = (0..lines.len())
                .filter(|&i| {
                    // One line, no region opening on it.
                    let t = lines[i].trim();
                    t.starts_with('%')
                        && t.contains(" = ")
                        && !t.ends_with('{')
                        && !t.ends_with('(')
                })
                .collect();
            if cands.is_empty() {
                return None;
            }
            let i = *rng.pick(&cands);
            let l = lines[i];
            let indent = &l[..l.len() - l.trim_start().len()];
            let t = l.trim_start();
            let eq = t.find(" = ")?;
            let names = &t[..eq];
            if names.contains(',') || names.contains(':') {
                return None;
            }
            let dup = format!("{indent}{}_dup{}", names, &t[eq..]);
            let mut out: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            out.insert(
                i + 1,
                if dup.ends_with('\n') {
                    dup
                } else {
                    format!("{dup}\n")
                },
            );
            Some((out.concat(), format!("op on line {} repeated", i + 1)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_and_operand_spans() {
        let (f, i) = literals("%0 = arith.constant dense<[1, 2]> : tensor<2xi32>\n%1 = arith.constant 1.5 : f32 loc(\"a\":3:4)\n");
        assert_eq!(f.len(), 1);
        assert_eq!(i.len(), 2);
        let l = "    %2 = stablehlo.subtract %0, %1 : tensor<2xf32>\n";
        let ((a0, a1), (b0, b1)) = two_operands(l).unwrap();
        assert_eq!((&l[a0..a1], &l[b0..b1]), ("%0", "%1"));
    }

    #[test]
    fn deterministic() {
        let src = b"func.func @f(%a: f32) -> f32 {\n  %0 = arith.addf %a, %a : f32\n  %cst = arith.constant 2.0 : f32\n  return %0 : f32\n}\n";
        let a = mutate_values(src, 3);
        assert_eq!(a.bytes, mutate_values(src, 3).bytes);
    }
}

//! Random builtin and dialect attributes, in varied surface forms.

use crate::ctx::Gen;
use crate::types::{self, IntTy, Signedness};

/// A signed big-ish integer: sign and magnitude (enough for 128-bit types).
#[derive(Clone, Copy, Debug)]
struct Int {
    neg: bool,
    mag: u128,
}

impl Int {
    fn render(&self) -> String {
        if self.neg && self.mag != 0 {
            format!("-{}", self.mag)
        } else {
            self.mag.to_string()
        }
    }
}

/// Bounds `(min magnitude if negative allowed, max positive)` for an int type,
/// saturated at 128 bits (wider types then simply never reach their ends,
/// except through [`huge_decimal`]).
fn bounds(t: IntTy) -> (u128, u128) {
    let w = t.width.min(128);
    let half = if w == 0 { 0 } else { 1u128 << (w - 1) };
    let full = if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    };
    match t.sign {
        Signedness::Signed => (half, half - 1),
        Signedness::Unsigned => (0, full),
        // Signless accepts either interpretation: [-2^(w-1), 2^w - 1].
        Signedness::Signless => (half, full),
    }
}

/// Random u128 with a random number of significant bits, at most `max`.
fn random_upto(g: &mut Gen, max: u128) -> u128 {
    if max == 0 {
        return 0;
    }
    let bits = 128 - max.leading_zeros();
    let b = g.rng.range(1, bits as u64) as u32;
    let raw = ((g.rng.next_u64() as u128) << 64) | g.rng.next_u64() as u128;
    let masked = if b >= 128 {
        raw
    } else {
        raw & ((1u128 << b) - 1)
    };
    masked.min(max)
}

/// A decimal literal of `digits` digits (no leading zero).
fn huge_decimal(g: &mut Gen, digits: u64) -> String {
    let mut s = String::new();
    s.push(char::from(b'1' + g.rng.below(9) as u8));
    for _ in 1..digits {
        s.push(char::from(b'0' + g.rng.below(10) as u8));
    }
    s
}

/// An in-range integer literal for `t` (decimal, negative or hex).
pub fn int_literal(g: &mut Gen, t: IntTy) -> String {
    if t.width == 1024 && g.rng.chance(1, 6) {
        // Far beyond 128 bits but below 2^1023.
        let n = g.rng.range(40, 300);
        return huge_decimal(g, n);
    }
    let (neg_max, pos_max) = bounds(t);
    let v = match g.rng.below(8) {
        0 => Int { neg: false, mag: 0 },
        1 => Int {
            neg: false,
            mag: pos_max.min(1),
        },
        2 => Int {
            neg: neg_max > 0,
            mag: neg_max.min(1),
        },
        3 => Int {
            neg: false,
            mag: pos_max,
        },
        4 => Int {
            neg: neg_max > 0,
            mag: neg_max,
        },
        5 => Int {
            neg: neg_max > 0,
            mag: random_upto(g, neg_max),
        },
        _ => {
            let cap = if g.rng.chance(1, 2) { 1000 } else { u128::MAX };
            Int {
                neg: false,
                mag: random_upto(g, pos_max.min(cap)),
            }
        }
    };
    if !v.neg && g.rng.chance(1, 6) {
        return format!("0x{:X}", v.mag);
    }
    v.render()
}

/// A float literal valid for a float type of `width` bits: decimal forms
/// (many don't round-trip in 6 digits) or an exact hex bit pattern.
pub fn float_literal(g: &mut Gen, width: u32) -> String {
    if g.rng.chance(1, 5) {
        let digits = width.div_ceil(4) as usize;
        let bits: u128 = match (width, g.rng.below(4)) {
            (32, 0) => *g
                .rng
                .pick(&[0x7FC0_0000, 0x7F80_0000, 0xFF80_0000, 0x0000_0001]),
            (64, 0) => *g.rng.pick(&[
                0x7FF8_0000_0000_0000,
                0x7FF0_0000_0000_0000,
                0xFFF0_0000_0000_0000,
                0x7FF8_0000_0000_0001,
            ]),
            (16, 0) => *g.rng.pick(&[0x7E00, 0x7C00, 0xFC00, 0x7FFF]),
            _ => {
                let raw = ((g.rng.next_u64() as u128) << 64) | g.rng.next_u64() as u128;
                if width >= 128 {
                    raw
                } else {
                    raw & ((1u128 << width) - 1)
                }
            }
        };
        return format!("0x{bits:0digits$X}");
    }
    let sign = if g.rng.chance(1, 4) { "-" } else { "" };
    let body = match g.rng.below(10) {
        0 => (*g.rng.pick(&["0.0", "1.0", "2.0", "0.5", "1.5", "100.0"])).to_string(),
        1 => (*g
            .rng
            .pick(&["0.1", "0.2", "0.3", "3.14159265358979", "2.718281828459045"]))
        .to_string(),
        2 => (*g.rng.pick(&[
            "1.0e-30",
            "1.0E+10",
            "6.02214076e23",
            "2.5e-3",
            "1.0e38",
            "1.0e300",
        ]))
        .to_string(),
        3 => (*g.rng.pick(&[
            "4.9e-324",
            "1.17549435e-38",
            "65504.0",
            "1.0e-5",
            "9.999999e9",
        ]))
        .to_string(),
        4 => format!("{}.{}", g.rng.below(1000), g.rng.below(1_000_000)),
        5 => format!(
            "{}.{}e{}{}",
            g.rng.below(10),
            g.rng.below(100_000),
            *g.rng.pick(&["", "-", "+"]),
            g.rng.below(40)
        ),
        6 => format!("{}.0", g.rng.below(1 << 20)),
        7 => format!("0.{:07}", g.rng.below(10_000_000)),
        8 => format!(
            "{}.{}E{}",
            g.rng.below(100),
            g.rng.below(100),
            g.rng.below(10)
        ),
        _ => format!("{}.{:03}", g.rng.below(10), g.rng.below(1000)),
    };
    format!("{sign}{body}")
}

/// A quoted string literal with escapes, non-ASCII UTF-8 and raw bytes.
pub fn string_lit(g: &mut Gen) -> String {
    let n = g.rng.range(0, 12);
    let mut s = String::from("\"");
    for _ in 0..n {
        let piece = match g.rng.weighted(&[20, 2, 2, 2, 2, 2, 2, 2, 1, 1]) {
            0 => {
                let c = *g.rng.pick(&[
                    "a", "b", "z", "X", " ", "0", "_", ".", "-", "#", "@", "%", "{", "}", "<", "'",
                    "!", "/", "*",
                ]);
                c.to_string()
            }
            1 => "\\n".to_string(),
            2 => "\\\"".to_string(),
            3 => "\\\\".to_string(),
            4 => "\\00".to_string(),
            5 => "\\t".to_string(),
            6 => (*g.rng.pick(&["é", "日本", "🙂", "ß", "Ω"])).to_string(),
            7 => format!("\\{:02X}", g.rng.below(256)),
            8 => "\\C3\\A9".to_string(),
            _ => "\\7f".to_string(),
        };
        s.push_str(&piece);
    }
    s.push('"');
    s
}

/// An integer attribute, sometimes untyped (defaults to i64), `index`, or a
/// bool for i1.
pub fn int_attr(g: &mut Gen) -> String {
    match g.rng.weighted(&[2, 1, 8]) {
        0 => int_literal(
            g,
            IntTy {
                sign: Signedness::Signless,
                width: 64,
            },
        ),
        1 => {
            // Index attributes hold a signed 64-bit value.
            let v = int_literal(
                g,
                IntTy {
                    sign: Signedness::Signed,
                    width: 64,
                },
            );
            format!("{v} : index")
        }
        _ => {
            let t = types::int_ty(g);
            let v = int_literal(g, t);
            let (a, b) = (g.sp(), g.sp());
            format!("{v}{a}:{b} {}", t.render())
        }
    }
}

/// A float attribute, typed or untyped (f64).
pub fn float_attr(g: &mut Gen) -> String {
    if g.rng.chance(1, 6) {
        // Untyped floats must be decimal (hex needs a type).
        let v = float_literal(g, 64);
        if v.contains("0x") {
            return format!("{v} : f64");
        }
        return v;
    }
    let (name, w) = types::float_ty(g);
    let v = float_literal(g, w);
    format!("{v} : {name}")
}

/// Element kinds of dense/sparse literals.
#[derive(Clone, Copy)]
enum Elem {
    Int(IntTy),
    Index,
    Float(&'static str, u32),
    Complex(bool, &'static str, u32),
    Str,
}

impl Elem {
    fn render(&self) -> String {
        match self {
            Elem::Int(t) => t.render(),
            Elem::Index => "index".to_string(),
            Elem::Float(n, _) => n.to_string(),
            Elem::Complex(_, n, _) => format!("complex<{n}>"),
            Elem::Str => "!foo.str".to_string(),
        }
    }

    fn value(&self, g: &mut Gen) -> String {
        match *self {
            Elem::Int(t) if t.width == 1 && g.rng.chance(2, 3) => {
                (*g.rng.pick(&["true", "false"])).to_string()
            }
            Elem::Int(t) => int_literal(g, t),
            Elem::Index => g.rng.below(1000).to_string(),
            Elem::Float(_, w) => float_literal(g, w),
            Elem::Complex(is_int, _, w) => {
                let (a, b) = if is_int {
                    (
                        g.rng.below(100).to_string(),
                        format!("-{}", g.rng.range(1, 100)),
                    )
                } else {
                    (float_literal(g, w), float_literal(g, w))
                };
                let c = g.comma();
                format!("({a}{c}{b})")
            }
            Elem::Str => string_lit(g),
        }
    }

    /// Byte width for hex literals, if the type has a whole-byte width.
    fn hex_bytes(&self) -> Option<u32> {
        match *self {
            Elem::Int(t) if matches!(t.width, 8 | 16 | 32 | 64) => Some(t.width / 8),
            Elem::Float(_, w) if matches!(w, 16 | 32 | 64) => Some(w / 8),
            _ => None,
        }
    }
}

fn dense_elem(g: &mut Gen) -> Elem {
    match g.rng.weighted(&[6, 1, 6, 2, 1]) {
        0 => {
            let mut t = types::int_ty(g);
            if t.width > 64 && g.rng.chance(1, 2) {
                t.width = 32;
            }
            Elem::Int(t)
        }
        1 => Elem::Index,
        2 => {
            let (n, w) = types::float_ty(g);
            Elem::Float(n, w)
        }
        3 => {
            if g.rng.chance(1, 3) {
                Elem::Complex(true, "i32", 32)
            } else {
                let (n, w) = *g.rng.pick(&[("f32", 32), ("f64", 64), ("f16", 16)]);
                Elem::Complex(false, n, w)
            }
        }
        _ => Elem::Str,
    }
}

/// Nested list literal for `shape`.
fn nested(g: &mut Gen, e: Elem, shape: &[u64]) -> String {
    match shape.split_first() {
        None => e.value(g),
        Some((&n, rest)) => {
            let items: Vec<String> = (0..n).map(|_| nested(g, e, rest)).collect();
            let body = g.join(&items);
            format!("[{body}]")
        }
    }
}

fn hex_bytes(g: &mut Gen, n: u64) -> String {
    let mut s = String::with_capacity(n as usize * 2);
    for _ in 0..n {
        s.push_str(&format!("{:02X}", g.rng.below(256)));
    }
    s
}

/// `dense<...> : tensor<...>` / `vector<...>` of every element kind.
pub fn dense(g: &mut Gen) -> String {
    let e = dense_elem(g);
    let vector = !matches!(e, Elem::Complex(..) | Elem::Str) && g.rng.chance(1, 5);
    // Now and then a long 1-d literal (past mlir-opt's hex-printing
    // threshold for large element attributes).
    let big = g.rng.chance(1, 25);
    let rank = if big {
        1
    } else if vector {
        g.rng.range(1, 2)
    } else {
        g.rng.range(0, 3)
    };
    let shape: Vec<u64> = (0..rank)
        .map(|_| {
            if big {
                g.rng.range(90, 300)
            } else if !vector && g.rng.chance(1, 15) {
                0
            } else {
                g.rng.range(1, 4)
            }
        })
        .collect();
    let count: u64 = shape.iter().product();
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    let ty = if vector {
        format!("vector<{dims}{}>", e.render())
    } else {
        format!("tensor<{dims}{}>", e.render())
    };
    let body = if count == 0 {
        String::new()
    } else {
        match (g.rng.below(4), e.hex_bytes()) {
            (0, _) => e.value(g),
            (1, Some(b)) => {
                // Hex: either a splat (one element) or the full payload.
                let n = if g.rng.chance(1, 3) { 1 } else { count };
                format!("\"0x{}\"", hex_bytes(g, n * b as u64))
            }
            _ if shape.is_empty() => e.value(g),
            _ => nested(g, e, &shape),
        }
    };
    format!("dense<{body}> : {ty}")
}

/// `dense_resource<name> : tensor<...>`, registering the blob.
pub fn dense_resource(g: &mut Gen) -> String {
    let (t, b) = *g
        .rng
        .pick(&[("i8", 1), ("i32", 4), ("i64", 8), ("f32", 4), ("f64", 8)]);
    let n = g.rng.range(1, 6);
    let name = format!(
        "{}{}",
        g.rng.pick(&["blob", "res_", "r.", "weights"]),
        g.resources.len()
    );
    // Blob text: 4-byte little-endian alignment header, then the payload.
    let hex = format!("0x{:02X}000000{}", b.max(4), hex_bytes(g, n * b));
    g.resources.push((name.clone(), hex));
    format!("dense_resource<{name}> : tensor<{n}x{t}>")
}

/// `sparse<indices, values> : tensor<...>`.
pub fn sparse(g: &mut Gen) -> String {
    let rank = g.rng.range(1, 3);
    let shape: Vec<u64> = (0..rank).map(|_| g.rng.range(2, 6)).collect();
    let e = match g.rng.below(2) {
        0 => Elem::Int(IntTy {
            sign: Signedness::Signless,
            width: *g.rng.pick(&[8, 32, 64]),
        }),
        _ => {
            let (n, w) = *g
                .rng
                .pick(&[("f32", 32), ("f64", 64), ("f16", 16), ("bf16", 16)]);
            Elem::Float(n, w)
        }
    };
    // An empty `sparse<[], []>` only matches rank-1 shapes.
    let nnz = g.rng.range(if rank == 1 { 0 } else { 1 }, 4);
    let idx: Vec<String> = (0..nnz)
        .map(|_| {
            let coords: Vec<String> = shape.iter().map(|&d| g.rng.below(d).to_string()).collect();
            format!("[{}]", coords.join(", "))
        })
        .collect();
    let vals: Vec<String> = (0..nnz).map(|_| e.value(g)).collect();
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!(
        "sparse<[{}], [{}]> : tensor<{dims}{}>",
        idx.join(", "),
        vals.join(", "),
        e.render()
    )
}

/// `array<T: ...>` dense arrays, including empty ones.
pub fn dense_array(g: &mut Gen) -> String {
    let (t, e) = *g.rng.pick(&[
        (
            "i1",
            Elem::Int(IntTy {
                sign: Signedness::Signless,
                width: 1,
            }),
        ),
        (
            "i8",
            Elem::Int(IntTy {
                sign: Signedness::Signless,
                width: 8,
            }),
        ),
        (
            "i16",
            Elem::Int(IntTy {
                sign: Signedness::Signless,
                width: 16,
            }),
        ),
        (
            "i32",
            Elem::Int(IntTy {
                sign: Signedness::Signless,
                width: 32,
            }),
        ),
        (
            "i64",
            Elem::Int(IntTy {
                sign: Signedness::Signless,
                width: 64,
            }),
        ),
        ("f32", Elem::Float("f32", 32)),
        ("f64", Elem::Float("f64", 64)),
    ]);
    let n = g.rng.range(0, 5);
    if n == 0 {
        return format!("array<{t}>");
    }
    let vals: Vec<String> = (0..n)
        .map(|_| {
            if t == "i1" {
                // Dense i1 arrays only take true/false.
                (*g.rng.pick(&["true", "false"])).to_string()
            } else {
                e.value(g)
            }
        })
        .collect();
    let body = g.join(&vals);
    format!("array<{t}: {body}>")
}

/// A symbol name, bare or quoted.
fn symbol(g: &mut Gen) -> String {
    match g.rng.below(6) {
        0 => "@\"x y\"".to_string(),
        1 => format!(
            "@\"{}\"",
            g.rng.pick(&["0start", "with\\\"quote", "a", "é"])
        ),
        _ => format!(
            "@{}",
            g.rng
                .pick(&["a", "b", "main", "f_1", "x.y", "s$", "_priv", "c"])
        ),
    }
}

/// `@a`, `@a::@b::@c`.
pub fn symbol_ref(g: &mut Gen) -> String {
    let n = g.rng.weighted(&[5, 2, 2]) + 1;
    let parts: Vec<String> = (0..n).map(|_| symbol(g)).collect();
    parts.join("::")
}

/// Random affine expression over `nd` dims and `ns` symbols, using `names`.
fn affine_expr(g: &mut Gen, dims: &[String], syms: &[String], depth: u32) -> String {
    let leaf = |g: &mut Gen| -> String {
        let k = g.rng.below(dims.len() as u64 + syms.len() as u64 + 1) as usize;
        if k < dims.len() {
            dims[k].clone()
        } else if k < dims.len() + syms.len() {
            syms[k - dims.len()].clone()
        } else {
            g.rng.below(10).to_string()
        }
    };
    if depth == 0 {
        return leaf(g);
    }
    let a = affine_expr(g, dims, syms, depth - 1);
    let c = g.rng.range(1, 9);
    match g.rng.below(10) {
        0 | 1 => leaf(g),
        2 => format!("{a} + {}", affine_expr(g, dims, syms, depth - 1)),
        3 => format!("{a} - {}", affine_expr(g, dims, syms, depth - 1)),
        4 => format!("{a} * {c}"),
        5 => format!("{c} * ({a})"),
        6 => format!("({a}) floordiv {c}"),
        7 => format!("({a}) ceildiv {c}"),
        8 => format!("({a}) mod {c}"),
        _ => {
            if !syms.is_empty() && g.rng.chance(1, 2) {
                // Semi-affine: product with a symbol.
                let s = syms[g.rng.index(syms.len())].clone();
                format!("({a}) * {s}")
            } else {
                format!("-({a})")
            }
        }
    }
}

/// Dimension and symbol names: canonical `d0`/`s0` or custom ones
/// (mlir-opt renames them).
fn affine_names(g: &mut Gen, nd: u32, ns: u32) -> (Vec<String>, Vec<String>) {
    let custom = g.rng.chance(1, 4);
    let dims = (0..nd)
        .map(|i| {
            if custom {
                format!("i{i}")
            } else {
                format!("d{i}")
            }
        })
        .collect();
    let syms = (0..ns)
        .map(|i| {
            if custom {
                format!("N{i}")
            } else {
                format!("s{i}")
            }
        })
        .collect();
    (dims, syms)
}

/// `affine_map<(d...)[s...] -> (...)>`.
pub fn affine_map(g: &mut Gen, nd: u32, ns: u32, nres: u32) -> String {
    let (dims, syms) = affine_names(g, nd, ns);
    let res: Vec<String> = (0..nres).map(|_| affine_expr(g, &dims, &syms, 2)).collect();
    let s = if ns > 0 || g.rng.chance(1, 8) {
        format!("[{}]", syms.join(", "))
    } else {
        String::new()
    };
    format!(
        "affine_map<({}){s} -> ({})>",
        dims.join(", "),
        res.join(", ")
    )
}

/// A memref layout map of the given rank (no symbols).
pub fn layout_map(g: &mut Gen, rank: u32) -> String {
    if g.rng.chance(1, 2) {
        // Permutation or identity: the common real-world layouts.
        let mut perm: Vec<u32> = (0..rank).collect();
        if g.rng.chance(1, 2) {
            perm.reverse();
        }
        let ds: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
        let rs: Vec<String> = perm.iter().map(|i| format!("d{i}")).collect();
        return format!("affine_map<({}) -> ({})>", ds.join(", "), rs.join(", "));
    }
    let nres = g.rng.range(1, rank as u64) as u32;
    affine_map(g, rank, 0, nres)
}

/// `affine_set<(d...)[s...] : (constraints)>`.
pub fn integer_set(g: &mut Gen) -> String {
    let nd = g.rng.range(1, 3) as u32;
    let ns = g.rng.range(0, 2) as u32;
    let (dims, syms) = affine_names(g, nd, ns);
    let n = g.rng.range(1, 3);
    let cs: Vec<String> = (0..n)
        .map(|_| {
            let e = affine_expr(g, &dims, &syms, 2);
            match g.rng.below(4) {
                0 => format!("{e} >= 0"),
                1 => format!("{e} == 0"),
                2 => format!("{e} <= {}", g.rng.below(10)),
                _ => format!("{e} >= {}", affine_expr(g, &dims, &syms, 1)),
            }
        })
        .collect();
    let s = if ns > 0 {
        format!("[{}]", syms.join(", "))
    } else {
        String::new()
    };
    format!("affine_set<({}){s} : ({})>", dims.join(", "), cs.join(", "))
}

/// An opaque dialect attribute.
pub fn dialect_attr(g: &mut Gen) -> String {
    let d = *g.rng.pick(&["foo", "bar", "my", "x"]);
    match g.rng.below(4) {
        0 => format!("#{d}.{}", g.rng.pick(&["a", "attr", "b.c", "flag"])),
        1 | 2 => format!(
            "#{d}.{}<{}>",
            g.rng.pick(&["a", "p", "v"]),
            types::opaque_body(g, 2)
        ),
        _ => format!("#{d}<\"{}\">", g.rng.pick(&["abc", "a b", "x<1>"])),
    }
}

/// Any attribute value (not `unit`-as-absent; `unit` is spelled out).
pub fn any(g: &mut Gen, depth: u32) -> String {
    if g.permille(g.style.aliases / 3) {
        let plain: Vec<String> = g
            .attr_aliases
            .iter()
            .filter(|(_, l)| !*l)
            .map(|(n, _)| n.clone())
            .collect();
        if !plain.is_empty() {
            let i = g.rng.index(plain.len());
            return plain[i].clone();
        }
    }
    let d = depth > 0;
    let a = match g.rng.weighted(&[
        6,
        5,
        4,
        2,
        1,
        if d { 3 } else { 0 },
        if d { 2 } else { 0 },
        4,
        1,
        1,
        2,
        2,
        2,
        2,
        1,
        1,
        2,
        1,
        if d { 1 } else { 0 },
        1,
    ]) {
        0 => int_attr(g),
        1 => float_attr(g),
        2 => string_lit(g),
        3 => (*g.rng.pick(&["true", "false"])).to_string(),
        4 => "unit".to_string(),
        5 => {
            let n = g.rng.range(0, 4);
            let items: Vec<String> = (0..n).map(|_| any(g, depth - 1)).collect();
            let body = g.join(&items);
            format!("[{body}]")
        }
        6 => dict(g, depth - 1),
        7 => dense(g),
        8 => dense_resource(g),
        9 => sparse(g),
        10 => dense_array(g),
        11 => symbol_ref(g),
        12 => types::any(g, 1),
        13 => {
            let nd = g.rng.range(0, 3) as u32;
            let ns = g.rng.range(0, 2) as u32;
            let nr = g.rng.range(0, 3) as u32;
            affine_map(g, nd, ns, nr)
        }
        14 => integer_set(g),
        15 => format!("loc({})", crate::locations::loc_body(g, 2)),
        16 => dialect_attr(g),
        17 => {
            let s = string_lit(g);
            format!("{s} : {}", types::scalar(g))
        }
        18 => {
            // Take the id before generating the body: a nested distinct
            // attribute in the body must get a different id.
            g.next_distinct += g.rng.range(1, 3);
            let id = g.next_distinct;
            let body = if g.rng.chance(1, 5) {
                String::new()
            } else {
                any(g, depth - 1)
            };
            format!("distinct[{id}]<{body}>")
        }
        _ => format!("{} : index", g.rng.below(64)),
    };
    // Sometimes hoist the attribute into an alias defined at the top.
    if g.permille(g.style.aliases / 4) && !a.starts_with("distinct") {
        let name = format!(
            "#{}{}",
            g.rng.pick(&["a", "map", "attr_", "x_y", "loc"]),
            g.attr_aliases.len()
        );
        g.alias_defs.push(format!("{name} = {a}"));
        g.attr_aliases.push((name.clone(), false));
        return name;
    }
    a
}

/// An attribute name: bare identifier, dialect-prefixed or quoted.
pub fn attr_name(g: &mut Gen, i: usize) -> String {
    match g.rng.weighted(&[8, 2, 1, 1]) {
        0 => {
            let base = *g
                .rng
                .pick(&["a", "value", "sym_name", "b", "x", "_u", "attr", "z9"]);
            format!("{base}{i}")
        }
        1 => format!("{}.k{i}", g.rng.pick(&["foo", "my", "d"])),
        2 => format!("\"quoted key {i}\""),
        _ => format!("k${i}"),
    }
}

/// `{name = attr, flag, ...}` with unique keys in random order.
pub fn dict(g: &mut Gen, depth: u32) -> String {
    let n = g.rng.range(0, 4) as usize;
    let mut items = Vec::new();
    for i in 0..n {
        let k = attr_name(g, i);
        if g.rng.chance(1, 6) {
            items.push(k);
        } else {
            let v = any(g, depth);
            let (a, b) = (g.sp(), g.sp());
            items.push(format!("{k}{a}={b} {v}"));
        }
    }
    let body = g.join(&items);
    format!("{{{body}}}")
}

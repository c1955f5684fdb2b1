//! Random builtin and dialect types, written in varied surface forms.

use crate::ctx::Gen;

/// Signedness of an integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// An integer type, kept structured so attribute generators can produce
/// in-range values for it.
#[derive(Clone, Copy, Debug)]
pub struct IntTy {
    /// Signedness.
    pub sign: Signedness,
    /// Bit width.
    pub width: u32,
}

impl IntTy {
    /// The type's spelling.
    pub fn render(&self) -> String {
        match self.sign {
            Signedness::Signless => format!("i{}", self.width),
            Signedness::Signed => format!("si{}", self.width),
            Signedness::Unsigned => format!("ui{}", self.width),
        }
    }
}

/// Every float type of MLIR 22, with its bit width.
pub const FLOATS: &[(&str, u32)] = &[
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("f80", 80),
    ("f128", 128),
    ("tf32", 19),
    ("f8E5M2", 8),
    ("f8E4M3", 8),
    ("f8E4M3FN", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E3M4", 8),
    ("f8E8M0FNU", 8),
    ("f6E2M3FN", 6),
    ("f6E3M2FN", 6),
    ("f4E2M1FN", 4),
];

/// Integer widths worth testing: the usual ones, odd ones and very wide.
const WIDTHS: &[u32] = &[1, 1, 7, 8, 8, 16, 32, 32, 32, 64, 64, 3, 24, 128, 1024, 17];

/// A random integer type.
pub fn int_ty(g: &mut Gen) -> IntTy {
    let sign = match g.rng.weighted(&[6, 2, 2]) {
        0 => Signedness::Signless,
        1 => Signedness::Signed,
        _ => Signedness::Unsigned,
    };
    IntTy {
        sign,
        width: *g.rng.pick(WIDTHS),
    }
}

/// A random float type (name, width).
pub fn float_ty(g: &mut Gen) -> (&'static str, u32) {
    // Favour the common ones but reach every type regularly.
    if g.rng.chance(1, 2) {
        *g.rng
            .pick(&[("f32", 32), ("f64", 64), ("f16", 16), ("bf16", 16)])
    } else {
        *g.rng.pick(FLOATS)
    }
}

/// A scalar: integer, index or float.
pub fn scalar(g: &mut Gen) -> String {
    match g.rng.weighted(&[5, 1, 5]) {
        0 => int_ty(g).render(),
        1 => "index".to_string(),
        _ => float_ty(g).0.to_string(),
    }
}

/// `complex<int-or-float>`.
pub fn complex(g: &mut Gen) -> String {
    let inner = if g.rng.chance(1, 4) {
        int_ty(g).render()
    } else {
        float_ty(g).0.to_string()
    };
    let (a, b) = (g.sp(), g.sp());
    format!("complex<{a}{inner}{b}>")
}

/// Random balanced body text for an opaque dialect type or attribute
/// (`!foo.bar<BODY>`); mlir-opt keeps it verbatim, spaces included.
pub fn opaque_body(g: &mut Gen, depth: u32) -> String {
    let n = g.rng.range(1, 3);
    let mut parts = Vec::new();
    for _ in 0..n {
        let p = match g.rng.below(if depth > 0 { 8 } else { 5 }) {
            0 => g.rng.below(100).to_string(),
            1 => "\"x y\"".to_string(),
            2 => (*g.rng.pick(&["abc", "f32", "i8", "true", "a.b"])).to_string(),
            3 => format!("-{}", g.rng.below(9)),
            4 => "?".to_string(),
            5 => format!("[{}]", opaque_body(g, depth - 1)),
            6 => format!("<{}>", opaque_body(g, depth - 1)),
            _ => format!("{{{}}}", opaque_body(g, depth - 1)),
        };
        parts.push(p);
    }
    // Varied separators: mlir-opt must echo them unchanged.
    let sep = *g.rng.pick(&[", ", ",", " , ", " "]);
    parts.join(sep)
}

/// An opaque (unregistered-dialect) type: `!foo.bar`, `!foo.bar<...>`,
/// `!foo<"...">`.
pub fn dialect_ty(g: &mut Gen) -> String {
    let dialect = *g.rng.pick(&["foo", "bar", "my_dialect", "x"]);
    match g.rng.below(4) {
        0 => format!("!{dialect}.{}", g.rng.pick(&["t", "type", "a.b", "t_1"])),
        1 | 2 => format!(
            "!{dialect}.{}<{}>",
            g.rng.pick(&["t", "param", "v"]),
            opaque_body(g, 2)
        ),
        _ => format!(
            "!{dialect}<\"{}\">",
            g.rng.pick(&["abc", "a b", "x<y>", ""])
        ),
    }
}

/// A dimension list prefix like `4x?x0x` (each dimension followed by `x`).
fn dims(g: &mut Gen, rank: u64, allow_dynamic: bool, allow_zero: bool) -> Vec<String> {
    (0..rank)
        .map(|_| {
            if allow_dynamic && g.rng.chance(1, 4) {
                "?".to_string()
            } else if allow_zero && g.rng.chance(1, 12) {
                "0".to_string()
            } else {
                let hi = *g.rng.pick(&[4, 8, 64, 1024]);
                g.rng.range(1, hi).to_string()
            }
        })
        .collect()
}

/// Joins dimensions and the element type with `x`, sometimes spaced.
fn shaped(g: &mut Gen, ds: &[String], elem: &str) -> String {
    let mut s = String::new();
    for d in ds {
        let spaced = g.permille(g.style.loose);
        s.push_str(d);
        s.push_str(if spaced { " x " } else { "x" });
    }
    s.push_str(elem);
    s
}

/// Element type of a tensor: scalar, complex, vector or dialect type.
fn tensor_elem(g: &mut Gen, depth: u32) -> String {
    match g.rng.weighted(&[10, 2, if depth > 0 { 1 } else { 0 }, 1]) {
        0 => scalar(g),
        1 => complex(g),
        2 => vector(g),
        _ => dialect_ty(g),
    }
}

/// Any tensor type (ranked, unranked, 0-d, dynamic, with encoding).
pub fn tensor(g: &mut Gen, depth: u32) -> String {
    let elem = tensor_elem(g, depth);
    let (a, b) = (g.sp(), g.sp());
    match g.rng.weighted(&[8, 1, 1]) {
        0 => {
            let rank = g.rng.range(1, 4);
            let ds = dims(g, rank, true, true);
            let body = shaped(g, &ds, &elem);
            if g.rng.chance(1, 6) {
                let enc = tensor_encoding(g);
                let c = g.comma();
                format!("tensor<{a}{body}{c}{enc}{b}>")
            } else {
                format!("tensor<{a}{body}{b}>")
            }
        }
        1 => format!("tensor<{a}*x{elem}{b}>"),
        _ => format!("tensor<{a}{elem}{b}>"),
    }
}

/// A tensor encoding attribute (any attribute is allowed for unregistered
/// encodings; keep them simple and printable).
fn tensor_encoding(g: &mut Gen) -> String {
    match g.rng.below(5) {
        0 => "#foo.enc".to_string(),
        1 => format!("#foo.enc<{}>", opaque_body(g, 1)),
        2 => "\"sparse\"".to_string(),
        3 => format!("{} : i32", g.rng.below(10)),
        _ => "{a = 1 : i64}".to_string(),
    }
}

/// Element type of a vector: int, index or float only.
fn vector_elem(g: &mut Gen) -> String {
    scalar(g)
}

/// A vector type, fixed or scalable, or 0-d.
pub fn vector(g: &mut Gen) -> String {
    let elem = vector_elem(g);
    if g.rng.chance(1, 10) {
        return format!("vector<{elem}>");
    }
    let rank = g.rng.range(1, 3);
    let ds: Vec<String> = (0..rank)
        .map(|_| {
            let n = g.rng.range(1, 16);
            if g.rng.chance(1, 4) {
                format!("[{n}]")
            } else {
                n.to_string()
            }
        })
        .collect();
    format!("vector<{}>", shaped(g, &ds, &elem))
}

/// A memref type: ranked with optional layout and memory space, or unranked.
pub fn memref(g: &mut Gen) -> String {
    let elem = match g.rng.weighted(&[8, 1, 1]) {
        0 => scalar(g),
        1 => complex(g),
        _ => vector(g),
    };
    let space = match g.rng.weighted(&[5, 2, 2, 1]) {
        0 => None,
        1 => Some(g.rng.range(1, 7).to_string()),
        2 => Some(format!(
            "\"{}\"",
            g.rng.pick(&["gpu", "shared", "local mem"])
        )),
        // Unregistered dialect attributes are rejected as memory spaces
        // ("unsupported memory space Attribute"); a dictionary is accepted.
        _ => Some("{kind = \"scratch\"}".to_string()),
    };
    if g.rng.chance(1, 8) {
        return match space {
            Some(s) => format!("memref<*x{elem}, {s}>"),
            None => format!("memref<*x{elem}>"),
        };
    }
    let rank = g.rng.range(1, 3);
    let ds = dims(g, rank, true, false);
    let mut body = shaped(g, &ds, &elem);
    match g.rng.weighted(&[4, 3, 2]) {
        0 => {}
        1 => {
            let strides: Vec<String> = (0..rank)
                .map(|i| {
                    if i + 1 == rank && g.rng.chance(2, 3) {
                        "1".to_string()
                    } else if g.rng.chance(1, 2) {
                        "?".to_string()
                    } else {
                        g.rng.range(1, 64).to_string()
                    }
                })
                .collect();
            let c = g.comma();
            body.push_str(&format!("{c}strided<[{}]", strides.join(", ")));
            match g.rng.below(4) {
                0 => body.push_str(", offset: ?"),
                1 => body.push_str(&format!(", offset: {}", g.rng.below(16))),
                2 => body.push_str(", offset:0"),
                _ => {}
            }
            body.push('>');
        }
        _ => {
            let c = g.comma();
            let map = crate::attrs::layout_map(g, rank as u32);
            body.push_str(&format!("{c}{map}"));
        }
    }
    if let Some(s) = space {
        let c = g.comma();
        body.push_str(&format!("{c}{s}"));
    }
    format!("memref<{body}>")
}

/// `tuple<...>`, occasionally with more than 16 elements or nested.
pub fn tuple(g: &mut Gen, depth: u32) -> String {
    let n = if g.rng.chance(1, 8) {
        g.rng.range(17, 24)
    } else {
        g.rng.range(0, 4)
    };
    let elems: Vec<String> = (0..n)
        .map(|_| {
            if depth > 0 && g.rng.chance(1, 5) {
                any(g, depth - 1)
            } else {
                scalar(g)
            }
        })
        .collect();
    let body = g.join(&elems);
    format!("tuple<{body}>")
}

/// Renders a function type `(args) -> results`, parenthesising results
/// when needed (several results, none, or a single function type).
pub fn fn_type(g: &mut Gen, args: &[String], results: &[String]) -> String {
    let a = g.join(args);
    let r = g.join(results);
    let single_plain = results.len() == 1 && !results[0].starts_with('(');
    if single_plain && !g.rng.chance(1, 6) {
        format!("({a}) -> {r}")
    } else {
        format!("({a}) -> ({r})")
    }
}

/// A function type used as a value type.
pub fn function(g: &mut Gen, depth: u32) -> String {
    let na = g.rng.range(0, 3);
    let nr = g.rng.range(0, 2);
    let args: Vec<String> = (0..na).map(|_| any(g, depth.saturating_sub(1))).collect();
    let res: Vec<String> = (0..nr).map(|_| any(g, depth.saturating_sub(1))).collect();
    fn_type(g, &args, &res)
}

/// Any type, with nesting bounded by `depth`. May return an alias of a
/// previously generated type (`!t3`), defining it on first use.
pub fn any(g: &mut Gen, depth: u32) -> String {
    if g.permille(g.style.aliases / 3) && !g.type_aliases.is_empty() {
        let i = g.rng.index(g.type_aliases.len());
        return g.type_aliases[i].clone();
    }
    let t = match g.rng.weighted(&[
        12,
        3,
        3,
        3,
        2,
        1,
        if depth > 0 { 2 } else { 0 },
        if depth > 0 { 1 } else { 0 },
        1,
        2,
    ]) {
        0 => scalar(g),
        1 => complex(g),
        2 => tensor(g, depth),
        3 => memref(g),
        4 => vector(g),
        5 => "none".to_string(),
        6 => tuple(g, depth - 1),
        7 => function(g, depth - 1),
        8 => "index".to_string(),
        _ => dialect_ty(g),
    };
    // Define an alias for it sometimes; function types can't be aliased
    // cleanly in every position, so skip those.
    if !t.starts_with('(') && g.permille(g.style.aliases / 4) {
        let name = format!(
            "!{}{}",
            g.rng.pick(&["t", "ty", "T_", "alias_"]),
            g.type_aliases.len()
        );
        g.alias_defs.push(format!("{name} = {t}"));
        g.type_aliases.push(name.clone());
        return name;
    }
    t
}

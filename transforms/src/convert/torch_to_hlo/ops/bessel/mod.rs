//! Bessel functions and their kin, as PyTorch's kernels compute them
//! (Cephes' approximations, `ATen/native/Math.h`): the modified ones of
//! both kinds ([`modified`]), those of the first and second kind and the
//! spherical j0 ([`cylinder`]), and Airy's Ai ([`airy`]). Each is its
//! branches computed elementwise and selected by the argument's range; in
//! f32 for the 16-bit floats.

mod airy;
mod cylinder;
mod modified;

use super::{Cx, Rule, R};
use ir::{Type, Value};

pub(in super::super) const RULES: &[Rule] = &[
    Rule {
        ops: &[
            "torch.aten.i0",
            "torch.aten.special_i0e",
            "torch.aten.special_i1",
            "torch.aten.special_i1e",
            "torch.aten.special_modified_bessel_i0",
            "torch.aten.special_modified_bessel_i1",
        ],
        convert: modified::first_kind,
    },
    Rule {
        ops: &[
            "torch.aten.special_modified_bessel_k0",
            "torch.aten.special_modified_bessel_k1",
            "torch.aten.special_scaled_modified_bessel_k0",
            "torch.aten.special_scaled_modified_bessel_k1",
        ],
        convert: modified::second_kind,
    },
    Rule {
        ops: &[
            "torch.aten.special_bessel_j0",
            "torch.aten.special_bessel_j1",
            "torch.aten.special_bessel_y0",
            "torch.aten.special_bessel_y1",
        ],
        convert: cylinder::bessel,
    },
    Rule {
        ops: &["torch.aten.special_spherical_bessel_j0"],
        convert: cylinder::spherical_j0,
    },
    Rule {
        ops: &["torch.aten.special_airy_ai"],
        convert: airy::airy_ai,
    },
];

/// The result's shape and element type, which must be a float.
fn float_result(cx: &mut Cx) -> R<(Vec<i64>, Type)> {
    let (shape, elem) = cx.result(0)?;
    if !cx.is_float(elem) {
        return cx.fail("needs a floating-point result");
    }
    Ok((shape, elem))
}

/// Cephes' `polevl` as PyTorch loops it: Horner's rule over `c` at `y`,
/// from 0.
fn polevl(cx: &mut Cx, y: Value, c: &[f64], s: &[i64], w: Type) -> Value {
    let mut acc = cx.e.full(s, w, 0.0);
    for &k in c {
        let m = cx.e.binary("stablehlo.multiply", acc, y);
        let kc = cx.e.full(s, w, k);
        acc = cx.e.binary("stablehlo.add", m, kc);
    }
    acc
}

/// Elementwise arithmetic of one shape and type, for the formulas.
struct Ar<'a, 'b, 'c> {
    cx: &'a mut Cx<'b, 'c>,
    s: Vec<i64>,
    w: Type,
}

impl Ar<'_, '_, '_> {
    fn c(&mut self, v: f64) -> Value {
        self.cx.e.full(&self.s, self.w, v)
    }
    fn bin(&mut self, op: &str, a: Value, b: Value) -> Value {
        self.cx.e.binary(op, a, b)
    }
    fn add(&mut self, a: Value, b: Value) -> Value {
        self.bin("stablehlo.add", a, b)
    }
    fn sub(&mut self, a: Value, b: Value) -> Value {
        self.bin("stablehlo.subtract", a, b)
    }
    fn mul(&mut self, a: Value, b: Value) -> Value {
        self.bin("stablehlo.multiply", a, b)
    }
    fn div(&mut self, a: Value, b: Value) -> Value {
        self.bin("stablehlo.divide", a, b)
    }
    fn un(&mut self, op: &str, a: Value) -> Value {
        self.cx.e.unary(op, a)
    }
    fn poly(&mut self, y: Value, c: &[f64]) -> Value {
        let (s, w) = (self.s.clone(), self.w);
        polevl(self.cx, y, c, &s, w)
    }
    /// `a <dir> v` for a constant `v`.
    fn cmp(&mut self, dir: &str, a: Value, v: f64) -> Value {
        let c = self.c(v);
        self.cx.e.compare(dir, a, c)
    }
    fn select(&mut self, p: Value, a: Value, b: Value) -> Value {
        self.cx.e.select(p, a, b)
    }
    /// `v` where `p`, else `x`, for a constant `v`.
    fn where_const(&mut self, p: Value, v: f64, x: Value) -> Value {
        let c = self.c(v);
        self.select(p, c, x)
    }
}

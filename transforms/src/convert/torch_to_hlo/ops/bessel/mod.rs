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
use ir::Type;

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

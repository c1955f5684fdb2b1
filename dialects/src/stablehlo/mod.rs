//! The `stablehlo` dialect: StableHLO as JAX and torch-mlir print it.
//! The short forms are in [`syntax`], the dialect attributes
//! (`#stablehlo.dot<...>`, `#stablehlo<comparison_direction GT>`) in
//! [`attrs`], the verifiers and shape rules in `verify`.

pub mod attrs;
mod calls;
mod collective;
mod contraction;
mod dimension_map;
mod dynamic;
mod infer;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
mod quant;
pub mod syntax;
mod verify;

use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::Context;

/// The `stablehlo` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "stablehlo",
    sources: &[("stablehlo.dialect", include_str!("stablehlo.dialect"))],
    hooks,
    materializer: None,
    types: Some(types),
    loading: Loading::Lazy(load),
};

/// The type predicates `stablehlo.dialect` names.
fn types(r: &mut ir::registry::Registry) {
    r.set_type_predicate("stablehlo.hlo_tensor", |ctx, t| valid_quant(ctx, t, false));
    r.set_type_predicate("stablehlo.hlo_tensor_or_per_axis", |ctx, t| {
        valid_quant(ctx, t, true)
    });
    r.set_type_predicate("stablehlo.rank_0", |ctx, t| rank(ctx, t) == Some(0));
    r.set_type_predicate("stablehlo.rank_1", |ctx, t| rank(ctx, t) == Some(1));
    r.set_type_predicate("stablehlo.static_1d", |ctx, t| {
        ctx.type_kind(t)
            .shape()
            .is_some_and(|s| s.len() == 1 && s[0] >= 0)
    });
}

fn rank(ctx: &ir::Context, t: ir::Type) -> Option<usize> {
    ctx.type_kind(t).shape().map(<[i64]>::len)
}

/// StableHLO's rules for a quantized element (`HLO_QuantizedInt`,
/// `isValidStablehloQuantizedElementType`, `isValidQuantizedDimension`):
/// a uniform type stored in 2/4/8/16/32 bits whose zero points fit the
/// storage range; per-axis only if `per_axis`, and then its dimension
/// exists and has one scale a slice. Non-quantized elements pass.
fn valid_quant(ctx: &ir::Context, t: ir::Type, per_axis: bool) -> bool {
    use crate::quant::types::{Params, QuantType};
    let kind = ctx.type_kind(t);
    let Some(q) = kind.element_type().and_then(|e| QuantType::of(ctx, e)) else {
        return true;
    };
    let Some(u) = q.uniform() else {
        return false;
    };
    let s = u.storage;
    if ![2, 4, 8, 16, 32].contains(&s.width) {
        return false;
    }
    if u.params()
        .iter()
        .any(|p| p.zero_point < s.min || p.zero_point > s.max)
    {
        return false;
    }
    match &u.params {
        Params::PerLayer(_) => true,
        Params::SubChannel { .. } => false,
        Params::PerAxis { dimension, params } => {
            let shape = kind.shape().unwrap_or(&[]);
            per_axis
                && (*dimension as usize) < shape.len()
                && (shape[*dimension as usize] < 0
                    || shape[*dimension as usize] == params.len() as i64)
        }
    }
}

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    verify::add(h);
    collective::add(h);
    calls::add(h);
    dynamic::add(h);
    infer::add(h);
    contraction::add(h);
    dimension_map::add(h);
}

/// Loads the dialect the first time a context meets `stablehlo.`.
fn load(ctx: &mut Context) {
    crate::load_lazy(ctx, &DIALECT);
}

//! The ktdp verifiers: ktir-mlir-frontend's checks (KtdpOps.cpp), with its
//! messages, and the rules RFC 0682 states that it leaves to later: a
//! view's static sizes are its memref's shape, a load's tensor and a
//! store's data have the access tile's shape, a future is used once.

use super::ops::*;
use super::types::{access_tile_shape, MemorySpace};
use crate::util::slice::{groups, statics_of};
use dialect_engine::Hooks;
use ir::affine::{AffineMap, IntegerSet};
use ir::registry::VerifyError;
use ir::{AttrKind, Context, Op, Type, TypeKind};

pub(crate) fn add(h: &mut Hooks) {
    h.verify::<GetComputeTileIdOp>(verify_tile_id);
    h.verify::<ConstructMemoryViewOp>(verify_memory_view);
    h.verify::<ConstructDistributedMemoryViewOp>(verify_distributed_view);
    h.verify::<ConstructAccessTileOp>(verify_access_tile);
    h.verify::<LoadOp>(verify_load);
    h.verify::<ConstructIndirectAccessTileOp>(verify_indirect_tile);
    h.verify::<StoreOp>(verify_store);
    h.verify::<RuntimeArgExtractOp>(verify_runtime_arg_extract);
    h.verify::<InterTileProduceOp>(verify_produce);
    h.verify::<InterTileReduceOp>(verify_reduce);
    h.verify::<InterTileConsumeOp>(verify_consume);
}

fn set_of(ctx: &Context, op: Op, name: &str) -> Option<IntegerSet> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::IntegerSet(s) => Some((**s).clone()),
        _ => None,
    }
}

fn map_of(ctx: &Context, op: Op, name: &str) -> Option<AffineMap> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::AffineMap(m) => Some((**m).clone()),
        _ => None,
    }
}

fn memref(ctx: &Context, t: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape, *elem)),
        _ => None,
    }
}

fn ranked_tensor(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn result_type(ctx: &Context, op: Op) -> Option<Type> {
    ctx.op(op)
        .results()
        .iter()
        .next()
        .map(|v| ctx.value_type(v))
}

fn dims_text(s: &[i64]) -> String {
    s.iter()
        .map(|&d| {
            if d < 0 {
                "?".to_string()
            } else {
                d.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("x")
}

fn verify_tile_id(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    if d.results().is_empty() {
        return Err("must return at least one index (num tile-grid dims >= 1)".into());
    }
    Ok(())
}

fn verify_memory_view(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let sizes = statics_of(ctx, op, "static_sizes");
    let strides = statics_of(ctx, op, "static_strides");
    if sizes.len() != strides.len() {
        return Err("static_sizes and static_strides must have equal length".into());
    }
    let gs = groups(ctx, op, 3);
    let dynamic = |v: &[i64]| v.iter().filter(|&&x| x == ir::types::DYNAMIC).count();
    if gs[1].len() != dynamic(&sizes) {
        return Err(
            "number of dynamic size operands does not match kDynamic entries in static_sizes"
                .into(),
        );
    }
    if gs[2].len() != dynamic(&strides) {
        return Err(
            "number of dynamic stride operands does not match kDynamic entries in static_strides"
                .into(),
        );
    }
    let Some((shape, _)) = result_type(ctx, op).and_then(|t| memref(ctx, t)) else {
        return Err("result must be a memref type".into());
    };
    if shape.len() != sizes.len() {
        return Err("result memref rank does not match sizes/strides length".into());
    }
    for (i, (&s, &m)) in sizes.iter().zip(shape).enumerate() {
        if s != ir::types::DYNAMIC && m >= 0 && s != m {
            return Err(VerifyError::op(format!(
                "size {s} of dimension {i} does not match the memref's {m}"
            )));
        }
        if s != ir::types::DYNAMIC && s < 0 {
            return Err(VerifyError::op(format!(
                "size {s} of dimension {i} is negative"
            )));
        }
    }
    if let Some(&s) = strides.iter().find(|&&s| s != ir::types::DYNAMIC && s < 0) {
        return Err(VerifyError::op(format!("stride {s} is negative")));
    }
    match ctx.inherent_attr(op, "memory_space") {
        Some(a) if MemorySpace::of(ctx, a).is_some() => {}
        _ => {
            return Err(VerifyError::properties(
                "attribute 'memory_space' failed to satisfy constraint: KtdpMemorySpaceAttr",
            ))
        }
    }
    match set_of(ctx, op, "coordinate_set") {
        Some(s) if s.dims as usize == shape.len() => Ok(()),
        Some(s) => Err(VerifyError::op(format!(
            "coordinate_set has {} dimensions but the view has rank {}",
            s.dims,
            shape.len()
        ))),
        // Newer KTIR leaves it out: the view covers its whole index space.
        None if ctx.inherent_attr(op, "coordinate_set").is_none() => Ok(()),
        None => Err(VerifyError::properties(
            "attribute 'coordinate_set' failed to satisfy constraint: integer set attribute",
        )),
    }
}

fn verify_distributed_view(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some((shape, elem)) = result_type(ctx, op).and_then(|t| memref(ctx, t)) else {
        return Err("result must be a memref type".into());
    };
    for v in ctx.op(op).operands() {
        let Some((s, e)) = memref(ctx, ctx.value_type(v)) else {
            return Err("all inputs must be memref types".into());
        };
        if e != elem {
            return Err("all input memrefs must have the same element type as the result".into());
        }
        if s.len() != shape.len() {
            return Err("all input memrefs must have the same rank as the result".into());
        }
    }
    Ok(())
}

fn verify_access_tile(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(set) = set_of(ctx, op, "access_tile_set") else {
        return Err(VerifyError::properties(
            "attribute 'access_tile_set' failed to satisfy constraint: integer set attribute",
        ));
    };
    let Some(base_map) = map_of(ctx, op, "base_map") else {
        return Err(VerifyError::properties("requires attribute 'base_map'"));
    };
    let gs = groups(ctx, op, 3);
    if set.dims as usize != base_map.results.len() {
        return Err(VerifyError::op(format!(
            "access_tile_set dimensions ({}) must match base_map dims ({})",
            set.dims,
            base_map.results.len()
        )));
    }
    if base_map.dims as usize + base_map.symbols as usize != gs[1].len() {
        return Err(VerifyError::op(format!(
            "base_map expects {} operands but got {}",
            base_map.dims + base_map.symbols,
            gs[1].len()
        )));
    }
    if set.symbols as usize != gs[2].len() {
        return Err(VerifyError::op(format!(
            "access_tile_set has {} symbols but got {} symbol operands",
            set.symbols,
            gs[2].len()
        )));
    }
    let Some(order) = map_of(ctx, op, "access_tile_order") else {
        return Err(VerifyError::properties(
            "attribute 'access_tile_order' failed to satisfy constraint: AffineMap attribute",
        ));
    };
    if order.dims as usize != order.results.len() {
        return Err(VerifyError::op(format!(
            "access_tile_order must have equal number of inputs ({}) and outputs ({})",
            order.dims,
            order.results.len()
        )));
    }
    if order.results.len() != set.dims as usize {
        return Err(VerifyError::op(format!(
            "access_tile_order dimensions ({}) must match access_tile_set dimensions ({})",
            order.results.len(),
            set.dims
        )));
    }
    let shape = result_type(ctx, op)
        .and_then(|t| access_tile_shape(ctx, t))
        .unwrap_or_default();
    if shape.len() != set.dims as usize {
        return Err(VerifyError::op(format!(
            "result type rank ({}) must match access_tile_set dimensions ({})",
            shape.len(),
            set.dims
        )));
    }
    // The base's rank is the number of coordinates the tile names.
    if let Some(&b) = gs[0].first() {
        let rank = ctx.type_kind(ctx.value_type(b)).shape().map(<[i64]>::len);
        if rank.is_some_and(|r| r != base_map.results.len()) {
            return Err(VerifyError::op(format!(
                "base has rank {} but base_map gives {} coordinates",
                rank.unwrap_or(0),
                base_map.results.len()
            )));
        }
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(shape) = result_type(ctx, op).and_then(|t| ranked_tensor(ctx, t)) else {
        return Err("result must be a ranked tensor".into());
    };
    let tile = ctx
        .op(op)
        .operands()
        .next()
        .and_then(|v| access_tile_shape(ctx, ctx.value_type(v)));
    if tile.as_deref() != Some(shape) {
        return Err(VerifyError::op(format!(
            "access tile shape must match result tensor shape ({} vs {})",
            dims_text(&tile.unwrap_or_default()),
            dims_text(shape)
        )));
    }
    Ok(())
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let ops: Vec<_> = ctx.op(op).operands().collect();
    let Some(shape) = ops
        .first()
        .and_then(|&v| ranked_tensor(ctx, ctx.value_type(v)))
    else {
        return Err("data_tile must be a ranked tensor".into());
    };
    let tile = ops
        .get(1)
        .and_then(|&v| access_tile_shape(ctx, ctx.value_type(v)));
    if tile.as_deref() != Some(shape) {
        return Err(VerifyError::op(format!(
            "data tile shape must match access tile shape ({} vs {})",
            dims_text(shape),
            dims_text(&tile.unwrap_or_default())
        )));
    }
    Ok(())
}

fn verify_runtime_arg_extract(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(input) = ctx.op(op).operands().next() else {
        return Ok(());
    };
    let body = super::types::body(ctx, ctx.value_type(input), "runtime_arg").unwrap_or("");
    let kind = ctx
        .inherent_attr(op, "kind")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => value.as_i64(),
            _ => None,
        })
        .unwrap_or(0);
    let key = match kind {
        1 => "granularity",
        2 => "upperbound",
        _ => return Ok(()),
    };
    if !body.contains(key) {
        return Err(VerifyError::op(format!(
            "cannot extract {key} from a runtime_arg that has no {key}"
        )));
    }
    if result_type(ctx, op).is_some_and(|t| !matches!(ctx.type_kind(t), TypeKind::Index)) {
        return Err(VerifyError::op(format!(
            "result type of {key} must be index"
        )));
    }
    Ok(())
}

/// A future feeds exactly one delivery op.
fn used_once(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    if let Some(r) = ctx.op(op).results().iter().next() {
        let n = ctx.uses(r).count();
        if n > 1 {
            return Err(VerifyError::op(format!(
                "its tile future is used {n} times; a future is delivered once"
            )));
        }
    }
    Ok(())
}

fn verify_produce(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    if set_of(ctx, op, "producer_tiles_per_group").is_none() {
        return Err(VerifyError::properties(
            "attribute 'producer_tiles_per_group' failed to satisfy constraint: integer set attribute",
        ));
    }
    if let Some(&r) = ctx.op(op).regions.first() {
        if let Some(&b) = ctx.region(r).blocks.first() {
            let args = &ctx.block(b).args;
            if args.len() != 1 || !matches!(ctx.type_kind(ctx.value_type(args[0])), TypeKind::Index)
            {
                return Err("the body takes one index argument, the group id".into());
            }
        }
    }
    used_once(ctx, op)
}

fn verify_reduce(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    if set_of(ctx, op, "consumer_tiles_per_group").is_none() {
        return Err(VerifyError::properties(
            "attribute 'consumer_tiles_per_group' failed to satisfy constraint: integer set attribute",
        ));
    }
    if let Some(&r) = ctx.op(op).regions.first() {
        if let Some(&b) = ctx.region(r).blocks.first() {
            if ctx.block(b).args.len() != 2 {
                return Err("the combiner takes two arguments, the values it combines".into());
            }
        }
    }
    Ok(())
}

fn verify_consume(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(consumers) = set_of(ctx, op, "consumer_tiles_per_group") else {
        return Err(VerifyError::properties(
            "attribute 'consumer_tiles_per_group' failed to satisfy constraint: integer set attribute",
        ));
    };
    // The frontend's checks (ktir-mlir-frontend PR #23), with its messages.
    let partials = ctx
        .op(op)
        .operands()
        .next()
        .and_then(|f| super::types::body(ctx, ctx.value_type(f), "tile_future"))
        .map(partial_types);
    let results: Vec<String> = ctx
        .op(op)
        .results()
        .iter()
        .map(|v| ir::text::type_to_string(ctx, ctx.value_type(v)))
        .collect();
    if partials.is_some_and(|p| p != results) {
        return Err(VerifyError::op(
            "failed to verify that result types must match future partial types",
        ));
    }
    if consumers.symbols != 1 {
        return Err(VerifyError::op(
            "`consumer_tiles_per_group` must have exactly one symbol (the group index g)",
        ));
    }
    if consumers.dims != 1 {
        return Err(VerifyError::op(
            "`consumer_tiles_per_group` must have exactly one dimension (the tile id i)",
        ));
    }
    if ctx
        .inherent_attr(op, "producer_dependency_per_consumer")
        .is_some()
    {
        match set_of(ctx, op, "producer_dependency_per_consumer") {
            None => {
                return Err(VerifyError::properties(
                    "attribute 'producer_dependency_per_consumer' failed to satisfy constraint: integer set attribute",
                ))
            }
            Some(d) if !(1..=2).contains(&d.symbols) => {
                return Err(VerifyError::op(
                    "`producer_dependency_per_consumer` must have one symbol (c) or two symbols (c, g)",
                ))
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// The partial types of a tile future's body `(T, U), groups = S` (or a
/// single bare `T`), as written.
pub(crate) fn partial_types(body: &str) -> Vec<String> {
    let head = body.rfind(", groups").map_or(body, |i| &body[..i]).trim();
    let inner = head
        .strip_prefix('(')
        .and_then(|h| h.strip_suffix(')'))
        .unwrap_or(head);
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, ch) in inner.char_indices() {
        match ch {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(inner[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    if !inner.trim().is_empty() {
        out.push(inner[start..].trim().to_string());
    }
    out
}

fn verify_indirect_tile(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(set) = set_of(ctx, op, "variables_space_set") else {
        return Err(VerifyError::properties(
            "attribute 'variables_space_set' failed to satisfy constraint: integer set attribute",
        ));
    };
    let Some(order) = map_of(ctx, op, "variables_space_order") else {
        return Err(VerifyError::properties(
            "attribute 'variables_space_order' failed to satisfy constraint: AffineMap attribute",
        ));
    };
    if set.dims != order.dims {
        return Err(VerifyError::op(format!(
            "variables_space_set dimensions ({}) must match variables_space_order inputs ({})",
            set.dims, order.dims
        )));
    }
    let vars = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first())
        .map_or(0, |&b| ctx.block(b).args.len());
    if vars != set.dims as usize {
        return Err(VerifyError::op(format!(
            "number of intermediate variables ({vars}) must match variables_space_set dimensions ({})",
            set.dims
        )));
    }
    let gs = groups(ctx, op, 4);
    if set.symbols as usize != gs[3].len() {
        return Err(VerifyError::op(format!(
            "variables_space_set has {} symbols but got {} symbol operands",
            set.symbols,
            gs[3].len()
        )));
    }
    let list = |n: &str| match ctx.inherent_attr(op, n).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(v)) => v.to_vec(),
        _ => Vec::new(),
    };
    let kinds = list("per_dim_subscript_kinds");
    let maps = list("per_dim_subscript_maps");
    let rank = gs[0]
        .first()
        .and_then(|&b| ctx.type_kind(ctx.value_type(b)).shape().map(<[i64]>::len));
    let Some(rank) = rank else {
        return Err("base must be a ranked memref or tensor type".into());
    };
    if kinds.len() != rank || maps.len() != rank {
        return Err(VerifyError::op(format!(
            "number of subscripts ({}) must match base rank ({rank})",
            maps.len()
        )));
    }
    let indirect = kinds
        .iter()
        .filter(|k| matches!(ctx.attr_kind(**k), AttrKind::Bool(true)))
        .count();
    if indirect != gs[1].len() {
        return Err(VerifyError::op(format!(
            "number of indirect dimensions ({indirect}) must match number of indirect memrefs ({})",
            gs[1].len()
        )));
    }
    let shape = result_type(ctx, op)
        .and_then(|t| access_tile_shape(ctx, t))
        .unwrap_or_default();
    if shape.len() != order.results.len() {
        return Err(VerifyError::op(format!(
            "result type rank ({}) must match variables_space_order results ({})",
            shape.len(),
            order.results.len()
        )));
    }
    Ok(())
}

//! Verification of the collective ops (all_gather, all_reduce,
//! reduce_scatter, all_to_all, collective_permute, collective_broadcast,
//! collective_reduce): replica groups, channel ids and the shapes each
//! op's exchange implies, in StableHLO's order and with its messages.

use super::attrs::Struct;
use super::ops::*;
use super::syntax::{elements_type, int_elements};
use super::verify::{
    compatible_dim, incompatible, inferred, operand_types, plain, result_types, shape, shape_elem,
    tensor_text, ty_str, verify_reducer, VResult,
};
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::{Context, Op, Type, TypeKind, TypedOp};

/// How an op treats replica groups (`verifyReplicaGroups`'s flags).
#[derive(Clone, Copy)]
struct GroupRules {
    /// `-1` (padding of a ragged group) is an error.
    same_size: bool,
    /// `use_global_device_ids` is set: groups may not be empty.
    global_ids: bool,
    /// Every group has this many members.
    group_size: Option<i64>,
}

/// `replica_groups`: a rank-2 tensor of distinct ids covering `0..n`.
fn check_groups(ctx: &Context, op: Op, rules: GroupRules) -> Result<(), String> {
    let Some(a) = ctx.inherent_attr(op, "replica_groups") else {
        return Ok(());
    };
    let Some((Some(shape), _)) = elements_type(ctx, a).and_then(|t| shape_elem(ctx, t)) else {
        return Ok(());
    };
    if shape.len() != 2 {
        return Err("replica groups should be a rank 2 tensor".into());
    }
    if rules.global_ids && shape[0] * shape[1] == 0 {
        return Err("if `use_global_device_ids` is set, the replica groups cannot be empty".into());
    }
    let ids = int_elements(ctx, a).unwrap_or_default();
    let mut seen = std::collections::HashSet::new();
    for &id in &ids {
        if id == -1 {
            if !rules.same_size {
                continue;
            }
            return Err("Invalid replica id -1".into());
        }
        if !seen.insert(id) {
            return Err(format!("replica id #{id} seen more than once"));
        }
    }
    for id in 0..seen.len() as i64 {
        if !seen.contains(&id) {
            return Err(format!("replica id #{id} not seen in replica groups"));
        }
    }
    if let (true, Some(size)) = (rules.same_size, rules.group_size) {
        if shape[0] == 0 || ids.len() as i64 / shape[0] != size {
            return Err(format!("group size of replica_groups must be {size}"));
        }
    }
    Ok(())
}

/// The channel id (`#stablehlo.channel_handle<handle = N, type = T>`), 0
/// when there is none.
fn channel_id(ctx: &Context, op: Op) -> i64 {
    ctx.inherent_attr(op, "channel_handle")
        .and_then(|a| Struct::of(ctx, a, "channel_handle"))
        .map_or(0, |s| s.int("handle"))
}

fn flag(ctx: &Context, op: Op, name: &str) -> bool {
    ctx.inherent_attr(op, name).is_some()
}

fn positive_channel(ctx: &Context, op: Op) -> Result<(), String> {
    let id = channel_id(ctx, op);
    if flag(ctx, op, "use_global_device_ids") && id <= 0 {
        return Err(format!(
            "channel_id must be positive when useGlobalDeviceIds is set but got: {id}"
        ));
    }
    Ok(())
}

fn prop_int(ctx: &Context, op: Op, name: &str) -> i64 {
    ctx.inherent_attr(op, name)
        .and_then(|a| super::verify::int_value(ctx, a))
        .unwrap_or(0)
}

fn verify_all_gather(ctx: &Context, op: Op) -> VResult {
    let global = flag(ctx, op, "use_global_device_ids");
    let rules = GroupRules {
        same_size: true,
        global_ids: global,
        group_size: None,
    };
    check_groups(ctx, op, rules).map_err(VerifyError::plain)?;
    if global && channel_id(ctx, op) < 0 {
        return plain("channel_id cannot be negative when useGlobalDeviceIds is set");
    }
    let dim = prop_int(ctx, op, "all_gather_dim");
    for (x, r) in operand_types(ctx, op)
        .into_iter()
        .zip(result_types(ctx, op))
    {
        let (Some(xs), Some(rs)) = (shape(ctx, x), shape(ctx, r)) else {
            continue;
        };
        let d = dim as usize;
        if d >= xs.len() {
            return plain("all_gather_dim must be a valid index of operand");
        }
        if xs[d] == 0 {
            return plain("dimension size of operand at 'all_gather_dim' cannot be zero");
        }
        if rs.len() != xs.len() {
            return plain("operand and result must have the same rank");
        }
        for i in 0..xs.len() {
            if i != d && !compatible_dim(rs[i], xs[i]) {
                return plain("operand and result should have the same shape except for the dimension size at 'all_gather_dim'");
            }
        }
        if xs[d] < 0 || rs[d] < 0 {
            return Ok(());
        }
        if rs[d] % xs[d] != 0 {
            return plain(format!(
                "result gather dimension has size {}, expected to be a multiple of operand gather dimension size {}",
                rs[d], xs[d]
            ));
        }
    }
    Ok(())
}

/// all_reduce and collective_reduce: groups, channel, then each operand's
/// reduction body; collective_reduce's dynamic root operand.
fn verify_all_reduce(ctx: &Context, op: Op) -> VResult {
    let rules = GroupRules {
        same_size: false,
        global_ids: flag(ctx, op, "use_global_device_ids"),
        group_size: None,
    };
    check_groups(ctx, op, rules).map_err(VerifyError::plain)?;
    positive_channel(ctx, op).map_err(VerifyError::plain)?;
    let mut ts = operand_types(ctx, op);
    if CollectiveReduceOp::cast(ctx, op).is_some() {
        check_dynamic_root(ctx, op, "collective_reduce", &ts)?;
        if flag(ctx, op, "has_dynamic_root") {
            ts.pop();
        }
    }
    let Some(&r) = ctx.op(op).regions.first() else {
        return Ok(());
    };
    for x in ts {
        let Some((_, e)) = shape_elem(ctx, x) else {
            continue;
        };
        verify_reducer(ctx, r, &[e], &[x])?;
    }
    Ok(())
}

/// The trailing root operand of a `has_dynamic_root` collective.
fn check_dynamic_root(ctx: &Context, op: Op, name: &str, ts: &[Type]) -> VResult {
    if !flag(ctx, op, "has_dynamic_root") {
        if ts.is_empty() {
            return plain(format!("{name} requires at least one data operand"));
        }
        return Ok(());
    }
    if ts.len() < 2 {
        return plain(format!(
            "{name} with has_dynamic_root=true requires at least two operands (data + root)"
        ));
    }
    let root = ts[ts.len() - 1];
    let ok = matches!(
        shape_elem(ctx, root),
        Some((Some(s), e)) if s.len() == 1 && matches!(ctx.type_kind(e), TypeKind::Integer { width: 32, .. })
    );
    if !ok {
        return plain(format!(
            "last operand of {name} with has_dynamic_root=true must be a rank-1 i32 tensor, but got '{}'",
            ty_str(ctx, root)
        ));
    }
    let n = ts.len() as i64 - 1;
    let got = shape(ctx, root).map_or(0, |s| s[0]);
    if got != n {
        return plain(format!(
            "last operand of {name} with has_dynamic_root=true must have the same number of elements as data operands ({n}), but got {got}"
        ));
    }
    Ok(())
}

fn verify_reduce_scatter(ctx: &Context, op: Op) -> VResult {
    let rules = GroupRules {
        same_size: true,
        global_ids: flag(ctx, op, "use_global_device_ids"),
        group_size: None,
    };
    check_groups(ctx, op, rules).map_err(VerifyError::plain)?;
    let (x, r) = (operand_types(ctx, op)[0], result_types(ctx, op)[0]);
    let Some((_, xe)) = shape_elem(ctx, x) else {
        return Ok(());
    };
    let Some(&region) = ctx.op(op).regions.first() else {
        return Ok(());
    };
    verify_reducer(ctx, region, &[xe], &[x])?;
    let (Some(xs), Some(rs)) = (shape(ctx, x), shape(ctx, r)) else {
        return Ok(());
    };
    if xs.len() != rs.len() {
        return plain("operand and result should have same rank");
    }
    let d = prop_int(ctx, op, "scatter_dimension") as usize;
    if d >= xs.len() {
        return plain("scatter dim should be less than operand/result rank");
    }
    positive_channel(ctx, op).map_err(VerifyError::plain)?;
    if xs[d] < 0 || rs[d] < 0 {
        return Ok(());
    }
    if rs[d] == 0 {
        return plain("result dimension size at scatter_dimension cannot be zero");
    }
    if xs[d] == 0 {
        return plain("operand dimension size at scatter_dimension cannot be zero");
    }
    if xs[d] % rs[d] != 0 {
        return plain(format!(
            "operand scatter dimension has size {}, expected to be a multiple of result scatter dimension size {}",
            xs[d], rs[d]
        ));
    }
    for i in 0..xs.len() {
        if i != d && !compatible_dim(xs[i], rs[i]) {
            return plain(format!(
                "non scatter dimensions should be same for operand ({}) and result ({})",
                xs[i], rs[i]
            ));
        }
    }
    // The result's element type is the reduction body's accumulator's.
    let body = ctx.region(region).blocks.first().copied();
    let acc = body.and_then(|b| ctx.block(b).args.first().copied());
    if let (Some(acc), Some((_, re))) = (acc, shape_elem(ctx, r)) {
        if let Some((_, ae)) = shape_elem(ctx, ctx.value_type(acc)) {
            if ae != re {
                return plain(format!(
                    "result element-type is expected to be '{}', but got '{}'",
                    ty_str(ctx, ae),
                    ty_str(ctx, re)
                ));
            }
        }
    }
    Ok(())
}

/// all_to_all's shape inference: each operand split `split_count` ways
/// along one dimension and concatenated along another.
fn verify_all_to_all(ctx: &Context, op: Op) -> VResult {
    let split = prop_int(ctx, op, "split_dimension");
    let concat = prop_int(ctx, op, "concat_dimension");
    let count = prop_int(ctx, op, "split_count");
    let rules = GroupRules {
        same_size: true,
        global_ids: false,
        group_size: Some(count),
    };
    let results = result_types(ctx, op);
    let operands = operand_types(ctx, op);
    // SameOperandsAndResultElementType-like traits, checked first.
    if operands.len() != results.len() {
        return Err(VerifyError::op(
            "requires the same number of operands and results",
        ));
    }
    for (i, (&x, &r)) in operands.iter().zip(&results).enumerate() {
        if shape_elem(ctx, x).map(|s| s.1) != shape_elem(ctx, r).map(|s| s.1) {
            return Err(VerifyError::op(format!(
                "requires the same element type for operand and result at index {i}"
            )));
        }
    }
    check_groups(ctx, op, rules).map_err(VerifyError::inferred)?;
    for (i, x) in operands.into_iter().enumerate() {
        let Some((Some(xs), xe)) = shape_elem(ctx, x) else {
            continue;
        };
        let rank = xs.len() as i64;
        if split >= rank {
            return inferred(format!(
                "AllToAll split_dimension {split} is out-of-bounds for input rank {rank}"
            ));
        }
        if concat >= rank {
            return inferred(format!(
                "AllToAll concat_dimension {concat} is out-of-bounds for input rank {rank}"
            ));
        }
        let mut out = xs.clone();
        let (s, c) = (split as usize, concat as usize);
        if out[s] >= 0 && out[s] % count != 0 {
            return inferred(format!(
                "split dimension has size {}, expected to be a multiple of split_count {count}",
                out[s]
            ));
        }
        if out[s] >= 0 {
            out[s] /= count;
        }
        if out[c] >= 0 {
            out[c] *= count;
        }
        if let Some(&r) = results.get(i) {
            let fits = matches!(shape_elem(ctx, r), Some((Some(rs), re))
                if re == xe && rs.len() == out.len() && rs.iter().zip(&out).all(|(&a, &b)| compatible_dim(a, b)));
            if !fits {
                return incompatible(
                    ctx,
                    op,
                    &format!("'{}'", tensor_text(ctx, &out, xe)),
                    &format!("'{}'", ty_str(ctx, r)),
                );
            }
        }
    }
    Ok(())
}

fn verify_collective_permute(ctx: &Context, op: Op) -> VResult {
    let Some(a) = ctx.inherent_attr(op, "source_target_pairs") else {
        return Ok(());
    };
    let Some((Some(s), _)) = elements_type(ctx, a).and_then(|t| shape_elem(ctx, t)) else {
        return Ok(());
    };
    if s.len() != 2 {
        return plain(format!(
            "expect source_target_pairs attribute to be of rank 2, but got rank {}",
            s.len()
        ));
    }
    if s[1] != 2 {
        return plain(format!(
            "expect source_target_pairs attribute of shape (N, 2), but got ({}, {})",
            s[0], s[1]
        ));
    }
    let ids = int_elements(ctx, a).unwrap_or_default();
    let (mut sources, mut targets) = (
        std::collections::HashSet::new(),
        std::collections::HashSet::new(),
    );
    for (i, &v) in ids.iter().enumerate() {
        if v < 0 {
            return plain("replica ids in source_target_pairs must be >= 0.");
        }
        if i % 2 == 0 {
            if !sources.insert(v) {
                return plain("duplicate sources not allowed.");
            }
        } else if !targets.insert(v) {
            return plain("duplicate targets not allowed.");
        }
    }
    Ok(())
}

fn verify_collective_broadcast(ctx: &Context, op: Op) -> VResult {
    if let Some(a) = ctx.inherent_attr(op, "replica_groups") {
        if let Some((Some(s), _)) = elements_type(ctx, a).and_then(|t| shape_elem(ctx, t)) {
            if s.len() != 2 {
                return plain(format!(
                    "replica groups should be a rank 2 tensor,but instead it is of rank {}",
                    s.len()
                ));
            }
            let mut seen = std::collections::HashSet::new();
            for id in int_elements(ctx, a).unwrap_or_default() {
                if id < 0 {
                    return plain(format!(
                        "replica_groups values must be positive, but was given {id}"
                    ));
                }
                if !seen.insert(id) {
                    return plain(format!("replica id #{id} seen more than once"));
                }
            }
        }
    }
    check_dynamic_root(ctx, op, "collective_broadcast", &operand_types(ctx, op))
}

/// Registers the verifiers.
pub(super) fn add(h: &mut Hooks) {
    h.verify::<AllGatherOp>(verify_all_gather)
        .verify::<AllReduceOp>(verify_all_reduce)
        .verify::<CollectiveReduceOp>(verify_all_reduce)
        .verify::<ReduceScatterOp>(verify_reduce_scatter)
        .verify::<AllToAllOp>(verify_all_to_all)
        .verify::<CollectivePermuteOp>(verify_collective_permute)
        .verify::<CollectiveBroadcastOp>(verify_collective_broadcast);
}

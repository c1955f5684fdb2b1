//! The tt verifiers: the shape rules TritonOps.td states or its verifiers
//! check (a range's length, a broadcast's size-1 dimensions, a reshape's
//! element count, a permutation, the dot's shapes, a reduction's axis and
//! combiner), and the pointer/value/mask agreement of loads and stores.

use super::ops::*;
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::{AttrKind, Context, Op, Type, TypeKind, Value};

pub(crate) fn add(h: &mut Hooks) {
    h.verify::<MakeRangeOp>(verify_make_range);
    h.verify::<BroadcastOp>(verify_broadcast);
    h.verify::<ExpandDimsOp>(verify_expand_dims);
    h.verify::<ReshapeOp>(verify_reshape);
    h.verify::<TransOp>(verify_trans);
    h.verify::<JoinOp>(verify_join);
    h.verify::<SplitOp>(verify_split);
    h.verify::<LoadOp>(verify_load);
    h.verify::<StoreOp>(verify_store);
    h.verify::<MakeTensorPtrOp>(verify_make_tensor_ptr);
    h.verify::<MakeTensorDescriptorOp>(verify_make_tensor_descriptor);
    h.verify::<DescriptorLoadOp>(verify_descriptor_access);
    h.verify::<DescriptorStoreOp>(verify_descriptor_access);
    h.verify::<AdvanceOp>(verify_advance);
    h.verify::<DotOp>(verify_dot);
    h.verify::<ReduceOp>(verify_reduce);
    h.verify::<ScanOp>(verify_scan);
}

fn shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

fn elem(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { elem, .. } => *elem,
        _ => t,
    }
}

fn operand(ctx: &Context, op: Op, i: usize) -> Option<Value> {
    ctx.op(op).operands().nth(i)
}

fn result_type(ctx: &Context, op: Op, i: usize) -> Option<Type> {
    ctx.op(op)
        .results()
        .iter()
        .nth(i)
        .map(|v| ctx.value_type(v))
}

fn int_prop(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.inherent_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    }
}

fn in_shape(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    let v = operand(ctx, op, 0)?;
    shape(ctx, ctx.value_type(v)).map(<[i64]>::to_vec)
}

fn out_shape(ctx: &Context, op: Op) -> Option<Vec<i64>> {
    shape(ctx, result_type(ctx, op, 0)?).map(<[i64]>::to_vec)
}

fn verify_make_range(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(start), Some(end)) = (int_prop(ctx, op, "start"), int_prop(ctx, op, "end")) else {
        return Err(VerifyError::op("requires attributes 'start' and 'end'"));
    };
    let s = out_shape(ctx, op).unwrap_or_default();
    if s.len() != 1 {
        return Err(VerifyError::op("return type must be a 1D tensor"));
    }
    if end <= start {
        return Err(VerifyError::op("start must be less than end"));
    }
    if s[0] != end - start {
        return Err(VerifyError::op(
            "number of elements in returned tensor must equal end - start",
        ));
    }
    let e = result_type(ctx, op, 0).map(|t| elem(ctx, t));
    if !e.is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { width: 32, .. })) {
        return Err(VerifyError::op("returned tensor must have i32 elements"));
    }
    Ok(())
}

fn verify_broadcast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    if a.len() != b.len() {
        return Err(VerifyError::op(format!(
            "expects the source and the result to have the same rank ({} vs {})",
            a.len(),
            b.len()
        )));
    }
    for (i, (&x, &y)) in a.iter().zip(&b).enumerate() {
        if x != y && x != 1 {
            return Err(VerifyError::op(format!(
                "Different dimensions at index {i} between source and result.  Broadcast requires the source dimension to be 1."
            )));
        }
    }
    Ok(())
}

fn verify_expand_dims(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    let axis = int_prop(ctx, op, "axis").unwrap_or(-1);
    if axis < 0 || axis as usize > a.len() {
        return Err(VerifyError::op(format!(
            "axis {axis} is out of range for a tensor of rank {}",
            a.len()
        )));
    }
    let mut want = a.clone();
    want.insert(axis as usize, 1);
    if want != b {
        return Err(VerifyError::op(format!(
            "result shape must be the source's with a 1 inserted at axis {axis}"
        )));
    }
    Ok(())
}

fn verify_reshape(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    if a.iter().product::<i64>() != b.iter().product::<i64>() {
        return Err(VerifyError::op(
            "number of src and dst elements of reshape must be the same",
        ));
    }
    Ok(())
}

fn verify_trans(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    let order = ctx
        .inherent_attr(op, "order")
        .and_then(|o| ir::dense_array::to_i64s(ctx, o))
        .unwrap_or_default();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    if order.len() != a.len() || sorted.iter().enumerate().any(|(i, &x)| x != i as i64) {
        return Err(VerifyError::op(format!(
            "order must be a permutation of 0..{}",
            a.len()
        )));
    }
    let want: Vec<i64> = order.iter().map(|&i| a[i as usize]).collect();
    if want != b {
        return Err(VerifyError::op(
            "result shape must be the source's permuted by order",
        ));
    }
    Ok(())
}

fn verify_join(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    let mut want = a;
    want.push(2);
    if want != b {
        return Err(VerifyError::op(
            "result shape must be the operands' with a minor dimension of 2",
        ));
    }
    Ok(())
}

fn verify_split(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let (Some(a), Some(b)) = (in_shape(ctx, op), out_shape(ctx, op)) else {
        return Ok(());
    };
    if a.last() != Some(&2) || a[..a.len() - 1] != b[..] {
        return Err(VerifyError::op(
            "the source's last dimension must be 2 and the results its other dimensions",
        ));
    }
    Ok(())
}

/// The value type a pointer operand reads or writes, and its mask type.
fn value_and_mask(ctx: &Context, ptr: Type) -> Option<(String, String)> {
    let (shape, el) = match ctx.type_kind(ptr) {
        TypeKind::RankedTensor { shape, elem, .. } => (Some(shape.clone()), *elem),
        _ => (None, ptr),
    };
    let (pointee, _) = super::types::pointee_text(ctx, el)?;
    Some(match shape {
        Some(s) => {
            let dims: String = s.iter().map(|d| format!("{d}x")).collect();
            (
                format!("tensor<{dims}{pointee}>"),
                format!("tensor<{dims}i1>"),
            )
        }
        None => (pointee.to_string(), "i1".into()),
    })
}

fn check_access(
    ctx: &Context,
    op: Op,
    value: Option<Type>,
    mask: Option<Value>,
) -> Result<(), VerifyError> {
    let Some(ptr) = operand(ctx, op, 0) else {
        return Ok(());
    };
    let pt = ctx.value_type(ptr);
    let Some((want, want_mask)) = value_and_mask(ctx, pt) else {
        return Err(VerifyError::op(
            "expects a pointer, a tensor of pointers or a block pointer",
        ));
    };
    if let Some(v) = value {
        let got = ir::text::type_to_string(ctx, v);
        if got != want {
            return Err(VerifyError::op(format!(
                "value type {got} does not match the pointer type's {want}"
            )));
        }
    }
    if let Some(m) = mask {
        if super::types::is_tensor_ptr(ctx, pt) {
            return Err(VerifyError::op("a block pointer access takes no mask"));
        }
        let got = ir::text::type_to_string(ctx, ctx.value_type(m));
        if got != want_mask {
            return Err(VerifyError::op(format!(
                "mask type {got} does not match the pointer type's {want_mask}"
            )));
        }
    }
    Ok(())
}

fn verify_load(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    let has_mask = segs.get(1).copied().unwrap_or(0) > 0;
    let mask = has_mask.then(|| operand(ctx, op, 1)).flatten();
    check_access(ctx, op, result_type(ctx, op, 0), mask)?;
    check_block_access(ctx, op)?;
    if segs.get(2).copied().unwrap_or(0) > 0 {
        let ptr = operand(ctx, op, 0).map(|v| ctx.value_type(v));
        if ptr.is_some_and(|t| super::types::is_tensor_ptr(ctx, t)) {
            return Err(VerifyError::op(
                "a block pointer load takes no `other`: `padding` gives the value outside the boundary",
            ));
        }
        let other = operand(ctx, op, 1 + usize::from(has_mask)).map(|v| ctx.value_type(v));
        if other != result_type(ctx, op, 0) {
            return Err(VerifyError::op("`other` must have the loaded value's type"));
        }
    }
    Ok(())
}

fn verify_store(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let value = operand(ctx, op, 1).map(|v| ctx.value_type(v));
    check_access(ctx, op, value, operand(ctx, op, 2))?;
    check_block_access(ctx, op)
}

fn verify_make_tensor_ptr(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let rt = ctx.value_type(d.results().get(0));
    let Some((block, elem)) = super::types::tensor_ptr_block(ctx, rt) else {
        return Err(VerifyError::op(
            "result must be a pointer to a tensor of a static shape (!tt.ptr<tensor<..>>)",
        ));
    };
    let r = block.len();
    let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes").unwrap_or_default();
    if segs.get(1..4).is_some_and(|s| s.iter().any(|&n| n != r)) {
        return Err(VerifyError::op(format!(
            "expects {r} shape, stride and offset operands, one a dimension of the block"
        )));
    }
    // Triton's TypesMatchWith: the base points to the block's elements, in
    // the block pointer's address space.
    let space = |t: Type| super::types::pointee_text(ctx, t).map(|p| p.1);
    let base = ctx.value_type(d.operand(0));
    let base_elem = super::types::pointee_text(ctx, base).map(|p| p.0.to_string());
    if base_elem.as_deref() != Some(elem.as_str()) || space(base) != space(rt) {
        return Err(VerifyError::op(format!(
            "base pointer must point to the block's element type ({elem}) in its address space"
        )));
    }
    Ok(())
}

fn verify_advance(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let n = ctx.op(op).operands().count().saturating_sub(1);
    let rank = result_type(ctx, op, 0)
        .and_then(|t| super::types::tensor_ptr_block(ctx, t))
        .map(|(b, _)| b.len());
    match rank {
        None => Err(VerifyError::op(
            "expects a pointer to a tensor of a static shape",
        )),
        Some(r) if r != n => Err(VerifyError::op(format!(
            "expects one offset a dimension of the block ({r}), but {n} were given"
        ))),
        Some(_) => Ok(()),
    }
}

/// A load's or store's `boundaryCheck` and `padding`: only through a block
/// pointer, naming dimensions of its block, NaN only for a float block.
fn check_block_access(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(ptr) = operand(ctx, op, 0) else {
        return Ok(());
    };
    let checked = ctx
        .inherent_attr(op, "boundaryCheck")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let padding = int_prop(ctx, op, "padding");
    let Some((block, elem)) = super::types::tensor_ptr_block(ctx, ctx.value_type(ptr)) else {
        if !checked.is_empty() || padding.is_some() {
            return Err(VerifyError::op(
                "boundaryCheck and padding apply only to an access through a block pointer",
            ));
        }
        return Ok(());
    };
    if let Some(&k) = checked
        .iter()
        .find(|&&k| k < 0 || k as usize >= block.len())
    {
        return Err(VerifyError::op(format!(
            "boundaryCheck dimension {k} is out of range for a block of rank {}",
            block.len()
        )));
    }
    // PaddingOption::PAD_NAN; Triton's front end refuses it for integers.
    if padding == Some(2) && !(elem.starts_with('f') || elem == "bf16") {
        return Err(VerifyError::op(format!(
            "padding = nan needs a floating-point block, not {elem}"
        )));
    }
    Ok(())
}

fn verify_dot(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let s = |i: usize| {
        operand(ctx, op, i).and_then(|v| shape(ctx, ctx.value_type(v)).map(<[i64]>::to_vec))
    };
    let (Some(a), Some(b), Some(c)) = (s(0), s(1), s(2)) else {
        return Ok(());
    };
    let r = a.len();
    if !(r == 2 || r == 3) || b.len() != r || c.len() != r {
        return Err(VerifyError::op("expects 2D or 3D operands of one rank"));
    }
    let (m, k, k2, n) = (a[r - 2], a[r - 1], b[r - 2], b[r - 1]);
    if k != k2 {
        return Err(VerifyError::op(format!(
            "the operands' contracted dimensions differ ({k} vs {k2})"
        )));
    }
    if c[r - 2] != m || c[r - 1] != n || (r == 3 && (a[0] != b[0] || a[0] != c[0])) {
        return Err(VerifyError::op(
            "the accumulator's shape must be the product's",
        ));
    }
    Ok(())
}

/// A reduction or scan: `axis` within the operands' rank, and a combiner
/// taking two values of each operand's element type.
fn verify_combine(ctx: &Context, op: Op, what: &str) -> Result<(), VerifyError> {
    let srcs: Vec<Type> = ctx.op(op).operands().map(|v| ctx.value_type(v)).collect();
    let Some(rank) = srcs.first().and_then(|&t| shape(ctx, t)).map(<[i64]>::len) else {
        return Err(VerifyError::op(format!("{what} takes at least one tensor")));
    };
    let axis = int_prop(ctx, op, "axis").unwrap_or(-1);
    if axis < 0 || axis as usize >= rank {
        return Err(VerifyError::op(format!(
            "{what} axis {axis} is out of range for rank {rank}"
        )));
    }
    let args = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&r| ctx.region(r).blocks.first())
        .map(|&b| ctx.block(b).args.clone())
        .unwrap_or_default();
    let want: Vec<Type> = srcs
        .iter()
        .chain(srcs.iter())
        .map(|&t| elem(ctx, t))
        .collect();
    let got: Vec<Type> = args.iter().map(|&v| ctx.value_type(v)).collect();
    if got != want {
        return Err(VerifyError::op(format!(
            "the combiner must take two arguments of each operand's element type ({})",
            2 * srcs.len()
        )));
    }
    Ok(())
}

fn verify_reduce(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    verify_combine(ctx, op, "reduction")
}

fn verify_scan(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    verify_combine(ctx, op, "scan")
}

/// The block's shape and element type text of a tensor descriptor type.
fn desc_block(ctx: &Context, t: Type) -> Option<(Vec<i64>, String)> {
    super::types::block_parts(&super::types::tensordesc_block(ctx, t)?)
}

fn verify_make_tensor_descriptor(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let n = d.num_operands().saturating_sub(1);
    let Some((block, elem)) = desc_block(ctx, ctx.value_type(d.results().get(0))) else {
        return Err(VerifyError::op(
            "result must be a !tt.tensordesc of a static block",
        ));
    };
    if n != 2 * block.len() {
        return Err(VerifyError::op(format!(
            "takes a shape and a stride for each of the block's {} dimensions, but {} operands were given",
            block.len(),
            n
        )));
    }
    let base =
        super::types::pointee_text(ctx, ctx.value_type(d.operand(0))).map(|p| p.0.to_string());
    if base.as_deref() != Some(elem.as_str()) {
        return Err(VerifyError::op(format!(
            "base pointer's element type must be the block's ({elem})"
        )));
    }
    Ok(())
}

fn verify_descriptor_access(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    let desc = d.operand(0);
    let Some((block, elem)) = desc_block(ctx, ctx.value_type(desc)) else {
        return Err(VerifyError::op(
            "expects a !tt.tensordesc of a static block",
        ));
    };
    // The block as a tensor: the load's result, the store's source.
    let (tensor, n_indices) = if d.results().is_empty() {
        (ctx.value_type(d.operand(1)), d.num_operands() - 2)
    } else {
        (ctx.value_type(d.results().get(0)), d.num_operands() - 1)
    };
    let text = ir::text::type_to_string(ctx, tensor);
    let dims: String = block.iter().map(|x| format!("{x}x")).collect();
    if text != format!("tensor<{dims}{elem}>") {
        return Err(VerifyError::op(format!(
            "block type {text} must be the descriptor's (tensor<{dims}{elem}>)"
        )));
    }
    if n_indices != block.len() {
        return Err(VerifyError::op(format!(
            "takes one index for each of the block's {} dimensions, but {} were given",
            block.len(),
            n_indices
        )));
    }
    Ok(())
}

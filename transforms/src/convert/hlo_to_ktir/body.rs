//! Each StableHLO op of a kernel's body on per-core slices: elementwise
//! ops through the shared table (`convert::elementwise`), constants,
//! conversions, broadcasts, reductions and contractions as linalg,
//! slices, iotas, reshapes and transposes; a split K summed across cores.
//! Each op built takes the location of the op it comes from.

use super::kernel::Emit;
use super::memory::identity;
use super::origin::origin;
use super::window;
use crate::convert::build::{elem_bits, elem_of, int_attr, is_float, tensor_ty, Builder};
use crate::convert::elementwise;
use crate::dataflow::dims::{shape, Role};
use dialects::linalg::build as linalg;
use dialects::stablehlo::ops as hlo;
use ir::affine::{AffineExpr, AffineMap, IntegerSet};
use ir::op_class::{Contraction, DimRole};
use ir::{AttrKind, Attribute, Context, Diagnostic, Op, OpClass, Type, TypedOp, Value};

/// A located error: `op` has no per-core form, and why.
pub(super) fn unsupported(ctx: &Context, op: Op, why: &str) -> Diagnostic {
    ir::verify::at_op(
        ctx,
        op,
        &format!(
            "convert-to-ktir cannot emit '{}' on per-core slices: {why}",
            ctx.op_name(op)
        ),
    )
}

/// An `index` array attribute, `ir::types::DYNAMIC` where `dynamic`.
fn statics(b: &mut Builder<'_>, v: &[Option<i64>]) -> Attribute {
    let xs: Vec<i64> = v.iter().map(|x| x.unwrap_or(ir::types::DYNAMIC)).collect();
    b.i64s(&xs)
}

/// A constant of `ty` holding `attr`'s elements: the same attribute at
/// `ty` (a splat, or the whole value).
fn retyped(ctx: &mut Context, attr: Attribute, ty: Type) -> Option<Attribute> {
    match ctx.attr_kind(attr).clone() {
        AttrKind::DenseElements { ty: t, data } if t == ty || data.splat => {
            Some(ctx.attr(AttrKind::DenseElements { ty, data }))
        }
        _ if ctx_type_of(ctx, attr) == Some(ty) => Some(attr),
        _ => None,
    }
}

fn ctx_type_of(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::DenseStrings { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// Whether `a` is a splat elements attribute.
fn is_splat(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseElements { data, .. } if data.splat)
}

/// A splat `x` of `ty` (float elements).
fn splat(ctx: &mut Context, ty: Type, x: f64) -> Option<Attribute> {
    let ir::TypeKind::Float(k) = ctx.type_kind(elem_of(ctx, ty)).clone() else {
        return None;
    };
    let s = ir::constant::Scalar::Float {
        kind: k,
        bits: ir::constant::from_f64(k, x)?,
    };
    ir::constant::elements_attr(ctx, ty, &[s])
}

/// `arith.constant attr : ty`.
fn constant(b: &mut Builder<'_>, attr: Attribute, ty: Type) -> Value {
    b.value(|ctx, loc| dialects::arith::ops::ConstantOp::build(ctx, ty, attr, loc))
}

/// The value a splat `stablehlo.constant` makes, if `v` is one.
fn splat_constant(ctx: &Context, v: Value) -> Option<Attribute> {
    let ir::value::ValueDef::Result(op, _) = ctx.value(v).def else {
        return None;
    };
    hlo::ConstantOp::cast(ctx, op)?;
    let a = ctx.inherent_attr(op, "value")?;
    is_splat(ctx, a).then_some(a)
}

/// The name of `v`, `op`'s operand `j`, as `op` reads it there: the value
/// itself, or, where the op wants a narrower share than the value holds
/// (the value was widened for another consumer or another position),
/// that share cut out on the core.
fn operand(e: &mut Emit<'_>, op: Op, j: usize, v: Value) -> Result<Value, Diagnostic> {
    let name = e.name(v)?;
    let (Some(want), Some(have)) = (e.wants.get(&(op, j)).cloned(), e.roles.get(&v).cloned())
    else {
        return Ok(name);
    };
    if e.normalized(&want) == e.normalized(&have) {
        return Ok(name);
    }
    let full = shape(e.b.ctx, v);
    let have_sl = e.slice(v);
    let want_sl: Vec<i64> = want
        .iter()
        .zip(&full)
        .map(|(r, &n)| e.slice_dim(*r, n))
        .collect();
    // Offsets: the wanted share's origin where the value is held whole.
    let mut offsets: Vec<Option<i64>> = Vec::new();
    let mut dynamic: Vec<Value> = Vec::new();
    for i in 0..full.len() {
        if have_sl[i] == want_sl[i] {
            offsets.push(Some(0));
        } else {
            let o = origin(e, &want, &want_sl, i);
            offsets.push(None);
            dynamic.push(o);
        }
    }
    let et = e.elem(v);
    let dst = tensor_ty(e.b.ctx, &want_sl, et);
    let so = statics(&mut e.b, &offsets);
    let ss = e.b.i64s(&want_sl);
    let st = e.b.i64s(&vec![1; full.len()]);
    Ok(e.b.value(|ctx, loc| {
        dialects::tensor::ops::ExtractSliceOp::build(
            ctx,
            name,
            &dynamic,
            &[],
            &[],
            dst,
            so,
            ss,
            st,
            loc,
        )
    }))
}

/// The slice shape `op` reads of its first operand `v` (its wanted share).
fn oslice(e: &Emit<'_>, op: Op, v: Value) -> Vec<i64> {
    match e.wants.get(&(op, 0)) {
        Some(want) => shape(e.b.ctx, v)
            .iter()
            .zip(want.iter().chain(std::iter::repeat(&Role::Whole)))
            .map(|(&n, r)| e.slice_dim(*r, n))
            .collect(),
        None => e.slice(v),
    }
}

/// Builds one body op on slices.
pub(super) fn emit_op(e: &mut Emit<'_>, op: Op) -> Result<(), Diagnostic> {
    let d = e.b.ctx.op(op);
    let operands: Vec<Value> = d.operands().collect();
    let Some(res) = d.results().iter().next() else {
        return Err(unsupported(e.b.ctx, op, "an op without results"));
    };
    let rt = e.b.ctx.value_type(res);
    let float = is_float(e.b.ctx, rt);
    let ty = e.ty(res);
    if e.b.ctx.op(op).results().len() == 1 && e.slice(res).contains(&0) {
        // No elements: nothing to compute (and no slice of one to cut).
        let v = e.empty(res);
        e.names.insert(res, v);
        return Ok(());
    }
    if hlo::GatherOp::cast(e.b.ctx, op).is_some() {
        // Reads its operands in memory, not as loaded values.
        let r = super::gather::emit(e, op, res, ty)?;
        e.names.insert(res, r);
        return Ok(());
    }
    let mut args = Vec::with_capacity(operands.len());
    for (j, &v) in operands.iter().enumerate() {
        args.push(operand(e, op, j, v)?);
    }
    let ctx = &*e.b.ctx;
    // The table's integer forms are the signed ones; unsigned operands
    // take the unsigned forms.
    let unsigned = operands
        .iter()
        .any(|&v| elementwise::unsigned(ctx, ctx.value_type(v)));
    let r = if let Some(a) = elementwise::binary(ctx, op, float) {
        let a = if unsigned {
            elementwise::unsigned_form(a)
        } else {
            a
        };
        elementwise::build_binary(&mut e.b, a, &args[..2], ty)
    } else if let Some(u) = elementwise::unary_int(ctx, op).filter(|_| !float) {
        elementwise::build(&mut e.b, u, &args[..1], ty)
    } else if let Some(u) = elementwise::unary(ctx, op) {
        if !float {
            return Err(unsupported(ctx, op, "an integer operand"));
        }
        elementwise::build(&mut e.b, u, &args[..1], ty)
    } else if hlo::LogisticOp::cast(ctx, op).is_some() {
        let n = elementwise::build(&mut e.b, dialects::arith::ops::NegfOp::NAME, &args[..1], ty);
        let x = elementwise::build(&mut e.b, dialects::math::ops::ExpOp::NAME, &[n], ty);
        let one = splat(e.b.ctx, ty, 1.0)
            .ok_or_else(|| unsupported(e.b.ctx, op, "a logistic of integers"))?;
        let one = constant(&mut e.b, one, ty);
        let s = elementwise::build(&mut e.b, dialects::arith::ops::AddfOp::NAME, &[one, x], ty);
        elementwise::build(&mut e.b, dialects::arith::ops::DivfOp::NAME, &[one, s], ty)
    } else if hlo::ConstantOp::cast(ctx, op).is_some() {
        let v = ctx
            .inherent_attr(op, "value")
            .ok_or_else(|| unsupported(ctx, op, "a constant without a value"))?;
        let whole = e.slice(res) == shape(e.b.ctx, res);
        if !(is_splat(e.b.ctx, v) || whole) {
            return Err(unsupported(
                e.b.ctx,
                op,
                "a constant that is not a splat on a split dimension",
            ));
        }
        let a = retyped(e.b.ctx, v, ty)
            .ok_or_else(|| unsupported(e.b.ctx, op, "a constant of another kind of elements"))?;
        constant(&mut e.b, a, ty)
    } else if hlo::ConvertOp::cast(ctx, op).is_some() {
        let from = ctx.value_type(operands[0]);
        let Some(r) = convert(e, op, args[0], from, rt, ty)? else {
            e.names.insert(res, args[0]);
            return Ok(());
        };
        r
    } else if hlo::BroadcastInDimOp::cast(ctx, op).is_some() {
        match splat_constant(ctx, operands[0]) {
            // A broadcast scalar constant is the constant on the slice.
            Some(a) => {
                let a = retyped(e.b.ctx, a, ty)
                    .ok_or_else(|| unsupported(e.b.ctx, op, "a constant of another kind"))?;
                constant(&mut e.b, a, ty)
            }
            None => broadcast(e, op, operands[0], args[0], res, ty),
        }
    } else if hlo::ScatterOp::cast(ctx, op).is_some() {
        super::scatter::emit(e, op, &args, res, ty)?
    } else if hlo::ConvolutionOp::cast(ctx, op).is_some() {
        window::convolution(e, op, &args, res, ty, float)?
    } else if hlo::ReduceWindowOp::cast(ctx, op).is_some() {
        window::reduce_window(e, op, &args, res, ty, float)?
    } else if hlo::PadOp::cast(ctx, op).is_some() {
        window::pad(e, op, &args, res, ty)?
    } else if hlo::ReverseOp::cast(ctx, op).is_some() {
        window::reverse(e, op, &args, res, ty)?
    } else if hlo::ConcatenateOp::cast(ctx, op).is_some() {
        window::concatenate(e, op, &args, res, ty)?
    } else if hlo::BitcastConvertOp::cast(ctx, op).is_some() {
        let from = elem_of(ctx, ctx.value_type(operands[0]));
        let to = elem_of(ctx, rt);
        if crate::convert::build::elem_bits(ctx, from) != crate::convert::build::elem_bits(ctx, to)
        {
            return Err(unsupported(
                ctx,
                op,
                "a bitcast between element types of different widths",
            ));
        }
        let x = args[0];
        e.b.value(|ctx, loc| dialects::arith::ops::BitcastOp::build(ctx, x, ty, loc))
    } else if hlo::WhileOp::cast(ctx, op).is_some() {
        return super::control::while_(e, op, &args);
    } else if hlo::IfOp::cast(ctx, op).is_some() || hlo::CaseOp::cast(ctx, op).is_some() {
        return super::control::branches(e, op, &args);
    } else if hlo::DynamicSliceOp::cast(ctx, op).is_some()
        || hlo::DynamicUpdateSliceOp::cast(ctx, op).is_some()
    {
        super::control::dynamic(e, op, &args, res, ty)?
    } else if hlo::SortOp::cast(ctx, op).is_some() {
        return super::sort::emit(e, op, &operands, &args);
    } else if hlo::ReduceOp::cast(ctx, op).is_some() && operands.len() > 2 {
        return super::reduce_many::emit(e, op, &operands, &args);
    } else if let Some(red) = hlo::ReduceOp::cast(ctx, op) {
        reduce(e, red, &operands, &args, res, ty, float)?
    } else if ctx.op_class(op) == OpClass::Contraction {
        return contraction(e, op, &args, res, ty, float);
    } else if hlo::SliceOp::cast(ctx, op).is_some() {
        slice(e, op, operands[0], args[0], res, ty)?
    } else if hlo::IotaOp::cast(ctx, op).is_some() {
        iota(e, op, res, ty, float)
    } else if hlo::ReshapeOp::cast(ctx, op).is_some() {
        match reshape(e, op, operands[0], args[0], res, ty) {
            Some(r) => r,
            None => {
                e.names.insert(res, args[0]);
                return Ok(());
            }
        }
    } else if hlo::TransposeOp::cast(ctx, op).is_some() {
        let perm = ctx
            .inherent_attr(op, "permutation")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default();
        let init = e.empty(res);
        let input = args[0];
        let t = linalg::transpose(e.b.ctx, input, init, ty, &perm, e.b.loc);
        e.b.ctx.append_op(e.b.block, t);
        e.b.ctx.result(t, 0)
    } else if hlo::SelectOp::cast(ctx, op).is_some() {
        let (mut c, t, f) = (args[0], args[1], args[2]);
        // A rank-0 predicate (`jnp.where` on a scalar condition) chooses
        // whole tensors: arith.select takes it as an i1 scalar, not as a
        // tensor of another shape.
        let ct = e.b.ctx.value_type(c);
        if e.b.ctx.type_kind(ct).shape().is_some_and(|s| s.is_empty())
            && e.b.ctx.type_kind(ty).shape().is_some_and(|s| !s.is_empty())
        {
            let i1 = e.b.ctx.int(1);
            c =
                e.b.value(|ctx, loc| dialects::tensor::ops::ExtractOp::build(ctx, c, &[], i1, loc));
        }
        e.b.value(|ctx, loc| dialects::arith::ops::SelectOp::build(ctx, c, t, f, ty, loc))
    } else if hlo::CompareOp::cast(ctx, op).is_some() {
        elementwise::build_compare_op(&mut e.b, op, args[0], args[1], ty)
    } else {
        return Err(unsupported(
            ctx,
            op,
            "no KTIR counterpart is emitted for it yet",
        ));
    };
    e.names.insert(res, r);
    Ok(())
}

/// `stablehlo.convert` on the slice, as StableHLO defines it (the shared
/// table's `build_convert`: `i1` and unsigned integers convert as
/// unsigned, a conversion to `i1` compares with zero); `None`: nothing to
/// do.
fn convert(
    e: &mut Emit<'_>,
    op: Op,
    x: Value,
    from: Type,
    to: Type,
    ty: Type,
) -> Result<Option<Value>, Diagnostic> {
    if elementwise::cast(e.b.ctx, from, to) == Ok(None) {
        return Ok(None);
    }
    let (su, tu) = (
        elementwise::unsigned(e.b.ctx, from),
        elementwise::unsigned(e.b.ctx, to),
    );
    elementwise::build_convert_signed(&mut e.b, x, ty, su, tu)
        .map(Some)
        .map_err(|why| unsupported(e.b.ctx, op, &why))
}

/// `stablehlo.broadcast_in_dim` on slices: `linalg.broadcast` when it only
/// adds dimensions in order, else a `linalg.generic` reading the operand
/// at the result's indices (0 where it is broadcast from extent 1).
fn broadcast(e: &mut Emit<'_>, op: Op, src: Value, arg: Value, res: Value, ty: Type) -> Value {
    let ctx = &*e.b.ctx;
    let dims = ctx
        .inherent_attr(op, "broadcast_dimensions")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let (ss, rs) = (oslice(e, op, src), e.slice(res));
    let init = e.empty(res);
    let nd = rs.len();
    let expands = dims
        .iter()
        .enumerate()
        .any(|(i, &dd)| ss.get(i) != rs.get(dd as usize));
    if !expands && dims.windows(2).all(|w| w[0] < w[1]) {
        // linalg.broadcast names the result's new dimensions.
        let added: Vec<i64> = (0..nd as i64).filter(|x| !dims.contains(x)).collect();
        let b = linalg::broadcast(e.b.ctx, arg, init, ty, &added, e.b.loc);
        e.b.ctx.append_op(e.b.block, b);
        return e.b.ctx.result(b, 0);
    }
    let results: Vec<AffineExpr> = dims
        .iter()
        .enumerate()
        .map(|(i, &dd)| {
            if ss.get(i) == Some(&1) && rs.get(dd as usize) != Some(&1) {
                AffineExpr::Const(0)
            } else {
                AffineExpr::Dim(dd as u32)
            }
        })
        .collect();
    let in_map = AffineMap {
        dims: nd as u32,
        symbols: 0,
        results,
    };
    let (g, body) = linalg::generic(
        e.b.ctx,
        &[arg],
        &[init],
        &[ty],
        vec![in_map, identity(nd)],
        &vec![true; nd],
        e.b.loc,
    );
    e.b.ctx.append_op(e.b.block, g);
    let a = e.b.ctx.block(body).args[0];
    linalg::yield_(e.b.ctx, body, &[a], e.b.loc);
    e.b.ctx.result(g, 0)
}

/// The one binary op a reduction's body applies (its `arith`/`math`
/// form), or an error naming the op.
pub(super) fn combiner(ctx: &Context, op: Op, float: bool) -> Result<&'static str, Diagnostic> {
    let body: Vec<Op> = ctx
        .op(op)
        .regions
        .first()
        .and_then(|&rg| ctx.region(rg).blocks.first())
        .map(|&b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    body.first()
        .and_then(|&o| elementwise::binary(ctx, o, float))
        .filter(|_| body.len() == 2)
        .ok_or_else(|| unsupported(ctx, op, "a reduction body other than one binary op"))
}

/// A tensor of type `ty` filled with scalar `value` (`tensor.empty` and
/// `linalg.fill`): where a reduction, a padding or a count starts.
pub(super) fn fill(e: &mut Emit<'_>, op: Op, value: Value, ty: Type) -> Result<Value, Diagnostic> {
    let empty =
        e.b.value(|ctx, loc| dialects::tensor::ops::EmptyOp::build(ctx, &[], ty, loc));
    let f = linalg::named(
        e.b.ctx,
        linalg::NamedOp::Fill,
        &[value],
        &[empty],
        &[ty],
        e.b.loc,
    )
    .map_err(|m| unsupported(e.b.ctx, op, &m))?;
    e.b.ctx.append_op(e.b.block, f);
    Ok(e.b.ctx.result(f, 0))
}

/// The result's slice filled with the rank-0 init value `init` (where a
/// reduction starts).
pub(super) fn init_fill(
    e: &mut Emit<'_>,
    op: Op,
    ty: Type,
    init: Value,
) -> Result<Value, Diagnostic> {
    let et = elem_of(e.b.ctx, ty);
    let s =
        e.b.value(|ctx, loc| dialects::tensor::ops::ExtractOp::build(ctx, init, &[], et, loc));
    fill(e, op, s, ty)
}

/// A one-combiner `stablehlo.reduce` as `linalg.fill` of the init value
/// and `linalg.reduce`.
fn reduce(
    e: &mut Emit<'_>,
    red: hlo::ReduceOp,
    operands: &[Value],
    args: &[Value],
    res: Value,
    ty: Type,
    float: bool,
) -> Result<Value, Diagnostic> {
    let op = red.op();
    let ctx = &*e.b.ctx;
    if operands.len() / 2 != 1 {
        return Err(unsupported(
            ctx,
            op,
            "a variadic reduction (emitted by reduce_many)",
        ));
    }
    let comb = combiner(ctx, op, float)?;
    if elementwise::unsigned(ctx, ctx.value_type(operands[0])) && !float {
        return Err(unsupported(
            ctx,
            op,
            "a reduction of unsigned integers (only signed forms are emitted)",
        ));
    }
    let dims = ctx
        .inherent_attr(op, "dimensions")
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default();
    let et = elem_of(ctx, ctx.value_type(res));
    let fv = init_fill(e, op, ty, args[1])?;
    // The combiner takes the reduce op's location: the body of a compact
    // `reduce ... applies` is not printed, its ops' locations not kept.
    let (r, blk) = linalg::reduce(e.b.ctx, &[args[0]], &[fv], &[ty], &dims, e.b.loc);
    e.b.ctx.append_op(e.b.block, r);
    let (a, acc) = (e.b.ctx.block(blk).args[0], e.b.ctx.block(blk).args[1]);
    let loc = e.b.loc;
    let c =
        e.b.within(blk, loc, |b| elementwise::build(b, comb, &[a, acc], et));
    linalg::yield_(e.b.ctx, blk, &[c], loc);
    Ok(e.b.ctx.result(r, 0))
}

/// A contraction: `linalg.matmul` for `[M, K] x [K, N]`, else a
/// `linalg.generic` over the result's dimensions then one a contracted
/// pair; a split K summed across cores.
fn contraction(
    e: &mut Emit<'_>,
    op: Op,
    args: &[Value],
    res: Value,
    ty: Type,
    float: bool,
) -> Result<(), Diagnostic> {
    let ctx = &*e.b.ctx;
    let c = ctx
        .interface::<dyn Contraction>(op)
        .ok_or_else(|| unsupported(ctx, op, "a contraction without its interface"))?;
    let lr = c.operand_dims(ctx, op, 0).unwrap_or_default();
    let rr = c.operand_dims(ctx, op, 1).unwrap_or_default();
    if lr.iter().chain(&rr).any(|r| *r == DimRole::Window) {
        return Err(unsupported(
            ctx,
            op,
            "a convolution's sliding windows have no KTIR form here yet",
        ));
    }
    let et = elem_of(ctx, ctx.value_type(res));
    let fv = zero_fill(e, op, ty, et, float)?;
    let nout = e.slice(res).len();
    let std_2d = lr == [DimRole::Result(0), DimRole::Contracted]
        && rr == [DimRole::Contracted, DimRole::Result(1)];
    let r = if std_2d {
        let m = linalg::named(
            e.b.ctx,
            linalg::NamedOp::Matmul,
            &args[..2],
            &[fv],
            &[ty],
            e.b.loc,
        )
        .map_err(|m| unsupported(e.b.ctx, op, &m))?;
        e.b.ctx.append_op(e.b.block, m);
        e.b.ctx.result(m, 0)
    } else {
        // Loops: the result's dimensions, then one a contracted pair.
        let nk = lr.iter().filter(|x| **x == DimRole::Contracted).count();
        let loops = (nout + nk) as u32;
        let map = |roles: &[DimRole]| {
            let mut k = 0;
            let results = roles
                .iter()
                .map(|x| match x {
                    DimRole::Result(j) => AffineExpr::Dim(*j as u32),
                    // Ruled out above.
                    DimRole::Window => AffineExpr::Const(0),
                    DimRole::Contracted => {
                        k += 1;
                        AffineExpr::Dim((nout + k - 1) as u32)
                    }
                })
                .collect();
            AffineMap {
                dims: loops,
                symbols: 0,
                results,
            }
        };
        let out_map = AffineMap {
            dims: loops,
            symbols: 0,
            results: (0..nout as u32).map(AffineExpr::Dim).collect(),
        };
        let mut iters = vec![true; nout];
        iters.extend(vec![false; nk]);
        // A 16-bit float product accumulates in f32 and is rounded once
        // (Spyre's f32 accumulation, as linalg.matmul's is simulated),
        // not rounded at every step of the sum.
        let narrow = float && elem_bits(e.b.ctx, et) < 32;
        let (acc_et, acc_ty, acc_fv) = if narrow {
            let f32t = e.b.ctx.float_type(ir::float::FloatKind::F32);
            let sl = e.slice(res);
            let aty = tensor_ty(e.b.ctx, &sl, f32t);
            let afv = zero_fill(e, op, aty, f32t, float)?;
            (f32t, aty, afv)
        } else {
            (et, ty, fv)
        };
        let (g, blk) = linalg::generic(
            e.b.ctx,
            &args[..2],
            &[acc_fv],
            &[acc_ty],
            vec![map(&lr), map(&rr), out_map],
            &iters,
            e.b.loc,
        );
        e.b.ctx.append_op(e.b.block, g);
        multiply_accumulate(e, blk, acc_et, float);
        let sum = e.b.ctx.result(g, 0);
        if narrow {
            let total = k_reduce(e, sum, acc_ty, acc_et, float);
            let rounded = elementwise::build_convert(&mut e.b, total, ty)
                .map_err(|m| unsupported(e.b.ctx, op, &m))?;
            e.names.insert(res, rounded);
            return Ok(());
        }
        sum
    };
    let total = k_reduce(e, r, ty, et, float);
    e.names.insert(res, total);
    Ok(())
}

/// The body of a contraction's `linalg.generic` (block `blk`, arguments
/// `a, b, acc`): `acc + a·b` in `et`, operands narrower than the result
/// (an f16 product accumulated in f32) widened first, as linalg.matmul
/// casts.
pub(super) fn multiply_accumulate(e: &mut Emit<'_>, blk: ir::Block, et: Type, float: bool) {
    let bargs = e.b.ctx.block(blk).args.clone();
    let (mul, add) = if float {
        (
            dialects::arith::ops::MulfOp::NAME,
            dialects::arith::ops::AddfOp::NAME,
        )
    } else {
        (
            dialects::arith::ops::MuliOp::NAME,
            dialects::arith::ops::AddiOp::NAME,
        )
    };
    let loc = e.b.loc;
    let s = e.b.within(blk, loc, |b| {
        let widen =
            |b: &mut Builder<'_>, v: Value| elementwise::build_convert(b, v, et).unwrap_or(v);
        let (x, y) = (widen(b, bargs[0]), widen(b, bargs[1]));
        let p = elementwise::build(b, mul, &[x, y], et);
        elementwise::build(b, add, &[bargs[2], p], et)
    });
    linalg::yield_(e.b.ctx, blk, &[s], loc);
}

/// The result's slice filled with zeros (where a sum starts).
pub(super) fn zero_fill(
    e: &mut Emit<'_>,
    op: Op,
    ty: Type,
    et: Type,
    float: bool,
) -> Result<Value, Diagnostic> {
    let zero = splat_scalar_zero(e.b.ctx, et, float);
    let z = constant(&mut e.b, zero, et);
    fill(e, op, z, ty)
}

/// `0.0` or `0` of scalar type `et` (an attribute).
pub(super) fn scalar_zero(ctx: &mut Context, et: Type, float: bool) -> Attribute {
    splat_scalar_zero(ctx, et, float)
}

/// A scalar constant holding `attr`.
pub(super) fn constant_scalar(e: &mut Emit<'_>, attr: Attribute, et: Type) -> Value {
    constant(&mut e.b, attr, et)
}

/// `0.0` or `0` of scalar type `et`.
fn splat_scalar_zero(ctx: &mut Context, et: Type, float: bool) -> Attribute {
    if float {
        let f = match ctx.type_kind(et) {
            ir::TypeKind::Float(_) => et,
            _ => ctx.float_type(ir::float::FloatKind::F32),
        };
        ctx.attr(AttrKind::Float {
            ty: f,
            bits: 0u128.into(),
        })
    } else {
        int_attr(ctx, et, 0)
    }
}

/// When K is split across cores, each core holds a partial product: the
/// cores of one output slice (ids equal modulo the output's cores) sum
/// theirs with `inter_tile_produce` / `inter_tile_reduce`, and each ends
/// with the total. Returns the value to use.
fn k_reduce(e: &mut Emit<'_>, partial: Value, ty: Type, et: Type, float: bool) -> Value {
    if e.k_split <= 1 {
        return partial;
    }
    let p = e.splits.iter().product::<u64>().max(1) as i64;
    let n = p * e.k_split as i64;
    // `(d0)[s0] : ((d0 - s0) mod p == 0, d0 >= 0, -d0 + n - 1 >= 0)`.
    let d0 = AffineExpr::Dim(0);
    let members = IntegerSet {
        dims: 1,
        symbols: 1,
        constraints: vec![
            (
                AffineExpr::div_like(
                    ir::affine::AffineOp::Mod,
                    AffineExpr::add(d0.clone(), AffineExpr::neg(AffineExpr::Symbol(0))),
                    AffineExpr::Const(p),
                ),
                true,
            ),
            (d0.clone(), false),
            (
                AffineExpr::add(AffineExpr::neg(d0.clone()), AffineExpr::Const(n - 1)),
                false,
            ),
        ],
    };
    let groups = IntegerSet {
        dims: 1,
        symbols: 0,
        constraints: vec![
            (d0.clone(), false),
            (
                AffineExpr::add(AffineExpr::neg(d0), AffineExpr::Const(p - 1)),
                false,
            ),
        ],
    };
    let ctx = &mut *e.b.ctx;
    let members = ctx.attr(AttrKind::IntegerSet(Box::new(members)));
    let groups_a = ctx.attr(AttrKind::IntegerSet(Box::new(groups)));
    let future = tile_future(ctx, ty, groups_a);
    let produce = e
        .b
        .add(|ctx, loc| dialects::ktdp::ops::InterTileProduceOp::build(ctx, future, members, loc));
    let index = e.b.index_ty();
    let region = e.b.ctx.op(produce.0).regions[0];
    let blk = e.b.ctx.create_block();
    e.b.ctx.append_block(region, blk);
    let loc = e.b.loc;
    e.b.ctx.add_block_arg(blk, index, Some(loc));
    e.b.within(blk, loc, |b| {
        b.add(|ctx, loc| dialects::ktdp::ops::YieldPartialOp::build(ctx, &[partial], loc));
    });
    let fut = e.b.ctx.result(produce.0, 0);
    let zero = splat_scalar_zero(e.b.ctx, et, float);
    let z = constant(&mut e.b, zero, et);
    let init =
        e.b.value(|ctx, loc| dialects::tensor::ops::EmptyOp::build(ctx, &[], ty, loc));
    let idn = linalg::named(e.b.ctx, linalg::NamedOp::Fill, &[z], &[init], &[ty], loc)
        .map(|f| {
            e.b.ctx.append_op(e.b.block, f);
            e.b.ctx.result(f, 0)
        })
        .unwrap_or(init);
    let reduce = e.b.add(|ctx, loc| {
        dialects::ktdp::ops::InterTileReduceOp::build(ctx, fut, Some(idn), ty, members, loc)
    });
    let region = e.b.ctx.op(reduce.0).regions[0];
    let blk = e.b.ctx.create_block();
    e.b.ctx.append_block(region, blk);
    let l = e.b.ctx.add_block_arg(blk, ty, Some(loc));
    let r = e.b.ctx.add_block_arg(blk, ty, Some(loc));
    e.b.within(blk, loc, |b| {
        let t = b.value(|ctx, loc| dialects::tensor::ops::EmptyOp::build(ctx, &[], ty, loc));
        if let Ok(s) = linalg::named(b.ctx, linalg::NamedOp::Add, &[l, r], &[t], &[ty], loc) {
            b.ctx.append_op(b.block, s);
            let s = b.ctx.result(s, 0);
            b.add(|ctx, loc| dialects::ktdp::ops::YieldReducedOp::build(ctx, &[s], loc));
        }
    });
    e.b.ctx.result(reduce.0, 0)
}

/// `!ktdp.tile_future<ty, groups = set>`.
fn tile_future(ctx: &mut Context, ty: Type, groups: Attribute) -> Type {
    let t = ir::text::type_to_string(ctx, ty);
    let g = ir::text::attr_to_string(ctx, groups);
    let dialect = ctx.ident("ktdp");
    ctx.ty(ir::TypeKind::Opaque {
        dialect,
        data: format!("tile_future<({t}), groups = {g}>").into(),
    })
}

/// `stablehlo.slice` as `tensor.extract_slice` of the core's window.
fn slice(
    e: &mut Emit<'_>,
    op: Op,
    src: Value,
    arg: Value,
    res: Value,
    ty: Type,
) -> Result<Value, Diagnostic> {
    let ctx = &*e.b.ctx;
    let get = |n: &str| {
        ctx.inherent_attr(op, n)
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            .unwrap_or_default()
    };
    let (starts, strides) = (get("start_indices"), get("strides"));
    let (ss, rs) = (oslice(e, op, src), e.slice(res));
    // Unsliced dimensions start at 0 on the core's slice.
    let full = shape(e.b.ctx, src);
    let res_roles = e.roles_of(res);
    let mut offsets: Vec<Option<i64>> = Vec::new();
    let mut dynamic: Vec<Value> = Vec::new();
    for i in 0..rs.len() {
        let start = starts.get(i).copied().unwrap_or(0);
        if ss.get(i) != full.get(i) {
            offsets.push(Some(0)); // split as the result is
            continue;
        }
        // Held whole: the window starts at `start`, plus this core's
        // share of the result (in steps of the stride).
        let o = super::origin::run_origin(e, op, &res_roles, &rs, i)?;
        if o == e.c0 {
            offsets.push(Some(start));
            continue;
        }
        let stride = strides.get(i).copied().unwrap_or(1);
        let mut cur = o;
        let idx = e.b.index_ty();
        if stride != 1 {
            let k = e.b.index(stride);
            cur = e
                .b
                .value(|ctx, loc| dialects::arith::ops::MuliOp::build(ctx, cur, k, idx, None, loc));
        }
        if start != 0 {
            let k = e.b.index(start);
            cur = e
                .b
                .value(|ctx, loc| dialects::arith::ops::AddiOp::build(ctx, cur, k, idx, None, loc));
        }
        offsets.push(None);
        dynamic.push(cur);
    }
    let st: Vec<i64> = (0..rs.len())
        .map(|i| strides.get(i).copied().unwrap_or(1))
        .collect();
    let so = statics(&mut e.b, &offsets);
    let sz = e.b.i64s(&rs);
    let sst = e.b.i64s(&st);
    Ok(e.b.value(|ctx, loc| {
        dialects::tensor::ops::ExtractSliceOp::build(
            ctx,
            arg,
            &dynamic,
            &[],
            &[],
            ty,
            so,
            sz,
            sst,
            loc,
        )
    }))
}

/// `stablehlo.iota`: each core's slice counts from its origin along the
/// dimension (a `linalg.generic` of `linalg.index` plus the origin).
fn iota(e: &mut Emit<'_>, op: Op, res: Value, ty: Type, float: bool) -> Value {
    let ctx = &*e.b.ctx;
    let dim = match ctx
        .inherent_attr(op, "iota_dimension")
        .map(|a| ctx.attr_kind(a))
    {
        Some(AttrKind::Integer { value, .. }) => value.as_i64().unwrap_or(0) as usize,
        _ => 0,
    };
    let roles = e.roles_of(res);
    let sl = e.slice(res);
    // Along a dimension merged from parts where the core's share is
    // strided, each part counts from its own origin (the share is the
    // parts' shares, row-major); elsewhere one origin.
    let parts: Option<Vec<(i64, i64, Value)>> = match roles.get(dim).copied() {
        Some(Role::Merged(p)) if !super::origin::is_run(e, Role::Merged(p)) => {
            let ps: Vec<_> = p.iter().collect();
            let sizes: Vec<i64> = ps.iter().map(|&x| super::origin::part_size(x, e)).collect();
            let mut out = Vec::new();
            for (k, (&x, &n)) in ps.iter().zip(&sizes).enumerate() {
                let share = e.slice_dim(x.role(), n);
                let inner: i64 = sizes[k + 1..].iter().product();
                let o = origin(e, &[x.role()], &[share], 0);
                out.push((share, inner, o));
            }
            Some(out)
        }
        _ => None,
    };
    let start = origin(e, &roles, &sl, dim);
    let init = e.empty(res);
    let et = elem_of(e.b.ctx, ty);
    let nd = sl.len();
    let (g, blk) = linalg::generic(
        e.b.ctx,
        &[],
        &[init],
        &[ty],
        vec![identity(nd)],
        &vec![true; nd],
        e.b.loc,
    );
    e.b.ctx.append_op(e.b.block, g);
    let loc = e.b.loc;
    let v = e.b.within(blk, loc, |b| {
        let index = b.index_ty();
        let i64t = b.ctx.int(64);
        let dim_a = int_attr(b.ctx, i64t, dim as i64);
        let i = b.value(|ctx, loc| dialects::linalg::ops::IndexOp::build(ctx, index, dim_a, loc));
        let j = match &parts {
            None => b.value(|ctx, loc| {
                dialects::arith::ops::AddiOp::build(ctx, i, start, index, None, loc)
            }),
            Some(ps) => merged_index(b, i, ps),
        };
        if float {
            let w = b.value(|ctx, loc| dialects::arith::ops::IndexCastOp::build(ctx, j, i64t, loc));
            b.value(|ctx, loc| dialects::arith::ops::SitofpOp::build(ctx, w, et, loc))
        } else {
            b.value(|ctx, loc| dialects::arith::ops::IndexCastOp::build(ctx, j, et, loc))
        }
    });
    linalg::yield_(e.b.ctx, blk, &[v], loc);
    e.b.ctx.result(g, 0)
}

/// The global index along a merged dimension of local index `i`: `i`
/// taken apart row-major over the parts' shares, each digit moved to its
/// part's origin and weighted by the parts inside it. `parts`: (share,
/// inner size, origin), outermost first.
fn merged_index(b: &mut Builder<'_>, i: Value, parts: &[(i64, i64, Value)]) -> Value {
    use dialects::arith::ops as arith;
    let index = b.index_ty();
    let mut rest = i;
    let mut acc: Option<Value> = None;
    for (k, &(share, inner, o)) in parts.iter().enumerate().rev() {
        let digit = if k == 0 {
            rest
        } else {
            let s = b.index(share);
            let d = b.value(|ctx, loc| arith::RemuiOp::build(ctx, rest, s, index, loc));
            rest = b.value(|ctx, loc| arith::DivuiOp::build(ctx, rest, s, index, false, loc));
            d
        };
        let g = b.value(|ctx, loc| arith::AddiOp::build(ctx, digit, o, index, None, loc));
        let w = b.index(inner);
        let t = b.value(|ctx, loc| arith::MuliOp::build(ctx, g, w, index, None, loc));
        acc = Some(match acc {
            None => t,
            Some(a) => b.value(|ctx, loc| arith::AddiOp::build(ctx, a, t, index, None, loc)),
        });
    }
    acc.unwrap_or(i)
}

/// `stablehlo.reshape` on slices: flatten, then give the result's slice
/// shape (the roles keep each core's slice contiguous in both shapes).
/// `None` when the flat slice is the result.
fn reshape(
    e: &mut Emit<'_>,
    op: Op,
    src: Value,
    arg: Value,
    res: Value,
    ty: Type,
) -> Option<Value> {
    let (ss, rs) = (oslice(e, op, src), e.slice(res));
    let et = elem_of(e.b.ctx, ty);
    let n: i64 = ss.iter().product();
    let flat = tensor_ty(e.b.ctx, &[n], et);
    let ctx = &mut *e.b.ctx;
    let i64t = ctx.int(64);
    let group = |ctx: &mut Context, k: usize| -> Attribute {
        let items: Vec<Attribute> = (0..k).map(|i| int_attr(ctx, i64t, i as i64)).collect();
        let g = ctx.attr(AttrKind::Array(items.into()));
        let outer = if k == 0 { Vec::new() } else { vec![g] };
        ctx.attr(AttrKind::Array(outer.into()))
    };
    let mut cur = arg;
    // A rank-0 slice grows to one element, and shrinks back from it, with
    // no reassociation groups (expand and collapse swap roles there).
    if ss.is_empty() {
        let re = group(ctx, 0);
        let one = e.b.i64s(&[1]);
        cur = e.b.value(|ctx, loc| {
            dialects::tensor::ops::ExpandShapeOp::build(ctx, cur, &[], flat, re, one, loc)
        });
    } else if ss.len() != 1 {
        let re = group(ctx, ss.len());
        cur = e.b.value(|ctx, loc| {
            dialects::tensor::ops::CollapseShapeOp::build(ctx, cur, flat, re, loc)
        });
    }
    if rs.len() == 1 {
        return if cur == arg { None } else { Some(cur) };
    }
    if rs.is_empty() {
        let re = group(e.b.ctx, 0);
        return Some(e.b.value(|ctx, loc| {
            dialects::tensor::ops::CollapseShapeOp::build(ctx, cur, ty, re, loc)
        }));
    }
    let re = group(e.b.ctx, rs.len());
    let shape_a = e.b.i64s(&rs);
    Some(e.b.value(|ctx, loc| {
        dialects::tensor::ops::ExpandShapeOp::build(ctx, cur, &[], ty, re, shape_a, loc)
    }))
}

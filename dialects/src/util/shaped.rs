//! Helpers the tensor, memref and linalg folders and patterns share:
//! reading constants and shaped types, MLIR's mixed static/dynamic
//! `OpFoldResult` lists of offset/size/stride ops.

use ir::types::DYNAMIC;
use ir::value::ValueDef;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, IntValue, Op, Type, TypeKind, Value};

/// The op defining `v`, if a result.
pub fn def_op(ctx: &Context, v: Value) -> Option<Op> {
    match ctx.value(v).def {
        ValueDef::Result(op, _) => Some(op),
        ValueDef::Arg(..) => None,
    }
}

/// The result number of `v`, if a result.
pub fn result_number(ctx: &Context, v: Value) -> Option<usize> {
    match ctx.value(v).def {
        ValueDef::Result(_, i) => Some(i as usize),
        ValueDef::Arg(..) => None,
    }
}

/// The op named `name` defining `v`.
pub fn def_named(ctx: &Context, v: Value, name: &str) -> Option<Op> {
    def_op(ctx, v).filter(|&op| ctx.op_name(op) == name)
}

/// The integer of an integer (or `index`, or `i1`) attribute.
pub fn attr_int(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        AttrKind::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// MLIR's `getConstantIntValue` of a value.
pub fn const_int(ctx: &mut Context, v: Value) -> Option<i64> {
    let a = ir::rewrite::constant_value(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => value.as_i64(),
        AttrKind::Bool(b) => Some(if *b { -1 } else { 0 }),
        _ => None,
    }
}

/// Whether `v` is an `arith.constant` of `index` type (`matchConstantIndex`).
pub fn is_const_index(ctx: &mut Context, v: Value) -> bool {
    if def_named(ctx, v, crate::arith::ops::ConstantOp::NAME).is_none() {
        return false;
    }
    let ty = ctx.value_type(v);
    matches!(ctx.type_kind(ty), TypeKind::Index) && ir::rewrite::constant_value(ctx, v).is_some()
}

/// `n : index`.
pub fn index_attr(ctx: &mut Context, n: i64) -> Attribute {
    let ty = ctx.index_type();
    ctx.attr(AttrKind::Integer {
        ty,
        value: IntValue::Small(n),
    })
}

/// Shape, element type and encoding of a ranked tensor type.
pub fn ranked_tensor(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type, Option<Attribute>)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        } => Some((shape.to_vec(), *elem, *encoding)),
        _ => None,
    }
}

/// `tensor<shape x elem, enc>`.
pub fn tensor_type(
    ctx: &mut Context,
    shape: &[i64],
    elem: Type,
    encoding: Option<Attribute>,
) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding,
    })
}

/// The shape of a ranked shaped type.
pub fn shape_of(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    ctx.type_kind(t).shape().map(<[i64]>::to_vec)
}

/// Whether every dimension is static.
pub fn is_static(shape: &[i64]) -> bool {
    shape.iter().all(|&d| d != DYNAMIC)
}

/// An entry of a mixed list: MLIR's `OpFoldResult` of index type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ofr {
    /// A static integer.
    S(i64),
    /// An SSA value.
    V(Value),
}

/// Mixed values from a static list (`DYNAMIC` entries taken in order from
/// `dynamic`), MLIR's `getMixedValues`.
pub fn mixed(statics: &[i64], dynamic: &[Value]) -> Option<Vec<Ofr>> {
    let mut it = dynamic.iter();
    let mut out = Vec::with_capacity(statics.len());
    for &s in statics {
        if s == DYNAMIC {
            out.push(Ofr::V(*it.next()?));
        } else {
            out.push(Ofr::S(s));
        }
    }
    Some(out)
}

/// Static list and dynamic values of a mixed list
/// (`dispatchIndexOpFoldResults`).
pub fn dispatch(list: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut s = Vec::with_capacity(list.len());
    let mut d = Vec::new();
    for e in list {
        match *e {
            Ofr::S(x) => s.push(x),
            Ofr::V(v) => {
                s.push(DYNAMIC);
                d.push(v);
            }
        }
    }
    (s, d)
}

/// The constant integer of a mixed entry.
pub fn ofr_int(ctx: &mut Context, o: Ofr) -> Option<i64> {
    match o {
        Ofr::S(x) => Some(x),
        Ofr::V(v) => const_int(ctx, v),
    }
}

/// MLIR's `foldDynamicIndexList`: constant values become static entries
/// (when `non_negative`, only those ≥ 0; when `non_zero`, only non-zero
/// ones); true if any did.
pub fn fold_index_list(
    ctx: &mut Context,
    list: &mut [Ofr],
    non_negative: bool,
    non_zero: bool,
) -> bool {
    let mut changed = false;
    for e in list.iter_mut() {
        let Ofr::V(v) = *e else { continue };
        let Some(a) = ir::rewrite::constant_value(ctx, v) else {
            continue;
        };
        let Some(c) = attr_int(ctx, a) else { continue };
        if (non_negative && c < 0) || (non_zero && c == 0) {
            continue;
        }
        *e = Ofr::S(c);
        changed = true;
    }
    changed
}

/// An offset/size/stride op's lists: `lead` leading operands (source,
/// destination), then offsets, sizes and strides.
#[derive(Clone, Debug)]
pub struct Oss {
    /// The leading operands.
    pub lead: Vec<Value>,
    /// Offsets.
    pub offsets: Vec<Ofr>,
    /// Sizes.
    pub sizes: Vec<Ofr>,
    /// Strides.
    pub strides: Vec<Ofr>,
}

impl Oss {
    /// Reads the lists of `op` (`lead` leading single operands).
    pub fn of(ctx: &Context, op: Op, lead: usize) -> Option<Oss> {
        let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes")?;
        if segs.len() != lead + 3 || segs[..lead].iter().any(|&s| s != 1) {
            return None;
        }
        let groups = ir::segments::split_operands(ctx, op, &segs)?;
        let list = |n: &str| ir::dense_array::to_i64s(ctx, ctx.inherent_attr(op, n)?);
        let (so, ss, st) = (
            list("static_offsets")?,
            list("static_sizes")?,
            list("static_strides")?,
        );
        Some(Oss {
            lead: groups[..lead].iter().map(|g| g[0]).collect(),
            offsets: mixed(&so, &groups[lead])?,
            sizes: mixed(&ss, &groups[lead + 1])?,
            strides: mixed(&st, &groups[lead + 2])?,
        })
    }

    /// Static offsets, sizes, strides.
    pub fn statics(&self) -> [Vec<i64>; 3] {
        [
            dispatch(&self.offsets).0,
            dispatch(&self.sizes).0,
            dispatch(&self.strides).0,
        ]
    }

    /// Operands and properties of an op with these lists.
    pub fn build_parts(&self, ctx: &mut Context) -> (Vec<Value>, Vec<(&'static str, Attribute)>) {
        let (so, dof) = dispatch(&self.offsets);
        let (ss, dsz) = dispatch(&self.sizes);
        let (st, dst) = dispatch(&self.strides);
        let mut operands = self.lead.clone();
        let mut segs: Vec<i64> = vec![1; self.lead.len()];
        segs.extend([dof.len() as i64, dsz.len() as i64, dst.len() as i64]);
        operands.extend(dof);
        operands.extend(dsz);
        operands.extend(dst);
        let props = vec![
            (
                "operandSegmentSizes",
                ir::dense_array::from_i64s(ctx, 32, &segs),
            ),
            ("static_offsets", ir::dense_array::from_i64s(ctx, 64, &so)),
            ("static_sizes", ir::dense_array::from_i64s(ctx, 64, &ss)),
            ("static_strides", ir::dense_array::from_i64s(ctx, 64, &st)),
        ];
        (operands, props)
    }

    /// Whether the lists equal `other`'s entry for entry (`isSameAs`
    /// with `OpFoldResult` equality).
    pub fn same_lists(&self, other: &Oss) -> bool {
        self.offsets == other.offsets && self.sizes == other.sizes && self.strides == other.strides
    }
}

/// MLIR's `verifyInBoundsSlice` on static entries.
pub fn in_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> bool {
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&sz), Some(&st)) = (offsets.get(i), sizes.get(i), strides.get(i))
        else {
            return false;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return false;
        }
        if sz == DYNAMIC || st == DYNAMIC {
            continue;
        }
        let last = o.wrapping_add(sz.wrapping_sub(1).wrapping_mul(st));
        if last >= dim {
            return false;
        }
    }
    true
}

/// MLIR's `computeRankReductionMask`: the dimensions of `original`
/// dropped to get `reduced` (greedy), or `None`.
pub fn rank_reduction_mask(
    original: &[i64],
    reduced: &[i64],
    match_dynamic: bool,
) -> Option<Vec<bool>> {
    let mut mask = vec![false; original.len()];
    let mut r = 0;
    for (i, &o) in original.iter().enumerate() {
        if match_dynamic && r < reduced.len() && o != 1 && (reduced[r] == DYNAMIC || o == DYNAMIC) {
            r += 1;
            continue;
        }
        if r < reduced.len() && o == reduced[r] {
            r += 1;
            continue;
        }
        mask[i] = true;
        if o != 1 {
            return None;
        }
    }
    (r == reduced.len()).then_some(mask)
}

/// MLIR's `getPositionsOfShapeOne`: the first `rank` unit dimensions.
pub fn positions_of_shape_one(mut rank: usize, shape: &[i64]) -> Vec<bool> {
    let mut v = vec![false; shape.len()];
    for (p, &d) in shape.iter().enumerate() {
        if rank == 0 {
            break;
        }
        if d == 1 {
            v[p] = true;
            rank -= 1;
        }
    }
    v
}

/// Destination operand positions of a destination-style op
/// (`getDpsInits`), if `op` is one.
pub fn dps_inits(ctx: &Context, op: Op) -> Option<Vec<usize>> {
    let name = ctx.op_name(op);
    match name {
        "tensor.insert" | "tensor.insert_slice" | "tensor.parallel_insert_slice" => Some(vec![1]),
        "linalg.broadcast" | "linalg.transpose" => Some(vec![1]),
        "linalg.reduce" => {
            let n = ctx.op(op).num_operands();
            Some((n / 2..n).collect())
        }
        _ if name.starts_with("linalg.") && name != "linalg.yield" => {
            let segs = ir::segments::sizes(ctx, op, "operandSegmentSizes")?;
            if segs.len() != 2 {
                return None;
            }
            Some((segs[0]..segs[0] + segs[1]).collect())
        }
        _ => None,
    }
}

/// A detached copy of `op` with new operands and result types, its
/// attributes, properties and regions (MLIR's `clone(b, op, types,
/// operands)`).
pub fn clone_with(ctx: &mut Context, op: Op, operands: &[Value], types: &[Type]) -> Op {
    let d = ctx.op(op).clone();
    let succ: Vec<ir::Block> = d.successors.to_vec();
    let new = ctx.create_op(
        d.name,
        operands,
        types,
        d.attrs,
        d.props,
        &succ,
        d.regions.len(),
        d.loc,
    );
    let mut map = ir::clone::Mapping::default();
    for (i, &r) in d.regions.iter().enumerate() {
        let dest = ctx.op(new).regions[i];
        ir::clone::clone_region_into(ctx, r, dest, 0, &mut map);
    }
    new
}

/// Whether `reduced` is `full` with some unit dimensions dropped
/// (`isRankReducedType` on shapes).
pub fn rank_reduces(full: &[i64], reduced: &[i64]) -> bool {
    rank_reduction_mask(full, reduced, false).is_some()
}

/// Whether two shapes agree where both are static.
pub(crate) fn shapes_compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
}

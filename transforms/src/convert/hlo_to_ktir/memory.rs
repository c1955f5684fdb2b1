//! A core's share of a tensor in memory: the memory view over the tensor
//! (device memory, laid out as `layout` decided; or the LX at the LX
//! plan's address when the tensor stays on chip), the access tile at the
//! share's origin, and the load or store of it.

use super::kernel::Emit;
use super::origin::origin;
use crate::convert::build::tensor_ty;
use crate::dataflow::dims::{shape, Role};
use dialects::ktdp::ops as ktdp;
use ir::affine::{AffineExpr, AffineMap, IntegerSet};
use ir::{AttrKind, Attribute, Context, Diagnostic, Type, TypeKind, Value};

/// Row-major strides of `shape`, its innermost dimension padded to whole
/// sticks of `per` elements if given.
pub(super) fn stored_strides(shape: &[i64], per: Option<i64>) -> Vec<i64> {
    let mut stored = shape.to_vec();
    if let (Some(per), Some(last)) = (per, stored.last_mut()) {
        *last = (*last + per - 1) / per * per;
    }
    let mut strides = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * stored[i + 1];
    }
    strides
}

/// The box `0 <= di < si` as an integer set attribute.
pub(super) fn box_set(ctx: &mut Context, s: &[i64]) -> Attribute {
    let set = if s.is_empty() {
        // `affine_set<() : (0 == 0)>`.
        IntegerSet {
            dims: 0,
            symbols: 0,
            constraints: vec![(AffineExpr::Const(0), true)],
        }
    } else {
        let mut constraints = Vec::new();
        for (i, &n) in s.iter().enumerate() {
            let d = AffineExpr::Dim(i as u32);
            constraints.push((d.clone(), false));
            constraints.push((
                AffineExpr::add(AffineExpr::neg(d), AffineExpr::Const(n - 1)),
                false,
            ));
        }
        IntegerSet {
            dims: s.len() as u32,
            symbols: 0,
            constraints,
        }
    };
    ctx.attr(AttrKind::IntegerSet(Box::new(set)))
}

/// `(d0, ..) -> (d0, ..)` of `rank` dimensions.
pub(super) fn identity(rank: usize) -> AffineMap {
    AffineMap {
        dims: rank as u32,
        symbols: 0,
        results: (0..rank as u32).map(AffineExpr::Dim).collect(),
    }
}

/// `!ktdp.access_tile<2x64xindex>`.
pub(super) fn access_tile_ty(ctx: &mut Context, s: &[i64]) -> Type {
    let dims: String = s.iter().map(|d| format!("{d}x")).collect();
    let dialect = ctx.ident("ktdp");
    ctx.ty(TypeKind::Opaque {
        dialect,
        data: format!("access_tile<{dims}index>").into(),
    })
}

/// `memref<s x elem>`.
fn memref_ty(ctx: &mut Context, s: &[i64], elem: Type) -> Type {
    ctx.ty(TypeKind::MemRef {
        shape: s.into(),
        elem,
        layout: None,
        space: None,
    })
}

/// `#ktdp.memory_space<global>` or `<ct_local>`.
fn memory_space(ctx: &mut Context, local: bool) -> Attribute {
    let dialect = ctx.ident("ktdp");
    let kind = if local { "ct_local" } else { "global" };
    ctx.attr(AttrKind::Opaque {
        dialect,
        data: format!("memory_space<{kind}>").into(),
    })
}

/// `ktdp.construct_memory_view base, sizes: [..], strides: [..]`.
pub(super) fn memory_view(
    e: &mut Emit<'_>,
    base: Value,
    sizes: &[i64],
    strides: &[i64],
    elem: Type,
    local: bool,
) -> Value {
    let ctx = &mut *e.b.ctx;
    let ty = memref_ty(ctx, sizes, elem);
    let ss = ir::dense_array::from_i64s(ctx, 64, sizes);
    let st = ir::dense_array::from_i64s(ctx, 64, strides);
    let space = memory_space(ctx, local);
    let set = box_set(ctx, sizes);
    e.b.value(|ctx, loc| {
        ktdp::ConstructMemoryViewOp::build(ctx, base, &[], &[], ty, ss, st, space, Some(set), loc)
    })
}

/// `ktdp.construct_access_tile view[origins]` over a share of `share`:
/// the origins as an affine map of the distinct index values (MLIR's
/// `parseAffineMapOfSSAIds` makes one dimension a distinct value).
fn access_tile(e: &mut Emit<'_>, view: Value, origins: &[Value], share: &[i64]) -> Value {
    let mut distinct: Vec<Value> = Vec::new();
    let results: Vec<AffineExpr> = origins
        .iter()
        .map(|v| {
            let i = match distinct.iter().position(|d| d == v) {
                Some(i) => i,
                None => {
                    distinct.push(*v);
                    distinct.len() - 1
                }
            };
            AffineExpr::Dim(i as u32)
        })
        .collect();
    let ctx = &mut *e.b.ctx;
    let map = AffineMap {
        dims: distinct.len() as u32,
        symbols: 0,
        results,
    };
    let base_map = ctx.attr(AttrKind::AffineMap(Box::new(map)));
    let set = box_set(ctx, share);
    let order = ctx.attr(AttrKind::AffineMap(Box::new(identity(share.len()))));
    let ty = access_tile_ty(ctx, share);
    e.b.value(|ctx, loc| {
        ktdp::ConstructAccessTileOp::build(ctx, view, &distinct, &[], ty, base_map, set, order, loc)
    })
}

/// How a core holds a share (its roles, the kernel's splits and the
/// share's shape): equal notes of a resident tensor, the same elements on
/// the same core in the same order.
pub(super) fn share_note(e: &Emit<'_>, roles: &[Role], share: &[i64]) -> String {
    format!("{:?} {:?} {share:?}", e.normalized(roles), e.splits)
}

/// The LX view of a resident tensor's core slice `share` at LX byte
/// address `off`: row-major, its own origin at zero.
pub(super) fn lx_view(e: &mut Emit<'_>, off: u64, share: &[i64], elem: Type) -> Value {
    let bytes = (crate::convert::build::elem_bits(e.b.ctx, elem) / 8).max(1) as u64;
    let at = e.b.index((off / bytes) as i64);
    let st = stored_strides(share, None);
    memory_view(e, at, share, &st, elem, true)
}

/// Where a tensor is: its value in the kernel's body, the function
/// argument holding its device address, its elements a stick if laid in
/// sticks, and its LX byte address (with the tensor outside the kernel)
/// if it stays on chip.
#[derive(Clone, Copy)]
pub(super) struct Place {
    pub value: Value,
    pub address: Value,
    pub sticks: Option<i64>,
    pub lx: Option<(Value, u64)>,
}

/// A dimension merged from several output dimensions is viewed as those
/// dimensions (the same memory): a core's share, possibly strided in the
/// merged dimension, is a box there. The expanded shape and roles, and
/// which expanded dimensions each original one became.
fn expand(e: &Emit<'_>, v: Value) -> (Vec<i64>, Vec<Role>, Vec<Vec<usize>>) {
    let r0 = e.roles_of(v);
    let vfull = shape(e.b.ctx, v);
    let mut full = Vec::new();
    let mut roles = Vec::new();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, &n) in vfull.iter().enumerate() {
        match r0.get(i).copied() {
            Some(Role::Merged(p)) => {
                let mut g = Vec::new();
                for x in p.iter() {
                    g.push(full.len());
                    full.push(match x {
                        crate::dataflow::dims::Part::Out(d) => {
                            e.out_shape.get(d).copied().unwrap_or(1)
                        }
                        crate::dataflow::dims::Part::Digit { size, .. } => size,
                        crate::dataflow::dims::Part::Whole(m) => m,
                    });
                    roles.push(x.role());
                }
                groups.push(g);
            }
            other => {
                groups.push(vec![full.len()]);
                full.push(n);
                roles.push(other.unwrap_or(Role::Whole));
            }
        }
    }
    (full, roles, groups)
}

/// Loads a core's share of `p` (`data` None) or stores `data` as it;
/// returns the loaded tensor.
pub(super) fn io(
    e: &mut Emit<'_>,
    p: &Place,
    data: Option<Value>,
) -> Result<Option<Value>, Diagnostic> {
    let v = p.value;
    let vsl = e.slice(v);
    let vfull = shape(e.b.ctx, v);
    // A rank-0 tensor is viewed as one element of a rank-1 memref (KTIR
    // tools take no rank-0 memory views), its tensor reshaped to rank 0.
    let rank0 = vfull.is_empty();
    let (full, roles_x, groups) = if rank0 {
        (vec![1], vec![Role::Whole], Vec::new())
    } else {
        expand(e, v)
    };
    let expanded = !rank0 && full.len() != vfull.len();
    let sl: Vec<i64> = if rank0 {
        vec![1]
    } else if expanded {
        roles_x
            .iter()
            .zip(&full)
            .map(|(r, &n)| e.slice_dim(*r, n))
            .collect()
    } else {
        vsl.clone()
    };
    let elem = e.elem(v);
    if vsl.contains(&0) {
        // A share with no elements: nothing to move.
        return Ok(match data {
            None => Some(e.empty(v)),
            Some(_) => None,
        });
    }
    // The value's strides as stored (its innermost dimension in whole
    // sticks if laid in sticks), then each dimension's parts within it.
    let vstrides = stored_strides(&vfull, p.sticks);
    let mut strides = vec![1i64; full.len()];
    if expanded {
        for (g, &vs) in groups.iter().zip(&vstrides) {
            let mut st = vs;
            for &j in g.iter().rev() {
                strides[j] = st;
                st *= full[j];
            }
        }
    } else if rank0 {
        strides = vec![1];
    } else {
        strides = vstrides;
    }
    let r = if expanded || rank0 {
        roles_x
    } else {
        e.roles_of(v)
    };
    // A resident tensor is read and written as the core's own slice.
    let lx = match p.lx {
        Some((outer, off)) if !expanded => {
            let how = share_note(e, &r, &sl);
            e.res.note(outer, Some(how));
            Some(off)
        }
        Some((outer, _)) => {
            e.res.note(outer, None);
            None
        }
        None => None,
    };
    // Where the tile's data is: a resident tensor is the core's own slice,
    // row-major at the LX plan's address (in elements), read and written
    // whole; anything else is the core's share of the tensor in device
    // memory.
    let view = match lx {
        Some(off) => lx_view(e, off, &sl, elem),
        None => memory_view(e, p.address, &full, &strides, elem, false),
    };
    let origins: Vec<Value> = match lx {
        Some(_) => vec![e.c0; sl.len()],
        None => {
            let mut o = Vec::new();
            for i in 0..full.len() {
                o.push(origin(e, &r, &sl, i));
            }
            o
        }
    };
    let tile = access_tile(e, view, &origins, &sl);
    let tt = tensor_ty(e.b.ctx, &sl, elem);
    match data {
        None => {
            let x =
                e.b.value(|ctx, loc| ktdp::LoadOp::build(ctx, tile, tt, loc));
            if rank0 {
                let to = tensor_ty(e.b.ctx, &[], elem);
                let re = e.b.ctx.attr(AttrKind::Array(Vec::new().into()));
                return Ok(Some(e.b.value(|ctx, loc| {
                    dialects::tensor::ops::CollapseShapeOp::build(ctx, x, to, re, loc)
                })));
            }
            if !expanded {
                return Ok(Some(x));
            }
            // Back to the value's own shape.
            let ctx = &mut *e.b.ctx;
            let i64t = ctx.int(64);
            let re: Vec<Attribute> = groups
                .iter()
                .map(|g| {
                    let items: Vec<Attribute> = g
                        .iter()
                        .map(|&k| crate::convert::build::int_attr(ctx, i64t, k as i64))
                        .collect();
                    ctx.attr(AttrKind::Array(items.into()))
                })
                .collect();
            let re = ctx.attr(AttrKind::Array(re.into()));
            let to = tensor_ty(ctx, &vsl, elem);
            let y = e.b.value(|ctx, loc| {
                dialects::tensor::ops::CollapseShapeOp::build(ctx, x, to, re, loc)
            });
            Ok(Some(y))
        }
        Some(d) => {
            let d = if rank0 {
                let re = e.b.ctx.attr(AttrKind::Array(Vec::new().into()));
                let one = e.b.i64s(&[1]);
                e.b.value(|ctx, loc| {
                    dialects::tensor::ops::ExpandShapeOp::build(ctx, d, &[], tt, re, one, loc)
                })
            } else {
                d
            };
            if e.k_split > 1 {
                // Every core of a K group holds the reduced sum: the
                // group's first (K index 0) stores it.
                let p: u64 = e.splits.iter().product::<u64>().max(1);
                let cp = e.b.index(p as i64);
                let idx = e.b.index_ty();
                let pid = e.pid;
                let kidx = e.b.value(|ctx, loc| {
                    dialects::arith::ops::DivuiOp::build(ctx, pid, cp, idx, false, loc)
                });
                let i1 = e.b.ctx.int(1);
                let c = crate::convert::elementwise::Compare {
                    op: dialects::arith::ops::CmpiOp::NAME,
                    predicate: "eq",
                    value: 0,
                };
                let c0 = e.c0;
                let lead = crate::convert::elementwise::build_compare(&mut e.b, c, kidx, c0, i1);
                let iff =
                    e.b.add(|ctx, loc| dialects::scf::ops::IfOp::build(ctx, lead, &[], loc));
                let region = e.b.ctx.op(iff.0).regions[0];
                let then = e.b.ctx.create_block();
                e.b.ctx.append_block(region, then);
                let loc = e.b.loc;
                e.b.within(then, loc, |b| {
                    b.add(|ctx, loc| ktdp::StoreOp::build(ctx, d, tile, loc));
                    b.add(|ctx, loc| dialects::scf::ops::YieldOp::build(ctx, &[], loc));
                });
            } else {
                e.b.add(|ctx, loc| ktdp::StoreOp::build(ctx, d, tile, loc));
            }
            Ok(None)
        }
    }
}

use ir::TypedOp;

//! The host function that takes a converted function's name and place:
//! its arguments are the device addresses of the program's inputs, then of
//! its results, then of a device workspace holding the intermediate
//! tensors and the constants (`hlo.workspace_elements` long, in elements
//! of at most 32 bits: the workspace is an f32 array; each tensor starts on
//! a stick of the target's, in its own element type); it stores the
//! constants there and calls the kernels in program order.

use super::memory::{box_set, identity};
use super::{body::unsupported, Layouts};
use crate::convert::build::{int_attr, tensor_ty, Builder};
use crate::dataflow::{cost, dims};
use dialects::ktdp::ops as ktdp;
use ir::{AttrKind, Context, Diagnostic, Op, TypeKind, Value};
use std::collections::HashMap;

/// Where each tensor lives in device memory, as the host passes it.
struct Addresses<'a> {
    addr: HashMap<Value, Value>,
    /// Elements of the workspace given out so far.
    ws: i64,
    workspace: Value,
    laid: &'a Layouts,
    in_lx: &'a HashMap<Value, u64>,
    target: &'a targets::Target,
}

impl Addresses<'_> {
    /// The address of `v`, giving it room in the workspace (whole sticks)
    /// the first time. A tensor kept in the cores' LX has none: the
    /// kernels ignore the workspace address they are passed for it.
    fn place(&mut self, b: &mut Builder<'_>, v: Value) -> Value {
        if let Some(&a) = self.addr.get(&v) {
            return a;
        }
        if self.in_lx.contains_key(&v) {
            return self.workspace;
        }
        let n = self.laid.elements(b.ctx, v);
        // A stick of `v`'s elements (`layout.stick_bytes`): every tensor,
        // and every row of one laid in sticks, starts on a stick.
        let width = (crate::convert::build::elem_bits(b.ctx, b.ctx.value_type(v)) / 8).max(1);
        let stick = crate::dataflow::tile::spyre::stick_elems(self.target, width as u64);
        let off = crate::dataflow::round_up(self.ws, stick);
        self.ws = off + crate::dataflow::round_up(n, stick);
        let c = b.index(off);
        let (ws, idx) = (self.workspace, b.index_ty());
        let a = b.value(|ctx, loc| dialects::arith::ops::AddiOp::build(ctx, ws, c, idx, None, loc));
        self.addr.insert(v, a);
        a
    }
}

/// Builds the host function of `f` (body `b`), named `fname` (detached).
pub(super) fn emit(
    ctx: &mut Context,
    f: Op,
    block: ir::Block,
    fname: &str,
    kernels: &HashMap<Op, String>,
    laid: &Layouts,
    in_lx: &HashMap<Value, u64>,
    target: &targets::Target,
) -> Result<Op, Diagnostic> {
    let args: Vec<Value> = ctx.block(block).args.clone();
    let term = ctx
        .terminator(block)
        .ok_or_else(|| ir::verify::at_op(ctx, f, "convert-to-ktir: a function without a return"))?;
    let rets: Vec<Value> = ctx.op(term).operands().collect();
    let floc = ctx.op(f).loc;
    let (func, entry, params) =
        super::index_function(ctx, fname, args.len() + rets.len() + 1, floc);
    let mut addr: HashMap<Value, Value> = HashMap::new();
    for (i, &a) in args.iter().enumerate() {
        addr.insert(a, params[i]);
    }
    // A returned value, and the views it is made of, live at the result's
    // address.
    // A result that is an input or another result (or a view of one) is
    // copied to its address at the end: (source, result address).
    let mut copies: Vec<(Value, usize)> = Vec::new();
    for (j, &r) in rets.iter().enumerate() {
        let mut v = r;
        loop {
            if addr.contains_key(&v) {
                copies.push((v, args.len() + j));
                break;
            }
            addr.insert(v, params[args.len() + j]);
            match ctx.value(v).def {
                ir::value::ValueDef::Result(op, _) if dims::is_view(ctx, op) => {
                    match ctx.op(op).operands().next() {
                        Some(src) => v = src,
                        None => break,
                    }
                }
                _ => break,
            }
        }
    }
    let workspace = params[params.len() - 1];
    let ops: Vec<Op> = ctx.block_ops(block).filter(|&o| o != term).collect();
    let mut b = Builder::new(ctx, entry, floc);
    let zero = b.index(0);
    let mut at = Addresses {
        addr,
        ws: 0,
        workspace,
        laid,
        in_lx,
        target,
    };
    for op in ops {
        let loc = b.ctx.op(op).loc;
        b.loc = if loc == b.ctx.unknown_loc() {
            floc
        } else {
            loc
        };
        let d = b.ctx.op(op);
        let operands: Vec<Value> = d.operands().collect();
        let results: Vec<Value> = d.results().iter().collect();
        if let Some(name) = kernels.get(&op) {
            let mut call_args = Vec::new();
            for &v in operands.iter().chain(&results) {
                call_args.push(at.place(&mut b, v));
            }
            let callee = b.ctx.ident(name);
            let callee = b.ctx.attr(AttrKind::SymbolRef {
                root: callee,
                nested: Box::new([]),
            });
            b.add(|ctx, loc| {
                dialects::func::ops::CallOp::build(
                    ctx,
                    &call_args,
                    &[],
                    callee,
                    None,
                    None,
                    false,
                    loc,
                )
            });
        } else if b.ctx.op_info(op).is_some_and(|i| i.traits.constant_like) {
            let Some(&r) = results.first() else { continue };
            if b.ctx.uses(r).next().is_none() {
                continue;
            }
            let a = at.place(&mut b, r);
            store_constant(&mut b, op, r, a, zero, laid)?;
        } else if cost::is_free(b.ctx, op) {
            // A view between kernels: the same bytes under another shape.
            let (Some(&src), Some(&r)) = (operands.first(), results.first()) else {
                continue;
            };
            if !at.addr.contains_key(&r) {
                let a = at.place(&mut b, src);
                at.addr.insert(r, a);
            }
        } else {
            return Err(unsupported(
                b.ctx,
                op,
                "an op between kernels that is neither a kernel nor a view",
            ));
        }
    }
    b.loc = floc;
    for (src, j) in copies {
        // Inputs and results are dense in memory: the bytes move as the
        // source's shape whatever view the result is.
        let from = at.place(&mut b, src);
        let to = params[j];
        let s = dims::shape(b.ctx, src);
        if s.contains(&0) {
            continue; // no elements to copy
        }
        let rt = b.ctx.value_type(src);
        let et = super::kernel::signless(b.ctx, b.ctx.type_kind(rt).element_type().unwrap_or(rt));
        let t = tensor_ty(b.ctx, &s, et);
        let strides = laid.strides(b.ctx, src);
        let tile = whole_tile(&mut b, from, &s, &strides, et, zero);
        let x = b.value(|ctx, loc| ktdp::LoadOp::build(ctx, tile, t, loc));
        let dense = super::memory::stored_strides(&s, None);
        let out = whole_tile(&mut b, to, &s, &dense, et, zero);
        b.add(|ctx, loc| ktdp::StoreOp::build(ctx, x, out, loc));
    }
    b.add(|ctx, loc| dialects::func::ops::ReturnOp::build(ctx, &[], loc));
    let i64t = ctx.int(64);
    let ws = int_attr(ctx, i64t, at.ws);
    crate::dataflow::set_attr(ctx, func, "hlo.workspace_elements", ws);
    Ok(func)
}

/// Stores constant `r` (made by `op`) at device address `a`, laid out as
/// the kernels read it.
fn store_constant(
    b: &mut Builder<'_>,
    op: Op,
    r: Value,
    a: Value,
    zero: Value,
    laid: &Layouts,
) -> Result<(), Diagnostic> {
    let Some(value) = b.ctx.inherent_attr(op, "value") else {
        return Err(unsupported(b.ctx, op, "a constant without a value"));
    };
    let s = dims::shape(b.ctx, r);
    if s.contains(&0) {
        return Ok(()); // no elements to store
    }
    let rt = b.ctx.value_type(r);
    // Unsigned integers as the signless type of their width (the only
    // integers `arith` takes); the same bits.
    let et = b.ctx.type_kind(rt).element_type().unwrap_or(rt);
    let et = super::kernel::signless(b.ctx, et);
    let t = tensor_ty(b.ctx, &s, et);
    let value = match b.ctx.attr_kind(value).clone() {
        ir::AttrKind::DenseElements { data, .. } => {
            b.ctx.attr(ir::AttrKind::DenseElements { ty: t, data })
        }
        ir::AttrKind::DenseResource { key, .. } => {
            b.ctx.attr(ir::AttrKind::DenseResource { ty: t, key })
        }
        _ => value,
    };
    let k = b.value(|ctx, loc| dialects::arith::ops::ConstantOp::build(ctx, t, value, loc));
    let strides = laid.strides(b.ctx, r);
    let tile = whole_tile(b, a, &s, &strides, et, zero);
    b.add(|ctx, loc| ktdp::StoreOp::build(ctx, k, tile, loc));
    Ok(())
}

/// An access tile over the whole tensor of shape `s` and elements `et`
/// at device address `a`, laid with `strides`, read from the host.
fn whole_tile(
    b: &mut Builder<'_>,
    a: Value,
    s: &[i64],
    strides: &[i64],
    et: ir::Type,
    zero: Value,
) -> Value {
    let s = s.to_vec();
    let memref = b.ctx.ty(TypeKind::MemRef {
        shape: s.clone().into(),
        elem: et,
        layout: None,
        space: None,
    });
    let ss = b.i64s(&s);
    let st = b.i64s(strides);
    let dialect = b.ctx.ident("ktdp");
    let space = b.ctx.attr(AttrKind::Opaque {
        dialect,
        data: "memory_space<global>".into(),
    });
    let set = box_set(b.ctx, &s);
    let view = b.value(|ctx, loc| {
        ktdp::ConstructMemoryViewOp::build(ctx, a, &[], &[], memref, ss, st, space, Some(set), loc)
    });
    // Every origin is the host's one `0`.
    let indices: Vec<Value> = if s.is_empty() { Vec::new() } else { vec![zero] };
    let map = ir::affine::AffineMap {
        dims: indices.len() as u32,
        symbols: 0,
        results: vec![ir::affine::AffineExpr::Dim(0); s.len()],
    };
    let base_map = b.ctx.attr(AttrKind::AffineMap(Box::new(map)));
    let set = box_set(b.ctx, &s);
    let order = b.ctx.attr(AttrKind::AffineMap(Box::new(identity(s.len()))));
    let dims_text: String = s.iter().map(|d| format!("{d}x")).collect();
    let tile_ty = b.ctx.ty(TypeKind::Opaque {
        dialect,
        data: format!("access_tile<{dims_text}index>").into(),
    });
    b.value(|ctx, loc| {
        ktdp::ConstructAccessTileOp::build(
            ctx,
            view,
            &indices,
            &[],
            tile_ty,
            base_map,
            set,
            order,
            loc,
        )
    })
}

//! `convert-torch-to-hlo`: Core ATen (what `--decompose` leaves) to
//! StableHLO, as torch-mlir's TorchToStablehlo does: torch value tensors
//! become builtin tensors, torch constants and lists are folded into
//! attributes, operands are converted to the result's element type and
//! broadcast explicitly (`broadcast_in_dim`), matrix products become
//! `dot_general` with dimension numbers, reductions `reduce` with a
//! combiner region.
//!
//! The conversion is all or nothing: an op it cannot convert (an unknown
//! ATen op, a dynamic shape, a list that is not a constant) is a located
//! error naming the op, and the pass fails, so `ir-opt` prints nothing.

mod ops;

use super::hlo_emit::{tensor_ty, Emit};
use dialects::torch::types::{DType, TorchType};
use ir::pass::{Pass, PassInfo, PassOptions};
use ir::verify::at_op;
use ir::{AttrKind, Context, Diagnostic, Op, Type, Value};
use std::collections::HashMap;

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "convert-torch-to-hlo",
    name: "ConvertTorchToHlo",
    summary: "Convert Core ATen torch ops to StableHLO",
    doc: "Rewrites every function whose body is Core ATen (the output of `--decompose`) into StableHLO, \
as torch-mlir's TorchToStablehlo conversion does: `!torch.vtensor` becomes the builtin tensor of the same \
shape and element type; `torch.constant.*` and `torch.prim.ListConstruct` of constants fold into the \
attributes of the ops that use them; elementwise ops convert their operands to the result's element type \
(PyTorch's type promotion, as the result types carry it) and broadcast them explicitly with \
`broadcast_in_dim`. One rule a family of ops (transforms/src/convert/torch_to_hlo/ops/): creation, views \
and slices (`slice_scatter`, `flip`, `roll`, padding, `repeat`, `diagonal`, `tril`), elementwise math and \
the activations Core ATen keeps (`clamp`, `hardtanh`, `elu`, `leaky_relu`, ...), `convert_element_type` \
(a cast to bool is `x != 0`), reductions (`sum` to `logsumexp`, norms, variances, `argmax` and `max.dim` as a \
two-operand `reduce`, `cumsum`/`cumprod` as `reduce_window`), matrix products as `dot_general`, \
`convolution` in every form (strided, padded, dilated, grouped, transposed, 1-3d), pooling and upsampling, \
batch and group norm, `gather`/`scatter`/`index`/`index_put`, `sort`/`topk`. 16-bit floats accumulate \
reductions, products and normalizations in f32 and round once, as PyTorch's CPU kernels do. \
`torch.operator \"torch.aten.foo\"` converts as the op it names. Shapes must be static. An op that does not \
convert is an error at its location naming it (`failed to legalize operation 'torch.aten.foo'`), with the \
reason for data-dependent shapes (`nonzero`, boolean-mask indexing) and random ops, and nothing is \
rewritten.",
    options: &[],
    create: |_: &PassOptions| Box::new(ConvertTorchToHlo),
};

struct ConvertTorchToHlo;

impl Pass for ConvertTorchToHlo {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        ctx.load_dialect("stablehlo");
        ctx.load_dialect("chlo");
        let table = ops::Table::new();
        let funcs: Vec<Op> = (0..ctx.num_ops())
            .map(|i| <Op as ir::entity::EntityRef>::new(i))
            .filter(|&op| ctx.op_name(op) == "func.func" && is_inside(ctx, op, top))
            .collect();
        for f in funcs {
            convert_func(ctx, &table, f)?;
        }
        Ok(())
    }
}

fn is_inside(ctx: &Context, mut op: Op, top: Op) -> bool {
    loop {
        if op == top {
            return true;
        }
        match ctx.op(op).parent.and_then(|b| ctx.block_parent_op(b)) {
            Some(p) => op = p,
            None => return false,
        }
    }
}

/// What a torch value became.
#[derive(Clone, Debug)]
pub enum Conv {
    /// A builtin tensor.
    Tensor(Value),
    Int(i64),
    Float(f64),
    Bool(bool),
    None,
    Str(String),
    /// A device (only passed along).
    Device,
    List(Vec<Conv>),
}

impl Conv {
    pub fn int(&self) -> Option<i64> {
        match self {
            Conv::Int(v) => Some(*v),
            Conv::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }
    pub fn float(&self) -> Option<f64> {
        match self {
            Conv::Int(v) => Some(*v as f64),
            Conv::Float(v) => Some(*v),
            Conv::Bool(b) => Some(*b as i64 as f64),
            _ => None,
        }
    }
    pub fn ints(&self) -> Option<Vec<i64>> {
        match self {
            Conv::List(v) => v.iter().map(Conv::int).collect(),
            Conv::Int(v) => Some(vec![*v]),
            _ => None,
        }
    }
}

/// The builtin element type of a torch dtype.
pub fn elem_type(ctx: &mut Context, d: DType) -> Type {
    use ir::float::FloatKind;
    match d {
        DType::F16 => ctx.float_type(FloatKind::F16),
        DType::BF16 => ctx.float_type(FloatKind::BF16),
        DType::F32 => ctx.float_type(FloatKind::F32),
        DType::F64 => ctx.float_type(FloatKind::F64),
        DType::Bool => ctx.int(1),
        DType::U8 => ctx.ty(ir::TypeKind::Integer {
            width: 8,
            signedness: ir::types::Signedness::Unsigned,
        }),
        DType::I8 => ctx.int(8),
        DType::I16 => ctx.int(16),
        DType::I32 => ctx.int(32),
        DType::I64 => ctx.int(64),
        DType::U16 | DType::U32 => ctx.ty(ir::TypeKind::Integer {
            width: if d == DType::U16 { 16 } else { 32 },
            signedness: ir::types::Signedness::Unsigned,
        }),
    }
}

/// The builtin tensor type of a torch value tensor type with a static
/// shape and a known dtype.
pub fn convert_type(ctx: &mut Context, t: Type) -> Option<Type> {
    match TorchType::of(ctx, t)? {
        TorchType::Tensor {
            shape: Some(shape),
            dtype: Some(d),
            ..
        } => {
            let dims: Option<Vec<i64>> = shape.into_iter().collect();
            let e = elem_type(ctx, d);
            Some(tensor_ty(ctx, &dims?, e))
        }
        _ => None,
    }
}

fn legalize_err(ctx: &Context, op: Op, why: &str) -> Diagnostic {
    let msg = if why.is_empty() {
        format!("failed to legalize operation '{}'", ctx.op_name(op))
    } else {
        format!("failed to legalize operation '{}': {why}", ctx.op_name(op))
    };
    at_op(ctx, op, &msg)
}

fn convert_func(ctx: &mut Context, table: &ops::Table, f: Op) -> Result<(), Diagnostic> {
    let Some(&body) = ctx.op(f).regions.first() else {
        return Ok(());
    };
    let Some(&entry) = ctx.region(body).blocks.first() else {
        return Ok(());
    };
    if ctx.region(body).blocks.len() != 1 {
        return Err(at_op(
            ctx,
            f,
            "convert-torch-to-hlo: functions must have a single block",
        ));
    }
    // Nothing torch in the function: leave it alone.
    let has_torch = ctx
        .block(entry)
        .args
        .iter()
        .any(|&a| TorchType::of(ctx, ctx.value_type(a)).is_some())
        || ctx
            .block_ops(entry)
            .any(|o| ctx.op_name(o).starts_with("torch."));
    if !has_torch {
        return Ok(());
    }
    let mut map: HashMap<Value, Conv> = HashMap::new();
    // Arguments.
    let args = ctx.block(entry).args.clone();
    let mut arg_types = Vec::new();
    for a in args {
        let t = ctx.value_type(a);
        let nt = match TorchType::of(ctx, t) {
            Some(_) => convert_type(ctx, t).ok_or_else(|| {
                at_op(
                    ctx,
                    f,
                    &format!(
                        "convert-torch-to-hlo: argument type '{}' needs a static shape and a known dtype",
                        ir::text::type_to_string(ctx, t)
                    ),
                )
            })?,
            None => t,
        };
        ctx.set_value_type(a, nt);
        arg_types.push(nt);
        map.insert(a, Conv::Tensor(a));
    }
    let ops: Vec<Op> = ctx.block_ops(entry).collect();
    let mut result_types = Vec::new();
    for &op in &ops {
        let name = ctx.op_name(op).to_string();
        if name == "func.return" {
            let operands: Vec<Value> = ctx.op(op).operands().collect();
            let mut new = Vec::new();
            for v in operands {
                match map.get(&v) {
                    Some(Conv::Tensor(t)) => new.push(*t),
                    _ => {
                        return Err(legalize_err(
                            ctx,
                            op,
                            "returns a value that is not a tensor",
                        ))
                    }
                }
            }
            result_types = new.iter().map(|&v| ctx.value_type(v)).collect();
            let loc = ctx.op(op).loc;
            let rn = ctx.ident("func.return");
            let empty = ctx.empty_dict();
            let r = ctx.create_op(rn, &new, &[], empty, None, &[], 0, loc);
            ctx.insert_op_before(op, r);
            continue;
        }
        let loc = ctx.op(op).loc;
        let mut e = Emit {
            ctx,
            before: op,
            loc,
        };
        let results = ops::convert(table, &mut e, op, &map)?;
        let rs: Vec<Value> = ctx.op(op).results().iter().collect();
        if results.len() != rs.len() {
            return Err(legalize_err(ctx, op, "wrong number of results"));
        }
        for (r, c) in rs.into_iter().zip(results) {
            map.insert(r, c);
        }
    }
    // Drop the torch ops (users first).
    for &op in ops.iter().rev() {
        let rs: Vec<Value> = ctx.op(op).results().iter().collect();
        for r in rs {
            if let Some(Conv::Tensor(t)) = map.get(&r) {
                if *t != r {
                    ctx.replace_all_uses(r, *t);
                }
            }
        }
        ctx.erase_op(op);
    }
    // The function's type.
    let fty = ctx.ty(ir::TypeKind::Function {
        inputs: arg_types.into(),
        results: result_types.into(),
    });
    let fattr = ctx.attr(AttrKind::Type(fty));
    let key = ctx.ident("function_type");
    if let Some(p) = ctx.op(f).props {
        let mut entries = ctx.dict_entries(p).to_vec();
        for (k, v) in entries.iter_mut() {
            if *k == key {
                *v = fattr;
            }
        }
        let d = ctx
            .dictionary(entries)
            .map_err(|_| at_op(ctx, f, "bad function properties"))?;
        ctx.op_mut(f).props = Some(d);
    }
    Ok(())
}

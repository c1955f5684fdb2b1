//! The kernels of each dialect, one file a dialect named after it: the
//! file registers its ops' kernels and holds what is particular to the
//! dialect; kernels shared across ops are in `kernels/` by family, scalar
//! semantics in `scalar`.

pub mod arith;
pub mod cf;
pub mod check;
pub mod chlo;
pub mod func;
pub mod hlo;
pub mod interpreter;
pub mod ktdp;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod scf;
pub mod spyreop;
pub mod stablehlo;
pub mod stablehlo_scalar;
pub mod tensor;
pub mod torch;
pub mod tt;

use crate::value::Value;
use crate::{InterpError, Interpreter, Registry};
use ir::Op;

/// Registers every dialect's kernels.
pub fn register(r: &mut Registry) {
    torch::register(r);
    func::register(r);
    cf::register(r);
    scf::register(r);
    arith::register(r);
    math::register(r);
    memref::register(r);
    tensor::register(r);
    linalg::register(r);
    stablehlo::register(r);
    chlo::register(r);
    check::register(r);
    interpreter::register(r);
    hlo::register(r);
    ktdp::register(r);
    spyreop::register(r);
    tt::register(r);
}

/// What a region kernel returns.
pub(crate) type RResult = Result<Vec<Value>, InterpError>;

/// Region `i` of `op`, or an error naming the op.
pub(crate) fn region(interp: &Interpreter, op: Op, i: usize) -> Result<ir::Region, InterpError> {
    interp
        .ctx()
        .op(op)
        .regions
        .get(i)
        .copied()
        .ok_or_else(|| interp.failed(op, format!("has no region {i}")))
}

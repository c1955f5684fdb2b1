//! Every interpreter kernel is keyed by the name of a registered op (with
//! the lazily loaded dialects loaded), so a kernel cannot silently
//! outlive a renamed or removed op; the kernels reached only through
//! `torch.operator "NAME"` name ops torch-mlir does not define.

use ir::Context;

#[test]
fn every_kernel_names_a_registered_op() {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    for d in dialects::ALL {
        if matches!(d.loading, dialects::Loading::Lazy(_)) {
            assert!(ctx.load_dialect(d.name), "{} loads", d.name);
        }
    }
    let kernels = interp::registry();
    let mut wrong = Vec::new();
    for name in kernels.names() {
        let registered = ctx.registry.op(name).is_some();
        if kernels.is_operator_only(name) == registered {
            wrong.push(name);
        }
    }
    assert!(
        wrong.is_empty(),
        "kernels for unregistered ops, or operator-only kernels of registered ops: {wrong:?}"
    );
}

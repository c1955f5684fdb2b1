//! `verify native only`: the Rust verifier replaces the checks the
//! declaration implies; without `only` both run (declared first, as ODS's
//! invariants precede an op's `verify()`).

use ir::diag::{SourceBuffer, SourceMgr};
use ir::registry::VerifyError;
use ir::text::{parse_source, ParseOptions};
use ir::{Context, Op, TypedOp};

#[derive(Copy, Clone)]
struct Strict(Op);
impl TypedOp for Strict {
    const NAME: &'static str = "t.strict";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Strict(op))
    }
}

#[derive(Copy, Clone)]
struct Own(Op);
impl TypedOp for Own {
    const NAME: &'static str = "t.own";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Own(op))
    }
}

fn rust_check(_: &Context, _: Op) -> Result<(), VerifyError> {
    Err("rust verifier ran".into())
}

const DEF: &str = "dialect t\nop strict(x: I32) {\n  verify native\n}\nop own(x: I32) {\n  verify native only\n}\n";

/// The first verifier error for `src`, or "ok".
fn verify(src: &str) -> String {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    let def = dialect_def::load("t.dialect", DEF).expect("definition checks");
    let mut hooks = dialects::Hooks::new();
    hooks.verify::<Strict>(rust_check).verify::<Own>(rust_check);
    dialect_engine::register_from(
        &mut ctx,
        "t.dialect",
        std::sync::Arc::new(def),
        &hooks,
        dialects::HookPolicy::Required,
    )
    .expect("registers");
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("t.mlir", src.as_bytes().to_vec()));
    let op = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
    match ir::verify::verify(&ctx, op) {
        Ok(()) => "ok".into(),
        Err(d) => d.message,
    }
}

#[test]
fn declared_checks_run_first_unless_only() {
    let f32_operand = |name: &str| {
        format!("func.func @f(%a: f32) {{\n  \"t.{name}\"(%a) : (f32) -> ()\n  return\n}}\n")
    };
    // Declared constraint first: the operand must be i32.
    assert_eq!(
        verify(&f32_operand("strict")),
        "'t.strict' op operand #0 must be 32-bit signless integer, but got 'f32'"
    );
    // `only`: the declared constraint is skipped; the Rust verifier speaks.
    assert_eq!(verify(&f32_operand("own")), "'t.own' op rust verifier ran");
}

//! `Native<"name">` type constraints: the predicate the dialect registers
//! decides, and a definition naming a predicate no Rust registered is a
//! registration error at the constraint (not a constraint that silently
//! holds).

use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, ParseOptions};
use ir::{Context, Type};

const DEF: &str = "dialect t\nconstraint Square = AnyRankedTensor & Native<\"square\"> \"square matrix\"\nop sq(x: Square) {\n}\n";

fn square(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t).shape(), Some([a, b]) if a == b)
}

fn register(ctx: &mut Context, with_predicate: bool) -> Result<(), dialects::EngineError> {
    dialects::register_all(ctx).expect("dialects register");
    if with_predicate {
        ctx.registry.set_type_predicate("t.square", square);
    }
    let def = dialect_def::load("t.dialect", DEF).expect("definition checks");
    dialect_engine::register_from(
        ctx,
        "t.dialect",
        std::sync::Arc::new(def),
        &dialects::Hooks::new(),
        dialects::HookPolicy::Required,
    )
}

fn verify(src: &str) -> String {
    let mut ctx = Context::new();
    register(&mut ctx, true).expect("registers");
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("t.mlir", src.as_bytes().to_vec()));
    let op = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
    match ir::verify::verify(&ctx, op) {
        Ok(()) => "ok".into(),
        Err(d) => d.message,
    }
}

#[test]
fn the_registered_predicate_decides() {
    let call = |ty: &str| {
        format!("func.func @f(%a: {ty}) {{\n  \"t.sq\"(%a) : ({ty}) -> ()\n  return\n}}\n")
    };
    assert_eq!(verify(&call("tensor<3x3xf32>")), "ok");
    assert_eq!(
        verify(&call("tensor<3x4xf32>")),
        "'t.sq' op operand #0 must be square matrix, but got 'tensor<3x4xf32>'"
    );
}

#[test]
fn a_predicate_without_rust_is_a_registration_error() {
    let mut ctx = Context::new();
    let e = register(&mut ctx, false).expect_err("must not register");
    assert_eq!(e.line, 2);
    assert!(
        e.message
            .contains("type predicate `Native<\"square\">` has no Rust hook `t.square`"),
        "{}",
        e.message
    );
}

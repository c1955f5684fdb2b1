//! The standard dialects compiled in: their `.dialect` files are embedded
//! with `include_str!` and registered through the engine, with the Rust
//! hooks they name.

use crate::engine::{register_from, EngineError};
use crate::native::Natives;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::{AttrKind, Context, IntValue, Op, TypeKind};

/// The embedded definitions: (file name for errors, text).
pub const FILES: &[(&str, &str)] = &[
    ("arith.dialect", include_str!("../arith/arith.dialect")),
    ("math.dialect", include_str!("../math/math.dialect")),
    ("linalg.dialect", include_str!("../linalg/linalg.dialect")),
    ("memref.dialect", include_str!("../memref/memref.dialect")),
    ("tensor.dialect", include_str!("../tensor/tensor.dialect")),
];

/// Registers the standard dialects in `ctx`: func, cf and scf with their
/// Rust syntaxes and verifiers ([`crate::std::register_ops`]), the rest
/// through the engine with their native hooks.
pub fn register_all(ctx: &mut Context) -> Result<(), EngineError> {
    crate::std::register_ops(ctx)?;
    let natives = natives();
    for (file, src) in FILES {
        let d = crate::engine::load_embedded(file, src)?;
        register_from(ctx, file, &d, &natives)?;
    }
    crate::rewrite::register_materializers(ctx);
    ctx.registry.add_lazy_dialect("torch", crate::torch::load);
    Ok(())
}

/// The Rust hooks of the standard dialects.
pub fn natives() -> Natives {
    let mut n = Natives::new();
    n.name_hint("constant_name_hint", constant_name_hint);
    n.syntax("arith.select", SelectSyntax);
    n.verifier("arith.extsi", verify_ext_int);
    n.verifier("arith.extui", verify_ext_int);
    n.verifier("arith.trunci", verify_trunc_int);
    n.verifier("arith.extf", verify_ext_float);
    n.verifier("arith.truncf", verify_trunc_float);
    crate::std::add_engine_hooks(&mut n);
    crate::rewrite::add(&mut n);
    n
}

/// `%c0`, `%c1_i32`, `%c-1_i8`, `%true`, `%false`, else `%cst` (as
/// `arith::ConstantOp::getAsmResultNames`).
fn constant_name_hint(ctx: &Context, op: Op) -> Vec<Option<String>> {
    let v = crate::engine::format::prop_or_attr(ctx, op, "value");
    let name = match v.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { ty, value }) => {
            let text = match value {
                IntValue::Small(x) => x.to_string(),
                IntValue::Big(b) => b.to_string(),
            };
            match ctx.type_kind(*ty) {
                TypeKind::Integer { width: 1, .. } => {
                    if text == "0" {
                        "false".into()
                    } else {
                        "true".into()
                    }
                }
                TypeKind::Index => format!("c{text}"),
                _ => format!("c{text}_{}", ir::text::type_to_string(ctx, *ty)),
            }
        }
        Some(AttrKind::Bool(b)) => (if *b { "true" } else { "false" }).to_string(),
        _ => "cst".into(),
    };
    vec![Some(name)]
}

/// `arith.select %c, %a, %b : T` or `: Tc, T` when the condition is a
/// vector or tensor (MLIR's hand-written `SelectOp::parse`/`print`).
#[derive(Debug)]
struct SelectSyntax;

impl OpSyntax for SelectSyntax {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let mut uses = vec![p.parse_operand()?];
        for _ in 0..2 {
            p.parse_punct(Punct::Comma)?;
            uses.push(p.parse_operand()?);
        }
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let first = p.parse_type()?;
        let (cond, ty) = if p.parse_optional_punct(Punct::Comma) {
            (first, p.parse_type()?)
        } else {
            (p.ctx().int(1), first)
        };
        p.resolve_operands(&uses, &[cond, ty, ty], at)?;
        p.state.result_types.push(ty);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<_> = d.operands().collect();
        p.write(" ");
        p.operands(vals.iter().copied());
        let attrs = ctx.dict_entries(d.attrs).to_vec();
        p.attr_dict(&attrs, &[]);
        p.write(" : ");
        if let Some(&c) = vals.first() {
            let ct = ctx.value_type(c);
            if ctx.type_kind(ct).element_type().is_some() {
                p.ty(ct);
                p.write(", ");
            }
        }
        if let Some(r) = d.results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
}

fn elem_width(ctx: &Context, t: ir::Type) -> Option<u32> {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    match ctx.type_kind(e) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.semantics().bits),
        _ => None,
    }
}

fn in_out(ctx: &Context, op: Op) -> Option<(ir::Type, ir::Type)> {
    let d = ctx.op(op);
    let i = d.operands().next()?;
    let o = d.results().iter().next()?;
    Some((ctx.value_type(i), ctx.value_type(o)))
}

fn cmp_widths(ctx: &Context, op: Op, wider: bool) -> Result<(), String> {
    let Some((i, o)) = in_out(ctx, op) else {
        return Ok(());
    };
    let (Some(wi), Some(wo)) = (elem_width(ctx, i), elem_width(ctx, o)) else {
        return Ok(());
    };
    let ok = if wider { wo > wi } else { wo < wi };
    if ok {
        return Ok(());
    }
    let (ts, td) = (
        ir::text::type_to_string(ctx, o),
        ir::text::type_to_string(ctx, i),
    );
    Err(format!(
        "result type '{ts}' must be {} than operand type '{td}'",
        if wider { "wider" } else { "shorter" }
    ))
}

fn verify_ext_int(ctx: &Context, op: Op) -> Result<(), String> {
    cmp_widths(ctx, op, true)
}
fn verify_trunc_int(ctx: &Context, op: Op) -> Result<(), String> {
    cmp_widths(ctx, op, false)
}
fn verify_ext_float(ctx: &Context, op: Op) -> Result<(), String> {
    cmp_widths(ctx, op, true)
}
fn verify_trunc_float(ctx: &Context, op: Op) -> Result<(), String> {
    cmp_widths(ctx, op, false)
}

//! arith's hand-written assembly: `arith.select`'s two type forms and
//! `arith.constant`'s result names.

use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::{AttrKind, Context, IntValue, Op, TypeKind};

/// `%c0`, `%c1_i32`, `%c-1_i8`, `%true`, `%false`, else `%cst` (as
/// `arith::ConstantOp::getAsmResultNames`).
pub(super) fn constant_name_hint(ctx: &Context, op: Op) -> Vec<Option<String>> {
    let v = ctx.inherent_attr(op, "value");
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
pub(super) struct SelectSyntax;

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

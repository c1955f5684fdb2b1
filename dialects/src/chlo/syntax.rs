//! `chlo.scan`'s syntax: `chlo.scan(%x) inits (%c) dimension=0 {...} :
//! (T, U) -> (V, W)`, block arguments named `%input`/`%carry`.

use super::ops::ScanOp;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::dense_array::from_i64s;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::{AttrKind, Context, IntValue, Op, TypedOp};

#[derive(Debug)]
struct Scan;

fn segments(ctx: &Context, op: Op, name: &str) -> Option<Vec<i64>> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
}

impl OpSyntax for Scan {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        p.parse_punct(Punct::LParen)?;
        let mut ins = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            ins = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_keyword("inits")?;
        p.parse_punct(Punct::LParen)?;
        let mut inits = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            inits = p.parse_operand_list()?;
            p.parse_punct(Punct::RParen)?;
        }
        p.parse_keyword("dimension")?;
        p.parse_punct(Punct::Equal)?;
        let d = p.parse_integer()?;
        let i64t = p.ctx().int(64);
        let da = p.ctx().attr(AttrKind::Integer {
            ty: i64t,
            value: IntValue::Small(d),
        });
        p.add_prop("dimension", da);
        p.parse_optional_attr_dict_with_keyword()?;
        to_props(p, &["scan_dim_size", "is_reverse", "is_associative"]);
        let r = p.parse_region(&[])?;
        p.parse_punct(Punct::Colon)?;
        let (_, tins, touts) = parse_function_type(p, ScanOp::NAME)?;
        let (n, m) = (ins.len(), inits.len());
        let mut uses = ins;
        uses.extend(inits);
        p.resolve_operands(&uses, &tins, at)?;
        if touts.len() != n + m {
            return Err(p.error_at(
                at,
                &format!("expected {} results, got {}", n + m, touts.len()),
            ));
        }
        p.state.result_types = touts;
        let segs = from_i64s(p.ctx(), 32, &[n as i64, m as i64]);
        p.add_prop("operandSegmentSizes", segs);
        p.add_prop("resultSegmentSizes", segs);
        p.state.regions.push(r);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let ops: Vec<_> = d.operands().collect();
        let n = segments(ctx, op, "operandSegmentSizes")
            .and_then(|s| s.first().copied())
            .unwrap_or(ops.len() as i64) as usize;
        let dim = ctx
            .inherent_attr(op, "dimension")
            .map(|a| match ctx.attr_kind(a) {
                AttrKind::Integer { value, .. } => value.as_i64().unwrap_or(0),
                _ => 0,
            })
            .unwrap_or(0);
        p.write("(");
        p.operands(ops[..n.min(ops.len())].iter().copied());
        p.write(") inits (");
        p.operands(ops[n.min(ops.len())..].iter().copied());
        p.write(&format!(") dimension={dim} "));
        let all = all_attrs(ctx, op);
        p.attr_dict_with_keyword(
            &all,
            &["dimension", "operandSegmentSizes", "resultSegmentSizes"],
        );
        p.write(" ");
        if let Some(&r) = d.regions.first() {
            p.region(r, true, true);
        }
        p.write(" : ");
        let outs = types_of(ctx, d.results().iter());
        print_functional_type(p, &types_of(ctx, ops), &outs);
    }

    fn block_arg_names(&self, ctx: &Context, op: Op, _region: usize) -> Vec<Option<String>> {
        let n = segments(ctx, op, "operandSegmentSizes").unwrap_or_default();
        let (a, b) = (
            n.first().copied().unwrap_or(0) as usize,
            n.get(1).copied().unwrap_or(0) as usize,
        );
        let mut v = vec![Some("input".to_string()); a];
        v.extend(vec![Some("carry".to_string()); b]);
        v
    }
}

/// Adds the syntax.
pub(crate) fn add(h: &mut Hooks) {
    h.custom_syntax::<ScanOp>(Scan);
}

//! `cf`: unstructured control flow. Successor operands are op operands, so
//! the generic form of `cf.cond_br` and `cf.switch` carries
//! `operandSegmentSizes` (and `case_operand_segments`), as mlir-opt 22
//! prints them.

use super::ops::*;
use super::verify::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::attributes::DenseData;
use ir::text::asm::OpSyntax;
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Context, Op, TypeKind, Value};

/// Adds the cf hooks.
pub(crate) fn add(n: &mut Hooks) {
    hook::<BrOp>(n, Br, Some(verify_br));
    hook::<CondBrOp>(n, CondBr, Some(verify_cond_br));
    hook::<SwitchOp>(n, Switch, Some(verify_switch));
    hook::<AssertOp>(n, Assert, None);
}

/// `cf.br ^bb1(%a : i32)`.
#[derive(Debug)]
pub struct Br;
impl OpSyntax for Br {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let t = parse_successor_and_operands(p)?;
        p.parse_optional_attr_dict()?;
        resolve_list(p, BrOp::NAME, &t.uses, &t.types, t.at)
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<Value> = d.operands().collect();
        p.write(" ");
        if let Some(&b) = d.successors.first() {
            print_successor_and_operands(p, b, &vals);
        }
        p.attr_dict(&all_attrs(ctx, op), &[]);
    }
}

/// `cf.cond_br %c weights([1, 2]), ^bb1(%x : i32), ^bb2`.
#[derive(Debug)]
pub struct CondBr;
impl OpSyntax for CondBr {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let c = p.parse_operand()?;
        if p.parse_optional_keyword("weights") {
            p.parse_punct(Punct::LParen)?;
            p.parse_punct(Punct::LSquare)?;
            let mut w = Vec::new();
            if !p.parse_optional_punct(Punct::RSquare) {
                loop {
                    let at = p.offset();
                    let x = p.parse_integer()?;
                    if i32::try_from(x).is_err() {
                        return Err(p.error_at(at, "integer value too large"));
                    }
                    w.push(x);
                    if !p.parse_optional_punct(Punct::Comma) {
                        break;
                    }
                }
                p.parse_punct(Punct::RSquare)?;
            }
            p.parse_punct(Punct::RParen)?;
            let a = ir::dense_array::from_i64s(p.ctx(), 32, &w);
            p.add_prop("branch_weights", a);
        }
        p.parse_punct(Punct::Comma)?;
        let t = parse_successor_and_operands(p)?;
        p.parse_punct(Punct::Comma)?;
        let f = parse_successor_and_operands(p)?;
        p.parse_optional_attr_dict()?;
        to_props(p, &["branch_weights"]);
        // Operands resolve at the end, in declaration order.
        let i1 = p.ctx().int(1);
        let v = p.resolve_operand(&c, i1)?;
        p.state.operands.push(v);
        resolve_list(p, CondBrOp::NAME, &t.uses, &t.types, t.at)?;
        resolve_list(p, CondBrOp::NAME, &f.uses, &f.types, f.at)?;
        let seg =
            ir::dense_array::from_i64s(p.ctx(), 32, &[1, t.uses.len() as i64, f.uses.len() as i64]);
        p.add_prop("operandSegmentSizes", seg);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<Value> = d.operands().collect();
        let groups = ir::segments::sizes(ctx, op, "operandSegmentSizes")
            .and_then(|s| ir::segments::split_operands(ctx, op, &s))
            .filter(|g| g.len() == 3 && g[0].len() == 1)
            .unwrap_or_else(|| {
                vec![
                    vals.iter().take(1).copied().collect(),
                    Vec::new(),
                    Vec::new(),
                ]
            });
        p.write(" ");
        p.operands(groups[0].iter().copied());
        if let Some(w) = ctx
            .inherent_attr(op, "branch_weights")
            .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        {
            let w: Vec<String> = w.iter().map(i64::to_string).collect();
            p.write(&format!(" weights([{}])", w.join(", ")));
        }
        for (i, &b) in d.successors.iter().enumerate().take(2) {
            p.write(", ");
            print_successor_and_operands(p, b, &groups[i + 1]);
        }
        p.attr_dict(
            &all_attrs(ctx, op),
            &["branch_weights", "operandSegmentSizes"],
        );
    }
}

/// The case values of a `cf.switch` as mlir-opt prints them: MLIR
/// prints `APInt::getLimitedValue()`, the unsigned reading of the value in
/// the flag's width, capped at 2^64 - 1 (so `-1 : i32` prints as
/// `4294967295`).
fn case_values(ctx: &Context, op: Op) -> Option<Vec<String>> {
    let a = ctx.inherent_attr(op, "case_values")?;
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let TypeKind::Vector { shape, elem, .. } = ctx.type_kind(*ty) else {
        return None;
    };
    let width = match ctx.type_kind(*elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let n = usize::try_from(*shape.first()?).ok()?;
    let w = ir::text::elements::storage_bytes(ctx, *elem)?;
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        let at = if data.splat { 0 } else { i * w };
        let bytes = data.raw.get(at..at + w)?;
        let u = ir::text::elements::read_int(bytes, width, false);
        v.push(if u.bits() > 64 {
            u64::MAX.to_string()
        } else {
            u.to_string()
        });
    }
    Some(v)
}

/// ```text
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb2
/// ]
/// ```
#[derive(Debug)]
pub struct Switch;
impl OpSyntax for Switch {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = SwitchOp::NAME;
        let flag = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        p.parse_punct(Punct::Comma)?;
        p.parse_punct(Punct::LSquare)?;
        let cases_at = p.offset();
        p.parse_keyword("default")?;
        p.parse_punct(Punct::Colon)?;
        // MLIR refuses `%x#N` among the default destination's operands,
        // yet prints them there (after cse, say) and then cannot read its
        // own output; tessera reads them (test/fuzz/cf-switch-default-result-number.mlir).
        let default = parse_successor_and_operands(p)?;
        let width = match p.ctx().type_kind(t) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Index => 64,
            _ => 64,
        };
        let mut values: Vec<i64> = Vec::new();
        let mut seg: Vec<i64> = Vec::new();
        let mut case_uses = Vec::new();
        let mut case_types = Vec::new();
        while p.parse_optional_punct(Punct::Comma) {
            let x = p.parse_integer_bits64().map_err(|mut e| {
                // MLIR reports the overflow through the custom parser.
                if e.message == "integer value too large" {
                    e.message = "custom op 'cf.switch' integer value too large".into();
                }
                e
            })?;
            p.parse_punct(Punct::Colon)?;
            let c = parse_successor_and_operands(p)?;
            seg.push(c.uses.len() as i64);
            case_uses.extend(c.uses);
            case_types.extend(c.types);
            values.push(x);
        }
        p.parse_punct(Punct::RSquare)?;
        p.parse_optional_attr_dict()?;
        let v = p.resolve_operand(&flag, t)?;
        p.state.operands.push(v);
        resolve_list(p, N, &default.uses, &default.types, cases_at)?;
        resolve_list(p, N, &case_uses, &case_types, cases_at)?;
        to_props(p, &["case_values", "case_operand_segments"]);
        let segs = ir::dense_array::from_i64s(p.ctx(), 32, &seg);
        p.add_prop("case_operand_segments", segs);
        if !values.is_empty() {
            // MLIR builds `APInt(width, value)`: the value is truncated
            // to the flag's width.
            let bytes = (width as usize).div_ceil(8).max(1);
            let mut raw = Vec::with_capacity(values.len() * bytes);
            // Sign-extend the truncated value to the slot (an `i1` slot
            // holds 0 or 1).
            let values: Vec<i64> = values
                .iter()
                .map(|&x| match width {
                    1 => x & 1,
                    w if w < 64 => (x << (64 - w)) >> (64 - w),
                    _ => x,
                })
                .collect();
            for &s in &values {
                let fill = if s < 0 { 0xff } else { 0 };
                let le = s.to_le_bytes();
                raw.extend((0..bytes).map(|i| le.get(i).copied().unwrap_or(fill)));
            }
            let splat = values.iter().all(|&x| x == values[0]);
            if splat {
                raw.truncate(bytes);
            }
            let ctx = p.ctx();
            let ty = if width == 0 { ctx.int(1) } else { t };
            let vt = ctx.ty(TypeKind::Vector {
                shape: vec![values.len() as i64].into(),
                scalable: vec![false].into(),
                elem: ty,
            });
            let a = ctx.attr(AttrKind::DenseElements {
                ty: vt,
                data: DenseData {
                    raw: raw.into(),
                    splat,
                },
            });
            p.add_prop("case_values", a);
        }
        let ncases: i64 = seg.iter().sum();
        let s = ir::dense_array::from_i64s(p.ctx(), 32, &[1, default.uses.len() as i64, ncases]);
        p.add_prop("operandSegmentSizes", s);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<Value> = d.operands().collect();
        let Some(&flag) = vals.first() else {
            return;
        };
        let groups = ir::segments::sizes(ctx, op, "operandSegmentSizes")
            .and_then(|s| ir::segments::split_operands(ctx, op, &s))
            .filter(|g| g.len() == 3)
            .unwrap_or_else(|| vec![vec![flag], vals[1..].to_vec(), Vec::new()]);
        let case_segs = ir::segments::sizes(ctx, op, "case_operand_segments").unwrap_or_default();
        let ind = p.current_indent();
        p.write(" ");
        p.operand(flag);
        p.write(" : ");
        p.ty(ctx.value_type(flag));
        p.write(", [");
        p.newline(ind);
        p.write("  default: ");
        if let Some(&b) = d.successors.first() {
            print_successor_and_operands(p, b, &groups[1]);
        }
        let cases = case_values(ctx, op).unwrap_or_default();
        if !cases.is_empty() {
            let mut at = 0;
            for (i, c) in cases.iter().enumerate() {
                p.write(",");
                p.newline(ind);
                p.write(&format!("  {c}: "));
                let n = case_segs.get(i).copied().unwrap_or(0);
                let ops = groups[2].get(at..at + n).unwrap_or(&[]).to_vec();
                at += n;
                if let Some(&b) = d.successors.get(i + 1) {
                    print_successor_and_operands(p, b, &ops);
                }
            }
            p.newline(ind);
        }
        p.write("]");
        p.attr_dict(
            &all_attrs(ctx, op),
            &[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
            ],
        );
    }
}

/// `cf.assert %c, "message"`.
#[derive(Debug)]
pub struct Assert;
impl OpSyntax for Assert {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let c = p.parse_operand()?;
        let i1 = p.ctx().int(1);
        let v = p.resolve_operand(&c, i1)?;
        p.state.operands.push(v);
        p.parse_punct(Punct::Comma)?;
        let s = p.parse_string()?;
        let a = p.ctx().attr(AttrKind::String {
            value: s.into(),
            ty: None,
        });
        p.add_prop("msg", a);
        p.parse_optional_attr_dict()?;
        to_props(p, &["msg"]);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        p.write(" ");
        p.operands(vals);
        p.write(", ");
        let msg = ctx
            .inherent_attr(op, "msg")
            .and_then(|a| p.string_of(a))
            .unwrap_or_default();
        p.string(msg);
        p.attr_dict(&all_attrs(ctx, op), &["msg"]);
    }
}

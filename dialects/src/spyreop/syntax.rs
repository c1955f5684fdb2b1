//! `spyreop.idx32toaddr %i base 0xDEADBEEF stride 4`: the base is a 32-bit
//! hex literal (the frontend's `custom<Hex32Literal>`), read as its bits
//! and printed as eight upper-case hex digits' worth (`0x` and no leading
//! zeros), which a declarative format cannot say.

use super::ops::*;
use dialect_engine::Hooks;
use ir::attributes::IntValue;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax};
use ir::text::parser::PResult;
use ir::types::Signedness;
use ir::{AttrKind, Op};

pub(crate) fn add(h: &mut Hooks) {
    h.custom_syntax::<Idx32toaddrOp>(Idx32ToAddr);
}

#[derive(Debug)]
struct Idx32ToAddr;

impl OpSyntax for Idx32ToAddr {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let index = p.parse_operand()?;
        p.parse_keyword("base")?;
        let at = p.offset();
        let base = p.parse_integer()?;
        // A 32-bit pattern: 0xDEADBEEF is the i32 -559038737.
        let Ok(bits) = u32::try_from(base).or_else(|_| i32::try_from(base).map(|b| b as u32))
        else {
            return Err(p.error_at(at, "base address must fit in 32 bits"));
        };
        p.parse_keyword("stride")?;
        let at = p.offset();
        let stride = p.parse_integer()?;
        let Ok(stride) = i32::try_from(stride) else {
            return Err(p.error_at(at, "stride must fit in 32 bits"));
        };
        p.parse_optional_attr_dict()?;
        let i32t = p.ctx().int_type(32, Signedness::Signless);
        let v = p.resolve_operand(&index, i32t)?;
        p.state.operands.push(v);
        p.state.result_types.push(i32t);
        for (name, value) in [
            ("base_address", bits as i32 as i64),
            ("stride", stride as i64),
        ] {
            let a = p.ctx().attr(AttrKind::Integer {
                ty: i32t,
                value: IntValue::Small(value),
            });
            p.add_prop(name, a);
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let int = |name: &str| match ctx.inherent_attr(op, name).map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Integer { value, .. }) => value.as_i64(),
            _ => None,
        };
        let (Some(index), Some(base), Some(stride)) = (
            ctx.op(op).operands().next(),
            int("base_address"),
            int("stride"),
        ) else {
            return p.generic(op);
        };
        p.write(" ");
        p.operand(index);
        p.write(&format!(" base 0x{:X} stride {stride}", base as u32));
        p.attr_dict(
            &crate::util::asm::all_attrs(ctx, op),
            &["base_address", "stride"],
        );
    }
}

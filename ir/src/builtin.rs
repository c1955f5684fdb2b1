//! The builtin dialect's operations: `builtin.module` and
//! `builtin.unrealized_conversion_cast`.

use crate::attributes::AttrKind;
use crate::context::Context;
use crate::operation::Op;
use crate::registry::VerifyError;
use crate::registry::{OpInfo, OpTraits};

/// Registers the builtin dialect in `ctx`.
pub fn register(ctx: &mut Context) {
    let module = OpTraits {
        no_terminator: true,
        isolated_from_above: true,
        symbol_table: true,
        graph_regions: true,
        single_block: true,
        symbol: true,
        ..OpTraits::default()
    };
    let mut info = OpInfo::new("builtin.module", module, Some(verify_module));
    info.default_dialect = Some("builtin".into());
    ctx.registry.add_op(info);
    let mut cast = OpInfo::new(
        "builtin.unrealized_conversion_cast",
        OpTraits::default(),
        Some(verify_cast),
    );
    cast.syntax = Some(std::sync::Arc::new(CastSyntax));
    cast.effects = crate::registry::Effects::Declared(crate::registry::EffectSet::NONE);
    ctx.registry.add_op(cast);
}

fn verify_module(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    if d.num_operands() != 0 {
        return Err(format!("requires zero operands").into());
    }
    if !d.results().is_empty() {
        return Err(format!("requires zero results").into());
    }
    if d.regions.len() != 1 {
        return Err(format!("requires one region").into());
    }
    if !d.successors.is_empty() {
        return Err("requires zero successors".into());
    }
    let region = d.regions[0];
    if let Some(&entry) = ctx.region(region).blocks.first() {
        if !ctx.block(entry).args.is_empty() {
            return Err("region should have no arguments".into());
        }
    }
    // Inherent attributes (properties, or given in the dictionary).
    let props = d.props.map(|p| ctx.dict_entries(p)).unwrap_or(&[]);
    for (k, v) in props.iter().chain(ctx.dict_entries(d.attrs)) {
        let name = ctx.str(*k);
        if matches!(name, "sym_name" | "sym_visibility")
            && !matches!(ctx.attr_kind(*v), AttrKind::String { .. })
        {
            return Err(VerifyError::properties(format!(
                "attribute '{name}' failed to satisfy constraint: string attribute"
            )));
        }
    }
    // ODS's `SizedRegion<1>`: after the SingleBlock trait's "0 or 1
    // blocks" and the attribute constraints, before the op's verifier.
    if ctx.region(region).blocks.is_empty() {
        return Err(
            "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks".into(),
        );
    }
    // Discardable attributes on a module must belong to a dialect.
    for (k, _) in ctx.dict_entries(d.attrs) {
        let name = ctx.str(*k);
        if matches!(name, "sym_name" | "sym_visibility") {
            continue;
        }
        if !name.contains('.') {
            return Err(format!(
                "can only contain attributes with dialect-prefixed names, found: '{name}'"
            )
            .into());
        }
    }
    Ok(())
}

fn verify_cast(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let d = ctx.op(op);
    if !d.regions.is_empty() {
        return Err(format!("requires zero regions").into());
    }
    if !d.successors.is_empty() {
        return Err("requires zero successors".into());
    }
    Ok(())
}

/// `builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64`
/// (`to f32` with no operands).
#[derive(Debug)]
struct CastSyntax;

impl crate::text::asm::OpSyntax for CastSyntax {
    fn parse(
        &self,
        p: &mut crate::text::asm::OpParser<'_, '_>,
    ) -> crate::text::parser::PResult<()> {
        use crate::text::asm::Punct;
        let at = p.offset();
        let uses = p.parse_operand_list()?;
        let mut types = Vec::new();
        if !uses.is_empty() {
            p.parse_punct(Punct::Colon)?;
            types = p.parse_type_list()?;
        }
        p.parse_keyword("to")?;
        let results = p.parse_type_list()?;
        p.parse_optional_attr_dict()?;
        p.resolve_operands(&uses, &types, at)?;
        p.state.result_types = results;
        Ok(())
    }

    fn print(&self, p: &mut crate::text::asm::OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let vals: Vec<_> = d.operands().collect();
        if !vals.is_empty() {
            p.write(" ");
            p.operands(vals.iter().copied());
            p.write(" : ");
            p.types(vals.iter().map(|&v| ctx.value_type(v)));
        }
        p.write(" to ");
        p.types(d.results().iter().map(|v| ctx.value_type(v)));
        p.attr_dict(ctx.dict_entries(d.attrs), &[]);
    }
}

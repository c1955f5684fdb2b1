//! Verification of the ops that call out of StableHLO: `composite` (a
//! named op with a `func.func` decomposition, checked against the symbol
//! tables) and `custom_call` (layouts, operand–output aliases, the
//! backend config its API version expects), with StableHLO's messages.

use super::attrs::Struct;
use super::ops::*;
use super::verify::{check_enums, VResult};
use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::verify::SymbolTables;
use ir::{AttrKind, Attribute, Context, Op, Type, TypeKind};

fn text(ctx: &Context, t: Type) -> String {
    format!("'{}'", ir::text::type_to_string(ctx, t))
}

/// composite's (C1): `namespace.name`, as StableHLO's regular expression
/// `^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$` says.
fn valid_composite_name(name: &str) -> bool {
    let mut parts = name.split('.');
    let head = parts.next().unwrap_or("");
    let head_ok = head.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && head.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    let rest: Vec<&str> = parts.collect();
    head_ok
        && !rest.is_empty()
        && rest.iter().all(|p| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        })
}

/// composite's (C1)–(C4): the name, then the decomposition's signature.
fn verify_composite(ctx: &Context, op: Op, tables: &SymbolTables) -> VResult {
    let plain = |m: String| Err(VerifyError::plain(m));
    let name = ctx
        .inherent_attr(op, "name")
        .and_then(|a| match ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
            _ => None,
        })
        .unwrap_or_default();
    if !valid_composite_name(&name) {
        return plain(
            "name must be a valid namespaced op name, i.e. it must match the following regular expression: ^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. \"my_namespace.my_op\"".into(),
        );
    }
    let Some(callee) = ctx
        .inherent_attr(op, "decomposition")
        .and_then(|a| crate::util::asm::flat_symbol(ctx, a))
    else {
        return Ok(());
    };
    let Some((_, ins, outs)) = crate::func::verify::lookup_func(ctx, tables, op, &callee)
        .and_then(|f| crate::func::verify::func_sig(ctx, f))
    else {
        return plain(format!("'{callee}' does not reference a valid function"));
    };
    let d = ctx.op(op);
    let operands: Vec<Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    if operands.len() != ins.len() {
        return plain(format!(
            "has {} operand(s), but decomposition has {}",
            operands.len(),
            ins.len()
        ));
    }
    for (i, (&a, &b)) in operands.iter().zip(&ins).enumerate() {
        if a != b {
            return plain(format!(
                "operand at index {i} has type {}, but decomposition has type {}",
                text(ctx, a),
                text(ctx, b)
            ));
        }
    }
    let results: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    if results.len() != outs.len() {
        return plain(format!(
            "has {} result(s), but decomposition has {}",
            results.len(),
            outs.len()
        ));
    }
    for (i, (&a, &b)) in results.iter().zip(&outs).enumerate() {
        if a != b {
            return plain(format!(
                "result at index {i} has type {}, but decomposition has type {}",
                text(ctx, a),
                text(ctx, b)
            ));
        }
    }
    Ok(())
}

fn array(ctx: &Context, op: Op, name: &str) -> Option<Vec<Attribute>> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::Array(items) => Some(items.to_vec()),
        _ => None,
    }
}

/// Each type against its layout: tuples unsupported, non-tensors have
/// empty layouts, a ranked tensor's is a permutation of its dimensions.
fn check_layouts(ctx: &Context, types: &[Type], layouts: &[Attribute], what: &str) -> VResult {
    let err = |m: String| Err(VerifyError::op(m));
    if types.len() != layouts.len() {
        return err(format!(
            "Number of {what}s must match the number of {what} layouts, {} != {}",
            types.len(),
            layouts.len()
        ));
    }
    for (i, (&t, &l)) in types.iter().zip(layouts).enumerate() {
        let perm = super::syntax::int_elements(ctx, l).unwrap_or_default();
        match ctx.type_kind(t) {
            TypeKind::Tuple(_) => {
                return err(
                    "Tuple types are not fully supported with layout constraints yet".into(),
                )
            }
            TypeKind::RankedTensor { shape, .. } => {
                let mut sorted = perm.clone();
                sorted.sort_unstable();
                if sorted.iter().copied().ne(0..shape.len() as i64) {
                    return err(format!(
                        "incorrect layout {} for type {}, layout must be a permutation of [0, {})",
                        ir::text::attr_to_string(ctx, l),
                        text(ctx, t),
                        shape.len()
                    ));
                }
            }
            TypeKind::UnrankedTensor { .. } => {}
            _ if perm.is_empty() => {}
            _ => {
                return err(format!(
                "Only tensor types can have non-empty layout: {what} #{i} of type {} has layout {}",
                text(ctx, t),
                ir::text::attr_to_string(ctx, l)
            ))
            }
        }
    }
    Ok(())
}

/// The part of `t` that tuple indices `path` select.
fn tuple_part(ctx: &Context, mut t: Type, path: &[i64]) -> Option<Type> {
    for &i in path {
        match ctx.type_kind(t) {
            TypeKind::Tuple(ts) if i >= 0 && (i as usize) < ts.len() => t = ts[i as usize],
            _ => return None,
        }
    }
    Some(t)
}

fn verify_custom_call(ctx: &Context, op: Op) -> VResult {
    check_enums(ctx, op)?;
    let err = |m: String| Err(VerifyError::op(m));
    let d = ctx.op(op);
    let operands: Vec<Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    let results: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let (ol, rl) = (
        array(ctx, op, "operand_layouts"),
        array(ctx, op, "result_layouts"),
    );
    if ol.is_some() != rl.is_some() {
        return err(
            "Layout attributes should be specified for either both operands and results or none."
                .into(),
        );
    }
    if let (Some(ol), Some(rl)) = (ol, rl) {
        // One tuple result: the layouts are its elements'.
        let result_parts = match results.as_slice() {
            [t] => match ctx.type_kind(*t) {
                TypeKind::Tuple(ts) => ts.to_vec(),
                _ => results.clone(),
            },
            _ => results.clone(),
        };
        check_layouts(ctx, &operands, &ol, "operand")?;
        check_layouts(ctx, &result_parts, &rl, "result")?;
    }
    for alias in array(ctx, op, "output_operand_aliases").unwrap_or_default() {
        let Some(s) = Struct::of(ctx, alias, "output_operand_alias") else {
            continue;
        };
        let index = s.int("operand_index");
        if index < 0 || index as usize >= operands.len() {
            return err(format!(
                "expects operandIndex in the output_operand_alias attribute to be in range [0, {}); got: {index}.",
                operands.len()
            ));
        }
        let Some(operand_part) = tuple_part(
            ctx,
            operands[index as usize],
            &s.ints("operand_tuple_indices"),
        ) else {
            return err(
                "operand_tuple_indices in the output_operand_alias attribute out of bounds".into(),
            );
        };
        // Several results alias as one tuple.
        let output_indices = s.ints("output_tuple_indices");
        let output_part = if results.len() > 1 {
            match output_indices.first() {
                Some(&i) if i >= 0 && (i as usize) < results.len() => {
                    tuple_part(ctx, results[i as usize], &output_indices[1..])
                }
                _ => None,
            }
        } else {
            results
                .first()
                .and_then(|&r| tuple_part(ctx, r, &output_indices))
        };
        let Some(output_part) = output_part else {
            return err(
                "output_tuple_indices in the output_operand_alias attribute out of bounds".into(),
            );
        };
        if operand_part != output_part {
            return err(format!(
                "shapes mismatch in the output_operand_alias attribute: operand part has type {} and output part has type {}",
                text(ctx, operand_part),
                text(ctx, output_part)
            ));
        }
    }
    if let Some(config) = ctx.inherent_attr(op, "backend_config") {
        let version = ctx
            .inherent_attr(op, "api_version")
            .and_then(|a| super::verify::int_value(ctx, a))
            .unwrap_or(1);
        let names = [
            "API_VERSION_UNSPECIFIED",
            "API_VERSION_ORIGINAL",
            "API_VERSION_STATUS_RETURNING",
            "API_VERSION_STATUS_RETURNING_UNIFIED",
            "API_VERSION_TYPED_FFI",
        ];
        let name = names
            .get(version as usize)
            .copied()
            .unwrap_or("API_VERSION_ORIGINAL");
        let is_dict = matches!(ctx.attr_kind(config), AttrKind::Dictionary(_));
        let is_str = matches!(ctx.attr_kind(config), AttrKind::String { .. });
        if version == 4 && !is_dict {
            return err(format!(
                "backend_config for api_version {name} must be a dictionary attribute."
            ));
        }
        if version != 4 && !is_str {
            return err(format!(
                "backend_config for api_version {name} must be a string attribute."
            ));
        }
    }
    Ok(())
}

/// Registers the verifiers.
pub(super) fn add(h: &mut Hooks) {
    h.symbol_uses::<CompositeOp>(verify_composite)
        .verify::<CustomCallOp>(verify_custom_call);
}

//! Enum and dialect-attribute values: from keywords to attributes and back
//! (`slt` is `2 : i64`; `#arith.fastmath<nnan,ninf>`; `#arith.overflow<nsw, nuw>`).

use super::constraints::builtin_type;
use dialect_def::{AttrDef, AttrKind as DKind, CaseValue, Dialect, EnumDef, Literal, NamedRef};
use ir::{AttrKind, Attribute, Context, IntValue, Type};

/// The integer value of a case (composites are OR-ed; the checker rules
/// out cycles, and the depth bound guards unchecked input).
pub fn case_value(e: &EnumDef, name: &str) -> Option<i128> {
    fn go(e: &EnumDef, name: &str, depth: u32) -> Option<i128> {
        if depth > 64 {
            return None;
        }
        match &e.case(name)?.value {
            CaseValue::Int(v, _) => Some(*v),
            CaseValue::Combo(parts) => {
                let mut v = 0;
                for p in parts {
                    v |= go(e, &p.name, depth + 1)?;
                }
                Some(v)
            }
        }
    }
    go(e, name, 0)
}

/// The case spelled `text` in IR text.
pub fn case_by_text<'e>(e: &'e EnumDef, text: &str) -> Option<&'e dialect_def::EnumCase> {
    e.cases.iter().find(|c| c.text() == text)
}

/// IR spellings of all cases, for "one of the following enum values".
pub fn case_texts(e: &EnumDef) -> Vec<&str> {
    e.cases.iter().map(|c| c.text()).collect()
}

/// The spelling of value `v` of a plain enum.
pub fn enum_text(e: &EnumDef, v: i128) -> Option<&str> {
    e.cases
        .iter()
        .find(|c| case_value(e, &c.name.name) == Some(v))
        .map(|c| c.text())
}

/// A bit-enum value as MLIR's `stringify` spells it: the zero case for 0,
/// then composite cases whose bits are all set, then single bits in
/// declaration order, joined by the enum's separator.
pub fn bits_text(e: &EnumDef, v: i128) -> String {
    let sep = e
        .separator
        .as_ref()
        .map(|s| s.value.as_str())
        .unwrap_or("|");
    let vals: Vec<(&str, i128)> = e
        .cases
        .iter()
        .filter_map(|c| Some((c.text(), case_value(e, &c.name.name)?)))
        .collect();
    if v == 0 {
        return vals
            .iter()
            .find(|(_, x)| *x == 0)
            .map(|(t, _)| t.to_string())
            .unwrap_or_default();
    }
    let mut parts = Vec::new();
    let mut rest = v;
    let single = |x: i128| x > 0 && x & (x - 1) == 0;
    for &(t, x) in &vals {
        if x != 0 && !single(x) && x & rest == x {
            parts.push(t);
            rest &= !x;
        }
    }
    for &(t, x) in &vals {
        if single(x) && x & rest == x {
            parts.push(t);
            rest &= !x;
        }
    }
    parts.join(sep)
}

/// The integer type an enum is stored as.
pub fn storage_type(ctx: &mut Context, e: &EnumDef) -> Type {
    builtin_type(ctx, &e.storage).unwrap_or_else(|| ctx.int(64))
}

/// An integer attribute.
pub fn int_attr(ctx: &mut Context, ty: Type, v: i128) -> Attribute {
    let value = match i64::try_from(v) {
        Ok(x) => IntValue::Small(x),
        Err(_) => IntValue::from_big(num_bigint::BigInt::from(v)),
    };
    ctx.attr(AttrKind::Integer { ty, value })
}

/// The value of an integer attribute.
pub fn int_of(ctx: &Context, a: Attribute) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Integer {
            value: IntValue::Small(v),
            ..
        } => Some(*v as i128),
        AttrKind::Integer {
            value: IntValue::Big(b),
            ..
        } => i128::try_from(&**b).ok(),
        _ => None,
    }
}

/// The enum a dialect attribute wraps, if its only parameter is an enum
/// (`fastmath<flags: FastMathFlags>`).
pub fn wrapped_enum<'d>(d: &'d Dialect, a: &AttrDef) -> Option<&'d EnumDef> {
    match a.params.as_slice() {
        [p] => match &p.kind {
            DKind::Named(n) => match d.resolve(&n.name) {
                Some(NamedRef::Enum(e)) => Some(e),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// `#dialect.mnemonic<text>` for an attribute wrapping one enum.
pub fn wrapped_attr(ctx: &mut Context, d: &Dialect, a: &AttrDef, text: &str) -> Attribute {
    let (ns, mnemonic) = namespace(d, a);
    let dialect = ctx.ident(ns);
    ctx.attr(AttrKind::Opaque {
        dialect,
        data: format!("{mnemonic}<{text}>").into(),
    })
}

/// The dialect and mnemonic an attribute prints with. A mnemonic with a
/// dot names another dialect's attribute (math's ops carry
/// `#arith.fastmath`), which a file can declare without importing arith.
pub fn namespace<'d>(d: &'d Dialect, a: &'d AttrDef) -> (&'d str, &'d str) {
    match a.mnemonic().split_once('.') {
        Some((ns, m)) => (ns, m),
        None => (&d.name.name, a.mnemonic()),
    }
}

/// The text between `<` and `>` of a dialect attribute `#d.mnemonic<...>`.
pub fn wrapped_text<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { data, .. } => data
            .strip_prefix(mnemonic)?
            .strip_prefix('<')?
            .strip_suffix('>'),
        _ => None,
    }
}

/// The value of the enum wrapped in attribute `a`, parsing its text.
pub fn wrapped_value(ctx: &Context, e: &EnumDef, a: Attribute, mnemonic: &str) -> Option<i128> {
    let text = wrapped_text(ctx, a, mnemonic)?;
    parse_flags(e, text)
}

/// Parses `nnan,ninf` / `nsw, nuw` / `slt`.
pub fn parse_flags(e: &EnumDef, text: &str) -> Option<i128> {
    if !e.bits {
        return case_value(e, case_by_text(e, text.trim())?.name.name.as_str());
    }
    let mut v = 0;
    for part in text.split([',', '|']) {
        let c = case_by_text(e, part.trim())?;
        v |= case_value(e, &c.name.name)?;
    }
    Some(v)
}

/// The attribute an op attribute's default literal stands for.
pub fn default_attr(
    ctx: &mut Context,
    d: &Dialect,
    kind: &DKind,
    lit: &Literal,
) -> Option<Attribute> {
    match (kind, lit) {
        (DKind::Named(n), Literal::Cases(cases)) => match d.resolve(&n.name)? {
            NamedRef::Enum(e) => {
                let mut v = 0;
                for c in cases {
                    v |= case_value(e, &c.name)?;
                }
                let ty = storage_type(ctx, e);
                Some(int_attr(ctx, ty, v))
            }
            NamedRef::Attr(a) => {
                let e = wrapped_enum(d, a)?;
                let mut v = 0;
                for c in cases {
                    v |= case_value(e, &c.name)?;
                }
                let text = if e.bits {
                    bits_text(e, v)
                } else {
                    enum_text(e, v)?.to_string()
                };
                Some(wrapped_attr(ctx, d, a, &text))
            }
            _ => None,
        },
        (DKind::Int(t), Literal::Int(v, _)) => {
            let ty = match t {
                Some(b) => builtin_type(ctx, b)?,
                None => ctx.int(64),
            };
            Some(int_attr(ctx, ty, *v))
        }
        (DKind::BoundedInt(b, _), Literal::Int(v, _)) => {
            let ty = builtin_type(ctx, b)?;
            Some(int_attr(ctx, ty, *v))
        }
        (DKind::Bool, Literal::Bool(b, _)) => Some(ctx.attr(AttrKind::Bool(*b))),
        (DKind::String, Literal::Str(t)) => Some(ctx.attr(AttrKind::String {
            value: t.value.as_bytes().into(),
            ty: None,
        })),
        _ => None,
    }
}

/// The type of a typed attribute (`1 : i32`, `dense<...> : tensor<4xf32>`, `true`).
pub fn attr_type(ctx: &mut Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        AttrKind::DenseStrings { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => *ty,
        AttrKind::Bool(_) => Some(ctx.int(1)),
        _ => None,
    }
}

//! `memref`: the syntaxes a declarative format cannot say (MLIR's
//! `custom<DynamicIndexList>` lists of `subview`, `reinterpret_cast` and
//! `expand_shape`, and `custom<GlobalMemrefOpTypeAndInitialValue>` of
//! `global`), and the Rust verifiers `memref.dialect` names. The list
//! and reassociation syntaxes shared with `tensor` are in `util`.

use super::ops::*;
use super::verify::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::text::asm::OpSyntax;
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Ident, Op, Type, TypeKind};
use ir::{IntValue, SourceBuffer, SourceMgr};

use crate::util::reshape::ExpandShape;
use crate::util::slice::{groups, OffsetsSizesStrides};

/// Adds the memref hooks: syntaxes by op name, verifiers by hook name.
pub(crate) fn add(n: &mut Hooks) {
    n.custom_syntax::<AllocOp>(AllocLike("alloc"));
    n.custom_syntax::<AllocaOp>(AllocLike("alloca"));
    n.custom_syntax::<SubviewOp>(OffsetsSizesStrides::SUBVIEW);
    n.custom_syntax::<ReinterpretCastOp>(OffsetsSizesStrides::REINTERPRET);
    n.custom_syntax::<ExpandShapeOp>(ExpandShape("expand_shape"));
    n.custom_syntax::<GlobalOp>(Global);
    n.named_verifier("verify_alloc_like", verify_alloc_like);
    n.named_verifier(
        "verify_reshape_like",
        crate::util::reshape::verify_reshape_like,
    );
    n.named_verifier("verify_load", verify_load);
    n.named_verifier("verify_store", verify_store);
    n.named_verifier("verify_dim", verify_dim);
    n.named_verifier("verify_memref_cast", verify_memref_cast);
    n.named_verifier("verify_subview", verify_subview);
}

// ----- alloc, alloca -----

/// `memref.alloc(%d)[%s] {alignment = 64 : i64} : T` (and `alloca`); `.0`
/// is the result name hint. Written in Rust because MLIR prints no space
/// between `)` and the `[` of the symbol operands.
#[derive(Debug)]
struct AllocLike(&'static str);

impl OpSyntax for AllocLike {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let sizes = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        let mut syms = Vec::new();
        if p.parse_optional_punct(Punct::LSquare) {
            syms = p.parse_operand_list()?;
            p.parse_punct(Punct::RSquare)?;
        }
        p.parse_optional_attr_dict()?;
        to_props(p, &["alignment"]);
        p.parse_punct(Punct::Colon)?;
        let ty = p.parse_type()?;
        let index = p.ctx().index_type();
        for u in sizes.iter().chain(syms.iter()) {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        let segs =
            ir::dense_array::from_i64s(p.ctx(), 32, &[sizes.len() as i64, syms.len() as i64]);
        p.add_prop("operandSegmentSizes", segs);
        p.state.result_types.push(ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let gs = groups(ctx, op, 2);
        p.write("(");
        p.operands(gs[0].iter().copied());
        p.write(")");
        if !gs[1].is_empty() {
            p.write("[");
            p.operands(gs[1].iter().copied());
            p.write("]");
        }
        p.attr_dict(&all_attrs(ctx, op), &["operandSegmentSizes"]);
        p.write(" : ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }

    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        vec![Some(self.0.to_string())]
    }
}

// ----- global -----

/// `memref.global ["private"] [constant] @name : memref<..> [= dense<..> | = uninitialized] {attrs}`.
#[derive(Debug)]
struct Global;

/// Attributes `memref.global` prints in its own clauses.
const GLOBAL_ELIDED: [&str; 5] = [
    "sym_name",
    "sym_visibility",
    "type",
    "initial_value",
    "constant",
];

/// The literal of an attribute parsed inside `dense<...>`, as text that
/// can be parsed again with a type (`1.5`, `[1, 2]`, `"0x0A"`).
fn literal_text(ctx: &Context, a: Attribute) -> Option<String> {
    Some(match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => match value {
            IntValue::Small(x) => x.to_string(),
            IntValue::Big(b) => b.to_string(),
        },
        AttrKind::Float { .. } => {
            let s = ir::text::attr_to_string(ctx, a);
            s.split(" : ").next()?.to_string()
        }
        AttrKind::Bool(b) => b.to_string(),
        AttrKind::String { ty: None, .. } => ir::text::attr_to_string(ctx, a),
        AttrKind::Array(xs) => {
            let parts: Option<Vec<String>> = xs.iter().map(|&x| literal_text(ctx, x)).collect();
            format!("[{}]", parts?.join(", "))
        }
        _ => return None,
    })
}

/// The tensor type of a memref type's shape and element type (MLIR's
/// `getTensorTypeFromMemRefType`).
fn tensor_of(ctx: &mut Context, memref: Type) -> Option<Type> {
    match ctx.type_kind(memref).clone() {
        TypeKind::MemRef { shape, elem, .. } => Some(ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding: None,
        })),
        _ => None,
    }
}

/// Parses `dense<LIT>` typed by `ty`: the literal is read, then parsed
/// again with its type in a scratch buffer of the same context.
fn parse_dense_with_type(p: &mut OpParser<'_, '_>, ty: Type) -> PResult<Attribute> {
    let at = p.offset();
    if !p.parse_optional_keyword("dense") {
        // Any other attribute must carry its own type.
        return p.parse_attribute();
    }
    p.parse_punct(Punct::Less)?;
    let lit = if p.is_punct(Punct::Greater) {
        String::new()
    } else {
        let a = p.parse_attribute()?;
        match literal_text(p.ctx(), a) {
            Some(s) => s,
            None => return Err(p.error_at(at, "expected element literal of primitive type")),
        }
    };
    p.parse_punct(Punct::Greater)?;
    let ctx = p.ctx();
    let ts = ir::text::type_to_string(ctx, ty);
    let text = format!("\"builtin.module\"() ({{\n}}) {{v = dense<{lit}> : {ts}}} : () -> ()\n");
    let mut sm = SourceMgr::default();
    let id = sm.add(SourceBuffer::new("<memref.global>", text.into_bytes()));
    let parsed = ir::text::parse_source(ctx, &sm, id, ir::text::parser::ParseOptions::default());
    let found = parsed.ok().and_then(|m| {
        let ctx = p.ctx();
        let d = ctx.op(m);
        let attrs = d.attrs;
        // The scratch module is parsed inside an implicit module, or
        // directly as the top-level module.
        let own = ctx
            .dict_entries(attrs)
            .iter()
            .find(|(k, _)| ctx.str(*k) == "v")
            .map(|(_, v)| *v);
        own.or_else(|| {
            let r = *ctx.op(m).regions.first()?;
            let b = *ctx.region(r).blocks.first()?;
            let inner = ctx.block_ops(b).next()?;
            ctx.dict_entries(ctx.op(inner).attrs)
                .iter()
                .find(|(k, _)| ctx.str(*k) == "v")
                .map(|(_, v)| *v)
        })
    });
    match found {
        Some(a) => Ok(a),
        None => Err(p.error_at(at, "invalid dense elements literal for the global's type")),
    }
}

impl OpSyntax for Global {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = GlobalOp::NAME;
        if let Ok(v) = p.parse_string() {
            let s = String::from_utf8_lossy(&v).into_owned();
            let a = str_attr(p.ctx(), &s);
            p.add_prop("sym_visibility", a);
        }
        if p.parse_optional_keyword("constant") {
            let u = p.ctx().attr(AttrKind::Unit);
            p.add_prop("constant", u);
        }
        let at = p.offset();
        let name = match p.parse_symbol_name() {
            Ok(n) => n,
            Err(_) => {
                return Err(custom_err(
                    p,
                    at,
                    N,
                    "expected valid '@'-identifier for symbol name",
                ))
            }
        };
        let a = str_attr(p.ctx(), &name);
        p.add_prop("sym_name", a);
        p.parse_punct(Punct::Colon)?;
        let tat = p.offset();
        let ty = p.parse_type()?;
        let Some(tensor) = tensor_of(p.ctx(), ty) else {
            return Err(p.error_at(tat, "type should be static shaped memref, but got "));
        };
        let ta = p.ctx().attr(AttrKind::Type(ty));
        p.add_prop("type", ta);
        if p.parse_optional_punct(Punct::Equal) {
            if p.parse_optional_keyword("uninitialized") {
                let u = p.ctx().attr(AttrKind::Unit);
                p.add_prop("initial_value", u);
            } else {
                let v = parse_dense_with_type(p, tensor)?;
                p.add_prop("initial_value", v);
            }
        }
        let mark = p.state.attrs.len();
        p.parse_optional_attr_dict()?;
        let moved: Vec<(Ident, Attribute)> = p.state.attrs.split_off(mark);
        for (k, v) in moved {
            if p.ctx().str(k) == "alignment" {
                p.state.props.push((k, v));
            } else {
                p.state.attrs.push((k, v));
            }
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        if let Some(v) = ctx
            .inherent_attr(op, "sym_visibility")
            .and_then(|a| string_of(ctx, a))
        {
            p.write(" ");
            p.string(v.as_bytes());
        }
        if ctx.inherent_attr(op, "constant").is_some() {
            p.write(" constant");
        }
        p.write(" ");
        let name = ctx
            .inherent_attr(op, "sym_name")
            .and_then(|a| string_of(ctx, a))
            .unwrap_or_default();
        p.symbol_name(&name);
        p.write(" : ");
        let ty = ctx
            .inherent_attr(op, "type")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            });
        if let Some(t) = ty {
            p.ty(t);
        }
        if let Some(init) = ctx.inherent_attr(op, "initial_value") {
            p.write(" = ");
            if matches!(ctx.attr_kind(init), AttrKind::Unit) {
                p.write("uninitialized");
            } else {
                // Printed without its type, as `printAttributeWithoutType`.
                let s = ir::text::attr_to_string(ctx, init);
                let elem_ty = match ctx.attr_kind(init) {
                    AttrKind::DenseElements { ty, .. }
                    | AttrKind::DenseStrings { ty, .. }
                    | AttrKind::DenseResource { ty, .. } => Some(*ty),
                    _ => None,
                };
                match elem_ty {
                    Some(t) => {
                        let suffix = format!(" : {}", ir::text::type_to_string(ctx, t));
                        p.write(s.strip_suffix(&suffix).unwrap_or(&s));
                    }
                    None => p.attr(init),
                }
            }
        }
        p.attr_dict(&all_attrs(ctx, op), &GLOBAL_ELIDED);
    }
}

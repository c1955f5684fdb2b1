//! The tt syntaxes a declarative format cannot say:
//!
//! - `tt.func`: `func.func`'s syntax (visibility, named arguments with
//!   attribute dictionaries and locations, `attributes {..}`);
//! - `tt.load %p[, %mask[, %other]] [cacheModifier = ca] [evictionPolicy = evict_last] {..} : T`
//!   and `tt.store %p, %v[, %mask] .. : T`: only the pointer's type is
//!   written; the value's type is what it points to, the mask's that
//!   shape of `i1`;
//! - `tt.make_tensor_descriptor`, `tt.make_tensor_ptr` and `tt.advance`:
//!   bracketed operand lists and the dialect's own types written without
//!   their `!tt.` prefix, as Triton's declarative formats print them
//!   (`: <tensor<32x32xf16>>`).

use super::ops::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::attributes::IntValue;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct, UnresolvedOperand};
use ir::text::parser::PResult;
use ir::types::Signedness;
use ir::{AttrKind, Context, Op, Type, TypeKind};

pub(crate) fn add(h: &mut Hooks) {
    h.name_hint("split_names", split_names);
    h.custom_syntax::<FuncOp>(crate::func::syntax::FuncSyntax);
    h.custom_syntax::<LoadOp>(Load);
    h.custom_syntax::<StoreOp>(Store);
    h.custom_syntax::<MakeTensorDescriptorOp>(MakeTensorDescriptor);
    h.custom_syntax::<MakeTensorPtrOp>(MakeTensorPtr);
    h.custom_syntax::<AdvanceOp>(Advance);
}

/// What a load through pointers of type `ptr` gives: the pointee, a
/// tensor of it for a tensor of pointers, the block for a block pointer.
pub(crate) fn pointee_value_type(ctx: &mut Context, ptr: Type) -> Option<Type> {
    let text = match ctx.type_kind(ptr) {
        TypeKind::RankedTensor { shape, elem, .. } => {
            let (shape, elem) = (shape.clone(), *elem);
            let p = super::types::pointee_text(ctx, elem)?.0.to_string();
            let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
            format!("tensor<{dims}{p}>")
        }
        _ => super::types::pointee_text(ctx, ptr)?.0.to_string(),
    };
    ir::text::parse_type_str(ctx, &text).ok()
}

/// The mask type of pointers of type `ptr`: `i1`, or that shape of `i1`.
pub(crate) fn mask_type(ctx: &mut Context, ptr: Type) -> Type {
    let i1 = ctx.int_type(1, Signedness::Signless);
    match ctx.type_kind(ptr).clone() {
        TypeKind::RankedTensor { shape, .. } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem: i1,
            encoding: None,
        }),
        _ => i1,
    }
}

const CACHE: [&str; 7] = ["none", "ca", "cg", "wb", "cs", "wt", "cv"];
const EVICT: [&str; 3] = ["evict_normal", "evict_first", "evict_last"];

fn i32_attr(ctx: &mut Context, v: i64) -> ir::Attribute {
    let ty = ctx.int_type(32, Signedness::Signless);
    ctx.attr(AttrKind::Integer {
        ty,
        value: IntValue::Small(v),
    })
}

/// `oilist(cacheModifier = X | evictionPolicy = Y)`.
fn parse_modifiers(p: &mut OpParser<'_, '_>) -> PResult<()> {
    loop {
        let (key, prop, names, base) = if p.parse_optional_keyword("cacheModifier") {
            ("cacheModifier", "cache", &CACHE[..], 1)
        } else if p.parse_optional_keyword("evictionPolicy") {
            ("evictionPolicy", "evict", &EVICT[..], 1)
        } else {
            return Ok(());
        };
        p.parse_punct(Punct::Equal)?;
        let at = p.offset();
        let word = p.parse_bare_keyword()?;
        let Some(i) = names.iter().position(|n| *n == word) else {
            return Err(p.error_at(
                at,
                &format!("expected {key} to be one of: {}", names.join(", ")),
            ));
        };
        let a = i32_attr(p.ctx(), i as i64 + base);
        p.add_prop(prop, a);
    }
}

fn int_prop(ctx: &Context, op: Op, name: &str) -> Option<i64> {
    match ctx.inherent_attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Integer { value, .. }) => value.as_i64(),
        _ => None,
    }
}

fn print_modifiers(p: &mut OpPrinter<'_, '_>, ctx: &Context, op: Op) {
    if let Some(c) = int_prop(ctx, op, "cache").filter(|&c| c != 1) {
        if let Some(n) = CACHE.get((c - 1) as usize) {
            p.write(&format!(" cacheModifier = {n}"));
        }
    }
    if let Some(e) = int_prop(ctx, op, "evict").filter(|&e| e != 1) {
        if let Some(n) = EVICT.get((e - 1) as usize) {
            p.write(&format!(" evictionPolicy = {n}"));
        }
    }
}

/// The attributes a load or store prints in its dictionary: not the
/// modifiers, the segment sizes, or what equals its default.
fn shown_attrs(ctx: &Context, op: Op) -> Vec<(ir::Ident, ir::Attribute)> {
    all_attrs(ctx, op)
        .into_iter()
        .filter(|(k, a)| match ctx.str(*k) {
            "cache" | "evict" | "operandSegmentSizes" => false,
            "boundaryCheck" => !matches!(ctx.attr_kind(*a), AttrKind::DenseArray { .. } if ir::dense_array::to_i64s(ctx, *a).is_some_and(|v| v.is_empty())),
            "isVolatile" => !matches!(ctx.attr_kind(*a), AttrKind::Bool(false)),
            _ => true,
        })
        .collect()
}

/// What follows a load's or store's operands: the modifiers, the
/// attribute dictionary (`props` are inherent), `:` and the pointer type;
/// returns it and the type of the value it points to.
fn parse_access_tail(p: &mut OpParser<'_, '_>, props: &[&str]) -> PResult<(Type, Type)> {
    parse_modifiers(p)?;
    p.parse_optional_attr_dict()?;
    to_props(p, props);
    p.parse_punct(Punct::Colon)?;
    let at = p.offset();
    let pty = p.parse_type()?;
    match pointee_value_type(p.ctx(), pty) {
        Some(vty) => Ok((pty, vty)),
        None => Err(p.error_at(
            at,
            "expected a pointer, a tensor of pointers or a block pointer",
        )),
    }
}

/// A load or store as Triton prints it: the operands, the modifiers that
/// differ from their defaults, the other attributes, the pointer type.
fn print_access(p: &mut OpPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    let ops: Vec<_> = ctx.op(op).operands().collect();
    let Some(&ptr) = ops.first() else {
        return p.generic(op);
    };
    p.write(" ");
    p.operands(ops.iter().copied());
    print_modifiers(p, ctx, op);
    p.attr_dict(&shown_attrs(ctx, op), &[]);
    p.write(" : ");
    p.ty(ctx.value_type(ptr));
}

#[derive(Debug)]
struct Load;

impl OpSyntax for Load {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let ptr = p.parse_operand()?;
        let mask = if p.parse_optional_punct(Punct::Comma) {
            Some(p.parse_operand()?)
        } else {
            None
        };
        let other = if mask.is_some() && p.parse_optional_punct(Punct::Comma) {
            Some(p.parse_operand()?)
        } else {
            None
        };
        let (pty, rty) = parse_access_tail(p, &["boundaryCheck", "padding", "isVolatile"])?;
        let v = p.resolve_operand(&ptr, pty)?;
        p.state.operands.push(v);
        if let Some(m) = &mask {
            let mty = mask_type(p.ctx(), pty);
            let v = p.resolve_operand(m, mty)?;
            p.state.operands.push(v);
        }
        if let Some(o) = &other {
            let v = p.resolve_operand(o, rty)?;
            p.state.operands.push(v);
        }
        let segs = [1, mask.is_some() as i64, other.is_some() as i64];
        let a = ir::dense_array::from_i64s(p.ctx(), 32, &segs);
        p.add_prop("operandSegmentSizes", a);
        p.state.result_types.push(rty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        print_access(p, op)
    }
}

#[derive(Debug)]
struct Store;

impl OpSyntax for Store {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let ptr = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let value = p.parse_operand()?;
        let mask = if p.parse_optional_punct(Punct::Comma) {
            Some(p.parse_operand()?)
        } else {
            None
        };
        let (pty, vty) = parse_access_tail(p, &["boundaryCheck"])?;
        let v = p.resolve_operand(&ptr, pty)?;
        p.state.operands.push(v);
        let v = p.resolve_operand(&value, vty)?;
        p.state.operands.push(v);
        if let Some(m) = &mask {
            let mty = mask_type(p.ctx(), pty);
            let v = p.resolve_operand(m, mty)?;
            p.state.operands.push(v);
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        print_access(p, op)
    }
}

/// `tt.split` names its results after its ODS results, as Triton prints
/// them: `%outLHS, %outRHS = tt.split ..`.
fn split_names(_: &Context, _: Op) -> Vec<Option<String>> {
    vec![Some("outLHS".into()), Some("outRHS".into())]
}

/// `, [%a, %b, ..]`: one bracketed operand list after a comma.
fn parse_bracketed<'a>(p: &mut OpParser<'_, 'a>) -> PResult<Vec<UnresolvedOperand<'a>>> {
    p.parse_punct(Punct::Comma)?;
    p.parse_punct(Punct::LSquare)?;
    let list = p.parse_operand_list()?;
    p.parse_punct(Punct::RSquare)?;
    Ok(list)
}

/// What follows the op name in the ops below: ` %first, [..], .. {attrs}
/// : <T>, ..`, the operands cut into groups of `sizes` (the first group
/// one value, each other a bracketed list as [`parse_bracketed`] reads
/// it; sizes that do not fit print the generic form), the types without
/// their `!tt.` prefix: the first operand's if `first_type`, then the
/// result's.
fn print_with_lists(p: &mut OpPrinter<'_, '_>, op: Op, sizes: &[usize], first_type: bool) {
    let ctx = p.ctx();
    let groups = ir::segments::split_operands(ctx, op, sizes).unwrap_or_default();
    let (Some((head, lists)), Some(result)) =
        (groups.split_first(), ctx.op(op).results().iter().next())
    else {
        return p.generic(op);
    };
    let &[first] = head.as_slice() else {
        return p.generic(op);
    };
    p.write(" ");
    p.operand(first);
    for list in lists {
        p.write(", [");
        p.operands(list.iter().copied());
        p.write("]");
    }
    p.attr_dict(&shown_attrs(ctx, op), &[]);
    let mut types = Vec::new();
    if first_type {
        types.push(stripped(ctx, ctx.value_type(first)));
    }
    types.push(stripped(ctx, ctx.value_type(result)));
    p.write(&format!(" : {}", types.join(", ")));
}

/// A tt type written without its `!tt.NAME` prefix (`<tensor<8x8xf32>>`
/// for `!tt.ptr<tensor<8x8xf32>>`), as Triton's declarative formats print
/// the dialect's own types; returns it and where it starts.
fn parse_stripped_type(p: &mut OpParser<'_, '_>, prefix: &str) -> PResult<(Type, usize)> {
    let at = p.offset();
    let body = p.parse_angle_body()?.to_string();
    let body = p.expand_aliases(&body);
    let text = format!("{prefix}<{body}>");
    let t = ir::text::parse_type_str(p.ctx(), &text)
        .map_err(|e| p.error_at(at, &format!("bad type '{text}': {e}")))?;
    Ok((t, at))
}

/// `t` as [`parse_stripped_type`] reads it: its text from the first `<`.
fn stripped(ctx: &Context, t: Type) -> String {
    let text = ir::text::type_to_string(ctx, t);
    let start = text.find('<').unwrap_or(0);
    text[start..].to_string()
}

/// Resolves `groups` in order, the values of group `i` of type
/// `types[i]`, and records the operand segments: the base operand (one
/// value, resolved already) then each group.
fn push_segments<'a>(
    p: &mut OpParser<'_, 'a>,
    groups: &[Vec<UnresolvedOperand<'a>>],
    types: &[Type],
) -> PResult<()> {
    for (g, &t) in groups.iter().zip(types) {
        for u in g {
            let v = p.resolve_operand(u, t)?;
            p.state.operands.push(v);
        }
    }
    let segs: Vec<i64> = std::iter::once(1)
        .chain(groups.iter().map(|g| g.len() as i64))
        .collect();
    let a = ir::dense_array::from_i64s(p.ctx(), 32, &segs);
    p.add_prop("operandSegmentSizes", a);
    Ok(())
}

fn i32_i64(ctx: &mut Context) -> (Type, Type) {
    (
        ctx.int_type(32, Signedness::Signless),
        ctx.int_type(64, Signedness::Signless),
    )
}

/// `tt.make_tensor_descriptor %base, [%shape..], [%strides..] {..} :
/// <T>, <BLOCK>`: the pointer's and the descriptor's types without their
/// prefixes, as Triton's declarative format prints its own types.
#[derive(Debug)]
struct MakeTensorDescriptor;

impl OpSyntax for MakeTensorDescriptor {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let base = p.parse_operand()?;
        let groups = vec![parse_bracketed(p)?, parse_bracketed(p)?];
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let (bt, _) = parse_stripped_type(p, "!tt.ptr")?;
        p.parse_punct(Punct::Comma)?;
        let (rt, _) = parse_stripped_type(p, "!tt.tensordesc")?;
        let v = p.resolve_operand(&base, bt)?;
        p.state.operands.push(v);
        let (i32t, i64t) = i32_i64(p.ctx());
        push_segments(p, &groups, &[i32t, i64t])?;
        p.state.result_types.push(rt);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        // The shape and the strides: as many of each.
        let n = p.ctx().op(op).num_operands().saturating_sub(1) / 2;
        print_with_lists(p, op, &[1, n, n], true)
    }
}

/// The type of the block a block pointer type points to, or an error at
/// `at` saying that the type is no block pointer.
fn block_of(p: &mut OpParser<'_, '_>, t: Type, at: usize) -> PResult<Type> {
    let block = super::types::is_tensor_ptr(p.ctx(), t)
        .then(|| pointee_value_type(p.ctx(), t))
        .flatten();
    block.ok_or_else(|| {
        p.error_at(
            at,
            "expected a block pointer type, a tensor's pointer without its prefix: `<tensor<32x32xf16>>`",
        )
    })
}

/// `tt.make_tensor_ptr %base, [%shape..], [%strides..], [%offsets..]
/// {order = ..} : <tensor<BLOCK>>`: Triton's declarative format, the
/// result type without its `!tt.ptr` prefix; the base pointer's type is
/// the block's element type in the result's address space.
#[derive(Debug)]
struct MakeTensorPtr;

impl OpSyntax for MakeTensorPtr {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let base = p.parse_operand()?;
        let groups = vec![
            parse_bracketed(p)?,
            parse_bracketed(p)?,
            parse_bracketed(p)?,
        ];
        p.parse_optional_attr_dict()?;
        to_props(p, &["order"]);
        p.parse_punct(Punct::Colon)?;
        let (rt, at) = parse_stripped_type(p, "!tt.ptr")?;
        let block = block_of(p, rt, at)?;
        let elem = p.ctx().type_kind(block).element_type().unwrap_or(block);
        let space = super::types::pointee_text(p.ctx(), rt).map_or(1, |(_, s)| s);
        let elem_text = ir::text::type_to_string(p.ctx(), elem);
        let bt = ir::text::parse_type_str(p.ctx(), &format!("!tt.ptr<{elem_text}, {space}>"))
            .map_err(|e| p.error_at(at, &format!("bad base pointer type: {e}")))?;
        let v = p.resolve_operand(&base, bt)?;
        p.state.operands.push(v);
        let (i32t, i64t) = i32_i64(p.ctx());
        push_segments(p, &groups, &[i64t, i64t, i32t])?;
        p.state.result_types.push(rt);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let segs = ir::segments::sizes(p.ctx(), op, "operandSegmentSizes").unwrap_or_default();
        print_with_lists(p, op, &segs, false)
    }
}

/// `tt.advance %ptr, [%o0, %o1, ..] {..} : <tensor<BLOCK>>`: the block
/// pointer's type (the result's, the operand's) without its prefix.
#[derive(Debug)]
struct Advance;

impl OpSyntax for Advance {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let ptr = p.parse_operand()?;
        let offsets = parse_bracketed(p)?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let (t, at) = parse_stripped_type(p, "!tt.ptr")?;
        block_of(p, t, at)?;
        let v = p.resolve_operand(&ptr, t)?;
        p.state.operands.push(v);
        let (i32t, _) = i32_i64(p.ctx());
        for u in &offsets {
            let v = p.resolve_operand(u, i32t)?;
            p.state.operands.push(v);
        }
        p.state.result_types.push(t);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let n = p.ctx().op(op).num_operands().saturating_sub(1);
        print_with_lists(p, op, &[1, n], false)
    }
}

//! Helpers the hand-written assemblies and verifiers share (MLIR's
//! `OpAsmParser` conveniences, `FunctionImplementation`, the successor
//! list syntax): reading inherent attributes, function types, successor
//! lists with their operands, attribute dictionaries.

use dialect_engine::Hooks;
use ir::registry::VerifyError;
use ir::registry::VerifyFn;
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::{
    AttrKind, Attribute, Block, Context, Diagnostic, Ident, Op, Region, Type, TypeKind, Value,
};

/// Adds a syntax and, if given, a verifier for `op` to `n`.
pub(crate) fn hook<T: ir::TypedOp>(
    n: &mut Hooks,
    s: impl ir::text::asm::OpSyntax + 'static,
    v: Option<VerifyFn>,
) {
    n.custom_syntax::<T>(s);
    if let Some(v) = v {
        n.verify::<T>(v);
    }
}

// ----- reading ops -----

/// All attributes of `op`, properties merged in and sorted by name: what
/// MLIR's `getAttrDictionary()` gives a custom printer.
pub(crate) fn all_attrs(ctx: &Context, op: Op) -> Vec<(Ident, Attribute)> {
    let d = ctx.op(op);
    let mut v: Vec<(Ident, Attribute)> = d
        .props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    v.extend_from_slice(ctx.dict_entries(d.attrs));
    v.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    v
}

/// The text of a string attribute.
pub(crate) fn string_of(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

/// The name of a flat symbol reference `@name`.
pub(crate) fn flat_symbol(ctx: &Context, a: Attribute) -> Option<String> {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => {
            Some(ctx.str(*root).to_string())
        }
        _ => None,
    }
}

/// The function type's inputs and results.
pub(crate) fn fn_type(ctx: &Context, t: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// The terminator of `r`'s first block, if that block ends with an op.
pub(crate) fn first_terminator(ctx: &Context, r: Region) -> Option<Op> {
    let b = *ctx.region(r).blocks.first()?;
    ctx.terminator(b)
}

/// Types of values.
pub(crate) fn types_of(ctx: &Context, vs: impl IntoIterator<Item = Value>) -> Vec<Type> {
    vs.into_iter().map(|v| ctx.value_type(v)).collect()
}

/// A type as MLIR prints it in diagnostics (`'i32'`).
pub(crate) fn q(ctx: &Context, t: Type) -> String {
    format!("'{}'", ir::text::type_to_string(ctx, t))
}

// ----- building ops -----

/// A string attribute.
pub(crate) fn str_attr(ctx: &mut Context, s: &str) -> Attribute {
    ctx.attr(AttrKind::String {
        value: s.as_bytes().into(),
        ty: None,
    })
}

/// An error from inside a custom parser, which MLIR prefixes with
/// `custom op 'NAME' `.
pub(crate) fn custom_err(p: &OpParser<'_, '_>, at: usize, op: &str, msg: &str) -> Diagnostic {
    p.error_at(at, &format!("custom op '{op}' {msg}"))
}

/// Moves attributes named `names` from the parsed attribute dictionary to
/// the properties, as MLIR does with inherent attributes.
pub(crate) fn to_props(p: &mut OpParser<'_, '_>, names: &[&str]) {
    let attrs = std::mem::take(&mut p.state.attrs);
    for (k, v) in attrs {
        if names.contains(&p.ctx().str(k)) {
            p.state.props.push((k, v));
        } else {
            p.state.attrs.push((k, v));
        }
    }
}

/// MLIR's `ensureTerminator`: unless the last block of `r` ends with a
/// registered terminator, appends `term` (no operands) there, creating a
/// block if `r` is empty.
pub(crate) fn ensure_terminator(p: &mut OpParser<'_, '_>, r: Region, term: &str, loc: Attribute) {
    let ctx = p.ctx();
    let b = match ctx.region(r).blocks.last() {
        Some(&b) => b,
        None => {
            let b = ctx.create_block();
            ctx.append_block(r, b);
            b
        }
    };
    if let Some(t) = ctx.terminator(b) {
        if ctx
            .registry
            .op(ctx.op_name(t))
            .is_some_and(|i| i.traits.terminator)
        {
            return;
        }
    }
    let name = ctx.ident(term);
    let empty = ctx.empty_dict();
    let t = ctx.create_op(name, &[], &[], empty, None, &[], 0, loc);
    ctx.append_op(b, t);
}

// ----- shared grammar pieces -----

/// `-> type` or `-> (types)` if an arrow follows (MLIR's
/// `parseOptionalArrowTypeList`).
pub(crate) fn parse_optional_arrow_types(p: &mut OpParser<'_, '_>) -> PResult<Vec<Type>> {
    if !p.is_punct(Punct::Arrow) {
        return Ok(Vec::new());
    }
    p.parse_arrow_type_list()
}

/// ` -> T` or ` -> (T, U)` (MLIR's `printArrowTypeList`; nothing when
/// `types` is empty and `optional`).
pub(crate) fn print_arrow_types(p: &mut OpPrinter<'_, '_>, types: &[Type], optional: bool) {
    if types.is_empty() && optional {
        return;
    }
    p.write(" -> ");
    let wrapped =
        types.len() != 1 || matches!(p.ctx().type_kind(types[0]), TypeKind::Function { .. });
    if wrapped {
        p.write("(");
    }
    p.types(types.iter().copied());
    if wrapped {
        p.write(")");
    }
}

/// `(T, U) -> V` (MLIR's `printFunctionalType`).
pub(crate) fn print_functional_type(p: &mut OpPrinter<'_, '_>, ins: &[Type], outs: &[Type]) {
    p.write("(");
    p.types(ins.iter().copied());
    p.write(")");
    print_arrow_types(p, outs, false);
}

/// A function type (`: (T) -> U` after the colon); `op` names the op for
/// MLIR's "invalid kind of type" message.
pub(crate) fn parse_function_type(
    p: &mut OpParser<'_, '_>,
    op: &str,
) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
    let at = p.offset();
    let t = p.parse_type()?;
    match fn_type(p.ctx(), t) {
        Some((i, r)) => Ok((t, i, r)),
        None => {
            let s = ir::text::type_to_string(p.ctx(), t);
            Err(custom_err(
                p,
                at,
                op,
                &format!(
                    "invalid kind of type specified: expected builtin.function, but found '{s}'"
                ),
            ))
        }
    }
}

/// Operands written with their types, to be resolved once the whole op
/// is parsed (as MLIR's generated parsers do).
pub(crate) struct TypedUses<'a> {
    pub uses: Vec<ir::text::asm::UnresolvedOperand<'a>>,
    pub types: Vec<Type>,
    /// Where the list starts (MLIR reports count mismatches there).
    pub at: usize,
}

/// `^bb` with an optional `(%a, %b : T, U)`: the successor is added to
/// the state; its operands are returned unresolved.
pub(crate) fn parse_successor_and_operands<'a>(p: &mut OpParser<'_, 'a>) -> PResult<TypedUses<'a>> {
    let b = p.parse_successor()?;
    p.state.successors.push(b);
    let mut t = TypedUses {
        uses: Vec::new(),
        types: Vec::new(),
        at: p.offset(),
    };
    if !p.parse_optional_punct(Punct::LParen) {
        return Ok(t);
    }
    t.at = p.offset();
    t.uses = p.parse_operand_list()?;
    p.parse_punct(Punct::Colon)?;
    t.types = p.parse_type_list()?;
    p.parse_punct(Punct::RParen)?;
    Ok(t)
}

/// Resolves `uses` against `types` into the operands, with the message of
/// MLIR's `OpAsmParser::resolveOperands` on a count mismatch.
pub(crate) fn resolve_list<'a>(
    p: &mut OpParser<'_, 'a>,
    op: &str,
    uses: &[ir::text::asm::UnresolvedOperand<'a>],
    types: &[Type],
    at: usize,
) -> PResult<()> {
    if uses.len() != types.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            uses.len(),
            types.len()
        );
        return Err(custom_err(p, at, op, &msg));
    }
    for (u, &t) in uses.iter().zip(types) {
        let v = p.resolve_operand(u, t)?;
        p.state.operands.push(v);
    }
    Ok(())
}

/// `^bb` or `^bb(%a, %b : T, U)` (MLIR's `printSuccessorAndUseList`).
pub(crate) fn print_successor_and_operands(p: &mut OpPrinter<'_, '_>, b: Block, vals: &[Value]) {
    p.successor(b);
    if vals.is_empty() {
        return;
    }
    let ctx = p.ctx();
    p.write("(");
    p.operands(vals.iter().copied());
    p.write(" : ");
    p.types(vals.iter().map(|&v| ctx.value_type(v)));
    p.write(")");
}

/// `attr-dict ($vals^ : type($vals))?`: the shape of `func.return` and
/// `scf.yield`. Every attribute goes to the discardable dictionary.
pub(crate) fn parse_attrs_then_values(p: &mut OpParser<'_, '_>, op: &str) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let at = p.offset();
    let uses = p.parse_operand_list()?;
    if uses.is_empty() {
        return Ok(());
    }
    p.parse_punct(Punct::Colon)?;
    let types = p.parse_type_list()?;
    resolve_list(p, op, &uses, &types, at)
}

/// Prints what [`parse_attrs_then_values`] parses.
pub(crate) fn print_attrs_then_values(p: &mut OpPrinter<'_, '_>, op: Op) {
    let ctx = p.ctx();
    p.attr_dict(&all_attrs(ctx, op), &[]);
    let vals: Vec<Value> = ctx.op(op).operands().collect();
    if vals.is_empty() {
        return;
    }
    p.write(" ");
    p.operands(vals.iter().copied());
    p.write(" : ");
    p.types(vals.iter().map(|&v| ctx.value_type(v)));
}

/// The nearest ancestor op of `op` named `name`, if `op`'s direct parent
/// is one.
pub(crate) fn parent_named(ctx: &Context, op: Op, name: &str) -> Option<Op> {
    let b = ctx.op(op).parent?;
    let p = ctx.block_parent_op(b)?;
    (ctx.op_name(p) == name).then_some(p)
}

/// Shared check of a region terminator's operands against expected types,
/// as RegionBranchOpInterface reports it: `'{op}' op along control flow
/// edge from Operation {term} to {to}: ...`.
pub(crate) fn check_edge(
    ctx: &Context,
    term: Op,
    vals: &[Value],
    want: &[Type],
    to: &str,
) -> Result<(), VerifyError> {
    let from = ctx.op_name(term);
    if vals.len() != want.len() {
        return Err(format!(
            "along control flow edge from Operation {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
            vals.len(),
            want.len()
        ).into());
    }
    for (i, (&v, &t)) in vals.iter().zip(want).enumerate() {
        let vt = ctx.value_type(v);
        if vt != t {
            return Err(format!(
                "along control flow edge from Operation {from} to {to}: successor operand type #{i} {} should match successor input type #{i} {}",
                q(ctx, vt),
                q(ctx, t)
            ).into());
        }
    }
    Ok(())
}

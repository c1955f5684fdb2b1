//! `func`: functions, calls and returns, as MLIR 22's FuncOps print them.
//! `func.func` keeps `sym_name`, `function_type`, `sym_visibility`,
//! `arg_attrs` and `res_attrs` as properties, which is what
//! `--mlir-print-op-generic` shows (`<{function_type = ..., sym_name = ...}>`).

use super::ops::*;
use super::verify::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::text::asm::OpSyntax;
use ir::text::asm::{OpParser, OpPrinter, Punct};
use ir::text::parser::PResult;
use ir::TypedOp;
use ir::{AttrKind, Attribute, Context, Ident, Op, TypeKind, Value};

/// Adds the func hooks.
pub(crate) fn add(n: &mut Hooks) {
    hook::<FuncOp>(n, FuncSyntax, Some(verify_func));
    hook::<ReturnOp>(n, Return, Some(verify_return));
    hook::<CallOp>(n, Call, None);
    hook::<CallIndirectOp>(n, CallIndirect, None);
    hook::<ConstantOp>(n, Constant, None);
    n.symbol_uses::<CallOp>(verify_call);
    n.symbol_uses::<ConstantOp>(verify_constant);
}

/// Attributes `func.func` prints in its signature, not in `attributes {}`.
const FUNC_ELIDED: [&str; 5] = [
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// `func.func [visibility] @name(args) [-> results] [attributes {...}] [{body}]`.
#[derive(Debug)]
pub struct FuncSyntax;

/// Splits off what a `{...}` parsed into `state.attrs` after `mark`, as
/// a dictionary (argument and result attributes are not op attributes).
fn take_dict(p: &mut OpParser<'_, '_>, mark: usize, at: usize) -> PResult<Attribute> {
    let entries = p.state.attrs.split_off(mark);
    match p.ctx().dictionary(entries) {
        Ok(d) => Ok(d),
        Err(k) => {
            let msg = format!("duplicate key '{}' in dictionary attribute", p.ctx().str(k));
            Err(p.error_at(at, &msg))
        }
    }
}

/// An array of dictionaries, or `None` when all are empty (MLIR omits
/// `arg_attrs`/`res_attrs` then).
fn dict_array(ctx: &mut Context, dicts: Vec<Attribute>) -> Option<Attribute> {
    let empty = ctx.empty_dict();
    if dicts.iter().all(|&d| d == empty) {
        return None;
    }
    Some(ctx.attr(AttrKind::Array(dicts.into())))
}

impl OpSyntax for FuncSyntax {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        const N: &str = FuncOp::NAME;
        if let Some(k @ ("private" | "public" | "nested")) = p.peek_keyword() {
            p.parse_bare_keyword()?;
            let v = str_attr(p.ctx(), k);
            p.add_prop("sym_visibility", v);
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
        let v = str_attr(p.ctx(), &name);
        p.add_prop("sym_name", v);

        // Arguments: all named (`%a: i32 {attrs} loc(..)`) or all bare types.
        p.parse_punct(Punct::LParen)?;
        let mut args = Vec::new();
        let mut arg_types = Vec::new();
        let mut arg_attrs = Vec::new();
        let mut named: Option<bool> = None;
        if !p.parse_optional_punct(Punct::RParen) {
            loop {
                let at = p.offset();
                let is_named = p.is_operand();
                match (named, is_named) {
                    (Some(false), true) => {
                        return Err(custom_err(
                            p,
                            at,
                            N,
                            "expected type instead of SSA identifier",
                        ))
                    }
                    (Some(true), false) => {
                        return Err(custom_err(p, at, N, "expected SSA identifier"))
                    }
                    _ => named = Some(is_named),
                }
                if is_named {
                    let a = p.parse_argument(true, true)?;
                    arg_types.push(a.ty);
                    let d = a.attrs.unwrap_or_else(|| p.ctx().empty_dict());
                    arg_attrs.push(d);
                    args.push(a);
                } else {
                    arg_types.push(p.parse_type()?);
                    let mark = p.state.attrs.len();
                    let dat = p.offset();
                    p.parse_optional_attr_dict()?;
                    arg_attrs.push(take_dict(p, mark, dat)?);
                    p.parse_optional_location()?;
                }
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }

        // Results: `-> T` or `-> (T {attrs}, ...)`.
        let mut res_types = Vec::new();
        let mut res_attrs = Vec::new();
        if p.parse_optional_punct(Punct::Arrow) {
            if p.parse_optional_punct(Punct::LParen) {
                if !p.parse_optional_punct(Punct::RParen) {
                    loop {
                        res_types.push(p.parse_type()?);
                        let mark = p.state.attrs.len();
                        let dat = p.offset();
                        p.parse_optional_attr_dict()?;
                        res_attrs.push(take_dict(p, mark, dat)?);
                        if !p.parse_optional_punct(Punct::Comma) {
                            break;
                        }
                    }
                    p.parse_punct(Punct::RParen)?;
                }
            } else {
                res_types.push(p.parse_type()?);
                let e = p.ctx().empty_dict();
                res_attrs.push(e);
            }
        }
        let ft = p.ctx().function_type(&arg_types, &res_types);
        let fta = p.ctx().attr(AttrKind::Type(ft));
        p.add_prop("function_type", fta);

        let at = p.offset();
        let mark = p.state.attrs.len();
        p.parse_optional_attr_dict_with_keyword()?;
        for bad in ["sym_visibility", "sym_name", "function_type"] {
            let keys: Vec<Ident> = p.state.attrs[mark..].iter().map(|(k, _)| *k).collect();
            if keys.iter().any(|&k| p.ctx().str(k) == bad) {
                let msg = format!("'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary");
                return Err(custom_err(p, at, N, &msg));
            }
        }
        to_props(p, &["arg_attrs", "res_attrs", "no_inline"]);
        if let Some(a) = dict_array(p.ctx(), arg_attrs) {
            p.add_prop("arg_attrs", a);
        }
        if let Some(a) = dict_array(p.ctx(), res_attrs) {
            p.add_prop("res_attrs", a);
        }

        // The body is optional (a declaration), but not empty.
        let at = p.offset();
        if p.is_punct(Punct::LBrace) {
            // With unnamed arguments the body declares its own entry block
            // (the verifier then compares it with the signature).
            let r = p.parse_region(&args)?;
            if p.ctx().region(r).blocks.is_empty() {
                return Err(custom_err(p, at, N, "expected non-empty function body"));
            }
            p.state.regions.push(r);
        } else {
            let r = p.ctx().create_region();
            p.state.regions.push(r);
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        p.write(" ");
        if let Some(v) = ctx
            .inherent_attr(op, "sym_visibility")
            .and_then(|a| string_of(ctx, a))
        {
            p.write(&v);
            p.write(" ");
        }
        let name = ctx
            .inherent_attr(op, "sym_name")
            .and_then(|a| string_of(ctx, a))
            .unwrap_or_default();
        p.symbol_name(&name);
        let (ins, outs) = ctx
            .inherent_attr(op, "function_type")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Type(t) => fn_type(ctx, *t),
                _ => None,
            })
            .unwrap_or_default();
        let dicts = |key: &str| -> Vec<Attribute> {
            match ctx.inherent_attr(op, key).map(|a| ctx.attr_kind(a)) {
                Some(AttrKind::Array(v)) => v.to_vec(),
                _ => Vec::new(),
            }
        };
        let entries = |v: &[Attribute], i: usize| {
            v.get(i)
                .map(|&a| ctx.dict_entries(a).to_vec())
                .unwrap_or_default()
        };
        let arg_attrs = dicts("arg_attrs");
        let res_attrs = dicts("res_attrs");
        let body = d.regions.first().copied();
        let entry = body.and_then(|r| ctx.region(r).blocks.first().copied());
        let args: Vec<Value> = entry
            .map(|b| ctx.block(b).args.to_vec())
            .unwrap_or_default();
        p.write("(");
        for (i, &t) in ins.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let attrs = entries(&arg_attrs, i);
            match (entry, args.get(i)) {
                (Some(_), Some(&a)) => p.argument_with_attrs(a, &attrs),
                _ => {
                    p.ty(t);
                    p.attr_dict(&attrs, &[]);
                }
            }
        }
        p.write(")");
        if !outs.is_empty() {
            p.write(" -> ");
            let parens = outs.len() > 1
                || matches!(ctx.type_kind(outs[0]), TypeKind::Function { .. })
                || !entries(&res_attrs, 0).is_empty();
            if parens {
                p.write("(");
            }
            for (i, &t) in outs.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.ty(t);
                p.attr_dict(&entries(&res_attrs, i), &[]);
            }
            if parens {
                p.write(")");
            }
        }
        p.attr_dict_with_keyword(&all_attrs(ctx, op), &FUNC_ELIDED);
        if let (Some(r), Some(_)) = (body, entry) {
            p.write(" ");
            p.region(r, false, true);
        }
    }
}

/// `return %a, %b : i32, f32` (`attr-dict ($operands^ : type($operands))?`).
#[derive(Debug)]
pub struct Return;
impl OpSyntax for Return {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        parse_attrs_then_values(p, ReturnOp::NAME)
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        print_attrs_then_values(p, op)
    }
}

/// `call @f(%a) {attrs} : (i32) -> f32`.
#[derive(Debug)]
pub struct Call;
impl OpSyntax for Call {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let name = match p.parse_symbol_name() {
            Ok(n) => n,
            Err(_) => return Err(p.error_at(at, "expected attribute value")),
        };
        let root = p.ident(&name);
        let callee = p.ctx().attr(AttrKind::SymbolRef {
            root,
            nested: Box::new([]),
        });
        p.add_prop("callee", callee);
        p.parse_punct(Punct::LParen)?;
        let oat = p.offset();
        let uses = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_attr_dict()?;
        to_props(p, &["callee", "no_inline", "arg_attrs", "res_attrs"]);
        p.parse_punct(Punct::Colon)?;
        let (_, ins, outs) = parse_function_type(p, CallOp::NAME)?;
        resolve_list(p, CallOp::NAME, &uses, &ins, oat)?;
        p.state.result_types = outs;
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let callee = ctx
            .inherent_attr(op, "callee")
            .and_then(|a| flat_symbol(ctx, a))
            .unwrap_or_default();
        p.write(" ");
        p.symbol_name(&callee);
        p.write("(");
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        p.operands(vals.iter().copied());
        p.write(")");
        p.attr_dict(&all_attrs(ctx, op), &["callee"]);
        p.write(" : ");
        let outs = types_of(ctx, ctx.op(op).results().iter());
        print_functional_type(p, &types_of(ctx, vals), &outs);
    }
}

/// `call_indirect %f(%a) : (i32) -> f32`.
#[derive(Debug)]
pub struct CallIndirect;
impl OpSyntax for CallIndirect {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let callee = p.parse_operand()?;
        p.parse_punct(Punct::LParen)?;
        let oat = p.offset();
        let uses = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let (t, ins, outs) = parse_function_type(p, CallIndirectOp::NAME)?;
        let c = p.resolve_operand(&callee, t)?;
        p.state.operands.push(c);
        resolve_list(p, CallIndirectOp::NAME, &uses, &ins, oat)?;
        p.state.result_types = outs;
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        let Some((&callee, args)) = vals.split_first() else {
            return;
        };
        p.write(" ");
        p.operand(callee);
        p.write("(");
        p.operands(args.iter().copied());
        p.write(")");
        p.attr_dict(&all_attrs(ctx, op), &[]);
        p.write(" : ");
        p.ty(ctx.value_type(callee));
    }
}

/// `%f = constant @g : (i32) -> i32`; the result is named `%f`.
#[derive(Debug)]
pub struct Constant;
impl OpSyntax for Constant {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let v = p.parse_attribute()?;
        if flat_symbol(p.ctx(), v).is_none() {
            return Err(p.error_at(at, "invalid kind of attribute specified"));
        }
        p.add_prop("value", v);
        p.parse_optional_attr_dict()?;
        to_props(p, &["value"]);
        let t = p.parse_colon_type()?;
        p.state.result_types.push(t);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let sym = ctx
            .inherent_attr(op, "value")
            .and_then(|a| flat_symbol(ctx, a))
            .unwrap_or_default();
        p.write(" ");
        p.symbol_name(&sym);
        p.attr_dict(&all_attrs(ctx, op), &["value"]);
        p.write(" : ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }
    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        vec![Some("f".into())]
    }
}

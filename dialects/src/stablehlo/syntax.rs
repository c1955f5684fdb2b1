//! StableHLO's short forms, as its printer writes them. Most ops follow
//! one pattern, [`Keyed`]: operands, then `key = value` clauses, then the
//! attribute dictionary and a type tail ([`Tail`]); `constant`, `compare`,
//! `slice`, `dot_general`, `convolution`, `custom_call`, `reduce` and
//! `while` have syntaxes of their own. Ops without a short form (`if`,
//! `case`, `sort`, `gather`, `scatter`, `reduce_window`, collectives)
//! print generic, as StableHLO's do.

use super::attrs::{self, ConvDims, DotDims};
use super::ops::*;
use crate::util::asm::*;
use dialect_engine::Hooks;
use ir::dense_array::{from_i64s, to_i64s};
use ir::text::asm::{Argument, OpParser, OpPrinter, OpSyntax, Punct, UnresolvedOperand};
use ir::text::parser::PResult;
use ir::{AttrKind, Attribute, Context, IntValue, Op, Type, TypeKind, TypedOp};

/// How the types after `:` are written.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Tail {
    /// `T` when every operand and the result have type `T`, else
    /// `(T, U) -> V` (StableHLO's `SameOperandsAndResultType`).
    Same,
    /// `(T, U) -> V`.
    Functional,
    /// `tensor<4xcomplex<f32>>` when both operands are its real type.
    Complex,
    /// `tensor<i1>, tensor<4xf32>` when both choices are the result type.
    Select,
    /// The tuple type, whose elements are the operand types.
    Tuple,
    /// The result type alone (no operands).
    Result,
}

/// How a clause's value is written.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Kind {
    /// `[1, 2]` for a `dense_array<i64>` property.
    I64s,
    /// An integer of the given width.
    Int(u32),
    /// A case of a StableHLO enum (`GT`), stored as `#stablehlo<kind GT>`.
    Enum(&'static str),
    /// `true` / `false`.
    Bool,
    /// A string literal.
    Str,
}

/// `operands, key = value, ... attr-dict : tail`.
#[derive(Debug)]
pub struct Keyed {
    pub name: &'static str,
    pub keys: &'static [(&'static str, &'static str, Kind)],
    /// Keys that may be left out (printed only when set).
    pub optional: &'static [&'static str],
    pub tail: Tail,
}

// ---------------------------------------------------------------- shared pieces

/// Moves the op's declared properties from the parsed attribute
/// dictionary to its properties, as MLIR does with inherent attributes.
fn finish(p: &mut OpParser<'_, '_>, name: &str) {
    let props: Vec<String> = dialect_engine::spec_named(p.ctx(), name)
        .map(|s| s.def().attrs.iter().map(|a| a.name.name.clone()).collect())
        .unwrap_or_default();
    let names: Vec<&str> = props.iter().map(String::as_str).collect();
    to_props(p, &names);
}

/// The attribute dictionary, less the attributes the short form showed.
fn print_dict(p: &mut OpPrinter<'_, '_>, op: Op, elided: &[&str]) {
    let all = all_attrs(p.ctx(), op);
    p.attr_dict(&all, elided);
}

fn prop(ctx: &Context, op: Op, name: &str) -> Option<Attribute> {
    ctx.inherent_attr(op, name)
}

fn int_of(ctx: &Context, a: Attribute) -> Option<i64> {
    match ctx.attr_kind(a) {
        AttrKind::Integer {
            value: IntValue::Small(v),
            ..
        } => Some(*v),
        _ => None,
    }
}

fn int_attr(ctx: &mut Context, width: u32, v: i64) -> Attribute {
    let ty = ctx.int(width);
    ctx.attr(AttrKind::Integer {
        ty,
        value: IntValue::Small(v),
    })
}

/// `[1, 2]` (an empty list is `[]`).
fn parse_i64_list(p: &mut OpParser<'_, '_>) -> PResult<Vec<i64>> {
    p.parse_punct(Punct::LSquare)?;
    let mut v = Vec::new();
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_integer()?);
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok(v)
}

fn write_i64s(p: &mut OpPrinter<'_, '_>, v: &[i64]) {
    p.write("[");
    p.write(&attrs::join(v));
    p.write("]");
}

/// Operands up to the first clause keyword: `%a, %b, ` (the comma before
/// a clause is consumed). Returns whether a comma preceded a clause.
fn parse_operands_then_comma<'a>(
    p: &mut OpParser<'_, 'a>,
    uses: &mut Vec<UnresolvedOperand<'a>>,
) -> PResult<bool> {
    while p.is_operand() {
        uses.push(p.parse_operand()?);
        if !p.parse_optional_punct(Punct::Comma) {
            return Ok(false);
        }
    }
    Ok(!uses.is_empty())
}

/// A real type of the same shape as complex type `t`.
fn real_of(ctx: &mut Context, t: Type) -> Option<Type> {
    let TypeKind::RankedTensor {
        shape,
        elem,
        encoding,
    } = ctx.type_kind(t).clone()
    else {
        return None;
    };
    let TypeKind::Complex(inner) = ctx.type_kind(elem).clone() else {
        return None;
    };
    Some(ctx.ty(TypeKind::RankedTensor {
        shape,
        elem: inner,
        encoding,
    }))
}

/// The types after `:`, assigned to `uses` (resolved here) and the results.
fn parse_tail<'a>(
    p: &mut OpParser<'_, 'a>,
    tail: Tail,
    uses: &[UnresolvedOperand<'a>],
    at: usize,
) -> PResult<()> {
    let loc = p.offset();
    let functional = |p: &mut OpParser<'_, 'a>, t: Type, single: bool| -> PResult<()> {
        let Some((ins, outs)) = fn_type(p.ctx(), t) else {
            return Err(cerr(p, loc, "expected function type"));
        };
        if ins.len() != uses.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                uses.len(),
                ins.len()
            );
            return Err(cerr(p, loc, &msg));
        }
        if single && outs.len() != 1 {
            return Err(cerr(p, loc, "expected single output"));
        }
        p.resolve_operands(uses, &ins, at)?;
        p.state.result_types = outs;
        Ok(())
    };
    match tail {
        Tail::Functional => {
            let t = p.parse_type()?;
            functional(p, t, false)
        }
        Tail::Same => {
            let t = p.parse_type()?;
            if fn_type(p.ctx(), t).is_some() {
                return functional(p, t, true);
            }
            let tys = vec![t; uses.len()];
            p.resolve_operands(uses, &tys, at)?;
            p.state.result_types = vec![t];
            Ok(())
        }
        Tail::Complex => {
            let t = p.parse_type()?;
            if fn_type(p.ctx(), t).is_some() {
                return functional(p, t, true);
            }
            let Some(real) = real_of(p.ctx(), t) else {
                return Err(cerr(p, loc, "expected tensor with complex element type"));
            };
            p.resolve_operands(uses, &[real, real], at)?;
            p.state.result_types = vec![t];
            Ok(())
        }
        Tail::Select => {
            let tys = p.parse_type_list()?;
            match tys.as_slice() {
                [t] if fn_type(p.ctx(), *t).is_some() => functional(p, *t, true),
                [pred, t] => {
                    p.resolve_operands(uses, &[*pred, *t, *t], at)?;
                    p.state.result_types = vec![*t];
                    Ok(())
                }
                _ => Err(cerr(
                    p,
                    loc,
                    "expected functional type or list of two types",
                )),
            }
        }
        Tail::Tuple => {
            let t = p.parse_type()?;
            let TypeKind::Tuple(elems) = p.ctx().type_kind(t).clone() else {
                return Err(cerr(p, loc, "expected tuple type"));
            };
            resolve_pairwise(p, uses, &elems, at)?;
            p.state.result_types = vec![t];
            Ok(())
        }
        Tail::Result => {
            let tys = p.parse_type_list()?;
            p.resolve_operands(uses, &[], at)?;
            p.state.result_types = tys;
            Ok(())
        }
    }
}

fn print_tail(p: &mut OpPrinter<'_, '_>, tail: Tail, op: Op) {
    let ctx = p.ctx();
    let ins = types_of(ctx, ctx.op(op).operands());
    let outs = types_of(ctx, ctx.op(op).results().iter());
    p.write(" : ");
    match tail {
        Tail::Functional => print_functional_type(p, &ins, &outs),
        Tail::Same => match outs.as_slice() {
            [r] if ins.iter().all(|t| t == r) => p.ty(*r),
            _ => print_functional_type(p, &ins, &outs),
        },
        Tail::Complex => {
            let real = match ctx.type_kind(outs[0]) {
                TypeKind::RankedTensor { shape, elem, .. } => match ctx.type_kind(*elem) {
                    TypeKind::Complex(inner) => Some((shape.clone(), *inner)),
                    _ => None,
                },
                _ => None,
            };
            let same = real.is_some_and(|(shape, inner)| {
                ins.iter().all(|&t| {
                    matches!(ctx.type_kind(t), TypeKind::RankedTensor { shape: s, elem, encoding: None } if *s == shape && *elem == inner)
                })
            });
            if same {
                p.ty(outs[0]);
            } else {
                print_functional_type(p, &ins, &outs);
            }
        }
        Tail::Select => {
            if ins.len() == 3 && outs.len() == 1 && ins[1] == outs[0] && ins[2] == outs[0] {
                p.ty(ins[0]);
                p.write(", ");
                p.ty(outs[0]);
            } else {
                print_functional_type(p, &ins, &outs);
            }
        }
        Tail::Tuple | Tail::Result => p.types(outs),
    }
}

fn parse_value(p: &mut OpParser<'_, '_>, kind: Kind) -> PResult<Attribute> {
    let at = p.offset();
    Ok(match kind {
        Kind::I64s => {
            let v = parse_i64_list(p)?;
            from_i64s(p.ctx(), 64, &v)
        }
        Kind::Int(w) => {
            let v = p.parse_integer()?;
            int_attr(p.ctx(), w, v)
        }
        Kind::Enum(e) => {
            // MLIR's generated enum attribute parser: the enum's error,
            // then the attribute's.
            let name = attrs::cpp_enum_name(e);
            let failed = format!(
                "failed to parse StableHLO_{name}Attr parameter 'value' which is to be a `::mlir::stablehlo::{name}`"
            );
            let case = match p.parse_bare_keyword() {
                Ok(c) => c,
                Err(mut d) => {
                    d.message = format!("{CUSTOM}{}", d.message);
                    d.then.push(cerr(p, at, &failed));
                    return Err(d);
                }
            };
            if !attrs::cases(e).contains(&case) {
                let msg = format!(
                    "expected ::mlir::stablehlo::{name} to be one of: {}",
                    attrs::cases(e).join(", ")
                );
                let mut d = cerr(p, at, &msg);
                d.then.push(cerr(p, at, &failed));
                return Err(d);
            }
            attrs::enum_attr(p.ctx(), e, case)
        }
        Kind::Bool => match p.parse_bare_keyword()? {
            "true" => p.ctx().attr(AttrKind::Bool(true)),
            "false" => p.ctx().attr(AttrKind::Bool(false)),
            _ => return Err(cerr(p, at, "expected 'true' or 'false'")),
        },
        Kind::Str => {
            let s = p.parse_string()?;
            str_attr(p.ctx(), &String::from_utf8_lossy(&s))
        }
    })
}

/// Prints a clause value; `false` if the attribute is not of the kind
/// (then the op prints generic).
fn value_text(ctx: &Context, a: Attribute, kind: Kind) -> Option<String> {
    match kind {
        Kind::I64s => to_i64s(ctx, a)
            .filter(|_| matches!(ctx.attr_kind(a), AttrKind::DenseArray { .. }))
            .map(|v| format!("[{}]", attrs::join(&v))),
        Kind::Int(_) => int_of(ctx, a).map(|v| v.to_string()),
        Kind::Enum(e) => attrs::enum_case(ctx, a, e).map(str::to_string),
        Kind::Bool => match ctx.attr_kind(a) {
            AttrKind::Bool(b) => Some(b.to_string()),
            _ => None,
        },
        Kind::Str => match ctx.attr_kind(a) {
            AttrKind::String { value, ty: None } => {
                let mut s = String::new();
                ir::text::printer::escape_into(&mut s, value);
                Some(s)
            }
            _ => None,
        },
    }
}

/// Generic form for ops whose attributes the short form cannot show.
fn print_generic(p: &mut OpPrinter<'_, '_>, op: Op) {
    p.generic(op);
}

/// Marks an error as emitted by an op's own parser: [`Custom`] turns the
/// mark into MLIR's `custom op 'NAME' ` prefix.
const CUSTOM: &str = "\u{1}";

/// An error of an op's own parser, at byte `at`.
fn cerr(p: &OpParser<'_, '_>, at: usize, msg: &str) -> ir::Diagnostic {
    p.error_at(at, &format!("{CUSTOM}{msg}"))
}

/// `OpAsmParser::resolveOperands` with its count check.
fn resolve_pairwise<'a>(
    p: &mut OpParser<'_, 'a>,
    uses: &[UnresolvedOperand<'a>],
    tys: &[Type],
    at: usize,
) -> PResult<()> {
    if uses.len() != tys.len() {
        let msg = format!(
            "number of operands and types do not match: got {} operands and {} types",
            uses.len(),
            tys.len()
        );
        return Err(cerr(p, at, &msg));
    }
    p.resolve_operands(uses, tys, at)
}

/// Whether MLIR's custom-op parser reports `msg` through its own
/// `emitError` (so with the op's name): keywords, integers, symbol names
/// and operand counts; punctuation, types and values are the core
/// parser's and carry no prefix.
fn custom_core_message(msg: &str) -> bool {
    let keyword = msg
        .strip_prefix("expected '")
        .and_then(|r| r.strip_suffix('\''))
        .is_some_and(|k| {
            !k.is_empty() && k.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        });
    keyword
        || msg == "expected valid keyword"
        || msg == "expected integer value"
        || msg.starts_with("expected valid '@'-identifier")
        || msg.starts_with("number of operands and types do not match")
}

/// An op's syntax, with MLIR's `custom op 'NAME' ` prefix on the errors
/// its parser reports itself.
#[derive(Debug)]
struct Custom<S> {
    name: &'static str,
    inner: S,
}

fn prefix_custom(name: &str, d: &mut ir::Diagnostic) {
    if let Some(rest) = d.message.strip_prefix(CUSTOM) {
        d.message = format!("custom op '{name}' {rest}");
    } else if custom_core_message(&d.message) {
        d.message = format!("custom op '{name}' {}", d.message);
    }
    for t in &mut d.then {
        prefix_custom(name, t);
    }
}

impl<S: OpSyntax> OpSyntax for Custom<S> {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        self.inner.parse(p).map_err(|mut d| {
            prefix_custom(self.name, &mut d);
            d
        })
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        self.inner.print(p, op)
    }
    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        self.inner.result_names(ctx, op)
    }
    fn prints_entry_arg_locs(&self, ctx: &Context, op: Op, region: usize) -> bool {
        self.inner.prints_entry_arg_locs(ctx, op, region)
    }
    fn block_arg_names(&self, ctx: &Context, op: Op, region: usize) -> Vec<Option<String>> {
        self.inner.block_arg_names(ctx, op, region)
    }
    fn printed_props(&self, ctx: &Context, op: Op) -> Vec<Attribute> {
        self.inner.printed_props(ctx, op)
    }
}

/// Registers `s` as `T`'s syntax, errors prefixed as MLIR prefixes them.
fn syntax<T: TypedOp>(h: &mut Hooks, s: impl OpSyntax + 'static) {
    h.custom_syntax::<T>(Custom {
        name: T::NAME,
        inner: s,
    });
}

// ---------------------------------------------------------------- Keyed

impl OpSyntax for Keyed {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let mut uses = Vec::new();
        let mut comma = parse_operands_then_comma(p, &mut uses)?;
        for (i, (key, prop, kind)) in self.keys.iter().enumerate() {
            let optional = self.optional.contains(key);
            if i > 0 || !uses.is_empty() {
                if !comma {
                    if optional {
                        continue;
                    }
                    p.parse_punct(Punct::Comma)?;
                }
            }
            if optional && p.peek_keyword() != Some(*key) {
                comma = false;
                continue;
            }
            p.parse_keyword(key)?;
            p.parse_punct(Punct::Equal)?;
            if *key == "format" {
                // `e5m10`: exponent and mantissa bits.
                let kat = p.offset();
                let kw = p.parse_bare_keyword()?;
                let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
                let parsed = kw
                    .strip_prefix('e')
                    .and_then(|r| r.split_once('m'))
                    .filter(|(e, m)| digits(e) && digits(m));
                let Some((e, m)) = parsed else {
                    let msg = format!("expected exponent mantissa in format e#m#, saw {kw}");
                    return Err(cerr(p, kat, &msg));
                };
                // Both are 32-bit attributes.
                let Ok(e) = e.parse::<i32>() else {
                    return Err(cerr(p, kat, &format!("unable to parse exponent '{e}'")));
                };
                let Ok(m) = m.parse::<i32>() else {
                    return Err(cerr(p, kat, &format!("unable to parse mantissa '{m}'")));
                };
                let (e, m) = (i64::from(e), i64::from(m));
                let ea = int_attr(p.ctx(), 32, e);
                let ma = int_attr(p.ctx(), 32, m);
                p.add_prop("exponent_bits", ea);
                p.add_prop("mantissa_bits", ma);
            } else {
                let v = parse_value(p, *kind)?;
                p.add_prop(prop, v);
            }
            comma = p.parse_optional_punct(Punct::Comma);
        }
        if comma {
            return Err(p.error("expected clause keyword"));
        }
        p.parse_optional_attr_dict()?;
        finish(p, self.name);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, self.tail, &uses, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let mut clauses = Vec::new();
        let mut elided = Vec::new();
        for (key, prop_name, kind) in self.keys {
            if *key == "format" {
                let (Some(e), Some(m)) = (
                    prop(ctx, op, "exponent_bits").and_then(|a| int_of(ctx, a)),
                    prop(ctx, op, "mantissa_bits").and_then(|a| int_of(ctx, a)),
                ) else {
                    return print_generic(p, op);
                };
                clauses.push(format!("format = e{e}m{m}"));
                elided.extend(["exponent_bits", "mantissa_bits"]);
                continue;
            }
            match prop(ctx, op, prop_name) {
                Some(a) => match value_text(ctx, a, *kind) {
                    Some(t) => {
                        clauses.push(format!("{key} = {t}"));
                        elided.push(*prop_name);
                    }
                    None => return print_generic(p, op),
                },
                None if self.optional.contains(key) => {}
                None => return print_generic(p, op),
            }
        }
        let operands: Vec<_> = ctx.op(op).operands().collect::<Vec<_>>();
        let mut first = true;
        if !operands.is_empty() {
            p.write(" ");
            p.operands(operands.iter().copied());
            first = false;
        }
        for c in clauses {
            p.write(if first { " " } else { ", " });
            p.write(&c);
            first = false;
        }
        print_dict(p, op, &elided);
        print_tail(p, self.tail, op);
    }
}

// ---------------------------------------------------------------- constant

/// The type of an elements attribute (`dense<...> : tensor<2xf32>`).
pub fn elements_type(ctx: &Context, a: Attribute) -> Option<Type> {
    match ctx.attr_kind(a) {
        AttrKind::DenseElements { ty, .. }
        | AttrKind::DenseResource { ty, .. }
        | AttrKind::DenseStrings { ty, .. }
        | AttrKind::Sparse { ty, .. } => Some(*ty),
        _ => None,
    }
}

/// `stablehlo.constant dense<...> : tensor<...>`; generic when the value's
/// type is not the result type.
#[derive(Debug)]
struct Constant;

impl OpSyntax for Constant {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        if p.parse_optional_punct(Punct::LParen) {
            // `stablehlo.constant() <{value = ...}> : () -> T`.
            p.parse_punct(Punct::RParen)?;
            if p.parse_optional_punct(Punct::Less) {
                let d = p.parse_attribute()?;
                p.parse_punct(Punct::Greater)?;
                let entries = p.ctx().dict_entries(d).to_vec();
                p.state.props.extend(entries);
            }
            p.parse_optional_attr_dict()?;
            p.parse_punct(Punct::Colon)?;
            p.parse_punct(Punct::LParen)?;
            p.parse_punct(Punct::RParen)?;
            p.parse_punct(Punct::Arrow)?;
            let t = p.parse_type()?;
            p.state.result_types = vec![t];
            return Ok(());
        }
        p.parse_optional_attr_dict()?;
        let at = p.offset();
        let v = p.parse_attribute()?;
        let Some(t) = elements_type(p.ctx(), v) else {
            return Err(cerr(p, at, "expected elements attribute"));
        };
        // A string in `dense<...>` of numbers must be hex (`dense<"0x...">`),
        // as StableHLO's parser requires.
        if let AttrKind::DenseStrings { ty, .. } = p.ctx().attr_kind(v).clone() {
            let numeric = p.ctx().type_kind(ty).element_type().is_some_and(|e| {
                matches!(
                    p.ctx().type_kind(e),
                    TypeKind::Integer { .. } | TypeKind::Float(_) | TypeKind::Complex(_)
                )
            });
            if numeric {
                return Err(cerr(
                    p,
                    at + 6,
                    "expected string containing hex digits starting with `0x`",
                ));
            }
        }
        p.add_prop("value", v);
        finish(p, ConstantOp::NAME);
        p.state.result_types = vec![t];
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(v) = prop(ctx, op, "value") else {
            return print_generic(p, op);
        };
        let result = ctx.value_type(ctx.op(op).results().get(0));
        if elements_type(ctx, v) != Some(result) {
            return print_generic(p, op);
        }
        print_dict(p, op, &["value"]);
        p.write(" ");
        p.attr(v);
    }

    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        // `%cst` for floats and complex, `%c` for integers and booleans.
        let t = ctx.value_type(ctx.op(op).results().get(0));
        let name = match ctx.type_kind(t).element_type().map(|e| ctx.type_kind(e)) {
            Some(TypeKind::Integer { .. }) | Some(TypeKind::Index) => "c",
            _ => "cst",
        };
        vec![Some(name.to_string())]
    }
}

// ---------------------------------------------------------------- compare

/// `stablehlo.compare GT, %a, %b, FLOAT : (T, T) -> U`.
#[derive(Debug)]
struct Compare;

impl OpSyntax for Compare {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let dir = parse_value(p, Kind::Enum("comparison_direction"))?;
        p.add_prop("comparison_direction", dir);
        p.parse_punct(Punct::Comma)?;
        let at = p.offset();
        let a = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let b = p.parse_operand()?;
        if p.parse_optional_punct(Punct::Comma) {
            let ty = parse_value(p, Kind::Enum("comparison_type"))?;
            p.add_prop("compare_type", ty);
        }
        p.parse_optional_attr_dict()?;
        finish(p, CompareOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &[a, b], at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(dir) = prop(ctx, op, "comparison_direction")
            .and_then(|a| attrs::enum_case(ctx, a, "comparison_direction"))
        else {
            return print_generic(p, op);
        };
        let ty = match prop(ctx, op, "compare_type") {
            Some(a) => match attrs::enum_case(ctx, a, "comparison_type") {
                Some(t) => Some(t),
                None => return print_generic(p, op),
            },
            None => None,
        };
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        p.write(" ");
        p.write(dir);
        p.write(", ");
        p.operands(ops);
        if let Some(t) = ty {
            p.write(", ");
            p.write(t);
        }
        print_dict(p, op, &["comparison_direction", "compare_type"]);
        print_tail(p, Tail::Functional, op);
    }
}

// ---------------------------------------------------------------- slice

/// `stablehlo.slice %x [1:3, 0:8:2] : (T) -> U`.
#[derive(Debug)]
struct Slice;

impl OpSyntax for Slice {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let x = p.parse_operand()?;
        p.parse_punct(Punct::LSquare)?;
        let (mut start, mut limit, mut stride) = (Vec::new(), Vec::new(), Vec::new());
        if !p.parse_optional_punct(Punct::RSquare) {
            loop {
                start.push(p.parse_integer()?);
                p.parse_punct(Punct::Colon)?;
                limit.push(p.parse_integer()?);
                stride.push(if p.parse_optional_punct(Punct::Colon) {
                    p.parse_integer()?
                } else {
                    1
                });
                if p.parse_optional_punct(Punct::RSquare) {
                    break;
                }
                p.parse_punct(Punct::Comma)?;
            }
        }
        for (name, v) in [
            ("start_indices", start),
            ("limit_indices", limit),
            ("strides", stride),
        ] {
            let a = from_i64s(p.ctx(), 64, &v);
            p.add_prop(name, a);
        }
        p.parse_optional_attr_dict()?;
        finish(p, SliceOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &[x], at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let get = |n| prop(ctx, op, n).and_then(|a| to_i64s(ctx, a));
        let (Some(s), Some(l), Some(st)) =
            (get("start_indices"), get("limit_indices"), get("strides"))
        else {
            return print_generic(p, op);
        };
        let x = ctx.op(op).operand(0);
        p.write(" ");
        p.operand(x);
        p.write(" [");
        if s.len() == l.len() && s.len() == st.len() {
            let parts: Vec<String> = (0..s.len())
                .map(|i| {
                    if st[i] != 1 {
                        format!("{}:{}:{}", s[i], l[i], st[i])
                    } else {
                        format!("{}:{}", s[i], l[i])
                    }
                })
                .collect();
            p.write(&parts.join(", "));
        } else {
            p.write(&format!(
                "start_indices: {}, limit_indices: {}, strides: {}",
                attrs::join(&s),
                attrs::join(&l),
                attrs::join(&st)
            ));
        }
        p.write("]");
        print_dict(p, op, &["start_indices", "limit_indices", "strides"]);
        print_tail(p, Tail::Functional, op);
    }
}

// ---------------------------------------------------------------- dot, dot_general

/// `, precision = [DEFAULT, DEFAULT]`.
fn parse_precision(p: &mut OpParser<'_, '_>) -> PResult<Attribute> {
    p.parse_punct(Punct::Equal)?;
    p.parse_punct(Punct::LSquare)?;
    let mut v = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            v.push(parse_value(p, Kind::Enum("precision"))?);
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    Ok(p.ctx().attr(AttrKind::Array(v.into())))
}

fn precision_text(ctx: &Context, a: Attribute) -> Option<String> {
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return None;
    };
    let cases: Option<Vec<&str>> = items
        .iter()
        .map(|&x| attrs::enum_case(ctx, x, "precision"))
        .collect();
    Some(format!("[{}]", cases?.join(", ")))
}

/// `stablehlo.dot_general %a, %b, batching_dims = [0] x [0],
/// contracting_dims = [2] x [1], precision = [...], algorithm = <...>`.
#[derive(Debug)]
struct DotGeneral;

impl OpSyntax for DotGeneral {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let a = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let b = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let mut d = DotDims::default();
        let pair = |p: &mut OpParser<'_, '_>| -> PResult<(Vec<i64>, Vec<i64>)> {
            p.parse_punct(Punct::Equal)?;
            let l = parse_i64_list(p)?;
            p.parse_keyword("x")?;
            let r = parse_i64_list(p)?;
            Ok((l, r))
        };
        if p.parse_optional_keyword("batching_dims") {
            (d.lhs_batch, d.rhs_batch) = pair(p)?;
            p.parse_punct(Punct::Comma)?;
        }
        p.parse_keyword("contracting_dims")?;
        (d.lhs_contract, d.rhs_contract) = pair(p)?;
        let dims = d.build(p.ctx());
        p.add_prop("dot_dimension_numbers", dims);
        if p.parse_optional_punct(Punct::Comma) {
            let mut algorithm = p.parse_optional_keyword("algorithm");
            if !algorithm {
                p.parse_keyword("precision")?;
                let prec = parse_precision(p)?;
                p.add_prop("precision_config", prec);
                if p.parse_optional_punct(Punct::Comma) {
                    p.parse_keyword("algorithm")?;
                    algorithm = true;
                }
            }
            if algorithm {
                p.parse_punct(Punct::Equal)?;
                let body = p.parse_angle_body()?.to_string();
                let dialect = p.ctx().ident("stablehlo");
                let alg = p.ctx().attr(AttrKind::Opaque {
                    dialect,
                    data: format!("dot_algorithm<{body}>").into(),
                });
                p.add_prop("algorithm", alg);
            }
        }
        p.parse_optional_attr_dict()?;
        finish(p, DotGeneralOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &[a, b], at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(d) = prop(ctx, op, "dot_dimension_numbers").and_then(|a| DotDims::of(ctx, a))
        else {
            return print_generic(p, op);
        };
        let prec = match prop(ctx, op, "precision_config") {
            Some(a) => match precision_text(ctx, a) {
                Some(t) => Some(t),
                None => return print_generic(p, op),
            },
            None => None,
        };
        let alg = match prop(ctx, op, "algorithm").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Opaque { data, .. }) => match data.strip_prefix("dot_algorithm") {
                Some(body) => Some(body.to_string()),
                None => return print_generic(p, op),
            },
            Some(_) => return print_generic(p, op),
            None => None,
        };
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        p.write(" ");
        p.operands(ops);
        p.write(", ");
        if !d.lhs_batch.is_empty() || !d.rhs_batch.is_empty() {
            p.write("batching_dims = ");
            write_i64s(p, &d.lhs_batch);
            p.write(" x ");
            write_i64s(p, &d.rhs_batch);
            p.write(", ");
        }
        p.write("contracting_dims = ");
        write_i64s(p, &d.lhs_contract);
        p.write(" x ");
        write_i64s(p, &d.rhs_contract);
        if let Some(t) = prec {
            p.write(", precision = ");
            p.write(&t);
        }
        if let Some(body) = alg {
            p.write(", algorithm = ");
            p.write(&body);
        }
        print_dict(
            p,
            op,
            &["dot_dimension_numbers", "precision_config", "algorithm"],
        );
        print_tail(p, Tail::Functional, op);
    }
}

/// `stablehlo.dot %a, %b, precision = [...] : (T, U) -> V`.
#[derive(Debug)]
struct Dot;

impl OpSyntax for Dot {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let a = p.parse_operand()?;
        p.parse_punct(Punct::Comma)?;
        let b = p.parse_operand()?;
        if p.parse_optional_punct(Punct::Comma) {
            p.parse_keyword("precision")?;
            let prec = parse_precision(p)?;
            p.add_prop("precision_config", prec);
        }
        p.parse_optional_attr_dict()?;
        finish(p, DotOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &[a, b], at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let prec = match prop(ctx, op, "precision_config") {
            Some(a) => match precision_text(ctx, a) {
                Some(t) => Some(t),
                None => return print_generic(p, op),
            },
            None => None,
        };
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        p.write(" ");
        p.operands(ops);
        if let Some(t) = prec {
            p.write(", precision = ");
            p.write(&t);
        }
        print_dict(p, op, &["precision_config"]);
        print_tail(p, Tail::Functional, op);
    }
}

// ---------------------------------------------------------------- convolution

/// `stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i,
/// o]->[b, 0, 1, f], window = {stride = [..], pad = [[..], ..], lhs_dilate =
/// [..], rhs_dilate = [..], reverse = [..]} {...} : (T, U) -> V`.
#[derive(Debug)]
struct Convolution;

/// One `[b, 0, 1, f]` list as its text.
fn parse_dim_layout(p: &mut OpParser<'_, '_>) -> PResult<String> {
    p.parse_punct(Punct::LSquare)?;
    let mut items = Vec::new();
    if !p.parse_optional_punct(Punct::RSquare) {
        loop {
            if let Some(k) = p.peek_keyword() {
                p.parse_bare_keyword()?;
                items.push(k.to_string());
            } else {
                items.push(p.parse_integer()?.to_string());
            }
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }
        p.parse_punct(Punct::RSquare)?;
    }
    Ok(format!("[{}]", items.join(", ")))
}

impl OpSyntax for Convolution {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_punct(Punct::LParen)?;
        let at = p.offset();
        let uses = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_keyword("dim_numbers")?;
        p.parse_punct(Punct::Equal)?;
        let dat = p.offset();
        let lhs = parse_dim_layout(p)?;
        p.parse_keyword("x")?;
        let rhs = parse_dim_layout(p)?;
        p.parse_punct(Punct::Arrow)?;
        let out = parse_dim_layout(p)?;
        let Some(dims) = ConvDims::parse_short(&format!("{lhs}x{rhs}->{out}")) else {
            return Err(cerr(p, dat, "invalid convolution dimension numbers"));
        };
        let dims = dims.build(p.ctx());
        p.add_prop("dimension_numbers", dims);
        p.parse_punct(Punct::Comma)?;
        p.parse_keyword("window")?;
        p.parse_punct(Punct::Equal)?;
        p.parse_punct(Punct::LBrace)?;
        if !p.parse_optional_punct(Punct::RBrace) {
            loop {
                let kat = p.offset();
                let key = p.parse_bare_keyword()?;
                p.parse_punct(Punct::Equal)?;
                match key {
                    "stride" | "lhs_dilate" | "rhs_dilate" => {
                        let v = parse_i64_list(p)?;
                        let a = from_i64s(p.ctx(), 64, &v);
                        let name = match key {
                            "stride" => "window_strides",
                            "lhs_dilate" => "lhs_dilation",
                            _ => "rhs_dilation",
                        };
                        p.add_prop(name, a);
                    }
                    "pad" => {
                        p.parse_punct(Punct::LSquare)?;
                        let mut flat = Vec::new();
                        if !p.parse_optional_punct(Punct::RSquare) {
                            loop {
                                let pair = parse_i64_list(p)?;
                                if pair.len() != 2 {
                                    return Err(cerr(p, kat, "expected [low, high] padding pairs"));
                                }
                                flat.extend(pair);
                                if !p.parse_optional_punct(Punct::Comma) {
                                    break;
                                }
                            }
                            p.parse_punct(Punct::RSquare)?;
                        }
                        let a = padding_attr(p.ctx(), &flat);
                        p.add_prop("padding", a);
                    }
                    "reverse" => {
                        p.parse_punct(Punct::LSquare)?;
                        let mut v = Vec::new();
                        if !p.parse_optional_punct(Punct::RSquare) {
                            loop {
                                let b = parse_value(p, Kind::Bool)?;
                                v.push(matches!(p.ctx().attr_kind(b), AttrKind::Bool(true)) as i64);
                                if !p.parse_optional_punct(Punct::Comma) {
                                    break;
                                }
                            }
                            p.parse_punct(Punct::RSquare)?;
                        }
                        let a = from_i64s(p.ctx(), 1, &v);
                        p.add_prop("window_reversal", a);
                    }
                    _ => {
                        let msg = format!("Unknown attribute name: {key}");
                        return Err(cerr(p, kat, &msg));
                    }
                }
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RBrace)?;
        }
        p.parse_optional_attr_dict()?;
        finish(p, ConvolutionOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &uses, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(dims) = prop(ctx, op, "dimension_numbers")
            .and_then(|a| ConvDims::of(ctx, a))
            .filter(ConvDims::well_formed)
        else {
            return print_generic(p, op);
        };
        let mut window = Vec::new();
        for (key, name) in [
            ("stride", "window_strides"),
            ("pad", "padding"),
            ("lhs_dilate", "lhs_dilation"),
            ("rhs_dilate", "rhs_dilation"),
            ("reverse", "window_reversal"),
        ] {
            let Some(a) = prop(ctx, op, name) else {
                continue;
            };
            let text = match key {
                "pad" => match int_elements(ctx, a) {
                    Some(v) if v.len() % 2 == 0 => v
                        .chunks(2)
                        .map(|c| format!("[{}, {}]", c[0], c[1]))
                        .collect::<Vec<_>>()
                        .join(", "),
                    _ => return print_generic(p, op),
                },
                "reverse" => match to_i64s(ctx, a) {
                    Some(v) => v
                        .iter()
                        .map(|&b| if b != 0 { "true" } else { "false" })
                        .collect::<Vec<_>>()
                        .join(", "),
                    None => return print_generic(p, op),
                },
                _ => match to_i64s(ctx, a) {
                    Some(v) => attrs::join(&v),
                    None => return print_generic(p, op),
                },
            };
            window.push(format!("{key} = [{text}]"));
        }
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        p.write("(");
        p.operands(ops);
        p.write(") dim_numbers = ");
        p.write(&dims.short());
        p.write(", window = {");
        p.write(&window.join(", "));
        p.write("}");
        print_dict(
            p,
            op,
            &[
                "dimension_numbers",
                "window_strides",
                "padding",
                "lhs_dilation",
                "rhs_dilation",
                "window_reversal",
            ],
        );
        print_tail(p, Tail::Functional, op);
    }
}

/// `dense<[[l, h], ...]> : tensor<Nx2xi64>`.
pub fn padding_attr(ctx: &mut Context, flat: &[i64]) -> Attribute {
    let i64t = ctx.int(64);
    let n = (flat.len() / 2) as i64;
    let ty = ctx.ty(TypeKind::RankedTensor {
        shape: vec![n, 2].into(),
        elem: i64t,
        encoding: None,
    });
    // MLIR stores equal elements once (a splat: `dense<1>`).
    let splat = !flat.is_empty() && flat.iter().all(|&v| v == flat[0]);
    let elems = if splat { &flat[..1] } else { flat };
    let raw: Vec<u8> = elems.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.attr(AttrKind::DenseElements {
        ty,
        data: ir::attributes::DenseData {
            raw: raw.into(),
            splat,
        },
    })
}

/// The integers of a dense integer elements attribute (row-major).
pub fn int_elements(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
        return None;
    };
    let shape = ctx.type_kind(*ty).shape()?.to_vec();
    let elem = ctx.type_kind(*ty).element_type()?;
    // `index` elements are stored as 64-bit integers.
    let width = match ctx.type_kind(elem) {
        TypeKind::Integer { width, .. } => *width,
        TypeKind::Index => 64,
        _ => return None,
    };
    let bytes = (width as usize).div_ceil(8);
    if bytes == 0 || bytes > 8 {
        return None;
    }
    let n: i64 = shape.iter().product();
    let read = |i: usize| -> Option<i64> {
        let s = data.raw.get(i * bytes..(i + 1) * bytes)?;
        let mut b = [0u8; 8];
        b[..bytes].copy_from_slice(s);
        let v = i64::from_le_bytes(b);
        let sh = 64 - (bytes * 8) as u32;
        Some((v << sh) >> sh)
    };
    (0..usize::try_from(n).ok()?)
        .map(|i| read(if data.splat { 0 } else { i }))
        .collect()
}

// ---------------------------------------------------------------- custom_call, composite

/// `stablehlo.custom_call @target(%x) {...} : (T) -> U`.
#[derive(Debug)]
struct CustomCall;

impl OpSyntax for CustomCall {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name = p.parse_symbol_name()?;
        let a = str_attr(p.ctx(), &name);
        p.add_prop("call_target_name", a);
        p.parse_punct(Punct::LParen)?;
        let at = p.offset();
        let uses = p.parse_operand_list()?;
        p.parse_punct(Punct::RParen)?;
        p.parse_optional_attr_dict()?;
        finish(p, CustomCallOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &uses, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(name) = prop(ctx, op, "call_target_name").and_then(|a| string_of(ctx, a)) else {
            return print_generic(p, op);
        };
        p.write(" ");
        p.symbol_name(&name);
        p.write("(");
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        p.operands(ops);
        p.write(")");
        print_dict(p, op, &["call_target_name"]);
        print_tail(p, Tail::Functional, op);
    }
}

/// `stablehlo.composite "name" %a, %b {...} : (T) -> U`.
#[derive(Debug)]
struct Composite;

impl OpSyntax for Composite {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name = p.parse_string()?;
        let a = str_attr(p.ctx(), &String::from_utf8_lossy(&name));
        p.add_prop("name", a);
        let at = p.offset();
        let mut uses = Vec::new();
        if p.is_operand() {
            uses = p.parse_operand_list()?;
        }
        p.parse_optional_attr_dict()?;
        finish(p, CompositeOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &uses, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(name) = prop(ctx, op, "name").and_then(|a| p.string_of(a)) else {
            return print_generic(p, op);
        };
        p.write(" ");
        p.string(name);
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        if !ops.is_empty() {
            p.write(" ");
            p.operands(ops);
        }
        print_dict(p, op, &["name"]);
        print_tail(p, Tail::Functional, op);
    }
}

// ---------------------------------------------------------------- return, optimization_barrier

/// `stablehlo.return %a, %b : T, U`.
#[derive(Debug)]
struct Return;

impl OpSyntax for Return {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let mut uses = Vec::new();
        if p.is_operand() {
            uses = p.parse_operand_list()?;
        }
        p.parse_optional_attr_dict()?;
        let tys = if p.parse_optional_punct(Punct::Colon) {
            p.parse_type_list()?
        } else {
            Vec::new()
        };
        p.resolve_operands(&uses, &tys, at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        if !ops.is_empty() {
            p.write(" ");
            p.operands(ops.iter().copied());
        }
        print_dict(p, op, &[]);
        if !ops.is_empty() {
            p.write(" : ");
            p.types(types_of(ctx, ops));
        }
    }
}

/// `stablehlo.optimization_barrier %a, %b : T, U` or `()`.
#[derive(Debug)]
struct Barrier;

impl OpSyntax for Barrier {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        p.parse_optional_attr_dict()?;
        let at = p.offset();
        if p.parse_optional_punct(Punct::LParen) {
            p.parse_punct(Punct::RParen)?;
            return Ok(());
        }
        let uses = p.parse_operand_list()?;
        p.parse_punct(Punct::Colon)?;
        let list_at = p.offset();
        let tys = match p.parse_type_list() {
            Ok(t) => t,
            Err(mut d) => {
                d.then.push(cerr(p, list_at, "expected type list"));
                return Err(d);
            }
        };
        resolve_pairwise(p, &uses, &tys, at)?;
        p.state.result_types = tys;
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        print_dict(p, op, &[]);
        let ops = ctx.op(op).operands().collect::<Vec<_>>();
        if ops.is_empty() {
            p.write(" ()");
            return;
        }
        p.write(" ");
        p.operands(ops.iter().copied());
        p.write(" : ");
        p.types(types_of(ctx, ops));
    }
}

/// `stablehlo.get_tuple_element %t[0] : (tuple<...>) -> T`.
#[derive(Debug)]
struct GetTupleElement;

impl OpSyntax for GetTupleElement {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let t = p.parse_operand()?;
        p.parse_punct(Punct::LSquare)?;
        let i = p.parse_integer()?;
        p.parse_punct(Punct::RSquare)?;
        let a = int_attr(p.ctx(), 32, i);
        p.add_prop("index", a);
        p.parse_optional_attr_dict()?;
        finish(p, GetTupleElementOp::NAME);
        p.parse_punct(Punct::Colon)?;
        parse_tail(p, Tail::Functional, &[t], at)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let Some(i) = prop(ctx, op, "index").and_then(|a| int_of(ctx, a)) else {
            return print_generic(p, op);
        };
        p.write(" ");
        p.operand(ctx.op(op).operand(0));
        p.write(&format!("[{i}]"));
        print_dict(p, op, &["index"]);
        print_tail(p, Tail::Functional, op);
    }
}

// ---------------------------------------------------------------- while

/// `stablehlo.while(%i = %x) : T cond { ... } do { ... }`.
#[derive(Debug)]
struct While;

impl OpSyntax for While {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        p.parse_punct(Punct::LParen)?;
        let mut names = Vec::new();
        let mut inits = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            loop {
                names.push(p.parse_operand()?);
                p.parse_punct(Punct::Equal)?;
                inits.push(p.parse_operand()?);
                if p.parse_optional_punct(Punct::RParen) {
                    break;
                }
                p.parse_punct(Punct::Comma)?;
            }
        }
        let tys = if inits.is_empty() {
            Vec::new()
        } else {
            p.parse_punct(Punct::Colon)?;
            p.parse_type_list()?
        };
        p.resolve_operands(&inits, &tys, at)?;
        p.state.result_types = tys.clone();
        let args: Vec<Argument> = names
            .into_iter()
            .zip(&tys)
            .map(|(name, &ty)| Argument {
                name,
                ty,
                attrs: None,
                loc: None,
            })
            .collect();
        p.parse_optional_attr_dict_with_keyword()?;
        p.parse_keyword("cond")?;
        let c = p.parse_region(&args)?;
        p.parse_keyword("do")?;
        let b = p.parse_region(&args)?;
        p.state.regions.extend([c, b]);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let regions = d.regions.to_vec();
        let ops = d.operands().collect::<Vec<_>>();
        let body_args = regions
            .get(1)
            .and_then(|&r| ctx.region(r).blocks.first().copied())
            .map(|b| ctx.block(b).args.to_vec())
            .unwrap_or_default();
        if regions.len() != 2 || body_args.len() != ops.len() {
            return print_generic(p, op);
        }
        let indent = p.current_indent();
        p.write("(");
        for (i, (&a, &v)) in body_args.iter().zip(&ops).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.operand(a);
            p.write(" = ");
            p.operand(v);
        }
        p.write(")");
        if !ops.is_empty() {
            p.write(" : ");
            p.types(types_of(ctx, ops));
        }
        let all = all_attrs(ctx, op);
        p.attr_dict_with_keyword(&all, &[]);
        p.newline(indent);
        p.write("cond ");
        p.region(regions[0], false, true);
        p.write(" do ");
        p.region(regions[1], false, true);
    }

    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, _region: usize) -> bool {
        false
    }

    /// Both regions' arguments are `%iterArg`, `%iterArg_1`, ...
    fn block_arg_names(&self, ctx: &Context, op: Op, _region: usize) -> Vec<Option<String>> {
        vec![Some("iterArg".to_string()); ctx.op(op).operands().len()]
    }
}

// ---------------------------------------------------------------- reduce

/// `stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions =
/// [1] : (T, U) -> V`, or with the body spelled out after `reducer`.
#[derive(Debug)]
struct Reduce;

/// The single op of a reduce body that the compact form can name: a
/// commutative binary StableHLO op on the block arguments, returned.
fn compact_inner(ctx: &Context, op: Op) -> Option<Op> {
    let d = ctx.op(op);
    let r = *d.regions.first()?;
    let blocks = &ctx.region(r).blocks;
    if blocks.len() != 1 {
        return None;
    }
    let b = blocks[0];
    let ops: Vec<Op> = ctx.block_ops(b).collect();
    if ops.len() != 2 {
        return None;
    }
    let (inner, ret) = (ops[0], ops[1]);
    let name = ctx.op_name(inner);
    let (dialect, _) = name.split_once('.')?;
    if dialect != "stablehlo" || ctx.op_name(ret) != ReturnOp::NAME {
        return None;
    }
    let id = ctx.op(inner);
    if id.operands().len() != 2 || id.results().len() != 1 || !id.regions.is_empty() {
        return None;
    }
    if !ctx.op_info(inner).is_some_and(|i| {
        i.declared_traits
            .iter()
            .any(|&t| ctx.str(t) == "Commutative")
    }) {
        return None;
    }
    let t = ctx.value_type(id.results().get(0));
    if id.operands().any(|v| ctx.value_type(v) != t) {
        return None;
    }
    let input0 = d.operands().next()?;
    let elem = ctx.type_kind(ctx.value_type(input0)).element_type()?;
    match ctx.type_kind(t) {
        TypeKind::RankedTensor {
            shape,
            elem: e,
            encoding: None,
        } if shape.is_empty() && *e == elem => {}
        _ => return None,
    }
    let args = &ctx.block(b).args;
    if args.len() != 2 || id.operands().collect::<Vec<_>>() != args[..] {
        return None;
    }
    let rd = ctx.op(ret);
    if rd.operands().len() != 1 || rd.operand(0) != id.results().get(0) {
        return None;
    }
    Some(inner)
}

impl OpSyntax for Reduce {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let mut inputs = Vec::new();
        let mut inits = Vec::new();
        loop {
            if !p.parse_optional_punct(Punct::LParen) {
                break;
            }
            inputs.push(p.parse_operand()?);
            p.parse_keyword("init")?;
            p.parse_punct(Punct::Colon)?;
            inits.push(p.parse_operand()?);
            p.parse_punct(Punct::RParen)?;
            if !p.parse_optional_punct(Punct::Comma) {
                break;
            }
        }

        inputs.extend(inits);
        let inner = if p.parse_optional_keyword("applies") {
            let iat = p.offset();
            let name = p.parse_bare_keyword()?.to_string();
            let ok = p.ctx().registry.op(&name).is_some()
                && name.starts_with("stablehlo.")
                && dialect_engine::spec_named(p.ctx(), &name).is_some_and(|s| {
                    let d = s.def();
                    d.operands.len() == 2
                        && d.results.len() == 1
                        && d.regions.is_empty()
                        && d.traits.iter().any(|t| t.name.name == "Commutative")
                });
            if !ok {
                return Err(cerr(p,
                    iat,
                    "expected the inner-op to be a commutative binary-op from the stablehlo dialect, with zero region, producing single result",
                ));
            }
            Some(name)
        } else {
            None
        };
        p.parse_keyword("across")?;
        p.parse_keyword("dimensions")?;
        p.parse_punct(Punct::Equal)?;
        let dims = parse_i64_list(p)?;
        let dims = from_i64s(p.ctx(), 64, &dims);
        p.add_prop("dimensions", dims);
        p.parse_optional_attr_dict()?;
        finish(p, ReduceOp::NAME);
        p.parse_punct(Punct::Colon)?;
        let tat = p.offset();
        let t = p.parse_type()?;
        let Some((ins, outs)) = fn_type(p.ctx(), t) else {
            return Err(cerr(p, tat, "expected function type"));
        };
        if ins.is_empty() {
            return Err(cerr(
                p,
                tat,
                "input types missing in reduce-op function type",
            ));
        }
        p.resolve_operands(&inputs, &ins, at)?;
        p.state.result_types = outs;
        match inner {
            Some(name) => {
                let elem = p.ctx().type_kind(ins[0]).element_type();
                let Some(elem) = elem else {
                    return Err(cerr(p, tat, "expected shaped input types"));
                };
                let loc = p.loc_at(at);
                let ctx = p.ctx();
                let scalar = ctx.ty(TypeKind::RankedTensor {
                    shape: Box::new([]),
                    elem,
                    encoding: None,
                });
                let r = ctx.create_region();
                let b = ctx.create_block();
                ctx.append_block(r, b);
                let x = ctx.add_block_arg(b, scalar, Some(loc));
                let y = ctx.add_block_arg(b, scalar, Some(loc));
                let empty = ctx.empty_dict();
                let iname = ctx.ident(&name);
                let inner = ctx.create_op(iname, &[x, y], &[scalar], empty, None, &[], 0, loc);
                ctx.append_op(b, inner);
                let res = ctx.op(inner).results().get(0);
                let rname = ctx.ident(ReturnOp::NAME);
                let ret = ctx.create_op(rname, &[res], &[], empty, None, &[], 0, loc);
                ctx.append_op(b, ret);
                p.state.regions.push(r);
                p.state.body_takes_op_loc = true;
            }
            None => {
                p.parse_keyword("reducer")?;
                let mut xs = Vec::new();
                let mut ys = Vec::new();
                while p.parse_optional_punct(Punct::LParen) {
                    xs.push(p.parse_argument(true, false)?);
                    p.parse_punct(Punct::Comma)?;
                    ys.push(p.parse_argument(true, false)?);
                    p.parse_punct(Punct::RParen)?;
                }
                xs.extend(ys);
                let r = p.parse_region(&xs)?;
                p.state.regions.push(r);
            }
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let ops = d.operands().collect::<Vec<_>>();
        let Some(dims) = prop(ctx, op, "dimensions").and_then(|a| to_i64s(ctx, a)) else {
            return print_generic(p, op);
        };
        let n = ops.len() / 2;
        let Some(&r) = d.regions.first() else {
            return print_generic(p, op);
        };
        let entry = ctx.region(r).blocks.first().copied();
        let args = entry
            .map(|b| ctx.block(b).args.to_vec())
            .unwrap_or_default();
        let inner = compact_inner(ctx, op);
        if ops.len() % 2 != 0 || (inner.is_none() && args.len() != ops.len()) {
            return print_generic(p, op);
        }
        let indent = p.current_indent();
        for i in 0..n {
            p.write(if i == 0 { "(" } else { ", (" });
            p.operand(ops[i]);
            p.write(" init: ");
            p.operand(ops[i + n]);
            p.write(")");
        }
        if let Some(inner) = inner {
            p.write(" applies ");
            p.write(ctx.op_name(inner));
        }
        p.write(" across dimensions = ");
        write_i64s(p, &dims);
        print_dict(p, op, &["dimensions"]);
        p.write(" : ");
        let outs = types_of(ctx, d.results().iter());
        print_functional_type(p, &types_of(ctx, ops.iter().copied()), &outs);
        if inner.is_none() {
            p.newline(indent);
            p.write(" reducer");
            for i in 0..n {
                p.write("(");
                p.argument(args[i]);
                p.write(", ");
                p.argument(args[i + n]);
                p.write(") ");
            }
            p.write(" ");
            p.region(r, false, true);
        }
    }

    /// The long form prints the body's arguments (with their locations)
    /// after `reducer`; the compact form prints none.
    fn prints_entry_arg_locs(&self, ctx: &Context, op: Op, _region: usize) -> bool {
        compact_inner(ctx, op).is_none()
    }
}

// ---------------------------------------------------------------- the table

const SAME: Keyed = Keyed {
    name: "",
    keys: &[],
    optional: &[],
    tail: Tail::Same,
};

fn keyed<T: TypedOp>(
    h: &mut Hooks,
    keys: &'static [(&'static str, &'static str, Kind)],
    tail: Tail,
) {
    syntax::<T>(
        h,
        Keyed {
            name: T::NAME,
            keys,
            optional: &[],
            tail,
        },
    );
}

fn same<T: TypedOp>(h: &mut Hooks) {
    syntax::<T>(
        h,
        Keyed {
            name: T::NAME,
            ..SAME
        },
    );
}

/// Adds the syntaxes.
pub(crate) fn add(h: &mut Hooks) {
    use Kind::*;
    use Tail::*;
    syntax::<ConstantOp>(h, Constant);
    syntax::<CompareOp>(h, Compare);
    syntax::<SliceOp>(h, Slice);
    syntax::<DotGeneralOp>(h, DotGeneral);
    syntax::<DotOp>(h, Dot);
    syntax::<ConvolutionOp>(h, Convolution);
    syntax::<CustomCallOp>(h, CustomCall);
    syntax::<CompositeOp>(h, Composite);
    syntax::<ReturnOp>(h, Return);
    syntax::<OptimizationBarrierOp>(h, Barrier);
    syntax::<GetTupleElementOp>(h, GetTupleElement);
    syntax::<WhileOp>(h, While);
    syntax::<ReduceOp>(h, Reduce);

    // `%x attr-dict : T` (or a functional type when the types differ).
    same::<AbsOp>(h);
    same::<CbrtOp>(h);
    same::<CeilOp>(h);
    same::<ConvertOp>(h);
    same::<CountLeadingZerosOp>(h);
    same::<CosineOp>(h);
    same::<ExponentialOp>(h);
    same::<ExponentialMinusOneOp>(h);
    same::<FloorOp>(h);
    same::<ImagOp>(h);
    same::<LogOp>(h);
    same::<LogPlusOneOp>(h);
    same::<LogisticOp>(h);
    same::<NotOp>(h);
    same::<NegateOp>(h);
    same::<PopcntOp>(h);
    same::<RealOp>(h);
    same::<RoundNearestAfzOp>(h);
    same::<RoundNearestEvenOp>(h);
    same::<RsqrtOp>(h);
    same::<SignOp>(h);
    same::<SineOp>(h);
    same::<SqrtOp>(h);
    same::<TanOp>(h);
    same::<TanhOp>(h);
    same::<UniformQuantizeOp>(h);
    same::<UniformDequantizeOp>(h);
    same::<AddOp>(h);
    same::<Atan2Op>(h);
    same::<DivideOp>(h);
    same::<MaximumOp>(h);
    same::<MinimumOp>(h);
    same::<MultiplyOp>(h);
    same::<PowerOp>(h);
    same::<RemainderOp>(h);
    same::<ShiftLeftOp>(h);
    same::<ShiftRightArithmeticOp>(h);
    same::<ShiftRightLogicalOp>(h);
    same::<SubtractOp>(h);
    same::<AndOp>(h);
    same::<OrOp>(h);
    same::<XorOp>(h);
    same::<ClampOp>(h);
    same::<AfterAllOp>(h);

    keyed::<IsFiniteOp>(h, &[], Functional);
    keyed::<ReshapeOp>(h, &[], Functional);
    keyed::<BitcastConvertOp>(h, &[], Functional);
    keyed::<DynamicUpdateSliceOp>(h, &[], Functional);
    keyed::<DynamicReshapeOp>(h, &[], Functional);
    keyed::<DynamicPadOp>(h, &[], Functional);
    keyed::<ComplexOp>(h, &[], Complex);
    keyed::<SelectOp>(h, &[], Select);
    keyed::<TupleOp>(h, &[], Tuple);
    keyed::<ReplicaIdOp>(h, &[], Result);
    keyed::<PartitionIdOp>(h, &[], Result);
    keyed::<CreateTokenOp>(h, &[], Result);

    keyed::<IotaOp>(h, &[("dim", "iota_dimension", Int(64))], Result);
    keyed::<DynamicIotaOp>(h, &[("dim", "iota_dimension", Int(64))], Functional);
    keyed::<BroadcastInDimOp>(h, &[("dims", "broadcast_dimensions", I64s)], Functional);
    keyed::<BroadcastOp>(h, &[("sizes", "broadcast_sizes", I64s)], Functional);
    keyed::<DynamicBroadcastInDimOp>(h, &[("dims", "broadcast_dimensions", I64s)], Functional);
    keyed::<TransposeOp>(h, &[("dims", "permutation", I64s)], Functional);
    keyed::<ReverseOp>(h, &[("dims", "dimensions", I64s)], Same);
    keyed::<ConcatenateOp>(h, &[("dim", "dimension", Int(64))], Functional);
    keyed::<DynamicSliceOp>(h, &[("sizes", "slice_sizes", I64s)], Functional);
    keyed::<GetDimensionSizeOp>(h, &[("dim", "dimension", Int(64))], Functional);
    keyed::<SetDimensionSizeOp>(h, &[("dim", "dimension", Int(64))], Functional);
    keyed::<PadOp>(
        h,
        &[
            ("low", "edge_padding_low", I64s),
            ("high", "edge_padding_high", I64s),
            ("interior", "interior_padding", I64s),
        ],
        Functional,
    );
    keyed::<FftOp>(
        h,
        &[
            ("type", "fft_type", Enum("fft_type")),
            ("length", "fft_length", I64s),
        ],
        Functional,
    );
    keyed::<RngOp>(
        h,
        &[("distribution", "rng_distribution", Enum("rng_distribution"))],
        Functional,
    );
    keyed::<RngBitGeneratorOp>(
        h,
        &[("algorithm", "rng_algorithm", Enum("rng_algorithm"))],
        Functional,
    );
    keyed::<EinsumOp>(h, &[("config", "einsum_config", Str)], Functional);
    keyed::<UnaryEinsumOp>(h, &[("config", "einsum_config", Str)], Functional);
    keyed::<ReducePrecisionOp>(h, &[("format", "", Int(32))], Same);
    syntax::<CholeskyOp>(
        h,
        Keyed {
            name: CholeskyOp::NAME,
            keys: &[("lower", "lower", Bool)],
            optional: &["lower"],
            tail: Same,
        },
    );
}

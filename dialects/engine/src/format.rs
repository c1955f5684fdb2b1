//! The declarative assembly format, interpreted: [`DeclSyntax`] parses and
//! prints an op by walking its `format` elements, as the C++ that
//! `mlir-tblgen` generates from an `assemblyFormat` does, including its
//! spacing rules when printing.

use super::attrs::{self, bits_text, case_by_text, case_texts, enum_text, wrapped_attr};
use super::constraints::{infer, TypeEnv};
use super::{Hint, OpSpec};
use dialect_def::{
    Arity, AttrDecl, AttrDef, AttrKind as DKind, AttrStorage, Dialect, Directive, EnumDef,
    FormatElement, NamedRef, OpDef, ValueDef,
};
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct, UnresolvedOperand};
use ir::text::parser::PResult;
use ir::{AttrKind, Attribute, Block, Context, Op, Region, Type, TypeKind, Value};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// An op's syntax from its declarative format.
#[derive(Debug)]
pub struct DeclSyntax {
    spec: Arc<OpSpec>,
}

impl DeclSyntax {
    /// The syntax of the op `spec` describes (which has a format).
    pub fn new(spec: Arc<OpSpec>) -> DeclSyntax {
        DeclSyntax { spec }
    }
}

/// What a `$name` in a format refers to.
#[derive(Clone, Copy)]
enum Ref<'d> {
    Operand(usize, &'d ValueDef),
    Result(usize, &'d ValueDef),
    Attr(&'d AttrDecl),
    Region(usize, Arity),
    Successor(usize, Arity),
}

fn lookup<'d>(def: &'d OpDef, name: &str) -> Option<Ref<'d>> {
    if let Some(i) = def.operands.iter().position(|v| v.name.name == name) {
        return Some(Ref::Operand(i, &def.operands[i]));
    }
    if let Some(i) = def.results.iter().position(|v| v.name.name == name) {
        return Some(Ref::Result(i, &def.results[i]));
    }
    if let Some(a) = def.attr(name) {
        return Some(Ref::Attr(a));
    }
    if let Some(i) = def.regions.iter().position(|v| v.name.name == name) {
        return Some(Ref::Region(i, def.regions[i].arity));
    }
    def.successors
        .iter()
        .position(|v| v.name.name == name)
        .map(|i| Ref::Successor(i, def.successors[i].arity))
}

/// How an attribute is written in custom form.
#[derive(Clone, Copy)]
pub(crate) enum AKind<'d> {
    /// A keyword of an enum, stored as an integer.
    Enum(&'d EnumDef),
    /// A dialect attribute wrapping one enum, written `<flags>`.
    Wrapped(&'d AttrDef, &'d EnumDef),
    /// Present or absent.
    Unit,
    /// An integer or float of one builtin type (`i64`, `float<f64>`):
    /// written without the type, as MLIR does for a buildable type.
    Scalar(&'d dialect_def::BuiltinType),
    /// A string (`StrAttr`): the literal alone, so a `:` after it belongs
    /// to the format, not to the attribute.
    Str,
    /// Any other attribute, in MLIR attribute syntax.
    Other,
}

pub(crate) fn akind<'d>(d: &'d Dialect, k: &'d DKind) -> AKind<'d> {
    match k {
        DKind::Unit => AKind::Unit,
        DKind::Named(n) => match d.resolve(&n.name) {
            Some(NamedRef::Enum(e)) => AKind::Enum(e),
            Some(NamedRef::Attr(a)) => match attrs::wrapped_enum(d, a) {
                Some(e) => AKind::Wrapped(a, e),
                None => AKind::Other,
            },
            _ => AKind::Other,
        },
        DKind::Int(Some(b)) | DKind::BoundedInt(b, _) | DKind::Float(Some(b)) => AKind::Scalar(b),
        DKind::String => AKind::Str,
        _ => AKind::Other,
    }
}

fn punct(s: &str) -> Option<Punct> {
    Some(match s {
        "(" => Punct::LParen,
        ")" => Punct::RParen,
        "[" => Punct::LSquare,
        "]" => Punct::RSquare,
        "{" => Punct::LBrace,
        "}" => Punct::RBrace,
        "<" => Punct::Less,
        ">" => Punct::Greater,
        "," => Punct::Comma,
        ":" => Punct::Colon,
        "=" => Punct::Equal,
        "->" => Punct::Arrow,
        "?" => Punct::Question,
        "*" => Punct::Star,
        "+" => Punct::Plus,
        "-" => Punct::Minus,
        "|" => Punct::VerticalBar,
        "..." => Punct::Ellipsis,
        _ => return None,
    })
}

/// Whether `s` prints as a bare keyword (else it is quoted).
fn is_bare(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(x) if x.is_ascii_alphabetic() || x == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_' || x == '$' || x == '.')
}

// ------------------------------------------------------------------ parsing

#[derive(Default)]
struct St<'a> {
    uses: HashMap<String, Vec<UnresolvedOperand<'a>>>,
    all_uses: Option<Vec<UnresolvedOperand<'a>>>,
    types: HashMap<String, Vec<Type>>,
    all_types: Option<(bool, Vec<Type>)>,
    attrs: HashMap<String, Attribute>,
    regions: HashMap<String, Vec<Region>>,
    all_regions: Option<Vec<Region>>,
    succs: HashMap<String, Vec<Block>>,
    at: usize,
}

struct Env<'m>(&'m HashMap<String, Vec<Type>>);
impl TypeEnv for Env<'_> {
    fn type_of(&self, name: &str) -> Option<Type> {
        self.0.get(name).and_then(|v| v.first().copied())
    }
}

impl DeclSyntax {
    fn def(&self) -> &OpDef {
        self.spec.def()
    }
    fn d(&self) -> &Dialect {
        &self.spec.dialect
    }
    fn custom_err(&self, p: &OpParser<'_, '_>, at: usize, msg: &str) -> ir::Diagnostic {
        p.error_at(at, &format!("custom op '{}' {msg}", self.spec.name))
    }

    fn parse_elems<'a>(
        &self,
        p: &mut OpParser<'_, 'a>,
        st: &mut St<'a>,
        elems: &[FormatElement],
    ) -> PResult<()> {
        for e in elems {
            self.parse_elem(p, st, e)?;
        }
        Ok(())
    }

    /// Whether an optional group starting with `e` is present.
    fn present(&self, p: &OpParser<'_, '_>, e: &FormatElement) -> bool {
        match e {
            FormatElement::Literal(t) => match punct(&t.value) {
                Some(pu) => p.is_punct(pu),
                None if t.value.is_empty() => false,
                None => p.peek_keyword() == Some(t.value.as_str()),
            },
            FormatElement::Anchor(inner, _) => self.present(p, inner),
            FormatElement::Optional(g) => g.then.first().is_some_and(|f| self.present(p, f)),
            FormatElement::Var(x) => match lookup(self.def(), &x.name) {
                Some(Ref::Operand(..)) => p.is_operand(),
                Some(Ref::Region(..)) => p.is_punct(Punct::LBrace),
                Some(Ref::Successor(..)) => p.is_successor(),
                Some(Ref::Attr(a)) => match akind(self.d(), &a.kind) {
                    AKind::Enum(en) => p
                        .peek_keyword()
                        .is_some_and(|k| case_by_text(en, k).is_some()),
                    AKind::Wrapped(..) => p.is_punct(Punct::Less),
                    _ => false,
                },
                _ => false,
            },
            FormatElement::Directive(d, _) => match d {
                Directive::Operands => p.is_operand(),
                Directive::Regions => p.is_punct(Punct::LBrace),
                Directive::Successors => p.is_successor(),
                Directive::AttrDict => p.is_punct(Punct::LBrace),
                Directive::AttrDictWithKeyword => p.peek_keyword() == Some("attributes"),
                Directive::Custom(_, args) | Directive::Struct(args) => {
                    args.first().is_some_and(|f| self.present(p, f))
                }
                Directive::Qualified(a) => self.present(p, a),
                _ => false,
            },
        }
    }

    fn parse_elem<'a>(
        &self,
        p: &mut OpParser<'_, 'a>,
        st: &mut St<'a>,
        e: &FormatElement,
    ) -> PResult<()> {
        match e {
            FormatElement::Literal(t) => {
                let v = t.value.trim();
                if v.is_empty() {
                    return Ok(());
                }
                match punct(v) {
                    Some(pu) => p.parse_punct(pu),
                    None => p.parse_keyword(v),
                }
            }
            FormatElement::Anchor(inner, _) => self.parse_elem(p, st, inner),
            FormatElement::Optional(g) => {
                if g.then.first().is_some_and(|f| self.present(p, f)) {
                    self.parse_elems(p, st, &g.then)
                } else {
                    self.parse_elems(p, st, &g.otherwise)
                }
            }
            FormatElement::Var(x) => self.parse_var(p, st, &x.name),
            FormatElement::Directive(d, _) => match d {
                Directive::AttrDict => p.parse_optional_attr_dict(),
                Directive::AttrDictWithKeyword => p.parse_optional_attr_dict_with_keyword(),
                Directive::PropDict => {
                    if p.parse_optional_punct(Punct::Less) {
                        let a = p.parse_attribute()?;
                        p.parse_punct(Punct::Greater)?;
                        let entries = p.ctx().dict_entries(a).to_vec();
                        p.state.props.extend(entries);
                    }
                    Ok(())
                }
                Directive::Operands => {
                    let v = p.parse_operand_list()?;
                    st.all_uses = Some(v);
                    Ok(())
                }
                Directive::Regions => {
                    let mut v = Vec::new();
                    while p.is_punct(Punct::LBrace) {
                        v.push(p.parse_region(&[])?);
                        if !p.parse_optional_punct(Punct::Comma) {
                            break;
                        }
                    }
                    st.all_regions = Some(v);
                    Ok(())
                }
                Directive::Successors => {
                    let mut v = Vec::new();
                    while p.is_successor() {
                        v.push(p.parse_successor()?);
                        if !p.parse_optional_punct(Punct::Comma) {
                            break;
                        }
                    }
                    let mut it = v.into_iter();
                    for s in &self.def().successors {
                        let take: Vec<Block> = if s.arity == Arity::Variadic {
                            it.by_ref().collect()
                        } else {
                            it.next().into_iter().collect()
                        };
                        st.succs.insert(s.name.name.clone(), take);
                    }
                    Ok(())
                }
                Directive::Type(arg) => self.parse_type_arg(p, st, arg),
                Directive::Qualified(arg) => self.parse_elem(p, st, arg),
                Directive::FunctionalType(a, b) => {
                    p.parse_punct(Punct::LParen)?;
                    let mut ins = Vec::new();
                    if !p.parse_optional_punct(Punct::RParen) {
                        ins = p.parse_type_list()?;
                        p.parse_punct(Punct::RParen)?;
                    }
                    let outs = p.parse_arrow_type_list()?;
                    self.assign_types(st, a, ins);
                    self.assign_types(st, b, outs);
                    Ok(())
                }
                // Without a registered Rust hook, a custom directive reads
                // its arguments as if they were written in its place.
                Directive::Custom(_, args) => self.parse_elems(p, st, args),
                Directive::OIList(clauses) => {
                    let mut seen = vec![false; clauses.len()];
                    loop {
                        let Some(i) = clauses.iter().enumerate().position(|(i, c)| {
                            !seen[i] && p.peek_keyword() == Some(c.keyword.value.as_str())
                        }) else {
                            return Ok(());
                        };
                        seen[i] = true;
                        p.parse_keyword(&clauses[i].keyword.value)?;
                        self.parse_elems(p, st, &clauses[i].elements)?;
                    }
                }
                Directive::Results
                | Directive::Params
                | Directive::Struct(_)
                | Directive::Ref(_) => Ok(()),
            },
        }
    }

    fn assign_types(&self, st: &mut St<'_>, arg: &FormatElement, tys: Vec<Type>) {
        match arg {
            FormatElement::Var(x) => {
                st.types.insert(x.name.clone(), tys);
            }
            FormatElement::Directive(Directive::Operands, _) => st.all_types = Some((true, tys)),
            FormatElement::Directive(Directive::Results, _) => {
                let mut it = tys.into_iter();
                for r in &self.def().results {
                    let take: Vec<Type> = if r.arity == Arity::Single {
                        it.next().into_iter().collect()
                    } else {
                        it.by_ref().collect()
                    };
                    st.types.insert(r.name.name.clone(), take);
                }
            }
            _ => {}
        }
    }

    fn parse_type_arg<'a>(
        &self,
        p: &mut OpParser<'_, 'a>,
        st: &mut St<'a>,
        arg: &FormatElement,
    ) -> PResult<()> {
        let tys = match arg {
            FormatElement::Var(x) => match lookup(self.def(), &x.name) {
                Some(Ref::Operand(_, v)) if v.arity != Arity::Single => {
                    let n = st.uses.get(&x.name).map_or(0, Vec::len);
                    if n == 0 {
                        Vec::new()
                    } else {
                        p.parse_type_list()?
                    }
                }
                Some(Ref::Result(_, v)) if v.arity != Arity::Single => p.parse_type_list()?,
                _ => vec![p.parse_type()?],
            },
            FormatElement::Directive(Directive::Operands, _) => {
                let n = st.all_uses.as_ref().map_or(0, Vec::len);
                if n == 0 {
                    Vec::new()
                } else {
                    p.parse_type_list()?
                }
            }
            _ => p.parse_type_list()?,
        };
        self.assign_types(st, arg, tys);
        Ok(())
    }

    fn parse_var<'a>(&self, p: &mut OpParser<'_, 'a>, st: &mut St<'a>, name: &str) -> PResult<()> {
        let Some(r) = lookup(self.def(), name) else {
            return Ok(());
        };
        match r {
            Ref::Operand(_, v) => {
                let got = match v.arity {
                    Arity::Single => vec![p.parse_operand()?],
                    Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                    Arity::Variadic => p.parse_operand_list()?,
                };
                st.uses.insert(name.to_string(), got);
            }
            Ref::Result(..) => {}
            Ref::Region(_, arity) => {
                let mut v = Vec::new();
                if arity == Arity::Variadic {
                    while p.is_punct(Punct::LBrace) {
                        v.push(p.parse_region(&[])?);
                        if !p.parse_optional_punct(Punct::Comma) {
                            break;
                        }
                    }
                } else {
                    v.push(p.parse_region(&[])?);
                }
                st.regions.insert(name.to_string(), v);
            }
            Ref::Successor(_, arity) => {
                let mut v = vec![p.parse_successor()?];
                if arity == Arity::Variadic {
                    while p.parse_optional_punct(Punct::Comma) {
                        v.push(p.parse_successor()?);
                    }
                }
                st.succs.insert(name.to_string(), v);
            }
            Ref::Attr(a) => {
                let at = p.offset();
                let value = match akind(self.d(), &a.kind) {
                    AKind::Unit => p.ctx().attr(AttrKind::Unit),
                    AKind::Enum(e) => {
                        let v = self.parse_enum_value(p, e, name, at)?;
                        let ty = attrs::storage_type(p.ctx(), e);
                        attrs::int_attr(p.ctx(), ty, v)
                    }
                    AKind::Wrapped(ad, e) => {
                        if !p.is_punct(Punct::Less) {
                            // The qualified form `#arith.fastmath<...>`.
                            p.parse_attribute()?
                        } else {
                            p.parse_punct(Punct::Less)?;
                            let v = self.parse_enum_value(p, e, name, p.offset())?;
                            p.parse_punct(Punct::Greater)?;
                            let text = if e.bits {
                                bits_text(e, v)
                            } else {
                                enum_text(e, v).unwrap_or_default().to_string()
                            };
                            wrapped_attr(p.ctx(), self.d(), ad, &text)
                        }
                    }
                    AKind::Scalar(b) => match super::constraints::builtin_type(p.ctx(), b) {
                        Some(ty) => p.parse_attribute_of_type(ty)?,
                        None => p.parse_attribute()?,
                    },
                    AKind::Str => {
                        let s = p.parse_string()?;
                        p.ctx().attr(AttrKind::String {
                            value: s.into(),
                            ty: None,
                        })
                    }
                    AKind::Other => p.parse_attribute()?,
                };
                st.attrs.insert(name.to_string(), value);
            }
        }
        Ok(())
    }

    /// A case keyword (or a string), or for a bit enum a list of them.
    fn parse_enum_value(
        &self,
        p: &mut OpParser<'_, '_>,
        e: &EnumDef,
        attr: &str,
        at: usize,
    ) -> PResult<i128> {
        let bad = |s: &Self, p: &OpParser<'_, '_>, at: usize| {
            let msg = format!(
                "expected string or keyword containing one of the following enum values for attribute '{attr}' [{}]",
                case_texts(e).join(", ")
            );
            s.custom_err(p, at, &msg)
        };
        let mut v = 0;
        loop {
            let here = p.offset();
            let word = match p.peek_keyword() {
                Some(_) => p.parse_bare_keyword()?.to_string(),
                None => match p.parse_string() {
                    Ok(s) => String::from_utf8_lossy(&s).into_owned(),
                    Err(_) => return Err(bad(self, p, at)),
                },
            };
            let Some(c) = case_by_text(e, &word) else {
                return Err(bad(self, p, here));
            };
            v |= attrs::case_value(e, &c.name.name).unwrap_or(0);
            if !e.bits
                || !(p.parse_optional_punct(Punct::Comma)
                    || p.parse_optional_punct(Punct::VerticalBar))
            {
                return Ok(v);
            }
        }
    }

    fn finish<'a>(&self, p: &mut OpParser<'_, 'a>, mut st: St<'a>) -> PResult<()> {
        let def = self.def();
        let d = self.d();
        // `operands` / `type(operands)` fill the groups in order.
        if let Some(all) = st.all_uses.take() {
            let mut it = all.into_iter();
            for o in &def.operands {
                let take: Vec<_> = if o.arity == Arity::Single {
                    it.next().into_iter().collect()
                } else {
                    it.by_ref().collect()
                };
                st.uses.insert(o.name.name.clone(), take);
            }
        }
        if let Some((_, all)) = st.all_types.take() {
            let mut it = all.into_iter();
            for o in &def.operands {
                let n = st.uses.get(&o.name.name).map_or(0, Vec::len);
                let take: Vec<_> = it.by_ref().take(n).collect();
                st.types.insert(o.name.name.clone(), take);
            }
        }
        let mut known = std::mem::take(&mut st.types);
        for a in &def.attrs {
            if let (DKind::Typed(_) | DKind::Elements(_), Some(&v)) =
                (&a.kind, st.attrs.get(&a.name.name))
            {
                if let Some(t) = attrs::attr_type(p.ctx(), v) {
                    known.insert(a.name.name.clone(), vec![t]);
                }
            }
        }
        let count = |st: &St<'_>, v: &ValueDef, is_operand: bool| -> Option<usize> {
            if is_operand {
                Some(st.uses.get(&v.name.name).map_or(0, Vec::len))
            } else if v.arity == Arity::Single {
                Some(1)
            } else {
                None
            }
        };
        for _ in 0..8 {
            let mut changed = false;
            for (is_op, vals) in [(true, &def.operands), (false, &def.results)] {
                for v in vals.iter() {
                    if known.contains_key(&v.name.name) {
                        continue;
                    }
                    let Some(n) = count(&st, v, is_op) else {
                        continue;
                    };
                    if n == 0 {
                        known.insert(v.name.name.clone(), Vec::new());
                        changed = true;
                        continue;
                    }
                    if let Some(t) = infer(p.ctx(), d, &v.constraint, &Env(&known)) {
                        known.insert(v.name.name.clone(), vec![t; n]);
                        changed = true;
                    }
                }
            }
            // `$x` works both ways: a known value gives `x` its type.
            for v in def.operands.iter().chain(def.results.iter()) {
                let dialect_def::TypeConstraint::SameAs(x) = &v.constraint else {
                    continue;
                };
                if known.contains_key(&x.name) {
                    continue;
                }
                let Some(t) = known.get(&v.name.name).and_then(|t| t.first().copied()) else {
                    continue;
                };
                let target = def.operand(&x.name).map(|o| (o, true));
                let target = target.or(def.result(&x.name).map(|r| (r, false)));
                if let Some((tv, is_op)) = target {
                    if let Some(n) = count(&st, tv, is_op) {
                        known.insert(x.name.clone(), vec![t; n]);
                        changed = true;
                    }
                }
            }
            // Traits that make types equal.
            let mut groups: Vec<Vec<&ValueDef>> = Vec::new();
            if def.has_trait("SameOperandsAndResultType") {
                groups.push(def.operands.iter().chain(def.results.iter()).collect());
            }
            if def.has_trait("SameTypeOperands") {
                groups.push(def.operands.iter().collect());
            }
            for t in def.traits.iter().filter(|t| t.name.name == "AllTypesMatch") {
                let g: Vec<&ValueDef> = t
                    .args
                    .iter()
                    .filter_map(|a| match a {
                        dialect_def::TraitArg::Var(x) => {
                            def.operand(&x.name).or(def.result(&x.name))
                        }
                        _ => None,
                    })
                    .collect();
                // Whole lists match (ring.each's inits and results).
                if let Some(src) = g.iter().find_map(|v| known.get(&v.name.name).cloned()) {
                    for v in &g {
                        if !known.contains_key(&v.name.name) {
                            known.insert(v.name.name.clone(), src.clone());
                            changed = true;
                        }
                    }
                }
            }
            for g in groups {
                let Some(t) = g
                    .iter()
                    .find_map(|v| known.get(&v.name.name).and_then(|x| x.first().copied()))
                else {
                    continue;
                };
                for v in g {
                    if known.contains_key(&v.name.name) {
                        continue;
                    }
                    let is_op = def.operand(&v.name.name).is_some();
                    if let Some(n) = count(&st, v, is_op) {
                        known.insert(v.name.name.clone(), vec![t; n]);
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        // Operands, in declaration order.
        let mut segments = Vec::new();
        for o in &def.operands {
            let uses = st.uses.remove(&o.name.name).unwrap_or_default();
            segments.push(uses.len() as i32);
            let Some(tys) = known.get(&o.name.name).cloned() else {
                let msg = format!("cannot infer the type of operand '{}'", o.name.name);
                return Err(self.custom_err(p, st.at, &msg));
            };
            let at = uses.first().map_or(st.at, |u| u.offset);
            p.resolve_operands(&uses, &tys, at)?;
        }
        if def.has_trait("AttrSizedOperandSegments") {
            let ty = p.ctx().int(32);
            let raw: Vec<u8> = segments.iter().flat_map(|s| s.to_le_bytes()).collect();
            let a = p.ctx().attr(AttrKind::DenseArray {
                elem: ty,
                count: segments.len() as u32,
                raw: raw.into(),
            });
            p.add_prop("operandSegmentSizes", a);
        }
        for r in &def.results {
            match known.get(&r.name.name) {
                Some(t) => p.state.result_types.extend(t.iter().copied()),
                None if r.arity != Arity::Single => {}
                None => {
                    let msg = format!("cannot infer the type of result '{}'", r.name.name);
                    return Err(self.custom_err(p, st.at, &msg));
                }
            }
        }
        // Inherent attributes written in the attribute dictionary are
        // properties, as MLIR stores them.
        let mut moved = Vec::new();
        let attrs_now = std::mem::take(&mut p.state.attrs);
        for (k, v) in attrs_now {
            let name = p.ctx().str(k).to_string();
            match def.attr(&name) {
                Some(a) if a.storage == AttrStorage::Property && !st.attrs.contains_key(&name) => {
                    moved.push((k, v));
                }
                _ => p.state.attrs.push((k, v)),
            }
        }
        p.state.props.extend(moved);
        for a in &def.attrs {
            let given = st.attrs.remove(&a.name.name);
            let value = match (given, &a.default) {
                (Some(v), _) => Some(v),
                (None, Some(lit)) if a.storage == AttrStorage::Property => {
                    let keys: Vec<ir::Ident> = p.state.props.iter().map(|(k, _)| *k).collect();
                    let already = keys.iter().any(|&k| p.ctx().str(k) == a.name.name);
                    if already {
                        None
                    } else {
                        attrs::default_attr(p.ctx(), d, &a.kind, lit)
                    }
                }
                _ => None,
            };
            if let Some(v) = value {
                let k = p.ident(&a.name.name);
                match a.storage {
                    AttrStorage::Property => p.state.props.push((k, v)),
                    AttrStorage::Attribute => p.state.attrs.push((k, v)),
                }
            }
        }
        if let Some(all) = st.all_regions.take() {
            p.state.regions.extend(all);
        } else {
            for r in &def.regions {
                p.state
                    .regions
                    .extend(st.regions.remove(&r.name.name).unwrap_or_default());
            }
        }
        for s in &def.successors {
            p.state
                .successors
                .extend(st.succs.remove(&s.name.name).unwrap_or_default());
        }
        Ok(())
    }
}

// ------------------------------------------------------------------ printing

/// MLIR's printer state between elements.
struct Flags {
    /// A space is due before the next element.
    space: bool,
    /// The last thing printed was punctuation.
    last_punct: bool,
}

/// The values of an op, split into the declared groups.
pub(crate) fn split(
    ctx: &Context,
    op: Op,
    defs: &[ValueDef],
    total: usize,
    seg_name: &str,
) -> Vec<Range<usize>> {
    let variable: Vec<bool> = defs.iter().map(|v| v.arity != Arity::Single).collect();
    ir::segments::ranges(ctx, op, seg_name, &variable, total)
}

struct Printing<'s> {
    syn: &'s DeclSyntax,
    op: Op,
    operands: Vec<Value>,
    groups: Vec<Range<usize>>,
    results: Vec<Value>,
    rgroups: Vec<Range<usize>>,
}

impl Printing<'_> {
    fn def(&self) -> &OpDef {
        self.syn.def()
    }

    fn group_values(&self, name: &str) -> Option<Vec<Value>> {
        match lookup(self.def(), name)? {
            Ref::Operand(i, _) => {
                let r = self.groups.get(i)?.clone();
                self.operands.get(r).map(<[Value]>::to_vec)
            }
            Ref::Result(i, _) => {
                let r = self.rgroups.get(i)?.clone();
                self.results.get(r).map(<[Value]>::to_vec)
            }
            _ => None,
        }
    }

    /// Whether attribute `a`'s value is its default (then it is elided).
    fn is_default(&self, ctx: &Context, a: &AttrDecl, v: Attribute) -> bool {
        let Some(lit) = &a.default else {
            return false;
        };
        let d = self.syn.d();
        match (akind(d, &a.kind), lit) {
            (AKind::Enum(e), dialect_def::Literal::Cases(cs)) => {
                let want = cs
                    .iter()
                    .map(|c| attrs::case_value(e, &c.name).unwrap_or(-1))
                    .fold(0, |x, y| x | y);
                attrs::int_of(ctx, v) == Some(want)
            }
            (AKind::Wrapped(ad, e), dialect_def::Literal::Cases(cs)) => {
                let want = cs
                    .iter()
                    .map(|c| attrs::case_value(e, &c.name).unwrap_or(-1))
                    .fold(0, |x, y| x | y);
                attrs::wrapped_value(ctx, e, v, attrs::namespace(self.syn.d(), ad).1) == Some(want)
            }
            (_, dialect_def::Literal::Int(want, _)) => attrs::int_of(ctx, v) == Some(*want),
            (_, dialect_def::Literal::Bool(b, _)) => {
                matches!(ctx.attr_kind(v), AttrKind::Bool(x) if x == b)
            }
            _ => false,
        }
    }

    fn anchor_present(&self, ctx: &Context, e: &FormatElement) -> bool {
        match e {
            FormatElement::Var(x) => match lookup(self.def(), &x.name) {
                Some(Ref::Operand(..)) | Some(Ref::Result(..)) => {
                    self.group_values(&x.name).is_some_and(|v| !v.is_empty())
                }
                Some(Ref::Attr(a)) => match ctx.inherent_attr(self.op, &a.name.name) {
                    Some(v) => !self.is_default(ctx, a, v),
                    None => false,
                },
                Some(Ref::Region(i, _)) => ctx.op(self.op).regions.len() > i,
                Some(Ref::Successor(i, _)) => ctx.op(self.op).successors.len() > i,
                None => false,
            },
            FormatElement::Anchor(inner, _) => self.anchor_present(ctx, inner),
            FormatElement::Directive(Directive::Type(a) | Directive::Qualified(a), _) => {
                self.anchor_present(ctx, a)
            }
            FormatElement::Directive(Directive::Custom(_, args), _) => {
                args.iter().any(|a| self.anchor_present(ctx, a))
            }
            _ => true,
        }
    }

    fn find_anchor<'e>(elems: &'e [FormatElement]) -> Option<&'e FormatElement> {
        elems.iter().find_map(|e| match e {
            FormatElement::Anchor(inner, _) => Some(&**inner),
            _ => None,
        })
    }

    fn elems(&self, p: &mut OpPrinter<'_, '_>, f: &mut Flags, elems: &[FormatElement]) {
        for e in elems {
            self.elem(p, f, e);
        }
    }

    fn space(&self, p: &mut OpPrinter<'_, '_>, f: &mut Flags) {
        if f.space || !f.last_punct {
            p.write(" ");
        }
        f.last_punct = false;
        f.space = true;
    }

    fn elem(&self, p: &mut OpPrinter<'_, '_>, f: &mut Flags, e: &FormatElement) {
        let ctx = p.ctx();
        match e {
            FormatElement::Literal(t) => {
                let v = t.value.as_str();
                if v.is_empty() || v == " " {
                    if v == " " {
                        p.write(" ");
                    }
                    f.last_punct = v.is_empty();
                    f.space = false;
                    return;
                }
                if f.space && space_before(v, f.last_punct) {
                    p.write(" ");
                }
                p.write(v);
                f.space = v.len() != 1 || !"<({[".contains(v);
                f.last_punct = v
                    .chars()
                    .next()
                    .is_some_and(|c| c != '_' && !c.is_ascii_alphabetic());
            }
            FormatElement::Anchor(inner, _) => self.elem(p, f, inner),
            FormatElement::Optional(g) => {
                let on = Self::find_anchor(&g.then).is_none_or(|a| self.anchor_present(ctx, a));
                if on {
                    self.elems(p, f, &g.then)
                } else {
                    self.elems(p, f, &g.otherwise)
                }
            }
            FormatElement::Var(x) => self.var(p, f, &x.name, false),
            FormatElement::Directive(d, _) => match d {
                Directive::AttrDict | Directive::AttrDictWithKeyword => {
                    let (entries, elided) = self.dict_entries(ctx);
                    let el: Vec<&str> = elided.iter().map(String::as_str).collect();
                    if matches!(d, Directive::AttrDict) {
                        p.attr_dict(&entries, &el);
                    } else {
                        p.attr_dict_with_keyword(&entries, &el);
                    }
                    f.last_punct = false;
                }
                Directive::PropDict => {}
                Directive::Operands => {
                    self.space(p, f);
                    p.operands(self.operands.iter().copied());
                }
                Directive::Regions => {
                    self.space(p, f);
                    let rs: Vec<Region> = ctx.op(self.op).regions.to_vec();
                    for (i, r) in rs.into_iter().enumerate() {
                        if i > 0 {
                            p.write(", ");
                        }
                        p.region(r, true, true);
                    }
                }
                Directive::Successors => {
                    self.space(p, f);
                    let ss: Vec<Block> = ctx.op(self.op).successors.to_vec();
                    for (i, s) in ss.into_iter().enumerate() {
                        if i > 0 {
                            p.write(", ");
                        }
                        p.successor(s);
                    }
                }
                Directive::Type(arg) | Directive::Qualified(arg)
                    if matches!(**arg, FormatElement::Directive(Directive::Type(_), _))
                        || matches!(d, Directive::Type(_)) =>
                {
                    let arg = match (d, &**arg) {
                        (
                            Directive::Qualified(_),
                            FormatElement::Directive(Directive::Type(a), _),
                        ) => &**a,
                        _ => &**arg,
                    };
                    self.space(p, f);
                    let tys = self.types_of(ctx, arg);
                    p.types(tys);
                }
                Directive::Qualified(arg) => match &**arg {
                    FormatElement::Var(x) => self.var(p, f, &x.name, true),
                    other => self.elem(p, f, other),
                },
                Directive::FunctionalType(a, b) => {
                    self.space(p, f);
                    p.write("(");
                    p.types(self.types_of(ctx, a));
                    p.write(") -> ");
                    let outs = self.types_of(ctx, b);
                    let bare = outs.len() == 1
                        && !matches!(ctx.type_kind(outs[0]), TypeKind::Function { .. });
                    if bare {
                        p.ty(outs[0]);
                    } else {
                        p.write("(");
                        p.types(outs);
                        p.write(")");
                    }
                }
                Directive::Custom(_, args) => self.elems(p, f, args),
                Directive::OIList(clauses) => {
                    for c in clauses {
                        let on = Self::find_anchor(&c.elements)
                            .or(c.elements.first())
                            .is_some_and(|a| self.anchor_present(ctx, a));
                        if on {
                            let kw = FormatElement::Literal(c.keyword.clone());
                            self.elem(p, f, &kw);
                            self.elems(p, f, &c.elements);
                        }
                    }
                }
                Directive::Type(_)
                | Directive::Results
                | Directive::Params
                | Directive::Struct(_)
                | Directive::Ref(_) => {}
            },
        }
    }

    fn types_of(&self, ctx: &Context, arg: &FormatElement) -> Vec<Type> {
        match arg {
            FormatElement::Var(x) => self
                .group_values(&x.name)
                .unwrap_or_default()
                .into_iter()
                .map(|v| ctx.value_type(v))
                .collect(),
            FormatElement::Directive(Directive::Operands, _) => {
                self.operands.iter().map(|&v| ctx.value_type(v)).collect()
            }
            FormatElement::Directive(Directive::Results, _) => {
                self.results.iter().map(|&v| ctx.value_type(v)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Discardable attributes plus inherent ones the format does not
    /// print (non-default), and the names to leave out.
    fn dict_entries(&self, ctx: &Context) -> (Vec<(ir::Ident, Attribute)>, Vec<String>) {
        let d = ctx.op(self.op);
        let mut entries: Vec<(ir::Ident, Attribute)> = ctx.dict_entries(d.attrs).to_vec();
        let mut elided = Vec::new();
        let fmt = self.def().format.as_ref();
        let used = |n: &str| fmt.is_some_and(|f| uses_var(&f.elements, n));
        if let Some(props) = d.props {
            for &(k, v) in ctx.dict_entries(props) {
                let name = ctx.str(k);
                match self.def().attr(name) {
                    Some(a) if used(name) || self.is_default(ctx, a, v) => {}
                    _ if name == "operandSegmentSizes" || name == "resultSegmentSizes" => {}
                    _ => entries.push((k, v)),
                }
            }
        }
        for a in &self.def().attrs {
            if used(&a.name.name) {
                elided.push(a.name.name.clone());
            } else if let Some(v) = ctx.inherent_attr(self.op, &a.name.name) {
                if self.is_default(ctx, a, v) {
                    elided.push(a.name.name.clone());
                }
            }
        }
        elided.push("operandSegmentSizes".into());
        elided.push("resultSegmentSizes".into());
        // Entries print sorted, as a dictionary attribute's do.
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        (entries, elided)
    }

    fn var(&self, p: &mut OpPrinter<'_, '_>, f: &mut Flags, name: &str, qualified: bool) {
        let ctx = p.ctx();
        let Some(r) = lookup(self.def(), name) else {
            return;
        };
        match r {
            Ref::Operand(..) | Ref::Result(..) => {
                self.space(p, f);
                p.operands(self.group_values(name).unwrap_or_default());
            }
            Ref::Region(i, arity) => {
                let rs: Vec<Region> = ctx.op(self.op).regions.to_vec();
                let take: Vec<Region> = if arity == Arity::Variadic {
                    rs.into_iter().skip(i).collect()
                } else {
                    rs.get(i).copied().into_iter().collect()
                };
                self.space(p, f);
                let implicit = self.def().has_trait("SingleBlockImplicitTerminator");
                for (k, r) in take.into_iter().enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    p.region(r, true, !implicit);
                }
            }
            Ref::Successor(i, arity) => {
                let ss: Vec<Block> = ctx.op(self.op).successors.to_vec();
                let take: Vec<Block> = if arity == Arity::Variadic {
                    ss.into_iter().skip(i).collect()
                } else {
                    ss.get(i).copied().into_iter().collect()
                };
                self.space(p, f);
                for (k, s) in take.into_iter().enumerate() {
                    if k > 0 {
                        p.write(", ");
                    }
                    p.successor(s);
                }
            }
            Ref::Attr(a) => {
                let kind = akind(self.syn.d(), &a.kind);
                // A unit attribute prints nothing: its group's literals say it.
                if matches!(kind, AKind::Unit) {
                    return;
                }
                let Some(v) = ctx.inherent_attr(self.op, &a.name.name) else {
                    return;
                };
                self.space(p, f);
                match kind {
                    AKind::Enum(e) if !qualified => {
                        let text = attrs::int_of(ctx, v).and_then(|x| {
                            if e.bits {
                                Some(bits_text(e, x))
                            } else {
                                enum_text(e, x).map(str::to_string)
                            }
                        });
                        match text {
                            Some(t) if is_bare(&t) => p.write(&t),
                            Some(t) => p.string(t.as_bytes()),
                            None => p.attr(v),
                        }
                    }
                    AKind::Wrapped(ad, e) if !qualified => {
                        match attrs::wrapped_value(ctx, e, v, attrs::namespace(self.syn.d(), ad).1)
                        {
                            Some(x) => {
                                let t = if e.bits {
                                    bits_text(e, x)
                                } else {
                                    enum_text(e, x).unwrap_or_default().to_string()
                                };
                                p.write("<");
                                p.write(&t);
                                p.write(">");
                            }
                            None => p.attr(v),
                        }
                    }
                    AKind::Scalar(_) => p.attr_without_type(v),
                    _ => p.attr(v),
                }
            }
        }
    }
}

/// Whether the format names `$name` anywhere.
fn uses_var(elems: &[FormatElement], name: &str) -> bool {
    elems.iter().any(|e| match e {
        FormatElement::Var(x) => x.name == name,
        FormatElement::Anchor(inner, _) => uses_var(std::slice::from_ref(inner), name),
        FormatElement::Optional(g) => uses_var(&g.then, name) || uses_var(&g.otherwise, name),
        FormatElement::Literal(_) => false,
        FormatElement::Directive(d, _) => match d {
            Directive::Type(a) | Directive::Qualified(a) | Directive::Ref(a) => {
                uses_var(std::slice::from_ref(a), name)
            }
            Directive::FunctionalType(a, b) => {
                uses_var(std::slice::from_ref(a), name) || uses_var(std::slice::from_ref(b), name)
            }
            Directive::Custom(_, args) | Directive::Struct(args) => uses_var(args, name),
            Directive::OIList(cs) => cs.iter().any(|c| uses_var(&c.elements, name)),
            _ => false,
        },
    })
}

/// MLIR's `shouldEmitSpaceBefore` for literals.
fn space_before(v: &str, last_punct: bool) -> bool {
    if v.len() != 1 && v != "->" {
        return true;
    }
    let c = v.chars().next().unwrap_or(' ');
    if last_punct {
        !">)}],".contains(c)
    } else {
        !"<>(){}[],".contains(c)
    }
}

impl OpSyntax for DeclSyntax {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let Some(fmt) = self.def().format.clone() else {
            return Ok(());
        };
        let mut st = St {
            at: p.offset(),
            ..St::default()
        };
        self.parse_elems(p, &mut st, &fmt.elements)?;
        self.finish(p, st)
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let def = self.def();
        let d = ctx.op(op);
        let operands: Vec<Value> = d.operands().collect();
        let results: Vec<Value> = d.results().iter().collect();
        let groups = split(
            ctx,
            op,
            &def.operands,
            operands.len(),
            "operandSegmentSizes",
        );
        let rgroups = split(ctx, op, &def.results, results.len(), "resultSegmentSizes");
        let pr = Printing {
            syn: self,
            op,
            operands,
            groups,
            results,
            rgroups,
        };
        let mut f = Flags {
            space: true,
            last_punct: false,
        };
        if let Some(fmt) = &def.format {
            pr.elems(p, &mut f, &fmt.elements);
        }
    }

    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        match &self.spec.hint {
            Some(Hint::Fixed(s)) => vec![Some(s.clone())],
            Some(Hint::Declared(names)) => names.iter().map(|n| Some(n.clone())).collect(),
            Some(Hint::Native(f)) => f(ctx, op),
            None => Vec::new(),
        }
    }
}

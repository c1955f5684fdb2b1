//! Semantic checks on a parsed dialect: every name resolves, nothing is
//! defined twice, variadic rules hold, defaults fit their kinds, enums are
//! consistent, and each assembly format can print and parse its op (every
//! operand, region and successor appears, every type can be resolved,
//! optional groups have proper anchors), in the spirit of mlir-tblgen's
//! format verifier.
//!
//! The checker reports every error it finds, in file order per item, so a
//! user fixes a file in one pass.

use super::ast::*;
use super::error::DefError;
use std::collections::{HashMap, HashSet};

/// Checks `d`; an empty vector means the dialect is well formed.
pub fn check(file: &str, d: &Dialect) -> Vec<DefError> {
    let mut c = Checker {
        file,
        d,
        errors: vec![],
    };
    c.dialect();
    c.errors
}

struct Checker<'a> {
    file: &'a str,
    d: &'a Dialect,
    errors: Vec<DefError>,
}

/// Traits that take no arguments.
const PLAIN_TRAITS: &[&str] = &[
    "Pure",
    "NoMemoryEffect",
    "AlwaysSpeculatable",
    "ConditionallySpeculatable",
    "RecursivelySpeculatable",
    "RecursiveMemoryEffects",
    "Commutative",
    "Idempotent",
    "Involution",
    "Elementwise",
    "ElementwiseOrScalar",
    "Broadcast",
    "Contraction",
    "DataMovement",
    "Scalarizable",
    "Vectorizable",
    "Tensorizable",
    "SameOperandsAndResultType",
    "SameOperandsAndResultShape",
    "SameOperandsAndResultElementType",
    "SameOperandsAndResultRank",
    "SameTypeOperands",
    "SameOperandsShape",
    "SameOperandsElementType",
    "ResultsBroadcastableShape",
    "Terminator",
    "ReturnLike",
    "IsolatedFromAbove",
    "SymbolTable",
    "Symbol",
    "ConstantLike",
    "NoTerminator",
    "SingleBlock",
    "AttrSizedOperandSegments",
    "AttrSizedResultSegments",
    "AutomaticAllocationScope",
    "AffineScope",
    "NoRegionArguments",
    "InferTypeOpInterface",
    "InferTypeOpAdaptor",
    "CastOpInterface",
    "BranchOpInterface",
    "RegionBranchOpInterface",
    "RegionBranchTerminatorOpInterface",
    "CallOpInterface",
    "CallableOpInterface",
    "FunctionOpInterface",
    "LoopLikeOpInterface",
    "ViewLikeOpInterface",
    "DestinationStyleOpInterface",
    "ShapedDimOpInterface",
    "OpAsmOpInterface",
    "VectorUnrollOpInterface",
    "MemoryEffectOpInterface",
    "SelectLikeOpInterface",
    "ConditionallySpeculatableOpInterface",
];

/// Traits whose arguments name ops.
const OP_ARG_TRAITS: &[&str] = &["HasParent", "ParentOneOf", "SingleBlockImplicitTerminator"];

/// Traits whose arguments name values that must share something.
const VALUE_ARG_TRAITS: &[&str] = &[
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "AllRanksMatch",
];

/// Punctuation a format literal may be (besides keywords and the empty literal).
const PUNCTUATION: &[&str] = &[
    "->", ":", ",", "=", "<", ">", "(", ")", "{", "}", "[", "]", "?", "+", "*", "...", "|",
];

/// What a name in an op refers to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Slot {
    Operand,
    Result,
    Attr,
    Region,
    Successor,
}

impl Slot {
    fn word(self) -> &'static str {
        match self {
            Slot::Operand => "operand",
            Slot::Result => "result",
            Slot::Attr => "attribute",
            Slot::Region => "region",
            Slot::Successor => "successor",
        }
    }
}

impl<'a> Checker<'a> {
    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.errors.push(DefError::new(self.file, span, msg));
    }

    fn error_note(
        &mut self,
        span: Span,
        msg: impl Into<String>,
        note_span: Span,
        note: impl Into<String>,
    ) {
        self.errors
            .push(DefError::new(self.file, span, msg).with_note(note_span, note));
    }

    fn dialect(&mut self) {
        let d = self.d;
        if !is_keyword(&d.name.name) || d.name.name.contains('.') {
            self.error(
                d.name.span,
                format!("invalid dialect name `{}`", d.name.name),
            );
        }
        // Ops have their own namespace; types, attributes, enums and
        // constraints share one because `Named` references search them all.
        let mut ops: HashMap<&str, Span> = HashMap::new();
        for op in &d.ops {
            if let Some(prev) = ops.insert(&op.name.name, op.name.span) {
                self.error_note(
                    op.name.span,
                    format!("redefinition of op `{}`", op.name.name),
                    prev,
                    "previously defined here",
                );
            }
        }
        let mut names: HashMap<&str, Span> = HashMap::new();
        let all = d
            .types
            .iter()
            .map(|t| (&t.name, "type"))
            .chain(d.attrs.iter().map(|t| (&t.name, "attribute")))
            .chain(d.enums.iter().map(|t| (&t.name, "enum")))
            .chain(d.constraints.iter().map(|t| (&t.name, "constraint")));
        for (n, what) in all {
            if let Some(prev) = names.insert(&n.name, n.span) {
                self.error_note(
                    n.span,
                    format!("redefinition of `{}` (as {what})", n.name),
                    prev,
                    "previously defined here",
                );
            }
        }
        if d.patterns_only {
            let defs = d
                .ops
                .iter()
                .map(|o| &o.name)
                .chain(d.types.iter().map(|t| &t.name))
                .chain(d.attrs.iter().map(|t| &t.name))
                .chain(d.enums.iter().map(|e| &e.name));
            for n in defs {
                self.error(
                    n.span,
                    format!(
                        "a patterns file holds patterns and constraints only, not `{}`",
                        n.name
                    ),
                );
            }
        }
        let mut pats: HashMap<&str, Span> = HashMap::new();
        for p in &d.patterns {
            if let Some(prev) = pats.insert(&p.name.name, p.name.span) {
                self.error_note(
                    p.name.span,
                    format!("redefinition of pattern `{}`", p.name.name),
                    prev,
                    "previously defined here",
                );
            }
        }
        let mut mnemonics: HashMap<(bool, &str), Span> = HashMap::new();
        for (is_attr, t) in d
            .types
            .iter()
            .map(|t| (false, t))
            .chain(d.attrs.iter().map(|t| (true, t)))
        {
            if let Some(prev) = mnemonics.insert((is_attr, t.mnemonic()), t.name.span) {
                self.error_note(
                    t.name.span,
                    format!("mnemonic `{}` is already used", t.mnemonic()),
                    prev,
                    "by this definition",
                );
            }
        }
        for c in &d.constraints {
            self.constraint(&c.constraint, None);
        }
        self.constraint_cycles();
        for e in &d.enums {
            self.enum_def(e);
        }
        for t in &d.types {
            self.type_def(t);
        }
        for t in &d.attrs {
            self.type_def(t);
        }
        for op in &d.ops {
            self.op(op);
        }
        for p in &d.patterns {
            self.pattern(p);
        }
    }

    // -------------------------------------------------------------- constraints

    /// Checks names in a constraint; `op` gives `$x` references a scope.
    fn constraint(&mut self, c: &TypeConstraint, op: Option<(&OpDef, &str)>) {
        match c {
            TypeConstraint::Any
            | TypeConstraint::Exact(_)
            | TypeConstraint::Class(_)
            | TypeConstraint::Native(_) => {}
            TypeConstraint::Container(_, inner) | TypeConstraint::Not(inner) => {
                self.constraint(inner, op)
            }
            TypeConstraint::AnyOf(v) | TypeConstraint::AllOf(v) => {
                for x in v {
                    self.constraint(x, op);
                }
            }
            TypeConstraint::Named(n) => match self.d.resolve(&n.name) {
                Some(NamedRef::Constraint(_)) | Some(NamedRef::Type(_)) => {}
                Some(NamedRef::Enum(_)) => self.error(
                    n.span,
                    format!("`{}` is an enum, not a type constraint", n.name),
                ),
                Some(NamedRef::Attr(_)) => self.error(
                    n.span,
                    format!("`{}` is an attribute, not a type constraint", n.name),
                ),
                None => self.error(n.span, format!("unknown type constraint `{}`", n.name)),
            },
            TypeConstraint::SameAs(x)
            | TypeConstraint::ElementOf(x)
            | TypeConstraint::SameShape(x, _) => {
                if let TypeConstraint::SameShape(_, e) = c {
                    self.constraint(e, op);
                }
                let Some((op, me)) = op else {
                    self.error(
                        x.span,
                        format!(
                            "`${}` can only be used in an op's operand or result",
                            x.name
                        ),
                    );
                    return;
                };
                if x.name == me {
                    self.error(
                        x.span,
                        format!("`${}` cannot be constrained by its own type", x.name),
                    );
                    return;
                }
                let typed_attr = op.attr(&x.name).map(|a| has_type(&a.kind)).unwrap_or(false);
                let is_value = op.operand(&x.name).is_some() || op.result(&x.name).is_some();
                let ok = is_value || (typed_attr && matches!(c, TypeConstraint::SameAs(_)));
                if !ok {
                    self.error(
                        x.span,
                        format!(
                            "`${}` is not an operand or result of `{}`{}",
                            x.name,
                            op.name.name,
                            if matches!(c, TypeConstraint::SameAs(_)) {
                                " (or a typed attribute)"
                            } else {
                                ""
                            }
                        ),
                    );
                }
            }
        }
    }

    fn constraint_cycles(&mut self) {
        fn refs<'x>(c: &'x TypeConstraint, out: &mut Vec<&'x Ident>) {
            match c {
                TypeConstraint::Named(n) => out.push(n),
                TypeConstraint::Container(_, i)
                | TypeConstraint::Not(i)
                | TypeConstraint::SameShape(_, i) => refs(i, out),
                TypeConstraint::AnyOf(v) | TypeConstraint::AllOf(v) => {
                    v.iter().for_each(|x| refs(x, out))
                }
                _ => {}
            }
        }
        let d = self.d;
        for start in &d.constraints {
            // Depth-first from each definition; a path back to it is a cycle.
            let mut stack: Vec<&str> = vec![&start.name.name];
            let mut seen: HashSet<&str> = HashSet::new();
            while let Some(n) = stack.pop() {
                let Some(def) = d.constraint(n) else { continue };
                let mut out = vec![];
                refs(&def.constraint, &mut out);
                for r in out {
                    if r.name == start.name.name {
                        self.error(
                            start.name.span,
                            format!("constraint `{}` refers to itself", start.name.name),
                        );
                        stack.clear();
                        break;
                    }
                    if seen.insert(&r.name) {
                        stack.push(&r.name);
                    }
                }
            }
        }
    }

    fn attr_kind(&mut self, k: &AttrKind, op: Option<(&OpDef, &str)>) {
        match k {
            AttrKind::Type(Some(c)) | AttrKind::Typed(Some(c)) | AttrKind::Elements(Some(c)) => self.constraint(c, op),
            AttrKind::Array(Some(inner)) => self.attr_kind(inner, op),
            AttrKind::Named(n) => match self.d.resolve(&n.name) {
                Some(NamedRef::Enum(_)) | Some(NamedRef::Attr(_)) => {}
                Some(NamedRef::Constraint(_)) | Some(NamedRef::Type(_)) => self.error(
                    n.span,
                    format!("`{}` is a type constraint, not an attribute kind (did you mean `type<{}>`?)", n.name, n.name),
                ),
                None => self.error(
                    n.span,
                    format!(
                        "unknown attribute kind `{}` (expected an enum or attribute of this dialect, or one of {})",
                        n.name,
                        AttrKind::NAMES.join(", ")
                    ),
                ),
            },
            _ => {}
        }
    }

    // -------------------------------------------------------------- defaults

    /// Whether `lit` is a valid value of kind `k`; `Err` says why not.
    fn fits(&self, lit: &Literal, k: &AttrKind) -> Result<(), String> {
        let wrong = |what: &str| Err(format!("expected {what}"));
        match k {
            AttrKind::Int(ty) => match lit {
                Literal::Int(v, _) => int_fits(*v, ty.as_ref()),
                _ => wrong("an integer"),
            },
            AttrKind::BoundedInt(ty, bound) => match lit {
                Literal::Int(v, _) if !bound.holds(*v) => {
                    Err(format!("expected a {} integer", bound.word()))
                }
                Literal::Int(v, _) => int_fits(*v, Some(ty)),
                _ => wrong("an integer"),
            },
            AttrKind::Float(_) => match lit {
                Literal::Float(..) | Literal::Int(..) => Ok(()),
                _ => wrong("a float"),
            },
            AttrKind::String | AttrKind::SymbolName => match lit {
                Literal::Str(_) => Ok(()),
                _ => wrong("a string"),
            },
            AttrKind::Bool => match lit {
                Literal::Bool(..) => Ok(()),
                _ => wrong("`true` or `false`"),
            },
            AttrKind::Unit => {
                Err("a unit attribute cannot have a default: its absence is its default".into())
            }
            AttrKind::Array(inner) => match lit {
                Literal::List(items, _) => match inner {
                    Some(k) => items.iter().try_for_each(|i| self.fits(i, k)),
                    None => Ok(()),
                },
                _ => wrong("a list `[...]`"),
            },
            AttrKind::DenseArray(t) => match lit {
                Literal::List(items, _) => {
                    let k = match t {
                        BuiltinType::Float(_) => AttrKind::Float(Some(t.clone())),
                        _ => AttrKind::Int(Some(t.clone())),
                    };
                    items.iter().try_for_each(|i| self.fits(i, &k))
                }
                _ => wrong("a list `[...]`"),
            },
            AttrKind::Named(n) => match self.d.resolve(&n.name) {
                Some(NamedRef::Enum(e)) => self.enum_value_fits(lit, e),
                Some(NamedRef::Attr(a)) => {
                    // An attribute wrapping one enum takes that enum's cases.
                    match a.params.as_slice() {
                        [p] => match &p.kind {
                            AttrKind::Named(pn) => match self.d.enum_def(&pn.name) {
                                Some(e) => self.enum_value_fits(lit, e),
                                None => raw_text(lit),
                            },
                            other => self.fits(lit, other),
                        },
                        _ => raw_text(lit),
                    }
                }
                // The name itself is reported elsewhere.
                _ => Ok(()),
            },
            // A typed value may be written as a scalar literal (for
            // elements: a splat); any other form as MLIR text in a string.
            AttrKind::Any | AttrKind::Typed(_) | AttrKind::Elements(_) => match lit {
                Literal::Int(..) | Literal::Float(..) | Literal::Bool(..) | Literal::Str(_) => {
                    Ok(())
                }
                _ => wrong("a number, `true`/`false`, or MLIR attribute text in a string"),
            },
            // Kinds with no literal form take MLIR attribute text as a string.
            AttrKind::Type(_)
            | AttrKind::Dict
            | AttrKind::SymbolRef
            | AttrKind::FlatSymbolRef
            | AttrKind::AffineMap => raw_text(lit),
        }
    }

    fn enum_value_fits(&self, lit: &Literal, e: &EnumDef) -> Result<(), String> {
        let Literal::Cases(cases) = lit else {
            return Err(format!("expected a case of enum `{}`", e.name.name));
        };
        if !e.bits && cases.len() > 1 {
            return Err(format!(
                "`{}` is not a bit enum; give exactly one case",
                e.name.name
            ));
        }
        for c in cases {
            if e.case(&c.name).is_none() {
                return Err(format!(
                    "`{}` is not a case of enum `{}`",
                    c.name, e.name.name
                ));
            }
        }
        Ok(())
    }

    // -------------------------------------------------------------- enums

    fn enum_def(&mut self, e: &EnumDef) {
        if e.cases.is_empty() {
            self.error(e.name.span, format!("enum `{}` has no cases", e.name.name));
        }
        let BuiltinType::Integer { width, .. } = e.storage else {
            return;
        };
        if width > 64 {
            self.error(
                e.storage_span,
                "enum storage wider than 64 bits is not supported",
            );
        }
        let mut names: HashMap<&str, Span> = HashMap::new();
        let mut spellings: HashMap<&str, Span> = HashMap::new();
        let mut values: HashMap<i128, Span> = HashMap::new();
        for c in &e.cases {
            if let Some(prev) = names.insert(&c.name.name, c.name.span) {
                self.error_note(
                    c.name.span,
                    format!("duplicate case `{}` in enum `{}`", c.name.name, e.name.name),
                    prev,
                    "previous case here",
                );
            }
            let text = c.text();
            if let Some(s) = &c.spelling {
                if text.is_empty()
                    || text
                        .chars()
                        .any(|ch| ch.is_whitespace() || matches!(ch, ',' | '<' | '>' | '|' | '"'))
                {
                    self.error(
                        s.span,
                        format!("`{text}` cannot be printed as an enum keyword"),
                    );
                }
            }
            if c.spelling.is_some() {
                if let Some(prev) = spellings.insert(text, c.span) {
                    self.error_note(
                        c.span,
                        format!("two cases are spelled `{text}`"),
                        prev,
                        "the other case",
                    );
                }
            } else if let Some(prev) = spellings.insert(text, c.span) {
                self.error_note(
                    c.span,
                    format!("two cases are spelled `{text}`"),
                    prev,
                    "the other case",
                );
            }
            match &c.value {
                CaseValue::Int(v, span) => {
                    let bits_ok = if e.bits {
                        *v >= 0 && (width >= 64 || *v < (1i128 << width))
                    } else {
                        int_fits(*v, Some(&e.storage)).is_ok()
                    };
                    if !bits_ok {
                        self.error(
                            *span,
                            format!("value {v} does not fit enum storage {}", e.storage),
                        );
                    }
                    if !e.bits {
                        if let Some(prev) = values.insert(*v, *span) {
                            self.error_note(
                                *span,
                                format!("value {v} is already used in enum `{}`", e.name.name),
                                prev,
                                "by this case",
                            );
                        }
                    }
                }
                CaseValue::Combo(parts) => {
                    if !e.bits {
                        self.error(
                            c.span,
                            format!(
                                "`|` combinations are only allowed in a bitenum; `{}` is an enum",
                                e.name.name
                            ),
                        );
                        continue;
                    }
                    for p in parts {
                        if p.name == c.name.name {
                            self.error(p.span, format!("case `{}` cannot include itself", p.name));
                        } else if e.case(&p.name).is_none() {
                            self.error(
                                p.span,
                                format!("`{}` is not a case of `{}`", p.name, e.name.name),
                            );
                        }
                    }
                }
            }
        }
        if e.bits {
            self.bit_values(e);
        }
    }

    /// A bit enum's composite integer values must be unions of its single
    /// bits, or printing could not spell them; `|` combinations must not
    /// form cycles.
    fn bit_values(&mut self, e: &EnumDef) {
        let single: i128 = e
            .cases
            .iter()
            .filter_map(|c| match c.value {
                CaseValue::Int(v, _) if v > 0 && v & (v - 1) == 0 => Some(v),
                _ => None,
            })
            .fold(0, |a, b| a | b);
        let mut zero = None;
        for c in &e.cases {
            if let CaseValue::Int(v, span) = c.value {
                if v == 0 {
                    if let Some(prev) = zero {
                        self.error_note(
                            span,
                            "a bit enum can have only one case with value 0",
                            prev,
                            "the other one",
                        );
                    }
                    zero = Some(span);
                } else if v > 0 && v & !single != 0 {
                    self.error(
                        span,
                        format!(
                            "value {v} has bits that no single-bit case of `{}` names",
                            e.name.name
                        ),
                    );
                }
            }
        }
        // Resolve combinations; whatever stays unresolved is in a cycle.
        let mut resolved: HashSet<&str> = e
            .cases
            .iter()
            .filter(|c| matches!(c.value, CaseValue::Int(..)))
            .map(|c| c.name.name.as_str())
            .collect();
        loop {
            let before = resolved.len();
            for c in &e.cases {
                if let CaseValue::Combo(parts) = &c.value {
                    if parts.iter().all(|p| resolved.contains(p.name.as_str())) {
                        resolved.insert(&c.name.name);
                    }
                }
            }
            if resolved.len() == before {
                break;
            }
        }
        for c in &e.cases {
            if let CaseValue::Combo(parts) = &c.value {
                let known = parts
                    .iter()
                    .all(|p| e.case(&p.name).is_some() && p.name != c.name.name);
                if known && !resolved.contains(c.name.name.as_str()) {
                    self.error(
                        c.name.span,
                        format!("case `{}` is defined in terms of itself", c.name.name),
                    );
                }
            }
        }
    }

    // -------------------------------------------------------------- types, attributes

    fn type_def(&mut self, t: &TypeDef) {
        if let Some(m) = &t.mnemonic {
            if !is_keyword(&m.value) {
                self.error(m.span, format!("invalid mnemonic `{}`", m.value));
            }
        }
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for p in &t.params {
            if let Some(prev) = seen.insert(&p.name.name, p.name.span) {
                self.error_note(
                    p.name.span,
                    format!("duplicate parameter `{}`", p.name.name),
                    prev,
                    "previous parameter here",
                );
            }
            self.attr_kind(&p.kind, None);
        }
        // Without a format, declared parameters say what the written ones
        // are (`!tt.ptr<f32, 1>`: pointee, address space) for the docs and
        // the IRDL export; the text is kept as written and read in Rust.
        match &t.format {
            None => {}
            Some(f) => {
                let mut used: HashMap<String, Span> = HashMap::new();
                let mut all = false;
                self.param_format(&f.elements, t, &mut used, &mut all);
                if !all {
                    for p in &t.params {
                        if !used.contains_key(&p.name.name) {
                            self.error(
                                f.span,
                                format!("parameter `{}` is not in the format", p.name.name),
                            );
                        }
                    }
                }
            }
        }
    }

    fn param_format(
        &mut self,
        els: &[FormatElement],
        t: &TypeDef,
        used: &mut HashMap<String, Span>,
        all: &mut bool,
    ) {
        for el in els {
            match el {
                FormatElement::Literal(l) => self.literal(l),
                FormatElement::Var(v) => {
                    if !t.params.iter().any(|p| p.name.name == v.name) {
                        self.error(
                            v.span,
                            format!("format names unknown parameter `${}`", v.name),
                        );
                    } else if let Some(prev) = used.insert(v.name.clone(), v.span) {
                        self.error_note(
                            v.span,
                            format!("`${}` is already in the format", v.name),
                            prev,
                            "first use here",
                        );
                    }
                }
                FormatElement::Anchor(inner, _) => {
                    self.param_format(std::slice::from_ref(inner), t, used, all)
                }
                FormatElement::Optional(g) => {
                    self.param_format(&g.then, t, used, all);
                    self.param_format(&g.otherwise, t, used, all);
                }
                FormatElement::Directive(d, span) => match d {
                    Directive::Params => *all = true,
                    Directive::Struct(args) => {
                        for a in args {
                            match a {
                                FormatElement::Directive(Directive::Params, _) => *all = true,
                                FormatElement::Var(_) => {
                                    self.param_format(std::slice::from_ref(a), t, used, all)
                                }
                                other => {
                                    self.error(other.span(), "`struct` takes `$param`s or `params`")
                                }
                            }
                        }
                    }
                    Directive::Qualified(a) => {
                        self.param_format(std::slice::from_ref(a), t, used, all)
                    }
                    Directive::Custom(_, args) => {
                        for a in args {
                            if let FormatElement::Directive(Directive::Ref(inner), _) = a {
                                if let FormatElement::Var(v) = inner.as_ref() {
                                    if !used.contains_key(&v.name) {
                                        self.error(
                                            v.span,
                                            format!(
                                                "`ref(${})` must follow a use of `${}`",
                                                v.name, v.name
                                            ),
                                        );
                                    }
                                }
                            } else {
                                self.param_format(std::slice::from_ref(a), t, used, all);
                            }
                        }
                    }
                    other => self.error(
                        *span,
                        format!(
                            "`{}` is not allowed in a type or attribute format",
                            other.word()
                        ),
                    ),
                },
            }
        }
    }

    fn literal(&mut self, l: &Text) {
        let v = l.value.as_str();
        if v.is_empty() || v == " " || PUNCTUATION.contains(&v) || is_keyword(v) {
            return;
        }
        self.error(
            l.span,
            format!("literal `{v}` is not a keyword or valid punctuation"),
        );
    }

    // -------------------------------------------------------------- ops

    fn op(&mut self, op: &'a OpDef) {
        let qualified = format!("{}.{}", self.d.name.name, op.name.name);
        // One namespace per op: accessors are generated from these names.
        let mut names: HashMap<&str, (Span, Slot)> = HashMap::new();
        let decls = op
            .operands
            .iter()
            .map(|v| (&v.name, Slot::Operand))
            .chain(op.results.iter().map(|v| (&v.name, Slot::Result)))
            .chain(op.attrs.iter().map(|a| (&a.name, Slot::Attr)))
            .chain(op.regions.iter().map(|r| (&r.name, Slot::Region)))
            .chain(op.successors.iter().map(|s| (&s.name, Slot::Successor)));
        for (n, slot) in decls {
            if let Some((prev, pslot)) = names.insert(&n.name, (n.span, slot)) {
                self.error_note(
                    n.span,
                    format!(
                        "`{}` in `{qualified}` is already declared (as {})",
                        n.name,
                        pslot.word()
                    ),
                    prev,
                    "previous declaration here",
                );
            }
        }
        for h in op
            .hooks
            .iter()
            .filter(|h| h.only && h.kind != HookKind::Verify)
        {
            self.error(
                h.span,
                format!(
                    "`only` applies to `verify native`, not to `{} native` (in `{qualified}`)",
                    h.kind.word()
                ),
            );
        }
        for v in &op.operands {
            self.constraint(&v.constraint, Some((op, &v.name.name)));
        }
        for v in &op.results {
            self.constraint(&v.constraint, Some((op, &v.name.name)));
        }
        for a in &op.attrs {
            self.attr_kind(&a.kind, Some((op, &a.name.name)));
            if let Some(def) = &a.default {
                if a.optional {
                    self.error(
                        def.span(),
                        format!(
                            "`{}` has a default, so it is already optional; drop the `?`",
                            a.name.name
                        ),
                    );
                }
                if let Err(why) = self.fits(def, &a.kind) {
                    self.error(
                        def.span(),
                        format!(
                            "default value of `{}` does not fit its kind: {why}",
                            a.name.name
                        ),
                    );
                }
            }
        }
        self.variadic_rules(op, &qualified);
        self.traits(op, &qualified);
        for e in &op.effects {
            if let Some(on) = &e.on {
                if op.operand(&on.name).is_none() && op.result(&on.name).is_none() {
                    self.error(on.span, format!("memory effect on `${}`, which is not an operand or result of `{qualified}`", on.name));
                }
            }
        }
        if let Some(f) = &op.format {
            FormatCheck::new(self, op).run(f);
        }
    }

    fn variadic_rules(&mut self, op: &OpDef, q: &str) {
        let multi = |vs: &[ValueDef]| vs.iter().filter(|v| v.arity != Arity::Single).count() > 1;
        if multi(&op.operands) && !op.has_trait("AttrSizedOperandSegments") {
            self.error(
                op.name.span,
                format!("`{q}` has more than one optional or variadic operand, so it needs the `AttrSizedOperandSegments` trait"),
            );
        }
        if multi(&op.results) && !op.has_trait("AttrSizedResultSegments") {
            self.error(
                op.name.span,
                format!("`{q}` has more than one optional or variadic result, so it needs the `AttrSizedResultSegments` trait"),
            );
        }
        for (i, r) in op.regions.iter().enumerate() {
            match r.arity {
                Arity::Optional => self.error(
                    r.span,
                    "regions cannot be optional; an empty region is already allowed",
                ),
                Arity::Variadic if i + 1 != op.regions.len() => {
                    self.error(r.span, "only the last region may be variadic")
                }
                _ => {}
            }
        }
        for (i, s) in op.successors.iter().enumerate() {
            match s.arity {
                Arity::Optional => self.error(s.span, "successors cannot be optional"),
                Arity::Variadic if i + 1 != op.successors.len() => {
                    self.error(s.span, "only the last successor may be variadic")
                }
                _ => {}
            }
        }
        if !op.successors.is_empty() && !op.has_trait("Terminator") {
            self.error(
                op.name.span,
                format!("`{q}` has successors, so it must have the `Terminator` trait"),
            );
        }
    }

    fn traits(&mut self, op: &OpDef, q: &str) {
        let mut seen: HashMap<&str, Span> = HashMap::new();
        for t in &op.traits {
            let n = t.name.name.as_str();
            if let Some(prev) = seen.insert(n, t.span) {
                self.error_note(t.span, format!("duplicate trait `{n}`"), prev, "first here");
            }
            if PLAIN_TRAITS.contains(&n) {
                if !t.args.is_empty() {
                    self.error(t.span, format!("trait `{n}` takes no arguments"));
                }
                self.trait_shape(op, t, q);
            } else if OP_ARG_TRAITS.contains(&n) {
                let want_one = n == "SingleBlockImplicitTerminator";
                if t.args.is_empty() || (want_one && t.args.len() != 1) {
                    self.error(
                        t.span,
                        format!(
                            "trait `{n}` takes {}",
                            if want_one {
                                "one op name"
                            } else {
                                "one or more op names"
                            }
                        ),
                    );
                }
                for a in &t.args {
                    match a {
                        TraitArg::Name(o) => {
                            self.op_ref(o);
                        }
                        _ => self.error(trait_arg_span(a), format!("trait `{n}` takes op names")),
                    }
                }
            } else if VALUE_ARG_TRAITS.contains(&n) {
                if t.args.len() < 2 {
                    self.error(t.span, format!("trait `{n}` takes two or more `$name`s"));
                }
                for a in &t.args {
                    match a {
                        TraitArg::Var(v) => {
                            let typed =
                                op.attr(&v.name).map(|a| has_type(&a.kind)).unwrap_or(false);
                            if op.operand(&v.name).is_none()
                                && op.result(&v.name).is_none()
                                && !typed
                            {
                                self.error(v.span, format!("`${}` is not an operand, result or typed attribute of `{q}`", v.name));
                            }
                        }
                        _ => self.error(trait_arg_span(a), format!("trait `{n}` takes `$name`s")),
                    }
                }
            } else if n == "Reduction" {
                // `Reduction<$dims>`: the attribute listing the reduced
                // dimensions.
                match t.args.as_slice() {
                    [TraitArg::Var(v)] if op.attr(&v.name).is_some() => {}
                    [TraitArg::Var(v)] => self.error(v.span, format!("`${}` is not an attribute of `{q}`", v.name)),
                    _ => self.error(t.span, "`Reduction` takes the attribute of the reduced dimensions: `Reduction<$dimensions>`"),
                }
            } else if n == "DefaultDialect" {
                // `DefaultDialect<d>`: ops of `d` drop their prefix inside.
                if !matches!(t.args.as_slice(), [TraitArg::Name(_)]) {
                    self.error(t.span, "`DefaultDialect` takes one dialect name");
                }
            } else if n == "Interface" {
                // `Interface<Name>`: an interface implemented in Rust.
                if !matches!(t.args.as_slice(), [TraitArg::Name(_)]) {
                    self.error(t.span, "`Interface` takes one interface name");
                }
            } else {
                self.error(t.name.span, format!("unknown trait `{n}`"));
            }
        }
    }

    /// Traits that constrain how many operands/results an op has.
    fn trait_shape(&mut self, op: &OpDef, t: &Trait, q: &str) {
        let n = t.name.name.as_str();
        let one = |vs: &[ValueDef]| vs.len() == 1 && vs[0].arity == Arity::Single;
        match n {
            "Involution" if !(one(&op.operands) && one(&op.results)) => self.error(
                t.span,
                format!(
                    "`Involution` needs exactly one operand and one result; `{q}` has {} and {}",
                    op.operands.len(),
                    op.results.len()
                ),
            ),
            "ConstantLike" if !(op.operands.is_empty() && one(&op.results)) => {
                self.error(t.span, "`ConstantLike` needs no operands and one result")
            }
            "SameOperandsAndResultType"
            | "SameOperandsAndResultShape"
            | "SameOperandsAndResultElementType"
                if op.operands.is_empty() || op.results.is_empty() =>
            {
                self.error(
                    t.span,
                    format!("`{n}` needs at least one operand and one result"),
                )
            }
            "AttrSizedOperandSegments" if op.operands.iter().all(|v| v.arity == Arity::Single) => {
                self.error(
                    t.span,
                    "`AttrSizedOperandSegments` without optional or variadic operands",
                )
            }
            "AttrSizedResultSegments" if op.results.iter().all(|v| v.arity == Arity::Single) => {
                self.error(
                    t.span,
                    "`AttrSizedResultSegments` without optional or variadic results",
                )
            }
            "NoTerminator"
            | "SingleBlock"
            | "IsolatedFromAbove"
            | "AutomaticAllocationScope"
            | "SymbolTable"
                if op.regions.is_empty() =>
            {
                self.error(t.span, format!("`{n}` on an op without regions"))
            }
            "Symbol" if op.attr("sym_name").is_none() => self.error(
                t.span,
                "`Symbol` needs a `sym_name` attribute of kind `symbol_name`",
            ),
            _ => {}
        }
    }

    /// An op reference in a trait or pattern: unqualified names and names
    /// qualified with this dialect must exist; other dialects are trusted.
    fn op_ref(&mut self, o: &Ident) -> Option<&'a OpDef> {
        let d = self.d;
        let local = match o.name.split_once('.') {
            Some((dialect, rest)) if dialect == d.name.name => rest,
            Some(_) if d.op(&o.name).is_none() => return None,
            _ => &o.name,
        };
        let found = d.op(local);
        if found.is_none() {
            self.error(
                o.span,
                format!("unknown op `{}` in dialect `{}`", local, d.name.name),
            );
        }
        found
    }

    // -------------------------------------------------------------- patterns

    fn pattern(&mut self, p: &PatternDef) {
        let Some(m) = &p.matcher else {
            self.error(
                p.name.span,
                format!("pattern `{}` has no `match` clause", p.name.name),
            );
            return;
        };
        if p.rewrite.is_empty() {
            self.error(
                p.name.span,
                format!("pattern `{}` has no `rewrite` clause", p.name.name),
            );
        }
        if let Some((b, span)) = p.benefit {
            if !(0..=65535).contains(&b) {
                self.error(span, "benefit must be between 0 and 65535");
            }
        }
        let mut bound: HashSet<String> = HashSet::new();
        self.dag(m, true, &mut bound);
        let root = self.op_lookup(&m.op);
        if let Some(root) = root {
            let fixed = root.results.iter().all(|r| r.arity == Arity::Single);
            if fixed && !root.results.is_empty() && p.rewrite.len() != root.results.len() {
                self.error(
                    p.rewrite.first().map(dag_arg_span).unwrap_or(p.span),
                    format!(
                        "`{}` has {} result(s) but the rewrite gives {}",
                        root.name.name,
                        root.results.len(),
                        p.rewrite.len()
                    ),
                );
            }
        }
        for r in &p.rewrite {
            self.dag_arg(r, false, &mut bound);
        }
        for c in &p.constraints {
            match c {
                PatternConstraint::Native(call) => {
                    for a in &call.args {
                        self.dag_arg(a, false, &mut bound);
                    }
                }
                PatternConstraint::Type(v, tc) => {
                    if !bound.contains(&v.name) {
                        self.error(v.span, format!("`${}` is not bound by the match", v.name));
                    }
                    self.constraint(tc, None);
                }
            }
        }
    }

    fn op_lookup(&self, o: &Ident) -> Option<&'a OpDef> {
        let d = self.d;
        match o.name.split_once('.') {
            Some((dialect, rest)) if dialect == d.name.name => d.op(rest),
            _ => d.op(&o.name),
        }
    }

    fn dag(&mut self, dag: &Dag, matching: bool, bound: &mut HashSet<String>) {
        let op = self.op_ref(&dag.op);
        if let Some(op) = op {
            let min = op.operands.len();
            let max = min + op.attrs.len();
            if dag.args.len() < min || dag.args.len() > max {
                let want = if min == max {
                    format!("{min}")
                } else {
                    format!("{min} to {max}")
                };
                self.error(
                    dag.op.span,
                    format!("`{}` takes {want} argument(s) in a pattern (operands, then attributes), not {}", op.name.name, dag.args.len()),
                );
            } else {
                for (i, a) in dag.args.iter().enumerate().skip(min) {
                    if let (DagArg::Literal(l), Some(attr)) = (a, op.attrs.get(i - min)) {
                        if let Err(why) = self.fits(l, &attr.kind) {
                            self.error(
                                l.span(),
                                format!(
                                    "value for `{}` does not fit its kind: {why}",
                                    attr.name.name
                                ),
                            );
                        }
                    }
                }
            }
        }
        for a in &dag.args {
            self.dag_arg(a, matching, bound);
        }
        if let Some(b) = &dag.bind {
            if matching {
                bound.insert(b.name.clone());
            } else if !bound.insert(b.name.clone()) {
                self.error(b.span, format!("`${}` is already bound", b.name));
            }
        }
    }

    fn dag_arg(&mut self, a: &DagArg, matching: bool, bound: &mut HashSet<String>) {
        match a {
            DagArg::Dag(d) => self.dag(d, matching, bound),
            DagArg::Var(v, c) => {
                if let Some(c) = c {
                    self.constraint(c, None);
                }
                if matching {
                    // A name bound twice in a match means "the same value".
                    bound.insert(v.name.clone());
                } else if !bound.contains(&v.name) {
                    self.error(v.span, format!("`${}` is not bound by the match", v.name));
                }
            }
            DagArg::Wildcard(span) if !matching => {
                self.error(*span, "`_` can only appear in `match`")
            }
            DagArg::Wildcard(_) | DagArg::Literal(_) => {}
            DagArg::Native(call) => {
                if matching {
                    self.error(
                        call.span,
                        "`native(...)` calls can only appear in `rewrite` and `constraint`",
                    );
                }
                for x in &call.args {
                    self.dag_arg(x, matching, bound);
                }
            }
        }
    }
}

// ------------------------------------------------------------------ format of ops

/// The format verifier for one op.
struct FormatCheck<'c, 'a> {
    c: &'c mut Checker<'a>,
    op: &'a OpDef,
    q: String,
    /// Variables used, with where.
    used: HashMap<String, Span>,
    /// Values whose type the format gives.
    typed: HashMap<String, Span>,
    all_operands: bool,
    all_operand_types: bool,
    all_result_types: bool,
    all_regions: bool,
    all_successors: bool,
    attr_dicts: Vec<Span>,
    prop_dicts: Vec<Span>,
}

impl<'c, 'a> FormatCheck<'c, 'a> {
    fn new(c: &'c mut Checker<'a>, op: &'a OpDef) -> Self {
        let q = format!("{}.{}", c.d.name.name, op.name.name);
        FormatCheck {
            c,
            op,
            q,
            used: HashMap::new(),
            typed: HashMap::new(),
            all_operands: false,
            all_operand_types: false,
            all_result_types: false,
            all_regions: false,
            all_successors: false,
            attr_dicts: vec![],
            prop_dicts: vec![],
        }
    }

    fn slot(&self, name: &str) -> Option<Slot> {
        let op = self.op;
        if op.operand(name).is_some() {
            Some(Slot::Operand)
        } else if op.result(name).is_some() {
            Some(Slot::Result)
        } else if op.attr(name).is_some() {
            Some(Slot::Attr)
        } else if op.regions.iter().any(|r| r.name.name == name) {
            Some(Slot::Region)
        } else if op.successors.iter().any(|s| s.name.name == name) {
            Some(Slot::Successor)
        } else {
            None
        }
    }

    /// Whether `$name` may be absent (so it can anchor or sit in a group).
    fn is_optional(&self, name: &str) -> bool {
        let op = self.op;
        if let Some(v) = op.operand(name).or_else(|| op.result(name)) {
            return v.arity != Arity::Single;
        }
        if let Some(a) = op.attr(name) {
            return a.optional || a.default.is_some() || matches!(a.kind, AttrKind::Unit);
        }
        if let Some(r) = op.regions.iter().find(|r| r.name.name == name) {
            return r.arity == Arity::Variadic;
        }
        if let Some(s) = op.successors.iter().find(|s| s.name.name == name) {
            return s.arity == Arity::Variadic;
        }
        false
    }

    fn run(mut self, f: &Format) {
        self.elements(&f.elements, None, true);
        let op = self.op;
        match self.attr_dicts.len() {
            0 => self.c.error(
                f.span,
                format!("format of `{}` has no `attr-dict` directive", self.q),
            ),
            1 => {}
            _ => {
                let s = self.attr_dicts[1];
                self.c.error(s, "`attr-dict` may appear only once")
            }
        }
        if self.prop_dicts.len() > 1 {
            let s = self.prop_dicts[1];
            self.c.error(s, "`prop-dict` may appear only once");
        }
        if !self.all_operands {
            for v in &op.operands {
                if !self.used.contains_key(&v.name.name) {
                    self.c.error(
                        f.span,
                        format!(
                            "operand `${}` of `{}` is not in the format",
                            v.name.name, self.q
                        ),
                    );
                }
            }
        }
        if !self.all_regions {
            for r in &op.regions {
                if !self.used.contains_key(&r.name.name) {
                    self.c.error(
                        f.span,
                        format!(
                            "region `${}` of `{}` is not in the format",
                            r.name.name, self.q
                        ),
                    );
                }
            }
        }
        if !self.all_successors {
            for s in &op.successors {
                if !self.used.contains_key(&s.name.name) {
                    self.c.error(
                        f.span,
                        format!(
                            "successor `${}` of `{}` is not in the format",
                            s.name.name, self.q
                        ),
                    );
                }
            }
        }
        self.types(f.span);
    }

    /// `group`: the span of the enclosing optional group, if any.
    fn elements(&mut self, els: &[FormatElement], group: Option<Span>, top: bool) {
        let mut prev_variadic: Option<&Ident> = None;
        for el in els {
            // Two variadic operands in a row cannot be told apart when parsing.
            let this_variadic = match el {
                FormatElement::Var(v)
                    if self
                        .op
                        .operand(&v.name)
                        .map(|o| o.arity == Arity::Variadic)
                        .unwrap_or(false) =>
                {
                    Some(v)
                }
                _ => None,
            };
            if let (Some(a), Some(b)) = (prev_variadic, this_variadic) {
                self.c.error(b.span, format!("variadic `${}` directly follows variadic `${}`; put a literal between them", b.name, a.name));
            }
            prev_variadic = this_variadic;
            self.element(el, group, top);
        }
    }

    fn element(&mut self, el: &FormatElement, group: Option<Span>, top: bool) {
        match el {
            FormatElement::Literal(l) => self.c.literal(l),
            FormatElement::Var(v) => self.var(v, group),
            FormatElement::Anchor(inner, span) => {
                if group.is_none() {
                    self.c.error(
                        *span,
                        "`^` anchors are only allowed inside an optional group `( ... )?`",
                    );
                }
                self.element(inner, group, top);
            }
            FormatElement::Optional(g) => self.group(g),
            FormatElement::Directive(d, span) => self.directive(d, *span, group, top),
        }
    }

    fn var(&mut self, v: &Ident, group: Option<Span>) {
        match self.slot(&v.name) {
            None => self.c.error(v.span, format!("format names `${}`, which is not an operand, attribute, region or successor of `{}`", v.name, self.q)),
            Some(Slot::Result) => self.c.error(v.span, format!("result `${}` cannot appear by itself; use `type(${})`", v.name, v.name)),
            Some(_) => {
                if let Some(prev) = self.used.insert(v.name.clone(), v.span) {
                    self.c.error_note(v.span, format!("`${}` is already in the format", v.name), prev, "first use here");
                }
                if group.is_some() && !self.is_optional(&v.name) {
                    self.c.error(v.span, format!("`${}` is in an optional group but is not optional", v.name));
                }
            }
        }
    }

    fn group(&mut self, g: &OptionalGroup) {
        let anchors: Vec<&FormatElement> = g
            .then
            .iter()
            .filter(|e| matches!(e, FormatElement::Anchor(..)))
            .collect();
        match anchors.as_slice() {
            [] => self.c.error(
                g.span,
                "optional group has no anchor; mark the element that decides presence with `^`",
            ),
            [FormatElement::Anchor(inner, span)] => self.anchor(inner, *span),
            [_, second, ..] => self
                .c
                .error(second.span(), "optional group has more than one anchor"),
            // Only `Anchor`s were collected.
            [_] => {}
        }
        for e in &g.otherwise {
            if let FormatElement::Anchor(_, s) = e {
                self.c.error(
                    *s,
                    "the else group of an optional group cannot have an anchor",
                );
            }
        }
        match g.then.first() {
            Some(FormatElement::Literal(l)) if l.value.is_empty() => {
                self.c.error(l.span, "an optional group cannot start with the empty literal")
            }
            Some(FormatElement::Literal(_)) | Some(FormatElement::Var(_)) => {}
            Some(FormatElement::Anchor(inner, _))
                if matches!(inner.as_ref(), FormatElement::Var(_) | FormatElement::Literal(_) | FormatElement::Directive(Directive::Custom(..), _)) => {}
            Some(FormatElement::Directive(Directive::Custom(..), _)) => {}
            Some(other) => self.c.error(
                other.span(),
                "an optional group must start with a literal, a variable or a `custom` directive, so the parser can tell whether it is present",
            ),
            None => self.c.error(g.span, "empty optional group"),
        }
        self.elements(&g.then, Some(g.span), false);
        // The else branch prints when the anchor is absent; its variables
        // are not required to be optional.
        self.elements(&g.otherwise, None, false);
    }

    fn anchor(&mut self, inner: &FormatElement, span: Span) {
        match inner {
            FormatElement::Var(v) => {
                if self.slot(&v.name).is_some() && !self.is_optional(&v.name) {
                    self.c.error(
                        span,
                        format!(
                            "anchor `${}` is not optional, variadic, defaulted or a unit attribute",
                            v.name
                        ),
                    );
                }
            }
            FormatElement::Directive(Directive::Type(a), _)
            | FormatElement::Directive(Directive::Qualified(a), _) => match a.as_ref() {
                FormatElement::Var(v) if !self.is_optional(&v.name) => self.c.error(
                    span,
                    format!(
                        "anchor `type(${})` is not of an optional or variadic value",
                        v.name
                    ),
                ),
                FormatElement::Directive(Directive::Type(b), _) => self.anchor(
                    &FormatElement::Directive(Directive::Type(b.clone()), span),
                    span,
                ),
                _ => {}
            },
            FormatElement::Directive(Directive::Custom(..), _) => {}
            FormatElement::Directive(
                Directive::Regions | Directive::Successors | Directive::Operands,
                _,
            ) => {}
            other => self
                .c
                .error(other.span(), "this element cannot be an anchor"),
        }
    }

    fn directive(&mut self, d: &Directive, span: Span, group: Option<Span>, top: bool) {
        match d {
            Directive::AttrDict | Directive::AttrDictWithKeyword => {
                if group.is_some() || !top {
                    self.c
                        .error(span, "`attr-dict` cannot be inside an optional group");
                }
                self.attr_dicts.push(span);
            }
            Directive::PropDict => {
                if group.is_some() || !top {
                    self.c
                        .error(span, "`prop-dict` cannot be inside an optional group");
                }
                self.prop_dicts.push(span);
            }
            Directive::Operands => {
                if self.all_operands
                    || self
                        .op
                        .operands
                        .iter()
                        .any(|o| self.used.contains_key(&o.name.name))
                {
                    self.c.error(
                        span,
                        "`operands` used together with operands already in the format",
                    );
                }
                self.all_operands = true;
            }
            Directive::Regions => self.all_regions = true,
            Directive::Successors => self.all_successors = true,
            Directive::Results => self.c.error(
                span,
                "`results` can only be used inside `type(...)` or `functional-type(...)`",
            ),
            Directive::Params | Directive::Struct(_) => self.c.error(
                span,
                format!("`{}` is only for type and attribute formats", d.word()),
            ),
            Directive::Type(a) => self.type_arg(a),
            Directive::Qualified(a) => match a.as_ref() {
                FormatElement::Directive(Directive::Type(t), _) => self.type_arg(t),
                FormatElement::Var(v) if self.slot(&v.name) == Some(Slot::Attr) => {
                    self.var(v, group)
                }
                other => self.c.error(
                    other.span(),
                    "`qualified` takes `type(...)` or an attribute `$name`",
                ),
            },
            Directive::FunctionalType(a, b) => {
                self.type_arg(a);
                self.type_arg(b);
            }
            Directive::Ref(_) => self
                .c
                .error(span, "`ref` can only be used inside `custom<...>(...)`"),
            Directive::Custom(_, args) => {
                for a in args {
                    match a {
                        FormatElement::Var(v) => self.var(v, group),
                        FormatElement::Directive(Directive::Type(t), _) => self.type_arg(t),
                        FormatElement::Directive(Directive::Qualified(q), _) => {
                            if let FormatElement::Directive(Directive::Type(t), _) = q.as_ref() {
                                self.type_arg(t)
                            }
                        }
                        FormatElement::Directive(Directive::Ref(r), _) => self.ref_arg(r),
                        FormatElement::Directive(Directive::AttrDict, s) => self.attr_dicts.push(*s),
                        FormatElement::Directive(Directive::Operands | Directive::Regions | Directive::Successors, s) => {
                            self.directive(match a {
                                FormatElement::Directive(d, _) => d,
                                _ => return,
                            }, *s, group, top)
                        }
                        other => self.c.error(other.span(), "`custom` takes `$name`, `type(...)`, `ref(...)` or `attr-dict` arguments"),
                    }
                }
            }
            Directive::OIList(clauses) => {
                let mut kws: HashMap<&str, Span> = HashMap::new();
                for cl in clauses {
                    if let Some(prev) = kws.insert(&cl.keyword.value, cl.keyword.span) {
                        self.c.error_note(
                            cl.keyword.span,
                            format!("duplicate oilist keyword `{}`", cl.keyword.value),
                            prev,
                            "first here",
                        );
                    }
                    if !is_keyword(&cl.keyword.value) {
                        self.c.error(
                            cl.keyword.span,
                            "an oilist clause must start with a keyword",
                        );
                    }
                    // Each clause may be absent, so it behaves like an optional group.
                    self.elements(&cl.elements, Some(cl.span), false);
                }
            }
        }
    }

    /// The argument of `type(...)` / `functional-type(...)`.
    fn type_arg(&mut self, a: &FormatElement) {
        match a {
            FormatElement::Var(v) => match self.slot(&v.name) {
                Some(Slot::Operand) | Some(Slot::Result) => {
                    if let Some(prev) = self.typed.insert(v.name.clone(), v.span) {
                        self.c.error_note(
                            v.span,
                            format!("type of `${}` is already in the format", v.name),
                            prev,
                            "first here",
                        );
                    }
                }
                _ => self.c.error(
                    v.span,
                    format!(
                        "`type(${})` needs an operand or result of `{}`",
                        v.name, self.q
                    ),
                ),
            },
            FormatElement::Directive(Directive::Operands, _) => self.all_operand_types = true,
            FormatElement::Directive(Directive::Results, _) => self.all_result_types = true,
            other => self.c.error(
                other.span(),
                "expected `$operand`, `$result`, `operands` or `results`",
            ),
        }
    }

    fn ref_arg(&mut self, r: &FormatElement) {
        match r {
            FormatElement::Var(v) if !self.used.contains_key(&v.name) => {
                self.c.error(
                    v.span,
                    format!("`ref(${})` must follow a use of `${}`", v.name, v.name),
                );
            }
            FormatElement::Directive(Directive::Type(t), _) => {
                if let FormatElement::Var(v) = t.as_ref() {
                    if !self.typed.contains_key(&v.name) {
                        self.c.error(
                            v.span,
                            format!("`ref(type(${}))` must follow `type(${})`", v.name, v.name),
                        );
                    }
                }
            }
            _ => {}
        }
    }

    /// Every operand and result type must be known after parsing: written in
    /// the format, a fixed builtin type, or derived through `SameAs`,
    /// `SameShape`, `ElementOf`, type-equality traits or inference.
    fn types(&mut self, span: Span) {
        let op = self.op;
        let mut known: HashSet<String> = self.typed.keys().cloned().collect();
        if self.all_operand_types {
            known.extend(op.operands.iter().map(|v| v.name.name.clone()));
        }
        if self.all_result_types
            || op.has_trait("InferTypeOpInterface")
            || op.has_trait("InferTypeOpAdaptor")
            || op.hook(HookKind::Infer).is_some()
        {
            known.extend(op.results.iter().map(|v| v.name.name.clone()));
        }
        // Typed attributes carry their own type.
        known.extend(
            op.attrs
                .iter()
                .filter(|a| has_type(&a.kind))
                .map(|a| a.name.name.clone()),
        );
        let values: Vec<&ValueDef> = op.operands.iter().chain(op.results.iter()).collect();
        let mut groups: Vec<Vec<String>> = vec![];
        for t in &op.traits {
            if t.name.name == "AllTypesMatch" {
                groups.push(
                    t.args
                        .iter()
                        .filter_map(|a| {
                            if let TraitArg::Var(v) = a {
                                Some(v.name.clone())
                            } else {
                                None
                            }
                        })
                        .collect(),
                );
            }
        }
        if op.has_trait("SameOperandsAndResultType") {
            groups.push(values.iter().map(|v| v.name.name.clone()).collect());
        }
        if op.has_trait("SameTypeOperands") {
            groups.push(op.operands.iter().map(|v| v.name.name.clone()).collect());
        }
        loop {
            let before = known.len();
            for v in &values {
                if known.contains(&v.name.name) {
                    // `SameAs` is symmetric: knowing `$x` gives its twin.
                    if let TypeConstraint::SameAs(x) = &v.constraint {
                        known.insert(x.name.clone());
                    }
                    continue;
                }
                let derived = match &v.constraint {
                    TypeConstraint::Exact(_) => true,
                    // A type of this dialect without parameters is one type.
                    TypeConstraint::Named(n) => matches!(
                        self.c.d.resolve(&n.name),
                        Some(NamedRef::Type(t)) if t.params.is_empty()
                    ),
                    TypeConstraint::SameAs(x) | TypeConstraint::ElementOf(x) => {
                        known.contains(&x.name)
                    }
                    TypeConstraint::SameShape(x, e) => {
                        known.contains(&x.name) && matches!(e.as_ref(), TypeConstraint::Exact(_))
                    }
                    _ => false,
                };
                if derived {
                    known.insert(v.name.name.clone());
                }
            }
            for g in &groups {
                if g.iter().any(|n| known.contains(n)) {
                    known.extend(g.iter().cloned());
                }
            }
            if known.len() == before {
                break;
            }
        }
        for v in &op.operands {
            if !known.contains(&v.name.name) {
                self.c.error(span, format!("type of operand `${}` of `{}` cannot be inferred; add `type(${})` to the format", v.name.name, self.q, v.name.name));
            }
        }
        for v in &op.results {
            if !known.contains(&v.name.name) {
                self.c.error(span, format!("type of result `${}` of `{}` cannot be inferred; add `type(${})` to the format", v.name.name, self.q, v.name.name));
            }
        }
    }
}

// ------------------------------------------------------------------ helpers

/// Attribute kinds whose values have a type (usable with `SameAs`).
fn has_type(k: &AttrKind) -> bool {
    matches!(
        k,
        AttrKind::Typed(_)
            | AttrKind::Elements(_)
            | AttrKind::Int(_)
            | AttrKind::BoundedInt(..)
            | AttrKind::Float(_)
    )
}

/// An MLIR bare identifier (keyword): `[A-Za-z_][A-Za-z0-9_$.]*`.
fn is_keyword(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(ch) if ch.is_ascii_alphabetic() || ch == '_')
        && c.all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '$' | '.'))
}

fn int_fits(v: i128, ty: Option<&BuiltinType>) -> Result<(), String> {
    let (lo, hi) = match ty {
        None => return Ok(()),
        Some(BuiltinType::Index) => (i64::MIN as i128, i64::MAX as i128),
        Some(BuiltinType::Integer { width, signedness }) => {
            // Literals never exceed 64 bits (the parser refuses more), so
            // capping the width keeps the shifts below in range.
            let w = (*width).clamp(1, 100);
            match signedness {
                // Signless values may be written either way (`-1 : i8` and `255 : i8`).
                Signedness::Signless => (-(1i128 << (w - 1)), (1i128 << w) - 1),
                Signedness::Signed => (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1),
                Signedness::Unsigned => (0, (1i128 << w) - 1),
            }
        }
        Some(_) => return Err("an integer of an integer type".into()),
    };
    if v < lo || v > hi {
        Err(format!(
            "{v} does not fit in {}",
            ty.map(|t| t.to_string()).unwrap_or_default()
        ))
    } else {
        Ok(())
    }
}

fn raw_text(lit: &Literal) -> Result<(), String> {
    match lit {
        Literal::Str(_) => Ok(()),
        _ => Err("a string holding the attribute in MLIR syntax".into()),
    }
}

fn trait_arg_span(a: &TraitArg) -> Span {
    match a {
        TraitArg::Var(v) | TraitArg::Name(v) => v.span,
        TraitArg::Int(_, s) => *s,
        TraitArg::Str(t) => t.span,
    }
}

fn dag_arg_span(a: &DagArg) -> Span {
    match a {
        DagArg::Dag(d) => d.span,
        DagArg::Var(v, _) => v.span,
        DagArg::Wildcard(s) => *s,
        DagArg::Literal(l) => l.span(),
        DagArg::Native(c) => c.span,
    }
}

//! A dialect definition written as IRDL, MLIR's dialect for defining
//! dialects, so that `mlir-opt --irdl-file=FILE` parses and verifies IR in
//! a tessera dialect without any C++.
//!
//! IRDL (as LLVM 22 implements it) checks an op's operand, result, region
//! and required-attribute counts, and each value or attribute against a
//! constraint: an exact type or attribute (`irdl.is`), a base (`irdl.base
//! "!builtin.tensor"`, `irdl.base @torch::@vtensor`), and `any_of`/`all_of`
//! of those. Everything else a `.dialect` file says is listed in comments
//! of the export, op by op, with the reasons that hold for every op in the
//! header. Two properties of IRDL shape the mapping:
//!
//! - A constraint is a variable: every value checked against the same SSA
//!   constraint must have the same type. `SameAs<$x>` is therefore exact
//!   (the operand's own variable), but every other value gets fresh
//!   constraint ops, and the elements of a variadic operand must all have
//!   one type.
//! - IRDL types and attributes take a fixed list of parameters, each an
//!   attribute, spelled `!d.name<p1, p2>`. A dialect type is therefore
//!   exported with the parameters its definition declares, and IR is
//!   printed for mlir-opt in that spelling (`ir-opt --print-irdl-generic`).

use crate::ast::*;
use crate::parse::FLOAT_TYPES;
use std::collections::HashMap;
use std::fmt::Write;

/// What IRDL cannot express for any op: said once, in the header.
const LIMITS: &str = "\
// What IRDL cannot express, and so is not checked by this export:
// - traits and interfaces: an op is never a terminator for MLIR's verifier, so a
//   region whose block ends in an op of this dialect is rejected (`block with no
//   terminator`); IR whose regions end in builtin terminators (func.return,
//   scf.yield) verifies;
// - Rust verifiers (`verify native`), shape and type inference, folders;
// - element types and shapes of builtin tensors, vectors and memrefs;
// - optional and defaulted attributes (IRDL attributes are required);
// - successors; variadic regions;
// - the elements of a variadic operand or result must all have one type (an IRDL
//   constraint binds to the first value it matches);
// - type and attribute parameters are not constrained;
// - ops, types and attributes whose names are not lowercase letters, digits and
//   single underscores (`aten.add.Tensor`, `reduce.return`, `Device`): IRDL
//   rejects such names, so they are listed below and IR using them is rejected.
";

/// The IRDL text of dialect `namespace`, from its definition files (torch's
/// `torch.dialect` and `aten.dialect` together).
pub fn export(namespace: &str, defs: &[&Dialect]) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// The `{namespace}` dialect as IRDL, written by tessera (`ir-opt --emit-irdl={namespace}`)."
    );
    out.push_str(
        "// Load it with `mlir-opt --irdl-file=FILE`; print IR for it with\n\
         // `ir-opt --print-irdl-generic` (properties as attributes, dialect types and\n\
         // attributes as `!d.name<param, ...>`).\n",
    );
    out.push_str(LIMITS);
    let mut refused: Vec<String> = defs
        .iter()
        .flat_map(|d| &d.ops)
        .filter(|op| !valid_name(&op.name.name))
        .map(|op| format!("op {namespace}.{}: not a valid IRDL name", op.name))
        .collect();
    let (items, bad) = items(defs);
    for (kind, m) in bad {
        refused.push(format!(
            "{} {namespace}.{m}: not a valid IRDL name",
            kind.word()
        ));
    }
    if !refused.is_empty() {
        let _ = writeln!(
            out,
            "// Not exported ({} names IRDL refuses):",
            refused.len()
        );
        for r in &refused {
            let _ = writeln!(out, "//   {r}");
        }
    }
    let renamed: Vec<&Item> = items.iter().filter(|i| i.name != i.mnemonic).collect();
    for i in &renamed {
        let _ = writeln!(
            out,
            "// {} {namespace}.{} is `{}` here: an op has its name, and IRDL has one symbol table",
            i.kind.word(),
            i.mnemonic,
            i.name
        );
    }
    let _ = writeln!(out, "irdl.dialect @{} {{", symbol(namespace));
    for i in &items {
        param_def(&mut out, i);
    }
    let exported: Vec<(Kind, &str, &str)> = items
        .iter()
        .map(|i| (i.kind, i.mnemonic.as_str(), i.name.as_str()))
        .collect();
    for d in defs {
        for op in d.ops.iter().filter(|o| valid_name(&o.name.name)) {
            OpWriter::new(namespace, d, &exported).op(&mut out, op);
        }
    }
    out.push_str("}\n");
    out
}

/// Whether IRDL (LLVM 22) accepts `s` as the name of an op, type,
/// attribute, operand, result, region or parameter: lowercase letters,
/// digits and single underscores, starting with a letter.
pub fn valid_name(s: &str) -> bool {
    s.starts_with(|c: char| c.is_ascii_lowercase())
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && !s.contains("__")
}

/// An operand, result, region or parameter name made acceptable to IRDL
/// (they only label diagnostics): `outLHS` is `out_lhs`.
fn label(s: &str, taken: &mut Vec<String>) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in s.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            out.push('_');
            prev_lower = false;
        }
    }
    while out.contains("__") {
        out = out.replace("__", "_");
    }
    let mut out = out.trim_matches('_').to_string();
    if !out.starts_with(|c: char| c.is_ascii_lowercase()) {
        out.insert(0, 'v');
    }
    let base = out.clone();
    let mut k = 1;
    while taken.contains(&out) {
        out = format!("{base}{k}");
        k += 1;
    }
    taken.push(out.clone());
    out
}

/// A type or an attribute.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A type (`!d.name`).
    Type,
    /// An attribute (`#d.name`).
    Attr,
}

impl Kind {
    fn word(self) -> &'static str {
        match self {
            Kind::Type => "type",
            Kind::Attr => "attribute",
        }
    }
}

/// A type or attribute the export defines.
#[derive(Clone, Debug)]
pub struct Item {
    /// Type or attribute.
    pub kind: Kind,
    /// Its mnemonic in tessera's IR (`dot`).
    pub mnemonic: String,
    /// Its IRDL name: the mnemonic, or `dot_attr` when an op has the
    /// mnemonic (IRDL keeps ops, types and attributes in one symbol table;
    /// MLIR does not).
    pub name: String,
    /// Declared parameter count.
    pub params: usize,
    def: TypeDef,
}

/// The types and attributes of a dialect's definitions as the export
/// names them, and the ones IRDL refuses by name. An attribute whose
/// mnemonic names another dialect (`arith.fastmath` in math) is that
/// dialect's.
pub fn items(defs: &[&Dialect]) -> (Vec<Item>, Vec<(Kind, String)>) {
    let mut taken: Vec<String> = defs
        .iter()
        .flat_map(|d| &d.ops)
        .map(|o| o.name.name.clone())
        .collect();
    let (mut out, mut bad) = (Vec::new(), Vec::new());
    let all = defs
        .iter()
        .flat_map(|d| d.types.iter().map(|t| (Kind::Type, t)))
        .chain(defs.iter().flat_map(|d| {
            d.attrs
                .iter()
                .filter(|a| !a.mnemonic().contains('.'))
                .map(|a| (Kind::Attr, a))
        }));
    for (kind, t) in all {
        let m = t.mnemonic();
        if !valid_name(m) {
            bad.push((kind, m.to_string()));
            continue;
        }
        let suffix = match kind {
            Kind::Type => "_type",
            Kind::Attr => "_attr",
        };
        let mut name = m.to_string();
        while taken.contains(&name) {
            name.push_str(suffix);
        }
        taken.push(name.clone());
        out.push(Item {
            kind,
            mnemonic: m.to_string(),
            name,
            params: t.params.len(),
            def: t.clone(),
        });
    }
    (out, bad)
}

/// `irdl.type @name { ... }` with the declared parameters, unconstrained.
fn param_def(out: &mut String, item: &Item) {
    let t = &item.def;
    let _ = write!(out, "  irdl.{} @{}", item.kind.word(), symbol(&item.name));
    if t.params.is_empty() {
        out.push_str(" {\n  }\n");
        return;
    }
    out.push_str(" {\n");
    let mut names = Vec::new();
    let mut taken = Vec::new();
    for (i, p) in t.params.iter().enumerate() {
        let _ = writeln!(out, "    %{i} = irdl.any");
        names.push(format!("{}: %{i}", label(&p.name.name, &mut taken)));
    }
    let _ = writeln!(out, "    irdl.parameters({})\n  }}", names.join(", "));
}

/// A symbol name, quoted unless it is a bare identifier.
fn symbol(s: &str) -> String {
    let bare = s
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'));
    if bare {
        s.to_string()
    } else {
        format!("{s:?}")
    }
}

/// Builds one `irdl.operation`: constraint ops, then the lists.
struct OpWriter<'d> {
    namespace: &'d str,
    dialect: &'d Dialect,
    /// Constraint ops, one per line.
    lines: Vec<String>,
    /// What this op's definition says that the export does not check.
    notes: Vec<String>,
    /// The constraint variable of each operand and result, for `SameAs`.
    vars: HashMap<String, String>,
    /// Labels used in this op's lists.
    taken: Vec<String>,
    /// The dialect's types and attributes that the export defines: kind,
    /// mnemonic, IRDL name.
    exported: &'d [(Kind, &'d str, &'d str)],
    /// The variables that accept anything (`irdl.any`, which IRDL does
    /// not allow inside `any_of`).
    anys: Vec<String>,
}

impl<'d> OpWriter<'d> {
    fn new(
        namespace: &'d str,
        dialect: &'d Dialect,
        exported: &'d [(Kind, &'d str, &'d str)],
    ) -> Self {
        OpWriter {
            namespace,
            dialect,
            lines: Vec::new(),
            notes: Vec::new(),
            vars: HashMap::new(),
            taken: Vec::new(),
            exported,
            anys: Vec::new(),
        }
    }

    fn op(mut self, out: &mut String, op: &OpDef) {
        let mut operands = Vec::new();
        for v in &op.operands {
            operands.push(self.value(v));
        }
        let mut results = Vec::new();
        for v in &op.results {
            results.push(self.value(v));
        }
        let mut attrs = Vec::new();
        for a in &op.attrs {
            if a.optional || a.default.is_some() || a.kind == AttrKind::Unit {
                self.notes
                    .push(format!("optional attribute `{}` not checked", a.name));
                continue;
            }
            let v = self.attr(&a.kind);
            attrs.push(format!("{:?} = {v}", a.name.name));
        }
        let mut regions = Vec::new();
        if op.regions.iter().any(|r| r.arity != Arity::Single) {
            self.notes
                .push("variadic regions: region count not checked".into());
        } else {
            for r in &op.regions {
                let v = self.fresh();
                let size = match r.blocks {
                    RegionBlocks::Exactly(n) => format!(" with size {n}"),
                    _ => String::new(),
                };
                self.lines.push(format!("{v} = irdl.region{size}"));
                let l = label(&r.name.name, &mut self.taken);
                regions.push(format!("{l}: {v}"));
            }
        }
        if !op.successors.is_empty() {
            self.notes.push("successors not checked".into());
        }
        if op.hook(HookKind::Verify).is_some() {
            self.notes.push("Rust verifier not run".into());
        }
        let traits: Vec<&str> = op
            .traits
            .iter()
            .map(|t| t.name.name.as_str())
            .filter(|t| {
                matches!(
                    *t,
                    "Terminator"
                        | "SameOperandsAndResultType"
                        | "SameOperandsAndResultShape"
                        | "SameOperandsAndResultElementType"
                        | "SameTypeOperands"
                        | "AttrSizedOperandSegments"
                        | "HasParent"
                        | "IsolatedFromAbove"
                )
            })
            .collect();
        if !traits.is_empty() {
            self.notes
                .push(format!("traits not checked: {}", traits.join(", ")));
        }
        self.notes.dedup();
        for n in &self.notes {
            let _ = writeln!(out, "  // {}.{}: {n}", self.namespace, op.name);
        }
        let _ = writeln!(out, "  irdl.operation @{} {{", symbol(&op.name.name));
        for l in &self.lines {
            let _ = writeln!(out, "    {l}");
        }
        for (word, list) in [("operands", &operands), ("results", &results)] {
            if !list.is_empty() {
                let _ = writeln!(out, "    irdl.{word}({})", list.join(", "));
            }
        }
        if !attrs.is_empty() {
            let _ = writeln!(out, "    irdl.attributes {{{}}}", attrs.join(", "));
        }
        if !regions.is_empty() {
            let _ = writeln!(out, "    irdl.regions({})", regions.join(", "));
        }
        out.push_str("  }\n");
    }

    /// `name: [optional|variadic] %c` for an operand or result.
    fn value(&mut self, v: &ValueDef) -> String {
        let c = self.ty(&v.constraint);
        self.vars.insert(v.name.name.clone(), c.clone());
        let arity = match v.arity {
            Arity::Single => "",
            Arity::Optional => "optional ",
            Arity::Variadic => "variadic ",
        };
        format!("{}: {arity}{c}", label(&v.name.name, &mut self.taken))
    }

    /// The IRDL name of an exported type or attribute.
    fn irdl_name(&self, kind: Kind, mnemonic: &str) -> Option<String> {
        self.exported
            .iter()
            .find(|(k, m, _)| *k == kind && *m == mnemonic)
            .map(|(_, _, n)| n.to_string())
    }

    fn fresh(&self) -> String {
        format!("%{}", self.lines.len())
    }

    fn emit(&mut self, rhs: String) -> String {
        let v = self.fresh();
        self.lines.push(format!("{v} = {rhs}"));
        v
    }

    fn any(&mut self) -> String {
        let v = self.emit("irdl.any".into());
        self.anys.push(v.clone());
        v
    }

    fn base(&mut self, name: &str) -> String {
        self.emit(format!("irdl.base \"{name}\""))
    }

    fn is(&mut self, value: &str) -> String {
        self.emit(format!("irdl.is {value}"))
    }

    fn any_of(&mut self, vars: Vec<String>) -> String {
        if let Some(any) = vars.iter().find(|v| self.anys.contains(v)) {
            return any.clone();
        }
        match vars.as_slice() {
            [one] => one.clone(),
            _ => self.emit(format!("irdl.any_of({})", vars.join(", "))),
        }
    }

    fn bases(&mut self, names: &[&str]) -> String {
        let vars = names.iter().map(|n| self.base(n)).collect();
        self.any_of(vars)
    }

    fn floats(&mut self) -> Vec<String> {
        FLOAT_TYPES.iter().map(|f| self.is(f)).collect()
    }

    fn note(&mut self, what: String) {
        if !self.notes.contains(&what) {
            self.notes.push(what);
        }
    }

    /// The constraint variable for a type constraint.
    fn ty(&mut self, c: &TypeConstraint) -> String {
        const SHAPED: [&str; 3] = [
            "!builtin.vector",
            "!builtin.tensor",
            "!builtin.unranked_tensor",
        ];
        match c {
            TypeConstraint::Any => self.any(),
            TypeConstraint::Exact(t) => self.is(&t.to_string()),
            TypeConstraint::Class(k) => {
                let like = |w: &mut Self, scalars: Vec<String>| {
                    w.note("element types of vectors and tensors not checked".into());
                    let mut v = scalars;
                    v.extend(SHAPED.iter().map(|b| w.base(b)));
                    w.any_of(v)
                };
                match k {
                    TypeClass::AnyInteger => self.base("!builtin.integer"),
                    TypeClass::AnySignlessInteger
                    | TypeClass::AnySignedInteger
                    | TypeClass::AnyUnsignedInteger => {
                        self.note("integer signedness not checked".into());
                        self.base("!builtin.integer")
                    }
                    TypeClass::AnyFloat => {
                        let v = self.floats();
                        self.any_of(v)
                    }
                    TypeClass::SignlessIntegerOrIndex => {
                        let v = vec![self.base("!builtin.integer"), self.is("index")];
                        self.any_of(v)
                    }
                    TypeClass::SignlessIntegerLike | TypeClass::IntegerLike => {
                        let v = vec![self.base("!builtin.integer")];
                        like(self, v)
                    }
                    TypeClass::SignlessIntegerOrIndexLike => {
                        let v = vec![self.base("!builtin.integer"), self.is("index")];
                        like(self, v)
                    }
                    TypeClass::FloatLike => {
                        let v = self.floats();
                        like(self, v)
                    }
                    TypeClass::BoolLike => {
                        let v = vec![self.is("i1")];
                        like(self, v)
                    }
                    TypeClass::IndexLike => {
                        let v = vec![self.is("index")];
                        like(self, v)
                    }
                    TypeClass::AnyComplex => self.base("!builtin.complex"),
                    TypeClass::AnyTensor => {
                        self.bases(&["!builtin.tensor", "!builtin.unranked_tensor"])
                    }
                    TypeClass::AnyRankedTensor => self.base("!builtin.tensor"),
                    TypeClass::AnyVector => self.base("!builtin.vector"),
                    TypeClass::AnyMemRef => {
                        self.bases(&["!builtin.memref", "!builtin.unranked_memref"])
                    }
                    TypeClass::AnyShaped => self.bases(&[
                        "!builtin.tensor",
                        "!builtin.unranked_tensor",
                        "!builtin.vector",
                        "!builtin.memref",
                        "!builtin.unranked_memref",
                    ]),
                    TypeClass::Function => self.base("!builtin.function"),
                }
            }
            TypeConstraint::Container(k, elem) => {
                if **elem != TypeConstraint::Any {
                    self.note(format!("element type of `{c}` not checked"));
                }
                match k {
                    Container::Tensor => {
                        self.bases(&["!builtin.tensor", "!builtin.unranked_tensor"])
                    }
                    Container::RankedTensor => self.base("!builtin.tensor"),
                    Container::Vector => self.base("!builtin.vector"),
                    Container::MemRef => {
                        self.bases(&["!builtin.memref", "!builtin.unranked_memref"])
                    }
                    Container::Shaped => self.bases(&[
                        "!builtin.tensor",
                        "!builtin.unranked_tensor",
                        "!builtin.vector",
                        "!builtin.memref",
                        "!builtin.unranked_memref",
                    ]),
                    Container::Complex => self.base("!builtin.complex"),
                }
            }
            TypeConstraint::SameAs(x) => match self.vars.get(&x.name) {
                Some(v) => v.clone(),
                None => {
                    self.note(format!(
                        "`${x}` (the type of a later value or attribute) not checked"
                    ));
                    self.any()
                }
            },
            TypeConstraint::SameShape(..) | TypeConstraint::ElementOf(_) => {
                self.note(format!("`{c}` not checked"));
                self.any()
            }
            TypeConstraint::Named(n) => match self.dialect.resolve(&n.name) {
                Some(NamedRef::Constraint(def)) => self.ty(&def.constraint),
                Some(NamedRef::Type(t)) => match self.irdl_name(Kind::Type, t.mnemonic()) {
                    Some(n) => {
                        let ns = symbol(self.namespace);
                        self.emit(format!("irdl.base @{ns}::@{}", symbol(&n)))
                    }
                    None => self.any(),
                },
                _ => self.any(),
            },
            TypeConstraint::Native(h) => {
                self.note(format!("Rust type predicate `{}` not checked", h.value));
                self.any()
            }
            TypeConstraint::AnyOf(v) => {
                let vars = v.iter().map(|c| self.ty(c)).collect();
                self.any_of(vars)
            }
            TypeConstraint::AllOf(v) => {
                // A Rust predicate narrows what the others say: noted, and
                // the others checked.
                let (native, v): (Vec<_>, Vec<_>) = v
                    .iter()
                    .partition(|c| matches!(c, TypeConstraint::Native(_)));
                for n in native {
                    if let TypeConstraint::Native(h) = n {
                        self.note(format!("Rust type predicate `{}` not checked", h.value));
                    }
                }
                if v.is_empty() {
                    return self.any();
                }
                let vars: Vec<String> = v.iter().map(|c| self.ty(c)).collect();
                let mut some: Vec<String> = vars
                    .iter()
                    .filter(|v| !self.anys.contains(v))
                    .cloned()
                    .collect();
                match some.len() {
                    0 => vars[0].clone(),
                    1 => some.remove(0),
                    _ => self.emit(format!("irdl.all_of({})", some.join(", "))),
                }
            }
            TypeConstraint::Not(_) => {
                self.note(format!("`{c}` not checked"));
                self.any()
            }
        }
    }

    /// The constraint variable for an attribute kind.
    fn attr(&mut self, k: &AttrKind) -> String {
        match k {
            AttrKind::Any | AttrKind::Typed(_) => self.any(),
            AttrKind::Int(_) | AttrKind::BoundedInt(..) => self.base("#builtin.integer"),
            AttrKind::Float(_) => self.base("#builtin.float"),
            AttrKind::String | AttrKind::SymbolName => self.base("#builtin.string"),
            AttrKind::Bool => {
                let v = vec![self.is("true"), self.is("false")];
                self.any_of(v)
            }
            AttrKind::Unit => self.is("unit"),
            AttrKind::Type(_) => self.base("#builtin.type"),
            AttrKind::Array(_) => self.base("#builtin.array"),
            AttrKind::DenseArray(_) => self.base("#builtin.dense_array"),
            AttrKind::Dict => self.base("#builtin.dictionary"),
            AttrKind::SymbolRef | AttrKind::FlatSymbolRef => self.base("#builtin.symbol_ref"),
            AttrKind::AffineMap => self.base("#builtin.affine_map"),
            AttrKind::Elements(_) => self.bases(&[
                "#builtin.dense_int_or_fp_elements",
                "#builtin.dense_resource_elements",
                "#builtin.dense_string_elements",
                "#builtin.sparse_elements",
            ]),
            AttrKind::Named(n) => match self.dialect.resolve(&n.name) {
                Some(NamedRef::Enum(e)) if !e.bits => {
                    let storage = e.storage.to_string();
                    let values: Vec<i128> = e
                        .cases
                        .iter()
                        .filter_map(|c| match c.value {
                            CaseValue::Int(v, _) => Some(v),
                            CaseValue::Combo(_) => None,
                        })
                        .collect();
                    let vars = values
                        .iter()
                        .map(|v| self.is(&format!("{v} : {storage}")))
                        .collect();
                    self.any_of(vars)
                }
                Some(NamedRef::Enum(_)) => self.base("#builtin.integer"),
                Some(NamedRef::Attr(a)) => match self.irdl_name(Kind::Attr, a.mnemonic()) {
                    Some(n) => {
                        let ns = symbol(self.namespace);
                        self.emit(format!("irdl.base @{ns}::@{}", symbol(&n)))
                    }
                    None => self.any(),
                },
                _ => self.any(),
            },
        }
    }
}

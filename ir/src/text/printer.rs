//! The printer: MLIR's generic form (and the custom forms `ir` knows),
//! byte for byte as `mlir-opt` 22 prints it.

use super::alias::{self, Aliases, Key};
use super::elements::{read_float_bits, read_int, storage_bytes};
use super::names::{Names, ValueName};
use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::block::{Block, Region};
use crate::context::{Context, ResourceValue};
use crate::float::{format_mlir_float, FloatKind};
use crate::operation::Op;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};
use crate::value::Value;
use std::fmt::Write;

/// Printing flags, named after mlir-opt's.
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// `--mlir-print-op-generic`.
    pub generic: bool,
    /// `--mlir-print-debuginfo`.
    pub debuginfo: bool,
    /// `--mlir-use-nameloc-as-prefix`: a value whose location is a name
    /// (`loc("x"(...))`) prints as `%x`.
    pub nameloc_prefix: bool,
}

/// How much of an attribute's type may be left out.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Elide {
    Never,
    May,
    /// MLIR's `printAttributeWithoutType`: ints and floats never show it.
    Must,
}

pub(super) struct Printer<'c> {
    pub(super) ctx: &'c Context,
    pub(super) out: String,
    aliases: Aliases,
    names: Option<Names>,
    opts: PrintOptions,
    pub(super) indent: usize,
    /// dense_resource keys in first-use order.
    resources: Vec<crate::intern::Ident>,
    /// Print-order numbers of distinct attributes.
    distinct_ids: rustc_hash::FxHashMap<Attribute, usize>,
    /// Dialects whose prefix custom forms elide, innermost last.
    default_dialect: Vec<&'c str>,
    /// Print non-splat elements attributes with more elements than this
    /// as `dense_resource<__elided__>`.
    elide_elements: Option<usize>,
    /// Where finished text goes (`None`: keep it all in `out`).
    sink: Option<&'c mut dyn std::io::Write>,
    /// The first write error, reported at the end.
    io_error: Option<std::io::Error>,
}

/// Prints `op` as a whole file: aliases, the op, deferred aliases and the
/// resources section.
pub fn print_op(ctx: &Context, op: Op, opts: PrintOptions) -> String {
    let mut out = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = print_op_to(ctx, op, opts, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Like [`print_op`], streaming to `sink` in pieces so a large module is
/// never held in memory twice.
pub fn print_op_to(
    ctx: &Context,
    op: Op,
    opts: PrintOptions,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let aliases = alias::collect(ctx, op, opts.debuginfo, opts.generic);
    let names = Names::new(ctx, op, opts.generic, opts.nameloc_prefix);
    let mut p = Printer {
        ctx,
        out: String::with_capacity(FLUSH_AT + 4096),
        aliases,
        names: Some(names),
        opts,
        indent: 0,
        resources: Vec::new(),
        distinct_ids: Default::default(),
        default_dialect: vec!["builtin"],
        elide_elements: None,
        sink: Some(sink),
        io_error: None,
    };
    p.print_alias_defs(false);
    p.print_op(op);
    p.out.push('\n');
    p.print_alias_defs(true);
    p.print_resources();
    p.flush(true);
    match p.io_error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// `op` printed on its own, as MLIR's `useLocalScope` printing does for
/// an op inside a module (pass dumps): values numbered from `op`, no
/// alias definitions, locations inline.
pub fn print_op_local(ctx: &Context, op: Op, opts: PrintOptions) -> String {
    let mut p = Printer::bare(ctx);
    p.names = Some(Names::new(ctx, op, opts.generic, opts.nameloc_prefix));
    p.opts = opts;
    p.print_op(op);
    p.out.push('\n');
    p.out
}

/// `op` as mlir-opt shows it in a diagnostic's "see current operation"
/// note: generic form, values numbered from the nearest isolated-from-above
/// ancestor, no aliases, elements attributes of more than 16 elements
/// elided.
pub fn print_op_for_diagnostic(ctx: &Context, op: Op, debuginfo: bool) -> String {
    let mut scope = op;
    loop {
        let isolated = ctx
            .op_info(scope)
            .is_some_and(|i| i.traits.isolated_from_above);
        let parent = ctx.op(scope).parent.and_then(|b| ctx.block_parent_op(b));
        match parent {
            Some(p) if !isolated => scope = p,
            _ => break,
        }
    }
    let mut p = Printer::bare(ctx);
    p.names = Some(Names::new(ctx, scope, true, false));
    // The command line's debug-info flag applies here too (inline, no aliases).
    p.opts = PrintOptions {
        generic: true,
        debuginfo,
        nameloc_prefix: false,
    };
    p.elide_elements = Some(16);
    p.print_op(op);
    p.out
}

/// Buffered bytes after which the printer hands text to its sink.
const FLUSH_AT: usize = 1 << 16;

/// A type as text, without aliases.
pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut p = Printer::bare(ctx);
    p.print_type(t);
    p.out
}

/// `memref<SHAPExELEM, strided<[STRIDES], offset: OFFSET>, SPACE>` as text,
/// without building the type: verifiers (which cannot intern) name the
/// layout they expected this way.
pub fn strided_memref_to_string(
    ctx: &Context,
    shape: &[i64],
    elem: Type,
    strides: &[i64],
    offset: i64,
    space: Option<Attribute>,
) -> String {
    let mut p = Printer::bare(ctx);
    p.out.push_str("memref<");
    p.print_dims(shape, None);
    p.print_type(elem);
    p.out.push_str(", ");
    p.print_strided(strides, offset);
    if let Some(s) = space {
        p.out.push_str(", ");
        p.print_attr_elide(s, Elide::May);
    }
    p.out.push('>');
    p.out
}

/// An attribute as text, without aliases.
pub fn attr_to_string(ctx: &Context, a: Attribute) -> String {
    let mut p = Printer::bare(ctx);
    p.print_attr(a);
    p.out
}

/// Whether `op` prints in `module @name attributes {...} { ... }` form.
pub(super) fn has_module_form(ctx: &Context, op: Op) -> bool {
    let d = ctx.op(op);
    ctx.op_name(op) == "builtin.module"
        && d.regions.len() == 1
        && d.num_operands() == 0
        && d.results().is_empty()
        && d.successors.is_empty()
        && ctx.region(d.regions[0]).blocks.len() == 1
        && d.props
            .is_none_or(|p| matches!(ctx.attr_kind(p), AttrKind::Dictionary(_)))
}

/// The dictionary a module's custom form shows after `attributes`: its
/// properties other than `sym_name`, and its attributes, sorted.
pub(super) fn module_attr_dict(ctx: &Context, op: Op) -> Vec<(crate::intern::Ident, Attribute)> {
    let d = ctx.op(op);
    let mut v: Vec<_> = d
        .props
        .map(|p| ctx.dict_entries(p))
        .unwrap_or(&[])
        .iter()
        .filter(|(k, _)| ctx.str(*k) != "sym_name")
        .chain(ctx.dict_entries(d.attrs).iter())
        .copied()
        .collect();
    v.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    v
}

/// Whether `s` is a bare identifier `[a-zA-Z_][a-zA-Z0-9_$.]*`.
fn is_bare_ident(s: &[u8]) -> bool {
    match s.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    s.iter()
        .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// MLIR's test for printing `!dialect.data` rather than `!dialect<data>`.
fn pretty_dialect_symbol(data: &str) -> bool {
    let b = data.as_bytes();
    if b.is_empty() || !b[0].is_ascii_alphabetic() {
        return false;
    }
    let rest: &[u8] = {
        let n = b
            .iter()
            .take_while(|&&c| c.is_ascii_alphanumeric() || c == b'.' || c == b'_')
            .count();
        &b[n..]
    };
    rest.is_empty() || (rest[0] == b'<' && rest[rest.len() - 1] == b'>')
}

impl<'c> Printer<'c> {
    fn bare(ctx: &'c Context) -> Printer<'c> {
        Printer {
            ctx,
            out: String::new(),
            aliases: Aliases {
                list: Default::default(),
            },
            names: None,
            opts: PrintOptions::default(),
            indent: 0,
            resources: Vec::new(),
            distinct_ids: Default::default(),
            default_dialect: vec!["builtin"],
            elide_elements: None,
            sink: None,
            io_error: None,
        }
    }

    /// Hands buffered text to the sink once enough has accumulated.
    fn flush(&mut self, force: bool) {
        if !force && self.out.len() < FLUSH_AT {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.io_error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.io_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    fn print_alias_defs(&mut self, deferred: bool) {
        let list: Vec<(Key, super::alias::Alias)> = self
            .aliases
            .list
            .iter()
            .filter(|(_, a)| a.deferred == deferred)
            .map(|(k, a)| (*k, a.clone()))
            .collect();
        for (k, a) in list {
            self.write_alias_name(&a);
            self.out.push_str(" = ");
            match k {
                Key::Type(t) => self.print_type_impl(t),
                Key::Attr(at) => self.print_attr_impl(at, Elide::Never),
            }
            self.out.push('\n');
        }
    }

    fn write_alias_name(&mut self, a: &super::alias::Alias) {
        self.out.push(if a.is_type { '!' } else { '#' });
        self.out.push_str(a.name);
        if a.index > 0 {
            let _ = write!(self.out, "{}", a.index);
        }
    }

    pub(super) fn print_escaped(&mut self, s: &[u8]) {
        escape_into(&mut self.out, s);
    }

    pub(super) fn print_keyword_or_string(&mut self, s: &str) {
        if is_bare_ident(s.as_bytes()) {
            self.out.push_str(s);
        } else {
            self.print_escaped(s.as_bytes());
        }
    }

    // ----- types -----

    pub(super) fn print_type(&mut self, t: Type) {
        if let Some(a) = self.aliases.get(Key::Type(t)) {
            let a = a.clone();
            self.write_alias_name(&a);
            return;
        }
        self.print_type_impl(t);
    }

    fn print_dims(&mut self, shape: &[i64], scalable: Option<&[bool]>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                let _ = write!(self.out, "{d}");
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    fn print_type_impl(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{p}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Float(k) => self.out.push_str(k.name()),
            TypeKind::Complex(e) => {
                self.out.push_str("complex<");
                self.print_type(*e);
                self.out.push('>');
            }
            TypeKind::Tuple(elems) => {
                self.out.push_str("tuple<");
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                for (i, &e) in inputs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_type(e);
                }
                self.out.push_str(") -> ");
                self.print_results(results);
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_dims(shape, None);
                self.print_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                self.out.push_str("memref<");
                self.print_dims(shape, None);
                self.print_type(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr_elide(*l, Elide::May);
                }
                if let Some(s) = space {
                    self.out.push_str(", ");
                    self.print_attr_elide(*s, Elide::May);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef { elem, space } => {
                self.out.push_str("memref<*x");
                self.print_type(*elem);
                if let Some(s) = space {
                    self.out.push_str(", ");
                    self.print_attr_elide(*s, Elide::May);
                }
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                self.out.push_str("vector<");
                self.print_dims(shape, Some(scalable));
                self.print_type(*elem);
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, data } => {
                self.out.push('!');
                self.print_dialect_symbol(ctx.str(*dialect), data);
            }
        }
    }

    fn print_dialect_symbol(&mut self, dialect: &str, data: &str) {
        self.out.push_str(dialect);
        if pretty_dialect_symbol(data) {
            self.out.push('.');
            self.out.push_str(data);
        } else {
            self.out.push('<');
            self.out.push_str(data);
            self.out.push('>');
        }
    }

    fn print_results(&mut self, results: &[Type]) {
        if results.len() == 1
            && !matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. })
        {
            self.print_type(results[0]);
            return;
        }
        self.out.push('(');
        for (i, &e) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(e);
        }
        self.out.push(')');
    }

    // ----- attributes -----

    pub(super) fn print_attr(&mut self, a: Attribute) {
        self.print_attr_elide(a, Elide::Never);
    }

    /// An integer or float attribute without its type (the op's
    /// definition fixes it); other attributes as usual.
    pub(super) fn print_attr_without_type(&mut self, a: Attribute) {
        self.print_attr_elide(a, Elide::Must);
    }

    fn print_attr_elide(&mut self, a: Attribute, elide: Elide) {
        if let Some(al) = self.aliases.get(Key::Attr(a)) {
            let al = al.clone();
            self.write_alias_name(&al);
            return;
        }
        self.print_attr_impl(a, elide);
    }

    fn print_float(&mut self, ty: Type, bits: u128) -> bool {
        let k = match self.ctx.type_kind(ty) {
            TypeKind::Float(k) => *k,
            _ => FloatKind::F64,
        };
        let (s, hex) = format_mlir_float(k, bits);
        self.out.push_str(&s);
        hex
    }

    fn print_attr_impl(&mut self, a: Attribute, elide: Elide) {
        let ctx = self.ctx;
        let mut ty: Option<Type> = None;
        match ctx.attr_kind(a) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty: t, value } => {
                let _ = write!(self.out, "{value}");
                let i64_ty = matches!(
                    ctx.type_kind(*t),
                    TypeKind::Integer {
                        width: 64,
                        signedness: Signedness::Signless
                    }
                );
                if !(elide == Elide::May && i64_ty) && elide != Elide::Must {
                    ty = Some(*t);
                }
            }
            AttrKind::Float { ty: t, bits } => {
                let hex = self.print_float(*t, bits.get());
                let f64_ty = matches!(ctx.type_kind(*t), TypeKind::Float(FloatKind::F64));
                if !(elide == Elide::May && f64_ty && !hex) && elide != Elide::Must {
                    ty = Some(*t);
                }
            }
            AttrKind::String { value, ty: t } => {
                self.print_escaped(value);
                ty = *t;
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(elems) => {
                self.out.push('[');
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_attr_elide(e, Elide::May);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => {
                self.out.push('{');
                self.print_named_attrs(entries);
                self.out.push('}');
            }
            AttrKind::SymbolRef { root, nested } => {
                self.out.push('@');
                self.print_keyword_or_string(ctx.str(*root));
                for n in nested.iter() {
                    self.out.push_str("::@");
                    self.print_keyword_or_string(ctx.str(*n));
                }
            }
            AttrKind::AffineMap(m) => {
                let _ = write!(self.out, "affine_map<{m}>");
            }
            AttrKind::IntegerSet(s) => {
                let _ = write!(self.out, "affine_set<{s}>");
            }
            AttrKind::Strided { strides, offset } => self.print_strided(strides, *offset),
            AttrKind::Location(_) => self.print_location(a, false),
            AttrKind::Opaque { dialect, data } => {
                self.out.push('#');
                self.print_dialect_symbol(ctx.str(*dialect), data);
            }
            AttrKind::Distinct { referenced, .. } => {
                // Distinct attributes are renumbered in print order.
                let next = self.distinct_ids.len();
                let id = *self.distinct_ids.entry(a).or_insert(next);
                let _ = write!(self.out, "distinct[{id}]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(*referenced);
                }
                self.out.push('>');
            }
            AttrKind::DenseArray { elem, count, raw } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                let count = *count as usize;
                if count > 0 {
                    self.out.push_str(": ");
                    let slot = raw.len() / count;
                    for i in 0..count {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.print_element(*elem, &raw[i * slot..(i + 1) * slot]);
                    }
                }
                self.out.push('>');
            }
            AttrKind::DenseElements { ty: t, data } if self.is_elided(*t, data.splat) => {
                self.out.push_str("dense_resource<__elided__>");
                ty = Some(*t);
            }
            AttrKind::DenseElements { ty: t, .. } => {
                self.out.push_str("dense<");
                self.print_dense_body(a, true);
                self.out.push('>');
                ty = Some(*t);
            }
            AttrKind::DenseStrings {
                ty: t,
                values,
                splat,
            } => {
                self.out.push_str("dense<");
                let shape: Vec<i64> = ctx
                    .type_kind(*t)
                    .shape()
                    .map(|s| s.to_vec())
                    .unwrap_or_default();
                let values = values.clone();
                self.print_shaped(&shape, *splat, values.len(), &mut |p, i| {
                    p.print_escaped(&values[i])
                });
                self.out.push('>');
                ty = Some(*t);
            }
            AttrKind::DenseResource { ty: t, key } => {
                self.out.push_str("dense_resource<");
                self.print_keyword_or_string(ctx.str(*key));
                if !self.resources.contains(key) {
                    self.resources.push(*key);
                }
                self.out.push('>');
                ty = Some(*t);
            }
            AttrKind::Sparse {
                ty: t,
                indices,
                values,
            } => {
                self.out.push_str("sparse<");
                let n = match ctx.attr_kind(*indices) {
                    AttrKind::DenseElements { ty, .. } => ctx
                        .type_kind(*ty)
                        .shape()
                        .map(|s| s.iter().product::<i64>())
                        .unwrap_or(0),
                    _ => 0,
                };
                if n != 0 {
                    self.print_dense_body(*indices, false);
                    self.out.push_str(", ");
                    self.print_dense_body(*values, true);
                }
                self.out.push('>');
                ty = Some(*t);
            }
        }
        if let Some(t) = ty {
            if !matches!(ctx.type_kind(t), TypeKind::None) {
                self.out.push_str(" : ");
                self.print_type(t);
            }
        }
    }

    /// Whether an elements attribute of type `t` is elided.
    fn is_elided(&self, t: Type, splat: bool) -> bool {
        let Some(limit) = self.elide_elements else {
            return false;
        };
        let n: i64 = self
            .ctx
            .type_kind(t)
            .shape()
            .map(|s| s.iter().product())
            .unwrap_or(0);
        !splat && n > limit as i64
    }

    /// `strided<[4, ?, 1], offset: ?>` (a zero offset is left out).
    fn print_strided(&mut self, strides: &[i64], offset: i64) {
        self.out.push_str("strided<[");
        for (i, &s) in strides.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_dim_value(s);
        }
        self.out.push(']');
        if offset != 0 {
            self.out.push_str(", offset: ");
            self.print_dim_value(offset);
        }
        self.out.push('>');
    }

    fn print_dim_value(&mut self, v: i64) {
        if v == DYNAMIC {
            self.out.push('?');
        } else {
            let _ = write!(self.out, "{v}");
        }
    }

    pub(super) fn print_named_attrs(&mut self, entries: &[(crate::intern::Ident, Attribute)]) {
        for (i, (k, v)) in entries.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_keyword_or_string(self.ctx.str(*k));
            if matches!(self.ctx.attr_kind(*v), AttrKind::Unit) {
                continue;
            }
            self.out.push_str(" = ");
            self.print_attr(*v);
        }
    }

    /// One scalar of element type `elem` stored in `bytes`.
    fn print_element(&mut self, elem: Type, bytes: &[u8]) {
        match self.ctx.type_kind(elem) {
            TypeKind::Integer { width: 1, .. } => {
                self.out
                    .push_str(if bytes.first().copied().unwrap_or(0) & 1 == 1 {
                        "true"
                    } else {
                        "false"
                    })
            }
            TypeKind::Integer { width, signedness } => {
                let v = read_int(bytes, *width, *signedness != Signedness::Unsigned);
                let _ = write!(self.out, "{v}");
            }
            TypeKind::Index => {
                let v = read_int(bytes, 64, true);
                let _ = write!(self.out, "{v}");
            }
            TypeKind::Float(k) => {
                let (s, _) = format_mlir_float(*k, read_float_bits(bytes));
                self.out.push_str(&s);
            }
            TypeKind::Complex(inner) => {
                let half = bytes.len() / 2;
                self.out.push('(');
                self.print_element(*inner, &bytes[..half]);
                self.out.push(',');
                self.print_element(*inner, &bytes[half..]);
                self.out.push(')');
            }
            _ => {}
        }
    }

    /// The body of a dense int/float elements attribute.
    fn print_dense_body(&mut self, a: Attribute, allow_hex: bool) {
        let ctx = self.ctx;
        let AttrKind::DenseElements { ty, data } = ctx.attr_kind(a) else {
            return;
        };
        let shape: Vec<i64> = ctx
            .type_kind(*ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        let elem = ctx.type_kind(*ty).element_type().unwrap_or(*ty);
        let count: i64 = shape.iter().product();
        if allow_hex && count > 100 && !data.splat {
            self.out.push_str("\"0x");
            let is_bool = matches!(ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
            if is_bool && !data.splat {
                let mut packed = vec![0u8; (data.raw.len() + 7) / 8];
                for (i, &b) in data.raw.iter().enumerate() {
                    packed[i / 8] |= (b & 1) << (i % 8);
                }
                for b in packed {
                    let _ = write!(self.out, "{b:02X}");
                }
            } else if is_bool {
                let _ = write!(
                    self.out,
                    "{:02X}",
                    if data.raw[0] != 0 { 0xffu8 } else { 0 }
                );
            } else {
                for b in data.raw.iter() {
                    let _ = write!(self.out, "{b:02X}");
                }
            }
            self.out.push('"');
            return;
        }
        let slot = storage_bytes(ctx, elem).unwrap_or(1);
        let raw = data.raw.clone();
        self.print_shaped(&shape, data.splat, raw.len() / slot.max(1), &mut |p, i| {
            p.print_element(elem, &raw[i * slot..(i + 1) * slot])
        });
    }

    /// Prints elements with MLIR's nested-bracket layout.
    fn print_shaped(
        &mut self,
        shape: &[i64],
        splat: bool,
        stored: usize,
        elt: &mut dyn FnMut(&mut Self, usize),
    ) {
        let count: i64 = shape.iter().product();
        if splat || (shape.is_empty() && stored > 0) {
            if stored > 0 {
                elt(self, 0);
            }
            return;
        }
        if count == 0 {
            return;
        }
        let rank = shape.len();
        let mut counter = vec![0i64; rank];
        let mut open = 0usize;
        for idx in 0..count as usize {
            if idx != 0 {
                self.out.push_str(", ");
            }
            while open < rank {
                self.out.push('[');
                open += 1;
            }
            elt(self, idx);
            counter[rank - 1] += 1;
            for i in (1..rank).rev() {
                if counter[i] >= shape[i] {
                    counter[i] = 0;
                    counter[i - 1] += 1;
                    open -= 1;
                    self.out.push(']');
                }
            }
        }
        for _ in 0..open {
            self.out.push(']');
        }
    }

    // ----- locations -----

    /// `loc(...)`; `allow_alias` lets a top-level alias stand in.
    fn print_location(&mut self, l: Attribute, allow_alias: bool) {
        self.out.push_str("loc(");
        match self.aliases.get(Key::Attr(l)) {
            Some(a) if allow_alias => {
                let a = a.clone();
                self.write_alias_name(&a);
            }
            _ => self.print_location_inner(l, true),
        }
        self.out.push(')');
    }

    fn print_location_inner(&mut self, l: Attribute, top: bool) {
        if !top {
            if let Some(a) = self.aliases.get(Key::Attr(l)) {
                let a = a.clone();
                self.write_alias_name(&a);
                return;
            }
        }
        let ctx = self.ctx;
        let AttrKind::Location(kind) = ctx.attr_kind(l) else {
            self.print_attr(l);
            return;
        };
        match kind {
            LocKind::Unknown => self.out.push_str("unknown"),
            LocKind::FileLineCol { file, line, col } => {
                self.print_escaped(ctx.str(*file).as_bytes());
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocKind::FileRange {
                file,
                line,
                col,
                end_line,
                end_col,
            } => {
                self.print_escaped(ctx.str(*file).as_bytes());
                if line == end_line {
                    let _ = write!(self.out, ":{line}:{col} to :{end_col}");
                } else {
                    let _ = write!(self.out, ":{line}:{col} to {end_line}:{end_col}");
                }
            }
            LocKind::Name { name, child } => {
                self.print_escaped(ctx.str(*name).as_bytes());
                if let Some(c) = child {
                    if *c != ctx.unknown_loc() {
                        self.out.push('(');
                        self.print_location_inner(*c, false);
                        self.out.push(')');
                    }
                }
            }
            LocKind::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.print_location_inner(*callee, false);
                self.out.push_str(" at ");
                self.print_location_inner(*caller, false);
                self.out.push(')');
            }
            LocKind::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &x) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_inner(x, false);
                }
                self.out.push(']');
            }
        }
    }

    // ----- operations -----

    fn names(&self) -> &Names {
        // Invariant: ops are only printed through `print_op`, which numbers them.
        self.names
            .as_ref()
            .expect("names computed before printing ops")
    }

    pub(super) fn print_value(&mut self, v: Value) {
        match self.names().value(v) {
            ValueName::Arg(n) => {
                let _ = write!(self.out, "%arg{n}");
            }
            ValueName::Num(n) => {
                let _ = write!(self.out, "%{n}");
            }
            ValueName::Group(n, i) => {
                let _ = write!(self.out, "%{n}#{i}");
            }
            ValueName::Hint(h, off, size) => {
                let names = self
                    .names
                    .as_ref()
                    .expect("names computed before printing ops");
                let _ = write!(self.out, "%{}", names.hint(h));
                if size > 1 {
                    let _ = write!(self.out, "#{off}");
                }
            }
            ValueName::None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    pub(super) fn print_block_name(&mut self, b: Block) {
        let n = self.names().block(b);
        if n == u32::MAX {
            self.out.push_str("<<UNKNOWN BLOCK>>");
        } else {
            let _ = write!(self.out, "^bb{n}");
        }
    }

    fn print_op(&mut self, op: Op) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        for _ in 0..self.indent {
            self.out.push(' ');
        }
        self.print_result_header(op);
        if self.opts.generic || !(self.print_custom(op) || self.print_with_syntax(op)) {
            self.print_generic(op);
        }
        if self.opts.debuginfo {
            self.out.push(' ');
            self.print_location(d.loc, true);
        }
    }

    /// `%0 = `, `%0:2 = `, `%c0 = `, or `%sum, %overflow = ` (one entry
    /// per result group).
    fn print_result_header(&mut self, op: Op) {
        let ctx = self.ctx;
        let results = ctx.op(op).results();
        if results.is_empty() {
            return;
        }
        let n = results.len() as u32;
        let starts: Vec<u32> = self
            .names()
            .groups(op)
            .map(|g| g.to_vec())
            .unwrap_or_else(|| vec![0]);
        for (g, &start) in starts.iter().enumerate() {
            if g > 0 {
                self.out.push_str(", ");
            }
            let end = starts.get(g + 1).copied().unwrap_or(n);
            let size = end - start;
            match self.names().value(results.get(start as usize)) {
                ValueName::Num(v) | ValueName::Group(v, _) => {
                    let _ = write!(self.out, "%{v}");
                }
                ValueName::Hint(h, ..) => {
                    let name = self.names().hint(h).to_string();
                    let _ = write!(self.out, "%{name}");
                }
                ValueName::Arg(a) => {
                    let _ = write!(self.out, "%arg{a}");
                }
                ValueName::None => self.out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
            if size > 1 {
                let _ = write!(self.out, ":{size}");
            }
        }
        self.out.push_str(" = ");
    }

    /// Prints `op` with its registered [`super::asm::OpSyntax`], if any.
    fn print_with_syntax(&mut self, op: Op) -> bool {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(op) else {
            return false;
        };
        let Some(syntax) = info.syntax.clone() else {
            return false;
        };
        let name = ctx.op_name(op);
        // The enclosing op's default dialect prefix is elided.
        let default = self.default_dialect.last().copied().unwrap_or("");
        match name.split_once('.') {
            Some((d, rest)) if !default.is_empty() && d == default => self.out.push_str(rest),
            _ => self.out.push_str(name),
        }
        let inner: &'c str = info.default_dialect.as_deref().unwrap_or("");
        self.default_dialect.push(inner);
        syntax.print(&mut super::asm::OpPrinter { p: self }, op);
        self.default_dialect.pop();
        true
    }

    /// Custom forms of the ops `ir` knows; false if `op` has none.
    fn print_custom(&mut self, op: Op) -> bool {
        let ctx = self.ctx;
        if !has_module_form(ctx, op) {
            return false;
        }
        let d = ctx.op(op);
        // `builtin.` is elided where builtin is the default dialect.
        let elide = self.default_dialect.last().copied() == Some("builtin");
        self.out
            .push_str(if elide { "module" } else { "builtin.module" });
        let props = d.props.map(|p| ctx.dict_entries(p)).unwrap_or(&[]);
        if let Some((_, name)) = props.iter().find(|(k, _)| ctx.str(*k) == "sym_name") {
            if let AttrKind::String { value, .. } = ctx.attr_kind(*name) {
                self.out.push_str(" @");
                self.print_keyword_or_string(&String::from_utf8_lossy(value));
            }
        }
        let attrs = module_attr_dict(ctx, op);
        if !attrs.is_empty() {
            self.out.push_str(" attributes {");
            self.print_named_attrs(&attrs);
            self.out.push('}');
        }
        self.out.push(' ');
        self.default_dialect.push("builtin");
        self.print_region(d.regions[0], false);
        self.default_dialect.pop();
        true
    }

    fn print_generic(&mut self, op: Op) {
        let ctx = self.ctx;
        self.print_escaped(ctx.str(ctx.op(op).name).as_bytes());
        self.print_generic_tail(op);
    }

    /// The generic form after the op's name: what MLIR's
    /// `printGenericOp(op, /*printOpName=*/false)` writes when a custom
    /// printer cannot show an op's attributes.
    pub(super) fn print_generic_tail(&mut self, op: Op) {
        let ctx = self.ctx;
        let d = ctx.op(op);
        self.out.push('(');
        for (i, v) in d.operands().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value(v);
        }
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        if let Some(p) = d.props {
            self.out.push_str(" <");
            self.print_attr(p);
            self.out.push('>');
        }
        if !d.regions.is_empty() {
            self.default_dialect.push("");
            self.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true);
            }
            self.out.push(')');
            self.default_dialect.pop();
        }
        let attrs = ctx.dict_entries(d.attrs);
        if !attrs.is_empty() {
            self.out.push_str(" {");
            self.print_named_attrs(attrs);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        for (i, v) in d.operands().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(ctx.value_type(v));
        }
        self.out.push_str(") -> ");
        let results: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
        self.print_results(&results);
    }

    fn print_region(&mut self, r: Region, print_empty_block: bool) {
        self.print_region_ex(r, true, true, print_empty_block);
    }

    /// MLIR's `printRegion`: the entry block's header only when it has
    /// arguments to print (`entry_args`) or is empty and `empty_block`
    /// asks for it; the entry block's terminator is left out unless
    /// `terminators`.
    pub(super) fn print_region_ex(
        &mut self,
        r: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        let ctx = self.ctx;
        self.out.push_str("{\n");
        let blocks = &ctx.region(r).blocks;
        for (i, &b) in blocks.iter().enumerate() {
            let bd = ctx.block(b);
            let header = if i == 0 {
                (empty_block && bd.first.is_none()) || (entry_args && !bd.args.is_empty())
            } else {
                true
            };
            let skip_term = i == 0 && !terminators && self.is_terminator(bd.last);
            self.print_block_ex(b, header, skip_term);
        }
        for _ in 0..self.indent {
            self.out.push(' ');
        }
        self.out.push('}');
    }

    fn is_terminator(&self, op: Option<Op>) -> bool {
        op.and_then(|o| self.ctx.op_info(o))
            .is_some_and(|i| i.traits.terminator)
    }

    fn print_block_ex(&mut self, b: Block, header: bool, skip_terminator: bool) {
        let ctx = self.ctx;
        if header {
            for _ in 0..self.indent {
                self.out.push(' ');
            }
            self.print_block_name(b);
            let args = &ctx.block(b).args;
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_value(a);
                    self.out.push_str(": ");
                    self.print_type(ctx.value_type(a));
                    if self.opts.debuginfo {
                        self.out.push(' ');
                        let l = ctx.value(a).loc.unwrap_or(ctx.unknown_loc());
                        self.print_location(l, false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_preds(b);
            self.out.push('\n');
        }
        self.indent += 2;
        let last = ctx.block(b).last;
        for op in ctx.block_ops(b) {
            if skip_terminator && Some(op) == last {
                break;
            }
            self.print_op(op);
            self.out.push('\n');
            self.flush(false);
        }
        self.indent -= 2;
    }

    /// ` loc(...)` after an argument declaration, in debug-info mode.
    pub(super) fn print_arg_loc(&mut self, v: Value) {
        if self.opts.debuginfo {
            self.out.push(' ');
            let l = self.ctx.value(v).loc.unwrap_or(self.ctx.unknown_loc());
            self.print_location(l, false);
        }
    }

    fn print_preds(&mut self, b: Block) {
        let ctx = self.ctx;
        let Some(r) = ctx.block(b).parent else { return };
        // Predecessor edges come from terminators of blocks in the region.
        let mut preds: Vec<(u32, Block)> = Vec::new();
        for &pb in &ctx.region(r).blocks {
            if let Some(t) = ctx.terminator(pb) {
                for &s in &ctx.op(t).successors {
                    if s == b {
                        preds.push((self.names().block(pb), pb));
                    }
                }
            }
        }
        let is_entry = ctx.region(r).blocks.first() == Some(&b);
        if preds.is_empty() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        if preds.len() == 1 {
            self.out.push_str("  // pred: ");
            self.print_block_name(preds[0].1);
            return;
        }
        preds.sort_by_key(|p| p.0);
        let _ = write!(self.out, "  // {} preds: ", preds.len());
        for (i, p) in preds.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_block_name(p.1);
        }
    }

    fn print_resources(&mut self) {
        let ctx = self.ctx;
        // The builtin dialect prints the blobs this op refers to; external
        // groups nobody claims are printed back whole, as mlir-opt's
        // fallback resource map does.
        let mut builtin: Vec<(String, String)> = Vec::new();
        for key in self.resources.clone() {
            let found = ctx
                .dialect_resources
                .iter()
                .filter(|g| g.dialect == "builtin")
                .flat_map(|g| g.entries.iter())
                .find(|e| e.key == key);
            if let Some(e) = found {
                if matches!(e.value, ResourceValue::Blob { .. }) {
                    builtin.push((ctx.str(key).to_string(), self.resource_value_text(&e.value)));
                }
            }
        }
        let external: Vec<(String, Vec<(String, String)>)> = ctx
            .external_resources
            .iter()
            .filter(|g| !g.entries.is_empty())
            .map(|g| {
                let entries = g
                    .entries
                    .iter()
                    .map(|e| {
                        (
                            ctx.str(e.key).to_string(),
                            self.resource_value_text(&e.value),
                        )
                    })
                    .collect();
                (g.dialect.clone(), entries)
            })
            .collect();
        if builtin.is_empty() && external.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n");
        let mut sections: Vec<(&str, Vec<(String, Vec<(String, String)>)>)> = Vec::new();
        if !builtin.is_empty() {
            sections.push(("dialect", vec![("builtin".to_string(), builtin)]));
        }
        if !external.is_empty() {
            sections.push(("external", external));
        }
        for (si, (section, groups)) in sections.iter().enumerate() {
            if si > 0 {
                self.out.push_str(",\n");
            }
            let _ = writeln!(self.out, "  {section}_resources: {{");
            for (gi, (group, entries)) in groups.iter().enumerate() {
                if gi > 0 {
                    self.out.push_str(",\n");
                }
                self.out.push_str("    ");
                self.print_keyword_or_string(group);
                self.out.push_str(": {\n");
                for (i, (k, v)) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(",\n");
                    }
                    self.out.push_str("      ");
                    self.print_keyword_or_string(k);
                    self.out.push_str(": ");
                    self.out.push_str(v);
                }
                self.out.push_str("\n    }");
            }
            self.out.push_str("\n  }");
        }
        self.out.push_str("\n#-}\n");
    }

    /// A resource value as the file spells it.
    fn resource_value_text(&self, v: &ResourceValue) -> String {
        match v {
            ResourceValue::Bool(b) => b.to_string(),
            ResourceValue::String(s) => {
                let mut p = Printer::bare(self.ctx);
                p.print_escaped(s.as_bytes());
                p.out
            }
            ResourceValue::Blob { alignment, data } => {
                let mut s = String::with_capacity(2 * data.len() + 12);
                s.push_str("\"0x");
                for b in alignment.to_le_bytes().iter().chain(data.iter()) {
                    let _ = write!(s, "{b:02X}");
                }
                s.push('"');
                s
            }
        }
    }
}

/// `"text"` as MLIR prints a string: a doubled backslash, `\22` for the
/// quote, `\XX` for bytes outside printable ASCII.
pub fn escape_into(out: &mut String, s: &[u8]) {
    out.push('"');
    for &c in s {
        match c {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\22"),
            0x20..=0x7e => out.push(c as char),
            _ => {
                let _ = write!(out, "\\{:02X}", c);
            }
        }
    }
    out.push('"');
}

//! Alias assignment (`#map`, `#loc3`, `!tuple`), reproducing MLIR's
//! `AliasInitializer`: a dry-run walk of the op visits attributes and
//! types in print order; builtin ones that deserve an alias get a name;
//! aliases are ordered by nesting depth, types first, then name, and
//! numbered per name. Locations (and what only they use) are printed
//! after the op ("deferred").

use crate::attributes::{AttrKind, Attribute};
use crate::context::Context;
use crate::operation::Op;
use crate::types::{Type, TypeKind};
use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Key {
    Type(Type),
    Attr(Attribute),
}

#[derive(Clone, Debug)]
struct InProgress {
    name: Option<&'static str>,
    depth: usize,
    is_type: bool,
    can_defer: bool,
    children: Vec<usize>,
}

/// An assigned alias.
#[derive(Clone, Debug)]
pub struct Alias {
    /// Base name (`map`, `loc`, ...).
    pub name: &'static str,
    /// Suffix number (0 prints none).
    pub index: u32,
    /// Whether it names a type (`!`) or an attribute (`#`).
    pub is_type: bool,
    /// Printed after the top-level op.
    pub deferred: bool,
}

/// The aliases of one printed op, in print order.
pub struct Aliases {
    /// Alias per attribute or type, in definition order.
    pub list: IndexMap<Key, Alias, FxBuildHasher>,
}

impl Aliases {
    /// The alias of `k`, if it has one.
    #[inline]
    pub fn get(&self, k: Key) -> Option<&Alias> {
        if self.list.is_empty() {
            return None;
        }
        self.list.get(&k)
    }
}

struct Collector<'c> {
    ctx: &'c Context,
    map: IndexMap<Key, InProgress, FxBuildHasher>,
    debuginfo: bool,
    generic: bool,
}

/// Computes the aliases of everything `top` prints.
pub fn collect(ctx: &Context, top: Op, debuginfo: bool, generic: bool) -> Aliases {
    let mut c = Collector {
        ctx,
        map: IndexMap::default(),
        debuginfo,
        generic,
    };
    c.visit_op(top);
    let mut entries: Vec<(Key, InProgress)> = c.map.into_iter().collect();
    // Stable: equal keys keep visit order.
    entries.sort_by(|a, b| {
        let (x, y) = (&a.1, &b.1);
        x.depth
            .cmp(&y.depth)
            .then_with(|| y.is_type.cmp(&x.is_type))
            .then_with(|| x.name.cmp(&y.name))
    });
    let mut counts: rustc_hash::FxHashMap<&'static str, u32> = Default::default();
    let mut list = IndexMap::default();
    for (k, info) in entries {
        let Some(name) = info.name else { continue };
        let n = counts.entry(name).or_insert(0);
        list.insert(
            k,
            Alias {
                name,
                index: *n,
                is_type: info.is_type,
                deferred: info.can_defer,
            },
        );
        *n += 1;
    }
    Aliases { list }
}

impl<'c> Collector<'c> {
    fn visit_op(&mut self, top: Op) {
        // An explicit stack keeps deep nesting off the call stack.
        enum Work {
            Op(Op),
            Block(crate::block::Block),
            Rest(Op),
        }
        let mut work = vec![Work::Op(top)];
        while let Some(w) = work.pop() {
            match w {
                Work::Op(op) => {
                    let d = self.ctx.op(op);
                    if self.debuginfo {
                        self.visit_attr(d.loc, true, false);
                    }
                    if !self.generic && super::printer::has_module_form(self.ctx, op) {
                        // `module attributes {...} {` shows its attributes
                        // before the body.
                        for (_, a) in super::printer::module_attr_dict(self.ctx, op) {
                            self.visit_attr(a, false, false);
                        }
                    } else {
                        work.push(Work::Rest(op));
                    }
                    // Properties print before regions (in custom form,
                    // those the syntax prints there). As in MLIR, those of
                    // unregistered ops get no aliases.
                    // (In generic form they are visited with the attributes.)
                    let props: Vec<Attribute> = if self.ctx.op_info(op).is_none() || self.generic {
                        Vec::new()
                    } else {
                        self.ctx
                            .op_info(op)
                            .and_then(|i| i.syntax.as_ref())
                            .map(|s| s.printed_props(self.ctx, op))
                            .unwrap_or_default()
                    };
                    for a in props {
                        self.visit_attr(a, false, false);
                    }
                    // Regions come first; push blocks' contents in reverse.
                    // An implicit terminator the custom form leaves out
                    // (an operand-less `scf.yield` of an `scf.for`) prints
                    // nothing, so its location gets no alias (as MLIR
                    // collects aliases by printing).
                    let implicit = !self.generic
                        && self
                            .ctx
                            .lookup_ident("SingleBlockImplicitTerminator")
                            .is_some_and(|t| self.ctx.op_has_trait(op, t));
                    let mut items = Vec::new();
                    for &r in &d.regions {
                        for (k, &b) in self.ctx.region(r).blocks.iter().enumerate() {
                            items.push((Some(b), None));
                            let last = self.ctx.block(b).last;
                            for o in self.ctx.block_ops(b) {
                                let elided = implicit
                                    && k == 0
                                    && Some(o) == last
                                    && self.ctx.op(o).num_operands() == 0
                                    && self.ctx.op_info(o).is_some_and(|i| i.traits.terminator);
                                if !elided {
                                    items.push((None, Some(o)));
                                }
                            }
                        }
                    }
                    for item in items.into_iter().rev() {
                        match item {
                            (Some(b), _) => work.push(Work::Block(b)),
                            (_, Some(o)) => work.push(Work::Op(o)),
                            _ => {}
                        }
                    }
                }
                Work::Block(b) => {
                    let locs_printed = self.entry_arg_locs_printed(b);
                    for &a in &self.ctx.block(b).args {
                        let v = self.ctx.value(a);
                        self.visit_type(v.ty, false);
                        if self.debuginfo && locs_printed {
                            if let Some(l) = v.loc {
                                self.visit_attr(l, false, false);
                            }
                        }
                    }
                }
                Work::Rest(op) => {
                    let d = self.ctx.op(op);
                    for v in d.operands() {
                        self.visit_type(self.ctx.value_type(v), false);
                    }
                    for v in d.results().iter() {
                        self.visit_type(self.ctx.value_type(v), false);
                    }
                    // MLIR's attribute dictionary of a registered op holds
                    // its inherent attributes too, merged by name.
                    let mut entries: Vec<(crate::intern::Ident, Attribute)> =
                        self.ctx.dict_entries(d.attrs).to_vec();
                    if self.generic && self.ctx.op_info(op).is_some() {
                        if let Some(p) = d.props {
                            entries.extend_from_slice(self.ctx.dict_entries(p));
                            entries.sort_by(|a, b| self.ctx.str(a.0).cmp(self.ctx.str(b.0)));
                        }
                    }
                    for (_, a) in entries {
                        self.visit_attr(a, false, false);
                    }
                }
            }
        }
    }

    /// Whether block `b`'s argument locations are printed: always, except
    /// for entry blocks of ops whose custom form declares the arguments
    /// without locations.
    fn entry_arg_locs_printed(&self, b: crate::block::Block) -> bool {
        let ctx = self.ctx;
        if self.generic {
            return true;
        }
        let Some(r) = ctx.block(b).parent else {
            return true;
        };
        if ctx.region(r).blocks.first() != Some(&b) {
            return true;
        }
        let Some(op) = ctx.region(r).parent else {
            return true;
        };
        let Some(syntax) = ctx.op_info(op).and_then(|i| i.syntax.as_ref()) else {
            return true;
        };
        let index = ctx.op(op).regions.iter().position(|&x| x == r).unwrap_or(0);
        syntax.prints_entry_arg_locs(ctx, op, index)
    }

    fn alias_name_attr(&self, a: Attribute) -> Option<&'static str> {
        match self.ctx.attr_kind(a) {
            AttrKind::AffineMap(_) => Some("map"),
            AttrKind::IntegerSet(_) => Some("set"),
            AttrKind::Location(_) => Some("loc"),
            AttrKind::Distinct { referenced, .. } => {
                if matches!(self.ctx.attr_kind(*referenced), AttrKind::Unit) {
                    None
                } else {
                    Some("distinct")
                }
            }
            _ => None,
        }
    }

    fn mark_non_deferrable(&mut self, index: usize) {
        let mut stack = vec![index];
        while let Some(i) = stack.pop() {
            let e = &mut self.map[i];
            if !e.can_defer {
                continue;
            }
            e.can_defer = false;
            stack.extend(e.children.iter().copied());
        }
    }

    /// Returns (depth, index) of the visited entry.
    fn visit_attr(&mut self, a: Attribute, can_defer: bool, elide_type: bool) -> (usize, usize) {
        let key = Key::Attr(a);
        if let Some(i) = self.map.get_index_of(&key) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.map[i].depth, i);
        }
        let name = self.alias_name_attr(a);
        let (index, _) = self.map.insert_full(
            key,
            InProgress {
                name,
                depth: name.is_some() as usize,
                is_type: false,
                can_defer,
                children: Vec::new(),
            },
        );
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut rec = |_: &mut Self, r: (usize, usize)| {
            children.push(r.1);
            max_depth = max_depth.max(r.0);
        };
        let kind = self.ctx.attr_kind(a).clone();
        match &kind {
            AttrKind::AffineMap(_)
            | AttrKind::DenseArray { .. }
            | AttrKind::Float { .. }
            | AttrKind::Integer { .. }
            | AttrKind::IntegerSet(_)
            | AttrKind::Unit
            | AttrKind::Bool(_) => {
                return (self.map[index].depth, index);
            }
            AttrKind::Distinct { referenced, .. } => {
                let r = self.visit_attr(*referenced, can_defer, false);
                rec(self, r);
            }
            AttrKind::Dictionary(entries) => {
                for (_, v) in entries.iter() {
                    let r = self.visit_attr(*v, can_defer, false);
                    rec(self, r);
                }
            }
            AttrKind::Array(elems) => {
                for e in elems.iter() {
                    let r = self.visit_attr(*e, can_defer, false);
                    rec(self, r);
                }
            }
            AttrKind::Type(t) => {
                let r = self.visit_type(*t, can_defer);
                rec(self, r);
            }
            AttrKind::Location(l) => {
                use crate::attributes::LocKind;
                match l {
                    LocKind::Name { child: Some(c), .. } => {
                        if *c != self.ctx.unknown_loc() {
                            let r = self.visit_attr(*c, can_defer, false);
                            rec(self, r);
                        }
                    }
                    LocKind::CallSite { callee, caller } => {
                        let r = self.visit_attr(*callee, can_defer, false);
                        rec(self, r);
                        let r = self.visit_attr(*caller, can_defer, false);
                        rec(self, r);
                    }
                    LocKind::Fused { locs, metadata } => {
                        if let Some(m) = metadata {
                            let r = self.visit_attr(*m, can_defer, false);
                            rec(self, r);
                        }
                        for l in locs.iter() {
                            let r = self.visit_attr(*l, can_defer, false);
                            rec(self, r);
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        if !elide_type {
            let ty = match &kind {
                AttrKind::String { ty: Some(t), .. } => Some(*t),
                AttrKind::DenseElements { ty, .. }
                | AttrKind::DenseStrings { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Sparse { ty, .. } => Some(*ty),
                _ => None,
            };
            if let Some(t) = ty {
                if !matches!(self.ctx.type_kind(t), TypeKind::None) {
                    let r = self.visit_type(t, can_defer);
                    rec(self, r);
                }
            }
        }
        let e = &mut self.map[index];
        e.children = children;
        if max_depth > 0 {
            e.depth = max_depth + 1;
        }
        (e.depth, index)
    }

    fn visit_type(&mut self, t: Type, can_defer: bool) -> (usize, usize) {
        let key = Key::Type(t);
        if let Some(i) = self.map.get_index_of(&key) {
            if !can_defer {
                self.mark_non_deferrable(i);
            }
            return (self.map[i].depth, i);
        }
        let kind = self.ctx.type_kind(t).clone();
        let name = match &kind {
            TypeKind::Tuple(elems) if elems.len() > 16 => Some("tuple"),
            _ => None,
        };
        let (index, _) = self.map.insert_full(
            key,
            InProgress {
                name,
                depth: name.is_some() as usize,
                is_type: true,
                can_defer,
                children: Vec::new(),
            },
        );
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut sub_types: Vec<Type> = Vec::new();
        let mut sub_attrs: Vec<Attribute> = Vec::new();
        match &kind {
            TypeKind::MemRef {
                elem,
                layout,
                space,
                ..
            } => {
                sub_types.push(*elem);
                if let Some(l) = layout {
                    sub_attrs.push(*l);
                }
                if let Some(s) = space {
                    sub_attrs.push(*s);
                }
            }
            TypeKind::UnrankedMemRef { elem, space } => {
                sub_types.push(*elem);
                if let Some(s) = space {
                    sub_attrs.push(*s);
                }
            }
            TypeKind::RankedTensor { elem, encoding, .. } => {
                sub_types.push(*elem);
                if let Some(e) = encoding {
                    sub_attrs.push(*e);
                }
            }
            TypeKind::UnrankedTensor { elem }
            | TypeKind::Vector { elem, .. }
            | TypeKind::Complex(elem) => sub_types.push(*elem),
            TypeKind::Tuple(elems) => sub_types.extend(elems.iter().copied()),
            TypeKind::Function { inputs, results } => {
                sub_types.extend(inputs.iter().copied());
                sub_types.extend(results.iter().copied());
            }
            _ => {}
        }
        // Memref visits its element type, then layout and space; other
        // types visit types before attributes (tensor: element, encoding).
        for st in sub_types {
            let r = self.visit_type(st, can_defer);
            children.push(r.1);
            max_depth = max_depth.max(r.0);
        }
        for sa in sub_attrs {
            let r = self.visit_attr(sa, can_defer, false);
            children.push(r.1);
            max_depth = max_depth.max(r.0);
        }
        let e = &mut self.map[index];
        e.children = children;
        if max_depth > 0 {
            e.depth = max_depth + 1;
        }
        (e.depth, index)
    }
}

//! The [`Context`]: owner of every IR object. Identifiers, types and
//! attributes are interned; operations, blocks, regions and values live in
//! arenas and are named by typed handles.

use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::block::{Block, BlockData, Region, RegionData};
use crate::entity::Arena;
use crate::float::FloatKind;
use crate::intern::{Ident, Interner};
use crate::operation::{Op, OpData, Operand};
use crate::registry::Registry;
use crate::types::{Signedness, Type, TypeKind};
use crate::uniquer::Uniquer;
use crate::value::{Use, Value, ValueData, ValueDef};
use thin_vec::ThinVec;

/// A named resource blob from a file's `{-# dialect_resources #-}` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resource {
    /// The key that `dense_resource<key>` names.
    pub key: Ident,
    /// Its value, kept as written (`"0x..."`, `true`, ...).
    pub value: ResourceValue,
}

/// The value of a resource entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResourceValue {
    /// A `"0x..."` blob: alignment (first 4 bytes) and data.
    Blob { alignment: u32, data: Vec<u8> },
    /// A string.
    String(String),
    /// A boolean.
    Bool(bool),
}

/// The resources of one dialect (or external resource group).
#[derive(Clone, Debug, Default)]
pub struct ResourceGroup {
    /// `builtin`, or a dialect name.
    pub dialect: String,
    /// Entries in file order.
    pub entries: Vec<Resource>,
}

/// Owns all IR.
#[derive(Debug)]
pub struct Context {
    idents: Interner,
    types: Uniquer<Type, TypeKind>,
    attrs: Uniquer<Attribute, AttrKind>,
    pub(crate) ops: Arena<Op, OpData>,
    pub(crate) blocks: Arena<Block, BlockData>,
    pub(crate) regions: Arena<Region, RegionData>,
    pub(crate) values: Arena<Value, ValueData>,
    /// Registered operations.
    pub registry: Registry,
    /// `dialect_resources` entries read from files.
    pub dialect_resources: Vec<ResourceGroup>,
    /// `external_resources` entries read from files.
    pub external_resources: Vec<ResourceGroup>,
    /// Whether ops of unknown dialects are accepted.
    pub allow_unregistered: bool,
    /// The decisions passes recorded ([`crate::pass::remark`]).
    pub remarks: crate::pass::remark::Remarks,
    /// Warnings passes emitted (MLIR's `emitWarning`): not failures, but
    /// printed whatever the flags, as mlir-opt prints them.
    pub warnings: Vec<crate::diag::Diagnostic>,
    empty_dict: Attribute,
    unknown_loc: Attribute,
    /// Parser-made op locations (see [`Context::source_loc`]), named by
    /// handles from [`SOURCE_LOC_BASE`] up.
    source_locs: Vec<AttrKind>,
}

/// Attribute handles at and above this index name source locations.
const SOURCE_LOC_BASE: usize = 1 << 31;

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the builtin dialect registered.
    pub fn new() -> Context {
        let mut attrs = Uniquer::default();
        let empty_dict = attrs.get_or_insert(AttrKind::Dictionary(Box::new([])));
        let unknown_loc = attrs.get_or_insert(AttrKind::Location(LocKind::Unknown));
        let mut ctx = Context {
            idents: Interner::default(),
            types: Uniquer::default(),
            attrs,
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
            values: Arena::new(),
            registry: Registry::default(),
            dialect_resources: Vec::new(),
            remarks: Default::default(),
            warnings: Vec::new(),
            external_resources: Vec::new(),
            allow_unregistered: false,
            empty_dict,
            unknown_loc,
            source_locs: Vec::new(),
        };
        crate::builtin::register(&mut ctx);
        ctx
    }

    // ----- identifiers -----

    /// Interns `s`.
    pub fn ident(&mut self, s: &str) -> Ident {
        self.idents.intern(s)
    }
    /// Looks up `s` without interning it.
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.get(s)
    }
    /// The text of `id`.
    pub fn str(&self, id: Ident) -> &str {
        self.idents.resolve(id)
    }

    // ----- types -----

    /// Uniques a type.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        self.types.get_or_insert(kind)
    }
    /// What `t` is.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t)
    }
    /// `iN` / `siN` / `uiN`.
    pub fn int_type(&mut self, width: u32, signedness: Signedness) -> Type {
        self.ty(TypeKind::Integer { width, signedness })
    }
    /// Signless `iN`.
    pub fn int(&mut self, width: u32) -> Type {
        self.int_type(width, Signedness::Signless)
    }
    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeKind::Index)
    }
    /// A float type.
    pub fn float_type(&mut self, k: FloatKind) -> Type {
        self.ty(TypeKind::Float(k))
    }
    /// `none`.
    pub fn none_type(&mut self) -> Type {
        self.ty(TypeKind::None)
    }
    /// `(inputs) -> results`.
    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        self.ty(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    // ----- attributes -----

    /// Uniques an attribute.
    pub fn attr(&mut self, kind: AttrKind) -> Attribute {
        self.attrs.get_or_insert(kind)
    }
    /// What `a` is.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        use crate::entity::EntityRef;
        match a.index().checked_sub(SOURCE_LOC_BASE) {
            Some(i) => &self.source_locs[i],
            None => self.attrs.get(a),
        }
    }

    /// The location of source position `line:col` of `file`, for ops the
    /// parser creates. These are not hash-consed: every op sits at its own
    /// position, and skipping the uniquer saves a table entry per op.
    pub fn source_loc(&mut self, file: Ident, line: u32, col: u32) -> Attribute {
        use crate::entity::EntityRef;
        self.source_locs
            .push(AttrKind::Location(LocKind::FileLineCol { file, line, col }));
        Attribute::new(SOURCE_LOC_BASE + self.source_locs.len() - 1)
    }
    /// The empty dictionary `{}`.
    pub fn empty_dict(&self) -> Attribute {
        self.empty_dict
    }
    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Attribute {
        self.unknown_loc
    }
    /// A detached op `name` with these operands, result types, properties
    /// and attributes (each key once) and `num_regions` empty regions:
    /// what the generated `XOp::build`s call.
    #[allow(clippy::too_many_arguments)]
    pub fn build_op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Vec<(Ident, Attribute)>,
        attrs: Vec<(Ident, Attribute)>,
        num_regions: usize,
        loc: Attribute,
    ) -> Op {
        let name = self.ident(name);
        let attrs = self.dictionary(attrs).unwrap_or(self.empty_dict);
        let props = if props.is_empty() {
            None
        } else {
            self.dictionary(props).ok()
        };
        self.create_op(name, operands, results, attrs, props, &[], num_regions, loc)
    }
    /// Emits a warning at `op` (MLIR's `op->emitWarning()`).
    pub fn warn(&mut self, op: Op, message: impl Into<String>) {
        let d = crate::diag::Diagnostic {
            severity: crate::diag::Severity::Warning,
            ..crate::verify::at_op(self, op, &message.into())
        };
        self.warnings.push(d);
    }
    /// MLIR's `FusedLoc::get`: the location of something made from
    /// several places (`loc(fused[a, b])`), flattened, without unknowns
    /// or duplicates; one location is itself, none is unknown.
    pub fn fused_loc(&mut self, locs: Vec<Attribute>, metadata: Option<Attribute>) -> Attribute {
        use crate::attributes::{AttrKind, LocKind};
        let mut out: Vec<Attribute> = Vec::new();
        for l in locs {
            if let AttrKind::Location(LocKind::Fused {
                locs: inner,
                metadata: m,
            }) = self.attr_kind(l)
            {
                if *m == metadata {
                    for &i in inner.iter() {
                        if !out.contains(&i) {
                            out.push(i);
                        }
                    }
                    continue;
                }
            }
            if l != self.unknown_loc && !out.contains(&l) {
                out.push(l);
            }
        }
        if out.is_empty() {
            match metadata {
                None => return self.unknown_loc,
                Some(_) => out.push(self.unknown_loc),
            }
        }
        if out.len() == 1 && metadata.is_none() {
            return out[0];
        }
        self.attr(AttrKind::Location(LocKind::Fused {
            locs: out.into(),
            metadata,
        }))
    }
    /// A dictionary from entries; sorts them by name. Returns the
    /// duplicated name if a key occurs twice.
    pub fn dictionary(&mut self, mut entries: Vec<(Ident, Attribute)>) -> Result<Attribute, Ident> {
        if entries.is_empty() {
            return Ok(self.empty_dict);
        }
        let idents = &self.idents;
        entries.sort_by(|a, b| idents.resolve(a.0).cmp(idents.resolve(b.0)));
        for w in entries.windows(2) {
            if w[0].0 == w[1].0 {
                return Err(w[0].0);
            }
        }
        Ok(self.attr(AttrKind::Dictionary(entries.into())))
    }
    /// The entries of a dictionary attribute (empty for other kinds).
    pub fn dict_entries(&self, a: Attribute) -> &[(Ident, Attribute)] {
        match self.attr_kind(a) {
            AttrKind::Dictionary(e) => e,
            _ => &[],
        }
    }

    // ----- operations, blocks, regions, values -----

    /// Creates a detached operation. Results get fresh (consecutive)
    /// values of `result_types`; regions are created empty.
    #[allow(clippy::too_many_arguments)]
    pub fn create_op(
        &mut self,
        name: Ident,
        operands: &[Value],
        result_types: &[Type],
        attrs: Attribute,
        props: Option<Attribute>,
        successors: &[Block],
        num_regions: usize,
        loc: Attribute,
    ) -> Op {
        let op = self.ops.next_key();
        let first_result = self.values.len() as u32;
        for (i, &ty) in result_types.iter().enumerate() {
            self.values.push(ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
                loc: None,
                first_use: None,
            });
        }
        let operands: ThinVec<Operand> = operands
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                let u = Use {
                    op,
                    index: i as u32,
                };
                let next_use = self.values[v].first_use.replace(u);
                Operand { value: v, next_use }
            })
            .collect();
        let regions = (0..num_regions)
            .map(|_| {
                self.regions.push(RegionData {
                    blocks: Vec::new(),
                    parent: Some(op),
                })
            })
            .collect();
        let info = self.info_index(name);
        self.ops.push(OpData {
            name,
            attrs,
            loc,
            props,
            first_result,
            num_results: result_types.len() as u32,
            info,
            operands,
            successors: successors.into(),
            regions,
            parent: None,
            prev: None,
            next: None,
        })
    }

    /// Result `i` of `op`.
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op].results().get(i)
    }

    /// The data of `op`.
    #[inline]
    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op]
    }
    /// Mutable data of `op` (do not edit operands here: use
    /// [`Context::set_operand`] so use lists stay right).
    #[inline]
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        &mut self.ops[op]
    }
    /// Loads dialect `name` if it is registered but not loaded yet; true if
    /// this call loaded it.
    pub fn load_dialect(&mut self, name: &str) -> bool {
        match self.registry.take_loader(name) {
            Some(load) => {
                load(self);
                true
            }
            None => false,
        }
    }

    /// The registry index of op `name`, loading its dialect on a miss.
    fn info_index(&mut self, name: Ident) -> u32 {
        let full = self.idents.resolve(name);
        if let Some(i) = self.registry.index_of(full) {
            return i;
        }
        if self.registry.has_pending() {
            if let Some((d, _)) = full.split_once('.') {
                let d = d.to_string();
                if self.load_dialect(&d) {
                    let full = self.idents.resolve(name);
                    return self.registry.index_of(full).unwrap_or(u32::MAX);
                }
            }
        }
        u32::MAX
    }

    /// What the registry knows about `op` (O(1): resolved at creation).
    #[inline]
    pub fn op_info(&self, op: Op) -> Option<&crate::registry::OpInfo> {
        self.registry.by_index(self.ops[op].info)
    }
    /// `op`'s implementation of interface `I` (`dyn RegionBranch`), if
    /// its dialect attached one ([`crate::interface`]).
    pub fn interface<I: ?Sized + Send + Sync + 'static>(&self, op: Op) -> Option<&I> {
        self.op_info(op)?.interfaces.get::<I>()
    }
    /// Whether `op` is registered with trait `name` declared; `name` is
    /// interned once by the caller (`ctx.ident("ReturnLike")`).
    pub fn op_has_trait(&self, op: Op, name: crate::Ident) -> bool {
        self.op_info(op).is_some_and(|i| i.has_trait(name))
    }
    /// How dataflow passes may treat `op` (its definition's declared
    /// class; `Opaque` for an op nothing declares).
    pub fn op_class(&self, op: Op) -> crate::OpClass {
        self.op_info(op).map_or(crate::OpClass::Opaque, |i| i.class)
    }
    /// The name of `op` as text.
    pub fn op_name(&self, op: Op) -> &str {
        self.str(self.ops[op].name)
    }
    /// The data of `b`.
    #[inline]
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b]
    }
    /// The data of `r`.
    #[inline]
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r]
    }
    /// The data of `v`.
    #[inline]
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v]
    }
    /// The type of `v`.
    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    /// Changes the type of `v` (a pass that builds an op and then infers
    /// its result type from the operands, as MLIR's `InferTypeOpInterface`
    /// builders do).
    pub fn set_value_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }

    /// Creates an empty, detached block.
    pub fn create_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }
    /// Creates a detached region.
    pub fn create_region(&mut self) -> Region {
        self.regions.push(RegionData::default())
    }
    /// Adds an argument of type `ty` to `b`.
    pub fn add_block_arg(&mut self, b: Block, ty: Type, loc: Option<Attribute>) -> Value {
        let index = self.blocks[b].args.len() as u32;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Arg(b, index),
            loc,
            first_use: None,
        });
        self.blocks[b].args.push(v);
        v
    }
    /// Appends `b` to region `r`.
    pub fn append_block(&mut self, r: Region, b: Block) {
        self.blocks[b].parent = Some(r);
        self.regions[r].blocks.push(b);
    }
    /// Appends detached `op` at the end of `b`.
    pub fn append_op(&mut self, b: Block, op: Op) {
        let last = self.blocks[b].last;
        {
            let d = &mut self.ops[op];
            d.parent = Some(b);
            d.prev = last;
            d.next = None;
        }
        match last {
            Some(l) => self.ops[l].next = Some(op),
            None => self.blocks[b].first = Some(op),
        }
        self.blocks[b].last = Some(op);
    }
    /// Inserts detached `op` before `before` in its block.
    pub fn insert_op_before(&mut self, before: Op, op: Op) {
        // Invariant: `before` is in a block (callers insert next to placed ops).
        let b = self.ops[before]
            .parent
            .expect("insert_op_before: op not in a block");
        let prev = self.ops[before].prev;
        {
            let d = &mut self.ops[op];
            d.parent = Some(b);
            d.prev = prev;
            d.next = Some(before);
        }
        self.ops[before].prev = Some(op);
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[b].first = Some(op),
        }
    }
    /// Unlinks `op` from its block (O(1)); it stays alive, detached.
    pub fn detach_op(&mut self, op: Op) {
        let (b, prev, next) = {
            let d = &self.ops[op];
            match d.parent {
                Some(b) => (b, d.prev, d.next),
                None => return,
            }
        };
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[b].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[b].last = prev,
        }
        let d = &mut self.ops[op];
        d.parent = None;
        d.prev = None;
        d.next = None;
    }
    /// Erases `op`: its operands (and those of every op nested in it)
    /// stop being uses, and it leaves its block. Its results must be
    /// unused. The arena slots stay, unreachable.
    pub fn erase_op(&mut self, op: Op) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            for i in 0..self.ops[o].operands.len() {
                self.unlink_use(Use {
                    op: o,
                    index: i as u32,
                });
            }
            for ri in 0..self.ops[o].regions.len() {
                let r = self.ops[o].regions[ri];
                for &b in &self.regions[r].blocks {
                    let mut cur = self.blocks[b].first;
                    while let Some(c) = cur {
                        stack.push(c);
                        cur = self.ops[c].next;
                    }
                }
            }
        }
        self.detach_op(op);
    }

    /// Inherent attribute `name` of `op`: a property, or (for ops built
    /// from generic text that wrote it in the attribute dictionary) an
    /// attribute.
    pub fn inherent_attr(&self, op: Op, name: &str) -> Option<Attribute> {
        let d = &self.ops[op];
        let find = |a: Attribute| {
            self.dict_entries(a)
                .iter()
                .find(|(k, _)| self.str(*k) == name)
                .map(|(_, v)| *v)
        };
        d.props.and_then(find).or_else(|| find(d.attrs))
    }

    /// The uses of `v` (most recent first).
    pub fn uses(&self, v: Value) -> Uses<'_> {
        Uses {
            ctx: self,
            next: self.values[v].first_use,
        }
    }

    /// Whether `v` has no uses.
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v].first_use.is_none()
    }

    fn slot(&mut self, u: Use) -> &mut Operand {
        &mut self.ops[u.op].operands[u.index as usize]
    }

    /// Unlinks operand slot `u` from the use list of the value it reads.
    fn unlink_use(&mut self, u: Use) {
        let v = self.slot(u).value;
        let after = self.slot(u).next_use;
        if self.values[v].first_use == Some(u) {
            self.values[v].first_use = after;
            return;
        }
        let mut cur = self.values[v].first_use;
        while let Some(c) = cur {
            let next = self.slot(c).next_use;
            if next == Some(u) {
                self.slot(c).next_use = after;
                return;
            }
            cur = next;
        }
    }

    /// Points operand `index` of `op` at `v`, keeping use lists right.
    pub fn set_operand(&mut self, op: Op, index: usize, v: Value) {
        let u = Use {
            op,
            index: index as u32,
        };
        self.unlink_use(u);
        let next_use = self.values[v].first_use.replace(u);
        *self.slot(u) = Operand { value: v, next_use };
    }

    /// Replaces every use of `from` by `to`, in O(uses).
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let Some(head) = self.values[from].first_use.take() else {
            return;
        };
        let mut last = head;
        let mut cur = Some(head);
        while let Some(c) = cur {
            self.slot(c).value = to;
            last = c;
            cur = self.slot(c).next_use;
        }
        // Splice the whole chain in front of `to`'s uses.
        let old = self.values[to].first_use.replace(head);
        self.slot(last).next_use = old;
    }

    /// Removes operand `index` of `op`; later operands move down one.
    pub fn remove_operand(&mut self, op: Op, index: usize) {
        let n = self.ops[op].operands.len();
        for i in index..n {
            self.unlink_use(Use {
                op,
                index: i as u32,
            });
        }
        self.ops[op].operands.remove(index);
        for i in index..n - 1 {
            let u = Use {
                op,
                index: i as u32,
            };
            let v = self.slot(u).value;
            let next_use = self.values[v].first_use.replace(u);
            self.slot(u).next_use = next_use;
        }
    }

    /// Appends operand `v` to `op`.
    pub fn push_operand(&mut self, op: Op, v: Value) {
        let u = Use {
            op,
            index: self.ops[op].operands.len() as u32,
        };
        let next_use = self.values[v].first_use.replace(u);
        self.ops[op].operands.push(Operand { value: v, next_use });
    }

    /// Removes argument `index` of block `b` (it must be unused); later
    /// arguments move down one.
    pub fn erase_block_arg(&mut self, b: Block, index: usize) {
        self.blocks[b].args.remove(index);
        for i in index..self.blocks[b].args.len() {
            let v = self.blocks[b].args[i];
            self.values[v].def = ValueDef::Arg(b, i as u32);
        }
    }

    /// Erases block `b` and every op in it (their operands stop being
    /// uses), and takes it out of its region.
    pub fn erase_block(&mut self, b: Block) {
        let ops: Vec<Op> = self.block_ops(b).collect();
        for op in ops.into_iter().rev() {
            self.erase_op(op);
        }
        if let Some(r) = self.blocks[b].parent.take() {
            self.regions[r].blocks.retain(|&x| x != b);
        }
    }

    /// Moves every block of `from` into `to` before block index `at`.
    pub fn move_blocks(&mut self, from: Region, to: Region, at: usize) {
        let blocks = std::mem::take(&mut self.regions[from].blocks);
        for &b in &blocks {
            self.blocks[b].parent = Some(to);
        }
        let dest = &mut self.regions[to].blocks;
        let tail = dest.split_off(at.min(dest.len()));
        dest.extend(blocks);
        dest.extend(tail);
    }

    /// Sets the location of block argument `v`.
    pub fn set_block_arg_loc(&mut self, v: Value, loc: Attribute) {
        self.values[v].loc = Some(loc);
    }

    /// Inserts detached `op` after `after` in its block.
    pub fn insert_op_after(&mut self, after: Op, op: Op) {
        match self.ops[after].next {
            Some(n) => self.insert_op_before(n, op),
            None => {
                let b = self.ops[after]
                    .parent
                    .expect("insert_op_after: op not in a block");
                self.append_op(b, op)
            }
        }
    }

    /// Inserts detached `op` at the start of `b`.
    pub fn prepend_op(&mut self, b: Block, op: Op) {
        match self.blocks[b].first {
            Some(f) => self.insert_op_before(f, op),
            None => self.append_op(b, op),
        }
    }

    /// The region holding `op`, if it is in a block of one.
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.ops[op].parent.and_then(|b| self.blocks[b].parent)
    }

    /// The op whose region holds `op`.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.ops[op].parent.and_then(|b| self.block_parent_op(b))
    }

    /// Operations of `b` in order.
    pub fn block_ops(&self, b: Block) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            next: self.blocks[b].first,
        }
    }
    /// The last operation of `b`, if any.
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.blocks[b].last
    }
    /// The op that owns the region holding `b`.
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.blocks[b].parent.and_then(|r| self.regions[r].parent)
    }
    /// The number of values ever created (for side tables).
    pub fn num_values(&self) -> usize {
        self.values.len()
    }
    /// The number of blocks ever created (for side tables).
    pub fn num_blocks(&self) -> usize {
        self.blocks.len()
    }
    /// The number of ops ever created (for side tables).
    pub fn num_ops(&self) -> usize {
        self.ops.len()
    }
}

/// Iterator over the uses of a value.
pub struct Uses<'a> {
    ctx: &'a Context,
    next: Option<Use>,
}

impl Iterator for Uses<'_> {
    type Item = Use;
    fn next(&mut self) -> Option<Use> {
        let u = self.next?;
        self.next = self.ctx.ops[u.op].operands[u.index as usize].next_use;
        Some(u)
    }
}

/// Iterator over the operations of a block.
pub struct BlockOps<'a> {
    ctx: &'a Context,
    next: Option<Op>,
}

impl Iterator for BlockOps<'_> {
    type Item = Op;
    fn next(&mut self) -> Option<Op> {
        let op = self.next?;
        self.next = self.ctx.ops[op].next;
        Some(op)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn use_lists_follow_operand_changes() {
        let mut ctx = Context::new();
        let i32t = ctx.int(32);
        let name = ctx.ident("x.def");
        let (d, l) = (ctx.empty_dict(), ctx.unknown_loc());
        let a = ctx.create_op(name, &[], &[i32t], d, None, &[], 0, l);
        let b = ctx.create_op(name, &[], &[i32t], d, None, &[], 0, l);
        let (va, vb) = (ctx.result(a, 0), ctx.result(b, 0));
        let user_name = ctx.ident("x.use");
        let u = ctx.create_op(user_name, &[va, va, vb], &[], d, None, &[], 0, l);
        assert_eq!(ctx.uses(va).count(), 2);
        ctx.set_operand(u, 1, vb);
        assert_eq!(ctx.uses(va).count(), 1);
        assert_eq!(ctx.uses(vb).count(), 2);
        ctx.replace_all_uses(vb, va);
        assert!(ctx.use_empty(vb));
        assert_eq!(ctx.uses(va).count(), 3);
        assert!(ctx.op(u).operands().all(|v| v == va));
    }

    #[test]
    fn blocks_keep_an_intrusive_op_list() {
        let mut ctx = Context::new();
        let name = ctx.ident("x.op");
        let (d, l) = (ctx.empty_dict(), ctx.unknown_loc());
        let blk = ctx.create_block();
        let ops: Vec<Op> = (0..3)
            .map(|_| ctx.create_op(name, &[], &[], d, None, &[], 0, l))
            .collect();
        ctx.append_op(blk, ops[0]);
        ctx.append_op(blk, ops[2]);
        ctx.insert_op_before(ops[2], ops[1]);
        assert_eq!(ctx.block_ops(blk).collect::<Vec<_>>(), ops);
        ctx.detach_op(ops[1]);
        assert_eq!(ctx.block_ops(blk).collect::<Vec<_>>(), vec![ops[0], ops[2]]);
    }

    #[test]
    fn types_and_attributes_are_uniqued() {
        let mut ctx = Context::new();
        assert_eq!(ctx.int(32), ctx.int(32));
        assert_ne!(ctx.int(32), ctx.int_type(32, Signedness::Signed));
        let a = ctx.ident("a");
        let t = ctx.attr(AttrKind::Bool(true));
        let d1 = ctx.dictionary(vec![(a, t)]).ok();
        let d2 = ctx.dictionary(vec![(a, t)]).ok();
        assert_eq!(d1, d2);
        assert!(ctx.dictionary(vec![(a, t), (a, t)]).is_err());
    }
}

//! The table of registered operations: their traits and verifiers.
//! Dialect crates add entries; `ir` itself registers only `builtin`.

use crate::context::Context;
use crate::operation::Op;
use rustc_hash::FxHashMap;

/// Structural properties of an op that the core needs to know.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct OpTraits {
    /// Must end its block.
    pub terminator: bool,
    /// Its regions' blocks need no terminator.
    pub no_terminator: bool,
    /// Its regions cannot see values defined outside.
    pub isolated_from_above: bool,
    /// Its regions hold a symbol table (unique `sym_name`s).
    pub symbol_table: bool,
    /// Its regions are graph regions (no dominance).
    pub graph_regions: bool,
    /// Each region has at most one block.
    pub single_block: bool,
    /// Defines a symbol (`sym_name`): never trivially dead.
    pub symbol: bool,
    /// Operand order does not matter (`Commutative`): cse treats
    /// `addi %a, %b` and `addi %b, %a` as equal.
    pub commutative: bool,
    /// Has no operands, one result, and folds to its value
    /// (`ConstantLike`): the greedy driver deduplicates and hoists it.
    pub constant_like: bool,
}

/// What an op does to memory: MLIR's `MemoryEffectOpInterface` and the
/// `RecursiveMemoryEffects` trait, as cse and dead-code removal use them.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Effects {
    /// Nothing declared: the op may do anything.
    #[default]
    Unknown,
    /// Exactly these effects (none for `Pure` and `NoMemoryEffect`).
    Declared(EffectSet),
    /// The effects of the ops in its regions, plus its own if it declares
    /// any (`None`: no effect interface of its own).
    Recursive(Option<EffectSet>),
    /// A destination-style op (linalg): reads its buffer inputs, reads and
    /// writes its buffer outputs, nothing on tensors.
    DestinationStyle,
}

/// A summary of memory effects.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct EffectSet {
    /// Reads memory.
    pub read: bool,
    /// Writes memory.
    pub write: bool,
    /// Allocates the memory its results refer to.
    pub alloc: bool,
    /// Frees memory.
    pub free: bool,
}

impl EffectSet {
    /// No effect at all.
    pub const NONE: EffectSet = EffectSet {
        read: false,
        write: false,
        alloc: false,
        free: false,
    };

    /// Whether there is no effect.
    pub fn is_empty(self) -> bool {
        self == EffectSet::NONE
    }

    /// Both sets' effects.
    pub fn union(self, o: EffectSet) -> EffectSet {
        EffectSet {
            read: self.read || o.read,
            write: self.write || o.write,
            alloc: self.alloc || o.alloc,
            free: self.free || o.free,
        }
    }
}

/// An op-specific verifier (MLIR's `verify()` and the ODS checks).
pub type VerifyFn = fn(&Context, Op) -> Result<(), VerifyError>;

/// How a [`VerifyError`] is reported.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VerifyErrorKind {
    /// MLIR's `emitOpError`: the message follows `'name' op `.
    Op,
    /// MLIR's `emitError`: the message as is, at the op (e.g. the slice
    /// verifiers' `expected type to be ... (size mismatch)`).
    Plain,
    /// An attribute constraint that fails while MLIR builds the op's
    /// properties: `'name' op` prefixed, but shown before there is an op
    /// (no "see current operation" note).
    Properties,
    /// A result type inference failure (MLIR's `inferReturnTypes`): the
    /// message as is, then the op's "failed to infer returned types".
    Inferred,
}

/// Why an op failed verification: a kind, a message and notes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct VerifyError {
    /// How it is reported.
    pub kind: VerifyErrorKind,
    /// What is wrong.
    pub message: String,
    /// Notes, each at a location (an attribute of kind location) or at
    /// the op when `None` (MLIR's `attachNote`).
    pub notes: Vec<(Option<crate::Attribute>, String)>,
}

impl VerifyError {
    /// An `emitOpError`.
    pub fn op(message: impl Into<String>) -> VerifyError {
        VerifyError {
            kind: VerifyErrorKind::Op,
            message: message.into(),
            notes: Vec::new(),
        }
    }
    /// An `emitError`: the message as is.
    pub fn plain(message: impl Into<String>) -> VerifyError {
        VerifyError {
            kind: VerifyErrorKind::Plain,
            ..VerifyError::op(message)
        }
    }
    /// A type inference failure: the message, then "failed to infer
    /// returned types".
    pub fn inferred(message: impl Into<String>) -> VerifyError {
        VerifyError {
            kind: VerifyErrorKind::Inferred,
            ..VerifyError::op(message)
        }
    }
    /// A property (attribute) constraint failure.
    pub fn properties(message: impl Into<String>) -> VerifyError {
        VerifyError {
            kind: VerifyErrorKind::Properties,
            ..VerifyError::op(message)
        }
    }
    /// The error with a note at `loc` (the op's own location when `None`).
    pub fn with_note(mut self, loc: Option<crate::Attribute>, message: impl Into<String>) -> Self {
        self.notes.push((loc, message.into()));
        self
    }
}

impl From<String> for VerifyError {
    fn from(message: String) -> VerifyError {
        VerifyError::op(message)
    }
}

impl From<&str> for VerifyError {
    fn from(message: &str) -> VerifyError {
        VerifyError::op(message)
    }
}

/// A verifier of an op's symbol references, run after all symbol tables
/// are indexed (MLIR's `verifySymbolUses`).
pub type SymbolUseFn = fn(&Context, Op, &crate::verify::SymbolTables) -> Result<(), VerifyError>;

/// What the context knows about one registered operation.
#[derive(Clone, Debug)]
pub struct OpInfo {
    /// Full name.
    pub name: String,
    /// Structural traits.
    pub traits: OpTraits,
    /// Extra checks.
    pub verify: Option<VerifyFn>,
    /// Data the defining dialect keeps with the op (the engine keeps the
    /// op's definition here), reached through [`Context::op_info`].
    pub data: Option<std::sync::Arc<dyn std::any::Any + Send + Sync>>,
    /// Checks of the op's symbol references, if it has any.
    pub verify_symbol_uses: Option<SymbolUseFn>,
    /// Custom assembly (pretty form), if the op has one.
    pub syntax: Option<std::sync::Arc<dyn crate::text::asm::OpSyntax>>,
    /// Dialect whose prefix may be left off inside the op's regions
    /// (`func` for `func.func`, so `return` means `func.return`).
    pub default_dialect: Option<String>,
    /// Memory effects.
    pub effects: Effects,
    /// The op's folder (`fold native`).
    pub fold: Option<crate::rewrite::FoldFn>,
    /// Adds the op's canonicalization patterns (`canonicalize native`).
    pub canonicalize: Option<crate::rewrite::CanonicalizeFn>,
    /// How a terminator forwards operands to its successors (MLIR's
    /// `BranchOpInterface`), for region DCE.
    pub branch: Option<BranchInfo>,
    /// The op interfaces its dialect attached ([`crate::interface`]).
    pub interfaces: crate::interface::Interfaces,
    /// The traits its definition declares, by name, for queries that are
    /// not hot enough for [`OpTraits`] ([`OpInfo::has_trait`]).
    pub declared_traits: Vec<crate::Ident>,
    /// How dataflow passes may treat it ([`crate::OpClass`]).
    pub class: crate::OpClass,
}

/// MLIR's `BranchOpInterface`: which operands a terminator forwards to
/// each successor's block arguments, and how to drop one.
#[derive(Copy, Clone, Debug)]
pub struct BranchInfo {
    /// The operand range forwarded to successor `i`.
    pub successor_operands: fn(&Context, Op, usize) -> std::ops::Range<usize>,
    /// Removes operand `j` of the range forwarded to successor `i`,
    /// keeping segment sizes right.
    pub erase_successor_operand: fn(&mut Context, Op, usize, usize),
}

impl OpInfo {
    /// An op with traits and an optional verifier, no custom syntax.
    pub fn new(name: &str, traits: OpTraits, verify: Option<VerifyFn>) -> OpInfo {
        OpInfo {
            name: name.into(),
            traits,
            verify,
            verify_symbol_uses: None,
            data: None,
            syntax: None,
            default_dialect: None,
            effects: Effects::Unknown,
            fold: None,
            canonicalize: None,
            branch: None,
            interfaces: Default::default(),
            declared_traits: Vec::new(),
            class: crate::OpClass::Opaque,
        }
    }
    /// Whether the op's definition declares trait `name` (`ReturnLike`,
    /// `Elementwise`): an identifier comparison, no string search.
    pub fn has_trait(&self, name: crate::Ident) -> bool {
        self.declared_traits.contains(&name)
    }
}

/// Registered dialects and operations.
#[derive(Debug, Default)]
pub struct Registry {
    infos: Vec<OpInfo>,
    by_name: FxHashMap<String, u32>,
    dialects: Vec<String>,
    materializers: FxHashMap<String, crate::rewrite::MaterializeFn>,
    patterns: DeclaredPatterns,
    /// Dialects registered but not yet loaded, with what loads them.
    pending: Vec<(String, DialectLoader)>,
    /// Dialect type syntaxes, by namespace.
    type_syntaxes: FxHashMap<String, TypeSyntaxFn>,
    /// The same for dialect attributes (`#ktdp.memory_space<global>`).
    attr_syntaxes: FxHashMap<String, TypeSyntaxFn>,
    /// Verifiers of discardable attributes named after a dialect
    /// (`hlo.plan` on any op), by namespace: MLIR's
    /// `Dialect::verifyOperationAttribute`.
    attr_verifiers: FxHashMap<String, AttrVerifyFn>,
    /// Type predicates written in Rust (`Native<"name">` constraints of a
    /// definition), by dialect then name: a constraint check looks one
    /// up for every operand, so the lookup must not build a string.
    type_predicates: FxHashMap<String, FxHashMap<String, TypePredicateFn>>,
}

/// Checks a discardable attribute `name = value` that a dialect owns
/// (its name starts with `dialect.`) on `op`: MLIR's
/// `Dialect::verifyOperationAttribute`, run by the verifier on every op
/// that carries one.
pub type AttrVerifyFn = fn(&Context, Op, &str, crate::Attribute) -> Result<(), VerifyError>;

/// Reads the body of a dialect type (`uniform<i8:f32, 0.5>` of
/// `!quant.uniform<i8:f32, 0.5>`) and returns its canonical spelling, as
/// MLIR's `Dialect::parseType` then `printType` would: the parser stores
/// dialect types as text, so this is what makes two spellings of one type
/// the same type. An error carries the byte offset in the body it is at.
pub type TypeSyntaxFn = fn(&str) -> Result<String, TypeSyntaxError>;

/// A type predicate a definition names (`Native<"hlo_tensor">`).
pub type TypePredicateFn = fn(&Context, crate::Type) -> bool;

/// Why a dialect type's body did not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct TypeSyntaxError {
    /// Byte offset in the body (the text after `!dialect.`).
    pub offset: usize,
    /// MLIR's message.
    pub message: String,
    /// A note at the same place, if MLIR adds one.
    pub note: Option<String>,
}

/// Loads a registered dialect's ops into a context, the first time the
/// context meets its namespace (MLIR's registered-but-not-loaded
/// dialects): a large dialect such as `torch` costs nothing to a run
/// that never mentions it.
pub type DialectLoader = fn(&mut crate::Context);

/// Rewrite patterns registered at run time (declarative patterns from
/// dialect and pattern files), each with its root op, in load order; the
/// canonicalizer adds them after the root op's own patterns.
#[derive(Default, Clone)]
struct DeclaredPatterns(Vec<(String, std::sync::Arc<dyn crate::rewrite::RewritePattern>)>);

impl std::fmt::Debug for DeclaredPatterns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.0.iter().map(|(_, p)| p.name()))
            .finish()
    }
}

impl Registry {
    /// Registers a dialect namespace.
    pub fn add_dialect(&mut self, name: &str) {
        if !self.dialects.iter().any(|d| d == name) {
            self.dialects.push(name.to_string());
        }
    }
    /// Registers an op (its dialect is registered too).
    pub fn add_op(&mut self, info: OpInfo) {
        if let Some((d, _)) = info.name.split_once('.') {
            let d = d.to_string();
            self.add_dialect(&d);
        }
        // Re-registering an op replaces it in place, keeping its index.
        match self.by_name.get(&info.name) {
            Some(&i) => self.infos[i as usize] = info,
            None => {
                self.by_name
                    .insert(info.name.clone(), self.infos.len() as u32);
                self.infos.push(info);
            }
        }
    }
    /// The info of op `name`, if registered.
    pub fn op(&self, name: &str) -> Option<&OpInfo> {
        self.by_name.get(name).map(|&i| &self.infos[i as usize])
    }
    /// The index of op `name`, for [`Registry::by_index`].
    pub fn index_of(&self, name: &str) -> Option<u32> {
        self.by_name.get(name).copied()
    }
    /// The info at `index`.
    #[inline]
    pub fn by_index(&self, index: u32) -> Option<&OpInfo> {
        self.infos.get(index as usize)
    }
    /// Names of the registered dialects.
    pub fn dialects(&self) -> impl Iterator<Item = &str> {
        self.dialects.iter().map(String::as_str)
    }
    /// Sets how dialect `name` turns a folded attribute into a constant op
    /// (MLIR's `Dialect::materializeConstant`).
    pub fn set_materializer(&mut self, dialect: &str, f: crate::rewrite::MaterializeFn) {
        self.materializers.insert(dialect.to_string(), f);
    }
    /// The constant materializer of dialect `name`.
    pub fn materializer(&self, dialect: &str) -> Option<crate::rewrite::MaterializeFn> {
        self.materializers.get(dialect).copied()
    }
    /// Every registered op, in registration order.
    pub fn ops(&self) -> impl Iterator<Item = &OpInfo> {
        self.infos.iter()
    }
    /// Registers a pattern rooted at op `root` for canonicalization.
    pub fn add_pattern(
        &mut self,
        root: &str,
        p: std::sync::Arc<dyn crate::rewrite::RewritePattern>,
    ) {
        self.patterns.0.push((root.to_string(), p));
    }
    /// The registered patterns rooted at op `root`, in load order.
    pub fn patterns_of<'a>(
        &'a self,
        root: &'a str,
    ) -> impl Iterator<Item = &'a std::sync::Arc<dyn crate::rewrite::RewritePattern>> + 'a {
        self.patterns
            .0
            .iter()
            .filter(move |(r, _)| r == root)
            .map(|(_, p)| p)
    }
    /// Sets how dialect `name` spells its types ([`TypeSyntaxFn`]).
    pub fn set_type_syntax(&mut self, dialect: &str, f: TypeSyntaxFn) {
        self.type_syntaxes.insert(dialect.to_string(), f);
    }
    /// Sets how dialect `name` spells its attributes: the body after
    /// `#dialect.` is checked and respelled as for types
    /// ([`TypeSyntaxFn`]), so an older spelling reads as the current one.
    pub fn set_attr_syntax(&mut self, dialect: &str, f: TypeSyntaxFn) {
        self.attr_syntaxes.insert(dialect.to_string(), f);
    }
    /// Registers the verifier of the discardable attributes that dialect
    /// `dialect` owns (named `dialect.something`).
    pub fn set_attr_verifier(&mut self, dialect: &str, f: AttrVerifyFn) {
        self.attr_verifiers.insert(dialect.to_string(), f);
    }
    /// The verifier of `dialect`'s discardable attributes, if it has one.
    pub fn attr_verifier(&self, dialect: &str) -> Option<AttrVerifyFn> {
        self.attr_verifiers.get(dialect).copied()
    }
    /// Whether any dialect verifies its discardable attributes (the
    /// verifier skips the walk over attributes when none does).
    pub fn has_attr_verifiers(&self) -> bool {
        !self.attr_verifiers.is_empty()
    }
    /// The attribute syntax of dialect `name`, if it has one.
    pub fn attr_syntax(&self, dialect: &str) -> Option<TypeSyntaxFn> {
        self.attr_syntaxes.get(dialect).copied()
    }
    /// The type syntax of dialect `name`, if it has one.
    pub fn type_syntax(&self, dialect: &str) -> Option<TypeSyntaxFn> {
        self.type_syntaxes.get(dialect).copied()
    }
    /// Registers the type predicate `name` (dialect-qualified).
    pub fn set_type_predicate(&mut self, name: &str, f: TypePredicateFn) {
        let (dialect, local) = name.split_once('.').unwrap_or(("", name));
        self.type_predicates
            .entry(dialect.to_string())
            .or_default()
            .insert(local.to_string(), f);
    }
    /// The type predicate `name` (dialect-qualified), if registered.
    pub fn type_predicate(&self, name: &str) -> Option<TypePredicateFn> {
        let (dialect, local) = name.split_once('.').unwrap_or(("", name));
        self.type_predicate_in(dialect, local)
    }
    /// The type predicate `name` of `dialect`, if registered.
    pub fn type_predicate_in(&self, dialect: &str, name: &str) -> Option<TypePredicateFn> {
        self.type_predicates.get(dialect)?.get(name).copied()
    }
    /// Whether dialect `name` is registered.
    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.iter().any(|d| d == name)
    }
    /// Registers dialect `name` to be loaded by `load` when first needed
    /// ([`crate::Context::load_dialect`]).
    pub fn add_lazy_dialect(&mut self, name: &str, load: DialectLoader) {
        self.add_dialect(name);
        self.pending.retain(|(d, _)| d != name);
        self.pending.push((name.to_string(), load));
    }
    /// Takes the loader of `name` if the dialect is registered and not
    /// loaded yet.
    pub(crate) fn take_loader(&mut self, name: &str) -> Option<DialectLoader> {
        let i = self.pending.iter().position(|(d, _)| d == name)?;
        Some(self.pending.swap_remove(i).1)
    }
    /// Whether some dialect waits to be loaded (a cheap test for the
    /// creation path).
    #[inline]
    pub(crate) fn has_pending(&self) -> bool {
        !self.pending.is_empty()
    }
}

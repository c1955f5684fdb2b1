//! The hook table: Rust that a `.dialect` file refers to by name. Whole-op
//! syntaxes for ops whose assembly a declarative format cannot say
//! (`func.func`, `scf.for`), verifiers, folders, canonicalization
//! patterns, branch interfaces, result-name hints, and the constraints
//! and builders declarative patterns call. The engine looks hooks up here
//! when it registers a dialect; one table serves compiled-in and
//! run-time-loaded dialects alike.

use ir::operation::Op;
use ir::registry::{BranchInfo, SymbolUseFn, VerifyFn};
use ir::rewrite::Rewriter;
use ir::rewrite::{CanonicalizeFn, FoldFn};
use ir::text::asm::OpSyntax;
use ir::{Attribute, Context, TypedOp, Value};
use std::collections::HashMap;
use std::sync::Arc;

/// What a pattern variable holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Bound {
    /// An SSA value (bound in operand or result position).
    Value(Value),
    /// An attribute (bound in attribute position, or a literal).
    Attr(Attribute),
}

/// A native pattern constraint (`constraint native(NAME)($x)`): true when
/// the arguments satisfy it.
pub type ConstraintHook = fn(&mut Context, &[Bound]) -> bool;

/// A native builder (`native(NAME)(...)` in a rewrite): makes a value
/// (creating ops at the rewriter's insertion point, with location `loc`)
/// or an attribute; `None` when it cannot, which makes the pattern fail.
pub type BuilderHook = fn(&mut Rewriter<'_>, &[Bound], Attribute) -> Option<Bound>;

/// Result-name hints computed in Rust (`%c0`, `%cst`, `%true`).
pub type NameHintFn = fn(&Context, Op) -> Vec<Option<String>>;

/// The native hooks available to dialect definitions.
#[derive(Default, Clone)]
pub struct Hooks {
    /// Whole-op custom syntaxes, keyed by full op name (`func.func`); used
    /// for ops whose definition has no `format`.
    pub syntaxes: HashMap<String, Arc<dyn OpSyntax>>,
    /// Verifiers, keyed by the dialect-qualified hook name
    /// (`verify native(verify_load)` in memref: `memref.verify_load`) or,
    /// for a bare `verify native`, by full op name.
    pub verifiers: HashMap<String, VerifyFn>,
    /// Name hints, keyed like verifiers (`name_hint native(NAME)`).
    pub name_hints: HashMap<String, NameHintFn>,
    /// Symbol-use verifiers (calls, symbol constants), keyed by full op
    /// name; they run once every symbol table is indexed.
    pub symbol_users: HashMap<String, SymbolUseFn>,
    /// Folders (`fold native`), keyed by full op name.
    pub folders: HashMap<String, FoldFn>,
    /// Canonicalization pattern makers (`canonicalize native`), keyed by
    /// full op name.
    pub canonicalizers: HashMap<String, CanonicalizeFn>,
    /// Branch interfaces of terminators with successors, keyed by full op
    /// name.
    pub branches: HashMap<String, BranchInfo>,
    /// Constraints declarative patterns call (`constraint native(NAME)(...)`).
    pub pattern_constraints: HashMap<String, ConstraintHook>,
    /// Builders declarative patterns call (`native(NAME)(...)` in a rewrite).
    pub pattern_builders: HashMap<String, BuilderHook>,
    /// Op interfaces, keyed by full op name.
    pub interfaces: HashMap<String, ir::interface::Interfaces>,
    /// The dialect whose hooks are being added: a hook name without a `.`
    /// (`verify_load`) is filed under it (`memref.verify_load`).
    namespace: String,
}

impl Hooks {
    /// An empty table.
    pub fn new() -> Hooks {
        Hooks::default()
    }
    /// Files the hooks added from now on under dialect `name`.
    pub fn set_namespace(&mut self, name: &str) -> &mut Self {
        self.namespace = name.to_string();
        self
    }
    /// `name` in the current namespace, unless it is qualified already.
    fn qualified(&self, name: &str) -> String {
        if name.contains('.') || self.namespace.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.namespace)
        }
    }
    /// Registers the whole-op syntax of `T` (for an op without `format`).
    pub fn custom_syntax<T: TypedOp>(&mut self, s: impl OpSyntax + 'static) -> &mut Self {
        self.syntaxes.insert(T::NAME.to_string(), Arc::new(s));
        self
    }
    /// Registers the verifier of `T` (a bare `verify native`).
    pub fn verify<T: TypedOp>(&mut self, f: VerifyFn) -> &mut Self {
        self.verifiers.insert(T::NAME.to_string(), f);
        self
    }
    /// Registers a named verifier (`verify native(NAME)`, shared by several
    /// ops), filed under the current dialect's namespace.
    pub fn named_verifier(&mut self, name: &str, f: VerifyFn) -> &mut Self {
        self.verifiers.insert(self.qualified(name), f);
        self
    }
    /// Registers the symbol-use verifier of `T` (a `verify native` op
    /// whose checks need the symbol tables, as calls).
    pub fn symbol_uses<T: TypedOp>(&mut self, f: SymbolUseFn) -> &mut Self {
        self.symbol_users.insert(T::NAME.to_string(), f);
        self
    }
    /// Registers the folder of `T` (`fold native`).
    pub fn fold<T: TypedOp>(&mut self, f: FoldFn) -> &mut Self {
        self.folders.insert(T::NAME.to_string(), f);
        self
    }
    /// Registers the canonicalization patterns of `T` (`canonicalize native`).
    pub fn canonicalize<T: TypedOp>(&mut self, f: CanonicalizeFn) -> &mut Self {
        self.canonicalizers.insert(T::NAME.to_string(), f);
        self
    }
    /// Attaches `imp` as op `T`'s implementation of interface `I` (a trait
    /// object type: `interface::<ForOp, dyn RegionBranch>(Arc::new(..))`).
    pub fn interface<T: TypedOp, I: ?Sized + Send + Sync + 'static>(
        &mut self,
        imp: Arc<I>,
    ) -> &mut Self {
        self.interfaces
            .entry(T::NAME.to_string())
            .or_default()
            .attach::<I>(imp);
        self
    }
    /// Registers the branch interface of terminator `T`.
    pub fn branch<T: TypedOp>(&mut self, b: BranchInfo) -> &mut Self {
        self.branches.insert(T::NAME.to_string(), b);
        self
    }
    /// Sets the rewrite hooks of `info` (op `def`) that its definition
    /// declares and this table has: folder, canonicalization patterns,
    /// branch interface, op interfaces.
    pub fn attach_rewrites(&self, info: &mut ir::registry::OpInfo, def: &dialect_def::OpDef) {
        use dialect_def::HookKind;
        if def.hook(HookKind::Fold).is_some() {
            info.fold = self.folders.get(&info.name).copied();
        }
        if def.hook(HookKind::Canonicalize).is_some() {
            info.canonicalize = self.canonicalizers.get(&info.name).copied();
        }
        info.branch = self.branches.get(&info.name).copied();
        if let Some(i) = self.interfaces.get(&info.name) {
            info.interfaces.extend(i);
        }
    }
    /// Registers a constraint for declarative patterns.
    pub fn pattern_constraint(&mut self, name: &str, f: ConstraintHook) -> &mut Self {
        self.pattern_constraints.insert(name.to_string(), f);
        self
    }
    /// Registers a builder for declarative patterns.
    pub fn pattern_builder(&mut self, name: &str, f: BuilderHook) -> &mut Self {
        self.pattern_builders.insert(name.to_string(), f);
        self
    }
    /// Registers a name-hint hook.
    pub fn name_hint(&mut self, name: &str, f: NameHintFn) -> &mut Self {
        self.name_hints.insert(self.qualified(name), f);
        self
    }
}

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut keys: Vec<&String> = self
            .syntaxes
            .keys()
            .chain(self.verifiers.keys())
            .chain(self.name_hints.keys())
            .collect();
        keys.sort();
        f.debug_struct("Hooks").field("hooks", &keys).finish()
    }
}

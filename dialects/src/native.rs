//! Rust that a `.dialect` file refers to by name: whole-op syntaxes for
//! ops whose assembly a declarative format cannot say (`func.func`,
//! `scf.for`), verifiers, and result-name hints. The engine looks hooks up
//! here when it registers a dialect; one table serves compiled-in and
//! run-time-loaded dialects alike.

use ir::operation::Op;
use ir::registry::{BranchInfo, SymbolUseFn, VerifyFn};
use ir::rewrite::{CanonicalizeFn, FoldFn};
use ir::text::asm::OpSyntax;
use ir::Context;
use std::collections::HashMap;
use std::sync::Arc;

/// Result-name hints computed in Rust (`%c0`, `%cst`, `%true`).
pub type NameHintFn = fn(&Context, Op) -> Vec<Option<String>>;

/// The native hooks available to dialect definitions.
#[derive(Default, Clone)]
pub struct Natives {
    /// Whole-op custom syntaxes, keyed by full op name (`func.func`); used
    /// for ops whose definition has no `format`.
    pub syntaxes: HashMap<String, Arc<dyn OpSyntax>>,
    /// Verifiers, keyed by hook name (`verify native(NAME)`) or, for a bare
    /// `verify native`, by full op name.
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
    pub pattern_constraints: HashMap<String, crate::rewrite::hooks::ConstraintHook>,
    /// Builders declarative patterns call (`native(NAME)(...)` in a rewrite).
    pub pattern_builders: HashMap<String, crate::rewrite::hooks::BuilderHook>,
}

impl Natives {
    /// An empty table.
    pub fn new() -> Natives {
        Natives::default()
    }
    /// Registers a whole-op syntax for `op`.
    pub fn syntax(&mut self, op: &str, s: impl OpSyntax + 'static) -> &mut Self {
        self.syntaxes.insert(op.to_string(), Arc::new(s));
        self
    }
    /// Registers a verifier hook.
    pub fn verifier(&mut self, name: &str, f: VerifyFn) -> &mut Self {
        self.verifiers.insert(name.to_string(), f);
        self
    }
    /// Registers a symbol-use verifier for `op`.
    pub fn symbol_user(&mut self, op: &str, f: SymbolUseFn) -> &mut Self {
        self.symbol_users.insert(op.to_string(), f);
        self
    }
    /// Registers the folder of `op`.
    pub fn folder(&mut self, op: &str, f: FoldFn) -> &mut Self {
        self.folders.insert(op.to_string(), f);
        self
    }
    /// Registers the canonicalization patterns of `op`.
    pub fn canonicalizer(&mut self, op: &str, f: CanonicalizeFn) -> &mut Self {
        self.canonicalizers.insert(op.to_string(), f);
        self
    }
    /// Registers the branch interface of `op`.
    pub fn branch(&mut self, op: &str, b: BranchInfo) -> &mut Self {
        self.branches.insert(op.to_string(), b);
        self
    }
    /// Sets the rewrite hooks of `info` (op `def`) that its definition
    /// declares and this table has: folder, canonicalization patterns,
    /// branch interface.
    pub fn attach_rewrites(&self, info: &mut ir::registry::OpInfo, def: &crate::def::OpDef) {
        use crate::def::HookKind;
        if def.hook(HookKind::Fold).is_some() {
            info.fold = self.folders.get(&info.name).copied();
        }
        if def.hook(HookKind::Canonicalize).is_some() {
            info.canonicalize = self.canonicalizers.get(&info.name).copied();
        }
        info.branch = self.branches.get(&info.name).copied();
    }
    /// Registers a constraint for declarative patterns.
    pub fn pattern_constraint(
        &mut self,
        name: &str,
        f: crate::rewrite::hooks::ConstraintHook,
    ) -> &mut Self {
        self.pattern_constraints.insert(name.to_string(), f);
        self
    }
    /// Registers a builder for declarative patterns.
    pub fn pattern_builder(
        &mut self,
        name: &str,
        f: crate::rewrite::hooks::BuilderHook,
    ) -> &mut Self {
        self.pattern_builders.insert(name.to_string(), f);
        self
    }
    /// Registers a name-hint hook.
    pub fn name_hint(&mut self, name: &str, f: NameHintFn) -> &mut Self {
        self.name_hints.insert(name.to_string(), f);
        self
    }
}

impl std::fmt::Debug for Natives {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut keys: Vec<&String> = self
            .syntaxes
            .keys()
            .chain(self.verifiers.keys())
            .chain(self.name_hints.keys())
            .collect();
        keys.sort();
        f.debug_struct("Natives").field("hooks", &keys).finish()
    }
}

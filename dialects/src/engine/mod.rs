//! The engine: turns a checked [`Dialect`] into registered ops of an
//! [`ir::Context`]. Each op gets its structural traits, a verifier that
//! checks the declared constraints with MLIR's messages, and a syntax that
//! interprets its declarative assembly format (or a whole-op Rust syntax
//! from [`Natives`]).
//!
//! [`ir::registry::VerifyFn`] is a plain function pointer, so the
//! verifier finds its op's definition in a process-wide table keyed by
//! the op's full name ([`spec`]). Loading a second, different definition
//! of the same op replaces the first.

pub mod attrs;
pub mod constraints;
pub mod format;
pub mod verify;

use crate::def::{Dialect, NameHint, OpDef, TraitArg};
use crate::native::{NameHintFn, Natives};
use ir::registry::{EffectSet, Effects, OpInfo, OpTraits, VerifyFn};
use ir::{Context, Op};
use std::collections::HashMap;
use std::sync::{Arc, OnceLock, RwLock};

/// Why a dialect could not be registered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: error: {message}")]
pub struct EngineError {
    /// The definition file.
    pub file: String,
    /// 1-based line of the offending definition.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

/// How an op names its results in custom form.
#[derive(Clone, Debug)]
pub enum Hint {
    /// `%alloc`, `%alloc_0`, ... (names the first result).
    Fixed(String),
    /// `name_hint "$results"`: each result takes its declared name
    /// (`%sum, %overflow = arith.addui_extended ...`).
    Declared(Vec<String>),
    /// Computed in Rust.
    Native(NameHintFn),
}

/// One registered op: its definition and the hooks found for it.
#[derive(Debug)]
pub struct OpSpec {
    /// Full name (`arith.addi`).
    pub name: String,
    /// The whole dialect (to resolve named constraints, enums, attributes).
    pub dialect: Arc<Dialect>,
    /// Index of the op in `dialect.ops`.
    pub index: usize,
    /// The Rust verifier named by `verify native`, if any.
    pub native_verify: Option<VerifyFn>,
    /// Result name hint.
    pub hint: Option<Hint>,
    /// The constraint each operand is checked against on its own (see
    /// `verify::own_constraint`), computed once rather than per op.
    pub(crate) own_operands: Vec<Option<crate::def::TypeConstraint>>,
    /// The same for the results.
    pub(crate) own_results: Vec<Option<crate::def::TypeConstraint>>,
}

impl OpSpec {
    /// The op's definition.
    pub fn def(&self) -> &OpDef {
        &self.dialect.ops[self.index]
    }
}

fn table() -> &'static RwLock<HashMap<String, Arc<OpSpec>>> {
    static T: OnceLock<RwLock<HashMap<String, Arc<OpSpec>>>> = OnceLock::new();
    T.get_or_init(Default::default)
}

/// The definition behind `op`, if the engine registered its op: an O(1)
/// lookup through the op's registry entry.
pub fn spec_of(ctx: &ir::Context, op: ir::Op) -> Option<&OpSpec> {
    ctx.op_info(op)?.data.as_ref()?.downcast_ref::<OpSpec>()
}

/// The registered definition of op `name`, if the engine registered it.
pub fn spec(name: &str) -> Option<Arc<OpSpec>> {
    // A poisoned lock only means another thread panicked mid-insert; the
    // map itself is still consistent.
    let t = table().read().unwrap_or_else(|e| e.into_inner());
    t.get(name).cloned()
}

pub(crate) fn traits_of(def: &OpDef) -> OpTraits {
    let has = |n: &str| def.has_trait(n);
    OpTraits {
        terminator: has("Terminator"),
        no_terminator: has("NoTerminator") || def.regions.iter().any(|r| r.no_terminator),
        isolated_from_above: has("IsolatedFromAbove"),
        symbol_table: has("SymbolTable"),
        graph_regions: has("GraphRegion") || has("HasOnlyGraphRegion"),
        single_block: has("SingleBlock")
            || has("SingleBlockImplicitTerminator")
            || def
                .regions
                .iter()
                .any(|r| r.blocks == crate::def::RegionBlocks::Exactly(1)),
        symbol: has("Symbol"),
        commutative: has("Commutative"),
        constant_like: has("ConstantLike"),
    }
}

/// Ops holding regions of their own dialect elide its prefix there as
/// func.func does, when the definition says so with `DefaultDialect<d>`.
pub(crate) fn default_dialect(def: &OpDef) -> Option<String> {
    match def.trait_named("DefaultDialect")?.args.first()? {
        TraitArg::Name(n) => Some(n.name.clone()),
        _ => None,
    }
}

/// Loads an embedded (compiled-in) definition; its errors name the file.
pub(crate) fn load_embedded(file: &str, src: &str) -> Result<Dialect, EngineError> {
    crate::def::load(file, src).map_err(|e| {
        let first = e.0.first();
        EngineError {
            file: file.to_string(),
            line: first.map_or(0, |x| x.span.line),
            col: first.map_or(0, |x| x.span.col),
            message: first.map_or_else(String::new, |x| x.message.clone()),
        }
    })
}

/// The memory effects an op's traits declare: `Pure` and `NoMemoryEffect`
/// none, `MemRead`/`MemWrite`/`MemAlloc`/`MemFree` those, and
/// `RecursiveMemoryEffects` those of the nested ops as well.
pub(crate) fn effects_of(def: &OpDef) -> Effects {
    use crate::def::EffectKind;
    let has = |n: &str| def.has_trait(n);
    let declared = (has("Pure") || has("NoMemoryEffect") || !def.effects.is_empty()).then(|| {
        let any = |k: EffectKind| def.effects.iter().any(|e| e.kind == k);
        EffectSet {
            read: any(EffectKind::Read),
            write: any(EffectKind::Write),
            alloc: any(EffectKind::Alloc),
            free: any(EffectKind::Free),
        }
    });
    if has("RecursiveMemoryEffects") {
        Effects::Recursive(declared)
    } else if let Some(e) = declared {
        Effects::Declared(e)
    } else if has("DestinationStyleOpInterface") {
        Effects::DestinationStyle
    } else {
        Effects::Unknown
    }
}

/// Registers every op of `dialect` in `ctx`. `file` names the definition
/// in errors about missing native hooks.
pub fn register(
    ctx: &mut Context,
    dialect: &Dialect,
    natives: &Natives,
) -> Result<(), EngineError> {
    register_from(ctx, "<dialect>", dialect, natives)
}

/// [`register`], naming the definition file in errors.
pub fn register_from(
    ctx: &mut Context,
    file: &str,
    dialect: &Dialect,
    natives: &Natives,
) -> Result<(), EngineError> {
    let d = Arc::new(dialect.clone());
    let dname = d.name.name.clone();
    let err = |span: crate::def::Span, message: String| EngineError {
        file: file.to_string(),
        line: span.line,
        col: span.col,
        message,
    };
    if !d.patterns_only {
        ctx.registry.add_dialect(&dname);
    }
    for (index, def) in d.ops.iter().enumerate() {
        let full = format!("{dname}.{}", def.name.name);
        let hook_key = |r: &crate::def::NativeRef| {
            r.name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_else(|| full.clone())
        };
        let native_verify = match def.hook(crate::def::HookKind::Verify) {
            // A bare `verify native` without Rust behind it verifies only
            // the declared constraints: run-time-loaded dialects have no
            // compiled hooks, and that must not stop them loading.
            Some(h) => natives.verifiers.get(&hook_key(&h.native)).copied(),
            None => None,
        };
        let hint = match &def.name_hint {
            Some(NameHint::Fixed(t)) if t.value == "$results" => Some(Hint::Declared(
                def.results.iter().map(|r| r.name.name.clone()).collect(),
            )),
            Some(NameHint::Fixed(t)) => Some(Hint::Fixed(t.value.clone())),
            Some(NameHint::Native(r)) => match natives.name_hints.get(&hook_key(r)) {
                Some(f) => Some(Hint::Native(*f)),
                None => None,
            },
            None => None,
        };
        if let Some(NameHint::Native(r)) = &def.name_hint {
            if hint.is_none() && r.name.is_some() && !natives.name_hints.is_empty() {
                return Err(err(
                    r.span,
                    format!("no native name hint `{}`", hook_key(r)),
                ));
            }
        }
        let spec = Arc::new(OpSpec {
            name: full.clone(),
            dialect: d.clone(),
            index,
            native_verify,
            hint,
            own_operands: def
                .operands
                .iter()
                .map(|v| verify::own_constraint(def, &v.constraint, 0))
                .collect(),
            own_results: def
                .results
                .iter()
                .map(|v| verify::own_constraint(def, &v.constraint, 0))
                .collect(),
        });
        let mut info = OpInfo::new(&full, traits_of(def), Some(verify::verify_declared));
        info.effects = effects_of(def);
        info.verify_symbol_uses = natives.symbol_users.get(&full).copied();
        info.data = Some(spec.clone());
        info.syntax = if def.format.is_some() {
            Some(Arc::new(format::DeclSyntax::new(spec.clone())))
        } else {
            natives.syntaxes.get(&full).cloned()
        };
        info.default_dialect = default_dialect(def);
        natives.attach_rewrites(&mut info, def);
        table()
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(full, spec);
        ctx.registry.add_op(info);
    }
    // Patterns last: they may match the ops just registered.
    let patterns = crate::rewrite::declarative::compile_all(ctx, &d, natives)
        .map_err(|e| err(e.span, e.message))?;
    for p in patterns {
        let root = ir::rewrite::RewritePattern::root(&p)
            .unwrap_or_default()
            .to_string();
        ctx.registry.add_pattern(&root, Arc::new(p));
    }
    Ok(())
}

/// Brings ops parsed in generic form to the shape MLIR gives them when it
/// builds them: inherent attributes written in the attribute dictionary
/// move to the properties, and defaulted properties that are absent get
/// their default (so `"arith.addi"(...)` prints back with
/// `<{overflowFlags = #arith.overflow<none>}>`). Fails as mlir-opt does on
/// a property value its enum does not have.
pub fn normalize(ctx: &mut Context, top: Op) -> Result<(), ir::Diagnostic> {
    let mut stack = vec![top];
    while let Some(op) = stack.pop() {
        let d = ctx.op(op);
        for &r in d.regions.iter() {
            for &b in ctx.region(r).blocks.iter() {
                stack.extend(ctx.block_ops(b));
            }
        }
        let s = ctx
            .op_info(op)
            .and_then(|i| i.data.clone())
            .and_then(|d| d.downcast::<OpSpec>().ok());
        if let Some(s) = s {
            verify::normalize_op(ctx, &s, op)?;
        }
    }
    Ok(())
}

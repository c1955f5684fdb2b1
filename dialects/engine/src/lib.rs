//! The engine: turns a checked [`Dialect`] into registered ops of an
//! [`ir::Context`]. Each op gets its structural traits, a verifier that
//! checks the declared constraints with MLIR's messages, and a syntax that
//! interprets its declarative assembly format (or a whole-op Rust syntax
//! from the [`Hooks`] table).
//!
//! Architecture invariant: the engine knows no dialect. Dialects give it
//! their definitions and a [`Hooks`] table; it keeps each op's definition
//! ([`OpSpec`]) in the op's registry entry of the one [`Context`] that
//! registered it, never in process-wide state, so two contexts with
//! different definitions of an op do not see each other's.

pub mod attrs;
pub mod build;
pub mod constraints;
pub mod format;
pub mod hooks;
pub mod patterns;
pub mod verify;

pub use hooks::{Bound, BuilderHook, ConstraintHook, Hooks, NameHintFn};

use dialect_def::{Dialect, NameHint, OpDef, TraitArg};
use ir::registry::{EffectSet, Effects, OpInfo, OpTraits, VerifyFn};
use ir::{Context, Op};
use std::sync::Arc;

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
    pub(crate) own_operands: Vec<Option<dialect_def::TypeConstraint>>,
    /// The same for the results.
    pub(crate) own_results: Vec<Option<dialect_def::TypeConstraint>>,
}

impl OpSpec {
    /// The op's definition.
    pub fn def(&self) -> &OpDef {
        &self.dialect.ops[self.index]
    }
}

/// The definition behind `op`, if the engine registered its op: an O(1)
/// lookup through the op's registry entry.
pub fn spec_of(ctx: &ir::Context, op: ir::Op) -> Option<&OpSpec> {
    ctx.op_info(op)?.data.as_ref()?.downcast_ref::<OpSpec>()
}

/// The definition of op `name` as `ctx`'s registry holds it, if the
/// engine registered the op.
pub fn spec_named(ctx: &ir::Context, name: &str) -> Option<Arc<OpSpec>> {
    ctx.registry
        .op(name)?
        .data
        .clone()?
        .downcast::<OpSpec>()
        .ok()
}

pub fn traits_of(def: &OpDef) -> OpTraits {
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
                .any(|r| r.blocks == dialect_def::RegionBlocks::Exactly(1)),
        symbol: has("Symbol"),
        commutative: has("Commutative"),
        constant_like: has("ConstantLike"),
    }
}

/// The op's class for the dataflow passes, from its declared traits.
pub fn class_of(ctx: &mut Context, def: &OpDef) -> ir::OpClass {
    use ir::OpClass;
    if let Some(t) = def.trait_named("Reduction") {
        if let Some(TraitArg::Var(v)) = t.args.first() {
            return OpClass::Reduction {
                dimensions: ctx.ident(&v.name),
            };
        }
    }
    let has = |n: &str| def.has_trait(n);
    if has("Contraction") {
        OpClass::Contraction
    } else if has("Broadcast") {
        OpClass::Broadcast
    } else if has("DataMovement") {
        OpClass::DataMovement
    } else if has("Elementwise") || has("ElementwiseOrScalar") {
        OpClass::Elementwise
    } else {
        OpClass::Opaque
    }
}

/// Ops holding regions of their own dialect elide its prefix there as
/// func.func does, when the definition says so with `DefaultDialect<d>`.
pub fn default_dialect(def: &OpDef) -> Option<String> {
    match def.trait_named("DefaultDialect")?.args.first()? {
        TraitArg::Name(n) => Some(n.name.clone()),
        _ => None,
    }
}

/// Loads an embedded (compiled-in) definition; its errors name the file.
pub fn load_embedded(file: &str, src: &str) -> Result<Dialect, EngineError> {
    dialect_def::load(file, src).map_err(|e| {
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
pub fn effects_of(def: &OpDef) -> Effects {
    use dialect_def::EffectKind;
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

/// Whether every hook a definition declares must have Rust behind it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HookPolicy {
    /// Compiled-in dialects: a declared `verify`/`fold`/`canonicalize`/
    /// `infer`/`name_hint native` without a hook in the table is an error,
    /// so a missing or misspelt hook stops start-up instead of being
    /// dropped silently.
    Required,
    /// Dialects loaded at run time (`--load-dialect`): a hook without Rust
    /// is skipped and the op keeps its declared behaviour only.
    Lenient,
}

/// The table key of a hook reference in dialect `dialect` on op `full`: a
/// named hook (`verify native(verify_load)`) lives in its dialect's
/// namespace (`memref.verify_load`), a bare one under the op's full name.
pub fn hook_key(dialect: &str, full: &str, r: &dialect_def::NativeRef) -> String {
    match &r.name {
        Some(n) => format!("{dialect}.{}", n.name),
        None => full.to_string(),
    }
}

/// The `Native<"name">` predicates `c` names, with where.
fn native_predicates(
    c: &dialect_def::TypeConstraint,
    span: dialect_def::Span,
    out: &mut Vec<(String, dialect_def::Span)>,
) {
    use dialect_def::TypeConstraint as T;
    match c {
        T::Native(n) => out.push((n.value.clone(), span)),
        T::Container(_, inner) | T::SameShape(_, inner) | T::Not(inner) => {
            native_predicates(inner, span, out)
        }
        T::AnyOf(v) | T::AllOf(v) => v.iter().for_each(|x| native_predicates(x, span, out)),
        _ => {}
    }
}

/// Registers every op of `dialect` in `ctx` with the hooks `hooks` has
/// for it. `file` names the definition in errors.
pub fn register_from(
    ctx: &mut Context,
    file: &str,
    dialect: Arc<Dialect>,
    hooks: &Hooks,
    policy: HookPolicy,
) -> Result<(), EngineError> {
    use dialect_def::HookKind;
    let d = dialect;
    let dname = d.name.name.clone();
    let err = |span: dialect_def::Span, message: String| EngineError {
        file: file.to_string(),
        line: span.line,
        col: span.col,
        message,
    };
    let required = policy == HookPolicy::Required;
    if !d.patterns_only {
        ctx.registry.add_dialect(&dname);
    }
    if required {
        // Every `Native<"name">` type predicate has Rust behind it (the
        // dialect registers its predicates before its ops).
        let mut natives = Vec::new();
        for c in &d.constraints {
            native_predicates(&c.constraint, c.span, &mut natives);
        }
        for op in &d.ops {
            for v in op.operands.iter().chain(&op.results) {
                native_predicates(&v.constraint, v.span, &mut natives);
            }
        }
        for (name, span) in natives {
            let key = if name.contains('.') {
                name.clone()
            } else {
                format!("{dname}.{name}")
            };
            if ctx.registry.type_predicate(&key).is_none() {
                return Err(err(
                    span,
                    format!("type predicate `Native<\"{name}\">` has no Rust hook `{key}`"),
                ));
            }
        }
    }
    for (index, def) in d.ops.iter().enumerate() {
        let full = format!("{dname}.{}", def.name.name);
        let key = |r: &dialect_def::NativeRef| hook_key(&dname, &full, r);
        if required {
            for h in &def.hooks {
                let k = key(&h.native);
                let found = match h.kind {
                    // A symbol-use verifier (calls) answers `verify native` too.
                    HookKind::Verify => {
                        hooks.verifiers.contains_key(&k) || hooks.symbol_users.contains_key(&k)
                    }
                    HookKind::Fold => hooks.folders.contains_key(&k),
                    HookKind::Canonicalize => hooks.canonicalizers.contains_key(&k),
                    HookKind::Infer => false,
                };
                if !found {
                    return Err(err(
                        h.span,
                        format!(
                            "`{} native` of `{full}` has no Rust hook `{k}`",
                            h.kind.word()
                        ),
                    ));
                }
            }
        }
        let verify_hook = def.hook(HookKind::Verify);
        // A `verify native` without Rust behind it (lenient policy only)
        // verifies the declared constraints alone.
        let native_verify = verify_hook.and_then(|h| hooks.verifiers.get(&key(&h.native)).copied());
        let hint = match &def.name_hint {
            Some(NameHint::Fixed(t)) if t.value == "$results" => Some(Hint::Declared(
                def.results.iter().map(|r| r.name.name.clone()).collect(),
            )),
            Some(NameHint::Fixed(t)) => Some(Hint::Fixed(t.value.clone())),
            Some(NameHint::Native(r)) => match hooks.name_hints.get(&key(r)) {
                Some(f) => Some(Hint::Native(*f)),
                None if required || r.name.is_some() && !hooks.name_hints.is_empty() => {
                    return Err(err(r.span, format!("no native name hint `{}`", key(r))));
                }
                None => None,
            },
            None => None,
        };
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
        // `verify native only`: the Rust verifier says everything.
        let verifier = match verify_hook {
            Some(h) if h.only && native_verify.is_some() => native_verify,
            _ => Some(verify::verify_declared as ir::registry::VerifyFn),
        };
        let mut info = OpInfo::new(&full, traits_of(def), verifier);
        info.effects = effects_of(def);
        info.verify_symbol_uses = hooks.symbol_users.get(&full).copied();
        info.data = Some(spec.clone());
        info.syntax = if def.format.is_some() {
            Some(Arc::new(format::DeclSyntax::new(spec.clone())))
        } else {
            hooks.syntaxes.get(&full).cloned()
        };
        info.default_dialect = default_dialect(def);
        info.declared_traits = def.traits.iter().map(|t| ctx.ident(&t.name.name)).collect();
        info.class = class_of(ctx, def);
        hooks.attach_rewrites(&mut info, def);
        ctx.registry.add_op(info);
    }
    // Patterns last: they may match the ops just registered.
    let patterns =
        crate::patterns::compile_all(ctx, &d, hooks).map_err(|e| err(e.span, e.message))?;
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

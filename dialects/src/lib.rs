//! tessera's compiled-in dialects, one folder each.
//!
//! A folder (`arith/`, `scf/`, `torch/`, ...) holds everything that gives
//! its dialect meaning: the `.dialect` definition, the custom syntax, the
//! verifiers, folders, canonicalization patterns and shape rules, and
//! exports one [`DialectDesc`] named `DIALECT`. [`ALL`] lists them;
//! [`register_all`] registers them in a context through the engine
//! (`dialect_engine`), which requires every hook a definition declares to
//! have Rust behind it. Helpers several dialects share live in `util`.
//!
//! Architecture invariant: nothing here is process-wide state; a
//! [`Context`] owns everything registered into it.

pub mod arith;
pub mod cf;
pub mod check;
pub mod chlo;
pub mod func;
pub mod hlo;
pub mod interpreter;
pub mod ktdp;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod quant;
pub mod scf;
pub mod spyreop;
pub mod stablehlo;
pub mod tensor;
pub mod torch;
pub mod tt;
mod util;

pub use dialect_engine::{EngineError, HookPolicy, Hooks};

use dialect_def::Dialect;
use ir::rewrite::MaterializeFn;
use ir::Context;
use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

/// A compiled-in dialect: what the registry needs to know of it.
#[derive(Copy, Clone)]
pub struct DialectDesc {
    /// The namespace (`arith`).
    pub name: &'static str,
    /// Its definition files: (file name for errors, text).
    pub sources: &'static [(&'static str, &'static str)],
    /// Adds the dialect's Rust hooks to the table (named hooks are filed
    /// under the dialect's namespace).
    pub hooks: fn(&mut Hooks),
    /// Builds a constant op from a folded attribute (MLIR's
    /// `Dialect::materializeConstant`).
    pub materializer: Option<MaterializeFn>,
    /// Adds the dialect's type syntax and type predicates to the registry.
    pub types: Option<fn(&mut ir::registry::Registry)>,
    /// When its ops are registered.
    pub loading: Loading,
}

/// When a dialect's ops are registered.
#[derive(Copy, Clone)]
pub enum Loading {
    /// By [`register_all`].
    Eager,
    /// The first time a context meets the namespace (MLIR's registered but
    /// not loaded dialects); the function loads it (through [`load_lazy`]).
    Lazy(fn(&mut Context)),
}

/// Every compiled-in dialect, in registration order.
pub const ALL: &[DialectDesc] = &[
    func::DIALECT,
    cf::DIALECT,
    scf::DIALECT,
    arith::DIALECT,
    math::DIALECT,
    linalg::DIALECT,
    memref::DIALECT,
    tensor::DIALECT,
    torch::DIALECT,
    stablehlo::DIALECT,
    chlo::DIALECT,
    hlo::DIALECT,
    check::DIALECT,
    quant::DIALECT,
    ktdp::DIALECT,
    spyreop::DIALECT,
    tt::DIALECT,
    interpreter::DIALECT,
];

/// The hooks of every compiled-in dialect in one table: what the engine
/// registers compiled-in dialects with, and what a dialect loaded at run
/// time (`--load-dialect`) may name.
pub fn compiled_hooks() -> Hooks {
    let mut h = Hooks::new();
    for d in ALL {
        h.set_namespace(d.name);
        (d.hooks)(&mut h);
    }
    h.set_namespace("");
    h
}

/// Registers one compiled-in dialect's ops in `ctx`, every declared hook
/// required.
pub fn register(ctx: &mut Context, d: &DialectDesc, hooks: &Hooks) -> Result<(), EngineError> {
    // Type predicates first: the definitions' `Native<...>` constraints
    // must find them.
    if let Some(types) = d.types {
        types(&mut ctx.registry);
    }
    for (file, src) in d.sources {
        let def = embedded(file, src)?;
        dialect_engine::register_from(ctx, file, def, hooks, HookPolicy::Required)?;
    }
    if let Some(m) = d.materializer {
        ctx.registry.set_materializer(d.name, m);
    }
    Ok(())
}

/// The parsed definition of built-in source `file` (`src`), parsed once
/// a process on first use and kept: every context registers the built-in
/// dialects, and a process that makes a context a module (the Python
/// package makes one a call) would otherwise parse them again each time
/// (about 9 ms). What is kept is never changed; a source that is not one
/// of [`ALL`]'s is parsed each time.
fn embedded(file: &'static str, src: &'static str) -> Result<Arc<Dialect>, EngineError> {
    type Parsed = OnceLock<Result<Arc<Dialect>, EngineError>>;
    static PARSED: OnceLock<HashMap<&'static str, Parsed>> = OnceLock::new();
    let all = PARSED.get_or_init(|| {
        ALL.iter()
            .flat_map(|d| d.sources.iter())
            .map(|(f, _)| (*f, OnceLock::new()))
            .collect()
    });
    let parse = || dialect_engine::load_embedded(file, src).map(Arc::new);
    match all.get(file) {
        Some(cell) => cell.get_or_init(parse).clone(),
        None => parse(),
    }
}

/// Registers every compiled-in dialect in `ctx`: the eager ones now, the
/// lazy ones when first met.
pub fn register_all(ctx: &mut Context) -> Result<(), EngineError> {
    let hooks = compiled_hooks();
    for d in ALL {
        match d.loading {
            Loading::Eager => register(ctx, d, &hooks)?,
            Loading::Lazy(load) => ctx.registry.add_lazy_dialect(d.name, load),
        }
    }
    Ok(())
}

/// Loads a lazily registered dialect. Its definitions are compiled in and
/// every one is registered by the tests, so a failure here is a bug; it is
/// reported and the dialect left unloaded rather than taking the process
/// down.
pub fn load_lazy(ctx: &mut Context, d: &DialectDesc) {
    if let Err(e) = register(ctx, d, &compiled_hooks()) {
        eprintln!("{e}");
    }
}

/// The committed `src/<d>/ops.rs` of dialect `d`: its typed op wrappers,
/// generated from the definition (torch's from `torch.dialect` only: the
/// 777 generated aten ops have no Rust hooks). `cargo run -p
/// tessera-dialects --bin dialect-ops` writes them; `tests/ops_current.rs`
/// fails when one falls behind its definition.
pub fn typed_ops_source(d: &DialectDesc) -> Result<String, String> {
    let mut out = format!(
        "//! Typed wrappers of the `{0}` ops, generated from the definition by\n\
         //! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):\n\
         //! `{0}::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`\n\
         //! wherever Rust names the op.\n\n\
         #![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]\n\n\
         use ir::{{Attribute, Context, Op, Type, TypedOp, Value}};\n\n",
        d.name
    );
    for (file, src) in d.sources.iter().filter(|(f, _)| *f != "aten.dialect") {
        let def = dialect_def::load(file, src).map_err(|e| e.render(src))?;
        out.push_str(&dialect_def::rust::typed_ops(&def));
    }
    Ok(out.trim_end().to_string() + "\n")
}

/// Every definition with a reference page in `docs/dialects/`: the
/// compiled-in dialects (aten.dialect's 777 generated ops are listed by
/// their file, not paged) and the worked example.
pub fn doc_sources() -> Vec<(&'static str, &'static str)> {
    let mut v: Vec<(&str, &str)> = ALL
        .iter()
        .flat_map(|d| d.sources.iter().copied())
        .filter(|(file, _)| *file != "aten.dialect")
        .collect();
    v.push((
        "ring.dialect",
        include_str!("../examples/ring/ring.dialect"),
    ));
    v
}

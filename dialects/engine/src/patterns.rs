//! Declarative rewrite patterns: a `pattern` of a dialect or patterns
//! file compiled into a [`RewritePattern`].
//!
//! A pattern matches a DAG of ops rooted at one op. A DAG's arguments are
//! the op's operands, then its attributes, in declaration order (the ones
//! left off match anything). An operand argument is `$x` (binds the value;
//! a name bound twice means the same value), `_`, a nested DAG (the operand
//! is a result of such an op), or a literal (the operand is a constant
//! equal to it). An attribute argument is `$a`, `_` or a literal. The
//! rewrite builds one value per result of the root from bound values, new
//! DAGs and native builder calls; the root's results are replaced with them.
//!
//! As in MLIR's DRR, a pattern's benefit is the number of ops it matches
//! plus its `benefit` clause. New ops take the location of the root.
//! Literal attribute values of kind `typed` (`arith.constant`'s `value`)
//! take the type of the root's first result.

use crate::hooks::Hooks;
use crate::hooks::{Bound, BuilderHook, ConstraintHook};
use crate::{constraints, OpSpec};
use dialect_def::{
    Arity, AttrDecl, AttrKind as DKind, AttrStorage, Dag, DagArg, Dialect, Literal, NativeCall,
    OpDef, PatternConstraint, PatternDef, Span, TypeConstraint,
};
use ir::constant::{self, Const, Scalar};
use ir::rewrite::{RewritePattern, Rewriter};
use ir::value::ValueDef;
use ir::{AttrKind, Attribute, Context, Op, Type, Value};
use std::collections::HashMap;
use std::sync::Arc;

/// A compile error: where, and what.
#[derive(Debug, Clone, PartialEq)]
pub struct CompileError {
    /// Where in the definition.
    pub span: Span,
    /// What is wrong.
    pub message: String,
}

fn err<T>(span: Span, message: impl Into<String>) -> Result<T, CompileError> {
    Err(CompileError {
        span,
        message: message.into(),
    })
}

/// A compiled declarative pattern.
pub struct DeclPattern {
    name: String,
    root: String,
    benefit: u16,
    /// The file's definitions, for named constraints.
    file: Arc<Dialect>,
    slots: Vec<String>,
    matcher: MDag,
    type_checks: Vec<(usize, TypeConstraint)>,
    native_checks: Vec<(ConstraintHook, Vec<RArg>)>,
    rewrite: Vec<RArg>,
}

/// How a DAG's op lays out its arguments.
#[derive(Clone)]
enum Layout {
    /// From its definition: operand groups, then attributes.
    Spec(Arc<OpSpec>),
    /// An op without a definition here: every argument is an operand.
    Positional,
}

impl Layout {
    fn def(&self) -> Option<&OpDef> {
        match self {
            Layout::Spec(s) => Some(s.def()),
            Layout::Positional => None,
        }
    }
}

struct MDag {
    op: String,
    layout: Layout,
    operands: Vec<MArg>,
    attrs: Vec<(AttrDecl, MArg)>,
    bind: Option<usize>,
}

enum MArg {
    Any,
    Var(usize),
    Dag(Box<MDag>),
    Lit(Literal),
}

struct RDag {
    op: String,
    layout: Layout,
    operands: Vec<RArg>,
    attrs: Vec<(AttrDecl, RArg)>,
    bind: Option<usize>,
}

enum RArg {
    Var(usize),
    Dag(Box<RDag>),
    Lit(Literal),
    Native(BuilderHook, Vec<RArg>),
}

/// Compiles the patterns of `file` against the ops registered in `ctx`.
pub fn compile_all(
    ctx: &Context,
    file: &Arc<Dialect>,
    hooks: &Hooks,
) -> Result<Vec<DeclPattern>, CompileError> {
    file.patterns
        .iter()
        .map(|p| compile(ctx, file, p, hooks))
        .collect()
}

/// Compiles one pattern.
pub fn compile(
    ctx: &Context,
    file: &Arc<Dialect>,
    p: &PatternDef,
    hooks: &Hooks,
) -> Result<DeclPattern, CompileError> {
    let Some(m) = &p.matcher else {
        return err(
            p.span,
            format!("pattern `{}` has no `match` clause", p.name.name),
        );
    };
    let mut c = Compiler {
        ctx,
        file,
        hooks,
        slots: HashMap::new(),
        names: Vec::new(),
        attr_slots: Vec::new(),
        type_checks: Vec::new(),
        ops: 0,
    };
    let matcher = c.match_dag(m)?;
    let mut native_checks = Vec::new();
    for k in &p.constraints {
        match k {
            PatternConstraint::Type(v, tc) => {
                let slot = c.bound(&v.name, v.span)?;
                c.type_checks.push((slot, tc.clone()));
            }
            PatternConstraint::Native(call) => {
                let Some(&hook) = hooks.pattern_constraints.get(&call.hook.name) else {
                    return err(
                        call.hook.span,
                        format!("no native constraint `{}`", call.hook.name),
                    );
                };
                let args = c.native_args(call)?;
                native_checks.push((hook, args));
            }
        }
    }
    let rewrite = p
        .rewrite
        .iter()
        .map(|a| c.rewrite_value(a))
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(def) = matcher.layout.def() {
        let fixed = def.results.iter().all(|r| r.arity == Arity::Single);
        if fixed && def.results.len() != rewrite.len() {
            return err(
                p.span,
                format!(
                    "`{}` has {} result(s) but the rewrite gives {}",
                    matcher.op,
                    def.results.len(),
                    rewrite.len()
                ),
            );
        }
    }
    let extra = p.benefit.map_or(0, |(b, _)| b.clamp(0, 65535) as u32);
    let benefit = (c.ops + extra).min(65535) as u16;
    Ok(DeclPattern {
        name: p.name.name.clone(),
        root: matcher.op.clone(),
        benefit,
        file: file.clone(),
        type_checks: std::mem::take(&mut c.type_checks),
        slots: c.names,
        matcher,
        native_checks,
        rewrite,
    })
}

struct Compiler<'a> {
    ctx: &'a Context,
    file: &'a Arc<Dialect>,
    hooks: &'a Hooks,
    slots: HashMap<String, usize>,
    names: Vec<String>,
    /// Which slots hold attributes (bound in attribute position).
    attr_slots: Vec<bool>,
    type_checks: Vec<(usize, TypeConstraint)>,
    ops: u32,
}

impl Compiler<'_> {
    fn slot(&mut self, name: &str, is_attr: bool, span: Span) -> Result<usize, CompileError> {
        if let Some(&s) = self.slots.get(name) {
            if self.attr_slots[s] != is_attr {
                return err(
                    span,
                    format!("`${name}` is bound both to a value and to an attribute"),
                );
            }
            return Ok(s);
        }
        let s = self.names.len();
        self.slots.insert(name.to_string(), s);
        self.names.push(name.to_string());
        self.attr_slots.push(is_attr);
        Ok(s)
    }

    fn bound(&self, name: &str, span: Span) -> Result<usize, CompileError> {
        match self.slots.get(name) {
            Some(&s) => Ok(s),
            None => err(span, format!("`${name}` is not bound by the match")),
        }
    }

    /// The full name and layout of a DAG's op.
    fn resolve(&self, dag: &Dag) -> Result<(String, Layout), CompileError> {
        let local = &self.file.name.name;
        let name = &dag.op.name;
        let full = if !self.file.patterns_only && self.file.op(name).is_some() {
            format!("{local}.{name}")
        } else if name.contains('.') {
            name.clone()
        } else {
            format!("{local}.{name}")
        };
        let Some(info) = self.ctx.registry.op(&full) else {
            return err(dag.op.span, format!("unknown op `{full}` in pattern"));
        };
        let layout = match info.data.clone().and_then(|d| d.downcast::<OpSpec>().ok()) {
            Some(s) => Layout::Spec(s),
            None => Layout::Positional,
        };
        if let Layout::Spec(s) = &layout {
            let def = s.def();
            let (min, max) = (def.operands.len(), def.operands.len() + def.attrs.len());
            if dag.args.len() < min || dag.args.len() > max {
                return err(
                    dag.op.span,
                    format!(
                        "`{full}` takes {} argument(s) in a pattern (operands, then attributes), not {}",
                        if min == max { min.to_string() } else { format!("{min} to {max}") },
                        dag.args.len()
                    ),
                );
            }
        }
        Ok((full, layout))
    }

    fn match_dag(&mut self, dag: &Dag) -> Result<MDag, CompileError> {
        self.ops += 1;
        let (op, layout) = self.resolve(dag)?;
        let (n_operands, attr_decls): (usize, Vec<AttrDecl>) = match layout.def() {
            Some(def) => (def.operands.len(), def.attrs.clone()),
            None => (dag.args.len(), Vec::new()),
        };
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            if i < n_operands {
                let variadic = layout
                    .def()
                    .is_some_and(|d| d.operands[i].arity != Arity::Single);
                if variadic && !matches!(a, DagArg::Wildcard(_)) {
                    return err(
                        dag_arg_span(a),
                        "a variadic operand group can only be matched by `_`",
                    );
                }
                operands.push(self.match_operand(a)?);
            } else {
                let decl = attr_decls[i - n_operands].clone();
                attrs.push((decl, self.match_attr(a)?));
            }
        }
        let bind = match &dag.bind {
            Some(b) => Some(self.slot(&b.name, false, b.span)?),
            None => None,
        };
        Ok(MDag {
            op,
            layout,
            operands,
            attrs,
            bind,
        })
    }

    fn match_operand(&mut self, a: &DagArg) -> Result<MArg, CompileError> {
        Ok(match a {
            DagArg::Wildcard(_) => MArg::Any,
            DagArg::Var(v, tc) => {
                let s = self.slot(&v.name, false, v.span)?;
                if let Some(tc) = tc {
                    self.type_checks.push((s, tc.clone()));
                }
                MArg::Var(s)
            }
            DagArg::Dag(d) => MArg::Dag(Box::new(self.match_dag(d)?)),
            DagArg::Literal(l) => MArg::Lit(l.clone()),
            DagArg::Native(c) => {
                return err(
                    c.span,
                    "`native(...)` calls can only appear in `rewrite` and `constraint`",
                )
            }
        })
    }

    fn match_attr(&mut self, a: &DagArg) -> Result<MArg, CompileError> {
        Ok(match a {
            DagArg::Wildcard(_) => MArg::Any,
            DagArg::Var(v, tc) => {
                let s = self.slot(&v.name, true, v.span)?;
                if let Some(tc) = tc {
                    self.type_checks.push((s, tc.clone()));
                }
                MArg::Var(s)
            }
            DagArg::Literal(l) => MArg::Lit(l.clone()),
            DagArg::Dag(d) => return err(d.span, "an attribute cannot be matched by an op"),
            DagArg::Native(c) => {
                return err(
                    c.span,
                    "`native(...)` calls can only appear in `rewrite` and `constraint`",
                )
            }
        })
    }

    fn native_args(&mut self, call: &NativeCall) -> Result<Vec<RArg>, CompileError> {
        call.args.iter().map(|a| self.rewrite_any(a)).collect()
    }

    /// A rewrite argument that may be a value or an attribute.
    fn rewrite_any(&mut self, a: &DagArg) -> Result<RArg, CompileError> {
        Ok(match a {
            DagArg::Var(v, _) => RArg::Var(self.bound(&v.name, v.span)?),
            DagArg::Dag(d) => RArg::Dag(Box::new(self.rewrite_dag(d)?)),
            DagArg::Literal(l) => RArg::Lit(l.clone()),
            DagArg::Native(call) => {
                let Some(&hook) = self.hooks.pattern_builders.get(&call.hook.name) else {
                    return err(
                        call.hook.span,
                        format!("no native builder `{}`", call.hook.name),
                    );
                };
                RArg::Native(hook, self.native_args(call)?)
            }
            DagArg::Wildcard(s) => return err(*s, "`_` can only appear in `match`"),
        })
    }

    /// A rewrite argument that must give a value.
    fn rewrite_value(&mut self, a: &DagArg) -> Result<RArg, CompileError> {
        match a {
            DagArg::Var(v, _) => {
                let s = self.bound(&v.name, v.span)?;
                if self.attr_slots[s] {
                    return err(
                        v.span,
                        format!("`${}` is an attribute, not a value", v.name),
                    );
                }
                Ok(RArg::Var(s))
            }
            DagArg::Literal(l) => err(
                l.span(),
                "a literal is not a value here: build one, e.g. `(arith.constant 0)`",
            ),
            _ => self.rewrite_any(a),
        }
    }

    fn rewrite_dag(&mut self, dag: &Dag) -> Result<RDag, CompileError> {
        let (op, layout) = self.resolve(dag)?;
        let (n_operands, attr_decls): (usize, Vec<AttrDecl>) = match layout.def() {
            Some(def) => {
                if let Some(v) = def.operands.iter().find(|o| o.arity != Arity::Single) {
                    return err(
                        dag.op.span,
                        format!(
                            "cannot build `{op}`: its operand group `{}` is variadic",
                            v.name.name
                        ),
                    );
                }
                if !def.regions.is_empty() || !def.successors.is_empty() {
                    return err(
                        dag.op.span,
                        format!("cannot build `{op}`: it has regions or successors"),
                    );
                }
                (def.operands.len(), def.attrs.clone())
            }
            None => (dag.args.len(), Vec::new()),
        };
        let mut operands = Vec::new();
        let mut attrs = Vec::new();
        for (i, a) in dag.args.iter().enumerate() {
            if i < n_operands {
                operands.push(self.rewrite_value(a)?);
            } else {
                let decl = attr_decls[i - n_operands].clone();
                if let DagArg::Var(v, _) = a {
                    let s = self.bound(&v.name, v.span)?;
                    if !self.attr_slots[s] {
                        return err(
                            v.span,
                            format!("`${}` is a value, not an attribute", v.name),
                        );
                    }
                }
                attrs.push((decl, self.rewrite_any(a)?));
            }
        }
        let bind = match &dag.bind {
            Some(b) => {
                if self.slots.contains_key(&b.name) {
                    return err(b.span, format!("`${}` is already bound", b.name));
                }
                Some(self.slot(&b.name, false, b.span)?)
            }
            None => None,
        };
        Ok(RDag {
            op,
            layout,
            operands,
            attrs,
            bind,
        })
    }
}

fn dag_arg_span(a: &DagArg) -> Span {
    match a {
        DagArg::Dag(d) => d.span,
        DagArg::Var(v, _) => v.span,
        DagArg::Wildcard(s) => *s,
        DagArg::Literal(l) => l.span(),
        DagArg::Native(c) => c.span,
    }
}

// ------------------------------------------------------------------ matching

type Env = Vec<Option<Bound>>;

impl DeclPattern {
    fn match_op(&self, ctx: &mut Context, d: &MDag, op: Op, env: &mut Env) -> bool {
        if ctx.op_name(op) != d.op {
            return false;
        }
        let values: Vec<Value> = ctx.op(op).operands().collect();
        let groups: Vec<std::ops::Range<usize>> = match d.layout.def() {
            Some(def) => {
                crate::format::split(ctx, op, &def.operands, values.len(), "operandSegmentSizes")
            }
            None => {
                if values.len() != d.operands.len() {
                    return false;
                }
                (0..values.len()).map(|i| i..i + 1).collect()
            }
        };
        for (arg, g) in d.operands.iter().zip(groups) {
            if matches!(arg, MArg::Any) {
                continue;
            }
            if g.len() != 1 {
                return false;
            }
            if !self.match_value(ctx, arg, values[g.start], env) {
                return false;
            }
        }
        for (decl, arg) in &d.attrs {
            let a = ctx.inherent_attr(op, &decl.name.name);
            match (arg, a) {
                (MArg::Any, _) => {}
                (_, None) => return false,
                (MArg::Var(s), Some(a)) => {
                    if !bind(env, *s, Bound::Attr(a)) {
                        return false;
                    }
                }
                (MArg::Lit(l), Some(a)) => {
                    let dialect = match &d.layout {
                        Layout::Spec(s) => s.dialect.clone(),
                        Layout::Positional => self.file.clone(),
                    };
                    if !literal_matches(ctx, &dialect, &decl.kind, a, l) {
                        return false;
                    }
                }
                (MArg::Dag(_), Some(_)) => return false,
            }
        }
        if let Some(s) = d.bind {
            let Some(r) = ctx.op(op).results().iter().next() else {
                return false;
            };
            if !bind(env, s, Bound::Value(r)) {
                return false;
            }
        }
        true
    }

    fn match_value(&self, ctx: &mut Context, arg: &MArg, v: Value, env: &mut Env) -> bool {
        match arg {
            MArg::Any => true,
            MArg::Var(s) => bind(env, *s, Bound::Value(v)),
            MArg::Dag(d) => match ctx.value(v).def {
                ValueDef::Result(def, _) => self.match_op(ctx, d, def, env),
                ValueDef::Arg(..) => false,
            },
            MArg::Lit(l) => match ir::rewrite::constant_value(ctx, v) {
                Some(a) => numeric_literal_matches(ctx, a, l),
                None => false,
            },
        }
    }

    fn checks_hold(&self, ctx: &mut Context, env: &Env) -> bool {
        for (slot, tc) in &self.type_checks {
            let Some(t) = bound_type(ctx, env[*slot]) else {
                return false;
            };
            let types = BoundTypes {
                names: &self.slots,
                env,
                ctx,
            };
            if !constraints::holds(ctx, &self.file, tc, t, &types, 0) {
                return false;
            }
        }
        for (hook, args) in &self.native_checks {
            let Some(vals) = args
                .iter()
                .map(|a| plain_arg(ctx, a, env))
                .collect::<Option<Vec<_>>>()
            else {
                return false;
            };
            if !hook(ctx, &vals) {
                return false;
            }
        }
        true
    }

    // -------------------------------------------------------------- rewriting

    fn build(
        &self,
        rw: &mut Rewriter<'_>,
        a: &RArg,
        env: &mut Env,
        cx: &mut BuildCx,
    ) -> Option<Bound> {
        match a {
            RArg::Var(s) => env[*s],
            RArg::Lit(l) => literal_attr(rw.ctx, l, None).map(Bound::Attr),
            RArg::Native(hook, args) => {
                let mut vals = Vec::with_capacity(args.len());
                for x in args {
                    vals.push(self.build(rw, x, env, cx)?);
                }
                let before = rw.ctx.num_ops();
                let r = hook(rw, &vals, cx.loc);
                if rw.ctx.num_ops() != before {
                    if let Some(Bound::Value(v)) = r {
                        if let ValueDef::Result(op, _) = rw.ctx.value(v).def {
                            cx.created.push(op);
                        }
                    }
                }
                r
            }
            RArg::Dag(d) => self.build_dag(rw, d, env, cx).map(Bound::Value),
        }
    }

    fn build_dag(
        &self,
        rw: &mut Rewriter<'_>,
        d: &RDag,
        env: &mut Env,
        cx: &mut BuildCx,
    ) -> Option<Value> {
        let mut operands = Vec::with_capacity(d.operands.len());
        for a in &d.operands {
            match self.build(rw, a, env, cx)? {
                Bound::Value(v) => operands.push(v),
                Bound::Attr(_) => return None,
            }
        }
        let dialect = match &d.layout {
            Layout::Spec(s) => s.dialect.clone(),
            Layout::Positional => self.file.clone(),
        };
        let mut props = Vec::new();
        let mut attrs = Vec::new();
        let mut named: Vec<(String, Attribute)> = Vec::new();
        for (decl, a) in &d.attrs {
            let v = match a {
                RArg::Lit(l) => attr_literal(rw.ctx, &dialect, &decl.kind, l, cx.root_type)?,
                other => match self.build(rw, other, env, cx)? {
                    Bound::Attr(x) => x,
                    Bound::Value(_) => return None,
                },
            };
            let key = rw.ctx.ident(&decl.name.name);
            named.push((decl.name.name.clone(), v));
            match decl.storage {
                AttrStorage::Property => props.push((key, v)),
                AttrStorage::Attribute => attrs.push((key, v)),
            }
        }
        let result_types = match d.layout.def() {
            Some(def) => {
                let env_types = BuildTypes {
                    def,
                    operands: &operands,
                    attrs: &named,
                    ctx: rw.ctx,
                };
                let known: Vec<(String, Type)> = env_types.collect();
                let lookup = NamedTypes(&known);
                let mut out = Vec::new();
                for r in &def.results {
                    if r.arity != Arity::Single {
                        return None;
                    }
                    let t = constraints::infer(rw.ctx, &dialect, &r.constraint, &lookup).or(
                        if def.results.len() == 1 {
                            cx.root_type
                        } else {
                            None
                        },
                    )?;
                    out.push(t);
                }
                out
            }
            None => vec![cx.root_type?],
        };
        let props = if props.is_empty() {
            None
        } else {
            rw.ctx.dictionary(props).ok()
        };
        let attrs = rw.ctx.dictionary(attrs).ok();
        let name = rw.ctx.ident(&d.op);
        let attrs = attrs.unwrap_or_else(|| rw.ctx.empty_dict());
        let op = rw
            .ctx
            .create_op(name, &operands, &result_types, attrs, props, &[], 0, cx.loc);
        // Defaults of the properties left out, as MLIR's builders give them.
        let _ = crate::normalize(rw.ctx, op);
        rw.insert(op);
        cx.created.push(op);
        let v = rw.ctx.op(op).results().iter().next()?;
        if let Some(s) = d.bind {
            env[s] = Some(Bound::Value(v));
        }
        Some(v)
    }
}

struct BuildCx {
    loc: Attribute,
    root_type: Option<Type>,
    created: Vec<Op>,
}

fn bind(env: &mut Env, slot: usize, b: Bound) -> bool {
    match env[slot] {
        Some(prev) => prev == b,
        None => {
            env[slot] = Some(b);
            true
        }
    }
}

fn bound_type(ctx: &mut Context, b: Option<Bound>) -> Option<Type> {
    match b? {
        Bound::Value(v) => Some(ctx.value_type(v)),
        Bound::Attr(a) => crate::attrs::attr_type(ctx, a),
    }
}

/// A constraint or native-call argument that needs no new ops.
fn plain_arg(ctx: &mut Context, a: &RArg, env: &Env) -> Option<Bound> {
    match a {
        RArg::Var(s) => env[*s],
        RArg::Lit(l) => literal_attr(ctx, l, None).map(Bound::Attr),
        _ => None,
    }
}

/// `$name` types for constraints: the bound values' (and typed
/// attributes') types.
struct BoundTypes<'a> {
    names: &'a [String],
    env: &'a Env,
    ctx: &'a Context,
}

impl constraints::TypeEnv for BoundTypes<'_> {
    fn type_of(&self, name: &str) -> Option<Type> {
        let i = self.names.iter().position(|n| n == name)?;
        match self.env[i]? {
            Bound::Value(v) => Some(self.ctx.value_type(v)),
            Bound::Attr(a) => match self.ctx.attr_kind(a) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
                AttrKind::DenseElements { ty, .. } => Some(*ty),
                _ => None,
            },
        }
    }
}

/// The operand and attribute types of an op being built, by name.
struct BuildTypes<'a> {
    def: &'a OpDef,
    operands: &'a [Value],
    attrs: &'a [(String, Attribute)],
    ctx: &'a Context,
}

impl BuildTypes<'_> {
    fn collect(&self) -> Vec<(String, Type)> {
        let mut out: Vec<(String, Type)> = self
            .def
            .operands
            .iter()
            .zip(self.operands)
            .map(|(d, &v)| (d.name.name.clone(), self.ctx.value_type(v)))
            .collect();
        for (n, a) in self.attrs {
            if let AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. } = self.ctx.attr_kind(*a)
            {
                out.push((n.clone(), *ty));
            }
        }
        out
    }
}

struct NamedTypes<'a>(&'a [(String, Type)]);

impl constraints::TypeEnv for NamedTypes<'_> {
    fn type_of(&self, name: &str) -> Option<Type> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, t)| *t)
    }
}

/// Whether constant attribute `a` (scalar or splat) equals numeric
/// literal `l`.
fn numeric_literal_matches(ctx: &Context, a: Attribute, l: &Literal) -> bool {
    let s = match constant::decode(ctx, a) {
        Some(Const::Scalar(s)) => s,
        Some(Const::Elements {
            splat: true, elems, ..
        }) => match elems.first() {
            Some(&s) => s,
            None => return false,
        },
        _ => return false,
    };
    match (s, l) {
        // Either reading of the bits: `-1` and `255` both match an i8 0xff.
        (Scalar::Int { width, bits }, Literal::Int(v, _)) => {
            constant::sext(width, bits) == *v || bits as i128 == *v
        }
        (Scalar::Int { width: 1, bits }, Literal::Bool(b, _)) => (bits == 1) == *b,
        (Scalar::Float { kind, bits }, Literal::Float(text, _)) => {
            match (constant::to_f64(kind, bits), text.parse::<f64>()) {
                (Some(x), Ok(y)) => x == y && x.is_sign_negative() == y.is_sign_negative(),
                _ => false,
            }
        }
        (Scalar::Float { kind, bits }, Literal::Int(v, _)) => {
            constant::to_f64(kind, bits).is_some_and(|x| x == *v as f64)
        }
        _ => false,
    }
}

/// Whether attribute `a` of kind `kind` equals literal `l`.
fn literal_matches(
    ctx: &mut Context,
    d: &Dialect,
    kind: &DKind,
    a: Attribute,
    l: &Literal,
) -> bool {
    match l {
        Literal::Int(..) | Literal::Float(..) | Literal::Bool(..) => {
            if let (Literal::Bool(b, _), AttrKind::Bool(x)) = (l, ctx.attr_kind(a)) {
                return b == x;
            }
            if let (Literal::Int(v, _), AttrKind::Integer { value, .. }) = (l, ctx.attr_kind(a)) {
                return value.to_big() == num_bigint::BigInt::from(*v);
            }
            numeric_literal_matches(ctx, a, l)
        }
        _ => crate::attrs::default_attr(ctx, d, kind, l) == Some(a),
    }
}

/// The attribute literal `l` gives for an attribute of kind `kind`;
/// `typed` values take type `typed_as`.
fn attr_literal(
    ctx: &mut Context,
    d: &Dialect,
    kind: &DKind,
    l: &Literal,
    typed_as: Option<Type>,
) -> Option<Attribute> {
    if let Some(a) = crate::attrs::default_attr(ctx, d, kind, l) {
        return Some(a);
    }
    literal_attr(ctx, l, typed_as)
}

/// A literal as a plain attribute: integers `i64` (or `ty`), floats `f64`
/// (or `ty`), booleans, strings.
fn literal_attr(ctx: &mut Context, l: &Literal, ty: Option<Type>) -> Option<Attribute> {
    Some(match l {
        Literal::Int(v, _) => {
            let ty = ty.unwrap_or_else(|| ctx.int(64));
            match ctx.type_kind(ty) {
                ir::TypeKind::Float(k) => {
                    let bits = constant::from_f64(*k, *v as f64)?;
                    ctx.attr(AttrKind::Float {
                        ty,
                        bits: bits.into(),
                    })
                }
                _ => {
                    let w = constant::int_width(ctx, ty)?;
                    constant::scalar_attr(
                        ctx,
                        ty,
                        Scalar::Int {
                            width: w,
                            bits: (*v as u128) & constant::mask(w),
                        },
                    )
                }
            }
        }
        Literal::Float(text, _) => {
            let f: f64 = text.parse().ok()?;
            let ty = ty.unwrap_or_else(|| ctx.float_type(ir::float::FloatKind::F64));
            let ir::TypeKind::Float(k) = *ctx.type_kind(ty) else {
                return None;
            };
            let bits = constant::from_f64(k, f)?;
            ctx.attr(AttrKind::Float {
                ty,
                bits: bits.into(),
            })
        }
        Literal::Bool(b, _) => ctx.attr(AttrKind::Bool(*b)),
        Literal::Str(t) => ctx.attr(AttrKind::String {
            value: t.value.as_bytes().into(),
            ty: None,
        }),
        _ => return None,
    })
}

impl RewritePattern for DeclPattern {
    fn root(&self) -> Option<&str> {
        Some(&self.root)
    }
    fn benefit(&self) -> u16 {
        self.benefit
    }
    fn name(&self) -> &str {
        &self.name
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let mut env: Env = vec![None; self.slots.len()];
        if !self.match_op(rw.ctx, &self.matcher, op, &mut env) || !self.checks_hold(rw.ctx, &env) {
            return false;
        }
        let results: Vec<Value> = rw.ctx.op(op).results().iter().collect();
        let root_type = results.first().map(|&r| rw.ctx.value_type(r));
        let mut cx = BuildCx {
            loc: rw.ctx.op(op).loc,
            root_type,
            created: Vec::new(),
        };
        rw.set_insertion_point_before(op);
        let mut values = Vec::with_capacity(self.rewrite.len());
        let mut ok = true;
        for a in &self.rewrite {
            match self.build(rw, a, &mut env, &mut cx) {
                Some(Bound::Value(v)) => values.push(v),
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        ok = ok
            && values.len() == results.len()
            && values
                .iter()
                .zip(&results)
                .all(|(&v, &r)| v != r && rw.ctx.value_type(v) == rw.ctx.value_type(r));
        if !ok {
            // Leave the IR as it was: drop what was built, users first.
            for o in cx.created.into_iter().rev() {
                if rw.ctx.op(o).results().iter().all(|r| rw.ctx.use_empty(r)) {
                    rw.erase_op(o);
                }
            }
            return false;
        }
        rw.replace_op(op, &values);
        true
    }
}

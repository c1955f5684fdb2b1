//! The verifier of engine-registered ops: counts, declared attributes,
//! operand and result constraints, then the traits, in the order MLIR's
//! generated verifiers check them, with MLIR's messages.

use super::attrs;
use super::constraints::{self, describe, holds, TypeEnv};
use super::format::{akind, split, AKind};
use super::OpSpec;
use dialect_def::{
    Arity, AttrStorage, BuiltinType, OpDef, Signedness, TypeClass, TypeConstraint, ValueDef,
};
use ir::registry::VerifyError;
use ir::{AttrKind, Context, Diagnostic, Op, Type, TypeKind, Value};

fn plural(n: usize, one: &str) -> String {
    if n == 1 {
        one.to_string()
    } else {
        format!("{one}s")
    }
}

/// Checks the counts of a value list; MLIR's trait messages.
fn check_count(defs: &[ValueDef], found: usize, what: &str) -> Result<(), VerifyError> {
    let fixed = defs.iter().filter(|v| v.arity == Arity::Single).count();
    let variable = defs.len() != fixed;
    if variable {
        if found < fixed {
            return Err(format!(
                "expected {fixed} or more {}, but found {found}",
                plural(2, what)
            )
            .into());
        }
        return Ok(());
    }
    if found == fixed {
        return Ok(());
    }
    Err(match (fixed, what) {
        (0, _) => format!("requires zero {}", plural(2, what)).into(),
        (1, "operand") => "requires a single operand".into(),
        (1, "result") => "requires one result".into(),
        (n, _) => format!("expected {n} {}, but found {found}", plural(n, what)).into(),
    })
}

struct Env<'a> {
    ctx: &'a Context,
    spec: &'a OpSpec,
    op: Op,
}

impl Env<'_> {
    fn values(&self, name: &str) -> Vec<Value> {
        let def = self.spec.def();
        let d = self.ctx.op(self.op);
        if let Some(i) = def.operands.iter().position(|v| v.name.name == name) {
            let groups = split(
                self.ctx,
                self.op,
                &def.operands,
                d.num_operands(),
                "operandSegmentSizes",
            );
            return groups[i].clone().map(|k| d.operand(k)).collect();
        }
        if let Some(i) = def.results.iter().position(|v| v.name.name == name) {
            let results = d.results();
            let groups = split(
                self.ctx,
                self.op,
                &def.results,
                results.len(),
                "resultSegmentSizes",
            );
            return groups[i].clone().map(|k| results.get(k)).collect();
        }
        Vec::new()
    }
}

impl TypeEnv for Env<'_> {
    fn type_of(&self, name: &str) -> Option<Type> {
        if let Some(a) = self.spec.def().attr(name) {
            let v = self.ctx.inherent_attr(self.op, &a.name.name)?;
            return match self.ctx.attr_kind(v) {
                AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
                AttrKind::DenseElements { ty, .. }
                | AttrKind::DenseResource { ty, .. }
                | AttrKind::Sparse { ty, .. }
                | AttrKind::DenseStrings { ty, .. } => Some(*ty),
                _ => None,
            };
        }
        self.values(name).first().map(|&v| self.ctx.value_type(v))
    }
}

/// The constraint a value is checked against on its own: `$x` stands for
/// `x`'s constraint (equality is the traits' business, as in MLIR where
/// `SameOperandsAndResultType` reports it), `SameShape<$x, I1>` for
/// bool-like.
pub(crate) fn own_constraint(
    def: &OpDef,
    c: &TypeConstraint,
    depth: u32,
) -> Option<TypeConstraint> {
    if depth > 16 {
        return None;
    }
    match c {
        TypeConstraint::SameAs(x) => {
            let target = def.operand(&x.name).or(def.result(&x.name))?;
            own_constraint(def, &target.constraint, depth + 1)
        }
        TypeConstraint::SameShape(_, e) => match &**e {
            TypeConstraint::Exact(BuiltinType::Integer {
                width: 1,
                signedness: Signedness::Signless,
            }) => Some(TypeConstraint::Class(TypeClass::BoolLike)),
            _ => None,
        },
        TypeConstraint::ElementOf(_) => None,
        other => Some(other.clone()),
    }
}

fn shape_of(ctx: &Context, t: Type) -> Option<(u8, Vec<i64>)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => Some((0, shape.to_vec())),
        TypeKind::RankedTensor { shape, .. } => Some((1, shape.to_vec())),
        TypeKind::UnrankedTensor { .. } => Some((2, Vec::new())),
        TypeKind::MemRef { shape, .. } => Some((3, shape.to_vec())),
        _ => None,
    }
}

/// MLIR's `verifyCompatibleShapes`: the ranked shapes have one rank and,
/// dimension by dimension, at most one static size (`?` matches any).
fn compatible_shapes(shapes: &[(u8, Vec<i64>)]) -> bool {
    let ranked: Vec<&Vec<i64>> = shapes
        .iter()
        .filter(|(k, _)| *k != 2)
        .map(|(_, s)| s)
        .collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = ranked.iter().map(|s| s[i]).filter(|&d| d >= 0);
        let f = fixed.next();
        fixed.all(|d| Some(d) == f)
    })
}

fn elem_of(ctx: &Context, t: Type) -> Type {
    ctx.type_kind(t).element_type().unwrap_or(t)
}

/// The verifier registered for every engine op.
pub fn verify_declared(ctx: &Context, op: Op) -> Result<(), VerifyError> {
    let Some(spec) = super::spec_of(ctx, op) else {
        return Ok(());
    };
    let def = spec.def();
    let d = ctx.op(op);
    // Counts: regions, results, successors, operands (MLIR's trait order).
    let nreg = d.regions.len();
    let fixed_reg = def
        .regions
        .iter()
        .filter(|r| r.arity != Arity::Variadic)
        .count();
    let var_reg = fixed_reg != def.regions.len();
    if var_reg && nreg < fixed_reg {
        return Err(format!("expected at least {fixed_reg} regions").into());
    }
    if !var_reg && nreg != fixed_reg {
        return Err(match fixed_reg {
            0 => "requires zero regions".into(),
            1 => "requires one region".into(),
            n => format!("expected {n} regions").into(),
        });
    }
    check_count(&def.results, d.results().len(), "result")?;
    let nsucc = d.successors.len();
    let fixed_succ = def
        .successors
        .iter()
        .filter(|s| s.arity != Arity::Variadic)
        .count();
    let var_succ = fixed_succ != def.successors.len();
    if (!var_succ && nsucc != fixed_succ) || nsucc < fixed_succ {
        return Err(format!(
            "requires {fixed_succ} {} but found {nsucc}",
            plural(fixed_succ, "successor")
        )
        .into());
    }
    check_count(&def.operands, d.operands().len(), "operand")?;
    // Attributes.
    let dialect = &spec.dialect;
    for a in &def.attrs {
        let v = ctx.inherent_attr(op, &a.name.name);
        let Some(v) = v else {
            let optional =
                a.optional || a.default.is_some() || matches!(a.kind, dialect_def::AttrKind::Unit);
            if !optional {
                return Err(format!("requires attribute '{}'", a.name.name).into());
            }
            continue;
        };
        let ok = match akind(dialect, &a.kind) {
            AKind::Enum(e) => {
                attrs::int_of(ctx, v).is_some_and(|x| e.bits || attrs::enum_text(e, x).is_some())
            }
            AKind::Wrapped(ad, e) => {
                attrs::wrapped_value(ctx, e, v, attrs::namespace(dialect, ad).1).is_some()
            }
            AKind::Unit => matches!(ctx.attr_kind(v), AttrKind::Unit),
            AKind::Scalar(_) | AKind::Str | AKind::Other => true,
        };
        if !ok {
            return Err(VerifyError::properties(format!(
                "attribute '{}' failed to satisfy constraint: {}",
                a.name.name, a.kind
            )));
        }
        // ODS's `I64Attr`, `I32Attr`, ...: an integer of exactly that type.
        if let dialect_def::AttrKind::Int(Some(b)) | dialect_def::AttrKind::BoundedInt(b, _) =
            &a.kind
        {
            if let dialect_def::BuiltinType::Integer { width, signedness } = b {
                let exact = match ctx.attr_kind(v) {
                    AttrKind::Integer { ty, .. } => constraints::builtin_matches(ctx, b, *ty),
                    _ => false,
                };
                if !exact {
                    let kind = match signedness {
                        dialect_def::Signedness::Signless => "signless",
                        dialect_def::Signedness::Signed => "signed",
                        dialect_def::Signedness::Unsigned => "unsigned",
                    };
                    return Err(VerifyError::op(format!(
                        "attribute '{}' failed to satisfy constraint: {width}-bit {kind} integer attribute",
                        a.name.name
                    )));
                }
            }
        }
        if let dialect_def::AttrKind::BoundedInt(t, bound) = &a.kind {
            let fits = match ctx.attr_kind(v) {
                AttrKind::Integer { value, .. } => {
                    value.as_i64().is_some_and(|x| bound.holds(x as i128))
                }
                _ => false,
            };
            if !fits {
                // ODS's summary of `ConfinedAttr<I64Attr, [IntNonNegative]>`.
                let width = match t {
                    dialect_def::BuiltinType::Integer { width, .. } => *width,
                    _ => 64,
                };
                return Err(VerifyError::op(format!(
                    "attribute '{}' failed to satisfy constraint: {width}-bit signless integer attribute whose {}",
                    a.name.name,
                    bound.word()
                )));
            }
        }
    }
    check_segment_sizes(ctx, op, &def.operands, d.num_operands(), "operand")?;
    check_segment_sizes(ctx, op, &def.results, d.results().len(), "result")?;
    // Operand and result constraints.
    let env = Env {
        ctx,
        spec: &spec,
        op,
    };
    let results = d.results();
    for (what, defs, own_all, total) in [
        (
            "operand",
            &def.operands,
            &spec.own_operands,
            d.num_operands(),
        ),
        ("result", &def.results, &spec.own_results, results.len()),
    ] {
        let seg_name = if what == "operand" {
            "operandSegmentSizes"
        } else {
            "resultSegmentSizes"
        };
        let groups = split(ctx, op, defs, total, seg_name);
        let mut index = 0;
        for (k, v) in defs.iter().enumerate() {
            let own = own_all.get(k).and_then(Option::as_ref);
            for i in groups[k].clone() {
                let x = if what == "operand" {
                    d.operand(i)
                } else {
                    results.get(i)
                };
                let t = ctx.value_type(x);
                if let Some(c) = own {
                    if !holds(ctx, dialect, c, t, &env, 0) {
                        // ODS's `Variadic<T>` summarises as "variadic of T".
                        let many = if v.arity == Arity::Variadic {
                            "variadic of "
                        } else {
                            ""
                        };
                        return Err(format!(
                            "{what} #{index} must be {many}{}, but got '{}'",
                            describe(dialect, c),
                            ir::text::type_to_string(ctx, t)
                        )
                        .into());
                    }
                }
                index += 1;
            }
        }
    }
    let same_all = def.has_trait("SameOperandsAndResultType");
    // Relations between values the traits do not already say.
    for v in def.operands.iter().chain(def.results.iter()) {
        if !matches!(
            v.constraint,
            TypeConstraint::SameAs(_) | TypeConstraint::SameShape(..)
        ) {
            continue;
        }
        let Some(&x) = env.values(&v.name.name).first() else {
            continue;
        };
        let t = ctx.value_type(x);
        match &v.constraint {
            TypeConstraint::SameAs(other) if !same_all && !def.has_trait("SameTypeOperands") => {
                if env.type_of(&other.name).is_some_and(|o| o != t) {
                    return Err(format!(
                        "failed to verify that all of {{{}, {}}} have same type",
                        other.name, v.name.name
                    )
                    .into());
                }
            }
            TypeConstraint::SameShape(other, _) => {
                if let Some(o) = env.type_of(&other.name) {
                    if shape_of(ctx, o) != shape_of(ctx, t) {
                        return Err(
                            "failed to verify that result type has i1 element type and same shape as operands"
                                .into(),
                        );
                    }
                }
            }
            _ => {}
        }
    }
    // Traits, in declaration order.
    const CHECKED: [&str; 5] = [
        "SameOperandsAndResultType",
        "SameTypeOperands",
        "SameOperandsAndResultShape",
        "SameOperandsAndResultElementType",
        "Elementwise",
    ];
    if !def
        .traits
        .iter()
        .any(|t| CHECKED.contains(&t.name.name.as_str()))
    {
        return match spec.native_verify {
            Some(f) => f(ctx, op),
            None => Ok(()),
        };
    }
    let operand_types: Vec<Type> = d.operands().map(|v| ctx.value_type(v)).collect();
    let result_types: Vec<Type> = d.results().iter().map(|v| ctx.value_type(v)).collect();
    let all: Vec<Type> = operand_types
        .iter()
        .chain(result_types.iter())
        .copied()
        .collect();
    for t in &def.traits {
        match t.name.name.as_str() {
            "SameOperandsAndResultType" => {
                if all.windows(2).any(|w| w[0] != w[1]) {
                    return Err("requires the same type for all operands and results".into());
                }
            }
            "SameTypeOperands" => {
                if operand_types.windows(2).any(|w| w[0] != w[1]) {
                    return Err("requires all operands to have the same type".into());
                }
            }
            "SameOperandsAndResultShape" => {
                let shapes: Vec<_> = all.iter().map(|&t| shape_of(ctx, t)).collect();
                let all_shaped: Option<Vec<_>> = shapes.iter().cloned().collect();
                let ok = match all_shaped {
                    Some(v) => compatible_shapes(&v),
                    None => shapes.windows(2).all(|w| w[0] == w[1]),
                };
                if !ok {
                    return Err("requires the same shape for all operands and results".into());
                }
            }
            "SameOperandsAndResultElementType" => {
                let es: Vec<Type> = all.iter().map(|&t| elem_of(ctx, t)).collect();
                if es.windows(2).any(|w| w[0] != w[1]) {
                    return Err(
                        "requires the same element type for all operands and results".into(),
                    );
                }
            }
            "Elementwise" => {
                let nonscalar = |ts: &[Type]| ts.iter().any(|&t| shape_of(ctx, t).is_some());
                if nonscalar(&result_types) && !nonscalar(&operand_types) {
                    return Err(
                        "if a result is non-scalar, then at least one operand must be non-scalar"
                            .into(),
                    );
                }
                if nonscalar(&operand_types) && !nonscalar(&result_types) {
                    return Err(
                        "if an operand is non-scalar, then there must be at least one non-scalar result"
                            .into(),
                    );
                }
                let shapes: Vec<_> = all.iter().filter_map(|&t| shape_of(ctx, t)).collect();
                let base = shapes.first().map(|(k, _)| *k);
                if shapes.iter().any(|(k, _)| Some(*k) != base) || !compatible_shapes(&shapes) {
                    return Err(
                        "all non-scalar operands/results must have the same shape and base type"
                            .into(),
                    );
                }
            }
            _ => {}
        }
    }
    if let Some(f) = spec.native_verify {
        f(ctx, op)?;
    }
    Ok(())
}

/// Moves inherent attributes into the properties and adds defaulted
/// properties (see [`super::normalize`]).
pub fn normalize_op(ctx: &mut Context, spec: &OpSpec, op: Op) -> Result<(), Diagnostic> {
    let def = spec.def();
    let d = ctx.op(op);
    let mut props: Vec<(ir::Ident, ir::Attribute)> = d
        .props
        .map(|p| ctx.dict_entries(p).to_vec())
        .unwrap_or_default();
    let mut attrs: Vec<(ir::Ident, ir::Attribute)> = ctx.dict_entries(d.attrs).to_vec();
    let mut changed = false;
    let loc = d.loc;
    for a in def
        .attrs
        .iter()
        .filter(|a| a.storage == AttrStorage::Property)
    {
        let name = a.name.name.as_str();
        let in_props = props.iter().any(|(k, _)| ctx.str(*k) == name);
        if !in_props {
            if let Some(i) = attrs.iter().position(|(k, _)| ctx.str(*k) == name) {
                let e = attrs.remove(i);
                props.push(e);
                changed = true;
            } else if let Some(lit) = &a.default {
                if let Some(v) = attrs::default_attr(ctx, &spec.dialect, &a.kind, lit) {
                    let k = ctx.ident(name);
                    props.push((k, v));
                    changed = true;
                }
            }
        }
        // An enum property must hold one of its cases.
        if let AKind::Enum(e) = akind(&spec.dialect, &a.kind) {
            if let Some(&(_, v)) = props.iter().find(|(k, _)| ctx.str(*k) == name) {
                let ok = attrs::int_of(ctx, v)
                    .is_some_and(|x| e.bits || attrs::enum_text(e, x).is_some());
                if !ok {
                    let dict = ctx.dictionary(props.clone()).unwrap_or(ctx.empty_dict());
                    let msg = format!(
                        "invalid properties {} for op {}: Invalid attribute `{name}` in property conversion: {}",
                        ir::text::attr_to_string(ctx, dict),
                        spec.name,
                        ir::text::attr_to_string(ctx, v)
                    );
                    return Err(Diagnostic::error(ir::DiagLoc::Attr(loc), msg));
                }
            }
        }
    }
    if changed {
        let p = ctx.dictionary(props).ok();
        let a = ctx.dictionary(attrs).unwrap_or(ctx.empty_dict());
        let m = ctx.op_mut(op);
        m.props = p;
        m.attrs = a;
    }
    Ok(())
}

/// MLIR's `AttrSizedOperandSegments` / `AttrSizedResultSegments`: with more
/// than one optional or variadic group, `operandSegmentSizes` (or
/// `resultSegmentSizes`) has one entry a group, none negative, adding up
/// to the count. A missing property is all zeros, as MLIR defaults it.
fn check_segment_sizes(
    ctx: &Context,
    op: Op,
    defs: &[dialect_def::ValueDef],
    total: usize,
    what: &str,
) -> Result<(), VerifyError> {
    if defs
        .iter()
        .filter(|v| v.arity != dialect_def::Arity::Single)
        .count()
        < 2
    {
        return Ok(());
    }
    let name = format!("{what}SegmentSizes");
    let sizes = match ctx.inherent_attr(op, &name) {
        Some(a) => ir::dense_array::to_i64s(ctx, a).unwrap_or_default(),
        None => vec![0; defs.len()],
    };
    if sizes.len() != defs.len() {
        return Err(VerifyError::op(format!(
            "'{name}' attribute for specifying {what} segments must have {} elements, but got {}",
            defs.len(),
            sizes.len()
        )));
    }
    if sizes.iter().any(|&x| x < 0) {
        return Err(VerifyError::op(format!(
            "'{name}' attribute cannot have negative elements"
        )));
    }
    let sum: i64 = sizes.iter().fold(0i64, |a, &x| a.saturating_add(x));
    if sum != total as i64 {
        return Err(VerifyError::op(format!(
            "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
        )));
    }
    Ok(())
}

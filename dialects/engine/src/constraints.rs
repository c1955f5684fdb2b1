//! Type constraints of a definition, evaluated against real types: the
//! checks behind "operand #0 must be signless-integer-like, but got 'f32'"
//! and the type inference the assembly format relies on.

use dialect_def::{
    BuiltinType, Container, Dialect, NamedRef, Signedness as DSign, TypeClass, TypeConstraint,
};
use ir::float::FloatKind;
use ir::types::Signedness;
use ir::{Context, Type, TypeKind};

/// Builds the builtin type `b` names.
pub fn builtin_type(ctx: &mut Context, b: &BuiltinType) -> Option<Type> {
    Some(match b {
        BuiltinType::Integer { width, signedness } => {
            let s = match signedness {
                DSign::Signless => Signedness::Signless,
                DSign::Signed => Signedness::Signed,
                DSign::Unsigned => Signedness::Unsigned,
            };
            ctx.int_type(*width, s)
        }
        BuiltinType::Float(name) => ctx.float_type(FloatKind::from_name(name)?),
        BuiltinType::Index => ctx.index_type(),
        BuiltinType::None => ctx.none_type(),
    })
}

/// Whether `t` is exactly builtin type `b`.
pub(crate) fn builtin_matches(ctx: &Context, b: &BuiltinType, t: Type) -> bool {
    is_builtin(ctx, b, t)
}

/// Whether `t` is exactly builtin type `b`.
fn is_builtin(ctx: &Context, b: &BuiltinType, t: Type) -> bool {
    match (b, ctx.type_kind(t)) {
        (
            BuiltinType::Integer { width, signedness },
            TypeKind::Integer {
                width: w,
                signedness: s,
            },
        ) => {
            let same = matches!(
                (signedness, s),
                (DSign::Signless, Signedness::Signless)
                    | (DSign::Signed, Signedness::Signed)
                    | (DSign::Unsigned, Signedness::Unsigned)
            );
            width == w && same
        }
        (BuiltinType::Float(n), TypeKind::Float(k)) => k.name() == n,
        (BuiltinType::Index, TypeKind::Index) => true,
        (BuiltinType::None, TypeKind::None) => true,
        _ => false,
    }
}

fn is_signless_int(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// The element type if `t` is a vector or tensor ("-like" classes accept
/// the scalar or a vector/tensor of it, as MLIR's do).
fn vec_or_tensor_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. }
        | TypeKind::RankedTensor { elem, .. }
        | TypeKind::UnrankedTensor { elem } => Some(*elem),
        _ => None,
    }
}

fn like(ctx: &Context, t: Type, scalar: impl Fn(Type) -> bool) -> bool {
    scalar(t) || vec_or_tensor_elem(ctx, t).is_some_and(scalar)
}

fn class_holds(ctx: &Context, c: TypeClass, t: Type) -> bool {
    let k = ctx.type_kind(t);
    match c {
        TypeClass::AnyInteger => matches!(k, TypeKind::Integer { .. }),
        TypeClass::AnySignlessInteger => is_signless_int(ctx, t),
        TypeClass::AnySignedInteger => matches!(
            k,
            TypeKind::Integer {
                signedness: Signedness::Signed,
                ..
            }
        ),
        TypeClass::AnyUnsignedInteger => matches!(
            k,
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        ),
        TypeClass::AnyFloat => matches!(k, TypeKind::Float(_)),
        TypeClass::SignlessIntegerOrIndex => {
            is_signless_int(ctx, t) || matches!(k, TypeKind::Index)
        }
        TypeClass::SignlessIntegerLike => like(ctx, t, |x| is_signless_int(ctx, x)),
        TypeClass::SignlessIntegerOrIndexLike => like(ctx, t, |x| {
            is_signless_int(ctx, x) || matches!(ctx.type_kind(x), TypeKind::Index)
        }),
        TypeClass::IntegerLike => like(ctx, t, |x| {
            matches!(ctx.type_kind(x), TypeKind::Integer { .. })
        }),
        TypeClass::FloatLike => like(ctx, t, |x| matches!(ctx.type_kind(x), TypeKind::Float(_))),
        TypeClass::BoolLike => like(ctx, t, |x| {
            matches!(
                ctx.type_kind(x),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            )
        }),
        TypeClass::IndexLike => like(ctx, t, |x| matches!(ctx.type_kind(x), TypeKind::Index)),
        TypeClass::AnyComplex => matches!(k, TypeKind::Complex(_)),
        TypeClass::AnyTensor => matches!(
            k,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ),
        TypeClass::AnyRankedTensor => matches!(k, TypeKind::RankedTensor { .. }),
        TypeClass::AnyVector => matches!(k, TypeKind::Vector { .. }),
        TypeClass::AnyMemRef => {
            matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. })
        }
        TypeClass::AnyShaped => matches!(
            k,
            TypeKind::RankedTensor { .. }
                | TypeKind::UnrankedTensor { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::UnrankedMemRef { .. }
                | TypeKind::Vector { .. }
        ),
        TypeClass::Function => matches!(k, TypeKind::Function { .. }),
    }
}

/// Looks up the type a `$name` reference stands for.
pub trait TypeEnv {
    /// The (first) type of operand/result/typed attribute `name`, if known.
    fn type_of(&self, name: &str) -> Option<Type>;
}

/// Whether `t` satisfies `c`. References to other values that are not
/// known hold (the check that concerns them reports the fault).
pub fn holds(
    ctx: &Context,
    d: &Dialect,
    c: &TypeConstraint,
    t: Type,
    env: &dyn TypeEnv,
    depth: u32,
) -> bool {
    // Named constraints cannot be cyclic after checking; the bound is a
    // guard against a definition that skipped the checker.
    if depth > 64 {
        return true;
    }
    let rec = |c: &TypeConstraint, t: Type| holds(ctx, d, c, t, env, depth + 1);
    match c {
        TypeConstraint::Any => true,
        TypeConstraint::Exact(b) => is_builtin(ctx, b, t),
        TypeConstraint::Class(k) => class_holds(ctx, *k, t),
        TypeConstraint::Container(k, inner) => {
            let kind = ctx.type_kind(t);
            let elem = match (k, kind) {
                (
                    Container::Tensor,
                    TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem },
                ) => *elem,
                (Container::RankedTensor, TypeKind::RankedTensor { elem, .. }) => *elem,
                (Container::Vector, TypeKind::Vector { elem, .. }) => *elem,
                (
                    Container::MemRef,
                    TypeKind::MemRef { elem, .. } | TypeKind::UnrankedMemRef { elem, .. },
                ) => *elem,
                (Container::Shaped, _) => match kind.element_type() {
                    Some(e) => e,
                    None => return false,
                },
                (Container::Complex, TypeKind::Complex(e)) => *e,
                _ => return false,
            };
            rec(inner, elem)
        }
        TypeConstraint::SameAs(x) => env.type_of(&x.name).is_none_or(|o| o == t),
        TypeConstraint::SameShape(x, e) => {
            let Some(o) = env.type_of(&x.name) else {
                return true;
            };
            same_shape_elem_ok(ctx, o, t) && rec(e, element_or_self(ctx, t))
        }
        TypeConstraint::ElementOf(x) => env
            .type_of(&x.name)
            .is_none_or(|o| ctx.type_kind(o).element_type() == Some(t)),
        TypeConstraint::Named(n) => match d.resolve(&n.name) {
            Some(NamedRef::Constraint(c)) => rec(&c.constraint, t),
            Some(NamedRef::Type(td)) => is_dialect_type(ctx, &d.name.name, td.mnemonic(), t),
            _ => true,
        },
        // A predicate the dialect registered in Rust; one that is missing
        // (a definition loaded without its crate) holds.
        TypeConstraint::Native(n) => {
            let (dialect, name) = n
                .value
                .split_once('.')
                .unwrap_or((d.name.name.as_str(), n.value.as_str()));
            ctx.registry
                .type_predicate_in(dialect, name)
                .is_none_or(|f| f(ctx, t))
        }
        TypeConstraint::AnyOf(v) => v.iter().any(|c| rec(c, t)),
        TypeConstraint::AllOf(v) => v.iter().all(|c| rec(c, t)),
        TypeConstraint::Not(c) => !rec(c, t),
    }
}

/// Whether `t` is `!dialect.mnemonic...`.
pub fn is_dialect_type(ctx: &Context, dialect: &str, mnemonic: &str, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect: dd, data } => {
            ctx.str(*dd) == dialect
                && data
                    .strip_prefix(mnemonic)
                    .is_some_and(|r| r.is_empty() || r.starts_with('<'))
        }
        _ => false,
    }
}

fn element_or_self(ctx: &Context, t: Type) -> Type {
    vec_or_tensor_elem(ctx, t).unwrap_or(t)
}

/// Whether `a` and `b` have the same container and shape (elements aside).
fn same_shape_elem_ok(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::Vector {
                shape: s1,
                scalable: c1,
                ..
            },
            TypeKind::Vector {
                shape: s2,
                scalable: c2,
                ..
            },
        ) => s1 == s2 && c1 == c2,
        (TypeKind::RankedTensor { shape: s1, .. }, TypeKind::RankedTensor { shape: s2, .. }) => {
            s1 == s2
        }
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        (x, y) => x.element_type().is_none() && y.element_type().is_none(),
    }
}

/// `t`'s shape with element type `elem` (scalars give `elem` itself).
pub fn with_element(ctx: &mut Context, t: Type, elem: Type) -> Type {
    let k = ctx.type_kind(t).clone();
    match k {
        TypeKind::Vector {
            shape, scalable, ..
        } => ctx.ty(TypeKind::Vector {
            shape,
            scalable,
            elem,
        }),
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => ctx.ty(TypeKind::RankedTensor {
            shape,
            elem,
            encoding,
        }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { elem }),
        _ => elem,
    }
}

/// How MLIR's messages describe a constraint (`signless-integer-like`).
pub fn describe(d: &Dialect, c: &TypeConstraint) -> String {
    match c {
        TypeConstraint::Any => "any type".into(),
        TypeConstraint::Exact(b) => match b {
            BuiltinType::Integer { width, signedness } => {
                let s = match signedness {
                    DSign::Signless => "signless",
                    DSign::Signed => "signed",
                    DSign::Unsigned => "unsigned",
                };
                format!("{width}-bit {s} integer")
            }
            BuiltinType::Float(n) if n == "bf16" => "bfloat16 type".into(),
            BuiltinType::Float(n) => {
                match n.strip_prefix('f').and_then(|w| w.parse::<u32>().ok()) {
                    Some(w) => format!("{w}-bit float"),
                    None => format!("{n} type"),
                }
            }
            BuiltinType::Index => "index".into(),
            BuiltinType::None => "none type".into(),
        },
        TypeConstraint::Class(k) => match k {
            TypeClass::AnyInteger => "integer",
            TypeClass::AnySignlessInteger => "signless integer",
            TypeClass::AnySignedInteger => "signed integer",
            TypeClass::AnyUnsignedInteger => "unsigned integer",
            TypeClass::AnyFloat => "floating-point",
            TypeClass::SignlessIntegerOrIndex => "signless integer or index",
            // MLIR describes both as "signless-integer-like".
            TypeClass::SignlessIntegerLike | TypeClass::SignlessIntegerOrIndexLike => {
                "signless-integer-like"
            }
            TypeClass::IntegerLike => "integer-like",
            TypeClass::FloatLike => "floating-point-like",
            TypeClass::BoolLike => "bool-like",
            TypeClass::IndexLike => "index-like",
            TypeClass::AnyComplex => "complex-type",
            TypeClass::AnyTensor => "tensor of any type values",
            TypeClass::AnyRankedTensor => "ranked tensor of any type values",
            TypeClass::AnyVector => "vector of any type values",
            TypeClass::AnyMemRef => "memref of any type values",
            TypeClass::AnyShaped => "shaped of any type values",
            TypeClass::Function => "function type",
        }
        .into(),
        TypeConstraint::Container(k, e) => {
            let w = match k {
                Container::Tensor => "tensor",
                Container::RankedTensor => "ranked tensor",
                Container::Vector => "vector",
                Container::MemRef => "memref",
                Container::Shaped => "shaped",
                Container::Complex => {
                    return format!("complex type with {} elements", describe(d, e))
                }
            };
            format!("{w} of {} values", describe(d, e))
        }
        TypeConstraint::SameAs(x) => format!("the type of '{}'", x.name),
        TypeConstraint::SameShape(_, e) => describe(d, e),
        TypeConstraint::ElementOf(x) => format!("the element type of '{}'", x.name),
        TypeConstraint::Named(n) => match d.resolve(&n.name) {
            Some(NamedRef::Constraint(c)) => match &c.description {
                Some(t) => t.value.clone(),
                None => describe(d, &c.constraint),
            },
            Some(NamedRef::Type(t)) => t
                .summary
                .as_ref()
                .map(|s| s.value.clone())
                .unwrap_or_else(|| format!("!{}.{}", d.name.name, t.mnemonic())),
            _ => n.name.clone(),
        },
        TypeConstraint::Native(t) => t.value.clone(),
        TypeConstraint::AnyOf(v) => v
            .iter()
            .map(|c| describe(d, c))
            .collect::<Vec<_>>()
            .join(" or "),
        TypeConstraint::AllOf(v) => v
            .iter()
            .map(|c| describe(d, c))
            .collect::<Vec<_>>()
            .join(" and "),
        TypeConstraint::Not(c) => format!("not {}", describe(d, c)),
    }
}

/// The type `c` determines from other known types, if it determines one:
/// `$x`, `SameShape<$x, I1>`, `ElementOf<$x>`, exact builtin types.
pub fn infer(
    ctx: &mut Context,
    d: &Dialect,
    c: &TypeConstraint,
    env: &dyn TypeEnv,
) -> Option<Type> {
    match c {
        TypeConstraint::Exact(b) => builtin_type(ctx, b),
        TypeConstraint::SameAs(x) => env.type_of(&x.name),
        TypeConstraint::SameShape(x, e) => {
            let o = env.type_of(&x.name)?;
            let TypeConstraint::Exact(b) = &**e else {
                return None;
            };
            let elem = builtin_type(ctx, b)?;
            Some(with_element(ctx, o, elem))
        }
        TypeConstraint::ElementOf(x) => {
            let o = env.type_of(&x.name)?;
            ctx.type_kind(o).element_type()
        }
        TypeConstraint::Named(n) => match d.resolve(&n.name) {
            Some(NamedRef::Constraint(c)) => {
                let c = c.constraint.clone();
                infer(ctx, d, &c, env)
            }
            // `!torch.int`: a parameterless type of the dialect is fixed.
            Some(NamedRef::Type(t)) if t.params.is_empty() => {
                let dialect = ctx.ident(&d.name.name);
                Some(ctx.ty(TypeKind::Opaque {
                    dialect,
                    data: t.mnemonic().into(),
                }))
            }
            _ => None,
        },
        TypeConstraint::AllOf(v) => v.iter().find_map(|c| infer(ctx, d, c, env)),
        _ => None,
    }
}

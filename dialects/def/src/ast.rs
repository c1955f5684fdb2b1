//! The typed model of a `.dialect` file.
//!
//! Everything is owned (no lifetimes) so a definition can outlive its source
//! text and be stored in a registry. Every item carries a [`Span`] so later
//! stages (the run-time engine, code generation) can report
//! `file:line:col` errors inside the definition file.
//!
//! Names are kept as written. Names that the grammar cannot classify (a
//! constraint that is a user alias or a dialect type, an attribute kind that
//! is an enum or a dialect attribute) stay `Named` here; [`crate::check`]
//! guarantees they resolve, and the lookup helpers on [`Dialect`] find them.

use std::fmt;

/// A region of the definition file: byte range plus the 1-based line and
/// column of its start (columns count bytes, as MLIR's do).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// Byte offset of the first byte.
    pub start: usize,
    /// Byte offset one past the last byte.
    pub end: usize,
    /// 1-based line of `start`.
    pub line: u32,
    /// 1-based column (in bytes) of `start`.
    pub col: u32,
}

/// A name with the place it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// The name as written (without a leading `$`).
    pub name: String,
    /// Where.
    pub span: Span,
}

impl fmt::Display for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// A string literal (escapes resolved; triple-quoted strings dedented).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    /// The contents.
    pub value: String,
    /// Where the literal (with its quotes) was written.
    pub span: Span,
}

/// One `.dialect` file.
#[derive(Clone, Debug, PartialEq)]
pub struct Dialect {
    /// The dialect's namespace (`arith`); for a patterns file, its name.
    pub name: Ident,
    /// A patterns file (`patterns NAME`): rewrite patterns over ops of
    /// other dialects, and named constraints, but no definitions.
    pub patterns_only: bool,
    /// One-line summary.
    pub summary: Option<Text>,
    /// Longer description.
    pub description: Option<Text>,
    /// Ops, in file order.
    pub ops: Vec<OpDef>,
    /// Dialect types (`!arith.foo`), in file order.
    pub types: Vec<TypeDef>,
    /// Dialect attributes (`#arith.fastmath<...>`), in file order.
    pub attrs: Vec<AttrDef>,
    /// Enums and bit enums, in file order.
    pub enums: Vec<EnumDef>,
    /// Named type constraints (`constraint SignlessIntLike = ...`).
    pub constraints: Vec<ConstraintDef>,
    /// Declarative rewrite patterns.
    pub patterns: Vec<PatternDef>,
    /// The whole file.
    pub span: Span,
}

impl Dialect {
    /// The op named `name` (without the dialect prefix).
    pub fn op(&self, name: &str) -> Option<&OpDef> {
        self.ops.iter().find(|o| o.name.name == name)
    }
    /// The dialect type named `name`.
    pub fn type_def(&self, name: &str) -> Option<&TypeDef> {
        self.types.iter().find(|t| t.name.name == name)
    }
    /// The dialect attribute named `name`.
    pub fn attr_def(&self, name: &str) -> Option<&AttrDef> {
        self.attrs.iter().find(|t| t.name.name == name)
    }
    /// The enum named `name`.
    pub fn enum_def(&self, name: &str) -> Option<&EnumDef> {
        self.enums.iter().find(|t| t.name.name == name)
    }
    /// The named constraint `name`.
    pub fn constraint(&self, name: &str) -> Option<&ConstraintDef> {
        self.constraints.iter().find(|t| t.name.name == name)
    }
    /// What a `Named` type constraint or attribute kind refers to.
    pub fn resolve(&self, name: &str) -> Option<NamedRef<'_>> {
        if let Some(c) = self.constraint(name) {
            return Some(NamedRef::Constraint(c));
        }
        if let Some(t) = self.type_def(name) {
            return Some(NamedRef::Type(t));
        }
        if let Some(e) = self.enum_def(name) {
            return Some(NamedRef::Enum(e));
        }
        self.attr_def(name).map(NamedRef::Attr)
    }
}

/// The target of a `Named` reference.
#[derive(Clone, Copy, Debug)]
pub enum NamedRef<'a> {
    /// A named constraint.
    Constraint(&'a ConstraintDef),
    /// A dialect type.
    Type(&'a TypeDef),
    /// An enum.
    Enum(&'a EnumDef),
    /// A dialect attribute.
    Attr(&'a AttrDef),
}

// ------------------------------------------------------------------ ops

/// How many values (or regions, successors) a declaration stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly one.
    Single,
    /// Zero or one (`name?`).
    Optional,
    /// Any number (`name*`).
    Variadic,
}

/// An operation.
#[derive(Clone, Debug, PartialEq)]
pub struct OpDef {
    /// Name without the dialect prefix (`addi`, `mlir.constant`).
    pub name: Ident,
    /// Operands, in order.
    pub operands: Vec<ValueDef>,
    /// Results, in order.
    pub results: Vec<ValueDef>,
    /// Attributes and properties, in declaration order.
    pub attrs: Vec<AttrDecl>,
    /// Regions, in order.
    pub regions: Vec<RegionDef>,
    /// Successors, in order.
    pub successors: Vec<SuccessorDef>,
    /// Traits and interfaces (memory effects are in `effects`).
    pub traits: Vec<Trait>,
    /// Memory effects.
    pub effects: Vec<Effect>,
    /// The declarative assembly format, if any (otherwise generic form only).
    pub format: Option<Format>,
    /// Result name hint for the printer.
    pub name_hint: Option<NameHint>,
    /// Rust hooks (`verify native`, `fold native(...)`, ...).
    pub hooks: Vec<Hook>,
    /// One-line summary.
    pub summary: Option<Text>,
    /// Longer description.
    pub description: Option<Text>,
    /// The whole definition.
    pub span: Span,
}

impl OpDef {
    /// The trait named `name`, if the op has it.
    pub fn trait_named(&self, name: &str) -> Option<&Trait> {
        self.traits.iter().find(|t| t.name.name == name)
    }
    /// Whether the op has trait `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.trait_named(name).is_some()
    }
    /// The hook of kind `kind`.
    pub fn hook(&self, kind: HookKind) -> Option<&Hook> {
        self.hooks.iter().find(|h| h.kind == kind)
    }
    /// The operand named `name`.
    pub fn operand(&self, name: &str) -> Option<&ValueDef> {
        self.operands.iter().find(|v| v.name.name == name)
    }
    /// The result named `name`.
    pub fn result(&self, name: &str) -> Option<&ValueDef> {
        self.results.iter().find(|v| v.name.name == name)
    }
    /// The attribute or property named `name`.
    pub fn attr(&self, name: &str) -> Option<&AttrDecl> {
        self.attrs.iter().find(|v| v.name.name == name)
    }
}

/// An operand or result.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueDef {
    /// Its name (accessor name; `$name` in formats).
    pub name: Ident,
    /// Single, optional or variadic.
    pub arity: Arity,
    /// What its type must be.
    pub constraint: TypeConstraint,
    /// Where.
    pub span: Span,
}

/// A type constraint (or, for `SameAs`/`SameShape`/`ElementOf`, a type
/// built from another value's type).
#[derive(Clone, Debug, PartialEq)]
pub enum TypeConstraint {
    /// Any type (`AnyType`, `Any`).
    Any,
    /// Exactly one builtin type (`i32`, `I1`, `F32`, `index`, `Index`).
    Exact(BuiltinType),
    /// A builtin class of types (`AnyInteger`, `SignlessIntegerLike`, ...).
    Class(TypeClass),
    /// A container of elements satisfying the inner constraint
    /// (`TensorOf<F32 | F16>`, `MemRefOf<AnyType>`).
    Container(Container, Box<TypeConstraint>),
    /// The same type as the named operand, result or typed attribute.
    SameAs(Ident),
    /// The shape (scalar, vector or tensor) of the named value with the
    /// given element type: `SameShape<$lhs, I1>` is cmpi's result.
    SameShape(Ident, Box<TypeConstraint>),
    /// The element type of the named shaped value (`ElementOf<$memref>`).
    ElementOf(Ident),
    /// A named constraint or a dialect type; resolved with [`Dialect::resolve`].
    Named(Ident),
    /// A predicate written in Rust (`Native<"hook_name">`).
    Native(Text),
    /// Any of the alternatives (`A | B`).
    AnyOf(Vec<TypeConstraint>),
    /// All of them (`A & B`).
    AllOf(Vec<TypeConstraint>),
    /// Not this (`!A`).
    Not(Box<TypeConstraint>),
}

/// A builtin type named exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuiltinType {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// A float type by its MLIR spelling (`f32`, `bf16`, `f8E4M3FN`).
    Float(String),
    /// `index`.
    Index,
    /// `none`.
    None,
}

impl fmt::Display for BuiltinType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuiltinType::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{p}{width}")
            }
            BuiltinType::Float(s) => f.write_str(s),
            BuiltinType::Index => f.write_str("index"),
            BuiltinType::None => f.write_str("none"),
        }
    }
}

/// Integer signedness semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Builtin classes of types.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// Any integer, any signedness.
    AnyInteger,
    /// Any signless integer.
    AnySignlessInteger,
    /// Any `siN`.
    AnySignedInteger,
    /// Any `uiN`.
    AnyUnsignedInteger,
    /// Any float type.
    AnyFloat,
    /// Signless integer or index.
    SignlessIntegerOrIndex,
    /// Signless integer, or vector/tensor of them.
    SignlessIntegerLike,
    /// Signless integer or index, or vector/tensor of them.
    SignlessIntegerOrIndexLike,
    /// Integer of any signedness, or vector/tensor of them.
    IntegerLike,
    /// Float, or vector/tensor of floats.
    FloatLike,
    /// `i1`, or vector/tensor of `i1`.
    BoolLike,
    /// Index, or vector/tensor of index.
    IndexLike,
    /// Any complex type.
    AnyComplex,
    /// Any tensor (ranked or not).
    AnyTensor,
    /// Any ranked tensor.
    AnyRankedTensor,
    /// Any vector.
    AnyVector,
    /// Any memref (ranked or not).
    AnyMemRef,
    /// Any shaped type.
    AnyShaped,
    /// A function type.
    Function,
}

impl TypeClass {
    /// Every class with its spelling in `.dialect` files.
    pub const ALL: &'static [(&'static str, TypeClass)] = &[
        ("AnyInteger", TypeClass::AnyInteger),
        ("AnySignlessInteger", TypeClass::AnySignlessInteger),
        ("AnySignedInteger", TypeClass::AnySignedInteger),
        ("AnyUnsignedInteger", TypeClass::AnyUnsignedInteger),
        ("AnyFloat", TypeClass::AnyFloat),
        ("SignlessIntegerOrIndex", TypeClass::SignlessIntegerOrIndex),
        ("SignlessIntegerLike", TypeClass::SignlessIntegerLike),
        (
            "SignlessIntegerOrIndexLike",
            TypeClass::SignlessIntegerOrIndexLike,
        ),
        ("IntegerLike", TypeClass::IntegerLike),
        ("FloatLike", TypeClass::FloatLike),
        ("BoolLike", TypeClass::BoolLike),
        ("IndexLike", TypeClass::IndexLike),
        ("AnyComplex", TypeClass::AnyComplex),
        ("AnyTensor", TypeClass::AnyTensor),
        ("AnyRankedTensor", TypeClass::AnyRankedTensor),
        ("AnyVector", TypeClass::AnyVector),
        ("AnyMemRef", TypeClass::AnyMemRef),
        ("AnyShaped", TypeClass::AnyShaped),
        ("FunctionType", TypeClass::Function),
    ];
}

/// Containers a constraint may quantify over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Container {
    /// `TensorOf<...>`: ranked or unranked tensor.
    Tensor,
    /// `RankedTensorOf<...>`.
    RankedTensor,
    /// `VectorOf<...>`.
    Vector,
    /// `MemRefOf<...>`: ranked or unranked memref.
    MemRef,
    /// `ShapedOf<...>`: any shaped type.
    Shaped,
    /// `ComplexOf<...>`.
    Complex,
}

impl Container {
    /// Every container with its spelling.
    pub const ALL: &'static [(&'static str, Container)] = &[
        ("TensorOf", Container::Tensor),
        ("RankedTensorOf", Container::RankedTensor),
        ("VectorOf", Container::Vector),
        ("MemRefOf", Container::MemRef),
        ("ShapedOf", Container::Shaped),
        ("ComplexOf", Container::Complex),
    ];
}

/// An attribute or property of an op.
#[derive(Clone, Debug, PartialEq)]
pub struct AttrDecl {
    /// Its name (the key in the attribute dictionary).
    pub name: Ident,
    /// `prop` (stored in `<{...}>`) or `attr` (in the attribute dictionary).
    pub storage: AttrStorage,
    /// `name?:` makes it optional.
    pub optional: bool,
    /// What kind of attribute.
    pub kind: AttrKind,
    /// Default value (implies the attribute may be omitted in the text).
    pub default: Option<Literal>,
    /// Where.
    pub span: Span,
}

/// Where an op keeps an attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrStorage {
    /// An inherent attribute in the attribute dictionary.
    Attribute,
    /// A property (`<{...}>` in generic form).
    Property,
}

/// The kind of an attribute value (also used for type/attribute parameters).
#[derive(Clone, Debug, PartialEq)]
pub enum AttrKind {
    /// Any attribute (`any`).
    Any,
    /// An integer attribute, optionally of one type (`int<i64>`, `int`).
    Int(Option<BuiltinType>),
    /// An integer attribute of one type with a lower bound: `nonneg<i64>`
    /// (ODS's `ConfinedAttr<I64Attr, [IntNonNegative]>`), `positive<i64>`.
    BoundedInt(BuiltinType, IntBound),
    /// A float attribute, optionally of one type (`float<f32>`).
    Float(Option<BuiltinType>),
    /// A string (`string`).
    String,
    /// `true`/`false` (`bool`).
    Bool,
    /// A unit attribute: present or absent (`unit`).
    Unit,
    /// A type attribute, optionally constrained (`type`, `type<FunctionType>`).
    Type(Option<TypeConstraint>),
    /// An array, optionally of one element kind (`array`, `array<string>`).
    Array(Option<Box<AttrKind>>),
    /// A dense array of a scalar type (`dense_array<i64>`).
    DenseArray(BuiltinType),
    /// A dictionary (`dict`).
    Dict,
    /// A symbol's own name (`symbol_name`).
    SymbolName,
    /// A nested or flat symbol reference (`symbol_ref`).
    SymbolRef,
    /// A flat symbol reference (`flat_symbol_ref`).
    FlatSymbolRef,
    /// An affine map (`affine_map`).
    AffineMap,
    /// Any attribute with a type, optionally constrained (`typed`,
    /// `typed<AnyInteger>`): arith.constant's value.
    Typed(Option<TypeConstraint>),
    /// Dense or sparse elements, optionally constrained (`elements<...>`).
    Elements(Option<TypeConstraint>),
    /// An enum (stored as an integer of its storage type) or a dialect
    /// attribute; resolved with [`Dialect::resolve`].
    Named(Ident),
}

/// The lower bound of a [`AttrKind::BoundedInt`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntBound {
    /// `>= 0`.
    NonNegative,
    /// `> 0`.
    Positive,
    /// `>= 0`, ODS's `IntMinValue<0>` (`min0<i64>`), whose message differs.
    Min0,
}

impl IntBound {
    /// Whether `v` is within the bound.
    pub fn holds(self, v: i128) -> bool {
        match self {
            IntBound::NonNegative | IntBound::Min0 => v >= 0,
            IntBound::Positive => v > 0,
        }
    }
    /// ODS's wording (`whose value is non-negative`, `whose minimum value
    /// is 0`).
    pub fn word(self) -> &'static str {
        match self {
            IntBound::NonNegative => "value is non-negative",
            IntBound::Positive => "value is positive",
            IntBound::Min0 => "minimum value is 0",
        }
    }
}

impl AttrKind {
    /// The builtin kind names, for error messages and docs.
    pub const NAMES: &'static [&'static str] = &[
        "any",
        "int",
        "nonneg",
        "positive",
        "min0",
        "float",
        "string",
        "bool",
        "unit",
        "type",
        "array",
        "dense_array",
        "dict",
        "symbol_name",
        "symbol_ref",
        "flat_symbol_ref",
        "affine_map",
        "typed",
        "elements",
    ];
}

/// A literal: attribute defaults, pattern arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum Literal {
    /// An integer (wide enough for u64 and i64).
    Int(i128, Span),
    /// A float as written (MLIR reads decimal through `f64`).
    Float(String, Span),
    /// `true` / `false`.
    Bool(bool, Span),
    /// A string.
    Str(Text),
    /// An enum case, or a `|`-combination of bit-enum cases.
    Cases(Vec<Ident>),
    /// `[a, b, ...]`.
    List(Vec<Literal>, Span),
}

impl std::fmt::Display for Literal {
    /// The literal as a definition writes it (`none`, `nsw | nuw`, `[1, 2]`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Literal::Int(v, _) => write!(f, "{v}"),
            Literal::Float(t, _) => f.write_str(t),
            Literal::Bool(b, _) => write!(f, "{b}"),
            Literal::Str(t) => write!(f, "{:?}", t.value),
            Literal::Cases(c) => {
                let names: Vec<&str> = c.iter().map(|i| i.name.as_str()).collect();
                f.write_str(&names.join(" | "))
            }
            Literal::List(items, _) => {
                f.write_str("[")?;
                for (i, l) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{l}")?;
                }
                f.write_str("]")
            }
        }
    }
}

impl Literal {
    /// Where the literal was written.
    pub fn span(&self) -> Span {
        match self {
            Literal::Int(_, s)
            | Literal::Float(_, s)
            | Literal::Bool(_, s)
            | Literal::List(_, s) => *s,
            Literal::Str(t) => t.span,
            Literal::Cases(c) => match (c.first(), c.last()) {
                (Some(a), Some(b)) => Span {
                    end: b.span.end,
                    ..a.span
                },
                _ => Span::default(),
            },
        }
    }
}

/// A region of an op.
#[derive(Clone, Debug, PartialEq)]
pub struct RegionDef {
    /// Its name.
    pub name: Ident,
    /// Single or variadic (optional regions do not exist; the checker says so).
    pub arity: Arity,
    /// Blocks allowed.
    pub blocks: RegionBlocks,
    /// Blocks need not end in a terminator (`NoTerminator`).
    pub no_terminator: bool,
    /// Where.
    pub span: Span,
}

/// How many blocks a region may hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionBlocks {
    /// Any number.
    Any,
    /// Exactly `n` (`SingleBlock` is `Exactly(1)`; `Sized<n>`).
    Exactly(u32),
    /// At least `n` (`MinSized<n>`).
    AtLeast(u32),
}

/// A successor of a terminator.
#[derive(Clone, Debug, PartialEq)]
pub struct SuccessorDef {
    /// Its name.
    pub name: Ident,
    /// Single or variadic.
    pub arity: Arity,
    /// Where.
    pub span: Span,
}

/// A trait or interface use: `Pure`, `HasParent<func.func>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Trait {
    /// Its name.
    pub name: Ident,
    /// Arguments in `<...>`.
    pub args: Vec<TraitArg>,
    /// Where.
    pub span: Span,
}

/// An argument of a trait.
#[derive(Clone, Debug, PartialEq)]
pub enum TraitArg {
    /// `$x`: an operand, result, attribute or region of the op.
    Var(Ident),
    /// An op name (`for`, `scf.while`) or another bare name.
    Name(Ident),
    /// An integer.
    Int(i128, Span),
    /// A string.
    Str(Text),
}

/// A memory effect on a value (or on the op's default resource).
#[derive(Clone, Debug, PartialEq)]
pub struct Effect {
    /// Read, write, allocate or free.
    pub kind: EffectKind,
    /// The operand or result it applies to; `None` for the whole op.
    pub on: Option<Ident>,
    /// A named resource (second argument), if any.
    pub resource: Option<Ident>,
    /// Where.
    pub span: Span,
}

/// Kinds of memory effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// `MemRead`.
    Read,
    /// `MemWrite`.
    Write,
    /// `MemAlloc`.
    Alloc,
    /// `MemFree`.
    Free,
}

/// How the printer names an op's results.
#[derive(Clone, Debug, PartialEq)]
pub enum NameHint {
    /// A fixed prefix (`"alloc"` gives `%alloc`, `%alloc_0`, ...).
    Fixed(Text),
    /// Computed by a Rust hook (arith.constant's `%c0`, `%c1_i32`, `%cst`).
    Native(NativeRef),
}

/// A Rust hook named in the definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Hook {
    /// What the hook does.
    pub kind: HookKind,
    /// Which Rust function.
    pub native: NativeRef,
    /// `verify native only`: the Rust verifier replaces the checks the
    /// declaration implies (operand and result constraints, attributes,
    /// counts), for ops whose Rust verifier already says everything with
    /// the upstream messages.
    pub only: bool,
    /// Where.
    pub span: Span,
}

/// What a Rust hook does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HookKind {
    /// An extra verifier.
    Verify,
    /// A folder.
    Fold,
    /// Canonicalization patterns.
    Canonicalize,
    /// Result type inference.
    Infer,
}

impl HookKind {
    /// The keyword.
    pub fn word(self) -> &'static str {
        match self {
            HookKind::Verify => "verify",
            HookKind::Fold => "fold",
            HookKind::Canonicalize => "canonicalize",
            HookKind::Infer => "infer",
        }
    }
}

/// `native` or `native(path::to::hook)`.
#[derive(Clone, Debug, PartialEq)]
pub struct NativeRef {
    /// The explicit Rust name; `None` lets code generation derive one
    /// (e.g. `verify_addi`).
    pub name: Option<Ident>,
    /// Where.
    pub span: Span,
}

// ------------------------------------------------------------------ format

/// A parsed declarative assembly format.
#[derive(Clone, Debug, PartialEq)]
pub struct Format {
    /// The elements in order.
    pub elements: Vec<FormatElement>,
    /// The whole format string (with quotes).
    pub span: Span,
}

/// One element of an assembly format.
#[derive(Clone, Debug, PartialEq)]
pub enum FormatElement {
    /// `` `,` `` or `` `to` ``; the empty literal `` `` `` suppresses the space
    /// the printer would otherwise put before the next element.
    Literal(Text),
    /// `$x`: an operand, attribute, property, region or successor
    /// (or a parameter, in type/attribute formats).
    Var(Ident),
    /// A directive (`attr-dict`, `type($x)`, ...).
    Directive(Directive, Span),
    /// `( ... )?` with an optional `:( ... )` else group.
    Optional(OptionalGroup),
    /// `element^`: the anchor of the enclosing optional group.
    Anchor(Box<FormatElement>, Span),
}

impl FormatElement {
    /// Where the element was written.
    pub fn span(&self) -> Span {
        match self {
            FormatElement::Literal(t) => t.span,
            FormatElement::Var(i) => i.span,
            FormatElement::Directive(_, s) | FormatElement::Anchor(_, s) => *s,
            FormatElement::Optional(g) => g.span,
        }
    }
}

/// An optional group.
#[derive(Clone, Debug, PartialEq)]
pub struct OptionalGroup {
    /// Printed when the anchor is present.
    pub then: Vec<FormatElement>,
    /// Printed when it is absent (`:( ... )`).
    pub otherwise: Vec<FormatElement>,
    /// Where.
    pub span: Span,
}

/// Format directives.
#[derive(Clone, Debug, PartialEq)]
pub enum Directive {
    /// `attr-dict`.
    AttrDict,
    /// `attr-dict-with-keyword`.
    AttrDictWithKeyword,
    /// `prop-dict`.
    PropDict,
    /// `operands`: all operands.
    Operands,
    /// `results`: all results (only inside `type(...)`/`functional-type`).
    Results,
    /// `regions`: all regions.
    Regions,
    /// `successors`: all successors.
    Successors,
    /// `params`: all parameters (type/attribute formats).
    Params,
    /// `type(arg)`.
    Type(Box<FormatElement>),
    /// `qualified(arg)`: print with the dialect prefix.
    Qualified(Box<FormatElement>),
    /// `functional-type(inputs, outputs)`.
    FunctionalType(Box<FormatElement>, Box<FormatElement>),
    /// `ref(arg)` (inside `custom`): an element printed earlier.
    Ref(Box<FormatElement>),
    /// `struct(args)`: `key = value` pairs (type/attribute formats).
    Struct(Vec<FormatElement>),
    /// `custom<Name>(args)`: printed and parsed by Rust hooks
    /// `print_Name`/`parse_Name`.
    Custom(Ident, Vec<FormatElement>),
    /// `oilist(clause | clause ...)`: keyword clauses in any order.
    OIList(Vec<OIListClause>),
}

impl Directive {
    /// The directive's spelling, for messages.
    pub fn word(&self) -> &'static str {
        match self {
            Directive::AttrDict => "attr-dict",
            Directive::AttrDictWithKeyword => "attr-dict-with-keyword",
            Directive::PropDict => "prop-dict",
            Directive::Operands => "operands",
            Directive::Results => "results",
            Directive::Regions => "regions",
            Directive::Successors => "successors",
            Directive::Params => "params",
            Directive::Type(_) => "type",
            Directive::Qualified(_) => "qualified",
            Directive::FunctionalType(..) => "functional-type",
            Directive::Ref(_) => "ref",
            Directive::Struct(_) => "struct",
            Directive::Custom(..) => "custom",
            Directive::OIList(_) => "oilist",
        }
    }
}

/// A clause of `oilist`: a keyword literal and what follows it.
#[derive(Clone, Debug, PartialEq)]
pub struct OIListClause {
    /// The keyword.
    pub keyword: Text,
    /// The elements after it.
    pub elements: Vec<FormatElement>,
    /// Where.
    pub span: Span,
}

// ------------------------------------------------------------------ types, attributes

/// A dialect type (`!dialect.name<params>`).
#[derive(Clone, Debug, PartialEq)]
pub struct TypeDef {
    /// Its name (the mnemonic unless `mnemonic` says otherwise).
    pub name: Ident,
    /// The mnemonic printed after `!dialect.`.
    pub mnemonic: Option<Text>,
    /// Parameters.
    pub params: Vec<ParamDef>,
    /// Format of the parameters after the mnemonic.
    pub format: Option<Format>,
    /// Rust hooks (`verify native`).
    pub hooks: Vec<Hook>,
    /// Summary.
    pub summary: Option<Text>,
    /// Description.
    pub description: Option<Text>,
    /// Where.
    pub span: Span,
}

/// A dialect attribute (`#dialect.name<params>`); same shape as a type.
pub type AttrDef = TypeDef;

impl TypeDef {
    /// The mnemonic printed after the dialect name.
    pub fn mnemonic(&self) -> &str {
        self.mnemonic
            .as_ref()
            .map(|t| t.value.as_str())
            .unwrap_or(&self.name.name)
    }
}

/// A parameter of a type or attribute.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamDef {
    /// Its name.
    pub name: Ident,
    /// Its kind (`type` is any type; an enum name; `int<i64>`; ...).
    pub kind: AttrKind,
    /// Where.
    pub span: Span,
}

// ------------------------------------------------------------------ enums

/// An enum or bit enum.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumDef {
    /// Its name.
    pub name: Ident,
    /// Bit enum (flags) or plain.
    pub bits: bool,
    /// Integer type of its storage (`i32`, `i64`).
    pub storage: BuiltinType,
    /// Where `storage` was written.
    pub storage_span: Span,
    /// Between flags when printing a combination (`","` prints
    /// `nnan,ninf`; `", "` prints `nsw, nuw`). Bit enums only.
    pub separator: Option<Text>,
    /// Cases in order.
    pub cases: Vec<EnumCase>,
    /// Summary.
    pub summary: Option<Text>,
    /// Where.
    pub span: Span,
}

impl EnumDef {
    /// The case called `name`.
    pub fn case(&self, name: &str) -> Option<&EnumCase> {
        self.cases.iter().find(|c| c.name.name == name)
    }
}

/// A case of an enum.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumCase {
    /// The name (the identifier in the definition).
    pub name: Ident,
    /// How it is spelled in IR text, when it differs from the name.
    pub spelling: Option<Text>,
    /// Its value.
    pub value: CaseValue,
    /// Where.
    pub span: Span,
}

impl EnumCase {
    /// The spelling in IR text.
    pub fn text(&self) -> &str {
        self.spelling
            .as_ref()
            .map(|t| t.value.as_str())
            .unwrap_or(&self.name.name)
    }
}

/// The value of an enum case.
#[derive(Clone, Debug, PartialEq)]
pub enum CaseValue {
    /// An integer.
    Int(i128, Span),
    /// The union of other (bit enum) cases (`fast = reassoc | nnan | ...`).
    Combo(Vec<Ident>),
}

// ------------------------------------------------------------------ constraints

/// A named type constraint.
#[derive(Clone, Debug, PartialEq)]
pub struct ConstraintDef {
    /// Its name.
    pub name: Ident,
    /// What it means.
    pub constraint: TypeConstraint,
    /// How messages describe it (`"signless-integer-like"`).
    pub description: Option<Text>,
    /// Where.
    pub span: Span,
}

// ------------------------------------------------------------------ patterns

/// A declarative rewrite pattern.
#[derive(Clone, Debug, PartialEq)]
pub struct PatternDef {
    /// Its name.
    pub name: Ident,
    /// The DAG to match (exactly one).
    pub matcher: Option<Dag>,
    /// Replacement values, one per result of the matched root.
    pub rewrite: Vec<DagArg>,
    /// Extra conditions.
    pub constraints: Vec<PatternConstraint>,
    /// Benefit (default 1).
    pub benefit: Option<(i128, Span)>,
    /// Summary.
    pub summary: Option<Text>,
    /// Where.
    pub span: Span,
}

/// `(op arg, arg, ...):$name`.
#[derive(Clone, Debug, PartialEq)]
pub struct Dag {
    /// The op (`addi` in this dialect, or qualified `arith.addi`).
    pub op: Ident,
    /// Arguments: operands first, then attributes, in declaration order.
    pub args: Vec<DagArg>,
    /// Binds the op's (first) result.
    pub bind: Option<Ident>,
    /// Where.
    pub span: Span,
}

/// An argument of a DAG.
#[derive(Clone, Debug, PartialEq)]
pub enum DagArg {
    /// A nested op.
    Dag(Dag),
    /// `$x` (binds in `match`; uses in `rewrite`), with an optional type
    /// constraint `$x: AnyInteger`.
    Var(Ident, Option<TypeConstraint>),
    /// `_`: matches anything.
    Wildcard(Span),
    /// A literal (attribute value).
    Literal(Literal),
    /// `native(hook)(args...)`: a Rust call building a value or attribute.
    Native(NativeCall),
}

/// `native(hook)(args)`.
#[derive(Clone, Debug, PartialEq)]
pub struct NativeCall {
    /// The Rust function.
    pub hook: Ident,
    /// Its arguments.
    pub args: Vec<DagArg>,
    /// Where.
    pub span: Span,
}

/// A `constraint` line of a pattern.
#[derive(Clone, Debug, PartialEq)]
pub enum PatternConstraint {
    /// `constraint native(hook)($a, $b)`.
    Native(NativeCall),
    /// `constraint $x : TypeConstraint`.
    Type(Ident, TypeConstraint),
}

// ------------------------------------------------------------------ display
// Definitions print back in the surface syntax (without spans), which the
// doc generator and error messages use, and which tests compare against.

fn join<T: fmt::Display>(f: &mut fmt::Formatter<'_>, items: &[T], sep: &str) -> fmt::Result {
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

impl fmt::Display for TypeConstraint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeConstraint::Any => f.write_str("AnyType"),
            TypeConstraint::Exact(t) => write!(f, "{t}"),
            TypeConstraint::Class(c) => {
                let name = TypeClass::ALL
                    .iter()
                    .find(|(_, k)| k == c)
                    .map(|(s, _)| *s)
                    .unwrap_or("?");
                f.write_str(name)
            }
            TypeConstraint::Container(c, e) => {
                let name = Container::ALL
                    .iter()
                    .find(|(_, k)| k == c)
                    .map(|(s, _)| *s)
                    .unwrap_or("?");
                write!(f, "{name}<{e}>")
            }
            TypeConstraint::SameAs(x) => write!(f, "${x}"),
            TypeConstraint::SameShape(x, e) => write!(f, "SameShape<${x}, {e}>"),
            TypeConstraint::ElementOf(x) => write!(f, "ElementOf<${x}>"),
            TypeConstraint::Named(n) => write!(f, "{n}"),
            TypeConstraint::Native(t) => write!(f, "Native<{:?}>", t.value),
            TypeConstraint::AnyOf(v) => {
                f.write_str("(")?;
                join(f, v, " | ")?;
                f.write_str(")")
            }
            TypeConstraint::AllOf(v) => {
                f.write_str("(")?;
                join(f, v, " & ")?;
                f.write_str(")")
            }
            TypeConstraint::Not(c) => write!(f, "!{c}"),
        }
    }
}

impl fmt::Display for AttrKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let opt = |f: &mut fmt::Formatter<'_>, name: &str, c: &Option<TypeConstraint>| match c {
            Some(c) => write!(f, "{name}<{c}>"),
            None => f.write_str(name),
        };
        match self {
            AttrKind::Any => f.write_str("any"),
            AttrKind::Int(Some(t)) => write!(f, "int<{t}>"),
            AttrKind::Int(None) => f.write_str("int"),
            AttrKind::BoundedInt(t, IntBound::NonNegative) => write!(f, "nonneg<{t}>"),
            AttrKind::BoundedInt(t, IntBound::Positive) => write!(f, "positive<{t}>"),
            AttrKind::BoundedInt(t, IntBound::Min0) => write!(f, "min0<{t}>"),
            AttrKind::Float(Some(t)) => write!(f, "float<{t}>"),
            AttrKind::Float(None) => f.write_str("float"),
            AttrKind::String => f.write_str("string"),
            AttrKind::Bool => f.write_str("bool"),
            AttrKind::Unit => f.write_str("unit"),
            AttrKind::Type(c) => opt(f, "type", c),
            AttrKind::Array(Some(k)) => write!(f, "array<{k}>"),
            AttrKind::Array(None) => f.write_str("array"),
            AttrKind::DenseArray(t) => write!(f, "dense_array<{t}>"),
            AttrKind::Dict => f.write_str("dict"),
            AttrKind::SymbolName => f.write_str("symbol_name"),
            AttrKind::SymbolRef => f.write_str("symbol_ref"),
            AttrKind::FlatSymbolRef => f.write_str("flat_symbol_ref"),
            AttrKind::AffineMap => f.write_str("affine_map"),
            AttrKind::Typed(c) => opt(f, "typed", c),
            AttrKind::Elements(c) => opt(f, "elements", c),
            AttrKind::Named(n) => write!(f, "{n}"),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        join(f, &self.elements, " ")
    }
}

impl fmt::Display for FormatElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormatElement::Literal(t) => write!(f, "`{}`", t.value),
            FormatElement::Var(v) => write!(f, "${v}"),
            FormatElement::Anchor(e, _) => write!(f, "{e}^"),
            FormatElement::Optional(g) => {
                f.write_str("(")?;
                join(f, &g.then, " ")?;
                f.write_str(")")?;
                if !g.otherwise.is_empty() {
                    f.write_str(" : (")?;
                    join(f, &g.otherwise, " ")?;
                    f.write_str(")")?;
                }
                f.write_str("?")
            }
            FormatElement::Directive(d, _) => match d {
                Directive::Type(a) | Directive::Qualified(a) | Directive::Ref(a) => {
                    write!(f, "{}({a})", d.word())
                }
                Directive::FunctionalType(a, b) => write!(f, "functional-type({a}, {b})"),
                Directive::Struct(args) => {
                    f.write_str("struct(")?;
                    join(f, args, ", ")?;
                    f.write_str(")")
                }
                Directive::Custom(n, args) => {
                    write!(f, "custom<{n}>(")?;
                    join(f, args, ", ")?;
                    f.write_str(")")
                }
                Directive::OIList(cs) => {
                    f.write_str("oilist(")?;
                    for (i, c) in cs.iter().enumerate() {
                        if i > 0 {
                            f.write_str(" | ")?;
                        }
                        write!(f, "`{}`", c.keyword.value)?;
                        for e in &c.elements {
                            write!(f, " {e}")?;
                        }
                    }
                    f.write_str(")")
                }
                other => f.write_str(other.word()),
            },
        }
    }
}

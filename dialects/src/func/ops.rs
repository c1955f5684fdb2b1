//! Typed wrappers of the `func` ops, generated from the definition by
//! `cargo run -p tessera-dialects --bin dialect-ops` (do not edit):
//! `func::ops::XOp::cast(ctx, op)` with named accessors, and `XOp::NAME`
//! wherever Rust names the op.

#![allow(missing_docs, unused_imports, unused_mut, clippy::too_many_arguments)]

use ir::{Attribute, Context, Op, Type, TypedOp, Value};

/// `func.func`: a function: 'func.func [private] @f(%a: i32 {attrs}) -> (i32 {attrs}) attributes {...} { ... }'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct FuncOp(pub Op);

impl TypedOp for FuncOp {
    const NAME: &'static str = "func.func";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl FuncOp {
    /// The `sym_name` property, if set.
    pub fn sym_name(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_name")
    }
    /// The `function_type` property, if set.
    pub fn function_type(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "function_type")
    }
    /// The `sym_visibility` property, if set.
    pub fn sym_visibility(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "sym_visibility")
    }
    /// The `arg_attrs` property, if set.
    pub fn arg_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "arg_attrs")
    }
    /// The `res_attrs` property, if set.
    pub fn res_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "res_attrs")
    }
    /// The `no_inline` property, if set.
    pub fn no_inline(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "no_inline")
    }
    /// A detached `func.func` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, sym_name: Attribute, function_type: Attribute, sym_visibility: Option<Attribute>, arg_attrs: Option<Attribute>, res_attrs: Option<Attribute>, no_inline: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("sym_name"), sym_name));
        props_.push((ctx.ident("function_type"), function_type));
        if let Some(x_) = sym_visibility {
            props_.push((ctx.ident("sym_visibility"), x_));
        }
        if let Some(x_) = arg_attrs {
            props_.push((ctx.ident("arg_attrs"), x_));
        }
        if let Some(x_) = res_attrs {
            props_.push((ctx.ident("res_attrs"), x_));
        }
        if no_inline {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("no_inline"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 1, loc))
    }
}

/// `func.return`: return from a function: 'return %a, %b : i32, f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReturnOp(pub Op);

impl TypedOp for ReturnOp {
    const NAME: &'static str = "func.return";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ReturnOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// A detached `func.return` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `func.call`: direct call: '%r = call @f(%a) : (i32) -> f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallOp(pub Op);

impl TypedOp for CallOp {
    const NAME: &'static str = "func.call";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CallOp {
    /// Operand group `operands`.
    pub fn operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// The `callee` property, if set.
    pub fn callee(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "callee")
    }
    /// The `arg_attrs` property, if set.
    pub fn arg_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "arg_attrs")
    }
    /// The `res_attrs` property, if set.
    pub fn res_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "res_attrs")
    }
    /// The `no_inline` property, if set.
    pub fn no_inline(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "no_inline")
    }
    /// A detached `func.call` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, operands: &[Value], results_tys: &[Type], callee: Attribute, arg_attrs: Option<Attribute>, res_attrs: Option<Attribute>, no_inline: bool, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.extend_from_slice(operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("callee"), callee));
        if let Some(x_) = arg_attrs {
            props_.push((ctx.ident("arg_attrs"), x_));
        }
        if let Some(x_) = res_attrs {
            props_.push((ctx.ident("res_attrs"), x_));
        }
        if no_inline {
            let x_ = ctx.attr(ir::AttrKind::Unit);
            props_.push((ctx.ident("no_inline"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `func.call_indirect`: indirect call through a function value: 'call_indirect %f(%a) : (i32) -> f32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallIndirectOp(pub Op);

impl TypedOp for CallIndirectOp {
    const NAME: &'static str = "func.call_indirect";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl CallIndirectOp {
    /// Operand group `callee`.
    pub fn callee(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[0].clone().map(|k| d.operand(k)).collect()
    }
    /// Operand group `callee_operands`.
    pub fn callee_operands(self, ctx: &Context) -> Vec<Value> {
        let d = ctx.op(self.0);
        let groups = ir::segments::ranges(ctx, self.0, "operandSegmentSizes", &[false, true], d.num_operands());
        groups[1].clone().map(|k| d.operand(k)).collect()
    }
    /// The `arg_attrs` property, if set.
    pub fn arg_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "arg_attrs")
    }
    /// The `res_attrs` property, if set.
    pub fn res_attrs(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "res_attrs")
    }
    /// A detached `func.call_indirect` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, callee: Value, callee_operands: &[Value], results_tys: &[Type], arg_attrs: Option<Attribute>, res_attrs: Option<Attribute>, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        vals_.push(callee);
        vals_.extend_from_slice(callee_operands);
        let mut tys_: Vec<Type> = Vec::new();
        tys_.extend_from_slice(results_tys);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        if let Some(x_) = arg_attrs {
            props_.push((ctx.ident("arg_attrs"), x_));
        }
        if let Some(x_) = res_attrs {
            props_.push((ctx.ident("res_attrs"), x_));
        }
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

/// `func.constant`: a function as a value: '%f = constant @g : (i32) -> i32'
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstantOp(pub Op);

impl TypedOp for ConstantOp {
    const NAME: &'static str = "func.constant";
    fn op(self) -> Op {
        self.0
    }
    fn cast(ctx: &Context, op: Op) -> Option<Self> {
        (ctx.op_name(op) == Self::NAME).then_some(Self(op))
    }
}

impl ConstantOp {
    /// Result `result`.
    pub fn result(self, ctx: &Context) -> Value {
        ctx.result(self.0, 0)
    }
    /// The `value` property, if set.
    pub fn value(self, ctx: &Context) -> Option<Attribute> {
        ctx.inherent_attr(self.0, "value")
    }
    /// A detached `func.constant` with these operands, result types and attributes, its regions empty.
    #[allow(clippy::too_many_arguments)]
    pub fn build(ctx: &mut Context, result_ty: Type, value: Attribute, loc: Attribute) -> Self {
        let mut vals_: Vec<Value> = Vec::new();
        let mut tys_: Vec<Type> = Vec::new();
        tys_.push(result_ty);
        let mut props_: Vec<(ir::Ident, Attribute)> = Vec::new();
        let mut attrs_: Vec<(ir::Ident, Attribute)> = Vec::new();
        props_.push((ctx.ident("value"), value));
        Self(ctx.build_op(Self::NAME, &vals_, &tys_, props_, attrs_, 0, loc))
    }
}

//! Building torch ops inside a rewrite: constants, int lists, and ATen
//! ops whose result types come from the dialect's shape rules
//! (`dialects::torch::shape::infer`). A rule that cannot type an op it
//! builds abandons the rewrite: [`Builder::abandon`] erases what it made,
//! so a failed match leaves the IR as it was.

use dialects::torch::shape;
use dialects::torch::types::TorchType;
use ir::rewrite::Rewriter;
use ir::{AttrKind, Attribute, Context, IntValue, Op, Type, Value};

/// Builds before the op being rewritten, at its location.
pub struct Builder<'r, 'a> {
    pub rw: &'r mut Rewriter<'a>,
    loc: Attribute,
    made: Vec<Op>,
}

/// A build step that could not type its result.
#[derive(Debug)]
pub struct Untyped;

pub type B<T> = Result<T, Untyped>;

impl<'r, 'a> Builder<'r, 'a> {
    /// A builder inserting before `root`.
    pub fn before(rw: &'r mut Rewriter<'a>, root: Op) -> Builder<'r, 'a> {
        rw.set_insertion_point_before(root);
        let loc = rw.ctx.op(root).loc;
        Builder {
            rw,
            loc,
            made: Vec::new(),
        }
    }

    /// The context.
    pub fn ctx(&self) -> &Context {
        self.rw.ctx
    }

    fn scalar_type(&mut self, t: TorchType) -> Type {
        t.to_type(self.rw.ctx)
    }

    fn constant(&mut self, name: &str, value: Option<Attribute>, ty: TorchType) -> Value {
        let ty = self.scalar_type(ty);
        let props = value.map(|v| {
            let key = self.rw.ctx.ident("value");
            // One entry: a dictionary of one key cannot have duplicates.
            self.rw
                .ctx
                .dictionary(vec![(key, v)])
                .unwrap_or_else(|_| self.rw.ctx.empty_dict())
        });
        let op = self
            .rw
            .create(name, &[], &[ty], None, props, &[], 0, self.loc);
        self.made.push(op);
        self.rw.ctx.result(op, 0)
    }

    /// `torch.constant.int`.
    pub fn int(&mut self, v: i64) -> Value {
        let i64t = self.rw.ctx.int(64);
        let a = self.rw.ctx.attr(AttrKind::Integer {
            ty: i64t,
            value: IntValue::Small(v),
        });
        self.constant("torch.constant.int", Some(a), TorchType::Int)
    }

    /// `torch.constant.float`.
    pub fn float(&mut self, v: f64) -> Value {
        let f64t = self.rw.ctx.float_type(ir::float::FloatKind::F64);
        let a = self.rw.ctx.attr(AttrKind::Float {
            ty: f64t,
            bits: (v.to_bits() as u128).into(),
        });
        self.constant("torch.constant.float", Some(a), TorchType::Float)
    }

    /// `torch.constant.bool`.
    pub fn bool(&mut self, v: bool) -> Value {
        let a = self.rw.ctx.attr(AttrKind::Bool(v));
        self.constant("torch.constant.bool", Some(a), TorchType::Bool)
    }

    /// `torch.constant.none`.
    pub fn none(&mut self) -> Value {
        self.constant("torch.constant.none", None, TorchType::None)
    }

    /// `torch.prim.ListConstruct` of int constants.
    pub fn ints(&mut self, v: &[i64]) -> Value {
        let elems: Vec<Value> = v.iter().map(|&x| self.int(x)).collect();
        self.list(&elems, TorchType::Int)
    }

    /// `torch.prim.ListConstruct` of `elems`, all of type `elem`.
    pub fn list(&mut self, elems: &[Value], elem: TorchType) -> Value {
        let ty = self.scalar_type(TorchType::List(Box::new(elem)));
        let op = self.rw.create(
            "torch.prim.ListConstruct",
            elems,
            &[ty],
            None,
            None,
            &[],
            0,
            self.loc,
        );
        self.made.push(op);
        self.rw.ctx.result(op, 0)
    }

    /// ATen op `name` (`aten.mm`) of `operands`, typed by the shape rules.
    pub fn op(&mut self, name: &str, operands: &[Value]) -> B<Value> {
        let placeholder = self.scalar_type(TorchType::Tensor {
            value: true,
            shape: None,
            dtype: None,
        });
        let full = format!("torch.{name}");
        let op = self.rw.create(
            &full,
            operands,
            &[placeholder],
            None,
            None,
            &[],
            0,
            self.loc,
        );
        self.made.push(op);
        let ty = match shape::infer(self.rw.ctx, op) {
            Some(Ok(v)) if v.len() == 1 => v[0].to_type(self.rw.ctx),
            _ => return Err(Untyped),
        };
        let r = self.rw.ctx.result(op, 0);
        self.rw.ctx.set_value_type(r, ty);
        Ok(r)
    }

    /// Erases everything built so far (newest first): the rewrite is off.
    pub fn abandon(self) {
        for op in self.made.into_iter().rev() {
            self.rw.erase_op(op);
        }
    }
}

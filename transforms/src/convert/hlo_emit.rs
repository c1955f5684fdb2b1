//! Building StableHLO ops before an op being converted or expanded: each helper
//! makes one op with its properties in StableHLO's attribute form
//! (`array<i64: ...>`, `#stablehlo.dot<...>`, `#stablehlo<comparison_direction
//! GT>`), typed by the caller, so the converted program verifies.

use dialects::stablehlo::attrs::{self as hattrs, DotDims};
use ir::dense_array::from_i64s;
use ir::{AttrKind, Attribute, Context, IntValue, Op, Type, TypeKind, Value};

/// Emits ops before `before`, at `loc`.
pub struct Emit<'c> {
    pub ctx: &'c mut Context,
    pub before: Op,
    pub loc: Attribute,
}

/// A ranked tensor type.
pub fn tensor_ty(ctx: &mut Context, shape: &[i64], elem: Type) -> Type {
    ctx.ty(TypeKind::RankedTensor {
        shape: shape.into(),
        elem,
        encoding: None,
    })
}

/// Shape and element type of a ranked tensor type.
pub fn shape_of(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, elem, .. } => Some((shape.to_vec(), *elem)),
        _ => None,
    }
}

impl Emit<'_> {
    /// One op; returns its results.
    pub fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Vec<(&str, Attribute)>,
    ) -> Vec<Value> {
        self.op_with_regions(name, operands, results, props, vec![])
    }

    /// One op with regions already built.
    pub fn op_with_regions(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        props: Vec<(&str, Attribute)>,
        regions: Vec<ir::Region>,
    ) -> Vec<Value> {
        let ctx = &mut *self.ctx;
        let entries: Vec<(ir::Ident, Attribute)> =
            props.into_iter().map(|(k, v)| (ctx.ident(k), v)).collect();
        let props = if entries.is_empty() {
            None
        } else {
            ctx.dictionary(entries).ok()
        };
        let empty = ctx.empty_dict();
        let n = ctx.ident(name);
        let op = ctx.create_op(
            n,
            operands,
            results,
            empty,
            props,
            &[],
            regions.len(),
            self.loc,
        );
        let owned = ctx.op(op).regions.clone();
        for (r, to) in regions.into_iter().zip(owned) {
            ctx.move_blocks(r, to, 0);
        }
        ctx.insert_op_before(self.before, op);
        (0..results.len()).map(|i| ctx.result(op, i)).collect()
    }

    /// The element type of a value's tensor type.
    pub fn elem(&self, v: Value) -> Type {
        let t = self.ctx.value_type(v);
        shape_of(self.ctx, t).map(|(_, e)| e).unwrap_or(t)
    }

    /// The shape of a value's tensor type.
    pub fn shape(&self, v: Value) -> Vec<i64> {
        let t = self.ctx.value_type(v);
        shape_of(self.ctx, t).map(|(s, _)| s).unwrap_or_default()
    }

    pub fn i64s(&mut self, v: &[i64]) -> Attribute {
        from_i64s(self.ctx, 64, v)
    }

    pub fn int_attr(&mut self, width: u32, v: i64) -> Attribute {
        let ty = self.ctx.int(width);
        self.ctx.attr(AttrKind::Integer {
            ty,
            value: IntValue::Small(v),
        })
    }

    /// A splat constant `x` of `tensor<shape x elem>`.
    pub fn splat(&mut self, shape: &[i64], elem: Type, x: f64) -> Value {
        self.dense(shape, elem, &[x])
    }

    /// A constant holding `vals` (row-major; one value is a splat) of
    /// `tensor<shape x elem>`.
    pub fn dense(&mut self, shape: &[i64], elem: Type, vals: &[f64]) -> Value {
        let ty = tensor_ty(self.ctx, shape, elem);
        let kind = self.ctx.type_kind(elem).clone();
        let scalar = |x: f64| match kind {
            TypeKind::Float(k) => ir::constant::Scalar::Float {
                kind: k,
                bits: ir::constant::from_f64(k, x).unwrap_or(0),
            },
            TypeKind::Integer { width, signedness } => {
                // Saturated to the type's range: the largest i64 is not an
                // f64 (it rounds up to 2^63, which would wrap to the
                // smallest).
                // Within range, or -1 for "all ones" (of i1 or an unsigned
                // type), the bits wrap as two's complement.
                let v = x as i128;
                let v = match signedness {
                    _ if width == 1 => v,
                    ir::types::Signedness::Unsigned => v.min((1i128 << width.min(126)) - 1),
                    _ => v.clamp(
                        -(1i128 << (width - 1).min(126)),
                        (1i128 << (width - 1).min(126)) - 1,
                    ),
                };
                ir::constant::Scalar::Int {
                    width,
                    bits: (v as u128) & ir::constant::mask(width),
                }
            }
            _ => ir::constant::Scalar::Int { width: 64, bits: 0 },
        };
        let elems: Vec<ir::constant::Scalar> = vals.iter().map(|&x| scalar(x)).collect();
        let a = ir::constant::elements_attr(self.ctx, ty, &elems)
            .unwrap_or_else(|| self.ctx.empty_dict());
        self.op("stablehlo.constant", &[], &[ty], vec![("value", a)])[0]
    }

    /// `x` of `tensor<shape x elem>`: a rank-0 constant broadcast, so the
    /// program holds one number however large the tensor.
    pub fn full(&mut self, shape: &[i64], elem: Type, x: f64) -> Value {
        let s = self.splat(&[], elem, x);
        if shape.is_empty() {
            return s;
        }
        self.broadcast_in_dim(s, shape, &[])
    }

    /// `stablehlo.iota` of `tensor<shape x elem>` counting along `dim`.
    pub fn iota(&mut self, shape: &[i64], elem: Type, dim: usize) -> Value {
        let ty = tensor_ty(self.ctx, shape, elem);
        let d = self.int_attr(64, dim as i64);
        self.op("stablehlo.iota", &[], &[ty], vec![("iota_dimension", d)])[0]
    }

    /// `v[start:end:step]` along dimension `d`.
    pub fn slice_dim(&mut self, v: Value, d: usize, start: i64, end: i64, step: i64) -> Value {
        let s = self.shape(v);
        let mut st = vec![0; s.len()];
        let mut lim = s.clone();
        let mut strides = vec![1; s.len()];
        st[d] = start;
        lim[d] = end;
        strides[d] = step;
        let mut out = s.clone();
        out[d] = if end > start {
            (end - start + step - 1) / step
        } else {
            0
        };
        if out == s {
            return v;
        }
        let e = self.elem(v);
        let ty = tensor_ty(self.ctx, &out, e);
        let (a, b, c) = (self.i64s(&st), self.i64s(&lim), self.i64s(&strides));
        self.op(
            "stablehlo.slice",
            &[v],
            &[ty],
            vec![("start_indices", a), ("limit_indices", b), ("strides", c)],
        )[0]
    }

    /// `stablehlo.concatenate` along `d` (one operand is itself).
    pub fn concat(&mut self, vs: &[Value], d: usize, shape: &[i64], elem: Type) -> Value {
        if vs.len() == 1 {
            return vs[0];
        }
        if vs.is_empty() {
            return self.full(shape, elem, 0.0);
        }
        let ty = tensor_ty(self.ctx, shape, elem);
        let da = self.int_attr(64, d as i64);
        self.op("stablehlo.concatenate", vs, &[ty], vec![("dimension", da)])[0]
    }

    /// `stablehlo.reverse` along `dims` (nothing when there are none).
    pub fn reverse(&mut self, v: Value, dims: &[i64]) -> Value {
        if dims.is_empty() {
            return v;
        }
        let ty = self.ctx.value_type(v);
        let d = self.i64s(dims);
        self.op("stablehlo.reverse", &[v], &[ty], vec![("dimensions", d)])[0]
    }

    /// `stablehlo.pad` of `v` with the rank-0 `value`.
    pub fn pad(
        &mut self,
        v: Value,
        value: Value,
        lo: &[i64],
        hi: &[i64],
        interior: &[i64],
    ) -> Value {
        let s = self.shape(v);
        let out: Vec<i64> = (0..s.len())
            .map(|d| {
                let n = s[d];
                lo[d] + hi[d] + n + if n > 0 { (n - 1) * interior[d] } else { 0 }
            })
            .collect();
        let e = self.elem(v);
        let ty = tensor_ty(self.ctx, &out, e);
        let (a, b, c) = (self.i64s(lo), self.i64s(hi), self.i64s(interior));
        self.op(
            "stablehlo.pad",
            &[v, value],
            &[ty],
            vec![
                ("edge_padding_low", a),
                ("edge_padding_high", b),
                ("interior_padding", c),
            ],
        )[0]
    }

    /// `stablehlo.torch_index_select` of `x` along `dim` at `ids`: the
    /// result is `x[:dim] ++ ids.shape ++ x[dim+1:]`.
    pub fn index_select(&mut self, x: Value, ids: Value, dim: usize) -> Value {
        let mut shape = self.shape(x);
        let is = self.shape(ids);
        shape.splice(dim..=dim, is);
        let e = self.elem(x);
        let ty = tensor_ty(self.ctx, &shape, e);
        let (da, bd) = (self.int_attr(64, dim as i64), self.int_attr(64, 0));
        self.op(
            "stablehlo.torch_index_select",
            &[x, ids],
            &[ty],
            vec![("dim", da), ("batch_dims", bd)],
        )[0]
    }

    /// `stablehlo.select` of `on_true` where `pred`, else `on_false`.
    pub fn select(&mut self, pred: Value, on_true: Value, on_false: Value) -> Value {
        let ty = self.ctx.value_type(on_true);
        self.op(
            "stablehlo.select",
            &[pred, on_true, on_false],
            &[ty],
            vec![],
        )[0]
    }

    /// `stablehlo.convert` to `elem` (nothing if already of that type).
    pub fn convert(&mut self, v: Value, elem: Type) -> Value {
        if self.elem(v) == elem {
            return v;
        }
        let shape = self.shape(v);
        let ty = tensor_ty(self.ctx, &shape, elem);
        self.op("stablehlo.convert", &[v], &[ty], vec![])[0]
    }

    /// `v` broadcast numpy-style (aligned at the right) to `shape`.
    pub fn broadcast(&mut self, v: Value, shape: &[i64]) -> Value {
        let s = self.shape(v);
        if s == shape {
            return v;
        }
        let k = shape.len().saturating_sub(s.len());
        let dims: Vec<i64> = (k..shape.len()).map(|d| d as i64).collect();
        self.broadcast_in_dim(v, shape, &dims)
    }

    pub fn broadcast_in_dim(&mut self, v: Value, shape: &[i64], dims: &[i64]) -> Value {
        let e = self.elem(v);
        let ty = tensor_ty(self.ctx, shape, e);
        let d = self.i64s(dims);
        self.op(
            "stablehlo.broadcast_in_dim",
            &[v],
            &[ty],
            vec![("broadcast_dimensions", d)],
        )[0]
    }

    pub fn reshape(&mut self, v: Value, shape: &[i64]) -> Value {
        if self.shape(v) == shape {
            return v;
        }
        let e = self.elem(v);
        let ty = tensor_ty(self.ctx, shape, e);
        self.op("stablehlo.reshape", &[v], &[ty], vec![])[0]
    }

    pub fn transpose(&mut self, v: Value, perm: &[i64]) -> Value {
        let s = self.shape(v);
        let e = self.elem(v);
        let out: Vec<i64> = perm.iter().map(|&p| s[p as usize]).collect();
        let ty = tensor_ty(self.ctx, &out, e);
        let p = self.i64s(perm);
        self.op("stablehlo.transpose", &[v], &[ty], vec![("permutation", p)])[0]
    }

    /// An elementwise op on operands of one type.
    pub fn binary(&mut self, name: &str, a: Value, b: Value) -> Value {
        let ty = self.ctx.value_type(a);
        self.op(name, &[a, b], &[ty], vec![])[0]
    }

    pub fn unary(&mut self, name: &str, a: Value) -> Value {
        let ty = self.ctx.value_type(a);
        self.op(name, &[a], &[ty], vec![])[0]
    }

    /// `stablehlo.compare DIR, a, b, TYPE` (the type from the elements).
    pub fn compare(&mut self, dir: &str, a: Value, b: Value) -> Value {
        let e = self.elem(a);
        let kind = match self.ctx.type_kind(e) {
            TypeKind::Float(_) => "FLOAT",
            TypeKind::Integer {
                signedness: ir::types::Signedness::Unsigned,
                ..
            } => "UNSIGNED",
            TypeKind::Integer { width: 1, .. } => "UNSIGNED",
            _ => "SIGNED",
        };
        let shape = self.shape(a);
        let i1 = self.ctx.int(1);
        let ty = tensor_ty(self.ctx, &shape, i1);
        let d = hattrs::enum_attr(self.ctx, "comparison_direction", dir);
        let k = hattrs::enum_attr(self.ctx, "comparison_type", kind);
        self.op(
            "stablehlo.compare",
            &[a, b],
            &[ty],
            vec![("comparison_direction", d), ("compare_type", k)],
        )[0]
    }

    /// `dot_general` with the given dimension numbers and result shape.
    pub fn dot_general(
        &mut self,
        a: Value,
        b: Value,
        d: &DotDims,
        out: &[i64],
        elem: Type,
    ) -> Value {
        let ty = tensor_ty(self.ctx, out, elem);
        let dims = d.build(self.ctx);
        self.op(
            "stablehlo.dot_general",
            &[a, b],
            &[ty],
            vec![("dot_dimension_numbers", dims)],
        )[0]
    }

    /// A region of one block whose arguments are rank-0 tensors of
    /// `elems`, its body built by `body` (which returns the values to
    /// `stablehlo.return`).
    pub fn region(
        &mut self,
        elems: &[Type],
        body: impl FnOnce(&mut Emit<'_>, &[Value]) -> Vec<Value>,
    ) -> ir::Region {
        let types: Vec<Type> = elems.iter().map(|&e| tensor_ty(self.ctx, &[], e)).collect();
        self.region_of(&types, body)
    }

    /// A region of one block whose arguments are of `types`, its body
    /// built by `body` (which returns the values to `stablehlo.return`).
    pub fn region_of(
        &mut self,
        types: &[Type],
        body: impl FnOnce(&mut Emit<'_>, &[Value]) -> Vec<Value>,
    ) -> ir::Region {
        let ctx = &mut *self.ctx;
        let r = ctx.create_region();
        let b = ctx.create_block();
        ctx.append_block(r, b);
        let args: Vec<Value> = types
            .iter()
            .map(|&t| ctx.add_block_arg(b, t, Some(self.loc)))
            .collect();
        // A placeholder terminator to insert before.
        let empty = ctx.empty_dict();
        let rn = ctx.ident("stablehlo.return");
        let ret = ctx.create_op(rn, &[], &[], empty, None, &[], 0, self.loc);
        ctx.append_op(b, ret);
        let mut inner = Emit {
            ctx: &mut *self.ctx,
            before: ret,
            loc: self.loc,
        };
        let vals = body(&mut inner, &args);
        let ctx = &mut *self.ctx;
        let real = ctx.create_op(rn, &vals, &[], empty, None, &[], 0, self.loc);
        ctx.insert_op_before(ret, real);
        ctx.erase_op(ret);
        r
    }

    /// `stablehlo.while` over the carried values `init`: `cond` gives the
    /// rank-0 i1 that keeps it going, `body` the next values. Everything
    /// the regions read is carried (no capture from above), as JAX's
    /// `while_loop` lowers.
    pub fn while_loop(
        &mut self,
        init: &[Value],
        cond: impl FnOnce(&mut Emit<'_>, &[Value]) -> Value,
        body: impl FnOnce(&mut Emit<'_>, &[Value]) -> Vec<Value>,
    ) -> Vec<Value> {
        let types: Vec<Type> = init.iter().map(|&v| self.ctx.value_type(v)).collect();
        let c = self.region_of(&types, |em, a| vec![cond(em, a)]);
        let b = self.region_of(&types, body);
        self.op_with_regions("stablehlo.while", init, &types, vec![], vec![c, b])
    }

    /// `nextafter(x, y)` of two floats of one shape: the float after `x`
    /// towards `y`, by one step of its bits as an integer (up where moving
    /// away from zero); `y` where they are equal, NaN where either is, the
    /// smallest subnormal of `y`'s sign from zero. (torch's `nextafter`
    /// and CHLO's `next_after` alike.)
    pub fn next_after(&mut self, x: Value, y: Value) -> Value {
        let shape = self.shape(x);
        let elem = self.elem(x);
        let bits = match self.ctx.type_kind(elem) {
            ir::TypeKind::Float(k) => k.semantics().bits,
            _ => 32,
        };
        let it = self.ctx.int(bits);
        let ity = tensor_ty(self.ctx, &shape, it);
        let xi = self.op("stablehlo.bitcast_convert", &[x], &[ity], vec![])[0];
        let one = self.full(&shape, it, 1.0);
        let up = self.binary("stablehlo.add", xi, one);
        let down = self.binary("stablehlo.subtract", xi, one);
        let z = self.full(&shape, elem, 0.0);
        let toward_up = self.compare("LT", x, y);
        let positive = self.compare("GT", x, z);
        // Away from zero (bits up) when y is beyond x on x's own side.
        let same = self.compare("EQ", toward_up, positive);
        let stepped = self.select(same, up, down);
        let ty = self.ctx.value_type(x);
        let moved = self.op("stablehlo.bitcast_convert", &[stepped], &[ty], vec![])[0];
        // From zero: the smallest subnormal with y's sign.
        let tiny_bits = self.full(&shape, it, 1.0);
        let tiny = self.op("stablehlo.bitcast_convert", &[tiny_bits], &[ty], vec![])[0];
        let ntiny = self.unary("stablehlo.negate", tiny);
        let ypos = self.compare("GT", y, z);
        let from_zero = self.select(ypos, tiny, ntiny);
        let is_zero = self.compare("EQ", x, z);
        let r = self.select(is_zero, from_zero, moved);
        let eq = self.compare("EQ", x, y);
        let r = self.select(eq, y, r);
        let xn = self.compare("NE", x, x);
        let yn = self.compare("NE", y, y);
        let any = self.binary("stablehlo.or", xn, yn);
        let nan = self.binary("stablehlo.add", x, y);
        self.select(any, nan, r)
    }

    /// `stablehlo.reduce` of `v` over `dims` with a binary combiner.
    pub fn reduce(&mut self, v: Value, init: f64, dims: &[i64], combiner: &str) -> Value {
        let s = self.shape(v);
        let e = self.elem(v);
        let out: Vec<i64> = s
            .iter()
            .enumerate()
            .filter(|(i, _)| !dims.contains(&(*i as i64)))
            .map(|(_, &d)| d)
            .collect();
        let init = self.splat(&[], e, init);
        let c = combiner.to_string();
        let r = self.region(&[e, e], move |em, a| vec![em.binary(&c, a[0], a[1])]);
        let ty = tensor_ty(self.ctx, &out, e);
        let d = self.i64s(dims);
        self.op_with_regions(
            "stablehlo.reduce",
            &[v, init],
            &[ty],
            vec![("dimensions", d)],
            vec![r],
        )[0]
    }
}

impl Emit<'_> {
    /// A running reduction of `v` along `d` (`cumsum` with an add): a
    /// `reduce_window` whose window spans the whole dimension, padded at
    /// the front with `init` so element `i` sees elements `0..=i`.
    pub fn running(&mut self, v: Value, d: usize, init: f64, combiner: &str) -> Value {
        let shape = self.shape(v);
        let mut win = vec![1i64; shape.len()];
        win[d] = shape[d].max(1);
        let mut pad = vec![0i64; 2 * shape.len()];
        pad[2 * d] = shape[d].max(1) - 1;
        self.reduce_window(
            v,
            init,
            &win,
            &vec![1; shape.len()],
            &vec![1; shape.len()],
            &pad,
            combiner,
            &shape,
        )
    }

    /// `stablehlo.reduce_window` of `v` with a binary combiner; `pad` is
    /// flat (low, high) pairs, `out` the result's shape.
    #[allow(clippy::too_many_arguments)]
    pub fn reduce_window(
        &mut self,
        v: Value,
        init: f64,
        window: &[i64],
        strides: &[i64],
        dilations: &[i64],
        pad: &[i64],
        combiner: &str,
        out: &[i64],
    ) -> Value {
        let elem = self.elem(v);
        let init = self.splat(&[], elem, init);
        let c = combiner.to_string();
        let reg = self.region(&[elem, elem], move |em, a| vec![em.binary(&c, a[0], a[1])]);
        let ty = tensor_ty(self.ctx, out, elem);
        let wd = self.i64s(window);
        let ws = self.i64s(strides);
        let wdl = self.i64s(dilations);
        let pa = dialects::stablehlo::syntax::padding_attr(self.ctx, pad);
        let mut props = vec![("window_dimensions", wd)];
        if strides.iter().any(|&s| s != 1) {
            props.push(("window_strides", ws));
        }
        if dilations.iter().any(|&s| s != 1) {
            props.push(("window_dilations", wdl));
        }
        if pad.iter().any(|&p| p != 0) {
            props.push(("padding", pa));
        }
        self.op_with_regions(
            "stablehlo.reduce_window",
            &[v, init],
            &[ty],
            props,
            vec![reg],
        )[0]
    }
}

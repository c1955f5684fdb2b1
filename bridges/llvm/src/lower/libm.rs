//! Math functions: LLVM intrinsics where LLVM has them, the C math
//! library otherwise, and exp and erf of an f32 as inline polynomials so
//! the loops over them vectorize; `tt.extern_elementwise`'s libdevice
//! calls map to the same.

use super::{llvm_err, unsupported, Lower};
use crate::LlvmError;
use dialects::math::ops as math;
use dialects::tt::ops as tt;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FloatValue};
use inkwell::FloatPredicate;
use ir::{AttrKind, Op, TypedOp};

impl<'a, 'll> Lower<'a, 'll> {
    /// A math function of scalar operands: `math`'s ops,
    /// `tt.precise_sqrt` and `tt.extern_elementwise`; any other op is
    /// not lowered.
    pub(super) fn math(
        &self,
        op: Op,
        a: &[BasicValueEnum<'ll>],
        rt: BasicTypeEnum<'ll>,
    ) -> Result<BasicValueEnum<'ll>, LlvmError> {
        let ctx = self.ctx;
        let err = || unsupported(ctx, op, "is not lowered to LLVM yet");
        let f32 = rt == self.ll.f32_type().into();
        let x = || a[0].into_float_value();
        let intrinsic = |name: &str| self.call_intrinsic(name, rt, a).ok_or_else(err);
        let libm = |name: &str| self.call_libm(name, rt, a).ok_or_else(err);
        match ctx.op_name(op) {
            math::ExpOp::NAME if f32 => Ok(self.exp_f32(x()).into()),
            math::ExpOp::NAME => intrinsic("llvm.exp"),
            math::Exp2Op::NAME => intrinsic("llvm.exp2"),
            math::LogOp::NAME => intrinsic("llvm.log"),
            math::Log2Op::NAME => intrinsic("llvm.log2"),
            math::Log10Op::NAME => intrinsic("llvm.log10"),
            math::SqrtOp::NAME | tt::PreciseSqrtOp::NAME => intrinsic("llvm.sqrt"),
            math::SinOp::NAME => intrinsic("llvm.sin"),
            math::CosOp::NAME => intrinsic("llvm.cos"),
            math::AbsfOp::NAME => intrinsic("llvm.fabs"),
            math::FloorOp::NAME => intrinsic("llvm.floor"),
            math::CeilOp::NAME => intrinsic("llvm.ceil"),
            math::TruncOp::NAME => intrinsic("llvm.trunc"),
            math::RoundOp::NAME => intrinsic("llvm.round"),
            math::RoundevenOp::NAME => intrinsic("llvm.roundeven"),
            math::Atan2Op::NAME => libm("atan2"),
            math::ErfcOp::NAME => libm("erfc"),
            math::CbrtOp::NAME => libm("cbrt"),
            math::FmaOp::NAME => intrinsic("llvm.fma"),
            math::PowfOp::NAME => intrinsic("llvm.pow"),
            math::RsqrtOp::NAME => self.rsqrt(op, a, rt),
            math::TanhOp::NAME => libm("tanh"),
            math::ErfOp::NAME if f32 => Ok(self.erf_f32(x())),
            math::ErfOp::NAME => libm("erf"),
            math::AtanOp::NAME => libm("atan"),
            math::TanOp::NAME => libm("tan"),
            math::Log1pOp::NAME => libm("log1p"),
            math::Expm1Op::NAME => libm("expm1"),
            tt::ExternElementwiseOp::NAME => self.libdevice(op, a, rt),
            _ => Err(err()),
        }
    }

    /// `tt.extern_elementwise`: the CUDA libdevice function it names
    /// (`__nv_expf`) as the LLVM intrinsic or C library function that
    /// computes the same on the host.
    fn libdevice(
        &self,
        op: Op,
        a: &[BasicValueEnum<'ll>],
        rt: BasicTypeEnum<'ll>,
    ) -> Result<BasicValueEnum<'ll>, LlvmError> {
        let ctx = self.ctx;
        let symbol = match ctx.inherent_attr(op, "symbol").map(|x| ctx.attr_kind(x)) {
            Some(AttrKind::String { value, .. }) => String::from_utf8_lossy(value).into_owned(),
            _ => return Err(unsupported(ctx, op, "is not lowered to LLVM yet")),
        };
        let base = dialects::tt::libdevice_base(&symbol);
        let intrinsic = match base {
            "exp" | "exp2" | "log" | "log2" | "log10" | "sqrt" | "sin" | "cos" | "floor"
            | "ceil" | "trunc" | "round" | "pow" | "fma" => Some(format!("llvm.{base}")),
            "fabs" | "abs" => Some("llvm.fabs".into()),
            "fmax" => Some("llvm.maxnum".into()),
            "fmin" => Some("llvm.minnum".into()),
            _ => None,
        };
        if base == "erf" && rt == self.ll.f32_type().into() {
            return Ok(self.erf_f32(a[0].into_float_value()));
        }
        if base == "rsqrt" {
            return self.rsqrt(op, a, rt);
        }
        match intrinsic {
            Some(n) => self.call_intrinsic(&n, rt, a),
            None => self.call_libm(base, rt, a),
        }
        .ok_or_else(|| {
            unsupported(
                ctx,
                op,
                &format!("calls {symbol}, which has no host counterpart here"),
            )
        })
    }

    /// `1 / sqrt(x)`: LLVM has no reciprocal square root intrinsic.
    fn rsqrt(
        &self,
        op: Op,
        a: &[BasicValueEnum<'ll>],
        rt: BasicTypeEnum<'ll>,
    ) -> Result<BasicValueEnum<'ll>, LlvmError> {
        let s = self
            .call_intrinsic("llvm.sqrt", rt, a)
            .ok_or_else(|| unsupported(self.ctx, op, "is not lowered to LLVM yet"))?;
        let one = rt.into_float_type().const_float(1.0);
        self.b
            .build_float_div(one, s.into_float_value(), "v")
            .map(Into::into)
            .map_err(|e| llvm_err(self.ctx, op, e))
    }

    /// A call of the LLVM intrinsic `name` overloaded on `ty`, or `None`
    /// when LLVM has no such intrinsic.
    pub(super) fn call_intrinsic(
        &self,
        name: &str,
        ty: BasicTypeEnum<'ll>,
        args: &[BasicValueEnum<'ll>],
    ) -> Option<BasicValueEnum<'ll>> {
        let i = Intrinsic::find(name)?;
        let f = i.get_declaration(self.module, &[ty])?;
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.b
            .build_call(f, &args, "m")
            .ok()?
            .try_as_basic_value()
            .basic()
    }

    /// A C math library function (`tanhf`, `erff`) of the float type `ty`.
    fn call_libm(
        &self,
        base: &str,
        ty: BasicTypeEnum<'ll>,
        args: &[BasicValueEnum<'ll>],
    ) -> Option<BasicValueEnum<'ll>> {
        let ft = ty.into_float_type();
        let (name, wide) = if ft == self.ll.f64_type() {
            (base.to_string(), false)
        } else {
            (format!("{base}f"), ft != self.ll.f32_type())
        };
        let f32t = self.ll.f32_type();
        let call_t: BasicTypeEnum = if wide { f32t.into() } else { ty };
        let f = self.module.get_function(&name).unwrap_or_else(|| {
            let ps: Vec<BasicMetadataTypeEnum> = args.iter().map(|_| call_t.into()).collect();
            self.module
                .add_function(&name, call_t.fn_type(&ps, false), Some(Linkage::External))
        });
        let args: Vec<BasicMetadataValueEnum> = args
            .iter()
            .map(|&a| {
                if wide {
                    self.b
                        .build_float_ext(a.into_float_value(), f32t, "w")
                        .expect("ext")
                        .into()
                } else {
                    a.into()
                }
            })
            .collect();
        let v = self
            .b
            .build_call(f, &args, "m")
            .ok()?
            .try_as_basic_value()
            .basic()?;
        Some(if wide {
            self.b
                .build_float_trunc(v.into_float_value(), ft, "n")
                .expect("trunc")
                .into()
        } else {
            v
        })
    }

    /// exp of an f32 without a call, so loops over it vectorize (LLVM's
    /// `llvm.exp` is a libm call a lane): x = k·ln2 + r with |r| <= ln2/2
    /// (ln2 in two parts, so r is exact), exp(r) by its Taylor polynomial
    /// to degree 7 (relative error below 1e-8), times 2^k built in the
    /// exponent bits. Above 88.72 it is inf; below -87.33, 0 (f32's
    /// subnormal results are flushed); NaN stays NaN.
    fn exp_f32(&self, x: FloatValue<'ll>) -> FloatValue<'ll> {
        let b = &self.b;
        let f32t = self.ll.f32_type();
        let i32t = self.ll.i32_type();
        let c = |v: f64| f32t.const_float(v);
        let mul = |p, q| b.build_float_mul(p, q, "").expect("mul");
        let add = |p, q| b.build_float_add(p, q, "").expect("add");
        let sub = |p, q| b.build_float_sub(p, q, "").expect("sub");
        let lo = self
            .call_intrinsic("llvm.maxnum", f32t.into(), &[x.into(), c(-87.0).into()])
            .expect("max")
            .into_float_value();
        let xc = self
            .call_intrinsic("llvm.minnum", f32t.into(), &[lo.into(), c(88.0).into()])
            .expect("min")
            .into_float_value();
        let k = self
            .call_intrinsic(
                "llvm.rint",
                f32t.into(),
                &[mul(xc, c(std::f64::consts::LOG2_E)).into()],
            )
            .expect("rint")
            .into_float_value();
        // ln2 = 0.693359375 (exact in 9 bits) - 2.12194440e-4.
        let r = sub(sub(xc, mul(k, c(0.693359375))), mul(k, c(-2.121_944_4e-4)));
        let mut p = c(1.0 / 5040.0);
        for d in [720.0, 120.0, 24.0, 6.0, 2.0, 1.0, 1.0] {
            p = add(mul(p, r), c(1.0 / d));
        }
        let ki = b.build_float_to_signed_int(k, i32t, "").expect("fptosi");
        let bits = b
            .build_left_shift(
                b.build_int_add(ki, i32t.const_int(127, false), "")
                    .expect("add"),
                i32t.const_int(23, false),
                "",
            )
            .expect("shl");
        let scale = b
            .build_bit_cast(bits, f32t, "")
            .expect("bitcast")
            .into_float_value();
        let y = mul(p, scale);
        let pick = |cond, t: FloatValue<'ll>, e: FloatValue<'ll>| {
            b.build_select(cond, t, e, "")
                .expect("select")
                .into_float_value()
        };
        let cmp = |pr, v| b.build_float_compare(pr, x, c(v), "").expect("cmp");
        let y = pick(cmp(FloatPredicate::OGT, 88.72283), c(f64::INFINITY), y);
        let y = pick(cmp(FloatPredicate::OLT, -87.33654), c(0.0), y);
        let nan = b
            .build_float_compare(FloatPredicate::UNO, x, x, "")
            .expect("cmp");
        pick(nan, x, y)
    }

    /// erf of an f32 without a call, so loops over it vectorize: an odd
    /// Taylor polynomial for |x| < 0.5 (truncation below 2e-8, and exact
    /// relative precision near 0), Abramowitz and Stegun's 7.1.26 above
    /// (absolute error at most 1.5e-7), both computed and one selected.
    fn erf_f32(&self, x: FloatValue<'ll>) -> BasicValueEnum<'ll> {
        let b = &self.b;
        let f32t = self.ll.f32_type();
        let c = |v: f64| f32t.const_float(v);
        let mul = |p, q| b.build_float_mul(p, q, "").expect("mul");
        let add = |p, q| b.build_float_add(p, q, "").expect("add");
        // Small: 2/sqrt(pi) · (x - x^3/3 + x^5/10 - x^7/42 + x^9/216 - x^11/1320).
        let x2 = mul(x, x);
        let mut p = c(-1.0 / 1320.0);
        for k in [1.0 / 216.0, -1.0 / 42.0, 1.0 / 10.0, -1.0 / 3.0, 1.0] {
            p = add(mul(p, x2), c(k));
        }
        let small = mul(mul(p, x), c(std::f64::consts::FRAC_2_SQRT_PI));
        // Large: sign(x) · (1 - t·(a1 + t·(a2 + ...)) · exp(-x^2)), t = 1/(1 + p|x|).
        let ax = self
            .call_intrinsic("llvm.fabs", f32t.into(), &[x.into()])
            .expect("fabs")
            .into_float_value();
        let t = b
            .build_float_div(c(1.0), add(c(1.0), mul(c(0.3275911), ax)), "")
            .expect("div");
        let mut q = c(1.061405429);
        for k in [-1.453152027, 1.421413741, -0.284496736, 0.254829592] {
            q = add(mul(q, t), c(k));
        }
        q = mul(q, t);
        let e = self.exp_f32(b.build_float_neg(x2, "").expect("neg"));
        let big = b.build_float_sub(c(1.0), mul(q, e), "").expect("sub");
        let big = self
            .call_intrinsic("llvm.copysign", f32t.into(), &[big.into(), x.into()])
            .expect("copysign")
            .into_float_value();
        let is_small = b
            .build_float_compare(FloatPredicate::OLT, ax, c(0.5), "")
            .expect("cmp");
        b.build_select(is_small, small, big, "erf").expect("select")
    }
}

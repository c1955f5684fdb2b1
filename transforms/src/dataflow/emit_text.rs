//! What the kernel emitters (`convert-to-ktir`, `convert-to-tt`) share:
//! StableHLO's elementwise ops as their `arith`/`math` counterparts, and
//! names, shapes and types as the text the emitters write.

use ir::{AttrKind, Context, Diagnostic, Op, Type, TypeKind, Value};

pub(super) fn string_attr(ctx: &Context, op: Op, name: &str) -> Option<String> {
    match ctx.attr_kind(ctx.inherent_attr(op, name)?) {
        AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value).into_owned()),
        _ => None,
    }
}

pub(super) fn sanitize(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

pub(super) fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.type_kind(ctx.value_type(v))
        .shape()
        .map(<[i64]>::to_vec)
        .unwrap_or_default()
}

pub(super) fn is_float(ctx: &Context, t: Type) -> bool {
    let e = ctx.type_kind(t).element_type().unwrap_or(t);
    matches!(ctx.type_kind(e), TypeKind::Float(_))
}

pub(super) fn dims_text(s: &[i64]) -> String {
    s.iter().map(|d| format!("{d}x")).collect()
}

pub(super) fn tensor_text(s: &[i64], elem: &str) -> String {
    format!("tensor<{}{elem}>", dims_text(s))
}

/// The scalar arith op of a StableHLO binary op on `float` or integers.
pub(super) fn binary_op(name: &str, float: bool) -> Option<&'static str> {
    Some(match (name, float) {
        ("stablehlo.add", true) => "arith.addf",
        ("stablehlo.add", false) => "arith.addi",
        ("stablehlo.subtract", true) => "arith.subf",
        ("stablehlo.subtract", false) => "arith.subi",
        ("stablehlo.multiply", true) => "arith.mulf",
        ("stablehlo.multiply", false) => "arith.muli",
        ("stablehlo.divide", true) => "arith.divf",
        ("stablehlo.divide", false) => "arith.divsi",
        ("stablehlo.maximum", true) => "arith.maximumf",
        ("stablehlo.maximum", false) => "arith.maxsi",
        ("stablehlo.minimum", true) => "arith.minimumf",
        ("stablehlo.minimum", false) => "arith.minsi",
        ("stablehlo.power", true) => "math.powf",
        ("stablehlo.remainder", true) => "arith.remf",
        ("stablehlo.remainder", false) => "arith.remsi",
        ("stablehlo.and", false) => "arith.andi",
        ("stablehlo.or", false) => "arith.ori",
        ("stablehlo.xor", false) => "arith.xori",
        _ => return None,
    })
}

pub(super) fn unary_op(name: &str) -> Option<&'static str> {
    Some(match name {
        "stablehlo.exponential" => "math.exp",
        "stablehlo.log" => "math.log",
        "stablehlo.tanh" => "math.tanh",
        "stablehlo.sqrt" => "math.sqrt",
        "stablehlo.rsqrt" => "math.rsqrt",
        "stablehlo.negate" => "arith.negf",
        "stablehlo.abs" => "math.absf",
        "stablehlo.sine" => "math.sin",
        "stablehlo.cosine" => "math.cos",
        "stablehlo.floor" => "math.floor",
        "stablehlo.ceil" => "math.ceil",
        "stablehlo.exponential_minus_one" => "math.expm1",
        "stablehlo.log_plus_one" => "math.log1p",
        "chlo.erf" => "math.erf",
        _ => return None,
    })
}

/// The `arith` comparison of a `stablehlo.compare` and its predicate:
/// `cmpf` with ordered predicates (`une` for NE, as XLA), `cmpi` signed,
/// or unsigned where the compare type says so or the operands are `i1`.
pub(super) fn compare_op(ctx: &Context, op: Op) -> (&'static str, &'static str) {
    let attr = |n: &str| {
        ctx.inherent_attr(op, n)
            .map(|a| ir::text::attr_to_string(ctx, a))
            .unwrap_or_default()
    };
    let dir = attr("comparison_direction");
    let lhs = ctx.op(op).operands().next();
    let t = lhs.map(|v| ctx.value_type(v));
    let float = t.is_some_and(|t| is_float(ctx, t));
    let unsigned = attr("compare_type").contains("UNSIGNED")
        || t.and_then(|t| ctx.type_kind(t).element_type())
            .is_some_and(|e| matches!(ctx.type_kind(e), TypeKind::Integer { width: 1, .. }));
    let pred = ["EQ", "NE", "GE", "GT", "LE", "LT"]
        .iter()
        .find(|p| dir.contains(*p))
        .copied()
        .unwrap_or("EQ");
    match (float, unsigned, pred) {
        (true, _, "EQ") => ("arith.cmpf", "oeq"),
        (true, _, "NE") => ("arith.cmpf", "une"),
        (true, _, "GE") => ("arith.cmpf", "oge"),
        (true, _, "GT") => ("arith.cmpf", "ogt"),
        (true, _, "LE") => ("arith.cmpf", "ole"),
        (true, _, _) => ("arith.cmpf", "olt"),
        (false, _, "EQ") => ("arith.cmpi", "eq"),
        (false, _, "NE") => ("arith.cmpi", "ne"),
        (false, false, "GE") => ("arith.cmpi", "sge"),
        (false, false, "GT") => ("arith.cmpi", "sgt"),
        (false, false, "LE") => ("arith.cmpi", "sle"),
        (false, false, _) => ("arith.cmpi", "slt"),
        (false, true, "GE") => ("arith.cmpi", "uge"),
        (false, true, "GT") => ("arith.cmpi", "ugt"),
        (false, true, "LE") => ("arith.cmpi", "ule"),
        (false, true, _) => ("arith.cmpi", "ult"),
    }
}

/// Reads `text` (a module of functions an emitter wrote, in `what`: "TTIR",
/// "KTIR"; the buffer, and so the functions' locations, named `buffer`) into `ctx`, verifies it (a function the emitter got wrong is an
/// error here, not a wrong program later) and moves its functions to the
/// end of `top`'s body. `pass` names the emitter in the errors.
pub(super) fn adopt_functions(
    ctx: &mut Context,
    top: Op,
    text: String,
    pass: &str,
    what: &str,
    buffer: &str,
) -> Result<(), Diagnostic> {
    let mut sm = ir::SourceMgr::default();
    let buf = sm.add(ir::SourceBuffer::new(buffer, text.into_bytes()));
    let parsed =
        ir::text::parse_source(ctx, &sm, buf, ir::text::ParseOptions::default()).map_err(|d| {
            ir::verify::at_op(
                ctx,
                top,
                &format!("{pass} wrote {what} it cannot read: {}", d.message),
            )
        })?;
    if let Err(d) = ir::verify::verify(ctx, parsed) {
        return Err(ir::verify::at_op(
            ctx,
            top,
            &format!("{pass} wrote {what} that does not verify: {}", d.message),
        ));
    }
    let (Some(&dst_region), Some(&src_region)) =
        (ctx.op(top).regions.first(), ctx.op(parsed).regions.first())
    else {
        return Ok(());
    };
    let Some(&dst) = ctx.region(dst_region).blocks.first() else {
        return Ok(());
    };
    let funcs: Vec<Op> = ctx
        .region(src_region)
        .blocks
        .first()
        .map(|&b| ctx.block_ops(b).collect())
        .unwrap_or_default();
    for f in funcs {
        ctx.detach_op(f);
        ctx.append_op(dst, f);
    }
    Ok(())
}

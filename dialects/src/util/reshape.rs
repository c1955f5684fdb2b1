//! `expand_shape` and `collapse_shape`, which tensor and memref share:
//! the reassociation syntax (`[[0, 1], [2]] output_shape [..]`) and the
//! folders that cancel or compose a reshape with its inverse (MLIR's
//! `ReshapeOpsUtils`).

use crate::util::asm::*;
use crate::util::shaped::{attr_int, def_named, shape_of};
use crate::util::slice::{parse_index_list, print_index_list, statics_of};
use dialect_engine::build::build;
use ir::constant::{self, Const};
use ir::rewrite::{Fold, OpFoldResult, Rewriter};
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::types::DYNAMIC;
use ir::{AttrKind, Attribute, Context, Op, Value};

/// `%src [[0, 1], [2]] output_shape [..] : T into U`, the expand_shape of
/// memref and tensor; `.0` is the result name hint.
#[derive(Debug)]
pub(crate) struct ExpandShape(pub &'static str);

/// `[[0, 1], [2]]`: an array of arrays of integers.
pub(crate) fn parse_reassociation(p: &mut OpParser<'_, '_>) -> PResult<Attribute> {
    let at = p.offset();
    let a = p.parse_attribute()?;
    let ctx = p.ctx();
    let ok = match ctx.attr_kind(a) {
        AttrKind::Array(groups) => groups.iter().all(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(xs) => xs
                .iter()
                .all(|&x| matches!(ctx.attr_kind(x), AttrKind::Integer { .. })),
            _ => false,
        }),
        _ => false,
    };
    if !ok {
        return Err(p.error_at(at, "invalid kind of attribute specified"));
    }
    Ok(a)
}

impl OpSyntax for ExpandShape {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let src = p.parse_operand()?;
        let r = parse_reassociation(p)?;
        p.add_prop("reassociation", r);
        p.parse_keyword("output_shape")?;
        let (uses, statics) = parse_index_list(p)?;
        let a = ir::dense_array::from_i64s(p.ctx(), 64, &statics);
        p.add_prop("static_output_shape", a);
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let src_ty = p.parse_type()?;
        p.parse_keyword("into")?;
        let res_ty = p.parse_type()?;
        let v = p.resolve_operand(&src, src_ty)?;
        p.state.operands.push(v);
        let index = p.ctx().index_type();
        for u in &uses {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        p.state.result_types.push(res_ty);
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<Value> = ctx.op(op).operands().collect();
        p.write(" ");
        if let Some(&s) = vals.first() {
            p.operand(s);
        }
        p.write(" ");
        if let Some(r) = ctx.inherent_attr(op, "reassociation") {
            p.attr(r);
        }
        p.write(" output_shape ");
        let rest = vals.get(1..).unwrap_or_default();
        print_index_list(p, rest, &statics_of(ctx, op, "static_output_shape"));
        p.attr_dict(
            &all_attrs(ctx, op),
            &["reassociation", "static_output_shape"],
        );
        p.write(" : ");
        if let Some(&s) = vals.first() {
            p.ty(ctx.value_type(s));
        }
        p.write(" into ");
        if let Some(r) = ctx.op(op).results().iter().next() {
            p.ty(ctx.value_type(r));
        }
    }

    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        vec![Some(self.0.to_string())]
    }
}

/// The reassociation groups of a reshape.
pub(crate) fn reassociation(ctx: &Context, op: Op) -> Option<Vec<Vec<i64>>> {
    let a = ctx.inherent_attr(op, "reassociation")?;
    let AttrKind::Array(groups) = ctx.attr_kind(a) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(v) => v.iter().map(|&x| attr_int(ctx, x)).collect(),
            _ => None,
        })
        .collect()
}

fn inverse_of(name: &str) -> &'static str {
    if name.ends_with("expand_shape") {
        if name.starts_with("tensor") {
            "tensor.collapse_shape"
        } else {
            "memref.collapse_shape"
        }
    } else if name.starts_with("tensor") {
        "tensor.expand_shape"
    } else {
        "memref.expand_shape"
    }
}

/// `foldReshapeOp` (shared with memref's reshapes, which pass no
/// constants).
pub fn fold_reshape(ctx: &mut Context, op: Op, consts: &[Option<Attribute>]) -> Fold {
    let src = ctx.op(op).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    if ctx.value_type(src) == res_ty {
        return Fold::Results(vec![OpFoldResult::Value(src)]);
    }
    if let Some(Some(a)) = consts.first() {
        if let Some(Const::Elements { elems, .. }) = constant::decode(ctx, *a) {
            if let Some(r) = constant::elements_attr(ctx, res_ty, &elems) {
                return Fold::Results(vec![OpFoldResult::Attr(r)]);
            }
        }
    }
    let name = ctx.op_name(op).to_string();
    let Some(inv) = def_named(ctx, src, inverse_of(&name)) else {
        return Fold::None;
    };
    let inner = ctx.op(inv).operand(0);
    if ctx.value_type(inner) != res_ty {
        return Fold::None;
    }
    let shape = shape_of(ctx, res_ty).unwrap_or_default();
    if shape.iter().filter(|&&d| d == DYNAMIC).count() < 2 {
        return Fold::Results(vec![OpFoldResult::Value(inner)]);
    }
    if name.ends_with("collapse_shape") && reassociation(ctx, op) == reassociation(ctx, inv) {
        return Fold::Results(vec![OpFoldResult::Value(inner)]);
    }
    Fold::None
}

/// MLIR's `composeReassociationIndices`: the longer list's groups
/// gathered by the shorter one's.
fn compose(a: &[Vec<i64>], b: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if a.len() == b.len() {
        return None;
    }
    let (producer, consumer) = if a.len() > b.len() { (a, b) } else { (b, a) };
    if consumer.is_empty() {
        return Some(Vec::new());
    }
    let dims: usize = consumer.iter().map(Vec::len).sum();
    if producer.len() != dims {
        return None;
    }
    consumer
        .iter()
        .map(|g| {
            let mut v = Vec::new();
            for &i in g {
                v.extend_from_slice(producer.get(usize::try_from(i).ok()?)?);
            }
            Some(v)
        })
        .collect()
}

fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.int(64);
    let outer: Vec<Attribute> = groups
        .iter()
        .map(|g| {
            let inner: Vec<Attribute> = g
                .iter()
                .map(|&x| {
                    ctx.attr(AttrKind::Integer {
                        ty: i64t,
                        value: ir::IntValue::Small(x),
                    })
                })
                .collect();
            ctx.attr(AttrKind::Array(inner.into()))
        })
        .collect();
    ctx.attr(AttrKind::Array(outer.into()))
}

/// `ComposeReassociativeReshapeOps`: an expand of an expand (collapse of
/// a collapse) is one expand (collapse) of the first's source.
pub fn compose_reshapes(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let name = ctx.op_name(op).to_string();
    let src = ctx.op(op).operand(0);
    let Some(prev) = def_named(ctx, src, &name) else {
        return false;
    };
    let inner = ctx.op(prev).operand(0);
    let res_ty = ctx.value_type(ctx.result(op, 0));
    let (Some(ro), Some(ri)) = (reassociation(ctx, op), reassociation(ctx, prev)) else {
        return false;
    };
    let Some(groups) = compose(&ri, &ro) else {
        return false;
    };
    let loc = ctx.op(op).loc;
    let r = reassociation_attr(rw.ctx, &groups);
    let mut operands = vec![inner];
    let mut props = vec![("reassociation", r)];
    if name.ends_with("expand_shape") {
        // The later op's output shape describes the result.
        let Some(statics) = rw.ctx.inherent_attr(op, "static_output_shape") else {
            return false;
        };
        operands.extend(rw.ctx.op(op).operands().skip(1));
        props.push(("static_output_shape", statics));
    }
    let n = build(rw, &name, &operands, &[res_ty], &props, loc);
    let v = rw.ctx.result(n, 0);
    rw.replace_op(op, &[v]);
    true
}

/// MLIR's `verifyReshapeLikeShapes` on static sizes, for the
/// `expand_shape` and `collapse_shape` of tensors and memrefs (each with
/// MLIR's wording): each group of the expanded type multiplies to its
/// dimension of the collapsed type.
pub(crate) fn verify_reshape_like(
    ctx: &Context,
    op: ir::Op,
) -> Result<(), ir::registry::VerifyError> {
    let d = ctx.op(op);
    let (Some(src), Some(res)) = (d.operands().next(), d.results().iter().next()) else {
        return Ok(());
    };
    let expand = ctx.op_name(op).ends_with("expand_shape");
    let (collapsed, expanded) = if expand { (src, res) } else { (res, src) };
    let shape = |v| {
        ctx.type_kind(ctx.value_type(v))
            .shape()
            .map(<[i64]>::to_vec)
    };
    let (Some(cs), Some(es), Some(groups)) =
        (shape(collapsed), shape(expanded), reassociation(ctx, op))
    else {
        return Ok(());
    };
    if groups.len() != cs.len() {
        return Err(ir::registry::VerifyError::op(format!(
            "expected collapsed rank ({}) to equal the number of reassociation maps ({})",
            cs.len(),
            groups.len()
        )));
    }
    for (i, g) in groups.iter().enumerate() {
        let dims: Option<Vec<i64>> = g
            .iter()
            .map(|&k| es.get(k as usize).copied().filter(|&x| x >= 0))
            .collect();
        if let (Some(dims), Some(&c)) = (dims, cs.get(i)) {
            let p: i64 = dims.iter().product();
            if c >= 0 && c != p {
                let msg = if ctx.op_name(op).starts_with("memref.") {
                    format!("collapsed dim size ({c}) must equal reassociation group size ({p})")
                } else {
                    format!("expected dimension {i} of collapsed type to be static value of {p}")
                };
                return Err(ir::registry::VerifyError::op(msg));
            }
        }
    }
    Ok(())
}

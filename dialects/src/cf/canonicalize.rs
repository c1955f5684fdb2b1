//! `cf` canonicalization as MLIR 22's `ControlFlowOps.cpp` does it: the
//! branch interfaces region DCE uses to drop dead block arguments, and the
//! patterns of `cf.assert`, `cf.br`, `cf.cond_br` and `cf.switch`.

use super::ops::*;
use crate::util::control_flow::{self, pred_uses, single_pred, unique_pred};
use dialect_engine::Hooks;
use ir::constant::{self, Const, Scalar};
use ir::registry::BranchInfo;
use ir::rewrite::FnPattern;
use ir::rewrite::{PatternSet, Rewriter};
use ir::value::ValueDef;
use ir::TypedOp;
use ir::{Attribute, Block, Context, Op, Value};

/// Adds the cf hooks.
pub fn add(n: &mut Hooks) {
    n.branch::<BrOp>(BranchInfo {
        successor_operands: br_operands,
        erase_successor_operand: br_erase,
    });
    n.branch::<CondBrOp>(BranchInfo {
        successor_operands: cond_br_operands,
        erase_successor_operand: cond_br_erase,
    });
    n.branch::<SwitchOp>(BranchInfo {
        successor_operands: switch_operands,
        erase_successor_operand: switch_erase,
    });
    n.canonicalize::<AssertOp>(|s| {
        s.add(FnPattern::new(
            AssertOp::NAME,
            "AssertOp::canonicalize",
            assert_true,
        ));
    });
    n.canonicalize::<BrOp>(|s| {
        s.add(FnPattern::new(
            BrOp::NAME,
            "BranchOp::canonicalize",
            simplify_br,
        ));
    });
    n.canonicalize::<CondBrOp>(cond_br_patterns);
    n.canonicalize::<SwitchOp>(switch_patterns);
}

// ----- branch interfaces -----

fn br_operands(ctx: &Context, op: Op, _: usize) -> std::ops::Range<usize> {
    0..ctx.op(op).operands().len()
}

fn br_erase(ctx: &mut Context, op: Op, _: usize, j: usize) {
    if j < ctx.op(op).operands().len() {
        ctx.remove_operand(op, j);
    }
}

/// The operand segment sizes of a `cond_br` or `switch` (three entries).
fn segs3(ctx: &Context, op: Op) -> Option<[usize; 3]> {
    let s = ir::segments::sizes(ctx, op, "operandSegmentSizes")?;
    let a: [usize; 3] = s.try_into().ok()?;
    (a.iter().sum::<usize>() == ctx.op(op).operands().len()).then_some(a)
}

fn cond_br_operands(ctx: &Context, op: Op, i: usize) -> std::ops::Range<usize> {
    let Some([c, t, f]) = segs3(ctx, op) else {
        return 0..0;
    };
    if i == 0 {
        c..c + t
    } else {
        c + t..c + t + f
    }
}

fn cond_br_erase(ctx: &mut Context, op: Op, i: usize, j: usize) {
    let Some(mut s) = segs3(ctx, op) else {
        return;
    };
    let range = cond_br_operands(ctx, op, i);
    let k = range.start + j;
    if k >= range.end {
        return;
    }
    ctx.remove_operand(op, k);
    s[1 + i.min(1)] -= 1;
    let a = control_flow::i32_array(ctx, &s);
    control_flow::set_inherent(ctx, op, "operandSegmentSizes", Some(a));
}

/// Per-case operand counts of a `switch`, if consistent.
fn case_segs(ctx: &Context, op: Op) -> Option<(usize, Vec<usize>)> {
    let [_, d, c] = segs3(ctx, op)?;
    let cs = ir::segments::sizes(ctx, op, "case_operand_segments").unwrap_or_default();
    (cs.iter().sum::<usize>() == c).then_some((d, cs))
}

fn switch_operands(ctx: &Context, op: Op, i: usize) -> std::ops::Range<usize> {
    let Some((d, cs)) = case_segs(ctx, op) else {
        return 0..0;
    };
    if i == 0 {
        return 1..1 + d;
    }
    let Some(&len) = cs.get(i - 1) else {
        return 0..0;
    };
    let start = 1 + d + cs[..i - 1].iter().sum::<usize>();
    start..start + len
}

fn switch_erase(ctx: &mut Context, op: Op, i: usize, j: usize) {
    let (Some(mut s), Some((_, mut cs))) = (segs3(ctx, op), case_segs(ctx, op)) else {
        return;
    };
    let range = switch_operands(ctx, op, i);
    let k = range.start + j;
    if k >= range.end {
        return;
    }
    ctx.remove_operand(op, k);
    if i == 0 {
        s[1] -= 1;
    } else {
        s[2] -= 1;
        cs[i - 1] -= 1;
        let a = control_flow::i32_array(ctx, &cs);
        control_flow::set_inherent(ctx, op, "case_operand_segments", Some(a));
    }
    let a = control_flow::i32_array(ctx, &s);
    control_flow::set_inherent(ctx, op, "operandSegmentSizes", Some(a));
}

// ----- builders and accessors -----

/// Creates `cf.br ^dest(operands)` at the insertion point.
pub fn create_br(rw: &mut Rewriter<'_>, dest: Block, operands: &[Value], loc: Attribute) -> Op {
    rw.create(BrOp::NAME, operands, &[], None, None, &[dest], 0, loc)
}

/// Creates a `cf.cond_br` at the insertion point.
#[allow(clippy::too_many_arguments)]
pub fn create_cond_br(
    rw: &mut Rewriter<'_>,
    cond: Value,
    t: Block,
    t_ops: &[Value],
    f: Block,
    f_ops: &[Value],
    weights: Option<Attribute>,
    loc: Attribute,
) -> Op {
    let seg = control_flow::i32_array(rw.ctx, &[1, t_ops.len(), f_ops.len()]);
    let mut props = vec![(rw.ctx.ident("operandSegmentSizes"), seg)];
    if let Some(w) = weights {
        props.push((rw.ctx.ident("branch_weights"), w));
    }
    let props = rw.ctx.dictionary(props).ok();
    let operands: Vec<Value> = std::iter::once(cond)
        .chain(t_ops.iter().copied())
        .chain(f_ops.iter().copied())
        .collect();
    rw.create(CondBrOp::NAME, &operands, &[], None, props, &[t, f], 0, loc)
}

/// A `cf.switch`'s pieces.
struct Switch {
    flag: Value,
    default: Block,
    default_ops: Vec<Value>,
    /// Case values (bits) and their attribute.
    values: Vec<u128>,
    values_attr: Option<Attribute>,
    dests: Vec<Block>,
    case_ops: Vec<Vec<Value>>,
}

fn switch_of(ctx: &Context, op: Op) -> Option<Switch> {
    let d = ctx.op(op);
    let ops: Vec<Value> = d.operands().collect();
    let (nd, cs) = case_segs(ctx, op)?;
    let default = *d.successors.first()?;
    let dests: Vec<Block> = d.successors[1..].to_vec();
    if dests.len() != cs.len() {
        return None;
    }
    let values_attr = ctx.inherent_attr(op, "case_values");
    let values = match values_attr {
        None => Vec::new(),
        Some(a) => match constant::decode(ctx, a)? {
            Const::Elements { elems, .. } => elems
                .iter()
                .map(|s| match s {
                    Scalar::Int { bits, .. } => Some(*bits),
                    _ => None,
                })
                .collect::<Option<Vec<u128>>>()?,
            Const::Scalar(_) => return None,
        },
    };
    if values.len() != dests.len() {
        return None;
    }
    let mut at = 1 + nd;
    let mut case_ops = Vec::new();
    for &n in &cs {
        case_ops.push(ops[at..at + n].to_vec());
        at += n;
    }
    Some(Switch {
        flag: ops[0],
        default,
        default_ops: ops[1..1 + nd].to_vec(),
        values,
        values_attr,
        dests,
        case_ops,
    })
}

/// Creates a `cf.switch` at the insertion point; `values_attr` holds the
/// case values (absent when there are none).
fn create_switch(
    rw: &mut Rewriter<'_>,
    s: &Switch,
    values_attr: Option<Attribute>,
    loc: Attribute,
) -> Op {
    let sizes: Vec<usize> = s.case_ops.iter().map(Vec::len).collect();
    let total: usize = sizes.iter().sum();
    let mut props = Vec::new();
    let k = rw.ctx.ident("case_operand_segments");
    let v = control_flow::i32_array(rw.ctx, &sizes);
    props.push((k, v));
    let k = rw.ctx.ident("operandSegmentSizes");
    let v = control_flow::i32_array(rw.ctx, &[1, s.default_ops.len(), total]);
    props.push((k, v));
    if let Some(a) = values_attr {
        props.push((rw.ctx.ident("case_values"), a));
    }
    let props = rw.ctx.dictionary(props).ok();
    let mut operands = vec![s.flag];
    operands.extend(&s.default_ops);
    for c in &s.case_ops {
        operands.extend(c);
    }
    let mut succs = vec![s.default];
    succs.extend(&s.dests);
    rw.create(SwitchOp::NAME, &operands, &[], None, props, &succs, 0, loc)
}

/// The case values attribute for `values` of the flag's type (a vector,
/// as MLIR's builder makes it); `None` when empty.
fn case_values_attr(ctx: &mut Context, flag: Value, values: &[u128]) -> Option<Attribute> {
    if values.is_empty() {
        return None;
    }
    let ft = ctx.value_type(flag);
    let width = constant::int_width(ctx, ft)?;
    let vt = ctx.ty(ir::TypeKind::Vector {
        shape: vec![values.len() as i64].into(),
        scalable: vec![false].into(),
        elem: ft,
    });
    let elems: Vec<Scalar> = values
        .iter()
        .map(|&bits| Scalar::Int { width, bits })
        .collect();
    constant::elements_attr(ctx, vt, &elems)
}

fn replace_with_br(rw: &mut Rewriter<'_>, op: Op, dest: Block, operands: &[Value]) {
    let loc = rw.ctx.op(op).loc;
    create_br(rw, dest, operands, loc);
    rw.replace_op(op, &[]);
}

// ----- assert -----

/// `cf.assert` of a constant true goes.
fn assert_true(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(arg) = rw.ctx.op(op).operands().next() else {
        return false;
    };
    if !control_flow::is_one(rw.ctx, arg) {
        return false;
    }
    rw.erase_op(op);
    true
}

// ----- br -----

/// MLIR's `collapseBranch`: if `succ` holds only a `cf.br` elsewhere that
/// reads nothing of `succ` but its arguments, the destination and operands
/// a branch to `succ` can use instead.
fn collapse_branch(ctx: &Context, succ: Block, operands: &[Value]) -> Option<(Block, Vec<Value>)> {
    let first = ctx.block(succ).first?;
    if ctx.op(first).next.is_some() || ctx.op_name(first) != BrOp::NAME {
        return None;
    }
    let br = first;
    for &a in &ctx.block(succ).args {
        if ctx.uses(a).any(|u| u.op != br) {
            return None;
        }
    }
    let dest = *ctx.op(br).successors.first()?;
    if dest == succ {
        return None;
    }
    // Nor branches on a cycle of unconditional branches.
    let mut seen = vec![succ, dest];
    let mut next = ctx
        .terminator(dest)
        .filter(|&t| ctx.op_name(t) == BrOp::NAME);
    while let Some(t) = next {
        let d = *ctx.op(t).successors.first()?;
        if seen.contains(&d) {
            return None;
        }
        seen.push(d);
        next = ctx.terminator(d).filter(|&t| ctx.op_name(t) == BrOp::NAME);
    }
    let mut out = Vec::new();
    for v in ctx.op(br).operands() {
        match ctx.value(v).def {
            ValueDef::Arg(b, i) if b == succ => out.push(*operands.get(i as usize)?),
            _ => out.push(v),
        }
    }
    Some((dest, out))
}

fn simplify_br(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(&dest) = ctx.op(op).successors.first() else {
        return false;
    };
    let Some(parent) = ctx.op(op).parent else {
        return false;
    };
    let operands: Vec<Value> = ctx.op(op).operands().collect();
    // A successor with this branch as its only predecessor merges in.
    if dest != parent
        && pred_uses(ctx, dest).len() == 1
        && ctx.block(dest).args.len() == operands.len()
    {
        rw.merge_blocks(dest, parent, &operands);
        rw.erase_op(op);
        return true;
    }
    // A successor that only branches on is skipped.
    if dest == parent {
        return false;
    }
    let Some((to, ops)) = collapse_branch(ctx, dest, &operands) else {
        return false;
    };
    replace_with_br(rw, op, to, &ops);
    true
}

// ----- cond_br -----

fn cond_br_patterns(s: &mut PatternSet) {
    s.add(FnPattern::new(
        CondBrOp::NAME,
        "SimplifyConstCondBranchPred",
        const_cond,
    ));
    s.add(FnPattern::new(
        CondBrOp::NAME,
        "SimplifyPassThroughCondBranch",
        pass_through_cond,
    ));
    s.add(FnPattern::new(
        CondBrOp::NAME,
        "SimplifyCondBranchIdenticalSuccessors",
        identical_successors,
    ));
    s.add(FnPattern::new(
        CondBrOp::NAME,
        "SimplifyCondBranchFromCondBranchOnSameCondition",
        same_condition,
    ));
    s.add(FnPattern::new(
        CondBrOp::NAME,
        "CondBranchTruthPropagation",
        truth_propagation,
    ));
}

/// A `cf.cond_br`'s condition, destinations and operand groups.
struct CondBr {
    cond: Value,
    t: Block,
    t_ops: Vec<Value>,
    f: Block,
    f_ops: Vec<Value>,
}

fn cond_br_of(ctx: &Context, op: Op) -> Option<CondBr> {
    let [_, nt, _] = segs3(ctx, op)?;
    let d = ctx.op(op);
    let ops: Vec<Value> = d.operands().collect();
    let (&t, &f) = (d.successors.first()?, d.successors.get(1)?);
    Some(CondBr {
        cond: *ops.first()?,
        t,
        t_ops: ops[1..1 + nt].to_vec(),
        f,
        f_ops: ops[1 + nt..].to_vec(),
    })
}

fn const_cond(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(c) = cond_br_of(rw.ctx, op) else {
        return false;
    };
    if control_flow::is_nonzero(rw.ctx, c.cond) {
        replace_with_br(rw, op, c.t, &c.t_ops);
        return true;
    }
    if control_flow::is_zero(rw.ctx, c.cond) {
        replace_with_br(rw, op, c.f, &c.f_ops);
        return true;
    }
    false
}

fn pass_through_cond(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(c) = cond_br_of(rw.ctx, op) else {
        return false;
    };
    let t = collapse_branch(rw.ctx, c.t, &c.t_ops);
    let f = collapse_branch(rw.ctx, c.f, &c.f_ops);
    if t.is_none() && f.is_none() {
        return false;
    }
    let (t, t_ops) = t.unwrap_or((c.t, c.t_ops));
    let (f, f_ops) = f.unwrap_or((c.f, c.f_ops));
    let weights = rw.ctx.inherent_attr(op, "branch_weights");
    let loc = rw.ctx.op(op).loc;
    create_cond_br(rw, c.cond, t, &t_ops, f, &f_ops, weights, loc);
    rw.replace_op(op, &[]);
    true
}

fn identical_successors(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(c) = cond_br_of(rw.ctx, op) else {
        return false;
    };
    if c.t != c.f {
        return false;
    }
    if c.t_ops == c.f_ops {
        replace_with_br(rw, op, c.t, &c.t_ops);
        return true;
    }
    if unique_pred(rw.ctx, c.t) != rw.ctx.op(op).parent || c.t_ops.len() != c.f_ops.len() {
        return false;
    }
    let loc = rw.ctx.op(op).loc;
    let mut merged = Vec::new();
    for (&a, &b) in c.t_ops.iter().zip(&c.f_ops) {
        if a == b {
            merged.push(a);
        } else {
            let ty = rw.ctx.value_type(a);
            let s = dialect_engine::build::build(
                rw,
                crate::arith::ops::SelectOp::NAME,
                &[c.cond, a, b],
                &[ty],
                &[],
                loc,
            );
            merged.push(rw.ctx.result(s, 0));
        }
    }
    replace_with_br(rw, op, c.t, &merged);
    true
}

fn same_condition(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(c) = cond_br_of(rw.ctx, op) else {
        return false;
    };
    let Some(cur) = rw.ctx.op(op).parent else {
        return false;
    };
    let Some(pred) = single_pred(rw.ctx, cur) else {
        return false;
    };
    let Some(pt) = rw.ctx.terminator(pred) else {
        return false;
    };
    if rw.ctx.op_name(pt) != CondBrOp::NAME {
        return false;
    }
    let Some(p) = cond_br_of(rw.ctx, pt) else {
        return false;
    };
    if p.cond != c.cond {
        return false;
    }
    if cur == p.t {
        replace_with_br(rw, op, c.t, &c.t_ops);
    } else {
        replace_with_br(rw, op, c.f, &c.f_ops);
    }
    true
}

fn truth_propagation(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(c) = cond_br_of(rw.ctx, op) else {
        return false;
    };
    let loc = rw.ctx.op(op).loc;
    let i1 = rw.ctx.int(1);
    let mut replaced = false;
    for (dest, truth) in [(c.t, true), (c.f, false)] {
        if single_pred(rw.ctx, dest).is_none() {
            continue;
        }
        let mut constant: Option<Value> = None;
        let uses: Vec<ir::value::Use> = rw.ctx.uses(c.cond).collect();
        for u in uses {
            if rw.ctx.op(u.op).parent != Some(dest) {
                continue;
            }
            replaced = true;
            let k = match constant {
                Some(k) => k,
                None => {
                    let a = control_flow::bool_attr(rw.ctx, truth);
                    let k = control_flow::constant(rw, a, i1, loc);
                    constant = Some(k);
                    k
                }
            };
            rw.set_operand(u.op, u.index as usize, k);
        }
    }
    replaced
}

// ----- switch -----

fn switch_patterns(s: &mut PatternSet) {
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "simplifySwitchWithOnlyDefault",
        switch_only_default,
    ));
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "dropSwitchCasesThatMatchDefault",
        switch_drop_default_cases,
    ));
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "simplifyConstSwitchValue",
        switch_const,
    ));
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "simplifyPassThroughSwitch",
        switch_pass_through,
    ));
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "simplifySwitchFromSwitchOnSameCondition",
        switch_same_cond,
    ));
    s.add(FnPattern::new(
        SwitchOp::NAME,
        "simplifySwitchFromDefaultSwitchOnSameCondition",
        switch_default_same_cond,
    ));
}

fn switch_only_default(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(s) = switch_of(rw.ctx, op) else {
        return false;
    };
    if !s.dests.is_empty() {
        return false;
    }
    replace_with_br(rw, op, s.default, &s.default_ops);
    true
}

/// Replaces `op` by a switch keeping the cases `keep` says.
fn rebuild_switch(rw: &mut Rewriter<'_>, op: Op, mut s: Switch, keep: &[bool]) {
    let mut k = keep.iter();
    s.values.retain(|_| *k.next().unwrap_or(&true));
    let mut k = keep.iter();
    s.dests.retain(|_| *k.next().unwrap_or(&true));
    let mut k = keep.iter();
    s.case_ops.retain(|_| *k.next().unwrap_or(&true));
    let attr = case_values_attr(rw.ctx, s.flag, &s.values);
    let loc = rw.ctx.op(op).loc;
    create_switch(rw, &s, attr, loc);
    rw.replace_op(op, &[]);
}

fn switch_drop_default_cases(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(s) = switch_of(rw.ctx, op) else {
        return false;
    };
    let keep: Vec<bool> = (0..s.dests.len())
        .map(|i| !(s.dests[i] == s.default && s.case_ops[i] == s.default_ops))
        .collect();
    if keep.iter().all(|&k| k) {
        return false;
    }
    rebuild_switch(rw, op, s, &keep);
    true
}

/// Replaces switch `op` by a branch to the case of value `v`, or the
/// default.
fn fold_switch(rw: &mut Rewriter<'_>, op: Op, s: &Switch, v: u128) {
    match s.values.iter().position(|&c| c == v) {
        Some(i) => replace_with_br(rw, op, s.dests[i], &s.case_ops[i]),
        None => replace_with_br(rw, op, s.default, &s.default_ops),
    }
}

fn switch_const(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(s) = switch_of(rw.ctx, op) else {
        return false;
    };
    let Some((_, v)) = control_flow::const_scalar_int(rw.ctx, s.flag) else {
        return false;
    };
    fold_switch(rw, op, &s, v);
    true
}

fn switch_pass_through(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(mut s) = switch_of(rw.ctx, op) else {
        return false;
    };
    let mut changed = false;
    for i in 0..s.dests.len() {
        if let Some((d, ops)) = collapse_branch(rw.ctx, s.dests[i], &s.case_ops[i]) {
            s.dests[i] = d;
            s.case_ops[i] = ops;
            changed = true;
        }
    }
    if let Some((d, ops)) = collapse_branch(rw.ctx, s.default, &s.default_ops) {
        s.default = d;
        s.default_ops = ops;
        changed = true;
    }
    if !changed {
        return false;
    }
    let attr = s.values_attr;
    let loc = rw.ctx.op(op).loc;
    create_switch(rw, &s, attr, loc);
    rw.replace_op(op, &[]);
    true
}

/// The switch ending the single predecessor of `op`'s block, on the same
/// flag: (that switch, `op`'s block).
fn pred_switch(rw: &Rewriter<'_>, op: Op, s: &Switch) -> Option<(Switch, Block)> {
    let cur = rw.ctx.op(op).parent?;
    let pred = single_pred(rw.ctx, cur)?;
    let pt = rw.ctx.terminator(pred)?;
    if rw.ctx.op_name(pt) != SwitchOp::NAME {
        return None;
    }
    let p = switch_of(rw.ctx, pt)?;
    (p.flag == s.flag).then_some((p, cur))
}

fn switch_same_cond(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(s) = switch_of(rw.ctx, op) else {
        return false;
    };
    let Some((p, cur)) = pred_switch(rw, op, &s) else {
        return false;
    };
    if p.default == cur {
        return false;
    }
    match p.dests.iter().position(|&d| d == cur) {
        Some(i) => fold_switch(rw, op, &s, p.values[i]),
        None => replace_with_br(rw, op, s.default, &s.default_ops),
    }
    true
}

fn switch_default_same_cond(op: Op, rw: &mut Rewriter<'_>) -> bool {
    let Some(s) = switch_of(rw.ctx, op) else {
        return false;
    };
    let Some((p, cur)) = pred_switch(rw, op, &s) else {
        return false;
    };
    if p.default != cur {
        return false;
    }
    let impossible: Vec<u128> = (0..p.dests.len())
        .filter(|&i| p.dests[i] != cur)
        .map(|i| p.values[i])
        .collect();
    let keep: Vec<bool> = s.values.iter().map(|v| !impossible.contains(v)).collect();
    if keep.iter().all(|&k| k) {
        return false;
    }
    rebuild_switch(rw, op, s, &keep);
    true
}

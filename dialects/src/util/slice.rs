//! The offset/size/stride lists shared by `tensor.extract_slice`,
//! `tensor.insert_slice`, `memref.subview` and `memref.reinterpret_cast`:
//! their syntax (MLIR's `custom<DynamicIndexList>`), the
//! `OffsetSizeAndStrideOpInterface` checks (one entry per dimension, the
//! slice inside the sliced shape) and the rank-reduction rule.

use crate::util::asm::*;
use ir::registry::VerifyError;
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct, UnresolvedOperand};
use ir::text::parser::PResult;
use ir::types::DYNAMIC;
use ir::{Context, Op, Type, TypeKind, Value};

/// The sliced shape and element type, and the three static lists, when
/// all are present and well formed.
pub(crate) struct Slice {
    pub shape: Vec<i64>,
    pub elem: Type,
    /// Static offsets, sizes and strides (`DYNAMIC` where an operand is).
    pub lists: [Vec<i64>; 3],
}

impl Slice {
    /// The lists of `op` over operand `of` (the source of extract_slice
    /// and subview, the destination of insert_slice): a ranked tensor or
    /// a memref.
    pub fn of(ctx: &Context, op: Op, of: usize) -> Option<Slice> {
        let v = ctx.op(op).operands().nth(of)?;
        let (shape, elem) = match ctx.type_kind(ctx.value_type(v)) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::MemRef { shape, elem, .. } => {
                (shape.to_vec(), *elem)
            }
            _ => return None,
        };
        let list = |n| ir::dense_array::to_i64s(ctx, ctx.inherent_attr(op, n)?);
        Some(Slice {
            shape,
            elem,
            lists: [
                list("static_offsets")?,
                list("static_sizes")?,
                list("static_strides")?,
            ],
        })
    }

    pub fn offsets(&self) -> &[i64] {
        &self.lists[0]
    }

    pub fn sizes(&self) -> &[i64] {
        &self.lists[1]
    }

    pub fn strides(&self) -> &[i64] {
        &self.lists[2]
    }

    /// One entry per dimension of the sliced shape.
    pub fn check_counts(&self) -> Result<(), VerifyError> {
        let rank = self.shape.len();
        for (l, what) in self.lists.iter().zip(["offset", "size", "stride"]) {
            if l.len() != rank {
                return Err(VerifyError::plain(format!(
                    "expected {rank} {what} values, got {}",
                    l.len()
                )));
            }
        }
        Ok(())
    }

    /// Static offsets and last positions must lie inside the shape
    /// (MLIR's `verifyInBoundsSlice`).
    pub fn check_bounds(&self) -> Result<(), VerifyError> {
        let [offs, sizes, strides] = &self.lists;
        for (i, &dim) in self.shape.iter().enumerate() {
            let off = offs[i];
            if dim == DYNAMIC || off == DYNAMIC {
                continue;
            }
            if off >= dim {
                return Err(VerifyError::plain(format!(
                    "offset {i} is out-of-bounds: {off} >= {dim}"
                )));
            }
            if sizes[i] == DYNAMIC || strides[i] == DYNAMIC {
                continue;
            }
            let last = off.wrapping_add((sizes[i].wrapping_sub(1)).wrapping_mul(strides[i]));
            if last >= dim {
                return Err(VerifyError::plain(format!(
                    "slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
                )));
            }
        }
        Ok(())
    }
}

/// Whether dropping some unit dimensions of `full` gives `reduced`
/// (MLIR's greedy `computeRankReductionMask`).
pub(crate) fn rank_reduces(full: &[i64], reduced: &[i64]) -> bool {
    let mut j = 0;
    for &d in full {
        if j < reduced.len() && d == reduced[j] {
            j += 1;
        } else if d != 1 {
            return false;
        }
    }
    j == reduced.len()
}

// ----- DynamicIndexList -----

/// `[%a, 4, %b]`: operands where the list is dynamic, integers where it
/// is static (MLIR's `parseDynamicIndexList`). Dynamic entries are
/// [`DYNAMIC`] in the static list.
pub(crate) fn parse_index_list<'a>(
    p: &mut OpParser<'_, 'a>,
) -> PResult<(Vec<UnresolvedOperand<'a>>, Vec<i64>)> {
    let mut uses = Vec::new();
    let mut statics = Vec::new();
    p.parse_punct(Punct::LSquare)?;
    if p.parse_optional_punct(Punct::RSquare) {
        return Ok((uses, statics));
    }
    loop {
        if let Some(u) = p.parse_optional_operand()? {
            uses.push(u);
            statics.push(DYNAMIC);
        } else if p.is_punct(Punct::Minus)
            || p.peek_keyword().is_none() && !p.is_punct(Punct::RSquare)
        {
            match p.parse_integer() {
                Ok(v) => statics.push(v),
                Err(_) => return Err(p.error("expected SSA value or integer")),
            }
        } else {
            return Err(p.error("expected SSA value or integer"));
        }
        if !p.parse_optional_punct(Punct::Comma) {
            break;
        }
    }
    p.parse_punct(Punct::RSquare)?;
    Ok((uses, statics))
}

/// Prints what [`parse_index_list`] parses: `vals` fill the dynamic
/// entries of `statics` in order.
pub(crate) fn print_index_list(p: &mut OpPrinter<'_, '_>, vals: &[Value], statics: &[i64]) {
    p.write("[");
    let mut next = vals.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            match next.next() {
                Some(&v) => p.operand(v),
                None => p.write("<<NULL VALUE>>"),
            }
        } else {
            p.write(&s.to_string());
        }
    }
    p.write("]");
}

/// The static list `name` of `op` (empty if missing or malformed).
pub(crate) fn statics_of(ctx: &Context, op: Op, name: &str) -> Vec<i64> {
    ctx.inherent_attr(op, name)
        .and_then(|a| ir::dense_array::to_i64s(ctx, a))
        .unwrap_or_default()
}

/// Operands of `op` grouped by its `operandSegmentSizes`, or `n` empty
/// groups after all operands in one group if it is missing.
pub(crate) fn groups(ctx: &Context, op: Op, n: usize) -> Vec<Vec<Value>> {
    ir::segments::sizes(ctx, op, "operandSegmentSizes")
        .filter(|s| s.len() == n)
        .and_then(|s| ir::segments::split_operands(ctx, op, &s))
        .unwrap_or_else(|| {
            let mut v = vec![ctx.op(op).operands().collect::<Vec<_>>()];
            v.resize(n, Vec::new());
            v
        })
}

/// The attribute names an offset/size/stride op prints through its lists.
const OSS_ELIDED: [&str; 4] = [
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

/// Parses `[offsets] [sizes] [strides]` (with `sep` between the lists and
/// the keyword labels of `reinterpret_cast` when `labels`), records the
/// static lists as properties and returns the dynamic uses in order.
fn parse_oss<'a>(
    p: &mut OpParser<'_, 'a>,
    labels: bool,
) -> PResult<(Vec<UnresolvedOperand<'a>>, [usize; 3])> {
    let mut all = Vec::new();
    let mut counts = [0usize; 3];
    let names = [
        ("offset", "static_offsets"),
        ("sizes", "static_sizes"),
        ("strides", "static_strides"),
    ];
    for (i, (label, prop)) in names.iter().enumerate() {
        if labels {
            if i > 0 {
                p.parse_punct(Punct::Comma)?;
            }
            p.parse_keyword(label)?;
            p.parse_punct(Punct::Colon)?;
        }
        let (uses, statics) = parse_index_list(p)?;
        counts[i] = uses.len();
        all.extend(uses);
        let a = ir::dense_array::from_i64s(p.ctx(), 64, &statics);
        p.add_prop(prop, a);
    }
    Ok((all, counts))
}

/// Prints `[offsets] [sizes] [strides]` of `op` whose dynamic operands
/// start at group `first`.
fn print_oss(p: &mut OpPrinter<'_, '_>, op: Op, gs: &[Vec<Value>], first: usize, labels: bool) {
    let ctx = p.ctx();
    let names = [
        ("offset", "static_offsets"),
        ("sizes", "static_sizes"),
        ("strides", "static_strides"),
    ];
    for (i, (label, prop)) in names.iter().enumerate() {
        if labels {
            p.write(if i == 0 { " " } else { ", " });
            p.write(label);
            p.write(": ");
        } else if i > 0 {
            p.write(" ");
        }
        let vals = gs.get(first + i).cloned().unwrap_or_default();
        print_index_list(p, &vals, &statics_of(ctx, op, prop));
    }
}

/// `memref.subview %m[..] [..] [..] : T to U`,
/// `memref.reinterpret_cast %m to offset: [..], sizes: [..], strides: [..] : T to U`
/// and (with a destination) `tensor.extract_slice` / `tensor.insert_slice`.
#[derive(Debug)]
pub(crate) struct OffsetsSizesStrides {
    /// Result name hint (`subview`, `extracted_slice`).
    pub hint: &'static str,
    /// `to offset: [..], sizes: [..], strides: [..]` (reinterpret_cast).
    pub labels: bool,
    /// `%src into %dest[..]..` (insert_slice): the result is the dest type.
    pub dest: bool,
    /// No result (`tensor.parallel_insert_slice`): the printed type after
    /// `into` is the destination's.
    pub no_result: bool,
}

impl OffsetsSizesStrides {
    /// `memref.subview`.
    pub const SUBVIEW: Self = Self {
        hint: "subview",
        labels: false,
        dest: false,
        no_result: false,
    };
    /// `memref.reinterpret_cast`.
    pub const REINTERPRET: Self = Self {
        hint: "reinterpret_cast",
        labels: true,
        dest: false,
        no_result: false,
    };
}

impl OpSyntax for OffsetsSizesStrides {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let src = p.parse_operand()?;
        let dest = if self.dest {
            p.parse_keyword("into")?;
            Some(p.parse_operand()?)
        } else {
            None
        };
        if self.labels {
            p.parse_keyword("to")?;
        }
        let (dyn_uses, counts) = parse_oss(p, self.labels)?;
        p.parse_optional_attr_dict()?;
        p.parse_punct(Punct::Colon)?;
        let src_ty = p.parse_type()?;
        if self.dest {
            p.parse_keyword("into")?;
        } else {
            p.parse_keyword("to")?;
        }
        let res_ty = p.parse_type()?;
        let v = p.resolve_operand(&src, src_ty)?;
        p.state.operands.push(v);
        let mut segs = vec![1];
        if let Some(d) = dest {
            let v = p.resolve_operand(&d, res_ty)?;
            p.state.operands.push(v);
            segs.push(1);
        }
        let index = p.ctx().index_type();
        for u in &dyn_uses {
            let v = p.resolve_operand(u, index)?;
            p.state.operands.push(v);
        }
        segs.extend(counts.iter().map(|&c| c as i64));
        let a = ir::dense_array::from_i64s(p.ctx(), 32, &segs);
        p.add_prop("operandSegmentSizes", a);
        if !self.no_result {
            p.state.result_types.push(res_ty);
        }
        Ok(())
    }

    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let n = if self.dest { 5 } else { 4 };
        let gs = groups(ctx, op, n);
        let first = if self.dest { 2 } else { 1 };
        p.write(" ");
        p.operands(gs[0].iter().copied());
        if self.dest {
            p.write(" into ");
            p.operands(gs[1].iter().copied());
        }
        if self.labels {
            p.write(" to");
        }
        print_oss(p, op, &gs, first, self.labels);
        p.attr_dict(&all_attrs(ctx, op), &OSS_ELIDED);
        p.write(" : ");
        if let Some(&s) = gs[0].first() {
            p.ty(ctx.value_type(s));
        }
        p.write(if self.dest { " into " } else { " to " });
        let shown = if self.no_result {
            gs[1].first().copied()
        } else {
            ctx.op(op).results().iter().next()
        };
        if let Some(v) = shown {
            p.ty(ctx.value_type(v));
        }
    }

    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        if self.no_result {
            return Vec::new();
        }
        vec![Some(self.hint.to_string())]
    }
}

//! Building ops from Rust the way MLIR's generated builders do: properties
//! given by name, the defaults the definition declares filled in.

use ir::{Attribute, Op, Type};

/// Creates `name` at the rewriter's insertion point with properties
/// `props` (defaulted ones the definition declares are filled in, as
/// MLIR's builders leave them) and an empty attribute dictionary.
pub fn build(
    rw: &mut ir::rewrite::Rewriter<'_>,
    name: &str,
    operands: &[ir::Value],
    result_types: &[Type],
    props: &[(&str, Attribute)],
    loc: Attribute,
) -> Op {
    let entries: Vec<(ir::Ident, Attribute)> =
        props.iter().map(|(k, v)| (rw.ctx.ident(k), *v)).collect();
    let props = if entries.is_empty() {
        None
    } else {
        rw.ctx.dictionary(entries).ok()
    };
    let ident = rw.ctx.ident(name);
    let attrs = rw.ctx.empty_dict();
    let op = rw
        .ctx
        .create_op(ident, operands, result_types, attrs, props, &[], 0, loc);
    // Filling defaults cannot fail for properties we set ourselves.
    let _ = crate::normalize(rw.ctx, op);
    rw.insert(op)
}

//! `tensor`: the syntaxes of `extract_slice`, `insert_slice` and
//! `expand_shape` (mixed static/dynamic lists, reassociations), shared
//! with [`super::memref`], and the Rust verifiers `tensor.dialect` names.

use super::ops::*;
use super::verify::*;
use crate::util::reshape::ExpandShape;
use crate::util::slice::OffsetsSizesStrides;
use dialect_engine::Hooks;

/// Adds the tensor hooks: syntaxes by op name, verifiers by hook name.
pub(crate) fn add(n: &mut Hooks) {
    n.custom_syntax::<ExtractSliceOp>(OffsetsSizesStrides {
        hint: "extracted_slice",
        labels: false,
        dest: false,
        no_result: false,
    });
    n.custom_syntax::<InsertSliceOp>(OffsetsSizesStrides {
        hint: "inserted_slice",
        labels: false,
        dest: true,
        no_result: false,
    });
    n.custom_syntax::<ParallelInsertSliceOp>(OffsetsSizesStrides {
        hint: "",
        labels: false,
        dest: true,
        no_result: true,
    });
    n.custom_syntax::<ExpandShapeOp>(ExpandShape("expanded"));
    n.named_verifier("verify_empty", verify_empty);
    n.named_verifier(
        "verify_reshape_like",
        crate::util::reshape::verify_reshape_like,
    );
    n.named_verifier("verify_extract", verify_extract);
    n.named_verifier("verify_insert", verify_insert);
    n.named_verifier("verify_tensor_cast", verify_tensor_cast);
    n.named_verifier("verify_from_elements", verify_from_elements);
    n.named_verifier("verify_splat", verify_splat);
    n.named_verifier("verify_extract_slice", verify_extract_slice);
    n.named_verifier("verify_insert_slice", verify_insert_slice);
}

//! tessera's passes, each giving mlir-opt 22's output for the same input
//! and flags, and the registry that ir-opt builds its flags, pipelines and
//! `--help` from.

pub mod canonicalize;
pub mod convert;
pub mod cse;
pub mod dataflow;
pub mod decompose;
pub mod doc;
pub mod inline;
pub mod symbol_dce;
pub mod test_crash;
pub mod view_op_graph;

use ir::pass::PassRegistry;

/// Every pass tessera has.
pub fn registry() -> PassRegistry {
    let mut r = PassRegistry::default();
    r.add(&canonicalize::INFO);
    r.add(&convert::torch_to_hlo::INFO);
    r.add(&convert::expand_hlo::INFO);
    r.add(&cse::INFO);
    r.add(&decompose::INFO);
    r.add(&dataflow::fuse::INFO);
    r.add(&convert::hlo_to_ktir::INFO);
    r.add(&convert::hlo_to_tt::INFO);
    r.add(&dataflow::layout::INFO);
    r.add(&dataflow::tile::INFO);
    r.add(&dataflow::schedule::INFO);
    r.add(&inline::INFO);
    r.add(&symbol_dce::INFO);
    r.add(&test_crash::INFO);
    r.add(&view_op_graph::INFO);
    r
}

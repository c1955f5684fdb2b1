//! The `scf` dialect: structured control flow (`for`, `if`, `while`,
//! `forall`, `parallel`, `index_switch`, `execute_region`). Assembly and
//! verifiers are hand-written (`syntax`, `verify`); [`canonicalize`] holds SCF.cpp's
//! folders and patterns.

pub mod canonicalize;
// Generated (`cargo run -p tessera-dialects --bin dialect-ops`), kept as written.
#[rustfmt::skip]
pub mod ops;
pub mod syntax;
mod verify;

use self::ops::*;
use crate::{DialectDesc, Loading};
use dialect_engine::Hooks;
use ir::rewrite::region_branch::RegionBranch;
use std::sync::Arc;

/// The `scf` dialect.
pub const DIALECT: DialectDesc = DialectDesc {
    name: "scf",
    sources: &[("scf.dialect", include_str!("scf.dialect"))],
    hooks,
    materializer: Some(crate::arith::materialize_constant),
    types: None,
    loading: Loading::Eager,
};

fn hooks(h: &mut Hooks) {
    syntax::add(h);
    // The region-branch interface the generic canonicalizations ask for.
    let branches: Arc<dyn RegionBranch> = Arc::new(canonicalize::ScfBranches);
    h.interface::<ForOp, dyn RegionBranch>(branches.clone())
        .interface::<IfOp, dyn RegionBranch>(branches.clone())
        .interface::<WhileOp, dyn RegionBranch>(branches.clone())
        .interface::<IndexSwitchOp, dyn RegionBranch>(branches.clone())
        .interface::<ExecuteRegionOp, dyn RegionBranch>(branches);
    canonicalize::add(h);
}

//! Conversions between levels of the pipeline, one folder each
//! (`<a>_to_<b>/`).

pub mod build;
pub mod elementwise;
pub mod expand_hlo;
pub(crate) mod hlo_emit;
pub mod hlo_to_ktir;
pub mod hlo_to_tt;
pub mod torch_to_hlo;

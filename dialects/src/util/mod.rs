//! Helpers that several dialects share, each module named after what it
//! holds (as MLIR's `StaticValueUtils`, `CommonFolders`, `ViewLikeInterface`).
//! Crate-private: a dialect's public face is its folder.

pub(crate) mod asm;
pub(crate) mod control_flow;
pub(crate) mod reshape;
pub(crate) mod shaped;
pub(crate) mod slice;

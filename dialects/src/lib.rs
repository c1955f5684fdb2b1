//! tessera's dialects, defined in text.
//!
//! [`def`] is the definition language itself: a pest grammar for
//! `.dialect` files, the typed AST they parse to, and the checker that
//! validates names, formats and defaults before anything uses them.

pub mod def;
pub mod doc;
pub mod engine;
pub mod native;
pub mod rewrite;
pub mod standard;
pub mod std;
pub mod torch;

/// Every dialect definition with a reference page: the standard ones and
/// the worked example.
pub fn doc_sources() -> Vec<(&'static str, &'static str)> {
    let mut v: Vec<(&str, &str)> = standard::FILES.to_vec();
    v.extend([
        ("func.dialect", include_str!("../func/func.dialect")),
        ("cf.dialect", include_str!("../cf/cf.dialect")),
        ("scf.dialect", include_str!("../scf/scf.dialect")),
        // The hand-written part; aten.dialect's 777 generated ops are
        // listed by their file.
        crate::torch::FILES[0],
        (
            "ring.dialect",
            include_str!("../examples/ring/ring.dialect"),
        ),
    ]);
    v
}

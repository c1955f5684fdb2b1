//! The precompiled product (`build.rs`): which copy suits the host, and
//! its address for the JIT to resolve `tessera.sgemm` to.

use crate::gemm::Blocking;

/// A precompiled product's signature (`gemm::sgemm`'s).
#[cfg(tessera_gemm_runtime)]
type Sgemm =
    unsafe extern "C" fn(i64, i64, i64, *const f32, i64, *const f32, i64, *mut f32, i64, i64);

#[cfg(tessera_gemm_runtime)]
include!(concat!(env!("OUT_DIR"), "/copies.rs"));

/// The address of the precompiled product for `blk`'s vector width
/// (transposed B or not), if this build has one the host can run: the
/// copy with the longest KC up to `blk`'s (the shortest if all are
/// longer).
#[cfg(tessera_gemm_runtime)]
pub fn sgemm_address(blk: Blocking, trans_b: bool) -> Option<usize> {
    // Each copy was compiled for an x86-64 level (build.rs): run it only
    // where the host has every feature of that level.
    use std::arch::is_x86_feature_detected as has;
    let v3 = has!("avx2")
        && has!("fma")
        && has!("bmi1")
        && has!("bmi2")
        && has!("f16c")
        && has!("lzcnt")
        && has!("movbe");
    let v4 = v3
        && has!("avx512f")
        && has!("avx512bw")
        && has!("avx512cd")
        && has!("avx512dq")
        && has!("avx512vl");
    let runs = match blk.vw {
        16 => v4,
        8 => v3,
        _ => true,
    };
    if !runs {
        return None;
    }
    COPIES
        .iter()
        .filter(|c| c.0 == blk.vw && c.2 == trans_b)
        .max_by_key(|c| {
            if c.1 <= blk.kc {
                (1, c.1)
            } else {
                (0, u64::MAX - c.1)
            }
        })
        .map(|c| c.3 as usize)
}

#[cfg(not(tessera_gemm_runtime))]
pub fn sgemm_address(_: Blocking, _: bool) -> Option<usize> {
    None
}

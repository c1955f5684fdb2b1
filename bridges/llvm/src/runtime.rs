//! The precompiled product (`build.rs`): which copy suits the host, and
//! its address for the JIT to resolve `tessera.sgemm` to.

use crate::gemm::Blocking;

/// A precompiled product's signature (`gemm::sgemm`'s): `(m, n, k, a,
/// lda, b, ldb, c, ldc, accumulate)`.
pub type Sgemm =
    unsafe extern "C" fn(i64, i64, i64, *const f32, i64, *const f32, i64, *mut f32, i64, i64);

/// One precompiled copy of the product.
#[derive(Clone, Copy, Debug)]
pub struct Precompiled {
    /// f32 lanes of its vectors (its x86-64 level: 16 v4, 8 v3, 4 baseline).
    pub vw: u32,
    /// Its block of the shared dimension.
    pub kc: u64,
    /// Whether it reads B transposed (`b[j·ldb + p]` is B's (p, j)).
    pub trans_b: bool,
    pub f: Sgemm,
}

#[cfg(tessera_gemm_runtime)]
include!(concat!(env!("OUT_DIR"), "/copies.rs"));

/// Whether the host has every feature of the x86-64 level the copies of
/// `vw` lanes were compiled for (build.rs).
#[cfg(tessera_gemm_runtime)]
fn host_runs(vw: u32) -> bool {
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
    match vw {
        16 => v4,
        8 => v3,
        _ => true,
    }
}

/// Every precompiled copy the host can run.
#[cfg(tessera_gemm_runtime)]
pub fn precompiled() -> Vec<Precompiled> {
    COPIES
        .iter()
        .filter(|c| host_runs(c.0))
        .map(|&(vw, kc, trans_b, f)| Precompiled { vw, kc, trans_b, f })
        .collect()
}

/// No copies: this build is not for x86-64.
#[cfg(not(tessera_gemm_runtime))]
pub fn precompiled() -> Vec<Precompiled> {
    Vec::new()
}

/// The address of the precompiled product for `blk`'s vector width
/// (transposed B or not), if this build has one the host can run: the
/// copy with the longest KC up to `blk`'s (the shortest if all are
/// longer).
pub fn sgemm_address(blk: Blocking, trans_b: bool) -> Option<usize> {
    precompiled()
        .into_iter()
        .filter(|c| c.vw == blk.vw && c.trans_b == trans_b)
        .max_by_key(|c| {
            if c.kc <= blk.kc {
                (1, c.kc)
            } else {
                (0, u64::MAX - c.kc)
            }
        })
        .map(|c| c.f as usize)
}

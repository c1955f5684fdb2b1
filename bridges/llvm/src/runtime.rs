//! The precompiled product (`build.rs`): which copy suits the host, and
//! its address for the JIT to resolve `tessera.sgemm` to. What the host
//! is (its vectors, L1 data cache, x86-64 level) is `targets::Host`'s
//! reading, not a second one here.

use crate::gemm::Blocking;
use targets::Host;

/// The product's blocking on `host`: its widest vectors in f32 lanes and
/// its L1 data cache.
pub(crate) fn host_blocking(host: &Host) -> Blocking {
    Blocking::new(host.vector_bytes / 4, host.l1d_bytes)
}

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
    /// Its entry point.
    pub f: Sgemm,
}

#[cfg(tessera_gemm_runtime)]
include!(concat!(env!("OUT_DIR"), "/copies.rs"));

/// Every precompiled copy the host can run.
pub fn precompiled() -> Vec<Precompiled> {
    precompiled_on(&Host::detect())
}

/// Every precompiled copy `host` can run: those of its x86-64 level or
/// below.
#[cfg(tessera_gemm_runtime)]
fn precompiled_on(host: &Host) -> Vec<Precompiled> {
    COPIES
        .iter()
        .filter(|c| host.x86_64_level >= c.1)
        .map(|&(vw, _, kc, trans_b, f)| Precompiled { vw, kc, trans_b, f })
        .collect()
}

/// No copies: this build is not for x86-64.
#[cfg(not(tessera_gemm_runtime))]
fn precompiled_on(_: &Host) -> Vec<Precompiled> {
    Vec::new()
}

/// The address of the precompiled product for `blk`'s vector width
/// (transposed B or not), if this build has one `host` can run: the
/// copy with the longest KC up to `blk`'s (the shortest if all are
/// longer).
pub fn sgemm_address(host: &Host, blk: Blocking, trans_b: bool) -> Option<usize> {
    precompiled_on(host)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn host(vector_bytes: u32, l1d_bytes: u64, x86_64_level: u32) -> Host {
        Host {
            cores: 2,
            l1d_bytes,
            l2_bytes: 1 << 20,
            vector_bytes,
            x86_64_level,
        }
    }

    #[test]
    fn the_blocking_follows_the_host_model() {
        // Zen 4 (32 KiB) and Sapphire Rapids (48 KiB): KC 128 and 192.
        let b = host_blocking(&host(64, 32 << 10, 4));
        assert_eq!((b.vw, b.kc), (16, 128));
        let b = host_blocking(&host(64, 48 << 10, 4));
        assert_eq!((b.vw, b.kc), (16, 192));
        let b = host_blocking(&host(32, 32 << 10, 3));
        assert_eq!(b.vw, 8);
        let b = host_blocking(&host(16, 32 << 10, 2));
        assert_eq!(b.vw, 4);
    }

    #[test]
    #[cfg(tessera_gemm_runtime)]
    fn a_host_runs_the_copies_of_its_level_and_below() {
        let widths = |level| {
            let mut v: Vec<u32> = precompiled_on(&host(64, 32 << 10, level))
                .iter()
                .map(|c| c.vw)
                .collect();
            v.dedup();
            v
        };
        assert_eq!(widths(4), vec![16, 8, 4]);
        assert_eq!(widths(3), vec![8, 4]);
        assert_eq!(widths(1), vec![4]);
        // An AVX2 host gets the 8-lane copy, not the AVX-512 one.
        let h = host(32, 32 << 10, 3);
        let want = precompiled_on(&h)
            .into_iter()
            .find(|c| c.vw == 8 && !c.trans_b)
            .map(|c| c.f as usize);
        assert_eq!(sgemm_address(&h, host_blocking(&h), false), want);
    }
}

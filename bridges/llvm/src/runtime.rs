//! The precompiled product (`build.rs`): which copy suits the host, and
//! its address for the JIT to resolve `tessera.sgemm` to.

use crate::gemm::Blocking;

/// The address of the precompiled product for `blk`'s vector width
/// (transposed B or not), if this build has one the host can run.
#[cfg(tessera_gemm_runtime)]
pub fn sgemm_address(blk: Blocking, trans_b: bool) -> Option<usize> {
    type Sgemm =
        unsafe extern "C" fn(i64, i64, i64, *const f32, i64, *const f32, i64, *mut f32, i64);
    extern "C" {
        fn tessera_sgemm_w16(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
        fn tessera_sgemm_bt_w16(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
        fn tessera_sgemm_w8(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
        fn tessera_sgemm_bt_w8(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
        fn tessera_sgemm_w4(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
        fn tessera_sgemm_bt_w4(
            m: i64,
            n: i64,
            k: i64,
            a: *const f32,
            lda: i64,
            b: *const f32,
            ldb: i64,
            c: *mut f32,
            ldc: i64,
        );
    }
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
    let f: Sgemm = match (blk.vw, trans_b) {
        (16, false) if v4 => tessera_sgemm_w16,
        (16, true) if v4 => tessera_sgemm_bt_w16,
        (8, false) if v3 => tessera_sgemm_w8,
        (8, true) if v3 => tessera_sgemm_bt_w8,
        (4, false) => tessera_sgemm_w4,
        (4, true) => tessera_sgemm_bt_w4,
        _ => return None,
    };
    Some(f as usize)
}

/// Without a precompiled product (not x86-64), modules define their own.
#[cfg(not(tessera_gemm_runtime))]
pub fn sgemm_address(_: Blocking, _: bool) -> Option<usize> {
    None
}

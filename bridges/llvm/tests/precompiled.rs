//! Every precompiled copy of the product the host can run (each vector
//! width and KC, B as stored and transposed), on shapes its blocking does
//! not divide and leading dimensions wider than the extents, against the
//! product summed in f64 by the loop of its definition; C += A·B and C =
//! A·B; C's columns past n left as they were. (The JIT calls one copy per
//! host; this reaches the others too.)

/// A small deterministic generator: multiples of 1/64 in [-2, 2), whose
/// products and sums f32 holds well.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> f32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % 256) as f32 / 64.0 - 2.0
    }
    fn fill(&mut self, n: usize) -> Vec<f32> {
        (0..n).map(|_| self.next()).collect()
    }
}

#[test]
fn every_copy_matches_the_definition() {
    let copies = llvm_bridge::precompiled();
    if cfg!(target_arch = "x86_64") {
        // Baseline x86-64 runs everywhere: both of its copies at least.
        assert!(copies.iter().filter(|c| c.vw == 4).count() >= 2);
    }
    // (m, k, n): 1, below a vector, between micro-tiles, past KC (128,
    // 192 and 256 all cut K = 300 and 513), K = 0.
    let shapes = [
        (1, 1, 1),
        (5, 17, 33),
        (13, 31, 65),
        (37, 129, 47),
        (7, 300, 9),
        (100, 257, 70),
        (31, 513, 33),
        (12, 32, 16),
        (3, 0, 5),
    ];
    let mut rng = Lcg(18);
    for c in &copies {
        for &(m, k, n) in &shapes {
            for accumulate in [0i64, 1] {
                let (lda, ldc) = (k + 3, n + 5);
                let ldb = if c.trans_b { k + 2 } else { n + 1 };
                let a = rng.fill(m * lda);
                let b = rng.fill(if c.trans_b { n * ldb } else { k * ldb });
                let c0 = rng.fill(m * ldc);
                let mut out = c0.clone();
                // SAFETY: every array holds its extents at its leading
                // dimension, as the copy's signature requires.
                unsafe {
                    (c.f)(
                        m as i64,
                        n as i64,
                        k as i64,
                        a.as_ptr(),
                        lda as i64,
                        b.as_ptr(),
                        ldb as i64,
                        out.as_mut_ptr(),
                        ldc as i64,
                        accumulate,
                    )
                };
                for i in 0..m {
                    for j in 0..ldc {
                        let got = out[i * ldc + j];
                        if j >= n {
                            assert_eq!(got, c0[i * ldc + j], "column past n written: {c:?}");
                            continue;
                        }
                        let mut want = if accumulate == 1 {
                            c0[i * ldc + j] as f64
                        } else {
                            0.0
                        };
                        for p in 0..k {
                            let bv = if c.trans_b {
                                b[j * ldb + p]
                            } else {
                                b[p * ldb + j]
                            };
                            want += a[i * lda + p] as f64 * bv as f64;
                        }
                        assert!(
                            (got as f64 - want).abs() <= 1e-4 * (1.0 + want.abs()),
                            "{c:?} m={m} k={k} n={n} accumulate={accumulate}: C[{i}][{j}] = {got}, want {want}"
                        );
                    }
                }
            }
        }
    }
}

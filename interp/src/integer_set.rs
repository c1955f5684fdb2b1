//! The points of an affine integer set with its symbols bound: membership,
//! and the bounding box its one-dimension constraints give. KTIR's access
//! tiles and inter-tile groups are such sets (`interp/src/dialects/ktdp.rs`).

use ir::affine::{AffineExpr, AffineOp, IntegerSet};

/// Whether the point satisfies every constraint of `set`.
pub fn contains(set: &IntegerSet, dims: &[i64], syms: &[i64]) -> bool {
    set.constraints
        .iter()
        .all(|(e, eq)| match e.eval(dims, syms) {
            Some(v) if *eq => v == 0,
            Some(v) => v >= 0,
            None => false,
        })
}

/// Whether every constraint of `set` bounds one dimension by constants
/// (and symbols): the set is then its bounding box.
pub fn is_box(set: &IntegerSet) -> bool {
    fn dims_of(e: &AffineExpr, out: &mut Vec<u32>) {
        match e {
            AffineExpr::Dim(i) => {
                if !out.contains(i) {
                    out.push(*i)
                }
            }
            AffineExpr::Bin(op, l, r) => {
                if *op != AffineOp::Add && *op != AffineOp::Mul {
                    out.push(u32::MAX);
                }
                dims_of(l, out);
                dims_of(r, out);
            }
            _ => {}
        }
    }
    set.constraints.iter().all(|(e, _)| {
        let mut d = Vec::new();
        dims_of(e, &mut d);
        d.len() <= 1 && !d.contains(&u32::MAX)
    })
}

/// Per dimension, the bounds the set's one-dimension constraints give
/// (`c·d + k >= 0`, `c·d + k == 0`, the symbols bound), or `None` when a
/// dimension is unbounded.
pub fn bounds(set: &IntegerSet, syms: &[i64]) -> Option<Vec<(i64, i64)>> {
    let n = set.dims as usize;
    let mut lo = vec![i64::MIN; n];
    let mut hi = vec![i64::MAX; n];
    for (e, eq) in &set.constraints {
        // Linear in one dimension: value at d=0 is k, slope c.
        let zero = vec![0i64; n];
        let Some(k) = e.eval(&zero, syms) else {
            continue;
        };
        for d in 0..n {
            let mut one = zero.clone();
            one[d] = 1;
            let Some(v1) = e.eval(&one, syms) else {
                continue;
            };
            let Some(c) = v1.checked_sub(k) else { continue };
            if c == 0 {
                continue;
            }
            // Only dimension d may appear: check another point.
            let others_zero = (0..n).filter(|&j| j != d).all(|j| {
                let mut p = zero.clone();
                p[j] = 1;
                e.eval(&p, syms) == Some(k)
            });
            if !others_zero {
                continue;
            }
            // c·x + k >= 0.
            let Some(nk) = k.checked_neg() else { continue };
            if c > 0 {
                let b = nk.div_euclid(c) + if nk.rem_euclid(c) != 0 { 1 } else { 0 };
                lo[d] = lo[d].max(b);
                if *eq {
                    hi[d] = hi[d].min(b);
                }
            } else {
                let Some(b) = c.checked_neg().map(|nc| k.div_euclid(nc)) else {
                    continue;
                };
                hi[d] = hi[d].min(b);
                if *eq {
                    lo[d] = lo[d].max(b);
                }
            }
        }
    }
    (0..n)
        .map(|d| (lo[d] != i64::MIN && hi[d] != i64::MAX).then_some((lo[d], hi[d])))
        .collect()
}

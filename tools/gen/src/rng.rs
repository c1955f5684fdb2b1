//! A tiny seeded PRNG (xoshiro256** seeded through SplitMix64).
//!
//! We keep our own instead of pulling `rand`: the generators must produce the
//! same bytes for a seed forever (the committed corpus depends on it), and a
//! dependency upgrade changing its stream would silently invalidate that.

/// Deterministic random number generator.
#[derive(Clone, Debug)]
pub struct Rng {
    s: [u64; 4],
    /// Bytes that decide the first draws (a fuzzer's input): each draw
    /// takes the next eight, so a mutated byte changes one decision; the
    /// seeded stream takes over when they run out.
    tape: Vec<u8>,
    pos: usize,
}

impl Rng {
    /// Creates a generator from a 64-bit seed.
    pub fn new(seed: u64) -> Self {
        let mut x = seed;
        let mut next = || {
            // SplitMix64: spreads a small seed over the whole state.
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng {
            s: [next(), next(), next(), next()],
            tape: Vec::new(),
            pos: 0,
        }
    }

    /// A generator whose draws are read from `bytes` (eight a draw) and
    /// then from the stream seeded by their length: a fuzzer's input
    /// steers the generators decision by decision.
    pub fn from_bytes(bytes: &[u8]) -> Self {
        Rng {
            tape: bytes.to_vec(),
            ..Rng::new(bytes.len() as u64)
        }
    }

    /// Next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        if let Some(chunk) = self.tape.get(self.pos..self.pos + 8) {
            self.pos += 8;
            // Big-endian: `below`'s multiply-shift reads the high bits, so
            // the first byte of a draw decides the most.
            return u64::from_be_bytes(chunk.try_into().unwrap_or_default());
        }
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// Uniform in `0..n`; returns 0 when `n == 0` so callers never panic.
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            return 0;
        }
        // Multiply-shift: unbiased enough for test generation, no loops.
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// Uniform `usize` in `0..n` (0 when `n == 0`).
    pub fn index(&mut self, n: usize) -> usize {
        self.below(n as u64) as usize
    }

    /// Uniform in the inclusive range `lo..=hi` (returns `lo` if `hi < lo`).
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi < lo {
            return lo;
        }
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    /// A random element of a non-empty slice (the first if empty is impossible
    /// to satisfy, so callers pass non-empty constant tables).
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        let i = self.index(items.len());
        &items[i.min(items.len().saturating_sub(1))]
    }

    /// An index into a list of `n` values, the last three more often than
    /// the rest (two times in three): a generator's chains of ops grow
    /// deep, not only wide. `n` must be at least 1.
    pub fn recent(&mut self, n: usize) -> usize {
        if self.chance(2, 3) {
            n - 1 - self.index(n.min(3))
        } else {
            self.index(n)
        }
    }

    /// One of `items`, `num` times in `den` (no draw when there is none).
    pub fn maybe_pick<'a, T>(&mut self, items: &'a [T], num: u64, den: u64) -> Option<&'a T> {
        if items.is_empty() || !self.chance(num, den) {
            return None;
        }
        Some(self.pick(items))
    }

    /// Picks an index according to integer weights.
    pub fn weighted(&mut self, weights: &[u32]) -> usize {
        let total: u64 = weights.iter().map(|&w| w as u64).sum();
        let mut r = self.below(total);
        for (i, &w) in weights.iter().enumerate() {
            if r < w as u64 {
                return i;
            }
            r -= w as u64;
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_bounded() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            let x = a.below(10);
            assert_eq!(x, b.below(10));
            assert!(x < 10);
        }
        assert_eq!(a.below(0), 0);
        assert_eq!(a.range(5, 3), 5);
    }

    #[test]
    fn tape_decides_first_draws() {
        let mut r = Rng::from_bytes(&[0x80, 0, 0, 0, 0, 0, 0, 0, 0xff]);
        // 0x80.. is half of the range: below(10) is 5.
        assert_eq!(r.below(10), 5);
        // One byte left over is not a whole draw: the stream takes over.
        let mut s = Rng::new(9);
        assert_eq!(r.next_u64(), s.next_u64());
    }
}

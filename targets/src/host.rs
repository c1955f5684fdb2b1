//! What tessera reads from the machine it runs on: the `cpu` target fills
//! what its file leaves out from it, and the LLVM bridge sizes and picks
//! its compiled product and its threads by it.

/// The host's numbers: threads, caches, vector width and x86-64 level.
/// The `cpu` target fills what its file leaves out from them, and the
/// LLVM bridge sizes its product's blocks and picks its precompiled copy
/// and its threads by them: the one place tessera reads the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Host {
    /// Threads the OS offers.
    pub cores: u32,
    /// Bytes of the L1 data cache a core sees (a nominal 32 KiB if the OS
    /// does not say).
    pub l1d_bytes: u64,
    /// Bytes of the L2 a core sees (a nominal 1 MiB if the OS does not say).
    pub l2_bytes: u64,
    /// Widest vector register, in bytes.
    pub vector_bytes: u32,
    /// The x86-64 micro-architecture level (psABI) whose every feature the
    /// CPU has: 1 the baseline, 2 up to SSE4.2 and POPCNT, 3 AVX2, FMA and
    /// BMI, 4 AVX-512 (F, BW, CD, DQ, VL); 0 on other architectures. Code
    /// compiled for `x86-64-vN` runs where this is at least N.
    pub x86_64_level: u32,
}

impl Host {
    /// Reads the host.
    pub fn detect() -> Host {
        Host {
            cores: std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
            l1d_bytes: cache_bytes(1).unwrap_or(32 << 10),
            l2_bytes: cache_bytes(2).unwrap_or(1 << 20),
            vector_bytes: vector_bytes(),
            x86_64_level: x86_64_level(),
        }
    }
}

/// The size of the level-`level` data or unified cache of cpu0, from
/// Linux's `/sys/devices/system/cpu/cpu0/cache/index*/`.
fn cache_bytes(level: u32) -> Option<u64> {
    let base = std::path::Path::new("/sys/devices/system/cpu/cpu0/cache");
    for entry in std::fs::read_dir(base).ok()?.flatten() {
        let dir = entry.path();
        let read = |f: &str| {
            std::fs::read_to_string(dir.join(f))
                .ok()
                .map(|s| s.trim().to_string())
        };
        if read("level")?.parse::<u32>().ok()? != level {
            continue;
        }
        if read("type").as_deref() == Some("Instruction") {
            continue;
        }
        return parse_size(&read("size")?);
    }
    None
}

/// `1024K`, `2M`, `512`.
fn parse_size(s: &str) -> Option<u64> {
    let (num, mult) = match s.chars().last()? {
        'K' | 'k' => (&s[..s.len() - 1], 1 << 10),
        'M' | 'm' => (&s[..s.len() - 1], 1 << 20),
        'G' | 'g' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.parse::<u64>().ok().map(|n| n * mult)
}

/// The widest vector register's bytes (AVX-512: 64, AVX2: 32, else 16).
fn vector_bytes() -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            return 64;
        }
        if std::arch::is_x86_feature_detected!("avx2") {
            return 32;
        }
    }
    16
}

/// The highest x86-64 level all of whose features the CPU (and the OS,
/// for the wide registers' state) supports.
#[cfg(target_arch = "x86_64")]
fn x86_64_level() -> u32 {
    use std::arch::is_x86_feature_detected as has;
    let v2 = has!("cmpxchg16b")
        && has!("popcnt")
        && has!("sse3")
        && has!("sse4.1")
        && has!("sse4.2")
        && has!("ssse3");
    let v3 = v2
        && has!("avx")
        && has!("avx2")
        && has!("bmi1")
        && has!("bmi2")
        && has!("f16c")
        && has!("fma")
        && has!("lzcnt")
        && has!("movbe");
    let v4 = v3
        && has!("avx512f")
        && has!("avx512bw")
        && has!("avx512cd")
        && has!("avx512dq")
        && has!("avx512vl");
    1 + u32::from(v2) + u32::from(v3) + u32::from(v4)
}

/// Not an x86-64 host.
#[cfg(not(target_arch = "x86_64"))]
fn x86_64_level() -> u32 {
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(parse_size("1024K"), Some(1 << 20));
        assert_eq!(parse_size("2M"), Some(2 << 20));
        assert_eq!(parse_size("48"), Some(48));
        assert_eq!(parse_size("x"), None);
    }

    #[test]
    fn the_host_has_something() {
        let h = Host::detect();
        assert!(h.cores >= 1 && h.l1d_bytes > 0 && h.l2_bytes > 0 && h.vector_bytes >= 16);
        if cfg!(target_arch = "x86_64") {
            assert!((1..=4).contains(&h.x86_64_level));
        }
    }
}

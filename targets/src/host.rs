//! What the `cpu` target reads from the machine tessera runs on.

/// The host's numbers: threads, the per-core L2, the vector width.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Host {
    /// Threads the OS offers.
    pub cores: u32,
    /// Bytes of the L2 a core sees (a nominal 1 MiB if the OS does not say).
    pub l2_bytes: u64,
    /// Widest vector register, in bytes.
    pub vector_bytes: u32,
}

impl Host {
    /// Reads the host.
    pub fn detect() -> Host {
        Host {
            cores: std::thread::available_parallelism().map_or(1, |n| n.get() as u32),
            l2_bytes: cache_bytes(2).unwrap_or(1 << 20),
            vector_bytes: vector_bytes(),
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
        assert!(h.cores >= 1 && h.l2_bytes > 0 && h.vector_bytes >= 16);
    }
}

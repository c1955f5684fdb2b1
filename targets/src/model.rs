//! The typed target model the passes read.

use std::fmt;

/// Which family of machine: it decides which layout and work-division
/// rules the passes apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// IBM Spyre: sticks, LX scratchpads, work divided across cores.
    Spyre,
    /// Google TPU: tiled layouts, VMEM blocks, MXU padding.
    Tpu,
    /// The host CPU: row-major, cache blocking, threads.
    Cpu,
}

impl Kind {
    /// The spelling in target files.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Spyre => "spyre",
            Kind::Tpu => "tpu",
            Kind::Cpu => "cpu",
        }
    }
}

/// An element type as targets see it: its name and byte width.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DType {
    F64,
    F32,
    BF16,
    F16,
    F8,
    I64,
    I32,
    I16,
    I8,
    I4,
    I1,
}

impl DType {
    /// Every element type, with its spelling.
    pub const ALL: [(DType, &'static str); 11] = [
        (DType::F64, "f64"),
        (DType::F32, "f32"),
        (DType::BF16, "bf16"),
        (DType::F16, "f16"),
        (DType::F8, "f8"),
        (DType::I64, "i64"),
        (DType::I32, "i32"),
        (DType::I16, "i16"),
        (DType::I8, "i8"),
        (DType::I4, "i4"),
        (DType::I1, "i1"),
    ];
    /// Reads `f32`, `bf16`, `i8`, ...
    pub fn from_name(s: &str) -> Option<DType> {
        DType::ALL.iter().find(|(_, n)| *n == s).map(|(d, _)| *d)
    }
    /// Its spelling.
    pub fn name(self) -> &'static str {
        DType::ALL
            .iter()
            .find(|(d, _)| *d == self)
            .map_or("?", |(_, n)| n)
    }
    /// Storage bits of one element (`i1` is stored in a byte).
    pub fn bits(self) -> u32 {
        match self {
            DType::F64 | DType::I64 => 64,
            DType::F32 | DType::I32 => 32,
            DType::BF16 | DType::F16 | DType::I16 => 16,
            DType::F8 | DType::I8 | DType::I1 => 8,
            DType::I4 => 4,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A matrix unit: a `rows` x `cols` systolic array.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatrixUnit {
    pub rows: u32,
    pub cols: u32,
}

/// The memory a core computes from (Spyre's LX, a TPU's VMEM, a CPU's L2).
#[derive(Debug, Clone, PartialEq)]
pub struct OnChip {
    /// What the machine calls it.
    pub name: String,
    /// Bytes a core.
    pub bytes: u64,
    /// Bytes set aside before anything is planned (program, debug).
    pub reserved_bytes: u64,
    /// The fraction of the rest a backend keeps for itself.
    pub reserve_fraction: f64,
    /// Allocation granularity in bytes.
    pub align: u64,
}

impl OnChip {
    /// The bytes a kernel may plan with:
    /// `round_up(align, (bytes - reserved) * (1 - reserve_fraction))`, as
    /// torch-spyre's scratchpad planner computes its usable LX.
    pub fn usable_bytes(&self) -> u64 {
        let rest = self.bytes.saturating_sub(self.reserved_bytes) as f64;
        let usable = (rest * (1.0 - self.reserve_fraction)).floor() as u64;
        usable.div_ceil(self.align.max(1)) * self.align.max(1)
    }
}

/// The off-chip memory the data lives in.
#[derive(Debug, Clone, PartialEq)]
pub struct Memory {
    /// What the machine calls it.
    pub name: String,
    /// Capacity in bytes.
    pub bytes: u64,
    /// Bytes a second.
    pub bandwidth: f64,
    /// The largest contiguous span one core may address (Spyre), if any.
    pub per_core_span: Option<u64>,
}

/// The links cores of one chip exchange data over (Spyre's ring), as
/// opposed to the off-chip memory every core reaches.
#[derive(Debug, Clone, PartialEq)]
pub struct Interconnect {
    /// What the machine calls it.
    pub name: String,
    /// Bytes a core sends (or receives) a cycle, one direction.
    pub bytes_per_cycle: f64,
}

/// How the target lays a tensor out in memory.
#[derive(Debug, Clone, PartialEq)]
pub enum LayoutRule {
    /// Spyre: the innermost dimension in whole sticks of `stick_bytes`.
    Sticks { stick_bytes: u32 },
    /// TPU: the two most-minor dimensions in tiles, per element type,
    /// written as XLA writes them: `(8,128)(2,1)` for bf16.
    Tiles {
        tiles: Vec<(DType, Vec<(u32, u32)>)>,
    },
    /// CPU: row-major.
    RowMajor,
}

impl LayoutRule {
    /// The tiles of `dtype`, if the target tiles it.
    pub fn tiles_of(&self, dtype: DType) -> Option<&[(u32, u32)]> {
        match self {
            LayoutRule::Tiles { tiles } => tiles
                .iter()
                .find(|(d, _)| *d == dtype)
                .map(|(_, t)| t.as_slice()),
            _ => None,
        }
    }
    /// The effective tile of the two most-minor dimensions (rows,
    /// columns): XLA's `(8,128)(2,1)` is 16 rows of 128.
    pub fn minor_tile(&self, dtype: DType) -> Option<(u64, u64)> {
        let tiles = self.tiles_of(dtype)?;
        let (r, c) = *tiles.first()?;
        let (mut r, mut c) = (r as u64, c as u64);
        for &(a, b) in &tiles[1..] {
            r *= a as u64;
            c *= b as u64;
        }
        Some((r, c))
    }
}

/// One machine, as the passes see it.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    /// `spyre`, `tpu-v5e`, ...
    pub name: String,
    /// The family.
    pub kind: Kind,
    /// The element type a model runs in when the program does not say.
    pub default_dtype: Option<DType>,
    /// Compute cores (Spyre AI cores, TPU TensorCores, CPU threads).
    pub cores: u32,
    /// Spyre's corelets a core (1 elsewhere).
    pub corelets_per_core: u32,
    /// The matrix unit, if the machine has one.
    pub matrix_unit: Option<MatrixUnit>,
    /// Matrix units a core.
    pub matrix_units_per_core: u32,
    /// Clock in Hz.
    pub clock_hz: f64,
    /// Vector register width in bytes.
    pub vector_bytes: u32,
    /// What handing a kernel's programs to one more thread costs, in
    /// seconds (waking it and joining it); 0 when the file does not say,
    /// as on machines whose cores a kernel is launched on in one step.
    pub thread_wake_s: f64,
    /// Peak operations a second of the whole machine, by element type.
    pub peak_flops: Vec<(DType, f64)>,
    /// The memory a core computes from.
    pub onchip: OnChip,
    /// The memory the data lives in.
    pub memory: Memory,
    /// The links between cores, if the file gives them: a machine
    /// without them exchanges data through `memory` only.
    pub interconnect: Option<Interconnect>,
    /// The layout rule.
    pub layout: LayoutRule,
    /// Where the model came from (a file, or `builtin:NAME`).
    pub source: String,
}

impl Target {
    /// Peak flops for `dtype`: its own entry, else the smallest rate the
    /// target lists (a time estimate errs on the slow side).
    pub fn peak_flops_for(&self, dtype: DType) -> f64 {
        match self.peak_flops.iter().find(|(d, _)| *d == dtype) {
            Some((_, f)) => *f,
            None => self.slowest_peak_flops(),
        }
    }
    /// Peak flops for the element type a model runs in when the program
    /// does not say (`default_dtype`); without one, the slowest rate the
    /// target lists.
    pub fn default_peak_flops(&self) -> f64 {
        match self.default_dtype {
            Some(d) => self.peak_flops_for(d),
            None => self.slowest_peak_flops(),
        }
    }
    /// The smallest rate the target lists.
    fn slowest_peak_flops(&self) -> f64 {
        self.peak_flops
            .iter()
            .map(|(_, f)| *f)
            .fold(f64::INFINITY, f64::min)
    }
}

//! The one loader: TOML text to a checked [`Target`], every error at its
//! line.

use crate::host::Host;
use crate::model::{DType, Interconnect, Kind, LayoutRule, MatrixUnit, Memory, OnChip, Target};
use crate::TargetError;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::ops::Range;
use toml::Spanned;

/// The built-in targets: (name, file text).
const BUILTIN: &[(&str, &str)] = &[
    ("spyre", include_str!("../spyre.target")),
    ("tpu-v4", include_str!("../tpu-v4.target")),
    ("tpu-v5e", include_str!("../tpu-v5e.target")),
    ("tpu-v5p", include_str!("../tpu-v5p.target")),
    ("tpu-v6e", include_str!("../tpu-v6e.target")),
    ("cpu", include_str!("../cpu.target")),
];

/// The names of the built-in targets.
pub fn builtin_names() -> impl Iterator<Item = &'static str> {
    BUILTIN.iter().map(|(n, _)| *n)
}

/// The built-in target `name` (`spyre`, `tpu-v5e`, `cpu`, ...); `None` if
/// there is none. The `cpu` target reads the host for what its file
/// leaves out.
pub fn builtin(name: &str) -> Option<Result<Target, TargetError>> {
    let (_, text) = BUILTIN.iter().find(|(n, _)| *n == name)?;
    Some(load(&format!("builtin:{name}"), text))
}

/// The text of built-in target `name`'s file: a start for a target file
/// that changes a few of its numbers (the Python backend's CPU of N
/// threads).
pub fn builtin_text(name: &str) -> Option<&'static str> {
    BUILTIN.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// Reads a target file.
pub fn load_file(path: &str) -> Result<Target, TargetError> {
    let bytes = std::fs::read(path).map_err(|e| TargetError {
        file: path.to_string(),
        line: 1,
        col: 1,
        message: format!("cannot read target file: {e}"),
    })?;
    let text = String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let valid = String::from_utf8_lossy(&e.as_bytes()[..at]).into_owned();
        let (line, col) = line_col(&valid, at);
        TargetError {
            file: path.to_string(),
            line,
            col,
            message: "invalid UTF-8 in target file".into(),
        }
    })?;
    load(path, &text)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    name: Spanned<String>,
    kind: Spanned<String>,
    default_dtype: Option<Spanned<String>>,
    compute: Spanned<RawCompute>,
    onchip: Spanned<RawOnChip>,
    memory: Spanned<RawMemory>,
    interconnect: Option<Spanned<RawInterconnect>>,
    layout: Spanned<RawLayout>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCompute {
    cores: Option<Spanned<i64>>,
    corelets_per_core: Option<Spanned<i64>>,
    matrix_unit: Option<Spanned<Vec<i64>>>,
    matrix_units_per_core: Option<Spanned<i64>>,
    clock_hz: Option<Spanned<f64>>,
    vector_bytes: Option<Spanned<i64>>,
    thread_wake_s: Option<Spanned<f64>>,
    peak_flops: Option<Spanned<BTreeMap<String, Spanned<f64>>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOnChip {
    name: Spanned<String>,
    bytes: Option<Spanned<i64>>,
    reserved_bytes: Option<Spanned<i64>>,
    reserve_fraction: Option<Spanned<f64>>,
    align: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMemory {
    name: Spanned<String>,
    bytes: Spanned<i64>,
    bandwidth: Spanned<f64>,
    per_core_span: Option<Spanned<i64>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawInterconnect {
    name: Spanned<String>,
    bytes_per_cycle: Spanned<f64>,
}

/// Tiles are listed per element type; each key is one of [`DType`]'s
/// names (serde's `flatten` would lose the spans the errors need).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLayout {
    kind: Spanned<String>,
    stick_bytes: Option<Spanned<i64>>,
    f64: Option<Spanned<Vec<Vec<i64>>>>,
    f32: Option<Spanned<Vec<Vec<i64>>>>,
    bf16: Option<Spanned<Vec<Vec<i64>>>>,
    f16: Option<Spanned<Vec<Vec<i64>>>>,
    f8: Option<Spanned<Vec<Vec<i64>>>>,
    i64: Option<Spanned<Vec<Vec<i64>>>>,
    i32: Option<Spanned<Vec<Vec<i64>>>>,
    i16: Option<Spanned<Vec<Vec<i64>>>>,
    i8: Option<Spanned<Vec<Vec<i64>>>>,
    i4: Option<Spanned<Vec<Vec<i64>>>>,
    i1: Option<Spanned<Vec<Vec<i64>>>>,
}

impl RawLayout {
    /// The tile lists given, by element type.
    fn tiles(&self) -> Vec<(DType, &Spanned<Vec<Vec<i64>>>)> {
        [
            (DType::F64, &self.f64),
            (DType::F32, &self.f32),
            (DType::BF16, &self.bf16),
            (DType::F16, &self.f16),
            (DType::F8, &self.f8),
            (DType::I64, &self.i64),
            (DType::I32, &self.i32),
            (DType::I16, &self.i16),
            (DType::I8, &self.i8),
            (DType::I4, &self.i4),
            (DType::I1, &self.i1),
        ]
        .into_iter()
        .filter_map(|(d, v)| v.as_ref().map(|v| (d, v)))
        .collect()
    }
}

/// 1-based line and column of byte `at` in `text`.
fn line_col(text: &str, at: usize) -> (usize, usize) {
    let at = at.min(text.len());
    let before = &text.as_bytes()[..at];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let col = at
        - before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1)
        + 1;
    (line, col)
}

struct Checker<'a> {
    file: &'a str,
    text: &'a str,
}

impl Checker<'_> {
    fn err(&self, span: Range<usize>, message: impl Into<String>) -> TargetError {
        let (line, col) = line_col(self.text, span.start);
        TargetError {
            file: self.file.to_string(),
            line,
            col,
            message: message.into(),
        }
    }
    /// A count that must be at least `min`.
    fn count(&self, v: &Spanned<i64>, what: &str, min: i64) -> Result<u64, TargetError> {
        if *v.get_ref() < min {
            return Err(self.err(
                v.span(),
                format!("{what} must be at least {min}, not {}", v.get_ref()),
            ));
        }
        Ok(*v.get_ref() as u64)
    }
    /// A rate that must be positive and finite.
    fn rate(&self, v: &Spanned<f64>, what: &str) -> Result<f64, TargetError> {
        let x = *v.get_ref();
        if !(x.is_finite() && x > 0.0) {
            return Err(self.err(
                v.span(),
                format!("{what} must be a positive number, not {x}"),
            ));
        }
        Ok(x)
    }
    fn dtype(&self, name: &str, span: Range<usize>) -> Result<DType, TargetError> {
        DType::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = DType::ALL.iter().map(|(_, n)| *n).collect();
            self.err(
                span,
                format!(
                    "unknown element type `{name}` (one of {})",
                    known.join(", ")
                ),
            )
        })
    }
    fn missing(&self, table: Range<usize>, key: &str, kind: Kind) -> TargetError {
        self.err(table, format!("a `{}` target needs `{key}`", kind.name()))
    }
}

/// Reads and checks target text; `file` names it in errors.
pub fn load(file: &str, text: &str) -> Result<Target, TargetError> {
    let c = Checker { file, text };
    let raw: Raw = toml::from_str(text).map_err(|e| {
        let span = e.span().unwrap_or(0..0);
        c.err(span, e.message().trim_end().to_string())
    })?;
    let kind = match raw.kind.get_ref().as_str() {
        "spyre" => Kind::Spyre,
        "tpu" => Kind::Tpu,
        "cpu" => Kind::Cpu,
        other => {
            return Err(c.err(
                raw.kind.span(),
                format!("unknown target kind `{other}` (one of spyre, tpu, cpu)"),
            ))
        }
    };
    if raw.name.get_ref().trim().is_empty() {
        return Err(c.err(raw.name.span(), "a target needs a name"));
    }
    let default_dtype = match &raw.default_dtype {
        Some(d) => Some(c.dtype(d.get_ref(), d.span())?),
        None => None,
    };
    // The host fills what a CPU file leaves out.
    let host = (kind == Kind::Cpu).then(Host::detect);
    let comp = raw.compute.get_ref();
    let comp_span = raw.compute.span();
    let cores = match (&comp.cores, host) {
        (Some(v), _) => c.count(v, "compute.cores", 1)? as u32,
        (None, Some(h)) => h.cores,
        (None, None) => return Err(c.missing(comp_span, "compute.cores", kind)),
    };
    let corelets_per_core = match &comp.corelets_per_core {
        Some(v) => c.count(v, "compute.corelets_per_core", 1)? as u32,
        None => 1,
    };
    let matrix_unit = match &comp.matrix_unit {
        Some(v) => match v.get_ref().as_slice() {
            [r, col] if *r >= 1 && *col >= 1 => Some(MatrixUnit {
                rows: *r as u32,
                cols: *col as u32,
            }),
            _ => {
                return Err(c.err(
                    v.span(),
                    "compute.matrix_unit must be [rows, cols], both at least 1",
                ))
            }
        },
        None if kind == Kind::Cpu => None,
        None => return Err(c.missing(comp_span, "compute.matrix_unit", kind)),
    };
    let matrix_units_per_core = match &comp.matrix_units_per_core {
        Some(v) => c.count(v, "compute.matrix_units_per_core", 1)? as u32,
        None if matrix_unit.is_none() => 0,
        None => return Err(c.missing(comp_span, "compute.matrix_units_per_core", kind)),
    };
    let clock_hz = match &comp.clock_hz {
        Some(v) => c.rate(v, "compute.clock_hz")?,
        None => return Err(c.missing(comp_span, "compute.clock_hz", kind)),
    };
    let vector_bytes = match (&comp.vector_bytes, host) {
        (Some(v), _) => c.count(v, "compute.vector_bytes", 1)? as u32,
        (None, Some(h)) => h.vector_bytes,
        (None, None) => return Err(c.missing(comp_span, "compute.vector_bytes", kind)),
    };
    let thread_wake_s = match &comp.thread_wake_s {
        Some(v) => c.rate(v, "compute.thread_wake_s")?,
        None => 0.0,
    };
    let mut peak_flops = Vec::new();
    if let Some(p) = &comp.peak_flops {
        for (name, v) in p.get_ref() {
            let d = c.dtype(name, v.span())?;
            peak_flops.push((d, c.rate(v, &format!("compute.peak_flops.{name}"))?));
        }
    }
    if peak_flops.is_empty() {
        match kind {
            // Two FMA units a core, each a vector of f32 a cycle.
            Kind::Cpu => {
                let per_core = 2.0 * 2.0 * (vector_bytes as f64 / 4.0) * clock_hz;
                peak_flops.push((DType::F32, per_core * cores as f64));
            }
            _ => return Err(c.missing(comp_span, "compute.peak_flops", kind)),
        }
    }

    let oc = raw.onchip.get_ref();
    let oc_span = raw.onchip.span();
    let onchip_bytes = match (&oc.bytes, host) {
        (Some(v), _) => c.count(v, "onchip.bytes", 1)?,
        (None, Some(h)) => h.l2_bytes,
        (None, None) => return Err(c.missing(oc_span.clone(), "onchip.bytes", kind)),
    };
    let reserved_bytes = match &oc.reserved_bytes {
        Some(v) => c.count(v, "onchip.reserved_bytes", 0)?,
        None => 0,
    };
    let reserve_fraction = match &oc.reserve_fraction {
        Some(v) => {
            let f = *v.get_ref();
            if !(0.0..1.0).contains(&f) {
                return Err(c.err(
                    v.span(),
                    format!("onchip.reserve_fraction must be in [0, 1), not {f}"),
                ));
            }
            f
        }
        None => 0.0,
    };
    let align = match &oc.align {
        Some(v) => c.count(v, "onchip.align", 1)?,
        None => 1,
    };
    let onchip = OnChip {
        name: oc.name.get_ref().clone(),
        bytes: onchip_bytes,
        reserved_bytes,
        reserve_fraction,
        align,
    };

    let m = raw.memory.get_ref();
    let memory = Memory {
        name: m.name.get_ref().clone(),
        bytes: c.count(&m.bytes, "memory.bytes", 1)?,
        bandwidth: c.rate(&m.bandwidth, "memory.bandwidth")?,
        per_core_span: match &m.per_core_span {
            Some(v) => Some(c.count(v, "memory.per_core_span", 1)?),
            None => None,
        },
    };

    let interconnect = match &raw.interconnect {
        Some(i) => {
            let i = i.get_ref();
            Some(Interconnect {
                name: i.name.get_ref().clone(),
                bytes_per_cycle: c.rate(&i.bytes_per_cycle, "interconnect.bytes_per_cycle")?,
            })
        }
        None => None,
    };

    let l = raw.layout.get_ref();
    let layout = match l.kind.get_ref().as_str() {
        "sticks" => {
            let Some(v) = &l.stick_bytes else {
                return Err(c.missing(raw.layout.span(), "layout.stick_bytes", kind));
            };
            let s = c.count(v, "layout.stick_bytes", 1)?;
            if let Some((d, v)) = l.tiles().first() {
                return Err(c.err(v.span(), format!("a stick layout has no `{d}` tiles")));
            }
            LayoutRule::Sticks {
                stick_bytes: s as u32,
            }
        }
        "tiles" => {
            if l.tiles().is_empty() {
                return Err(c.err(raw.layout.span(), "a tiled layout needs the tiles of at least one element type (`f32 = [[8, 128]]`)"));
            }
            let mut tiles = Vec::new();
            for (d, v) in l.tiles() {
                let name = d.name();
                let mut ts = Vec::new();
                for t in v.get_ref() {
                    match t.as_slice() {
                        [a, b] if *a >= 1 && *b >= 1 => ts.push((*a as u32, *b as u32)),
                        _ => {
                            return Err(c.err(
                                v.span(),
                                format!(
                                "layout.{name} must be tiles [[rows, cols], ...], each at least 1"
                            ),
                            ))
                        }
                    }
                }
                if ts.is_empty() {
                    return Err(c.err(v.span(), format!("layout.{name} has no tile")));
                }
                tiles.push((d, ts));
            }
            LayoutRule::Tiles { tiles }
        }
        "row-major" => {
            if let Some(v) = &l.stick_bytes {
                return Err(c.err(v.span(), "a row-major layout has no sticks"));
            }
            LayoutRule::RowMajor
        }
        other => {
            return Err(c.err(
                l.kind.span(),
                format!("unknown layout kind `{other}` (one of sticks, tiles, row-major)"),
            ))
        }
    };

    // On-chip memory must hold at least one unit of the layout after its
    // reserves.
    let smallest = match &layout {
        LayoutRule::Sticks { stick_bytes } => Some((*stick_bytes as u64, "one stick")),
        LayoutRule::Tiles { tiles } => tiles
            .iter()
            .map(|(d, _)| {
                let (r, cl) = layout.minor_tile(*d).unwrap_or((1, 1));
                r * cl * d.bits() as u64 / 8
            })
            .min()
            .map(|b| (b, "one tile")),
        LayoutRule::RowMajor => Some((vector_bytes as u64, "one vector")),
    };
    if let Some((unit, what)) = smallest {
        if onchip.usable_bytes() < unit {
            let span = oc.bytes.as_ref().map_or(oc_span, |b| b.span());
            return Err(c.err(
                span,
                format!(
                    "usable on-chip memory ({} bytes after reserves) is smaller than {what} ({unit} bytes)",
                    onchip.usable_bytes()
                ),
            ));
        }
    }

    Ok(Target {
        name: raw.name.get_ref().clone(),
        kind,
        default_dtype,
        cores,
        corelets_per_core,
        matrix_unit,
        matrix_units_per_core,
        clock_hz,
        vector_bytes,
        thread_wake_s,
        peak_flops,
        onchip,
        memory,
        interconnect,
        layout,
        source: file.to_string(),
    })
}

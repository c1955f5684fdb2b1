//! `#hlo.plan<...>`: how one kernel's work is divided, as `tile` decided
//! it and every later pass reads it (the IR is the contract between
//! passes, as IREE's `lowering_config`):
//!
//! ```text
//! #hlo.plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 2, time_dim = 0,
//!           onchip_bytes = 24576, spill_bytes = 0,
//!           lx = [{offset = 0, bytes = 8192, copies = 2}, {bytes = 4096, spilled},
//!                 {offset = 16384, bytes = 8192, resident = [0, 1]}]>
//! ```
//!
//! - `cores`: the cores (threads, TensorCores) the kernel runs on: the
//!   decision a user edits to try another division;
//! - `split`: how many cores share each dimension of the kernel's (first)
//!   output; `k_split`: how many share a contraction's K. Their product is
//!   `cores` as `tile` writes it; a plan edited to disagree is divided
//!   again by `tile`'s rule, with a warning, by the pass that reads it;
//! - `time_steps` along output dimension `time_dim`: each core's share cut
//!   in time so its working set fits on chip (coarse tiling);
//! - `block`, `k_block`: a TPU kernel's VMEM block of the output's two
//!   most-minor dimensions and of K;
//! - `onchip_bytes`: the most a core holds at once, double buffers
//!   included; `spill_bytes`: what does not fit and goes through device
//!   memory, priced twice;
//! - `lx`: on a scratchpad machine (Spyre), one buffer a tensor (operands,
//!   then results): its address in a core's usable LX, its bytes (every
//!   copy), `copies = 2` when double-buffered, `spilled` when it has no
//!   room, and `resident = [first, last]` when it stays in LX from the
//!   kernel that writes it (index `first` among its function's kernels) to
//!   the last that reads it.

use super::fields::{self, error, list, Field, Reading};
use ir::registry::TypeSyntaxError;
use ir::{AttrKind, Attribute, Context};

/// The mnemonic.
pub const NAME: &str = "plan";

/// One kernel's plan.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    pub cores: u64,
    pub split: Vec<u64>,
    pub k_split: u64,
    pub time_steps: u64,
    pub time_dim: Option<usize>,
    pub block: Vec<i64>,
    pub k_block: Option<i64>,
    pub onchip_bytes: u64,
    pub spill_bytes: u64,
    pub lx: Vec<Buffer>,
}

/// One tensor's buffer in a core's on-chip memory.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Buffer {
    /// Its address in the usable on-chip memory; `None` when spilled.
    pub offset: Option<u64>,
    /// Bytes reserved, every copy included.
    pub bytes: u64,
    /// 2 when double-buffered, else 1.
    pub copies: u64,
    /// The kernels (indices among its function's kernels) it stays in
    /// on-chip memory across, when it does.
    pub resident: Option<(usize, usize)>,
}

impl Buffer {
    /// Whether it has no room on chip.
    pub fn spilled(&self) -> bool {
        self.offset.is_none()
    }
}

impl Plan {
    /// The plan of attribute `a`, if it is one that reads.
    pub fn of(ctx: &Context, a: Attribute) -> Option<Plan> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "hlo" => {
                Plan::parse(data).ok()
            }
            _ => None,
        }
    }

    /// Reads the body `plan<...>`.
    pub fn parse(body: &str) -> Result<Plan, TypeSyntaxError> {
        let (text, base) =
            fields::inner(body, NAME).ok_or_else(|| error(0, "expected 'plan<...>'"))?;
        let fs = fields::parse(text, base)?;
        let r = Reading::new(&fs, base + text.len());
        r.only(
            &[
                "cores",
                "split",
                "k_split",
                "time_steps",
                "time_dim",
                "block",
                "k_block",
                "onchip_bytes",
                "spill_bytes",
                "lx",
            ],
            "a plan",
        )?;
        let cores = r.u64("cores")?;
        if cores == 0 {
            return Err(error(r.at("cores"), "'cores' must be at least 1"));
        }
        let split = r
            .opt_ints("split")?
            .ok_or_else(|| error(r.at("split"), "expected 'split = [...]'"))?;
        if let Some(i) = split.iter().position(|&s| s < 1) {
            return Err(error(
                r.at("split"),
                format!("split[{i}] = {} must be at least 1", split[i]),
            ));
        }
        let k_split = r.opt_u64("k_split")?.unwrap_or(1);
        let time_steps = r.opt_u64("time_steps")?.unwrap_or(1);
        for (k, v) in [("k_split", k_split), ("time_steps", time_steps)] {
            if v == 0 {
                return Err(error(r.at(k), format!("'{k}' must be at least 1")));
            }
        }
        let time_dim = r.opt_u64("time_dim")?.map(|d| d as usize);
        if let Some(d) = time_dim {
            if d >= split.len() {
                return Err(error(
                    r.at("time_dim"),
                    format!(
                        "time_dim = {d} names no output dimension (the output has {})",
                        split.len()
                    ),
                ));
            }
        }
        let lx = match r.opt_groups("lx")? {
            None => Vec::new(),
            Some(groups) => groups
                .into_iter()
                .map(|(at, g)| buffer(g, at))
                .collect::<Result<_, _>>()?,
        };
        Ok(Plan {
            cores,
            split: split.into_iter().map(|s| s as u64).collect(),
            k_split,
            time_steps,
            time_dim,
            block: r.opt_ints("block")?.unwrap_or_default(),
            k_block: r.opt_u64("k_block")?.map(|k| k as i64),
            onchip_bytes: r.opt_u64("onchip_bytes")?.unwrap_or(0),
            spill_bytes: r.opt_u64("spill_bytes")?.unwrap_or(0),
            lx,
        })
    }

    /// The canonical body: `plan<cores = N, ...>`.
    pub fn text(&self) -> String {
        let mut s = format!(
            "{NAME}<cores = {}, split = {}, k_split = {}, time_steps = {}",
            self.cores,
            list(&self.split),
            self.k_split,
            self.time_steps
        );
        if let Some(d) = self.time_dim {
            s.push_str(&format!(", time_dim = {d}"));
        }
        if !self.block.is_empty() {
            s.push_str(&format!(", block = {}", list(&self.block)));
        }
        if let Some(k) = self.k_block {
            s.push_str(&format!(", k_block = {k}"));
        }
        s.push_str(&format!(
            ", onchip_bytes = {}, spill_bytes = {}",
            self.onchip_bytes, self.spill_bytes
        ));
        if !self.lx.is_empty() {
            let bufs: Vec<String> = self.lx.iter().map(Buffer::text).collect();
            s.push_str(&format!(", lx = [{}]", bufs.join(", ")));
        }
        s.push('>');
        s
    }

    /// The attribute.
    pub fn attr(&self, ctx: &mut Context) -> Attribute {
        let dialect = ctx.ident("hlo");
        ctx.attr(AttrKind::Opaque {
            dialect,
            data: self.text().into(),
        })
    }

    /// The cores `split` and `k_split` use.
    pub fn divided_cores(&self) -> u64 {
        self.split.iter().product::<u64>() * self.k_split
    }
}

impl Buffer {
    fn text(&self) -> String {
        let mut parts = Vec::new();
        match self.offset {
            Some(o) => parts.push(format!("offset = {o}")),
            None => parts.push("spilled".to_string()),
        }
        parts.push(format!("bytes = {}", self.bytes));
        if self.copies != 1 {
            parts.push(format!("copies = {}", self.copies));
        }
        if let Some((a, b)) = self.resident {
            parts.push(format!("resident = [{a}, {b}]"));
        }
        format!("{{{}}}", parts.join(", "))
    }
}

fn buffer(g: &[Field], at: usize) -> Result<Buffer, TypeSyntaxError> {
    let r = Reading::new(g, at);
    r.only(
        &["offset", "bytes", "copies", "spilled", "resident"],
        "an lx buffer",
    )?;
    let spilled = r.flag("spilled")?;
    let offset = r.opt_u64("offset")?;
    if spilled == offset.is_some() {
        return Err(error(
            at,
            "an lx buffer has either 'offset = N' or 'spilled'",
        ));
    }
    let copies = r.opt_u64("copies")?.unwrap_or(1);
    if !(1..=2).contains(&copies) {
        return Err(error(r.at("copies"), "'copies' is 1 or 2"));
    }
    let resident = match r.opt_ints("resident")? {
        None => None,
        Some(v) if v.len() == 2 && 0 <= v[0] && v[0] < v[1] => Some((v[0] as usize, v[1] as usize)),
        Some(_) => {
            return Err(error(
                r.at("resident"),
                "'resident' is [first, last]: the kernels it stays across, first < last",
            ))
        }
    };
    if resident.is_some() && spilled {
        return Err(error(at, "a spilled buffer cannot stay resident"));
    }
    Ok(Buffer {
        offset,
        bytes: r.u64("bytes")?,
        copies,
        resident,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        let p = Plan {
            cores: 32,
            split: vec![32, 1],
            k_split: 1,
            time_steps: 2,
            time_dim: Some(0),
            block: vec![],
            k_block: None,
            onchip_bytes: 24576,
            spill_bytes: 4096,
            lx: vec![
                Buffer {
                    offset: Some(0),
                    bytes: 8192,
                    copies: 2,
                    resident: None,
                },
                Buffer {
                    offset: None,
                    bytes: 4096,
                    copies: 1,
                    resident: None,
                },
                Buffer {
                    offset: Some(16384),
                    bytes: 8192,
                    copies: 1,
                    resident: Some((0, 1)),
                },
            ],
        };
        let t = p.text();
        assert_eq!(
            t,
            "plan<cores = 32, split = [32, 1], k_split = 1, time_steps = 2, time_dim = 0, onchip_bytes = 24576, spill_bytes = 4096, lx = [{offset = 0, bytes = 8192, copies = 2}, {spilled, bytes = 4096}, {offset = 16384, bytes = 8192, resident = [0, 1]}]>"
        );
        assert_eq!(Plan::parse(&t).unwrap(), p);
        // Spacing and order are free; the text comes back canonical.
        let q = Plan::parse("plan< split=[32,1],cores=32 ,time_steps=2,time_dim=0,onchip_bytes=24576,spill_bytes=4096,lx=[{bytes=8192,offset=0,copies=2},{spilled,bytes=4096},{offset=16384,bytes=8192,resident=[0,1]}]>").unwrap();
        assert_eq!(q.text(), t);
    }

    #[test]
    fn bad_plans_are_located() {
        let e = Plan::parse("plan<cores = 0, split = [1]>").unwrap_err();
        assert_eq!(e.offset, 5);
        let e = Plan::parse("plan<cores = 2, split = [2], time_dim = 1>").unwrap_err();
        assert!(e.message.contains("time_dim = 1"), "{}", e.message);
        let e = Plan::parse("plan<cores = 2, split = [2], lx = [{bytes = 1}]>").unwrap_err();
        assert!(e.message.contains("offset"), "{}", e.message);
        let e = Plan::parse("plan<cores = 2, splat = [2]>").unwrap_err();
        assert!(e.message.contains("unknown field 'splat'"), "{}", e.message);
        assert!(Plan::parse("plan<cores = 2>").is_err());
    }
}

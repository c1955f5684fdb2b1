//! `#hlo.stored<...>`: how the target stores one tensor a kernel reads or
//! writes, as `layout` decided it. A kernel carries one a tensor
//! (operands, then results) in `hlo.layouts`:
//!
//! ```text
//! #hlo.stored<shape = [5, 100, 192], sticks = 64>              Spyre: whole sticks of 64 elements
//! #hlo.stored<shape = [5, 6400], sticks = 64, sparse>          one value a stick (after a stick-dimension reduction)
//! #hlo.stored<shape = [256, 768], sticks = 64, padded = [0]>   a matmul's B: K rows (dimension 0) padded to whole sticks
//! #hlo.stored<shape = [16, 128], tiles = [[8, 128], [2, 1]]>   TPU: XLA's tiles of the two most-minor dimensions
//! #hlo.stored<shape = [64, 2048], row_major>                   dense rows (the CPU)
//! #hlo.stored<shape = [100, 192], sticks = 64, dense_in_memory>
//! ```
//!
//! `shape` is the stored (padded) shape, as the target holds the tensor
//! (on chip, and in device memory); the logical one is the tensor's.
//! `dense_in_memory`: in the program's device memory the tensor is dense
//! rows, not sticks (the caller's arrays; a tensor viewed under another
//! innermost dimension): the kernels read and write it as such, and a
//! core still holds it in whole sticks on chip.

use super::fields::{self, error, list, Reading};
use ir::registry::TypeSyntaxError;
use ir::{AttrKind, Attribute, Context};

/// The mnemonic.
pub const NAME: &str = "stored";

/// How the elements are arranged.
#[derive(Clone, Debug, PartialEq)]
pub enum Arrangement {
    /// The innermost dimension in whole sticks of `per_stick` elements;
    /// `sparse`: one value a stick; `padded`: outer dimensions padded to
    /// whole sticks too (a matmul's K rows).
    Sticks {
        per_stick: i64,
        sparse: bool,
        padded: Vec<usize>,
        dense_in_memory: bool,
    },
    /// XLA tiles of the most-minor dimensions, outermost tile first.
    Tiles(Vec<Vec<i64>>),
    /// Dense rows.
    RowMajor,
}

/// One tensor as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// The stored (padded) shape.
    pub shape: Vec<i64>,
    pub arrangement: Arrangement,
}

impl Stored {
    /// The stored tensor of attribute `a`, if it is one that reads.
    pub fn of(ctx: &Context, a: Attribute) -> Option<Stored> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "hlo" => {
                Stored::parse(data).ok()
            }
            _ => None,
        }
    }

    /// Reads the body `stored<...>`.
    pub fn parse(body: &str) -> Result<Stored, TypeSyntaxError> {
        let (text, base) =
            fields::inner(body, NAME).ok_or_else(|| error(0, "expected 'stored<...>'"))?;
        let fs = fields::parse(text, base)?;
        let r = Reading::new(&fs, base + text.len());
        r.only(
            &[
                "shape",
                "sticks",
                "sparse",
                "padded",
                "dense_in_memory",
                "tiles",
                "row_major",
            ],
            "a stored layout",
        )?;
        let shape = r
            .opt_ints("shape")?
            .ok_or_else(|| error(r.at("shape"), "expected 'shape = [...]'"))?;
        if let Some(i) = shape.iter().position(|&d| d < 0) {
            return Err(error(
                r.at("shape"),
                format!("shape[{i}] = {} is negative", shape[i]),
            ));
        }
        let sticks = r.opt_u64("sticks")?;
        let tiles = r.opt_int_lists("tiles")?;
        let row_major = r.flag("row_major")?;
        let kinds = sticks.is_some() as u8 + tiles.is_some() as u8 + row_major as u8;
        if kinds != 1 {
            return Err(error(
                base + text.len(),
                "a stored layout is one of 'sticks = N', 'tiles = [...]' or 'row_major'",
            ));
        }
        let (sparse, padded) = (r.flag("sparse")?, r.opt_ints("padded")?);
        let dense_in_memory = r.flag("dense_in_memory")?;
        if sticks.is_none() && (sparse || padded.is_some() || dense_in_memory) {
            let at = if sparse {
                r.at("sparse")
            } else if dense_in_memory {
                r.at("dense_in_memory")
            } else {
                r.at("padded")
            };
            return Err(error(
                at,
                "'sparse', 'padded' and 'dense_in_memory' go with 'sticks = N'",
            ));
        }
        let arrangement = match (sticks, tiles) {
            (Some(0), _) => return Err(error(r.at("sticks"), "'sticks' must be at least 1")),
            (Some(n), _) => Arrangement::Sticks {
                per_stick: n as i64,
                sparse,
                dense_in_memory,
                padded: padded
                    .unwrap_or_default()
                    .into_iter()
                    .map(|d| d.max(0) as usize)
                    .collect(),
            },
            (None, Some(t)) => {
                if t.is_empty() || t.iter().any(|x| x.is_empty() || x.iter().any(|&v| v < 1)) {
                    return Err(error(r.at("tiles"), "each tile lists positive sizes"));
                }
                Arrangement::Tiles(t)
            }
            (None, None) => Arrangement::RowMajor,
        };
        Ok(Stored { shape, arrangement })
    }

    /// The canonical body.
    pub fn text(&self) -> String {
        let kind = match &self.arrangement {
            Arrangement::Sticks {
                per_stick,
                sparse,
                padded,
                dense_in_memory,
            } => {
                let mut s = format!("sticks = {per_stick}");
                if *sparse {
                    s.push_str(", sparse");
                }
                if !padded.is_empty() {
                    s.push_str(&format!(", padded = {}", list(padded)));
                }
                if *dense_in_memory {
                    s.push_str(", dense_in_memory");
                }
                s
            }
            Arrangement::Tiles(t) => {
                let ts: Vec<String> = t.iter().map(|x| list(x)).collect();
                format!("tiles = [{}]", ts.join(", "))
            }
            Arrangement::RowMajor => "row_major".to_string(),
        };
        format!("{NAME}<shape = {}, {kind}>", list(&self.shape))
    }

    /// The attribute.
    pub fn attr(&self, ctx: &mut Context) -> Attribute {
        let dialect = ctx.ident("hlo");
        ctx.attr(AttrKind::Opaque {
            dialect,
            data: self.text().into(),
        })
    }

    /// Elements stored.
    pub fn elements(&self) -> u64 {
        self.shape.iter().map(|&d| d.max(0) as u64).product()
    }

    /// The layout in short, as the report prints it: `sticks(64)`,
    /// `sparse sticks(64)`, `sticks(64), K rows padded`,
    /// `{1,0:T(8,128)(2,1)}`, `row-major`.
    pub fn summary(&self) -> String {
        match &self.arrangement {
            Arrangement::Sticks {
                per_stick,
                sparse: true,
                ..
            } => format!("sparse sticks({per_stick})"),
            Arrangement::Sticks {
                per_stick, padded, ..
            } if !padded.is_empty() => format!("sticks({per_stick}), K rows padded"),
            Arrangement::Sticks { per_stick, .. } => format!("sticks({per_stick})"),
            Arrangement::Tiles(t) => {
                let order: Vec<String> =
                    (0..self.shape.len()).rev().map(|i| i.to_string()).collect();
                let order = if self.shape.len() <= 1 {
                    "0".to_string()
                } else {
                    order.join(",")
                };
                let tiles: String = t
                    .iter()
                    .map(|x| {
                        let v: Vec<String> = x.iter().map(i64::to_string).collect();
                        format!("({})", v.join(","))
                    })
                    .collect();
                format!("{{{order}:T{tiles}}}")
            }
            Arrangement::RowMajor => "row-major".to_string(),
        }
    }

    /// Elements a stick, if the tensor lies in sticks in device memory:
    /// what a kernel's memory view pads its rows to.
    pub fn memory_sticks(&self) -> Option<i64> {
        match &self.arrangement {
            Arrangement::Sticks {
                per_stick,
                dense_in_memory: false,
                ..
            } => Some(*per_stick),
            _ => None,
        }
    }

    /// Whether device memory holds it as dense rows while the target
    /// stores it in sticks.
    pub fn dense_in_memory(&self) -> bool {
        matches!(
            self.arrangement,
            Arrangement::Sticks {
                dense_in_memory: true,
                ..
            }
        )
    }

    /// Checks the stored shape against the tensor's logical shape: the
    /// same rank (a sparse scalar takes one stick), no dimension smaller,
    /// a sticked innermost dimension in whole sticks.
    pub fn check(&self, logical: &[i64]) -> Result<(), String> {
        let sparse = matches!(self.arrangement, Arrangement::Sticks { sparse: true, .. });
        let rank_ok = self.shape.len() == logical.len()
            || (sparse && logical.is_empty() && self.shape.len() == 1);
        if !rank_ok {
            return Err(format!(
                "shape {} has rank {}, the tensor {}",
                list(&self.shape),
                self.shape.len(),
                logical.len()
            ));
        }
        for (i, (&s, &l)) in self.shape.iter().zip(logical).enumerate() {
            if s < l {
                return Err(format!("shape[{i}] = {s} is smaller than the tensor's {l}"));
            }
        }
        if let Arrangement::Sticks {
            per_stick, padded, ..
        } = &self.arrangement
        {
            if let Some(&last) = self.shape.last() {
                if last % per_stick != 0 {
                    return Err(format!(
                        "the innermost dimension ({last}) is not a whole number of sticks of {per_stick}"
                    ));
                }
            }
            if let Some(&d) = padded.iter().find(|&&d| d >= self.shape.len()) {
                return Err(format!(
                    "padded names dimension {d}, which the tensor has not"
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_summaries() {
        for (t, s) in [
            ("stored<shape = [5, 100, 192], sticks = 64>", "sticks(64)"),
            (
                "stored<shape = [5, 6400], sticks = 64, sparse>",
                "sparse sticks(64)",
            ),
            (
                "stored<shape = [256, 768], sticks = 64, padded = [0]>",
                "sticks(64), K rows padded",
            ),
            (
                "stored<shape = [5, 112, 256], tiles = [[8, 128], [2, 1]]>",
                "{2,1,0:T(8,128)(2,1)}",
            ),
            ("stored<shape = [1024], tiles = [[1024]]>", "{0:T(1024)}"),
            ("stored<shape = [64, 2048], row_major>", "row-major"),
            (
                "stored<shape = [100, 192], sticks = 64, dense_in_memory>",
                "sticks(64)",
            ),
        ] {
            let st = Stored::parse(t).unwrap();
            assert_eq!(st.text(), t);
            assert_eq!(st.summary(), s);
        }
    }

    #[test]
    fn checks() {
        let st = Stored::parse("stored<shape = [5, 192], sticks = 64>").unwrap();
        assert!(st.check(&[5, 150]).is_ok());
        assert!(st.check(&[5, 200]).unwrap_err().contains("smaller"));
        assert!(st.check(&[150]).unwrap_err().contains("rank"));
        let st = Stored::parse("stored<shape = [5, 190], sticks = 64>").unwrap();
        assert!(st.check(&[5, 150]).unwrap_err().contains("whole number"));
        assert!(Stored::parse("stored<shape = [5], row_major, sticks = 2>").is_err());
        assert!(Stored::parse("stored<shape = [5], row_major, sparse>").is_err());
    }
}

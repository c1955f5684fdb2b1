//! XLA layouts: `{1,0:T(8,128)(2,1)S(1)}`. The minor-to-major order lists
//! dimensions from fastest- to slowest-varying; each `T(...)` tiles the
//! minor dimensions (applied in turn, so bf16's `T(8,128)(2,1)` packs
//! pairs of rows within each 8x128 tile); `S(n)` is the memory space.
//! Carried on tensor types as `#hlo.layout<{...}>`.

use ir::{AttrKind, Attribute, Context, Type, TypeKind};

/// A layout.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Dimensions from minor (fastest) to major.
    pub minor_to_major: Vec<i64>,
    /// Tiles, outermost first; each lists tile sizes for the minor dims.
    pub tiles: Vec<Vec<i64>>,
    /// Memory space (0: device memory).
    pub memory_space: i64,
}

impl Layout {
    /// Reads `{1,0:T(8,128)(2,1)S(1)}`.
    pub fn parse(s: &str) -> Result<Layout, String> {
        let body = s
            .trim()
            .strip_prefix('{')
            .and_then(|b| b.strip_suffix('}'))
            .ok_or_else(|| format!("expected '{{...}}', got '{s}'"))?;
        let (order, rest) = match body.split_once(':') {
            Some((o, r)) => (o, r),
            None => (body, ""),
        };
        let mut l = Layout::default();
        for x in order.split(',').map(str::trim).filter(|x| !x.is_empty()) {
            l.minor_to_major.push(
                x.parse()
                    .map_err(|_| format!("bad dimension '{x}' in layout '{s}'"))?,
            );
        }
        let mut r = rest.trim();
        while !r.is_empty() {
            let (tag, after) = r.split_at(1);
            let inner_end = after
                .find(')')
                .ok_or_else(|| format!("unclosed '(' in layout '{s}'"))?;
            let inner = after
                .strip_prefix('(')
                .ok_or_else(|| format!("expected '(' after '{tag}' in layout '{s}'"))?;
            let args = &inner[..inner_end - 1];
            let nums: Result<Vec<i64>, String> = args
                .split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(|x| {
                    x.parse()
                        .map_err(|_| format!("bad number '{x}' in layout '{s}'"))
                })
                .collect();
            let nums = nums?;
            r = after[inner_end + 1..].trim_start();
            match tag {
                "T" => {
                    l.tiles.push(nums);
                    // Further tiles follow as bare `(..)` groups.
                    while let Some(more) = r.strip_prefix('(') {
                        let end = more
                            .find(')')
                            .ok_or_else(|| format!("unclosed '(' in layout '{s}'"))?;
                        let t: Result<Vec<i64>, String> = more[..end]
                            .split(',')
                            .map(str::trim)
                            .filter(|x| !x.is_empty())
                            .map(|x| {
                                x.parse()
                                    .map_err(|_| format!("bad number '{x}' in layout '{s}'"))
                            })
                            .collect();
                        l.tiles.push(t?);
                        r = more[end + 1..].trim_start();
                    }
                }
                "S" => {
                    l.memory_space = *nums
                        .first()
                        .ok_or_else(|| format!("S() needs a memory space in layout '{s}'"))?;
                }
                _ => return Err(format!("unknown layout field '{tag}' in '{s}'")),
            }
        }
        Ok(l)
    }

    /// XLA's notation.
    pub fn text(&self) -> String {
        let mut s = String::from("{");
        s.push_str(
            &self
                .minor_to_major
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(","),
        );
        if !self.tiles.is_empty() || self.memory_space != 0 {
            s.push(':');
            for (i, t) in self.tiles.iter().enumerate() {
                if i == 0 {
                    s.push('T');
                }
                s.push('(');
                s.push_str(
                    &t.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(","),
                );
                s.push(')');
            }
            if self.memory_space != 0 {
                s.push_str(&format!("S({})", self.memory_space));
            }
        }
        s.push('}');
        s
    }

    /// Whether the layout fits a tensor of `rank`: the order is a
    /// permutation of its dimensions, tiles are positive and no longer
    /// than the rank.
    pub fn check(&self, rank: usize) -> Result<(), String> {
        let mut seen = vec![false; rank];
        if self.minor_to_major.len() != rank {
            return Err(format!(
                "layout {} has {} dimensions for a tensor of rank {rank}",
                self.text(),
                self.minor_to_major.len()
            ));
        }
        for &d in &self.minor_to_major {
            match usize::try_from(d).ok().filter(|&d| d < rank) {
                Some(d) if !seen[d] => seen[d] = true,
                _ => {
                    return Err(format!(
                        "layout {} is not a permutation of 0..{rank}",
                        self.text()
                    ))
                }
            }
        }
        for t in &self.tiles {
            if t.is_empty() || t.iter().any(|&x| x <= 0 && x != -1) {
                return Err(format!(
                    "layout {} has an empty or non-positive tile",
                    self.text()
                ));
            }
        }
        if self.memory_space < 0 {
            return Err(format!(
                "layout {} has a negative memory space",
                self.text()
            ));
        }
        Ok(())
    }

    /// The row-major layout of `rank` (`{rank-1,...,1,0}`).
    pub fn row_major(rank: usize) -> Layout {
        Layout {
            minor_to_major: (0..rank as i64).rev().collect(),
            ..Layout::default()
        }
    }

    /// `#hlo.layout<{...}>`.
    pub fn attr(&self, ctx: &mut Context) -> Attribute {
        let dialect = ctx.ident("hlo");
        ctx.attr(AttrKind::Opaque {
            dialect,
            data: format!("layout<{}>", self.text()).into(),
        })
    }

    /// The layout `a` holds, if it is `#hlo.layout<...>` (`Some(Err)` if
    /// malformed).
    pub fn of_attr(ctx: &Context, a: Attribute) -> Option<Result<Layout, String>> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "hlo" => {
                let body = data.strip_prefix("layout<")?.strip_suffix('>')?;
                Some(Layout::parse(body))
            }
            _ => None,
        }
    }

    /// The layout on a tensor type's encoding, if any.
    pub fn of_type(ctx: &Context, t: Type) -> Option<Result<Layout, String>> {
        match ctx.type_kind(t) {
            TypeKind::RankedTensor {
                encoding: Some(e), ..
            } => Layout::of_attr(ctx, *e),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xla_notation_round_trips() {
        for s in [
            "{1,0}",
            "{1,0:T(8,128)}",
            "{1,0:T(8,128)(2,1)}",
            "{0,1:T(32,128)S(1)}",
            "{2,1,0:S(2)}",
            "{}",
        ] {
            assert_eq!(Layout::parse(s).unwrap().text(), s);
        }
        let l = Layout::parse("{1,0:T(8,128)(2,1)}").unwrap();
        assert_eq!(l.minor_to_major, vec![1, 0]);
        assert_eq!(l.tiles, vec![vec![8, 128], vec![2, 1]]);
        assert!(l.check(2).is_ok());
        assert!(l.check(3).is_err());
        assert!(Layout::parse("{1,1}").unwrap().check(2).is_err());
        assert!(Layout::parse("{1,0:X(2)}").is_err());
        assert!(Layout::parse("1,0").is_err());
    }
}

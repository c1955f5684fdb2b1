//! The ktdp types and attributes, kept as text by the parser and checked
//! and respelled here:
//!
//! - `!ktdp.access_tile<32x64xindex>`: the coordinates of a tile, one
//!   `index` an element (dimensions may be `?`);
//! - `!ktdp.tile_future<tensor<1x128xf16>, groups = affine_set<(g) : (g == 0)>>`:
//!   partials on their way between cores (several partials in parentheses);
//! - `!ktdp.runtime_arg<index, granularity=3, upperbound=300>`;
//! - `#ktdp.memory_space<global>` and `<ct_local[, ct_id = N]>`. The RFC's
//!   older `#ktdp.spyre_memory_space<HBM|LX|L0[, core = N]>` reads as the
//!   current spelling: HBM is `global` (reachable by every tile), LX and L0
//!   are `ct_local` (one tile's scratchpad), `core` is `ct_id`.

use ir::registry::{Registry, TypeSyntaxError};
use ir::{AttrKind, Attribute, Context, Type, TypeKind};

fn err(offset: usize, message: impl Into<String>) -> TypeSyntaxError {
    TypeSyntaxError {
        offset,
        message: message.into(),
        note: None,
    }
}

/// Text with runs of whitespace made one space, and none just inside
/// brackets (`< a >` is `<a>`).
fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut pending = false;
    for c in s.chars() {
        if c.is_whitespace() {
            pending = true;
            continue;
        }
        if pending
            && !out.is_empty()
            && !out.ends_with(['<', '(', '['])
            && !matches!(c, '>' | ')' | ']' | ',')
        {
            out.push(' ');
        }
        pending = false;
        out.push(c);
    }
    out
}

/// Splits `name<body>` into the name and the body.
fn split(body: &str) -> Result<(&str, &str), TypeSyntaxError> {
    let Some(open) = body.find('<') else {
        return Err(err(0, format!("unknown ktdp type or attribute '{body}'")));
    };
    if !body.ends_with('>') {
        return Err(err(body.len(), "expected '>'"));
    }
    Ok((&body[..open], &body[open + 1..body.len() - 1]))
}

/// The dimensions of an access tile body (`32x64xindex`), `-1` for `?`.
pub fn parse_access_tile(body: &str) -> Result<Vec<i64>, TypeSyntaxError> {
    let b = body.trim();
    let Some(dims) = b.strip_suffix("index") else {
        return Err(err(0, "access tile elements must be 'index'"));
    };
    let mut shape = Vec::new();
    for part in dims.split('x').filter(|p| !p.is_empty()) {
        let part = part.trim();
        if part == "?" {
            shape.push(-1);
        } else {
            match part.parse::<i64>() {
                Ok(n) if n >= 0 => shape.push(n),
                _ => return Err(err(0, format!("invalid access tile dimension '{part}'"))),
            }
        }
    }
    if !dims.is_empty() && !dims.ends_with('x') {
        return Err(err(0, "expected 'x' before the element type"));
    }
    Ok(shape)
}

/// The type-syntax hook: checks a `!ktdp.` type and returns its spelling.
pub fn canonical_type(body: &str) -> Result<String, TypeSyntaxError> {
    let (name, inner) = split(body)?;
    match name {
        "access_tile" => {
            let shape = parse_access_tile(inner)?;
            let mut s = String::from("access_tile<");
            for d in shape {
                if d < 0 {
                    s.push('?');
                } else {
                    s.push_str(&d.to_string());
                }
                s.push('x');
            }
            s.push_str("index>");
            Ok(s)
        }
        "tile_future" => {
            if !inner.contains("groups") {
                return Err(err(
                    name.len() + 1,
                    "expected 'groups = <integer set>' in tile_future",
                ));
            }
            // The partial types go in parentheses, as the printer writes
            // them (`(T), groups = ..`); a single one may be written bare.
            // Both they and the set are spelled as MLIR prints them.
            let at = name.len() + 1;
            let Some(i) = inner.rfind(", groups") else {
                return Err(err(
                    at,
                    "expected ', groups = <integer set>' in tile_future",
                ));
            };
            let (partials, groups) = (inner[..i].trim(), inner[i + ", groups".len()..].trim());
            let Some(set) = groups.strip_prefix('=') else {
                return Err(err(at + i, "expected '=' after 'groups'"));
            };
            let list = partials
                .strip_prefix('(')
                .and_then(|p| p.strip_suffix(')'))
                .unwrap_or(partials);
            let list = ir::text::reprint_attribute(&format!("[{list}]")).map_err(|m| err(at, m))?;
            let set = ir::text::reprint_attribute(set.trim()).map_err(|m| err(at + i, m))?;
            if !set.starts_with("affine_set<") {
                return Err(err(
                    at + i,
                    "the groups of a tile_future are an integer set",
                ));
            }
            let list = &list[1..list.len() - 1];
            Ok(format!("tile_future<({list}), groups = {set}>"))
        }
        "runtime_arg" => Ok(format!("runtime_arg<{}>", normalize(inner))),
        _ => Err(err(0, format!("unknown ktdp type '{name}'"))),
    }
}

/// Where a memory view lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemorySpace {
    /// Device memory, reachable by every compute tile.
    Global,
    /// A compute tile's own scratchpad (Spyre's LX); `Some(id)` names the
    /// tile, `None` is the tile running the kernel.
    CtLocal(Option<i64>),
}

impl MemorySpace {
    fn text(self) -> String {
        match self {
            MemorySpace::Global => "memory_space<global>".into(),
            MemorySpace::CtLocal(None) => "memory_space<ct_local>".into(),
            MemorySpace::CtLocal(Some(n)) => format!("memory_space<ct_local, ct_id = {n}>"),
        }
    }
    /// The memory space an attribute names.
    pub fn of(ctx: &Context, a: Attribute) -> Option<MemorySpace> {
        match ctx.attr_kind(a) {
            AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "ktdp" => {
                parse_memory_space(data).ok()
            }
            _ => None,
        }
    }
}

fn parse_memory_space(body: &str) -> Result<MemorySpace, TypeSyntaxError> {
    let (name, inner) = split(body)?;
    let at = name.len() + 1;
    let mut parts = inner.split(',').map(str::trim);
    let kind = parts.next().unwrap_or("");
    let id = match parts.next() {
        None => None,
        Some(p) => {
            let key = if name == "memory_space" {
                "ct_id"
            } else {
                "core"
            };
            let Some(v) = p
                .strip_prefix(key)
                .map(str::trim)
                .and_then(|r| r.strip_prefix('='))
            else {
                return Err(err(at, format!("expected '{key} = N'")));
            };
            match v.trim().parse::<i64>() {
                Ok(n) => Some(n),
                Err(_) => return Err(err(at, format!("expected an integer after '{key} ='"))),
            }
        }
    };
    if parts.next().is_some() {
        return Err(err(at, "expected '>'"));
    }
    match (name, kind) {
        ("memory_space", "global") if id.is_none() => Ok(MemorySpace::Global),
        ("memory_space", "global") => Err(err(at, "a global memory space has no ct_id")),
        ("memory_space", "ct_local") => Ok(MemorySpace::CtLocal(id)),
        ("memory_space", k) => Err(err(
            at,
            format!("expected 'global' or 'ct_local', found '{k}'"),
        )),
        // The RFC's spelling; -1 was its "no core".
        ("spyre_memory_space", "HBM") => Ok(MemorySpace::Global),
        ("spyre_memory_space", "LX" | "L0") => Ok(MemorySpace::CtLocal(id.filter(|&n| n >= 0))),
        ("spyre_memory_space", "unspecified") => Err(err(
            at,
            "the 'unspecified' memory space has no current spelling: say 'global' or 'ct_local'",
        )),
        ("spyre_memory_space", k) => Err(err(at, format!("expected HBM, LX or L0, found '{k}'"))),
        _ => Err(err(0, format!("unknown ktdp attribute '{name}'"))),
    }
}

/// The attribute-syntax hook.
pub fn canonical_attr(body: &str) -> Result<String, TypeSyntaxError> {
    parse_memory_space(body).map(MemorySpace::text)
}

/// The body of a `!ktdp.NAME<...>` type.
pub fn body<'c>(ctx: &'c Context, t: Type, name: &str) -> Option<&'c str> {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "ktdp" => data
            .strip_prefix(name)
            .and_then(|r| r.strip_prefix('<'))
            .and_then(|r| r.strip_suffix('>')),
        _ => None,
    }
}

/// The shape of an access tile type.
pub fn access_tile_shape(ctx: &Context, t: Type) -> Option<Vec<i64>> {
    parse_access_tile(body(ctx, t, "access_tile")?).ok()
}

/// Registers the type and attribute spellings and the type predicates.
pub fn register(r: &mut Registry) {
    r.set_type_syntax("ktdp", canonical_type);
    r.set_attr_syntax("ktdp", canonical_attr);
    r.set_type_predicate("ktdp.access_tile", |ctx, t| {
        body(ctx, t, "access_tile").is_some()
    });
    r.set_type_predicate("ktdp.tile_future", |ctx, t| {
        body(ctx, t, "tile_future").is_some()
    });
    r.set_type_predicate("ktdp.runtime_arg", |ctx, t| {
        body(ctx, t, "runtime_arg").is_some()
    });
}

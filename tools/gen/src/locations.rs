//! Random location attributes of every kind MLIR 22 parses.

use crate::ctx::Gen;

fn file(g: &mut Gen) -> String {
    format!(
        "\"{}\"",
        g.rng
            .pick(&["a.mlir", "src/x.py", "f", "dir/with space.c", ""])
    )
}

fn num(g: &mut Gen) -> u64 {
    match g.rng.below(8) {
        0 => 0,
        1 => 4_294_967_295,
        _ => g.rng.range(1, 500),
    }
}

/// The inside of `loc(...)`: a location instance, nested up to `depth`.
pub fn loc_body(g: &mut Gen, depth: u32) -> String {
    // Sometimes refer to a location alias defined at the top.
    if g.permille(g.style.aliases / 2) {
        let locs: Vec<String> = g
            .attr_aliases
            .iter()
            .filter(|(_, l)| *l)
            .map(|(n, _)| n.clone())
            .collect();
        if !locs.is_empty() {
            let i = g.rng.index(locs.len());
            return locs[i].clone();
        }
    }
    let d = depth > 0;
    let body = match g.rng.weighted(&[
        6,
        2,
        3,
        if d { 2 } else { 0 },
        if d { 2 } else { 0 },
        if d { 2 } else { 0 },
        if d { 1 } else { 0 },
        2,
        1,
        1,
    ]) {
        0 => {
            let f = file(g);
            format!("{f}:{}:{}", num(g), num(g))
        }
        1 => "unknown".to_string(),
        2 => format!(
            "\"{}\"",
            g.rng.pick(&["name", "x", "op.1", "with \\\"q\\\""])
        ),
        3 => {
            let n = g.rng.pick(&["n", "callee", "v"]).to_string();
            let child = loc_body(g, depth - 1);
            format!("\"{n}\"({child})")
        }
        4 => {
            let a = loc_body(g, depth - 1);
            let b = loc_body(g, depth - 1);
            format!("callsite({a} at {b})")
        }
        5 => {
            let n = g.rng.range(0, 3);
            let items: Vec<String> = (0..n).map(|_| loc_body(g, depth - 1)).collect();
            format!("fused[{}]", items.join(", "))
        }
        6 => {
            let n = g.rng.range(0, 3);
            let items: Vec<String> = (0..n).map(|_| loc_body(g, depth - 1)).collect();
            let meta = match g.rng.below(3) {
                0 => "\"meta\"".to_string(),
                1 => format!("{} : i32", g.rng.below(9)),
                _ => "#foo.m".to_string(),
            };
            format!("fused<{meta}>[{}]", items.join(", "))
        }
        7 => {
            // File range across lines (or, when equal, collapsing forms).
            let f = file(g);
            let (l, c) = (g.rng.range(1, 50), g.rng.range(1, 80));
            let (l2, c2) = (l + g.rng.range(0, 3), g.rng.range(1, 80));
            format!("{f}:{l}:{c} to {l2}:{c2}")
        }
        8 => {
            let f = file(g);
            let (l, c) = (g.rng.range(1, 50), g.rng.range(1, 80));
            format!("{f}:{l}:{c} to :{}", c + g.rng.range(0, 9))
        }
        _ => {
            // Line only: mlir-opt fills in column 0.
            let f = file(g);
            format!("{f}:{}", g.rng.range(1, 99))
        }
    };
    if g.permille(g.style.aliases / 3) {
        let name = format!(
            "#{}{}",
            g.rng.pick(&["loc", "L", "l_x"]),
            g.attr_aliases.len()
        );
        g.alias_defs.push(format!("{name} = loc({body})"));
        g.attr_aliases.push((name.clone(), true));
        return name;
    }
    body
}

/// ` loc(...)` suffix (with leading space) or nothing.
pub fn maybe_loc(g: &mut Gen, per_mille: u64) -> String {
    if g.permille(per_mille) {
        format!(" loc({})", loc_body(g, 2))
    } else {
        String::new()
    }
}

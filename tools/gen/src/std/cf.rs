//! `cf`: multi-block function bodies with block arguments, ended by
//! `cf.br`, `cf.cond_br` (with successor operands) and `cf.switch`, and
//! `cf.assert`.

use super::{arith, func, Elem, Gen, Ty};

/// `cf.assert %cond, "msg"`.
pub fn assert(g: &mut Gen) {
    let c = arith::cond(g);
    let msg = *g
        .rng
        .pick(&["ok", "bounds check", "x must be \\\"positive\\\"", ""]);
    g.line(&format!("cf.assert {c}, \"{msg}\""));
}

struct Block {
    label: String,
    args: Vec<Ty>,
}

/// `^bb(%a, %b : T1, T2)`-style successor with operands for `b`.
fn succ(g: &mut Gen, b: &Block) -> String {
    if b.args.is_empty() {
        return b.label.clone();
    }
    let vals: Vec<String> = b.args.iter().map(|t| g.plain_operand(t)).collect();
    let ts = g.tys(&b.args);
    format!("{}({} : {ts})", b.label, vals.join(", "))
}

/// A function body of several blocks; the entry block dominates the rest,
/// every other block only branches forward, the last ones return.
pub fn blocks(g: &mut Gen, res: &[Ty]) {
    let n = 2 + g.rng.below(3) as usize;
    let blocks: Vec<Block> = (1..=n)
        .map(|i| {
            let label = match g.rng.below(3) {
                0 => format!("^bb{i}"),
                1 => format!("^b{i}"),
                _ => format!("^{}{i}", g.rng.pick(&["exit", "loop_", "then", "next."])),
            };
            let na = g.rng.weighted(&[3, 3, 1]);
            let args = (0..na)
                .map(|_| {
                    let e = g.num_elem();
                    Ty::S(e)
                })
                .collect();
            Block { label, args }
        })
        .collect();
    let per = (g.budget / (n as i64 + 1)).max(1) as u64;
    // Entry block (implicit label).
    g.ops(per);
    terminator(g, &blocks, 0, res);
    for i in 0..n {
        g.push_scope();
        let b = &blocks[i];
        let mut hdr = b.label.clone();
        if !b.args.is_empty() {
            let parts: Vec<String> = b
                .args
                .iter()
                .map(|t| {
                    let a = g.fresh("ba");
                    g.bind(&a, t);
                    format!("{a}: {}", g.ty(t))
                })
                .collect();
            hdr = format!("{hdr}({})", parts.join(", "));
        }
        // Block headers sit one level out.
        g.shift(-1);
        g.line(&format!("{hdr}:"));
        g.shift(1);
        g.ops(per);
        terminator(g, &blocks, i + 1, res);
        g.pop_scope();
    }
}

fn terminator(g: &mut Gen, blocks: &[Block], next: usize, res: &[Ty]) {
    if next >= blocks.len() {
        func::ret(g, res);
        return;
    }
    let later = next + g.rng.index(blocks.len() - next);
    match g.rng.below(5) {
        0 | 1 => {
            let s = succ(g, &blocks[next]);
            g.line(&format!("cf.br {s}"));
        }
        2 | 3 => {
            let c = arith::cond(g);
            let a = succ(g, &blocks[next]);
            let b = succ(g, &blocks[later]);
            let (a, b) = if g.rng.chance(1, 2) { (a, b) } else { (b, a) };
            g.line(&format!("cf.cond_br {c}, {a}, {b}"));
        }
        _ => {
            let e = g.int_elem(false);
            let f = g.operand(&Ty::S(e.clone()));
            let d = succ(g, &blocks[next]);
            let mut cases = vec![format!("default: {d}")];
            let ncase = 1 + g.rng.below(3);
            let mut v: i64 = g.rng.below(5) as i64 - 1;
            for _ in 0..ncase {
                let t = next + g.rng.index(blocks.len() - next);
                let s = succ(g, &blocks[t]);
                let vv = if matches!(e, Elem::I(8)) {
                    v.clamp(-128, 127)
                } else {
                    v
                };
                cases.push(format!("{vv}: {s}"));
                v += 1 + g.rng.below(3) as i64;
            }
            let sep = if g.rng.chance(1, 3) {
                ",\n      "
            } else {
                ", "
            };
            g.line(&format!("cf.switch {f} : {e}, [{}]", cases.join(sep)));
        }
    }
}

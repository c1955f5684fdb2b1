//! `linalg`: `matmul`, elementwise named ops (`add`, `sub`, `mul`, `max`),
//! `fill`, `reduce`, `broadcast`, `transpose` and `generic` (indexing maps,
//! iterator types, `linalg.yield`), on tensors (with results) and on
//! memrefs (without).

use super::{Elem, Gen, Ty};

fn elem(g: &mut Gen) -> Elem {
    if g.rng.chance(2, 3) {
        g.float_elem()
    } else {
        g.int_elem(false)
    }
}

fn shaped(_g: &mut Gen, mem: bool, shape: &[u64], e: &Elem) -> Ty {
    let d = shape.iter().map(|&x| Some(x)).collect();
    if mem {
        Ty::MemRef(d, e.clone(), None)
    } else {
        Ty::Tensor(d, e.clone())
    }
}

/// Writes `ins(...) outs(...)` for operand values/types.
fn ins_outs(g: &mut Gen, ins: &[Ty], outs: &[Ty]) -> (String, Vec<Ty>) {
    let iv: Vec<String> = ins.iter().map(|t| g.operand(t)).collect();
    let ov: Vec<String> = outs.iter().map(|t| g.operand(t)).collect();
    let (it, ot) = (g.tys(ins), g.tys(outs));
    let res: Vec<Ty> = outs
        .iter()
        .filter(|t| matches!(t, Ty::Tensor(..)))
        .cloned()
        .collect();
    (
        format!(
            "ins({} : {it}) outs({} : {ot})",
            iv.join(", "),
            ov.join(", ")
        ),
        res,
    )
}

fn bind_res(g: &mut Gen, res: &[Ty]) -> String {
    if res.is_empty() {
        return String::new();
    }
    let r = g.fresh("lin");
    g.bind(&r, &res[0]);
    format!("{r} = ")
}

fn combine(e: &Elem) -> &'static str {
    if e.is_float() {
        "addf"
    } else {
        "addi"
    }
}

/// One random linalg op.
pub fn op(g: &mut Gen) {
    let mem = g.has("memref") && g.rng.chance(1, 3);
    let e = elem(g);
    let dim = |g: &mut Gen| *g.rng.pick(&[1u64, 2, 3, 4, 8]);
    match g.rng.below(8) {
        0 => {
            let (m, k, n) = (dim(g), dim(g), dim(g));
            let a = shaped(g, mem, &[m, k], &e);
            let b = shaped(g, mem, &[k, n], &e);
            let c = shaped(g, mem, &[m, n], &e);
            let (io, res) = ins_outs(g, &[a, b], &[c]);
            let ar = arrow(g, &res);
            let lhs = bind_res(g, &res);
            g.line(&format!("{lhs}linalg.matmul {io}{ar}"));
        }
        1 => {
            let shape = g.shape();
            let t = shaped(g, mem, &shape, &e);
            let ops: &[&str] = if e.is_float() {
                &["add", "sub", "mul", "max", "div"]
            } else {
                &["add", "sub", "mul"]
            };
            let op = *g.rng.pick(ops);
            let (io, res) = ins_outs(g, &[t.clone(), t.clone()], &[t]);
            let ar = arrow(g, &res);
            let lhs = bind_res(g, &res);
            g.line(&format!("{lhs}linalg.{op} {io}{ar}"));
        }
        2 => {
            let shape = g.shape();
            let t = shaped(g, mem, &shape, &e);
            let (io, res) = ins_outs(g, &[Ty::S(e.clone())], &[t]);
            let ar = arrow(g, &res);
            let lhs = bind_res(g, &res);
            g.line(&format!("{lhs}linalg.fill {io}{ar}"));
        }
        3 => {
            let mut shape = g.shape();
            if shape.len() < 2 {
                shape.push(dim(g));
            }
            let k = g.rng.index(shape.len());
            let mut out = shape.clone();
            out.remove(k);
            let a = shaped(g, mem, &shape, &e);
            let b = shaped(g, mem, &out, &e);
            let (io, res) = ins_outs(g, &[a], &[b]);
            let lhs = bind_res(g, &res);
            let et = e.to_string();
            let (x, y) = (g.fresh("in"), g.fresh("init"));
            g.line(&format!("{lhs}linalg.reduce {io} dimensions = [{k}]"));
            g.shift(1);
            g.line(&format!("({x}: {et}, {y}: {et}) {{"));
            g.open();
            let s = g.fresh("s");
            let op = combine(&e);
            g.line(&format!("{s} = arith.{op} {x}, {y} : {et}"));
            g.line(&format!("linalg.yield {s} : {et}"));
            g.close();
            g.line("}");
            g.shift(-1);
        }
        4 => {
            let mut shape = g.shape();
            if shape.len() < 2 {
                shape.push(dim(g));
            }
            let k = g.rng.index(shape.len());
            let mut inp = shape.clone();
            inp.remove(k);
            let a = shaped(g, mem, &inp, &e);
            let b = shaped(g, mem, &shape, &e);
            let (io, res) = ins_outs(g, &[a], &[b]);
            let lhs = bind_res(g, &res);
            g.line(&format!("{lhs}linalg.broadcast {io} dimensions = [{k}]"));
        }
        5 => {
            let mut shape = g.shape();
            if shape.len() < 2 {
                shape.push(dim(g));
            }
            let mut perm: Vec<usize> = (0..shape.len()).collect();
            for i in (1..perm.len()).rev() {
                let j = g.rng.index(i + 1);
                perm.swap(i, j);
            }
            let out: Vec<u64> = perm.iter().map(|&p| shape[p]).collect();
            let a = shaped(g, mem, &shape, &e);
            let b = shaped(g, mem, &out, &e);
            let (io, res) = ins_outs(g, &[a], &[b]);
            let lhs = bind_res(g, &res);
            let ps: Vec<String> = perm.iter().map(usize::to_string).collect();
            g.line(&format!(
                "{lhs}linalg.transpose {io} permutation = [{}]",
                ps.join(", ")
            ));
        }
        _ => generic(g, mem, &e),
    }
}

fn arrow(g: &mut Gen, res: &[Ty]) -> String {
    if res.is_empty() {
        String::new()
    } else {
        format!(" -> {}", g.tys(res))
    }
}

fn generic(g: &mut Gen, mem: bool, e: &Elem) {
    let shape = {
        let mut s = g.shape();
        if s.len() < 2 {
            s.push(4);
        }
        s
    };
    let rank = shape.len();
    let reduce = g.rng.chance(1, 2);
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let all = dims.join(", ");
    let id = format!("affine_map<({all}) -> ({all})>");
    let (out_shape, out_map) = if reduce {
        let kept = dims[..rank - 1].join(", ");
        (
            shape[..rank - 1].to_vec(),
            format!("affine_map<({all}) -> ({kept})>"),
        )
    } else {
        (shape.clone(), id.clone())
    };
    let nin = 1 + g.rng.below(2) as usize;
    let ins: Vec<Ty> = (0..nin).map(|_| shaped(g, mem, &shape, e)).collect();
    let out = shaped(g, mem, &out_shape, e);
    let mut maps = vec![id; nin];
    maps.push(out_map);
    let iters: Vec<String> = (0..rank)
        .map(|i| {
            let k = if reduce && i == rank - 1 {
                "reduction"
            } else {
                "parallel"
            };
            // (`#linalg.iterator_type<k>` here makes mlir-opt 22 run out
            // of memory.)
            format!("\"{k}\"")
        })
        .collect();
    let (io, res) = ins_outs(g, &ins, &[out]);
    let lhs = bind_res(g, &res);
    let extra = if g.rng.chance(1, 4) {
        ", doc = \"elementwise\""
    } else {
        ""
    };
    g.line(&format!(
        "{lhs}linalg.generic {{indexing_maps = [{}], iterator_types = [{}]{extra}}} {io} {{",
        maps.join(", "),
        iters.join(", ")
    ));
    g.open();
    let et = e.to_string();
    let args: Vec<String> = (0..=nin).map(|_| g.fresh("in")).collect();
    let parts: Vec<String> = args.iter().map(|a| format!("{a}: {et}")).collect();
    g.shift(-1);
    g.line(&format!("^bb0({}):", parts.join(", ")));
    g.shift(1);
    let op = combine(e);
    let mut acc = args[0].clone();
    for a in &args[1..] {
        let s = g.fresh("s");
        g.line(&format!("{s} = arith.{op} {acc}, {a} : {et}"));
        acc = s;
    }
    if e.is_float() && g.has("math") && g.rng.chance(1, 3) {
        let s = g.fresh("m");
        g.line(&format!("{s} = math.absf {acc} : {et}"));
        acc = s;
    }
    g.line(&format!("linalg.yield {acc} : {et}"));
    g.close();
    let ar = arrow(g, &res);
    g.line(&format!("}}{ar}"));
}

//! `scf`: `for` (index and integer induction variables, with and without
//! `iter_args`), `if` (with / without else and results), `while`,
//! `execute_region`, `index_switch`, `parallel` (with `scf.reduce`) and
//! `forall` (with and without `shared_outs`).

use super::{arith, Elem, Gen, Ty};

fn small_types(g: &mut Gen, max: u64) -> Vec<Ty> {
    let n = g.rng.below(max + 1);
    (0..n)
        .map(|_| {
            if g.rng.chance(1, 5) {
                let e = g.num_elem();
                g.container_of(e)
            } else {
                let e = g.num_elem();
                Ty::S(e)
            }
        })
        .collect()
}

/// Generates the ops of a region body and its `scf.yield` of `tys`.
fn body_yield(g: &mut Gen, tys: &[Ty], explicit_empty: bool) {
    let n = 1 + g.rng.below(4);
    g.ops(n);
    yield_(g, "scf.yield", tys, explicit_empty);
}

fn yield_(g: &mut Gen, kw: &str, tys: &[Ty], explicit_empty: bool) {
    if tys.is_empty() {
        if explicit_empty {
            g.line(kw);
        }
        return;
    }
    let vals: Vec<String> = tys.iter().map(|t| g.operand(t)).collect();
    let ts = g.tys(tys);
    g.line(&format!("{kw} {} : {ts}", vals.join(", ")));
}

fn arrow(g: &mut Gen, tys: &[Ty]) -> String {
    if tys.is_empty() {
        return String::new();
    }
    let ts = g.tys(tys);
    if tys.len() == 1 && g.rng.chance(1, 2) {
        format!(" -> {ts}")
    } else {
        format!(" -> ({ts})")
    }
}

/// One random scf op.
pub fn op(g: &mut Gen) {
    g.depth += 1;
    match g.rng.below(14) {
        0..=3 => for_(g),
        4..=6 => if_(g),
        7 | 8 => while_(g),
        9 => execute_region(g),
        10 => index_switch(g),
        11 | 12 => parallel(g),
        _ => forall(g),
    }
    g.depth -= 1;
}

fn for_(g: &mut Gen) {
    let ity = if g.rng.chance(1, 4) {
        Ty::S(Elem::I(*g.rng.pick(&[32u32, 64, 16, 8])))
    } else {
        Ty::S(Elem::Index)
    };
    let e = ity.elem().clone();
    let lb = {
        let n_ = g.rng.below(3) as i64;
        arith::constant_int(g, &e, n_)
    };
    let ub = if g.rng.chance(1, 3) {
        g.operand(&ity)
    } else {
        {
            let n_ = 2 + g.rng.below(8) as i64;
            arith::constant_int(g, &e, n_)
        }
    };
    let st = {
        let n_ = 1 + g.rng.below(3) as i64;
        arith::constant_int(g, &e, n_)
    };
    let iters = small_types(g, 2);
    let inits: Vec<String> = iters.iter().map(|t| g.operand(t)).collect();
    let iv = g.fresh("iv");
    let accs: Vec<String> = iters.iter().map(|_| g.fresh("acc")).collect();
    let res_names = result_names(g, &iters);
    let mut hdr = format!("{res_names}scf.for {iv} = {lb} to {ub} step {st}");
    if !iters.is_empty() {
        let pairs: Vec<String> = accs
            .iter()
            .zip(&inits)
            .map(|(a, i)| format!("{a} = {i}"))
            .collect();
        hdr.push_str(&format!(" iter_args({})", pairs.join(", ")));
    }
    // The result types come before the induction variable's type.
    let ar = arrow(g, &iters);
    hdr.push_str(&ar);
    if e != Elem::Index {
        hdr.push_str(&format!(" : {e}"));
    }
    g.line(&format!("{hdr} {{"));
    g.open();
    g.bind(&iv, &ity);
    for (a, t) in accs.iter().zip(&iters) {
        g.bind(a, t);
    }
    let explicit = g.rng.chance(1, 3);
    body_yield(g, &iters, explicit);
    g.close();
    g.line("}");
    bind_results(g, &res_names, &iters);
}

/// Chooses names for `tys.len()` results: `""`, `%r = `, `%a, %b = ` or
/// `%r:2 = ` (bound later by [`bind_results`]).
fn result_names(g: &mut Gen, tys: &[Ty]) -> String {
    match tys.len() {
        0 => String::new(),
        1 => format!("{} = ", g.fresh("r")),
        n => {
            if g.rng.chance(1, 2) {
                let v: Vec<String> = (0..n).map(|_| g.fresh("r")).collect();
                format!("{} = ", v.join(", "))
            } else {
                let r = loop {
                    let r = g.fresh("res");
                    if !r.contains('.') {
                        break r;
                    }
                };
                format!("{r}:{n} = ")
            }
        }
    }
}

fn bind_results(g: &mut Gen, names: &str, tys: &[Ty]) {
    let names = names.trim_end_matches(" = ");
    if tys.is_empty() {
        return;
    }
    if let Some((r, _)) = names.split_once(':') {
        for (i, t) in tys.iter().enumerate() {
            g.bind(&format!("{r}#{i}"), t);
        }
    } else {
        for (n, t) in names.split(", ").zip(tys) {
            g.bind(n, t);
        }
    }
}

fn if_(g: &mut Gen) {
    let c = arith::cond(g);
    let tys = small_types(g, 2);
    let names = result_names(g, &tys);
    let ar = arrow(g, &tys);
    g.line(&format!("{names}scf.if {c}{ar} {{"));
    g.open();
    let explicit = g.rng.chance(1, 3);
    body_yield(g, &tys, explicit);
    g.close();
    if !tys.is_empty() || g.rng.chance(1, 2) {
        g.line("} else {");
        g.open();
        body_yield(g, &tys, explicit);
        g.close();
    }
    g.line("}");
    bind_results(g, &names, &tys);
}

fn while_(g: &mut Gen) {
    let mut a = small_types(g, 2);
    if a.is_empty() {
        a.push(Ty::S(Elem::I(32)));
    }
    let b = if g.rng.chance(1, 2) {
        a.clone()
    } else {
        small_types(g, 2)
    };
    let inits: Vec<String> = a.iter().map(|t| g.operand(t)).collect();
    let bargs: Vec<String> = a.iter().map(|_| g.fresh("arg")).collect();
    let names = result_names(g, &b);
    let pairs: Vec<String> = bargs
        .iter()
        .zip(&inits)
        .map(|(x, i)| format!("{x} = {i}"))
        .collect();
    let (at, bt) = (g.tys(&a), g.tys(&b));
    g.line(&format!(
        "{names}scf.while ({}) : ({at}) -> ({bt}) {{",
        pairs.join(", ")
    ));
    g.open();
    for (x, t) in bargs.iter().zip(&a) {
        g.bind(x, t);
    }
    let n = 1 + g.rng.below(3);
    g.ops(n);
    let c = arith::cond(g);
    let vals: Vec<String> = b.iter().map(|t| g.operand(t)).collect();
    if b.is_empty() {
        g.line(&format!("scf.condition({c})"));
    } else {
        let ts = g.tys(&b);
        g.line(&format!("scf.condition({c}) {} : {ts}", vals.join(", ")));
    }
    g.close();
    g.line("} do {");
    g.open();
    let aargs: Vec<String> = b.iter().map(|_| g.fresh("arg")).collect();
    if !b.is_empty() || g.rng.chance(1, 2) {
        let parts: Vec<String> = aargs
            .iter()
            .zip(&b)
            .map(|(x, t)| format!("{x}: {}", g.ty(t)))
            .collect();
        g.shift(-1);
        g.line(&format!("^bb0({}):", parts.join(", ")));
        g.shift(1);
        for (x, t) in aargs.iter().zip(&b) {
            g.bind(x, t);
        }
    }
    body_yield(g, &a, true);
    g.close();
    g.line("}");
    bind_results(g, &names, &b);
}

fn execute_region(g: &mut Gen) {
    let tys = small_types(g, 1);
    let names = result_names(g, &tys);
    let ar = arrow(g, &tys);
    g.line(&format!("{names}scf.execute_region{ar} {{"));
    g.open();
    body_yield(g, &tys, true);
    g.close();
    g.line("}");
    bind_results(g, &names, &tys);
}

fn index_switch(g: &mut Gen) {
    let x = g.operand(&Ty::S(Elem::Index));
    let tys = small_types(g, 2);
    let names = result_names(g, &tys);
    // `-> T1, T2` without parentheses.
    let ar = if tys.is_empty() {
        String::new()
    } else {
        format!(" -> {}", g.tys(&tys))
    };
    g.line(&format!("{names}scf.index_switch {x}{ar}"));
    let mut v = g.rng.below(3) as i64;
    for _ in 0..1 + g.rng.below(3) {
        g.line(&format!("case {v} {{"));
        g.open();
        body_yield(g, &tys, true);
        g.close();
        g.line("}");
        v += 1 + g.rng.below(4) as i64;
    }
    g.line("default {");
    g.open();
    body_yield(g, &tys, true);
    g.close();
    g.line("}");
    bind_results(g, &names, &tys);
}

fn parallel(g: &mut Gen) {
    let rank = 1 + g.rng.below(2) as usize;
    let idx = Ty::S(Elem::Index);
    let mut lbs = vec![];
    let mut ubs = vec![];
    let mut sts = vec![];
    for _ in 0..rank {
        lbs.push(g.index_const(0));
        ubs.push({
            let n_ = 1 + g.rng.below(8);
            g.index_const(n_)
        });
        sts.push({
            let n_ = 1 + g.rng.below(2);
            g.index_const(n_)
        });
    }
    let ivs: Vec<String> = (0..rank).map(|_| g.fresh("i")).collect();
    let red: Vec<Ty> = if g.rng.chance(1, 2) {
        let n = 1 + g.rng.below(2);
        (0..n)
            .map(|_| {
                let e = if g.rng.chance(1, 2) {
                    g.float_elem()
                } else {
                    g.int_elem(false)
                };
                Ty::S(e)
            })
            .collect()
    } else {
        vec![]
    };
    let inits: Vec<String> = red.iter().map(|t| g.operand(t)).collect();
    let names = result_names(g, &red);
    let mut hdr = format!(
        "{names}scf.parallel ({}) = ({}) to ({}) step ({})",
        ivs.join(", "),
        lbs.join(", "),
        ubs.join(", "),
        sts.join(", ")
    );
    if !red.is_empty() {
        let ts = g.tys(&red);
        hdr.push_str(&format!(" init ({}) -> ({ts})", inits.join(", ")));
    }
    g.line(&format!("{hdr} {{"));
    g.open();
    for iv in &ivs {
        g.bind(iv, &idx);
    }
    let n = 1 + g.rng.below(3);
    g.ops(n);
    if red.is_empty() {
        if g.rng.chance(1, 2) {
            g.line("scf.reduce");
        }
    } else {
        let vals: Vec<String> = red.iter().map(|t| g.operand(t)).collect();
        let ts = g.tys(&red);
        g.line(&format!("scf.reduce({} : {ts}) {{", vals.join(", ")));
        for (i, t) in red.iter().enumerate() {
            if i > 0 {
                g.line("}, {");
            }
            g.open();
            let (l, r) = (g.fresh("lhs"), g.fresh("rhs"));
            let tt = g.ty(t);
            g.shift(-1);
            g.line(&format!("^bb0({l}: {tt}, {r}: {tt}):"));
            g.shift(1);
            let op = if t.elem().is_float() {
                *g.rng.pick(&["addf", "mulf", "maximumf"])
            } else {
                *g.rng.pick(&["addi", "muli", "maxsi", "xori"])
            };
            let s = g.fresh("red");
            g.line(&format!("{s} = arith.{op} {l}, {r} : {tt}"));
            g.line(&format!("scf.reduce.return {s} : {tt}"));
            g.close();
        }
        g.line("}");
    }
    g.close();
    g.line("}");
    bind_results(g, &names, &red);
}

fn forall(g: &mut Gen) {
    let outs = g.has("tensor") && g.rng.chance(1, 2);
    if !outs {
        let rank = 1 + g.rng.below(2) as usize;
        let ivs: Vec<String> = (0..rank).map(|_| g.fresh("i")).collect();
        let ubs: Vec<String> = (0..rank)
            .map(|_| (1 + g.rng.below(8)).to_string())
            .collect();
        g.line(&format!(
            "scf.forall ({}) in ({}) {{",
            ivs.join(", "),
            ubs.join(", ")
        ));
        g.open();
        for iv in &ivs {
            g.bind(iv, &Ty::S(Elem::Index));
        }
        let n = 1 + g.rng.below(3);
        g.ops(n);
        g.close();
        g.line("}");
        return;
    }
    let e = g.num_elem();
    let mut shape = g.shape();
    if shape.len() < 2 {
        shape.push(4);
    }
    let tt = Ty::Tensor(shape.iter().map(|&d| Some(d)).collect(), e.clone());
    let mut sl = shape.clone();
    sl[0] = 1;
    let st = Ty::Tensor(sl.iter().map(|&d| Some(d)).collect(), e);
    let init = g.operand(&tt);
    let iv = g.fresh("i");
    let o = g.fresh("out");
    let r = g.fresh("r");
    let t = g.ty(&tt);
    g.line(&format!(
        "{r} = scf.forall ({iv}) in ({}) shared_outs({o} = {init}) -> ({t}) {{",
        shape[0]
    ));
    g.open();
    g.bind(&iv, &Ty::S(Elem::Index));
    let n = 1 + g.rng.below(2);
    g.ops(n);
    let s = g.operand(&st);
    let zeros = vec!["0"; shape.len() - 1].join(", ");
    let sizes: Vec<String> = sl.iter().map(u64::to_string).collect();
    let ones = vec!["1"; shape.len()].join(", ");
    let (sts, tts) = (g.ty(&st), g.ty(&tt));
    g.line("scf.forall.in_parallel {");
    g.open();
    g.line(&format!(
        "tensor.parallel_insert_slice {s} into {o}[{iv}, {zeros}] [{}] [{ones}] : {sts} into {tts}",
        sizes.join(", ")
    ));
    g.close();
    g.line("}");
    g.close();
    g.line("}");
    g.bind(&r, &tt);
}

//! `memref`: `alloc` / `alloca` (dynamic sizes, symbols, alignment),
//! `dealloc`, `load`, `store`, `subview` (static and dynamic offsets,
//! sizes, strides, with the strided result layout computed), `cast`,
//! `reinterpret_cast`, `dim`, `copy`, `expand_shape`, `collapse_shape`,
//! `view`, `global` / `get_global`.

use super::{arith, Elem, Gen, Ty};

/// Allocates a value of identity-layout memref type `ty`.
pub fn alloc(g: &mut Gen, ty: &Ty) -> String {
    let Ty::MemRef(d, _, _) = ty else {
        unreachable!()
    };
    let sizes: Vec<String> = d
        .iter()
        .filter(|x| x.is_none())
        .map(|_| {
            let n = 1 + g.rng.below(8);
            g.index_const(n)
        })
        .collect();
    let kind = if g.rng.chance(1, 4) {
        "alloca"
    } else {
        "alloc"
    };
    let r = g.fresh(kind);
    let align = if g.rng.chance(1, 5) {
        *g.rng
            .pick(&[" {alignment = 64}", " {alignment = 16 : i64}"])
    } else {
        ""
    };
    let t = g.ty(ty);
    g.line(&format!(
        "{r} = memref.{kind}({}){align} : {t}",
        sizes.join(", ")
    ));
    g.bind(&r, ty);
    r
}

/// A memref in scope (identity layout when `identity`), or a new one.
fn memref(g: &mut Gen, identity: bool, static_: bool) -> (String, Ty) {
    if g.rng.chance(2, 3) {
        if let Some(v) = g.find(|t| match t {
            Ty::MemRef(d, _, l) => {
                (!identity || l.is_none()) && (!static_ || d.iter().all(Option::is_some))
            }
            _ => false,
        }) {
            return (v.name, v.ty);
        }
    }
    let e = g.num_elem();
    let d = if static_ {
        g.shape().into_iter().map(Some).collect()
    } else {
        g.tensor_dims()
    };
    let ty = Ty::MemRef(d, e, None);
    (alloc(g, &ty), ty)
}

/// Index operands for each dim of `dims` (constants in bounds, or index
/// values in scope).
pub fn indices(g: &mut Gen, dims: &[Option<u64>]) -> Vec<String> {
    dims.iter()
        .map(|d| match d {
            Some(n) => g.index_below(*n),
            None => g.index_const(0),
        })
        .collect()
}

/// One random memref op.
pub fn op(g: &mut Gen) {
    match g.rng.below(16) {
        0 | 1 => {
            let (m, t) = memref(g, false, false);
            let ix = indices(g, &t.dims());
            let r = g.fresh("v");
            let ts = g.ty(&t);
            g.line(&format!("{r} = memref.load {m}[{}] : {ts}", ix.join(", ")));
            g.bind(&r, &Ty::S(t.elem().clone()));
        }
        2 | 3 => {
            let (m, t) = memref(g, false, false);
            let v = g.operand(&Ty::S(t.elem().clone()));
            let ix = indices(g, &t.dims());
            let ts = g.ty(&t);
            g.line(&format!("memref.store {v}, {m}[{}] : {ts}", ix.join(", ")));
        }
        4 | 5 => subview(g),
        6 => {
            let (m, t) = memref(g, true, true);
            let Ty::MemRef(d, e, _) = &t else { return };
            let nd: Vec<Option<u64>> = d
                .iter()
                .map(|x| if g.rng.chance(1, 2) { None } else { *x })
                .collect();
            let nt = Ty::MemRef(nd, e.clone(), None);
            let r = g.fresh("cast");
            let (a, b) = (g.ty(&t), g.ty(&nt));
            g.line(&format!("{r} = memref.cast {m} : {a} to {b}"));
            g.bind(&r, &nt);
        }
        7 => {
            let (m, t) = memref(g, true, true);
            let shape = t.static_shape().unwrap_or_default();
            let n: u64 = shape.iter().product();
            // Reinterpret as a 2-d (or 1-d) buffer of the same size.
            let (sizes, strides) = match (2..=n).find(|k| n % k == 0 && *k != n) {
                Some(k) if g.rng.chance(1, 2) => (vec![k, n / k], vec![n / k, 1]),
                _ => (vec![n], vec![1]),
            };
            let sz: Vec<String> = sizes.iter().map(u64::to_string).collect();
            let st: Vec<String> = strides.iter().map(u64::to_string).collect();
            let nt = Ty::MemRef(
                sizes.iter().map(|&x| Some(x)).collect(),
                t.elem().clone(),
                Some(format!("strided<[{}]>", st.join(", "))),
            );
            let r = g.fresh("reinterpret_cast");
            let (a, b) = (g.ty(&t), g.ty(&nt));
            g.line(&format!(
                "{r} = memref.reinterpret_cast {m} to offset: [0], sizes: [{}], strides: [{}] : {a} to {b}",
                sz.join(", "),
                st.join(", ")
            ));
            g.bind(&r, &nt);
        }
        8 => {
            let (m, t) = memref(g, false, false);
            let rank = t.dims().len() as u64;
            let i = {
                let n_ = g.rng.below(rank);
                g.index_const(n_)
            };
            let r = g.fresh("dim");
            let ts = g.ty(&t);
            g.line(&format!("{r} = memref.dim {m}, {i} : {ts}"));
            g.bind(&r, &Ty::S(Elem::Index));
        }
        9 => {
            let (a, t) = memref(g, false, false);
            let b = g
                .find(|x| *x == t)
                .map(|v| v.name)
                .unwrap_or_else(|| g.materialize(&t));
            let ts = g.ty(&t);
            g.line(&format!("memref.copy {a}, {b} : {ts} to {ts}"));
        }
        10 => expand(g),
        11 => collapse(g),
        12 => view(g),
        13 if !g.inner => global(g),
        14 => {
            // Dynamic sizes and a symbol with an affine-map layout.
            let e = g.num_elem();
            let d = {
                let n_ = 1 + g.rng.below(8);
                g.index_const(n_)
            };
            let s = {
                let n_ = 4 + g.rng.below(4);
                g.index_const(n_)
            };
            let t = Ty::MemRef(
                vec![None, Some(4)],
                e,
                Some("affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>".into()),
            );
            let r = g.fresh("alloc");
            let ts = g.ty(&t);
            g.line(&format!(
                "{r} = memref.alloc({d})[{s}] {{alignment = 64}} : {ts}"
            ));
            g.bind(&r, &t);
        }
        _ => {
            let e = g.num_elem();
            let d = g.tensor_dims();
            let t = Ty::MemRef(d, e, None);
            let m = alloc(g, &t);
            let ts = g.ty(&t);
            g.line(&format!("memref.dealloc {m} : {ts}"));
        }
    }
}

fn subview(g: &mut Gen) {
    let (m, t) = memref(g, true, true);
    let shape = t.static_shape().unwrap_or_default();
    let rank = shape.len();
    let mut src_strides = vec![1u64; rank];
    for i in (0..rank.saturating_sub(1)).rev() {
        src_strides[i] = src_strides[i + 1] * shape[i + 1];
    }
    let (mut offs, mut sizes, mut strides) = (vec![], vec![], vec![]);
    let mut off_total = Some(0u64);
    let mut res_dims = vec![];
    let mut res_strides = vec![];
    for i in 0..rank {
        let d = shape[i];
        let o = g.rng.below(d);
        let s = 1 + g.rng.below(d - o);
        let max_t = if s > 1 { (d - 1 - o) / (s - 1) } else { 1 };
        let st = 1 + g.rng.below(max_t.clamp(1, 3));
        if g.rng.chance(1, 6) {
            offs.push(g.index_const(o));
            off_total = None;
        } else {
            offs.push(o.to_string());
            off_total = off_total.map(|x| x + o * src_strides[i]);
        }
        if g.rng.chance(1, 8) {
            sizes.push(g.index_const(s));
            res_dims.push(None);
        } else {
            sizes.push(s.to_string());
            res_dims.push(Some(s));
        }
        if g.rng.chance(1, 8) {
            strides.push(g.index_const(st));
            res_strides.push(None);
        } else {
            strides.push(st.to_string());
            res_strides.push(Some(st * src_strides[i]));
        }
    }
    let q = |x: Option<u64>| x.map_or("?".to_string(), |v| v.to_string());
    let rs: Vec<String> = res_strides.iter().map(|&x| q(x)).collect();
    let layout = format!("strided<[{}], offset: {}>", rs.join(", "), q(off_total));
    let nt = Ty::MemRef(res_dims, t.elem().clone(), Some(layout));
    let r = g.fresh("subview");
    let (a, b) = (g.ty(&t), g.ty(&nt));
    g.line(&format!(
        "{r} = memref.subview {m}[{}] [{}] [{}] : {a} to {b}",
        offs.join(", "),
        sizes.join(", "),
        strides.join(", ")
    ));
    g.bind(&r, &nt);
}

fn expand(g: &mut Gen) {
    let (m, t) = memref(g, true, true);
    let shape = t.static_shape().unwrap_or_default();
    let (groups, out) = expand_plan(g, &shape);
    let nt = Ty::MemRef(
        out.iter().map(|&x| Some(x)).collect(),
        t.elem().clone(),
        None,
    );
    let r = g.fresh("expand_shape");
    let os: Vec<String> = out.iter().map(u64::to_string).collect();
    let (a, b) = (g.ty(&t), g.ty(&nt));
    g.line(&format!(
        "{r} = memref.expand_shape {m} {groups} output_shape [{}] : {a} into {b}",
        os.join(", ")
    ));
    g.bind(&r, &nt);
}

/// Reassociation and result shape splitting one dim of `shape` in two.
pub fn expand_plan(g: &mut Gen, shape: &[u64]) -> (String, Vec<u64>) {
    let k = g.rng.index(shape.len());
    let d = shape[k];
    let f = (1..=d).filter(|x| d % x == 0).collect::<Vec<_>>();
    let a = *g.rng.pick(&f);
    let mut out = vec![];
    let mut groups = vec![];
    for (i, &x) in shape.iter().enumerate() {
        if i == k {
            groups.push(format!("[{}, {}]", out.len(), out.len() + 1));
            out.push(a);
            out.push(x / a);
        } else {
            groups.push(format!("[{}]", out.len()));
            out.push(x);
        }
    }
    (format!("[{}]", groups.join(", ")), out)
}

/// Reassociation and result shape merging two adjacent dims (or all dims
/// into one); `None` for rank < 2.
pub fn collapse_plan(g: &mut Gen, shape: &[u64]) -> Option<(String, Vec<u64>)> {
    if shape.len() < 2 {
        return None;
    }
    let k = g.rng.index(shape.len() - 1);
    let mut out = vec![];
    let mut groups = vec![];
    let mut i = 0;
    while i < shape.len() {
        if i == k {
            groups.push(format!("[{}, {}]", i, i + 1));
            out.push(shape[i] * shape[i + 1]);
            i += 2;
        } else {
            groups.push(format!("[{i}]"));
            out.push(shape[i]);
            i += 1;
        }
    }
    Some((format!("[{}]", groups.join(", ")), out))
}

fn collapse(g: &mut Gen) {
    let (m, t) = memref(g, true, true);
    let shape = t.static_shape().unwrap_or_default();
    let Some((groups, out)) = collapse_plan(g, &shape) else {
        return;
    };
    let nt = Ty::MemRef(
        out.iter().map(|&x| Some(x)).collect(),
        t.elem().clone(),
        None,
    );
    let r = g.fresh("collapse_shape");
    let (a, b) = (g.ty(&t), g.ty(&nt));
    g.line(&format!(
        "{r} = memref.collapse_shape {m} {groups} : {a} into {b}"
    ));
    g.bind(&r, &nt);
}

fn view(g: &mut Gen) {
    let bt = Ty::MemRef(vec![Some(2048)], Elem::I(8), None);
    let buf = g.operand(&bt);
    let off = g.index_const(0);
    let e = Elem::F(*g.rng.pick(&["f32", "f16", "f64"]));
    let (dims, sizes) = if g.rng.chance(1, 2) {
        let n = {
            let n_ = 1 + g.rng.below(8);
            g.index_const(n_)
        };
        (vec![None, Some(4)], vec![n])
    } else {
        (vec![Some(4), Some(8)], vec![])
    };
    let nt = Ty::MemRef(dims, e, None);
    let r = g.fresh("view");
    let (a, b) = (g.ty(&bt), g.ty(&nt));
    g.line(&format!(
        "{r} = memref.view {buf}[{off}][{}] : {a} to {b}",
        sizes.join(", ")
    ));
    g.bind(&r, &nt);
}

fn global(g: &mut Gen) {
    if g.globals.is_empty() || g.rng.chance(1, 3) {
        let e = g.num_elem();
        let e = if e == Elem::Index { Elem::I(32) } else { e };
        let s = g.shape();
        let t = Ty::MemRef(s.iter().map(|&x| Some(x)).collect(), e.clone(), None);
        let name = format!("g{}", g.globals.len());
        let init = match g.rng.below(3) {
            0 => "uninitialized".to_string(),
            _ => {
                let v = if e.is_float() {
                    arith::float_literal(g)
                } else {
                    "1".into()
                };
                format!("dense<{v}>")
            }
        };
        let (vis, cst) = match g.rng.below(3) {
            0 => ("\"private\" ", "constant "),
            1 => ("\"private\" ", ""),
            _ => ("", ""),
        };
        let cst = if init == "uninitialized" { "" } else { cst };
        g.prelude
            .push(format!("memref.global {vis}{cst}@{name} : {t} = {init}"));
        g.globals.push((name, t));
    }
    let (name, t) = g.globals[g.rng.index(g.globals.len())].clone();
    let r = g.fresh("get_global");
    let ts = g.ty(&t);
    g.line(&format!("{r} = memref.get_global @{name} : {ts}"));
    g.bind(&r, &t);
}

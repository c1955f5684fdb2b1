//! `tensor`: `empty`, `extract`, `insert`, `extract_slice`,
//! `insert_slice`, `dim`, `cast`, `from_elements`, `splat`,
//! `expand_shape`, `collapse_shape`.

use super::memref::{collapse_plan, expand_plan, indices};
use super::{Elem, Gen, Ty};

/// `tensor.empty(%d...) : T` for tensor type `ty`.
pub fn empty(g: &mut Gen, ty: &Ty) -> String {
    let sizes: Vec<String> = ty
        .dims()
        .iter()
        .filter(|d| d.is_none())
        .map(|_| {
            let n = 1 + g.rng.below(8);
            g.index_const(n)
        })
        .collect();
    let r = g.fresh("empty");
    let t = g.ty(ty);
    g.line(&format!("{r} = tensor.empty({}) : {t}", sizes.join(", ")));
    g.bind(&r, ty);
    r
}

fn tensor(g: &mut Gen, static_: bool) -> (String, Ty) {
    if g.rng.chance(2, 3) {
        if let Some(v) = g.find(|t| match t {
            Ty::Tensor(d, _) => !static_ || d.iter().all(Option::is_some),
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
    let ty = Ty::Tensor(d, e);
    (g.materialize(&ty), ty)
}

/// Offsets, sizes, strides (as text) and the slice shape (None = dynamic)
/// of a random in-bounds slice of `shape`.
fn slice_plan(g: &mut Gen, shape: &[u64]) -> (String, Vec<Option<u64>>) {
    let (mut offs, mut sizes, mut strides, mut dims) = (vec![], vec![], vec![], vec![]);
    for &d in shape {
        let o = g.rng.below(d);
        let s = 1 + g.rng.below(d - o);
        let max_t = if s > 1 { (d - 1 - o) / (s - 1) } else { 1 };
        let st = 1 + g.rng.below(max_t.clamp(1, 3));
        offs.push(if g.rng.chance(1, 6) {
            g.index_const(o)
        } else {
            o.to_string()
        });
        if g.rng.chance(1, 8) {
            sizes.push(g.index_const(s));
            dims.push(None);
        } else {
            sizes.push(s.to_string());
            dims.push(Some(s));
        }
        strides.push(if g.rng.chance(1, 8) {
            g.index_const(st)
        } else {
            st.to_string()
        });
    }
    (
        format!(
            "[{}] [{}] [{}]",
            offs.join(", "),
            sizes.join(", "),
            strides.join(", ")
        ),
        dims,
    )
}

/// One random tensor op.
pub fn op(g: &mut Gen) {
    match g.rng.below(13) {
        0 => {
            let e = g.num_elem();
            let d = g.tensor_dims();
            empty(g, &Ty::Tensor(d, e));
        }
        1 | 2 => {
            let (t, ty) = tensor(g, false);
            let ix = indices(g, &ty.dims());
            let r = g.fresh("extracted");
            let ts = g.ty(&ty);
            g.line(&format!(
                "{r} = tensor.extract {t}[{}] : {ts}",
                ix.join(", ")
            ));
            g.bind(&r, &Ty::S(ty.elem().clone()));
        }
        3 => {
            let (t, ty) = tensor(g, false);
            let v = g.operand(&Ty::S(ty.elem().clone()));
            let ix = indices(g, &ty.dims());
            let r = g.fresh("inserted");
            let ts = g.ty(&ty);
            g.line(&format!(
                "{r} = tensor.insert {v} into {t}[{}] : {ts}",
                ix.join(", ")
            ));
            g.bind(&r, &ty);
        }
        4 | 5 => {
            let (t, ty) = tensor(g, true);
            let shape = ty.static_shape().unwrap_or_default();
            let (plan, dims) = slice_plan(g, &shape);
            let nt = Ty::Tensor(dims, ty.elem().clone());
            let r = g.fresh("extracted_slice");
            let (a, b) = (g.ty(&ty), g.ty(&nt));
            g.line(&format!(
                "{r} = tensor.extract_slice {t}{plan} : {a} to {b}"
            ));
            g.bind(&r, &nt);
        }
        6 => {
            let (t, ty) = tensor(g, true);
            let shape = ty.static_shape().unwrap_or_default();
            let (plan, dims) = slice_plan(g, &shape);
            let st = Ty::Tensor(dims, ty.elem().clone());
            let s = g.operand(&st);
            let r = g.fresh("inserted_slice");
            let (a, b) = (g.ty(&st), g.ty(&ty));
            g.line(&format!(
                "{r} = tensor.insert_slice {s} into {t}{plan} : {a} into {b}"
            ));
            g.bind(&r, &ty);
        }
        7 => {
            let (t, ty) = tensor(g, false);
            let rank = ty.dims().len() as u64;
            let i = {
                let n_ = g.rng.below(rank);
                g.index_const(n_)
            };
            let r = g.fresh("dim");
            let ts = g.ty(&ty);
            g.line(&format!("{r} = tensor.dim {t}, {i} : {ts}"));
            g.bind(&r, &Ty::S(Elem::Index));
        }
        8 => {
            let (t, ty) = tensor(g, true);
            let Ty::Tensor(d, e) = &ty else { return };
            let nd: Vec<Option<u64>> = d
                .iter()
                .map(|x| if g.rng.chance(1, 2) { None } else { *x })
                .collect();
            let nt = Ty::Tensor(nd, e.clone());
            let r = g.fresh("cast");
            let (a, b) = (g.ty(&ty), g.ty(&nt));
            g.line(&format!("{r} = tensor.cast {t} : {a} to {b}"));
            g.bind(&r, &nt);
        }
        9 => {
            let e = g.num_elem();
            let n = 1 + g.rng.below(4);
            let shape = if n % 2 == 0 && g.rng.chance(1, 2) {
                vec![2, n / 2]
            } else {
                vec![n]
            };
            let et = Ty::S(e.clone());
            let vals: Vec<String> = (0..n).map(|_| g.operand(&et)).collect();
            let nt = Ty::Tensor(shape.into_iter().map(Some).collect(), e);
            let r = g.fresh("from_elements");
            let ts = g.ty(&nt);
            g.line(&format!(
                "{r} = tensor.from_elements {} : {ts}",
                vals.join(", ")
            ));
            g.bind(&r, &nt);
        }
        10 => {
            let e = g.num_elem();
            let d = g.tensor_dims();
            let v = g.operand(&Ty::S(e.clone()));
            let sizes: Vec<String> = d
                .iter()
                .filter(|x| x.is_none())
                .map(|_| {
                    let n = 1 + g.rng.below(4);
                    g.index_const(n)
                })
                .collect();
            let nt = Ty::Tensor(d, e);
            let r = g.fresh("splat");
            let ts = g.ty(&nt);
            let sz = if sizes.is_empty() {
                String::new()
            } else {
                format!("[{}]", sizes.join(", "))
            };
            g.line(&format!("{r} = tensor.splat {v}{sz} : {ts}"));
            g.bind(&r, &nt);
        }
        11 => {
            let (t, ty) = tensor(g, true);
            let shape = ty.static_shape().unwrap_or_default();
            let (groups, out) = expand_plan(g, &shape);
            let nt = Ty::Tensor(out.iter().map(|&x| Some(x)).collect(), ty.elem().clone());
            let os: Vec<String> = out.iter().map(u64::to_string).collect();
            let r = g.fresh("expanded");
            let (a, b) = (g.ty(&ty), g.ty(&nt));
            g.line(&format!(
                "{r} = tensor.expand_shape {t} {groups} output_shape [{}] : {a} into {b}",
                os.join(", ")
            ));
            g.bind(&r, &nt);
        }
        _ => {
            let (t, ty) = tensor(g, true);
            let shape = ty.static_shape().unwrap_or_default();
            let Some((groups, out)) = collapse_plan(g, &shape) else {
                return;
            };
            let nt = Ty::Tensor(out.iter().map(|&x| Some(x)).collect(), ty.elem().clone());
            let r = g.fresh("collapsed");
            let (a, b) = (g.ty(&ty), g.ty(&nt));
            g.line(&format!(
                "{r} = tensor.collapse_shape {t} {groups} : {a} into {b}"
            ));
            g.bind(&r, &nt);
        }
    }
}

//! Random well-typed `torch` programs as torch-mlir's FX importer prints
//! them (value tensors, `torch.constant.*` scalars, `prim.ListConstruct`
//! lists): what the fuzz targets of `--decompose` and
//! `--convert-torch-to-hlo` run, so that a fuzzer's bytes reach them past
//! the parser and the ops' shape rules.
//!
//! One `@main` over a few value tensors (f32, f16, bf16, si64), then a
//! chain of Core ATen ops over values already defined: elementwise math
//! and activations, products with literal weights, transposes, views,
//! reductions, softmax, dtype conversions, comparisons with `where`,
//! unsqueeze and concatenation.

use crate::rng::Rng;
use std::fmt::Write;

#[derive(Clone)]
struct Val {
    name: String,
    shape: Vec<u64>,
    dtype: &'static str,
}

impl Val {
    fn ty(&self) -> String {
        vtensor(&self.shape, self.dtype)
    }
    fn is_float(&self) -> bool {
        matches!(self.dtype, "f32" | "f16" | "bf16")
    }
}

fn vtensor(shape: &[u64], dtype: &str) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("!torch.vtensor<[{}],{dtype}>", dims.join(","))
}

/// PyTorch's ScalarType numbers (`torch.prims.convert_element_type`'s
/// dtype operand).
fn scalar_type(dtype: &str) -> u64 {
    match dtype {
        "f16" => 5,
        "f32" => 6,
        "bf16" => 15,
        "i1" => 11,
        _ => 4, // si64
    }
}

struct Gen {
    rng: Rng,
    body: String,
    vals: Vec<Val>,
    next: usize,
}

const DTYPES: [&str; 4] = ["f32", "f16", "bf16", "si64"];
const DIMS: [u64; 7] = [1, 2, 3, 4, 5, 8, 16];
const UNARY_FLOAT: [&str; 11] = [
    "relu", "tanh", "sigmoid", "exp", "neg", "abs", "rsqrt", "sqrt", "log", "sin", "erf",
];
const UNARY_INT: [&str; 3] = ["neg", "abs", "relu"];

impl Gen {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next)
    }

    fn line(&mut self, s: String) {
        let _ = writeln!(self.body, "      {s}");
    }

    fn int(&mut self, x: i64) -> String {
        let n = self.fresh();
        self.line(format!("{n} = torch.constant.int {x}"));
        n
    }

    fn boolean(&mut self, b: bool) -> String {
        let n = self.fresh();
        self.line(format!("{n} = torch.constant.bool {b}"));
        n
    }

    fn int_list(&mut self, xs: &[i64]) -> String {
        let items: Vec<String> = xs.iter().map(|&x| self.int(x)).collect();
        let n = self.fresh();
        let tys = vec!["!torch.int"; items.len()].join(", ");
        self.line(format!(
            "{n} = torch.prim.ListConstruct {} : ({tys}) -> !torch.list<int>",
            items.join(", ")
        ));
        n
    }

    /// `name = op operands : types -> result`.
    fn op(
        &mut self,
        op: &str,
        operands: &[(String, String)],
        shape: Vec<u64>,
        dtype: &'static str,
    ) -> Val {
        let v = Val {
            name: self.fresh(),
            shape,
            dtype,
        };
        let names: Vec<&str> = operands.iter().map(|o| o.0.as_str()).collect();
        let tys: Vec<&str> = operands.iter().map(|o| o.1.as_str()).collect();
        self.line(format!(
            "{} = torch.{op} {} : {} -> {}",
            v.name,
            names.join(", "),
            tys.join(", "),
            v.ty()
        ));
        v
    }

    fn literal(&mut self, shape: Vec<u64>, dtype: &'static str) -> Val {
        let (elem, value) = match dtype {
            "si64" => ("i64", format!("{}", self.rng.range(0, 5) as i64 - 2)),
            d => (
                d,
                format!("{:.1}", self.rng.range(0, 8) as f64 * 0.25 - 1.0),
            ),
        };
        let mut t = String::from("tensor<");
        for d in &shape {
            let _ = write!(t, "{d}x");
        }
        t.push_str(elem);
        t.push('>');
        let v = Val {
            name: self.fresh(),
            shape,
            dtype,
        };
        self.line(format!(
            "{} = torch.vtensor.literal(dense<{value}> : {t}) : {}",
            v.name,
            v.ty()
        ));
        v
    }

    fn pick(&mut self) -> Val {
        let i = self.rng.recent(self.vals.len());
        self.vals[i].clone()
    }

    fn partner(&mut self, a: &Val) -> Val {
        let same: Vec<Val> = self
            .vals
            .iter()
            .filter(|v| v.shape == a.shape && v.dtype == a.dtype)
            .cloned()
            .collect();
        if let Some(v) = self.rng.maybe_pick(&same, 3, 4) {
            return v.clone();
        }
        self.literal(a.shape.clone(), a.dtype)
    }

    fn step(&mut self) {
        let a = self.pick();
        let at = (a.name.clone(), a.ty());
        let rank = a.shape.len();
        let v = match self.rng.weighted(&[6, 8, 3, 3, 3, 3, 2, 2, 3, 2, 2]) {
            0 => {
                let op = if a.is_float() {
                    *self.rng.pick(&UNARY_FLOAT)
                } else {
                    *self.rng.pick(&UNARY_INT)
                };
                self.op(&format!("aten.{op}"), &[at], a.shape.clone(), a.dtype)
            }
            1 => {
                let b = self.partner(&a);
                let bt = (b.name.clone(), b.ty());
                let k = self.rng.index(5);
                if k < 2 {
                    let one = self.int(1);
                    let op = ["aten.add.Tensor", "aten.sub.Tensor"][k];
                    self.op(
                        op,
                        &[at, bt, (one, "!torch.int".into())],
                        a.shape.clone(),
                        a.dtype,
                    )
                } else {
                    let op = ["aten.mul.Tensor", "aten.maximum", "aten.minimum"][k - 2];
                    self.op(op, &[at, bt], a.shape.clone(), a.dtype)
                }
            }
            2 if a.is_float() => {
                // True division of floats (an integer one would promote).
                let b = self.partner(&a);
                let bt = (b.name.clone(), b.ty());
                self.op("aten.div.Tensor", &[at, bt], a.shape.clone(), a.dtype)
            }
            3 if rank == 2 && a.is_float() => {
                let n = *self.rng.pick(&DIMS);
                let w = self.literal(vec![a.shape[1], n], a.dtype);
                let wt = (w.name.clone(), w.ty());
                self.op("aten.mm", &[at, wt], vec![a.shape[0], n], a.dtype)
            }
            4 if rank >= 2 => {
                let i = self.rng.index(rank);
                let j = self.rng.index(rank);
                let (x, y) = (self.int(i as i64), self.int(j as i64));
                let mut shape = a.shape.clone();
                shape.swap(i, j);
                let int = "!torch.int".to_string();
                self.op(
                    "aten.transpose.int",
                    &[at, (x, int.clone()), (y, int)],
                    shape,
                    a.dtype,
                )
            }
            5 => {
                let n: u64 = a.shape.iter().product();
                let shape = if n % 2 == 0 && self.rng.chance(1, 2) {
                    vec![2, n / 2]
                } else {
                    vec![n]
                };
                let dims: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
                let l = self.int_list(&dims);
                self.op(
                    "aten.view",
                    &[at, (l, "!torch.list<int>".into())],
                    shape,
                    a.dtype,
                )
            }
            6 if rank >= 1 && a.is_float() => {
                let d = self.rng.index(rank);
                let keep = self.rng.chance(1, 2);
                let l = self.int_list(&[d as i64]);
                let k = self.boolean(keep);
                let none = self.fresh();
                self.line(format!("{none} = torch.constant.none"));
                let mut shape = a.shape.clone();
                if keep {
                    shape[d] = 1;
                } else {
                    shape.remove(d);
                }
                let op = *self.rng.pick(&["aten.sum.dim_IntList", "aten.mean.dim"]);
                let operands = [
                    at,
                    (l, "!torch.list<int>".into()),
                    (k, "!torch.bool".into()),
                    (none, "!torch.none".into()),
                ];
                self.op(op, &operands, shape, a.dtype)
            }
            7 if rank >= 1 && a.is_float() => {
                let last = self.int(-1);
                let f = self.boolean(false);
                let operands = [at, (last, "!torch.int".into()), (f, "!torch.bool".into())];
                self.op("aten._softmax", &operands, a.shape.clone(), a.dtype)
            }
            8 => {
                let to = *self.rng.pick(&DTYPES);
                let t = self.int(scalar_type(to) as i64);
                self.op(
                    "prims.convert_element_type",
                    &[at, (t, "!torch.int".into())],
                    a.shape.clone(),
                    to,
                )
            }
            9 => {
                let b = self.partner(&a);
                let bt = (b.name.clone(), b.ty());
                let cmp = *self.rng.pick(&[
                    "aten.gt.Tensor",
                    "aten.lt.Tensor",
                    "aten.eq.Tensor",
                    "aten.ge.Tensor",
                ]);
                let p = self.op(cmp, &[at.clone(), bt.clone()], a.shape.clone(), "i1");
                let pt = (p.name.clone(), p.ty());
                self.op("aten.where.self", &[pt, at, bt], a.shape.clone(), a.dtype)
            }
            10 => {
                let d = self.rng.index(rank + 1);
                let x = self.int(d as i64);
                let mut shape = a.shape.clone();
                shape.insert(d, 1);
                self.op(
                    "aten.unsqueeze",
                    &[at, (x, "!torch.int".into())],
                    shape,
                    a.dtype,
                )
            }
            _ => {
                if rank == 0 {
                    self.op("aten.neg", &[at], a.shape.clone(), a.dtype)
                } else {
                    let d = self.rng.index(rank);
                    let l = self.fresh();
                    let t = a.ty();
                    self.line(format!(
                        "{l} = torch.prim.ListConstruct {}, {} : ({t}, {t}) -> !torch.list<vtensor>",
                        a.name, a.name
                    ));
                    let x = self.int(d as i64);
                    let mut shape = a.shape.clone();
                    shape[d] *= 2;
                    let operands = [(l, "!torch.list<vtensor>".into()), (x, "!torch.int".into())];
                    self.op("aten.cat", &operands, shape, a.dtype)
                }
            }
        };
        self.vals.push(v);
    }
}

/// A random torch module of about `size` ATen ops, decided by `rng`.
pub fn torch_module(rng: Rng, size: u64) -> String {
    let mut g = Gen {
        rng,
        body: String::new(),
        vals: Vec::new(),
        next: 0,
    };
    let nargs = 1 + g.rng.index(2);
    let mut params = Vec::new();
    for i in 0..nargs {
        let rank = *g.rng.pick(&[1usize, 2, 2, 3, 4]);
        let shape: Vec<u64> = (0..rank).map(|_| *g.rng.pick(&DIMS)).collect();
        let dtype = DTYPES[g.rng.weighted(&[6, 2, 2, 1])];
        let v = Val {
            name: format!("%arg{i}"),
            shape,
            dtype,
        };
        params.push(format!("{}: {}", v.name, v.ty()));
        g.vals.push(v);
    }
    for _ in 0..size.max(1) {
        g.step();
    }
    let last = g.vals[g.vals.len() - 1].clone();
    format!(
        "module {{\n  func.func @main({}) -> {} {{\n{}    return {} : {}\n  }}\n}}\n",
        params.join(", "),
        last.ty(),
        g.body,
        last.name,
        last.ty()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        let a = torch_module(Rng::new(5), 10);
        assert_eq!(a, torch_module(Rng::new(5), 10));
        assert!(a.contains("func.func @main("), "{a}");
    }
}

//! Random well-typed StableHLO programs, in generic form: what the fuzz
//! targets of the dataflow passes, the lowerings and the engines run, so
//! that a fuzzer's bytes reach them past the parser and the verifier.
//!
//! One `@main` over a few tensor arguments of small shapes and mixed
//! element types (f32, f16, bf16, i32), then a chain of elementwise ops,
//! broadcasts, transposes, reshapes, products, reductions, conversions,
//! comparisons with selects, concatenations and slices, each over values
//! already defined; the last one or two values are returned.

use crate::rng::Rng;
use std::fmt::Write;

/// A value of the program: its SSA name, shape and element type.
#[derive(Clone)]
struct Val {
    name: String,
    shape: Vec<u64>,
    elem: &'static str,
}

impl Val {
    fn ty(&self) -> String {
        tensor_type(&self.shape, self.elem)
    }
    fn is_float(&self) -> bool {
        self.elem != "i32" && self.elem != "i1"
    }
}

fn tensor_type(shape: &[u64], elem: &str) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        let _ = write!(s, "{d}x");
    }
    s.push_str(elem);
    s.push('>');
    s
}

fn ints(xs: impl IntoIterator<Item = u64>) -> String {
    xs.into_iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

struct Gen {
    rng: Rng,
    body: String,
    vals: Vec<Val>,
    next: usize,
}

const ELEMS: [&str; 4] = ["f32", "f16", "bf16", "i32"];
const DIMS: [u64; 8] = [1, 2, 3, 4, 5, 8, 16, 32];
const UNARY_FLOAT: [&str; 12] = [
    "abs",
    "negate",
    "exponential",
    "tanh",
    "logistic",
    "sqrt",
    "rsqrt",
    "log",
    "sine",
    "floor",
    "sign",
    "cosine",
];
const UNARY_INT: [&str; 3] = ["abs", "negate", "sign"];
const BINARY: [&str; 7] = [
    "add",
    "subtract",
    "multiply",
    "maximum",
    "minimum",
    "divide",
    "remainder",
];

impl Gen {
    fn shape(&mut self) -> Vec<u64> {
        let rank = *self.rng.pick(&[0usize, 1, 2, 2, 2, 3, 3, 4]);
        (0..rank).map(|_| *self.rng.pick(&DIMS)).collect()
    }

    fn elem(&mut self) -> &'static str {
        ELEMS[self.rng.weighted(&[6, 2, 2, 2])]
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    /// Emits `op` with `operands` and `attrs` giving `shape` x `elem`.
    fn emit(
        &mut self,
        op: &str,
        operands: &[&Val],
        attrs: &str,
        shape: Vec<u64>,
        elem: &'static str,
    ) -> Val {
        let v = Val {
            name: self.fresh(),
            shape,
            elem,
        };
        let names: Vec<&str> = operands.iter().map(|o| o.name.as_str()).collect();
        let tys: Vec<String> = operands.iter().map(|o| o.ty()).collect();
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.{op}\"({}){attrs} : ({}) -> {}",
            v.name,
            names.join(", "),
            tys.join(", "),
            v.ty()
        );
        v
    }

    fn constant(&mut self, shape: Vec<u64>, elem: &'static str) -> Val {
        let value = match elem {
            "i32" => format!("{}", self.rng.range(0, 7) as i64 - 3),
            "i1" => "true".into(),
            _ => format!("{:.1}", self.rng.range(0, 8) as f64 * 0.5 - 2.0),
        };
        let ty = tensor_type(&shape, elem);
        let attrs = format!(" {{value = dense<{value}> : {ty}}}");
        self.emit("constant", &[], &attrs, shape, elem)
    }

    fn pick(&mut self) -> Val {
        let i = self.rng.recent(self.vals.len());
        self.vals[i].clone()
    }

    /// A second operand of `a`'s type: an existing one, or a constant.
    fn partner(&mut self, a: &Val) -> Val {
        let same: Vec<Val> = self
            .vals
            .iter()
            .filter(|v| v.shape == a.shape && v.elem == a.elem)
            .cloned()
            .collect();
        if let Some(v) = self.rng.maybe_pick(&same, 3, 4) {
            return v.clone();
        }
        self.constant(a.shape.clone(), a.elem)
    }

    fn step(&mut self) {
        let a = self.pick();
        let v = match self.rng.weighted(&[6, 8, 3, 3, 2, 3, 3, 2, 3, 2, 2, 1]) {
            0 => {
                let op = if a.is_float() {
                    *self.rng.pick(&UNARY_FLOAT)
                } else {
                    *self.rng.pick(&UNARY_INT)
                };
                self.emit(op, &[&a], "", a.shape.clone(), a.elem)
            }
            1 => {
                let b = self.partner(&a);
                let op = *self.rng.pick(&BINARY);
                self.emit(op, &[&a, &b], "", a.shape.clone(), a.elem)
            }
            2 => {
                // A new leading dimension, or a size-1 dimension widened.
                let r = a.shape.len() as u64;
                let k = *self.rng.pick(&DIMS);
                let mut shape = vec![k];
                shape.extend(&a.shape);
                let attrs = format!(" {{broadcast_dimensions = array<i64: {}>}}", ints(1..=r));
                let attrs = attrs.replace("array<i64: >", "array<i64>");
                self.emit("broadcast_in_dim", &[&a], &attrs, shape, a.elem)
            }
            3 => {
                let mut perm: Vec<u64> = (0..a.shape.len() as u64).collect();
                for i in (1..perm.len()).rev() {
                    let j = self.rng.index(i + 1);
                    perm.swap(i, j);
                }
                let shape = perm.iter().map(|&p| a.shape[p as usize]).collect();
                let attrs = format!(" {{permutation = array<i64: {}>}}", ints(perm.clone()));
                let attrs = attrs.replace("array<i64: >", "array<i64>");
                self.emit("transpose", &[&a], &attrs, shape, a.elem)
            }
            4 => {
                let n: u64 = a.shape.iter().product();
                let shape = if n % 2 == 0 && self.rng.chance(1, 2) {
                    vec![2, n / 2]
                } else {
                    vec![n]
                };
                self.emit("reshape", &[&a], "", shape, a.elem)
            }
            5 => {
                // A product over a's last dimension with a constant.
                let Some(&k) = a.shape.last() else {
                    return self.step_unary_fallback(a);
                };
                let n = *self.rng.pick(&DIMS);
                let b = self.constant(vec![k, n], a.elem);
                let last = a.shape.len() - 1;
                let mut shape = a.shape[..last].to_vec();
                shape.push(n);
                let attrs = format!(
                    " {{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [{last}], rhs_contracting_dimensions = [0]>}}"
                );
                self.emit("dot_general", &[&a, &b], &attrs, shape, a.elem)
            }
            6 => {
                if a.shape.is_empty() {
                    return self.step_unary_fallback(a);
                }
                let d = self.rng.index(a.shape.len());
                let init = self.constant(vec![], a.elem);
                let op = *self.rng.pick(&["add", "maximum", "minimum"]);
                let scalar = tensor_type(&[], a.elem);
                let mut shape = a.shape.clone();
                shape.remove(d);
                let v = Val {
                    name: self.fresh(),
                    shape,
                    elem: a.elem,
                };
                let _ = writeln!(
                    self.body,
                    "    {} = \"stablehlo.reduce\"({}, {}) ({{\n    ^bb0(%x: {scalar}, %y: {scalar}):\n      %s = \"stablehlo.{op}\"(%x, %y) : ({scalar}, {scalar}) -> {scalar}\n      \"stablehlo.return\"(%s) : ({scalar}) -> ()\n    }}) {{dimensions = array<i64: {d}>}} : ({}, {scalar}) -> {}",
                    v.name,
                    a.name,
                    init.name,
                    a.ty(),
                    v.ty()
                );
                v
            }
            7 => {
                let to = self.elem();
                self.emit("convert", &[&a], "", a.shape.clone(), to)
            }
            8 => {
                let b = self.partner(&a);
                let dir = *self.rng.pick(&["EQ", "NE", "LT", "LE", "GT", "GE"]);
                let attrs =
                    format!(" {{comparison_direction = #stablehlo<comparison_direction {dir}>}}");
                let p = self.emit("compare", &[&a, &b], &attrs, a.shape.clone(), "i1");
                self.emit("select", &[&p, &a, &b], "", a.shape.clone(), a.elem)
            }
            9 => {
                if a.shape.is_empty() {
                    return self.step_unary_fallback(a);
                }
                let d = self.rng.index(a.shape.len());
                let b = self.partner(&a);
                let mut shape = a.shape.clone();
                shape[d] *= 2;
                let attrs = format!(" {{dimension = {d} : i64}}");
                self.emit("concatenate", &[&a, &b], &attrs, shape, a.elem)
            }
            10 => {
                if a.shape.is_empty() {
                    return self.step_unary_fallback(a);
                }
                let start: Vec<u64> = a.shape.iter().map(|&d| self.rng.below(d)).collect();
                let limit: Vec<u64> = a
                    .shape
                    .iter()
                    .zip(&start)
                    .map(|(&d, &s)| s + 1 + self.rng.below(d - s))
                    .collect();
                let shape = start.iter().zip(&limit).map(|(s, l)| l - s).collect();
                let attrs = format!(
                    " {{limit_indices = array<i64: {}>, start_indices = array<i64: {}>, strides = array<i64: {}>}}",
                    ints(limit.clone()),
                    ints(start.clone()),
                    ints(start.iter().map(|_| 1))
                );
                self.emit("slice", &[&a], &attrs, shape, a.elem)
            }
            _ => {
                let shape = self.shape();
                let elem = self.elem();
                self.constant(shape, elem)
            }
        };
        self.vals.push(v);
    }

    fn step_unary_fallback(&mut self, a: Val) {
        let v = self.emit("negate", &[&a], "", a.shape.clone(), a.elem);
        self.vals.push(v);
    }
}

/// A random StableHLO module of about `size` ops, decided by `rng`.
pub fn hlo_module(rng: Rng, size: u64) -> String {
    let mut g = Gen {
        rng,
        body: String::new(),
        vals: Vec::new(),
        next: 0,
    };
    let nargs = 1 + g.rng.index(3);
    let mut params = Vec::new();
    for i in 0..nargs {
        let shape = g.shape();
        let elem = g.elem();
        let v = Val {
            name: format!("%arg{i}"),
            shape,
            elem,
        };
        params.push(format!("{}: {}", v.name, v.ty()));
        g.vals.push(v);
    }
    for _ in 0..size.max(1) {
        g.step();
    }
    let n = g.vals.len();
    let results: Vec<Val> = if n > nargs + 1 && g.rng.chance(1, 3) {
        vec![g.vals[n - 2].clone(), g.vals[n - 1].clone()]
    } else {
        vec![g.vals[n - 1].clone()]
    };
    let names: Vec<&str> = results.iter().map(|v| v.name.as_str()).collect();
    let tys: Vec<String> = results.iter().map(Val::ty).collect();
    format!(
        "func.func @main({}) -> ({}) {{\n{}    return {} : {}\n}}\n",
        params.join(", "),
        tys.join(", "),
        g.body,
        names.join(", "),
        tys.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic() {
        let a = hlo_module(Rng::new(3), 12);
        assert_eq!(a, hlo_module(Rng::new(3), 12));
        assert!(a.contains("func.func @main("), "{a}");
        assert!(a.contains("return"), "{a}");
    }
}

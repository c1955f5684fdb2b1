//! The benchmark module: many `func.func`s of real-dialect ops (func, arith,
//! scf, tensor) in generic form, valid for mlir-opt's verifier.
//!
//! Every function has the same signature so any function may call an
//! earlier one. `ops` counts top-level steps of a function body; a step is
//! a single op or an `scf.for`/`scf.if` with a body of its own, so the
//! printed module has about 2.3 lines per step.

use crate::rng::Rng;
use std::io::{self, Write};

const T: &str = "tensor<8x16xf32>";
const SIG_ARGS: &str = "tensor<8x16xf32>, index, f32";
const SIG_RES: &str = "tensor<8x16xf32>, f32";

/// Values in scope, by type.
#[derive(Clone, Default)]
struct Scope {
    idx: Vec<String>,
    f: Vec<String>,
    t: Vec<String>,
    b: Vec<String>,
}

struct Fn<'a> {
    rng: &'a mut Rng,
    next: u64,
    out: String,
    /// Index of this function; calls go to functions `0..me`.
    me: u64,
}

fn last(v: &[String]) -> &str {
    v.last().map(String::as_str).unwrap_or("%arg1")
}

impl Fn<'_> {
    fn name(&mut self) -> String {
        self.next += 1;
        format!("%{}", self.next - 1)
    }

    fn pick(&mut self, v: &[String]) -> String {
        if v.is_empty() {
            return "%arg1".to_string();
        }
        // Recent values most of the time: realistic def-use distances.
        let n = v.len();
        let i = if self.rng.chance(3, 4) {
            n - 1 - self.rng.index(n.min(3))
        } else {
            self.rng.index(n)
        };
        v[i].clone()
    }

    fn line(&mut self, ind: usize, s: &str) {
        for _ in 0..ind {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// One step: a simple op, or a loop/conditional with a nested body.
    fn step(&mut self, sc: &mut Scope, ind: usize, depth: u32) {
        let k = self.rng.weighted(&[
            3,
            3,
            3,
            2,
            2,
            2,
            2,
            1,
            if depth > 0 { 2 } else { 0 },
            if depth > 0 { 1 } else { 0 },
            if self.me > 0 { 1 } else { 0 },
        ]);
        match k {
            0 => {
                let r = self.name();
                let v = self.rng.below(64);
                self.line(
                    ind,
                    &format!("{r} = \"arith.constant\"() <{{value = {v} : index}}> : () -> index"),
                );
                sc.idx.push(r);
            }
            1 => {
                let (a, b) = (self.pick(&sc.f), self.pick(&sc.f));
                let op =
                    *self
                        .rng
                        .pick(&["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf"]);
                let r = self.name();
                self.line(
                    ind,
                    &format!("{r} = \"{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : (f32, f32) -> f32"),
                );
                sc.f.push(r);
            }
            2 => {
                let (a, b) = (self.pick(&sc.idx), self.pick(&sc.idx));
                let op = *self.rng.pick(&["arith.addi", "arith.muli", "arith.subi"]);
                let r = self.name();
                self.line(
                    ind,
                    &format!("{r} = \"{op}\"({a}, {b}) <{{overflowFlags = #arith.overflow<none>}}> : (index, index) -> index"),
                );
                sc.idx.push(r);
            }
            3 => {
                let t = self.pick(&sc.t);
                let (i, j) = (self.pick(&sc.idx), self.pick(&sc.idx));
                let r = self.name();
                self.line(
                    ind,
                    &format!(
                        "{r} = \"tensor.extract\"({t}, {i}, {j}) : ({T}, index, index) -> f32"
                    ),
                );
                sc.f.push(r);
            }
            4 => {
                let v = self.pick(&sc.f);
                let t = self.pick(&sc.t);
                let (i, j) = (self.pick(&sc.idx), self.pick(&sc.idx));
                let r = self.name();
                self.line(
                    ind,
                    &format!("{r} = \"tensor.insert\"({v}, {t}, {i}, {j}) : (f32, {T}, index, index) -> {T}"),
                );
                sc.t.push(r);
            }
            5 => {
                let (a, b) = (self.pick(&sc.t), self.pick(&sc.t));
                let op = *self.rng.pick(&["arith.addf", "arith.mulf"]);
                let r = self.name();
                self.line(
                    ind,
                    &format!("{r} = \"{op}\"({a}, {b}) <{{fastmath = #arith.fastmath<none>}}> : ({T}, {T}) -> {T}"),
                );
                sc.t.push(r);
            }
            6 => {
                let (a, b) = (self.pick(&sc.idx), self.pick(&sc.idx));
                let p = self.rng.below(10);
                let r = self.name();
                self.line(ind, &format!("{r} = \"arith.cmpi\"({a}, {b}) <{{predicate = {p} : i64}}> : (index, index) -> i1"));
                sc.b.push(r);
            }
            7 => {
                let r = self.name();
                let v = self.rng.below(1000) as f64 / 8.0;
                self.line(
                    ind,
                    &format!(
                        "{r} = \"arith.constant\"() <{{value = dense<{v:.6e}> : {T}}}> : () -> {T}"
                    ),
                );
                sc.t.push(r);
            }
            8 => self.for_loop(sc, ind, depth),
            9 => self.if_op(sc, ind, depth),
            _ => {
                let callee = self.rng.below(self.me);
                let (t, i, f) = (self.pick(&sc.t), self.pick(&sc.idx), self.pick(&sc.f));
                let r = self.name();
                self.line(
                    ind,
                    &format!("{r}:2 = \"func.call\"({t}, {i}, {f}) <{{callee = @f{callee}}}> : ({SIG_ARGS}) -> ({SIG_RES})"),
                );
                sc.t.push(format!("{r}#0"));
                sc.f.push(format!("{r}#1"));
            }
        }
    }

    /// `scf.for` carrying a tensor and a scalar, with a body of its own.
    fn for_loop(&mut self, sc: &mut Scope, ind: usize, depth: u32) {
        let (lb, ub, st) = (self.pick(&sc.idx), self.pick(&sc.idx), self.pick(&sc.idx));
        let (t0, f0) = (self.pick(&sc.t), self.pick(&sc.f));
        let r = self.name();
        self.line(
            ind,
            &format!("{r}:2 = \"scf.for\"({lb}, {ub}, {st}, {t0}, {f0}) ({{"),
        );
        let (iv, ta, fa) = (self.name(), self.name(), self.name());
        self.line(ind, &format!("^bb0({iv}: index, {ta}: {T}, {fa}: f32):"));
        let mut inner = sc.clone();
        inner.idx.push(iv);
        inner.t.push(ta);
        inner.f.push(fa);
        let n = self.rng.range(2, 5);
        for _ in 0..n {
            self.step(&mut inner, ind + 1, depth - 1);
        }
        let (ty, fy) = (last(&inner.t).to_string(), last(&inner.f).to_string());
        self.line(
            ind + 1,
            &format!("\"scf.yield\"({ty}, {fy}) : ({T}, f32) -> ()"),
        );
        self.line(
            ind,
            &format!("}}) : (index, index, index, {T}, f32) -> ({T}, f32)"),
        );
        sc.t.push(format!("{r}#0"));
        sc.f.push(format!("{r}#1"));
    }

    /// `scf.if` yielding a scalar from both branches.
    fn if_op(&mut self, sc: &mut Scope, ind: usize, depth: u32) {
        if sc.b.is_empty() {
            let (a, b) = (self.pick(&sc.idx), self.pick(&sc.idx));
            let c = self.name();
            self.line(ind, &format!("{c} = \"arith.cmpi\"({a}, {b}) <{{predicate = 2 : i64}}> : (index, index) -> i1"));
            sc.b.push(c);
        }
        let c = self.pick(&sc.b);
        let r = self.name();
        self.line(ind, &format!("{r} = \"scf.if\"({c}) ({{"));
        for branch in 0..2 {
            let mut inner = sc.clone();
            let n = self.rng.range(1, 2);
            for _ in 0..n {
                self.step(&mut inner, ind + 1, depth - 1);
            }
            let y = last(&inner.f).to_string();
            self.line(ind + 1, &format!("\"scf.yield\"({y}) : (f32) -> ()"));
            self.line(
                ind,
                if branch == 0 {
                    "}, {"
                } else {
                    "}) : (i1) -> f32"
                },
            );
        }
        sc.f.push(r);
    }
}

/// Writes the benchmark module with `functions` functions of `ops` steps.
pub fn write_big_module(
    out: &mut dyn Write,
    functions: u64,
    ops: u64,
    seed: u64,
) -> io::Result<()> {
    let mut rng = Rng::new(seed ^ 0xB16);
    out.write_all(b"\"builtin.module\"() ({\n")?;
    for me in 0..functions {
        let mut f = Fn {
            rng: &mut rng,
            next: 0,
            out: String::new(),
            me,
        };
        f.out.push_str(&format!(
            "  \"func.func\"() <{{function_type = ({SIG_ARGS}) -> ({SIG_RES}), sym_name = \"f{me}\"}}> ({{\n"
        ));
        f.out
            .push_str(&format!("  ^bb0(%arg0: {T}, %arg1: index, %arg2: f32):\n"));
        let mut sc = Scope {
            idx: vec!["%arg1".into()],
            f: vec!["%arg2".into()],
            t: vec!["%arg0".into()],
            b: vec![],
        };
        for _ in 0..ops {
            f.step(&mut sc, 2, 2);
        }
        let (t, x) = (last(&sc.t).to_string(), last(&sc.f).to_string());
        f.line(2, &format!("\"func.return\"({t}, {x}) : ({SIG_RES}) -> ()"));
        f.line(1, "}) : () -> ()");
        out.write_all(f.out.as_bytes())?;
    }
    out.write_all(b"}) : () -> ()\n")?;
    Ok(())
}

/// The benchmark module as a string (convenient for tests; use
/// [`write_big_module`] for the full-size one).
pub fn big_module(functions: u64, ops: u64, seed: u64) -> String {
    let mut v = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = write_big_module(&mut v, functions, ops, seed);
    String::from_utf8_lossy(&v).into_owned()
}

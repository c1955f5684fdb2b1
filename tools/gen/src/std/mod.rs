//! Random, well-typed modules in MLIR's standard dialects (func, arith,
//! math, scf, cf, memref, tensor, linalg), written in their custom (pretty)
//! syntax the way a person would write them, for differential tests against
//! mlir-opt 22 (which must accept every output, verifier included).
//!
//! One module per op family; [`Gen`] holds the shared state: the output
//! text, the values in scope (with their types) and the random stream.
//! Operands are taken from values in scope when one of the right type
//! exists, otherwise materialised (`arith.constant`, `tensor.empty`,
//! `memref.alloc`), so every op can be generated in any context.

pub mod arith;
pub mod cf;
pub mod func;
pub mod linalg;
pub mod math;
pub mod memref;
pub mod mutants;
pub mod scf;
pub mod tensor;
pub mod types;

use crate::rng::Rng;
use std::collections::HashSet;
pub use types::{Elem, Ty};

/// Every dialect the generator knows, in the order `--dialects` lists them.
pub const DIALECTS: &[&str] = &[
    "func", "arith", "math", "scf", "cf", "memref", "tensor", "linalg",
];

/// A value in scope.
#[derive(Clone, Debug)]
pub struct Val {
    /// `%name` (or `%r#1`).
    pub name: String,
    /// Its type.
    pub ty: Ty,
}

/// Generator state.
pub struct Gen {
    /// The random stream.
    pub rng: Rng,
    out: String,
    indent: usize,
    step: usize,
    scopes: Vec<Vec<Val>>,
    used: HashSet<String>,
    counter: u64,
    dialects: Vec<&'static str>,
    /// User type aliases `(!name, type text)`, printed at the top.
    pub aliases: Vec<(String, String)>,
    use_aliases: bool,
    /// Region nesting depth.
    pub depth: u32,
    /// Remaining op budget of the current function.
    pub budget: i64,
    /// Signatures of the functions callable so far: (name, args, results).
    pub funcs: Vec<(String, Vec<Ty>, Vec<Ty>)>,
    /// Module-level ops to print before the functions (globals, ...).
    pub prelude: Vec<String>,
    /// `memref.global`s: (name, type).
    pub globals: Vec<(String, Ty)>,
    /// Inside the nested `module @inner` (no outer globals visible).
    pub inner: bool,
    /// The module's favourite element types and shapes.
    pub pal_elems: Vec<Elem>,
    /// See `pal_elems`.
    pub pal_shapes: Vec<Vec<u64>>,
}

/// Parses a `--dialects` list (`func,arith,...`); `func` and `arith` are
/// always included (functions and constants need them).
pub fn parse_dialects(list: &str) -> Result<Vec<&'static str>, String> {
    let mut out = vec!["func", "arith"];
    for d in list.split(',').map(str::trim).filter(|d| !d.is_empty()) {
        let Some(k) = DIALECTS.iter().find(|k| **k == d) else {
            return Err(format!(
                "unknown dialect {d:?} (known: {})",
                DIALECTS.join(",")
            ));
        };
        if !out.contains(k) {
            out.push(k);
        }
    }
    Ok(out)
}

/// A random module for `seed`: about `size` ops spread over a few
/// functions, using the `dialects` given (all when `None`).
pub fn std_module(seed: u64, size: u64, dialects: Option<&[&'static str]>) -> String {
    let rng = Rng::new(seed ^ 0x5354_445f_6d6c_6972);
    let comment = format!("// ir-gen std --seed {seed} --size {size}\n");
    std_module_with(rng, &comment, size, dialects)
}

/// The same from a given generator (a fuzzer's [`Rng::from_bytes`]); the
/// module may start with `comment`.
pub fn std_module_with(
    rng: Rng,
    comment: &str,
    size: u64,
    dialects: Option<&[&'static str]>,
) -> String {
    let mut g = Gen {
        rng,
        out: String::new(),
        indent: 0,
        step: 2,
        scopes: vec![],
        used: HashSet::new(),
        counter: 0,
        dialects: dialects
            .map(<[_]>::to_vec)
            .unwrap_or_else(|| DIALECTS.to_vec()),
        aliases: vec![],
        use_aliases: false,
        depth: 0,
        budget: 0,
        funcs: vec![],
        prelude: vec![],
        globals: vec![],
        inner: false,
        pal_elems: vec![],
        pal_shapes: vec![],
    };
    let pe: Vec<Elem> = (0..2).map(|_| g.num_elem()).collect();
    let ps: Vec<Vec<u64>> = (0..2).map(|_| g.shape()).collect();
    g.pal_elems = pe;
    g.pal_shapes = ps;
    g.step = *g.rng.pick(&[2, 2, 2, 4, 3]);
    g.use_aliases = g.rng.chance(1, 3);
    let body = func::module_body(&mut g, size.max(1));
    let mut text = String::new();
    if g.rng.chance(1, 3) {
        text.push_str(comment);
    }
    for (n, t) in &g.aliases {
        text.push_str(&format!("{n} = {t}\n"));
    }
    if !g.aliases.is_empty() && g.rng.chance(1, 2) {
        text.push('\n');
    }
    text.push_str(&body);
    text
}

impl Gen {
    /// Whether dialect `d` is enabled.
    pub fn has(&self, d: &str) -> bool {
        self.dialects.contains(&d)
    }

    /// Writes one line at the current indentation; sometimes with a
    /// trailing comment.
    pub fn line(&mut self, s: &str) {
        let ind = self.indent * self.step;
        self.out.push_str(&" ".repeat(ind));
        self.out.push_str(s);
        if self.rng.chance(1, 40) {
            self.out.push_str(*self.rng.pick(&[
                "  // note",
                " // TODO: check",
                "    // keep",
                " //",
            ]));
        }
        self.out.push('\n');
        if self.rng.chance(1, 60) {
            self.out.push('\n');
        } else if self.rng.chance(1, 80) {
            self.out.push_str(&" ".repeat(ind));
            self.out.push_str("// ---- comment line ----\n");
        }
    }

    /// Opens a nested level (after a line ending in `{`).
    pub fn open(&mut self) {
        self.indent += 1;
        self.scopes.push(vec![]);
    }
    /// Closes a nested level (before the line with `}`).
    pub fn close(&mut self) {
        self.indent -= 1;
        self.scopes.pop();
    }
    /// Changes the indentation only.
    pub fn shift(&mut self, d: i32) {
        self.indent = (self.indent as i32 + d).max(0) as usize;
    }
    /// Takes the text written so far (used to build functions separately).
    pub fn take_out(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// Starts a new function: fresh name set, a single empty scope.
    pub fn begin_function(&mut self) {
        self.used.clear();
        self.counter = 0;
        self.scopes = vec![vec![]];
    }
    /// Pushes / pops a value scope without indentation (blocks of a region).
    pub fn push_scope(&mut self) {
        self.scopes.push(vec![]);
    }
    /// See [`Gen::push_scope`].
    pub fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// A fresh SSA name (unique in the function); shapes vary: `%12`,
    /// `%sum`, `%x_1`, `%v3`, or a hint of the op.
    pub fn fresh(&mut self, hint: &str) -> String {
        loop {
            self.counter += 1;
            let n = self.counter;
            let name = match self.rng.below(6) {
                0 | 1 => format!("%{n}"),
                2 => format!("%{hint}"),
                3 => format!("%{hint}_{n}"),
                4 => format!("%{}{n}", self.rng.pick(&["v", "x", "t", "tmp"])),
                _ => format!(
                    "%{}",
                    self.rng
                        .pick(&["sum", "acc", "x_1", "res", "val", "y", "lhs", "rhs", "a.b"])
                ),
            };
            if self.used.insert(name.clone()) {
                return name;
            }
        }
    }

    /// Records `name : ty` as usable in the current scope.
    pub fn bind(&mut self, name: &str, ty: &Ty) {
        if let Some(s) = self.scopes.last_mut() {
            s.push(Val {
                name: name.to_string(),
                ty: ty.clone(),
            });
        }
    }

    /// All values in scope of type `ty`.
    fn matching(&self, pred: impl Fn(&Ty) -> bool) -> Vec<Val> {
        self.scopes
            .iter()
            .flatten()
            .filter(|v| pred(&v.ty))
            .cloned()
            .collect()
    }

    /// A random value in scope satisfying `pred`.
    pub fn find(&mut self, pred: impl Fn(&Ty) -> bool) -> Option<Val> {
        let m = self.matching(pred);
        if m.is_empty() {
            None
        } else {
            Some(m[self.rng.index(m.len())].clone())
        }
    }

    /// An operand of type `ty`: a value in scope (usually) or a new
    /// constant / empty tensor / allocation written before the use.
    pub fn operand(&mut self, ty: &Ty) -> String {
        if !self.rng.chance(1, 5) {
            if let Some(v) = self.find(|t| t == ty) {
                return v.name;
            }
        }
        self.materialize(ty)
    }

    /// Like [`Gen::operand`] but never a `%r#N` result (successor operand
    /// lists don't accept result numbers).
    pub fn plain_operand(&mut self, ty: &Ty) -> String {
        if !self.rng.chance(1, 5) {
            if let Some(v) = self.find(|t| t == ty) {
                if !v.name.contains('#') {
                    return v.name;
                }
            }
        }
        self.materialize(ty)
    }

    /// A value of type `ty`, always newly created.
    pub fn materialize(&mut self, ty: &Ty) -> String {
        match ty {
            Ty::S(e) => arith::constant_scalar(self, e),
            Ty::Vector(..) => arith::constant_dense(self, ty),
            Ty::Tensor(d, _) => {
                let static_ = d.iter().all(Option::is_some);
                if static_ && (!self.has("tensor") || self.rng.chance(1, 2)) {
                    arith::constant_dense(self, ty)
                } else {
                    tensor::empty(self, ty)
                }
            }
            Ty::MemRef(..) => memref::alloc(self, ty),
        }
    }

    /// An `index` constant `n` (reusing one in scope if the name says so).
    pub fn index_const(&mut self, n: u64) -> String {
        arith::constant_int(self, &Elem::Index, n as i64)
    }

    /// An `index` operand: a value in scope or a constant below `bound`.
    pub fn index_below(&mut self, bound: u64) -> String {
        let n = self.rng.below(bound.max(1));
        self.index_const(n)
    }

    /// Whether the budget allows another op.
    pub fn spend(&mut self) -> bool {
        self.budget -= 1;
        self.budget >= 0
    }

    /// Generates `n` ops in the current block (no terminator).
    pub fn ops(&mut self, n: u64) {
        for _ in 0..n {
            if !self.spend() {
                break;
            }
            self.one_op();
        }
    }

    /// One op of a random enabled family.
    pub fn one_op(&mut self) {
        let deep = self.depth >= 3;
        let fams: [(&str, u32); 8] = [
            ("arith", 10),
            ("math", 3),
            ("func", 1),
            ("scf", if deep { 0 } else { 4 }),
            ("memref", 4),
            ("tensor", 4),
            ("linalg", if deep { 0 } else { 2 }),
            ("cf", 1),
        ];
        let w: Vec<u32> = fams
            .iter()
            .map(|(d, w)| if self.has(d) { *w } else { 0 })
            .collect();
        match fams[self.rng.weighted(&w)].0 {
            "arith" => arith::op(self),
            "math" => math::op(self),
            "func" => func::call(self),
            "scf" => scf::op(self),
            "memref" => memref::op(self),
            "tensor" => tensor::op(self),
            "linalg" => linalg::op(self),
            _ => cf::assert(self),
        }
    }

    /// Comma-separated list.
    pub fn list(items: &[String]) -> String {
        items.join(", ")
    }

    /// Comma-separated type spellings.
    pub fn tys(&mut self, ts: &[Ty]) -> String {
        let v: Vec<String> = ts.iter().map(|t| self.ty(t)).collect();
        v.join(", ")
    }
}

//! `func`: the module layout, `func.func` definitions and private
//! declarations (argument / result attributes, `attributes {...}`,
//! visibility), `func.call`, `func.constant` + `func.call_indirect`,
//! `func.return`, and a nested symbol table referenced by a nested
//! symbol ref.

use super::{cf, Elem, Gen, Ty};

/// A type for a function argument or result.
pub fn sig_ty(g: &mut Gen) -> Ty {
    loop {
        match g.rng.below(10) {
            0..=4 => {
                let e = g.num_elem();
                return Ty::S(e);
            }
            5 => {
                let e = g.num_elem();
                let s = g.shape();
                return Ty::Vector(s, e);
            }
            6 | 7 if g.has("tensor") || g.has("linalg") => {
                let e = g.num_elem();
                let d = g.tensor_dims();
                return Ty::Tensor(d, e);
            }
            8 | 9 if g.has("memref") => {
                let e = g.num_elem();
                let d = g.tensor_dims();
                return Ty::MemRef(d, e, None);
            }
            _ => {}
        }
    }
}

fn arg_attr(g: &mut Gen, t: &Ty) -> String {
    let scalar_int = matches!(t, Ty::S(Elem::I(_)));
    match g.rng.below(12) {
        0 => " {llvm.noundef}".into(),
        1 if scalar_int => " {llvm.signext}".into(),
        2 if scalar_int => " {llvm.zeroext}".into(),
        3 => " {test.foo = 1 : i32}".into(),
        4 => " {llvm.noundef, test.tag = \"x\"}".into(),
        _ => String::new(),
    }
}

fn results_text(g: &mut Gen, res: &[Ty], attrs: bool) -> String {
    if res.is_empty() {
        return if g.rng.chance(1, 4) {
            " -> ()".into()
        } else {
            String::new()
        };
    }
    let parts: Vec<String> = res
        .iter()
        .map(|t| {
            let a = if attrs { arg_attr(g, t) } else { String::new() };
            format!("{}{a}", g.ty(t))
        })
        .collect();
    if parts.len() == 1
        && !parts[0].contains('{')
        && !parts[0].starts_with("!")
        && g.rng.chance(2, 3)
    {
        format!(" -> {}", parts[0])
    } else {
        format!(" -> ({})", parts.join(", "))
    }
}

fn fn_attrs(g: &mut Gen) -> String {
    match g.rng.below(8) {
        0 => " attributes {test.kernel}".into(),
        1 => " attributes {llvm.emit_c_interface, note = \"generated\"}".into(),
        2 => " attributes {passthrough = [\"nounwind\"], level = 2 : i64}".into(),
        _ => String::new(),
    }
}

/// Writes a private declaration and registers it as callable.
fn declaration(g: &mut Gen, name: &str) {
    let n_args = g.rng.below(4) as usize;
    let args: Vec<Ty> = (0..n_args).map(|_| sig_ty(g)).collect();
    let n_res = g.rng.weighted(&[2, 4, 2]);
    let res: Vec<Ty> = (0..n_res).map(|_| sig_ty(g)).collect();
    let parts: Vec<String> = args
        .iter()
        .map(|t| {
            let a = arg_attr(g, t);
            format!("{}{a}", g.ty(t))
        })
        .collect();
    let r = results_text(g, &res, true);
    let fa = fn_attrs(g);
    g.line(&format!(
        "func.func private @{name}({}){r}{fa}",
        parts.join(", ")
    ));
    g.funcs.push((name.to_string(), args, res));
}

/// `func.return` of values of types `res`.
pub fn ret(g: &mut Gen, res: &[Ty]) {
    let vals: Vec<String> = res.iter().map(|t| g.operand(t)).collect();
    let kw = if g.rng.chance(1, 2) {
        "return"
    } else {
        "func.return"
    };
    if res.is_empty() {
        g.line(kw);
    } else {
        let ts = g.tys(res);
        g.line(&format!("{kw} {} : {ts}", vals.join(", ")));
    }
}

fn definition(g: &mut Gen, name: &str, budget: i64, extra_attr: Option<String>) {
    let n_args = g.rng.below(5) as usize;
    let args: Vec<Ty> = (0..n_args).map(|_| sig_ty(g)).collect();
    let n_res = g.rng.weighted(&[2, 4, 2, 1]);
    let res: Vec<Ty> = (0..n_res).map(|_| sig_ty(g)).collect();
    g.funcs.push((name.to_string(), args.clone(), res.clone()));
    g.begin_function();
    let mut parts = vec![];
    let mut names = vec![];
    for t in &args {
        let n = g.fresh("arg");
        let a = arg_attr(g, t);
        parts.push(format!("{n}: {}{a}", g.ty(t)));
        names.push(n);
    }
    let vis = *g.rng.pick(&["", "", "", "private ", "public "]);
    let r = results_text(g, &res, true);
    let mut fa = fn_attrs(g);
    if let Some(x) = extra_attr {
        fa = format!(" attributes {{{x}}}");
    }
    g.line(&format!(
        "func.func {vis}@{name}({}){r}{fa} {{",
        parts.join(", ")
    ));
    g.open();
    for (n, t) in names.iter().zip(&args) {
        g.bind(n, t);
    }
    g.budget = budget;
    g.depth = 0;
    if g.has("cf") && g.rng.chance(1, 3) {
        cf::blocks(g, &res);
    } else {
        let n = budget.max(1) as u64;
        g.ops(n);
        ret(g, &res);
    }
    g.close();
    g.line("}");
}

/// The whole module: declarations, an optional nested module, functions.
pub fn module_body(g: &mut Gen, size: u64) -> String {
    let wrap = g.rng.below(4);
    match wrap {
        0 => g.line("module {"),
        1 => g.line("module attributes {test.module_note = \"std\"} {"),
        _ => {}
    }
    if wrap < 2 {
        g.open();
    }
    // Functions are generated into their own text so module-level ops
    // they need (memref.global) can be printed before them.
    let head = g.take_out();
    for i in 0..g.rng.below(3) {
        declaration(g, &format!("ext{i}"));
    }
    let mut nested_ref = None;
    if g.rng.chance(1, 4) {
        g.line("module @inner {");
        g.open();
        let r = format!("helper{}", g.rng.below(10));
        // The nested symbol table sees neither the outer functions nor
        // the outer globals.
        let outer = std::mem::take(&mut g.funcs);
        g.inner = true;
        definition(g, &r, 3, None);
        g.inner = false;
        g.funcs = outer;
        g.close();
        g.line("}");
        // Not callable from outside (func.call takes a flat symbol).
        nested_ref = Some(format!("ref = @inner::@{r}"));
    }
    let nfun = 1 + size / 30 + g.rng.below(2);
    let per = (size / nfun).max(1) as i64;
    for i in 0..nfun {
        let name = match g.rng.below(4) {
            0 => format!("f{i}"),
            1 => format!("kernel_{i}"),
            2 => format!("compute{i}"),
            _ => format!("fn.{i}"),
        };
        let extra = if i == nfun - 1 {
            nested_ref.take()
        } else {
            None
        };
        definition(g, &name, per, extra);
    }
    let funcs = g.take_out();
    let mut text = head;
    let ind = if wrap < 2 { g.step } else { 0 };
    for p in std::mem::take(&mut g.prelude) {
        text.push_str(&" ".repeat(ind));
        text.push_str(&p);
        text.push('\n');
    }
    text.push_str(&funcs);
    if wrap < 2 {
        g.close();
        g.line("}");
        text.push_str(&g.take_out());
    }
    text
}

/// A call of a known function (or `func.constant` + `call_indirect`).
pub fn call(g: &mut Gen) {
    if g.funcs.is_empty() {
        return;
    }
    let (name, args, res) = g.funcs[g.rng.index(g.funcs.len())].clone();
    let ops: Vec<String> = args.iter().map(|t| g.operand(t)).collect();
    let at = g.tys(&args);
    let rt = g.tys(&res);
    let fty = if res.len() == 1 && !rt.starts_with("!") && g.rng.chance(1, 2) {
        format!("({at}) -> {rt}")
    } else {
        format!("({at}) -> ({rt})")
    };
    let callee = if g.rng.chance(1, 6) {
        let f = g.fresh("f");
        g.line(&format!("{f} = func.constant @{name} : {fty}"));
        f
    } else {
        String::new()
    };
    let lhs = results(g, &res);
    let kw = if !callee.is_empty() {
        format!("func.call_indirect {callee}")
    } else if g.depth == 0 && g.rng.chance(1, 3) {
        format!("call @{name}")
    } else {
        format!("func.call @{name}")
    };
    let name_q = if name.contains('.') && callee.is_empty() {
        kw.replace(&format!("@{name}"), &format!("@\"{name}\""))
    } else {
        kw
    };
    g.line(&format!("{lhs}{name_q}({}) : {fty}", ops.join(", ")));
}

/// Names and binds the results of an op with result types `res`; returns
/// the `%a, %b = ` / `%r:2 = ` prefix (empty for no results).
pub fn results(g: &mut Gen, res: &[Ty]) -> String {
    match res.len() {
        0 => String::new(),
        1 => {
            let r = g.fresh("r");
            g.bind(&r, &res[0]);
            format!("{r} = ")
        }
        n => {
            if g.rng.chance(1, 2) {
                let names: Vec<String> = res
                    .iter()
                    .map(|t| {
                        let r = g.fresh("r");
                        g.bind(&r, t);
                        r
                    })
                    .collect();
                format!("{} = ", names.join(", "))
            } else {
                let r = loop {
                    let r = g.fresh("res");
                    if !r.contains('.') {
                        break r;
                    }
                };
                for (i, t) in res.iter().enumerate() {
                    g.bind(&format!("{r}#{i}"), t);
                }
                format!("{r}:{n} = ")
            }
        }
    }
}

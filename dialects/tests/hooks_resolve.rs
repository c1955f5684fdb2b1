//! Every hook a compiled-in definition declares has Rust behind it, every
//! Rust hook a dialect registers is named by some definition (so a renamed
//! op or hook fails here instead of being dropped), and every compiled-in
//! dialect registers into a fresh context.

use dialects::{compiled_hooks, register, ALL};
use ir::Context;

#[test]
fn every_compiled_in_dialect_registers_with_all_its_hooks() {
    let hooks = compiled_hooks();
    for d in ALL {
        let mut ctx = Context::new();
        // Dialects that name ops of others in patterns need those first.
        for dep in ALL.iter().take_while(|x| x.name != d.name) {
            register(&mut ctx, dep, &hooks).unwrap_or_else(|e| panic!("{e}"));
        }
        register(&mut ctx, d, &hooks).unwrap_or_else(|e| panic!("{e}"));
        assert!(ctx.registry.has_dialect(d.name));
    }
}

#[test]
fn register_all_succeeds_and_loads_torch_lazily() {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).unwrap_or_else(|e| panic!("{e}"));
    assert!(ctx.registry.op("arith.addi").is_some());
    assert!(ctx.registry.op("torch.aten.add.Tensor").is_none());
}

/// The keys every compiled-in definition refers to, by hook table.
#[derive(Default)]
struct Referenced {
    verifiers: Vec<String>,
    folders: Vec<String>,
    canonicalizers: Vec<String>,
    name_hints: Vec<String>,
    syntaxes: Vec<String>,
}

fn referenced() -> Referenced {
    use dialect_def::{HookKind, NameHint};
    let mut r = Referenced::default();
    for d in ALL {
        for (file, src) in d.sources {
            let def = dialect_def::load(file, src).unwrap_or_else(|e| panic!("{}", e.render(src)));
            let dn = &def.name.name;
            for op in &def.ops {
                let full = format!("{dn}.{}", op.name.name);
                for h in &op.hooks {
                    let key = dialect_engine::hook_key(dn, &full, &h.native);
                    match h.kind {
                        HookKind::Verify => r.verifiers.push(key),
                        HookKind::Fold => r.folders.push(key),
                        HookKind::Canonicalize => r.canonicalizers.push(key),
                        HookKind::Infer => {}
                    }
                }
                if let Some(NameHint::Native(n)) = &op.name_hint {
                    r.name_hints.push(dialect_engine::hook_key(dn, &full, n));
                }
                if op.format.is_none() {
                    r.syntaxes.push(full);
                }
            }
        }
    }
    r
}

#[test]
fn every_rust_hook_is_named_by_a_definition() {
    let hooks = compiled_hooks();
    let r = referenced();
    let mut unused = Vec::new();
    let mut check = |what: &str, keys: Vec<&String>, refs: &[String]| {
        for k in keys {
            if !refs.contains(k) {
                unused.push(format!("{what} `{k}`"));
            }
        }
    };
    check("verifier", hooks.verifiers.keys().collect(), &r.verifiers);
    check(
        "symbol-use verifier",
        hooks.symbol_users.keys().collect(),
        &r.verifiers,
    );
    check("folder", hooks.folders.keys().collect(), &r.folders);
    check(
        "canonicalizer",
        hooks.canonicalizers.keys().collect(),
        &r.canonicalizers,
    );
    check(
        "name hint",
        hooks.name_hints.keys().collect(),
        &r.name_hints,
    );
    check("syntax", hooks.syntaxes.keys().collect(), &r.syntaxes);
    unused.sort();
    assert!(
        unused.is_empty(),
        "Rust hooks no definition declares:\n{}",
        unused.join("\n")
    );
}

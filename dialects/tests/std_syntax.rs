//! The custom syntaxes of func, cf and scf (`dialects::{func,cf,scf}::syntax`) against
//! mlir-opt 22. Each `std_syntax/NAME.mlir` comes with `NAME.pretty.mlir`
//! (`mlir-opt --allow-unregistered-dialect NAME.mlir`) and
//! `NAME.generic.mlir` (the same with `--mlir-print-op-generic`); ops of
//! other dialects are unregistered `"t.*"` ops, which both tools print
//! generically. Every conversion must be byte-identical to mlir-opt's.

use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::Context;

fn context() -> Context {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let hooks = dialects::compiled_hooks();
    for d in [
        dialects::func::DIALECT,
        dialects::cf::DIALECT,
        dialects::scf::DIALECT,
    ] {
        dialects::register(&mut ctx, &d, &hooks).expect("definitions load");
    }
    ctx
}

/// Parses, verifies and prints `src`; the rendered diagnostic on failure.
fn run(name: &str, src: &str, generic: bool) -> Result<String, String> {
    let mut ctx = context();
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new(name, src.as_bytes().to_vec()));
    let op = parse_source(&mut ctx, &sm, 0, ParseOptions::default())
        .map_err(|d| sm.render(Some(&ctx), &d))?;
    ir::verify::verify(&ctx, op).map_err(|d| sm.render(Some(&ctx), &d))?;
    Ok(print_op(
        &ctx,
        op,
        PrintOptions {
            generic,
            debuginfo: false,
            nameloc_prefix: false,
        },
    ))
}

fn file(name: &str) -> String {
    let p = format!("{}/tests/std_syntax/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{p}: {e}"))
}

/// All five conversions of one sample.
fn check(base: &str) {
    let input = file(&format!("{base}.mlir"));
    let pretty = file(&format!("{base}.pretty.mlir"));
    let generic = file(&format!("{base}.generic.mlir"));
    let cases = [
        ("in -> pretty", &input, false, &pretty),
        ("in -> generic", &input, true, &generic),
        ("pretty -> pretty", &pretty, false, &pretty),
        ("generic -> pretty", &generic, false, &pretty),
        ("pretty -> generic", &pretty, true, &generic),
    ];
    let mut failures = Vec::new();
    for (what, src, g, want) in cases {
        match run(&format!("{base}.mlir"), src, g) {
            Ok(out) if format!("{out}\n") == *want => {}
            Ok(out) => failures.push(format!("{what}: got\n{out}\nwant\n{want}")),
            Err(e) => failures.push(format!("{what}: error\n{e}")),
        }
    }
    assert!(failures.is_empty(), "{base}:\n{}", failures.join("\n"));
}

#[test]
fn func_ops() {
    check("func");
}

#[test]
fn cf_ops() {
    check("cf");
}

#[test]
fn cf_switch_case_values_of_every_width() {
    check("switch_widths");
}

#[test]
fn scf_ops() {
    check("scf");
}

#[test]
fn scf_index_switch_and_empty_regions() {
    check("scf_switch");
}

#[test]
fn cf_switch_reads_its_own_i64_minus_one() {
    // mlir-opt prints `-1 : i64` as 18446744073709551615 and then rejects
    // it when reading it back; tessera prints the same and reads it back
    // (a case value is a 64-bit pattern), so the print is a fixpoint.
    let src = "func.func @f(%arg0: i64) {\n  cf.switch %arg0 : i64, [\n    default: ^bb1,\n    18446744073709551615: ^bb1\n  ]\n^bb1:\n  return\n}\n";
    let out = run("t.mlir", src, false).expect("reads back");
    assert!(out.contains("18446744073709551615: ^bb1"), "{out}");
    assert_eq!(run("t.mlir", &out, false).expect("a fixpoint"), out);
    // 2^64 is past any 64-bit pattern: mlir-opt's error, at the same place.
    let big = src.replace("18446744073709551615", "18446744073709551616");
    let err = run("t.mlir", &big, false).unwrap_err();
    assert!(
        err.starts_with("t.mlir:4:5: error: custom op 'cf.switch' integer value too large"),
        "{err}"
    );
}

#[test]
fn func_no_inline_is_a_property() {
    check("func_no_inline");
}

/// Programs of the std oracle corpus (`test/std/NNNN.generic.mlir`) with
/// every op outside func/cf/scf renamed into an unregistered `t.` dialect
/// (`"arith.addi"` becomes `"t.arith_addi"`), then printed by mlir-opt
/// with `--allow-unregistered-dialect`.
#[test]
fn corpus_programs() {
    for n in ["0035", "0112", "0125", "0131", "0177"] {
        check(&format!("corpus_{n}"));
    }
}

/// The first line of the error `src` gives.
fn error_of(src: &str) -> String {
    let e = run("t.mlir", src, false).unwrap_err();
    e.lines().next().unwrap_or("").to_string()
}

#[test]
fn region_branch_errors() {
    // mlir-opt adds a "region branch point" note to these; the op itself
    // is reported with the same message and place.
    let e = error_of("func.func @f(%a: index) {\n  %0 = scf.for %i = %a to %a step %a iter_args(%x = %a) -> (index) {\n    scf.yield\n  }\n  return\n}\n");
    assert_eq!(e, "t.mlir:2:8: error: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs");
    let e = error_of("func.func @f(%c: i1, %x: i32) {\n  %0 = scf.if %c -> (i32) {\n    scf.yield %x, %x : i32, i32\n  } else {\n    scf.yield %x : i32\n  }\n  return\n}\n");
    assert_eq!(e, "t.mlir:2:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs");
    let e = error_of("func.func @f(%c: i1, %x: i32) {\n  %0 = scf.execute_region -> i32 {\n    scf.yield %c : i1\n  }\n  return\n}\n");
    assert_eq!(e, "t.mlir:2:8: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i1' should match successor input type #0 'i32'");
    let e = error_of("func.func @f(%c: i1, %x: i32) {\n  %0 = scf.while (%a = %x) : (i32) -> i32 {\n    scf.condition(%c) %c : i1\n  } do {\n  ^bb0(%b: i1):\n    scf.yield %x : i32\n  }\n  return\n}\n");
    assert_eq!(e, "t.mlir:2:8: error: 'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i1' should match successor input type #0 'i32'");
}

#[test]
fn func_body_with_unnamed_arguments_is_checked_against_the_signature() {
    let e = error_of("func.func @f(i32) {\n  return\n}\n");
    assert_eq!(
        e,
        "t.mlir:1:1: error: 'func.func' op entry block must have 1 arguments to match function signature"
    );
}

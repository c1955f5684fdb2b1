//! Parse and print of a ~10 MB StableHLO module with its weights, in
//! StableHLO's pretty form (the short forms JAX prints, hex `dense<"0x...">`
//! weights), against the same module in generic form: the cost of the
//! custom syntax over the generic parser and printer.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::Context;
use std::fmt::Write;

/// A JAX-style MLP stack: per layer a 256x256 weight and a bias as hex
/// constants, dot_general, broadcast_in_dim, add, a softmax-like reduce.
fn module_text(layers: usize) -> String {
    let d = 256;
    let mut s = String::from(
        "module @jit_bench attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n",
    );
    let _ = writeln!(
        s,
        "  func.func public @main(%arg0: tensor<64x{d}xf32>) -> (tensor<64x{d}xf32> {{jax.result_info = \"result\"}}) {{"
    );
    let mut x = "%arg0".to_string();
    let mut seed: u32 = 1;
    let mut hex = |n: usize| {
        let mut h = String::with_capacity(2 + 8 * n);
        h.push_str("0x");
        for _ in 0..n {
            seed = seed.wrapping_mul(1664525).wrapping_add(1013904223);
            let v = ((seed >> 9) as f32 / (1u32 << 23) as f32 - 0.5) * 0.1;
            for b in v.to_le_bytes() {
                let _ = write!(h, "{b:02X}");
            }
        }
        h
    };
    for l in 0..layers {
        let w = hex(d * d);
        let b = hex(d);
        let _ = writeln!(
            s,
            "    %w{l} = stablehlo.constant dense<\"{w}\"> : tensor<{d}x{d}xf32>"
        );
        let _ = writeln!(
            s,
            "    %b{l} = stablehlo.constant dense<\"{b}\"> : tensor<{d}xf32>"
        );
        let _ = writeln!(s, "    %m{l} = stablehlo.dot_general {x}, %w{l}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x{d}xf32>, tensor<{d}x{d}xf32>) -> tensor<64x{d}xf32>");
        let _ = writeln!(s, "    %bb{l} = stablehlo.broadcast_in_dim %b{l}, dims = [1] : (tensor<{d}xf32>) -> tensor<64x{d}xf32>");
        let _ = writeln!(
            s,
            "    %a{l} = stablehlo.add %m{l}, %bb{l} : tensor<64x{d}xf32>"
        );
        let _ = writeln!(
            s,
            "    %z{l} = stablehlo.constant dense<0xFF800000> : tensor<f32>"
        );
        let _ = writeln!(s, "    %r{l} = stablehlo.reduce(%a{l} init: %z{l}) applies stablehlo.maximum across dimensions = [1] : (tensor<64x{d}xf32>, tensor<f32>) -> tensor<64xf32>");
        let _ = writeln!(s, "    %rb{l} = stablehlo.broadcast_in_dim %r{l}, dims = [0] : (tensor<64xf32>) -> tensor<64x{d}xf32>");
        let _ = writeln!(
            s,
            "    %s{l} = stablehlo.subtract %a{l}, %rb{l} : tensor<64x{d}xf32>"
        );
        let _ = writeln!(s, "    %c{l} = stablehlo.compare  GT, %s{l}, %a{l},  FLOAT : (tensor<64x{d}xf32>, tensor<64x{d}xf32>) -> tensor<64x{d}xi1>");
        let _ = writeln!(s, "    %e{l} = stablehlo.select %c{l}, %s{l}, %a{l} : tensor<64x{d}xi1>, tensor<64x{d}xf32>");
        let _ = writeln!(s, "    %t{l} = stablehlo.tanh %e{l} : tensor<64x{d}xf32>");
        x = format!("%t{l}");
    }
    let _ = writeln!(s, "    return {x} : tensor<64x{d}xf32>\n  }}\n}}");
    s
}

fn parse(sm: &SourceMgr) -> (Context, ir::Op) {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    let op =
        parse_source(&mut ctx, sm, 0, ParseOptions::default()).expect("benchmark module parses");
    (ctx, op)
}

fn bench(c: &mut Criterion) {
    let pretty = module_text(19);
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("bench.mlir", pretty.clone().into_bytes()));
    let (ctx, op) = parse(&sm);
    ir::verify::verify(&ctx, op).expect("benchmark module verifies");
    let generic = print_op(
        &ctx,
        op,
        PrintOptions {
            generic: true,
            debuginfo: false,
            nameloc_prefix: false,
        },
    );
    let mut gsm = SourceMgr::default();
    gsm.add(SourceBuffer::new(
        "bench.generic.mlir",
        generic.clone().into_bytes(),
    ));

    let mut g = c.benchmark_group("stablehlo");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(pretty.len() as u64));
    g.bench_function("parse-pretty", |b| b.iter(|| parse(&sm)));
    g.bench_function("print-pretty", |b| {
        b.iter(|| {
            print_op(
                &ctx,
                op,
                PrintOptions {
                    generic: false,
                    debuginfo: false,
                    nameloc_prefix: false,
                },
            )
            .len()
        })
    });
    g.throughput(Throughput::Bytes(generic.len() as u64));
    g.bench_function("parse-generic", |b| b.iter(|| parse(&gsm)));
    g.bench_function("print-generic", |b| {
        b.iter(|| {
            print_op(
                &ctx,
                op,
                PrintOptions {
                    generic: true,
                    debuginfo: false,
                    nameloc_prefix: false,
                },
            )
            .len()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Parse, verify and print in generic form, in process, on the benchmark
//! module of issue 2 scaled down (200 functions of 100 ops, ~4 MB). The
//! whole-process comparison with mlir-opt is `benches/generic_roundtrip.sh`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use ir::diag::{SourceBuffer, SourceMgr};
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::Context;

fn module_text() -> Vec<u8> {
    irgen::big::big_module(200, 100, 1).into_bytes()
}

fn parse(sm: &SourceMgr) -> (Context, ir::Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let op =
        parse_source(&mut ctx, sm, 0, ParseOptions::default()).expect("benchmark module parses");
    (ctx, op)
}

fn bench(c: &mut Criterion) {
    let text = module_text();
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("bench.mlir", text.clone()));
    let mut g = c.benchmark_group("generic");
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.sample_size(20);
    g.bench_function("parse", |b| b.iter(|| parse(&sm)));
    g.bench_function("parse+verify", |b| {
        b.iter(|| {
            let (ctx, op) = parse(&sm);
            ir::verify::verify(&ctx, op).expect("verifies");
        })
    });
    let (ctx, op) = parse(&sm);
    let opts = PrintOptions {
        generic: true,
        debuginfo: false,
        nameloc_prefix: false,
    };
    g.bench_function("print", |b| b.iter(|| print_op(&ctx, op, opts).len()));
    let opts = PrintOptions {
        generic: true,
        debuginfo: true,
        nameloc_prefix: false,
    };
    g.bench_function("print-debuginfo", |b| {
        b.iter(|| print_op(&ctx, op, opts).len())
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! The dataflow pipeline (`--inline --fuse --layout`) on a GPT-2-small
//! block (d=768, 12 heads, seq 64) and a 12-layer stack, as JAX prints
//! them (benches/data/make_gpt2_768.py): the passes' own time, the parse
//! excluded. The targets: under 50 ms for the block, under 0.5 s
//! for twelve. `full` runs the whole pipeline to kernels: `tile`,
//! `schedule` (both reading the plans) and the KTIR conversion.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use ir::diag::{SourceBuffer, SourceMgr};
use ir::pass::Instrumentation;
use ir::text::{parse_source, ParseOptions};
use ir::Context;

fn parsed(text: &str) -> (Context, ir::Op) {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("gpt2.mlir", text.as_bytes().to_vec()));
    let top = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
    (ctx, top)
}

fn pipeline(c: &mut Criterion) {
    let registry = transforms::registry();
    for (name, text, target) in [
        (
            "gpt2_768_x1/spyre",
            include_str!("../data/gpt2_768_x1.mlir"),
            "spyre",
        ),
        (
            "gpt2_768_x1/tpu-v5e",
            include_str!("../data/gpt2_768_x1.mlir"),
            "tpu-v5e",
        ),
        (
            "gpt2_768_x12/spyre",
            include_str!("../data/gpt2_768_x12.mlir"),
            "spyre",
        ),
    ] {
        let spec = format!("builtin.module(inline,fuse{{target={target}}},layout)");
        bench(c, &registry, &format!("dataflow/{name}"), text, &spec);
    }
    let full = "builtin.module(inline,fuse{target=spyre},layout,tile,schedule,convert-to-ktir)";
    bench(
        c,
        &registry,
        "dataflow/gpt2_768_x1/spyre/full",
        include_str!("../data/gpt2_768_x1.mlir"),
        full,
    );
}

fn bench(c: &mut Criterion, registry: &ir::pass::PassRegistry, name: &str, text: &str, spec: &str) {
    c.bench_function(name, |b| {
        b.iter_batched(
            || parsed(text),
            |(mut ctx, top)| {
                let mut pm = ir::pass::parse_pipeline(spec, registry).expect("pipeline");
                let mut ins = Instrumentation::default();
                pm.run(&mut ctx, top, top, &mut ins).expect("runs");
                ctx
            },
            BatchSize::SmallInput,
        )
    });
}

criterion_group!(benches, pipeline);
criterion_main!(benches);

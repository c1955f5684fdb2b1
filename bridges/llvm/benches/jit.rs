//! The LLVM bridge in-process (criterion): an f32 matmul 1024x1024x1024
//! and a transformer block (d=256, 4 heads, seq 128, batch 1), each
//! written in StableHLO, compiled with `--fuse --tile=cpu --convert-to-tt`
//! and run as machine code on one thread; and the compile itself (parse,
//! passes, lowering, O3 and code generation) of the block. The
//! side-by-side comparison with numpy and PyTorch is
//! benches/cpu_vs_frameworks.py.

use criterion::{criterion_group, criterion_main, Criterion};
use dialects::torch::types::DType;
use interp::Tensor;
use ir::diag::{SourceBuffer, SourceMgr};
use ir::pass::Instrumentation;
use ir::text::{parse_source, ParseOptions};
use ir::Context;
use llvm_bridge::{JitArg, JitModule, Program};

/// The block: pre-LayerNorm causal attention (4 heads of 64) and a GELU
/// MLP of width 1024, with residuals; the weights are arguments.
fn block_text() -> String {
    let t = |s: &str| format!("tensor<{s}xf32>");
    let ln = |x: &str, g: &str, b: &str, out: &str| {
        format!(
            "  %{out}_s = stablehlo.reduce(%{x} init: %zero) applies stablehlo.add across dimensions = [1] : ({}, tensor<f32>) -> {}
  %{out}_m = stablehlo.divide %{out}_s, %n256 : {}
  %{out}_mb = stablehlo.broadcast_in_dim %{out}_m, dims = [0] : ({}) -> {}
  %{out}_c = stablehlo.subtract %{x}, %{out}_mb : {}
  %{out}_q = stablehlo.multiply %{out}_c, %{out}_c : {}
  %{out}_vs = stablehlo.reduce(%{out}_q init: %zero) applies stablehlo.add across dimensions = [1] : ({}, tensor<f32>) -> {}
  %{out}_v = stablehlo.divide %{out}_vs, %n256 : {}
  %{out}_ve = stablehlo.add %{out}_v, %eps : {}
  %{out}_r = stablehlo.rsqrt %{out}_ve : {}
  %{out}_rb = stablehlo.broadcast_in_dim %{out}_r, dims = [0] : ({}) -> {}
  %{out}_n = stablehlo.multiply %{out}_c, %{out}_rb : {}
  %{out}_gb = stablehlo.broadcast_in_dim %{g}, dims = [1] : ({}) -> {}
  %{out}_bb = stablehlo.broadcast_in_dim %{b}, dims = [1] : ({}) -> {}
  %{out}_ng = stablehlo.multiply %{out}_n, %{out}_gb : {}
  %{out} = stablehlo.add %{out}_ng, %{out}_bb : {}
",
            t("128x256"), t("128"), t("128"), t("128"), t("128x256"), t("128x256"), t("128x256"),
            t("128x256"), t("128"), t("128"), t("128"), t("128"), t("128"), t("128x256"), t("128x256"),
            t("256"), t("128x256"), t("256"), t("128x256"), t("128x256"), t("128x256")
        )
    };
    let linear = |x: &str, w: &str, b: &str, out: &str, k: usize, n: usize| {
        format!(
            "  %{out}_d = stablehlo.dot_general %{x}, %{w}, contracting_dims = [1] x [0] : ({}, {}) -> {}
  %{out}_bb = stablehlo.broadcast_in_dim %{b}, dims = [1] : ({}) -> {}
  %{out} = stablehlo.add %{out}_d, %{out}_bb : {}
",
            t(&format!("128x{k}")),
            t(&format!("{k}x{n}")),
            t(&format!("128x{n}")),
            t(&format!("{n}")),
            t(&format!("128x{n}")),
            t(&format!("128x{n}"))
        )
    };
    let heads = |x: &str, out: &str| {
        format!(
            "  %{out}_r = stablehlo.reshape %{x} : ({}) -> {}
  %{out} = stablehlo.transpose %{out}_r, dims = [1, 0, 2] : ({}) -> {}
",
            t("128x256"),
            t("128x4x64"),
            t("128x4x64"),
            t("4x128x64")
        )
    };
    let mut s = String::new();
    s.push_str(&format!(
        "func.func @main(%x: {x}, %g1: {d}, %b1: {d}, %wq: {dd}, %bq: {d}, %wk: {dd}, %bk: {d}, %wv: {dd}, %bv: {d}, %wo: {dd}, %bo: {d}, %g2: {d}, %b2: {d}, %w1: {dh}, %bh: {h}, %w2: {hd}, %b3: {d}) -> {x} {{
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %n256 = stablehlo.constant dense<256.0> : {n}
  %eps = stablehlo.constant dense<1.0e-05> : {n}
  %scale = stablehlo.constant dense<0.125> : {ss}
  %half = stablehlo.constant dense<0.5> : {xh}
  %one = stablehlo.constant dense<1.0> : {xh}
  %isq2 = stablehlo.constant dense<0.707106769> : {xh}
",
        x = t("128x256"),
        d = t("256"),
        dd = t("256x256"),
        dh = t("256x1024"),
        h = t("1024"),
        hd = t("1024x256"),
        n = t("128"),
        ss = t("4x128x128"),
        xh = t("128x1024"),
    ));
    s.push_str(&ln("x", "g1", "b1", "h1"));
    s.push_str(&linear("h1", "wq", "bq", "q", 256, 256));
    s.push_str(&linear("h1", "wk", "bk", "k", 256, 256));
    s.push_str(&linear("h1", "wv", "bv", "v", 256, 256));
    s.push_str(&heads("q", "qh"));
    s.push_str(&heads("k", "kh"));
    s.push_str(&heads("v", "vh"));
    s.push_str(&format!(
        "  %sc = stablehlo.dot_general %qh, %kh, batching_dims = [0] x [0], contracting_dims = [2] x [2] : ({h}, {h}) -> {s}
  %sd = stablehlo.multiply %sc, %scale : {s}
  %ri = stablehlo.iota dim = 1 : tensor<4x128x128xi32>
  %ci = stablehlo.iota dim = 2 : tensor<4x128x128xi32>
  %keep = stablehlo.compare GE, %ri, %ci : (tensor<4x128x128xi32>, tensor<4x128x128xi32>) -> tensor<4x128x128xi1>
  %ninfb = stablehlo.broadcast_in_dim %ninf, dims = [] : (tensor<f32>) -> {s}
  %masked = stablehlo.select %keep, %sd, %ninfb : tensor<4x128x128xi1>, {s}
  %mx = stablehlo.reduce(%masked init: %ninf) applies stablehlo.maximum across dimensions = [2] : ({s}, tensor<f32>) -> {r}
  %mxb = stablehlo.broadcast_in_dim %mx, dims = [0, 1] : ({r}) -> {s}
  %sh = stablehlo.subtract %masked, %mxb : {s}
  %ex = stablehlo.exponential %sh : {s}
  %sm = stablehlo.reduce(%ex init: %zero) applies stablehlo.add across dimensions = [2] : ({s}, tensor<f32>) -> {r}
  %smb = stablehlo.broadcast_in_dim %sm, dims = [0, 1] : ({r}) -> {s}
  %p = stablehlo.divide %ex, %smb : {s}
  %ao = stablehlo.dot_general %p, %vh, batching_dims = [0] x [0], contracting_dims = [2] x [1] : ({s}, {h}) -> {h}
  %at = stablehlo.transpose %ao, dims = [1, 0, 2] : ({h}) -> {th}
  %a = stablehlo.reshape %at : ({th}) -> {x}
",
        h = t("4x128x64"),
        s = t("4x128x128"),
        r = t("4x128"),
        th = t("128x4x64"),
        x = t("128x256"),
    ));
    s.push_str(&linear("a", "wo", "bo", "o", 256, 256));
    s.push_str(&format!(
        "  %x2 = stablehlo.add %x, %o : {}\n",
        t("128x256")
    ));
    s.push_str(&ln("x2", "g2", "b2", "h2"));
    s.push_str(&linear("h2", "w1", "bh", "f", 256, 1024));
    s.push_str(&format!(
        "  %fs = stablehlo.multiply %f, %isq2 : {xh}
  %fe = chlo.erf %fs : {xh} -> {xh}
  %f1 = stablehlo.add %fe, %one : {xh}
  %fh = stablehlo.multiply %f, %half : {xh}
  %g = stablehlo.multiply %fh, %f1 : {xh}
",
        xh = t("128x1024")
    ));
    s.push_str(&linear("g", "w2", "b3", "m", 1024, 256));
    s.push_str(&format!(
        "  %y = stablehlo.add %x2, %m : {x}\n  return %y : {x}\n}}\n",
        x = t("128x256")
    ));
    s
}

fn matmul_text() -> String {
    let t = "tensor<1024x1024xf32>";
    format!(
        "func.func @main(%a: {t}, %b: {t}) -> {t} {{
  %d = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({t}, {t}) -> {t}
  return %d : {t}
}}
"
    )
}

/// `text` parsed and compiled to tile kernels for the CPU.
fn compiled(text: &str) -> (Context, ir::Op) {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx).expect("dialects register");
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("bench.mlir", text.as_bytes().to_vec()));
    let top = parse_source(&mut ctx, &sm, 0, ParseOptions::default()).expect("parses");
    let registry = transforms::registry();
    let mut pm = ir::pass::parse_pipeline(
        "builtin.module(fuse,tile{target=cpu},convert-to-tt)",
        &registry,
    )
    .expect("pipeline");
    pm.run(&mut ctx, top, top, &mut Instrumentation::default())
        .expect("compiles");
    (ctx, top)
}

fn random(shape: &[usize], seed: u64) -> Tensor {
    let n: usize = shape.iter().product();
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let v: Vec<f64> = (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f64 / (1u64 << 24) as f64 - 0.5) * 0.2
        })
        .collect();
    Tensor::from_f64(shape.to_vec(), DType::F32, v).expect("tensor")
}

fn function(ctx: &Context, name: &str) -> ir::Op {
    interp::Interpreter::new(ctx).function(name).expect("entry")
}

fn bench(c: &mut Criterion) {
    // The matmul's one kernel, alone (its launch over the grid).
    let (ctx, top) = compiled(&matmul_text());
    let module = JitModule::compile(&ctx, top, false, "matmul").expect("jit");
    let kernel = interp::Interpreter::new(&ctx)
        .function_names()
        .into_iter()
        .find(|n| n.starts_with("main_k"))
        .expect("a kernel");
    let grid = ir_grid(&ctx, top);
    let mut a = interp::tile::to_bytes(&random(&[1024, 1024], 1));
    let mut b = interp::tile::to_bytes(&random(&[1024, 1024], 2));
    let mut out = vec![0u8; 1024 * 1024 * 4];
    c.bench_function("jit/matmul_1024_f32", |bch| {
        bch.iter(|| {
            let mut args = [
                JitArg::Buffer(&mut a),
                JitArg::Buffer(&mut b),
                JitArg::Buffer(&mut out),
            ];
            module
                .run(&kernel, grid, &mut args, 1, 1, "matmul")
                .expect("runs")
        })
    });

    // The block, whole: every launch and the host's bytes.
    let text = block_text();
    let (ctx, top) = compiled(&text);
    let module = JitModule::compile(&ctx, top, false, "block").expect("jit");
    let f = function(&ctx, "main");
    let mut program = Program::of(&ctx, f).expect("a program of launches");
    let shapes: [&[usize]; 17] = [
        &[128, 256],
        &[256],
        &[256],
        &[256, 256],
        &[256],
        &[256, 256],
        &[256],
        &[256, 256],
        &[256],
        &[256, 256],
        &[256],
        &[256],
        &[256],
        &[256, 1024],
        &[1024],
        &[1024, 256],
        &[256],
    ];
    let inputs: Vec<Tensor> = shapes
        .iter()
        .enumerate()
        .map(|(i, s)| random(s, 10 + i as u64))
        .collect();
    c.bench_function("jit/transformer_block_d256_s128_f32", |bch| {
        bch.iter(|| program.run(&module, &inputs, 1, "block").expect("runs"))
    });

    // Parse to machine code.
    let mut g = c.benchmark_group("jit/compile");
    g.sample_size(10);
    g.bench_function("transformer_block_d256_s128", |bch| {
        bch.iter(|| {
            let (ctx, top) = compiled(&text);
            JitModule::compile(&ctx, top, false, "block")
                .map(|m| m.compile_ms)
                .expect("jit")
        })
    });
    g.finish();
}

/// The grid of the module's one launch.
fn ir_grid(ctx: &Context, top: ir::Op) -> [i64; 3] {
    let _ = top;
    for i in 0..ctx.num_ops() {
        let op = <ir::Op as ir::entity::EntityRef>::new(i);
        if ctx.op_name(op) == <dialects::hlo::ops::LaunchOp as ir::TypedOp>::NAME {
            if let Some(g) = ctx
                .inherent_attr(op, "grid")
                .and_then(|a| ir::dense_array::to_i64s(ctx, a))
            {
                return [g[0], g[1], g[2]];
            }
        }
    }
    [1, 1, 1]
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! Compiles the blocked f32 product (`src/gemm.rs`) ahead of time, once
//! per x86-64 vector width, into a static library linked with the bridge:
//! the runtime every JIT'd `tt.dot` calls. A JIT'd program then compiles
//! only its own kernels (XLA's CPU backend links its matmul the same way),
//! which keeps `ir-run --jit`'s compile time to the kernels' size. Each
//! width gets a copy per KC that the usual L1 data caches (32 and 48 KiB)
//! ask for (`Blocking::new`); `copies.rs` in OUT_DIR lists them for
//! `runtime.rs`. Hosts of other architectures get no runtime; their
//! modules define the product themselves.

#[path = "src/gemm.rs"]
#[allow(dead_code)]
mod gemm;

use inkwell::context::Context;
use inkwell::module::Linkage;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple,
};
use inkwell::OptimizationLevel;
use std::path::PathBuf;

/// Each width's CPU and its x86-64 level: the runtime runs a copy only
/// on a host of that level at least (`runtime.rs`, `targets::Host`).
const VARIANTS: [(u32, &str, u32); 3] =
    [(16, "x86-64-v4", 4), (8, "x86-64-v3", 3), (4, "x86-64", 1)];

/// The L1 data cache sizes whose blocking gets a copy.
const L1_SIZES: [u64; 2] = [32 * 1024, 48 * 1024];

fn main() {
    println!("cargo::rustc-check-cfg=cfg(tessera_gemm_runtime)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=src/gemm.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("x86_64") {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let triple = std::env::var("TARGET").expect("cargo sets TARGET");
    Target::initialize_x86(&InitializationConfig::default());
    let triple = TargetTriple::create(&triple);
    let target = Target::from_triple(&triple).expect("LLVM has the x86 target");
    let tune = TargetMachine::get_host_cpu_name().to_string();
    let mut objects = Vec::new();
    let mut copies = Vec::new();
    for (vw, cpu, level) in VARIANTS {
        let ll = Context::create();
        let m = ll.create_module("tessera_gemm");
        let tm = target
            .create_target_machine(
                &triple,
                cpu,
                "",
                OptimizationLevel::Aggressive,
                RelocMode::PIC,
                CodeModel::Default,
            )
            .expect("a target machine for the x86-64 level");
        m.set_triple(&triple);
        m.set_data_layout(&tm.get_target_data().get_data_layout());
        let mut blocks: Vec<gemm::Blocking> = Vec::new();
        for l1 in L1_SIZES {
            let blk = gemm::Blocking::new(vw, l1);
            if !blocks.iter().any(|b| b.kc == blk.kc) {
                blocks.push(blk);
            }
        }
        for (blk, trans_b) in blocks.iter().flat_map(|&b| [(b, false), (b, true)]) {
            let name = gemm::runtime_name(blk, trans_b);
            copies.push((name.clone(), vw, level, blk.kc, trans_b));
            let f = gemm::define(&ll, &m, &name, blk, trans_b, Linkage::External);
            // Scheduled for the building machine's CPU (what CI and a
            // local build run on); tuning chooses no instructions, so the
            // copy still runs on any CPU of its level.
            f.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                ll.create_string_attribute("tune-cpu", &tune),
            );
        }
        m.verify().expect("the product verifies");
        m.run_passes("default<O3>", &tm, PassBuilderOptions::create())
            .expect("O3");
        let obj = out.join(format!("tessera_gemm_w{vw}.o"));
        tm.write_to_file(&m, FileType::Object, &obj)
            .expect("the product's object file");
        objects.push(obj);
    }
    let mut lib = cc::Build::new();
    for o in &objects {
        lib.object(o);
    }
    lib.compile("tessera_gemm");
    let mut table = String::from("extern \"C\" {\n");
    for (name, ..) in &copies {
        table.push_str(&format!(
            "    fn {name}(m: i64, n: i64, k: i64, a: *const f32, lda: i64, b: *const f32, \
             ldb: i64, c: *mut f32, ldc: i64, accumulate: i64);\n"
        ));
    }
    table.push_str(
        "}\n\n/// Each copy: its vector width, x86-64 level, KC, whether B is transposed.\n",
    );
    table.push_str("const COPIES: &[(u32, u32, u64, bool, Sgemm)] = &[\n");
    for (name, vw, level, kc, trans_b) in &copies {
        table.push_str(&format!("    ({vw}, {level}, {kc}, {trans_b}, {name}),\n"));
    }
    table.push_str("];\n");
    std::fs::write(out.join("copies.rs"), table).expect("copies.rs");
    println!("cargo::rustc-cfg=tessera_gemm_runtime");
}

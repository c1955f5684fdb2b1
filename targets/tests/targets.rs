//! The built-in targets load with their sourced numbers, and malformed,
//! incomplete or impossible files are errors at their line.

use targets::{builtin, builtin_names, load, DType, Kind, LayoutRule, TargetError};

fn get(name: &str) -> targets::Target {
    builtin(name).expect("built in").expect("loads")
}

#[test]
fn every_builtin_loads() {
    let names: Vec<&str> = builtin_names().collect();
    assert_eq!(
        names,
        ["spyre", "tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e", "cpu"]
    );
    for n in names {
        let t = get(n);
        assert_eq!(t.name, n);
        assert!(t.cores >= 1 && t.onchip.usable_bytes() > 0 && t.memory.bandwidth > 0.0);
    }
}

#[test]
fn spyre_numbers() {
    let t = get("spyre");
    assert_eq!(t.kind, Kind::Spyre);
    assert_eq!((t.cores, t.corelets_per_core), (32, 2));
    assert_eq!(t.layout, LayoutRule::Sticks { stick_bytes: 128 });
    assert_eq!(t.default_dtype, Some(DType::F16));
    assert_eq!(t.memory.per_core_span, Some(256 << 20));
    // torch-spyre's usable LX, by hand:
    // round_up_128(int(((2 << 20) - (64 << 10)) * (1 - 0.2)))
    //   = round_up_128(int(2031616 * 0.8)) = round_up_128(1625292) = 1625344.
    assert_eq!(t.onchip.usable_bytes(), 1_625_344);
    let mu = t.matrix_unit.expect("systolic array");
    assert_eq!((mu.rows, mu.cols, t.matrix_units_per_core), (8, 8, 2));
    let ring = t.interconnect.as_ref().expect("the ring");
    assert_eq!((ring.name.as_str(), ring.bytes_per_cycle), ("ring", 128.0));
    // The f16 rate a core a cycle: 6.5536e13 / 32 cores / 1 GHz.
    assert_eq!(t.default_peak_flops() / t.cores as f64 / t.clock_hz, 2048.0);
}

#[test]
fn tpu_tiles_and_rates() {
    let v5e = get("tpu-v5e");
    assert_eq!(v5e.kind, Kind::Tpu);
    // XLA's (8,128) for f32, (8,128)(2,1) for bf16, (8,128)(4,1) for int8.
    assert_eq!(v5e.layout.minor_tile(DType::F32), Some((8, 128)));
    assert_eq!(v5e.layout.minor_tile(DType::BF16), Some((16, 128)));
    assert_eq!(v5e.layout.minor_tile(DType::I8), Some((32, 128)));
    assert_eq!(v5e.onchip.usable_bytes(), 128 << 20);
    assert_eq!(v5e.peak_flops_for(DType::BF16), 1.97e14);
    assert_eq!(v5e.peak_flops_for(DType::I8), 3.93e14);
    let v4 = get("tpu-v4");
    assert_eq!((v4.cores, v4.onchip.bytes), (2, 16 << 20));
    let v6e = get("tpu-v6e");
    let mu = v6e.matrix_unit.expect("MXU");
    assert_eq!((mu.rows, mu.cols, v6e.matrix_units_per_core), (256, 256, 2));
    assert_eq!(get("tpu-v5p").memory.bandwidth, 2.765e12);
}

#[test]
fn cpu_reads_the_host() {
    let t = get("cpu");
    assert_eq!(t.kind, Kind::Cpu);
    let h = targets::Host::detect();
    assert_eq!(
        (t.cores, t.vector_bytes, t.onchip.bytes),
        (h.cores, h.vector_bytes, h.l2_bytes)
    );
    // No peak in the file: two FMA units of vector_bytes / 4 lanes.
    let want = 4.0 * (h.vector_bytes as f64 / 4.0) * 3.0e9 * h.cores as f64;
    assert_eq!(t.peak_flops_for(DType::F32), want);
}

const SMALL: &str = r#"name = "toy"
kind = "tpu"

[compute]
cores = 1
matrix_unit = [128, 128]
matrix_units_per_core = 1
clock_hz = 1e9
vector_bytes = 4096
peak_flops = { bf16 = 1e12 }

[onchip]
name = "VMEM"
bytes = 1048576

[memory]
name = "HBM"
bytes = 1073741824
bandwidth = 1e11

[layout]
kind = "tiles"
f32 = [[8, 128]]
"#;

fn err(text: &str) -> TargetError {
    load("toy.target", text).expect_err("must be rejected")
}

#[test]
fn a_small_file_loads() {
    let t = load("toy.target", SMALL).expect("loads");
    assert_eq!(t.source, "toy.target");
    assert_eq!(t.onchip.usable_bytes(), 1 << 20);
    // No `[interconnect]`, no default dtype: the slowest listed rate.
    assert_eq!(t.interconnect, None);
    assert_eq!(t.default_peak_flops(), 1e12);
}

#[test]
fn impossible_values_are_located() {
    let e = err(&SMALL.replace("cores = 1", "cores = 0"));
    assert_eq!((e.line, e.col), (5, 9));
    assert_eq!(e.message, "compute.cores must be at least 1, not 0");
    assert_eq!(
        e.to_string(),
        "toy.target:5:9: error: compute.cores must be at least 1, not 0"
    );

    let e = err(&SMALL.replace("bytes = 1048576", "bytes = 2048"));
    assert_eq!(e.line, 14);
    assert_eq!(
        e.message,
        "usable on-chip memory (2048 bytes after reserves) is smaller than one tile (4096 bytes)"
    );

    let e = err(&SMALL.replace("bandwidth = 1e11", "bandwidth = -3.0"));
    assert_eq!(e.line, 19);
    assert!(
        e.message
            .starts_with("memory.bandwidth must be a positive number"),
        "{}",
        e.message
    );

    let e = err(&SMALL.replace("[[8, 128]]", "[[8, 0]]"));
    assert_eq!(e.line, 23);

    let e = err(&SMALL.replace("cores = 1", "cores = 1\nthread_wake_s = -1e-6"));
    assert_eq!((e.line, e.col), (6, 17));
    assert_eq!(
        e.message,
        "compute.thread_wake_s must be a positive number, not -0.000001"
    );
    let t = load(
        "toy.target",
        &SMALL.replace("cores = 1", "cores = 1\nthread_wake_s = 5e-6"),
    )
    .expect("loads");
    assert_eq!(t.thread_wake_s, 5e-6);
    assert_eq!(load("toy.target", SMALL).expect("loads").thread_wake_s, 0.0);

    let ring = "[interconnect]\nname = \"ring\"\nbytes_per_cycle = 0\n\n[layout]";
    let e = err(&SMALL.replace("[layout]", ring));
    assert_eq!((e.line, e.col), (23, 19));
    assert_eq!(
        e.message,
        "interconnect.bytes_per_cycle must be a positive number, not 0"
    );
}

#[test]
fn incomplete_and_malformed_files_are_located() {
    let e = err(&SMALL.replace("clock_hz = 1e9\n", ""));
    assert_eq!(e.message, "a `tpu` target needs `compute.clock_hz`");
    assert_eq!(e.line, 4, "at the [compute] table");

    let e = err(&SMALL.replace("kind = \"tpu\"", "kind = \"gpu\""));
    assert_eq!(
        (e.line, e.message.as_str()),
        (2, "unknown target kind `gpu` (one of spyre, tpu, cpu)")
    );

    let e = err(&SMALL.replace("bf16 = 1e12", "b16 = 1e12"));
    assert!(
        e.message.starts_with("unknown element type `b16`"),
        "{}",
        e.message
    );

    let e = err(&SMALL.replace("cores = 1", "cores = 1\nthreads = 4"));
    assert_eq!(e.line, 6);
    assert!(
        e.message.contains("unknown field `threads`"),
        "{}",
        e.message
    );

    let e = err(&SMALL.replace("[memory]", "[memory"));
    assert_eq!(e.line, 16);

    let e = err("name = \"x\"\n");
    assert!(e.message.contains("missing field"), "{}", e.message);
}

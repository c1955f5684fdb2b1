//! Runs the whole lit suite in `test/` through ir-lit, with this package's
//! binaries (`filecheck` as `FileCheck`, `ir-opt`, ...), so that
//! `cargo test` checks every lit test. `harness = false`: this is a plain
//! program whose exit code is the result.

use std::path::{Path, PathBuf};

fn main() {
    let filecheck = Path::new(env!("CARGO_BIN_EXE_filecheck"));
    // Naming the other binaries makes cargo build them before this test.
    let others = [
        env!("CARGO_BIN_EXE_ir-opt"),
        env!("CARGO_BIN_EXE_ir-gen"),
        env!("CARGO_BIN_EXE_ir-lit"),
        env!("CARGO_BIN_EXE_ir-reduce"),
    ];
    let tools_dir = filecheck
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    for bin in others {
        if Path::new(bin).parent() != Some(tools_dir.as_path()) {
            eprintln!("lit: warning: {bin} is not in {}", tools_dir.display());
        }
    }
    let suite = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let mut opts = lit::Options::new(vec![suite], tools_dir);
    // `cargo test -- --filter REGEX` / `-v` pass through to ir-lit.
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--filter" if i + 1 < args.len() => {
                opts.filter = Some(args[i + 1].clone());
                i += 1;
            }
            "-v" | "--verbose" => opts.verbosity.verbose = true,
            "-a" | "--show-all" => opts.verbosity.show_all = true,
            _ => {}
        }
        i += 1;
    }
    opts.output_dir = Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lit"));
    match lit::run(&opts) {
        Ok(summary) => std::process::exit(summary.exit_code()),
        Err(e) => {
            eprintln!("lit: error: {e}");
            std::process::exit(2);
        }
    }
}

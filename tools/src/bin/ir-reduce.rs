//! `ir-reduce FILE --test SCRIPT [-o OUT] [-j N] [--allow-unregistered-dialect]`:
//! shrinks FILE while `SCRIPT CANDIDATE` exits 0 (mlir-reduce's role;
//! docs/reliability.md).

#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str =
    "usage: ir-reduce FILE --test SCRIPT [-o OUT] [-j N] [--allow-unregistered-dialect]

Shrinks the module in FILE while `SCRIPT CANDIDATE` still exits 0: removes ops
(each one's results replaced by an earlier value of the same type), whole
functions and regions with them, and attributes, keeping only candidates that
verify. Writes the result to OUT (default: standard output).";

fn main() {
    std::process::exit(run(std::env::args().skip(1).collect()));
}

fn run(args: Vec<String>) -> i32 {
    let mut input = None;
    let mut script = None;
    let mut output = "-".to_string();
    let mut jobs = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut allow_unregistered = false;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if f.starts_with('-') => (f.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let mut value = |name: &str| {
            inline
                .clone()
                .or_else(|| it.next())
                .ok_or(format!("{name} takes a value"))
        };
        let r = match flag.trim_start_matches('-') {
            "test" => value("--test").map(|v| script = Some(v)),
            "o" => value("-o").map(|v| output = v),
            "j" | "jobs" => value("-j").and_then(|v| {
                v.parse()
                    .map(|n: usize| jobs = n.max(1))
                    .map_err(|_| format!("bad -j '{v}'"))
            }),
            "allow-unregistered-dialect" => {
                allow_unregistered = true;
                Ok(())
            }
            "h" | "help" => {
                println!("{USAGE}");
                return 0;
            }
            _ if !a.starts_with('-') && input.is_none() => {
                input = Some(a.clone());
                Ok(())
            }
            _ => Err(format!("unknown argument '{a}'")),
        };
        if let Err(m) = r {
            eprintln!("ir-reduce: error: {m}\n{USAGE}");
            return 2;
        }
    }
    let (Some(input), Some(script)) = (input, script) else {
        eprintln!("ir-reduce: error: a FILE and --test SCRIPT are needed\n{USAGE}");
        return 2;
    };
    let text = match std::fs::read(&input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("ir-reduce: error: cannot read '{input}': {e}");
            return 1;
        }
    };
    let start = std::time::Instant::now();
    let job = tessera_tools::reduce::Reduce {
        name: input.clone(),
        text,
        script: std::path::PathBuf::from(&script),
        jobs,
        allow_unregistered,
    };
    match job.run() {
        Ok(r) => {
            let written = if output == "-" {
                print!("{}", r.text);
                Ok(())
            } else {
                std::fs::write(&output, &r.text)
            };
            if let Err(e) = written {
                eprintln!("ir-reduce: error: cannot write '{output}': {e}");
                return 1;
            }
            eprintln!(
                "ir-reduce: {} ops -> {} ops, {} tests, {:.1} s",
                r.ops_before,
                r.ops_after,
                r.tests,
                start.elapsed().as_secs_f64()
            );
            0
        }
        Err(e) => {
            let msg = e.to_string();
            eprint!("{msg}");
            if !msg.ends_with('\n') {
                eprintln!();
            }
            1
        }
    }
}

//! ir-opt's command line, spelled as mlir-opt spells it. LLVM's option
//! parser accepts `-flag` and `--flag`, `-o FILE` and `-o=FILE`; clap
//! cannot take single-dash long options, so this is parsed by hand.

/// Parsed options.
#[derive(Clone, Debug)]
pub struct Args {
    /// Input path, `-` for stdin.
    pub input: String,
    /// Output path, `-` for stdout.
    pub output: String,
    /// `--allow-unregistered-dialect`.
    pub allow_unregistered_dialect: bool,
    /// `--mlir-print-op-generic`.
    pub print_generic: bool,
    /// `--mlir-print-debuginfo`.
    pub print_debuginfo: bool,
    /// `--mlir-use-nameloc-as-prefix`.
    pub nameloc_prefix: bool,
    /// `--split-input-file[=MARKER]`.
    pub split_input_file: Option<String>,
    /// `--verify-diagnostics`.
    pub verify_diagnostics: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
    /// `--load-dialect=FILE` (repeatable): `.dialect` files to register.
    pub load_dialects: Vec<String>,
    /// `--load-patterns=FILE` (repeatable): pattern files to register.
    pub load_patterns: Vec<String>,
    /// Pass flags (`--cse`, `--canonicalize=OPTIONS`) in command-line
    /// order: (argument, option text).
    pub passes: Vec<(String, String)>,
    /// `--pass-pipeline=PIPELINE`.
    pub pass_pipeline: Option<String>,
    /// `--mlir-print-ir-before=a,b` / `--mlir-print-ir-before-all`.
    pub print_before: ir::pass::PrintSelection,
    /// `--mlir-print-ir-after=a,b` / `--mlir-print-ir-after-all`.
    pub print_after: ir::pass::PrintSelection,
    /// `--mlir-print-ir-after-change`.
    pub print_after_change: bool,
    /// `--mlir-print-ir-after-failure`.
    pub print_after_failure: bool,
    /// `--mlir-print-ir-module-scope`.
    pub print_module_scope: bool,
    /// `--mlir-timing`.
    pub timing: bool,
    /// `--mlir-timing-display=list|tree`.
    pub timing_display: ir::pass::TimingDisplay,
    /// `--verify-each` (default true).
    pub verify_each: bool,
    /// `--mlir-disable-threading` (ir-opt runs on one thread anyway).
    pub disable_threading: bool,
    /// `--report=unsupported`: print a report instead of the IR.
    pub report: Option<super::report::Report>,
    /// `--report-fail`: a non-empty report exits 1.
    pub report_fail: bool,
    /// `--emit=llvm|obj`: the tile kernels as LLVM IR or a host object.
    pub emit: Option<super::emit::Emit>,
    /// `--remarks`: print the decisions passes recorded as `remark:`
    /// diagnostics (checked by `--verify-diagnostics` as `expected-remark`).
    pub remarks: bool,
    /// `--target=NAME` / `--target-file=FILE`: the target of the dataflow
    /// passes, recorded on the module (`hlo.target`) before they run.
    pub target: Option<String>,
    /// `--compare=A,B,...`: compile for each target and print the kernels'
    /// decisions side by side instead of the IR.
    pub compare: Vec<String>,
    /// `--emit-irdl=NAME,...`: instead of reading IR, write these dialects
    /// as IRDL for `mlir-opt --irdl-file`.
    pub emit_irdl: Vec<String>,
    /// `--crash-reproducer=FILE`: on a pass's failure or crash, the module
    /// before that pass and the pipeline that reruns it, written to FILE.
    pub crash_reproducer: Option<String>,
    /// `--max-ops=N`: an input of more operations is an error.
    pub max_ops: Option<usize>,
    /// `--run-reproducer`: the input is a reproducer; run the pipeline it
    /// names.
    pub run_reproducer: bool,
    /// `--dump-dir=D`: every stage, the report, the pictures and a page
    /// linking them written to the folder D (docs/pictures.md).
    pub dump_dir: Option<String>,
    /// `--print-irdl-generic`: print the generic form that mlir-opt reads
    /// with the IRDL export (properties as attributes, dialect types and
    /// attributes as `!d.name<param, ...>`).
    pub print_irdl_generic: bool,
}

/// Why parsing stopped.
#[derive(Debug)]
pub enum ArgError {
    /// `--help` was given.
    Help,
    /// A bad option.
    Bad(String),
}

/// The `--help` text.
pub const HELP: &str = "OVERVIEW: tessera modular optimizer driver (mlir-opt compatible)

USAGE: ir-opt [options] <input file>

OPTIONS:
  -o <filename>                     Output filename (default: stdout)
  --allow-unregistered-dialect      Allow operation with no registered dialects
  --mlir-print-op-generic           Print the generic op form
  --mlir-print-debuginfo            Print debug info (locations) in MLIR output
  --mlir-use-nameloc-as-prefix      Print SSA IDs using NameLocs as prefixes
  --emit=llvm|obj                   Instead of the IR, the tile kernels (tt) lowered to LLVM for the
                                    host: LLVM IR text (O3), or an object file (-o FILE)
  --emit-irdl=<d1,d2,...>           Instead of reading IR, write the named dialects (compiled in or
                                    --load-dialect'ed) as IRDL for `mlir-opt --irdl-file` (docs/interop.md)
  --print-irdl-generic              Print the generic form mlir-opt reads with that IRDL: properties as
                                    attributes, dialect types and attributes as !d.name<param, ...>
  --split-input-file[=<marker>]     Split the input file into chunks at '// -----' (or <marker>)
                                    and process each chunk independently
  --verify-diagnostics              Check that emitted diagnostics match expected-* lines
                                    in the input
  --no-implicit-module              Disable implicitly wrapping the input in a builtin.module
  --load-dialect=<file>             Register the dialect defined in a .dialect file (repeatable)
  --load-patterns=<file>            Register the rewrite patterns of a patterns file for canonicalize (repeatable)
  --pass-pipeline=<pipeline>        A textual pass pipeline, e.g. 'builtin.module(func.func(cse))'
  --mlir-print-ir-before=<passes>   Print IR before the named passes (comma separated)
  --mlir-print-ir-before-all        Print IR before each pass
  --mlir-print-ir-after=<passes>    Print IR after the named passes (comma separated)
  --mlir-print-ir-after-all         Print IR after each pass
  --mlir-print-ir-after-change      When printing IR after a pass, only print if it changed the IR
  --mlir-print-ir-after-failure     Print IR after a pass fails
  --mlir-print-ir-module-scope      Print the whole module in IR dumps (needs --mlir-disable-threading)
  --mlir-disable-threading          Run on one thread (ir-opt always does)
  --mlir-timing                     Report execution times of the parser, passes and printer
  --mlir-timing-display=<list|tree> How the timing report is laid out (default: tree)
  --verify-each[=<bool>]            Verify the IR after each pass (default: true)
  --report=unsupported              Instead of the IR, list the ops without semantics in tessera
  --report=json|table               Instead of the IR, the dataflow passes' kernels and decisions (docs/report.md)
  --target=<name>                   The dataflow passes' target: spyre, tpu-v4, tpu-v5e, tpu-v5p, tpu-v6e, cpu
  --target-file=<file>              The same, read from a target file (docs/targets.md)
  --compare=<t1,t2,...>             Compile for each target; print the kernels' decisions side by side
  --schedule-trace=<file>           Write the schedule's timeline as a Chrome trace (adds --schedule)
  --crash-reproducer=<file>         On a pass's failure or crash, write the module before that pass and
                                    the pipeline that reruns it to <file> (--run-reproducer reruns it)
  --run-reproducer                  The input is a crash reproducer: run the pipeline it names
  --max-ops=<n>                     An input of more than <n> operations is an error (no run out of memory)
  --dump-dir=<dir>                  Write every stage (NN-<pass>.mlir), the report, the pictures (fusion
                                    graph, layouts, schedule) and index.html linking them to <dir>
                                    (no interpreter kernel) with counts and locations: the graph breaks
  --report-fail                     With --report, exit 1 when the report lists any op
  --remarks                         Print the decisions passes recorded, as `remark:` diagnostics at
                                    the ops they are about (expected-remark with --verify-diagnostics)
  --help                            Display available options
";

/// `--help`: the options, then every registered pass with its options.
pub fn help_text() -> String {
    let mut s = HELP.to_string();
    s.push_str("\nPASSES (each also a flag, run in command-line order; options as --NAME=\"opt=value ...\"):\n");
    for p in transforms::registry().all() {
        s.push_str(&format!("  --{:<32} {}\n", p.argument, p.summary));
        for o in p.options {
            s.push_str(&format!(
                "      {:<30} {} (default: {})\n",
                format!("{}=<{}>", o.name, ir::pass::option_kind_name(o.kind)),
                o.help,
                if o.default.is_empty() {
                    "none"
                } else {
                    o.default
                }
            ));
        }
    }
    s
}

/// Parses `argv` (with the program name first).
pub fn parse_args(argv: &[String]) -> Result<Args, ArgError> {
    let mut a = Args {
        input: "-".into(),
        output: "-".into(),
        allow_unregistered_dialect: false,
        print_generic: false,
        print_debuginfo: false,
        nameloc_prefix: false,
        split_input_file: None,
        verify_diagnostics: false,
        no_implicit_module: false,
        load_dialects: Vec::new(),
        load_patterns: Vec::new(),
        passes: Vec::new(),
        pass_pipeline: None,
        print_before: ir::pass::PrintSelection::None,
        print_after: ir::pass::PrintSelection::None,
        print_after_change: false,
        print_after_failure: false,
        print_module_scope: false,
        timing: false,
        timing_display: ir::pass::TimingDisplay::Tree,
        verify_each: true,
        disable_threading: false,
        report: None,
        report_fail: false,
        emit: None,
        target: None,
        compare: Vec::new(),
        remarks: false,
        emit_irdl: Vec::new(),
        print_irdl_generic: false,
        dump_dir: None,
        crash_reproducer: None,
        run_reproducer: false,
        max_ops: None,
    };
    let registry = transforms::registry();
    let value_of = |value: Option<String>, name: &str, i: &mut usize| -> Result<String, ArgError> {
        match value {
            Some(v) => Ok(v),
            None => {
                let v = argv.get(*i).cloned().ok_or_else(|| {
                    ArgError::Bad(format!("for the --{name} option: requires a value!"))
                })?;
                *i += 1;
                Ok(v)
            }
        }
    };
    let mut positional = Vec::new();
    let mut schedule_trace: Option<String> = None;
    let mut i = 1;
    while i < argv.len() {
        let arg = &argv[i];
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            positional.push(arg.clone());
            continue;
        }
        let body = arg.trim_start_matches('-');
        let (name, value) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let flag = |v: &Option<String>| -> Result<bool, ArgError> {
            match v.as_deref() {
                None | Some("true") | Some("1") => Ok(true),
                Some("false") | Some("0") => Ok(false),
                Some(o) => Err(ArgError::Bad(format!("for the --{name} option: '{o}' is invalid value for boolean argument! Try 0 or 1"))),
            }
        };
        match name {
            "help" | "h" | "help-hidden" => return Err(ArgError::Help),
            "o" => {
                a.output = match value {
                    Some(v) => v,
                    None => {
                        let v = argv.get(i).cloned().ok_or_else(|| {
                            ArgError::Bad(
                                "Not enough positional command line arguments specified!".into(),
                            )
                        })?;
                        i += 1;
                        v
                    }
                }
            }
            "allow-unregistered-dialect" => a.allow_unregistered_dialect = flag(&value)?,
            "mlir-print-op-generic" => a.print_generic = flag(&value)?,
            "mlir-print-debuginfo" => a.print_debuginfo = flag(&value)?,
            "mlir-use-nameloc-as-prefix" => a.nameloc_prefix = flag(&value)?,
            "verify-diagnostics" => a.verify_diagnostics = true,
            "no-implicit-module" => a.no_implicit_module = flag(&value)?,
            "load-dialect" => a.load_dialects.push(value_of(value, name, &mut i)?),
            "load-patterns" => a.load_patterns.push(value_of(value, name, &mut i)?),
            "pass-pipeline" => a.pass_pipeline = Some(value_of(value, name, &mut i)?),
            "mlir-print-ir-before-all" => {
                if flag(&value)? {
                    a.print_before = ir::pass::PrintSelection::All
                }
            }
            "mlir-print-ir-after-all" => {
                if flag(&value)? {
                    a.print_after = ir::pass::PrintSelection::All
                }
            }
            "mlir-print-ir-before" | "mlir-print-ir-after" => {
                let v = value_of(value, name, &mut i)?;
                let names: Vec<String> = v.split(',').map(str::to_string).collect();
                for n in &names {
                    if registry.get(n).is_none() {
                        return Err(ArgError::Bad(format!(
                            "for the --{name} option: Cannot find option named '{n}'!"
                        )));
                    }
                }
                let slot = if name.ends_with("before") {
                    &mut a.print_before
                } else {
                    &mut a.print_after
                };
                if *slot != ir::pass::PrintSelection::All {
                    let mut all = match std::mem::take(slot) {
                        ir::pass::PrintSelection::Named(v) => v,
                        _ => Vec::new(),
                    };
                    all.extend(names);
                    *slot = ir::pass::PrintSelection::Named(all);
                }
            }
            "mlir-print-ir-after-change" => a.print_after_change = flag(&value)?,
            "mlir-print-ir-after-failure" => a.print_after_failure = flag(&value)?,
            "mlir-print-ir-module-scope" => a.print_module_scope = flag(&value)?,
            "mlir-timing" => a.timing = flag(&value)?,
            "report" => {
                let v = value_of(value, name, &mut i)?;
                a.report = Some(super::report::Report::parse(&v).ok_or_else(|| {
                    ArgError::Bad(format!(
                        "for the --report option: Cannot find option named '{v}'!"
                    ))
                })?);
            }
            "report-fail" => a.report_fail = flag(&value)?,
            "emit-irdl" => {
                let v = value_of(value, name, &mut i)?;
                let names: Vec<String> = v
                    .split(',')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect();
                if names.is_empty() {
                    return Err(ArgError::Bad(
                        "for the --emit-irdl option: name at least one dialect".into(),
                    ));
                }
                a.emit_irdl.extend(names);
            }
            "print-irdl-generic" => a.print_irdl_generic = flag(&value)?,
            "emit" => {
                a.emit = Some(match value_of(value, name, &mut i)?.as_str() {
                    "llvm" => super::emit::Emit::Llvm,
                    "obj" => super::emit::Emit::Obj,
                    v => {
                        return Err(ArgError::Bad(format!(
                            "for the --emit option: '{v}' is not llvm or obj"
                        )))
                    }
                })
            }
            "target" | "target-file" => a.target = Some(value_of(value, name, &mut i)?),
            // `--schedule-trace=FILE`: the schedule pass's `trace` option
            // (the pass is added at the end if the flags do not name it).
            "schedule-trace" => schedule_trace = Some(value_of(value, name, &mut i)?),
            "dump-dir" => a.dump_dir = Some(value_of(value, name, &mut i)?),
            "crash-reproducer" | "mlir-pass-pipeline-crash-reproducer" => {
                a.crash_reproducer = Some(value_of(value, name, &mut i)?)
            }
            "run-reproducer" => a.run_reproducer = flag(&value)?,
            "max-ops" => {
                let v = value_of(value, name, &mut i)?;
                a.max_ops = Some(v.parse().map_err(|_| {
                    ArgError::Bad(format!(
                        "for the --max-ops option: '{v}' value invalid for uint argument!"
                    ))
                })?);
            }
            "compare" => {
                let v = value_of(value, name, &mut i)?;
                a.compare = v
                    .split(',')
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(String::from)
                    .collect();
                if a.compare.len() < 2 {
                    return Err(ArgError::Bad(
                        "--compare takes two or more targets: --compare=tpu-v5e,spyre".into(),
                    ));
                }
            }
            "remarks" => a.remarks = flag(&value)?,
            "mlir-timing-display" => {
                a.timing_display = match value_of(value, name, &mut i)?.as_str() {
                    "list" => ir::pass::TimingDisplay::List,
                    "tree" => ir::pass::TimingDisplay::Tree,
                    o => {
                        return Err(ArgError::Bad(format!(
                            "for the --mlir-timing-display option: Cannot find option named '{o}'!"
                        )))
                    }
                }
            }
            "verify-each" => a.verify_each = flag(&value)?,
            // One thread is all ir-opt uses; accepted for mlir-opt's RUN lines.
            "mlir-disable-threading" => a.disable_threading = flag(&value)?,
            n if registry.get(n).is_some() => {
                let mut v = value.unwrap_or_default();
                // `--tile=spyre` is `--tile=target=spyre`: a bare value
                // names the target of a pass that takes one.
                let takes_target = registry
                    .get(n)
                    .is_some_and(|i| i.options.iter().any(|o| o.name == "target"));
                if takes_target && !v.is_empty() && !v.contains('=') {
                    v = format!("target={v}");
                }
                // A pass with one option, not a target, takes a bare
                // value as that option (`--test-crash-on=stablehlo.tanh`).
                let only = registry
                    .get(n)
                    .filter(|i| !takes_target && i.options.len() == 1)
                    .map(|i| i.options[0].name);
                if let Some(o) = only.filter(|_| !v.is_empty() && !v.contains('=')) {
                    v = format!("{o}={v}");
                }
                // The first pass given a target names it for the whole
                // pipeline (`--fuse --tile=spyre` fuses for Spyre too).
                if takes_target && a.target.is_none() {
                    if let Some(t) = v.strip_prefix("target=") {
                        a.target = Some(t.split(' ').next().unwrap_or(t).to_string());
                    }
                }
                a.passes.push((n.to_string(), v))
            }
            "split-input-file" => {
                a.split_input_file = Some(value.unwrap_or_else(|| "// -----".into()))
            }
            _ => {
                let path = argv.first().map(String::as_str).unwrap_or("ir-opt");
                return Err(ArgError::Bad(format!(
                    "Unknown command line argument '{arg}'.  Try: '{path} --help'"
                )));
            }
        }
    }
    if positional.len() > 1 {
        return Err(ArgError::Bad(format!("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ir-opt --help")));
    }
    if a.dump_dir.is_some() && a.split_input_file.is_some() {
        return Err(ArgError::Bad(
            "--dump-dir takes one module: it cannot be used with --split-input-file".into(),
        ));
    }
    if let Some(file) = schedule_trace {
        let opt = format!("trace={file}");
        match a.passes.iter_mut().find(|(n, _)| n == "schedule") {
            Some((_, v)) if v.is_empty() => *v = opt,
            Some((_, v)) => *v = format!("{v} {opt}"),
            None => a.passes.push(("schedule".to_string(), opt)),
        }
    }
    if let Some(p) = positional.pop() {
        a.input = p;
    }
    Ok(a)
}

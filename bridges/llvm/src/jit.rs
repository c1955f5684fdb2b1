//! Optimizing, printing, writing and running what `lower` built, for the
//! host: LLVM's O3 pipeline for the host's CPU and its features (AVX-512
//! where the host has it, what it has otherwise), an object file a part of
//! the kernels, linked in-process by ORC (`orc`) and launched there.

use crate::gemm::{SGEMM, SGEMM_BT};
use crate::lower::{kernels_of, lower_kernels, lower_module, Lowered, Param, Products};
use crate::orc::Linked;
use crate::LlvmError;
use inkwell::context::Context as LlContext;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine,
};
use inkwell::OptimizationLevel;
use ir::{Context, Op};
use targets::Host;

fn host_machine(at: &str) -> Result<TargetMachine, LlvmError> {
    let err = |m: String| LlvmError::Llvm {
        loc: at.to_string(),
        msg: m,
    };
    Target::initialize_native(&InitializationConfig::default()).map_err(err)?;
    let triple = TargetMachine::get_default_triple();
    let target = Target::from_triple(&triple).map_err(|e| err(e.to_string()))?;
    let cpu = TargetMachine::get_host_cpu_name();
    let features = TargetMachine::get_host_cpu_features();
    target
        .create_target_machine(
            &triple,
            cpu.to_str().unwrap_or("generic"),
            features.to_str().unwrap_or(""),
            OptimizationLevel::Aggressive,
            RelocMode::PIC,
            CodeModel::Default,
        )
        .ok_or_else(|| err("no target machine for the host".into()))
}

/// The host as the machine code made here depends on it: its triple, CPU
/// and features.
pub fn host_id() -> String {
    format!(
        "{} {} {}",
        TargetMachine::get_default_triple()
            .as_str()
            .to_string_lossy(),
        TargetMachine::get_host_cpu_name().to_string_lossy(),
        TargetMachine::get_host_cpu_features().to_string_lossy(),
    )
}

/// The optimization pipeline.
const PIPELINE: &str = "default<O3>";

/// Verifies `m` and runs LLVM's optimization pipeline on it for the host
/// (`host`: `targets`' reading of it).
fn optimize(m: &Module, tm: &TargetMachine, host: &Host, at: &str) -> Result<(), LlvmError> {
    m.verify().map_err(|e| LlvmError::Llvm {
        loc: at.to_string(),
        msg: e.to_string(),
    })?;
    m.set_triple(&tm.get_triple());
    m.set_data_layout(&tm.get_target_data().get_data_layout());
    // The host's CPU and features on every function, so the module says
    // what it was made for wherever it goes (the printed `.ll` given to
    // llc would otherwise become generic x86-64 code, and vector FMAs
    // libm calls).
    let cpu = TargetMachine::get_host_cpu_name();
    let features = TargetMachine::get_host_cpu_features();
    // LLVM vectorizes loops 256 bits wide even where the host has 512
    // (for Skylake's frequency drop); the kernels' loops are long and
    // compute-bound (GELU's erf, softmax's exp), and on Sapphire Rapids
    // 512 bits made the block's GELU kernel 7% faster.
    let wide = if host.vector_bytes >= 64 {
        "512"
    } else {
        "256"
    };
    let ctx = m.get_context();
    let mut f = m.get_first_function();
    while let Some(func) = f {
        if func.count_basic_blocks() > 0 {
            for (k, v) in [
                ("target-cpu", cpu.to_str().unwrap_or("generic")),
                ("target-features", features.to_str().unwrap_or("")),
                ("prefer-vector-width", wide),
            ] {
                func.add_attribute(
                    inkwell::attributes::AttributeLoc::Function,
                    ctx.create_string_attribute(k, v),
                );
            }
        }
        f = func.get_next_function();
    }
    m.run_passes(PIPELINE, tm, PassBuilderOptions::create())
        .map_err(|e| LlvmError::Llvm {
            loc: at.to_string(),
            msg: e.to_string(),
        })
}

/// The module's tile kernels as LLVM IR text, optimized for the host.
pub fn emit_llvm(ctx: &Context, top: Op, at: &str) -> Result<String, LlvmError> {
    let ll = LlContext::create();
    let l = lower_module(&ll, ctx, top, false, Products::InModule)?;
    let tm = host_machine(at)?;
    optimize(&l.module, &tm, &Host::detect(), at)?;
    Ok(l.module.print_to_string().to_string())
}

/// The module's tile kernels as a host object file.
pub fn emit_object(ctx: &Context, top: Op, at: &str) -> Result<Vec<u8>, LlvmError> {
    let ll = LlContext::create();
    let l = lower_module(&ll, ctx, top, false, Products::InModule)?;
    let tm = host_machine(at)?;
    optimize(&l.module, &tm, &Host::detect(), at)?;
    tm.write_to_memory_buffer(&l.module, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| LlvmError::Llvm {
            loc: at.to_string(),
            msg: e.to_string(),
        })
}

/// A launch argument: an array's bytes (the kernel gets their address),
/// or a scalar.
pub enum JitArg<'a> {
    Buffer(&'a mut [u8]),
    /// `len` bytes at `ptr`, which stay valid and are not otherwise
    /// accessed while the launch runs (arrays that two arguments share).
    Raw(*mut u8, usize),
    Int(i64),
    Float(f64),
}

/// What a JIT run took: compiling (lowering to machine code), and each
/// run of the whole grid, in milliseconds.
pub struct Timing {
    pub compile_ms: f64,
    pub runs_ms: Vec<f64>,
}

/// Compiles the module's kernels and runs kernel `entry` over `grid`,
/// `runs` times (at least once; the arrays hold the last run's results).
pub fn jit_run(
    ctx: &Context,
    top: Op,
    entry: &str,
    grid: [i64; 3],
    args: &mut [JitArg],
    runs: usize,
    threads: usize,
    check_bounds: bool,
    at: &str,
) -> Result<Timing, LlvmError> {
    let m = JitModule::compile(ctx, top, check_bounds, at)?;
    let runs_ms = m.run(entry, grid, args, runs, threads, at)?;
    Ok(Timing {
        compile_ms: m.compile_ms,
        runs_ms,
    })
}

// The float conversions code generation calls where the CPU has no
// instruction for them (f32 to bf16 everywhere on x86; f16 without F16C).
// A process has them only if its C runtime does (libgcc 13+ or
// compiler-rt), so the JIT is given its own. A half-precision value
// travels in the low 16 bits of an XMM register: here, of an f32.
extern "C" fn trunc_f32_bf16(x: f32) -> f32 {
    f32::from_bits(half::bf16::from_f32(x).to_bits() as u32)
}
extern "C" fn trunc_f64_bf16(x: f64) -> f32 {
    f32::from_bits(half::bf16::from_f64(x).to_bits() as u32)
}
extern "C" fn trunc_f32_f16(x: f32) -> f32 {
    f32::from_bits(half::f16::from_f32(x).to_bits() as u32)
}
extern "C" fn trunc_f64_f16(x: f64) -> f32 {
    f32::from_bits(half::f16::from_f64(x).to_bits() as u32)
}
extern "C" fn extend_f16_f32(x: f32) -> f32 {
    half::f16::from_bits(x.to_bits() as u16).to_f32()
}

/// The conversion helpers by the names code generation calls them, with
/// their addresses (the object's undefined symbols resolve to these).
fn conversions() -> [(&'static str, usize); 5] {
    [
        ("__truncsfbf2", trunc_f32_bf16 as *const () as usize),
        ("__truncdfbf2", trunc_f64_bf16 as *const () as usize),
        ("__truncsfhf2", trunc_f32_f16 as *const () as usize),
        ("__truncdfhf2", trunc_f64_f16 as *const () as usize),
        ("__extendhfsf2", extend_f16_f32 as *const () as usize),
    ]
}

/// How many parts a module's kernels are compiled in: one a core (each
/// part is optimized and compiled on a thread of its own), at most 8.
fn part_count() -> usize {
    Host::detect().cores.clamp(1, 8) as usize
}

/// A module's tile kernels compiled to machine code for the host, ready
/// to launch any number of times (each `hlo.launch` of a compiled model
/// under `ir-run --jit`, or one kernel `--bench` times).
pub struct JitModule {
    parts: Vec<Part>,
    /// The threads launches run on, made the first time they are needed
    /// and kept: each has a stack large enough for a kernel's blocks, and
    /// a stack that stays mapped from one launch to the next.
    workers: std::cell::RefCell<Vec<Worker>>,
    /// The stack launches run on for a caller whose own is too small
    /// ([`JitModule::on_kernel_stack`]), and whether they are on it now.
    stack: std::cell::RefCell<Vec<u128>>,
    on_own_stack: std::cell::Cell<bool>,
    /// What compiling took (parse excluded), in milliseconds.
    pub compile_ms: f64,
}

/// Some of a module's kernels, compiled as one object file and linked.
struct Part {
    /// Held, not read: the machine code stays mapped while the part lives.
    _linked: Linked,
    /// The object file, as the host's target machine emitted it.
    object: Vec<u8>,
    kernels: Vec<Kernel>,
    serial: Vec<String>,
    access_locs: Vec<String>,
}

/// A kernel of a part: its name, parameters and launcher's address.
struct Kernel {
    name: String,
    params: Vec<Param>,
    launch: usize,
}

/// The stack a launch runs on: the most a kernel's buffers take
/// (`lower` bounds them) and a margin for the product's panels and calls.
const WORKER_STACK: u64 = crate::lower::STACK_LIMIT + (16 << 20);

/// Whether the calling thread's stack can hold a kernel's blocks: a kept
/// thread's can (it has used a little of its [`WORKER_STACK`] by the time
/// it runs a job), as can ir-run's main thread.
fn stack_holds_kernels() -> bool {
    stacker::remaining_stack().is_some_and(|r| r as u64 >= WORKER_STACK - (1 << 20))
}

/// How long a kept thread, or a launch waiting for them, polls before it
/// sleeps. A model launches its kernels back to back, microseconds apart;
/// a thread asleep takes tens of microseconds to wake (on a shared VM),
/// longer than a small kernel runs (benches/thread_wake.sh). OpenMP
/// runtimes poll for the same reason (KMP_BLOCKTIME), for far longer.
const SPIN: std::time::Duration = std::time::Duration::from_micros(100);

/// The next message on `rx`: polled for [`SPIN`], then waited for.
fn spin_recv<T>(rx: &std::sync::mpsc::Receiver<T>) -> Result<T, std::sync::mpsc::RecvError> {
    let start = std::time::Instant::now();
    while start.elapsed() < SPIN {
        match rx.try_recv() {
            Ok(x) => return Ok(x),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                return Err(std::sync::mpsc::RecvError)
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => std::hint::spin_loop(),
        }
    }
    rx.recv()
}

/// A piece of a launch: some programs of a kernel.
type Job = Box<dyn FnOnce() + Send>;

/// A kept thread and the channel that gives it jobs.
struct Worker {
    jobs: std::sync::mpsc::Sender<Job>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Worker {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop.
        let (closed, _) = std::sync::mpsc::channel();
        self.jobs = closed;
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// LLVM objects handed to the thread that compiles them. LLVM's rule is
/// that a context and everything in it is used by one thread at a time:
/// each part's context is touched only by its compiling thread until that
/// thread is joined.
struct OneThread<T>(T);
// SAFETY: see above; the value moves to exactly one thread and back.
unsafe impl<T> Send for OneThread<T> {}

impl<T> OneThread<T> {
    /// The value (a method, so closures capture the wrapper, not its field).
    fn take(self) -> T {
        self.0
    }
}

/// `kernels` in at most `n` groups of about equal size (their ops),
/// largest first into the lightest group.
fn balance(ctx: &Context, kernels: Vec<Op>, n: usize) -> Vec<Vec<Op>> {
    let size = |f: Op| {
        (0..ctx.num_ops())
            .map(<Op as ir::entity::EntityRef>::new)
            .filter(|&o| crate::lower::is_under(ctx, o, f))
            .count()
    };
    let mut sized: Vec<(usize, Op)> = kernels.into_iter().map(|f| (size(f), f)).collect();
    sized.sort_by(|a, b| b.0.cmp(&a.0));
    let mut groups: Vec<(usize, Vec<Op>)> = vec![(0, Vec::new()); n.max(1)];
    for (w, f) in sized {
        let lightest = groups
            .iter_mut()
            .min_by_key(|g| g.0)
            .expect("at least one group");
        lightest.0 += w;
        lightest.1.push(f);
    }
    let mut out: Vec<Vec<Op>> = groups.into_iter().map(|g| g.1).collect();
    out.retain(|g| !g.is_empty());
    out
}

/// Optimizes a lowered part and emits its object file (on the calling
/// thread).
fn emit_part(l: &Lowered, host: &Host, at: &str) -> Result<Vec<u8>, LlvmError> {
    // Only the launchers are looked up: a kernel kept external would be
    // optimized and compiled twice when its launcher inlines it. Internal
    // and not inlined, it is compiled once, called once a program (the
    // launcher's loop gains nothing from seeing its body, and a kernel
    // inlined into that loop cost the GPT-2 block 40% more compile time).
    let noinline = inkwell::attributes::Attribute::get_named_enum_kind_id("noinline");
    let ll = l.module.get_context();
    for (name, _) in &l.kernels {
        if let Some(f) = l.module.get_function(name) {
            f.set_linkage(inkwell::module::Linkage::Internal);
            f.add_attribute(
                inkwell::attributes::AttributeLoc::Function,
                ll.create_enum_attribute(noinline, 0),
            );
        }
    }
    let tm = host_machine(at)?;
    optimize(&l.module, &tm, host, at)?;
    tm.write_to_memory_buffer(&l.module, FileType::Object)
        .map(|b| b.as_slice().to_vec())
        .map_err(|e| LlvmError::Llvm {
            loc: at.to_string(),
            msg: e.to_string(),
        })
}

/// A part: its object linked (the products resolved to `runtime`'s
/// addresses when given, the conversions to this crate's) and each
/// kernel's launcher looked up.
fn link_part(
    l: &Lowered,
    object: Vec<u8>,
    runtime: &[(&str, usize)],
    at: &str,
) -> Result<Part, LlvmError> {
    let mut symbols: Vec<(&str, usize)> = conversions().to_vec();
    symbols.extend_from_slice(runtime);
    let linked = Linked::link(&object, &symbols, at)?;
    let kernels = l
        .kernels
        .iter()
        .map(|(name, params)| {
            Ok(Kernel {
                name: name.clone(),
                params: params.clone(),
                launch: linked.lookup(&format!("{name}.launch"), at)?,
            })
        })
        .collect::<Result<_, LlvmError>>()?;
    Ok(Part {
        _linked: linked,
        object,
        kernels,
        serial: l.serial.clone(),
        access_locs: l.access_locs.clone(),
    })
}

/// The products' precompiled copies for the host, by the names the
/// kernels call them, and how the kernels are to reach them: empty and
/// `InModule` where this build has no copy for the host.
fn products_for(host: &Host) -> (Vec<(&'static str, usize)>, Products) {
    let blk = crate::runtime::host_blocking(host);
    let runtime: Vec<(&str, usize)> = [(SGEMM, false), (SGEMM_BT, true)]
        .into_iter()
        .filter_map(|(name, t)| Some((name, crate::runtime::sgemm_address(host, blk, t)?)))
        .collect();
    if runtime.len() == 2 {
        (runtime, Products::Runtime)
    } else {
        (Vec::new(), Products::InModule)
    }
}

impl JitModule {
    /// Lowers and compiles every tile kernel of `top` (O3, the host's
    /// CPU). The kernels are split into parts, one a core, each optimized
    /// and compiled to an object on its own thread (XLA's CPU backend
    /// splits a module for its code generation the same way); lowering
    /// and linking are serial.
    pub fn compile(
        ctx: &Context,
        top: Op,
        check_bounds: bool,
        at: &str,
    ) -> Result<JitModule, LlvmError> {
        let t0 = std::time::Instant::now();
        // The products come precompiled where this build has a copy for
        // the host: the objects then hold only their kernels.
        let host = Host::detect();
        let (runtime, products) = products_for(&host);
        let groups = balance(ctx, kernels_of(ctx, top), part_count());
        let contexts: Vec<LlContext> = groups.iter().map(|_| LlContext::create()).collect();
        let mut lowered = Vec::with_capacity(groups.len());
        for (ll, group) in contexts.iter().zip(&groups) {
            lowered.push(lower_kernels(ll, ctx, group, check_bounds, products)?);
        }
        // Targets are registered once, before the threads use them.
        host_machine(at)?;
        let host = &host;
        let objects: Vec<Result<Vec<u8>, LlvmError>> = std::thread::scope(|s| {
            let handles: Vec<_> = lowered
                .iter()
                .map(|l| {
                    let job = OneThread(l);
                    s.spawn(move || OneThread(emit_part(job.take(), host, at)))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| match h.join() {
                    Ok(r) => r.take(),
                    Err(_) => Err(LlvmError::Llvm {
                        loc: at.to_string(),
                        msg: "LLVM's code generation failed".into(),
                    }),
                })
                .collect()
        });
        let parts = lowered
            .iter()
            .zip(objects)
            .map(|(l, object)| link_part(l, object?, &runtime, at))
            .collect::<Result<_, _>>()?;
        Ok(JitModule::of(parts, t0))
    }

    /// The kernels of `top` from `objects`, the object files an earlier
    /// [`JitModule::compile`] of the same module made on a host like this
    /// one ([`JitModule::objects`]): the kernels are lowered again for
    /// their parameters (milliseconds) but not compiled. Objects that do
    /// not hold the module's kernels are an error (the caller compiles).
    pub fn load(
        ctx: &Context,
        top: Op,
        objects: Vec<Vec<u8>>,
        check_bounds: bool,
        at: &str,
    ) -> Result<JitModule, LlvmError> {
        let t0 = std::time::Instant::now();
        let (runtime, products) = products_for(&Host::detect());
        // The same grouping as compile's: `balance` is deterministic, and
        // gives as many groups as there were parts.
        let groups = balance(ctx, kernels_of(ctx, top), objects.len());
        if groups.len() != objects.len() {
            return Err(LlvmError::Llvm {
                loc: at.to_string(),
                msg: format!(
                    "{} object files for {} parts of the module's kernels",
                    objects.len(),
                    groups.len()
                ),
            });
        }
        host_machine(at)?;
        let mut parts = Vec::with_capacity(groups.len());
        for (group, object) in groups.iter().zip(objects) {
            let ll = LlContext::create();
            let l = lower_kernels(&ll, ctx, group, check_bounds, products)?;
            parts.push(link_part(&l, object, &runtime, at)?);
        }
        Ok(JitModule::of(parts, t0))
    }

    fn of(parts: Vec<Part>, t0: std::time::Instant) -> JitModule {
        JitModule {
            parts,
            workers: Default::default(),
            stack: Default::default(),
            on_own_stack: Default::default(),
            compile_ms: t0.elapsed().as_secs_f64() * 1e3,
        }
    }

    /// The object files the kernels were linked from, one a part (what
    /// [`JitModule::load`] takes).
    pub fn objects(&self) -> Vec<&[u8]> {
        self.parts.iter().map(|p| p.object.as_slice()).collect()
    }

    /// The fault a checked launch recorded in its table, if any.
    fn fault(&self, part: &Part, table: &[i64], at: &str) -> Option<LlvmError> {
        let fault = table[table.len() - 2];
        if fault <= 0 {
            return None;
        }
        let loc = part
            .access_locs
            .get(fault as usize - 1)
            .cloned()
            .unwrap_or_else(|| at.to_string());
        Some(LlvmError::Fault {
            loc,
            msg: format!(
                "an access at address {:#x} reaches outside every array (--check-bounds)",
                table[table.len() - 1]
            ),
        })
    }

    /// At least `n` kept threads, as senders of jobs.
    fn pool(&self, n: usize, at: &str) -> Result<Vec<std::sync::mpsc::Sender<Job>>, LlvmError> {
        let mut workers = self.workers.borrow_mut();
        while workers.len() < n {
            let (tx, rx) = std::sync::mpsc::channel::<Job>();
            let thread = std::thread::Builder::new()
                .name("tessera-jit".into())
                .stack_size(WORKER_STACK as usize)
                .spawn(move || {
                    while let Ok(job) = spin_recv(&rx) {
                        job();
                    }
                })
                .map_err(|e| LlvmError::Llvm {
                    loc: at.to_string(),
                    msg: e.to_string(),
                })?;
            workers.push(Worker {
                jobs: tx,
                thread: Some(thread),
            });
        }
        Ok(workers.iter().map(|w| w.jobs.clone()).collect())
    }

    /// Runs `f` where a kernel's blocks fit: on the calling thread's own
    /// stack when it is large enough (ir-run's, a kept thread's), else on
    /// a stack this module makes once and keeps (a caller with a small
    /// stack, such as Python's main thread, then runs a whole program of
    /// launches on its own thread: no hand-over to another thread, whose
    /// wake-ups cost as much as a small kernel, and no fresh stack a call,
    /// whose pages would fault in again each time).
    pub fn on_kernel_stack<R>(&self, f: impl FnOnce() -> R) -> R {
        if self.on_own_stack.get() || stack_holds_kernels() {
            return f();
        }
        let mut stack = self.stack.borrow_mut();
        if stack.is_empty() {
            // Zeroed pages are mapped only when touched.
            *stack = vec![0u128; WORKER_STACK as usize / 16];
        }
        let (base, size) = (stack.as_mut_ptr().cast::<u8>(), stack.len() * 16);
        self.on_own_stack.set(true);
        // SAFETY: `base` is 16-byte aligned and `size` bytes long, owned by
        // this module and borrowed (not otherwise used) while `f` runs on
        // it; a panic is caught on that stack and resumed on this one.
        let r = unsafe {
            psm::on_stack(base, size, || {
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
            })
        };
        self.on_own_stack.set(false);
        r.unwrap_or_else(|p| std::panic::resume_unwind(p))
    }

    /// Runs kernel `entry` over `grid` on `args`, `runs` times (at least
    /// once; the arrays hold the last run's results), its programs spread
    /// over `threads`; returns each run's milliseconds.
    pub fn run(
        &self,
        entry: &str,
        grid: [i64; 3],
        args: &mut [JitArg],
        runs: usize,
        threads: usize,
        at: &str,
    ) -> Result<Vec<f64>, LlvmError> {
        let Some((part, kernel)) = self
            .parts
            .iter()
            .find_map(|p| Some((p, p.kernels.iter().find(|k| k.name == entry)?)))
        else {
            return Err(LlvmError::Unsupported {
                loc: at.to_string(),
                msg: format!("no tile kernel @{entry}"),
            });
        };
        // Atomics are plain reads and writes: such a kernel's programs run
        // one at a time.
        let threads = if part.serial.iter().any(|n| n == entry) {
            1
        } else {
            threads.max(1)
        };
        let params = &kernel.params;
        if params.len() != args.len() {
            return Err(LlvmError::Unsupported {
                loc: at.to_string(),
                msg: format!(
                    "@{entry} takes {} arguments, but {} were given",
                    params.len(),
                    args.len()
                ),
            });
        }
        // Scalars live here while the kernel runs; the argument array points
        // at them and at the buffers.
        let mut scalars: Vec<[u8; 8]> = Vec::with_capacity(args.len());
        let mut argv: Vec<*mut u8> = Vec::with_capacity(args.len());
        for (a, p) in args.iter_mut().zip(params) {
            match (a, p) {
                (JitArg::Buffer(b), Param::Ptr) => argv.push(b.as_mut_ptr()),
                (JitArg::Raw(p, _), Param::Ptr) => argv.push(*p),
                // Little-endian: a narrower integer is the low bytes.
                (JitArg::Int(v), Param::Int(_)) => {
                    scalars.push(v.to_le_bytes());
                    argv.push(std::ptr::null_mut());
                }
                (JitArg::Float(v), Param::Float(k)) => {
                    let mut s = [0u8; 8];
                    match k {
                        ir::float::FloatKind::F64 => s.copy_from_slice(&v.to_le_bytes()),
                        _ => s[..4].copy_from_slice(&(*v as f32).to_le_bytes()),
                    }
                    scalars.push(s);
                    argv.push(std::ptr::null_mut());
                }
                (JitArg::Int(v), Param::Float(_)) => {
                    let mut s = [0u8; 8];
                    s[..4].copy_from_slice(&(*v as f32).to_le_bytes());
                    scalars.push(s);
                    argv.push(std::ptr::null_mut());
                }
                _ => {
                    return Err(LlvmError::Unsupported {
                        loc: at.to_string(),
                        msg: format!("an argument of @{entry} does not fit its parameter"),
                    })
                }
            }
        }
        let mut k = 0;
        for (slot, p) in argv.iter_mut().zip(params) {
            if *p != Param::Ptr {
                *slot = scalars[k].as_mut_ptr();
                k += 1;
            }
        }
        // The arrays' byte ranges, then the fault slot (`lower_module`).
        let mut table: Vec<i64> = vec![0];
        for a in args.iter() {
            match a {
                JitArg::Buffer(b) => {
                    let lo = b.as_ptr() as i64;
                    table.extend([lo, lo + b.len() as i64]);
                }
                JitArg::Raw(p, n) => {
                    let lo = *p as i64;
                    table.extend([lo, lo + *n as i64]);
                }
                _ => {}
            }
        }
        table[0] = (table.len() as i64 - 1) / 2;
        table.extend([0, 0]);
        type Launch = unsafe extern "C" fn(*const *mut u8, i32, i32, i32, i64, i64, *mut i64);
        // The programs split into `threads` runs of consecutive ids, each on a
        // thread whose stack holds the kernel's blocks (`lower` bounds them).
        #[derive(Clone, Copy)]
        struct Call(usize, usize, [i32; 3], i64, i64, usize);
        // SAFETY: the pointers stay valid until every thread is joined below.
        unsafe impl Send for Call {}
        let total = grid.iter().product::<i64>();
        let g = [grid[0] as i32, grid[1] as i32, grid[2] as i32];
        let launch_ptr = kernel.launch;
        // SAFETY: the launcher was built with exactly this signature.
        let launch: Launch = unsafe { std::mem::transmute::<usize, Launch>(launch_ptr) };
        let argv_ptr = argv.as_ptr() as usize;
        let table_ptr = table.as_mut_ptr() as usize;
        let chunk = (total + threads as i64 - 1) / threads as i64;
        // The first run of programs is the calling thread's own when its
        // stack is as large as a kept thread's (ir-run's is): handing a
        // run to a kept thread costs tens of microseconds of wake-ups,
        // as much as a small kernel takes (benches/thread_wake.sh).
        let local = self.on_own_stack.get() || stack_holds_kernels();
        let mut runs_ms = Vec::new();
        for _ in 0..runs.max(1) {
            let t = std::time::Instant::now();
            // One thread running here needs no kept threads at all.
            let pool = if threads == 1 && local {
                Vec::new()
            } else {
                self.pool(threads, at)?
            };
            let (done_tx, done_rx) = std::sync::mpsc::channel::<()>();
            let mut started = 0;
            for (w, worker) in pool.iter().enumerate().take(threads) {
                let w = w as i64;
                let (first, last) = (w * chunk, ((w + 1) * chunk).min(total));
                if first >= last {
                    break;
                }
                if local && w == 0 {
                    continue;
                }
                let call = Call(launch_ptr, argv_ptr, g, first, last, table_ptr);
                let done = done_tx.clone();
                let job: Job = Box::new(move || {
                    let c = call;
                    // SAFETY: `c.0` is `{entry}.launch`, of type `Launch`; the
                    // buffers outlive the call (this run waits for every
                    // job), and threads run disjoint programs of a kernel
                    // without atomics.
                    let f: Launch = unsafe { std::mem::transmute::<usize, Launch>(c.0) };
                    unsafe {
                        f(
                            c.1 as *const *mut u8,
                            c.2[0],
                            c.2[1],
                            c.2[2],
                            c.3,
                            c.4,
                            c.5 as *mut i64,
                        )
                    };
                    let _ = done.send(());
                });
                worker.send(job).map_err(|_| LlvmError::Llvm {
                    loc: at.to_string(),
                    msg: "a kernel thread is gone".into(),
                })?;
                started += 1;
            }
            drop(pool);
            if local {
                // SAFETY: as for a kept thread's job above; the stack holds
                // the kernel's blocks, and the other threads run programs
                // disjoint from these.
                unsafe {
                    launch(
                        argv.as_ptr(),
                        g[0],
                        g[1],
                        g[2],
                        0,
                        chunk.min(total),
                        table.as_mut_ptr(),
                    )
                };
            }
            for _ in 0..started {
                spin_recv(&done_rx).map_err(|_| LlvmError::Llvm {
                    loc: at.to_string(),
                    msg: "a kernel thread failed".into(),
                })?;
            }
            runs_ms.push(t.elapsed().as_secs_f64() * 1e3);
            if let Some(e) = self.fault(part, &table, at) {
                return Err(e);
            }
        }
        Ok(runs_ms)
    }
}

/// A [`JitModule`] as the interpreter's [`interp::tile::Launcher`]: each
/// `hlo.launch` of a compiled model runs its kernel as machine code on the
/// arrays' bytes, its programs spread over `threads`.
pub struct JitLauncher {
    module: JitModule,
    threads: usize,
    at: String,
}

impl JitLauncher {
    /// `module`'s kernels as a launcher, each launch's programs spread
    /// over `threads`; `at` names the file in diagnostics.
    pub fn new(module: JitModule, threads: usize, at: &str) -> JitLauncher {
        JitLauncher {
            module,
            threads: threads.max(1),
            at: at.to_string(),
        }
    }

    /// The compiled kernels.
    pub fn module(&self) -> &JitModule {
        &self.module
    }
    /// The threads a launch's programs are spread over.
    pub fn threads(&self) -> usize {
        self.threads
    }
}

impl interp::tile::Launcher for JitLauncher {
    fn launch(
        &self,
        _: &Context,
        name: &str,
        grid: [i64; 3],
        arrays: Vec<interp::Tensor>,
    ) -> Result<Vec<interp::Tensor>, String> {
        let mut bytes: Vec<interp::tile::Bytes> =
            arrays.iter().map(interp::tile::to_bytes).collect();
        {
            let mut args: Vec<JitArg> = bytes.iter_mut().map(|b| JitArg::Buffer(b)).collect();
            self.module
                .run(name, grid, &mut args, 1, self.threads, &self.at)
                .map_err(|e| e.to_string())?;
        }
        arrays
            .iter()
            .zip(&bytes)
            .map(|(t, b)| interp::tile::from_bytes(t, b).map_err(|e| e.0))
            .collect()
    }
}

/// Compiles the tile kernels of `top` and calls `f` with a launcher that
/// runs them (and what compiling took, in milliseconds).
pub fn with_jit<R>(
    ctx: &Context,
    top: Op,
    check_bounds: bool,
    threads: usize,
    at: &str,
    f: impl FnOnce(&JitLauncher, f64) -> R,
) -> Result<R, LlvmError> {
    let module = JitModule::compile(ctx, top, check_bounds, at)?;
    let ms = module.compile_ms;
    Ok(f(&JitLauncher::new(module, threads, at), ms))
}

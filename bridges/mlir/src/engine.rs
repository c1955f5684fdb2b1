//! MLIR in-process: parse and verify a launch's module, lower it with
//! MLIR's own passes, JIT it with MLIR's ExecutionEngine and run it.

use crate::lower::{kernel_module, kernel_params, Param};
use crate::MlirError;
use melior::dialect::DialectRegistry;
use melior::ir::operation::OperationLike;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{
    parse_pass_pipeline, register_all_dialects, register_all_llvm_translations, register_all_passes,
};
use melior::Context;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Once;
use std::time::Instant;

/// MLIR's pipeline from the lowered kernel to the LLVM dialect:
/// elementwise ops on tensors become `linalg`, everything is bufferized
/// (with the buffers freed again), `linalg` becomes loops, `math` what
/// LLVM or libm computes, and the rest the LLVM dialect.
pub const PIPELINE: &str = "builtin.module(\
func.func(convert-elementwise-to-linalg),\
one-shot-bufferize{bufferize-function-boundaries=1 function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops=1},\
buffer-deallocation-pipeline,\
func.func(convert-linalg-to-loops),\
convert-math-to-llvm,convert-math-to-libm,expand-strided-metadata,lower-affine,\
finalize-memref-to-llvm,convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)";

/// An argument of a launch, in the kernel's parameter order.
pub enum Arg<'a> {
    /// A pointer argument: the array's elements, little-endian, as the
    /// kernel's pointee type stores them.
    Buffer(&'a mut [u8]),
    /// An integer scalar.
    Int(i64),
    /// A float scalar.
    Float(f64),
}

/// How long compiling and the runs took.
#[derive(Clone, Debug, Default)]
pub struct Timing {
    /// Lowering, parsing, MLIR's passes and the JIT, in milliseconds.
    pub compile_ms: f64,
    /// Each run, in milliseconds.
    pub runs_ms: Vec<f64>,
}

static PASSES: Once = Once::new();

/// An MLIR context with every upstream dialect loaded, MLIR's passes and
/// its LLVM translations registered: what the engine compiles in and the
/// oracle parses into.
pub(crate) fn mlir_context() -> Context {
    PASSES.call_once(register_all_passes);
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    register_all_llvm_translations(&context);
    context
}

/// The bytes an element of MLIR type `t` takes.
fn elem_bytes(t: &str) -> usize {
    match t {
        "i8" => 1,
        "f16" | "bf16" | "i16" => 2,
        "f32" | "i32" => 4,
        _ => 8,
    }
}

/// A launch compiled by MLIR: the kernel for its arrays' sizes and grid.
pub struct Compiled {
    jit: Jit,
    kernel: String,
    params: Vec<Param>,
    /// Each array's length in elements.
    lens: Vec<usize>,
    /// Lowering, parsing, MLIR's passes and the JIT, in milliseconds.
    pub compile_ms: f64,
}

/// Compiles kernel `kernel` of the module under `top`, in MLIR context
/// `mlir`, for a launch over `grid` whose arrays take `sizes` bytes each
/// (in the order of the kernel's pointer parameters).
pub fn compile_launch(
    mlir: &Context,
    ctx: &ir::Context,
    top: ir::Op,
    kernel: &str,
    grid: [i64; 3],
    sizes: &[usize],
) -> Result<Compiled, MlirError> {
    let start = Instant::now();
    let params = kernel_params(ctx, top, kernel)?;
    let elems: Vec<&str> = params
        .iter()
        .filter_map(|p| match p {
            Param::Array { elem } => Some(elem.as_str()),
            _ => None,
        })
        .collect();
    let lens: Vec<usize> = sizes
        .iter()
        .zip(&elems)
        .map(|(b, e)| b / elem_bytes(e))
        .collect();
    let lowered = kernel_module(ctx, top, kernel, &lens, grid)?;
    let jit = Jit::compile(mlir, &lowered.text, kernel)?;
    Ok(Compiled {
        jit,
        kernel: kernel.to_string(),
        params: lowered.params,
        lens,
        compile_ms: start.elapsed().as_secs_f64() * 1e3,
    })
}

impl Compiled {
    /// Runs the launch once on `args` (in the kernel's parameter order;
    /// arrays of the sizes it was compiled for); returns the milliseconds
    /// it took.
    pub fn run(&self, args: &mut [Arg]) -> Result<f64, MlirError> {
        let kernel = &self.kernel;
        if self.params.len() != args.len() {
            return Err(MlirError::Launch(format!(
                "@{kernel} takes {} arguments, {} given",
                self.params.len(),
                args.len()
            )));
        }
        let lens = &self.lens;
        // The packed arguments of `@__launch`'s C interface (what the C API's
        // invoke calls): a pointer to each argument, where a memref argument
        // is a pointer to its descriptor.
        let mut descs: Vec<Descriptor> = Vec::new();
        let mut i32s: Vec<i32> = Vec::new();
        let mut i64s: Vec<i64> = Vec::new();
        let mut f32s: Vec<f32> = Vec::new();
        let mut f64s: Vec<f64> = Vec::new();
        let mut k = 0;
        for (a, p) in args.iter_mut().zip(&self.params) {
            match (a, p) {
                (Arg::Buffer(b), Param::Array { elem }) => {
                    let ptr = b.as_mut_ptr();
                    // The module's memref has the compiled length.
                    if b.len() != lens[k] * elem_bytes(elem) {
                        return Err(MlirError::Launch(format!(
                            "@{kernel}: an array is not of the size the launch was compiled for"
                        )));
                    }
                    descs.push(Descriptor {
                        allocated: ptr,
                        aligned: ptr,
                        offset: 0,
                        size: lens[k] as i64,
                        stride: 1,
                    });
                    k += 1;
                }
                (Arg::Int(v), Param::Scalar(t)) if t == "i32" => i32s.push(*v as i32),
                (Arg::Int(v), Param::Scalar(t)) if t.starts_with('i') => i64s.push(*v),
                (Arg::Float(v), Param::Scalar(t)) if t == "f32" => f32s.push(*v as f32),
                (Arg::Float(v), Param::Scalar(t)) if t == "f64" => f64s.push(*v),
                (_, p) => {
                    return Err(MlirError::Launch(format!(
                        "@{kernel}: an argument does not fit its parameter {p:?}"
                    )))
                }
            }
        }
        // Pointers into the vectors above, which no longer grow.
        let mut desc_ptrs: Vec<*mut Descriptor> =
            descs.iter_mut().map(|d| d as *mut Descriptor).collect();
        let mut packed: Vec<*mut ()> = Vec::new();
        let (mut di, mut i32i, mut i64i, mut f32i, mut f64i) = (0, 0, 0, 0, 0);
        for p in &self.params {
            match p {
                Param::Array { .. } => {
                    packed.push(&mut desc_ptrs[di] as *mut *mut Descriptor as *mut ());
                    di += 1;
                }
                Param::Scalar(t) if t == "i32" => {
                    packed.push(&mut i32s[i32i] as *mut i32 as *mut ());
                    i32i += 1;
                }
                Param::Scalar(t) if t.starts_with('i') => {
                    packed.push(&mut i64s[i64i] as *mut i64 as *mut ());
                    i64i += 1;
                }
                Param::Scalar(t) if t == "f32" => {
                    packed.push(&mut f32s[f32i] as *mut f32 as *mut ());
                    f32i += 1;
                }
                Param::Scalar(_) => {
                    packed.push(&mut f64s[f64i] as *mut f64 as *mut ());
                    f64i += 1;
                }
            }
        }
        let t = Instant::now();
        self.jit.invoke("__launch", &mut packed)?;
        Ok(t.elapsed().as_secs_f64() * 1e3)
    }
}

/// Runs kernel `kernel` of the module under `top` over `grid`, `runs`
/// times, with MLIR: every array in `args` is read and written in place.
pub fn run_launch(
    ctx: &ir::Context,
    top: ir::Op,
    kernel: &str,
    grid: [i64; 3],
    args: &mut [Arg],
    runs: usize,
) -> Result<Timing, MlirError> {
    let sizes: Vec<usize> = args
        .iter()
        .filter_map(|a| match a {
            Arg::Buffer(b) => Some(b.len()),
            _ => None,
        })
        .collect();
    let compiled = compile_launch(&mlir_context(), ctx, top, kernel, grid, &sizes)?;
    let mut runs_ms = Vec::new();
    for _ in 0..runs.max(1) {
        runs_ms.push(compiled.run(args)?);
    }
    Ok(Timing {
        compile_ms: compiled.compile_ms,
        runs_ms,
    })
}

/// An MLIR diagnostic as `file:line:col: message` when its location is a
/// file location (the tessera op the MLIR op came from), else the message.
fn located(loc: &str, msg: &str) -> String {
    let inner = loc.strip_prefix("loc(").and_then(|l| l.strip_suffix(')'));
    match inner
        .and_then(|l| l.strip_prefix('"'))
        .and_then(|l| l.split_once('"'))
    {
        Some((file, rest)) if rest.starts_with(':') => format!("{file}{rest}: {msg}"),
        _ => msg.to_string(),
    }
}

/// A rank-1 memref's descriptor, as MLIR's C interface passes it.
#[repr(C)]
struct Descriptor {
    allocated: *mut u8,
    aligned: *mut u8,
    offset: i64,
    size: i64,
    stride: i64,
}

/// A module JIT-compiled by MLIR's ExecutionEngine.
struct Jit {
    raw: mlir_sys::MlirExecutionEngine,
    loc: String,
}

impl Jit {
    /// Parses, verifies, lowers and JIT-compiles `text` in `context`;
    /// MLIR's diagnostics make the error.
    fn compile(context: &Context, text: &str, loc: &str) -> Result<Jit, MlirError> {
        let diags = Rc::new(RefCell::new(Vec::<String>::new()));
        let sink = diags.clone();
        let id = context.attach_diagnostic_handler(move |d| {
            sink.borrow_mut()
                .push(located(&d.location().to_string(), &d.to_string()));
            true
        });
        let raw = Self::build(context, text);
        context.detach_diagnostic_handler(id);
        let raw = raw.map_err(|what| MlirError::Mlir {
            loc: loc.to_string(),
            msg: format!("{what}: {}", diags.borrow().join("\n")),
        })?;
        Ok(Jit {
            raw,
            loc: loc.to_string(),
        })
    }

    /// The engine for `text`, or the step that failed (the diagnostics
    /// say why).
    fn build(context: &Context, text: &str) -> Result<mlir_sys::MlirExecutionEngine, String> {
        let mut module = Module::parse(context, text).ok_or("parse")?;
        if !module.as_operation().verify() {
            return Err("verify".into());
        }
        let pm = PassManager::new(context);
        parse_pass_pipeline(pm.as_operation_pass_manager(), PIPELINE)
            .map_err(|e| format!("pipeline: {e}"))?;
        pm.run(&mut module).map_err(|_| "passes")?;
        // SAFETY: the module is in the LLVM dialect (the pipeline ran) and
        // outlives the call; no shared libraries are passed.
        let raw = unsafe {
            mlir_sys::mlirExecutionEngineCreate(
                module.to_raw(),
                2,
                0,
                std::ptr::null(),
                false,
                false,
            )
        };
        if raw.ptr.is_null() {
            return Err("the ExecutionEngine could not compile the module".into());
        }
        Ok(raw)
    }

    fn invoke(&self, name: &str, args: &mut [*mut ()]) -> Result<(), MlirError> {
        let name = mlir_sys::MlirStringRef {
            data: name.as_ptr() as *const _,
            length: name.len(),
        };
        // SAFETY: `args` holds one pointer per parameter of `@__launch`'s
        // C interface, to a value of its type (a descriptor pointer for a
        // memref), built by `run_launch` from the same parameter list.
        let r = unsafe {
            mlir_sys::mlirExecutionEngineInvokePacked(self.raw, name, args.as_mut_ptr() as *mut _)
        };
        if r.value == 0 {
            return Err(MlirError::Mlir {
                loc: self.loc.clone(),
                msg: "the ExecutionEngine could not link `__launch` (a symbol MLIR named above is missing)".into(),
            });
        }
        Ok(())
    }
}

impl Drop for Jit {
    fn drop(&mut self) {
        // SAFETY: `raw` was created by `mlirExecutionEngineCreate`, is not
        // null and is destroyed once.
        unsafe { mlir_sys::mlirExecutionEngineDestroy(self.raw) }
    }
}

/// MLIR as the launcher of a program's `hlo.launch`es: each launch is
/// lowered and compiled by MLIR once (per kernel, array sizes and grid)
/// and run by it (`ir-run --engine=mlir`).
pub struct MlirLauncher {
    // Dropped before the context they were compiled in.
    compiled: RefCell<HashMap<(String, Vec<usize>, [i64; 3]), Compiled>>,
    /// One MLIR context for every launch.
    mlir: Context,
}

impl Default for MlirLauncher {
    fn default() -> Self {
        MlirLauncher {
            compiled: RefCell::default(),
            mlir: mlir_context(),
        }
    }
}

impl interp::tile::Launcher for MlirLauncher {
    fn launch(
        &self,
        ctx: &ir::Context,
        name: &str,
        grid: [i64; 3],
        arrays: Vec<interp::Tensor>,
    ) -> Result<Vec<interp::Tensor>, String> {
        let top = (0..ctx.num_ops())
            .map(<ir::Op as ir::entity::EntityRef>::new)
            .find(|&op| ctx.op(op).parent.is_none())
            .ok_or("an empty module")?;
        let mut bytes: Vec<interp::tile::Bytes> =
            arrays.iter().map(interp::tile::to_bytes).collect();
        let sizes: Vec<usize> = bytes.iter().map(|b| b.len()).collect();
        let key = (name.to_string(), sizes.clone(), grid);
        let mut cache = self.compiled.borrow_mut();
        if !cache.contains_key(&key) {
            let c = compile_launch(&self.mlir, ctx, top, name, grid, &sizes)
                .map_err(|e| e.to_string())?;
            cache.insert(key.clone(), c);
        }
        let mut args: Vec<Arg> = bytes.iter_mut().map(|b| Arg::Buffer(b)).collect();
        cache[&key].run(&mut args).map_err(|e| e.to_string())?;
        drop(args);
        arrays
            .iter()
            .zip(&bytes)
            .map(|(t, b)| interp::tile::from_bytes(t, b).map_err(|e| e.0))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mlir_diagnostics_carry_the_tessera_location() {
        // An op MLIR's verifier rejects (an addf of an i32), located at
        // the tessera op it came from.
        let text = "func.func @__launch(%a: i32) {\n  %0 = arith.addf %a, %a : i32 loc(\"model.mlir\":7:9)\n  return\n}\n";
        let err = Jit::compile(&mlir_context(), text, "k")
            .err()
            .expect("MLIR rejects it");
        let msg = err.to_string();
        assert!(msg.starts_with("k: error: MLIR: "), "{msg}");
        assert!(msg.contains("model.mlir:7:9: "), "{msg}");
        assert!(msg.contains("floating-point"), "{msg}");
    }

    #[test]
    fn located_reads_file_locations() {
        assert_eq!(located("loc(\"a.mlir\":3:4)", "bad"), "a.mlir:3:4: bad");
        assert_eq!(located("loc(unknown)", "bad"), "bad");
    }
}

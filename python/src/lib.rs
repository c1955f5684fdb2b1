//! `tessera._native`: the framework in-process for Python. `opt` runs
//! ir-opt's pipeline (its flags, as on the command line) on a module's
//! text; `run` interprets a function of a module on arrays given as `.npy`
//! bytes (the Python side converts numpy arrays); `Compiled` is a module
//! of tile kernels (`convert-to-tt`'s output) compiled by LLVM, called on
//! the memory of the caller's tensors. A failure is
//! `CompileError` carrying the diagnostic as ir-opt or ir-run prints it
//! (`file:line:col: error: ...`): never a crash of the interpreter, and the
//! GIL is released while tessera works.

use interp::io::{input_array, input_value, output_tensors};
use interp::{npy, parse_module, Interpreter};
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

create_exception!(
    _native,
    CompileError,
    PyException,
    "A diagnostic from tessera: its text is what ir-opt or ir-run prints (file:line:col: error: ...)."
);

/// A panic's payload as the error tessera reports for it.
fn panic_error<T>(p: Box<dyn std::any::Any + Send>) -> Result<T, String> {
    let what = ir::pass::panic_text(p.as_ref()).unwrap_or_default();
    Err(format!("tessera: error: internal error (a panic): {what}"))
}

/// Runs `f` without the GIL, a panic in it turned into an error (a bug in
/// tessera must not take the Python process down).
fn guarded<T: Send>(py: Python<'_>, f: impl FnOnce() -> Result<T, String> + Send) -> PyResult<T> {
    let r = py.allow_threads(|| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(panic_error)
    });
    r.map_err(CompileError::new_err)
}

/// `ir-opt ARGS` on `text` (named `filename` in diagnostics): the printed
/// result (the module, or a report's text with `--report=...`).
#[pyfunction]
#[pyo3(signature = (text, args, filename = String::from("<string>")))]
fn opt(py: Python<'_>, text: String, args: Vec<String>, filename: String) -> PyResult<String> {
    guarded(py, move || {
        let mut argv = vec!["ir-opt".to_string()];
        argv.extend(args);
        let a = tools::opt::parse_args(&argv).map_err(|e| match e {
            tools::opt::ArgError::Bad(m) => format!("ir-opt: {m}"),
            tools::opt::ArgError::Help => tools::opt::help_text(),
        })?;
        let out = tools::opt::run_buffer(&a, &filename, text.into_bytes())?;
        String::from_utf8(out).map_err(|e| e.to_string())
    })
}

/// Interprets function `entry` of `text` on the inputs (`.npy` bytes, one
/// an argument); its results as `.npy` bytes.
#[pyfunction]
#[pyo3(signature = (text, inputs, entry = String::from("main"), filename = String::from("<string>")))]
fn run<'py>(
    py: Python<'py>,
    text: String,
    inputs: Vec<Vec<u8>>,
    entry: String,
    filename: String,
) -> PyResult<Vec<Bound<'py, PyBytes>>> {
    let outs = guarded(py, move || {
        let module = parse_module(&filename, text.into_bytes())?;
        let ctx = &module.ctx;
        let interp = Interpreter::new(ctx);
        let (arg_types, _) = interp
            .signature(&entry)
            .ok_or_else(|| format!("{filename}: error: no function @{entry}"))?;
        if arg_types.len() != inputs.len() {
            return Err(format!(
                "{filename}: error: @{entry} takes {} argument(s), but {} input(s) were given",
                arg_types.len(),
                inputs.len()
            ));
        }
        let mut args = Vec::with_capacity(inputs.len());
        for (i, (bytes, &t)) in inputs.iter().zip(&arg_types).enumerate() {
            let tensor = npy::read(bytes).map_err(|e| format!("input {i}: {e}"))?;
            let what = format!("@{entry}'s argument {i}");
            let v = match input_array(ctx, t, &tensor, &what) {
                Some(v) => v,
                None => input_value(ctx, t, tensor, &what),
            }
            .map_err(|e| format!("input {i}: {e}"))?;
            args.push(v);
        }
        let results = interp.run(&entry, args).map_err(|e| match e.loc() {
            Some(loc) => format!("{loc}: error: {}", e.message()),
            None => format!("{filename}: error: {e}"),
        })?;
        let mut outs = Vec::new();
        for (i, v) in results.iter().enumerate() {
            for t in output_tensors(v).map_err(|e| format!("result {i}: {e}"))? {
                outs.push(npy::write(&t));
            }
        }
        Ok(outs)
    })?;
    Ok(outs.iter().map(|b| PyBytes::new(py, b)).collect())
}

/// Runs `f` holding the GIL (for what may not leave this thread), a panic
/// in it turned into an error.
fn guarded_here<T>(f: impl FnOnce() -> Result<T, String>) -> PyResult<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
        .unwrap_or_else(panic_error)
        .map_err(CompileError::new_err)
}

/// A tensor's type as Python sees it: its shape and dtype name (`f32`,
/// `bf16`, `si64`, `i1`, ... as the torch dialect spells them).
type TensorType = (Vec<usize>, String);

fn tensor_type(t: &interp::Tensor) -> TensorType {
    (t.shape().to_vec(), t.dtype().name().to_string())
}

/// A module of tile kernels and a host function, compiled for this CPU by
/// LLVM (O3), or linked from the objects an earlier compile gave, and
/// kept: `run` calls it on memory the caller owns (addresses and byte
/// lengths of contiguous tensors). A host function of launches, constants
/// and views runs as compiled code with no copy in or out; one with other
/// ops (a fusion `convert-to-tt` left as it was) runs in the interpreter,
/// its launches still the compiled kernels ("hybrid", as `ir-run --jit`
/// runs it), its inputs and results copied. Made and used on one thread.
#[pyclass(unsendable)]
struct Compiled {
    engine: Engine,
    inputs: Vec<TensorType>,
    outputs: Vec<TensorType>,
}

enum Engine {
    Program(llvm_bridge::Executable),
    Hybrid(Hybrid),
}

/// A host function the interpreter runs, launching compiled kernels.
struct Hybrid {
    module: interp::Module,
    launcher: llvm_bridge::JitLauncher,
    entry: String,
    /// The arguments' types, and as tensors of zeros with the results'.
    arg_types: Vec<ir::Type>,
    ins: Vec<interp::Tensor>,
    outs: Vec<interp::Tensor>,
    at: String,
}

impl Hybrid {
    fn new(
        module: interp::Module,
        entry: String,
        objects: Option<Vec<Vec<u8>>>,
        threads: usize,
        at: &str,
    ) -> Result<Hybrid, String> {
        let ctx = &module.ctx;
        let (arg_types, result_types) = Interpreter::new(ctx)
            .signature(&entry)
            .ok_or_else(|| format!("{at}: error: no function @{entry}"))?;
        let zeros = |ts: &[ir::Type]| -> Result<Vec<interp::Tensor>, String> {
            ts.iter()
                .map(|&t| {
                    interp::tile::zeros_of(ctx, t).ok_or_else(|| {
                        format!(
                            "{at}: error: @{entry} has a {} argument or result: only static tensors are passed",
                            ir::text::type_to_string(ctx, t)
                        )
                    })
                })
                .collect()
        };
        let (ins, outs) = (zeros(&arg_types)?, zeros(&result_types)?);
        let jit = match objects {
            Some(o) => llvm_bridge::JitModule::load(ctx, module.top, o, false, at),
            None => llvm_bridge::JitModule::compile(ctx, module.top, false, at),
        }
        .map_err(|e| e.to_string())?;
        Ok(Hybrid {
            launcher: llvm_bridge::JitLauncher::new(jit, threads, at),
            module,
            entry,
            arg_types,
            ins,
            outs,
            at: at.to_string(),
        })
    }

    /// Runs the host function in the interpreter on copies of the inputs
    /// and copies its results out.
    ///
    /// # Safety
    /// As `Executable::run_on`: each `Memory` valid for its bytes.
    unsafe fn run_on(
        &self,
        inputs: &[llvm_bridge::Memory],
        outputs: &[llvm_bridge::Memory],
    ) -> Result<(), String> {
        let at = &self.at;
        if inputs.len() != self.ins.len() || outputs.len() != self.outs.len() {
            return Err(format!(
                "{at}: error: the program takes {} inputs and {} results, but {} and {} were given",
                self.ins.len(),
                self.outs.len(),
                inputs.len(),
                outputs.len()
            ));
        }
        let ctx = &self.module.ctx;
        let mut args = Vec::with_capacity(inputs.len());
        for (i, ((m, like), &t)) in inputs
            .iter()
            .zip(&self.ins)
            .zip(&self.arg_types)
            .enumerate()
        {
            // SAFETY: the caller's promise: `m` is valid for its bytes.
            let bytes = unsafe { std::slice::from_raw_parts(m.ptr, m.len) };
            let tensor =
                interp::tile::from_bytes(like, bytes).map_err(|e| format!("input {i}: {}", e.0))?;
            let what = format!("@{}'s argument {i}", self.entry);
            let v = match input_array(ctx, t, &tensor, &what) {
                Some(v) => v,
                None => input_value(ctx, t, tensor, &what),
            }
            .map_err(|e| format!("input {i}: {e}"))?;
            args.push(v);
        }
        let module = self.launcher.module();
        let results = module.on_kernel_stack(|| {
            let mut interp = Interpreter::new(ctx);
            interp.launcher = Some(&self.launcher);
            interp.run(&self.entry, args).map_err(|e| match e.loc() {
                Some(loc) => format!("{loc}: error: {}", e.message()),
                None => format!("{at}: error: {e}"),
            })
        })?;
        let mut outs = Vec::new();
        for (i, v) in results.iter().enumerate() {
            outs.extend(output_tensors(v).map_err(|e| format!("result {i}: {e}"))?);
        }
        for (i, (t, m)) in outs.iter().zip(outputs).enumerate() {
            let b = interp::tile::to_bytes(t);
            if b.len() != m.len {
                return Err(format!(
                    "{at}: error: result {i} has {} bytes, but its buffer {}",
                    b.len(),
                    m.len
                ));
            }
            // SAFETY: the caller's buffer holds `m.len` bytes and overlaps
            // nothing of ours.
            unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), m.ptr, m.len) };
        }
        Ok(())
    }
}

#[pymethods]
impl Compiled {
    #[new]
    #[pyo3(signature = (text, entry = String::from("main"), threads = 1, filename = String::from("<string>"), objects = None))]
    fn new(
        text: String,
        entry: String,
        threads: usize,
        filename: String,
        objects: Option<Vec<Vec<u8>>>,
    ) -> PyResult<Compiled> {
        guarded_here(move || {
            let module = parse_module(&filename, text.into_bytes())?;
            let ctx = &module.ctx;
            let f = Interpreter::new(ctx)
                .function(&entry)
                .ok_or_else(|| format!("{filename}: error: no function @{entry}"))?;
            let Some(program) = llvm_bridge::Program::of(ctx, f) else {
                // A host op other than launches: the interpreter runs it.
                let h = Hybrid::new(module, entry, objects, threads, &filename)?;
                let (inputs, outputs) = (
                    h.ins.iter().map(tensor_type).collect(),
                    h.outs.iter().map(tensor_type).collect(),
                );
                return Ok(Compiled {
                    engine: Engine::Hybrid(h),
                    inputs,
                    outputs,
                });
            };
            let exe =
                llvm_bridge::Executable::new(ctx, module.top, program, objects, threads, &filename)
                    .map_err(|e| e.to_string())?;
            let (ins, outs) = exe.signature();
            let inputs = ins.into_iter().map(tensor_type).collect();
            let outputs = outs.into_iter().map(tensor_type).collect();
            Ok(Compiled {
                engine: Engine::Program(exe),
                inputs,
                outputs,
            })
        })
    }

    /// Whether the host function runs in the interpreter (its launches
    /// compiled) rather than as compiled code.
    #[getter]
    fn hybrid(&self) -> bool {
        matches!(self.engine, Engine::Hybrid(_))
    }

    /// The machine code's object files, one a part of the kernels: given
    /// back as `objects` (with the same text), they are linked instead of
    /// compiled again. They are for this host's CPU and this build.
    fn objects<'py>(&self, py: Python<'py>) -> Vec<Bound<'py, PyBytes>> {
        let objects = match &self.engine {
            Engine::Program(exe) => exe.objects(),
            Engine::Hybrid(h) => h.launcher.module().objects(),
        };
        objects.into_iter().map(|o| PyBytes::new(py, o)).collect()
    }

    /// The arguments' types: a (shape, dtype) pair each.
    #[getter]
    fn inputs(&self) -> Vec<TensorType> {
        self.inputs.clone()
    }

    /// The results' types.
    #[getter]
    fn outputs(&self) -> Vec<TensorType> {
        self.outputs.clone()
    }

    /// What LLVM's compile took, in milliseconds.
    #[getter]
    fn compile_ms(&self) -> f64 {
        match &self.engine {
            Engine::Program(exe) => exe.compile_ms(),
            Engine::Hybrid(h) => h.launcher.module().compile_ms,
        }
    }

    /// Each launch's kernel, location and median milliseconds so far (none
    /// for a hybrid program).
    fn profile(&self) -> Vec<(String, String, f64)> {
        match &self.engine {
            Engine::Program(exe) => exe
                .profile()
                .into_iter()
                .map(|(k, l, ms)| (k.to_string(), l.to_string(), ms))
                .collect(),
            Engine::Hybrid(_) => Vec::new(),
        }
    }

    /// Runs the program: `inputs` and `outputs` are (address, bytes) of
    /// contiguous memory laid out as the types say. The Python side
    /// (`tessera.Compiled`) checks types and contiguity and keeps the
    /// tensors alive for the call.
    fn run(&mut self, inputs: Vec<(usize, usize)>, outputs: Vec<(usize, usize)>) -> PyResult<()> {
        let memory = |v: Vec<(usize, usize)>| -> Vec<llvm_bridge::Memory> {
            v.into_iter()
                .map(|(p, len)| llvm_bridge::Memory {
                    ptr: p as *mut u8,
                    len,
                })
                .collect()
        };
        let (ins, outs) = (memory(inputs), memory(outputs));
        guarded_here(|| match &mut self.engine {
            // SAFETY: the Python side passes live, contiguous tensors of the
            // program's types, fresh outputs overlapping nothing, and holds
            // them for the call (it holds the GIL throughout).
            Engine::Program(exe) => unsafe { exe.run_on(&ins, &outs) }.map_err(|e| e.to_string()),
            // SAFETY: as above.
            Engine::Hybrid(h) => unsafe { h.run_on(&ins, &outs) },
        })
    }
}

/// The text of a built-in target's file (`cpu`, `spyre`, `tpu-v5e`, ...).
#[pyfunction]
fn target_text(name: &str) -> PyResult<&'static str> {
    targets::builtin_text(name).ok_or_else(|| {
        let names: Vec<&str> = targets::builtin_names().collect();
        CompileError::new_err(format!(
            "tessera: error: no built-in target '{name}' (there are {})",
            names.join(", ")
        ))
    })
}

/// What machine code made here is for: the host's triple, CPU and
/// features (the cache keeps objects under it).
#[pyfunction]
fn host_id() -> String {
    llvm_bridge::host_id()
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CompileError", m.py().get_type::<CompileError>())?;
    m.add_function(wrap_pyfunction!(opt, m)?)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_class::<Compiled>()?;
    m.add_function(wrap_pyfunction!(target_text, m)?)?;
    m.add_function(wrap_pyfunction!(host_id, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

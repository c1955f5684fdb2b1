//! A compiled program that outlives the call that compiled it: the
//! machine code of its tile kernels and the program of launches, owned
//! together, so that a caller such as the Python package can keep one per
//! graph and call it any number of times on memory it owns. The machine
//! code's object files can be kept and loaded again
//! (`Executable::new` with `objects`) by a later process.

use crate::jit::JitModule;
use crate::program::{Memory, Program};
use crate::LlvmError;
use interp::Tensor;
use ir::{Context, Op};

/// A host function of launches with its tile kernels compiled.
pub struct Executable {
    module: JitModule,
    program: Program,
    threads: usize,
    at: String,
}

impl Executable {
    /// `program` (a host function of launches, constants and views:
    /// [`Program::of`], what `convert-to-tt` makes of a model) with the
    /// tile kernels of `top` compiled, or, with `objects` (what
    /// [`Executable::objects`] gave for the same module on a host like
    /// this one), linked from them; `at` names the file in diagnostics.
    pub fn new(
        ctx: &Context,
        top: Op,
        program: Program,
        objects: Option<Vec<Vec<u8>>>,
        threads: usize,
        at: &str,
    ) -> Result<Executable, LlvmError> {
        let module = match objects {
            Some(objects) => JitModule::load(ctx, top, objects, false, at)?,
            None => JitModule::compile(ctx, top, false, at)?,
        };
        Ok(Executable {
            module,
            program,
            threads: threads.max(1),
            at: at.to_string(),
        })
    }

    /// The object files of the machine code, one a part.
    pub fn objects(&self) -> Vec<&[u8]> {
        self.module.objects()
    }

    /// What compiling took, in milliseconds.
    pub fn compile_ms(&self) -> f64 {
        self.module.compile_ms
    }

    /// The inputs' and results' types, as zero tensors of their shapes.
    pub fn signature(&self) -> (Vec<&Tensor>, Vec<&Tensor>) {
        self.program.signature()
    }

    /// Each launch's kernel, location and median milliseconds.
    pub fn profile(&self) -> Vec<(&str, &str, f64)> {
        self.program.profile()
    }

    /// Runs the program on tensors; returns its results. The tensors are
    /// made bytes here and the launches run where a kernel's blocks fit
    /// ([`Executable::run_on`]).
    pub fn run(&mut self, inputs: &[Tensor]) -> Result<Vec<Tensor>, LlvmError> {
        self.program.check_inputs(inputs, &self.at)?;
        let likes: Vec<Tensor> = self.program.signature().1.into_iter().cloned().collect();
        let mut in_bytes: Vec<interp::tile::Bytes> =
            inputs.iter().map(interp::tile::to_bytes).collect();
        let mut out_bytes: Vec<interp::tile::Bytes> =
            likes.iter().map(interp::tile::to_bytes).collect();
        let ins: Vec<Memory> = in_bytes.iter_mut().map(|b| Memory::of(b)).collect();
        let outs: Vec<Memory> = out_bytes.iter_mut().map(|b| Memory::of(b)).collect();
        // SAFETY: the buffers are this function's own, of the program's
        // sizes, and live until it returns.
        unsafe { self.run_on(&ins, &outs)? };
        likes
            .iter()
            .zip(&out_bytes)
            .map(|(like, b)| {
                interp::tile::from_bytes(like, b).map_err(|e| LlvmError::Unsupported {
                    loc: self.at.clone(),
                    msg: e.0,
                })
            })
            .collect()
    }

    /// Runs the program on memory the caller owns ([`Program::run_on`]).
    ///
    /// # Safety
    /// As [`Program::run_on`]: each `Memory` valid for its bytes for the
    /// call, the outputs overlapping nothing else.
    pub unsafe fn run_on(
        &mut self,
        inputs: &[Memory],
        outputs: &[Memory],
    ) -> Result<(), LlvmError> {
        let (program, module, threads, at) = (
            &mut self.program,
            &self.module,
            self.threads,
            self.at.as_str(),
        );
        // SAFETY: the caller's promise, passed on.
        module.on_kernel_stack(|| unsafe { program.run_on(module, inputs, outputs, threads, at) })
    }
}

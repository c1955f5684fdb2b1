//! A compiled program that outlives the call that compiled it: the LLVM
//! contexts, the machine code made in them and the program of launches,
//! owned together (`self_cell`: the module borrows the contexts), so that
//! a caller such as the Python package can keep one per graph and call it
//! any number of times on memory it owns.

use crate::jit::{JitContexts, JitModule};
use crate::program::{Memory, Program};
use crate::LlvmError;
use interp::Tensor;
use ir::{Context, Op};

self_cell::self_cell!(
    struct Compiled {
        owner: JitContexts,
        #[covariant]
        dependent: JitModule,
    }
);

/// A host function of launches with its tile kernels compiled.
pub struct Executable {
    compiled: Compiled,
    program: Program,
    threads: usize,
    at: String,
}

impl Executable {
    /// Compiles the tile kernels of `top` and the program of `entry`, a
    /// host function of launches, constants and views (what
    /// `convert-to-tt` makes of a model); `at` names the file in
    /// diagnostics.
    pub fn compile(
        ctx: &Context,
        top: Op,
        entry: Op,
        threads: usize,
        at: &str,
    ) -> Result<Executable, LlvmError> {
        let program = Program::of(ctx, entry).ok_or_else(|| LlvmError::Unsupported {
            loc: interp::loc_string(ctx, ctx.op(entry).loc),
            msg: "the host function holds ops other than launches, constants and views: \
                  it runs in the interpreter, not compiled"
                .into(),
        })?;
        let compiled = Compiled::try_new(JitContexts::new(), |lls| {
            JitModule::compile(lls, ctx, top, false, at)
        })?;
        Ok(Executable {
            compiled,
            program,
            threads: threads.max(1),
            at: at.to_string(),
        })
    }

    /// What compiling took, in milliseconds.
    pub fn compile_ms(&self) -> f64 {
        self.compiled.borrow_dependent().compile_ms
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
        let (program, threads, at) = (&mut self.program, self.threads, self.at.as_str());
        self.compiled.with_dependent(|_, module| {
            // SAFETY: the caller's promise, passed on.
            module
                .on_kernel_stack(|| unsafe { program.run_on(module, inputs, outputs, threads, at) })
        })
    }
}

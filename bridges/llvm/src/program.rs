//! A compiled program: a host function whose body only launches compiled
//! tile kernels (`hlo.launch`), holds constants and views them under other
//! shapes, run with every tensor as the bytes its kernels address. The
//! constants become bytes once, when the program is built, and views share
//! their source's bytes; a call converts only its inputs and results. A
//! host function with any other op is run by the interpreter instead (with
//! the kernels still compiled).

use crate::jit::{JitArg, JitModule};
use crate::LlvmError;
use interp::Tensor;
use ir::{AttrKind, Context, Op, Value};
use std::collections::HashMap;

/// One kernel launch: its kernel, grid, and the slots of its arguments
/// (operands, then results).
struct Launch {
    kernel: String,
    grid: [i64; 3],
    args: Vec<usize>,
    /// The slots of its results (zeroed before it runs).
    results: Vec<usize>,
    loc: String,
}

/// A host function as launches over byte slots.
pub struct Program {
    slots: Vec<interp::tile::Bytes>,
    /// Which slot each argument goes in, and the tensor it must be like.
    inputs: Vec<(usize, Tensor)>,
    /// Which slot each result is read from, and its type as a tensor.
    outputs: Vec<(usize, Tensor)>,
    /// Whether [`Program::run_on`] lets each result's launch write it in
    /// the caller's buffer: a launch writes its slot and no other result
    /// names that slot (else the result is copied out after the run).
    in_place: Vec<bool>,
    launches: Vec<Launch>,
    /// Each launch's milliseconds, a run at a time (`ir-run --profile`).
    launch_ms: Vec<Vec<f64>>,
}

impl Program {
    /// The program of function `f`, if its body is launches, constants,
    /// views and a return.
    pub fn of(ctx: &Context, f: Op) -> Option<Program> {
        let body = ctx
            .op(f)
            .regions
            .first()
            .and_then(|&r| ctx.region(r).blocks.first().copied())?;
        let mut slot_of: HashMap<Value, usize> = HashMap::new();
        let mut slots: Vec<interp::tile::Bytes> = Vec::new();
        let mut inputs = Vec::new();
        for &a in &ctx.block(body).args {
            let like = interp::tile::zeros_of(ctx, ctx.value_type(a))?;
            slot_of.insert(a, slots.len());
            slots.push(interp::tile::to_bytes(&like));
            inputs.push((slots.len() - 1, like));
        }
        let mut launches = Vec::new();
        let mut outputs = Vec::new();
        for op in ctx.block_ops(body) {
            let info = ctx.op_info(op);
            let d = ctx.op(op);
            let results: Vec<Value> = d.results().iter().collect();
            let operands: Vec<Value> = d.operands().collect();
            if ctx.op_name(op) == <dialects::hlo::ops::LaunchOp as ir::TypedOp>::NAME {
                let kernel = match ctx.inherent_attr(op, "kernel").map(|a| ctx.attr_kind(a)) {
                    Some(AttrKind::SymbolRef { root, .. }) => ctx.str(*root).to_string(),
                    _ => return None,
                };
                let g = ctx
                    .inherent_attr(op, "grid")
                    .and_then(|a| ir::dense_array::to_i64s(ctx, a))?;
                let mut args = Vec::new();
                for v in &operands {
                    args.push(*slot_of.get(v)?);
                }
                let mut res = Vec::new();
                for &r in &results {
                    let like = interp::tile::zeros_of(ctx, ctx.value_type(r))?;
                    slot_of.insert(r, slots.len());
                    res.push(slots.len());
                    slots.push(interp::tile::to_bytes(&like));
                }
                args.extend(&res);
                launches.push(Launch {
                    kernel,
                    grid: [*g.first()?, *g.get(1)?, *g.get(2)?],
                    args,
                    results: res,
                    loc: interp::loc_string(ctx, d.loc),
                });
            } else if info.is_some_and(|i| i.traits.constant_like) {
                let r = *results.first()?;
                let value = ctx.inherent_attr(op, "value")?;
                let a = interp::array::Array::from_attr(ctx, value).ok()?;
                let t = a.to_tensor().ok()?;
                slot_of.insert(r, slots.len());
                slots.push(interp::tile::to_bytes(&t));
            } else if info.is_some_and(|i| i.traits.terminator) {
                for v in &operands {
                    let like = interp::tile::zeros_of(ctx, ctx.value_type(*v))?;
                    outputs.push((*slot_of.get(v)?, like));
                }
            } else if operands.len() == 1
                && results.len() == 1
                && matches!(ctx.op_name(op), "stablehlo.reshape" | "hlo.bitcast")
            {
                // The same bytes under another shape (same element type).
                let (a, b) = (ctx.value_type(operands[0]), ctx.value_type(results[0]));
                let elem = |t| ctx.type_kind(t).element_type();
                if elem(a) != elem(b) {
                    return None;
                }
                let s = *slot_of.get(&operands[0])?;
                slot_of.insert(results[0], s);
            } else {
                return None;
            }
        }
        let launch_ms = vec![Vec::new(); launches.len()];
        let written: std::collections::HashSet<usize> = launches
            .iter()
            .flat_map(|l: &Launch| l.results.iter().copied())
            .collect();
        let in_place = outputs
            .iter()
            .map(|(slot, _)| {
                written.contains(slot) && outputs.iter().filter(|(s, _)| s == slot).count() == 1
            })
            .collect();
        Some(Program {
            slots,
            inputs,
            outputs,
            in_place,
            launches,
            launch_ms,
        })
    }

    /// Each launch's kernel, location and median milliseconds over the
    /// runs so far (zeroing its results included), in program order.
    pub fn profile(&self) -> Vec<(&str, &str, f64)> {
        self.launches
            .iter()
            .zip(&self.launch_ms)
            .map(|(l, ms)| {
                let mut ms = ms.clone();
                ms.sort_by(f64::total_cmp);
                let median = ms.get(ms.len() / 2).copied().unwrap_or(0.0);
                (l.kernel.as_str(), l.loc.as_str(), median)
            })
            .collect()
    }

    /// The inputs' and results' types, as zero tensors of their shapes.
    pub fn signature(&self) -> (Vec<&Tensor>, Vec<&Tensor>) {
        (
            self.inputs.iter().map(|(_, t)| t).collect(),
            self.outputs.iter().map(|(_, t)| t).collect(),
        )
    }

    /// Runs the program on `inputs` with `module`'s kernels, their programs
    /// spread over `threads`; returns its results.
    pub fn run(
        &mut self,
        module: &JitModule,
        inputs: &[Tensor],
        threads: usize,
        at: &str,
    ) -> Result<Vec<Tensor>, LlvmError> {
        self.check_inputs(inputs, at)?;
        for (t, (slot, _)) in inputs.iter().zip(&self.inputs) {
            interp::tile::write_bytes(t, &mut self.slots[*slot]);
        }
        let memory = self.slot_memory();
        self.launch_all(module, &memory, threads)?;
        self.outputs
            .iter()
            .map(|(s, like)| {
                interp::tile::from_bytes(like, &self.slots[*s]).map_err(|e| unsupported(at, e.0))
            })
            .collect()
    }

    /// Runs the program on memory the caller owns: each input's bytes are
    /// read where they are and each result is written where `outputs`
    /// say (both laid out as [`interp::tile::to_bytes`] lays a tensor out,
    /// which is a contiguous tensor's memory in PyTorch and numpy). No
    /// byte is copied in, and none out except for a result that is an
    /// input, a constant or another result under another name.
    ///
    /// # Safety
    /// Each `Memory` must be valid for its `len` bytes for the whole call
    /// (the inputs for reads, the outputs for writes), and no output may
    /// overlap another output or an input.
    pub unsafe fn run_on(
        &mut self,
        module: &JitModule,
        inputs: &[Memory],
        outputs: &[Memory],
        threads: usize,
        at: &str,
    ) -> Result<(), LlvmError> {
        if inputs.len() != self.inputs.len() {
            return Err(unsupported(at, self.count_mismatch(inputs.len())));
        }
        if outputs.len() != self.outputs.len() {
            return Err(unsupported(
                at,
                format!(
                    "the program has {} results, but {} buffers were given for them",
                    self.outputs.len(),
                    outputs.len()
                ),
            ));
        }
        let mut memory = self.slot_memory();
        let sized = |what: &str, i: usize, m: &Memory, want: usize| {
            if m.len == want {
                Ok(())
            } else {
                Err(unsupported(
                    at,
                    format!(
                        "{what} {i} has {} bytes, but the program's has {want}",
                        m.len
                    ),
                ))
            }
        };
        for (i, (m, (slot, _))) in inputs.iter().zip(&self.inputs).enumerate() {
            sized("input", i, m, memory[*slot].len)?;
            memory[*slot] = *m;
        }
        // A result a launch writes, named by one result only, is written in
        // place; any other is copied once the program has run.
        let mut copies = Vec::new();
        for (i, (m, ((slot, _), &in_place))) in outputs
            .iter()
            .zip(self.outputs.iter().zip(&self.in_place))
            .enumerate()
        {
            sized("result", i, m, memory[*slot].len)?;
            if in_place {
                memory[*slot] = *m;
            } else {
                copies.push((*slot, *m));
            }
        }
        self.launch_all(module, &memory, threads)?;
        for (slot, m) in copies {
            // SAFETY: both hold `m.len` bytes (checked above) and the
            // caller's buffer overlaps no input or slot.
            unsafe { std::ptr::copy_nonoverlapping(memory[slot].ptr, m.ptr, m.len) };
        }
        Ok(())
    }

    /// Whether `inputs` are as many as the program's and of their shapes
    /// and types.
    pub fn check_inputs(&self, inputs: &[Tensor], at: &str) -> Result<(), LlvmError> {
        if inputs.len() != self.inputs.len() {
            return Err(unsupported(at, self.count_mismatch(inputs.len())));
        }
        for (i, (t, (_, like))) in inputs.iter().zip(&self.inputs).enumerate() {
            if t.shape() != like.shape() || t.dtype() != like.dtype() {
                return Err(unsupported(
                    at,
                    format!(
                        "input {i} is {:?} {}, but the program takes {:?} {}",
                        t.shape(),
                        t.dtype().name(),
                        like.shape(),
                        like.dtype().name()
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Each slot's own bytes, as `Memory`.
    fn slot_memory(&mut self) -> Vec<Memory> {
        self.slots.iter_mut().map(|b| Memory::of(b)).collect()
    }

    fn count_mismatch(&self, given: usize) -> String {
        format!(
            "the program takes {} inputs, but {} were given",
            self.inputs.len(),
            given
        )
    }

    /// Every launch in order, each slot's bytes at `memory[slot]`.
    fn launch_all(
        &mut self,
        module: &JitModule,
        memory: &[Memory],
        threads: usize,
    ) -> Result<(), LlvmError> {
        for (l, ms) in self.launches.iter().zip(&mut self.launch_ms) {
            let t = std::time::Instant::now();
            for &r in &l.results {
                // SAFETY: `memory[r]` is a slot's buffer or a result's,
                // valid for writes of its length (`run`, `run_on`).
                unsafe { std::ptr::write_bytes(memory[r].ptr, 0, memory[r].len) };
            }
            let mut args: Vec<JitArg> = l
                .args
                .iter()
                .map(|&s| JitArg::Raw(memory[s].ptr, memory[s].len))
                .collect();
            module.run(&l.kernel, l.grid, &mut args, 1, threads, &l.loc)?;
            if ms.len() == PROFILE_RUNS {
                // A program called from Python runs without end: keep the
                // latest runs' times only.
                ms.drain(..PROFILE_RUNS / 2);
            }
            ms.push(t.elapsed().as_secs_f64() * 1e3);
        }
        Ok(())
    }
}

/// How many runs' times a launch keeps for [`Program::profile`].
const PROFILE_RUNS: usize = 1024;

/// Bytes a program reads or writes: a slot of its own or the caller's.
#[derive(Clone, Copy, Debug)]
pub struct Memory {
    pub ptr: *mut u8,
    pub len: usize,
}

impl Memory {
    /// The bytes of `b`.
    pub fn of(b: &mut [u8]) -> Memory {
        Memory {
            ptr: b.as_mut_ptr(),
            len: b.len(),
        }
    }
}

fn unsupported(at: &str, msg: String) -> LlvmError {
    LlvmError::Unsupported {
        loc: at.to_string(),
        msg,
    }
}

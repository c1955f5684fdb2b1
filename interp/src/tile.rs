//! Tile kernels run on the host: a `tt` (Triton TTIR) kernel launched over
//! a grid of programs, as `ir-run FILE --entry KERNEL --grid X,Y,Z --arg
//! ...` does. Pointer arguments receive arrays placed in a flat, byte-
//! addressed memory (each at its own 256-byte-aligned base, flattened in
//! storage order), so pointer arithmetic and masked loads and stores work
//! as on a GPU; a pointer that reaches no array is an error at the op.
//! Programs run one after another (atomics are exact), each with its own
//! `tt.get_program_id`.

use crate::tensor::{KResult, Tensor};
use crate::value::Value;
use crate::InterpError;
use dialects::torch::types::DType;
use std::cell::RefCell;
use std::rc::Rc;

/// Bytes of one element of `d` in memory (an `i1` takes a byte, as
/// Triton stores booleans).
pub fn elem_bytes(d: DType) -> i64 {
    (crate::spyre::dtype_bits(d) / 8) as i64
}

/// One array in memory.
#[derive(Clone, Debug)]
pub struct Array {
    pub name: String,
    pub base: i64,
    pub shape: Vec<usize>,
    pub dtype: DType,
    pub data: Vec<f64>,
}

impl Array {
    fn end(&self) -> i64 {
        self.base + self.data.len() as i64 * elem_bytes(self.dtype)
    }
    /// The array's contents as a tensor of its shape.
    pub fn tensor(&self) -> KResult<Tensor> {
        if self.dtype == DType::Bool {
            return Tensor::from_bool(
                self.shape.clone(),
                self.data.iter().map(|&x| x != 0.0).collect(),
            );
        }
        Tensor::from_f64(self.shape.clone(), self.dtype, self.data.clone())
    }
}

/// The memory a launch's pointers address.
#[derive(Default, Debug)]
pub struct Memory {
    pub arrays: Vec<Array>,
    next: i64,
}

impl Memory {
    /// Places `t` (flattened in storage order) and returns its address.
    pub fn place(&mut self, name: &str, t: &Tensor) -> i64 {
        // Address 0 stays invalid, as a null pointer; 4 KiB between arrays
        // turn a small overrun into an error rather than a neighbour's data.
        let base = (self.next + 4096 + 255) / 256 * 256;
        let data = if t.dtype().is_float() {
            t.to_f64_vec()
        } else {
            t.to_i64_vec().into_iter().map(|x| x as f64).collect()
        };
        let a = Array {
            name: name.to_string(),
            base,
            shape: t.shape().to_vec(),
            dtype: t.dtype(),
            data,
        };
        self.next = a.end();
        self.arrays.push(a);
        base
    }

    /// The array and element index at byte address `addr` read as `d`.
    fn locate(&self, addr: i64, d: DType) -> Result<(usize, usize), String> {
        let Some(i) = self
            .arrays
            .iter()
            .position(|a| addr >= a.base && addr < a.end())
        else {
            return Err(format!(
                "accesses address {addr:#x}, outside every array (no mask covers it)"
            ));
        };
        let a = &self.arrays[i];
        if elem_bytes(a.dtype) != elem_bytes(d) {
            return Err(format!(
                "accesses array '{}' of {} as {}",
                a.name,
                a.dtype.name(),
                d.name()
            ));
        }
        let off = addr - a.base;
        if off % elem_bytes(d) != 0 {
            return Err(format!(
                "accesses address {addr:#x}, not aligned to an element of '{}'",
                a.name
            ));
        }
        Ok((i, (off / elem_bytes(d)) as usize))
    }

    pub fn read(&self, addr: i64, d: DType) -> Result<f64, String> {
        let (a, i) = self.locate(addr, d)?;
        Ok(self.arrays[a].data[i])
    }

    pub fn write(&mut self, addr: i64, d: DType, x: f64) -> Result<(), String> {
        let (a, i) = self.locate(addr, d)?;
        let arr = &mut self.arrays[a];
        // Stored as the array's element type stores it.
        let t = Tensor::from_f64(vec![], arr.dtype, vec![x]).map_err(|e| e.0)?;
        arr.data[i] = if arr.dtype.is_float() {
            t.get_f64(0)
        } else {
            t.get_i64(0) as f64
        };
        Ok(())
    }
}

/// The program a tile kernel runs as: its id and the grid's extent.
#[derive(Clone, Debug)]
pub struct Program {
    pub id: [i64; 3],
    pub grid: [i64; 3],
    pub memory: Rc<RefCell<Memory>>,
}

/// A launch argument.
#[derive(Clone, Debug)]
pub enum GridArg {
    /// An array: the kernel's pointer argument receives its address.
    Array(String, Tensor),
    Int(i64),
    Float(f64),
}

/// Who runs the kernels an `hlo.launch` names: the interpreter's own
/// programs ([`run_grid`]) unless a tool installs another (`ir-run --jit`
/// runs them compiled).
pub trait Launcher {
    /// Runs kernel `name` of `ctx` over `grid`, its pointer arguments
    /// `arrays` in order; returns the arrays' final contents.
    fn launch(
        &self,
        ctx: &ir::Context,
        name: &str,
        grid: [i64; 3],
        arrays: Vec<Tensor>,
    ) -> Result<Vec<Tensor>, String>;
}

/// The interpreter as a [`Launcher`]: [`run_grid`], under the launching
/// program's budgets.
pub struct Interpreted(pub crate::Budgets);

impl Launcher for Interpreted {
    fn launch(
        &self,
        ctx: &ir::Context,
        name: &str,
        grid: [i64; 3],
        arrays: Vec<Tensor>,
    ) -> Result<Vec<Tensor>, String> {
        let args = arrays
            .into_iter()
            .enumerate()
            .map(|(i, t)| GridArg::Array(format!("arg{i}"), t))
            .collect();
        let memory = run_grid(ctx, name, grid, args, self.0).map_err(|e| e.to_string())?;
        memory
            .arrays
            .iter()
            .map(|a| a.tensor().map_err(|e| e.0))
            .collect()
    }
}

/// The most programs a launch may have.
pub const MAX_PROGRAMS: i64 = 1 << 22;

/// Runs kernel `name` over `grid` with `args`; returns the memory (its
/// arrays hold the results).
pub fn run_grid(
    ctx: &ir::Context,
    name: &str,
    grid: [i64; 3],
    args: Vec<GridArg>,
    budgets: crate::Budgets,
) -> Result<Memory, InterpError> {
    let probe = crate::Interpreter::new(ctx);
    let f = probe
        .function(name)
        .ok_or_else(|| InterpError::NoFunction(name.to_string()))?;
    let (params, _) = probe
        .signature(name)
        .ok_or_else(|| InterpError::BadInputs(format!("@{name} has no signature")))?;
    if params.len() != args.len() {
        return Err(InterpError::BadInputs(format!(
            "@{name} takes {} arguments, but {} were given",
            params.len(),
            args.len()
        )));
    }
    if grid.iter().any(|&g| g < 1) || grid.iter().product::<i64>() > MAX_PROGRAMS {
        return Err(InterpError::BadInputs(format!(
            "a grid of {grid:?}: each extent must be at least 1, and at most {MAX_PROGRAMS} programs in all"
        )));
    }
    let memory = Rc::new(RefCell::new(Memory::default()));
    let mut values = Vec::new();
    for (i, (a, &t)) in args.into_iter().zip(&params).enumerate() {
        let kind = ctx.type_kind(t);
        let is_ptr = matches!(kind, ir::TypeKind::Opaque { data, .. } if data.starts_with("ptr<"));
        let v = match (a, kind) {
            (GridArg::Array(n, arr), _) if is_ptr => Value::Integer {
                width: 64,
                value: memory.borrow_mut().place(&n, &arr),
            },
            (GridArg::Int(v), ir::TypeKind::Integer { width, .. }) => Value::Integer {
                width: *width,
                value: crate::scalar::sext(v, *width),
            },
            (GridArg::Int(v), ir::TypeKind::Index) => Value::Index(v),
            (GridArg::Float(v), ir::TypeKind::Float(k)) => Value::FloatN {
                kind: *k,
                value: crate::scalar::round_to(*k, v),
            },
            (GridArg::Int(v), ir::TypeKind::Float(k)) => Value::FloatN {
                kind: *k,
                value: crate::scalar::round_to(*k, v as f64),
            },
            (a, _) => {
                return Err(InterpError::BadInputs(format!(
                    "argument {i} of @{name} has type {}, which cannot take {a:?}",
                    ir::text::type_to_string(ctx, t)
                )))
            }
        };
        values.push(v);
    }
    let mut interp = crate::Interpreter::new(ctx);
    interp.set_budgets(budgets);
    for z in 0..grid[2] {
        for y in 0..grid[1] {
            for x in 0..grid[0] {
                interp.program = Some(Program {
                    id: [x, y, z],
                    grid,
                    memory: memory.clone(),
                });
                interp.call(f, values.clone())?;
            }
        }
    }
    drop(interp);
    let m = Rc::try_unwrap(memory)
        .map(RefCell::into_inner)
        .unwrap_or_else(|rc| std::mem::take(&mut *rc.borrow_mut()));
    Ok(m)
}

/// Bytes that start on a 64-byte boundary (a cache line, an AVX-512
/// vector): what a compiled kernel's arrays live in, so that its vector
/// loads and stores never straddle two lines. (From a plain `Vec<u8>`,
/// glibc's large blocks start 16 bytes past a page, and the 1024^3
/// product ran about 5% slower.)
#[derive(Clone, Default)]
pub struct Bytes {
    lines: Vec<Line>,
    len: usize,
}

#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line([u8; 64]);

impl Bytes {
    /// `len` zero bytes.
    pub fn zeroed(len: usize) -> Bytes {
        let mut b = Bytes::default();
        b.set_len(len);
        b
    }

    /// Resizes to `len` bytes, keeping the allocation where it suffices
    /// (new bytes are zero).
    fn set_len(&mut self, len: usize) {
        self.lines.resize(len.div_ceil(64), Line([0; 64]));
        self.len = len;
    }
}

impl std::ops::Deref for Bytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        // SAFETY: `lines` holds `len.div_ceil(64) * 64 >= len` initialized,
        // contiguous bytes (`Line` is a plain byte array).
        unsafe { std::slice::from_raw_parts(self.lines.as_ptr().cast::<u8>(), self.len) }
    }
}

impl std::ops::DerefMut for Bytes {
    fn deref_mut(&mut self) -> &mut [u8] {
        // SAFETY: as for `deref`, borrowed mutably through `self`.
        unsafe { std::slice::from_raw_parts_mut(self.lines.as_mut_ptr().cast::<u8>(), self.len) }
    }
}

/// A static tensor type as a tensor of zeros (what a launch's array of
/// that type starts as); None for any other type.
pub fn zeros_of(ctx: &ir::Context, t: ir::Type) -> Option<Tensor> {
    let ir::TypeKind::RankedTensor { shape, elem, .. } = ctx.type_kind(t) else {
        return None;
    };
    let d = crate::elements::elem_dtype(ctx, *elem).ok()?;
    let shape: Vec<usize> = shape
        .iter()
        .map(|&x| usize::try_from(x).ok())
        .collect::<Option<_>>()?;
    Tensor::full(shape, d, 0.0).ok()
}

/// `t`'s elements as its element type's little-endian bytes (an `i1` a
/// byte): what a compiled kernel's pointer addresses.
pub fn to_bytes(t: &Tensor) -> Bytes {
    let mut out = Bytes::default();
    write_bytes(t, &mut out);
    out
}

/// [`to_bytes`] into `out` (its allocation is reused: a compiled program
/// writes each call's inputs into the same buffers).
pub fn write_bytes(t: &Tensor, out: &mut Bytes) {
    let d = t.dtype();
    let n = elem_bytes(d) as usize;
    out.set_len(t.numel() * n);
    let slots = out.chunks_exact_mut(n.max(1));
    match (t.storage(), d) {
        // The common case without a copy of the values first.
        (crate::tensor::Storage::F(v), DType::F32) => {
            for (o, &x) in slots.zip(v) {
                o.copy_from_slice(&(x as f32).to_le_bytes());
            }
        }
        _ if d.is_float() => {
            for (o, x) in slots.zip(t.to_f64_vec()) {
                match d {
                    DType::F16 => o.copy_from_slice(&half::f16::from_f64(x).to_le_bytes()),
                    DType::BF16 => o.copy_from_slice(&half::bf16::from_f64(x).to_le_bytes()),
                    DType::F64 => o.copy_from_slice(&x.to_le_bytes()),
                    _ => o.copy_from_slice(&(x as f32).to_le_bytes()),
                }
            }
        }
        _ => {
            for (o, x) in slots.zip(t.to_i64_vec()) {
                o.copy_from_slice(&x.to_le_bytes()[..n]);
            }
        }
    }
}

/// The tensor of `like`'s shape and type that `bytes` (as [`to_bytes`]
/// lays them out) hold.
pub fn from_bytes(like: &Tensor, bytes: &[u8]) -> KResult<Tensor> {
    let d = like.dtype();
    let n = elem_bytes(d) as usize;
    let shape = like.shape().to_vec();
    let chunks = bytes.chunks_exact(n);
    if d == DType::F32 {
        // Exact in f64: no rounding pass (Tensor::from_f64 would make one).
        let v = chunks
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]) as f64)
            .collect();
        return Tensor::new(shape, d, crate::tensor::Storage::F(v));
    }
    if d.is_float() {
        let v: Vec<f64> = chunks
            .map(|c| match d {
                DType::F16 => half::f16::from_le_bytes([c[0], c[1]]).to_f64(),
                DType::BF16 => half::bf16::from_le_bytes([c[0], c[1]]).to_f64(),
                DType::F64 => f64::from_le_bytes(c.try_into().unwrap_or([0; 8])),
                _ => f32::from_le_bytes(c.try_into().unwrap_or([0; 4])) as f64,
            })
            .collect();
        return Tensor::from_f64(shape, d, v);
    }
    let v: Vec<i64> = chunks
        .map(|c| {
            let mut b = [0u8; 8];
            b[..n].copy_from_slice(c);
            // Sign-extend from the element's width.
            let x = i64::from_le_bytes(b);
            let shift = 64 - 8 * n as u32;
            (x << shift) >> shift
        })
        .collect();
    if d == DType::Bool {
        return Tensor::from_bool(shape, v.iter().map(|&x| x != 0).collect());
    }
    Tensor::from_i64(shape, d, v)
}

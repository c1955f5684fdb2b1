//! A simulated Spyre for KTIR kernels (`ktdp`): device memory shared by
//! every core, one LX scratchpad a core of the target's size, a grid of
//! cores each running the kernel on its own thread with its own tile id,
//! a mailbox for the inter-tile ops, and a latency estimate a core.
//!
//! Addresses are element addresses, as torch-spyre's emitter and ktir-cpu
//! take them: an array placed in device memory at address `A` holds its
//! element `i` at `A + i`, whatever its element type; a view at offset `o`
//! with strides `s` reads coordinate `c` at `o + Σ c·s`. Each array sits on
//! its own run of addresses, stick-aligned, so a view reaching from one
//! array into another (or into nothing) is an error, not a silent read.
//!
//! The latency model is the one ktir-cpu documents, at this machine's
//! numbers: device memory charged at stick granularity over the card's
//! bandwidth shared by the cores that run, compute at the core's vector
//! and matrix rates, inter-tile transfers over the ring; the slowest core
//! decides.
//!
//! Every number comes from a target file ([`Spec::of`] a
//! [`targets::Target`]); none is written here. This module is the machine
//! only: the `ktdp` op kernels (`dialects/ktdp.rs`) use it, never the
//! other way round.

use crate::tensor::{KResult, Storage, Tensor};
use dialects::torch::types::DType;
use std::collections::HashMap;
use std::sync::{Condvar, Mutex};

/// The machine's numbers, each read from a target file
/// (`targets/spyre.target` unless the user names another).
#[derive(Clone, Debug)]
pub struct Spec {
    /// The target's name, for messages.
    pub target: String,
    /// Bytes of one core's LX.
    pub lx_bytes: u64,
    /// Bytes of it a kernel may plan with (after the program reserve and
    /// the backend's share), what the report measures buffers against.
    pub lx_usable: u64,
    /// Bytes of a stick (the granule device memory moves in).
    pub stick_bytes: u64,
    /// Device-memory bandwidth of the card, bytes/s.
    pub bandwidth: f64,
    /// Clock, Hz.
    pub clock_hz: f64,
    /// Vector unit width, bytes a cycle.
    pub vector_bytes: u64,
    /// Matrix-unit flops a cycle a core (all its matrix units).
    pub matrix_flops_per_cycle: f64,
    /// Bandwidth between cores, bytes a cycle; `None` when the target has
    /// no interconnect, and then the inter-tile ops are an error.
    pub ring_bytes_per_cycle: Option<f64>,
}

/// Why a target cannot be simulated.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SpecError {
    /// The simulator charges device memory in sticks; a target without
    /// them is not a Spyre.
    #[error("target '{0}' does not lay tensors out in sticks: the simulated machine is a Spyre")]
    NoSticks(String),
}

impl Spec {
    /// The simulated machine of target `t`: its LX (and what of it a
    /// kernel may plan with), sticks, device-memory bandwidth, clock,
    /// vector width, interconnect, and the matrix rate a core a cycle
    /// (the card's peak in its default element type over its cores and
    /// clock). A target without sticks is [`SpecError::NoSticks`].
    pub fn of(t: &targets::Target) -> Result<Spec, SpecError> {
        let targets::LayoutRule::Sticks { stick_bytes } = t.layout else {
            return Err(SpecError::NoSticks(t.name.clone()));
        };
        Ok(Spec {
            target: t.name.clone(),
            lx_bytes: t.onchip.bytes,
            lx_usable: t.onchip.usable_bytes(),
            stick_bytes: u64::from(stick_bytes),
            bandwidth: t.memory.bandwidth,
            clock_hz: t.clock_hz,
            vector_bytes: u64::from(t.vector_bytes),
            matrix_flops_per_cycle: t.default_peak_flops() / f64::from(t.cores) / t.clock_hz,
            ring_bytes_per_cycle: t.interconnect.as_ref().map(|i| i.bytes_per_cycle),
        })
    }
}

/// An array's elements, writable.
#[derive(Clone, Debug)]
pub enum Cells {
    F(Vec<f64>),
    I(Vec<i64>),
}

impl Cells {
    fn len(&self) -> usize {
        match self {
            Cells::F(v) => v.len(),
            Cells::I(v) => v.len(),
        }
    }
    fn get(&self, i: usize) -> f64 {
        match self {
            Cells::F(v) => v[i],
            Cells::I(v) => v[i] as f64,
        }
    }
    fn set(&mut self, i: usize, x: f64, dtype: DType) {
        match self {
            Cells::F(v) => v[i] = crate::tensor::round_float(dtype, x),
            Cells::I(v) => v[i] = crate::tensor::wrap_int(dtype, x as i64),
        }
    }
}

/// One array in device memory.
#[derive(Clone, Debug)]
pub struct DeviceArray {
    /// The argument it was given as.
    pub name: String,
    /// Its first element's address.
    pub base: i64,
    /// Element type and shape as given.
    pub dtype: DType,
    pub shape: Vec<usize>,
    pub cells: Cells,
}

impl DeviceArray {
    /// The array as a tensor.
    pub fn tensor(&self) -> KResult<Tensor> {
        match &self.cells {
            Cells::F(v) => Tensor::from_f64(self.shape.clone(), self.dtype, v.clone()),
            Cells::I(v) => Tensor::from_i64(self.shape.clone(), self.dtype, v.clone()),
        }
    }
}

/// A tensor's data, plain enough to cross threads.
#[derive(Clone, Debug)]
pub struct Plain {
    pub shape: Vec<usize>,
    pub dtype: DType,
    pub cells: Cells,
}

impl Plain {
    pub fn of(t: &Tensor) -> Plain {
        let cells = match t.storage() {
            Storage::F(v) => Cells::F(v.clone()),
            Storage::I(v) => Cells::I(v.clone()),
            Storage::B(v) => Cells::I(v.iter().map(|&b| b as i64).collect()),
        };
        Plain {
            shape: t.shape().to_vec(),
            dtype: t.dtype(),
            cells,
        }
    }
    /// Bytes it takes on the wire (what the ring carries).
    pub fn bytes(&self) -> u64 {
        self.shape.iter().product::<usize>() as u64 * dtype_bytes(self.dtype)
    }
    pub fn tensor(&self) -> KResult<Tensor> {
        match &self.cells {
            Cells::F(v) => Tensor::from_f64(self.shape.clone(), self.dtype, v.clone()),
            Cells::I(v) if self.dtype == DType::Bool => {
                Tensor::from_bool(self.shape.clone(), v.iter().map(|&x| x != 0).collect())
            }
            Cells::I(v) => Tensor::from_i64(self.shape.clone(), self.dtype, v.clone()),
        }
    }
}

/// What one core spent, for the latency estimate.
#[derive(Clone, Debug, Default)]
pub struct CoreStats {
    /// Device-memory bytes moved, in whole sticks.
    pub device_bytes: u64,
    /// Cycles of vector and matrix work.
    pub compute_cycles: f64,
    /// Bytes sent or received over the ring.
    pub ring_bytes: u64,
    /// The LX buffer each device load or store op needs on this core.
    pub buffers: HashMap<ir::Op, Buffer>,
    /// The `ct_local` views this core touched: bytes by LX address (what
    /// a kernel reads from, or leaves in, the LX directly).
    pub lx_views: HashMap<i64, u64>,
    /// Device tiles that split the innermost dimension off a stick.
    pub split_off_stick: u64,
    /// Rows of device tiles whose address is not on a stick.
    pub rows_off_stick: u64,
}

/// The LX buffer behind one load or store op on one core: the bytes of its
/// largest tile as stored (the innermost dimension in whole sticks), and
/// the first origin it took. A second origin means the tensor streams
/// through the buffer (a loop walks it), so it is double-buffered as the
/// `tile` pass plans it.
#[derive(Clone, Debug)]
pub struct Buffer {
    pub bytes: u64,
    pub origin: Vec<i64>,
    pub streamed: bool,
}

impl CoreStats {
    /// The LX bytes this core's buffers take: each once, a streamed one
    /// twice.
    pub fn lx_bytes(&self) -> u64 {
        self.buffers
            .values()
            .map(|b| b.bytes * if b.streamed { 2 } else { 1 })
            .sum::<u64>()
            + self.lx_views.values().sum::<u64>()
    }
}

/// The estimate of one kernel run, microseconds.
#[derive(Clone, Debug, Default)]
pub struct Latency {
    pub compute_us: f64,
    pub memory_us: f64,
    pub communication_us: f64,
    /// The slowest core's total.
    pub total_us: f64,
    /// Which core that is.
    pub slowest_core: usize,
    /// The dataflow `schedule` pass's roofline of the same kernel, when
    /// the kernel carries it (`hlo.schedule_time_us`), to compare with.
    pub schedule_us: Option<f64>,
    /// The most LX any core's buffers take, and that core.
    pub lx_bytes: u64,
    pub lx_core: usize,
    /// Device tiles (over all cores) that split the innermost dimension
    /// off a stick, and their rows whose address is off a stick.
    pub split_off_stick: u64,
    pub rows_off_stick: u64,
}

/// Partials on their way: by (produce op, the producing core's count of
/// that op, group), the producing core and its partial.
#[derive(Default)]
struct Mail {
    partials: HashMap<(usize, u64, i64), Vec<(usize, Vec<Plain>)>>,
    failed: bool,
}

/// The most cores a kernel's grid may have.
pub const MAX_CORES: usize = 4096;

/// The machine a kernel runs on.
pub struct Machine {
    pub spec: Spec,
    /// The grid's extent in x, y, z.
    pub grid: [usize; 3],
    /// Device memory, shared by every launch of one program run.
    device: std::sync::Arc<Mutex<Vec<DeviceArray>>>,
    /// The kernels launched from a host function, with their estimates,
    /// in order (shared likewise).
    launches: std::sync::Arc<Mutex<Vec<(String, Latency)>>>,
    /// Where to write each launch's arguments and device memory before and
    /// after it (`ir-run --dump-launches`), for another KTIR interpreter
    /// to replay the kernels one by one.
    pub dump: Option<std::path::PathBuf>,
    /// The budgets every core's interpreter runs under.
    pub budgets: crate::Budgets,
    /// Each core's LX, by core id: shared by every launch of one program
    /// run, as a core's scratchpad keeps what one kernel left there for
    /// the next (the LX plan's resident tensors). Sized for the largest
    /// grid a kernel may have.
    lx: std::sync::Arc<Vec<Mutex<HashMap<i64, f64>>>>,
    /// Cores in this launch's grid.
    n_cores: usize,
    mail: Mutex<Mail>,
    mail_cv: Condvar,
    stats: Vec<Mutex<CoreStats>>,
}

impl Machine {
    pub fn new(spec: Spec, grid: [usize; 3]) -> Machine {
        let n = grid.iter().product::<usize>().max(1);
        Machine {
            spec,
            grid,
            device: Default::default(),
            launches: Default::default(),
            dump: None,
            budgets: crate::Budgets::default(),
            lx: std::sync::Arc::new((0..MAX_CORES).map(|_| Mutex::new(HashMap::new())).collect()),
            n_cores: n,
            mail: Mutex::new(Mail::default()),
            mail_cv: Condvar::new(),
            stats: (0..n).map(|_| Mutex::new(CoreStats::default())).collect(),
        }
    }

    /// A fresh grid on the same device memory: what a host function's call
    /// of a kernel launches.
    pub fn launch(&self, grid: [usize; 3]) -> Machine {
        let mut m = Machine::new(self.spec.clone(), grid);
        m.device = self.device.clone();
        m.launches = self.launches.clone();
        m.lx = self.lx.clone();
        m.dump = self.dump.clone();
        m.budgets = self.budgets;
        m
    }

    /// The kernels launched so far, with their latency estimates.
    pub fn launched(&self) -> Vec<(String, Latency)> {
        self.launches
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Cores in the grid.
    pub fn cores(&self) -> usize {
        self.n_cores
    }

    /// Core `core`'s LX, if the grid has that core.
    fn lx_of(&self, core: usize) -> Option<&Mutex<HashMap<i64, f64>>> {
        self.lx.get(core).filter(|_| core < self.n_cores)
    }

    /// Core `id`'s position (x fastest).
    pub fn position(&self, id: usize) -> [usize; 3] {
        let [nx, ny, _] = self.grid;
        let (nx, ny) = (nx.max(1), ny.max(1));
        [id % nx, (id / nx) % ny, id / (nx * ny)]
    }

    /// Places `t` in device memory as argument `name`, at the next
    /// stick-aligned address; returns the address.
    pub fn place(&self, name: &str, t: &Tensor) -> i64 {
        let mut dev = self.device.lock().unwrap_or_else(|e| e.into_inner());
        let end = dev
            .last()
            .map_or(0, |a| a.base + a.cells.len().max(1) as i64);
        // Element address `a` of an array is byte `a * width`: an address
        // that is a whole number of stick_bytes starts a stick whatever
        // the array's element width.
        let stick = self.spec.stick_bytes.max(1) as i64;
        let base = (end + stick - 1) / stick * stick;
        let p = Plain::of(t);
        dev.push(DeviceArray {
            name: name.to_string(),
            base,
            dtype: p.dtype,
            shape: p.shape,
            cells: p.cells,
        });
        base
    }

    /// The arrays in device memory, in the order they were placed.
    pub fn arrays(&self) -> Vec<DeviceArray> {
        self.device
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// Reads the element at device address `addr`.
    pub fn read_device(&self, addr: i64) -> KResult<f64> {
        let dev = self.device.lock().unwrap_or_else(|e| e.into_inner());
        let a = find(&dev, addr)?;
        Ok(a.cells.get((addr - a.base) as usize))
    }

    /// Writes the element at device address `addr`.
    pub fn write_device(&self, addr: i64, x: f64) -> KResult<()> {
        let mut dev = self.device.lock().unwrap_or_else(|e| e.into_inner());
        let i = dev
            .iter()
            .position(|a| addr >= a.base && addr < a.base + a.cells.len() as i64);
        let Some(i) = i else {
            crate::bail!("writes device address {addr}, which holds no array");
        };
        let a = &mut dev[i];
        let dtype = a.dtype;
        a.cells.set((addr - a.base) as usize, x, dtype);
        Ok(())
    }

    /// Reads the elements at device addresses `addrs` (one lock, the
    /// array found once a run of addresses in it).
    pub fn read_device_many(&self, addrs: &[i64]) -> KResult<Vec<f64>> {
        let dev = self.device.lock().unwrap_or_else(|e| e.into_inner());
        let mut out = Vec::with_capacity(addrs.len());
        let mut cur: Option<&DeviceArray> = None;
        for &ad in addrs {
            let a = match cur {
                Some(a) if ad >= a.base && ad < a.base + a.cells.len() as i64 => a,
                _ => find(&dev, ad)?,
            };
            cur = Some(a);
            out.push(a.cells.get((ad - a.base) as usize));
        }
        Ok(out)
    }

    /// Writes `vals` at device addresses `addrs` (one lock).
    pub fn write_device_many(&self, addrs: &[i64], vals: &[f64]) -> KResult<()> {
        let mut dev = self.device.lock().unwrap_or_else(|e| e.into_inner());
        let mut cur: Option<usize> = None;
        for (&ad, &x) in addrs.iter().zip(vals) {
            let hit =
                cur.filter(|&i| ad >= dev[i].base && ad < dev[i].base + dev[i].cells.len() as i64);
            let i = match hit {
                Some(i) => i,
                None => match dev
                    .iter()
                    .position(|a| ad >= a.base && ad < a.base + a.cells.len() as i64)
                {
                    Some(i) => i,
                    None => crate::bail!("writes device address {ad}, which holds no array"),
                },
            };
            cur = Some(i);
            let a = &mut dev[i];
            let dtype = a.dtype;
            a.cells.set((ad - a.base) as usize, x, dtype);
        }
        Ok(())
    }

    /// Reads core `core`'s LX at `addrs` (one lock).
    pub fn read_lx_many(&self, core: usize, addrs: &[i64]) -> KResult<Vec<f64>> {
        let Some(lx) = self.lx_of(core) else {
            crate::bail!("reads the LX of core {core}, which the grid does not have");
        };
        let lx = lx.lock().unwrap_or_else(|e| e.into_inner());
        Ok(addrs.iter().map(|a| *lx.get(a).unwrap_or(&0.0)).collect())
    }

    /// Writes core `core`'s LX at `addrs` (one lock).
    pub fn write_lx_many(&self, core: usize, addrs: &[i64], vals: &[f64]) -> KResult<()> {
        let Some(lx) = self.lx_of(core) else {
            crate::bail!("writes the LX of core {core}, which the grid does not have");
        };
        let mut lx = lx.lock().unwrap_or_else(|e| e.into_inner());
        for (&a, &x) in addrs.iter().zip(vals) {
            lx.insert(a, x);
        }
        Ok(())
    }

    /// Reads core `core`'s LX at `addr` (0 where nothing was stored).
    pub fn read_lx(&self, core: usize, addr: i64) -> KResult<f64> {
        let Some(lx) = self.lx_of(core) else {
            crate::bail!("reads the LX of core {core}, which the grid does not have");
        };
        Ok(*lx
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&addr)
            .unwrap_or(&0.0))
    }

    /// Writes core `core`'s LX at `addr`.
    pub fn write_lx(&self, core: usize, addr: i64, x: f64) -> KResult<()> {
        let Some(lx) = self.lx_of(core) else {
            crate::bail!("writes the LX of core {core}, which the grid does not have");
        };
        lx.lock().unwrap_or_else(|e| e.into_inner()).insert(addr, x);
        Ok(())
    }

    /// Adds to core `core`'s costs.
    pub fn charge(&self, core: usize, f: impl FnOnce(&mut CoreStats)) {
        if let Some(s) = self.stats.get(core) {
            f(&mut s.lock().unwrap_or_else(|e| e.into_inner()));
        }
    }

    /// Charges core `core` with `bytes` sent or received over the
    /// interconnect; an error if the target has none (the estimate
    /// could not time them).
    pub fn charge_ring(&self, core: usize, bytes: u64) -> KResult<()> {
        if self.spec.ring_bytes_per_cycle.is_none() {
            crate::bail!(
                "moves {bytes} bytes between cores, but target '{}' has no interconnect to time them over (an `[interconnect]` table in its file)",
                self.spec.target
            );
        }
        self.charge(core, |s| s.ring_bytes += bytes);
        Ok(())
    }

    /// Posts a partial of group `group` from `core`.
    pub fn post(&self, key: (usize, u64, i64), core: usize, p: Vec<Plain>) {
        let mut m = self.mail.lock().unwrap_or_else(|e| e.into_inner());
        m.partials.entry(key).or_default().push((core, p));
        self.mail_cv.notify_all();
    }

    /// Waits until `n` partials of `key` have arrived; returns them by
    /// producing core. Fails if another core failed.
    pub fn collect(&self, key: (usize, u64, i64), n: usize) -> KResult<Vec<(usize, Vec<Plain>)>> {
        let mut m = self.mail.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if m.failed {
                crate::bail!("stopped: another core failed");
            }
            let have = m.partials.get(&key).map_or(0, Vec::len);
            if have >= n {
                let mut v = m.partials.get(&key).cloned().unwrap_or_default();
                v.sort_by_key(|(c, _)| *c);
                return Ok(v);
            }
            m = self.mail_cv.wait(m).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Wakes every waiting core to fail: one core failed.
    pub fn abort(&self) {
        self.mail.lock().unwrap_or_else(|e| e.into_inner()).failed = true;
        self.mail_cv.notify_all();
    }

    /// The latency estimate of what the cores did.
    pub fn latency(&self) -> Latency {
        let s = &self.spec;
        let active = self.cores().max(1) as f64;
        let mut worst = Latency::default();
        let (mut lx_bytes, mut lx_core, mut split_off_stick, mut rows_off_stick) = (0, 0, 0, 0);
        for (i, st) in self.stats.iter().enumerate() {
            let st = st.lock().unwrap_or_else(|e| e.into_inner());
            if st.lx_bytes() > lx_bytes {
                (lx_bytes, lx_core) = (st.lx_bytes(), i);
            }
            split_off_stick += st.split_off_stick;
            rows_off_stick += st.rows_off_stick;
            // The card's bandwidth is shared by the cores that run.
            let memory_us = st.device_bytes as f64 / (s.bandwidth / active) * 1e6;
            let compute_us = st.compute_cycles / s.clock_hz * 1e6;
            // Without an interconnect no core moved ring bytes
            // (`charge_ring` refused them).
            let communication_us = s
                .ring_bytes_per_cycle
                .map_or(0.0, |r| st.ring_bytes as f64 / r / s.clock_hz * 1e6);
            let total_us = memory_us + compute_us + communication_us;
            if i == 0 || total_us > worst.total_us {
                worst = Latency {
                    compute_us,
                    memory_us,
                    communication_us,
                    total_us,
                    slowest_core: i,
                    ..Latency::default()
                };
            }
        }
        Latency {
            lx_bytes,
            lx_core,
            split_off_stick,
            rows_off_stick,
            ..worst
        }
    }
}

fn find(dev: &[DeviceArray], addr: i64) -> KResult<&DeviceArray> {
    match dev
        .iter()
        .find(|a| addr >= a.base && addr < a.base + a.cells.len() as i64)
    {
        Some(a) => Ok(a),
        None => crate::bail!("reads device address {addr}, which holds no array"),
    }
}

/// One core of a running kernel: its machine, its id, and how many times
/// it has run each inter-tile op (so partials of a loop's iterations meet
/// their own iteration's).
pub struct CoreCx {
    pub machine: std::sync::Arc<Machine>,
    pub id: usize,
    pub seq: std::cell::RefCell<HashMap<ir::Op, u64>>,
}

impl CoreCx {
    /// Charges the work of `op`, which produced `results`: a contraction
    /// at the matrix unit's rate, anything else on tensors at the vector
    /// unit's width.
    pub fn charge_compute(&self, ctx: &ir::Context, op: ir::Op, results: &[crate::value::Value]) {
        let s = &self.machine.spec;
        let mut cycles = 0.0;
        for r in results {
            let crate::value::Value::Tensor(t) = r else {
                continue;
            };
            let bytes = dtype_bytes(t.dtype()) as f64;
            if ctx.op_class(op) == ir::OpClass::Contraction {
                let k = ctx
                    .interface::<dyn ir::op_class::Contraction>(op)
                    .map_or(1, |c| c.contracted_size(ctx, op));
                cycles += 2.0 * t.numel() as f64 * k as f64 / s.matrix_flops_per_cycle;
            } else if !ctx.op_name(op).starts_with("ktdp.") {
                cycles += t.numel() as f64 * bytes / s.vector_bytes as f64;
            }
        }
        if cycles > 0.0 {
            self.machine
                .charge(self.id, |st| st.compute_cycles += cycles);
        }
    }

    /// The next sequence number of `op` on this core.
    pub fn next_seq(&self, op: ir::Op) -> u64 {
        let mut m = self.seq.borrow_mut();
        let n = m.entry(op).or_insert(0);
        *n += 1;
        *n - 1
    }
}

/// Bits of an element of `d`.
pub fn dtype_bits(d: DType) -> u64 {
    match d {
        DType::F16 | DType::BF16 | DType::I16 | DType::U16 => 16,
        DType::F32 | DType::I32 | DType::U32 => 32,
        DType::F64 | DType::I64 => 64,
        DType::Bool | DType::U8 | DType::I8 => 8,
    }
}

/// Bytes of an element of `d` as stored (a bool in a byte).
pub fn dtype_bytes(d: DType) -> u64 {
    (dtype_bits(d) / 8).max(1)
}

/// A kernel argument, as plain data.
#[derive(Clone, Debug)]
pub enum GridArg {
    /// An array placed in device memory: the kernel receives its address.
    Array(String, Tensor),
    /// A scalar bound as given (an `index` or integer).
    Int(i64),
    /// A float scalar.
    Float(f64),
}

/// What an argument turns into on each core (plain, to cross threads).
#[derive(Clone, Debug)]
enum Bound {
    Index(i64),
    Int(u32, i64),
    Float(ir::float::FloatKind, f64),
}

/// Runs kernel `name` of `ctx` on every core of its `grid` (the function's
/// `grid` attribute; one core if it has none), arrays placed in device
/// memory. Returns the machine (its arrays hold the results) and the
/// latency estimate.
pub fn run_grid(
    ctx: &ir::Context,
    name: &str,
    spec: Spec,
    args: Vec<GridArg>,
    dump: Option<std::path::PathBuf>,
    budgets: crate::Budgets,
) -> Result<(std::sync::Arc<Machine>, Latency), crate::InterpError> {
    use crate::InterpError;
    let probe = crate::Interpreter::new(ctx);
    let f = probe
        .function(name)
        .ok_or_else(|| InterpError::NoFunction(name.to_string()))?;
    let (params, _) = probe
        .signature(name)
        .ok_or_else(|| InterpError::BadInputs(format!("@{name} has no signature")))?;
    let grid = grid_of(ctx, f);
    if grid.iter().product::<usize>() > MAX_CORES {
        return Err(probe.failed(
            f,
            format!("has a grid of {grid:?}: more than {MAX_CORES} cores"),
        ));
    }
    let mut m = Machine::new(spec, grid);
    m.dump = dump;
    m.budgets = budgets;
    let machine = std::sync::Arc::new(m);
    if params.len() != args.len() {
        return Err(InterpError::BadInputs(format!(
            "@{name} takes {} arguments, but {} were given",
            params.len(),
            args.len()
        )));
    }
    let mut bound = Vec::new();
    for (i, (a, &t)) in args.into_iter().zip(&params).enumerate() {
        let kind = ctx.type_kind(t);
        let b = match (a, kind) {
            (GridArg::Array(n, arr), ir::TypeKind::Index | ir::TypeKind::Integer { .. }) => {
                Bound::Index(machine.place(&n, &arr))
            }
            (GridArg::Int(v), ir::TypeKind::Index) => Bound::Index(v),
            (GridArg::Int(v), ir::TypeKind::Integer { width, .. }) => Bound::Int(*width, v),
            (GridArg::Float(v), ir::TypeKind::Float(k)) => Bound::Float(*k, v),
            (GridArg::Int(v), ir::TypeKind::Float(k)) => Bound::Float(*k, v as f64),
            (a, _) => {
                return Err(InterpError::BadInputs(format!(
                    "argument {i} of @{name} has type {}, which cannot take {a:?}",
                    ir::text::type_to_string(ctx, t)
                )))
            }
        };
        bound.push(b);
    }
    run_cores(ctx, f, &machine, &bound)?;
    let lat = machine.latency();
    Ok((machine, lat))
}

/// The attribute `name` of kernel function `f`, inherent or discardable
/// (`grid`, and the `hlo.schedule_time_us` the `schedule` pass leaves).
fn func_attr(ctx: &ir::Context, f: ir::Op, name: &str) -> Option<ir::Attribute> {
    ctx.inherent_attr(f, name).or_else(|| {
        let k = ctx.lookup_ident(name)?;
        ctx.dict_entries(ctx.op(f).attrs)
            .iter()
            .find(|(n, _)| *n == k)
            .map(|e| e.1)
    })
}

/// A function's `grid` attribute as x, y, z (missing dimensions 1).
pub fn grid_of(ctx: &ir::Context, f: ir::Op) -> [usize; 3] {
    let mut g = [1usize; 3];
    let a = func_attr(ctx, f, "grid");
    if let Some(ir::AttrKind::Array(v)) = a.map(|a| ctx.attr_kind(a)) {
        for (i, x) in v.iter().take(3).enumerate() {
            if let ir::AttrKind::Integer { value, .. } = ctx.attr_kind(*x) {
                g[i] = value.as_i64().unwrap_or(1).max(1) as usize;
            }
        }
    }
    g
}

/// Runs `f` on every core of `machine`'s grid with `bound` arguments.
fn run_cores(
    ctx: &ir::Context,
    f: ir::Op,
    machine: &std::sync::Arc<Machine>,
    bound: &[Bound],
) -> Result<(), crate::InterpError> {
    use crate::InterpError;
    let n = machine.cores();
    let errors: Vec<Option<InterpError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..n)
            .map(|id| {
                let m = machine.clone();
                let bound = bound.to_vec();
                std::thread::Builder::new()
                    .stack_size(32 << 20)
                    .spawn_scoped(s, move || {
                        let mut interp = crate::Interpreter::new(ctx);
                        interp.set_budgets(m.budgets);
                        interp.spyre = Some(CoreCx {
                            machine: m.clone(),
                            id,
                            seq: Default::default(),
                        });
                        let vals = bound
                            .iter()
                            .map(|b| match *b {
                                Bound::Index(v) => crate::value::Value::Index(v),
                                Bound::Int(w, v) => {
                                    crate::value::Value::Integer { width: w, value: v }
                                }
                                Bound::Float(k, v) => {
                                    crate::value::Value::FloatN { kind: k, value: v }
                                }
                            })
                            .collect();
                        let r = interp.call(f, vals).err();
                        if r.is_some() {
                            m.abort();
                        }
                        r
                    })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| match h {
                // A core's panic is a bug in tessera, not the program's
                // error: it goes on to the caller (the tools report it
                // as an internal error, a fuzzer as a crash).
                Ok(h) => h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
                Err(e) => Some(InterpError::BadInputs(format!("cannot start a core: {e}"))),
            })
            .collect()
    });
    // The first real error (not another core's "stopped").
    let mut first = None;
    for e in errors.into_iter().flatten() {
        let stopped = e.message().contains("another core failed");
        if first.is_none()
            || (!stopped
                && first
                    .as_ref()
                    .is_some_and(|f: &InterpError| f.message().contains("another core failed")))
        {
            first = Some(e);
        }
    }
    if let Some(e) = first {
        return Err(e);
    }
    Ok(())
}

/// A host function's `func.call` of a kernel (a function with a `grid`):
/// the kernel runs on a fresh grid over the same device memory, its
/// estimate recorded. `None` when `op` is no such call.
pub fn launch_call(
    interp: &crate::Interpreter,
    core: &CoreCx,
    op: ir::Op,
    args: &[crate::value::Value],
) -> Option<Result<Vec<crate::value::Value>, crate::InterpError>> {
    let ctx = interp.ctx();
    let callee = match ctx.attr_kind(ctx.inherent_attr(op, "callee")?) {
        ir::AttrKind::SymbolRef { root, .. } => ctx.str(*root).to_string(),
        _ => return None,
    };
    let f = interp.function(&callee)?;
    func_attr(ctx, f, "grid")?;
    let grid = grid_of(ctx, f);
    if grid.iter().product::<usize>() > MAX_CORES {
        return Some(Err(interp.failed(
            op,
            format!("launches @{callee} on a grid of {grid:?}: more than {MAX_CORES} cores"),
        )));
    }
    let mut bound = Vec::new();
    for a in args {
        bound.push(match a {
            crate::value::Value::Index(v) => Bound::Index(*v),
            crate::value::Value::Integer { width, value } => Bound::Int(*width, *value),
            crate::value::Value::FloatN { kind, value } => Bound::Float(*kind, *value),
            v => {
                return Some(Err(interp.failed(
                    op,
                    format!(
                        "passes a {} to kernel @{callee}, which takes addresses and scalars",
                        v.kind()
                    ),
                )))
            }
        });
    }
    let m = std::sync::Arc::new(core.machine.launch(grid));
    let n = core.machine.launched().len();
    if let Some(dir) = &core.machine.dump {
        if let Err(e) = dump_launch(&core.machine, dir, n, &callee, args, "before") {
            return Some(Err(interp.failed(op, e)));
        }
    }
    if let Err(e) = run_cores(ctx, f, &m, &bound) {
        return Some(Err(e));
    }
    if let Some(dir) = &core.machine.dump {
        if let Err(e) = dump_launch(&core.machine, dir, n, &callee, args, "after") {
            return Some(Err(interp.failed(op, e)));
        }
    }
    let mut lat = m.latency();
    lat.schedule_us =
        func_attr(ctx, f, "hlo.schedule_time_us").and_then(|a| match ctx.attr_kind(a) {
            ir::AttrKind::Float { bits, .. } => Some(f64::from_bits(bits.get() as u64)),
            _ => None,
        });
    core.machine
        .launches
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((callee, lat));
    Some(Ok(vec![]))
}

/// Writes launch `n` of `kernel` for a replay: `launchN.json` (the
/// kernel, its argument values, and each device array's name, base
/// address and length) and every device array as
/// `launchN.WHEN.NAME.npy`.
fn dump_launch(
    m: &Machine,
    dir: &std::path::Path,
    n: usize,
    kernel: &str,
    args: &[crate::value::Value],
    when: &str,
) -> Result<(), String> {
    let arrays = m.arrays();
    if when == "before" {
        let vals: Vec<String> =
            args.iter()
                .map(|a| match a {
                    crate::value::Value::Index(v)
                    | crate::value::Value::Integer { value: v, .. } => v.to_string(),
                    crate::value::Value::FloatN { value, .. } => format!("{value:e}"),
                    _ => "null".into(),
                })
                .collect();
        let arrs: Vec<String> = arrays
            .iter()
            .map(|a| {
                format!(
                    "{{\"name\": {}, \"base\": {}, \"len\": {}}}",
                    serde_json_string(&a.name),
                    a.base,
                    a.cells.len()
                )
            })
            .collect();
        let json = format!(
            "{{\"kernel\": {}, \"args\": [{}], \"arrays\": [{}]}}\n",
            serde_json_string(kernel),
            vals.join(", "),
            arrs.join(", ")
        );
        std::fs::write(dir.join(format!("launch{n}.json")), json)
            .map_err(|e| format!("cannot write the launch dump: {e}"))?;
        // What each core's LX holds (left there by earlier kernels, the
        // LX plan's resident tensors): `launchN.lxC.npy`, one (byte
        // address, value) row a written element, for a replay to seed its LX.
        // Every core's, whatever grid the host runs on.
        for (c, lx) in m.lx.iter().enumerate() {
            let mut cells: Vec<(i64, f64)> = lx
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .iter()
                .map(|(&a, &v)| (a, v))
                .collect();
            if cells.is_empty() {
                continue;
            }
            cells.sort_by_key(|c| c.0);
            let flat: Vec<f64> = cells.iter().flat_map(|&(a, v)| [a as f64, v]).collect();
            let t = Tensor::from_f64(vec![cells.len(), 2], DType::F64, flat).map_err(|e| e.0)?;
            std::fs::write(
                dir.join(format!("launch{n}.lx{c}.npy")),
                crate::npy::write(&t),
            )
            .map_err(|e| format!("cannot write the launch dump: {e}"))?;
        }
    }
    for a in arrays {
        let t = a.tensor().map_err(|e| e.0)?;
        std::fs::write(
            dir.join(format!("launch{n}.{when}.{}.npy", a.name)),
            crate::npy::write(&t),
        )
        .map_err(|e| format!("cannot write the launch dump: {e}"))?;
    }
    Ok(())
}

/// A JSON string literal (names are identifiers; quotes and backslashes
/// escaped all the same).
fn serde_json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built-in target gives the numbers the simulator had written
    /// in before it read them from the file (the report's figures did not
    /// move); the matrix rate is the card's f16 peak over 32 cores at
    /// 1 GHz: 2 flops x 64 lanes x 8 rows x 2 corelets = 2048 a cycle.
    #[test]
    fn spyre_from_its_target_file() {
        let t = targets::builtin("spyre").expect("built in").expect("loads");
        let s = Spec::of(&t).expect("a stick layout");
        assert_eq!(s.target, "spyre");
        assert_eq!((s.lx_bytes, s.lx_usable), (2 << 20, 1_625_344));
        assert_eq!((s.stick_bytes, s.vector_bytes), (128, 128));
        assert_eq!((s.bandwidth, s.clock_hz), (1.5e11, 1.0e9));
        assert_eq!(s.matrix_flops_per_cycle, 2048.0);
        assert_eq!(s.ring_bytes_per_cycle, Some(128.0));
    }

    #[test]
    fn a_target_without_sticks_is_no_spyre() {
        let t = targets::builtin("tpu-v5e")
            .expect("built in")
            .expect("loads");
        assert_eq!(
            Spec::of(&t).map(|s| s.target),
            Err(SpecError::NoSticks("tpu-v5e".into()))
        );
    }
}

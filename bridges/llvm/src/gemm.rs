//! `tessera.sgemm`: the f32 matrix product every f32 `tt.dot` calls,
//! built once a module, in the structure of BLIS and OpenBLAS:
//!
//! - a register-blocked micro-kernel keeps an `MR x NR` block of C in
//!   vector registers (`MR x NR / VW` accumulators) and, for each `k`,
//!   loads `NR / VW` vectors of B, broadcasts `MR` elements of A and does
//!   `MR x NR / VW` fused multiply-adds;
//! - B is packed in `KC x NR` panels (each `k`'s `NR` elements
//!   contiguous) and A in `MR x KC` panels, padded with zeros to whole
//!   panels, so the micro-kernel reads both as unit-stride streams from
//!   L1/L2 and edge blocks need no masks;
//! - the loops run over `NC` columns of C, `KC` of the shared dimension,
//!   `MC` rows (sized for L3, L1 and L2), then micro-panels.
//!
//! `VW` is the host's vector width in f32 lanes (16 with AVX-512, 8 with
//! AVX2, 4 otherwise: `targets::Host`, read by `runtime::host_blocking`);
//! `MR` and `NR` fill its register file.

use inkwell::builder::Builder;
use inkwell::context::Context as LlContext;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicTypeEnum, FloatType, IntType, VectorType};
use inkwell::values::BasicValue as _;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FunctionValue, IntValue, PointerValue, VectorValue,
};
use inkwell::{AddressSpace, IntPredicate};

/// The name of the product in the module, and of the one whose B is
/// given transposed (`b[j·ldb + p]` is B's element (p, j): a weight
/// matrix as `nn.Linear` stores it).
pub const SGEMM: &str = "tessera.sgemm";
pub const SGEMM_BT: &str = "tessera.sgemm.bt";

/// The shape of the blocking for a vector width.
#[derive(Clone, Copy, Debug)]
pub struct Blocking {
    /// f32 lanes in a vector register.
    pub vw: u32,
    /// Rows of C a micro-kernel holds.
    pub mr: u64,
    /// Columns of C a micro-kernel holds (a multiple of `vw`).
    pub nr: u64,
    /// Rows of A packed at once (a multiple of `mr`).
    pub mc: u64,
    /// Elements of the shared dimension packed at once.
    pub kc: u64,
    /// Columns of B packed at once (a multiple of `nr`).
    pub nc: u64,
}

impl Blocking {
    /// The blocking for `vw` lanes and an L1 data cache of `l1` bytes:
    /// with AVX-512 an 8 x 32 block of C (16 of the 32 registers: enough
    /// FMAs in flight for two units of latency 4), otherwise 12 or 8 of
    /// the 16. On Zen 4, 8 x 32 ran every product faster than 12 x 32
    /// did: 32 rows (a short sequence) are 4 whole micro-panels instead
    /// of 3 with 4 rows of padding (80 GFLOP/s to 85-89, PyTorch's
    /// `linear` 79-87), 128 rows 99 to 101-105, 1024^3 99 to 101. A `KC x NR` panel of B stays in L1 while the `MC / MR`
    /// micro-kernels of a block read it, their A panels streaming past:
    /// it takes half of L1 (KC 128 with Zen 4's 32 KiB, 192 with Sapphire
    /// Rapids' 48 KiB, each measured best there), within 128..=256. A
    /// longer KC means fewer passes over C (each reads and writes all of
    /// it).
    pub fn new(vw: u32, l1: u64) -> Blocking {
        let (mr, nr) = match vw {
            16 => (8, 32),
            8 => (6, 16),
            _ => (4, 8),
        };
        let kc = (l1 / 2 / (nr * 4) / 32 * 32).clamp(128, 256);
        Blocking {
            vw,
            mr,
            nr,
            mc: mr * 20,
            kc,
            nc: nr * 64,
        }
    }
}

struct G<'ll, 'm> {
    ll: &'ll LlContext,
    m: &'m Module<'ll>,
    b: Builder<'ll>,
    f: FunctionValue<'ll>,
    i64t: IntType<'ll>,
    f32t: FloatType<'ll>,
    vt: VectorType<'ll>,
}

impl<'ll> G<'ll, '_> {
    fn c(&self, v: u64) -> IntValue<'ll> {
        self.i64t.const_int(v, false)
    }
    fn add(&self, a: IntValue<'ll>, b: IntValue<'ll>) -> IntValue<'ll> {
        self.b.build_int_add(a, b, "").expect("add")
    }
    fn mul(&self, a: IntValue<'ll>, b: IntValue<'ll>) -> IntValue<'ll> {
        self.b.build_int_mul(a, b, "").expect("mul")
    }
    fn min(&self, a: IntValue<'ll>, b: IntValue<'ll>) -> IntValue<'ll> {
        let lt = self
            .b
            .build_int_compare(IntPredicate::SLT, a, b, "")
            .expect("cmp");
        self.b
            .build_select(lt, a, b, "")
            .expect("select")
            .into_int_value()
    }
    fn gep(
        &self,
        ty: BasicTypeEnum<'ll>,
        p: PointerValue<'ll>,
        i: IntValue<'ll>,
    ) -> PointerValue<'ll> {
        // SAFETY: every index stays within its buffer (the loops' bounds).
        unsafe { self.b.build_in_bounds_gep(ty, p, &[i], "").expect("gep") }
    }
    fn loadf(&self, p: PointerValue<'ll>) -> BasicValueEnum<'ll> {
        self.b.build_load(self.f32t, p, "").expect("load")
    }
    /// A vector load from an address aligned only to an f32.
    fn loadv(&self, p: PointerValue<'ll>) -> VectorValue<'ll> {
        let v = self.b.build_load(self.vt, p, "").expect("load");
        if let Some(i) = v.as_instruction_value() {
            let _ = i.set_alignment(4);
        }
        v.into_vector_value()
    }
    fn storev(&self, p: PointerValue<'ll>, v: VectorValue<'ll>) {
        let s = self.b.build_store(p, v).expect("store");
        let _ = s.set_alignment(4);
    }

    /// `body(i)` for i = start, start + step, ... while i < end (signed),
    /// at the builder's position; the builder ends after the loop.
    fn for_range(
        &self,
        start: IntValue<'ll>,
        end: IntValue<'ll>,
        step: u64,
        body: impl FnMut(&Self, IntValue<'ll>),
    ) {
        self.for_range_by(start, end, self.c(step), body)
    }

    /// [`for_range`](Self::for_range) with a step known at run time.
    fn for_range_by(
        &self,
        start: IntValue<'ll>,
        end: IntValue<'ll>,
        step: IntValue<'ll>,
        mut body: impl FnMut(&Self, IntValue<'ll>),
    ) {
        let pre = self.b.get_insert_block().expect("positioned");
        let head = self.ll.append_basic_block(self.f, "g.loop");
        let work = self.ll.append_basic_block(self.f, "g.body");
        let exit = self.ll.append_basic_block(self.f, "g.done");
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(head);
        let phi = self.b.build_phi(self.i64t, "g.i").expect("phi");
        phi.add_incoming(&[(&start, pre)]);
        let i = phi.as_basic_value().into_int_value();
        let more = self
            .b
            .build_int_compare(IntPredicate::SLT, i, end, "")
            .expect("cmp");
        self.b
            .build_conditional_branch(more, work, exit)
            .expect("br");
        self.b.position_at_end(work);
        body(self, i);
        let next = self.add(i, step);
        let latch = self.b.get_insert_block().expect("positioned");
        phi.add_incoming(&[(&next, latch)]);
        self.b.build_unconditional_branch(head).expect("br");
        self.b.position_at_end(exit);
    }

    /// `then()` when `cond`, `otherwise()` else; the builder ends after.
    fn if_else(
        &self,
        cond: IntValue<'ll>,
        then: impl FnOnce(&Self),
        otherwise: impl FnOnce(&Self),
    ) {
        let t = self.ll.append_basic_block(self.f, "g.then");
        let e = self.ll.append_basic_block(self.f, "g.else");
        let j = self.ll.append_basic_block(self.f, "g.join");
        self.b.build_conditional_branch(cond, t, e).expect("br");
        self.b.position_at_end(t);
        then(self);
        self.b.build_unconditional_branch(j).expect("br");
        self.b.position_at_end(e);
        otherwise(self);
        self.b.build_unconditional_branch(j).expect("br");
        self.b.position_at_end(j);
    }

    /// `llvm.prefetch` of `p`'s line for writing, into every cache level.
    fn prefetch(&self, p: PointerValue<'ll>) {
        let ptr = self.ll.ptr_type(AddressSpace::default());
        let f = Intrinsic::find("llvm.prefetch")
            .and_then(|i| i.get_declaration(self.m, &[ptr.into()]))
            .expect("llvm.prefetch");
        let i32t = self.ll.i32_type();
        let args: [BasicMetadataValueEnum; 4] = [
            p.into(),
            i32t.const_int(1, false).into(),
            i32t.const_int(3, false).into(),
            i32t.const_int(1, false).into(),
        ];
        self.b.build_call(f, &args, "").expect("prefetch");
    }

    fn alloca(&self, n: u64) -> PointerValue<'ll> {
        let entry = self.f.get_first_basic_block().expect("entry");
        let eb = self.ll.create_builder();
        match entry.get_first_instruction() {
            Some(i) => eb.position_before(&i),
            None => eb.position_at_end(entry),
        }
        let p = eb
            .build_alloca(self.f32t.array_type(n as u32), "g.pack")
            .expect("alloca");
        if let Some(i) = p.as_instruction() {
            let _ = i.set_alignment(64);
        }
        p
    }
}

/// The product's function in `m`, built the first time it is asked for:
/// `void tessera.sgemm(i64 m, i64 n, i64 k, ptr a, i64 lda, ptr b, i64
/// ldb, ptr c, i64 ldc, i64 accumulate)` on row-major f32 arrays: C +=
/// A·B, or C = A·B when `accumulate` is 0 (C is then only written: a
/// product into a fresh buffer, or straight into a kernel's output,
/// needs no zeroing pass and no first read of C).
pub fn sgemm<'ll>(
    ll: &'ll LlContext,
    m: &Module<'ll>,
    blk: Blocking,
    trans_b: bool,
) -> FunctionValue<'ll> {
    let name = if trans_b { SGEMM_BT } else { SGEMM };
    if let Some(f) = m.get_function(name) {
        return f;
    }
    define(ll, m, name, blk, trans_b, Linkage::Internal)
}

/// The product's declaration in `m`, to be resolved to the precompiled
/// runtime's copy ([`runtime_name`]) when the module is linked or JIT'd.
pub fn declare<'ll>(ll: &'ll LlContext, m: &Module<'ll>, trans_b: bool) -> FunctionValue<'ll> {
    let name = if trans_b { SGEMM_BT } else { SGEMM };
    if let Some(f) = m.get_function(name) {
        return f;
    }
    m.add_function(name, signature(ll), None)
}

/// The symbol of the precompiled product for `vw` lanes (`build.rs`
/// compiles one per vector width; the JIT maps [`SGEMM`] and [`SGEMM_BT`]
/// to the host's; `runtime.rs` declares each by this name).
#[allow(dead_code)] // only build.rs calls it
pub fn runtime_name(blk: Blocking, trans_b: bool) -> String {
    let t = if trans_b { "_bt" } else { "" };
    format!("tessera_sgemm{t}_w{}_k{}", blk.vw, blk.kc)
}

fn signature(ll: &LlContext) -> inkwell::types::FunctionType<'_> {
    let i64t = ll.i64_type();
    let ptr = ll.ptr_type(AddressSpace::default());
    ll.void_type().fn_type(
        &[
            i64t.into(),
            i64t.into(),
            i64t.into(),
            ptr.into(),
            i64t.into(),
            ptr.into(),
            i64t.into(),
            ptr.into(),
            i64t.into(),
            i64t.into(),
        ],
        false,
    )
}

/// Defines the product as `name` in `m` with `linkage`: internal in a
/// module that holds its own copy, external in the precompiled runtime.
pub fn define<'ll>(
    ll: &'ll LlContext,
    m: &Module<'ll>,
    name: &str,
    blk: Blocking,
    trans_b: bool,
    linkage: Linkage,
) -> FunctionValue<'ll> {
    let i64t = ll.i64_type();
    let f = m.add_function(name, signature(ll), Some(linkage));
    // One copy for every dot of the module: compiled once, not inlined
    // into each kernel.
    let noinline = inkwell::attributes::Attribute::get_named_enum_kind_id("noinline");
    f.add_attribute(
        inkwell::attributes::AttributeLoc::Function,
        ll.create_enum_attribute(noinline, 0),
    );
    let entry = ll.append_basic_block(f, "entry");
    let g = G {
        ll,
        m,
        b: ll.create_builder(),
        f,
        i64t,
        f32t: ll.f32_type(),
        vt: ll.f32_type().vec_type(blk.vw),
    };
    g.b.position_at_end(entry);
    let p = |i: u32| f.get_nth_param(i).expect("param");
    let (mm, nn, kk) = (
        p(0).into_int_value(),
        p(1).into_int_value(),
        p(2).into_int_value(),
    );
    let (a, lda) = (p(3).into_pointer_value(), p(4).into_int_value());
    let (b, ldb) = (p(5).into_pointer_value(), p(6).into_int_value());
    let (c, ldc) = (p(7).into_pointer_value(), p(8).into_int_value());
    let accumulate =
        g.b.build_int_compare(IntPredicate::NE, p(9).into_int_value(), g.c(0), "")
            .expect("cmp");
    let bp = g.alloca(blk.kc * blk.nc);
    // VW more: a packed A panel's last stores run past it (pack_a_panel).
    let ap = g.alloca(blk.mc * blk.kc + blk.vw as u64);
    let tile = g.alloca(blk.mr * blk.nr);
    let f32e: BasicTypeEnum = g.f32t.into();
    let zero = g.f32t.const_zero();
    // C = A·B with nothing to sum: zeros (the loops below never run).
    let empty =
        g.b.build_and(
            g.b.build_int_compare(IntPredicate::SLE, kk, g.c(0), "")
                .expect("cmp"),
            g.b.build_not(accumulate, "").expect("not"),
            "",
        )
        .expect("and");
    g.if_else(
        empty,
        |g| {
            g.for_range(g.c(0), mm, 1, |g, i| {
                g.for_range(g.c(0), nn, 1, |g, j| {
                    let q = g.gep(f32e, c, g.add(g.mul(i, ldc), j));
                    g.b.build_store(q, zero).expect("store");
                });
            });
        },
        |_| {},
    );
    // The shared dimension in equal blocks of at most KC (a multiple of
    // 16): K = 256 as two blocks of 128, not 192 and a short 64 whose
    // pass over C costs as much as a full one's.
    let udiv =
        |a: IntValue<'ll>, b: IntValue<'ll>| g.b.build_int_unsigned_div(a, b, "").expect("div");
    let passes = udiv(g.add(kk, g.c(blk.kc - 1)), g.c(blk.kc));
    let passes =
        g.b.build_select(
            g.b.build_int_compare(IntPredicate::SGT, passes, g.c(1), "")
                .expect("cmp"),
            passes,
            g.c(1),
            "",
        )
        .expect("select")
        .into_int_value();
    let per_pass = udiv(
        g.add(kk, g.b.build_int_sub(passes, g.c(1), "").expect("sub")),
        passes,
    );
    let kcb = g.mul(udiv(g.add(per_pass, g.c(15)), g.c(16)), g.c(16));
    let kcb = g.min(g.c(blk.kc), kcb);
    g.for_range(g.c(0), nn, blk.nc, |g, jc| {
        let nc = g.min(g.c(blk.nc), g.b.build_int_sub(nn, jc, "").expect("sub"));
        g.for_range_by(g.c(0), kk, kcb, |g, pc| {
            let kc = g.min(kcb, g.b.build_int_sub(kk, pc, "").expect("sub"));
            // Whether C's old values count: always after the first block
            // of the shared dimension.
            let keep =
                g.b.build_or(
                    accumulate,
                    g.b.build_int_compare(IntPredicate::NE, pc, g.c(0), "")
                        .expect("cmp"),
                    "",
                )
                .expect("or");
            // Pack B[pc.., jc..] in NR-column panels: panel j (columns
            // from jr = j·NR), row p at bp + j·NR·KC + p·NR = bp + jr·KC +
            // p·NR; columns past n are zeros.
            if trans_b {
                // B given transposed: column j of B is row j of the array,
                // read along its length.
                g.for_range(g.c(0), nc, blk.nr, |g, jr| {
                    let panel = g.mul(jr, g.c(blk.kc));
                    let left = g.b.build_int_sub(nc, jr, "").expect("sub");
                    let full =
                        g.b.build_int_compare(IntPredicate::SGE, left, g.c(blk.nr), "")
                            .expect("cmp");
                    g.if_else(
                        full,
                        |g| pack_bt_panel(g, blk, b, ldb, g.add(jc, jr), pc, kc, bp, panel),
                        |g| {
                            g.for_range(g.c(0), g.c(blk.nr), 1, |g, cc| {
                                let inside =
                                    g.b.build_int_compare(IntPredicate::SLT, cc, left, "")
                                        .expect("cmp");
                                let src_row = g.add(g.mul(g.add(g.add(jc, jr), cc), ldb), pc);
                                g.if_else(
                                    inside,
                                    |g| {
                                        g.for_range(g.c(0), kc, 1, |g, pp| {
                                            let x = g.loadf(g.gep(f32e, b, g.add(src_row, pp)));
                                            let d = g.add(panel, g.add(g.mul(pp, g.c(blk.nr)), cc));
                                            g.b.build_store(g.gep(f32e, bp, d), x).expect("store");
                                        });
                                    },
                                    |g| {
                                        g.for_range(g.c(0), kc, 1, |g, pp| {
                                            let d = g.add(panel, g.add(g.mul(pp, g.c(blk.nr)), cc));
                                            g.b.build_store(g.gep(f32e, bp, d), zero)
                                                .expect("store");
                                        });
                                    },
                                );
                            });
                        },
                    );
                });
            } else {
                g.for_range(g.c(0), nc, blk.nr, |g, jr| {
                    let panel = g.mul(jr, g.c(blk.kc));
                    g.for_range(g.c(0), kc, 1, |g, pp| {
                        let dst_row = g.add(panel, g.mul(pp, g.c(blk.nr)));
                        let src_row = g.add(g.mul(g.add(pc, pp), ldb), g.add(jc, jr));
                        let left = g.b.build_int_sub(nc, jr, "").expect("sub");
                        let full =
                            g.b.build_int_compare(IntPredicate::SGE, left, g.c(blk.nr), "")
                                .expect("cmp");
                        g.if_else(
                            full,
                            |g| {
                                for v in 0..blk.nr / blk.vw as u64 {
                                    let s = g.gep(f32e, b, g.add(src_row, g.c(v * blk.vw as u64)));
                                    let d = g.gep(f32e, bp, g.add(dst_row, g.c(v * blk.vw as u64)));
                                    let x = g.loadv(s);
                                    g.storev(d, x);
                                }
                            },
                            |g| {
                                g.for_range(g.c(0), g.c(blk.nr), 1, |g, cc| {
                                    let inside =
                                        g.b.build_int_compare(IntPredicate::SLT, cc, left, "")
                                            .expect("cmp");
                                    let d = g.gep(f32e, bp, g.add(dst_row, cc));
                                    g.if_else(
                                        inside,
                                        |g| {
                                            let x = g.loadf(g.gep(f32e, b, g.add(src_row, cc)));
                                            g.b.build_store(d, x).expect("store");
                                        },
                                        |g| {
                                            g.b.build_store(d, zero).expect("store");
                                        },
                                    );
                                });
                            },
                        );
                    });
                });
            }
            g.for_range(g.c(0), mm, blk.mc, |g, ic| {
                let mc = g.min(g.c(blk.mc), g.b.build_int_sub(mm, ic, "").expect("sub"));
                // Pack A[ic.., pc..] in MR-row panels: panel i (rows from
                // ir = i·MR), column p at ap + i·MR·KC + p·MR = ap + ir·KC
                // + p·MR; rows past m are zeros.
                g.for_range(g.c(0), mc, blk.mr, |g, ir| {
                    let panel = g.mul(ir, g.c(blk.kc));
                    let rows = g.min(g.c(blk.mr), g.b.build_int_sub(mc, ir, "").expect("sub"));
                    pack_a_panel(g, blk, a, lda, g.add(ic, ir), rows, pc, kc, ap, panel);
                });
                // The micro-kernels of this block.
                g.for_range(g.c(0), nc, blk.nr, |g, jr| {
                    g.for_range(g.c(0), mc, blk.mr, |g, ir| {
                        let a_panel = g.gep(f32e, ap, g.mul(ir, g.c(blk.kc)));
                        let b_panel = g.gep(f32e, bp, g.mul(jr, g.c(blk.kc)));
                        let c0 = g.add(g.mul(g.add(ic, ir), ldc), g.add(jc, jr));
                        // C's tile is read once, after the k loop: asked
                        // for now, its lines (in L3 once C outgrows L2)
                        // arrive while the loop runs instead of stalling
                        // its end. (A prefetch never faults, so an edge
                        // tile's rows past C need no test.)
                        for r in 0..blk.mr {
                            let row = g.add(c0, g.mul(g.c(r), ldc));
                            g.prefetch(g.gep(f32e, c, row));
                            g.prefetch(g.gep(f32e, c, g.add(row, g.c(blk.nr - 1))));
                        }
                        let acc = micro(g, blk, kc, a_panel, b_panel);
                        let rows = g.min(g.c(blk.mr), g.b.build_int_sub(mc, ir, "").expect("sub"));
                        let cols = g.min(g.c(blk.nr), g.b.build_int_sub(nc, jr, "").expect("sub"));
                        let full =
                            g.b.build_and(
                                g.b.build_int_compare(IntPredicate::EQ, rows, g.c(blk.mr), "")
                                    .expect("cmp"),
                                g.b.build_int_compare(IntPredicate::EQ, cols, g.c(blk.nr), "")
                                    .expect("cmp"),
                                "",
                            )
                            .expect("and");
                        let nv = blk.nr / blk.vw as u64;
                        g.if_else(
                            full,
                            |g| {
                                let store_tile = |g: &G<'ll, '_>, add_old: bool| {
                                    for r in 0..blk.mr {
                                        let row = g.add(c0, g.mul(g.c(r), ldc));
                                        for v in 0..nv {
                                            let q =
                                                g.gep(f32e, c, g.add(row, g.c(v * blk.vw as u64)));
                                            let mut s = acc[(r * nv + v) as usize];
                                            if add_old {
                                                s =
                                                    g.b.build_float_add(g.loadv(q), s, "")
                                                        .expect("add");
                                            }
                                            g.storev(q, s);
                                        }
                                    }
                                };
                                g.if_else(keep, |g| store_tile(g, true), |g| store_tile(g, false));
                            },
                            |g| {
                                // An edge block: through a tile, element by element.
                                for r in 0..blk.mr {
                                    for v in 0..nv {
                                        let q =
                                            g.gep(f32e, tile, g.c(r * blk.nr + v * blk.vw as u64));
                                        g.storev(q, acc[(r * nv + v) as usize]);
                                    }
                                }
                                g.for_range(g.c(0), rows, 1, |g, r| {
                                    g.for_range(g.c(0), cols, 1, |g, cc| {
                                        let t = g.loadf(g.gep(
                                            f32e,
                                            tile,
                                            g.add(g.mul(r, g.c(blk.nr)), cc),
                                        ));
                                        let q = g.gep(f32e, c, g.add(g.add(c0, g.mul(r, ldc)), cc));
                                        let t = t.into_float_value();
                                        let old =
                                            g.b.build_select(
                                                keep,
                                                g.loadf(q).into_float_value(),
                                                zero,
                                                "",
                                            )
                                            .expect("select")
                                            .into_float_value();
                                        let s = g.b.build_float_add(old, t, "").expect("add");
                                        g.b.build_store(q, s).expect("store");
                                    });
                                });
                            },
                        );
                    });
                });
            });
        });
    });
    g.b.build_return(None).expect("ret");
    f
}

/// Packs a whole `NR`-column panel of a transposed B (its columns `col0..
/// col0 + NR` are rows of the array, `ldb` apart) for `kc` elements from
/// `pc`: `VW x VW` blocks are loaded a row (a column of B) per vector and
/// transposed in registers, so each store writes `VW` consecutive
/// elements of a packed row; a remainder of `kc` below `VW` goes element
/// by element. (Element-wise, LLVM makes scatters of this, which cost
/// about a fifth of a small product's time.)
#[allow(clippy::too_many_arguments)]
fn pack_bt_panel<'ll>(
    g: &G<'ll, '_>,
    blk: Blocking,
    b: PointerValue<'ll>,
    ldb: IntValue<'ll>,
    col0: IntValue<'ll>,
    pc: IntValue<'ll>,
    kc: IntValue<'ll>,
    bp: PointerValue<'ll>,
    panel: IntValue<'ll>,
) {
    let f32e: BasicTypeEnum = g.f32t.into();
    let vw = blk.vw as u64;
    let whole = g.b.build_and(kc, g.c(!(vw - 1)), "").expect("and");
    g.for_range(g.c(0), whole, vw, |g, pp0| {
        for c in 0..blk.nr / vw {
            let rows: Vec<VectorValue> = (0..vw)
                .map(|r| {
                    let col = g.add(col0, g.c(c * vw + r));
                    g.loadv(g.gep(f32e, b, g.add(g.mul(col, ldb), g.add(pc, pp0))))
                })
                .collect();
            for (p, v) in transpose(g, rows).into_iter().enumerate() {
                let row = g.mul(g.add(pp0, g.c(p as u64)), g.c(blk.nr));
                g.storev(g.gep(f32e, bp, g.add(panel, g.add(row, g.c(c * vw)))), v);
            }
        }
    });
    g.for_range(whole, kc, 1, |g, pp| {
        g.for_range(g.c(0), g.c(blk.nr), 1, |g, cc| {
            let src = g.add(g.mul(g.add(col0, cc), ldb), g.add(pc, pp));
            let x = g.loadf(g.gep(f32e, b, src));
            let d = g.add(panel, g.add(g.mul(pp, g.c(blk.nr)), cc));
            g.b.build_store(g.gep(f32e, bp, d), x).expect("store");
        });
    });
}

/// Packs the `rows` (at most `MR`) rows of A from `row0` (`lda` apart),
/// `kc` elements from `pc`, as an `MR x kc` panel at `ap + panel`: element
/// (r, p) at `p·MR + r`, rows past `rows` zeros. `VW` elements of a row at
/// a time: the rows' vectors (zeros past `MR`) transposed in registers
/// give, for each of the `VW` values of p, the MR elements stored
/// together, with `VW - MR` more lanes that the next store overwrites
/// (the last runs past the panel: the buffer has `VW` spare). Element by
/// element, LLVM turned the strided stores into scatters, and packing A
/// took about 6% of a 1024^3 product.
#[allow(clippy::too_many_arguments)]
fn pack_a_panel<'ll>(
    g: &G<'ll, '_>,
    blk: Blocking,
    a: PointerValue<'ll>,
    lda: IntValue<'ll>,
    row0: IntValue<'ll>,
    rows: IntValue<'ll>,
    pc: IntValue<'ll>,
    kc: IntValue<'ll>,
    ap: PointerValue<'ll>,
    panel: IntValue<'ll>,
) {
    let f32e: BasicTypeEnum = g.f32t.into();
    let vw = blk.vw as u64;
    let zero = g.vt.const_zero();
    // Row r's start, clamped to the last row present (its loads then read
    // A; `present` replaces them with zeros).
    let last = g.b.build_int_sub(rows, g.c(1), "").expect("sub");
    let starts: Vec<(IntValue<'ll>, IntValue<'ll>)> = (0..blk.mr)
        .map(|r| {
            let row = g.min(g.c(r), last);
            let present =
                g.b.build_int_compare(IntPredicate::SLT, g.c(r), rows, "")
                    .expect("cmp");
            (g.add(g.mul(g.add(row0, row), lda), pc), present)
        })
        .collect();
    let whole = g.b.build_and(kc, g.c(!(vw - 1)), "").expect("and");
    g.for_range(g.c(0), whole, vw, |g, pp0| {
        let vs: Vec<VectorValue> = (0..vw)
            .map(|r| match starts.get(r as usize) {
                Some(&(start, present)) => {
                    let v = g.loadv(g.gep(f32e, a, g.add(start, pp0)));
                    g.b.build_select(present, v, zero, "")
                        .expect("select")
                        .into_vector_value()
                }
                None => zero,
            })
            .collect();
        for (p, v) in transpose(g, vs).into_iter().enumerate() {
            let d = g.add(panel, g.mul(g.add(pp0, g.c(p as u64)), g.c(blk.mr)));
            g.storev(g.gep(f32e, ap, d), v);
        }
    });
    g.for_range(whole, kc, 1, |g, pp| {
        for (r, &(start, present)) in starts.iter().enumerate() {
            let x = g.loadf(g.gep(f32e, a, g.add(start, pp))).into_float_value();
            let x =
                g.b.build_select(present, x, g.f32t.const_zero(), "")
                    .expect("select");
            let d = g.add(panel, g.add(g.mul(pp, g.c(blk.mr)), g.c(r as u64)));
            g.b.build_store(g.gep(f32e, ap, d), x).expect("store");
        }
    });
}

/// `n` vectors of `n` lanes (a power of two) transposed: row `p` of the
/// result holds lane `p` of each input. log2(n) rounds each pair row `i`
/// with row `i + n/2` and interleave their low halves, then their high
/// halves; every round moves one bit of the row index into the lane
/// index.
fn transpose<'ll>(g: &G<'ll, '_>, mut v: Vec<VectorValue<'ll>>) -> Vec<VectorValue<'ll>> {
    let n = v.len() as u64;
    let h = n / 2;
    let i32t = g.ll.i32_type();
    let mask = |half: u64| {
        let lanes: Vec<IntValue> = (0..n)
            .map(|j| i32t.const_int(half + j / 2 + (j % 2) * n, false))
            .collect();
        VectorType::const_vector(&lanes)
    };
    let (lo, hi) = (mask(0), mask(h));
    for _ in 0..n.trailing_zeros() {
        let mut next = Vec::with_capacity(v.len());
        for i in 0..h as usize {
            let (a, b) = (v[i], v[i + h as usize]);
            for m in [lo, hi] {
                next.push(g.b.build_shuffle_vector(a, b, m, "t").expect("shuffle"));
            }
        }
        v = next;
    }
    v
}

/// The micro-kernel, inline: the `MR x NR` block of A·B over `kc` of the
/// shared dimension from packed panels, as `MR x NR / VW` vectors (row
/// by row).
fn micro<'ll>(
    g: &G<'ll, '_>,
    blk: Blocking,
    kc: IntValue<'ll>,
    a: PointerValue<'ll>,
    b: PointerValue<'ll>,
) -> Vec<VectorValue<'ll>> {
    let nv = (blk.nr / blk.vw as u64) as usize;
    let n_acc = blk.mr as usize * nv;
    let f32e: BasicTypeEnum = g.f32t.into();
    let fma = Intrinsic::find("llvm.fma")
        .and_then(|i| i.get_declaration(g.m, &[g.vt.into()]))
        .expect("llvm.fma");
    let pre = g.b.get_insert_block().expect("positioned");
    let head = g.ll.append_basic_block(g.f, "micro.loop");
    let work = g.ll.append_basic_block(g.f, "micro.body");
    let exit = g.ll.append_basic_block(g.f, "micro.done");
    g.b.build_unconditional_branch(head).expect("br");
    g.b.position_at_end(head);
    let kphi = g.b.build_phi(g.i64t, "k").expect("phi");
    kphi.add_incoming(&[(&g.c(0), pre)]);
    let zero = g.vt.const_zero();
    let phis: Vec<_> = (0..n_acc)
        .map(|_| {
            let p = g.b.build_phi(g.vt, "acc").expect("phi");
            p.add_incoming(&[(&zero, pre)]);
            p
        })
        .collect();
    let k = kphi.as_basic_value().into_int_value();
    let more =
        g.b.build_int_compare(IntPredicate::SLT, k, kc, "")
            .expect("cmp");
    g.b.build_conditional_branch(more, work, exit).expect("br");
    g.b.position_at_end(work);
    let brow = g.mul(k, g.c(blk.nr));
    let bs: Vec<VectorValue> = (0..nv)
        .map(|v| {
            let p = g.gep(f32e, b, g.add(brow, g.c((v as u64) * blk.vw as u64)));
            let x = g.b.build_load(g.vt, p, "b").expect("load");
            if let Some(i) = x.as_instruction_value() {
                let _ = i.set_alignment(64);
            }
            x.into_vector_value()
        })
        .collect();
    let arow = g.mul(k, g.c(blk.mr));
    let mut next = Vec::with_capacity(n_acc);
    let undef = g.vt.get_undef();
    let zero_mask = g.ll.i32_type().vec_type(blk.vw).const_zero();
    for r in 0..blk.mr as usize {
        let x = g.loadf(g.gep(f32e, a, g.add(arow, g.c(r as u64))));
        let one =
            g.b.build_insert_element(undef, x, g.ll.i32_type().const_zero(), "")
                .expect("insert");
        let splat =
            g.b.build_shuffle_vector(one, undef, zero_mask, "a")
                .expect("shuffle");
        for (v, bv) in bs.iter().enumerate() {
            let acc = phis[r * nv + v].as_basic_value();
            let args: [BasicMetadataValueEnum; 3] = [splat.into(), (*bv).into(), acc.into()];
            let y =
                g.b.build_call(fma, &args, "")
                    .expect("call")
                    .try_as_basic_value()
                    .basic()
                    .expect("value")
                    .into_vector_value();
            next.push(y);
        }
    }
    let kn = g.add(k, g.c(1));
    let latch = g.b.get_insert_block().expect("positioned");
    kphi.add_incoming(&[(&kn, latch)]);
    for (p, y) in phis.iter().zip(&next) {
        p.add_incoming(&[(y, latch)]);
    }
    g.b.build_unconditional_branch(head).expect("br");
    g.b.position_at_end(exit);
    phis.iter()
        .map(|p| p.as_basic_value().into_vector_value())
        .collect()
}

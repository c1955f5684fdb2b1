"""Writes the TTIR Triton itself prints for block-pointer kernels written
here (`tl.make_block_ptr`, `tl.advance`, loads and stores with
`boundary_check` and `padding_option`): the oracle for tessera's reading,
printing and running of block pointers.

Triton 3.9 removed block pointers (its `tl.make_block_ptr` raises), so this
needs a Triton that still has them; the committed files came from Triton
3.4.0 in a venv of its own (`pip install triton==3.4.0`), offline, without
a GPU (only the front end and the TTIR passes run, coding for CUDA sm_80).

For each kernel it writes three files:

- `NAME.ttir`: the TTIR with its block pointers, after Triton's own TTIR
  pipeline without `RewriteTensorPointer` (inlining, canonicalization,
  combine, CSE, symbol DCE, loop unrolling): Triton's ops as its printer
  writes them;
- `NAME.reprint.ttir`, only where it differs from `NAME.ttir`: that file
  parsed and printed again by Triton (what tessera's print must equal
  byte for byte; for these kernels it is `NAME.ttir` itself);
- `NAME.rewritten.ttir`: Triton's full TTIR pipeline, whose
  `RewriteTensorPointer` turns every block pointer into tensors of
  pointers, masks and `other` values: Triton's own meaning of the block
  pointers, run beside them as a second oracle.

    python scripts/gen-ttir-blockptr.py OUT_DIR
"""
import os
import sys
import tempfile
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.filterwarnings("ignore")

import triton
import triton.language as tl
from triton._C.libtriton import ir, passes
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.compiler.compiler import make_backend


@triton.jit
def bp_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # The K loop walks both operands' block pointers with tl.advance; the
    # ragged edges of M, N and K read zeros.
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a = tl.make_block_ptr(a_ptr, shape=(M, K), strides=(sam, sak), offsets=(pid_m * BM, 0),
                          block_shape=(BM, BK), order=(1, 0))
    b = tl.make_block_ptr(b_ptr, shape=(K, N), strides=(sbk, sbn), offsets=(0, pid_n * BN),
                          block_shape=(BK, BN), order=(1, 0))
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        av = tl.load(a, boundary_check=(0, 1), padding_option="zero")
        bv = tl.load(b, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(av, bv, acc)
        a = tl.advance(a, (0, BK))
        b = tl.advance(b, (BK, 0))
    c = tl.make_block_ptr(c_ptr, shape=(M, N), strides=(scm, scn), offsets=(pid_m * BM, pid_n * BN),
                          block_shape=(BM, BN), order=(1, 0))
    tl.store(c, acc, boundary_check=(0, 1))


@triton.jit
def bp_copy_kernel(x_ptr, y_ptr, z_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # x (M x N) read a block a program with zero padding past its ragged
    # edge; y (whole blocks) receives the padded block unchecked, z (M x N)
    # receives x * 2 + 1 with a boundary check, so nothing lands past its
    # rows (which, row-major, would overwrite the next row's start).
    pid = tl.program_id(0)
    x = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(pid * BM, 0),
                          block_shape=(BM, BN), order=(1, 0))
    v = tl.load(x, boundary_check=(0, 1), padding_option="zero")
    y = tl.make_block_ptr(y_ptr, shape=(M, N), strides=(BN, 1), offsets=(pid * BM, 0),
                          block_shape=(BM, BN), order=(1, 0))
    tl.store(y, v)
    z = tl.make_block_ptr(z_ptr, shape=(M, N), strides=(N, 1), offsets=(pid * BM, 0),
                          block_shape=(BM, BN), order=(1, 0))
    tl.store(z, v * 2.0 + 1.0, boundary_check=(0, 1))


@triton.jit
def bp_nan_kernel(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    # NaN padding, and a check on the columns only (the rows stay inside).
    pid = tl.program_id(0)
    x = tl.make_block_ptr(x_ptr, shape=(M, N), strides=(N, 1), offsets=(pid * BM, 0),
                          block_shape=(BM, BN), order=(1, 0))
    v = tl.load(x, boundary_check=(1,), padding_option="nan")
    y = tl.make_block_ptr(y_ptr, shape=(M, BN), strides=(BN, 1), offsets=(pid * BM, 0),
                          block_shape=(BM, BN), order=(1, 0))
    tl.store(y, v)


KERNELS = [
    ("blockptr_matmul", bp_matmul_kernel,
     {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32",
      "sam": "i32", "sak": "i32", "sbk": "i32", "sbn": "i32", "scm": "i32", "scn": "i32",
      "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}, {"BM": 32, "BN": 32, "BK": 16}),
    ("blockptr_copy", bp_copy_kernel,
     {"x_ptr": "*fp32", "y_ptr": "*fp32", "z_ptr": "*fp32", "M": "i32", "N": "i32",
      "BM": "constexpr", "BN": "constexpr"}, {"BM": 8, "BN": 8}),
    ("blockptr_nan", bp_nan_kernel,
     {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "i32", "N": "i32",
      "BM": "constexpr", "BN": "constexpr"}, {"BM": 4, "BN": 8}),
]


def front_end(fn, signature, constexprs, target, backend, options, context):
    src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
    codegen = backend.get_codegen_implementation(options)
    try:
        return src.make_ir(options, codegen, backend.get_module_map(), context)
    except TypeError:
        # Later Tritons take the target first.
        return src.make_ir(target, options, codegen, backend.get_module_map(), context)


def ttir_keeping_block_pointers(mod):
    """Triton's TTIR pipeline (nvidia's make_ttir) without the rewrite of
    block pointers into tensors of pointers."""
    pm = ir.pass_manager(mod.context)
    passes.common.add_inliner(pm)
    passes.common.add_canonicalizer(pm)
    passes.ttir.add_combine(pm)
    passes.ttir.add_reorder_broadcast(pm)
    passes.common.add_cse(pm)
    passes.common.add_symbol_dce(pm)
    passes.ttir.add_loop_unroll(pm)
    pm.run(mod)
    return mod


def texts(fn, signature, constexprs, arch=80):
    target = GPUTarget("cuda", arch, 32)
    backend = make_backend(target)
    options = backend.parse_options({})
    out = {}
    for kind in ("kept", "rewritten"):
        context = ir.context()
        ir.load_dialects(context)
        backend.load_dialects(context)
        mod = front_end(fn, signature, constexprs, target, backend, options, context)
        if kind == "kept":
            mod = ttir_keeping_block_pointers(mod)
        else:
            stages = {}
            backend.add_stages(stages, options, ASTSource(fn=fn, signature=signature,
                                                          constexprs=constexprs).language)
            mod = stages["ttir"](mod, {})
        out[kind] = str(mod)
    return out, backend


def reprint(text, backend):
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    with tempfile.NamedTemporaryFile("w", suffix=".ttir", delete=False) as f:
        f.write(text)
    try:
        return str(ir.parse_mlir_module(f.name, context))
    finally:
        os.unlink(f.name)


def stable(text):
    # The source's path as a stable name, not this machine's; a final
    # newline, as mlir-opt and ir-opt print.
    text = text.replace(os.path.abspath(__file__), "gen-ttir-blockptr.py")
    text = text.replace(os.path.dirname(os.path.abspath(triton.__file__)), "triton")
    return text + "\n"


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, fn, sig, consts in KERNELS:
        t, backend = texts(fn, sig, consts)
        kept = stable(t["kept"])
        files = {f"{name}.ttir": kept, f"{name}.rewritten.ttir": stable(t["rewritten"])}
        again = stable(reprint(kept, backend))
        if again != kept:
            files[f"{name}.reprint.ttir"] = again
        for fname, text in files.items():
            with open(os.path.join(out, fname), "w") as f:
                f.write(text)
            print(f"{fname}: {len(text)} bytes")


if __name__ == "__main__":
    main()

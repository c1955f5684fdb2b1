"""Writes the TTIR Triton itself prints for a set of kernels written here
(tessera's own), into a directory: the oracle for reading and printing
Triton's kernels. Runs offline on a machine without a GPU: only Triton's
front end and its TTIR passes run (target: CUDA sm_80; sm_90 for the
tensor-descriptor kernel, whose descriptors Triton keeps only there).

    python scripts/gen-ttir.py OUT_DIR
"""
import os
import sys
import warnings

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
warnings.filterwarnings("ignore")

import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from triton.compiler.compiler import make_backend
from triton._C.libtriton import ir


@triton.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = tl.load(y_ptr + offs, mask=m, other=0.0)
    tl.store(out_ptr + offs, x + y, mask=m)


@triton.jit
def softmax_kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    den = tl.sum(num, axis=0)
    tl.store(out_ptr + row * out_stride + cols, num / den, mask=mask)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        ka = k * BK + rk
        av = tl.load(a, mask=(rm[:, None] < M) & (ka[None, :] < K), other=0.0)
        bv = tl.load(b, mask=(ka[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc = tl.dot(av, bv, acc)
        a += BK * sak
        b += BK * sbk
    c = c_ptr + rm[:, None] * scm + rn[None, :] * scn
    tl.store(c, acc, mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def layernorm_kernel(x_ptr, w_ptr, b_ptr, y_ptr, stride, n, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    m = cols < n
    x = tl.load(x_ptr + row * stride + cols, mask=m, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n
    d = tl.where(m, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=m)
    b = tl.load(b_ptr + cols, mask=m)
    tl.store(y_ptr + row * stride + cols, d * rstd * w + b, mask=m)


@triton.jit
def cumsum_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * BLOCK + cols)
    tl.store(y_ptr + row * BLOCK + cols, tl.cumsum(x, axis=0))


@triton.jit
def gelu_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m)
    y = 0.5 * x * (1.0 + tl.extra.cuda.libdevice.erf(x * 0.7071067811865476))
    tl.store(y_ptr + offs, y, mask=m)


@triton.jit
def atomic_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    x = tl.load(x_ptr + offs, mask=m, other=0.0)
    tl.atomic_add(out_ptr, tl.sum(x, axis=0))


@triton.jit
def shapes_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    r = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r[:, None] * BLOCK + r[None, :])
    t = tl.trans(x)
    s = tl.reshape(t, (BLOCK * BLOCK,))
    a, b = tl.split(tl.reshape(s, (BLOCK * BLOCK // 2, 2)))
    j = tl.join(b, a)
    tl.store(y_ptr + tl.arange(0, BLOCK * BLOCK), tl.reshape(j, (BLOCK * BLOCK,)))


@triton.jit
def descriptor_kernel(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    xd = tl.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    yd = tl.make_tensor_descriptor(y_ptr, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    for j in range(0, tl.cdiv(N, BN)):
        x = xd.load([pid * BM, j * BN])
        yd.store([pid * BM, j * BN], x * 2.0 + 1.0)


KERNELS = [
    ("add", add_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 1024}),
    ("softmax", softmax_kernel, {"out_ptr": "*fp32", "in_ptr": "*fp32", "in_stride": "i32", "out_stride": "i32", "n_cols": "i32", "BLOCK": "constexpr"}, {"BLOCK": 128}),
    ("matmul", matmul_kernel, {"a_ptr": "*fp32", "b_ptr": "*fp32", "c_ptr": "*fp32", "M": "i32", "N": "i32", "K": "i32",
                               "sam": "i32", "sak": "i32", "sbk": "i32", "sbn": "i32", "scm": "i32", "scn": "i32",
                               "BM": "constexpr", "BN": "constexpr", "BK": "constexpr"}, {"BM": 32, "BN": 32, "BK": 16}),
    ("layernorm", layernorm_kernel, {"x_ptr": "*fp16", "w_ptr": "*fp32", "b_ptr": "*fp32", "y_ptr": "*fp32", "stride": "i32", "n": "i32",
                                     "eps": "fp32", "BLOCK": "constexpr"}, {"BLOCK": 256}),
    ("cumsum", cumsum_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"}, {"BLOCK": 64}),
    ("gelu", gelu_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 256}),
    ("atomic", atomic_kernel, {"x_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"}, {"BLOCK": 128}),
    ("shapes", shapes_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "BLOCK": "constexpr"}, {"BLOCK": 8}),
    # Tensor descriptors stay in the TTIR of a target with TMA (sm_90);
    # for sm_80 Triton rewrites them into tensors of pointers.
    ("descriptor", descriptor_kernel, {"x_ptr": "*fp32", "y_ptr": "*fp32", "M": "i32", "N": "i32", "BM": "constexpr", "BN": "constexpr"},
     {"BM": 16, "BN": 32}, 90),
]


def ttir(fn, signature, constexprs, arch=80):
    target = GPUTarget("cuda", arch, 32)
    backend = make_backend(target)
    options = backend.parse_options({})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    src = ASTSource(fn=fn, signature=signature, constexprs=constexprs)
    mod = src.make_ir(target, options, backend.get_codegen_implementation(options), backend.get_module_map(), context)
    stages = {}
    backend.add_stages(stages, options, src.language)
    return str(stages["ttir"](mod, {}))


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name, fn, sig, consts, *arch in KERNELS:
        text = ttir(fn, sig, consts, *arch)
        # The source's path as a stable name, not this machine's.
        text = text.replace(os.path.abspath(__file__), "gen-ttir.py")
        text = text.replace(os.path.dirname(os.path.abspath(triton.__file__)), "triton")
        # As mlir-opt and ir-opt print it: a final newline.
        text += "\n"
        with open(os.path.join(out, f"{name}.ttir"), "w") as f:
            f.write(text)
        print(f"{name}: {len(text)} bytes")


if __name__ == "__main__":
    main()

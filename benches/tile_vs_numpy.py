"""The JIT'd tile matmul (Triton's K-looped matmul kernel, test/tt/Inputs/
matmul.ttir, 32x32 blocks, K in steps of 16) against numpy (OpenBLAS) and
PyTorch on the same sizes, in the same run, one thread each; prints each
time and the ratio (tessera's speed over theirs: 1.0 is as fast).

    OPENBLAS_NUM_THREADS=1 python benches/tile_vs_numpy.py [IR_RUN] [SIZES...]
"""
import os
import re
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
import numpy as np

here = os.path.dirname(os.path.abspath(__file__))
ir_run = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "target", "release", "ir-run")
sizes = [int(s) for s in sys.argv[2:]] or [256, 512, 1024]
kernel = os.path.join(here, "..", "test", "tt", "Inputs", "matmul.ttir")


def best(f, n=5):
    times = []
    for _ in range(n):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    times.sort()
    return times[len(times) // 2] * 1e3


try:
    import torch

    torch.set_num_threads(1)
except ImportError:
    torch = None

print(f"{'size':>6} {'tessera jit ms':>15} {'numpy ms':>10} {'torch ms':>10} {'vs numpy':>9} {'vs torch':>9}")
for s in sizes:
    d = tempfile.mkdtemp()
    r = np.random.default_rng(s)
    a = r.standard_normal((s, s)).astype(np.float32)
    b = r.standard_normal((s, s)).astype(np.float32)
    np.save(f"{d}/a.npy", a)
    np.save(f"{d}/b.npy", b)
    grid = f"{(s + 31) // 32},{(s + 31) // 32}"
    out = subprocess.run(
        [ir_run, kernel, "--entry", "matmul_kernel", "--grid", grid, "--jit", "--bench", "5",
         "--arg", f"a_ptr={d}/a.npy", "--arg", f"b_ptr={d}/b.npy", "--arg", f"c_ptr=zeros:{s}x{s}:f32",
         "--arg", f"M={s}", "--arg", f"N={s}", "--arg", f"K={s}", "--arg", f"sam={s}", "--arg", "sak=1",
         "--arg", f"sbk={s}", "--arg", "sbn=1", "--arg", f"scm={s}", "--arg", "scn=1"],
        capture_output=True, text=True, check=True,
    ).stdout
    ours = float(re.search(r"run: median ([0-9.]+) ms", out).group(1))
    np_ms = best(lambda: a @ b)
    if torch is not None:
        ta, tb = torch.from_numpy(a), torch.from_numpy(b)
        t_ms = best(lambda: ta @ tb)
    else:
        t_ms = float("nan")
    print(f"{s:>6} {ours:>15.3f} {np_ms:>10.3f} {t_ms:>10.3f} {np_ms / ours:>9.3f} {t_ms / ours:>9.3f}")

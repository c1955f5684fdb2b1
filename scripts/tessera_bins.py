"""Where the sweeps find ir-opt and ir-run: $TESSERA_BIN_DIR, else the
directory of the ir-run on PATH (under lit, the build being tested), else
target/release. One rule for every script, so a sweep under lit never
picks up another build's binaries."""
import os
import shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bin_dir():
    d = os.environ.get("TESSERA_BIN_DIR")
    if not d:
        on_path = shutil.which("ir-run")
        d = os.path.dirname(on_path) if on_path else os.path.join("target", "release")
    return d if os.path.isabs(d) else os.path.join(ROOT, d)


def require(d, tools=("ir-opt", "ir-run")):
    """Exits with a message naming the missing binary rather than failing later."""
    for t in tools:
        if not os.access(os.path.join(d, t), os.X_OK):
            raise SystemExit(f"no {t} in {d}: build it first, or set TESSERA_BIN_DIR")

"""Executes a notebook headless (nbclient, the venv's ipykernel) in its
own folder, as Jupyter's "Run all" does; prints each cell's outcome and
fails on the first cell that raises."""

import os
import sys

import nbformat
from nbclient import NotebookClient

path = os.path.abspath(sys.argv[1])
nb = nbformat.read(path, as_version=4)
client = NotebookClient(nb, timeout=600, kernel_name="python3",
                        resources={"metadata": {"path": os.path.dirname(path)}})
client.execute()
code = [c for c in nb.cells if c.cell_type == "code"]
for i, c in enumerate(code):
    text = "".join(o.get("text", "") for o in c.outputs if o.get("output_type") == "stream")
    images = sum("image/png" in o.get("data", {}) for o in c.outputs)
    last = text.strip().splitlines()[-1] if text.strip() else ""
    print(f"cell {i + 1}: ok{f', {images} image(s)' if images else ''}{': ' + last if last else ''}")
print(f"notebook: {len(code)} code cells ran")

#!/usr/bin/env python3
"""Checks a folder `ir-opt --dump-dir=D` wrote, independently of the code
that wrote it (plain Python, no tessera import):

- the stages are `00-input.mlir`, `01-...`, numbered without gaps (none
  only when the page says the pipeline failed: an input that does not
  parse);
- every `.svg` is well-formed XML;
- `kernels.svg` has one `<g class="kernel" data-name data-bytes>` a kernel
  of `report.json`, in its order, with its name and `bytes_accessed`, and
  every `<g class="edge" data-bytes>` joins two of them with a positive
  byte count;
- every `href`/`src` of `index.html` names a file in the folder or an
  `id` in the page.

    dump-check.py D [--edges]

Prints `dump ok: ...` (with `--edges`, then each edge as `edge FROM -> TO
BYTES onchip|memory`, sorted, for FileCheck against hand-computed bytes);
exits 1 with `dump-check: error: ...` lines otherwise.
"""

import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

SVG = "{http://www.w3.org/2000/svg}"


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        for k in ("href", "src"):
            if a.get(k):
                self.links.append(a[k])


def groups(root, cls):
    return [g for g in root.iter(SVG + "g") if g.get("class") == cls]


def main():
    if len(sys.argv) < 2:
        print(__doc__)
        return 2
    d = sys.argv[1]
    errors = []
    names = sorted(os.listdir(d))
    stages = [n for n in names if re.match(r"^\d\d-.*\.mlir$", n)]
    numbers = [int(n[:2]) for n in stages]
    # An input that does not parse leaves no stage; its page says why.
    failed = "index.html" in names and "The pipeline failed" in open(
        os.path.join(d, "index.html"), encoding="utf-8").read()
    if stages and (numbers != list(range(len(stages))) or not stages[0].startswith("00-input")):
        errors.append(f"stages not numbered 00-input, 01, ... without gaps: {stages}")
    if not stages and not failed:
        errors.append("no stages, and the page does not say the pipeline failed")
    svgs = {}
    for n in names:
        if n.endswith(".svg"):
            try:
                svgs[n] = ET.parse(os.path.join(d, n)).getroot()
            except ET.ParseError as e:
                errors.append(f"{n} is not well-formed XML: {e}")
    kernels = edges = []
    if "report.json" in names and "kernels.svg" in svgs:
        report = json.load(open(os.path.join(d, "report.json")))
        kernels = groups(svgs["kernels.svg"], "kernel")
        want = [(k["name"], k["bytes_accessed"]) for k in report["kernels"]]
        got = [(g.get("data-name"), int(g.get("data-bytes", "-1"))) for g in kernels]
        if got != want:
            errors.append(f"kernels.svg's kernels {got} are not the report's {want}")
        known = {k["name"] for k in report["kernels"]}
        edges = groups(svgs["kernels.svg"], "edge")
        for e in edges:
            b = e.get("data-bytes", "")
            if not b.isdigit() or int(b) <= 0:
                errors.append(f"an edge with data-bytes={b!r}")
            if e.get("data-from") not in known or e.get("data-to") not in known:
                errors.append(f"an edge between {e.get('data-from')} and {e.get('data-to')}, not kernels")
    elif "report.json" in names:
        errors.append("report.json but no kernels.svg")
    links = 0
    if "index.html" in names:
        p = Links()
        p.feed(open(os.path.join(d, "index.html"), encoding="utf-8").read())
        for link in p.links:
            links += 1
            if link.startswith("#"):
                if link[1:] not in p.ids:
                    errors.append(f"index.html links to #{link[1:]}, which no element is")
            elif re.match(r"^[a-z]+:", link):
                errors.append(f"index.html links outside the folder: {link}")
            elif not os.path.isfile(os.path.join(d, link.split("#")[0])):
                errors.append(f"index.html links to {link}, which is not in the folder")
    else:
        errors.append("no index.html")
    for e in errors:
        print("dump-check: error:", e)
    if errors:
        return 1
    print(f"dump ok: {len(stages)} stages, {len(kernels)} kernels, {len(edges)} edges, "
          f"{len(svgs)} well-formed svg, {links} links resolved")
    if "--edges" in sys.argv:
        for e in sorted(edges, key=lambda e: (e.get("data-from"), e.get("data-to"), int(e.get("data-bytes")))):
            kind = "onchip" if e.get("data-onchip") == "true" else "memory"
            print(f"edge {e.get('data-from')} -> {e.get('data-to')} {e.get('data-bytes')} {kind}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

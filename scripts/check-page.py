#!/usr/bin/env python3
"""Load a local HTML page in headless Chromium and fail if it is broken.

    check-page.py PAGE.html [--screenshot OUT.png] [--timeout SECONDS]

Drives /usr/bin/chromium (fresh profile, 1280x900 viewport) over the Chrome
DevTools Protocol with a small websocket client (standard library only),
opens the page's file:// URL, waits for its load event plus 500 ms. The page
is broken on: a JS exception, console.error/assert or browser error log; a
failed request (missing image, ...) or HTTP status >= 400; a link (a[href],
img[src], object[data], link[href], script[src], iframe[src], SVG href) to a
missing file, to an #anchor no element has as id or name, or to http(s)
(the page must work offline); a blank screenshot (under 1% of pixels off the
most common colour, or under 8 colours). Prints `page ok: ...` and exits 0,
or a `check-page: error: ...` line per problem and exits 1. Exits 2 on usage
errors or if Chromium does not start within --timeout seconds (default 60;
the page then gets as long again).
"""

import argparse, base64, collections, contextlib, glob, hashlib, itertools, json, os, pathlib
import shutil, signal, socket, struct, subprocess, sys, tempfile, time, urllib.parse, zlib

CHROMIUM = "/usr/bin/chromium"
# The machine has no network: without these Chromium tries to reach Google
# services, and stalls or logs errors doing so.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--remote-debugging-port=0"]
WIDTH, HEIGHT = 1280, 900
SETTLE = 0.5               # seconds to keep listening after the load event, for late errors
MIN_NON_BACKGROUND = 0.01  # share of pixels off the background (a minimal dump page has 2.5%)
MIN_COLOURS = 8
FINE_SCHEMES = ("javascript", "data", "blob", "about", "mailto")


class Fatal(Exception):
    """Chromium or the DevTools connection failed: the check cannot go on."""


class Timeout(Exception):
    """A wait on Chromium passed its deadline."""


def remaining(deadline):
    left = deadline - time.monotonic()
    if left <= 0:
        raise Timeout()
    return left


# --- Chromium ---------------------------------------------------------------

def start_chromium(profile):
    """Start Chromium, its output going to a log file in `profile` (no pipe to fill up)."""
    with open(os.path.join(profile, "chromium.log"), "wb") as log:
        try:   # a session of its own, so that stop_chromium can end its helper processes too
            return subprocess.Popen([CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
                                    stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                                    start_new_session=True)
        except OSError as e:
            raise Fatal(e) from None


def devtools_url(proc, profile, timeout):
    """The browser's websocket URL, once Chromium has written it to its profile."""
    port_file, deadline = os.path.join(profile, "DevToolsActivePort"), time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.path.exists(port_file):   # "PORT\n/devtools/browser/ID", maybe half written yet
            lines = pathlib.Path(port_file).read_text().split("\n")
            if len(lines) >= 2 and lines[0].isdigit() and lines[1].startswith("/devtools/"):
                return f"ws://127.0.0.1:{lines[0]}{lines[1]}"
        if proc.poll() is not None:
            log = pathlib.Path(profile, "chromium.log").read_text(errors="replace")
            raise Fatal(f"it exited with status {proc.returncode}:\n{log[-2000:]}")
        time.sleep(0.05)
    raise Fatal(f"it did not open its DevTools port within {timeout:g} s")


def stop_chromium(proc):
    """Kill Chromium and the helpers it started (zygote, renderers: its process group).

    No clean shutdown: the profile is thrown away, and SIGTERM costs ~2 s here.
    """
    deadline = time.monotonic() + 5
    with contextlib.suppress(ProcessLookupError):   # raised once the group is gone
        while time.monotonic() < deadline:
            os.killpg(proc.pid, signal.SIGKILL)
            if proc.poll() is not None and not alive_in_group(proc.pid):
                break
            time.sleep(0.02)


def alive_in_group(pgid):
    """Whether a process of the group still runs. Killed helpers stay zombies until
    init reaps them (here only every second or two), but they no longer count."""
    for stat in glob.glob("/proc/[0-9]*/stat"):
        with contextlib.suppress(OSError):   # the process may be gone already
            state, _, group = pathlib.Path(stat).read_text().rsplit(")", 1)[1].split()[:3]
            if group == str(pgid) and state != "Z":
                return True
    return False


# --- A minimal RFC 6455 websocket client ------------------------------------

class WebSocket:
    def __init__(self, url, deadline):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port), remaining(deadline))
        self.buf, self.message = bytearray(), bytearray()   # bytes read, fragments joined
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET {parts.path} HTTP/1.1\r\nHost: {parts.netloc}\r\n"
                           "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        while b"\r\n\r\n" not in self.buf:
            self.fill(deadline)
        head, _, rest = bytes(self.buf).partition(b"\r\n\r\n")
        self.buf = bytearray(rest)   # frames may follow the handshake in the same packet
        status, *lines = head.decode("latin-1").split("\r\n")
        headers = {k.strip().lower(): v.strip() for k, _, v in (l.partition(":") for l in lines)}
        accept = base64.b64encode(hashlib.sha1(
            (key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").encode()).digest()).decode()
        if status.split()[1:2] != ["101"] or headers.get("sec-websocket-accept") != accept:
            raise Fatal(f"websocket handshake refused: {status}")

    def fill(self, deadline):
        self.sock.settimeout(remaining(deadline))
        try:
            chunk = self.sock.recv(1 << 16)
        except socket.timeout:
            raise Timeout() from None
        if not chunk:
            raise Fatal("chromium closed the DevTools connection")
        self.buf += chunk

    def send(self, payload, opcode=0x1):
        """Send one final frame (text by default); clients must mask every frame."""
        mask, n = os.urandom(4), len(payload)
        size = (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n)
                if n < 1 << 16 else bytes([0x80 | 127]) + struct.pack(">Q", n))
        key = int.from_bytes((mask * (n // 4 + 1))[:n], "big")   # XOR all bytes in one go
        masked = (int.from_bytes(payload, "big") ^ key).to_bytes(n, "big")
        self.sock.sendall(bytes([0x80 | opcode]) + size + mask + masked)

    def next_frame(self, deadline):
        """(final?, opcode, payload) of the next frame. Nothing is taken from the buffer
        before the whole frame is in, so that a timeout (a wait for late events) loses nothing."""
        while True:
            buf, start, n = self.buf, 2, None
            if len(buf) >= 2:
                n = buf[1] & 0x7F
                if n >= 126:   # the length follows in 2 or 8 bytes
                    start = 4 if n == 126 else 10
                    n = int.from_bytes(buf[2:start], "big") if len(buf) >= start else None
            if n is not None and len(buf) >= start + n:
                if buf[1] & 0x80:
                    raise Fatal("chromium sent a masked websocket frame")
                head, payload = buf[0], bytes(buf[start:start + n])
                del buf[:start + n]
                return head & 0x80, head & 0x0F, payload
            self.fill(deadline)

    def receive(self, deadline):
        """The next whole text or binary message, joining fragments, answering pings."""
        while True:
            final, opcode, payload = self.next_frame(deadline)
            if opcode == 0x9:   # ping, possibly between the fragments of a message
                self.send(payload, 0xA)
            elif opcode == 0x8:   # close: echo it, as the protocol asks
                with contextlib.suppress(OSError):
                    self.send(payload[:2], 0x8)
                raise Fatal("chromium closed the DevTools connection")
            elif opcode in (0x0, 0x1, 0x2):   # continuation, text, binary
                self.message += payload
                if final:
                    message, self.message = self.message, bytearray()
                    return message.decode("utf-8", "replace")
            # pongs and unknown opcodes are ignored


# --- Chrome DevTools Protocol -----------------------------------------------

class Cdp:
    """Commands and events over the browser connection, for one page session."""

    def __init__(self, ws):
        self.ws, self.next_id, self.session, self.events = ws, 0, None, []

    def pump(self, deadline):
        """Read one message, keeping it if it is an event of our page session."""
        msg = json.loads(self.ws.receive(deadline))
        if "method" in msg and self.session and msg.get("sessionId") == self.session:
            self.events.append(msg)
            if msg["method"] == "Page.javascriptDialogOpening":   # it would block the page
                self.send("Page.handleJavaScriptDialog", accept=False)
        return msg

    def send(self, method, **params):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params}
        if self.session:
            msg["sessionId"] = self.session
        self.ws.send(json.dumps(msg).encode())
        return self.next_id

    def call(self, method, deadline, **params):
        sent = self.send(method, **params)
        while True:   # other ids and other sessions' events are not ours: dropped
            reply = self.pump(deadline)
            if reply.get("id") == sent:
                if "error" in reply:
                    raise Fatal(f"{method} failed: {reply['error'].get('message')}")
                return reply.get("result", {})

    def wait_event(self, method, deadline, since=0):
        while not any(e["method"] == method for e in self.events[since:]):
            self.pump(deadline)

    def listen(self, seconds):
        try:
            end = time.monotonic() + seconds
            while True:
                self.pump(end)
        except Timeout:
            pass


# --- Checks -----------------------------------------------------------------

def event_problems(events):
    """(console problems, request problems) found in the page's events."""
    console, requests, urls = [], [], {}
    for e in events:
        p, m = e.get("params", {}), e["method"]
        if m == "Network.requestWillBeSent":
            urls[p["requestId"]] = p["request"]["url"]
        elif m == "Network.loadingFailed":
            why = p.get("errorText") or p.get("blockedReason")
            requests.append(f"request failed: {urls.get(p['requestId'], p['requestId'])} ({why})")
        elif m == "Network.responseReceived" and p["response"].get("status", 0) >= 400:
            r = p["response"]
            requests.append(f"HTTP {r['status']} {r.get('statusText', '')}: {r['url']}")
        elif m == "Runtime.exceptionThrown":
            d = p["exceptionDetails"]
            text = (d.get("exception", {}).get("description") or d.get("text", "")).split("\n")[0]
            frames = d.get("stackTrace", {}).get("callFrames") or [d]
            console.append(f"JS exception: {text} ({where(frames[0])})")
        elif m == "Runtime.consoleAPICalled" and p["type"] in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", a["type"]))) for a in p["args"])
            frames = p.get("stackTrace", {}).get("callFrames") or [{}]
            console.append(f"console.{p['type']}: {text or '(no message)'} ({where(frames[0])})")
        elif m == "Page.javascriptDialogOpening":
            console.append(f"{p['type']} dialog: {p['message']}")
        # Network log entries ("Failed to load resource") repeat the failed requests above.
        elif m == "Log.entryAdded" and p["entry"]["level"] == "error" and p["entry"]["source"] != "network":
            console.append(f"browser log ({p['entry']['source']}): {p['entry']['text']}")
    return console, requests


def where(frame):
    """url:line:column of a CDP call frame or exception (0-based there)."""
    return f"{frame.get('url') or '?'}:{frame.get('lineNumber', 0) + 1}:{frame.get('columnNumber', 0) + 1}"


# Every reference in the page as the browser resolved it, and for a #fragment
# into the page itself whether an element has that id or name ("" and "top"
# scroll to the top by definition).
LINKS_JS = r"""(() => {
  const attrs = {a: 'href', area: 'href', link: 'href', image: 'href', use: 'href',
                 img: 'src', script: 'src', iframe: 'src', object: 'data'};
  const here = location.href.split('#')[0], out = [];
  for (const el of document.querySelectorAll(Object.keys(attrs).join(','))) {
    const attr = attrs[el.localName];
    const raw = el.getAttribute(attr) ??
                (attr === 'href' ? el.getAttributeNS('http://www.w3.org/1999/xlink', 'href') : null);
    if (raw === null) continue;
    const what = `${el.localName}[${attr}]="${raw}"`;
    let url;   // SVG elements have no resolved string property: resolve like the browser
    try { url = typeof el[attr] === 'string' ? el[attr] : new URL(raw, el.baseURI).href; }
    catch (e) { out.push({what, url: null}); continue; }
    const hash = url.indexOf('#');
    let anchor = null;
    if (hash >= 0 && url.slice(0, hash) === here) {
      let id = url.slice(hash + 1);
      try { id = decodeURIComponent(id); } catch (e) {}
      anchor = id === '' || id.toLowerCase() === 'top' || !!document.getElementById(id) ||
               document.getElementsByName(id).length > 0;
    }
    out.push({what, url, anchor});
  }
  return out;
})()"""


def link_problem(link):
    """What is wrong with one link from LINKS_JS, or None."""
    what, url = link["what"], link["url"]
    if url is None:
        return f"bad link {what}: not a valid URL"
    parts = urllib.parse.urlsplit(url)
    if parts.scheme in ("http", "https"):
        return f"network link {what}: the page must work offline"
    if parts.scheme == "file":
        path = urllib.parse.unquote(parts.path)
        if parts.netloc not in ("", "localhost") or not os.path.exists(path):
            return f"broken link {what}: no such file {path}"
        if link["anchor"] is False:
            return f"broken anchor {what}: no element with id or name \"{urllib.parse.unquote(parts.fragment)}\""
        return None
    return None if parts.scheme in FINE_SCHEMES else f"unexpected link {what}: {parts.scheme}: URL"


def decode_png(png):
    """(width, height, bytes per pixel, pixel bytes) of an 8-bit RGB/RGBA PNG."""
    if png[:8] != b"\x89PNG\r\n\x1a\n":
        raise Fatal("the screenshot is not a PNG")
    pos, idat, header = 8, [], None
    while pos + 8 <= len(png):   # chunks: length, type, body, CRC
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        body, pos = png[pos + 8:pos + 8 + length], pos + 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise Fatal(f"unsupported screenshot PNG: depth {depth}, colour type {colour}, interlace {interlace}")
    bpp = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(b"".join(idat)), width * bpp
    rows, prev = [], bytes(stride)
    for y in range(height):   # undo each row's filter, which predicts from left (a), up (b), up-left (c)
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:     # Sub: a running sum along each channel
            for c in range(bpp):
                line[c::bpp] = bytes(itertools.accumulate(line[c::bpp], lambda a, b: (a + b) & 255))
        elif kind == 2:   # Up
            line = bytearray(map(lambda x, b: (x + b) & 255, line, prev))
        elif kind in (3, 4):   # Average, Paeth
            for i in range(stride):
                a, b, c = (line[i - bpp], prev[i], prev[i - bpp]) if i >= bpp else (0, prev[i], 0)
                if kind == 3:
                    predicted = (a + b) >> 1
                else:
                    pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                    predicted = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + predicted) & 255
        elif kind != 0:
            raise Fatal(f"bad PNG filter type {kind} in row {y}")
        rows.append(line)
        prev = line
    return width, height, bpp, b"".join(rows)


def screenshot_figures(png):
    """(width, height, share of non-background pixels, number of distinct colours)."""
    width, height, bpp, pixels = decode_png(png)
    counts = collections.Counter(pixels[i:i + bpp] for i in range(0, len(pixels), bpp))
    background = counts.most_common(1)[0][1]
    return width, height, 1 - background / (width * height), len(counts)


def check_page(cdp, page_url, timeout, screenshot_path, problems):
    """Load the page, append its problems; return the summary's figures."""
    deadline = time.monotonic() + timeout
    target = cdp.call("Target.createTarget", deadline, url="about:blank")["targetId"]
    cdp.session = cdp.call("Target.attachToTarget", deadline, targetId=target, flatten=True)["sessionId"]
    for domain in ("Runtime", "Log", "Network", "Page"):
        cdp.call(f"{domain}.enable", deadline)
    cdp.call("Emulation.setDeviceMetricsOverride", deadline,
             width=WIDTH, height=HEIGHT, deviceScaleFactor=1, mobile=False)
    since = len(cdp.events)
    navigation = cdp.call("Page.navigate", deadline, url=page_url)
    if navigation.get("errorText"):
        problems.append(f"navigation failed: {navigation['errorText']}")
    try:
        cdp.wait_event("Page.loadEventFired", deadline, since)
    except Timeout:   # a page that never loads may answer nothing else either: stop here
        problems.append(f"the page did not finish loading within {timeout:g} s")
        problems += sum(event_problems(cdp.events), [])
        return None
    cdp.listen(SETTLE)
    links = cdp.call("Runtime.evaluate", deadline, expression=LINKS_JS, returnByValue=True)
    if "exceptionDetails" in links:
        raise Fatal(f"listing the links failed: {links['exceptionDetails'].get('text')}")
    links = links["result"]["value"]
    problems += filter(None, map(link_problem, links))
    png = base64.b64decode(cdp.call("Page.captureScreenshot", deadline, format="png")["data"])
    if screenshot_path:
        pathlib.Path(screenshot_path).write_bytes(png)
    width, height, share, colours = screenshot_figures(png)
    if share < MIN_NON_BACKGROUND or colours < MIN_COLOURS:
        problems.append(f"blank page: screenshot {width} x {height}, {share:.1%} non-background pixels, "
                        f"{colours} colours (need >= {MIN_NON_BACKGROUND:.0%} and >= {MIN_COLOURS})")
    console, requests = event_problems(cdp.events)   # last, so errors during the checks count too
    problems += console + requests
    return (f"{len(links)} links resolved, {len(console)} console errors, {len(requests)} failed "
            f"requests, screenshot {width} x {height}, {share:.1%} non-background pixels")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("page", help="the HTML file to check")
    parser.add_argument("--screenshot", metavar="OUT.png", help="save the screenshot here")
    parser.add_argument("--timeout", type=float, default=60, metavar="SECONDS",
                        help="for Chromium to start, and again for the page (default 60)")
    args = parser.parse_args()   # exits 2 on usage errors
    if args.timeout <= 0:
        parser.error("--timeout must be positive")
    page = pathlib.Path(args.page).resolve()
    if not page.is_file():
        parser.error(f"no such file: {args.page}")
    # A test runner ends a slow test with SIGTERM: make it an exception, so that cleanup runs.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(2))
    profile = tempfile.mkdtemp(prefix="check-page-")
    proc = ws = None
    problems = []
    try:
        proc = start_chromium(profile)
        ws = WebSocket(devtools_url(proc, profile, args.timeout), time.monotonic() + args.timeout)
        summary = check_page(Cdp(ws), page.as_uri(), args.timeout, args.screenshot, problems)
    except (Fatal, Timeout) as e:
        if ws is None:   # Chromium never became usable
            print(f"check-page: error: cannot start {CHROMIUM}: {e or 'no answer on its DevTools port'}")
            return 2
        problems.append(str(e) or f"chromium did not answer within {args.timeout:g} s")
    finally:
        if ws:
            ws.sock.close()
        if proc:
            stop_chromium(proc)
        shutil.rmtree(profile, ignore_errors=True)
    for problem in problems:
        print(f"check-page: error: {problem}")
    if problems:
        return 1
    print(f"page ok: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

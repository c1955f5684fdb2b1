//! Named text buffers and positions in them, for diagnostics.
//!
//! Patterns are parsed out of several buffers (the check file, the
//! `-implicit-check-not` strings, the `-D` definitions); every error and
//! note points into one of them, printed LLVM-style as
//! `NAME:LINE:COL: kind: message`, the line, and a caret.

/// Identifies a buffer registered in a [`Sources`].
pub type BufId = usize;

/// A position: a byte offset in a buffer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Loc {
    /// The buffer.
    pub buf: BufId,
    /// Byte offset inside it.
    pub off: usize,
}

/// All buffers that diagnostics may point into.
#[derive(Default, Debug)]
pub struct Sources {
    bufs: Vec<(String, Vec<u8>)>,
}

impl Sources {
    /// Registers a buffer and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: Vec<u8>) -> BufId {
        self.bufs.push((name.into(), text));
        self.bufs.len() - 1
    }

    /// The text of a buffer.
    pub fn text(&self, id: BufId) -> &[u8] {
        self.bufs.get(id).map(|b| b.1.as_slice()).unwrap_or(&[])
    }

    /// The name of a buffer.
    pub fn name(&self, id: BufId) -> &str {
        self.bufs.get(id).map(|b| b.0.as_str()).unwrap_or("")
    }

    /// The location of `sub`, which must be a sub-slice of buffer `id`
    /// (falls back to the buffer end if it is not).
    pub fn loc_of(&self, id: BufId, sub: &[u8]) -> Loc {
        let text = self.text(id);
        let base = text.as_ptr() as usize;
        let p = sub.as_ptr() as usize;
        let off = if p >= base && p <= base + text.len() {
            p - base
        } else {
            text.len()
        };
        Loc { buf: id, off }
    }

    /// 1-based line and column of a location.
    pub fn line_col(&self, loc: Loc) -> (usize, usize) {
        let text = self.text(loc.buf);
        let off = loc.off.min(text.len());
        let line = 1 + text[..off].iter().filter(|&&b| b == b'\n').count();
        let start = text[..off]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        (line, off - start + 1)
    }

    /// Bytes of the line containing `off` (without the newline) and the
    /// line's start offset.
    pub fn line_at(&self, buf: BufId, off: usize) -> (&[u8], usize) {
        let text = self.text(buf);
        let off = off.min(text.len());
        let start = text[..off]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let end = text[off..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |p| off + p);
        (&text[start..end], start)
    }

    /// Formats a message the way LLVM's `SourceMgr::PrintMessage` does.
    /// `range_len` > 0 underlines that many bytes after the caret.
    pub fn message(&self, loc: Loc, kind: &str, msg: &str, range_len: usize) -> String {
        let (line, col) = self.line_col(loc);
        let (text, start) = self.line_at(loc.buf, loc.off);
        let mut out = format!(
            "{}:{}:{}: {}: {}\n",
            self.name(loc.buf),
            line,
            col,
            kind,
            msg
        );
        let shown = String::from_utf8_lossy(text).replace('\r', "");
        out.push_str(&shown);
        out.push('\n');
        let mut caret = String::new();
        for &b in &text[..(loc.off - start).min(text.len())] {
            caret.push(if b == b'\t' { '\t' } else { ' ' });
        }
        caret.push('^');
        let room = text.len().saturating_sub(loc.off - start + 1);
        for _ in 0..range_len.saturating_sub(1).min(room) {
            caret.push('~');
        }
        out.push_str(&caret);
        out.push('\n');
        out
    }
}

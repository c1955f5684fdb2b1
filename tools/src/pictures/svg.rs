//! A small SVG writer: elements appended as text, every attribute value
//! and every text escaped, so that whatever an op, a file name or a
//! kernel is called, the picture stays well-formed XML.

use std::fmt::Write as _;

/// `s` with XML's five special characters escaped (for text and
/// attribute values alike), and characters XML 1.0 forbids dropped.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

/// An SVG document being written.
pub struct Svg {
    body: String,
    width: f64,
    height: f64,
}

impl Svg {
    /// An empty picture `width` x `height` pixels.
    pub fn new(width: f64, height: f64) -> Svg {
        Svg {
            body: String::new(),
            width,
            height,
        }
    }

    /// Opens `<name attrs...>`; close it with [`Svg::close`].
    pub fn open(&mut self, name: &str, attrs: &[(&str, String)]) {
        self.tag(name, attrs);
        self.body.push_str(">\n");
    }

    /// Closes the element `name`.
    pub fn close(&mut self, name: &str) {
        let _ = writeln!(self.body, "</{name}>");
    }

    /// A childless element.
    pub fn leaf(&mut self, name: &str, attrs: &[(&str, String)]) {
        self.tag(name, attrs);
        self.body.push_str("/>\n");
    }

    /// An element holding only `text`.
    pub fn text_el(&mut self, name: &str, attrs: &[(&str, String)], text: &str) {
        self.tag(name, attrs);
        let _ = writeln!(self.body, ">{}</{name}>", escape(text));
    }

    /// A rectangle at (`x`, `y`), `w` x `h`, of CSS class `class`.
    pub fn rect(&mut self, x: f64, y: f64, w: f64, h: f64, class: &str) {
        self.leaf(
            "rect",
            &[
                ("x", num(x)),
                ("y", num(y)),
                ("width", num(w)),
                ("height", num(h)),
                ("class", class.to_string()),
            ],
        );
    }

    /// A tooltip for the element it is the first child of.
    pub fn title(&mut self, text: &str) {
        self.text_el("title", &[], text);
    }

    fn tag(&mut self, name: &str, attrs: &[(&str, String)]) {
        let _ = write!(self.body, "<{name}");
        for (k, v) in attrs {
            let _ = write!(self.body, " {k}=\"{}\"", escape(v));
        }
    }

    /// The document, with `style` as its stylesheet.
    pub fn finish(self, style: &str) -> String {
        let (w, h) = (self.width.ceil().max(1.0), self.height.ceil().max(1.0));
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">\n<style>{}</style>\n{}</svg>\n",
            escape_style(style),
            self.body
        )
    }
}

/// A stylesheet inside `<style>`: only `<` and `&` would break the XML.
fn escape_style(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;")
}

/// A number for an attribute, at most two decimals.
pub fn num(x: f64) -> String {
    let r = (x * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

/// Bytes as people read them: `512 B`, `1.5 KiB`, `3.0 MiB`.
pub fn human_bytes(b: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut x = b as f64;
    let mut u = 0;
    while x >= 1024.0 && u + 1 < UNITS.len() {
        x /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{b} B")
    } else {
        format!("{x:.1} {}", UNITS[u])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_xml_needs() {
        assert_eq!(
            escape("a<b & \"c\" 'd'>"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;"
        );
        assert_eq!(escape("x\u{1}y"), "xy");
    }

    #[test]
    fn bytes_for_people() {
        assert_eq!(human_bytes(512), "512 B");
        assert_eq!(human_bytes(1536), "1.5 KiB");
        assert_eq!(human_bytes(3 * 1024 * 1024), "3.0 MiB");
    }
}

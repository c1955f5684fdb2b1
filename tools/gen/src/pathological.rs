//! Inputs built to stress limits: deep nesting, huge counts, out-of-range
//! numbers, bytes that are not UTF-8, NUL, the empty file.

/// A pathological input kind and its default size parameter.
pub struct Kind {
    /// Name on the command line.
    pub name: &'static str,
    /// Default `N` (depth, count or decimal exponent; 0 when unused).
    pub default_n: u64,
    /// What the input is.
    pub what: &'static str,
}

/// All kinds.
pub const KINDS: &[Kind] = &[
    Kind {
        name: "nested-regions",
        default_n: 20_000,
        what: "N regions nested inside each other",
    },
    Kind {
        name: "nested-arrays",
        default_n: 100_000,
        what: "an attribute of N nested array brackets",
    },
    Kind {
        name: "nested-tuples",
        default_n: 100_000,
        what: "a type of N nested tuple<...>",
    },
    Kind {
        name: "many-results",
        default_n: 100_000,
        what: "one op with N results",
    },
    Kind {
        name: "huge-dim",
        default_n: 30,
        what: "a tensor dimension of 10^N",
    },
    Kind {
        name: "huge-int",
        default_n: 30,
        what: "an (untyped, so i64) integer literal of 10^N",
    },
    Kind {
        name: "invalid-utf8",
        default_n: 0,
        what: "raw non-UTF-8 bytes in a string, a comment and an identifier position",
    },
    Kind {
        name: "nul",
        default_n: 0,
        what: "a NUL byte in the middle of an op",
    },
    Kind {
        name: "empty",
        default_n: 0,
        what: "the empty file",
    },
];

/// Upper bound on `N`, so a typo can't ask for terabytes.
const MAX_N: u64 = 50_000_000;

/// Generates the input of `kind` with size `n` (or the kind's default).
pub fn generate(kind: &str, n: Option<u64>) -> Result<Vec<u8>, String> {
    let k = KINDS.iter().find(|k| k.name == kind).ok_or_else(|| {
        let names: Vec<&str> = KINDS.iter().map(|k| k.name).collect();
        format!(
            "unknown pathological kind {kind:?} (one of: {})",
            names.join(", ")
        )
    })?;
    let n = n.unwrap_or(k.default_n);
    if n > MAX_N {
        return Err(format!("N = {n} is too large (at most {MAX_N})"));
    }
    let n = n as usize;
    let mut s = String::new();
    match kind {
        "nested-regions" => {
            // No indentation: depth, not size, is the point.
            for _ in 0..n {
                s.push_str("\"a.r\"() ({\n");
            }
            s.push_str("\"a.leaf\"() : () -> ()\n");
            for _ in 0..n {
                s.push_str("}) : () -> ()\n");
            }
        }
        "nested-arrays" => {
            s.push_str("\"a.op\"() {deep = ");
            s.push_str(&"[".repeat(n));
            s.push_str(&"]".repeat(n));
            s.push_str("} : () -> ()\n");
        }
        "nested-tuples" => {
            s.push_str("%0 = \"a.op\"() : () -> ");
            s.push_str(&"tuple<".repeat(n));
            s.push_str("i32");
            s.push_str(&">".repeat(n));
            s.push('\n');
        }
        "many-results" => {
            s.push_str(&format!("%0:{n} = \"a.op\"() : () -> ("));
            for i in 0..n {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str("i32");
            }
            s.push_str(")\n");
        }
        "huge-dim" => {
            s.push_str(&format!(
                "%0 = \"a.op\"() : () -> tensor<1{}xf32>\n",
                "0".repeat(n)
            ));
        }
        "huge-int" => {
            s.push_str(&format!(
                "\"a.op\"() {{v = 1{}}} : () -> ()\n",
                "0".repeat(n)
            ));
        }
        "invalid-utf8" => {
            let mut b = Vec::new();
            b.extend_from_slice(b"// comment with \xFF\xFE bytes\n");
            b.extend_from_slice(b"\"a.op\"() {s = \"bad \xC3\x28 \xFF\"} : () -> ()\n");
            b.extend_from_slice(b"\"a.op\"() {\xFFkey = 1} : () -> ()\n");
            return Ok(b);
        }
        "nul" => {
            let mut b = Vec::new();
            b.extend_from_slice(b"\"a.op\"() {x = 1 : i32} : () -> ()\n");
            b.extend_from_slice(b"\"a.op\"() {y = \x00 2} : () -> ()\n");
            b.extend_from_slice(b"\"a.after_nul\"() : () -> ()\n");
            return Ok(b);
        }
        _ => {} // empty
    }
    Ok(s.into_bytes())
}

//! Pass options: declared per pass, given as `name=value` pairs in a
//! pipeline (`canonicalize{max-iterations=10 top-down=false}`) or after a
//! pass flag (`--canonicalize=max-iterations=10`), checked as LLVM's
//! option parser checks them.

/// The kind of value an option takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false` (`1`/`0`); a bare name means true.
    Bool,
    /// A signed integer.
    Int,
    /// An unsigned integer.
    UInt,
    /// Any text.
    Str,
    /// One of the given words.
    Enum(&'static [&'static str]),
    /// A comma-separated list of text.
    List,
}

/// How `--help` and the pass reference name a kind of value.
pub fn option_kind_name(k: OptionKind) -> String {
    match k {
        OptionKind::Bool => "bool".into(),
        OptionKind::Int => "int".into(),
        OptionKind::UInt => "uint".into(),
        OptionKind::Str => "string".into(),
        OptionKind::Enum(words) => words.join("|"),
        OptionKind::List => "list".into(),
    }
}

/// A declared option.
#[derive(Debug)]
pub struct PassOption {
    /// Its name (`max-iterations`).
    pub name: &'static str,
    /// What values it takes.
    pub kind: OptionKind,
    /// Its default, as text.
    pub default: &'static str,
    /// One line for `--help`.
    pub help: &'static str,
}

/// The options of one pass instance: every declared option with its value.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    values: Vec<(&'static str, String)>,
}

impl PassOptions {
    /// The declared defaults overridden by `given` (`name=value` pairs in
    /// order); an unknown name or a bad value is an error in LLVM's words.
    pub fn parse(
        decl: &'static [PassOption],
        given: &[(String, String)],
    ) -> Result<PassOptions, String> {
        let mut values: Vec<(&'static str, String)> = decl
            .iter()
            .map(|o| (o.name, o.default.to_string()))
            .collect();
        for (k, v) in given {
            let Some(o) = decl.iter().find(|o| o.name == k) else {
                return Err(format!("<Pass-Options-Parser>: no such option {k}"));
            };
            let v = if v.is_empty() && o.kind == OptionKind::Bool {
                "true".to_string()
            } else {
                v.clone()
            };
            let ok = match o.kind {
                OptionKind::Bool => matches!(
                    v.as_str(),
                    "true" | "false" | "1" | "0" | "TRUE" | "FALSE" | "True" | "False"
                ),
                OptionKind::Int => v.parse::<i64>().is_ok(),
                OptionKind::UInt => v.parse::<u64>().is_ok(),
                OptionKind::Enum(words) => words.contains(&v.as_str()),
                OptionKind::Str | OptionKind::List => true,
            };
            if !ok {
                let what = match o.kind {
                    OptionKind::Bool => "boolean argument".to_string(),
                    OptionKind::Int | OptionKind::UInt => "long argument".to_string(),
                    _ => "argument".to_string(),
                };
                return Err(format!(
                    "for the --{k} option: '{v}' value invalid for {what}!"
                ));
            }
            if let Some(slot) = values.iter_mut().find(|(n, _)| n == k) {
                slot.1 = v;
            }
        }
        Ok(PassOptions { values })
    }

    fn raw(&self, name: &str) -> &str {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or("")
    }
    /// A boolean option.
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.raw(name), "true" | "1" | "TRUE" | "True")
    }
    /// An integer option.
    pub fn int(&self, name: &str) -> i64 {
        self.raw(name).parse().unwrap_or(0)
    }
    /// A text or enum option.
    pub fn str(&self, name: &str) -> &str {
        self.raw(name)
    }
    /// A list option's items.
    pub fn list(&self, name: &str) -> Vec<String> {
        self.raw(name)
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    }
}

/// Splits option text `a=1 b={x y} c="q r" d` into pairs, honouring
/// braces and quotes.
pub(crate) fn split_options(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        if i >= b.len() {
            break;
        }
        let start = i;
        while i < b.len() && b[i] != b'=' && !b[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[start..i].to_string();
        let mut value = String::new();
        if i < b.len() && b[i] == b'=' {
            i += 1;
            let vstart = i;
            let mut depth = 0i32;
            let mut quote: Option<u8> = None;
            while i < b.len() {
                let c = b[i];
                match quote {
                    Some(q) if c == q => quote = None,
                    Some(_) => {}
                    None => match c {
                        b'"' | b'\'' => quote = Some(c),
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        c if c.is_ascii_whitespace() && depth == 0 => break,
                        _ => {}
                    },
                }
                i += 1;
            }
            if quote.is_some() || depth != 0 {
                return Err(format!("unbalanced value for option '{key}'"));
            }
            let v = &text[vstart..i];
            let v = v
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .or_else(|| v.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
                .or_else(|| v.strip_prefix('{').and_then(|v| v.strip_suffix('}')))
                .unwrap_or(v);
            value = v.to_string();
        }
        out.push((key, value));
    }
    Ok(out)
}

//! Shared state of one random-module generation: the PRNG, the surface style
//! chosen for the file, and the top-of-file definitions (aliases, resources)
//! that type and attribute generators add as they go.

use crate::rng::Rng;

/// Surface-style knobs, chosen once per module so that a file is internally
/// consistent but different seeds exercise different spellings.
#[derive(Clone, Debug)]
pub struct Style {
    /// Indentation unit for nested regions.
    pub indent: &'static str,
    /// Probability (per mille) of extra spaces around punctuation.
    pub loose: u64,
    /// Probability (per mille) of a comment line before an op.
    pub comments: u64,
    /// Probability (per mille) of using a defined alias instead of a literal.
    pub aliases: u64,
}

/// Generation context.
pub struct Gen {
    /// The seeded PRNG; all randomness flows through it.
    pub rng: Rng,
    /// Surface style of this file.
    pub style: Style,
    /// Alias definitions (`#a = ...`, `!t = ...`) emitted before the ops.
    pub alias_defs: Vec<String>,
    /// Attribute aliases defined so far: (name incl. `#`, is_location).
    pub attr_aliases: Vec<(String, bool)>,
    /// Type aliases defined so far (name incl. `!`).
    pub type_aliases: Vec<String>,
    /// `dense_resource` blobs: (name, hex text).
    pub resources: Vec<(String, String)>,
    /// Next free id for `distinct[N]<...>`.
    pub next_distinct: u64,
    /// Counter for unique SSA names.
    pub next_value: u64,
    /// Counter for unique block labels.
    pub next_block: u64,
}

impl Gen {
    /// A fresh context for `seed`; the style is drawn from the seed too.
    pub fn new(seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let indent = *rng.pick(&["  ", "  ", "    ", "\t", " ", ""]);
        let loose = *rng.pick(&[0, 0, 30, 150]);
        let comments = *rng.pick(&[0, 20, 100]);
        let aliases = *rng.pick(&[0, 100, 300]);
        Gen {
            rng,
            style: Style {
                indent,
                loose,
                comments,
                aliases,
            },
            alias_defs: Vec::new(),
            attr_aliases: Vec::new(),
            type_aliases: Vec::new(),
            resources: Vec::new(),
            next_distinct: 0,
            next_value: 0,
            next_block: 0,
        }
    }

    /// Optional whitespace: "" most of the time, sometimes " " or more,
    /// according to the file's looseness. Only used where MLIR's lexer
    /// allows whitespace between tokens.
    pub fn sp(&mut self) -> &'static str {
        if self.rng.below(1000) < self.style.loose {
            *self.rng.pick(&[" ", "  ", "\t", " \n "])
        } else {
            ""
        }
    }

    /// Separator after a comma: normally one space, sometimes none or more.
    pub fn comma(&mut self) -> String {
        if self.rng.below(1000) < self.style.loose {
            (*self.rng.pick(&[",", ",  ", " , ", ",\n    "])).to_string()
        } else {
            ", ".to_string()
        }
    }

    /// Joins items with randomly spaced commas.
    pub fn join(&mut self, items: &[String]) -> String {
        let mut out = String::new();
        for (i, it) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(&self.comma());
            }
            out.push_str(it);
        }
        out
    }

    /// True with the given per-mille probability.
    pub fn permille(&mut self, p: u64) -> bool {
        self.rng.below(1000) < p
    }
}

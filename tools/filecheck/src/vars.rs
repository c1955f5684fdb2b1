//! The variable tables shared by all patterns of a run: string variables
//! (`[[X:...]]`, `-DX=...`) and numeric variables (`[[#X:]]`, `-D#X=...`).
//!
//! Numeric variables live in an arena because a use is bound, at parse
//! time, to the variable object that was current when it was parsed; the
//! name table only says which object a name refers to now.

use crate::numeric::{Format, Values};
use std::collections::{HashMap, HashSet};

/// One numeric variable.
#[derive(Clone, Debug)]
pub struct NumVar {
    /// Its name (may start with `$`).
    pub name: String,
    /// The format it was defined with (its implicit format).
    pub format: Format,
    /// Current value, `None` until matched (or after a scope clear).
    pub value: Option<i128>,
    /// Check-file line of the defining directive, if any.
    pub def_line: Option<usize>,
}

/// All variables of a run.
#[derive(Default, Debug)]
pub struct Vars {
    /// Current string values by name.
    pub strings: HashMap<String, Vec<u8>>,
    /// Names ever defined as string variables (parse-time collision checks).
    pub defined_strings: HashSet<String>,
    /// Name to numeric variable currently bound to it.
    pub numeric_table: HashMap<String, usize>,
    /// The numeric variable arena.
    pub numvars: Vec<NumVar>,
}

impl Vars {
    /// Creates a numeric variable and binds the name to it.
    pub fn new_numvar(&mut self, name: &str, format: Format, def_line: Option<usize>) -> usize {
        self.numvars.push(NumVar {
            name: name.to_string(),
            format,
            value: None,
            def_line,
        });
        let id = self.numvars.len() - 1;
        self.numeric_table.insert(name.to_string(), id);
        id
    }

    /// Forgets every variable whose name does not start with `$`
    /// (`--enable-var-scope` at each CHECK-LABEL).
    pub fn clear_locals(&mut self) {
        self.strings.retain(|k, _| k.starts_with('$'));
        let mut removed = Vec::new();
        for (name, &id) in &self.numeric_table {
            if !name.starts_with('$') {
                removed.push(name.clone());
                if let Some(v) = self.numvars.get_mut(id) {
                    v.value = None;
                }
            }
        }
        for n in removed {
            self.numeric_table.remove(&n);
        }
    }
}

impl Values for Vars {
    fn value(&self, id: usize) -> Option<i128> {
        self.numvars.get(id).and_then(|v| v.value)
    }
    fn format(&self, id: usize) -> Format {
        self.numvars.get(id).map_or(Format::UNSIGNED, |v| v.format)
    }
}

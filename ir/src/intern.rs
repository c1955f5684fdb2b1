//! Interned identifiers: op names, attribute names, symbol names, file
//! names. Each distinct string is stored once and named by an [`Ident`].

use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;

crate::entity! {
    /// An interned string owned by the [`crate::Context`].
    Ident
}

/// The string table behind [`Ident`].
#[derive(Default, Debug)]
pub struct Interner {
    strings: IndexSet<Box<str>, FxBuildHasher>,
}

impl Interner {
    /// Returns the identifier for `s`, adding it if new.
    pub fn intern(&mut self, s: &str) -> Ident {
        use crate::entity::EntityRef;
        if let Some(i) = self.strings.get_index_of(s) {
            return Ident::new(i);
        }
        let (i, _) = self.strings.insert_full(s.into());
        Ident::new(i)
    }
    /// Looks `s` up without adding it.
    pub fn get(&self, s: &str) -> Option<Ident> {
        use crate::entity::EntityRef;
        self.strings.get_index_of(s).map(Ident::new)
    }
    /// The text of `id`.
    pub fn resolve(&self, id: Ident) -> &str {
        use crate::entity::EntityRef;
        // Invariant: identifiers only come from this interner.
        &self.strings[id.index()]
    }
}

//! Hash-consing storage: each distinct value is stored once and named by a
//! `Copy` handle, so equality of types and attributes is handle equality.

use crate::entity::EntityRef;
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;
use std::hash::Hash;
use std::marker::PhantomData;

/// A set of uniqued values of type `V` addressed by handles `K`.
#[derive(Debug)]
pub struct Uniquer<K, V> {
    set: IndexSet<V, FxBuildHasher>,
    _key: PhantomData<K>,
}

impl<K, V> Default for Uniquer<K, V> {
    fn default() -> Self {
        Uniquer {
            set: IndexSet::default(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V: Hash + Eq> Uniquer<K, V> {
    /// The handle of `value`, storing it if it is new.
    pub fn get_or_insert(&mut self, value: V) -> K {
        let (i, _) = self.set.insert_full(value);
        K::new(i)
    }
    /// The value behind `k`.
    #[inline]
    pub fn get(&self, k: K) -> &V {
        // Invariant: handles only come from this uniquer.
        &self.set[k.index()]
    }
}

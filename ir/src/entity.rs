//! Typed `u32` handles and the arenas they index (the Cranelift entity
//! pattern): every IR object is named by a small `Copy` handle, never by a
//! pointer, so the IR is plain data with no lifetimes or `RefCell`s.

use std::marker::PhantomData;

/// A typed index into an [`Arena`].
pub trait EntityRef: Copy + Eq {
    /// Builds the handle for arena slot `index`.
    fn new(index: usize) -> Self;
    /// The arena slot this handle names.
    fn index(self) -> usize;
}

/// Declares a `u32` handle type implementing [`EntityRef`].
#[macro_export]
macro_rules! entity {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        ///
        /// Stored as index + 1 so `Option<Self>` is as small as `Self`.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(std::num::NonZeroU32);
        impl $crate::entity::EntityRef for $name {
            #[inline]
            fn new(index: usize) -> Self {
                // Invariant: arenas hold fewer than u32::MAX entries
                // (checked in `Arena::push`), so index + 1 is non-zero and fits.
                match std::num::NonZeroU32::new(index as u32 + 1) {
                    Some(n) => $name(n),
                    None => unreachable!("entity index overflow"),
                }
            }
            #[inline]
            fn index(self) -> usize {
                self.0.get() as usize - 1
            }
        }
    };
}

/// A growable table of `V` addressed by handles of type `K`.
#[derive(Clone, Debug)]
pub struct Arena<K: EntityRef, V> {
    items: Vec<V>,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Default for Arena<K, V> {
    fn default() -> Self {
        Arena {
            items: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> Arena<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }
    /// Appends `value` and returns its handle.
    #[inline]
    pub fn push(&mut self, value: V) -> K {
        let k = K::new(self.items.len());
        assert!(self.items.len() < (u32::MAX - 1) as usize, "arena overflow");
        self.items.push(value);
        k
    }
    /// Number of entries ever pushed.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Whether nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    /// The handle the next `push` will return.
    pub fn next_key(&self) -> K {
        K::new(self.items.len())
    }
    /// Iterates over all handles.
    pub fn keys(&self) -> impl Iterator<Item = K> {
        (0..self.items.len()).map(K::new)
    }
}

impl<K: EntityRef, V> std::ops::Index<K> for Arena<K, V> {
    type Output = V;
    #[inline]
    fn index(&self, k: K) -> &V {
        &self.items[k.index()]
    }
}

impl<K: EntityRef, V> std::ops::IndexMut<K> for Arena<K, V> {
    #[inline]
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.items[k.index()]
    }
}

/// A side table keyed by the handles of some arena (Cranelift's
/// `SecondaryMap`): dense, every key maps to a value (`default` until
/// set), grows on write. For pass-local facts about ops, values or blocks
/// without hashing.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    items: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        SecondaryMap::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty map whose unset keys read as `default`.
    pub fn with_default(default: V) -> Self {
        SecondaryMap {
            items: Vec::new(),
            default,
            _key: PhantomData,
        }
    }
    /// The value of `k` (the default if never set).
    pub fn get(&self, k: K) -> &V {
        self.items.get(k.index()).unwrap_or(&self.default)
    }
    /// A mutable reference to `k`'s value, growing the table as needed.
    pub fn get_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.items.len() {
            self.items.resize(i + 1, self.default.clone());
        }
        &mut self.items[i]
    }
    /// Sets `k`'s value.
    pub fn set(&mut self, k: K, v: V) {
        *self.get_mut(k) = v;
    }
    /// Every key set so far with its value (keys past the last write read
    /// as the default and are not listed).
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.items.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V: Clone> std::ops::Index<K> for SecondaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        self.get(k)
    }
}

impl<K: EntityRef, V: Clone> std::ops::IndexMut<K> for SecondaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        self.get_mut(k)
    }
}

/// A set of handles as a bit vector (Cranelift's `EntitySet`): O(1)
/// insert and test, for visited sets and worklists' membership.
#[derive(Clone, Debug)]
pub struct EntitySet<K: EntityRef> {
    words: Vec<u64>,
    len: usize,
    _key: PhantomData<K>,
}

impl<K: EntityRef> Default for EntitySet<K> {
    fn default() -> Self {
        EntitySet {
            words: Vec::new(),
            len: 0,
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef> EntitySet<K> {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }
    /// Whether `k` is in the set.
    pub fn contains(&self, k: K) -> bool {
        let i = k.index();
        self.words
            .get(i / 64)
            .is_some_and(|w| w & (1u64 << (i % 64)) != 0)
    }
    /// Adds `k`; true if it was not there.
    pub fn insert(&mut self, k: K) -> bool {
        let i = k.index();
        if i / 64 >= self.words.len() {
            self.words.resize(i / 64 + 1, 0);
        }
        let bit = 1u64 << (i % 64);
        let fresh = self.words[i / 64] & bit == 0;
        self.words[i / 64] |= bit;
        self.len += fresh as usize;
        fresh
    }
    /// Removes `k`; true if it was there.
    pub fn remove(&mut self, k: K) -> bool {
        let i = k.index();
        let Some(w) = self.words.get_mut(i / 64) else {
            return false;
        };
        let bit = 1u64 << (i % 64);
        let had = *w & bit != 0;
        *w &= !bit;
        self.len -= had as usize;
        had
    }
    /// The number of handles in the set.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The handles in the set, in index order.
    pub fn iter(&self) -> impl Iterator<Item = K> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            (0..64)
                .filter(move |b| w & (1u64 << b) != 0)
                .map(move |b| K::new(wi * 64 + b))
        })
    }
}

#[cfg(test)]
mod side_table_tests {
    use super::*;
    crate::entity! {
        /// A test handle.
        T
    }

    #[test]
    fn secondary_map_reads_default_and_grows() {
        let mut m: SecondaryMap<T, u32> = SecondaryMap::default();
        assert_eq!(m[T::new(5)], 0);
        m[T::new(5)] = 7;
        m.set(T::new(1), 3);
        assert_eq!((m[T::new(1)], m[T::new(5)], m[T::new(9)]), (3, 7, 0));
        assert_eq!(m.iter().filter(|(_, &v)| v != 0).count(), 2);
    }

    #[test]
    fn entity_set_inserts_removes_and_iterates_in_order() {
        let mut s: EntitySet<T> = EntitySet::new();
        assert!(s.insert(T::new(70)));
        assert!(s.insert(T::new(3)));
        assert!(!s.insert(T::new(3)));
        assert!(s.contains(T::new(70)) && !s.contains(T::new(4)));
        assert_eq!(s.iter().map(|k| k.index()).collect::<Vec<_>>(), vec![3, 70]);
        assert!(s.remove(T::new(3)) && !s.remove(T::new(3)));
        assert_eq!(s.len(), 1);
    }
}

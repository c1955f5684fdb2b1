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

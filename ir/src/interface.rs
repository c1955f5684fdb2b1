//! Op interfaces: behaviour a dialect attaches to its ops and passes ask
//! for by type, without knowing the op (MLIR's `OpInterface`s and external
//! models). An interface is a trait; an op's implementation is a shared
//! trait object kept in its registry entry:
//!
//! ```ignore
//! // a dialect, when it registers its hooks:
//! hooks.interface::<ForOp, dyn RegionBranch>(Arc::new(ForBranches));
//! // a pass:
//! if let Some(rb) = ctx.interface::<dyn RegionBranch>(op) { ... }
//! ```
//!
//! The map is open: any crate can define an interface trait (tiling,
//! destination style, cost) and any dialect can implement it, with no edit
//! to `ir`. The hot structural properties stay in [`crate::registry::OpTraits`].

use std::any::{Any, TypeId};
use std::sync::Arc;

/// The interfaces one op implements, keyed by the interface's type.
#[derive(Clone, Default)]
pub struct Interfaces {
    // Few per op: a vector beats a map.
    entries: Vec<(TypeId, Arc<dyn Any + Send + Sync>)>,
}

impl Interfaces {
    /// Attaches `imp` as the op's implementation of interface `I` (a trait
    /// object type such as `dyn RegionBranch`), replacing an earlier one.
    pub fn attach<I: ?Sized + Send + Sync + 'static>(&mut self, imp: Arc<I>) {
        let id = TypeId::of::<I>();
        let boxed: Arc<dyn Any + Send + Sync> = Arc::new(imp);
        match self.entries.iter_mut().find(|(t, _)| *t == id) {
            Some(e) => e.1 = boxed,
            None => self.entries.push((id, boxed)),
        }
    }
    /// The op's implementation of `I`, if it has one.
    pub fn get<I: ?Sized + Send + Sync + 'static>(&self) -> Option<&I> {
        let id = TypeId::of::<I>();
        let (_, any) = self.entries.iter().find(|(t, _)| *t == id)?;
        any.downcast_ref::<Arc<I>>().map(|a| &**a)
    }
    /// Every interface of `other` is attached here too (later wins).
    pub fn extend(&mut self, other: &Interfaces) {
        for (id, imp) in &other.entries {
            match self.entries.iter_mut().find(|(t, _)| t == id) {
                Some(e) => e.1 = imp.clone(),
                None => self.entries.push((*id, imp.clone())),
            }
        }
    }
    /// Whether no interface is attached.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl std::fmt::Debug for Interfaces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Interfaces({})", self.entries.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Cost: Send + Sync {
        fn flops(&self) -> u64;
    }
    struct Two;
    impl Cost for Two {
        fn flops(&self) -> u64 {
            2
        }
    }
    trait Other: Send + Sync {}

    #[test]
    fn attach_and_query_by_interface_type() {
        let mut i = Interfaces::default();
        assert!(i.get::<dyn Cost>().is_none());
        i.attach::<dyn Cost>(Arc::new(Two));
        assert_eq!(i.get::<dyn Cost>().map(|c| c.flops()), Some(2));
        assert!(i.get::<dyn Other>().is_none());
    }
}

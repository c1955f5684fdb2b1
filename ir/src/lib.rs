//! tessera core IR.

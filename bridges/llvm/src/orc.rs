//! Machine code linked into this process: an object file (what the host's
//! target machine emitted for a part of a module's kernels) loaded by
//! ORC's LLJIT. Linking an object is separate from making it, so the
//! object can be kept (the Python backend's cache keeps it on disk) and
//! linked again by a later process in milliseconds, where compiling the
//! kernels again takes a tenth of a second or more. inkwell wraps MCJIT,
//! which only compiles modules, so this goes through LLVM's C API.

use crate::LlvmError;
use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMErrorRef, LLVMGetErrorMessage};
use inkwell::llvm_sys::orc2::lljit::{
    LLVMOrcCreateLLJIT, LLVMOrcDisposeLLJIT, LLVMOrcLLJITAddObjectFile,
    LLVMOrcLLJITGetGlobalPrefix, LLVMOrcLLJITGetMainJITDylib, LLVMOrcLLJITLookup,
    LLVMOrcLLJITMangleAndIntern, LLVMOrcLLJITRef,
};
use inkwell::llvm_sys::orc2::{
    LLVMJITEvaluatedSymbol, LLVMJITSymbolFlags, LLVMJITSymbolGenericFlags, LLVMOrcAbsoluteSymbols,
    LLVMOrcCSymbolMapPair, LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess,
    LLVMOrcDefinitionGeneratorRef, LLVMOrcDisposeMaterializationUnit, LLVMOrcJITDylibAddGenerator,
    LLVMOrcJITDylibDefine,
};
use std::ffi::{CStr, CString};

/// One object file linked into the process, its symbols resolved against
/// the addresses it was given and then the process's own (libm, libc).
/// The code stays mapped until this is dropped.
pub(crate) struct Linked {
    jit: LLVMOrcLLJITRef,
}

// SAFETY: an LLJIT is safe to use from any thread (ORC's execution
// session locks its own state); after linking this only looks symbols up.
unsafe impl Send for Linked {}
unsafe impl Sync for Linked {}

/// LLVM's error as tessera's, at `at`.
fn take_error(e: LLVMErrorRef, at: &str) -> LlvmError {
    // SAFETY: `e` is a live error; getting its message consumes it.
    let msg = unsafe {
        let m = LLVMGetErrorMessage(e);
        let s = CStr::from_ptr(m).to_string_lossy().into_owned();
        LLVMDisposeErrorMessage(m);
        s
    };
    LlvmError::Llvm {
        loc: at.to_string(),
        msg,
    }
}

fn check(e: LLVMErrorRef, at: &str) -> Result<(), LlvmError> {
    if e.is_null() {
        Ok(())
    } else {
        Err(take_error(e, at))
    }
}

impl Linked {
    /// Links `object`, its undefined symbols resolved first against
    /// `symbols` (name, address) and then against the process. The
    /// host's target must be initialized (`jit::host_machine`).
    pub(crate) fn link(
        object: &[u8],
        symbols: &[(&str, usize)],
        at: &str,
    ) -> Result<Linked, LlvmError> {
        let mut jit: LLVMOrcLLJITRef = std::ptr::null_mut();
        // SAFETY: a null builder asks for the default (the host's) JIT.
        check(
            unsafe { LLVMOrcCreateLLJIT(&mut jit, std::ptr::null_mut()) },
            at,
        )?;
        // Owned from here: dropped (disposed) on any error below.
        let linked = Linked { jit };
        // SAFETY: `jit` is live; each call's ownership rule is noted.
        unsafe {
            let dylib = LLVMOrcLLJITGetMainJITDylib(jit);
            if !symbols.is_empty() {
                let mut pairs = Vec::with_capacity(symbols.len());
                for &(name, addr) in symbols {
                    let c = CString::new(name).map_err(|e| LlvmError::Llvm {
                        loc: at.to_string(),
                        msg: e.to_string(),
                    })?;
                    pairs.push(LLVMOrcCSymbolMapPair {
                        // A retained entry, which the unit below takes.
                        Name: LLVMOrcLLJITMangleAndIntern(jit, c.as_ptr()),
                        Sym: LLVMJITEvaluatedSymbol {
                            Address: addr as u64,
                            Flags: LLVMJITSymbolFlags {
                                GenericFlags: LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsExported
                                    as u8
                                    | LLVMJITSymbolGenericFlags::LLVMJITSymbolGenericFlagsCallable
                                        as u8,
                                TargetFlags: 0,
                            },
                        },
                    });
                }
                let unit = LLVMOrcAbsoluteSymbols(pairs.as_mut_ptr(), pairs.len());
                let e = LLVMOrcJITDylibDefine(dylib, unit);
                if !e.is_null() {
                    // On failure the unit stays the caller's.
                    LLVMOrcDisposeMaterializationUnit(unit);
                    return Err(take_error(e, at));
                }
            }
            let mut process: LLVMOrcDefinitionGeneratorRef = std::ptr::null_mut();
            check(
                LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(
                    &mut process,
                    LLVMOrcLLJITGetGlobalPrefix(jit),
                    None,
                    std::ptr::null_mut(),
                ),
                at,
            )?;
            // The dylib takes the generator.
            LLVMOrcJITDylibAddGenerator(dylib, process);
            let name = CString::new("tessera-kernels").expect("no NUL");
            let buffer = inkwell::llvm_sys::core::LLVMCreateMemoryBufferWithMemoryRangeCopy(
                object.as_ptr() as *const _,
                object.len(),
                name.as_ptr(),
            );
            // The JIT takes the buffer, whatever the outcome.
            check(LLVMOrcLLJITAddObjectFile(jit, dylib, buffer), at)?;
        }
        Ok(linked)
    }

    /// The address of symbol `name` (linking the object on the first
    /// lookup: relocations, then the memory made executable).
    pub(crate) fn lookup(&self, name: &str, at: &str) -> Result<usize, LlvmError> {
        let c = CString::new(name).map_err(|e| LlvmError::Llvm {
            loc: at.to_string(),
            msg: e.to_string(),
        })?;
        let mut addr = 0u64;
        // SAFETY: `self.jit` is live.
        check(
            unsafe { LLVMOrcLLJITLookup(self.jit, &mut addr, c.as_ptr()) },
            at,
        )?;
        Ok(addr as usize)
    }
}

impl Drop for Linked {
    fn drop(&mut self) {
        // SAFETY: the JIT is this value's own; nothing runs its code after
        // this (the parts that launch it are dropped with it).
        let e = unsafe { LLVMOrcDisposeLLJIT(self.jit) };
        if !e.is_null() {
            drop(take_error(e, ""));
        }
    }
}

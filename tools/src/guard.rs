//! The tools' entry: the work runs on a thread with a large stack (deep
//! IR nests are bounded by the parser's limit only), and a panic that
//! escapes it (a bug in tessera) is one line naming the tool, never
//! Rust's raw panic text. A pass's panic never gets this far: the pass
//! manager makes it that pass's located error.

/// Runs `work` as the tool `tool`; `failed` is its result when `work`
/// panicked (after the one-line message) or the thread could not start.
pub fn run<T: Send + 'static>(
    tool: &str,
    failed: T,
    work: impl FnOnce() -> T + Send + 'static,
) -> T {
    std::panic::set_hook(Box::new(|_| {}));
    let handle = std::thread::Builder::new().stack_size(1 << 30).spawn(work);
    match handle.map(|h| h.join()) {
        Ok(Ok(v)) => v,
        Ok(Err(payload)) => {
            let what = ir::pass::panic_text(payload.as_ref()).unwrap_or_else(|| "a panic".into());
            eprintln!("{tool}: error: internal error (a bug in tessera): {what}");
            failed
        }
        Err(_) => failed,
    }
}

//! `test-crash-on`: a test pass that crashes (panics) at the first op of
//! the given name, to check that a panic in a pass becomes a located
//! error naming the pass and the op, never raw panic text, and that
//! `--crash-reproducer` writes a module that fails the same way under
//! `--run-reproducer` (MLIR's test passes play this role). It leaves a
//! module without such an op as it is.

use ir::pass::{CrashAt, OptionKind, Pass, PassInfo, PassOption, PassOptions};
use ir::{Context, Diagnostic, Op};

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "test-crash-on",
    name: "TestCrashOn",
    summary: "Test pass: crash at the first op of the given name",
    doc: "Walks the ops in order and panics at the first one named `op` (`--test-crash-on=stablehlo.tanh`), \
as a bug in a pass would. The pass manager turns the panic into an error at that op naming the pass; with \
`--crash-reproducer=FILE` the module before this pass is written to FILE. Without such an op the IR is left \
as it is.",
    options: &[PassOption {
        name: "op",
        kind: OptionKind::Str,
        default: "",
        help: "the name of the op to crash at",
    }],
    create: |o: &PassOptions| {
        Box::new(TestCrashOn {
            op: o.str("op").to_string(),
        })
    },
};

struct TestCrashOn {
    op: String,
}

impl Pass for TestCrashOn {
    fn run(&mut self, ctx: &mut Context, top: Op) -> Result<(), Diagnostic> {
        let mut work = vec![top];
        while let Some(op) = work.pop() {
            if ctx.op_name(op) == self.op {
                std::panic::panic_any(CrashAt {
                    op,
                    message: format!("test-crash-on: crashing at '{}' as asked", self.op),
                });
            }
            let mut nested = Vec::new();
            for &r in &ctx.op(op).regions {
                for &b in &ctx.region(r).blocks {
                    nested.extend(ctx.block_ops(b));
                }
            }
            work.extend(nested.into_iter().rev());
        }
        Ok(())
    }
}

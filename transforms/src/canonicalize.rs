//! `canonicalize`: MLIR's Canonicalizer. Runs the greedy driver over the
//! op's regions with every registered op's folder and canonicalization
//! patterns (collected in op-name order), deduplicating and hoisting
//! constants, then simplifying regions (unreachable blocks, region DCE).

use ir::pass::{OptionKind, Pass, PassInfo, PassOption, PassOptions};
use ir::rewrite::greedy::{apply_patterns, Config, RegionSimplify};
use ir::rewrite::{FrozenPatterns, PatternSet};
use ir::verify::at_op;
use ir::{Context, Diagnostic, Op};

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "canonicalize",
    name: "Canonicalizer",
    summary: "Canonicalize operations",
    doc: "Applies the folders and canonicalization patterns of every registered op greedily, as \
MLIR's canonicalizer does: ops are visited top-down (by default), trivially dead ops are erased, \
ops are folded (constants materialized by their dialect), then patterns are tried by benefit; \
constants are deduplicated and hoisted to the entry block of the nearest isolated-from-above region; \
after each sweep unreachable blocks are erased and region DCE runs. Sweeps repeat until nothing \
changes or `max-iterations` is reached.",
    options: &[
        PassOption {
            name: "top-down",
            kind: OptionKind::Bool,
            default: "true",
            help: "Seed the worklist in general top-down order",
        },
        PassOption {
            name: "region-simplify",
            kind: OptionKind::Enum(&["disabled", "normal", "aggressive"]),
            default: "normal",
            help: "Perform control flow optimizations to the region tree",
        },
        PassOption {
            name: "max-iterations",
            kind: OptionKind::Int,
            default: "10",
            help: "Max. iterations between applying patterns / simplifying regions",
        },
        PassOption {
            name: "max-num-rewrites",
            kind: OptionKind::Int,
            default: "-1",
            help: "Max. number of pattern rewrites within an iteration",
        },
        PassOption {
            name: "test-convergence",
            kind: OptionKind::Bool,
            default: "false",
            help: "Test only: Fail pass on non-convergence to detect cyclic pattern",
        },
        PassOption {
            name: "disable-patterns",
            kind: OptionKind::List,
            default: "",
            help: "Labels of patterns that should be filtered out during application",
        },
        PassOption {
            name: "enable-patterns",
            kind: OptionKind::List,
            default: "",
            help: "Labels of patterns that should be used during application, all other patterns are filtered out",
        },
    ],
    create: |o: &PassOptions| {
        Box::new(Canonicalize {
            config: Config {
                top_down: o.bool("top-down"),
                max_iterations: o.int("max-iterations"),
                max_rewrites: o.int("max-num-rewrites"),
                region_simplify: match o.str("region-simplify") {
                    "disabled" => RegionSimplify::Disabled,
                    "aggressive" => RegionSimplify::Aggressive,
                    _ => RegionSimplify::Normal,
                },
                ..Config::default()
            },
            test_convergence: o.bool("test-convergence"),
            disabled: o.list("disable-patterns"),
            enabled: o.list("enable-patterns"),
            patterns: None,
        })
    },
};

struct Canonicalize {
    config: Config,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
    /// Built on first run (patterns come from the context's registry).
    patterns: Option<FrozenPatterns>,
}

impl Pass for Canonicalize {
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        let patterns = self.patterns.get_or_insert_with(|| {
            let mut set = PatternSet::canonicalization(ctx);
            set.filter(&self.disabled, &self.enabled);
            set.freeze()
        });
        let converged = apply_patterns(ctx, op, patterns, &self.config);
        if self.test_convergence && !converged {
            return Err(at_op(ctx, op, "Canonicalizer failed to converge"));
        }
        Ok(())
    }
}

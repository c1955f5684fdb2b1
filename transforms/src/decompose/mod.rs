//! `decompose`: composite torch ops into Core ATen primitives, as
//! PyTorch's decomposition table does (softmax, log_softmax, gelu, silu,
//! layer_norm / native_layer_norm, var_mean / var, rms_norm, linear,
//! addmm, matmul into mm / bmm, scaled_dot_product_attention into the
//! matmul, scale, softmax, matmul chain). Each rule is a rewrite pattern
//! ([`rules::RULES`]) applied by the greedy driver, so what one rule
//! produces (sdpa's `matmul` and `softmax`) is decomposed in turn, unless
//! `keep` names it: `decompose{keep=softmax,gelu}`.
//!
//! The rules are written in Rust rather than as declarative patterns: each
//! new op's result type comes from the dialect's shape rules, and several
//! rules compute with the operands' static shapes (matmul's flattening,
//! var's element count), which the pattern language does not express.

mod build;
pub mod rules;

use build::Builder;
use ir::pass::{OptionKind, Pass, PassInfo, PassOption, PassOptions, Remark, RemarkKind};
use ir::rewrite::greedy::{apply_patterns, Config, RegionSimplify};
use ir::rewrite::{FrozenPatterns, PatternSet, RewritePattern, Rewriter};
use ir::verify::at_op;
use ir::{Context, Diagnostic, Op};

/// The registry entry.
pub static INFO: PassInfo = PassInfo {
    argument: "decompose",
    name: "Decompose",
    summary: "Decompose composite torch ops into Core ATen ops",
    doc: "Rewrites composite ATen ops into the primitives of PyTorch's Core ATen set, rule by rule as \
torch._decomp does: softmax / _softmax and log_softmax into amax, sub, exp, sum, div (and log); gelu \
(exact and tanh) into erf or tanh arithmetic; silu into sigmoid and mul; layer_norm and \
native_layer_norm into mean, sub, mul, rsqrt, add; var_mean and var into mean, sub, mul, sum, div; \
rms_norm into mul, mean, add, rsqrt; linear into permute and matmul (plus add); addmm into mm, mul, add; \
matmul into mm or bmm with expand/reshape/view; scaled_dot_product_attention into transpose, matmul, \
mul, masking (causal or given mask), softmax, matmul. Rules apply greedily, so ops a rule produces are \
decomposed too. `keep` lists rule groups to leave alone: softmax, log_softmax, gelu, silu, layer_norm, \
var_mean, rms_norm, linear, addmm, matmul, scaled_dot_product_attention. An op whose shapes are not \
static where a rule needs them is left as it is. Each rewrite is recorded as a remark on the op (its \
rule group), which `ir-opt --remarks` prints.",
    options: &[PassOption {
        name: "keep",
        kind: OptionKind::List,
        default: "",
        help: "Rule groups (op names without overload) not to decompose, e.g. softmax,gelu",
    }],
    create: |o: &PassOptions| {
        Box::new(Decompose {
            keep: o.list("keep"),
            patterns: None,
        })
    },
};

struct Decompose {
    keep: Vec<String>,
    patterns: Option<FrozenPatterns>,
}

/// One rule as a pattern rooted at its op.
struct RulePattern(&'static rules::Rule);

impl RewritePattern for RulePattern {
    fn root(&self) -> Option<&str> {
        Some(self.0.root)
    }
    fn name(&self) -> &str {
        self.0.group
    }
    fn match_and_rewrite(&self, op: Op, rw: &mut Rewriter<'_>) -> bool {
        let mut b = Builder::before(rw, op);
        match (self.0.build)(&mut b, op) {
            Ok(values) if values.len() == b.ctx().op(op).results().len() => {
                // The decision, recorded before the op goes.
                let rule = b.rw.ctx.attr(ir::AttrKind::String {
                    value: self.0.group.as_bytes().into(),
                    ty: None,
                });
                let remark =
                    Remark::new(b.rw.ctx, "decompose", RemarkKind::Applied, op, "decomposed")
                        .with_arg("rule", rule);
                b.rw.ctx.remarks.record(remark);
                b.rw.replace_op(op, &values);
                true
            }
            _ => {
                b.abandon();
                false
            }
        }
    }
}

impl Pass for Decompose {
    fn run(&mut self, ctx: &mut Context, op: Op) -> Result<(), Diagnostic> {
        if let Some(bad) = self
            .keep
            .iter()
            .find(|k| !rules::groups().contains(&k.as_str()))
        {
            return Err(at_op(
                ctx,
                op,
                &format!(
                    "decompose: unknown rule group '{bad}' in keep (groups: {})",
                    rules::groups().join(", ")
                ),
            ));
        }
        ctx.load_dialect("torch");
        let keep = &self.keep;
        let patterns = self.patterns.get_or_insert_with(|| {
            let mut set = PatternSet::new();
            for r in rules::RULES {
                if !keep.iter().any(|k| k == r.group) {
                    set.add(RulePattern(r));
                }
            }
            set.freeze()
        });
        let config = Config {
            fold: false,
            cse_constants: false,
            region_simplify: RegionSimplify::Disabled,
            max_iterations: -1,
            ..Config::default()
        };
        apply_patterns(ctx, op, patterns, &config);
        Ok(())
    }
}

//! Pass remarks: the one way a pass records a decision it took about an
//! op (fused this producer, decomposed that op, kept this one because ...).
//! Remarks live in the [`Context`] next to the IR they are about, so the
//! reports that later issues print are computed from them, and a test can
//! check them as diagnostics (`ir-opt --remarks` with `expected-remark`).

use crate::attributes::Attribute;
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic, Severity};
use crate::operation::Op;

/// What a remark says about its op (MLIR's remark kinds).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RemarkKind {
    /// The pass changed the op as it describes ("passed").
    Applied,
    /// The pass considered the op and left it, saying why ("missed").
    Missed,
    /// A fact the pass computed (sizes, costs) without changing anything.
    Analysis,
}

impl RemarkKind {
    /// The word in printed remarks.
    pub fn word(self) -> &'static str {
        match self {
            RemarkKind::Applied => "applied",
            RemarkKind::Missed => "missed",
            RemarkKind::Analysis => "analysis",
        }
    }
}

/// One recorded decision.
#[derive(Clone, Debug, PartialEq)]
pub struct Remark {
    /// The pass that took it (its pipeline argument, `decompose`).
    pub pass: &'static str,
    /// What kind of remark.
    pub kind: RemarkKind,
    /// The op it is about (it may have been erased since; its location
    /// is kept in `loc`).
    pub op: Op,
    /// Where the op was.
    pub loc: Attribute,
    /// The op's name when the remark was made.
    pub op_name: String,
    /// One sentence.
    pub message: String,
    /// Named values a report reads (`("rule", "softmax")`, `("bytes", 4096)`).
    pub args: Vec<(String, Attribute)>,
}

impl Remark {
    /// A remark about `op` as it is now.
    pub fn new(
        ctx: &Context,
        pass: &'static str,
        kind: RemarkKind,
        op: Op,
        message: impl Into<String>,
    ) -> Remark {
        Remark {
            pass,
            kind,
            op,
            loc: ctx.op(op).loc,
            op_name: ctx.op_name(op).to_string(),
            message: message.into(),
            args: Vec::new(),
        }
    }
    /// The remark with a named value.
    pub fn with_arg(mut self, key: impl Into<String>, value: Attribute) -> Remark {
        self.args.push((key.into(), value));
        self
    }
    /// The remark as a diagnostic at the op's location:
    /// `remark: [decompose] applied: 'torch.aten.softmax.int' ... {rule = ...}`.
    pub fn to_diagnostic(&self, ctx: &Context) -> Diagnostic {
        let mut text = format!(
            "[{}] {}: '{}' {}",
            self.pass,
            self.kind.word(),
            self.op_name,
            self.message
        );
        if !self.args.is_empty() {
            let args: Vec<String> = self
                .args
                .iter()
                .map(|(k, v)| format!("{k} = {}", crate::text::attr_to_string(ctx, *v)))
                .collect();
            text.push_str(&format!(" {{{}}}", args.join(", ")));
        }
        Diagnostic {
            severity: Severity::Remark,
            ..Diagnostic::error(DiagLoc::Attr(self.loc), text)
        }
    }
}

/// The remarks recorded in a context, in the order they were made.
#[derive(Clone, Debug, Default)]
pub struct Remarks {
    list: Vec<Remark>,
    /// Where each op's remarks are in `list`: a report asks for every
    /// kernel's, and a scan a kernel would cost the square of a long
    /// program.
    by_op: std::collections::HashMap<Op, Vec<usize>>,
}

impl Remarks {
    /// Records a remark.
    pub fn record(&mut self, r: Remark) {
        self.by_op.entry(r.op).or_default().push(self.list.len());
        self.list.push(r);
    }
    /// Every remark, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = &Remark> {
        self.list.iter()
    }
    /// The remarks about `op`.
    pub fn of(&self, op: Op) -> impl Iterator<Item = &Remark> {
        self.by_op
            .get(&op)
            .into_iter()
            .flatten()
            .map(move |&i| &self.list[i])
    }
    /// The remarks a pass made.
    pub fn by_pass<'a>(&'a self, pass: &'a str) -> impl Iterator<Item = &'a Remark> + 'a {
        self.list.iter().filter(move |r| r.pass == pass)
    }
    /// How many there are.
    pub fn len(&self) -> usize {
        self.list.len()
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

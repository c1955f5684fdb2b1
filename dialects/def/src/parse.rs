//! From `.dialect` text to the typed AST: pest does the syntax, this module
//! builds [`ast`](super::ast) nodes and classifies names the grammar leaves
//! generic (constraints, attribute kinds, region constraints).
//!
//! Nothing here panics on any input: every step that could meet a malformed
//! tree returns an error instead of unwrapping.

use super::ast::*;
use super::error::DefError;
use pest::iterators::{Pair, Pairs};
use pest::Parser as _;

#[derive(pest_derive::Parser)]
#[grammar = "grammar.pest"]
struct Grammar;

/// Brackets deeper than this are refused before pest runs, so neither
/// pest's recursion nor ours can exhaust the stack on hostile input.
pub const MAX_NESTING: usize = 64;

/// Parses one `.dialect` file. `file` is the name errors print.
pub fn parse(file: &str, source: &str) -> Result<Dialect, DefError> {
    let b = Builder {
        file,
        lines: LineIndex::new(source),
    };
    b.check_nesting(source)?;
    let mut pairs = match Grammar::parse(Rule::file, source) {
        Ok(pairs) => pairs,
        Err(e) => {
            // Detailed attempts know the literal tokens (`,` `)` `<`)
            // expected at the farthest point reached, which the rule-only
            // error does not; they record every attempt, which made
            // arith.dialect take 6 ms to read instead of 1, so they run
            // only once a parse has failed. (The switch is pest's, for the
            // process; it is left on: turned off again, a failing parse on
            // another thread could lose its detail.)
            pest::set_error_detail(true);
            let detailed = Grammar::parse(Rule::file, source).err().unwrap_or(e);
            return Err(b.pest_error(detailed));
        }
    };
    let file_pair = b.next(&mut pairs, "file")?;
    b.file(file_pair)
}

// ------------------------------------------------------------------ positions

struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(s: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            s.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }
    fn span(&self, start: usize, end: usize) -> Span {
        let line = match self.starts.binary_search(&start) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let ls = self.starts.get(line).copied().unwrap_or(0);
        Span {
            start,
            end,
            line: line as u32 + 1,
            col: (start - ls) as u32 + 1,
        }
    }
}

struct Builder<'f> {
    file: &'f str,
    lines: LineIndex,
}

type R<T> = Result<T, DefError>;

fn friendly(rule: &Rule) -> String {
    let s = match rule {
        Rule::EOI => "end of file",
        Rule::ident => "identifier",
        Rule::op_name => "op name",
        Rule::hook_name => "Rust hook name",
        Rule::var_ref => "`$name`",
        Rule::integer => "integer",
        Rule::float => "float",
        Rule::string | Rule::plain_string | Rule::triple_string => "string",
        Rule::kw_dialect => "`dialect`",
        Rule::kw_summary => "`summary`",
        Rule::kw_description => "`description`",
        Rule::kw_op => "`op`",
        Rule::kw_type => "`type`",
        Rule::kw_attr => "`attr`",
        Rule::kw_prop => "`prop`",
        Rule::kw_enum => "`enum`",
        Rule::kw_bitenum => "`bitenum`",
        Rule::kw_separator => "`separator`",
        Rule::kw_constraint => "`constraint`",
        Rule::kw_pattern => "`pattern`",
        Rule::kw_patterns => "`patterns`",
        Rule::kw_region => "`region`",
        Rule::kw_successor => "`successor`",
        Rule::kw_format => "`format`",
        Rule::kw_mnemonic => "`mnemonic`",
        Rule::kw_native => "`native`",
        Rule::kw_name_hint => "`name_hint`",
        Rule::kw_verify => "`verify`",
        Rule::kw_fold => "`fold`",
        Rule::kw_canonicalize => "`canonicalize`",
        Rule::kw_infer => "`infer`",
        Rule::kw_match => "`match`",
        Rule::kw_rewrite => "`rewrite`",
        Rule::kw_benefit => "`benefit`",
        Rule::kw_true => "`true`",
        Rule::kw_false => "`false`",
        // A term starts with `!`, `(`, a name, `$x`, a number or a string;
        // one word reads better than the list of starts.
        Rule::expr
        | Rule::and_expr
        | Rule::not_expr
        | Rule::term
        | Rule::applied
        | Rule::paren
        | Rule::not_op => "constraint or kind",
        Rule::op_operands => "`(` operand list",
        Rule::op_results => "`->` results",
        Rule::op_traits => "`[` trait list",
        Rule::op_body => "`{` op body",
        Rule::arity => "`?` or `*`",
        Rule::fmt_elem | Rule::fmt_optional | Rule::fmt_literal => "format element",
        Rule::fmt_anchor => "`^`",
        Rule::fmt_arg => "`$name` or directive",
        Rule::literal | Rule::list_literal | Rule::flags_literal => "literal",
        Rule::def_params => "`<` parameters",
        Rule::def_body => "`{` body",
        Rule::enum_body => "`{` enum cases",
        Rule::enum_case => "enum case",
        Rule::dag => "`(` op pattern",
        Rule::dag_arg | Rule::bound_var => "pattern argument",
        Rule::native_ref => "`native`",
        Rule::hook_kind => "hook",
        Rule::trait_use => "trait",
        Rule::trait_arg => "trait argument",
        Rule::value_decl => "`name: constraint`",
        Rule::attr_decl => "`name: kind`",
        Rule::format_string => "format string",
        Rule::oilist_clause => "oilist clause",
        Rule::def_param => "`name: kind` parameter",
        Rule::wildcard => "`_`",
        Rule::native_call => "`native(...)` call",
        _ => {
            let d = format!("{rule:?}");
            return d.replace('_', " ");
        }
    };
    s.to_string()
}

/// Rules that are single tokens, worth naming in "expected ..." messages.
fn is_lexeme(r: &Rule) -> bool {
    matches!(
        r,
        Rule::ident
            | Rule::op_name
            | Rule::hook_name
            | Rule::var_ref
            | Rule::integer
            | Rule::float
            | Rule::string
            | Rule::plain_string
            | Rule::triple_string
            | Rule::EOI
    )
}

fn join_alternatives(items: &[String]) -> String {
    let mut v: Vec<&str> = items.iter().map(|s| s.as_str()).collect();
    v.sort();
    v.dedup();
    match v.len() {
        0 => String::new(),
        1 => v[0].to_string(),
        2 => format!("{} or {}", v[0], v[1]),
        n => format!("{}, or {}", v[..n - 1].join(", "), v[n - 1]),
    }
}

impl<'f> Builder<'f> {
    fn err(&self, span: Span, msg: impl Into<String>) -> DefError {
        DefError::new(self.file, span, msg)
    }

    fn span(&self, p: &Pair<'_, Rule>) -> Span {
        let s = p.as_span();
        self.lines.span(s.start(), s.end())
    }

    fn pest_error(&self, e: pest::error::Error<Rule>) -> DefError {
        use pest::error::{ErrorVariant, InputLocation};
        let pos = match e.location {
            InputLocation::Pos(p) => p,
            InputLocation::Span((s, _)) => s,
        };
        if let Some(a) = e.parse_attempts() {
            if a.max_position >= pos {
                let lexemes: Vec<Rule> = a
                    .call_stacks()
                    .iter()
                    .filter_map(|cs| cs.deepest.get_rule().copied())
                    .filter(is_lexeme)
                    .collect();
                let mut want: Vec<String> = a
                    .expected_tokens()
                    .iter()
                    .filter_map(|t| {
                        // `ParsingToken` is not exported; its Display is the
                        // token itself, `a..z` for ranges, BUILTIN_RULE.
                        let t = t.to_string();
                        let range = t.chars().count() == 4 && t.get(1..3) == Some("..");
                        // Start characters of lexemes are named by the lexeme.
                        let lexeme_start = !lexemes.is_empty()
                            && matches!(t.as_str(), "\"" | "\"\"\"" | "_" | "$" | "-");
                        if t.trim().is_empty()
                            || t == "BUILTIN_RULE"
                            || range
                            || t == "//"
                            || lexeme_start
                        {
                            return None;
                        }
                        Some(if t == "`" {
                            "a backquoted literal".to_string()
                        } else {
                            format!("`{t}`")
                        })
                    })
                    .collect();
                want.extend(lexemes.iter().map(friendly));
                if want.is_empty() {
                    for cs in a.call_stacks() {
                        if let Some(r) = cs.deepest.get_rule() {
                            want.push(friendly(r));
                        }
                    }
                }
                if !want.is_empty() {
                    let span = self.lines.span(a.max_position, a.max_position);
                    return self.err(span, format!("expected {}", join_alternatives(&want)));
                }
            }
        }
        let span = self.lines.span(pos, pos);
        let msg = match &e.variant {
            ErrorVariant::ParsingError {
                positives,
                negatives,
            } => {
                let pos: Vec<String> = positives.iter().map(friendly).collect();
                let neg: Vec<String> = negatives.iter().map(friendly).collect();
                if !pos.is_empty() {
                    format!("expected {}", join_alternatives(&pos))
                } else if !neg.is_empty() {
                    format!("unexpected {}", join_alternatives(&neg))
                } else {
                    "syntax error".to_string()
                }
            }
            ErrorVariant::CustomError { message } => message.clone(),
        };
        self.err(span, msg)
    }

    /// Refuses bracket nesting beyond [`MAX_NESTING`] (comments skipped;
    /// backquoted format literals skipped so `` `(` `` does not count).
    fn check_nesting(&self, src: &str) -> R<()> {
        let b = src.as_bytes();
        let mut depth = 0usize;
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'/' if b.get(i + 1) == Some(&b'/') => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                    continue;
                }
                b'`' => {
                    i += 1;
                    while i < b.len() && !matches!(b[i], b'`' | b'"' | b'\n') {
                        i += 1;
                    }
                }
                b'-' if b.get(i + 1) == Some(&b'>') => i += 1,
                b'(' | b'[' | b'{' | b'<' => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Err(self.err(
                            self.lines.span(i, i + 1),
                            format!(
                                "nesting too deep (more than {MAX_NESTING} levels of brackets)"
                            ),
                        ));
                    }
                }
                b')' | b']' | b'}' | b'>' => depth = depth.saturating_sub(1),
                _ => {}
            }
            i += 1;
        }
        Ok(())
    }

    fn next<'i>(&self, it: &mut Pairs<'i, Rule>, what: &str) -> R<Pair<'i, Rule>> {
        it.next().ok_or_else(|| {
            self.err(
                Span::default(),
                format!("internal error: missing {what} in parse tree"),
            )
        })
    }

    fn unexpected(&self, p: &Pair<'_, Rule>) -> DefError {
        self.err(
            self.span(p),
            format!("internal error: unexpected {:?} in parse tree", p.as_rule()),
        )
    }

    fn ident(&self, p: &Pair<'_, Rule>) -> Ident {
        Ident {
            name: p.as_str().to_string(),
            span: self.span(p),
        }
    }

    /// `$name` without the `$`; the span still covers the `$`.
    fn var(&self, p: &Pair<'_, Rule>) -> Ident {
        let s = p.as_str();
        Ident {
            name: s.strip_prefix('$').unwrap_or(s).to_string(),
            span: self.span(p),
        }
    }

    fn int(&self, p: &Pair<'_, Rule>) -> R<i128> {
        let s = p.as_str();
        let (neg, digits) = match s.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, s),
        };
        let v = match digits.strip_prefix("0x") {
            Some(h) => i128::from_str_radix(h, 16),
            None => digits.parse::<i128>(),
        }
        .map_err(|_| self.err(self.span(p), format!("integer `{s}` is too large")))?;
        // Wider than u64 is never meaningful in a definition; refusing it
        // keeps later arithmetic (bit masks, widths) free of overflow.
        if v > u64::MAX as i128 {
            return Err(self.err(self.span(p), format!("integer `{s}` is too large")));
        }
        Ok(if neg { -v } else { v })
    }

    fn string(&self, p: &Pair<'_, Rule>) -> R<Text> {
        let span = self.span(p);
        let raw = p.as_str();
        if let Some(body) = raw
            .strip_prefix("\"\"\"")
            .and_then(|r| r.strip_suffix("\"\"\""))
        {
            return Ok(Text {
                value: dedent(body),
                span,
            });
        }
        let body = raw
            .strip_prefix('"')
            .and_then(|r| r.strip_suffix('"'))
            .unwrap_or(raw);
        let mut out = String::new();
        let mut chars = body.char_indices();
        while let Some((i, c)) = chars.next() {
            if c != '\\' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some((_, 'n')) => out.push('\n'),
                Some((_, 't')) => out.push('\t'),
                Some((_, 'r')) => out.push('\r'),
                Some((_, '0')) => out.push('\0'),
                Some((_, c @ ('"' | '\\' | '`'))) => out.push(c),
                other => {
                    let at = span.start + 1 + i;
                    let what = other.map(|(_, c)| c.to_string()).unwrap_or_default();
                    return Err(self.err(
                        self.lines.span(at, at + 1),
                        format!("unknown escape `\\{what}` in string"),
                    ));
                }
            }
        }
        Ok(Text { value: out, span })
    }

    // -------------------------------------------------------------- file

    fn file(&self, p: Pair<'_, Rule>) -> R<Dialect> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let kw = self.next(&mut it, "`dialect`")?;
        let name = self.ident(&self.next(&mut it, "dialect name")?);
        let mut d = Dialect {
            name,
            patterns_only: kw.as_rule() == Rule::kw_patterns,
            summary: None,
            description: None,
            ops: vec![],
            types: vec![],
            attrs: vec![],
            enums: vec![],
            constraints: vec![],
            patterns: vec![],
            span,
        };
        for item in it {
            match item.as_rule() {
                Rule::summary => {
                    set_once(self, &mut d.summary, self.clause_string(item)?, "summary")?
                }
                Rule::description => set_once(
                    self,
                    &mut d.description,
                    self.clause_string(item)?,
                    "description",
                )?,
                Rule::op_def => d.ops.push(self.op(item)?),
                Rule::type_def => d.types.push(self.type_def(item)?),
                Rule::attr_def => d.attrs.push(self.type_def(item)?),
                Rule::enum_def => d.enums.push(self.enum_def(item, false)?),
                Rule::bitenum_def => d.enums.push(self.enum_def(item, true)?),
                Rule::constraint_def => d.constraints.push(self.constraint_def(item)?),
                Rule::pattern_def => d.patterns.push(self.pattern(item)?),
                Rule::EOI => {}
                _ => return Err(self.unexpected(&item)),
            }
        }
        Ok(d)
    }

    /// `summary "..."` / `description "..."` / `mnemonic "..."`: the string.
    fn clause_string(&self, p: Pair<'_, Rule>) -> R<Text> {
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "keyword")?;
        self.string(&self.next(&mut it, "string")?)
    }

    // -------------------------------------------------------------- ops

    fn op(&self, p: Pair<'_, Rule>) -> R<OpDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "`op`")?;
        let name = self.ident(&self.next(&mut it, "op name")?);
        let mut op = OpDef {
            name,
            operands: vec![],
            results: vec![],
            attrs: vec![],
            regions: vec![],
            successors: vec![],
            traits: vec![],
            effects: vec![],
            format: None,
            name_hint: None,
            hooks: vec![],
            summary: None,
            description: None,
            span,
        };
        for part in it {
            match part.as_rule() {
                Rule::op_operands => {
                    for v in part.into_inner() {
                        op.operands.push(self.value_decl(v)?);
                    }
                }
                Rule::op_results => {
                    for v in part.into_inner() {
                        op.results.push(self.value_decl(v)?);
                    }
                }
                Rule::op_traits => {
                    for t in part.into_inner() {
                        self.trait_use(t, &mut op)?;
                    }
                }
                Rule::op_body => {
                    for c in part.into_inner() {
                        self.op_clause(c, &mut op)?;
                    }
                }
                _ => return Err(self.unexpected(&part)),
            }
        }
        Ok(op)
    }

    fn arity(&self, p: &Pair<'_, Rule>) -> Arity {
        match p.as_str() {
            "?" => Arity::Optional,
            "*" => Arity::Variadic,
            _ => Arity::Single,
        }
    }

    fn value_decl(&self, p: Pair<'_, Rule>) -> R<ValueDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(&self.next(&mut it, "name")?);
        let mut arity = Arity::Single;
        let mut constraint = None;
        for q in it {
            match q.as_rule() {
                Rule::arity => arity = self.arity(&q),
                Rule::expr => constraint = Some(self.constraint(q)?),
                _ => return Err(self.unexpected(&q)),
            }
        }
        let constraint = constraint.ok_or_else(|| self.err(span, "missing constraint"))?;
        Ok(ValueDef {
            name,
            arity,
            constraint,
            span,
        })
    }

    fn trait_use(&self, p: Pair<'_, Rule>, op: &mut OpDef) -> R<()> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(&self.next(&mut it, "trait name")?);
        let mut args = vec![];
        for a in it {
            let a = self.next(&mut a.into_inner(), "trait argument")?;
            args.push(match a.as_rule() {
                Rule::var_ref => TraitArg::Var(self.var(&a)),
                Rule::integer => TraitArg::Int(self.int(&a)?, self.span(&a)),
                Rule::string => TraitArg::Str(self.string(&a)?),
                Rule::op_name => TraitArg::Name(self.ident(&a)),
                _ => return Err(self.unexpected(&a)),
            });
        }
        let kind = match name.name.as_str() {
            "MemRead" => Some(EffectKind::Read),
            "MemWrite" => Some(EffectKind::Write),
            "MemAlloc" => Some(EffectKind::Alloc),
            "MemFree" => Some(EffectKind::Free),
            _ => None,
        };
        let Some(kind) = kind else {
            op.traits.push(Trait { name, args, span });
            return Ok(());
        };
        // Effects read as traits but are kept apart: they name values.
        let mut on = None;
        let mut resource = None;
        for (i, a) in args.into_iter().enumerate() {
            match (i, a) {
                (0, TraitArg::Var(v)) => on = Some(v),
                (0, TraitArg::Name(r)) | (1, TraitArg::Name(r)) if resource.is_none() => {
                    resource = Some(r)
                }
                (_, other) => {
                    let s = match &other {
                        TraitArg::Var(v) | TraitArg::Name(v) => v.span,
                        TraitArg::Int(_, s) => *s,
                        TraitArg::Str(t) => t.span,
                    };
                    return Err(self.err(
                        s,
                        format!(
                            "`{}` takes an optional `$value` and an optional resource name",
                            name.name
                        ),
                    ));
                }
            }
        }
        op.effects.push(Effect {
            kind,
            on,
            resource,
            span,
        });
        Ok(())
    }

    fn op_clause(&self, c: Pair<'_, Rule>, op: &mut OpDef) -> R<()> {
        match c.as_rule() {
            Rule::summary => set_once(self, &mut op.summary, self.clause_string(c)?, "summary"),
            Rule::description => set_once(
                self,
                &mut op.description,
                self.clause_string(c)?,
                "description",
            ),
            Rule::attr_clause | Rule::prop_clause => {
                let storage = if c.as_rule() == Rule::prop_clause {
                    AttrStorage::Property
                } else {
                    AttrStorage::Attribute
                };
                let mut it = c.into_inner();
                let _kw = self.next(&mut it, "keyword")?;
                let decl = self.next(&mut it, "declaration")?;
                op.attrs.push(self.attr_decl(decl, storage)?);
                Ok(())
            }
            Rule::region_clause => {
                op.regions.push(self.region(c)?);
                Ok(())
            }
            Rule::successor_clause => {
                let span = self.span(&c);
                let mut it = c.into_inner();
                let _kw = self.next(&mut it, "keyword")?;
                let name = self.ident(&self.next(&mut it, "name")?);
                let arity = it.next().map(|a| self.arity(&a)).unwrap_or(Arity::Single);
                op.successors.push(SuccessorDef { name, arity, span });
                Ok(())
            }
            Rule::format_clause => {
                let f = self.format_clause(c)?;
                set_once(self, &mut op.format, f, "format")
            }
            Rule::hook_clause => {
                let h = self.hook(c)?;
                if let Some(prev) = op.hook(h.kind) {
                    return Err(self
                        .err(h.span, format!("duplicate `{}` clause", h.kind.word()))
                        .with_note(prev.span, "previous clause here"));
                }
                op.hooks.push(h);
                Ok(())
            }
            Rule::name_hint_clause => {
                let span = self.span(&c);
                let mut it = c.into_inner();
                let _kw = self.next(&mut it, "keyword")?;
                let v = self.next(&mut it, "hint")?;
                let hint = match v.as_rule() {
                    Rule::string => NameHint::Fixed(self.string(&v)?),
                    Rule::native_ref => NameHint::Native(self.native_ref(v)?),
                    _ => return Err(self.unexpected(&v)),
                };
                if op.name_hint.is_some() {
                    return Err(self.err(span, "duplicate `name_hint` clause"));
                }
                op.name_hint = Some(hint);
                Ok(())
            }
            _ => Err(self.unexpected(&c)),
        }
    }

    fn format_clause(&self, c: Pair<'_, Rule>) -> R<Format> {
        let mut it = c.into_inner();
        let _kw = self.next(&mut it, "`format`")?;
        let s = self.next(&mut it, "format string")?;
        let span = self.span(&s);
        let elements = s
            .into_inner()
            .map(|e| self.fmt_elem(e))
            .collect::<R<Vec<_>>>()?;
        Ok(Format { elements, span })
    }

    fn hook(&self, c: Pair<'_, Rule>) -> R<Hook> {
        let span = self.span(&c);
        let mut it = c.into_inner();
        let kind_pair = self.next(&mut it, "hook kind")?;
        let kind = match kind_pair.as_str() {
            "verify" => HookKind::Verify,
            "fold" => HookKind::Fold,
            "canonicalize" => HookKind::Canonicalize,
            "infer" => HookKind::Infer,
            _ => return Err(self.unexpected(&kind_pair)),
        };
        let native = self.native_ref(self.next(&mut it, "`native`")?)?;
        let only = it.next().is_some();
        Ok(Hook {
            kind,
            native,
            only,
            span,
        })
    }

    fn native_ref(&self, p: Pair<'_, Rule>) -> R<NativeRef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "`native`")?;
        let name = it.next().map(|n| self.ident(&n));
        Ok(NativeRef { name, span })
    }

    fn attr_decl(&self, p: Pair<'_, Rule>, storage: AttrStorage) -> R<AttrDecl> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let name = self.ident(&self.next(&mut it, "name")?);
        let mut optional = false;
        let mut kind = None;
        let mut default = None;
        for q in it {
            match q.as_rule() {
                Rule::arity => {
                    if q.as_str() == "*" {
                        return Err(self.err(
                            self.span(&q),
                            "attributes cannot be variadic; use an `array` kind (`name: array<...>`)",
                        ));
                    }
                    optional = true;
                }
                Rule::expr => kind = Some(self.attr_kind(q)?),
                Rule::literal => default = Some(self.literal(q)?),
                _ => return Err(self.unexpected(&q)),
            }
        }
        let kind = kind.ok_or_else(|| self.err(span, "missing attribute kind"))?;
        Ok(AttrDecl {
            name,
            storage,
            optional,
            kind,
            default,
            span,
        })
    }

    fn region(&self, c: Pair<'_, Rule>) -> R<RegionDef> {
        let span = self.span(&c);
        let mut it = c.into_inner();
        let _kw = self.next(&mut it, "`region`")?;
        let name = self.ident(&self.next(&mut it, "name")?);
        let mut r = RegionDef {
            name,
            arity: Arity::Single,
            blocks: RegionBlocks::Any,
            no_terminator: false,
            span,
        };
        for q in it {
            match q.as_rule() {
                Rule::arity => r.arity = self.arity(&q),
                Rule::expr => self.region_constraint(q, &mut r)?,
                _ => return Err(self.unexpected(&q)),
            }
        }
        Ok(r)
    }

    /// Region constraints are a `&`-joined list of `Any`, `SingleBlock`,
    /// `Sized<n>`, `MinSized<n>`, `NoTerminator`.
    fn region_constraint(&self, e: Pair<'_, Rule>, r: &mut RegionDef) -> R<()> {
        let span = self.span(&e);
        let mut ors = e.into_inner();
        let and = self.next(&mut ors, "region constraint")?;
        if ors.next().is_some() {
            return Err(self.err(
                span,
                "region constraints cannot use `|`; join them with `&`",
            ));
        }
        for n in and.into_inner() {
            let nspan = self.span(&n);
            let mut parts = n.into_inner();
            let first = self.next(&mut parts, "term")?;
            if first.as_rule() == Rule::not_op {
                return Err(self.err(nspan, "region constraints cannot use `!`"));
            }
            let term = self.next(&mut first.into_inner(), "term")?;
            let bad = || {
                self.err(
                    nspan,
                    "expected a region constraint: `Any`, `SingleBlock`, `Sized<n>`, `MinSized<n>` or `NoTerminator`",
                )
            };
            if term.as_rule() != Rule::applied {
                return Err(bad());
            }
            let mut ap = term.into_inner();
            let head = self.next(&mut ap, "name")?;
            let args: Vec<Pair<'_, Rule>> = ap.collect();
            let count = |args: &[Pair<'_, Rule>]| -> R<u32> {
                let [one] = args else { return Err(bad()) };
                let t = self.single_term(one.clone()).ok_or_else(bad)?;
                if t.as_rule() != Rule::integer {
                    return Err(bad());
                }
                let v = self.int(&t)?;
                u32::try_from(v).map_err(|_| self.err(self.span(&t), "block count out of range"))
            };
            match (head.as_str(), args.is_empty()) {
                ("Any" | "AnyRegion", true) => {}
                ("SingleBlock", true) => r.blocks = RegionBlocks::Exactly(1),
                ("NoTerminator", true) => r.no_terminator = true,
                ("Sized", false) => r.blocks = RegionBlocks::Exactly(count(&args)?),
                ("MinSized", false) => r.blocks = RegionBlocks::AtLeast(count(&args)?),
                _ => return Err(bad()),
            }
        }
        Ok(())
    }

    /// If `expr` is a single term with no operators, that term's inner pair.
    fn single_term<'i>(&self, e: Pair<'i, Rule>) -> Option<Pair<'i, Rule>> {
        let mut ors = e.into_inner();
        let and = ors.next()?;
        if ors.next().is_some() {
            return None;
        }
        let mut nots = and.into_inner();
        let not = nots.next()?;
        if nots.next().is_some() {
            return None;
        }
        let mut parts = not.into_inner();
        let term = parts.next()?;
        if term.as_rule() != Rule::term {
            return None;
        }
        let inner = term.into_inner().next()?;
        if inner.as_rule() == Rule::paren {
            return self.single_term(inner.into_inner().next()?);
        }
        Some(inner)
    }

    // -------------------------------------------------------------- constraints

    fn constraint(&self, e: Pair<'_, Rule>) -> R<TypeConstraint> {
        let mut alts = e
            .into_inner()
            .map(|a| self.and_constraint(a))
            .collect::<R<Vec<_>>>()?;
        Ok(if alts.len() == 1 {
            alts.remove(0)
        } else {
            TypeConstraint::AnyOf(alts)
        })
    }

    fn and_constraint(&self, a: Pair<'_, Rule>) -> R<TypeConstraint> {
        let mut all = vec![];
        for n in a.into_inner() {
            let mut parts = n.into_inner().peekable();
            let negate = parts
                .peek()
                .map(|p| p.as_rule() == Rule::not_op)
                .unwrap_or(false);
            if negate {
                parts.next();
            }
            let term = parts
                .next()
                .ok_or_else(|| self.err(Span::default(), "internal error: missing term"))?;
            let c = self.term_constraint(term)?;
            all.push(if negate {
                TypeConstraint::Not(Box::new(c))
            } else {
                c
            });
        }
        Ok(if all.len() == 1 {
            all.remove(0)
        } else {
            TypeConstraint::AllOf(all)
        })
    }

    fn term_constraint(&self, t: Pair<'_, Rule>) -> R<TypeConstraint> {
        let span = self.span(&t);
        let inner = self.next(&mut t.into_inner(), "term")?;
        match inner.as_rule() {
            Rule::paren => self.constraint(self.next(&mut inner.into_inner(), "expression")?),
            // A bare `$x` is shorthand for `SameAs<$x>`.
            Rule::var_ref => Ok(TypeConstraint::SameAs(self.var(&inner))),
            Rule::integer | Rule::string => Err(self.err(span, "expected a type constraint")),
            Rule::applied => self.applied_constraint(inner),
            _ => Err(self.unexpected(&inner)),
        }
    }

    fn applied_constraint(&self, p: Pair<'_, Rule>) -> R<TypeConstraint> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let head = self.ident(&self.next(&mut it, "name")?);
        let args: Vec<Pair<'_, Rule>> = it.collect();
        let n = head.name.as_str();
        if args.is_empty() {
            if matches!(n, "Any" | "AnyType") {
                return Ok(TypeConstraint::Any);
            }
            if let Some(t) = builtin_type(n) {
                return Ok(TypeConstraint::Exact(t));
            }
            if let Some((_, c)) = TypeClass::ALL.iter().find(|(s, _)| *s == n) {
                return Ok(TypeConstraint::Class(*c));
            }
            return Ok(TypeConstraint::Named(head));
        }
        let var_arg = |a: &Pair<'_, Rule>| -> R<Ident> {
            match self.single_term(a.clone()) {
                Some(v) if v.as_rule() == Rule::var_ref => Ok(self.var(&v)),
                _ => Err(self.err(self.span(a), format!("`{n}` expects `$name` here"))),
            }
        };
        let arity_err = |want: &str| self.err(span, format!("`{n}` takes {want}"));
        if let Some((_, c)) = Container::ALL.iter().find(|(s, _)| *s == n) {
            let [elem] = args.as_slice() else {
                return Err(arity_err("one element constraint"));
            };
            return Ok(TypeConstraint::Container(
                *c,
                Box::new(self.constraint(elem.clone())?),
            ));
        }
        match n {
            "SameAs" => {
                let [x] = args.as_slice() else {
                    return Err(arity_err("one `$name`"));
                };
                Ok(TypeConstraint::SameAs(var_arg(x)?))
            }
            "ElementOf" => {
                let [x] = args.as_slice() else {
                    return Err(arity_err("one `$name`"));
                };
                Ok(TypeConstraint::ElementOf(var_arg(x)?))
            }
            "SameShape" => {
                let [x, e] = args.as_slice() else {
                    return Err(arity_err("`$name` and an element type"));
                };
                Ok(TypeConstraint::SameShape(
                    var_arg(x)?,
                    Box::new(self.constraint(e.clone())?),
                ))
            }
            "Native" => {
                let [x] = args.as_slice() else {
                    return Err(arity_err("one string naming a Rust predicate"));
                };
                match self.single_term(x.clone()) {
                    Some(s) if s.as_rule() == Rule::string => {
                        Ok(TypeConstraint::Native(self.string(&s)?))
                    }
                    _ => Err(arity_err("one string naming a Rust predicate")),
                }
            }
            _ => Err(self.err(head.span, format!("unknown type constraint `{n}<...>`"))),
        }
    }

    // -------------------------------------------------------------- attribute kinds

    fn attr_kind(&self, e: Pair<'_, Rule>) -> R<AttrKind> {
        let span = self.span(&e);
        let Some(t) = self.single_term(e) else {
            return Err(self.err(span, "an attribute kind cannot use `|`, `&` or `!`"));
        };
        if t.as_rule() != Rule::applied {
            return Err(self.err(span, "expected an attribute kind"));
        }
        let mut it = t.into_inner();
        let head = self.ident(&self.next(&mut it, "name")?);
        let args: Vec<Pair<'_, Rule>> = it.collect();
        let n = head.name.as_str();
        let opt_constraint = |args: &[Pair<'_, Rule>]| -> R<Option<TypeConstraint>> {
            match args {
                [] => Ok(None),
                [c] => Ok(Some(self.constraint(c.clone())?)),
                _ => Err(self.err(span, format!("`{n}` takes at most one type constraint"))),
            }
        };
        let scalar = |args: &[Pair<'_, Rule>], want_float: bool| -> R<Option<BuiltinType>> {
            let [a] = args else {
                return if args.is_empty() {
                    Ok(None)
                } else {
                    Err(self.err(span, format!("`{n}` takes one type")))
                };
            };
            let ty = self
                .single_term(a.clone())
                .filter(|t| t.as_rule() == Rule::applied)
                .and_then(|t| {
                    let mut i = t.into_inner();
                    let name = i.next()?;
                    if i.next().is_some() {
                        return None;
                    }
                    builtin_type(name.as_str())
                });
            match ty {
                Some(t @ BuiltinType::Float(_)) if want_float => Ok(Some(t)),
                Some(t @ (BuiltinType::Integer { .. } | BuiltinType::Index)) if !want_float => {
                    Ok(Some(t))
                }
                _ => Err(self.err(
                    self.span(a),
                    if want_float {
                        "expected a float type such as `f32`"
                    } else {
                        "expected an integer type such as `i64` or `index`"
                    },
                )),
            }
        };
        let none = |k: AttrKind| -> R<AttrKind> {
            if args.is_empty() {
                Ok(k)
            } else {
                Err(self.err(span, format!("`{n}` takes no parameters")))
            }
        };
        match n {
            "any" => none(AttrKind::Any),
            "string" => none(AttrKind::String),
            "bool" => none(AttrKind::Bool),
            "unit" => none(AttrKind::Unit),
            "dict" => none(AttrKind::Dict),
            "symbol_name" => none(AttrKind::SymbolName),
            "symbol_ref" => none(AttrKind::SymbolRef),
            "flat_symbol_ref" => none(AttrKind::FlatSymbolRef),
            "affine_map" => none(AttrKind::AffineMap),
            "int" => Ok(AttrKind::Int(scalar(&args, false)?)),
            "nonneg" | "positive" | "min0" => {
                let bound = match n {
                    "nonneg" => IntBound::NonNegative,
                    "positive" => IntBound::Positive,
                    _ => IntBound::Min0,
                };
                match scalar(&args, false)? {
                    Some(t) => Ok(AttrKind::BoundedInt(t, bound)),
                    None => Err(self.err(span, format!("`{n}` takes an integer type"))),
                }
            }
            "float" => Ok(AttrKind::Float(scalar(&args, true)?)),
            "dense_array" => {
                let elem = match scalar(&args, false) {
                    Ok(Some(t)) => t,
                    _ => scalar(&args, true)?
                        .ok_or_else(|| self.err(span, "`dense_array` takes one element type"))?,
                };
                Ok(AttrKind::DenseArray(elem))
            }
            "type" => Ok(AttrKind::Type(opt_constraint(&args)?)),
            "typed" => Ok(AttrKind::Typed(opt_constraint(&args)?)),
            "elements" => Ok(AttrKind::Elements(opt_constraint(&args)?)),
            "array" => match args.as_slice() {
                [] => Ok(AttrKind::Array(None)),
                [k] => Ok(AttrKind::Array(Some(Box::new(self.attr_kind(k.clone())?)))),
                _ => Err(self.err(span, "`array` takes at most one element kind")),
            },
            _ if args.is_empty() => match builtin_type(n) {
                // `i64` is shorthand for `int<i64>`, `f32` for `float<f32>`.
                Some(t @ BuiltinType::Float(_)) => Ok(AttrKind::Float(Some(t))),
                Some(t @ (BuiltinType::Integer { .. } | BuiltinType::Index)) => {
                    Ok(AttrKind::Int(Some(t)))
                }
                Some(BuiltinType::None) => Err(self.err(span, "`none` is not an attribute kind")),
                None => Ok(AttrKind::Named(head)),
            },
            _ => Err(self.err(head.span, format!("unknown attribute kind `{n}<...>`"))),
        }
    }

    fn literal(&self, p: Pair<'_, Rule>) -> R<Literal> {
        let span = self.span(&p);
        let inner = self.next(&mut p.into_inner(), "literal")?;
        Ok(match inner.as_rule() {
            Rule::float => Literal::Float(inner.as_str().to_string(), span),
            Rule::integer => Literal::Int(self.int(&inner)?, span),
            Rule::kw_true => Literal::Bool(true, span),
            Rule::kw_false => Literal::Bool(false, span),
            Rule::string => Literal::Str(self.string(&inner)?),
            Rule::list_literal => Literal::List(
                inner
                    .into_inner()
                    .map(|l| self.literal(l))
                    .collect::<R<_>>()?,
                span,
            ),
            Rule::flags_literal => {
                Literal::Cases(inner.into_inner().map(|i| self.ident(&i)).collect())
            }
            _ => return Err(self.unexpected(&inner)),
        })
    }

    // -------------------------------------------------------------- format

    fn fmt_elem(&self, p: Pair<'_, Rule>) -> R<FormatElement> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let first = self.next(&mut it, "format element")?;
        let el = match first.as_rule() {
            Rule::fmt_optional => self.fmt_optional(first)?,
            _ => self.fmt_atom(first)?,
        };
        Ok(match it.next() {
            Some(a) if a.as_rule() == Rule::fmt_anchor => FormatElement::Anchor(Box::new(el), span),
            Some(other) => return Err(self.unexpected(&other)),
            None => el,
        })
    }

    fn fmt_optional(&self, p: Pair<'_, Rule>) -> R<FormatElement> {
        let span = self.span(&p);
        let src = p.as_str();
        let start = p.as_span().start();
        // The else group's elements follow the `:`; pest does not mark the
        // boundary, so split by position: elements after the `)` that closes
        // the then-group belong to the else group.
        let mut then = vec![];
        let mut otherwise = vec![];
        let close = then_group_end(src).map(|c| start + c);
        for e in p.into_inner() {
            let at = e.as_span().start();
            let el = self.fmt_elem(e)?;
            match close {
                Some(c) if at > c => otherwise.push(el),
                _ => then.push(el),
            }
        }
        Ok(FormatElement::Optional(OptionalGroup {
            then,
            otherwise,
            span,
        }))
    }

    fn fmt_atom(&self, p: Pair<'_, Rule>) -> R<FormatElement> {
        let span = self.span(&p);
        let rule = p.as_rule();
        let d = |d: Directive| Ok(FormatElement::Directive(d, span));
        match rule {
            Rule::fmt_literal => {
                let s = p.as_str();
                let v = s
                    .strip_prefix('`')
                    .and_then(|s| s.strip_suffix('`'))
                    .unwrap_or(s);
                Ok(FormatElement::Literal(Text {
                    value: v.to_string(),
                    span,
                }))
            }
            Rule::var_ref => Ok(FormatElement::Var(self.var(&p))),
            Rule::fmt_attr_dict => d(Directive::AttrDict),
            Rule::fmt_attr_dict_kw => d(Directive::AttrDictWithKeyword),
            Rule::fmt_prop_dict => d(Directive::PropDict),
            Rule::fmt_operands => d(Directive::Operands),
            Rule::fmt_results => d(Directive::Results),
            Rule::fmt_regions => d(Directive::Regions),
            Rule::fmt_successors => d(Directive::Successors),
            Rule::fmt_params => d(Directive::Params),
            Rule::fmt_arg => self.fmt_atom(self.next(&mut p.into_inner(), "argument")?),
            Rule::fmt_type | Rule::fmt_qualified | Rule::fmt_ref => {
                let a = Box::new(self.fmt_atom(self.next(&mut p.into_inner(), "argument")?)?);
                d(match rule {
                    Rule::fmt_type => Directive::Type(a),
                    Rule::fmt_qualified => Directive::Qualified(a),
                    _ => Directive::Ref(a),
                })
            }
            Rule::fmt_functional => {
                let mut it = p.into_inner();
                let a = self.fmt_atom(self.next(&mut it, "inputs")?)?;
                let b = self.fmt_atom(self.next(&mut it, "outputs")?)?;
                d(Directive::FunctionalType(Box::new(a), Box::new(b)))
            }
            Rule::fmt_struct => d(Directive::Struct(
                p.into_inner().map(|a| self.fmt_atom(a)).collect::<R<_>>()?,
            )),
            Rule::fmt_custom => {
                let mut it = p.into_inner();
                let name = self.ident(&self.next(&mut it, "name")?);
                let args = it.map(|a| self.fmt_atom(a)).collect::<R<_>>()?;
                d(Directive::Custom(name, args))
            }
            Rule::fmt_oilist => {
                let mut clauses = vec![];
                for c in p.into_inner() {
                    let cspan = self.span(&c);
                    let mut it = c.into_inner();
                    let kw = self.next(&mut it, "keyword")?;
                    let FormatElement::Literal(keyword) = self.fmt_atom(kw)? else {
                        return Err(
                            self.err(cspan, "an oilist clause starts with a keyword literal")
                        );
                    };
                    let elements = it.map(|e| self.fmt_elem(e)).collect::<R<_>>()?;
                    clauses.push(OIListClause {
                        keyword,
                        elements,
                        span: cspan,
                    });
                }
                d(Directive::OIList(clauses))
            }
            _ => Err(self.unexpected(&p)),
        }
    }

    // -------------------------------------------------------------- types, attributes

    fn type_def(&self, p: Pair<'_, Rule>) -> R<TypeDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "keyword")?;
        let name = self.ident(&self.next(&mut it, "name")?);
        let mut t = TypeDef {
            name,
            mnemonic: None,
            params: vec![],
            format: None,
            hooks: vec![],
            summary: None,
            description: None,
            span,
        };
        for part in it {
            match part.as_rule() {
                Rule::def_params => {
                    for q in part.into_inner() {
                        let pspan = self.span(&q);
                        let mut qi = q.into_inner();
                        let name = self.ident(&self.next(&mut qi, "name")?);
                        let kind = self.attr_kind(self.next(&mut qi, "kind")?)?;
                        t.params.push(ParamDef {
                            name,
                            kind,
                            span: pspan,
                        });
                    }
                }
                Rule::def_body => {
                    for c in part.into_inner() {
                        match c.as_rule() {
                            Rule::summary => {
                                set_once(self, &mut t.summary, self.clause_string(c)?, "summary")?
                            }
                            Rule::description => set_once(
                                self,
                                &mut t.description,
                                self.clause_string(c)?,
                                "description",
                            )?,
                            Rule::mnemonic_clause => {
                                set_once(self, &mut t.mnemonic, self.clause_string(c)?, "mnemonic")?
                            }
                            Rule::format_clause => {
                                let f = self.format_clause(c)?;
                                set_once(self, &mut t.format, f, "format")?
                            }
                            Rule::hook_clause => t.hooks.push(self.hook(c)?),
                            _ => return Err(self.unexpected(&c)),
                        }
                    }
                }
                _ => return Err(self.unexpected(&part)),
            }
        }
        Ok(t)
    }

    // -------------------------------------------------------------- enums

    fn enum_def(&self, p: Pair<'_, Rule>, bits: bool) -> R<EnumDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "keyword")?;
        let name = self.ident(&self.next(&mut it, "name")?);
        let st = self.next(&mut it, "storage type")?;
        let storage_span = self.span(&st);
        let storage = match builtin_type(st.as_str()) {
            Some(t @ BuiltinType::Integer { .. }) => t,
            _ => {
                return Err(self.err(
                    storage_span,
                    format!(
                        "enum storage must be an integer type such as `i32`, not `{}`",
                        st.as_str()
                    ),
                ))
            }
        };
        let mut e = EnumDef {
            name,
            bits,
            storage,
            storage_span,
            separator: None,
            cases: vec![],
            summary: None,
            span,
        };
        // `bitenum X : i32 "summary" separator ","`: a string right after
        // `separator` is the separator, any other is the summary.
        let mut after_separator = false;
        for part in it {
            match part.as_rule() {
                Rule::string if after_separator => e.separator = Some(self.string(&part)?),
                Rule::string => e.summary = Some(self.string(&part)?),
                Rule::kw_separator => after_separator = true,
                Rule::enum_body => {
                    for c in part.into_inner() {
                        e.cases.push(self.enum_case(c)?);
                    }
                }
                _ => return Err(self.unexpected(&part)),
            }
        }
        Ok(e)
    }

    fn enum_case(&self, c: Pair<'_, Rule>) -> R<EnumCase> {
        let span = self.span(&c);
        let mut it = c.into_inner();
        let name = self.ident(&self.next(&mut it, "case name")?);
        let mut spelling = None;
        let mut value = None;
        for q in it {
            match q.as_rule() {
                Rule::string => spelling = Some(self.string(&q)?),
                Rule::integer => value = Some(CaseValue::Int(self.int(&q)?, self.span(&q))),
                Rule::case_combo => {
                    value = Some(CaseValue::Combo(
                        q.into_inner().map(|i| self.ident(&i)).collect(),
                    ))
                }
                _ => return Err(self.unexpected(&q)),
            }
        }
        let value = value.ok_or_else(|| self.err(span, "missing case value"))?;
        Ok(EnumCase {
            name,
            spelling,
            value,
            span,
        })
    }

    fn constraint_def(&self, p: Pair<'_, Rule>) -> R<ConstraintDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "keyword")?;
        let name = self.ident(&self.next(&mut it, "name")?);
        let constraint = self.constraint(self.next(&mut it, "constraint")?)?;
        let description = match it.next() {
            Some(s) => Some(self.string(&s)?),
            None => None,
        };
        Ok(ConstraintDef {
            name,
            constraint,
            description,
            span,
        })
    }

    // -------------------------------------------------------------- patterns

    fn pattern(&self, p: Pair<'_, Rule>) -> R<PatternDef> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "keyword")?;
        let name = self.ident(&self.next(&mut it, "name")?);
        let mut pat = PatternDef {
            name,
            matcher: None,
            rewrite: vec![],
            constraints: vec![],
            benefit: None,
            summary: None,
            span,
        };
        for c in it {
            let cspan = self.span(&c);
            match c.as_rule() {
                Rule::summary => {
                    set_once(self, &mut pat.summary, self.clause_string(c)?, "summary")?
                }
                Rule::match_clause => {
                    let mut ci = c.into_inner();
                    let _kw = self.next(&mut ci, "keyword")?;
                    let d = self.dag(self.next(&mut ci, "dag")?)?;
                    set_once(self, &mut pat.matcher, d, "match")?;
                }
                Rule::rewrite_clause => {
                    if !pat.rewrite.is_empty() {
                        return Err(self.err(cspan, "duplicate `rewrite` clause"));
                    }
                    let mut ci = c.into_inner();
                    let _kw = self.next(&mut ci, "keyword")?;
                    pat.rewrite = ci.map(|a| self.dag_arg(a)).collect::<R<_>>()?;
                }
                Rule::where_clause => {
                    let mut ci = c.into_inner();
                    let _kw = self.next(&mut ci, "keyword")?;
                    let first = self.next(&mut ci, "constraint")?;
                    pat.constraints.push(match first.as_rule() {
                        Rule::native_call => PatternConstraint::Native(self.native_call(first)?),
                        Rule::var_ref => {
                            let v = self.var(&first);
                            let e = self.constraint(self.next(&mut ci, "constraint")?)?;
                            PatternConstraint::Type(v, e)
                        }
                        _ => return Err(self.unexpected(&first)),
                    });
                }
                Rule::benefit_clause => {
                    let mut ci = c.into_inner();
                    let _kw = self.next(&mut ci, "keyword")?;
                    let n = self.next(&mut ci, "integer")?;
                    let b = (self.int(&n)?, self.span(&n));
                    set_once(self, &mut pat.benefit, b, "benefit")?;
                }
                _ => return Err(self.unexpected(&c)),
            }
        }
        Ok(pat)
    }

    fn dag(&self, p: Pair<'_, Rule>) -> R<Dag> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let op = self.ident(&self.next(&mut it, "op name")?);
        let mut args = vec![];
        let mut bind = None;
        for a in it {
            match a.as_rule() {
                Rule::dag_arg => args.push(self.dag_arg(a)?),
                Rule::var_ref => bind = Some(self.var(&a)),
                _ => return Err(self.unexpected(&a)),
            }
        }
        Ok(Dag {
            op,
            args,
            bind,
            span,
        })
    }

    fn dag_arg(&self, p: Pair<'_, Rule>) -> R<DagArg> {
        let inner = self.next(&mut p.into_inner(), "argument")?;
        Ok(match inner.as_rule() {
            Rule::dag => DagArg::Dag(self.dag(inner)?),
            Rule::native_call => DagArg::Native(self.native_call(inner)?),
            Rule::wildcard => DagArg::Wildcard(self.span(&inner)),
            Rule::literal => DagArg::Literal(self.literal(inner)?),
            Rule::bound_var => {
                let mut it = inner.into_inner();
                let v = self.var(&self.next(&mut it, "`$name`")?);
                let c = match it.next() {
                    Some(e) => Some(self.constraint(e)?),
                    None => None,
                };
                DagArg::Var(v, c)
            }
            _ => return Err(self.unexpected(&inner)),
        })
    }

    fn native_call(&self, p: Pair<'_, Rule>) -> R<NativeCall> {
        let span = self.span(&p);
        let mut it = p.into_inner();
        let _kw = self.next(&mut it, "`native`")?;
        let hook = self.ident(&self.next(&mut it, "hook")?);
        let args = it.map(|a| self.dag_arg(a)).collect::<R<_>>()?;
        Ok(NativeCall { hook, args, span })
    }
}

fn set_once<T>(b: &Builder<'_>, slot: &mut Option<T>, v: T, what: &str) -> R<()>
where
    T: HasSpan,
{
    if let Some(prev) = slot {
        return Err(b
            .err(v.span_of(), format!("duplicate `{what}` clause"))
            .with_note(prev.span_of(), "previous clause here"));
    }
    *slot = Some(v);
    Ok(())
}

trait HasSpan {
    fn span_of(&self) -> Span;
}
impl HasSpan for Text {
    fn span_of(&self) -> Span {
        self.span
    }
}
impl HasSpan for Format {
    fn span_of(&self) -> Span {
        self.span
    }
}
impl HasSpan for Dag {
    fn span_of(&self) -> Span {
        self.span
    }
}
impl HasSpan for (i128, Span) {
    fn span_of(&self) -> Span {
        self.1
    }
}

/// Byte offset (within an optional group's text) of the `)` closing its
/// then-group, skipping backquoted literals and nested parentheses.
fn then_group_end(src: &str) -> Option<usize> {
    let b = src.as_bytes();
    let mut depth = 0i32;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'`' => {
                i += 1;
                while i < b.len() && b[i] != b'`' {
                    i += 1;
                }
            }
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// Builtin types by name, in MLIR spelling (`i32`, `f32`, `index`) or in
/// the capitalised constraint style (`I32`, `F32`, `Index`).
pub fn builtin_type(n: &str) -> Option<BuiltinType> {
    if let Some(f) = FLOAT_TYPES
        .iter()
        .find(|f| **f == n || f.to_ascii_uppercase() == n)
    {
        return Some(BuiltinType::Float(f.to_string()));
    }
    builtin_non_float(n)
}

/// Every builtin float type, in MLIR's spelling.
pub const FLOAT_TYPES: &[&str] = &[
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f4E2M1FN",
    "f6E2M3FN",
    "f6E3M2FN",
    "f8E3M4",
    "f8E4M3",
    "f8E4M3FN",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E5M2",
    "f8E5M2FNUZ",
    "f8E8M0FNU",
];

fn builtin_non_float(n: &str) -> Option<BuiltinType> {
    match n {
        "index" | "Index" => return Some(BuiltinType::Index),
        "none" | "NoneType" => return Some(BuiltinType::None),
        _ => {}
    }
    let (signedness, digits) =
        if let Some(d) = n.strip_prefix("si").or_else(|| n.strip_prefix("SI")) {
            (Signedness::Signed, d)
        } else if let Some(d) = n.strip_prefix("ui").or_else(|| n.strip_prefix("UI")) {
            (Signedness::Unsigned, d)
        } else if let Some(d) = n.strip_prefix('i').or_else(|| n.strip_prefix('I')) {
            (Signedness::Signless, d)
        } else {
            return None;
        };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
        return None;
    }
    let width: u32 = digits.parse().ok()?;
    // MLIR's limit on integer widths.
    if width == 0 || width > 16_777_215 {
        return None;
    }
    Some(BuiltinType::Integer { width, signedness })
}

/// Dedents a triple-quoted string: drops a blank first and last line and
/// the indentation common to all non-blank lines.
fn dedent(body: &str) -> String {
    let mut lines: Vec<&str> = body.split('\n').collect();
    if lines.first().map(|l| l.trim().is_empty()).unwrap_or(false) {
        lines.remove(0);
    }
    if lines.last().map(|l| l.trim().is_empty()).unwrap_or(false) {
        lines.pop();
    }
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start_matches([' ', '\t']).len())
        .min()
        .unwrap_or(0);
    lines
        .iter()
        // `get` rather than slicing: a blank line may hold non-ASCII
        // whitespace shorter than the indent.
        .map(|l| {
            if l.trim().is_empty() {
                ""
            } else {
                l.get(indent..).unwrap_or(l).trim_end()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

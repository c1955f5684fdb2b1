//! A recursive-descent parser for MLIR's generic operation form (and the
//! custom forms of the ops `ir` knows). Nesting is bounded by
//! [`MAX_NESTING`] so hostile input gets a located error, never a stack
//! overflow. Types and attributes are parsed in `parse_type.rs` and
//! `parse_attr.rs`.

use super::lexer::{Lexer, Tok, Token};
use crate::attributes::{AttrKind, Attribute, LocKind};
use crate::block::{Block, Region};
use crate::context::Context;
use crate::diag::{DiagLoc, Diagnostic};
use crate::intern::Ident;
use crate::operation::Op;
use crate::types::{Type, TypeKind};
use crate::value::Value;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// Deepest nesting of regions, types or attributes the parser accepts.
pub const MAX_NESTING: u32 = 10_000;

/// Parse result; the error is the diagnostic to report.
pub type PResult<T> = Result<T, Diagnostic>;

/// Options for [`parse_source`].
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions {
    /// Do not wrap top-level ops in an implicit `builtin.module`.
    pub no_implicit_module: bool,
    /// The most operations the input may hold (`ir-opt --max-ops`): past
    /// it, a located error instead of a run out of memory.
    pub max_ops: Option<usize>,
}

/// One SSA name's values, by result number. Names are slices of the
/// source text, so scopes allocate nothing per name.
#[derive(Default)]
struct NameEntry {
    slots: SmallVec<[Option<(Value, usize)>; 1]>,
}

/// Names visible in one isolated-from-above scope.
#[derive(Default)]
struct IsolatedScope<'a> {
    names: FxHashMap<&'a [u8], NameEntry>,
    /// Forward-reference placeholders: value and the offset of first use.
    forward: FxHashMap<Value, usize>,
    /// Names defined per open (non-isolated) region, removed on exit.
    region_defs: Vec<Vec<&'a [u8]>>,
}

/// Block names of one region.
#[derive(Default)]
struct BlockScope<'a> {
    blocks: FxHashMap<&'a [u8], (Block, usize, bool)>,
}

/// An entry-block argument declared by an op's custom syntax.
#[derive(Clone, Copy, Debug)]
pub struct EntryArg<'a> {
    /// The SSA name as written (`%arg0`).
    pub name: &'a [u8],
    /// Where the name is.
    pub offset: usize,
    /// Its type.
    pub ty: Type,
    /// Its location (given, or the name's position).
    pub loc: Attribute,
}

/// What a deferred `loc(#alias)` reference patches once the alias is known.
enum LocTarget {
    Op(Op),
    Arg(Value),
}

/// The parser state.
pub struct Parser<'a> {
    pub(super) ctx: &'a mut Context,
    pub(super) lex: Lexer<'a>,
    pub(super) tok: Token,
    pub(super) buffer: usize,
    pub(super) file: Ident,
    pub(super) line_starts: &'a [usize],
    pub(super) type_aliases: FxHashMap<Box<[u8]>, Type>,
    pub(super) attr_aliases: FxHashMap<Box<[u8]>, Attribute>,
    pub(super) memo: super::memo::Memo<'a>,
    pub(super) depth: u32,
    /// Operations parsed so far, and the most allowed.
    pub(super) ops: usize,
    pub(super) max_ops: Option<usize>,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<BlockScope<'a>>,
    deferred_locs: Vec<(LocTarget, Box<[u8]>, usize)>,
    /// Ops whose custom form built their body from the op's own text
    /// (StableHLO's compact `reduce ... applies stablehlo.add`): the op's
    /// location, once known, is also the body's, as MLIR's parser gives it.
    loc_followers: Vec<Op>,
    placeholder_block: Block,
    /// Default dialects of the enclosing custom ops, innermost last.
    default_dialects: Vec<String>,
    /// While reading an affine map of SSA ids (`%v[%i + 1, %j]`), the SSA
    /// uses met so far: each new name becomes the next dimension.
    pub(super) affine_ssa: Option<Vec<(&'a [u8], usize, usize)>>,
}

impl<'a> Parser<'a> {
    pub(super) fn new(
        ctx: &'a mut Context,
        src: &'a [u8],
        buffer: usize,
        file_name: &str,
        line_starts: &'a [usize],
    ) -> Parser<'a> {
        let file = ctx.ident(file_name);
        let placeholder_block = ctx.create_block();
        let mut lex = Lexer::new(src);
        let tok = lex.next();
        Parser {
            ctx,
            lex,
            tok,
            buffer,
            file,
            line_starts,
            type_aliases: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            memo: Default::default(),
            depth: 0,
            ops: 0,
            max_ops: None,
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            deferred_locs: Vec::new(),
            loc_followers: Vec::new(),
            placeholder_block,
            default_dialects: Vec::new(),
            affine_ssa: None,
        }
    }

    // ----- token helpers -----

    /// Moves to the next token.
    #[inline]
    pub(super) fn bump(&mut self) {
        self.tok = self.lex.next();
    }
    /// Re-lexes starting at byte `pos`.
    pub(super) fn bump_from(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.tok = self.lex.next();
    }
    /// Text of the current token.
    #[inline]
    pub(super) fn text(&self) -> &'a [u8] {
        &self.lex.src[self.tok.start..self.tok.end]
    }
    /// Whether the current token is `k`.
    #[inline]
    pub(super) fn is(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    /// Whether the current token is the bare identifier `kw`.
    #[inline]
    pub(super) fn is_kw(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.text() == kw.as_bytes()
    }
    /// Consumes `k` if present.
    #[inline]
    pub(super) fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }
    /// Consumes `k` or fails with `msg`.
    pub(super) fn expect(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.eat(k) {
            Ok(())
        } else {
            Err(self.err_here(msg))
        }
    }
    /// An error at the current token (MLIR reports errors at the start of
    /// the unexpected token; at end of input, at the end of the last line).
    pub(super) fn err_here(&self, msg: &str) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.err_at(self.tok.start, self.lex.error);
        }
        self.err_at(self.wrong_token_offset(), msg)
    }

    /// Where MLIR reports "expected ..." errors about the current token:
    /// just after the previous content, backing over blanks, line breaks
    /// and `//` comments (so the caret sits at the end of the line that
    /// should have continued).
    fn wrong_token_offset(&self) -> usize {
        let src = self.lex.src;
        let mut loc = self.tok.start.min(src.len());
        if self.tok.kind == Tok::Eof {
            // At the end, MLIR steps back onto the last byte first.
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let mut end = loc;
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return original;
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            // A `//` on the previous line starts a comment: stop before it.
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(0, |i| i + 1);
            if let Some(c) = find_sub(&src[line_start..end], b"//") {
                end = line_start + c;
            }
        }
    }

    /// An error at the start of the current token.
    pub(super) fn err_tok(&self, msg: &str) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            return self.err_at(self.tok.start, self.lex.error);
        }
        self.err_at(self.tok.start, msg)
    }
    /// Consumes an alias reference `#name` / `!name` that resolved to
    /// `found`, or reports it undefined just after the name, as MLIR does.
    pub(super) fn take_alias<T>(&mut self, found: Option<T>, name: &[u8]) -> PResult<T> {
        match found {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => {
                let msg = format!(
                    "undefined symbol alias id '{}'",
                    String::from_utf8_lossy(name)
                );
                Err(self.err_at(self.tok.end, &msg))
            }
        }
    }

    /// An error at byte `offset`.
    pub(super) fn err_at(&self, offset: usize, msg: &str) -> Diagnostic {
        Diagnostic::error(
            DiagLoc::Offset {
                buffer: self.buffer,
                offset,
            },
            msg,
        )
    }
    /// A diagnostic location for byte `offset`.
    pub(super) fn loc_at(&self, offset: usize) -> DiagLoc {
        DiagLoc::Offset {
            buffer: self.buffer,
            offset,
        }
    }
    /// Enters one nesting level.
    pub(super) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.err_here("nesting too deep"));
        }
        Ok(())
    }
    /// Leaves one nesting level.
    pub(super) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `loc("file":line:col)` of byte `offset`.
    pub(super) fn file_loc(&mut self, offset: usize) -> Attribute {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = offset - self.line_starts[line] + 1;
        self.ctx
            .source_loc(self.file, (line + 1) as u32, col as u32)
    }

    /// Parses comma-separated items until `close`, after the opening
    /// token has been consumed.
    pub(super) fn comma_list_until(
        &mut self,
        close: Tok,
        close_msg: &str,
        mut item: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        if self.eat(close) {
            return Ok(());
        }
        loop {
            item(self)?;
            if self.eat(Tok::Comma) {
                continue;
            }
            return self.expect(close, close_msg);
        }
    }

    // ----- top level -----

    /// Parses the whole buffer into `block`.
    fn parse_top_level(&mut self, block: Block) -> PResult<()> {
        self.scopes.push(IsolatedScope::default());
        self.scopes
            .last_mut()
            .map(|s| s.region_defs.push(Vec::new()));
        self.block_scopes.push(BlockScope::default());
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashIdent => self.parse_attr_alias_def()?,
                Tok::BangIdent => self.parse_type_alias_def()?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.ctx.append_op(block, op);
                }
            }
        }
        self.pop_isolated_scope()?;
        self.block_scopes.pop();
        self.resolve_deferred_locs()
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let start = self.tok.start;
        let name: Box<[u8]> = self.text()[1..].into();
        if name.iter().all(|c| c.is_ascii_digit()) || name.contains(&b'.') {
            return Err(self.err_here("expected attribute alias name without a dialect prefix"));
        }
        self.bump();
        if !self.is(Tok::Equal) {
            return Err(self.err_here("expected '=' in attribute alias definition"));
        }
        self.bump();
        if self.attr_aliases.contains_key(&name) {
            return Err(self.err_at(
                start,
                &format!(
                    "redefinition of attribute alias id '{}'",
                    String::from_utf8_lossy(&name)
                ),
            ));
        }
        let a = self.parse_attribute(None)?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let start = self.tok.start;
        let name: Box<[u8]> = self.text()[1..].into();
        if name.contains(&b'.') {
            return Err(self.err_here("expected type alias name without a dialect prefix"));
        }
        self.bump();
        if !self.is(Tok::Equal) {
            return Err(self.err_here("expected '=' in type alias definition"));
        }
        self.bump();
        if self.type_aliases.contains_key(&name) {
            return Err(self.err_at(
                start,
                &format!(
                    "redefinition of type alias id '{}'",
                    String::from_utf8_lossy(&name)
                ),
            ));
        }
        let t = self.parse_type()?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    /// `{-# dialect_resources: {...}, external_resources: {...} #-}`.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        self.comma_list_until(Tok::FileMetadataEnd, "expected ',' or '#-}'", |p| {
            if !p.is(Tok::BareIdent) {
                return Err(p.err_here("expected identifier key in file metadata dictionary"));
            }
            let key = p.text();
            let external = match key {
                b"dialect_resources" => false,
                b"external_resources" => true,
                _ => {
                    return Err(p.err_tok(&format!(
                        "unknown key '{}' in file metadata dictionary",
                        String::from_utf8_lossy(key)
                    )))
                }
            };
            p.bump();
            p.expect(Tok::Colon, "expected ':'")?;
            p.expect(Tok::LBrace, "expected '{'")?;
            p.comma_list_until(Tok::RBrace, "expected ',' or '}'", |p| {
                p.parse_resource_group(external)
            })
        })
    }

    fn parse_resource_group(&mut self, external: bool) -> PResult<()> {
        // Group names are identifiers; only entry keys may be strings.
        if !matches!(self.tok.kind, Tok::BareIdent) {
            return Err(self.err_tok("expected identifier key for 'resource' entry"));
        }
        let dialect = String::from_utf8_lossy(self.text()).into_owned();
        let dialect_off = self.tok.start;
        self.bump();
        self.expect(Tok::Colon, "expected ':'")?;
        self.expect(Tok::LBrace, "expected '{'")?;
        if !external && !self.ctx.registry.has_dialect(&dialect) {
            // MLIR warns and skips the entries of unknown dialects.
            return Err(self.err_at(dialect_off, &format!("dialect '{dialect}' is unknown")));
        }
        let mut entries = Vec::new();
        let is_builtin = !external && dialect == "builtin";
        self.comma_list_until(Tok::RBrace, "expected ',' or '}'", |p| {
            if !matches!(p.tok.kind, Tok::BareIdent | Tok::String) {
                return Err(p.err_tok("expected identifier key for 'resource' entry"));
            }
            let key_text = if p.is(Tok::String) {
                let t = p.text();
                String::from_utf8_lossy(&super::lexer::unescape(&t[1..t.len() - 1])).into_owned()
            } else {
                String::from_utf8_lossy(p.text()).into_owned()
            };
            p.bump();
            p.expect(Tok::Colon, "expected ':'")?;
            let value = p.parse_resource_value(&key_text, is_builtin)?;
            let key = p.ctx.ident(&key_text);
            entries.push(crate::context::Resource { key, value });
            Ok(())
        })?;
        let groups = if external {
            &mut self.ctx.external_resources
        } else {
            &mut self.ctx.dialect_resources
        };
        match groups.iter_mut().find(|g| g.dialect == dialect) {
            Some(g) => g.entries.extend(entries),
            None => groups.push(crate::context::ResourceGroup { dialect, entries }),
        }
        Ok(())
    }

    fn parse_resource_value(
        &mut self,
        key: &str,
        blob_only: bool,
    ) -> PResult<crate::context::ResourceValue> {
        use crate::context::ResourceValue;
        // The builtin dialect's resources are blobs only.
        let blob_error =
            |p: &Self| p.err_here(&format!("expected hex string blob for key '{key}'"));
        if blob_only && !(self.is(Tok::String) && self.text().starts_with(b"\"0x")) {
            return Err(blob_error(self));
        }
        if self.is_kw("true") || self.is_kw("false") {
            let v = self.is_kw("true");
            self.bump();
            return Ok(ResourceValue::Bool(v));
        }
        if !self.is(Tok::String) {
            return Err(self.err_here("expected string, bool, or blob value for resource"));
        }
        let t = self.text();
        let body = super::lexer::unescape(&t[1..t.len() - 1]);
        let off = self.tok.start;
        self.bump();
        if body.starts_with(b"0x") {
            let hex = &body[2..];
            let Some(bytes) = decode_hex(hex) else {
                return Err(self.err_at(off, "expected hex string blob for resource"));
            };
            if bytes.len() < 4 {
                let msg = format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes"
                );
                return Err(self.err_at(off, &msg));
            }
            let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
            return Ok(ResourceValue::Blob {
                alignment,
                data: bytes[4..].to_vec(),
            });
        }
        Ok(ResourceValue::String(
            String::from_utf8_lossy(&body).into_owned(),
        ))
    }

    // ----- SSA scopes -----

    fn push_region_scope(&mut self, isolated: bool) {
        if isolated {
            self.scopes.push(IsolatedScope::default());
        }
        if let Some(s) = self.scopes.last_mut() {
            s.region_defs.push(Vec::new());
        }
        self.block_scopes.push(BlockScope::default());
    }

    fn pop_region_scope(&mut self, isolated: bool) -> PResult<()> {
        let scope = self.block_scopes.pop().unwrap_or_default();
        let mut undefined: Vec<(usize, &[u8])> = scope
            .blocks
            .into_iter()
            .filter(|(_, (_, _, defined))| !defined)
            .map(|(name, (_, off, _))| (off, name))
            .collect();
        if !undefined.is_empty() {
            undefined.sort();
            return Err(self.err_at(undefined[0].0, "reference to an undefined block"));
        }
        if let Some(s) = self.scopes.last_mut() {
            if let Some(defs) = s.region_defs.pop() {
                for name in defs {
                    s.names.remove(&name);
                }
            }
        }
        if isolated {
            self.pop_isolated_scope()?;
        }
        Ok(())
    }

    fn pop_isolated_scope(&mut self) -> PResult<()> {
        let Some(scope) = self.scopes.pop() else {
            return Ok(());
        };
        if let Some(&off) = scope.forward.values().min() {
            return Err(self.err_at(off, "use of undeclared SSA value name"));
        }
        Ok(())
    }

    /// Resolves `%name#number` of type `ty` used at `off`.
    pub(super) fn resolve_value(
        &mut self,
        name: &'a [u8],
        number: usize,
        ty: Type,
        off: usize,
    ) -> PResult<Value> {
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| Diagnostic::error(DiagLoc::Unknown, "no scope"))?;
        let entry = scope.names.entry(name.into()).or_default();
        if let Some(Some((v, prior))) = entry.slots.get(number).copied() {
            let vt = self.ctx.value_type(v);
            if vt == ty {
                return Ok(v);
            }
            let msg = format!(
                "use of value '{}' expects different type than prior uses: '{}' vs '{}'",
                String::from_utf8_lossy(name),
                self.type_str(ty),
                self.type_str(vt)
            );
            return Err(self
                .err_at(off, &msg)
                .with_note(self.loc_at(prior), "prior use here"));
        }
        if entry.slots.len() <= number {
            entry.slots.resize(number + 1, None);
        }
        if let Some((v0, _)) = entry.slots[0] {
            if !scope.forward.contains_key(&v0) {
                return Err(self.err_at(off, "reference to invalid result number"));
            }
        }
        let v = self.ctx.add_block_arg(self.placeholder_block, ty, None);
        // Re-borrow after the context call.
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| Diagnostic::error(DiagLoc::Unknown, "no scope"))?;
        scope
            .names
            .get_mut(name)
            .map(|e| e.slots[number] = Some((v, off)));
        scope.forward.insert(v, off);
        Ok(v)
    }

    /// Binds `%name#number` to `value`, defined at `off`.
    fn define_value(
        &mut self,
        name: &'a [u8],
        number: usize,
        value: Value,
        off: usize,
    ) -> PResult<()> {
        let vt = self.ctx.value_type(value);
        let Some(scope) = self.scopes.last_mut() else {
            return Ok(());
        };
        let entry = scope.names.entry(name.into()).or_default();
        if entry.slots.len() <= number {
            entry.slots.resize(number + 1, None);
        }
        if let Some((existing, prior)) = entry.slots[number] {
            if !scope.forward.contains_key(&existing) {
                let msg = format!(
                    "redefinition of SSA value '{}'",
                    String::from_utf8_lossy(name)
                );
                return Err(self
                    .err_at(off, &msg)
                    .with_note(self.loc_at(prior), "previously defined here"));
            }
            let et = self.ctx.value_type(existing);
            if et != vt {
                let msg = format!(
                    "definition of SSA value '{}#{}' has type '{}'",
                    String::from_utf8_lossy(name),
                    number,
                    self.type_str(vt)
                );
                let note = format!("previously used here with type '{}'", self.type_str(et));
                return Err(self.err_at(off, &msg).with_note(self.loc_at(prior), note));
            }
            scope.forward.remove(&existing);
            self.ctx.replace_all_uses(existing, value);
        }
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| Diagnostic::error(DiagLoc::Unknown, "no scope"))?;
        let entry = scope.names.entry(name.into()).or_default();
        entry.slots[number] = Some((value, off));
        if let Some(defs) = scope.region_defs.last_mut() {
            if number == 0 {
                defs.push(name.into());
            }
        }
        Ok(())
    }

    /// The block named `name` in the current region, creating a forward
    /// reference if needed.
    pub(super) fn block_ref(&mut self, name: &'a [u8], off: usize) -> Block {
        if let Some((b, _, _)) = self.block_scopes.last().and_then(|s| s.blocks.get(name)) {
            return *b;
        }
        let b = self.ctx.create_block();
        if let Some(s) = self.block_scopes.last_mut() {
            s.blocks.insert(name.into(), (b, off, false));
        }
        b
    }

    /// Text of a type for messages.
    pub(super) fn type_str(&self, t: Type) -> String {
        super::printer::type_to_string(self.ctx, t)
    }

    // ----- operations -----

    /// `op ::= (result-list `=`)? (generic-op | custom-op) trailing-loc?`
    pub(super) fn parse_operation(&mut self) -> PResult<Op> {
        let mut results: Vec<(&'a [u8], usize, usize)> = Vec::new();
        if self.is(Tok::PercentIdent) {
            loop {
                if !self.is(Tok::PercentIdent) {
                    return Err(self.err_here("expected valid ssa identifier"));
                }
                let name = self.text();
                let off = self.tok.start;
                self.bump();
                let mut count = 1;
                if self.eat(Tok::Colon) {
                    if !self.is(Tok::Integer) {
                        return Err(self.err_here("expected integer number of results"));
                    }
                    let t = self.text();
                    count = match std::str::from_utf8(t)
                        .ok()
                        .and_then(|s| s.parse::<usize>().ok())
                    {
                        Some(n) if n >= 1 && !t.starts_with(b"0x") => n,
                        _ => {
                            return Err(
                                self.err_here("expected named operation to have at least 1 result")
                            )
                        }
                    };
                    self.bump();
                }
                results.push((name, count, off));
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op_start = self.tok.start;
        let op = match self.tok.kind {
            Tok::String => self.parse_generic_op(op_start)?,
            Tok::BareIdent => self.parse_custom_op(op_start)?,
            _ => {
                if results.is_empty() {
                    return Err(self.err_here("expected operation name in quotes"));
                }
                return Err(self.err_here("expected operation name in quotes"));
            }
        };
        // Bind results.
        if !results.is_empty() {
            let total: usize = results.iter().map(|r| r.1).sum();
            let n = self.ctx.op(op).results().len();
            if n == 0 {
                return Err(self.err_at(results[0].2, "cannot name an operation with no results"));
            }
            if total != n {
                let msg = format!("operation defines {n} results but was provided {total} to bind");
                return Err(self.err_at(results[0].2, &msg));
            }
            let mut i = 0;
            for (name, count, off) in results {
                for k in 0..count {
                    let v = self.ctx.result(op, i);
                    self.define_value(name, k, v, off)?;
                    i += 1;
                }
            }
        }
        Ok(op)
    }

    /// `"name"(operands) [successors] <{props}> (regions) {attrs} : type loc`.
    fn parse_generic_op(&mut self, op_start: usize) -> PResult<Op> {
        let t = self.text();
        let body = &t[1..t.len() - 1];
        // Most names need no unescaping: borrow them from the source.
        let owned;
        let name_str: &str = match std::str::from_utf8(body) {
            Ok(s) if !body.contains(&b'\\') => s,
            _ => {
                owned = String::from_utf8_lossy(&super::lexer::unescape(body)).into_owned();
                &owned
            }
        };
        if name_str.is_empty() {
            return Err(self.err_here("empty operation name is invalid"));
        }
        if name_str.contains('\0') {
            return Err(self.err_tok("null character not allowed in operation name"));
        }
        self.bump();
        if let Some((d, _)) = name_str.split_once('.') {
            let d = d.to_string();
            self.ctx.load_dialect(&d);
        }
        let traits = self.ctx.registry.op(name_str).map(|i| i.traits);
        if traits.is_none() {
            self.check_unregistered(name_str, op_start, self.tok.start)?;
        }
        let name = self.ctx.ident(name_str);
        // Operands.
        self.expect(Tok::LParen, "expected '(' to start operand list")?;
        let mut uses: SmallVec<[(&'a [u8], usize, usize); 4]> = SmallVec::new();
        // The list is optional at its start, required after a comma.
        if self.is(Tok::PercentIdent) {
            loop {
                uses.push(self.parse_ssa_use()?);
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RParen, "expected ')' to end operand list")?;
        // Successors.
        let mut successors: SmallVec<[Block; 2]> = SmallVec::new();
        if self.eat(Tok::LSquare) {
            self.comma_list_until(Tok::RSquare, "expected ']'", |p| {
                if !p.is(Tok::CaretIdent) {
                    return Err(p.err_here("expected block name"));
                }
                let (n, off) = (p.text(), p.tok.start);
                p.bump();
                let b = p.block_ref(n, off);
                successors.push(b);
                Ok(())
            })?;
            if successors.is_empty() {
                return Err(self.err_here("expected at least one successor"));
            }
        }
        // Properties.
        let mut props = None;
        if self.is(Tok::Less) {
            self.bump();
            // Unregistered ops keep any attribute as properties.
            let a = self.parse_attribute(None)?;
            self.expect(Tok::Greater, "expected '>' to close properties")?;
            props = Some(a);
        }
        // Regions are parsed before the op exists and attached after.
        let isolated = traits.is_some_and(|t| t.isolated_from_above);
        let mut regions_parsed: SmallVec<[Region; 2]> = SmallVec::new();
        if self.is(Tok::LParen) {
            self.bump();
            loop {
                let r = self.ctx.create_region();
                self.parse_region(r, isolated)?;
                regions_parsed.push(r);
                if self.eat(Tok::Comma) {
                    continue;
                }
                self.expect(Tok::RParen, "expected ')' to end region list")?;
                break;
            }
        }
        // Attributes.
        let mut attrs = self.ctx.empty_dict();
        if self.is(Tok::LBrace) {
            attrs = self.parse_attr_dict()?;
        }
        // Type.
        self.expect(Tok::Colon, "expected ':' followed by operation type")?;
        let type_off = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, outputs): (SmallVec<[Type; 4]>, SmallVec<[Type; 2]>) =
            match self.ctx.type_kind(fty) {
                TypeKind::Function { inputs, results } => (
                    inputs.iter().copied().collect(),
                    results.iter().copied().collect(),
                ),
                _ => return Err(self.err_at(type_off, "expected function type")),
            };
        if inputs.len() != uses.len() {
            let msg = format!(
                "expected {} operand type{} but had {}",
                uses.len(),
                if uses.len() == 1 { "" } else { "s" },
                inputs.len()
            );
            return Err(self.err_at(type_off, &msg));
        }
        let mut operands: SmallVec<[Value; 4]> = SmallVec::with_capacity(uses.len());
        for ((n, num, off), &ty) in uses.iter().zip(inputs.iter()) {
            operands.push(self.resolve_value(n, *num, ty, *off)?);
        }
        let loc = self.file_loc(op_start);
        let op = self
            .ctx
            .create_op(name, &operands, &outputs, attrs, props, &successors, 0, loc);
        for r in regions_parsed {
            self.ctx.regions[r].parent = Some(op);
            self.ctx.op_mut(op).regions.push(r);
        }
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    /// Rejects an unknown op unless unregistered dialects are allowed.
    /// `off` is the op's start, `after` the token after its name (where
    /// MLIR reports an unknown dialect).
    fn check_unregistered(&self, name: &str, off: usize, after: usize) -> PResult<()> {
        let dialect = name.split_once('.').map(|(d, _)| d).unwrap_or("");
        if self.ctx.registry.has_dialect(dialect) {
            let msg = format!(
                "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
            );
            return Err(self.err_at(off, &msg));
        }
        if !self.ctx.allow_unregistered {
            let msg = format!(
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used"
            );
            return Err(self.err_at(after, &msg));
        }
        Ok(())
    }

    /// `%name` or `%name#N`; returns (name, number, offset).
    pub(super) fn parse_ssa_use(&mut self) -> PResult<(&'a [u8], usize, usize)> {
        if !self.is(Tok::PercentIdent) {
            return Err(self.err_here("expected SSA operand"));
        }
        let name = self.text();
        let off = self.tok.start;
        self.bump();
        let mut number = 0;
        if self.is(Tok::HashIdent) && self.tok.start == off + name.len() {
            let t = &self.text()[1..];
            number = match std::str::from_utf8(t)
                .ok()
                .and_then(|s| s.parse::<usize>().ok())
            {
                Some(n) if t.iter().all(|c| c.is_ascii_digit()) && n < (1 << 24) => n,
                _ => return Err(self.err_here("invalid SSA value result number")),
            };
            self.bump();
        }
        Ok((name, number, off))
    }

    /// `loc(...)` after an op or block argument, if present.
    fn parse_trailing_loc(&mut self, target: LocTarget) -> PResult<()> {
        if !self.is_kw("loc") {
            return Ok(());
        }
        self.bump();
        self.expect(Tok::LParen, "expected '(' in location")?;
        if self.is(Tok::HashIdent) {
            let name: Box<[u8]> = self.text()[1..].into();
            let off = self.tok.start;
            self.bump();
            self.expect(Tok::RParen, "expected ')' in location")?;
            match self.attr_aliases.get(&name).copied() {
                Some(a) => {
                    if !matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) {
                        return Err(self.not_a_location(off, a));
                    }
                    self.set_loc(target, a);
                }
                None => self.deferred_locs.push((target, name, off)),
            }
            return Ok(());
        }
        let l = self.parse_location_body()?;
        self.expect(Tok::RParen, "expected ')' in location")?;
        self.set_loc(target, l);
        Ok(())
    }

    /// MLIR's error for an alias that names something other than a location.
    pub(super) fn not_a_location(&self, off: usize, a: Attribute) -> Diagnostic {
        let msg = format!(
            "expected location, but found '{}'",
            super::printer::attr_to_string(self.ctx, a)
        );
        self.err_at(off, &msg)
    }

    fn set_loc(&mut self, target: LocTarget, loc: Attribute) {
        match target {
            LocTarget::Op(op) => {
                self.ctx.op_mut(op).loc = loc;
                if self.loc_followers.contains(&op) {
                    self.set_body_loc(op, loc);
                }
            }
            LocTarget::Arg(v) => self.ctx.values[v].loc = Some(loc),
        }
    }

    /// Gives `loc` to every op and block argument in `op`'s regions.
    fn set_body_loc(&mut self, op: Op, loc: Attribute) {
        let regions = self.ctx.op(op).regions.clone();
        for r in regions {
            for b in self.ctx.region(r).blocks.clone() {
                for a in self.ctx.block(b).args.clone() {
                    self.ctx.values[a].loc = Some(loc);
                }
                for o in self.ctx.block_ops(b).collect::<Vec<_>>() {
                    self.ctx.op_mut(o).loc = loc;
                }
            }
        }
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (target, name, off) in std::mem::take(&mut self.deferred_locs) {
            match self.attr_aliases.get(&name).copied() {
                Some(a) if matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) => {
                    self.set_loc(target, a)
                }
                Some(a) => return Err(self.not_a_location(off, a)),
                None => {
                    let msg = format!("operation location alias was never defined");
                    return Err(self.err_at(off, &msg));
                }
            }
        }
        Ok(())
    }

    // ----- regions and blocks -----

    /// `region ::= `{` entry-block? block* `}``
    pub(super) fn parse_region(&mut self, region: Region, isolated: bool) -> PResult<()> {
        self.parse_region_with_args(region, isolated, &[])
    }

    /// A region whose entry block arguments were declared by the op's
    /// custom syntax (`func.func @f(%arg0: i32) { ... }`): they are defined
    /// in the region's scope, and the entry block may not have a label.
    pub(super) fn parse_region_with_args(
        &mut self,
        region: Region,
        isolated: bool,
        args: &[EntryArg<'a>],
    ) -> PResult<()> {
        self.enter()?;
        self.expect(Tok::LBrace, "expected '{' to begin a region")?;
        self.push_region_scope(isolated);
        if !args.is_empty() {
            let b = self.ctx.create_block();
            self.ctx.append_block(region, b);
            for a in args {
                let v = self.ctx.add_block_arg(b, a.ty, Some(a.loc));
                self.define_value(a.name, 0, v, a.offset)?;
            }
            if self.is(Tok::CaretIdent) {
                return Err(self.err_here("invalid block name in region with named arguments"));
            }
            self.parse_block_body(b)?;
        } else if self.eat(Tok::RBrace) {
            self.pop_region_scope(isolated)?;
            self.leave();
            return Ok(());
        } else if !self.is(Tok::CaretIdent) {
            // An entry block without a label.
            let b = self.ctx.create_block();
            self.ctx.append_block(region, b);
            self.parse_block_body(b)?;
        }
        while !self.is(Tok::RBrace) {
            if !self.is(Tok::CaretIdent) {
                return Err(self.err_here("expected block name"));
            }
            self.parse_block(region)?;
        }
        self.bump();
        self.pop_region_scope(isolated)?;
        self.leave();
        Ok(())
    }

    /// `^name(args):` followed by operations.
    fn parse_block(&mut self, region: Region) -> PResult<()> {
        let name = self.text();
        let off = self.tok.start;
        self.bump();
        let b = match self
            .block_scopes
            .last_mut()
            .and_then(|s| s.blocks.get_mut(name))
        {
            Some((b, _, defined)) => {
                if *defined {
                    let msg = format!("redefinition of block '{}'", String::from_utf8_lossy(name));
                    return Err(self.err_at(off, &msg));
                }
                *defined = true;
                *b
            }
            None => {
                let b = self.ctx.create_block();
                if let Some(s) = self.block_scopes.last_mut() {
                    s.blocks.insert(name.into(), (b, off, true));
                }
                b
            }
        };
        self.ctx.append_block(region, b);
        if self.eat(Tok::LParen) {
            self.comma_list_until(Tok::RParen, "expected ')'", |p| {
                if !p.is(Tok::PercentIdent) {
                    return Err(p.err_here("expected SSA operand"));
                }
                let (n, aoff) = (p.text(), p.tok.start);
                p.bump();
                p.expect(Tok::Colon, "expected ':' and type for SSA operand")?;
                let ty = p.parse_type()?;
                let arg_loc = p.file_loc(aoff);
                let v = p.ctx.add_block_arg(b, ty, Some(arg_loc));
                p.parse_trailing_loc(LocTarget::Arg(v))?;
                p.define_value(n, 0, v, aoff)
            })?;
        }
        self.expect(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, b: Block) -> PResult<()> {
        // At the end of input this reports a missing operation, as MLIR does.
        while !matches!(self.tok.kind, Tok::CaretIdent | Tok::RBrace) {
            let op = self.parse_operation()?;
            self.ctx.append_op(b, op);
        }
        Ok(())
    }

    // ----- custom forms of the ops `ir` knows -----

    /// The registered op a custom-form name denotes: the name itself, or
    /// with the enclosing default dialect or `builtin` prefixed.
    fn resolve_custom_name(&self, name: &str) -> Option<String> {
        if self.ctx.registry.op(name).is_some() {
            return Some(name.to_string());
        }
        if name.contains('.') {
            return None;
        }
        let defaults = self
            .default_dialects
            .last()
            .map(String::as_str)
            .into_iter()
            .chain(["builtin"]);
        for d in defaults {
            let full = format!("{d}.{name}");
            if self.ctx.registry.op(&full).is_some() {
                return Some(full);
            }
        }
        None
    }

    /// An op in its registered custom syntax.
    fn parse_with_syntax(
        &mut self,
        full_name: &str,
        syntax: std::sync::Arc<dyn super::asm::OpSyntax>,
        op_start: usize,
    ) -> PResult<Op> {
        let info = self.ctx.registry.op(full_name).cloned();
        let isolated = info.as_ref().is_some_and(|i| i.traits.isolated_from_above);
        let default = info.and_then(|i| i.default_dialect);
        self.bump();
        if let Some(d) = &default {
            self.default_dialects.push(d.clone());
        }
        // As MLIR's custom parsers (`parseRegion` without name shadowing),
        // regions of custom ops see outer names; the verifier enforces
        // isolation instead.
        let _ = isolated;
        let mut op_parser = super::asm::OpParser {
            p: self,
            state: Default::default(),
            isolated: false,
        };
        let parsed = syntax.parse(&mut op_parser);
        let state = std::mem::take(&mut op_parser.state);
        if default.is_some() {
            self.default_dialects.pop();
        }
        parsed?;
        let dup = |p: &Self, k: Ident| {
            let msg = format!("duplicate key '{}' in dictionary attribute", p.ctx.str(k));
            p.err_at(op_start, &msg)
        };
        let attrs = self.ctx.dictionary(state.attrs).map_err(|k| dup(self, k))?;
        let props = if state.props.is_empty() {
            None
        } else {
            Some(self.ctx.dictionary(state.props).map_err(|k| dup(self, k))?)
        };
        self.ops += 1;
        if let Some(m) = self.max_ops.filter(|&m| self.ops > m) {
            return Err(self.err_at(
                op_start,
                &format!("the input has more than {m} operations (--max-ops)"),
            ));
        }
        let loc = self.file_loc(op_start);
        let name = self.ctx.ident(full_name);
        let op = self.ctx.create_op(
            name,
            &state.operands,
            &state.result_types,
            attrs,
            props,
            &state.successors,
            0,
            loc,
        );
        for r in state.regions {
            self.ctx.regions[r].parent = Some(op);
            self.ctx.op_mut(op).regions.push(r);
        }
        if state.body_takes_op_loc {
            self.loc_followers.push(op);
        }
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    fn parse_custom_op(&mut self, op_start: usize) -> PResult<Op> {
        let name = self.text();
        let name_str = String::from_utf8_lossy(name).into_owned();
        if let Some((d, _)) = name_str.split_once('.') {
            self.ctx.load_dialect(d);
        }
        if let Some(full) = self.resolve_custom_name(&name_str) {
            if let Some(syntax) = self.ctx.registry.op(&full).and_then(|i| i.syntax.clone()) {
                return self.parse_with_syntax(&full, syntax, op_start);
            }
        }
        match name {
            b"module" | b"builtin.module" => self.parse_module_custom(op_start),
            _ => {
                let name = String::from_utf8_lossy(name);
                match name.split_once('.') {
                    None => {
                        let msg = format!(
                            "custom op '{name}' is unknown (tried 'builtin.{name}' as well)"
                        );
                        Err(self.err_tok(&msg))
                    }
                    Some((dialect, _)) if !self.ctx.registry.has_dialect(dialect) => {
                        let msg = format!("Dialect `{dialect}' not found for custom op '{name}' ");
                        let mut known: Vec<&str> = self.ctx.registry.dialects().collect();
                        known.sort_unstable();
                        let note = format!(
                            "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                            known.join(", ")
                        );
                        Err(self
                            .err_tok(&msg)
                            .with_note(self.loc_at(self.tok.start), note))
                    }
                    Some(_) => Err(self.err_tok(&format!("custom op '{name}' is unknown"))),
                }
            }
        }
    }

    /// `module @name? attributes {..}? { ... }`.
    fn parse_module_custom(&mut self, op_start: usize) -> PResult<Op> {
        self.bump();
        let mut entries = Vec::new();
        if self.is(Tok::AtIdent) {
            let sym = self.parse_symbol_name()?;
            let k = self.ctx.ident("sym_name");
            let v = self.ctx.attr(AttrKind::String {
                value: sym.into_bytes().into(),
                ty: None,
            });
            entries.push((k, v));
        }
        let mut attrs = self.ctx.empty_dict();
        if self.is_kw("attributes") {
            self.bump();
            attrs = self.parse_attr_dict()?;
        }
        let props = if entries.is_empty() {
            None
        } else {
            Some(
                self.ctx
                    .dictionary(entries)
                    .unwrap_or_else(|_| self.ctx.empty_dict()),
            )
        };
        let r = self.ctx.create_region();
        // Not a fresh name scope (MLIR's custom parsers don't shadow):
        // the verifier reports uses from outside.
        self.parse_region(r, false)?;
        if self.ctx.region(r).blocks.is_empty() {
            let b = self.ctx.create_block();
            self.ctx.append_block(r, b);
        }
        let loc = self.file_loc(op_start);
        let name = self.ctx.ident("builtin.module");
        let op = self
            .ctx
            .create_op(name, &[], &[], attrs, props, &[], 0, loc);
        self.ctx.regions[r].parent = Some(op);
        self.ctx.op_mut(op).regions.push(r);
        self.parse_trailing_loc(LocTarget::Op(op))?;
        Ok(op)
    }

    /// `@name` or `@"name"` as a string.
    pub(super) fn parse_symbol_name(&mut self) -> PResult<String> {
        let t = self.text();
        let s = if t.get(1) == Some(&b'"') {
            String::from_utf8_lossy(&super::lexer::unescape(&t[2..t.len() - 1])).into_owned()
        } else {
            String::from_utf8_lossy(&t[1..]).into_owned()
        };
        self.bump();
        Ok(s)
    }
}

/// Position of `needle` in `hay`.
fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Decodes hex digits into bytes.
pub(super) fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if hex.len() % 2 != 0 {
        return None;
    }
    // A table, not `to_digit`: resource blobs run to megabytes.
    const BAD: u8 = 0xff;
    const DIGIT: [u8; 256] = {
        let mut t = [BAD; 256];
        let mut i = 0;
        while i < 10 {
            t[b'0' as usize + i] = i as u8;
            i += 1;
        }
        let mut i = 0;
        while i < 6 {
            t[b'a' as usize + i] = 10 + i as u8;
            t[b'A' as usize + i] = 10 + i as u8;
            i += 1;
        }
        t
    };
    let mut out = Vec::with_capacity(hex.len() / 2);
    for p in hex.chunks_exact(2) {
        let (hi, lo) = (DIGIT[p[0] as usize], DIGIT[p[1] as usize]);
        if hi == BAD || lo == BAD {
            return None;
        }
        out.push(hi << 4 | lo);
    }
    Some(out)
}

/// The result of parsing a source buffer: its top-level op (a module).
pub fn parse_source(
    ctx: &mut Context,
    sm: &crate::diag::SourceMgr,
    buffer: usize,
    opts: ParseOptions,
) -> PResult<Op> {
    let buf = &sm.buffers[buffer];
    let text: &[u8] = &buf.text;
    let line_starts = buf.line_starts();
    let top = ctx.create_block();
    {
        let mut p = Parser::new(ctx, text, buffer, &buf.name, line_starts);
        p.max_ops = opts.max_ops;
        p.parse_top_level(top)?;
    }
    let ops: Vec<Op> = ctx.block_ops(top).collect();
    let module_name = ctx.ident("builtin.module");
    if ops.len() == 1 && ctx.op(ops[0]).name == module_name && !opts.no_implicit_module {
        ctx.detach_op(ops[0]);
        return Ok(ops[0]);
    }
    if opts.no_implicit_module {
        if ops.len() != 1 {
            let msg = format!(
                "source must contain a single top-level operation, found: {}",
                ops.len()
            );
            // Reported at the file's 0:0 location, which shows no source line.
            let file = ctx.ident(&buf.name);
            let loc = ctx.attr(AttrKind::Location(LocKind::FileLineCol {
                file,
                line: 0,
                col: 0,
            }));
            return Err(Diagnostic::error(DiagLoc::Attr(loc), msg));
        }
        ctx.detach_op(ops[0]);
        return Ok(ops[0]);
    }
    // Wrap in an implicit module located at the file's 0:0.
    let file = ctx.ident(&buf.name);
    let loc = ctx.attr(AttrKind::Location(LocKind::FileLineCol {
        file,
        line: 0,
        col: 0,
    }));
    let empty = ctx.empty_dict();
    let module = ctx.create_op(module_name, &[], &[], empty, None, &[], 1, loc);
    let region = ctx.op(module).regions[0];
    let body = ctx.create_block();
    ctx.append_block(region, body);
    for op in ops {
        ctx.detach_op(op);
        ctx.append_op(body, op);
    }
    Ok(module)
}

/// An attribute written alone (`affine_set<(g) : (g == 0)>`,
/// `[tensor<4 x f32>]`) as MLIR prints it, for dialects that keep
/// attributes and types inside their own types' text and must spell them
/// canonically. Builtin syntax only (a fresh context); the error is the
/// parser's message.
pub fn reprint_attribute(text: &str) -> Result<String, String> {
    let mut ctx = Context::new();
    let src = text.as_bytes();
    let line_starts = [0usize];
    let a = {
        let mut p = Parser::new(&mut ctx, src, 0, "<attribute>", &line_starts);
        let a = p.parse_attribute(None).map_err(|d| d.message)?;
        if p.tok.kind != Tok::Eof {
            return Err(format!(
                "unexpected '{}' after the attribute",
                String::from_utf8_lossy(p.text())
            ));
        }
        a
    };
    Ok(super::printer::attr_to_string(&ctx, a))
}

/// An attribute written alone (`[1, 2]`, `f32`, `#arith.fastmath<fast>`),
/// made in `ctx`.
pub fn parse_attribute_str(ctx: &mut Context, text: &str) -> Result<Attribute, String> {
    let src = text.as_bytes();
    let line_starts = [0usize];
    let mut p = Parser::new(ctx, src, 0, "<attribute>", &line_starts);
    let a = p.parse_attribute(None).map_err(|d| d.message)?;
    if p.tok.kind != Tok::Eof {
        return Err("unexpected text after the attribute".into());
    }
    Ok(a)
}

/// A type written alone (`tensor<4xf32>`, `!tt.ptr<f16>`), made in `ctx`:
/// what a dialect needs when one type's text determines another's (the
/// value a pointer type points to).
pub fn parse_type_str(ctx: &mut Context, text: &str) -> Result<Type, String> {
    let src = text.as_bytes();
    let line_starts = [0usize];
    let mut p = Parser::new(ctx, src, 0, "<type>", &line_starts);
    let t = p.parse_type().map_err(|d| d.message)?;
    if p.tok.kind != Tok::Eof {
        return Err("unexpected text after the type".into());
    }
    Ok(t)
}

/// An `affine_set<...>` written alone, read into its structure (for
/// dialects that carry integer sets inside their types' text).
pub fn parse_integer_set(text: &str) -> Result<crate::affine::IntegerSet, String> {
    let mut ctx = Context::new();
    let src = text.as_bytes();
    let line_starts = [0usize];
    let mut p = Parser::new(&mut ctx, src, 0, "<attribute>", &line_starts);
    let a = p.parse_attribute(None).map_err(|d| d.message)?;
    if p.tok.kind != Tok::Eof {
        return Err("unexpected text after the integer set".into());
    }
    match p.ctx.attr_kind(a) {
        AttrKind::IntegerSet(s) => Ok((**s).clone()),
        _ => Err("expected an integer set".into()),
    }
}

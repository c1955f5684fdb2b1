//! Custom assembly: the interface through which a dialect gives an op its
//! own syntax (MLIR's `OpAsmParser` / `OpAsmPrinter`). An op registers an
//! [`OpSyntax`]; the parser hands it an [`OpParser`] after the op's name,
//! the printer an [`OpPrinter`]. Declarative formats from `.dialect` files
//! and hand-written Rust syntaxes use the same two interfaces.

use super::lexer::Tok;
use super::parser::{EntryArg, PResult, Parser};
use super::printer::Printer;
use crate::attributes::{AttrKind, Attribute};
use crate::block::{Block, Region};
use crate::context::Context;
use crate::diag::Diagnostic;
use crate::intern::Ident;
use crate::operation::Op;
use crate::types::Type;
use crate::value::Value;

/// An op's custom syntax.
pub trait OpSyntax: Send + Sync + std::fmt::Debug {
    /// Parses what follows the op's name into `p.state`.
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()>;
    /// Prints what follows the op's name (the printer has written the
    /// results and the name; begin with a space if something follows).
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op);
    /// Name hints for the op's results in custom form (`c0`, `cst`,
    /// `alloc`); `None` keeps the default numbering.
    fn result_names(&self, _ctx: &Context, _op: Op) -> Vec<Option<String>> {
        Vec::new()
    }
    /// Whether the printed form shows the locations of region
    /// `region`'s entry arguments (`func.func` does; `scf.for` declares its
    /// induction variable without one). Aliases are made only for
    /// locations that are printed, as mlir-opt's dry-run printer does.
    fn prints_entry_arg_locs(&self, _ctx: &Context, _op: Op, _region: usize) -> bool {
        true
    }
    /// Name hints for the entry block arguments of the op's region number
    /// `region` in custom form (MLIR's `getAsmBlockArgumentNames`: `in`,
    /// `out`, `init`); `None` keeps the default `%argN`.
    fn block_arg_names(&self, _ctx: &Context, _op: Op, _region: usize) -> Vec<Option<String>> {
        Vec::new()
    }
    /// Properties the custom form prints before the op's regions, which
    /// may take aliases (`#map` for linalg.generic's `indexing_maps`).
    fn printed_props(&self, _ctx: &Context, _op: Op) -> Vec<Attribute> {
        Vec::new()
    }
}

/// Punctuation an [`OpParser`] can expect.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Punct {
    LParen,
    RParen,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    Less,
    Greater,
    Comma,
    Colon,
    Equal,
    Arrow,
    Question,
    Star,
    Plus,
    Minus,
    VerticalBar,
    Ellipsis,
}

impl Punct {
    fn tok(self) -> Tok {
        match self {
            Punct::LParen => Tok::LParen,
            Punct::RParen => Tok::RParen,
            Punct::LSquare => Tok::LSquare,
            Punct::RSquare => Tok::RSquare,
            Punct::LBrace => Tok::LBrace,
            Punct::RBrace => Tok::RBrace,
            Punct::Less => Tok::Less,
            Punct::Greater => Tok::Greater,
            Punct::Comma => Tok::Comma,
            Punct::Colon => Tok::Colon,
            Punct::Equal => Tok::Equal,
            Punct::Arrow => Tok::Arrow,
            Punct::Question => Tok::Question,
            Punct::Star => Tok::Star,
            Punct::Plus => Tok::Plus,
            Punct::Minus => Tok::Minus,
            Punct::VerticalBar => Tok::VerticalBar,
            Punct::Ellipsis => Tok::Ellipsis,
        }
    }
    /// The punctuation's spelling.
    pub fn spelling(self) -> &'static str {
        match self {
            Punct::LParen => "(",
            Punct::RParen => ")",
            Punct::LSquare => "[",
            Punct::RSquare => "]",
            Punct::LBrace => "{",
            Punct::RBrace => "}",
            Punct::Less => "<",
            Punct::Greater => ">",
            Punct::Comma => ",",
            Punct::Colon => ":",
            Punct::Equal => "=",
            Punct::Arrow => "->",
            Punct::Question => "?",
            Punct::Star => "*",
            Punct::Plus => "+",
            Punct::Minus => "-",
            Punct::VerticalBar => "|",
            Punct::Ellipsis => "...",
        }
    }
}

/// An SSA use not yet given a type: `%name#number` at `offset`.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name as written.
    pub name: &'a [u8],
    /// Result number (`#N`).
    pub number: usize,
    /// Where it is.
    pub offset: usize,
}

/// An argument declared in custom syntax (`%x: i32 {attrs} loc(...)`).
#[derive(Clone, Debug)]
pub struct Argument<'a> {
    /// The name.
    pub name: UnresolvedOperand<'a>,
    /// Its type.
    pub ty: Type,
    /// Its attribute dictionary, if written.
    pub attrs: Option<Attribute>,
    /// Its location, if written.
    pub loc: Option<Attribute>,
}

/// What a custom parser builds: MLIR's `OperationState`.
#[derive(Debug, Default)]
pub struct OpState {
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes.
    pub attrs: Vec<(Ident, Attribute)>,
    /// Properties (inherent attributes).
    pub props: Vec<(Ident, Attribute)>,
    /// Successors.
    pub successors: Vec<Block>,
    /// Regions (already parsed).
    pub regions: Vec<Region>,
    /// The regions were built from the op's own text, so they take the
    /// op's location (written after it) rather than their own.
    pub body_takes_op_loc: bool,
}

/// The parser interface an [`OpSyntax`] uses.
pub struct OpParser<'p, 'a> {
    pub(super) p: &'p mut Parser<'a>,
    /// The op being built.
    pub state: OpState,
    /// Whether the op's regions are isolated from above.
    pub(super) isolated: bool,
}

impl<'p, 'a> OpParser<'p, 'a> {
    /// The context (to build types and attributes).
    pub fn ctx(&mut self) -> &mut Context {
        self.p.ctx
    }
    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.p.tok.start
    }
    /// An "expected ..." error about the current token, placed as MLIR
    /// places them.
    pub fn error(&self, msg: &str) -> Diagnostic {
        self.p.err_here(msg)
    }
    /// An error at byte `offset`.
    pub fn error_at(&self, offset: usize, msg: &str) -> Diagnostic {
        self.p.err_at(offset, msg)
    }
    /// Byte offset of the op's name (MLIR's `getNameLoc`): custom parsers
    /// report some errors there, and implicit terminators take its
    /// location. The name is the bare identifier just before the first
    /// token the syntax sees.
    pub fn name_offset(&self) -> usize {
        let src = self.p.lex.src;
        let mut i = self.p.tok.start.min(src.len());
        while i > 0 && src[i - 1].is_ascii_whitespace() {
            i -= 1;
        }
        while i > 0
            && matches!(src[i - 1], b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'.' | b'$' | b'-')
        {
            i -= 1;
        }
        i
    }
    /// The file location `loc("file":L:C)` of byte `offset`.
    pub fn loc_at(&mut self, offset: usize) -> Attribute {
        self.p.file_loc(offset)
    }

    // ----- punctuation and keywords -----

    /// Consumes `punct` or fails with `expected '<punct>'`.
    pub fn parse_punct(&mut self, punct: Punct) -> PResult<()> {
        let msg = format!("expected '{}'", punct.spelling());
        self.p.expect(punct.tok(), &msg)
    }
    /// Consumes `punct` if present.
    pub fn parse_optional_punct(&mut self, punct: Punct) -> bool {
        self.p.eat(punct.tok())
    }
    /// Whether the current token is `punct`.
    pub fn is_punct(&self, punct: Punct) -> bool {
        self.p.is(punct.tok())
    }
    /// Consumes the keyword `kw` or fails.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.is_kw(kw) {
            self.p.bump();
            return Ok(());
        }
        Err(self.p.err_here(&format!("expected '{kw}'")))
    }
    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.p.is_kw(kw) {
            self.p.bump();
            true
        } else {
            false
        }
    }
    /// The current token if it is a bare identifier (without consuming).
    pub fn peek_keyword(&self) -> Option<&'a str> {
        if self.p.is(Tok::BareIdent) {
            std::str::from_utf8(self.p.text()).ok()
        } else {
            None
        }
    }
    /// `<...>` with balanced brackets, returning the text between the
    /// outer `<` and `>` as written (a dialect attribute's body printed in
    /// stripped form, such as StableHLO's `algorithm = <...>`).
    pub fn parse_angle_body(&mut self) -> PResult<&'a str> {
        if !self.p.is(Tok::Less) {
            return Err(self.p.err_here("expected '<'"));
        }
        let open = self.p.tok.start;
        let src = self.p.lex.src;
        let end = super::parse_type::registered_body_end(src, open)
            .map_err(|(at, msg)| self.p.err_at(at, &msg))?;
        let body = std::str::from_utf8(&src[open + 1..end - 1])
            .map_err(|_| self.p.err_at(open, "invalid UTF-8 in attribute body"))?;
        self.p.lex.pos = end;
        self.p.bump();
        Ok(body)
    }
    /// `text` (a body read with [`Self::parse_angle_body`]) with the
    /// attribute aliases it names spelled out.
    pub fn expand_aliases(&self, text: &str) -> String {
        self.p.expand_aliases(text)
    }
    /// Consumes and returns a bare identifier.
    pub fn parse_bare_keyword(&mut self) -> PResult<&'a str> {
        match self.peek_keyword() {
            Some(k) => {
                self.p.bump();
                Ok(k)
            }
            None => Err(self.p.err_here("expected valid keyword")),
        }
    }

    // ----- values -----

    /// `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        let (name, number, offset) = self.p.parse_ssa_use()?;
        Ok(UnresolvedOperand {
            name,
            number,
            offset,
        })
    }
    /// MLIR's `parseAffineMapOfSSAIds` after the opening bracket, read up
    /// to and with `close` (`]` or `)`): affine expressions over SSA uses,
    /// each distinct use a dimension in order of appearance
    /// (`%i + 1, %j * 64`).
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        close: Punct,
    ) -> PResult<(crate::affine::AffineMap, Vec<UnresolvedOperand<'a>>)> {
        let (map, uses) = self.p.parse_affine_map_of_ssa_ids(close.tok())?;
        Ok((
            map,
            uses.into_iter()
                .map(|(name, number, offset)| UnresolvedOperand {
                    name,
                    number,
                    offset,
                })
                .collect(),
        ))
    }
    /// Whether the current token is an SSA name (`%x`), which lets a
    /// syntax test for an operand without consuming it.
    pub fn is_operand(&self) -> bool {
        self.p.is(Tok::PercentIdent)
    }
    /// Whether the current token is a block name (`^bb1`).
    pub fn is_successor(&self) -> bool {
        self.p.is(Tok::CaretIdent)
    }
    /// An operand if the current token is an SSA name.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.p.is(Tok::PercentIdent) {
            return self.parse_operand().map(Some);
        }
        Ok(None)
    }
    /// Comma-separated operands (possibly none).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        if !self.p.is(Tok::PercentIdent) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.p.eat(Tok::Comma) {
                return Ok(v);
            }
        }
    }
    /// The value `u` names, which must have type `ty`.
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        self.p.resolve_value(u.name, u.number, ty, u.offset)
    }
    /// Resolves `uses` against `types` and appends them to the operands.
    pub fn resolve_operands(
        &mut self,
        uses: &[UnresolvedOperand<'a>],
        types: &[Type],
        at: usize,
    ) -> PResult<()> {
        if uses.len() != types.len() {
            let msg = format!(
                "{} operands present, but expected {}",
                uses.len(),
                types.len()
            );
            return Err(self.p.err_at(at, &msg));
        }
        for (u, &t) in uses.iter().zip(types) {
            let v = self.resolve_operand(u, t)?;
            self.state.operands.push(v);
        }
        Ok(())
    }
    /// `%x: type {attrs}? loc(...)?` (types required when `typed`).
    pub fn parse_argument(&mut self, typed: bool, with_attrs: bool) -> PResult<Argument<'a>> {
        let name = self.parse_operand()?;
        let mut ty = self.p.ctx.none_type();
        if typed {
            self.p.expect(Tok::Colon, "expected ':'")?;
            ty = self.p.parse_type()?;
        }
        let mut attrs = None;
        if with_attrs && self.p.is(Tok::LBrace) {
            attrs = Some(self.p.parse_attr_dict()?);
        }
        let loc = self.parse_optional_location()?;
        Ok(Argument {
            name,
            ty,
            attrs,
            loc,
        })
    }
    /// A trailing `loc(...)` if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.is_kw("loc") {
            return Ok(None);
        }
        self.p.bump();
        self.p.expect(Tok::LParen, "expected '(' in location")?;
        let l = self.p.parse_location_body()?;
        self.p.expect(Tok::RParen, "expected ')' in location")?;
        Ok(Some(l))
    }

    // ----- types and attributes -----

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }
    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.p.expect(Tok::Colon, "expected ':'")?;
        self.p.parse_type()
    }
    /// Comma-separated types.
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.p.parse_type()?];
        while self.p.eat(Tok::Comma) {
            v.push(self.p.parse_type()?);
        }
        Ok(v)
    }
    /// `-> type` or `-> (types)` (function results).
    pub fn parse_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        self.p.expect(Tok::Arrow, "expected '->'")?;
        if self.p.eat(Tok::LParen) {
            let mut v = Vec::new();
            self.p.comma_list_until(Tok::RParen, "expected ')'", |p| {
                v.push(p.parse_type()?);
                Ok(())
            })?;
            return Ok(v);
        }
        Ok(vec![self.p.parse_type()?])
    }
    /// An attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute(None)
    }
    /// An attribute whose type, when it has none written, is `ty`
    /// (`6` as an `i64`, `0x7FF0000000000000` as an `f64`).
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.p.parse_attribute(Some(ty))
    }
    /// A `{...}` dictionary if present, into the op's attributes.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<()> {
        if self.p.is(Tok::LBrace) {
            let d = self.p.parse_attr_dict()?;
            let entries = self.p.ctx.dict_entries(d).to_vec();
            self.state.attrs.extend(entries);
        }
        Ok(())
    }
    /// `attributes {...}` if present, into the op's attributes.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            let d = self.p.parse_attr_dict()?;
            let entries = self.p.ctx.dict_entries(d).to_vec();
            self.state.attrs.extend(entries);
        }
        Ok(())
    }
    /// `@name` as a string.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if !self.p.is(Tok::AtIdent) {
            return Err(self
                .p
                .err_here("expected valid '@'-identifier for symbol name"));
        }
        self.p.parse_symbol_name()
    }
    /// A string literal's bytes.
    pub fn parse_string(&mut self) -> PResult<Vec<u8>> {
        if !self.p.is(Tok::String) {
            return Err(self.p.err_here("expected string"));
        }
        let t = self.p.text();
        let v = super::lexer::unescape(&t[1..t.len() - 1]);
        self.p.bump();
        Ok(v)
    }
    /// An integer literal (optionally negative), in `i64`'s range as
    /// MLIR's `parseInteger<int64_t>` takes it (`-9223372036854775808`
    /// included).
    pub fn parse_integer(&mut self) -> PResult<i64> {
        self.parse_integer_up_to(i64::MAX as u64)
    }

    /// An integer literal that is a 64-bit pattern: up to `2^64 - 1`
    /// (read as the `i64` of the same bits) or down to `-2^63`. MLIR
    /// prints `cf.switch`'s case values unsigned (`-1` of an `i64` flag as
    /// `18446744073709551615`); tessera reads that spelling back.
    pub fn parse_integer_bits64(&mut self) -> PResult<i64> {
        self.parse_integer_up_to(u64::MAX)
    }

    fn parse_integer_up_to(&mut self, max: u64) -> PResult<i64> {
        let at = self.offset();
        let neg = self.p.eat(Tok::Minus);
        if !self.p.is(Tok::Integer) {
            return Err(self.p.err_here("expected integer value"));
        }
        let limit = if neg { 1u64 << 63 } else { max };
        let v = super::parse_attr::parse_uint(self.p.text())
            .and_then(|v| u64::try_from(v).ok())
            .filter(|&v| v <= limit);
        let Some(v) = v else {
            // MLIR points at the literal's sign.
            return Err(self.p.err_at(at, "integer value too large"));
        };
        self.p.bump();
        // Two's complement: `v` as the bits of an i64, negated when signed.
        let bits = v as i64;
        Ok(if neg { bits.wrapping_neg() } else { bits })
    }
    /// Interns `s`.
    pub fn ident(&mut self, s: &str) -> Ident {
        self.p.ctx.ident(s)
    }
    /// Adds a property.
    pub fn add_prop(&mut self, name: &str, value: Attribute) {
        let k = self.p.ctx.ident(name);
        self.state.props.push((k, value));
    }

    // ----- regions and successors -----

    /// A region; `args` become its entry block's arguments.
    pub fn parse_region(&mut self, args: &[Argument<'a>]) -> PResult<Region> {
        let r = self.p.ctx.create_region();
        let entry: Vec<EntryArg<'a>> = args
            .iter()
            .map(|a| EntryArg {
                name: a.name.name,
                offset: a.name.offset,
                ty: a.ty,
                loc: a.loc.unwrap_or_else(|| self.p.file_loc(a.name.offset)),
            })
            .collect();
        self.p.parse_region_with_args(r, self.isolated, &entry)?;
        Ok(r)
    }
    /// A region if the current token is `{`.
    pub fn parse_optional_region(&mut self, args: &[Argument<'a>]) -> PResult<Option<Region>> {
        if self.p.is(Tok::LBrace) {
            return self.parse_region(args).map(Some);
        }
        Ok(None)
    }
    /// `^bb`.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        if !self.p.is(Tok::CaretIdent) {
            return Err(self.p.err_here("expected block name"));
        }
        let (n, off) = (self.p.text(), self.p.tok.start);
        self.p.bump();
        Ok(self.p.block_ref(n, off))
    }
}

/// The printer interface an [`OpSyntax`] uses.
pub struct OpPrinter<'p, 'c> {
    pub(super) p: &'p mut Printer<'c>,
}

impl<'p, 'c> OpPrinter<'p, 'c> {
    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }
    /// Writes text as is.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }
    /// The generic form of `op` after its name (`(%a) <{...}> : (T) -> U`),
    /// for a custom printer that cannot show the op's attributes.
    pub fn generic(&mut self, op: Op) {
        self.p.print_generic_tail(op);
    }
    /// A value's name (`%0`, `%arg1`, `%c0`).
    pub fn operand(&mut self, v: Value) {
        self.p.print_value(v);
    }
    /// A value's name as [`OpPrinter::operand`] would write it, returned
    /// instead (for syntaxes that weave names into expressions).
    pub fn value_name(&mut self, v: Value) -> String {
        let start = self.p.out.len();
        self.p.print_value(v);
        self.p.out.split_off(start)
    }
    /// Comma-separated values.
    pub fn operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        self.comma_separated(vs, Self::operand);
    }
    /// `items`, each printed by `f`, separated by `, `.
    pub fn comma_separated<T>(
        &mut self,
        items: impl IntoIterator<Item = T>,
        mut f: impl FnMut(&mut Self, T),
    ) {
        for (i, x) in items.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            f(self, x);
        }
    }
    /// A type (aliases applied).
    pub fn ty(&mut self, t: Type) {
        self.p.print_type(t);
    }
    /// Comma-separated types.
    pub fn types(&mut self, ts: impl IntoIterator<Item = Type>) {
        self.comma_separated(ts, Self::ty);
    }
    /// An attribute (aliases applied).
    pub fn attr(&mut self, a: Attribute) {
        self.p.print_attr(a);
    }
    /// An integer or float attribute without its type, as MLIR prints an
    /// attribute whose type the op fixes (`I64Attr`, `F64Attr`).
    pub fn attr_without_type(&mut self, a: Attribute) {
        self.p.print_attr_without_type(a);
    }
    /// ` {...}` of `entries` not named in `elided` (nothing if empty).
    pub fn attr_dict(&mut self, entries: &[(Ident, Attribute)], elided: &[&str]) {
        self.dict_after(" {", entries, elided);
    }
    /// ` attributes {...}` of `entries` not in `elided`.
    pub fn attr_dict_with_keyword(&mut self, entries: &[(Ident, Attribute)], elided: &[&str]) {
        self.dict_after(" attributes {", entries, elided);
    }
    fn dict_after(&mut self, open: &str, entries: &[(Ident, Attribute)], elided: &[&str]) {
        let ctx = self.p.ctx;
        let kept: Vec<(Ident, Attribute)> = entries
            .iter()
            .filter(|(k, _)| !elided.contains(&ctx.str(*k)))
            .copied()
            .collect();
        if kept.is_empty() {
            return;
        }
        self.write(open);
        self.p.print_named_attrs(&kept);
        self.write("}");
    }
    /// A region `{...}`; `entry_args` prints the entry block header.
    pub fn region(&mut self, r: Region, entry_args: bool, terminators: bool) {
        self.p.print_region_ex(r, entry_args, terminators, false);
    }
    /// `^bbN`.
    pub fn successor(&mut self, b: Block) {
        self.p.print_block_name(b);
    }
    /// `@name` (quoted if needed; MLIR's placeholder for an empty name).
    pub fn symbol_name(&mut self, name: &str) {
        if name.is_empty() {
            self.write("@<<INVALID EMPTY SYMBOL>>");
            return;
        }
        self.write("@");
        self.p.print_keyword_or_string(name);
    }
    /// A string literal.
    pub fn string(&mut self, s: &[u8]) {
        self.p.print_escaped(s);
    }
    /// An argument declaration `%x: type` (with ` loc(...)` in debug-info mode).
    pub fn argument(&mut self, v: Value) {
        self.operand(v);
        self.write(": ");
        self.ty(self.p.ctx.value_type(v));
        self.p.print_arg_loc(v);
    }
    /// An argument declaration with its attribute dictionary, as MLIR's
    /// `printRegionArgument`: `%x: type {attrs}` (with ` loc(...)` in
    /// debug-info mode, after the attributes).
    pub fn argument_with_attrs(&mut self, v: Value, attrs: &[(Ident, Attribute)]) {
        self.operand(v);
        self.write(": ");
        self.ty(self.p.ctx.value_type(v));
        self.attr_dict(attrs, &[]);
        self.p.print_arg_loc(v);
    }
    /// The indentation of the line being printed: at the start of
    /// `print`, the op's own. Syntaxes that break lines (MLIR's
    /// `printNewline`) read it first and pass it to [`Self::newline`].
    pub fn current_indent(&self) -> usize {
        let out = &self.p.out;
        let start = out.rfind('\n').map_or(0, |i| i + 1);
        out[start..].bytes().take_while(|&b| b == b' ').count()
    }
    /// Indents the lines of regions printed from now on two more spaces
    /// (MLIR's `increaseIndent`); [`Self::indent`] gives the new level.
    pub fn increase_indent(&mut self) {
        self.p.indent += 2;
    }
    /// Undoes [`Self::increase_indent`] (MLIR's `decreaseIndent`).
    pub fn decrease_indent(&mut self) {
        self.p.indent = self.p.indent.saturating_sub(2);
    }
    /// The indentation level regions and [`Self::newline`]s are printed at.
    pub fn indent(&self) -> usize {
        self.p.indent
    }
    /// A line break followed by `indent` spaces.
    pub fn newline(&mut self, indent: usize) {
        self.p.out.push('\n');
        for _ in 0..indent {
            self.p.out.push(' ');
        }
    }
    /// The string held by attribute `a`, if it is a string attribute.
    pub fn string_of(&self, a: Attribute) -> Option<&'c [u8]> {
        match self.p.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }
}

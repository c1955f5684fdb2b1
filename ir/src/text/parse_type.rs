//! Parsing of types, including shapes (`4x?xf32`) that are split below
//! the token level.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::attributes::{AttrKind, Attribute};
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind, DYNAMIC};

/// Largest integer width MLIR accepts.
pub const MAX_INT_WIDTH: u32 = 16_777_215;

impl<'a> Parser<'a> {
    /// Whether the current token can start a type.
    pub(super) fn at_type_start(&self) -> bool {
        match self.tok.kind {
            Tok::BangIdent | Tok::LParen => true,
            Tok::BareIdent => {
                let t = self.text();
                matches!(
                    t,
                    b"index" | b"none" | b"complex" | b"tensor" | b"memref" | b"vector" | b"tuple"
                ) || FloatKind::from_name(std::str::from_utf8(t).unwrap_or("")).is_some()
                    || int_type_spelling(t).is_some()
            }
            _ => false,
        }
    }

    /// `type ::= builtin-type | !dialect-type | !alias | function-type`
    pub(super) fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        match self.tok.kind {
            Tok::LParen => return self.parse_function_type_memo(),
            Tok::BangIdent => return self.parse_bang_type(),
            Tok::BareIdent => {}
            _ => return Err(self.err_here("expected non-function type")),
        }
        let t = self.text();
        if let Some((sign, w)) = int_type_spelling(t) {
            let Some(width) = w.filter(|&w| w <= MAX_INT_WIDTH) else {
                return Err(self.err_tok("integer bitwidth is limited to 16777215 bits"));
            };
            self.bump();
            return Ok(self.ctx.int_type(width, sign));
        }
        if let Some(k) = FloatKind::from_name(std::str::from_utf8(t).unwrap_or("")) {
            self.bump();
            return Ok(self.ctx.float_type(k));
        }
        match t {
            b"index" => {
                self.bump();
                Ok(self.ctx.index_type())
            }
            b"none" => {
                self.bump();
                Ok(self.ctx.none_type())
            }
            b"complex" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in complex type")?;
                let off = self.tok.start;
                let elem = self.parse_type()?;
                if !matches!(
                    self.ctx.type_kind(elem),
                    TypeKind::Integer { .. } | TypeKind::Float(_)
                ) {
                    return Err(self.err_at(off, "invalid element type for complex"));
                }
                self.expect(Tok::Greater, "expected '>' in complex type")?;
                Ok(self.ctx.ty(TypeKind::Complex(elem)))
            }
            b"tuple" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in tuple type")?;
                let mut elems = Vec::new();
                self.comma_list_until(Tok::Greater, "expected '>' in tuple type", |p| {
                    elems.push(p.parse_type()?);
                    Ok(())
                })?;
                Ok(self.ctx.ty(TypeKind::Tuple(elems.into())))
            }
            b"tensor" => self.parse_tensor_type(),
            b"memref" => self.parse_memref_type(),
            b"vector" => self.parse_vector_type(),
            _ => Err(self.err_here("expected non-function type")),
        }
    }

    /// `(inputs) -> results`.
    pub(super) fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        if !self.is(Tok::Arrow) {
            return Err(self.err_here("expected '->' in function type"));
        }
        self.bump();
        let results = self.parse_function_results()?;
        Ok(self.ctx.function_type(&inputs, &results))
    }

    /// `(t, t)` after which the `(` is current.
    fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LParen, "expected '('")?;
        let mut v = Vec::new();
        self.comma_list_until(Tok::RParen, "expected ')'", |p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// A function type's results: `(t, ..)` or one non-function type.
    fn parse_function_results(&mut self) -> PResult<Vec<Type>> {
        if self.is(Tok::LParen) {
            // `(..)` may be a result list or the inputs of a function type.
            let save = (self.lex.pos, self.tok);
            let list = self.parse_type_list_parens()?;
            if self.is(Tok::Arrow) {
                // It was a function type as the single result.
                self.lex.pos = save.0;
                self.tok = save.1;
                let f = self.parse_function_type()?;
                return Ok(vec![f]);
            }
            return Ok(list);
        }
        Ok(vec![self.parse_type()?])
    }

    fn parse_bang_type(&mut self) -> PResult<Type> {
        let text = &self.text()[1..];
        let off = self.tok.start;
        let tok_end = self.tok.end;
        let is_alias = !text.contains(&b'.') && self.lex.src.get(tok_end) != Some(&b'<');
        if is_alias {
            let found = self.type_aliases.get(text).copied();
            return self.take_alias(found, text);
        }
        let (dialect, mut data) = self.parse_dialect_symbol(text, off)?;
        self.ctx.load_dialect(&dialect);
        let canon = self.ctx.registry.type_syntax(&dialect);
        data = self.canonical_body(canon, &dialect, data, off)?;
        let d = self.ctx.ident(&dialect);
        Ok(self.ctx.ty(TypeKind::Opaque {
            dialect: d,
            data: data.into(),
        }))
    }

    /// A dialect that knows its types' or attributes' syntax gets to check
    /// a symbol's body and give it its canonical spelling; `canon` is that
    /// hook (the dialect loaded first), `off` where the `!`/`#` token starts.
    pub(super) fn canonical_body(
        &self,
        canon: Option<crate::registry::TypeSyntaxFn>,
        dialect: &str,
        data: String,
        off: usize,
    ) -> PResult<String> {
        let Some(canon) = canon else {
            return Ok(data);
        };
        let data = self.expand_aliases(&data);
        canon(&data).map_err(|e| {
            // The body follows `!dialect.` / `#dialect.` in the source, unbroken.
            let at = off + 1 + dialect.len() + 1 + e.offset;
            let d = self.err_at(at, &e.message);
            match e.note {
                Some(n) => d.with_note(self.loc_at(at), n),
                None => d,
            }
        })
    }

    /// `data` with each attribute alias it names (`#name`, defined earlier
    /// in the file) spelled out: a dialect's body canonicalizer reads the
    /// text on its own, and must see what the alias stands for, as MLIR's
    /// dialect parsers read a body with the file's aliases in scope.
    pub(super) fn expand_aliases(&self, data: &str) -> String {
        if !data.contains('#') {
            return data.to_string();
        }
        let b = data.as_bytes();
        let mut out = String::with_capacity(data.len());
        let (mut i, mut copied, mut in_string) = (0, 0, false);
        while i < b.len() {
            match b[i] {
                b'"' => in_string = !in_string,
                b'\\' if in_string => i += 1,
                b'#' if !in_string => {
                    let start = i + 1;
                    let mut j = start;
                    while j < b.len()
                        && (b[j].is_ascii_alphanumeric()
                            || matches!(b[j], b'_' | b'$' | b'.' | b'-'))
                    {
                        j += 1;
                    }
                    if let Some(&a) = self.attr_aliases.get(&b[start..j]) {
                        out.push_str(&data[copied..i]);
                        out.push_str(&crate::text::attr_to_string(self.ctx, a));
                        copied = j;
                    }
                    i = j;
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        out.push_str(&data[copied..]);
        out
    }

    /// After a `!x.y` or `#x.y` token: splits the dialect name off and reads
    /// a balanced `<...>` body if one follows; returns (dialect, data).
    pub(super) fn parse_dialect_symbol(
        &mut self,
        text: &[u8],
        off: usize,
    ) -> PResult<(String, String)> {
        let (dialect, mut data) = match text.iter().position(|&c| c == b'.') {
            Some(i) => (&text[..i], text[i + 1..].to_vec()),
            None => (text, Vec::new()),
        };
        let dialect = String::from_utf8_lossy(dialect).into_owned();
        let end = self.tok.end;
        let src = self.lex.src;
        if src.get(end) == Some(&b'<') {
            let registered = self.ctx.registry.type_syntax(&dialect).is_some()
                || self.ctx.registry.attr_syntax(&dialect).is_some();
            let scan = if registered {
                registered_body_end
            } else {
                balanced_body_end
            };
            let body_end = scan(src, end).map_err(|(at, msg)| self.err_at(at, &msg))?;
            if data.is_empty() {
                data.extend_from_slice(&src[end + 1..body_end - 1]);
            } else {
                data.extend_from_slice(&src[end..body_end]);
            }
            self.lex.pos = body_end;
            self.bump();
        } else {
            self.bump();
        }
        if data.is_empty() {
            return Err(self.err_at(off, "expected dialect symbol body"));
        }
        match String::from_utf8(data) {
            Ok(s) => Ok((dialect, s)),
            Err(_) => Err(self.err_at(off, "invalid UTF-8 in dialect symbol")),
        }
    }

    /// Consumes the `x` that ends a dimension. The lexer sees `x4xf32` as
    /// one identifier, so only its first character is taken.
    fn parse_x_in_dims(&mut self) -> PResult<()> {
        if self.tok.kind != Tok::BareIdent || self.text().first() != Some(&b'x') {
            return Err(self.err_here("expected 'x' in dimension list"));
        }
        if self.text().len() == 1 {
            self.bump();
        } else {
            self.lex.pos = self.tok.start + 1;
            self.bump();
        }
        Ok(())
    }

    /// Reads `4x?x` dimensions (stopping before the element type), as
    /// MLIR does: token by token, so whitespace may separate them.
    /// `allow_scalable` accepts `[4]x` (vectors).
    fn parse_dims(&mut self, allow_scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        loop {
            let is_scalable = allow_scalable && self.is(Tok::LSquare);
            if is_scalable {
                self.bump();
            }
            let d = match self.tok.kind {
                // Vectors have no dynamic dimensions: `?` then fails as
                // an element type, as in MLIR.
                Tok::Question if !is_scalable && !allow_scalable => {
                    self.bump();
                    DYNAMIC
                }
                Tok::Integer => {
                    let t = self.text();
                    if t.len() > 1 && t[1] == b'x' {
                        // `0x4` is the dimension 0 followed by `x4`.
                        self.bump_from(self.tok.start + 1);
                        0
                    } else {
                        let v = std::str::from_utf8(t)
                            .ok()
                            .and_then(|s| s.parse::<i64>().ok());
                        match v {
                            Some(v) => {
                                self.bump();
                                v
                            }
                            None => return Err(self.err_here("invalid dimension")),
                        }
                    }
                }
                _ => {
                    if is_scalable {
                        return Err(self.err_here("expected integer value"));
                    }
                    break;
                }
            };
            if is_scalable {
                self.expect(Tok::RSquare, "missing ']' closing scalable dimension")?;
            }
            self.parse_x_in_dims()?;
            dims.push(d);
            scalable.push(is_scalable);
        }
        Ok((dims, scalable))
    }

    /// `*x` of an unranked shaped type, after the `<`.
    fn parse_unranked_star(&mut self) -> PResult<()> {
        self.bump();
        self.parse_x_in_dims()
    }

    fn parse_tensor_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.is(Tok::Less) {
            return Err(self.err_here("expected '<' in tensor type"));
        }
        self.bump();
        if self.is(Tok::Star) {
            self.parse_unranked_star()?;
            let off = self.tok.start;
            let elem = self.parse_type()?;
            self.check_tensor_elem(elem, off)?;
            self.expect(Tok::Greater, "expected '>' in tensor type")?;
            return Ok(self.ctx.ty(TypeKind::UnrankedTensor { elem }));
        }
        let (shape, _) = self.parse_dims(false)?;
        let off = self.tok.start;
        let elem = self.parse_type()?;
        self.check_tensor_elem(elem, off)?;
        let mut encoding = None;
        if self.eat(Tok::Comma) {
            // The encoding is optional after the comma; what cannot start
            // an attribute is reported as a missing `>` at that token.
            if !self.at_attribute_start() {
                return Err(self.err_here("expected '>' in tensor type"));
            }
            encoding = Some(self.parse_attribute(None)?);
        }
        self.expect(Tok::Greater, "expected '>' in tensor type")?;
        Ok(self.ctx.ty(TypeKind::RankedTensor {
            shape: shape.into(),
            elem,
            encoding,
        }))
    }

    fn check_tensor_elem(&self, elem: Type, off: usize) -> PResult<()> {
        match self.ctx.type_kind(elem) {
            TypeKind::Function { .. }
            | TypeKind::None
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Tuple(_) => Err(self.err_at(off, "invalid tensor element type")),
            _ => Ok(()),
        }
    }

    fn check_memref_elem(&self, elem: Type, off: usize) -> PResult<()> {
        match self.ctx.type_kind(elem) {
            TypeKind::Function { .. }
            | TypeKind::None
            | TypeKind::RankedTensor { .. }
            | TypeKind::UnrankedTensor { .. }
            | TypeKind::UnrankedMemRef { .. }
            | TypeKind::Tuple(_) => Err(self.err_at(off, "invalid memref element type")),
            _ => Ok(()),
        }
    }

    fn parse_memref_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        self.bump();
        if !self.is(Tok::Less) {
            return Err(self.err_here("expected '<' in memref type"));
        }
        self.bump();
        let unranked = self.is(Tok::Star);
        let mut shape = Vec::new();
        if unranked {
            self.parse_unranked_star()?;
        } else {
            shape = self.parse_dims(false)?.0;
        }
        let off = self.tok.start;
        let elem = self.parse_type()?;
        self.check_memref_elem(elem, off)?;
        let mut layout: Option<Attribute> = None;
        let mut space: Option<Attribute> = None;
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Comma, "expected ',' or '>' in memref type")?;
            self.comma_list_until(Tok::Greater, "expected ',' or '>'", |p| {
                let a = p.parse_attribute(None)?;
                let is_layout = matches!(
                    p.ctx.attr_kind(a),
                    AttrKind::AffineMap(_) | AttrKind::Strided { .. }
                );
                if !is_layout {
                    if space.is_some() {
                        return Err(p.err_tok("multiple memory spaces specified in memref type"));
                    }
                    space = Some(a);
                    return Ok(());
                }
                layout = Some(a);
                if unranked {
                    return Err(p.err_tok("cannot have affine map for unranked memref type"));
                }
                if space.is_some() {
                    return Err(p.err_tok("expected memory space to be last in memref type"));
                }
                Ok(())
            })?;
        }
        // MemRefType's invariants, reported at the type.
        if let Some(l) = layout {
            match self.ctx.attr_kind(l) {
                AttrKind::AffineMap(m) if m.dims as usize != shape.len() => {
                    let msg = format!(
                        "memref layout mismatch between rank and affine map: {} != {}",
                        shape.len(),
                        m.dims
                    );
                    return Err(self.err_at(start, &msg));
                }
                AttrKind::Strided { strides, .. } if strides.len() != shape.len() => {
                    return Err(
                        self.err_at(start, "expected the number of strides to match the rank")
                    );
                }
                _ => {}
            }
        }
        if let Some(sp) = space {
            if !matches!(
                self.ctx.attr_kind(sp),
                AttrKind::Integer { .. } | AttrKind::String { .. } | AttrKind::Dictionary(_)
            ) {
                return Err(self.err_at(start, "unsupported memory space Attribute"));
            }
        }
        // Canonical forms: identity layouts and the default space are dropped.
        if let Some(l) = layout {
            if let AttrKind::AffineMap(m) = self.ctx.attr_kind(l) {
                if is_identity(m) {
                    layout = None;
                }
            }
        }
        if let Some(s) = space {
            if let AttrKind::Integer { value, .. } = self.ctx.attr_kind(s) {
                if value.as_i64() == Some(0) {
                    space = None;
                }
            }
        }
        if unranked {
            return Ok(self.ctx.ty(TypeKind::UnrankedMemRef { elem, space }));
        }
        Ok(self.ctx.ty(TypeKind::MemRef {
            shape: shape.into(),
            elem,
            layout,
            space,
        }))
    }

    fn parse_vector_type(&mut self) -> PResult<Type> {
        self.bump();
        if !self.is(Tok::Less) {
            return Err(self.err_here("expected '<' in vector type"));
        }
        self.bump();
        let dims_off = self.tok.start;
        let (shape, scalable) = self.parse_dims(true)?;
        if shape.iter().any(|&d| d == 0) {
            return Err(self.err_at(
                dims_off,
                "vector types must have positive constant sizes but got 0",
            ));
        }
        let off = self.tok.start;
        let elem = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            return Err(self.err_at(off, "vector elements must be int/index/float type"));
        }
        self.expect(Tok::Greater, "expected '>' in vector type")?;
        Ok(self.ctx.ty(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            elem,
        }))
    }
}

/// Whether `m` is the identity map `(d0, .., dn) -> (d0, .., dn)`.
pub fn is_identity(m: &crate::affine::AffineMap) -> bool {
    m.symbols == 0
        && m.results.len() == m.dims as usize
        && m.results
            .iter()
            .enumerate()
            .all(|(i, e)| *e == crate::affine::AffineExpr::Dim(i as u32))
}

/// Parses `i32`, `si8`, `ui16`: signedness and width (`None` if the width
/// is out of range).
fn int_type_spelling(t: &[u8]) -> Option<(Signedness, Option<u32>)> {
    let (sign, rest) = match t {
        [b's', b'i', rest @ ..] => (Signedness::Signed, rest),
        [b'u', b'i', rest @ ..] => (Signedness::Unsigned, rest),
        [b'i', rest @ ..] => (Signedness::Signless, rest),
        _ => return None,
    };
    if rest.is_empty() || !rest.iter().all(|c| c.is_ascii_digit()) || rest[0] == b'0' {
        return None;
    }
    let w = std::str::from_utf8(rest).ok()?.parse::<u32>().ok();
    Some((sign, w))
}

/// Given `src[open] == '<'`, the index one past the matching `>`, as
/// MLIR scans a dialect symbol body: nested `<([{` must balance, `->` is
/// skipped, strings are lexed whole, a NUL byte or the end is an error.
/// The error carries its byte offset and message.
pub fn balanced_body_end(src: &[u8], open: usize) -> Result<usize, (usize, String)> {
    scan_body(src, open, false)
}

/// [`balanced_body_end`] for a dialect that parses its own bodies (one
/// with a syntax hook): as its parser reads tokens, a `>=` inside
/// parentheses or brackets (an affine set's constraint) closes nothing.
pub fn registered_body_end(src: &[u8], open: usize) -> Result<usize, (usize, String)> {
    scan_body(src, open, true)
}

fn scan_body(src: &[u8], open: usize, registered: bool) -> Result<usize, (usize, String)> {
    let mut stack: Vec<u8> = Vec::new();
    let mut p = open;
    let unbalanced = |stack: &[u8]| {
        let c = stack.last().copied().unwrap_or(b'<') as char;
        (
            open,
            format!("unbalanced '{c}' character in pretty dialect name"),
        )
    };
    loop {
        let Some(&c) = src.get(p) else {
            return Err(unbalanced(&stack));
        };
        p += 1;
        match c {
            0 => return Err(unbalanced(&stack)),
            b'<' | b'(' | b'[' | b'{' => stack.push(c),
            b'-' => {
                if src.get(p) == Some(&b'>') {
                    p += 1;
                }
            }
            b'>' if registered
                && src.get(p) == Some(&b'=')
                && matches!(stack.last(), Some(b'(' | b'[')) =>
            {
                p += 1;
            }
            b'>' | b')' | b']' | b'}' => {
                let want = match c {
                    b'>' => b'<',
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if stack.last() != Some(&want) {
                    return Err(unbalanced(&stack));
                }
                stack.pop();
                if stack.is_empty() {
                    return Ok(p);
                }
            }
            b'"' => {
                let mut lex = super::lexer::Lexer::new(src);
                lex.pos = p - 1;
                let t = lex.next();
                if t.kind != super::lexer::Tok::String {
                    return Err((t.start, lex.error.to_string()));
                }
                p = t.end;
            }
            _ => {}
        }
    }
}

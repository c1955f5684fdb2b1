//! Parsing of attributes: scalars, containers, elements attributes,
//! affine structures and locations.

use super::lexer::{unescape, Tok};
use super::parser::{PResult, Parser};
use crate::affine::{AffineExpr, AffineMap, AffineOp, IntegerSet};
use crate::attributes::{AttrKind, Attribute, DenseData, IntValue, LocKind};
use crate::float::FloatKind;
use crate::types::{Signedness, Type, TypeKind};
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{Num, Zero};

/// One element of a tensor literal before its type is known.
enum Lit {
    Int { neg: bool, start: usize, end: usize },
    Float { neg: bool, start: usize, end: usize },
    Bool(bool, usize),
    Complex(Box<Lit>, Box<Lit>),
    Str(Vec<u8>, usize),
    List(Vec<Lit>, usize),
}

impl Lit {
    fn offset(&self) -> usize {
        match self {
            Lit::Int { start, .. } | Lit::Float { start, .. } => *start,
            Lit::Bool(_, o) | Lit::Str(_, o) | Lit::List(_, o) => *o,
            Lit::Complex(a, _) => a.offset(),
        }
    }
}

impl<'a> Parser<'a> {
    /// Whether the current token can start an attribute.
    pub(super) fn at_attribute_start(&self) -> bool {
        match self.tok.kind {
            Tok::LSquare
            | Tok::LBrace
            | Tok::AtIdent
            | Tok::String
            | Tok::HashIdent
            | Tok::Integer
            | Tok::Float
            | Tok::Minus => true,
            Tok::BareIdent => {
                matches!(
                    self.text(),
                    b"true"
                        | b"false"
                        | b"unit"
                        | b"affine_map"
                        | b"affine_set"
                        | b"dense"
                        | b"dense_resource"
                        | b"sparse"
                        | b"array"
                        | b"strided"
                        | b"loc"
                        | b"distinct"
                ) || self.at_type_start()
            }
            _ => self.at_type_start(),
        }
    }

    /// `attribute-value`; `ty` is a type already given by context.
    pub(super) fn parse_attribute(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(ty);
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::LSquare => {
                self.bump();
                let mut elems = Vec::new();
                self.comma_list_until(Tok::RSquare, "expected ',' or ']'", |p| {
                    elems.push(p.parse_attribute(None)?);
                    Ok(())
                })?;
                Ok(self.ctx.attr(AttrKind::Array(elems.into())))
            }
            Tok::LBrace => self.parse_attr_dict(),
            Tok::AtIdent => {
                let root = self.parse_symbol_name()?;
                let root = self.ctx.ident(&root);
                let mut nested = Vec::new();
                while self.is(Tok::Colon) && self.lex.src.get(self.tok.end) == Some(&b':') {
                    self.lex.pos = self.tok.end + 1;
                    self.bump();
                    if !self.is(Tok::AtIdent) {
                        return Err(self.err_here("expected nested symbol reference identifier"));
                    }
                    let n = self.parse_symbol_name()?;
                    nested.push(self.ctx.ident(&n));
                }
                Ok(self.ctx.attr(AttrKind::SymbolRef {
                    root,
                    nested: nested.into(),
                }))
            }
            Tok::String => {
                let t = self.text();
                let v = unescape(&t[1..t.len() - 1]);
                self.bump();
                let mut ty = None;
                if self.eat(Tok::Colon) {
                    ty = Some(self.parse_type()?);
                }
                Ok(self.ctx.attr(AttrKind::String {
                    value: v.into(),
                    ty,
                }))
            }
            Tok::HashIdent => self.parse_hash_attr(),
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(ty),
            Tok::BareIdent => self.parse_keyword_attr(),
            _ if self.at_type_start() => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        let text = &self.text()[1..];
        let off = self.tok.start;
        let is_alias = !text.contains(&b'.') && self.lex.src.get(self.tok.end) != Some(&b'<');
        if is_alias {
            let found = self.attr_aliases.get(text).copied();
            return self.take_alias(found, text);
        }
        let (dialect, mut data) = self.parse_dialect_symbol(text, off)?;
        self.ctx.load_dialect(&dialect);
        let canon = self.ctx.registry.attr_syntax(&dialect);
        data = self.canonical_body(canon, &dialect, data, off)?;
        let d = self.ctx.ident(&dialect);
        let a = self.ctx.attr(AttrKind::Opaque {
            dialect: d,
            data: data.into(),
        });
        // `#foo.bar : type` is not part of the opaque form in MLIR 22 for
        // unregistered dialects; a trailing `: type` is left to the caller.
        Ok(a)
    }

    /// `{name = value, name}` (see [`Parser::parse_attr_dict`] for the
    /// memoized entry point).
    pub(super) fn parse_attr_dict_uncached(&mut self) -> PResult<Attribute> {
        self.expect(Tok::LBrace, "expected '{' in attribute dictionary")?;
        let mut entries = Vec::new();
        let mut offsets = Vec::new();
        self.comma_list_until(Tok::RBrace, "expected '}' in attribute dictionary", |p| {
            let off = p.tok.start;
            let name = match p.tok.kind {
                Tok::String => {
                    let t = p.text();
                    let v = unescape(&t[1..t.len() - 1]);
                    if v.is_empty() {
                        return Err(p.err_tok("expected valid attribute name"));
                    }
                    p.ctx.ident(&String::from_utf8_lossy(&v))
                }
                // Bare identifiers are ASCII: no copy needed.
                Tok::BareIdent => p
                    .ctx
                    .ident(std::str::from_utf8(p.text()).unwrap_or_default()),
                _ => return Err(p.err_here("expected attribute name")),
            };
            p.bump();
            let value = if p.eat(Tok::Equal) {
                p.parse_attribute(None)?
            } else {
                p.ctx.attr(AttrKind::Unit)
            };
            entries.push((name, value));
            offsets.push(off);
            Ok(())
        })?;
        match self.ctx.dictionary(entries.clone()) {
            Ok(a) => Ok(a),
            Err(dup) => {
                // Report at the second occurrence, as MLIR does.
                let pos = entries
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| e.0 == dup)
                    .nth(1)
                    .map(|(i, _)| offsets[i]);
                let msg = format!(
                    "duplicate key '{}' in dictionary attribute",
                    self.ctx.str(dup)
                );
                Err(self.err_at(pos.unwrap_or(0), &msg))
            }
        }
    }

    /// Reads `-`? integer-or-float and an optional `: type`.
    /// A number; `given` is the type context fixes (then no `: type`
    /// follows, as in MLIR's `parseDecOrHexAttr`).
    fn parse_number_attr(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let off = self.tok.start;
        let neg = self.eat(Tok::Minus);
        let (is_float, start, end) = match self.tok.kind {
            Tok::Integer => (false, self.tok.start, self.tok.end),
            Tok::Float => (true, self.tok.start, self.tok.end),
            _ => return Err(self.err_here("expected constant integer or floating point value")),
        };
        self.bump();
        let ty = if let Some(t) = given {
            t
        } else if self.eat(Tok::Colon) {
            self.parse_type()?
        } else if is_float {
            self.ctx.float_type(FloatKind::F64)
        } else {
            self.ctx.int(64)
        };
        let _ = off;
        if is_float {
            let bits = self.float_bits(neg, start, end, ty, start)?;
            return Ok(self.ctx.attr(AttrKind::Float {
                ty,
                bits: bits.into(),
            }));
        }
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Float(k) => {
                let bits = self.float_from_int_literal(neg, start, end, k, start)?;
                Ok(self.ctx.attr(AttrKind::Float {
                    ty,
                    bits: bits.into(),
                }))
            }
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } => {
                let v = self.int_value(neg, start, end, ty, start)?;
                Ok(self.ctx.attr(AttrKind::Bool(v != IntValue::Small(0))))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                let value = self.int_value(neg, start, end, ty, start)?;
                Ok(self.ctx.attr(AttrKind::Integer { ty, value }))
            }
            _ => Err(self.err_at(start, "integer literal not valid for specified type")),
        }
    }

    /// The value of an integer literal for integer/index type `ty`, with
    /// MLIR's range rules.
    fn int_value(
        &self,
        neg: bool,
        start: usize,
        end: usize,
        ty: Type,
        off: usize,
    ) -> PResult<IntValue> {
        let (width, sign) = match self.ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signed),
            _ => return Err(self.err_at(off, "integer literal not valid for specified type")),
        };
        let text = &self.lex.src[start..end];
        let mag = parse_uint(text)
            .ok_or_else(|| self.err_at(off, "integer constant out of range for attribute"))?;
        if neg && sign == Signedness::Unsigned {
            return Err(self.err_at(
                off,
                "negative integer literal not valid for unsigned integer type",
            ));
        }
        if mag.bits() > width as u64 {
            return Err(self.err_at(off, "integer constant out of range for attribute"));
        }
        let modulus = BigInt::from(1u8) << width;
        let half = BigInt::from(1u8) << (width - 1);
        let mut v = BigInt::from_biguint(Sign::Plus, mag);
        if neg {
            // -mag must have its sign bit set in `width` bits.
            if v.is_zero() || v > half {
                return Err(self.err_at(off, "integer constant out of range for attribute"));
            }
            v = -v;
        } else if sign == Signedness::Signed && v >= half {
            let is_index = matches!(self.ctx.type_kind(ty), TypeKind::Index);
            if is_index || sign == Signedness::Signed {
                return Err(self.err_at(off, "integer constant out of range for attribute"));
            }
        }
        if sign != Signedness::Unsigned && v >= half {
            v -= &modulus;
        }
        Ok(IntValue::from_big(v))
    }

    /// Bits of a decimal float literal in format `ty` (through `f64`, as
    /// MLIR converts).
    fn float_bits(
        &self,
        neg: bool,
        start: usize,
        end: usize,
        ty: Type,
        off: usize,
    ) -> PResult<u128> {
        let k = match self.ctx.type_kind(ty) {
            TypeKind::Float(k) => *k,
            // Reported at the token after the type, as MLIR does.
            _ => {
                let _ = off;
                return Err(self.err_tok("floating point value not valid for specified type"));
            }
        };
        let text = std::str::from_utf8(&self.lex.src[start..end]).unwrap_or("");
        let v: f64 = text
            .parse()
            .map_err(|_| self.err_at(off, "floating point value too large for attribute"))?;
        // Out-of-range literals become infinities, as MLIR's parse
        // through `double` makes them.
        let v = if neg { -v } else { v };
        Ok(match k {
            FloatKind::F64 => v.to_bits() as u128,
            _ => k.semantics().from_f64(v),
        })
    }

    /// A float from an integer token: only hex bit patterns are allowed.
    fn float_from_int_literal(
        &self,
        neg: bool,
        start: usize,
        end: usize,
        k: FloatKind,
        off: usize,
    ) -> PResult<u128> {
        let text = &self.lex.src[start..end];
        if !text.starts_with(b"0x") {
            return Err(self
                .err_at(
                    off,
                    "unexpected decimal integer literal for a floating point value",
                )
                .with_note(
                    self.loc_at(off),
                    "add a trailing dot to make the literal a float",
                ));
        }
        if neg {
            return Err(self.err_at(
                off,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let v = parse_uint(text).unwrap_or_default();
        if v.bits() > k.semantics().bits as u64 {
            return Err(self.err_at(off, "hexadecimal float constant out of range for type"));
        }
        Ok(k.semantics()
            .canonical_bits(u128::try_from(&v).unwrap_or(0)))
    }

    fn parse_keyword_attr(&mut self) -> PResult<Attribute> {
        let t = self.text();
        match t {
            b"true" | b"false" => {
                let v = t == b"true";
                self.bump();
                Ok(self.ctx.attr(AttrKind::Bool(v)))
            }
            b"unit" => {
                self.bump();
                Ok(self.ctx.attr(AttrKind::Unit))
            }
            b"affine_map" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in affine map")?;
                let m = self.parse_affine_map_body()?;
                self.expect(Tok::Greater, "expected '>' in affine map")?;
                Ok(self.ctx.attr(AttrKind::AffineMap(Box::new(m))))
            }
            b"affine_set" => {
                self.bump();
                self.expect(Tok::Less, "expected '<' in integer set")?;
                let s = self.parse_integer_set_body()?;
                self.expect(Tok::Greater, "expected '>' in integer set")?;
                Ok(self.ctx.attr(AttrKind::IntegerSet(Box::new(s))))
            }
            b"dense" => self.parse_dense_attr(),
            b"dense_resource" => self.parse_dense_resource(),
            b"sparse" => self.parse_sparse_attr(),
            b"array" => self.parse_dense_array(),
            b"strided" => self.parse_strided(),
            b"loc" => {
                self.bump();
                self.expect(Tok::LParen, "expected '(' in inline location")?;
                let l = self.parse_location_body()?;
                self.expect(Tok::RParen, "expected ')' in inline location")?;
                Ok(l)
            }
            b"distinct" => self.parse_distinct(),
            _ if self.at_type_start() => {
                let t = self.parse_type()?;
                Ok(self.ctx.attr(AttrKind::Type(t)))
            }
            _ => Err(self.err_here("expected attribute value")),
        }
    }

    fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.is(Tok::Integer) {
            return Err(self.err_here("expected distinct ID"));
        }
        let id = std::str::from_utf8(self.text())
            .ok()
            .and_then(|s| s.parse::<u64>().ok());
        let Some(id) = id else {
            return Err(self.err_here("expected an unsigned 64-bit integer"));
        };
        self.bump();
        self.expect(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.is(Tok::Greater) {
            self.ctx.attr(AttrKind::Unit)
        } else {
            self.parse_attribute(None)?
        };
        self.expect(Tok::Greater, "expected '>' to close distinct attribute")?;
        Ok(self.ctx.attr(AttrKind::Distinct { id, referenced }))
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'strided'")?;
        self.expect(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        self.comma_list_until(Tok::RSquare, "expected ']'", |p| {
            strides.push(p.parse_dim_value()?);
            Ok(())
        })?;
        let mut offset = 0;
        if self.eat(Tok::Comma) {
            if !self.is_kw("offset") {
                return Err(self.err_here("expected 'offset' after comma"));
            }
            self.bump();
            self.expect(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_dim_value()?;
        }
        self.expect(Tok::Greater, "expected '>'")?;
        Ok(self.ctx.attr(AttrKind::Strided {
            strides: strides.into(),
            offset,
        }))
    }

    /// `?` or a signed integer.
    fn parse_dim_value(&mut self) -> PResult<i64> {
        if self.eat(Tok::Question) {
            return Ok(crate::types::DYNAMIC);
        }
        let neg = self.eat(Tok::Minus);
        if !self.is(Tok::Integer) {
            return Err(self.err_tok("expected a 64-bit signed integer or '?'"));
        }
        let v = parse_uint(self.text()).and_then(|v| i64::try_from(v).ok());
        let Some(v) = v else {
            return Err(self.err_tok("expected a 64-bit signed integer or '?'"));
        };
        self.bump();
        Ok(if neg { -v } else { v })
    }

    fn parse_dense_resource(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<'")?;
        let key = match self.tok.kind {
            Tok::BareIdent => String::from_utf8_lossy(self.text()).into_owned(),
            Tok::String => {
                let t = self.text();
                String::from_utf8_lossy(&unescape(&t[1..t.len() - 1])).into_owned()
            }
            _ => return Err(self.err_here("expected identifier key for 'resource' entry")),
        };
        self.bump();
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let off = self.tok.start;
        let ty = self.parse_type()?;
        if !matches!(
            self.ctx.type_kind(ty),
            TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }
        ) {
            return Err(self.err_at(off, "expected a shaped type for dense_resource elements"));
        }
        let key = self.ctx.ident(&key);
        Ok(self.ctx.attr(AttrKind::DenseResource { ty, key }))
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'array'")?;
        let off = self.tok.start;
        let elem = self.parse_type()?;
        let (width, is_float) = match self.ctx.type_kind(elem) {
            TypeKind::Integer {
                width,
                signedness: Signedness::Signless,
            } if matches!(width, 1 | 8 | 16 | 32 | 64) => (*width, false),
            TypeKind::Float(FloatKind::F32) => (32, true),
            TypeKind::Float(FloatKind::F64) => (64, true),
            _ => {
                let msg = format!(
                    "expected integer or float type, got: '{}'",
                    self.type_str(elem)
                );
                return Err(self.err_at(off, &msg));
            }
        };
        let _ = (width, is_float);
        let mut raw = Vec::new();
        let mut count = 0usize;
        if !self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':' after dense array type")?;
            loop {
                let at_literal = matches!(self.tok.kind, Tok::Integer | Tok::Float | Tok::Minus)
                    || (width == 1 && (self.is_kw("true") || self.is_kw("false")));
                if !at_literal {
                    let what = if is_float {
                        "expected floating point literal"
                    } else {
                        "expected integer literal"
                    };
                    return Err(self.err_tok(what));
                }
                let lit = self.parse_literal_scalar()?;
                let bytes = match (&lit, is_float) {
                    // Decimal integers are not floats here, and out-of-range
                    // integers get the array parser's own message.
                    (Lit::Int { neg, start, end }, true) => {
                        let k = if width == 32 {
                            FloatKind::F32
                        } else {
                            FloatKind::F64
                        };
                        float_bytes(
                            self.float_from_int_literal(*neg, *start, *end, k, *start)?,
                            k,
                        )
                    }
                    (Lit::Int { neg, start, end }, false) if width > 1 => {
                        // Reported at the token after the literal, as MLIR does.
                        let v = self
                            .int_value(*neg, *start, *end, elem, *start)
                            .map_err(|_| self.err_tok("integer constant out of range"))?;
                        int_bytes(&v, width)
                    }
                    _ => self.lit_to_bytes(&lit, elem)?,
                };
                raw.extend_from_slice(&bytes);
                count += 1;
                if !self.eat(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Greater, "expected '>' to close an array attribute")?;
        }
        Ok(self.ctx.attr(AttrKind::DenseArray {
            elem,
            count: u32::try_from(count).unwrap_or(u32::MAX),
            raw: raw.into(),
        }))
    }

    // ----- dense and sparse elements -----

    fn parse_literal_scalar(&mut self) -> PResult<Lit> {
        let off = self.tok.start;
        match self.tok.kind {
            Tok::Minus | Tok::Integer | Tok::Float => {
                let neg = self.eat(Tok::Minus);
                let (s, e) = (self.tok.start, self.tok.end);
                let lit = match self.tok.kind {
                    Tok::Integer => Lit::Int {
                        neg,
                        start: s,
                        end: e,
                    },
                    Tok::Float => Lit::Float {
                        neg,
                        start: s,
                        end: e,
                    },
                    _ => return Err(self.err_here("expected integer or floating point literal")),
                };
                self.bump();
                Ok(lit)
            }
            Tok::BareIdent if self.is_kw("true") || self.is_kw("false") => {
                let v = self.is_kw("true");
                self.bump();
                Ok(Lit::Bool(v, off))
            }
            Tok::String => {
                let t = self.text();
                let v = unescape(&t[1..t.len() - 1]);
                self.bump();
                Ok(Lit::Str(v, off))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_literal_scalar()?;
                self.expect(Tok::Comma, "expected ',' between complex elements")?;
                let im = self.parse_literal_scalar()?;
                self.expect(Tok::RParen, "expected ')' after complex elements")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            _ => Err(self.err_tok("expected element literal of primitive type")),
        }
    }

    fn parse_literal(&mut self) -> PResult<Lit> {
        if !self.is(Tok::LSquare) {
            return self.parse_literal_scalar();
        }
        self.enter()?;
        let off = self.tok.start;
        self.bump();
        let mut items: Vec<Lit> = Vec::new();
        let mut first_shape = None;
        self.comma_list_until(Tok::RSquare, "expected ']'", |p| {
            let item = p.parse_literal()?;
            // As MLIR: each element's shape must match the first's, and the
            // error points at the token after the offending element.
            let shape = p.literal_shape(&item)?;
            match &first_shape {
                None => first_shape = Some(shape),
                Some(s) if *s != shape => {
                    return Err(p.err_tok(
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ))
                }
                Some(_) => {}
            }
            items.push(item);
            Ok(())
        })?;
        self.leave();
        Ok(Lit::List(items, off))
    }

    /// The shape of a nested literal list (`None` for a scalar).
    fn literal_shape(&self, lit: &Lit) -> PResult<Option<Vec<i64>>> {
        let Lit::List(items, off) = lit else {
            return Ok(None);
        };
        let mut shape = vec![items.len() as i64];
        if let Some(first) = items.first() {
            let inner = self.literal_shape(first)?;
            for it in items.iter().skip(1) {
                if self.literal_shape(it)? != inner {
                    return Err(self.err_at(
                        it.offset(),
                        "tensor literal is invalid; ranks are not consistent between elements",
                    ));
                }
            }
            if let Some(s) = inner {
                shape.extend(s);
            }
        }
        let _ = off;
        Ok(Some(shape))
    }

    fn flatten<'l>(lit: &'l Lit, out: &mut Vec<&'l Lit>) {
        match lit {
            Lit::List(items, _) => items.iter().for_each(|i| Self::flatten(i, out)),
            other => out.push(other),
        }
    }

    /// The storage bytes of one scalar literal for element type `elem`.
    fn lit_to_bytes(&self, lit: &Lit, elem: Type) -> PResult<Vec<u8>> {
        let kind = self.ctx.type_kind(elem).clone();
        match (&kind, lit) {
            (TypeKind::Complex(inner), Lit::Complex(re, im)) => {
                let mut b = self.lit_to_bytes(re, *inner)?;
                b.extend(self.lit_to_bytes(im, *inner)?);
                Ok(b)
            }
            (TypeKind::Complex(_), l) => {
                Err(self.err_at(l.offset(), "expected complex element literal"))
            }
            (_, Lit::Complex(a, _)) => Err(self.err_at(
                a.offset(),
                "unexpected complex literal for non-complex type",
            )),
            (TypeKind::Integer { width: 1, .. }, Lit::Bool(v, _)) => Ok(vec![*v as u8]),
            (TypeKind::Integer { width, .. }, Lit::Int { neg, start, end }) => {
                let v = self
                    .int_value(*neg, *start, *end, elem, *start)
                    .map_err(for_type)?;
                Ok(int_bytes(&v, *width))
            }
            (TypeKind::Index, Lit::Int { neg, start, end }) => {
                let v = self
                    .int_value(*neg, *start, *end, elem, *start)
                    .map_err(for_type)?;
                Ok(int_bytes(&v, 64))
            }
            (TypeKind::Integer { .. } | TypeKind::Index, Lit::Bool(_, o)) => {
                Err(self.err_at(*o, "expected i1 type for 'true' or 'false' values"))
            }
            (TypeKind::Integer { .. } | TypeKind::Index, Lit::Float { start, .. }) => Err(self
                .err_at(
                    *start,
                    "expected integer elements, but parsed floating-point",
                )),
            (TypeKind::Float(k), Lit::Float { neg, start, end }) => {
                let bits = self.float_bits(*neg, *start, *end, elem, *start)?;
                Ok(float_bytes(bits, *k))
            }
            (TypeKind::Float(k), Lit::Int { neg, start, end }) => {
                let text = &self.lex.src[*start..*end];
                if text.starts_with(b"0x") {
                    let bits = self.float_from_int_literal(*neg, *start, *end, *k, *start)?;
                    return Ok(float_bytes(bits, *k));
                }
                // A decimal integer is taken as the float of that value.
                let v: f64 = std::str::from_utf8(text)
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(0.0);
                let v = if *neg { -v } else { v };
                let bits = if *k == FloatKind::F64 {
                    v.to_bits() as u128
                } else {
                    k.semantics().from_f64(v)
                };
                Ok(float_bytes(bits, *k))
            }
            (TypeKind::Float(_), Lit::Bool(_, o)) => {
                Err(self.err_at(*o, "expected floating-point elements, but parsed integer"))
            }
            (_, Lit::Str(_, o)) => {
                Err(self.err_at(*o, "expected element literal of primitive type"))
            }
            (_, l) => Err(self.err_at(l.offset(), "expected element literal of primitive type")),
        }
    }

    fn parse_dense_attr(&mut self) -> PResult<Attribute> {
        let dense_at = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "expected '<' after 'dense'")?;
        enum Body {
            Empty,
            Hex(Vec<u8>),
            Lit(Lit),
        }
        let body = if self.is(Tok::Greater) {
            Body::Empty
        } else if self.is(Tok::String) && self.text().starts_with(b"\"0x") {
            let t = self.text();
            let hex = &t[3..t.len() - 1];
            let Some(bytes) = super::parser::decode_hex(hex) else {
                return Err(
                    self.err_here("expected string containing hex digits starting with `0x`")
                );
            };
            self.bump();
            Body::Hex(bytes)
        } else {
            Body::Lit(self.parse_literal()?)
        };
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let toff = self.tok.start;
        let ty = self.parse_type()?;
        let (shape, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.to_vec(), *elem)
            }
            _ => return Err(self.err_at(toff, "elements literal must be a shaped type")),
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(self.err_at(toff, "elements literal type must have static shape"));
        }
        let count: i128 = shape.iter().map(|&d| d as i128).product();
        match body {
            Body::Empty => {
                if count != 0 {
                    let msg = format!(
                        "parsed zero elements, but type ({}) expected at least 1",
                        self.type_str(ty)
                    );
                    return Err(self.err_at(toff, &msg));
                }
                Ok(self.ctx.attr(AttrKind::DenseElements {
                    ty,
                    data: DenseData {
                        raw: Box::new([]),
                        splat: false,
                    },
                }))
            }
            // MLIR reports a bad hex size at the `dense` keyword.
            Body::Hex(bytes) => self.dense_from_hex(ty, elem, count, bytes, dense_at),
            // A shape mismatch is reported at the `dense` keyword.
            Body::Lit(lit) => self.dense_from_literal(ty, &shape, elem, &lit, dense_at),
        }
    }

    fn dense_from_hex(
        &mut self,
        ty: Type,
        elem: Type,
        count: i128,
        bytes: Vec<u8>,
        off: usize,
    ) -> PResult<Attribute> {
        let Some(slot) = self.storage_bytes(elem) else {
            return Err(self.err_at(
                off,
                "expected hex elements for an integer, float or complex type",
            ));
        };
        let is_bool = matches!(self.ctx.type_kind(elem), TypeKind::Integer { width: 1, .. });
        let raw: Vec<u8>;
        let splat;
        if is_bool {
            let expected = ((count + 7) / 8) as usize;
            if bytes.len() == 1
                && (bytes[0] == 0 || bytes[0] == 0xff || bytes[0] == 1)
                && count != 1
            {
                raw = vec![(bytes[0] != 0) as u8];
                splat = true;
            } else if bytes.len() == expected {
                raw = (0..count as usize)
                    .map(|i| (bytes[i / 8] >> (i % 8)) & 1)
                    .collect();
                splat = false;
            } else {
                return Err(self.err_at(
                    off,
                    &format!(
                        "elements hex data size is invalid for provided type: '{}'",
                        self.type_str(ty)
                    ),
                ));
            }
        } else if bytes.len() == slot && count != 1 {
            raw = bytes;
            splat = true;
        } else if bytes.len() as i128 == count * slot as i128 {
            raw = bytes;
            splat = false;
        } else {
            return Err(self.err_at(
                off,
                &format!(
                    "elements hex data size is invalid for provided type: '{}'",
                    self.type_str(ty)
                ),
            ));
        }
        Ok(self.make_dense(ty, raw, splat, slot))
    }

    /// Builds a dense attribute, detecting splats as MLIR does.
    fn make_dense(&mut self, ty: Type, raw: Vec<u8>, mut splat: bool, slot: usize) -> Attribute {
        let mut raw = raw;
        if !splat && slot > 0 && raw.len() >= slot {
            let first = &raw[..slot];
            if raw.chunks(slot).all(|c| c == first) {
                splat = true;
                raw.truncate(slot);
            }
        }
        self.ctx.attr(AttrKind::DenseElements {
            ty,
            data: DenseData {
                raw: raw.into(),
                splat,
            },
        })
    }

    fn dense_from_literal(
        &mut self,
        ty: Type,
        shape: &[i64],
        elem: Type,
        lit: &Lit,
        toff: usize,
    ) -> PResult<Attribute> {
        let lshape = self.literal_shape(lit)?;
        let mut flat = Vec::new();
        Self::flatten(lit, &mut flat);
        let is_string = flat.iter().any(|l| matches!(l, Lit::Str(..)));
        if let Some(ls) = &lshape {
            if ls.as_slice() != shape {
                let fmt = |s: &[i64]| {
                    s.iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let msg = format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    fmt(ls),
                    fmt(shape)
                );
                return Err(self.err_at(toff, &msg));
            }
        }
        if is_string {
            let mut values = Vec::new();
            for l in &flat {
                match l {
                    Lit::Str(s, _) => values.push(s.clone().into_boxed_slice()),
                    other => {
                        return Err(
                            self.err_at(other.offset(), "expected string token, got non-string")
                        )
                    }
                }
            }
            let mut splat = lshape.is_none();
            if !splat && !values.is_empty() && values.iter().all(|v| *v == values[0]) {
                splat = true;
            }
            if splat {
                values.truncate(1);
            }
            return Ok(self.ctx.attr(AttrKind::DenseStrings {
                ty,
                values: values.into(),
                splat,
            }));
        }
        let Some(slot) = self.storage_bytes(elem) else {
            return Err(self.err_at(toff, "expected integer, float or complex element type"));
        };
        let mut raw = Vec::with_capacity(flat.len() * slot);
        for l in &flat {
            raw.extend(self.lit_to_bytes(l, elem)?);
        }
        let count: i128 = shape.iter().map(|&d| d as i128).product();
        let splat = lshape.is_none() && count != 1;
        Ok(self.make_dense(ty, raw, splat, slot))
    }

    /// Bytes per element of a dense attribute with element type `elem`.
    pub(super) fn storage_bytes(&self, elem: Type) -> Option<usize> {
        crate::text::elements::storage_bytes(self.ctx, elem)
    }

    fn parse_sparse_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect(Tok::Less, "Expected '<' after 'sparse'")?;
        if self.eat(Tok::Greater) {
            self.expect(Tok::Colon, "expected ':'")?;
            let ty = self.parse_type()?;
            let i64t = self.ctx.int(64);
            let (rank, elem) = match self.ctx.type_kind(ty) {
                TypeKind::RankedTensor { shape, elem, .. }
                | TypeKind::Vector { shape, elem, .. } => (shape.len() as i64, *elem),
                _ => return Err(self.err_here("elements literal must be a shaped type")),
            };
            let it = self.ctx.ty(TypeKind::RankedTensor {
                shape: vec![0, rank].into(),
                elem: i64t,
                encoding: None,
            });
            let vt = self.ctx.ty(TypeKind::RankedTensor {
                shape: vec![0].into(),
                elem,
                encoding: None,
            });
            let indices = self.ctx.attr(AttrKind::DenseElements {
                ty: it,
                data: DenseData {
                    raw: Box::new([]),
                    splat: false,
                },
            });
            let values = self.ctx.attr(AttrKind::DenseElements {
                ty: vt,
                data: DenseData {
                    raw: Box::new([]),
                    splat: false,
                },
            });
            return Ok(self.ctx.attr(AttrKind::Sparse {
                ty,
                indices,
                values,
            }));
        }
        let ioff = self.tok.start;
        let ilit = self.parse_literal()?;
        self.expect(Tok::Comma, "expected ','")?;
        let voff = self.tok.start;
        let vlit = self.parse_literal()?;
        self.expect(Tok::Greater, "expected '>'")?;
        self.expect(Tok::Colon, "expected ':'")?;
        let toff = self.tok.start;
        let ty = self.parse_type()?;
        let (rank, elem) = match self.ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => {
                (shape.len() as i64, *elem)
            }
            _ => return Err(self.err_at(toff, "elements literal must be a shaped type")),
        };
        let i64t = self.ctx.int(64);
        let vlit_shape = self.literal_shape(&vlit)?;
        // A splat index with N values stands for N equal indices: MLIR
        // prints `sparse<[[0], [0]], [a, b]>` as `sparse<0, [a, b]>`, and
        // tessera reads that back (MLIR's own parser refuses it).
        let splat_rows = match &vlit_shape {
            Some(v) if v.len() == 1 => v[0],
            _ => 1,
        };
        let ishape = self
            .literal_shape(&ilit)?
            .unwrap_or_else(|| vec![splat_rows, rank]);
        let it = self.ctx.ty(TypeKind::RankedTensor {
            shape: ishape.clone().into(),
            elem: i64t,
            encoding: None,
        });
        let indices = self.dense_from_literal(it, &ishape, i64t, &ilit, ioff)?;
        let vshape = vlit_shape.unwrap_or_else(|| vec![ishape[0]]);
        let vt = self.ctx.ty(TypeKind::RankedTensor {
            shape: vshape.clone().into(),
            elem,
            encoding: None,
        });
        let values = self.dense_from_literal(vt, &vshape, elem, &vlit, voff)?;
        let shape: Vec<i64> = self
            .ctx
            .type_kind(ty)
            .shape()
            .map(|s| s.to_vec())
            .unwrap_or_default();
        self.verify_sparse(start, &shape, &ishape, &vshape, indices, ty)?;
        Ok(self.ctx.attr(AttrKind::Sparse {
            ty,
            indices,
            values,
        }))
    }

    /// MLIR's `SparseElementsAttr` invariants: indices `[N, rank]` (or
    /// `[N]` for rank 1), values `[N]`, every index inside the shape.
    fn verify_sparse(
        &self,
        at: usize,
        shape: &[i64],
        ishape: &[i64],
        vshape: &[i64],
        indices: Attribute,
        ty: Type,
    ) -> PResult<()> {
        let list = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if vshape.len() != 1 {
            return Err(self.err_at(at, "expected 1-d tensor for sparse element values"));
        }
        let shape_error = || {
            let msg = format!(
                "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
                list(shape),
                list(ishape),
                list(vshape)
            );
            self.err_at(at, &msg)
        };
        let rank = shape.len();
        match ishape.len() {
            2 if ishape[1] == rank as i64 => {}
            1 if rank == 1 => {}
            _ => return Err(shape_error()),
        }
        if ishape[0] != vshape[0] {
            return Err(shape_error());
        }
        let AttrKind::DenseElements { data, .. } = self.ctx.attr_kind(indices) else {
            return Ok(());
        };
        let read = |i: usize| -> u64 {
            let b = &data.raw[i * 8..(i + 1) * 8];
            u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]])
        };
        let n = if data.splat {
            1
        } else {
            ishape[0].max(0) as usize
        };
        for k in 0..n {
            let index: Vec<u64> = (0..rank)
                .map(|j| {
                    if data.splat {
                        read(0)
                    } else {
                        read(k * rank + j)
                    }
                })
                .collect();
            let inside = index
                .iter()
                .zip(shape)
                .all(|(&i, &d)| d < 0 || i < d as u64);
            if !inside {
                let idx = index
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let msg = format!(
                    "sparse index #{k} is not contained within the value shape, with index=[{idx}], and type='{}'",
                    self.type_str(ty)
                );
                return Err(self.err_at(at, &msg));
            }
        }
        Ok(())
    }

    // ----- affine maps and sets -----

    /// `(d0, d1)[s0] -> (exprs)` with any dimension/symbol names.
    fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        let (dims, syms) = self.parse_dim_sym_lists()?;
        self.expect(Tok::Arrow, "expected '->' or '['")?;
        self.expect(Tok::LParen, "expected '(' at start of affine map range")?;
        let mut results = Vec::new();
        self.comma_list_until(Tok::RParen, "expected ')' in affine map range", |p| {
            results.push(p.parse_affine_expr(&dims, &syms)?);
            Ok(())
        })?;
        Ok(AffineMap {
            dims: dims.len() as u32,
            symbols: syms.len() as u32,
            results,
        })
    }

    fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        let (dims, syms) = self.parse_dim_sym_lists()?;
        self.expect(Tok::Colon, "expected ':' or '['")?;
        self.expect(
            Tok::LParen,
            "expected '(' at start of integer set constraint list",
        )?;
        let mut constraints = Vec::new();
        self.comma_list_until(
            Tok::RParen,
            "expected ')' in integer set constraint list",
            |p| {
                let lhs = p.parse_affine_expr(&dims, &syms)?;
                let kind = if p.is(Tok::Greater) && p.lex.src.get(p.tok.end) == Some(&b'=') {
                    p.lex.pos = p.tok.end + 1;
                    p.bump();
                    0
                } else if p.is(Tok::Less) && p.lex.src.get(p.tok.end) == Some(&b'=') {
                    p.lex.pos = p.tok.end + 1;
                    p.bump();
                    1
                } else if p.is(Tok::Equal) && p.lex.src.get(p.tok.end) == Some(&b'=') {
                    p.lex.pos = p.tok.end + 1;
                    p.bump();
                    2
                } else {
                    return Err(p.err_here(
                        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                    ));
                };
                let rhs = p.parse_affine_expr(&dims, &syms)?;
                let (e, eq) = match kind {
                    0 => (AffineExpr::add(lhs, AffineExpr::neg(rhs)), false),
                    1 => (AffineExpr::add(rhs, AffineExpr::neg(lhs)), false),
                    _ => (AffineExpr::add(lhs, AffineExpr::neg(rhs)), true),
                };
                constraints.push((e, eq));
                Ok(())
            },
        )?;
        if constraints.is_empty() {
            // MLIR reads `()` as the degenerate true set `0 == 0`.
            constraints.push((AffineExpr::Const(0), true));
        }
        Ok(IntegerSet {
            dims: dims.len() as u32,
            symbols: syms.len() as u32,
            constraints,
        })
    }

    fn parse_dim_sym_lists(&mut self) -> PResult<(Vec<Vec<u8>>, Vec<Vec<u8>>)> {
        self.expect(Tok::LParen, "expected '(' in dimensional identifier list")?;
        let mut dims: Vec<Vec<u8>> = Vec::new();
        self.parse_bare_id_list(Tok::RParen, "expected ')'", &mut dims)?;
        let mut syms: Vec<Vec<u8>> = dims.clone();
        if self.eat(Tok::LSquare) {
            self.parse_bare_id_list(Tok::RSquare, "expected ']'", &mut syms)?;
        }
        // Symbols were collected after the dims so names stay unique across both.
        let syms = syms.split_off(dims.len());
        Ok((dims, syms))
    }

    /// Bare identifiers until `close`, appended to `names`, each new.
    fn parse_bare_id_list(
        &mut self,
        close: Tok,
        close_msg: &str,
        names: &mut Vec<Vec<u8>>,
    ) -> PResult<()> {
        self.comma_list_until(close, close_msg, |p| {
            if !p.is(Tok::BareIdent) {
                return Err(p.err_here("expected bare identifier"));
            }
            let n = p.text().to_vec();
            if names.contains(&n) {
                let msg = format!(
                    "redefinition of identifier '{}'",
                    String::from_utf8_lossy(&n)
                );
                return Err(p.err_here(&msg));
            }
            names.push(n);
            p.bump();
            Ok(())
        })
    }

    /// Affine expressions with MLIR's precedence: `+ -` below `* floordiv
    /// ceildiv mod`, unary minus, parentheses. Each operator of a chain
    /// counts as a nesting level too: chains build left-leaning trees as
    /// deep as they are long, and every later step walks them recursively.
    fn parse_affine_expr(&mut self, dims: &[Vec<u8>], syms: &[Vec<u8>]) -> PResult<AffineExpr> {
        self.enter()?;
        let mut levels = 1;
        let r = self.parse_affine_sum(dims, syms, &mut levels);
        for _ in 0..levels {
            self.leave();
        }
        r
    }

    fn parse_affine_sum(
        &mut self,
        dims: &[Vec<u8>],
        syms: &[Vec<u8>],
        levels: &mut u32,
    ) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(dims, syms, levels, false)?;
        loop {
            let sub = if self.is(Tok::Plus) {
                false
            } else if self.is(Tok::Minus) {
                true
            } else {
                return Ok(lhs);
            };
            self.bump();
            *levels += 1;
            self.enter()?;
            let rhs = self.parse_affine_term(dims, syms, levels, true)?;
            // MLIR builds `a - b` as `a + b * -1`.
            let rhs = if sub { AffineExpr::neg(rhs) } else { rhs };
            lhs = AffineExpr::add(lhs, rhs);
        }
    }

    /// `has_lhs`: the term is the right operand of `+`/`-` (for MLIR's
    /// "missing right operand" message).
    fn parse_affine_term(
        &mut self,
        dims: &[Vec<u8>],
        syms: &[Vec<u8>],
        levels: &mut u32,
        has_lhs: bool,
    ) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_operand(dims, syms, has_lhs)?;
        loop {
            let Some(op) = self.affine_high_op() else {
                return Ok(lhs);
            };
            let op_off = self.tok.start;
            self.bump();
            *levels += 1;
            self.enter()?;
            let rhs = self.parse_affine_operand(dims, syms, true)?;
            // MLIR checks each product or quotient only once it has seen the
            // token after the right operand, and reports it at that token when
            // it is another `*`-level operator.
            let off = if self.affine_high_op().is_some() {
                self.tok.start
            } else {
                op_off
            };
            lhs = match op {
                AffineOp::Mul => {
                    if !lhs.is_symbolic_or_const() && !rhs.is_symbolic_or_const() {
                        return Err(self.err_at(off, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                    }
                    AffineExpr::mul(lhs, rhs)
                }
                _ => {
                    if !rhs.is_symbolic_or_const() {
                        let name = match op {
                            AffineOp::FloorDiv => "floordiv",
                            AffineOp::CeilDiv => "ceildiv",
                            _ => "mod",
                        };
                        return Err(self.err_at(
                            off,
                            &format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                        ));
                    }
                    AffineExpr::div_like(op, lhs, rhs)
                }
            };
        }
    }

    /// The `*`-level operator at the current token, if any.
    fn affine_high_op(&self) -> Option<AffineOp> {
        if self.is(Tok::Star) {
            Some(AffineOp::Mul)
        } else if self.is_kw("floordiv") {
            Some(AffineOp::FloorDiv)
        } else if self.is_kw("ceildiv") {
            Some(AffineOp::CeilDiv)
        } else if self.is_kw("mod") {
            Some(AffineOp::Mod)
        } else {
            None
        }
    }

    fn parse_affine_operand(
        &mut self,
        dims: &[Vec<u8>],
        syms: &[Vec<u8>],
        has_lhs: bool,
    ) -> PResult<AffineExpr> {
        match self.tok.kind {
            // Operator keywords are operands only when named as dims or symbols.
            Tok::BareIdent
                if matches!(self.text(), b"floordiv" | b"ceildiv" | b"mod")
                    && !dims.iter().chain(syms).any(|d| d.as_slice() == self.text()) =>
            {
                let side = if has_lhs { "right" } else { "left" };
                Err(self.err_tok(&format!("missing {side} operand of binary operator")))
            }
            Tok::BareIdent => {
                let t = self.text();
                if let Some(i) = dims.iter().position(|d| d.as_slice() == t) {
                    self.bump();
                    return Ok(AffineExpr::Dim(i as u32));
                }
                if let Some(i) = syms.iter().position(|d| d.as_slice() == t) {
                    self.bump();
                    return Ok(AffineExpr::Symbol(i as u32));
                }
                Err(self.err_here(&format!(
                    "use of undeclared identifier '{}'",
                    String::from_utf8_lossy(t)
                )))
            }
            Tok::Integer => {
                let v = parse_uint(self.text()).and_then(|v| i64::try_from(v).ok());
                let Some(v) = v else {
                    return Err(self.err_tok("constant too large for index"));
                };
                self.bump();
                Ok(AffineExpr::Const(v))
            }
            Tok::LParen => {
                self.bump();
                if self.is(Tok::RParen) {
                    return Err(self.err_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(dims, syms)?;
                self.expect(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.bump();
                self.enter()?;
                let e = self.parse_affine_operand(dims, syms, has_lhs)?;
                self.leave();
                // `-` binds tighter than `*`: `-d0 * 2` is `(-d0) * 2`.
                Ok(AffineExpr::neg(e))
            }
            Tok::PercentIdent if self.affine_ssa.is_some() => {
                let (name, number, offset) = self.parse_ssa_use()?;
                let uses = self.affine_ssa.as_mut().expect("checked above");
                let i = match uses.iter().position(|u| u.0 == name && u.1 == number) {
                    Some(i) => i,
                    None => {
                        uses.push((name, number, offset));
                        uses.len() - 1
                    }
                };
                Ok(AffineExpr::Dim(i as u32))
            }
            Tok::PercentIdent => Err(self.err_here("unexpected ssa identifier")),
            _ if has_lhs => Err(self.err_tok("missing right operand of binary operator")),
            Tok::Plus | Tok::Star => Err(self.err_tok("missing left operand of binary operator")),
            _ => Err(self.err_here("expected affine expression")),
        }
    }

    /// MLIR's `parseAffineMapOfSSAIds`: comma-separated affine
    /// expressions over SSA uses up to `close` (consumed), each distinct
    /// use a dimension in order of appearance. Returns the map and the
    /// uses (name, result number, offset).
    pub(super) fn parse_affine_map_of_ssa_ids(
        &mut self,
        close: Tok,
    ) -> PResult<(AffineMap, Vec<(&'a [u8], usize, usize)>)> {
        let saved = self.affine_ssa.replace(Vec::new());
        let mut results = Vec::new();
        let r = (|| {
            if !self.is(close) {
                loop {
                    results.push(self.parse_affine_expr(&[], &[])?);
                    if !self.eat(Tok::Comma) {
                        break;
                    }
                }
            }
            self.expect(close, "expected ')' in affine map")
        })();
        let uses = std::mem::replace(&mut self.affine_ssa, saved).unwrap_or_default();
        r?;
        Ok((
            AffineMap {
                dims: uses.len() as u32,
                symbols: 0,
                results,
            },
            uses,
        ))
    }

    // ----- locations -----

    /// The inside of `loc(...)`.
    pub(super) fn parse_location_body(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_location_inner();
        self.leave();
        r
    }

    fn parse_location_inner(&mut self) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::HashIdent => {
                let name = &self.text()[1..];
                match self.attr_aliases.get(name).copied() {
                    Some(a) if matches!(self.ctx.attr_kind(a), AttrKind::Location(_)) => {
                        self.bump();
                        Ok(a)
                    }
                    Some(a) => Err(self.not_a_location(self.tok.start, a)),
                    None => Err(self.err_at(
                        self.tok.end,
                        &format!(
                            "undefined symbol alias id '{}'",
                            String::from_utf8_lossy(name)
                        ),
                    )),
                }
            }
            Tok::String => {
                let t = self.text();
                let s = String::from_utf8_lossy(&unescape(&t[1..t.len() - 1])).into_owned();
                self.bump();
                let id = self.ctx.ident(&s);
                if self.eat(Tok::Colon) {
                    return self.parse_file_line_col(id);
                }
                if self.eat(Tok::LParen) {
                    let child = self.parse_location_body()?;
                    self.expect(Tok::RParen, "expected ')' after child location of NameLoc")?;
                    return Ok(self.ctx.attr(AttrKind::Location(LocKind::Name {
                        name: id,
                        child: Some(child),
                    })));
                }
                Ok(self.ctx.attr(AttrKind::Location(LocKind::Name {
                    name: id,
                    child: None,
                })))
            }
            Tok::BareIdent => match self.text() {
                b"unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                b"callsite" => {
                    self.bump();
                    self.expect(Tok::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.is_kw("at") {
                        return Err(self.err_here("expected 'at' in callsite"));
                    }
                    self.bump();
                    let caller = self.parse_location_body()?;
                    self.expect(Tok::RParen, "expected ')' in callsite location")?;
                    Ok(self
                        .ctx
                        .attr(AttrKind::Location(LocKind::CallSite { callee, caller })))
                }
                b"fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.eat(Tok::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(Tok::Greater, "expected '>' after fused location metadata")?;
                    }
                    self.expect(Tok::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    self.comma_list_until(Tok::RSquare, "expected ']' in fused location", |p| {
                        locs.push(p.parse_location_body()?);
                        Ok(())
                    })?;
                    Ok(self.fused_loc(locs, metadata))
                }
                _ => Err(self.err_here("expected location instance")),
            },
            _ => Err(self.err_here("expected location instance")),
        }
    }

    /// MLIR's `FusedLoc::get` ([`Context::fused_loc`]).
    pub(super) fn fused_loc(
        &mut self,
        locs: Vec<Attribute>,
        metadata: Option<Attribute>,
    ) -> Attribute {
        self.ctx.fused_loc(locs, metadata)
    }

    fn parse_loc_uint(&mut self, what: &str) -> PResult<u32> {
        if !self.is(Tok::Integer) {
            return Err(self.err_here(&format!(
                "expected integer {what} number in FileLineColRange"
            )));
        }
        let v = parse_uint(self.text()).and_then(|v| u32::try_from(v).ok());
        let Some(v) = v else {
            return Err(self.err_here(&format!(
                "expected integer {what} number in FileLineColRange"
            )));
        };
        self.bump();
        Ok(v)
    }

    fn parse_file_line_col(&mut self, file: crate::intern::Ident) -> PResult<Attribute> {
        let line = self.parse_loc_uint("line")?;
        if !self.is(Tok::Colon) {
            return Ok(self.ctx.attr(AttrKind::Location(LocKind::FileLineCol {
                file,
                line,
                col: 0,
            })));
        }
        self.bump();
        let col = self.parse_loc_uint("column")?;
        if !self.is_kw("to") {
            // MLIR names a file location with an empty file name "-".
            let file = if self.ctx.str(file).is_empty() {
                self.ctx.ident("-")
            } else {
                file
            };
            let loc = LocKind::FileLineCol { file, line, col };
            return Ok(self.ctx.attr(AttrKind::Location(loc)));
        }
        self.bump();
        let mut end_line = line;
        if self.is(Tok::Integer) {
            end_line = self.parse_loc_uint("line")?;
        }
        if !self.is(Tok::Colon) {
            return Err(
                self.err_here("expected either integer or `:` post `to` in FileLineColRange")
            );
        }
        self.bump();
        let end_col = self.parse_loc_uint("column")?;
        let a = self.ctx.attr(AttrKind::Location(LocKind::FileRange {
            file,
            line,
            col,
            end_line,
            end_col,
        }));
        Ok(self.normalize_range(a))
    }

    /// A range that starts and ends at one point is a plain file location.
    fn normalize_range(&mut self, a: Attribute) -> Attribute {
        if let AttrKind::Location(LocKind::FileRange {
            file,
            line,
            col,
            end_line,
            end_col,
        }) = *self.ctx.attr_kind(a)
        {
            if line == end_line && col == end_col {
                return self
                    .ctx
                    .attr(AttrKind::Location(LocKind::FileLineCol { file, line, col }));
            }
        }
        a
    }
}

/// Elements literals say "for type" where scalar attributes say "for
/// attribute".
fn for_type(mut d: crate::diag::Diagnostic) -> crate::diag::Diagnostic {
    if d.message == "integer constant out of range for attribute" {
        d.message = "integer constant out of range for type".into();
    }
    d
}

/// Parses a decimal or `0x` hex integer token.
pub(super) fn parse_uint(text: &[u8]) -> Option<BigUint> {
    let s = std::str::from_utf8(text).ok()?;
    if let Some(h) = s.strip_prefix("0x") {
        BigUint::from_str_radix(h, 16).ok()
    } else {
        BigUint::from_str_radix(s, 10).ok()
    }
}

/// Two's-complement little-endian bytes of `v` in `ceil(width/8)` bytes.
pub(super) fn int_bytes(v: &IntValue, width: u32) -> Vec<u8> {
    let n = (width as usize).div_ceil(8).max(1);
    let big = v.to_big();
    let mut bytes = big.to_signed_bytes_le();
    let fill = if big.sign() == Sign::Minus { 0xff } else { 0 };
    bytes.resize(n.max(bytes.len()), fill);
    bytes.truncate(n);
    if width % 8 != 0 {
        // Keep only `width` bits, as an APInt of that width stores.
        let last = n - 1;
        bytes[last] &= (1u16 << (width % 8)) as u8 - 1;
    }
    bytes
}

/// Little-endian bytes of a float encoding of kind `k`.
pub(super) fn float_bytes(bits: u128, k: FloatKind) -> Vec<u8> {
    let sem = k.semantics();
    let n = (sem.bits as usize).div_ceil(8);
    sem.storage_bits(bits).to_le_bytes()[..n].to_vec()
}

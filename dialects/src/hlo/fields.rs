//! The `key = value` lists inside hlo's decision attributes
//! (`#hlo.plan<cores = 32, split = [32, 1], ...>`): integers, integer
//! lists, nested lists, brace groups of fields and bare flags. Each value
//! keeps the byte offset it starts at, so a hand-edited attribute that
//! does not read is an error at the right column.

use ir::registry::TypeSyntaxError;

/// One value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `32`, `-1`.
    Int(i64),
    /// `[a, b]`: integers, lists or groups.
    List(Vec<(usize, Value)>),
    /// `{key = value, flag}`.
    Group(Vec<Field>),
    /// A key with no value (`sparse`, `row_major`).
    Flag,
}

/// One `key = value` (or a bare `key`), at `offset`.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub key: String,
    pub value: Value,
    pub offset: usize,
}

/// An error at byte `offset` of the body.
pub fn error(offset: usize, message: impl Into<String>) -> TypeSyntaxError {
    TypeSyntaxError {
        offset,
        message: message.into(),
        note: None,
    }
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn skip(&mut self) {
        while self.at < self.text.len() && self.text[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
    }
    fn peek(&mut self) -> Option<u8> {
        self.skip();
        self.text.get(self.at).copied()
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.at += 1;
            true
        } else {
            false
        }
    }
    fn expect(&mut self, c: u8) -> Result<(), TypeSyntaxError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(error(self.at, format!("expected '{}'", c as char)))
        }
    }
    fn ident(&mut self) -> Result<String, TypeSyntaxError> {
        self.skip();
        let start = self.at;
        while self.at < self.text.len()
            && (self.text[self.at].is_ascii_alphanumeric() || self.text[self.at] == b'_')
        {
            self.at += 1;
        }
        if start == self.at || self.text[start].is_ascii_digit() {
            return Err(error(start, "expected a field name"));
        }
        Ok(String::from_utf8_lossy(&self.text[start..self.at]).into_owned())
    }
    fn value(&mut self, depth: usize) -> Result<Value, TypeSyntaxError> {
        if depth > 8 {
            return Err(error(self.at, "nested too deeply"));
        }
        match self.peek() {
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        self.skip();
                        let at = self.at;
                        items.push((at, self.value(depth + 1)?));
                        if self.eat(b']') {
                            break;
                        }
                        self.expect(b',')?;
                    }
                }
                Ok(Value::List(items))
            }
            Some(b'{') => {
                self.at += 1;
                let fields = self.fields(Some(b'}'), depth + 1)?;
                Ok(Value::Group(fields))
            }
            Some(c) if c == b'-' || c.is_ascii_digit() => {
                let start = self.at;
                self.at += 1;
                while self.at < self.text.len() && self.text[self.at].is_ascii_digit() {
                    self.at += 1;
                }
                let s = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
                s.parse::<i64>()
                    .map(Value::Int)
                    .map_err(|_| error(start, format!("expected an integer, found '{s}'")))
            }
            _ => Err(error(self.at, "expected an integer, '[' or '{'")),
        }
    }
    /// Fields up to `close` (or the end of the text).
    fn fields(&mut self, close: Option<u8>, depth: usize) -> Result<Vec<Field>, TypeSyntaxError> {
        let mut out: Vec<Field> = Vec::new();
        let done = |r: &mut Self| match close {
            Some(c) => r.eat(c),
            None => r.peek().is_none(),
        };
        if done(self) {
            return Ok(out);
        }
        loop {
            self.skip();
            let offset = self.at;
            let key = self.ident()?;
            if out.iter().any(|f| f.key == key) {
                return Err(error(offset, format!("'{key}' is given twice")));
            }
            let value = if self.eat(b'=') {
                self.value(depth)?
            } else {
                Value::Flag
            };
            out.push(Field { key, value, offset });
            if done(self) {
                return Ok(out);
            }
            if !self.eat(b',') {
                return Err(error(
                    self.at,
                    match close {
                        Some(c) => format!("expected ',' or '{}'", c as char),
                        None => "expected ',' or '>'".to_string(),
                    },
                ));
            }
        }
    }
}

/// Reads `key = value, ...` (the text between an attribute's `<` and `>`);
/// `base` is where that text starts in the attribute's body, for offsets.
pub fn parse(text: &str, base: usize) -> Result<Vec<Field>, TypeSyntaxError> {
    let mut r = Reader {
        text: text.as_bytes(),
        at: 0,
    };
    r.fields(None, 0)
        .map_err(|mut e| {
            e.offset += base;
            e
        })
        .map(|fs| shift(fs, base))
}

fn shift(fields: Vec<Field>, base: usize) -> Vec<Field> {
    fields
        .into_iter()
        .map(|f| Field {
            offset: f.offset + base,
            value: shift_value(f.value, base),
            key: f.key,
        })
        .collect()
}

fn shift_value(v: Value, base: usize) -> Value {
    match v {
        Value::List(items) => Value::List(
            items
                .into_iter()
                .map(|(o, v)| (o + base, shift_value(v, base)))
                .collect(),
        ),
        Value::Group(fs) => Value::Group(shift(fs, base)),
        v => v,
    }
}

/// The body of `name<...>`: the text between the brackets and where it
/// starts, or `None` if `body` is not `name<...>`.
pub fn inner<'a>(body: &'a str, name: &str) -> Option<(&'a str, usize)> {
    let rest = body.strip_prefix(name)?;
    let open = rest.len() - rest.trim_start().len();
    let rest = rest.trim_start().strip_prefix('<')?;
    let text = rest.trim_end().strip_suffix('>')?;
    Some((text, name.len() + open + 1))
}

/// Typed reads of a field list, each failing at the field's offset.
pub struct Reading<'f> {
    fields: &'f [Field],
    end: usize,
}

impl<'f> Reading<'f> {
    /// Reads `fields`; `end` is the offset of the closing `>` (for
    /// missing fields).
    pub fn new(fields: &'f [Field], end: usize) -> Self {
        Reading { fields, end }
    }
    fn get(&self, key: &str) -> Option<&'f Field> {
        self.fields.iter().find(|f| f.key == key)
    }
    /// Every field is one of `known`.
    pub fn only(&self, known: &[&str], what: &str) -> Result<(), TypeSyntaxError> {
        match self
            .fields
            .iter()
            .find(|f| !known.contains(&f.key.as_str()))
        {
            Some(f) => Err(error(
                f.offset,
                format!(
                    "unknown field '{}' in {what} (known: {})",
                    f.key,
                    known.join(", ")
                ),
            )),
            None => Ok(()),
        }
    }
    /// A non-negative integer, if given.
    pub fn opt_u64(&self, key: &str) -> Result<Option<u64>, TypeSyntaxError> {
        match self.get(key) {
            None => Ok(None),
            Some(Field {
                value: Value::Int(v),
                ..
            }) if *v >= 0 => Ok(Some(*v as u64)),
            Some(f) => Err(error(
                f.offset,
                format!("'{key}' must be a non-negative integer"),
            )),
        }
    }
    /// A non-negative integer that must be given.
    pub fn u64(&self, key: &str) -> Result<u64, TypeSyntaxError> {
        self.opt_u64(key)?
            .ok_or_else(|| error(self.end, format!("expected '{key} = N'")))
    }
    /// A list of integers, if given.
    pub fn opt_ints(&self, key: &str) -> Result<Option<Vec<i64>>, TypeSyntaxError> {
        match self.get(key) {
            None => Ok(None),
            Some(f) => ints(&f.value, f.offset, key).map(Some),
        }
    }
    /// A list of lists of integers, if given.
    pub fn opt_int_lists(&self, key: &str) -> Result<Option<Vec<Vec<i64>>>, TypeSyntaxError> {
        match self.get(key) {
            None => Ok(None),
            Some(Field {
                value: Value::List(items),
                ..
            }) => items
                .iter()
                .map(|(o, v)| ints(v, *o, key))
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(f) => Err(error(f.offset, format!("'{key}' must be a list of lists"))),
        }
    }
    /// The groups of a list of `{...}` groups, each with its offset.
    pub fn opt_groups(
        &self,
        key: &str,
    ) -> Result<Option<Vec<(usize, &'f [Field])>>, TypeSyntaxError> {
        match self.get(key) {
            None => Ok(None),
            Some(Field {
                value: Value::List(items),
                ..
            }) => items
                .iter()
                .map(|(o, v)| match v {
                    Value::Group(fs) => Ok((*o, fs.as_slice())),
                    _ => Err(error(
                        *o,
                        format!("each of '{key}' must be a '{{...}}' group"),
                    )),
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Some(f) => Err(error(f.offset, format!("'{key}' must be a list"))),
        }
    }
    /// Whether bare flag `key` is given.
    pub fn flag(&self, key: &str) -> Result<bool, TypeSyntaxError> {
        match self.get(key) {
            None => Ok(false),
            Some(Field {
                value: Value::Flag, ..
            }) => Ok(true),
            Some(f) => Err(error(f.offset, format!("'{key}' takes no value"))),
        }
    }
    /// The offset of field `key` (or of the end).
    pub fn at(&self, key: &str) -> usize {
        self.get(key).map_or(self.end, |f| f.offset)
    }
}

fn ints(v: &Value, at: usize, key: &str) -> Result<Vec<i64>, TypeSyntaxError> {
    match v {
        Value::List(items) => items
            .iter()
            .map(|(o, x)| match x {
                Value::Int(i) => Ok(*i),
                _ => Err(error(*o, format!("'{key}' must list integers"))),
            })
            .collect(),
        _ => Err(error(at, format!("'{key}' must be a list of integers"))),
    }
}

/// `[a, b, c]`.
pub fn list<T: std::fmt::Display>(v: &[T]) -> String {
    let items: Vec<String> = v.iter().map(T::to_string).collect();
    format!("[{}]", items.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_fields_and_offsets() {
        let f = parse("a = 3, b = [1, 2], c = [{x = 1}, {y}], d", 5).unwrap();
        assert_eq!(f.len(), 4);
        assert_eq!(f[0].offset, 5);
        assert_eq!(f[3].value, Value::Flag);
        let r = Reading::new(&f, 40);
        assert_eq!(r.u64("a").unwrap(), 3);
        assert_eq!(r.opt_ints("b").unwrap(), Some(vec![1, 2]));
        assert_eq!(r.opt_groups("c").unwrap().unwrap().len(), 2);
        assert!(r.flag("d").unwrap());
        assert_eq!(r.u64("zz").unwrap_err().offset, 40);
    }

    #[test]
    fn errors_are_located() {
        let e = parse("a = 3 b = 4", 10).unwrap_err();
        assert_eq!(e.offset, 16);
        let e = parse("a = x", 0).unwrap_err();
        assert_eq!(e.offset, 4);
        let e = parse("a = 1, a = 2", 0).unwrap_err();
        assert!(e.message.contains("twice"));
        assert!(parse(&"[".repeat(100), 0).is_err());
    }
}

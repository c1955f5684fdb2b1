//! `!tt.ptr<T>`: a pointer to `T` in address space 1 (global memory);
//! `!tt.ptr<T, N>` in another. `T` may be a tensor type (a block pointer,
//! `tt.make_tensor_ptr`'s result). Kept as text by the parser, checked and
//! respelled here as Triton prints it.

use ir::registry::{Registry, TypeSyntaxError};
use ir::{Context, Type, TypeKind};

fn err(offset: usize, message: impl Into<String>) -> TypeSyntaxError {
    TypeSyntaxError {
        offset,
        message: message.into(),
        note: None,
    }
}

/// Splits `T, N` at its last top-level comma.
fn split_space(inner: &str) -> (&str, Option<&str>) {
    let mut depth = 0i32;
    let mut at = None;
    for (i, c) in inner.char_indices() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => at = Some(i),
            _ => {}
        }
    }
    match at {
        Some(i) => (inner[..i].trim(), Some(inner[i + 1..].trim())),
        None => (inner.trim(), None),
    }
}

/// The type-syntax hook: `ptr<T>` or `ptr<T, N>`, with address space 1
/// left out as Triton's printer leaves it; `tensordesc<16x32xf32>` (a
/// tensor descriptor's block, as Triton 3.9 prints it; older Tritons
/// wrote `tensordesc<tensor<16x32xf32>>`) as written.
pub fn canonical_type(body: &str) -> Result<String, TypeSyntaxError> {
    if let Some(inner) = body
        .strip_prefix("tensordesc")
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('<'))
        .and_then(|r| r.strip_suffix('>'))
    {
        if inner.trim().is_empty() {
            return Err(err(11, "expected the block's shape and element type"));
        }
        return Ok(format!("tensordesc<{}>", inner.trim()));
    }
    let Some(inner) = body
        .strip_prefix("ptr")
        .map(str::trim_start)
        .and_then(|r| r.strip_prefix('<'))
        .and_then(|r| r.strip_suffix('>'))
    else {
        return Err(err(0, format!("unknown tt type '{body}'")));
    };
    let (pointee, space) = split_space(inner);
    if pointee.is_empty() {
        return Err(err(4, "expected a pointee type"));
    }
    match space {
        None => Ok(format!("ptr<{pointee}>")),
        Some(s) => match s.parse::<i32>() {
            Ok(1) => Ok(format!("ptr<{pointee}>")),
            Ok(n) => Ok(format!("ptr<{pointee}, {n}>")),
            Err(_) => Err(err(
                inner.len(),
                format!("expected an address space, got '{s}'"),
            )),
        },
    }
}

/// The pointee type text of a `!tt.ptr`, and its address space.
pub fn pointee_text(ctx: &Context, t: Type) -> Option<(&str, i32)> {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "tt" => {
            let inner = data.strip_prefix("ptr<")?.strip_suffix('>')?;
            let (p, s) = split_space(inner);
            Some((p, s.and_then(|s| s.parse().ok()).unwrap_or(1)))
        }
        _ => None,
    }
}

/// Whether `t` is a `!tt.ptr` to a scalar.
pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    pointee_text(ctx, t).is_some_and(|(p, _)| !p.starts_with("tensor<"))
}

/// Whether `t` is a block pointer (`!tt.ptr<tensor<..>>`).
pub fn is_tensor_ptr(ctx: &Context, t: Type) -> bool {
    pointee_text(ctx, t).is_some_and(|(p, _)| p.starts_with("tensor<"))
}

/// A block's shape and element type from its text (`32x16xf32`).
pub fn block_parts(text: &str) -> Option<(Vec<i64>, String)> {
    let mut parts: Vec<&str> = text.split('x').collect();
    let elem = parts.pop()?.to_string();
    let shape = parts
        .iter()
        .map(|d| d.trim().parse::<i64>().ok())
        .collect::<Option<Vec<_>>>()?;
    Some((shape, elem))
}

/// The block's static shape and element type text of a block pointer
/// type (`!tt.ptr<tensor<32x16xf32>>`: `[32, 16]`, `f32`).
pub fn tensor_ptr_block(ctx: &Context, t: Type) -> Option<(Vec<i64>, String)> {
    let (p, _) = pointee_text(ctx, t)?;
    block_parts(p.strip_prefix("tensor<")?.strip_suffix('>')?)
}

/// The block shape and element type text of a `!tt.tensordesc`.
pub fn tensordesc_block(ctx: &Context, t: Type) -> Option<String> {
    match ctx.type_kind(t) {
        TypeKind::Opaque { dialect, data } if ctx.str(*dialect) == "tt" => {
            let inner = data.strip_prefix("tensordesc<")?.strip_suffix('>')?;
            let inner = inner
                .strip_prefix("tensor<")
                .and_then(|i| i.strip_suffix('>'))
                .unwrap_or(inner);
            Some(inner.to_string())
        }
        _ => None,
    }
}

/// Whether `t` is a tensor descriptor (`!tt.tensordesc<..>`).
pub fn is_tensordesc(ctx: &Context, t: Type) -> bool {
    tensordesc_block(ctx, t).is_some()
}

/// Registers the type spelling and predicates.
pub fn register(r: &mut Registry) {
    r.set_type_syntax("tt", canonical_type);
    r.set_type_predicate("tt.ptr", is_ptr);
    r.set_type_predicate("tt.tensor_ptr", is_tensor_ptr);
    r.set_type_predicate("tt.tensordesc", is_tensordesc);
}

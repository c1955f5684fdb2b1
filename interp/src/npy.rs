//! NumPy `.npy` files (format versions 1.0, 2.0 and 3.0) to and from
//! [`Tensor`]s. Reads little- and big-endian `bool`, `int8..int64`,
//! `uint8`, `float16/32/64`, C or Fortran order; writes version 1.0, C
//! order, little-endian. `bf16` has no npy dtype: it is written as
//! `float32`, as tessera's torch importer stores it.

use crate::tensor::Tensor;
use dialects::torch::types::DType;

/// Parses an `.npy` file.
pub fn read(bytes: &[u8]) -> Result<Tensor, String> {
    if bytes.len() < 10 || &bytes[..6] != b"\x93NUMPY" {
        return Err("not an npy file (bad magic)".into());
    }
    let major = bytes[6];
    let (hlen, start) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10usize),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err("truncated npy header".into());
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(format!("unsupported npy format version {v}")),
    };
    let end = start
        .checked_add(hlen)
        .filter(|&e| e <= bytes.len())
        .ok_or("truncated npy header")?;
    let header = std::str::from_utf8(&bytes[start..end]).map_err(|_| "npy header is not text")?;
    let descr = dict_value(header, "descr").ok_or("npy header has no 'descr'")?;
    let descr = descr.trim_matches(|c| c == '\'' || c == '"');
    let fortran = dict_value(header, "fortran_order")
        .ok_or("npy header has no 'fortran_order'")?
        .starts_with("True");
    let shape_text = dict_value(header, "shape").ok_or("npy header has no 'shape'")?;
    let shape: Vec<usize> = shape_text
        .trim_matches(|c| c == '(' || c == ')')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.parse::<usize>()
                .map_err(|_| format!("bad npy shape {shape_text}"))
        })
        .collect::<Result<_, _>>()?;
    let (endian, code) = descr.split_at(descr.len().min(1));
    let big = match endian {
        "<" | "|" | "=" => false,
        ">" => true,
        _ => return Err(format!("unsupported npy dtype '{descr}'")),
    };
    let (dtype, size) = match code {
        "b1" => (DType::Bool, 1),
        "u1" => (DType::U8, 1),
        "i1" => (DType::I8, 1),
        "i2" => (DType::I16, 2),
        "i4" => (DType::I32, 4),
        "i8" => (DType::I64, 8),
        // Unsigned 32- and 64-bit integers (JAX's PRNG keys are uint32)
        // are held as int64; a function argument of type `ui32`/`ui64`
        // takes them back (`io::input_array`).
        "u2" => (DType::U16, 2),
        "u4" => (DType::U32, 4),
        "u8" => (DType::I64, 8),
        "f2" => (DType::F16, 2),
        // bf16: `np.save` of an ml_dtypes.bfloat16 array writes '<V2'.
        "V2" => (DType::BF16, 2),
        "f4" => (DType::F32, 4),
        "f8" => (DType::F64, 8),
        _ => return Err(format!("unsupported npy dtype '{descr}'")),
    };
    let n = crate::tensor::numel_of(&shape).map_err(|e| e.0)?;
    let data = &bytes[end..];
    if data.len() < n * size {
        return Err(format!(
            "npy data holds {} bytes, shape {shape:?} of '{descr}' needs {}",
            data.len(),
            n * size
        ));
    }
    let word = |i: usize| -> [u8; 8] {
        let mut w = [0u8; 8];
        let s = &data[i * size..(i + 1) * size];
        if big {
            for (k, b) in s.iter().rev().enumerate() {
                w[k] = *b;
            }
        } else {
            w[..size].copy_from_slice(s);
        }
        w
    };
    // Read in file order, under the file's own shape.
    let file_shape: Vec<usize> = if fortran {
        shape.iter().rev().copied().collect()
    } else {
        shape.clone()
    };
    let t = match dtype {
        DType::BF16 => {
            let v = (0..n)
                .map(|i| {
                    let w = word(i);
                    half::bf16::from_bits(u16::from_le_bytes([w[0], w[1]])).to_f64()
                })
                .collect();
            Tensor::from_f64(file_shape, dtype, v)
        }
        DType::F16 | DType::F32 | DType::F64 => {
            let v = (0..n)
                .map(|i| {
                    let w = word(i);
                    match size {
                        2 => half::f16::from_bits(u16::from_le_bytes([w[0], w[1]])).to_f64(),
                        4 => f32::from_le_bytes([w[0], w[1], w[2], w[3]]) as f64,
                        _ => f64::from_le_bytes(w),
                    }
                })
                .collect();
            Tensor::from_f64(file_shape, dtype, v)
        }
        DType::Bool => Tensor::from_bool(file_shape, (0..n).map(|i| data[i] != 0).collect()),
        _ => {
            let v = (0..n)
                .map(|i| {
                    let w = word(i);
                    let u = u64::from_le_bytes(w);
                    let bits = size * 8;
                    if matches!(dtype, DType::U8 | DType::U16 | DType::U32) || bits == 64 {
                        u as i64
                    } else {
                        // Sign-extend.
                        ((u << (64 - bits)) as i64) >> (64 - bits)
                    }
                })
                .collect();
            Tensor::from_i64(file_shape, dtype, v)
        }
    }
    .map_err(|e| e.0)?;
    if fortran {
        let perm: Vec<usize> = (0..shape.len()).rev().collect();
        return t.permute(&perm).map_err(|e| e.0);
    }
    Ok(t)
}

/// The text of `key`'s value in a Python dict literal (up to the next
/// top-level comma).
fn dict_value<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let at = header
        .find(&format!("'{key}'"))
        .or_else(|| header.find(&format!("\"{key}\"")))?;
    let rest = &header[at + key.len() + 2..];
    let rest = rest.trim_start().strip_prefix(':')?.trim_start();
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' | '}' if depth == 0 => return Some(rest[..i].trim()),
            _ => {}
        }
    }
    Some(rest.trim())
}

/// How a bf16 tensor is written (numpy has no bf16 dtype).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Bf16Form {
    /// `'<V2'` holding the bits: what `np.save` writes for an
    /// `ml_dtypes.bfloat16` array, and what `np.load(...).view(bfloat16)`
    /// reads back.
    #[default]
    MlDtypes,
    /// `'<u2'` bit patterns.
    Uint16,
    /// Widened to `'<f4'`.
    F32,
}

/// Serializes `t` as an `.npy` file (bf16 as ml_dtypes writes it).
pub fn write(t: &Tensor) -> Vec<u8> {
    write_with(t, Bf16Form::MlDtypes)
}

/// Serializes `t` as an `.npy` file, bf16 in the form given.
pub fn write_with(t: &Tensor, bf16: Bf16Form) -> Vec<u8> {
    let bf16_bits = t.dtype() == DType::BF16 && bf16 != Bf16Form::F32;
    let (descr, size) = match t.dtype() {
        DType::BF16 if bf16 == Bf16Form::MlDtypes => ("<V2", 2),
        DType::BF16 if bf16 == Bf16Form::Uint16 => ("<u2", 2),
        DType::Bool => ("|b1", 1),
        DType::U8 => ("|u1", 1),
        DType::I8 => ("|i1", 1),
        DType::I16 => ("<i2", 2),
        DType::I32 => ("<i4", 4),
        DType::I64 => ("<i8", 8),
        DType::U16 => ("<u2", 2),
        DType::U32 => ("<u4", 4),
        DType::F16 => ("<f2", 2),
        DType::F32 | DType::BF16 => ("<f4", 4),
        DType::F64 => ("<f8", 8),
    };
    let shape = match t.shape() {
        [] => "()".to_string(),
        [d] => format!("({d},)"),
        s => format!(
            "({})",
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    // Pad so that the data starts at a multiple of 64, ending in '\n'.
    let total = 10 + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + t.numel() * size);
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    for i in 0..t.numel() {
        match t.dtype() {
            DType::Bool => out.push(t.get_bool(i) as u8),
            DType::U8 | DType::I8 => out.push(t.get_i64(i) as u8),
            DType::I16 => out.extend_from_slice(&(t.get_i64(i) as i16).to_le_bytes()),
            DType::I32 => out.extend_from_slice(&(t.get_i64(i) as i32).to_le_bytes()),
            DType::I64 => out.extend_from_slice(&t.get_i64(i).to_le_bytes()),
            DType::U16 => out.extend_from_slice(&(t.get_i64(i) as u16).to_le_bytes()),
            DType::U32 => out.extend_from_slice(&(t.get_i64(i) as u32).to_le_bytes()),
            DType::F16 => out.extend_from_slice(&half::f16::from_f64(t.get_f64(i)).to_le_bytes()),
            DType::BF16 if bf16_bits => {
                out.extend_from_slice(&half::bf16::from_f64(t.get_f64(i)).to_le_bytes())
            }
            DType::F32 | DType::BF16 => out.extend_from_slice(&(t.get_f64(i) as f32).to_le_bytes()),
            DType::F64 => out.extend_from_slice(&t.get_f64(i).to_le_bytes()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for dtype in [
            DType::F32,
            DType::F16,
            DType::F64,
            DType::I64,
            DType::I8,
            DType::Bool,
        ] {
            let t =
                Tensor::from_f64(vec![2, 3], dtype, vec![0.0, 1.5, -2.0, 3.0, 4.25, 5.0]).unwrap();
            let back = read(&write(&t)).unwrap();
            assert_eq!(back, t, "{dtype:?}");
        }
        let s = Tensor::scalar(DType::F32, 2.5);
        assert_eq!(read(&write(&s)).unwrap(), s);
        assert!(read(b"garbage").is_err());
        let mut cut = write(&s);
        cut.truncate(cut.len() - 2);
        assert!(read(&cut).is_err());
    }
}

//! StableHLO's dialect attributes, kept as `#stablehlo...` attributes with
//! the text StableHLO's printer gives them, and read back here:
//!
//! - enums: `#stablehlo<comparison_direction GT>`, `#stablehlo<precision
//!   DEFAULT>`: [`enum_attr`], [`enum_case`];
//! - structs of integer lists: `#stablehlo.dot<lhs_contracting_dimensions =
//!   [1], rhs_contracting_dimensions = [0]>`, `#stablehlo.gather<...>`,
//!   `#stablehlo.scatter<...>`: [`Struct`];
//! - convolution dimension numbers `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i,
//!   o]->[b, 0, 1, f]>`: [`ConvDims`].

use ir::{AttrKind, Attribute, Context};

/// The enum attributes and their cases, as the specification lists them.
pub const ENUMS: &[(&str, &[&str])] = &[
    (
        "comparison_direction",
        &["EQ", "NE", "GE", "GT", "LE", "LT"],
    ),
    (
        "comparison_type",
        &["NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"],
    ),
    ("precision", &["DEFAULT", "HIGH", "HIGHEST"]),
    ("fft_type", &["FFT", "IFFT", "RFFT", "IRFFT"]),
    ("rng_distribution", &["UNIFORM", "NORMAL"]),
    ("rng_algorithm", &["DEFAULT", "THREE_FRY", "PHILOX"]),
    (
        "transpose",
        &["TRANSPOSE_INVALID", "NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"],
    ),
    ("result_accuracy_mode", &["DEFAULT", "HIGHEST", "TOLERANCE"]),
];

/// The cases of enum `kind`.
pub fn cases(kind: &str) -> &'static [&'static str] {
    ENUMS
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, c)| *c)
        .unwrap_or(&[])
}

/// `#stablehlo<kind CASE>`.
pub fn enum_attr(ctx: &mut Context, kind: &str, case: &str) -> Attribute {
    let dialect = ctx.ident("stablehlo");
    ctx.attr(AttrKind::Opaque {
        dialect,
        data: format!("{kind} {case}").into(),
    })
}

/// The case of `#stablehlo<kind CASE>`, if `a` is one.
pub fn enum_case<'c>(ctx: &'c Context, a: Attribute, kind: &str) -> Option<&'c str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, data } if ctx.str(*dialect) == "stablehlo" => {
            let case = data.strip_prefix(kind)?.strip_prefix(' ')?.trim();
            cases(kind).contains(&case).then_some(case)
        }
        _ => None,
    }
}

/// A field of a struct attribute.
#[derive(Clone, Debug, PartialEq)]
pub enum Field {
    /// `[1, 2]`.
    Ints(Vec<i64>),
    /// `3`.
    Int(i64),
}

/// A struct attribute `#stablehlo.NAME<field = [..], field = N>`.
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    pub name: String,
    pub fields: Vec<(String, Field)>,
}

impl Struct {
    /// Reads `#stablehlo.NAME<...>`; `None` if `a` is not one or is malformed.
    pub fn of(ctx: &Context, a: Attribute, name: &str) -> Option<Struct> {
        let AttrKind::Opaque { dialect, data } = ctx.attr_kind(a) else {
            return None;
        };
        if ctx.str(*dialect) != "stablehlo" {
            return None;
        }
        Struct::of_text(data, name)
    }
    /// Reads `NAME<...>` text.
    pub fn of_text(data: &str, name: &str) -> Option<Struct> {
        let body = data.strip_prefix(name)?.trim_start().strip_prefix('<')?;
        let body = body.strip_suffix('>')?;
        let mut fields = Vec::new();
        let mut rest = body.trim();
        while !rest.is_empty() {
            let (key, after) = rest.split_once('=')?;
            let key = key.trim();
            if key.is_empty() || !key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
                return None;
            }
            let after = after.trim_start();
            let (field, tail) = if let Some(list) = after.strip_prefix('[') {
                let (inner, tail) = list.split_once(']')?;
                let mut v = Vec::new();
                for x in inner.split(',').map(str::trim).filter(|x| !x.is_empty()) {
                    v.push(x.parse().ok()?);
                }
                (Field::Ints(v), tail)
            } else {
                let end = after.find(',').unwrap_or(after.len());
                (Field::Int(after[..end].trim().parse().ok()?), &after[end..])
            };
            fields.push((key.to_string(), field));
            rest = tail.trim_start();
            if let Some(r) = rest.strip_prefix(',') {
                rest = r.trim_start();
            } else if !rest.is_empty() {
                return None;
            }
        }
        Some(Struct {
            name: name.to_string(),
            fields,
        })
    }
    /// Field `key` as a list (empty when absent, as StableHLO defaults).
    pub fn ints(&self, key: &str) -> Vec<i64> {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, f)| match f {
                Field::Ints(v) => v.clone(),
                Field::Int(x) => vec![*x],
            })
            .unwrap_or_default()
    }
    /// Field `key` as an integer (0 when absent).
    pub fn int(&self, key: &str) -> i64 {
        self.fields
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, f)| match f {
                Field::Int(x) => *x,
                Field::Ints(v) => v.first().copied().unwrap_or(0),
            })
            .unwrap_or(0)
    }
    /// The attribute, printing only non-empty fields in the order given,
    /// as StableHLO's printer does.
    pub fn build(ctx: &mut Context, name: &str, fields: &[(&str, Field)]) -> Attribute {
        let mut s = format!("{name}<");
        let mut sep = "";
        for (k, f) in fields {
            match f {
                Field::Ints(v) if !v.is_empty() => {
                    s.push_str(&format!("{sep}{k} = [{}]", join(v)));
                    sep = ", ";
                }
                Field::Int(x) if *x != 0 => {
                    s.push_str(&format!("{sep}{k} = {x}"));
                    sep = ", ";
                }
                _ => {}
            }
        }
        s.push('>');
        let dialect = ctx.ident("stablehlo");
        ctx.attr(AttrKind::Opaque {
            dialect,
            data: s.into(),
        })
    }
}

/// The C++ name of enum kind `kind` (`comparison_direction` →
/// `ComparisonDirection`), as StableHLO's messages spell it.
pub fn cpp_enum_name(kind: &str) -> String {
    kind.split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// `1, 2, 3`.
pub fn join(v: &[i64]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Dot dimension numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DotDims {
    pub lhs_batch: Vec<i64>,
    pub rhs_batch: Vec<i64>,
    pub lhs_contract: Vec<i64>,
    pub rhs_contract: Vec<i64>,
}

impl DotDims {
    /// Reads `#stablehlo.dot<...>`.
    pub fn of(ctx: &Context, a: Attribute) -> Option<DotDims> {
        let s = Struct::of(ctx, a, "dot")?;
        Some(DotDims {
            lhs_batch: s.ints("lhs_batching_dimensions"),
            rhs_batch: s.ints("rhs_batching_dimensions"),
            lhs_contract: s.ints("lhs_contracting_dimensions"),
            rhs_contract: s.ints("rhs_contracting_dimensions"),
        })
    }
    /// The attribute.
    pub fn build(&self, ctx: &mut Context) -> Attribute {
        Struct::build(
            ctx,
            "dot",
            &[
                (
                    "lhs_batching_dimensions",
                    Field::Ints(self.lhs_batch.clone()),
                ),
                (
                    "rhs_batching_dimensions",
                    Field::Ints(self.rhs_batch.clone()),
                ),
                (
                    "lhs_contracting_dimensions",
                    Field::Ints(self.lhs_contract.clone()),
                ),
                (
                    "rhs_contracting_dimensions",
                    Field::Ints(self.rhs_contract.clone()),
                ),
            ],
        )
    }
}

/// Gather dimension numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GatherDims {
    pub offset_dims: Vec<i64>,
    pub collapsed_slice_dims: Vec<i64>,
    pub operand_batching_dims: Vec<i64>,
    pub start_indices_batching_dims: Vec<i64>,
    pub start_index_map: Vec<i64>,
    pub index_vector_dim: i64,
}

impl GatherDims {
    /// Reads `#stablehlo.gather<...>`.
    pub fn of(ctx: &Context, a: Attribute) -> Option<GatherDims> {
        let s = Struct::of(ctx, a, "gather")?;
        Some(GatherDims {
            offset_dims: s.ints("offset_dims"),
            collapsed_slice_dims: s.ints("collapsed_slice_dims"),
            operand_batching_dims: s.ints("operand_batching_dims"),
            start_indices_batching_dims: s.ints("start_indices_batching_dims"),
            start_index_map: s.ints("start_index_map"),
            index_vector_dim: s.int("index_vector_dim"),
        })
    }
    /// `#stablehlo.gather<...>`, fields in StableHLO's printed order.
    pub fn build(&self, ctx: &mut Context) -> Attribute {
        Struct::build(
            ctx,
            "gather",
            &[
                ("offset_dims", Field::Ints(self.offset_dims.clone())),
                (
                    "collapsed_slice_dims",
                    Field::Ints(self.collapsed_slice_dims.clone()),
                ),
                (
                    "operand_batching_dims",
                    Field::Ints(self.operand_batching_dims.clone()),
                ),
                (
                    "start_indices_batching_dims",
                    Field::Ints(self.start_indices_batching_dims.clone()),
                ),
                ("start_index_map", Field::Ints(self.start_index_map.clone())),
                ("index_vector_dim", Field::Int(self.index_vector_dim)),
            ],
        )
    }
}

/// Scatter dimension numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScatterDims {
    pub update_window_dims: Vec<i64>,
    pub inserted_window_dims: Vec<i64>,
    pub input_batching_dims: Vec<i64>,
    pub scatter_indices_batching_dims: Vec<i64>,
    pub scatter_dims_to_operand_dims: Vec<i64>,
    pub index_vector_dim: i64,
}

impl ScatterDims {
    /// Reads `#stablehlo.scatter<...>`.
    pub fn of(ctx: &Context, a: Attribute) -> Option<ScatterDims> {
        let s = Struct::of(ctx, a, "scatter")?;
        Some(ScatterDims {
            update_window_dims: s.ints("update_window_dims"),
            inserted_window_dims: s.ints("inserted_window_dims"),
            input_batching_dims: s.ints("input_batching_dims"),
            scatter_indices_batching_dims: s.ints("scatter_indices_batching_dims"),
            scatter_dims_to_operand_dims: s.ints("scatter_dims_to_operand_dims"),
            index_vector_dim: s.int("index_vector_dim"),
        })
    }
    /// `#stablehlo.scatter<...>`, fields in StableHLO's printed order.
    pub fn build(&self, ctx: &mut Context) -> Attribute {
        Struct::build(
            ctx,
            "scatter",
            &[
                (
                    "update_window_dims",
                    Field::Ints(self.update_window_dims.clone()),
                ),
                (
                    "inserted_window_dims",
                    Field::Ints(self.inserted_window_dims.clone()),
                ),
                (
                    "input_batching_dims",
                    Field::Ints(self.input_batching_dims.clone()),
                ),
                (
                    "scatter_indices_batching_dims",
                    Field::Ints(self.scatter_indices_batching_dims.clone()),
                ),
                (
                    "scatter_dims_to_operand_dims",
                    Field::Ints(self.scatter_dims_to_operand_dims.clone()),
                ),
                ("index_vector_dim", Field::Int(self.index_vector_dim)),
            ],
        )
    }
}

/// Convolution dimension numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ConvDims {
    pub input_batch: i64,
    pub input_feature: i64,
    pub input_spatial: Vec<i64>,
    pub kernel_input_feature: i64,
    pub kernel_output_feature: i64,
    pub kernel_spatial: Vec<i64>,
    pub output_batch: i64,
    pub output_feature: i64,
    pub output_spatial: Vec<i64>,
}

/// One `[b, 0, 1, f]` list: the position of each named dimension and the
/// positions of the spatial dimensions in order.
fn parse_layout(s: &str, names: [char; 2]) -> Option<(i64, i64, Vec<i64>)> {
    let inner = s.trim().strip_prefix('[')?.strip_suffix(']')?;
    let items: Vec<&str> = inner
        .split(',')
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .collect();
    let (mut a, mut b) = (None, None);
    let mut spatial: Vec<Option<i64>> = vec![None; items.len()];
    let mut count = 0usize;
    for (pos, it) in items.iter().enumerate() {
        let pos = pos as i64;
        if *it == names[0].to_string() {
            if a.replace(pos).is_some() {
                return None;
            }
        } else if *it == names[1].to_string() {
            if b.replace(pos).is_some() {
                return None;
            }
        } else {
            let k: usize = it.parse().ok()?;
            if k >= spatial.len() || spatial[k].replace(pos).is_some() {
                return None;
            }
            count += 1;
        }
    }
    let spatial: Option<Vec<i64>> = spatial.into_iter().take(count).collect();
    Some((a?, b?, spatial?))
}

fn print_layout(a: (char, i64), b: (char, i64), spatial: &[i64]) -> String {
    let n = spatial.len() + 2;
    let mut slots = vec![String::new(); n];
    let mut put = |pos: i64, s: String| {
        if let Some(x) = usize::try_from(pos).ok().and_then(|p| slots.get_mut(p)) {
            *x = s;
        }
    };
    put(a.1, a.0.to_string());
    put(b.1, b.0.to_string());
    for (i, &p) in spatial.iter().enumerate() {
        put(p, i.to_string());
    }
    format!("[{}]", slots.join(", "))
}

impl ConvDims {
    /// Reads the short form `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
    pub fn parse_short(s: &str) -> Option<ConvDims> {
        let (lhs, rest) = s.split_once('x')?;
        let (rhs, out) = rest.split_once("->")?;
        let (ib, if_, isp) = parse_layout(lhs, ['b', 'f'])?;
        let (ki, ko, ksp) = parse_layout(rhs, ['i', 'o'])?;
        let (ob, of, osp) = parse_layout(out, ['b', 'f'])?;
        Some(ConvDims {
            input_batch: ib,
            input_feature: if_,
            input_spatial: isp,
            kernel_input_feature: ki,
            kernel_output_feature: ko,
            kernel_spatial: ksp,
            output_batch: ob,
            output_feature: of,
            output_spatial: osp,
        })
    }
    /// The short form.
    pub fn short(&self) -> String {
        format!(
            "{}x{}->{}",
            print_layout(
                ('b', self.input_batch),
                ('f', self.input_feature),
                &self.input_spatial
            ),
            print_layout(
                ('i', self.kernel_input_feature),
                ('o', self.kernel_output_feature),
                &self.kernel_spatial
            ),
            print_layout(
                ('b', self.output_batch),
                ('f', self.output_feature),
                &self.output_spatial
            ),
        )
    }
    /// Reads `#stablehlo.conv<...>` in the short or the `raw` form.
    pub fn of(ctx: &Context, a: Attribute) -> Option<ConvDims> {
        let AttrKind::Opaque { dialect, data } = ctx.attr_kind(a) else {
            return None;
        };
        if ctx.str(*dialect) != "stablehlo" {
            return None;
        }
        let body = data.strip_prefix("conv")?.trim_start().strip_prefix('<')?;
        let body = body.strip_suffix('>')?.trim();
        if let Some(raw) = body.strip_prefix("raw") {
            let s = Struct::of_text(&format!("conv<{raw}>"), "conv")?;
            return Some(ConvDims {
                input_batch: s.int("input_batch_dimension"),
                input_feature: s.int("input_feature_dimension"),
                input_spatial: s.ints("input_spatial_dimensions"),
                kernel_input_feature: s.int("kernel_input_feature_dimension"),
                kernel_output_feature: s.int("kernel_output_feature_dimension"),
                kernel_spatial: s.ints("kernel_spatial_dimensions"),
                output_batch: s.int("output_batch_dimension"),
                output_feature: s.int("output_feature_dimension"),
                output_spatial: s.ints("output_spatial_dimensions"),
            });
        }
        ConvDims::parse_short(body)
    }
    /// `#stablehlo.conv<short form>`.
    pub fn build(&self, ctx: &mut Context) -> Attribute {
        let dialect = ctx.ident("stablehlo");
        ctx.attr(AttrKind::Opaque {
            dialect,
            data: format!("conv<{}>", self.short()).into(),
        })
    }
    /// Whether every position is in range and used once (StableHLO's
    /// printer refuses anything else).
    pub fn well_formed(&self) -> bool {
        let ok = |a: i64, b: i64, sp: &[i64]| {
            let n = sp.len() + 2;
            let mut seen = vec![false; n];
            for p in [a, b].iter().chain(sp) {
                match usize::try_from(*p).ok().filter(|&p| p < n) {
                    Some(p) if !seen[p] => seen[p] = true,
                    _ => return false,
                }
            }
            true
        };
        ok(self.input_batch, self.input_feature, &self.input_spatial)
            && ok(
                self.kernel_input_feature,
                self.kernel_output_feature,
                &self.kernel_spatial,
            )
            && ok(self.output_batch, self.output_feature, &self.output_spatial)
    }
}

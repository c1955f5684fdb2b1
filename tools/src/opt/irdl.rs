//! `--emit-irdl` and `--print-irdl-generic`: tessera's dialects for
//! `mlir-opt --irdl-file`, and IR printed so that mlir-opt reads it with
//! them (docs/interop.md).
//!
//! The export itself is `dialect_def::irdl` (a definition in, IRDL text
//! out). This module finds the definitions (compiled in, or loaded with
//! `--load-dialect`) and respells IR for IRDL's generic parser:
//!
//! - properties move into the attribute dictionary (MLIR's extensible
//!   dialects have no properties);
//! - a type or attribute of a dialect whose definition declares it is
//!   written `!d.name<p1, ..., pn>` with exactly the declared parameters,
//!   each a builtin attribute: a written parameter that reads as an
//!   attribute or type stays, a bare name of the same dialect's type is
//!   that type (`!torch.list<int>` holds `!torch.int`), `key = value`
//!   parameters become one dictionary, anything else (`?` sizes, enum
//!   cases, `[b, 0, 1, f]x[...]`) a string. Missing parameters are `unit`;
//!   with one declared parameter several written ones become an array.

use super::{Args, Loaded};
use dialect_def::irdl::Kind;
use ir::{AttrKind, Attribute, Context, Op, Type, TypeKind};
use std::collections::HashMap;

/// The definitions of dialect `name`: the `--load-dialect` files naming
/// it, or else the compiled-in ones.
fn definitions(name: &str, loaded: &[Loaded]) -> Result<Vec<dialect_def::Dialect>, String> {
    let mine: Vec<dialect_def::Dialect> = loaded
        .iter()
        .filter(|l| !l.dialect.patterns_only && l.dialect.name.name == name)
        .map(|l| (*l.dialect).clone())
        .collect();
    if !mine.is_empty() {
        return Ok(mine);
    }
    let Some(desc) = dialects::ALL.iter().find(|d| d.name == name) else {
        let known: Vec<&str> = dialects::ALL.iter().map(|d| d.name).collect();
        return Err(format!(
            "error: --emit-irdl: no dialect named '{name}' (compiled in: {}; or give its file with --load-dialect)",
            known.join(", ")
        ));
    };
    desc.sources
        .iter()
        .map(|(file, src)| dialect_def::load(file, src).map_err(|e| e.render(src)))
        .collect()
}

/// Namespaces of MLIR's own dialects: mlir-opt registers them already,
/// and LLVM 22's mlir-opt aborts when an IRDL file defines one again.
const MLIR_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
    "xevm",
];

/// `--emit-irdl=A,B`: the IRDL text of each named dialect, in order.
pub fn emit(args: &Args, loaded: &[Loaded]) -> Result<String, String> {
    let mut out = String::new();
    for name in &args.emit_irdl {
        if MLIR_DIALECTS.contains(&name.as_str()) {
            return Err(format!(
                "error: --emit-irdl: '{name}' is one of MLIR's own dialects: mlir-opt registers it already (an IRDL file may not define it again)"
            ));
        }
        let defs = definitions(name, loaded)?;
        let refs: Vec<&dialect_def::Dialect> = defs.iter().collect();
        out.push_str(&dialect_def::irdl::export(name, &refs));
    }
    Ok(out)
}

/// The types and attributes the export defines, by (kind, dialect,
/// mnemonic): declared parameter count and IRDL name.
pub struct Spelling {
    arity: HashMap<(Kind, String, String), (usize, String)>,
}

impl Spelling {
    /// From every compiled-in definition and the loaded ones (which win).
    pub fn new(loaded: &[Loaded]) -> Spelling {
        let mut by_ns: HashMap<String, Vec<dialect_def::Dialect>> = HashMap::new();
        for desc in dialects::ALL {
            for (file, src) in desc.sources {
                if let Ok(d) = dialect_def::load(file, src) {
                    by_ns.entry(desc.name.to_string()).or_default().push(d);
                }
            }
        }
        let mut mine: HashMap<String, Vec<dialect_def::Dialect>> = HashMap::new();
        for l in loaded.iter().filter(|l| !l.dialect.patterns_only) {
            let ns = l.dialect.name.name.clone();
            mine.entry(ns).or_default().push((*l.dialect).clone());
        }
        by_ns.extend(mine);
        let mut arity = HashMap::new();
        for (ns, defs) in &by_ns {
            let refs: Vec<&dialect_def::Dialect> = defs.iter().collect();
            for i in dialect_def::irdl::items(&refs).0 {
                arity.insert((i.kind, ns.clone(), i.mnemonic), (i.params, i.name));
            }
        }
        Spelling { arity }
    }
}

/// Rewrites the IR under `top` into IRDL's spelling (see the module
/// comment). The result is for printing only: tessera's own verifiers
/// expect properties where they were.
pub fn respell(ctx: &mut Context, top: Op, sp: &Spelling) {
    let mut r = Respeller {
        sp,
        types: HashMap::new(),
        attrs: HashMap::new(),
    };
    let mut ops = vec![top];
    while let Some(op) = ops.pop() {
        let data = ctx.op(op);
        let props = data.props;
        let attrs = data.attrs;
        let results: Vec<ir::Value> = data.results().iter().collect();
        let regions = data.regions.to_vec();
        let mut entries: Vec<(ir::Ident, Attribute)> = Vec::new();
        for a in props.into_iter().chain([attrs]) {
            entries.extend_from_slice(ctx.dict_entries(a));
        }
        let entries: Vec<_> = entries
            .into_iter()
            .map(|(k, v)| (k, r.attr(ctx, v)))
            .collect();
        // A property and an attribute never share a name (the parser and
        // the builders keep them apart); should they, the attribute wins.
        let dict = match ctx.dictionary(entries.clone()) {
            Ok(d) => d,
            Err(_) => {
                let mut seen = std::collections::HashSet::new();
                let unique = entries
                    .into_iter()
                    .rev()
                    .filter(|(k, _)| seen.insert(*k))
                    .collect();
                ctx.dictionary(unique).unwrap_or(attrs)
            }
        };
        let m = ctx.op_mut(op);
        m.props = None;
        m.attrs = dict;
        for v in results {
            let t = r.ty(ctx, ctx.value_type(v));
            ctx.set_value_type(v, t);
        }
        for reg in regions {
            for b in ctx.region(reg).blocks.clone() {
                for v in ctx.block(b).args.clone() {
                    let t = r.ty(ctx, ctx.value_type(v));
                    ctx.set_value_type(v, t);
                }
                ops.extend(ctx.block_ops(b));
            }
        }
    }
}

struct Respeller<'s> {
    sp: &'s Spelling,
    types: HashMap<Type, Type>,
    attrs: HashMap<Attribute, Attribute>,
}

impl Respeller<'_> {
    fn ty(&mut self, ctx: &mut Context, t: Type) -> Type {
        if let Some(&x) = self.types.get(&t) {
            return x;
        }
        let kind = ctx.type_kind(t).clone();
        let out = match kind {
            TypeKind::Opaque { dialect, data } => {
                let ns = ctx.str(dialect).to_string();
                match self.data(ctx, Kind::Type, &ns, &data) {
                    Some(data) => ctx.ty(TypeKind::Opaque {
                        dialect,
                        data: data.into(),
                    }),
                    None => t,
                }
            }
            TypeKind::Complex(e) => {
                let e = self.ty(ctx, e);
                ctx.ty(TypeKind::Complex(e))
            }
            TypeKind::RankedTensor {
                shape,
                elem,
                encoding,
            } => {
                let elem = self.ty(ctx, elem);
                let encoding = encoding.map(|e| self.attr(ctx, e));
                ctx.ty(TypeKind::RankedTensor {
                    shape,
                    elem,
                    encoding,
                })
            }
            TypeKind::UnrankedTensor { elem } => {
                let elem = self.ty(ctx, elem);
                ctx.ty(TypeKind::UnrankedTensor { elem })
            }
            TypeKind::Vector {
                shape,
                scalable,
                elem,
            } => {
                let elem = self.ty(ctx, elem);
                ctx.ty(TypeKind::Vector {
                    shape,
                    scalable,
                    elem,
                })
            }
            TypeKind::MemRef {
                shape,
                elem,
                layout,
                space,
            } => {
                let elem = self.ty(ctx, elem);
                let space = space.map(|s| self.attr(ctx, s));
                ctx.ty(TypeKind::MemRef {
                    shape,
                    elem,
                    layout,
                    space,
                })
            }
            TypeKind::UnrankedMemRef { elem, space } => {
                let elem = self.ty(ctx, elem);
                let space = space.map(|s| self.attr(ctx, s));
                ctx.ty(TypeKind::UnrankedMemRef { elem, space })
            }
            TypeKind::Tuple(ts) => {
                let ts: Vec<Type> = ts.iter().map(|&x| self.ty(ctx, x)).collect();
                ctx.ty(TypeKind::Tuple(ts.into()))
            }
            TypeKind::Function { inputs, results } => {
                let i: Vec<Type> = inputs.iter().map(|&x| self.ty(ctx, x)).collect();
                let o: Vec<Type> = results.iter().map(|&x| self.ty(ctx, x)).collect();
                ctx.function_type(&i, &o)
            }
            _ => t,
        };
        self.types.insert(t, out);
        out
    }

    fn attr(&mut self, ctx: &mut Context, a: Attribute) -> Attribute {
        if let Some(&x) = self.attrs.get(&a) {
            return x;
        }
        let kind = ctx.attr_kind(a).clone();
        let out = match kind {
            AttrKind::Opaque { dialect, data } => {
                let ns = ctx.str(dialect).to_string();
                match self.data(ctx, Kind::Attr, &ns, &data) {
                    Some(data) => ctx.attr(AttrKind::Opaque {
                        dialect,
                        data: data.into(),
                    }),
                    None => a,
                }
            }
            AttrKind::Type(t) => {
                let t = self.ty(ctx, t);
                ctx.attr(AttrKind::Type(t))
            }
            AttrKind::Array(v) => {
                let v: Vec<Attribute> = v.iter().map(|&x| self.attr(ctx, x)).collect();
                ctx.attr(AttrKind::Array(v.into()))
            }
            AttrKind::Dictionary(v) => {
                let v: Vec<(ir::Ident, Attribute)> =
                    v.iter().map(|&(k, x)| (k, self.attr(ctx, x))).collect();
                ctx.dictionary(v).unwrap_or(a)
            }
            _ => a,
        };
        self.attrs.insert(a, out);
        out
    }

    /// The IRDL spelling of a dialect type's or attribute's text (`vtensor<[2,?],f32>`,
    /// `comparison_direction LT`), or `None` to leave it as it is (the
    /// definition does not declare it, or declares fewer parameters than
    /// written).
    fn data(&mut self, ctx: &mut Context, kind: Kind, ns: &str, data: &str) -> Option<String> {
        let end = data
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
            .unwrap_or(data.len());
        let (mnemonic, rest) = data.split_at(end);
        let (n, name) = self
            .sp
            .arity
            .get(&(kind, ns.to_string(), mnemonic.to_string()))?
            .clone();
        let rest = rest.trim();
        let body = if rest.is_empty() {
            ""
        } else if let Some(b) = rest.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
            b
        } else {
            // `#stablehlo<comparison_direction LT>`: the pretty form's
            // parameters follow the mnemonic after a space.
            rest
        };
        let pieces = split_top(body);
        let mut params: Vec<String> =
            if !pieces.is_empty() && pieces.iter().all(|p| key_value(p).is_some()) {
                let entries: Vec<String> = pieces
                    .iter()
                    .filter_map(|p| key_value(p))
                    .map(|(k, v)| format!("{k} = {}", self.piece(ctx, ns, v)))
                    .collect();
                vec![format!("{{{}}}", entries.join(", "))]
            } else {
                pieces.iter().map(|p| self.piece(ctx, ns, p)).collect()
            };
        if n == 0 {
            return params.is_empty().then_some(name);
        }
        if params.len() != n {
            if n == 1 {
                params = vec![format!("[{}]", params.join(", "))];
            } else if params.len() < n {
                params.resize(n, "unit".to_string());
            } else {
                let rest = params.split_off(n - 1);
                params.push(format!("[{}]", rest.join(", ")));
            }
        }
        Some(format!("{name}<{}>", params.join(", ")))
    }

    /// One written parameter as a builtin attribute's text.
    fn piece(&mut self, ctx: &mut Context, ns: &str, p: &str) -> String {
        let p = p.trim();
        let word_end = p
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(p.len());
        if word_end > 0 && p.as_bytes()[0].is_ascii_alphabetic() {
            let rest = &p[word_end..];
            let declared = self.sp.arity.contains_key(&(
                Kind::Type,
                ns.to_string(),
                p[..word_end].to_string(),
            ));
            if declared && (rest.is_empty() || rest.starts_with('<')) {
                if let Some(inner) = self.data(ctx, Kind::Type, ns, p) {
                    return format!("!{ns}.{inner}");
                }
            }
        }
        if let Ok(a) = ir::text::parse_attribute_str(ctx, p) {
            let a = self.attr(ctx, a);
            return ir::text::attr_to_string(ctx, a);
        }
        format!("{p:?}")
    }
}

/// `key = value` (a struct parameter), if `p` is one.
fn key_value(p: &str) -> Option<(&str, &str)> {
    let (k, v) = p.split_once('=')?;
    let k = k.trim();
    let ok = k
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then_some((k, v.trim()))
}

/// `text` split at the commas outside brackets and strings.
fn split_top(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start, mut in_str, mut escaped) = (0i32, 0, false, false);
    let mut prev = ' ';
    for (i, c) in text.char_indices() {
        let after_dash = std::mem::replace(&mut prev, c) == '-';
        if in_str {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_str = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_str = true,
            '<' | '[' | '(' | '{' => depth += 1,
            // `->` (in `[b, 0, f]x[...]->[...]`) closes nothing.
            '>' if after_dash => {}
            '>' | ']' | ')' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::split_top;

    #[test]
    fn splits_at_top_level_commas() {
        assert_eq!(split_top(""), Vec::<&str>::new());
        assert_eq!(split_top("[2,?,3],f32"), vec!["[2,?,3]", "f32"]);
        assert_eq!(
            split_top("a = [1, 2], b = \"x,y\", c = <1, 2>"),
            vec!["a = [1, 2]", "b = \"x,y\"", "c = <1, 2>"]
        );
    }
}

//! The custom-assembly interface (`ir::text::asm`), exercised with a toy
//! dialect written in Rust: result name hints, default-dialect elision,
//! regions with declared entry arguments, and the generic form of the same
//! ops. The expected texts follow MLIR's conventions (`%c5_i32`,
//! `%c5_i32_0` on a conflict, `return` inside a function), spelled out by
//! hand here.

use ir::diag::{SourceBuffer, SourceMgr};
use ir::registry::{OpInfo, OpTraits};
use ir::text::asm::{OpParser, OpPrinter, OpSyntax, Punct};
use ir::text::parser::PResult;
use ir::text::{parse_source, print_op, ParseOptions, PrintOptions};
use ir::{AttrKind, Context, Op};
use std::sync::Arc;

/// `toy.const 5 : i32`, named `%c5_i32` as arith.constant names its result.
#[derive(Debug)]
struct Const;
impl OpSyntax for Const {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let v = p.parse_attribute()?;
        let ty = match p.ctx().attr_kind(v) {
            AttrKind::Integer { ty, .. } => *ty,
            _ => return Err(p.error("expected an integer")),
        };
        p.add_prop("value", v);
        p.state.result_types.push(ty);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let props = ctx
            .op(op)
            .props
            .map(|d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default();
        p.write(" ");
        p.attr(props[0].1);
    }
    fn result_names(&self, ctx: &Context, op: Op) -> Vec<Option<String>> {
        let props = ctx
            .op(op)
            .props
            .map(|d| ctx.dict_entries(d).to_vec())
            .unwrap_or_default();
        match ctx.attr_kind(props[0].1) {
            AttrKind::Integer { value, ty } => {
                vec![Some(format!(
                    "c{value}_{}",
                    ir::text::type_to_string(ctx, *ty)
                ))]
            }
            _ => vec![None],
        }
    }
}

/// `toy.func @name(%a: i32) { ... }`: a symbol with one region whose entry
/// arguments are declared in the signature.
#[derive(Debug)]
struct Func;
impl OpSyntax for Func {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let name = p.parse_symbol_name()?;
        let sym = p.ctx().attr(AttrKind::String {
            value: name.into_bytes().into(),
            ty: None,
        });
        p.add_prop("sym_name", sym);
        p.parse_punct(Punct::LParen)?;
        let mut args = Vec::new();
        if !p.parse_optional_punct(Punct::RParen) {
            loop {
                args.push(p.parse_argument(true, false)?);
                if !p.parse_optional_punct(Punct::Comma) {
                    break;
                }
            }
            p.parse_punct(Punct::RParen)?;
        }
        let r = p.parse_region(&args)?;
        p.state.regions.push(r);
        Ok(())
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let d = ctx.op(op);
        let props = d
            .props
            .map(|x| ctx.dict_entries(x).to_vec())
            .unwrap_or_default();
        let name = p
            .string_of(props[0].1)
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .unwrap_or_default();
        p.write(" ");
        p.symbol_name(&name);
        p.write("(");
        let entry = ctx.region(d.regions[0]).blocks[0];
        for (i, &a) in ctx.block(entry).args.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.argument(a);
        }
        p.write(") ");
        p.region(d.regions[0], false, true);
    }
}

/// `toy.ret %x : i32`.
#[derive(Debug)]
struct Ret;
impl OpSyntax for Ret {
    fn parse(&self, p: &mut OpParser<'_, '_>) -> PResult<()> {
        let at = p.offset();
        let uses = p.parse_operand_list()?;
        let mut types = Vec::new();
        if !uses.is_empty() {
            p.parse_punct(Punct::Colon)?;
            types = p.parse_type_list()?;
        }
        p.resolve_operands(&uses, &types, at)
    }
    fn print(&self, p: &mut OpPrinter<'_, '_>, op: Op) {
        let ctx = p.ctx();
        let vals: Vec<_> = ctx.op(op).operands().collect();
        if vals.is_empty() {
            return;
        }
        p.write(" ");
        p.operands(vals.iter().copied());
        p.write(" : ");
        p.types(vals.iter().map(|&v| ctx.value_type(v)));
    }
}

fn toy_context() -> Context {
    let mut ctx = Context::new();
    let pure = OpTraits::default();
    let mut c = OpInfo::new("toy.const", pure, None);
    c.syntax = Some(Arc::new(Const));
    ctx.registry.add_op(c);
    let mut f = OpInfo::new(
        "toy.func",
        OpTraits {
            isolated_from_above: true,
            ..OpTraits::default()
        },
        None,
    );
    f.syntax = Some(Arc::new(Func));
    f.default_dialect = Some("toy".into());
    ctx.registry.add_op(f);
    let mut r = OpInfo::new(
        "toy.ret",
        OpTraits {
            terminator: true,
            ..OpTraits::default()
        },
        None,
    );
    r.syntax = Some(Arc::new(Ret));
    ctx.registry.add_op(r);
    ctx
}

fn run(src: &str, opts: PrintOptions) -> String {
    let mut ctx = toy_context();
    let mut sm = SourceMgr::default();
    sm.add(SourceBuffer::new("toy.mlir", src.as_bytes().to_vec()));
    let op = match parse_source(&mut ctx, &sm, 0, ParseOptions::default()) {
        Ok(op) => op,
        Err(d) => return sm.render(Some(&ctx), &d),
    };
    if let Err(d) = ir::verify::verify(&ctx, op) {
        return sm.render(Some(&ctx), &d);
    }
    print_op(&ctx, op, opts)
}

const SRC: &str = "toy.func @f(%a: i32) {\n  %x = toy.const 5 : i32\n  %y = toy.const 5 : i32\n  ret %y : i32\n}\n";

#[test]
fn custom_form_round_trips_with_name_hints() {
    let out = run(SRC, PrintOptions::default());
    // Inside `toy.func` every `toy.` prefix is elided, as `func.call`
    // prints as `call` inside `func.func`.
    let want = "module {\n  toy.func @f(%arg0: i32) {\n    %c5_i32 = const 5 : i32\n    %c5_i32_0 = const 5 : i32\n    ret %c5_i32_0 : i32\n  }\n}\n";
    assert_eq!(out, want);
    // Printing is a fixed point.
    assert_eq!(run(&out, PrintOptions::default()), want);
}

#[test]
fn generic_form_of_custom_ops() {
    let out = run(
        SRC,
        PrintOptions {
            generic: true,
            debuginfo: false,
            nameloc_prefix: false,
        },
    );
    let want = "\"builtin.module\"() ({\n  \"toy.func\"() <{sym_name = \"f\"}> ({\n  ^bb0(%arg0: i32):\n    %0 = \"toy.const\"() <{value = 5 : i32}> : () -> i32\n    %1 = \"toy.const\"() <{value = 5 : i32}> : () -> i32\n    \"toy.ret\"(%1) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n";
    assert_eq!(out, want);
}

#[test]
fn custom_parse_errors_are_located() {
    let out = run(
        "toy.func @f(%a: i32) {\n  ret %a : f32\n}\n",
        PrintOptions::default(),
    );
    assert!(out.starts_with("toy.mlir:2:7: error: use of value '%a' expects different type than prior uses: 'f32' vs 'i32'"), "{out}");
    let out = run(
        "toy.func @f(%a: i32) {\n  %x = toy.const \"s\"\n}\n",
        PrintOptions::default(),
    );
    assert!(out.starts_with("toy.mlir:2:"), "{out}");
    assert!(out.contains("error: expected an integer"), "{out}");
}

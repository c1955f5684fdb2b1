//! Valid definitions parse to the expected AST.

use dialect_def::*;

fn load_file(path: &str) -> (Dialect, String) {
    let src = std::fs::read_to_string(path).expect("read");
    match load(path, &src) {
        Ok(d) => (d, src),
        Err(e) => panic!("{}", e.render(&src)),
    }
}

fn ok(src: &str) -> Dialect {
    match load("t.dialect", src) {
        Ok(d) => d,
        Err(e) => panic!("{}", e.render(src)),
    }
}

const ARITH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/arith.dialect");
const RING: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/ring/ring.dialect");

#[test]
fn arith_has_every_op() {
    let (d, _) = load_file(ARITH);
    assert_eq!(d.name.name, "arith");
    for op in [
        "addi",
        "subi",
        "muli",
        "divsi",
        "divui",
        "remsi",
        "andi",
        "ori",
        "xori",
        "shli",
        "shrsi",
        "shrui",
        "addf",
        "subf",
        "mulf",
        "divf",
        "negf",
        "maxnumf",
        "minnumf",
        "cmpi",
        "cmpf",
        "select",
        "constant",
        "extsi",
        "extui",
        "trunci",
        "sitofp",
        "uitofp",
        "fptosi",
        "fptoui",
        "extf",
        "truncf",
        "index_cast",
        "bitcast",
    ] {
        let o = d.op(op).unwrap_or_else(|| panic!("missing arith.{op}"));
        assert!(o.format.is_some(), "arith.{op} has a format");
        assert!(o.summary.is_some(), "arith.{op} has a summary");
    }
    assert_eq!(d.ops.len(), 34);
}

#[test]
fn arith_addi() {
    let (d, _) = load_file(ARITH);
    let op = d.op("addi").unwrap();
    assert_eq!(op.operands.len(), 2);
    assert_eq!(
        op.operands[0].constraint,
        TypeConstraint::Named(Ident {
            name: "IntOrIndexLike".into(),
            span: op.operands[0].constraint_span()
        })
    );
    assert!(matches!(&op.operands[1].constraint, TypeConstraint::SameAs(x) if x.name == "lhs"));
    let names: Vec<&str> = op.traits.iter().map(|t| t.name.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Pure",
            "Commutative",
            "Elementwise",
            "SameOperandsAndResultType"
        ]
    );
    let flags = op.attr("overflowFlags").unwrap();
    assert_eq!(flags.storage, AttrStorage::Property);
    assert!(matches!(&flags.kind, AttrKind::Named(n) if n.name == "overflow"));
    assert!(
        matches!(&flags.default, Some(Literal::Cases(c)) if c.len() == 1 && c[0].name == "none")
    );
    assert_eq!(
        op.format.as_ref().unwrap().to_string(),
        "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
    );
    assert!(op
        .hook(HookKind::Fold)
        .is_some_and(|h| h.native.name.is_none()));
    assert!(op.hook(HookKind::Canonicalize).is_some());
    assert!(op.hook(HookKind::Verify).is_none());
}

trait ConstraintSpan {
    fn constraint_span(&self) -> Span;
}
impl ConstraintSpan for ValueDef {
    fn constraint_span(&self) -> Span {
        match &self.constraint {
            TypeConstraint::Named(n) => n.span,
            _ => Span::default(),
        }
    }
}

#[test]
fn arith_cmpi_and_enums() {
    let (d, _) = load_file(ARITH);
    let cmpi = d.op("cmpi").unwrap();
    assert_eq!(
        cmpi.results[0].constraint.to_string(),
        "SameShape<$lhs, i1>"
    );
    assert_eq!(
        cmpi.attr("predicate").unwrap().kind.to_string(),
        "CmpIPredicate"
    );
    let p = d.enum_def("CmpIPredicate").unwrap();
    assert!(!p.bits);
    assert_eq!(p.storage.to_string(), "i64");
    let cases: Vec<(&str, i128)> = p
        .cases
        .iter()
        .map(|c| {
            (
                c.text(),
                if let CaseValue::Int(v, _) = c.value {
                    v
                } else {
                    -1
                },
            )
        })
        .collect();
    assert_eq!(
        cases,
        [
            ("eq", 0),
            ("ne", 1),
            ("slt", 2),
            ("sle", 3),
            ("sgt", 4),
            ("sge", 5),
            ("ult", 6),
            ("ule", 7),
            ("ugt", 8),
            ("uge", 9)
        ]
    );
    let f = d.enum_def("CmpFPredicate").unwrap();
    assert_eq!(f.cases[0].name.name, "AlwaysFalse");
    assert_eq!(f.cases[0].text(), "false");
    assert_eq!(f.cases[15].text(), "true");
    let fm = d.enum_def("FastMathFlags").unwrap();
    assert!(fm.bits);
    assert_eq!(fm.separator.as_ref().unwrap().value, ",");
    assert!(matches!(&fm.case("fast").unwrap().value, CaseValue::Combo(v) if v.len() == 7));
    assert_eq!(
        d.enum_def("IntegerOverflowFlags")
            .unwrap()
            .separator
            .as_ref()
            .unwrap()
            .value,
        ", "
    );
    assert_eq!(
        d.attr_def("fastmath")
            .unwrap()
            .format
            .as_ref()
            .unwrap()
            .to_string(),
        "`<` $flags `>`"
    );
}

#[test]
fn arith_constant_select_truncf() {
    let (d, _) = load_file(ARITH);
    let c = d.op("constant").unwrap();
    assert!(c.operands.is_empty());
    assert!(matches!(&c.results[0].constraint, TypeConstraint::SameAs(x) if x.name == "value"));
    assert_eq!(c.attr("value").unwrap().kind, AttrKind::Typed(None));
    assert!(
        matches!(&c.name_hint, Some(NameHint::Native(n)) if n.name.as_ref().unwrap().name == "constant_name_hint")
    );
    let s = d.op("select").unwrap();
    assert_eq!(
        s.format.as_ref().unwrap().to_string(),
        "$condition `,` $true_value `,` $false_value attr-dict `:` custom<SelectOpTypes>(type($condition), type($result))"
    );
    assert!(s
        .description
        .as_ref()
        .unwrap()
        .value
        .starts_with("The condition is `i1`"));
    let t = d.op("truncf").unwrap();
    let rm = t.attr("roundingmode").unwrap();
    assert!(rm.optional && rm.default.is_none());
    let bc = d.op("bitcast").unwrap();
    assert_eq!(
        bc.operands[0].constraint.to_string(),
        "(IntOrIndexLike | FloatScalarLike)"
    );
    let div = d.op("divsi").unwrap();
    assert_eq!(div.attr("isExact").unwrap().kind, AttrKind::Unit);
}

#[test]
fn arith_patterns() {
    let (d, _) = load_file(ARITH);
    let p = &d.patterns[2];
    assert_eq!(p.name.name, "MulPow2");
    let m = p.matcher.as_ref().unwrap();
    assert_eq!(m.op.name, "muli");
    assert!(matches!(&m.args[1], DagArg::Dag(inner) if inner.op.name == "constant"));
    assert!(
        matches!(&p.constraints[0], PatternConstraint::Native(c) if c.hook.name == "is_power_of_two")
    );
    assert!(matches!(&p.rewrite[0], DagArg::Dag(r) if r.op.name == "shli" && r.args.len() == 3));
    assert_eq!(d.patterns[1].benefit.map(|b| b.0), Some(2));
}

#[test]
fn ring_example() {
    let (d, src) = load_file(RING);
    assert_eq!(d.name.name, "ring");
    assert!(d
        .description
        .as_ref()
        .unwrap()
        .value
        .starts_with("A ring holds"));
    let buf = d.type_def("buf").unwrap();
    assert_eq!(buf.params.len(), 2);
    assert_eq!(buf.params[0].kind, AttrKind::Type(None));
    assert_eq!(buf.params[1].kind.to_string(), "int<i64>");
    assert_eq!(buf.mnemonic(), "buf");
    let acc = d.enum_def("Access").unwrap();
    assert!(matches!(&acc.case("rw").unwrap().value, CaseValue::Combo(v) if v.len() == 2));
    let alloc = d.op("alloc").unwrap();
    assert_eq!(alloc.effects.len(), 1);
    assert_eq!(alloc.effects[0].kind, EffectKind::Alloc);
    assert_eq!(alloc.effects[0].on.as_ref().unwrap().name, "ring");
    assert!(matches!(&alloc.name_hint, Some(NameHint::Fixed(t)) if t.value == "ring"));
    let push = d.op("push").unwrap();
    assert_eq!(
        push.effects.iter().map(|e| e.kind).collect::<Vec<_>>(),
        [EffectKind::Read, EffectKind::Write]
    );
    assert!(push.traits.is_empty());
    let each = d.op("each").unwrap();
    assert_eq!(each.operands[1].arity, Arity::Variadic);
    assert_eq!(each.regions[0].blocks, RegionBlocks::Exactly(1));
    assert!(
        matches!(&each.trait_named("SingleBlockImplicitTerminator").unwrap().args[0], TraitArg::Name(n) if n.name == "yield")
    );
    let br = d.op("branch_empty").unwrap();
    assert_eq!(br.successors.len(), 2);
    let pop = d.op("pop").unwrap();
    assert_eq!(pop.operands[1].arity, Arity::Optional);
    // Spans point into the file.
    let s = pop.name.span;
    assert_eq!(&src[s.start..s.end], "pop");
    let line = src.lines().nth(s.line as usize - 1).unwrap();
    assert_eq!(&line[s.col as usize - 1..s.col as usize + 2], "pop");
    let p = &d.patterns[0];
    assert!(
        matches!(&p.matcher.as_ref().unwrap().args[0], DagArg::Dag(inner) if inner.op.name == "clamp")
    );
    assert!(
        matches!(&d.patterns[1].matcher.as_ref().unwrap().args[0], DagArg::Dag(inner) if inner.bind.as_ref().unwrap().name == "r")
    );
}

#[test]
fn format_structure() {
    let d = ok(r#"dialect t
op f(a?: I32, b*: I32, c: I32) -> (r*: AnyType) [AttrSizedOperandSegments] {
  attr u: unit
  region body: SingleBlock & NoTerminator
  successor dest*
  format "(`x` $a^)? (`[` $b^ `]`) : (`none`)? $c `` `->` functional-type(operands, results) $body oilist(`k` $u | `z`) custom<Foo>($dest, ref($c), type($c)) qualified(type($r)) attr-dict-with-keyword prop-dict"
}"#
        .replace("[AttrSizedOperandSegments]", "[AttrSizedOperandSegments, Terminator]")
        .as_str());
    let op = &d.ops[0];
    let f = op.format.as_ref().unwrap();
    assert_eq!(f.elements.len(), 12);
    match &f.elements[1] {
        FormatElement::Optional(g) => {
            assert_eq!(g.then.len(), 3);
            assert_eq!(g.otherwise.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(&f.elements[3], FormatElement::Literal(t) if t.value.is_empty()));
    assert!(
        matches!(&f.elements[7], FormatElement::Directive(Directive::OIList(c), _) if c.len() == 2)
    );
    assert!(
        matches!(&f.elements[8], FormatElement::Directive(Directive::Custom(n, a), _) if n.name == "Foo" && a.len() == 3)
    );
    assert!(matches!(
        &f.elements[10],
        FormatElement::Directive(Directive::AttrDictWithKeyword, _)
    ));
    assert_eq!(op.regions[0].blocks, RegionBlocks::Exactly(1));
    assert!(op.regions[0].no_terminator);
    assert_eq!(op.successors[0].arity, Arity::Variadic);
    // The format element spans point at the element in the file.
    let src = d.span;
    assert!(f.span.start > src.start);
}

#[test]
fn constraints_and_kinds() {
    let d = ok(r#"dialect t
constraint Num = TensorOf<F32 | BF16> | VectorOf<AnySignlessInteger> & !VectorOf<I1> "numbers"
op f(a: Num, b: MemRefOf<AnyType>, c: ElementOf<$b>, d: Native<"is_odd">, e: si8 | ui16 | f8E4M3FN | index | none)
    -> (r: RankedTensorOf<Index>) {
  attr i: i64 = -3
  attr j: int = 0x10
  attr k: float<f32> = 1.5
  attr s: string = "hi\n"
  attr flag: bool = false
  attr arr: array<int<i32>> = [1, 2, 3]
  attr da: dense_array<i64> = []
  attr ty: type<FunctionType>
  attr sym: symbol_name
  attr ref?: flat_symbol_ref
  attr m: affine_map = "affine_map<(d0) -> (d0)>"
  attr dict?: dict
  attr el: elements<TensorOf<F32>> = 0.0
  format "$a `,` $b `,` $c `,` $d `,` $e attr-dict `:` type($a) type($b) type($d) type($e) type($r)"
}"#);
    let c = d.constraint("Num").unwrap();
    assert_eq!(
        c.constraint.to_string(),
        "(TensorOf<(f32 | bf16)> | (VectorOf<AnySignlessInteger> & !VectorOf<i1>))"
    );
    assert_eq!(c.description.as_ref().unwrap().value, "numbers");
    let op = &d.ops[0];
    assert_eq!(
        op.operands[4].constraint.to_string(),
        "(si8 | ui16 | f8E4M3FN | index | none)"
    );
    assert_eq!(
        op.results[0].constraint.to_string(),
        "RankedTensorOf<index>"
    );
    let kinds: Vec<String> = op.attrs.iter().map(|a| a.kind.to_string()).collect();
    assert_eq!(
        kinds,
        [
            "int<i64>",
            "int",
            "float<f32>",
            "string",
            "bool",
            "array<int<i32>>",
            "dense_array<i64>",
            "type<FunctionType>",
            "symbol_name",
            "flat_symbol_ref",
            "affine_map",
            "dict",
            "elements<TensorOf<f32>>"
        ]
    );
    assert!(matches!(op.attrs[0].default, Some(Literal::Int(-3, _))));
    assert!(matches!(op.attrs[1].default, Some(Literal::Int(16, _))));
    assert!(matches!(&op.attrs[3].default, Some(Literal::Str(t)) if t.value == "hi\n"));
    assert!(matches!(&op.attrs[5].default, Some(Literal::List(v, _)) if v.len() == 3));
}

#[test]
fn triple_strings_dedent() {
    let d = ok("dialect t\ndescription \"\"\"\n    first\n      indented\n\n    last\n  \"\"\"\n");
    assert_eq!(d.description.unwrap().value, "first\n  indented\n\nlast");
}

#[test]
fn comments_anywhere_and_empty_dialect() {
    let d = ok("// header\ndialect t // trailing\n// end\n");
    assert_eq!(d.name.name, "t");
    assert!(d.ops.is_empty());
}

#[test]
fn resolve_named() {
    let (d, _) = load_file(RING);
    assert!(matches!(d.resolve("Ring"), Some(NamedRef::Constraint(_))));
    assert!(matches!(d.resolve("buf"), Some(NamedRef::Type(_))));
    assert!(matches!(d.resolve("Policy"), Some(NamedRef::Enum(_))));
    assert!(matches!(d.resolve("access"), Some(NamedRef::Attr(_))));
    assert!(d.resolve("nothing").is_none());
}

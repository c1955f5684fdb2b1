//! Malformed definitions give located errors (`file:line:col: error: ...`).

use dialect_def::load;

/// The first error of `src`, as its one-line form.
fn first_error(src: &str) -> String {
    match load("t.dialect", src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => e.0[0].to_string(),
    }
}

/// Every error of `src`, one-line forms.
fn all_errors(src: &str) -> Vec<String> {
    match load("t.dialect", src) {
        Ok(_) => vec![],
        Err(e) => e.0.iter().map(|e| e.to_string()).collect(),
    }
}

fn op(body: &str) -> String {
    format!("dialect t\n{body}\n")
}

#[track_caller]
fn expect(src: &str, want: &str) {
    assert_eq!(first_error(src), want, "source:\n{src}");
}

#[track_caller]
fn expect_some(src: &str, want: &str) {
    let errs = all_errors(src);
    assert!(
        errs.iter().any(|e| e == want),
        "wanted {want:?} among {errs:#?}\nsource:\n{src}"
    );
}

// ------------------------------------------------------------------ syntax

#[test]
fn syntax_errors_are_located() {
    expect("", "t.dialect:1:1: error: expected `dialect` or `patterns`");
    expect("dialect", "t.dialect:1:8: error: expected identifier");
    expect(
        "dialect t\nop foo(a: I32 { }",
        "t.dialect:2:15: error: expected `&`, `)`, `,`, `<`, or `|`",
    );
    expect(
        "dialect t\nenum E : i32 { a = 0 b = 1 }",
        "t.dialect:2:22: error: expected `,` or `}`",
    );
    expect(
        "dialect t\nop foo() { summary }",
        "t.dialect:2:20: error: expected string",
    );
    expect(
        "dialect t\nop foo() -> { }",
        "t.dialect:2:13: error: expected `(` or identifier",
    );
    expect(
        "dialect t\nop f() { summary \"unterminated }\n",
        "t.dialect:2:33: error: expected string",
    );
    expect("dialect t\nwidget w", "t.dialect:2:1: error: expected `attr`, `bitenum`, `constraint`, `description`, `enum`, `op`, `pattern`, `summary`, or `type`");
}

#[test]
fn syntax_errors_inside_formats() {
    let e = first_error(&op(r#"op f(a: I32) { format "$a attr-dict (`x`" }"#));
    assert!(e.starts_with("t.dialect:2:41: error: expected "), "{e}");
    assert!(e.contains("`)`"), "{e}");
    let e = first_error(&op(r#"op f(a: I32) { format "$a $ b attr-dict" }"#));
    assert_eq!(e, "t.dialect:2:28: error: expected `$name`");
    expect(
        &op("op f(a: I32) { format \"$a attr-dicts\" }"),
        "t.dialect:2:27: error: expected `^` or format element",
    );
}

#[test]
fn lexical_errors() {
    expect(
        &op(r#"op f() { summary "bad \q escape" }"#),
        "t.dialect:2:23: error: unknown escape `\\q` in string",
    );
    expect(
        &op("op f() { prop p: i64 = 99999999999999999999999 }"),
        "t.dialect:2:24: error: integer `99999999999999999999999` is too large",
    );
    expect(
        &op("enum E : f32 { a = 0 }"),
        "t.dialect:2:10: error: enum storage must be an integer type such as `i32`, not `f32`",
    );
}

#[test]
fn nesting_limit() {
    let deep = format!(
        "dialect t\nconstraint C = {}I32{}",
        "(".repeat(100),
        ")".repeat(100)
    );
    let e = first_error(&deep);
    assert!(
        e.starts_with("t.dialect:2:") && e.contains("nesting too deep"),
        "{e}"
    );
    let deep = format!(
        "dialect t\nop f(a: {}I32{})",
        "TensorOf<".repeat(80),
        ">".repeat(80)
    );
    assert!(first_error(&deep).contains("nesting too deep"));
}

#[test]
fn parse_time_shape_errors() {
    expect(
        &op("op f(a: Foo<I32>) {}"),
        "t.dialect:2:9: error: unknown type constraint `Foo<...>`",
    );
    expect(
        &op("op f(a: SameAs<I32>) {}"),
        "t.dialect:2:16: error: `SameAs` expects `$name` here",
    );
    expect(
        &op("op f(a: TensorOf<I32, I64>) {}"),
        "t.dialect:2:9: error: `TensorOf` takes one element constraint",
    );
    expect(&op("op f() { attr a*: i32 }"), "t.dialect:2:16: error: attributes cannot be variadic; use an `array` kind (`name: array<...>`)");
    expect(
        &op("op f() { attr a: i32 | i64 }"),
        "t.dialect:2:18: error: an attribute kind cannot use `|`, `&` or `!`",
    );
    expect(
        &op("op f() { attr a: int<f32> }"),
        "t.dialect:2:22: error: expected an integer type such as `i64` or `index`",
    );
    expect(&op("op f() { region r: Sized<x> }"), "t.dialect:2:20: error: expected a region constraint: `Any`, `SingleBlock`, `Sized<n>`, `MinSized<n>` or `NoTerminator`");
    expect(
        &op("op f() { region r: Any | SingleBlock }"),
        "t.dialect:2:20: error: region constraints cannot use `|`; join them with `&`",
    );
    expect(
        &op("op f() { summary \"a\" summary \"b\" }"),
        "t.dialect:2:30: error: duplicate `summary` clause",
    );
    expect(
        &op("op f() { fold native fold native(x) }"),
        "t.dialect:2:22: error: duplicate `fold` clause",
    );
    expect(
        &op("op f(a: I32) [MemRead<3>] {}"),
        "t.dialect:2:23: error: `MemRead` takes an optional `$value` and an optional resource name",
    );
}

// ------------------------------------------------------------------ checker: names

#[test]
fn unknown_names() {
    expect(
        &op("op f(a: AnyIntegr) {}"),
        "t.dialect:2:9: error: unknown type constraint `AnyIntegr`",
    );
    expect(
        &op("op f(a: I32) [Pur] { format \"$a attr-dict\" }"),
        "t.dialect:2:15: error: unknown trait `Pur`",
    );
    expect_some(&op("op f() { attr p: Colour }"), "t.dialect:2:18: error: unknown attribute kind `Colour` (expected an enum or attribute of this dialect, or one of any, int, nonneg, positive, min0, float, string, bool, unit, type, array, dense_array, dict, symbol_name, symbol_ref, flat_symbol_ref, affine_map, typed, elements)");
    expect(
        &op("enum E : i32 { a = 0 }\nop f(x: E) {}"),
        "t.dialect:3:9: error: `E` is an enum, not a type constraint",
    );
    expect(&op("constraint C = I32\nop f() { attr p: C }"), "t.dialect:3:18: error: `C` is a type constraint, not an attribute kind (did you mean `type<C>`?)");
    expect(
        &op("op f(a: $b) {}"),
        "t.dialect:2:9: error: `$b` is not an operand or result of `f` (or a typed attribute)",
    );
    expect(
        &op("op f(a: $a) {}"),
        "t.dialect:2:9: error: `$a` cannot be constrained by its own type",
    );
    expect(
        &op("constraint C = $x"),
        "t.dialect:2:16: error: `$x` can only be used in an op's operand or result",
    );
    expect(
        &op("constraint A = B\nconstraint B = A"),
        "t.dialect:2:12: error: constraint `A` refers to itself",
    );
    expect(
        &op("op f() [HasParent<g>] {}"),
        "t.dialect:2:19: error: unknown op `g` in dialect `t`",
    );
    expect(
        &op("op f() [HasParent<t.g>] {}"),
        "t.dialect:2:19: error: unknown op `g` in dialect `t`",
    );
    assert!(
        all_errors(&op("op f() [HasParent<func.func>] {}")).is_empty(),
        "other dialects are trusted"
    );
    expect(
        &op("op f(a: I32) [AllTypesMatch<$a, $q>] {}"),
        "t.dialect:2:33: error: `$q` is not an operand, result or typed attribute of `t.f`",
    );
    expect(
        &op("op f(a: I32) [MemWrite<$z>] {}"),
        "t.dialect:2:24: error: memory effect on `$z`, which is not an operand or result of `t.f`",
    );
    expect(
        &op("op f(a: I32) [Pure<1>] {}"),
        "t.dialect:2:15: error: trait `Pure` takes no arguments",
    );
}

#[test]
fn duplicates() {
    let e = load("t.dialect", &op("op f(x: I32, x: I32) {}")).unwrap_err();
    assert_eq!(
        e.0[0].to_string(),
        "t.dialect:2:14: error: `x` in `t.f` is already declared (as operand)"
    );
    assert_eq!(e.0[0].notes[0].0.col, 6);
    expect(
        &op("op f(x: I32) -> (x: I32) {}"),
        "t.dialect:2:18: error: `x` in `t.f` is already declared (as operand)",
    );
    expect(
        &op("op f() {}\nop f() {}"),
        "t.dialect:3:4: error: redefinition of op `f`",
    );
    expect(
        &op("type a\nenum a : i32 { x = 0 }"),
        "t.dialect:3:6: error: redefinition of `a` (as enum)",
    );
    expect(
        &op("op f() [Pure, Pure] {}"),
        "t.dialect:2:15: error: duplicate trait `Pure`",
    );
    expect(&op("pattern P { match (f) rewrite (f) }\npattern P { match (f) rewrite (f) }\nop f() -> (r: I32) {}"), "t.dialect:3:9: error: redefinition of pattern `P`");
}

// ------------------------------------------------------------------ checker: variadics, regions, traits

#[test]
fn variadic_rules() {
    expect(&op("op f(a*: I32, b?: I32) {}"), "t.dialect:2:4: error: `t.f` has more than one optional or variadic operand, so it needs the `AttrSizedOperandSegments` trait");
    assert!(all_errors(&op("op f(a*: I32, b?: I32) [AttrSizedOperandSegments] {}")).is_empty());
    expect(&op("op f() -> (a*: I32, b*: I32) {}"), "t.dialect:2:4: error: `t.f` has more than one optional or variadic result, so it needs the `AttrSizedResultSegments` trait");
    expect(
        &op("op f(a: I32) [AttrSizedOperandSegments] {}"),
        "t.dialect:2:15: error: `AttrSizedOperandSegments` without optional or variadic operands",
    );
    expect(
        &op("op f() { region a* region b }"),
        "t.dialect:2:10: error: only the last region may be variadic",
    );
    expect(
        &op("op f() { region a? }"),
        "t.dialect:2:10: error: regions cannot be optional; an empty region is already allowed",
    );
    expect(
        &op("op f() [Terminator] { successor a* successor b }"),
        "t.dialect:2:23: error: only the last successor may be variadic",
    );
    expect(
        &op("op f() { successor a }"),
        "t.dialect:2:4: error: `t.f` has successors, so it must have the `Terminator` trait",
    );
    expect(&op("op f(a: I32) [Involution] {}"), "t.dialect:2:15: error: `Involution` needs exactly one operand and one result; `t.f` has 1 and 0");
    expect(
        &op("op f(a: I32) -> (r: I32) [ConstantLike] {}"),
        "t.dialect:2:27: error: `ConstantLike` needs no operands and one result",
    );
    expect(
        &op("op f() [IsolatedFromAbove] {}"),
        "t.dialect:2:9: error: `IsolatedFromAbove` on an op without regions",
    );
    expect(&op("op f() -> (r: I32) [SameOperandsAndResultType] {}"), "t.dialect:2:21: error: `SameOperandsAndResultType` needs at least one operand and one result");
}

// ------------------------------------------------------------------ checker: defaults

#[test]
fn defaults_must_fit() {
    expect(
        &op("op f() { prop p: int<i8> = 300 }"),
        "t.dialect:2:28: error: default value of `p` does not fit its kind: 300 does not fit in i8",
    );
    expect(
        &op("op f() { prop p: int<ui8> = -1 }"),
        "t.dialect:2:29: error: default value of `p` does not fit its kind: -1 does not fit in ui8",
    );
    assert!(all_errors(&op("op f() { prop p: int<i8> = -128 prop q: i8 = 255 }")).is_empty());
    expect(
        &op("op f() { prop p: string = 3 }"),
        "t.dialect:2:27: error: default value of `p` does not fit its kind: expected a string",
    );
    expect(&op("op f() { prop p: bool = \"yes\" }"), "t.dialect:2:25: error: default value of `p` does not fit its kind: expected `true` or `false`");
    expect(&op("op f() { prop p: unit = true }"), "t.dialect:2:25: error: default value of `p` does not fit its kind: a unit attribute cannot have a default: its absence is its default");
    expect(
        &op("op f() { prop p: array<i32> = [1, \"x\"] }"),
        "t.dialect:2:31: error: default value of `p` does not fit its kind: expected an integer",
    );
    expect(
        &op("op f() { prop p: float = true }"),
        "t.dialect:2:26: error: default value of `p` does not fit its kind: expected a float",
    );
    expect(&op("enum E : i32 { a = 0, b = 1 }\nop f() { prop p: E = c }"), "t.dialect:3:22: error: default value of `p` does not fit its kind: `c` is not a case of enum `E`");
    expect(&op("enum E : i32 { a = 0, b = 1 }\nop f() { prop p: E = a | b }"), "t.dialect:3:22: error: default value of `p` does not fit its kind: `E` is not a bit enum; give exactly one case");
    assert!(all_errors(&op(
        "bitenum E : i32 { a = 1, b = 2 }\nop f() { prop p: E = a | b }"
    ))
    .is_empty());
    expect(&op("bitenum F : i32 { none = 0, x = 1 }\nattr w<f: F> { format \"`<` $f `>`\" }\nop f() { prop p: w = y }"), "t.dialect:4:22: error: default value of `p` does not fit its kind: `y` is not a case of enum `F`");
    expect(
        &op("op f() { prop p?: i32 = 1 }"),
        "t.dialect:2:25: error: `p` has a default, so it is already optional; drop the `?`",
    );
    expect(&op("op f() { prop p: type = 1 }"), "t.dialect:2:25: error: default value of `p` does not fit its kind: a string holding the attribute in MLIR syntax");
}

// ------------------------------------------------------------------ checker: enums

#[test]
fn enum_rules() {
    expect(
        &op("enum E : i32 { a = 0, b = 0 }"),
        "t.dialect:2:27: error: value 0 is already used in enum `E`",
    );
    expect(
        &op("enum E : i32 { a = 0, a = 1 }"),
        "t.dialect:2:23: error: duplicate case `a` in enum `E`",
    );
    expect(
        &op("enum E : i8 { a = 300 }"),
        "t.dialect:2:19: error: value 300 does not fit enum storage i8",
    );
    expect(
        &op("enum E : i32 { a = 0, b = a }"),
        "t.dialect:2:23: error: `|` combinations are only allowed in a bitenum; `E` is an enum",
    );
    expect(
        &op("enum E : i32 { }"),
        "t.dialect:2:6: error: enum `E` has no cases",
    );
    expect(
        &op("enum E : i32 { a \"x y\" = 0 }"),
        "t.dialect:2:18: error: `x y` cannot be printed as an enum keyword",
    );
    expect(
        &op("enum E : i32 { a = 0, b \"a\" = 1 }"),
        "t.dialect:2:23: error: two cases are spelled `a`",
    );
    expect(
        &op("bitenum F : i32 { a = 1, c = 5 }"),
        "t.dialect:2:30: error: value 5 has bits that no single-bit case of `F` names",
    );
    expect(
        &op("bitenum F : i32 { a = 1, d = a | e }"),
        "t.dialect:2:34: error: `e` is not a case of `F`",
    );
    expect(
        &op("bitenum F : i32 { none = 0, zero = 0 }"),
        "t.dialect:2:36: error: a bit enum can have only one case with value 0",
    );
    expect(
        &op("bitenum F : i32 { a = 1, x = a | y, y = x }"),
        "t.dialect:2:26: error: case `x` is defined in terms of itself",
    );
    expect(
        &op("bitenum F : i32 { a = -1 }"),
        "t.dialect:2:23: error: value -1 does not fit enum storage i32",
    );
}

// ------------------------------------------------------------------ checker: formats

#[test]
fn format_names_and_coverage() {
    expect(&op(r#"op f(a: I32) { format "$y attr-dict" }"#), "t.dialect:2:24: error: format names `$y`, which is not an operand, attribute, region or successor of `t.f`");
    expect_some(
        &op(r#"op f(a: I32) { format "$y attr-dict" }"#),
        "t.dialect:2:23: error: operand `$a` of `t.f` is not in the format",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a" }"#),
        "t.dialect:2:23: error: format of `t.f` has no `attr-dict` directive",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a attr-dict attr-dict" }"#),
        "t.dialect:2:37: error: `attr-dict` may appear only once",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a $a attr-dict" }"#),
        "t.dialect:2:27: error: `$a` is already in the format",
    );
    expect(
        &op(r#"op f(a: I32) -> (r: I32) { format "$a $r attr-dict" }"#),
        "t.dialect:2:39: error: result `$r` cannot appear by itself; use `type($r)`",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a attr-dict type($zz)" }"#),
        "t.dialect:2:42: error: `type($zz)` needs an operand or result of `t.f`",
    );
    expect(
        &op(r#"op f() { region body format "attr-dict" }"#),
        "t.dialect:2:29: error: region `$body` of `t.f` is not in the format",
    );
    expect(
        &op(r#"op f() [Terminator] { successor s format "attr-dict" }"#),
        "t.dialect:2:42: error: successor `$s` of `t.f` is not in the format",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a attr-dict `@@`" }"#),
        "t.dialect:2:37: error: literal `@@` is not a keyword or valid punctuation",
    );
    expect(&op(r#"op f(a: I32) { format "$a attr-dict results" }"#), "t.dialect:2:37: error: `results` can only be used inside `type(...)` or `functional-type(...)`");
    expect(
        &op(r#"op f(a: I32) { format "$a attr-dict params" }"#),
        "t.dialect:2:37: error: `params` is only for type and attribute formats",
    );
    expect(
        &op(r#"op f(a: I32) { format "$a attr-dict ref($a)" }"#),
        "t.dialect:2:37: error: `ref` can only be used inside `custom<...>(...)`",
    );
    expect(
        &op(r#"op f(a: I32) { format "custom<X>(ref($a)) $a attr-dict" }"#),
        "t.dialect:2:38: error: `ref($a)` must follow a use of `$a`",
    );
    expect(&op(r#"op f(a*: I32, b*: I32) [AttrSizedOperandSegments] { format "$a $b attr-dict" }"#), "t.dialect:2:64: error: variadic `$b` directly follows variadic `$a`; put a literal between them");
    assert!(all_errors(&op(
        r#"op f(a*: I32, b*: I32) [AttrSizedOperandSegments] { format "$a `,` $b attr-dict" }"#
    ))
    .is_empty());
    expect(
        &op(r#"op f(a: I32, b: I32) { format "$a operands attr-dict" }"#),
        "t.dialect:2:35: error: `operands` used together with operands already in the format",
    );
}

#[test]
fn format_types_must_resolve() {
    expect(&op(r#"op f(a: AnyType) { format "$a attr-dict" }"#), "t.dialect:2:27: error: type of operand `$a` of `t.f` cannot be inferred; add `type($a)` to the format");
    expect(&op(r#"op f(a: AnyType) -> (r: AnyType) { format "$a attr-dict `:` type($a)" }"#), "t.dialect:2:43: error: type of result `$r` of `t.f` cannot be inferred; add `type($r)` to the format");
    // Ways a type becomes known without `type(...)`.
    for ok in [
        r#"op f(a: I32) -> (r: Index) { format "$a attr-dict" }"#,
        r#"op f(a: AnyType, b: $a) -> (r: $a) { format "$a `,` $b attr-dict `:` type($a)" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) [SameOperandsAndResultType] { format "$a attr-dict `:` type($r)" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) [AllTypesMatch<$a, $r>] { format "$a attr-dict `:` type($a)" }"#,
        r#"op f(a: AnyType) -> (r: SameShape<$a, I1>) { format "$a attr-dict `:` type($a)" }"#,
        r#"op f(a: AnyMemRef) -> (r: ElementOf<$a>) { format "$a attr-dict `:` type($a)" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) [InferTypeOpInterface] { format "$a attr-dict `:` type($a)" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) { infer native format "$a attr-dict `:` type($a)" }"#,
        r#"op f() -> (r: $v) { prop v: typed format "attr-dict $v" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) { format "$a attr-dict `:` functional-type(operands, results)" }"#,
        r#"op f(a: AnyType) -> (r: AnyType) { format "$a attr-dict `:` custom<T>(type($a), type($r))" }"#,
        r#"op f(a*: AnyType) { format "operands attr-dict `:` type(operands)" }"#,
    ] {
        let errs = all_errors(&op(ok));
        assert!(errs.is_empty(), "{ok}\n{errs:#?}");
    }
}

#[test]
fn optional_groups() {
    expect(&op(r#"op f(a?: I32) { format "(`x` $a)? attr-dict" }"#), "t.dialect:2:25: error: optional group has no anchor; mark the element that decides presence with `^`");
    expect(&op(r#"op f(a: I32) { format "($a^)? attr-dict" }"#), "t.dialect:2:25: error: anchor `$a` is not optional, variadic, defaulted or a unit attribute");
    expect(
        &op(
            r#"op f(a?: I32, b?: I32) [AttrSizedOperandSegments] { format "($a^ $b^)? attr-dict" }"#,
        ),
        "t.dialect:2:66: error: optional group has more than one anchor",
    );
    expect(
        &op(r#"op f(a?: I32) { format "$a^ attr-dict" }"#),
        "t.dialect:2:25: error: `^` anchors are only allowed inside an optional group `( ... )?`",
    );
    expect(
        &op(r#"op f(a?: I32, b: I32) { format "(`x` $a^ $b)? attr-dict" }"#),
        "t.dialect:2:42: error: `$b` is in an optional group but is not optional",
    );
    expect(
        &op(r#"op f(a?: I32) { format "(`` $a^)? attr-dict" }"#),
        "t.dialect:2:26: error: an optional group cannot start with the empty literal",
    );
    expect(&op(r#"op f(a?: AnyType) { format "(type($a)^ $a)? attr-dict" }"#), "t.dialect:2:30: error: an optional group must start with a literal, a variable or a `custom` directive, so the parser can tell whether it is present");
    expect(
        &op(r#"op f(a?: I32) { format "($a^ attr-dict)?" }"#),
        "t.dialect:2:30: error: `attr-dict` cannot be inside an optional group",
    );
    expect(
        &op(r#"op f(a?: I32) { format "(`x` $a^) : (`y` $a^)? attr-dict" }"#),
        "t.dialect:2:42: error: the else group of an optional group cannot have an anchor",
    );
    // Anchors that are fine: unit attrs, defaulted attrs, variadic types, else groups.
    for ok in [
        r#"op f() { prop u: unit format "(`u` $u^)? attr-dict" }"#,
        r#"op f() { prop n: i32 = 0 format "(`n` $n^)? attr-dict" }"#,
        r#"op f() -> (r*: AnyType) { format "attr-dict (`->` type($r)^)?" }"#,
        r#"op f(a?: I32) { format "(`with` $a^) : (`without`)? attr-dict" }"#,
        r#"op f() { prop k?: string format "oilist(`key` $k) attr-dict" }"#,
    ] {
        let errs = all_errors(&op(ok));
        assert!(errs.is_empty(), "{ok}\n{errs:#?}");
    }
}

#[test]
fn type_and_attr_defs() {
    // Parameters without a format: declared, spelled as written.
    let errs = all_errors(&op("type t2<e: type>"));
    assert!(errs.is_empty(), "{errs:#?}");
    expect(
        &op("type t2<e: type, n: i64> { format \"`<` $e `>`\" }"),
        "t.dialect:2:35: error: parameter `n` is not in the format",
    );
    expect(
        &op("type t2<e: type> { format \"`<` $f `>`\" }"),
        "t.dialect:2:32: error: format names unknown parameter `$f`",
    );
    expect(
        &op("type t2<e: type, e: type> { format \"params\" }"),
        "t.dialect:2:18: error: duplicate parameter `e`",
    );
    expect(
        &op("type t2<e: type> { format \"`<` $e attr-dict `>`\" }"),
        "t.dialect:2:35: error: `attr-dict` is not allowed in a type or attribute format",
    );
    expect(
        &op("type a { mnemonic \"x\" }\ntype b { mnemonic \"x\" }"),
        "t.dialect:3:6: error: mnemonic `x` is already used",
    );
    expect(&op("attr a<p: Nope> { format \"params\" }"), "t.dialect:2:11: error: unknown attribute kind `Nope` (expected an enum or attribute of this dialect, or one of any, int, nonneg, positive, min0, float, string, bool, unit, type, array, dense_array, dict, symbol_name, symbol_ref, flat_symbol_ref, affine_map, typed, elements)");
    assert!(all_errors(&op(
        "type t2<e: type, n: i64> { format \"`<` struct(params) `>`\" }"
    ))
    .is_empty());
}

#[test]
fn pattern_rules() {
    let base =
        "op add(a: I32, b: I32) -> (r: I32) { prop f: i32 = 0 format \"$a `,` $b attr-dict\" }\n";
    let p = |s: &str| format!("dialect t\n{base}{s}\n");
    expect(
        &p("pattern P { rewrite $x }"),
        "t.dialect:3:9: error: pattern `P` has no `match` clause",
    );
    expect(
        &p("pattern P { match (add $x, $y) }"),
        "t.dialect:3:9: error: pattern `P` has no `rewrite` clause",
    );
    expect(
        &p("pattern P { match (add $x, $y) rewrite $z }"),
        "t.dialect:3:40: error: `$z` is not bound by the match",
    );
    expect(&p("pattern P { match (add $x) rewrite $x }"), "t.dialect:3:20: error: `add` takes 2 to 3 argument(s) in a pattern (operands, then attributes), not 1");
    expect(
        &p("pattern P { match (mul $x, $y) rewrite $x }"),
        "t.dialect:3:20: error: unknown op `mul` in dialect `t`",
    );
    expect(
        &p("pattern P { match (add $x, $y, \"s\") rewrite $x }"),
        "t.dialect:3:32: error: value for `f` does not fit its kind: expected an integer",
    );
    expect(
        &p("pattern P { match (add $x, $y) rewrite _ }"),
        "t.dialect:3:40: error: `_` can only appear in `match`",
    );
    expect(
        &p("pattern P { match (add $x, $y) rewrite $x, $y }"),
        "t.dialect:3:40: error: `add` has 1 result(s) but the rewrite gives 2",
    );
    expect(
        &p("pattern P { match (add $x, native(f)($y)) rewrite $x }"),
        "t.dialect:3:28: error: `native(...)` calls can only appear in `rewrite` and `constraint`",
    );
    expect(
        &p("pattern P { match (add $x, $y) rewrite $x constraint $q: I32 }"),
        "t.dialect:3:54: error: `$q` is not bound by the match",
    );
    expect(
        &p("pattern P { match (add $x, $y) rewrite $x benefit 70000 }"),
        "t.dialect:3:51: error: benefit must be between 0 and 65535",
    );
    assert!(all_errors(&p("pattern P { match (add $x, (add $x, $y):$inner) rewrite (add $inner, $y, 1) constraint native(ok)($x, $inner) constraint $y: I32 }")).is_empty());
    assert!(
        all_errors(&p("pattern Q { match (other.op $x) rewrite $x }")).is_empty(),
        "other dialects' ops are trusted"
    );
}

#[test]
fn render_shows_source_line_and_caret() {
    let src = "dialect t\nop f(a: Nope) {}\n";
    let e = load("x.dialect", src).unwrap_err();
    assert_eq!(
        e.render(src),
        "x.dialect:2:9: error: unknown type constraint `Nope`\nop f(a: Nope) {}\n        ^\n"
    );
    let src = "dialect t\nop f() {}\nop f() {}\n";
    let e = load("x.dialect", src).unwrap_err();
    assert_eq!(
        e.render(src),
        "x.dialect:3:4: error: redefinition of op `f`\nop f() {}\n   ^\nx.dialect:2:4: note: previously defined here\nop f() {}\n   ^\n"
    );
}

// ------------------------------------------------------------------ hooks

#[test]
fn only_applies_to_verifiers() {
    expect(
        &op("op f(x: I32) {\n  fold native only\n}"),
        "t.dialect:3:3: error: `only` applies to `verify native`, not to `fold native` (in `t.f`)",
    );
    assert!(all_errors(&op("op f(x: I32) {\n  verify native only\n}")).is_empty());
}

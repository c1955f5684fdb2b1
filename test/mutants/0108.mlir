"builtin.module"() <{sym_name = "m26"}> ({
    %0:4 = "d.op_1"() {a0= 18446744073709551615, _u1= "\00\"}", foo.k2= "\n'*", attr3= @main::@a::@_priv}: () -> (f32, () -> (), bf16, complex<f16>)
    "foo.bar.baz"(%0#1) <{a0= loc("":4294967295:322), b1= dense<[[3.68695e-0, -0.9154183, 780.553488], [0.5595255, 0xB7D8, 95.40E9]]> : vector<2x3xbf16>}> ({
        %_1 = "x.y"(%0#3, %0#3): (complex<f16>, complex<f16>) -> i32 loc("":373:69)
        %2:3 = "d.op_1"(%0#2, %0#1, %0#1) {a0= @"x y"::@a}: (bf16, () -> (), () -> ()) -> (i32, memref<735x2xf64, affine_map<(d0, d1) -> (-((d0) mod 3))>, {kind = "scratch"}>, tensor<?xf16>)
    }, {
    ^bb1(%-3: f8E4M3FN, %v4: !bar<"x<y>"> loc(unknown), %5: f6E3M2FN):
        "foo.bar"(%0#3) {_u0= {x0= array<f64: 0.1>}, b1, x2, z93= 0xFFFFFF: i24}: (complex<f16>) -> ()
    }, {
}) {b0= 1: i1024, k$1, "quoted key 2"}: (() -> ()) -> ()
    %value6 = "d.op_1"(%0#2, %0#2) {a0}: (bf16, bf16) -> tensor<2x77x?xvector<f128>> // trailing comment
    %_7:1000000000000000000000000000000 = "z.nop"(%0#3, %0#2): (complex<f16>, bf16) -> (memref<21xf16, strided<[?]>, "shared">, bf16, tensor<41x4xi24>, tuple<f32>)
    %value8, %v9:2 = "a.b"(%_7#3) {}: (tuple<f32>) -> (f64, !my_dialect.v<{<f32 -7>}>, ui64) // trailing comment
    "d.op_1"(%v9#1, %_7#3, %_7#1): (ui64, tuple<f32>, bf16) -> ()
    %10:2 = "z.nop"(%_7#3): (tuple<f32>) -> (tensor<3x142xui7>, si32)
    %_11:3 = "my_dialect.thing"(%_7#2): (tensor<41x4xi24>) -> (index, !bar<"abc">, complex<f64>)
    "bar.yield"(): () -> () loc(callsite(callsite("src/x.py":340:468 at "a.mlir":35:50 to 35:74) at fused["f":36:3 to :6, "f":0:0, "op.1"]))
    "d.op_1"(%_11#1, %_11#1, %_11#1): (!bar<"abc">, !bar<"abc">, !bar<"abc">) -> () loc("a.mlir":9:290)
    "z.nop"(%_11#1): (!bar<"abc">) -> ()
    %arg12 = "foo.op"(%10#1, %_7#3): (si32, tuple<f32>) -> f8E3M4
    %13:4 = "foo.bar.baz"(%v9#1) ({
        %x14 = "z.nop"(%arg12, %10#1, %v9#1): (f8E3M4, si32, ui64) -> (memref<?x600xf8E4M3B11FNUZ, affine_map<(d0, d1) -> (-(d0 * 5))>>) // trailing comment
    }, {
    ^bb3:
    }) {}: (ui64) -> (f80, f80, tuple<complex<bf16>, !bar.v<"x y">, si1, f16, i32, f128, f8E8M0FNU, i32, si17, tf32, f32, f8E5M2FNUZ, f32, bf16, i7, bf16, bf16, bf16, f32, i1, i64, ui128>, none) loc("dir/with space.c":48:12 to :14)
    %value15 = "foo.compute"(%_7#2, %13#1) {b0= sparse<[[0, 0], [0, 3], [1, 3]], [1, -1, 0]> : tensor<2x5xi32>, a1= 9.999999e9 : f16}: (tensor<41x4xi24>, f80) -> f32
}) : () -> ()

%0:2 = "bar.yield"(): () -> (tuple<index>, vector<16x6xf32>) loc(callsite("dir/with space.c":160:433 at "f":4:35 to 6:38))
%_1 = "my_dialect.thing"(%0#1) ({
    "builtin.module"() ({
        "foo.compute"() {a0= 0x0: i16, _u1= affine_map<(d0, d1, d2)[s0, s1] -> ((d1) * s1)>, value2= -1.17549435e-38 : f16}: () -> () // trailing comment
    }) : () -> ()
}): (vector<16x6xf32>) -> (tuple<f6E3M2FN>)
%a.b2:2 = "foo.bar.baz"(%0#1): (vector<16x6xf32>) -> (i32, f16) loc("src/x.py":4294967295:4294967295)
%3 = "bar.yield"(%_1)<{x0= "é\"<\t!", sym_name1= {z90= @c::@_priv::@c, "quoted key 1"= -0.4107092 : f32}, k$2= "\\{ b" : index}> ({
^bb0(%4: memref<1xvector<10x1xi16>>):
}): (tuple<f6E3M2FN>) -> vector<[9]x13xi17>
"my_dialect.thing"(%0#1, %a.b2#1) ({
^b1(%_5: !my_dialect.t<"x y"> loc(fused[]), %value6: f16):
    %7 = "foo.bar.baz"() {d.k0= "日本\\!_'\C3\A9\C3\A9.\""}: () -> f8E4M3FNUZ
    %value8:3 = "foo.compute"(%_5, %a.b2#0, %_5) {}: (!my_dialect.t<"x y">, i32, !my_dialect.t<"x y">) -> (() -> (index, vector<13x[4]xf16>), memref<838xf6E2M3FN, {kind = "scratch"}>, tuple<i128>)
    "bar.yield"(%value8#2) {a0= unit, z91= #bar.p<a.b>, d.k2= 0x7FF8000000000001 : f64}: (tuple<i128>) -> ()
    %value9 = "d.op_1"() {}: () -> (index) // trailing comment
    %_10 = "foo.bar"() ({
    ^bb2():
        %v11 = "d.op_1"(%_5, %7): (!my_dialect.t<"x y">, f8E4M3FNUZ) -> (bf16) loc("src/x.py":22)
        %_12 = "foo.compute"() {x0= 4.98696e11 : f6E2M3FN, my.k1= affine_map<(d0) -> (0, 8, -(d0))>, d.k2= array<i16: -1, 45, -32768, -1>, sym_name3= unit}: () -> complex<f32> loc("a.mlir":379:463)
        // é unicode
        %a.b13:3 = "x.y"(%_1) ({
        ^bb3(%14: memref<2x1xf64>, %v15: index loc("callee"(unknown))):
        }): (tuple<f6E3M2FN>) -> (tensor<16xi64>, memref<600x559xvector<6xsi32>, "local mem">, none) loc("f":31:4 to 33:42)
        "d.op_1"(%_12, %a.b13#1): (complex<index>, memref<600x559xvector<6xsi32>, "local mem">) -> () // trailing comment
    }): () -> memref<865x7xi8, strided<[35, ?], offset: ?>>
}): (vector<16x6xf32>, f16) -> ()
%16 = "bar.yield"(): () -> vector<16x[14]x6xi1>

%value17 = "z.nop"(%a.b2#1, %0#0, %3) ({
^4(%a.b18: none loc("src/x.py":383:92)):
}, {
^bb5(%19 : tuple<i32, f64, i8, i64> loc("name"), %v20: () -> (vector<4x1xi1>, tensor<*xindex>), %v21: i1):
}): (f16, tuple<index>, vector<[9]x13xi17>) -> complex<i64> loc("v"("with \"q\""))
%v22 = "bar.yield"(%_1, %0#1) <{my.k0= sparse<[[0, 0, 0], [1, 1, 4], [1, 0, 4], [1, 1, 1]], [-128, -1, 0, 1]> : tensor<2x3x5xi8>}> {"quoted key 0"= loc("callee"("a.mlir":98)), x1= dense<-0.3> : tensor<1x4xf16>, _u2= dense<[[[0x0, 1, 0, 981], [0x0, 0, 0, 0], [0, 0, 1, 21383]], [[1, 1, 0, 131071], [0x0, 1, 0, 0], [1, 0x0, 0, 0]], [[0, 0, 131071, 0], [0, 131071, 110, 0], [131071, 0, 131071, 0]], [[0, 1, 17, 0], [29, 497, 0, 131071], [0, 0, 131071, 1]]]> : tensor<4x3x4xui17>}: (tuple<f6E3M2FN>, vector<16x6xf32>) -> f64 loc("":24:20 to 25:67)
%23:4 = "bar.yield"(%v22, %value17): (f64, complex<i64>) -> (complex<f64>, tuple<index, ui128>, f16, f32)

"foo.bar"() {z90= array<i16: -1, 3610, -32768, -1, 65535>}: () -> ()
%_0 = "foo.bar"(): () -> tensor<?x1x896x3xi128> loc("dir/with space.c":0:0)
"a.b"(%_0) <{}>: (tensor<?x1x896x3xi128>) -> ()
"d.op_1"(%_0) <{x0, x1= "0aX\C3\A9\"/\00éX'\"!"}>: (tensor<?x1x896x3xi128>) -> () loc("dir/with space.c":73:263)
%1 = "x.y"(%_0, %_0)<{}>: (tensor<?x1x896x3xi128>, tensor<?x1x896x3xi128>) -> tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>
%value2, %_3:3 = "my_dialect.thing"(%_0, %1, %1) {my.k0= affine_map<()[s0, s1] -> (s1, s0 + (s1) ceildiv 2)>}: (tensor<?x1x896x3xi128>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>) -> (complex<f8E5M2>, memref<16x3x61xi128, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>, i128, tensor<*xcomplex<f128>>)
%4, %v5:2 = "a.b"(%value2, %_3#1, %_3#0)<{value0, sym_name1}>: (complex<f8E5M2>, i128, memref<16x3x61xi128, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>) -> (tensor<2x?x3x809xf8E3M4>, i64, tensor<1xindex>) loc("x")
"a.b"(%_3#0, %4, %_3#1): (memref<16x3x61xi128, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 1>, tensor<2x?x3x809xf8E3M4>, i128) -> () loc("":77:49)
%v6 = "z.nop"(): () -> !my_dialect.a.b loc("dir/with space.c":385:259)
"foo.bar"(%_3#2, %v5#0) ({
"foo.bar"(%_3#2, %v5#0) ({
^x.y0(%value7: f16 loc("op.1")):
 %value8 = "foo.bar"(%v5#0, %v5#1) {value0= 1, foo.k1= 8.480, x2= dense<["!\C3\A9b \00\2C}\"_zX", "\CA}\00", "\t{🙂\C3\A9}b\C3\A9\"", "a!a\\\\/\C3\A9\C3\A9_"]> : tensor<4x!foo.str>, my.k3= 2.21323e+4 : f8E3M4}: (i64, tensor<1xindex>) -> tuple<f32, f4E2M1FN, index, f32> loc(callsite("x" at fused<"meta">["":368:458]))
 %9 = "foo.op"(): () -> complex<ui1> loc("name")
}): (tensor<*xcomplex<f128>>, i64) -> () loc("callee"(fused<0 : i32>["":38:46 to 41:53]))
"my_dialect.thing"(%v6, %4, %4) {z90= "\"\\", b1= 0: i1, a2= #x.p<i8>, value3= 2.71923e-23 : bf16}: (!my_dialect.a.b, tensor<2x?x3x809xf8E3M4>, tensor<2x?x3x809xf8E3M4>) -> ()
"z.nop"(%value2, %1, %v5#1): (complex<f8E5M2>, tensor<4x1x960x5x!foo.param<{a.b , ["x y"]}>>, tensor<1xindex>) -> ()

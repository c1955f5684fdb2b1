// ir-gen random --seed 136 --size 31
"builtin.module"() <{sym_name = "m89"}> ({
%0:4 = "bar.yield"() {z90= sparse<[[0]], [0xBF5E8D5B]> : tensor<2xf32>}: () -> (!bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>, complex<i32>, !my_dialect<"x<y>">, none)
%value1 = "foo.bar"(): () -> (tensor<?xi1024>)
"foo.compute"(): () -> ()
"z.nop"(%0#2, %0#2)<{sym_name0= 4643241421352908030: ui128}> {_u0= [-12: i32], z91= "\00\00<", foo.k2= -8388608: i24}: (!my_dialect<"x<y>">, !my_dialect<"x<y>">) -> ()
%v2 = "my_dialect.thing"(%0#2) <{z90= {value0= dense<[[(30, -95), (94, -1), (30, -45)], [(48, -68), (27, -34), (29, -5)]]> : tensor<2x3xcomplex<i32>>, a1, "quoted key 2"= "a  <\C3\A9" : i7, my.k3= dense<[[[263, 0x3B], [3, 340282366920938463463374607431768211455]], [[-1, 1], [0, 340282366920938463463374607431768211455]]]> : tensor<2x2x2xi128>}, b1= 6.02214076e23, b2= "\B2a\t0b-%\n\n\t", my.k3= false}> {_u0, attr1= affine_map<(d0) -> ()>, "quoted key 2", k$3= 138: i16}: (!my_dialect<"x<y>">) -> f32 loc("dir/with space.c":61:4294967295)
%v3 = "d.op_1"(): () -> tuple<f4E2M1FN> loc("n"("":15:24 to 17:18)) // trailing comment
%_4:3 = "foo.bar"(): () -> (!x.t<abc>, bf16, memref<382x3xvector<[2]x2xf32>>) loc("f":0:347)
"my_dialect.thing"(%value1, %0#2): (tensor<?xi1024>, !my_dialect<"x<y>">) -> ()
%value5 = "bar.yield"(%0#1, %0#0, %_4#0) ({
}): (complex<i32>, !bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>, !x.t<abc>) -> tuple<index, f6E2M3FN, si8, f8E4M3FNUZ, f32, complex<f8E3M4>, index, f8E3M4, f8E3M4, f64, f8E5M2FNUZ, ui17, i1, si32, si32, f8E5M2, i32, index, i16> loc("a.mlir":1:37 to 3:26)
%v6 = "my_dialect.thing"(%v2): (f32) -> ((bf16, none, vector<1xsi32>) -> vector<[14]x8x[8]xf8E5M2FNUZ>)
"foo.op"(%_4#0, %_4#2) <{}> {_u0= "\00{0}{{", b1= "\00\t\t}\00_a-#\t\t"}: (!x.t<abc>, memref<382x3xvector<[2]x2xf32>>) -> () loc("op.1")
// a comment
%7 = "foo.compute"() {sym_name0= {_u0, sym_name1= 0x1C44 : bf16}, sym_name1= [unit, 0x2A0BABD1EEF9DBA0 : f64, false, !foo<"abc">], k$2= dense<0.1663235> : vector<3x4xf8E4M3FNUZ>, foo.k3= dense_resource<weights0> : tensor<5xf64>}: () -> f8E4M3B11FNUZ
%8:4 = "x.y"(%0#0)<{}> ({
"builtin.module"() ({
%v9 = "d.op_1"()<{k$0= -249749.0 : f8E5M2, "quoted key 1"= affine_map<(i0, i1, i2)[N0] -> (1 * (i2))>, a2, _u3= true}> ({
%value10:2 = "a.b"(): () -> (memref<421x?x2xvector<f80>, strided<[21, 64, 1], offset:0>, "local mem">, f8E4M3B11FNUZ) loc(callsite(callsite("f":7:32 to 7:55 at "f":4294967295:471) at callsite(unknown at "with \"q\""))) // trailing comment
%_11:4 = "a.b"(%value10#0, %value10#0, %value10#1) ({
%tmp_12 = "foo.bar"() {sym_name0= 100.0, b1= dense<"0xA5DD37ADEFA80770484CC4019B23C2488F33CC6F2D667E3E99152642D8E5EA1F"> : tensor<4xi64>, sym_name2= -1.0e-5 : bf16, x3= i1}: () -> complex<f4E2M1FN>
"foo.bar.baz"(%tmp_12, %tmp_12, %tmp_12): (complex<f4E2M1FN>, complex<f4E2M1FN>, complex<f4E2M1FN>) -> () loc("callee"("name"))
%13:3 = "z.nop"(%tmp_12, %tmp_12): (complex<f4E2M1FN>, complex<f4E2M1FN>) -> (complex<i1024>, i3, tensor<?xf16>) loc("n"("x"))
"foo.br"(%13#1, %13#2, %13#0)[^2, ^3] {foo.k0}: (i3, tensor<?xf16>, complex<i1024>) -> ()
^2(%14: i1024 loc(callsite(fused<#foo.m>[] at "x")), %r15: tensor<99xf64>):
%-16 = "my_dialect.thing"(): () -> f32
%tmp_17 = "foo.bar"(%13#2, %value10#0, %13#1): (tensor<?xf16>, memref<421x?x2xvector<f80>, strided<[21, 64, 1], offset:0>, "local mem">, i3) -> memref<?x?x1xf4E2M1FN, "local mem">
"bar.yield"(%tmp_12) {value0= #foo.attr}: (complex<f4E2M1FN>) -> () loc(fused[fused["dir/with space.c":34:18 to 37:47], "dir/with space.c":26:67 to :75])
"a.jump"()[^3] {b0= [[0x1C1D : bf16, false, -2147483648: i32, 2.718281828459045 : bf16], 932: i17], value1}: () -> ()
^3:
%value18 = "d.op_1"(%13#2, %13#1, %tmp_12) {}: (tensor<?xf16>, i3, complex<f4E2M1FN>) -> tf32 loc("name")
%_19 = "a.b"(%13#0, %13#0): (complex<i1024>, complex<i1024>) -> index loc("dir/with space.c":3)
%20 = "foo.compute"() {k$0= 0x0: i7, _u1= [unit, false, 0: i3], x2= [[affine_map<(i0)[N0] -> ()>, dense<[[0.8722858]]> : vector<1x1xf6E3M2FN>], 0], sym_name3= 0xE826195CC7F944D5 : f64}: () -> index
%21 = "x.y"(%_19, %13#0, %13#2): (index, complex<i1024>, tensor<?xf16>) -> memref<3x3x3xvector<bf16>, strided<[54, 59, 1], offset:0>, "local mem"> loc("name")
%22 = "a.b"(%value10#0, %20): (memref<421x?x2xvector<f80>, strided<[21, 64, 1], offset:0>, "local mem">, index) -> complex<f16> loc("":305:352)
}) {}: (memref<421x?x2xvector<f80>, strided<[21, 64, 1], offset:0>, "local mem">, memref<421x?x2xvector<f80>, strided<[21, 64, 1], offset:0>, "local mem">, f8E4M3B11FNUZ) -> (complex<f32>, f32, complex<i32>, i8)
%23 = "d.op_1"(%_11#2, %_11#3, %_11#0) ({
}, {
^4(%value24: none, %v25: i1, %v26: complex<f8E5M2FNUZ>):
"foo.op"(%value24, %_11#2)<{k$0= dense<[[77.62E0, 82.78E5, 0.2098720, 0.3559898], [0.0748041, 4.9e-324, 0.5, 3.665], [2.718281828459045, 0.3, 29.600288, 961266.0]]> : vector<3x4xf32>, my.k1= array<i64: -9223372036854775808, 0x1, 0>, value2= affine_set<(i0, i1) : (i0 == 0, i0 <= 4, 8 >= -(i1))>}>: (none, complex<i32>) -> ()
}): (complex<i32>, i8, complex<f32>) -> i128 loc("src/x.py":49)
%27:4 = "a.b"(): () -> (bf16, i128, memref<1x1009xcomplex<i128>, strided<[53, 1], offset: 0>>, memref<3xi1, strided<[1]>, {kind = "scratch"}>) loc(fused["dir/with space.c":73:134])
%value28 = "foo.compute"(%27#3, %27#2) {a0, _u1= @"x y"::@a::@a}: (memref<3xi1, strided<[1]>, {kind = "scratch"}>, memref<1x1009xcomplex<i128>, strided<[53, 1], offset: 0>>) -> !x.t<{-3}, -1, [<60>]>
}, {
^5(%v29: ui64 loc("op.1"), %30: index):
// "quotes" and {braces} in a comment
"cfx.cond_br"(%30, %30)[^bb6, ^bb6] {"quoted key 0"= affine_map<()[s0, s1] -> (7 + (8) ceildiv 7)>, "quoted key 1"= -9.89505e-23 : bf16, b2}: (index, index) -> ()
^bb6(%-31 : ui7 loc("a.mlir":206:22)):
"foo.op"(%30, %v29) {a0= " \740''\C3\A9日本", my.k1= array<f64: 0x816C995A61EB978C, 1.0>, z92= 1: i64, b3= {z90, a1= array<f32: -1.0e-30>, sym_name2= 964409054167987912}}: (index, ui64) -> () loc("dir/with space.c":12) // trailing comment
}): () -> tensor<575x!my_dialect<"x<y>">> loc("a.mlir":49:54 to 51:38)
}) : () -> ()
}): (!bar.param<<<-4>, <"x y" 76 i8>>,<<"x y" -5 ?>>>) -> (tuple<!foo.t_1, tensor<409x17x!my_dialect.t<-1>>>, tensor<f16>, index, complex<f4E2M1FN>) loc("a.mlir":46:198)
%32 = "my_dialect.thing"() {foo.k0= 583904.0 : f64, value1= -1019527.0}: () -> tensor<58xf32>
%a.b33 = "foo.op"(%8#2, %0#3): (index, none) -> i3 loc("v"(unknown))
"bar.yield"(%8#2, %32): (index, tensor<58xf32>) -> ()
}) {foo.module_attr = dense_resource<blob1> : tensor<3xi64>} : () -> () loc(fused[])

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000003BF585DC9DB83EE06A62F6A11C8D73719F834B944352B1261F329EC01A91A13BD413996D35AF4497",
      blob1: "0x08000000C2843D89AA5670C1AD43B52D967BE55E5996686B99555233"
    }
  }
#-}

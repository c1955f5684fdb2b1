"builtin.module"() ({
%value0:3 = "foo.bar"() ({
}): () -> (f8E4M3FN, tuple<si64, f64, si17, index>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>) loc("f":0:469)
%value1:4 = "foo.bar.baz"(%value0#1, %value0#2, %value0#2): (tuple<si64, f64, si17, index>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>, tensor<52x?x1x3xf32, #foo.enc<-4,-6>>) -> (tensor<2x4x?x2xcomplex<i8>>, complex<f128>, f64, index) loc("callee"("x"))
%arg2, %v3:2 = "foo.bar.baz"()<{}> {}: () -> (si1, tensor<3xsi24>, memref<*xvector<8x2x[5]xbf16>>) loc("a.mlir":49:53 to :55)
"foo.compute"() {a0= unit, x1}: () -> ()
%v4 = "foo.op"(%value0#1, %v3#1, %arg2): (tuple<si64, f64, si17, index>, memref<*xvector<8x2x[5]xbf16>>, si1) -> i64
"my_dialect.thing"(%value1#3, %arg2) {}: (index, si1) -> () loc("v"("a.mlir":79:106))
%v5 = "foo.op"(%v3#1, %value1#0, %v3#0)<{value0= dense<942.821863> : tensor<f6E3M2FN>, _u1= "\"\62z\A2\00%\99\"", "quoted key 2"= 3.14159265358979}> {"quoted key 0"= "X}aé-\"", "quoted key 1"= loc("x"), k$2= true}: (memref<*xvector<8x2x[5]xbf16>>, tensor<2x4x?x2xcomplex<i8>>, tensor<3xsi24>) -> f8E4M3
%tmp_6 = "z.nop"(%v5, %v3#1): (f8E4M3, memref<*xvector<8x2x[5]xbf16>>) -> complex<f8E4M3FN> loc("x") // trailing comment
%_7:4 = "z.nop"(%v5, %v4, %v5): (f8E4M3, i64, f8E4M3) -> (() -> (), memref<?x?x?xi24>, tuple<!bar.param<?, {{-6}}>>, index)
%value8 = "foo.compute"(): () -> none loc("src/x.py":223:372)
%_9 = "foo.bar.baz"() {}: () -> none
%_10 = "foo.bar"(%_9, %value8) <{z90= affine_map<()[s0, s1] -> (8, (-(s0)) ceildiv 5)>, x1, d.k2, "quoted key 3"= [!my_dialect<"abc">, affine_set<(d0, d1) : (-(-(d0)) >= (9) mod 4, -(8) >= (d1) mod 1, d1 + 7 - -(6) >= 9)>]}>: (none, none) -> tf32 loc(unknown)
%$11 = "x.y"(%_7#0, %_9) <{}>: (() -> (), none) -> tensor<3x544x39x53xi64> loc("f":258:227)
%_12:4 = "x.y"() {b0= "_\"ß{\00_@", k$1= dense_resource<r.0> : tensor<1xi64>, my.k2= 46: i17}: () -> (memref<*xui1, "gpu">, vector<1x2xi64>, i128, complex<f32>)
%a.b13:2 = "foo.bar"() ({
}) {b0= loc("src/x.py":19:47 to :50), value1= [affine_map<(i0, i1)[N0] -> ((7 * (N0)) floordiv 6)>, () -> ui3, array<i32>, 0: i128], sym_name2= affine_map<(i0, i1, i2)[N0] -> (((i0) floordiv 2) ceildiv 9, i2 * 8 + i1)>}: () -> (i128, f8E5M2) loc("dir/with space.c":87:270)
%14, %15:2 = "bar.yield"(%a.b13#0, %_12#2) {}: (i128, i128) -> (vector<2x11x8xi7>, tuple<>, tuple<f8E8M0FNU>) loc(fused["a.mlir":199:91, "dir/with space.c":44:328, "x"])
"my_dialect.thing"(): () -> ()
%_16 = "a.b"() {value0= distinct[3]<[dense<582> : tensor<index>]>, sym_name1= dense<[-3]> : tensor<1xi7>}: () -> tuple<f8E5M2, f32>
%r17 = "x.y"(%15#0) ({
^bb1:
"a.jump"(%14, %v4)[^bb2]: (vector<2x11x8xi7>, i64) -> ()
^bb2:
%x18:4 = "d.op_1"(): () -> ((memref<3x2xf16, 4>, memref<4x26xf16, strided<[?, 11], offset:0>>, tensor<3x?x38xf8E4M3, "sparse">) -> (index, vector<[2]x11x14xindex>), memref<?x4x2xf64, 7>, complex<f8E5M2FNUZ>, vector<[8]xindex>)
%_19, %20:2 = "a.b"()<{d.k0= tensor<49x3xi8, "sparse">, a1= dense<> : tensor<2x3x0xui32>, k$2= 8.651, x3= 0.0539295 : tf32}> {"quoted key 0"= affine_map<(d0)[s0, s1] -> ((s0) mod 9, ((1) floordiv 9) floordiv 7)>, sym_name1= {}, sym_name2= distinct[6]<0.0887950 : f64>, x3}: () -> (si1024, complex<f64>, complex<f64>)
%21 = "x.y"(%20#0, %_19): (complex<f64>, si1024) -> none
%22 = "foo.bar"(%21, %value0#1, %value1#3) {value0= "\n\66\n\F0#"}: (i64, tuple<si64, f64, si17, index>, index) -> memref<1xi32, affine_map<(d0) -> (d0 - -(4))>, "gpu"> loc("":27:22)
}, {
}, {
%value23 = "foo.bar"(%_12#0, %$11, %14) ({
}): (memref<*xui1, "gpu">, tensor<3x544x39x53xi64>, vector<2x11x8xi7>) -> ui1
%value24:4 = "foo.op"(%15#0, %_16): (tuple<>, tuple<f8E5M2, f32>) -> (complex<f128>, f16, i1, si128) loc("f":15:73 to 15:41)
"x.switch"(%value24#2)[^bb5, ^bb5]: (i1) -> ()
^bb5:
%v25:2 = "z.nop"(%_12#2, %value24#2): (i128, i1) -> (index, i17) loc(fused["":91]) // trailing comment
%v26 = "x.y"(%v25#1, %_12#3, %_12#0) {b0= {z90= affine_set<(i0)[N0] : (i0 + 5 * (N0) <= 6)>, z91= dense<(-2.30050e-21, -3.14159265358979)> : tensor<complex<f32>>}, sym_name1= "@/'@\7fa" : i3, attr2= 9223372036854775807 : index, value3= affine_map<(d0, d1)[s0, s1] -> ((d0) floordiv 9, (s0) * s1, (s0 + s1) * s1)>}: (i17, complex<f32>, memref<*xui1, "gpu">) -> (f6E2M3FN) loc(unknown)
"bar.yield"() {sym_name0= 0: i24, "quoted key 1"= @"0start"::@b::@_priv, sym_name2= 0x6769 : bf16}: () -> () loc("":36:44 to :47)
"bar.yield"(%v25#0): (index) -> () loc("a.mlir":4:19 to :25)
"a.jump"()[^b6] ({
"builtin.module"() ({
%27 = "x.y"(): () -> i32
"z.nop"(%27, %27, %27): (i32, i32, i32) -> () loc(fused<#foo.m>["src/x.py":7:1 to :7, "dir/with space.c":42:268, "with \"q\""]) // trailing comment
%28 = "foo.compute"(%27): (i32) -> !foo.type loc("n"("n"("f":13:61 to 13:64)))
%arg29 = "foo.compute"(%28)<{value0= array<f32: 65504.0, 93.48453, -1.0e-5>}> ({
}) {foo.k0= [1.0 : bf16, 0: ui128, #x.a<<?,i8,true>,[[47, abc, f32]],?>], d.k1= 1.17549435e-38 : f16}: (!foo.type) -> si24
%x30:4 = "foo.bar.baz"() {sym_name0= 27 : index, x1= 1: si24}: () -> (complex<ui7>, tuple<>, index, f32)
}) : () -> ()
}): () -> ()
^b6:
%31 = "d.op_1"(%tmp_6, %value24#0)<{}>: (complex<f8E4M3FN>, complex<f128>) -> ui32
}): (tuple<>) -> index loc("a.mlir":380:0)
%value32 = "bar.yield"(%value8) {k$0= affine_set<(i0, i1)[N0, N1] : (1 * (5 + 2) >= N0 + i0, ((9) floordiv 2) floordiv 1 <= 7, i1 * 8 - 5 * (N1) >= 4 - N1)>, d.k1= @"x y"}: (none) -> i24 loc(unknown)
}) {foo.module_attr = 63} : () -> () loc("f":4294967295:247)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000001BE012168F6217C"
    }
  }
#-}

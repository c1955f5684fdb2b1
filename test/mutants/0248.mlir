!alias_0 = bf16
!T_1 = f8E4M3
#L0 = loc(fused["x"])

"bar.yield"() ({
^bb0(%value0 : tuple<!foo.param<<[?], {-2 "x y"}>>> loc("dir/with space.c":4294967295:0), %value1: index, %v2 : tuple<f32, i64, f8E3M4> loc("with \"q\"")):
}): () -> ()
%a.b3 = "z.nop"(): () -> (complex<f128>) loc("n"(fused<2 : i32>["f":28:20 to 31:18]))
// a comment

%_4 = "z.nop"(%a.b3): (complex<f128>) -> tuple<i7, f32> loc("v"("src/x.py":32:38 to 33:31))
%v5:3 = "d.op_1"(%_4) {sym_name0= 9.999999e9 : f16, attr1= -1: i1}: (tuple<i7, f32>) -> (!alias_0, f16, f64)
%value6 = "foo.bar"(%_4): (tuple<i7, f32>) -> tuple<f32, f32> loc("v"("x"))
%-7 = "foo.bar"(%value6, %v5#2, %_4)<{z90= distinct[2]<-9223372036854775808 : index>, _u1= {z90= dense_resource<r.0> : tensor<3xi64>}, b2= unit, value3}> {}: (tuple<f32, f32>, f64, tuple<i7, f32>) -> vector<12x2x11xf8E3M4>
%8 = "x.y"() ({
 "my_dialect.thing"() {value0= affine_map<(i0) -> (i0)>}: () -> ()
 %arg9 = "foo.bar"(%value6, %v5#1): (tuple<f32, f32>, f16) -> (() -> (complex<f8E5M2FNUZ>, f64)) loc("a.mlir":28:78 to :83)
 %10 = "bar.yield"(%-7, %-7, %_4) {foo.k0, sym_name1= 4294967295: i32, value2= [loc("dir/with space.c":77), 11.49E1 : tf32, array<i64: -9223372036854775808, 0, -9223372036854775808, 5037948421062772>, {sym_name0= 127: ui7}], value3= #my.a<{?, ?} 36 ?>}: (vector<12x2x11xf8E3M4>, vector<12x2x11xf8E3M4>, tuple<i7, f32>) -> index
 // a comment
 %11, %_12:2 = "d.op_1"(%10, %-7) {_u0= {my.k0= affine_map<(d0)[s0] -> ((9) * s0 + d0)>}, _u1= unit}: (index, vector<12x2x11xf8E3M4>) -> ((vector<2x[7]x10xi128>, !T_1) -> f64, memref<?x58xindex>, tensor<?x4x0x?xcomplex<i24>>) loc(fused[unknown])
}) {b0= dense<[[[0x7FF8000000000001, 917148.0, 0xF5F1A8F401C2CF90, 84.35E0], [130078.0, -83.96E0, 0x73CB4924EAE87F3F, -2.5e-3]], [[2.705, 0x8AA6876CEC599E07, 9.999999e9, 18.19E4], [-1.0e-30, 0.0, 9.609, 0.6743900]]]> : tensor<2x2x4xf64>, "quoted key 1"= #x.a}: () -> vector<14x6xi32> loc("f":345:118)
%v13 = "z.nop"(%v5#1, %value6, %value6): (f16, tuple<f32, f32>, tuple<f32, f32>) -> complex<f64>
%14 = "a.b"(): () -> vector<[9]xi32> loc("":4294967295:4294967295)
// é unicode
%15 = "foo.op"(%-7, %value6) ({
 %-16 = "foo.bar.baz"(%8, %14)<{foo.k0, attr1= distinct[4]<"ß0\00 {*@\\\C3\A9">}> {}: (vector<14x6xi32>, vector<[9]xi32>) -> complex<f8E4M3> loc("f":4294967295:61)
 %r17 = "foo.bar.baz"(%-16, %8, %v13) {k$0= array<f32: -685120.0>, z91= [], sym_name2= 8}: (complex<f8E4M3>, vector<14x6xi32>, complex<f64>) -> tuple<bf16, i32, i17>
 "bar.yield"(%r17) ({
}): (tuple<bf16, i32, i17>) -> () loc(fused["f":37:67 to 38:62, #L0])
 %_18:3 = "x.y"(%r17, %8): (tuple<bf16, i32, i17>, vector<14x6xi32>) -> (!T_1, (!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8) loc("dir/with space.c":397:348)

 %v19 = "z.nop"(%_18#1, %_18#2) {a0, a1= dense<[[(0x1881, 331.925729), (28.26E5, 6.02214076e23)], [(7.392, 0.5), (0.5654627, -346439.0)]]> : tensor<2x2xcomplex<f16>>, foo.k2= sparse<[[2, 0], [2, 3]], [3, 2]> : tensor<3x5xi8>}: ((!bar<"abc">, i32) -> (none, !x.param<? , [<19 , a.b , "x y"> a.b ?] , {{a.b abc} [?,-5] <?>}>), i8) -> !T_1
 %v20 = "bar.yield"(%-16): (complex<f8E4M3>) -> !alias_0
}) {}: (vector<12x2x11xf8E3M4>, tuple<f32, f32>) -> memref<?xui64, strided<[?], offset: ?>> loc(unknown)
// a comment
%v21:4 = "d.op_1"(%v5#0): (!alias_0) -> (!bar.t<54>, complex<f4E2M1FN>, index, !alias_0)
"bar.yield"(%v21#0, %15): (!bar.t<54>, memref<?xui64, strided<[?], offset: ?>>) -> () loc("":464:162)

  dialect_resources: {
    builtin: {
      r.0: "0x08000000D66A0B611B78935B2206E51DBD8C2A90C610CCB3AD16CDC4"
    }
  }
#-}

#L0 = loc(fused["":264:207, "x"])
!alias_0 = index
#attr_1 = "\00"
!ty1 = tensor<?xsi1>
!alias_2 = tuple<!bar.t_1>
!T_3 = complex<i7>
#map2 = {}
#loc3 = loc(unknown)

%0 = "bar.yield"() {"quoted key 0"= 0 : index, value1= affine_map<()[s0] -> (7, (2 + s0) ceildiv 6)>, x2= dense<3> : tensor<3x3x2xui8>}: () -> index loc("a.mlir":4294967295:434)
%1 = "d.op_1"() {k$0= "<\00", attr1= 30.22E6 : f8E8M0FNU, _u2= loc(callsite(fused["a.mlir":412:351] at "with \"q\"")), attr3= @"with\"quote"::@f_1}: () -> complex<bf16> loc("x")
%2 = "foo.op"(): () -> memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6> loc(#L0)
"my_dialect.thing"(%1) ({
^0(%3: vector<[7]x7x[1]xbf16> loc("op.1")):
  %value4 = "foo.bar"(%3) {d.k0= dense<> : tensor<2x0x!foo.str>, my.k1= -1: si1, z92= {sym_name0}}: (vector<[7]x7x[1]xbf16>) -> complex<f32>
}): (complex<bf16>) -> ()
%_5 = "d.op_1"(%0, %2): (index, memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6>) -> ((complex<f64>, f32, memref<4x?xcomplex<bf16>, affine_map<(d0, d1)[] -> (-(d0) * 2, -(d1 + d1))>, "local mem">) -> i3)
"bar.yield"() {my.k0, sym_name1= @"with\"quote"::@b}: () -> ()
"z.nop"(%1, %0, %1) {a0= [[1.0e-5 : f8E4M3, dense<[[[0.1]], [[5.737]]]> : tensor<2x1x1xf32>, dense_resource<blob0> : tensor<1xf32>, 0: i32]], value1= 403.314156 : f64, sym_name2= 1.17549435e-38}: (complex<bf16>, index, complex<bf16>) -> ()
%_6 = "x.y"() ({
^exit1(%v7 : !alias_0):
  "bar.yield"(%1, %_5, %v7) {attr0= true, z91= affine_map<(d0, d1, d2) -> ()>, my.k2= true}: (complex<bf16>, (complex<f64>, f32, memref<4x?xcomplex<bf16>, affine_map<(d0, d1)[] -> (-(d0) * 2, -(d1 + d1))>, "local mem">) -> i3, !alias_0) -> ()
  "foo.bar.baz"(): () -> ()
  %_8 = "z.nop"(%v7, %2) <{b0= [43 : index]}> ({
}) {"quoted key 0"= #attr_1}: (!alias_0, memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6>) -> (tuple<!alias_0>) loc(unknown)
}, {
  %r9 = "bar.yield"(%2): (memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6>) -> !bar.v<64, {[? ?]}> loc("a.mlir":20:443)
  %_10 = "foo.compute"(%_5): ((complex<f64>, f32, memref<4x?xcomplex<bf16>, affine_map<(d0, d1)[] -> (-(d0) * 2, -(d1 + d1))>, "local mem">) -> i3) -> !alias_0
  %_11:3 = "foo.bar"(%2, %r9): (memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6>, !bar.v<64, {[? ?]}>) -> (tuple<!ty1, bf16>, i16, f6E3M2FN)
  %12:3 = "foo.bar.baz"(%_11#2, %_11#0, %_11#0) ({
}) {}: (f6E3M2FN, tuple<!ty1, bf16>, tuple<!ty1, bf16>) -> (vector<[5]x4x[15]xf16>, tuple<!my_dialect.v<-5,-1,89>, i128, si7>, !alias_2) loc(callsite("src/x.py":33:58 to 33:52 at #L0))
  %v13 = "foo.compute"(): () -> f8E4M3B11FNUZ loc(#L0)
}, {
}): () -> i1024 loc(#L0)
%value15, %value16:2 = "z.nop"(%2, %1) {"quoted key 0"= memref<56xi32, affine_map<(d0) -> (d0)>>}: (memref<2x?x?xi17, affine_map<(d0, d1, d2) -> (1 * (d2), (d1) floordiv 8 - 7 * (6))>, 6>, complex<bf16>) -> (f64, tf32, !T_3) loc("name")
%17:4 = "x.y"(%value16#0, %_6) <{z90= #map2, x1, a2= unit}>: (tf32, i1024) -> (f8E8M0FNU, index, f128, (f6E2M3FN) -> ()) loc(#loc3)
%18 = "a.b"() {k$0= -148.473935, foo.k1, d.k2= complex<f8E4M3FNUZ>, z93= [#x.a<? ?>, affine_map<()[N0, N1] -> (((N0) ceildiv 9) mod 3, (7 - N1) ceildiv 2)>, #map2]}: () -> tensor<79xi32> loc("f":49:41 to 50:3)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F4180486"
    }
  }
#-}

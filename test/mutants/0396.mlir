!alias_0 = vector<9xi8>
#map0 = affine_set<(d0)[s0, s1] : ((s0 - 1) floordiv 9 >= 0, (s0 * 7) floordiv 2 == 0)>
#loc1 = loc("a.mlir":43)
!T_1 = vector<13x6x2xbf16>
!t2 = memref<48x41x1xi32, "shared">
!alias_3 = i1024
#x_y2 = "\00X#zXb}z'a"
#loc3 = 0: i128
#x_y4 = 19
#loc5 = true
#L6 = loc(fused<6 : i32>["src/x.py":360:4294967295, "":471:445, "op.1"])

"builtin.module"() <{sym_name = "m68"}> ({

 "z.nop"() <{x0= distinct[3]<dense<[[[(6.817, 9.999999e9), (-2.073, 1.571), (0.1, 7.89338e-17)], [(0xFC00, 0.952), (2.5e-3, 2.5e-3), (80.56E2, 8.537)], [(615628.0, -6.02214076e23), (0x7C00, 168.30338), (1.88567e-25, 83.96E0)]]]> : tensor<1x3x3xcomplex<f16>>>, "quoted key 1", a2, attr3= {"quoted key 0"= unit, value1= "Ω\t "}}>: () -> ()
 "foo.bar"() {}: () -> () loc(fused[])
 %a.b0 = "a.b"() {b0= affine_set<(i0)[N0] : ((i0) * N0 + i0 + i0 <= 3, 4 * (N0 + 7) >= -(6))>, _u1= 392, my.k2= [1.0e300 : f8E4M3FN, 0x1, ""], b3= dense_resource<res_0> : tensor<5xi8>}: () -> !alias_0
 %1 = "foo.bar"(%a.b0, %a.b0) <{attr0= 207461050 : index, x1, x2= #map0}> {}: (!alias_0, !alias_0) -> (vector<[2]x15xi1>) loc(#loc1) // trailing comment
 "my_dialect.thing"(%a.b0, %a.b0, %a.b0) {}: (!alias_0, !alias_0, !alias_0) -> () loc("name")
 %_2:2 = "z.nop"(%1): (vector<[2]x15xi1>) -> (tuple<>, f8E5M2FNUZ) loc(#loc1)
 "foo.bar"(%a.b0, %a.b0, %a.b0) <{foo.k0= 0x00000001 : f32}> {}: (!alias_0, !alias_0, !alias_0) -> () loc(fused["x", "":341:359, unknown])

 %v3:3 = "foo.bar"(%_2#0) {x0= false, "quoted key 1"= unit, z92= "\00z\00X*" : ui1}: (tuple<>) -> (f32, complex<f6E3M2FN>, (index, memref<3xui7, strided<[1], offset:0>, 7>, complex<si128>) -> (!T_1, si32))
 %v4:4 = "foo.op"() ({
}): () -> (!t2, f64, !alias_0, i32)
 "x.y"(%v3#1) {"quoted key 0", my.k1, k$2= @b, sym_name3= #map0}: (complex<f6E3M2FN>) -> () // trailing comment
 %_5:2 = "a.b"() {}: () -> (!t2, bf16)
 %value6 = "x.y"(): () -> complex<i3>
 %-7:4 = "foo.bar"(): () -> (!my_dialect.t, !T_1, tensor<61xf8E4M3FN,, i32)
 %8 = "z.nop"(%-7#2, %-7#3)<{x0= 3287809079: ui32, k$1= "_X/*.-\nb" : ui1, "quoted key 2"= {a0= "\"<00\t", a1, sym_name2= complex<si1024>}, z93= #bar.p<abc , -7>}>: (tensor<61xf8E4M3FN>, i32) -> tuple<ui32> loc(#loc1)
 %arg9 = "foo.op"(%-7#3) {}: (i32) -> tensor<vector<13x2xi128>>
 // 
 "foo.bar.baz"(%v4#1, %-7#1) {my.k0= #map0, k$1, attr2= @a::@"x y"}: (f64, !T_1) -> ()

 "z.nop"(%arg9)<{z90= true}> {sym_name0, _u1, x2= #x.b.c, _u3= affine_map<(d0, d1)[s0, s1] -> ((d0) mod 6 + (s1) ceildiv 3, (9) * s0, (d1) floordiv 7)>}: (tensor<vector<13x2xi128>>) -> () loc(#loc1)
 %10 = "foo.compute"(%arg9, %_2#1, %arg9) <{}> ({
 ^bb0(%v11 : tensor<774x?xindex> loc(unknown), %12: f128, %_13: tensor<?xsi8, 1 : i32>):
  "z.nop"(%12) <{}> ({
   %_14 = "foo.bar"(%v11, %v11) ({
   ^5(%15: i8):
    "d.op_1"()<{_u0= dense<[0]> : tensor<1xui8>, x1= {z90= dense<"0xE7F6ED156569D056404B1C52"> : tensor<3x1xf32>}, z92= 180952496035063763: ui64, attr3= #map0}>: () -> ()
    %16 = "a.b"(%15) {attr0= 3: si8, x1= memref<4xui7>, a2= !t2}: (i8) -> ((memref<1x63xf32>) -> ()) loc("f":84:447) // trailing comment
    // é unicode
    "my_dialect.thing"(): () -> () loc(#loc1)
    "foo.op"(%v3#1, %_2#0) {a0= "\00\\\\.'<" : i1, value1= array<i64>, value2= dense_resource<res_1> : tensor<3xf64>}: (complex<f6E3M2FN>, tuple<>) -> ()
    %v17 = "a.b"(%v4#0)<{_u0= distinct[5]<>, value1= 0: i64, a2= dense_resource<r.2> : tensor<2xi8>}> {sym_name0= #map0, d.k1= array<i1>, z92= #map0}: (!t2) -> (i128)
   }): (tensor<774x?xindex>, tensor<774x?xindex>) -> si17
  }, {
   %_18 = "x.y"(%v4#1, %-7#1, %_5#1) ({
    "cfx.cond_br"(%8, %_13)[^bb8, ^bb8] <{value0= true, k$1= [unit, [], -2.718281828459045 : f8E4M3], sym_name2= none, attr3= -2.0 : f32}> {}: (tuple<ui32>, tensor<?xsi8, 1 : i32>) -> () // trailing comment
   ^bb8(%arg19 : i32, %value20: !T_1):
    %x21 = "foo.op"(%_13, %_5#1, %arg19) {z90= 2 : index, sym_name1= ["*\n}\n*% ", @c::@"with\"quote"::@"with\"quote", []], sym_name2= 0x917A2CB83FA3E61A : f64, value3}: (tensor<?xsi8, 1 : i32>, bf16, i32) -> (tuple<i24>)
    "x.y"(%arg19, %value20, %arg19): (i32, !T_1, i32) -> ()
    "cfx.cond_br"(%v4#2)[^bb9]<{attr0= 7.070 : f32, foo.k1= distinct[8]<#x_y2>}>: (!alias_0) -> () loc("with \"q\"")
   ^bb9:
    %value22 = "foo.bar"(%v3#1, %_13, %v3#1) {b0= -65504.0 : f8E4M3FN, z91, _u2= array<i1: true, false, false, true, false>, a3= [false, -2.732 : f32, {foo.k0= @"x y"::@"x y"::@x.y}]}: (complex<f6E3M2FN>, tensor<?xsi8, 1 : i32>, complex<f6E3M2FN>) -> (!T_1) loc("src/x.py":241:429)
   }, {
   ^bb10(%v23: f6E3M2FN loc(#loc1), %$24: f8E4M3FNUZ loc(unknown)):
    %v25:2 = "foo.bar.baz"(): () -> (f32, !foo.param<? , 89>) loc("a.mlir":241:0)
    "x.y"(%v4#1, %$24, %_5#1): (f64, f8E4M3FNUZ, bf16) -> () loc("src/x.py":1:57 to :66)
    %x26 = "foo.bar.baz"(%_2#0): (tuple<>) -> !bar.type
    "x.switch"(%x26, %$24, %$24)[^bb11, ^bb11]<{x0= 46 : index, foo.k1= "" : f32, attr2, z93= sparse<[[2]], [4294967295]> : tensor<4xi32>}> {_u0= 0x7FF8000000000001 : f64, k$1= #map0}: (!bar.type, f8E4M3FNUZ, f8E4M3FNUZ) -> ()
   ^bb11():
    "x.switch"(%x26)[^bb12] <{}> {attr0, x1= -1: i32, my.k2= @b::@a}: (!bar.type) -> () loc(#loc1)
   ^bb12(%arg27: tuple<ui128, i8, f64, i3>):
    "x.switch"(%arg27, %v4#2, %v23)[^$13, ^bb12]: (tuple<ui128, i8, f64, i3>, !alias_0, f6E3M2FN) -> () loc("v"("with \"q\""))
   ^$13(%a.b28: i7, %29: memref<3x?xvector<7x[1]x16xf8E4M3B11FNUZ>>, %30: complex<f32>):
    %31:2 = "a.b"(%a.b28) {a0= 0x5D : f8E4M3FN, z91= #bar<"x<1>">}: (i7) -> (tensor<1xvector<2x1x6xf32>>, tuple<f32>) loc("src/x.py":175:0)
   }) {_u0= #map0> b1, foo.k2= affine_map<(d0, d1) -> ((2 * (d0)) floordiv 7, 7 * (d0 + d0))>}: (f64, !T_1, bf16) -> !alias_3
  }, {
  ^bb14():
   %v32 = "foo.compute"(): () -> f8E4M3 loc(unknown)
  }): (f128) -> () loc("with \"q\"")
  "bar.yield"(%v4#3, %12, %v4#2) {x0= ui7, a1}: (i32, f128, !alias_0) -> ()
  "a.b"(%v4#3): (i32) -> ()
  %value33 = "foo.compute"(%v4#3, %_5#1, %v4#0): (i32, bf16, !t2) -> si7
  "x.switch"()[^bb1] {}: () -> ()
 ^bb1:
  "foo.br"(%v11, %1)[^bb2, ^bb2]: (tensor<774x?xindex>, vector<[2]x15xi1>) -> ()
 ^bb2(%_34 : index loc(#loc1), %value35: () -> (vector<6x11xsi64>, ui32)):
  // // nested
  "x.switch"(%value33, %-7#2, %arg9)[^3]<{my.k0= {value0= -2.5e-3 : bf16}, value1= #loc3}> {attr0= #foo.p<{"x y" {true , -3} "x y"},{{75,"x y",86}},<true -2>>, a1= #x_y4, attr2}: (si7, tensor<61xf8E4M3FN>, tensor<vector<13x2xi128>>) -> ()
 ^3:
  // "quotes" and {braces} in a comment
  "x.switch"(%_13, %_13)[^bb1]: (tensor<?xsi8, 1 : i32>, tensor<?xsi8, 1 : i32>) -> () loc(#loc1)
 }) {sym_name0, "quoted key 1"= 0x7FF0000000000000 : f64}: (tensor<vector<13x2xi128>>, f8E5M2FNUZ, tensor<vector<13x2xi128>>) -> complex<f64> loc(callsite(fused["f":0:499] at "f":27))
 %v36 = "z.nop"(%_5#0, %arg9, %-7#3) {attr0= dense<0xFC> : tensor<f8E5M2>, "quoted key 1"= [76.86E7 : f16], _u2= [#loc5], foo.k3= []}: (!t2, tensor<vector<13x2xi128>>, i32) -> !T_1
 %v37, %x38:3 = "x.y"(%arg9, %8): (tensor<vector<13x2xi128>>, tuple<ui32>) -> (!T_1, !my_dialect.a.b, f64, tuple<!x.t_1, i1024>) loc("f":22:25 to :34)
}) : () -> () loc(#L6)

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000007894BCBDEE",
      res_1: "0x0800000068A69EA27646933728C31DC0606785D1D8A7FBE57253DE7B",
      r.2: "0x040000004215"
    }
  }
#-}

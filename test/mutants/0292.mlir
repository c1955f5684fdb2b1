!t0 = complex<i32>
!alias_1 = !foo<"abc">
#l_x0 = loc("dir/with space.c":408:136)
#x_y1 = 0: si7
#loc2 = !t0
!ty2 = index
#loc3 = #my.a<i8,-3,[[?] , -2]>
!t3 = vector<[1]xindex>
#L4 = loc("":169:0)
#loc5 = -939956.0 : bf16
#loc6 = loc("src/x.py":346:316)
#loc7 = 4.9e-324 : f32
#L8 = loc("":4294967295:258)

%v0 = "foo.compute"() {b0, "quoted key 1"= 365904.0, b2= dense<17> : vector<4xi32>}: () -> si64 loc("x")
"z.nop"(%v0):  (si64) -> ()
%v1 = "foo.bar"() {k$0= @b::@a}: () -> memref<1x1xf16, strided<[56, ?], offset: ?>> loc("src/x.py":13:42 to 14:53)
%v2:4 = "foo.bar"(): () -> (memref<?x?xi1, strided<[?, 1], offset: 4>>, ui64,  !t0, !t0)
"bar.yield"() {z90, my.k1, k$2= dense<(39, -18)> : tensor<complex<i32>>}: () -> ()
%_3 = "a.b"(%v2#1, %v1, %v1): (ui64, memref<1x1xf16, strided<[56, ?], offset: ?>>, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> !foo<"a b">
%value4 = "d.op_1"(%v2#1, %v2#3, %v1): (ui64, !t0, memref<1x1xf16, strided<[56, ?], offset: ?>>) -> none
%5:2 = "foo.bar"(%_3) {attr0= "\00\\\"-*\000\\\\/'" : bf16, sym_name1=  si17, a2}: (!foo<"a b">) -> (none, !alias_1) loc(#l_x0) // trailing comment
%6:2 = "foo.bar.baz"(%5#0, %v1, %5#1) {}: (none, memref<1x1xf16, strided<[56, ?], offset: ?>>, !alias_1) -> (!x<"abc">, f64) loc("with \"q\"")
"foo.op"(%6#1)<{z90, a1, z92= "z\"<X \C3\A9\00"}>: (f64) -> () loc("x") // trailing comment
%7 = "x.y"(%v2#0): (memref<?x?xi1, strided<[?, 1], offset: 4>>) -> i24 loc(#l_x0)
%8:2 = "z.nop"(%6#1, %v2#2, %v2#2) ({
  %9 = "bar.yield"(%7, %7): (i24, i24) -> !t0 loc(#l_x0)
  %10 = "my_dialect.thing"(): () -> vector<ui17> loc("":0:0)
}) {"quoted key 0"= array<i16>, value1= #x_y1, a2= [false, affine_set<(d0, d1, d2) : ((4 * (d2)) floordiv 6 <= 3, d1 == 0, (d2 * 4) floordiv 6 >= 0)>], x3= dense<[[7.016, 1.0e-30, 0x2C], [0.2940315, 35.63E1, 1.13832e2],
    [0xE1, 0x02, 37.46E5], [9.51421e-33, 1.21594e27, 4.603]]> : tensor<4x3xf8E4M3FNUZ>}: (f64, !t0, !t0) -> (tensor<324x1x4x341x!x.v<<?>>, 7 : i32>, vector<f32>) loc("a.mlir":57)
%-11 = "foo.bar"(%v2#3) {sym_name0= #x_y1, "quoted key 1"= #x_y1}: (!t0) -> i128
%_12 = "foo.op"(%6#0, %8#0)<{b0= #loc2, _u1= "-\t{\"", _u2}>: (!x<"abc">, tensor<324x1x4x341x!x.v<<?>>, 7 : i32>) -> vector<[5]x[12]xsi32> loc("callee"(callsite(#l_x0 at "":28:23 to 29:36)))
%v13, %_14:3 = "foo.bar.baz"(%v2#2) <{sym_name0= [[sparse<[[0, 0], [1, 2], [0, 0], [1, 3]], [-1, 0, 0x1, 1]> : tensor<2x4xi8>, "", memref<4xi8, affine_map<(d0) -> (d0)>>], #loc3, {d.k0= #loc3, z91= -774748.0 : bf16, k$2= 3.14159265358979 : f32, b3= !t0}], value1= 2147483647: si32}> ({
}): (!t0) -> (!ty2, f16, complex<i128>, vector<[13]xbf16>)
"z.nop"(%_14#1): (complex<i128>) -> ()
%15 = "bar.yield"(%5#0) {z90  = array<i16: 0xFFFF, -32768, 1, 0>, d.k1= #x_y1}: (none) -> !t0 loc(unknown)
%16 = "foo.op"(%v2#0, %5#1, %v2#1) {x0= 6.02214076e23 : f16}: (memref<?x?xi1, strided<[?, 1], offset: 4>>, !alias_1, ui64) -> !alias_1
%_17, %18:3 = "z.nop"(%_3, %15, %_14#2)<{d.k0= #loc3}>: (!foo<"a b">, !t0, vector<[13]xbf16>) -> (none, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">, i8)
%-19 = "d.op_1"(%5#0) ({
^x.y1:
  %20:3 = "my_dialect.thing"(%18#0, %v2#3, %18#1) {}: (complex<f8E8M0FNU>, !t0, memref<8x?xsi128, "shared">) -> (tensor<2x3xvector<[13]x10x6xf4E2M1FN>>, !alias_1, !t3)
  %21 = "x.y"() {"quoted key 0"= loc(#L4), z91= #my.v<"x y" , [{-5},i8,-6] , [[a.b] , abc]>, my.k2=	 affine_map<(d0) -> (9, (1 + d0) ceildiv 3, ((d0) floordiv 4) floordiv 9)>, k$3= #loc5}:	 () -> tuple<> loc("callee"("v"(#loc6)))
  "a.b"(%20#2, %21, %20#0) ({
    %value22 = "x.y"() {sym_name0= #loc5,  b1= array<f32: 4.94244e31, 0x00000001>}: () -> index
    %23, %24:3 = "foo.compute"(%20#1, %15) <{x0= #foo.flag, value1= @c::@b::@b, my.k2= #loc5, b3= affine_map<(d0, d1, d2) -> (-(d0) - 2)>}> {value0= "#\00日本\7f@z"}: (!alias_1, !t0) -> (bf16, memref<297xi24>, i64, !foo<"abc">)
    %25 = "foo.compute"(%24#2, %_12, %20#2) {b0, b1= #loc3, attr2= 65504.0 : f16, attr3= #my.a<"x y",<f32>,?>}: (!foo<"abc">, vector<[5]x[12]xsi32>, !t3) -> !t0
  }) {z90= #loc5}: (!t3, tuple<>, tensor<2x3xvector<[13]x10x6xf4E2M1FN>>) -> () loc("src/x.py":4294967295:233)
  %26 = "a.b"(%20#2): (!t3) -> tensor<0x1x5x1x!foo<"a b">> // trailing comment
  %value27:4 = "my_dialect.thing"() {foo.k0= 0: ui8, k$1= [complex<f128>]}: () -> (tensor<*xf8E4M3FNUZ>, index, si1, f8E5M2)
}, {
  "a.b"(%18#0, %-11) ({
  ^4(%28: vector<5x6xindex>):
    "foo.br"()[^5, ^x.y7]: () -> () loc("dir/with space.c":27:411)
  ^5(%v29 : !alias_1):
    "x.switch"(%18#2)[^6] {}: (i8) -> () loc("f":2:0) // trailing comment
  ^6:
    "d.op_1"(%18#1, %18#1)<{value0= #loc3, my.k1= dense_resource<r.0> : tensor<6xi64>}> ({
}) {"quoted key 0"= dense_resource<r.1> : tensor<4xf64>, k$1= affine_map<(i0, i1)[N0] -> ()>}: (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> () loc("v"(callsite("a.mlir":25:65 to :71 at "with \"q\"")))
    %30 = "x.y"(%18#0, %18#0, %18#1): (complex<f8E8M0FNU>, complex<f8E8M0FNU>, memref<8x?xsi128, "shared">) -> bf16 loc(unknown)
    %31:2 = "foo.bar"(%18#1, %18#1)<{}> ({
    ^bb8(%_32 : !alias_1, %$33: tensor<8x?x?xi16> loc("v"(unknown))):
      %34, %35:2 = "my_dialect.thing"() {my.k0= false}: () -> (vector<10x10xindex>, complex<f8E4M3FN>, f8E8M0FNU) loc("dir/with space.c":48:59 to 49:36)
      %36 = "my_dialect.thing"()<{attr0= 3.14159265358979 : f6E2M3FN, sym_name1= dense_resource<weights2> : tensor<3xf64>}>: () -> complex<f16> loc("v"(#loc6))
    }): (memref<8x?xsi128, "shared">, memref<8x?xsi128, "shared">) -> (i32, !t3)
    "cfx.cond_br"(%28, %31#0)[^x.y7]: (vector<5x6xindex>, i32) -> () loc(callsite("n"("src/x.py":62) at #L8))
  ^x.y7:
    %-37 = "my_dialect.thing"(): () -> (memref<37x6x?xcomplex<f8E4M3>, "gpu">)
  }): 
  (complex<f8E8M0FNU>, i128) -> () loc(#L4)
}): (none) -> (tuple<>)

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000FEF281FB84D8780CB9822A4D429A2A2F8318E7A173FAD376FCE4B80B39285FB12C60B1542DB3E61DBE0F3BB5F8F37E05",
      r.1: "0x0800000034B42185A229C5A5E6D8A9282CA101186F208260C6A0DA1ACE4D60CB43942D97",
      weights2: "0x08000000243B213A6D50BFBFAF936C4141C6E48F85841EC45966B44F"
    }
  }
#-}

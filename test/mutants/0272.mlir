!T_0 = tensor<250x865xcomplex<f16>>
#map0 = " X\\\t\n*"
!t1 = vector<3x[6]xui64>
!alias_2 = index
!t3 = complex<f32>
#loc1 = loc("":231:0)
!T_4 = memref<884xbf16, 5>
#l_x2 = loc("":357:450)
!t5 = memref<2xf64, affine_map<(d0) -> (d0)>>

%_0:4 = "z.nop"(): () -> (tensor<31x3x1xbf16>, complex<f4E2M1FN>, index, i128)
%v1:4 = "d.op_1"(%_0#3): (i128) -> (tensor<?x886x352xvector<1x12x[13]xf8E4M3B11FNUZ>, #foo.enc>, !T_0, f8E5M2FNUZ, tensor<759x?x?x1xsi7>) loc("a.mlir":4294967295:480)
%_2:2 = "x.y"(%v1#0) {k$0= -9223372036854775808, attr1= tensor<188x6xf32>}: (tensor<?x886x352xvector<1x12x[13]xf8E4M3B11FNUZ>, #foo.enc>) -> (complex<f32>, complex<si32>) loc(callsite(callsite(unknown at "op.1") at fused["a.mlir":45:74 to :82]))
%v3:3 = "foo.bar.baz"(%_0#1) {attr0= 0.2 : f4E2M1FN}: (complex<f4E2M1FN>) -> (i1, index, none) loc("op.1")
%4 = "d.op_1"(%_0#3, %v1#1)<{attr0= #map0}> {value0= array<f64: 1.0>, _u1, foo.k2= dense<[0x9E7F614DACC, -9223372036854775808, 0, -3783386550384476]> : tensor<4xi64>}: (i128, !T_0) -> si32 loc("n"(fused<#foo.m>[])) // trailing comment
%value5, %_6:2 = "my_dialect.thing"(%v1#1) {a0= !t1, z91= -4: i3}: (!T_0) -> (complex<bf16>, si16, f16) loc("n"("src/x.py":4294967295:0))

%value7:3 = "my_dialect.thing"() {"quoted key 0", d.k1= ". \"!", my.k2= [51: ui17]}: () -> (!T_0, i1, !alias_2) loc("":39:18 to :26)
%v8 = "foo.compute"(%_0#1) {}: (complex<f4E2M1FN>) -> !t1 loc("src/x.py":325:276)
%9:4 = "a.b"(%value7#2) ({
  "a.b"(%value7#1, %v3#2) {}: (i1, none) -> ()
  %_10 = "a.b"(%value7#1, %value7#0) ({
  ^x.y1():
    "a.jump"(%v8)[^2, ^2] {}: (!t1) -> () loc(callsite("src/x.py":307:0 at #loc1))
  ^2():
    "cfx.cond_br"(%value7#1, %value7#0)[^bb3]: (i1, !T_0) -> () loc("x")
  ^bb3(%v11: !my_dialect.t<-6> loc("dir/with space.c":302:0), %_12 : (vector<13x[14]x8xf8E4M3FN>) -> vector<11xi32> loc("f":4294967295:33), %value13 : !T_4 loc(fused[#l_x2, "v"("name"), "src/x.py":4294967295:453])):
    "foo.br"(%_0#3, %_12, %v8)[^bb3] {attr0= dense<[[1.17549435e-38, 65504.0, 4.447], [-0.4513563, 0.5792991, 98.52E5], [0.5, -0.2, 0.033], [1.17549435e-38, -1.0, 504558.0]]> : tensor<4x3xf32>, d.k1= loc(fused[unknown, "f":472:71, "dir/with space.c":22]), _u2= dense<[[-1.5, -3.14159265358979], [0x28, 0xB4], [0xB9, 0x24]]> : tensor<3x2xf8E4M3FNUZ>, "quoted key 3"= dense<"0x72CF"> : tensor<3x3xbf16>}: (i128, (vector<13x[14]x8xf8E4M3FN>) -> vector<11xi32>, !t1) -> () loc("f":78)
  }, {
    "a.jump"()[^bb5, ^exit6]: () -> ()
  ^bb5(%14: !bar.t<"x y", {{? , f32 , ?},"x y"}, ?> loc("":447:394), %v15: index):
    "cfx.cond_br"()[^exit6, ^exit6]: () -> () loc(fused<#foo.m>[])
  ^exit6:
    %v16 = "foo.bar.baz"() {}: () -> (ui32)
  }, {
  ^$7(%v17 : memref<?x?x63xsi32, affine_map<(d0, d1, d2) -> (d2, d1, d0)>>):
    ::"a.jump"(%value7#1)[^bb8]: (i1) -> () loc(fused[#loc1])
  ^bb8():
    "foo.br"()[^bb9, ^bb9]: () -> ()
  ^bb9:
    %18 = "foo.compute"(%_2#0, %value7#2, %_6#0) {a0= affine_set<(d0, d1)[s0, s1] : (d0 - s1 - -(d1) == 0)>, a1, foo.k2= dense<[[22.11E6], [365495.0], [40.66E6], [649.625151]]> : tensor<4x1xbf16>}: (complex<f32>, !alias_2, si16) -> vector<5xbf16>
  }) {value0= 1.17549435e-38 : f16}: (i1, !T_0) -> (!T_0) loc(callsite(unknown at "":165:441))
}): (!alias_2) -> (!t3, !t1, memref<8x2x45xf32, strided<[64, 36, 1], offset: 6>, "shared">, !t3) loc("":36:44 to :45)
%v19, %v20:2 = "z.nop"(%v3#2): (none) -> (vector<15x8xi1024>, !T_4, none) loc(callsite(fused<#foo.m>["f":12:13 to 13:48, "src/x.py":333:306] at #l_x2)) // trailing comment
%v21 = "x.y"(%_0#1)<{x0= dense_resource<weights0> : tensor<2xi32>, value1= "@Ω<\n<z\F0\00\7f\\\00", _u2= loc("name")}>: (complex<f4E2M1FN>) -> !t5 loc("n"(#loc1)) // trailing comment
%v22:4 = "a.b"(%value7#0, %v20#0, %v20#0) {}: (!T_0, !T_4, !T_4) -> (!t3, memref<46x2xsi3, affine_map<(d0, d1) -> (d0, d1)>, 2>, vector<13x3x6xf64>, tensor<?xi64>) loc(#loc1)

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000081770F1D6677D00B"
    }
  }
#-}

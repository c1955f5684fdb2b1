%_0:4 = "foo.compute"() {}: () -> (vector<10x1x11xi8>, tuple<f80, bf16, f128, i32>, !bar.t, vector<3x[3]x6xbf16>) loc(unknown)
"a.b"(%_0#1, %_0#2): (tuple<f80, bf16, f128, i32>, !bar.t) -> ()
%-1 = "my_dialect.thing"(%_0#0, %_0#0, %_0#3) {value0= #x.p<[<true>]>, x1= #bar.v<f32>, foo.k2= 497237036962771381048463164119: i128, z93= [tensor<8xvector<9x[12]xf8E4M3>>, @f_1, dense<0x5FFC> : tensor<f16>]}: (vector<10x1x11xi8>, vector<10x1x11xi8>, vector<3x[3]x6xbf16>) -> i64
"a.b"(%-1, %_0#3, %_0#0) ({
}): (i64, vector<3x[3]x6xbf16>, vector<10x1x11xi8>) -> ()
%_2 = "my_dialect.thing"(%_0#1) ({
^bb1():
  %value3 = "foo.bar"(%_0#2): (!bar.t) -> bf16
  %4, %5:2 = "foo.bar.baz"(%_0#0) ({
}, {
}, {
  ^x.y2(%value6: memref<6xcomplex<f16>, strided<[1], offset:0>, 6>, %a.b7: vector<6xi32>):
  }) {}: (vector<10x1x11xi8>) -> (vector<16x8x[11]xf64>, si32, tuple<i32, si1>)
  %8 = "x.y"(%value3, %_0#2, %5#0) ({
    %x9 = "bar.yield"(%5#1, %5#1): (tuple<i32, si1>, tuple<i32, si1>) -> memref<?x?xcomplex<ui128>, strided<[15, 1], offset:0>, 3>
    "a.jump"(%5#1, %x9)[^x.y4, ^bb6] ({
      %$10, %11:2 = "z.nop"(%5#1, %5#0): (tuple<i32, si1>, si32) -> (f128, index, tensor<33x?x?x59xi1>)
      "a.jump"(%$10)[^bb8]: (f128) -> ()
    ^bb8():
      "x.switch"(%11#1, %$10, %_0#0)[^x.y9]: (tensor<33x?x?x59xi1>, f128, vector<10x1x11xi8>) -> () loc("v"(fused["f":0:339, "a.mlir":77, "dir/with space.c":22:34 to 25:42]))
    ^x.y9(%v12: memref<2x58xi3, affine_map<(d0, d1) -> (d1, d0)>> loc(fused<7 : i32>["v"("dir/with space.c":466:4294967295), "":13:0])):
      "x.switch"(%11#1, %_0#0, %11#0)[^bb10]: (tensor<33x?x?x59xi1>, vector<10x1x11xi8>, index) -> () loc(unknown)
    ^bb10():
      %13 = "my_dialect.thing"(%-1) {z90= unit, "quoted key 1"= dense<1> : tensor<2xi7>, "quoted key 2"= affine_map<(d0, d1, d2)[s0, s1] -> ()>, d.k3= dense<(2.0, 0.3282464)> : tensor<complex<f32>>}: (i64) -> (f32) loc("":4294967295:4294967295)
    }) {"quoted key 0"= true, z91= "%<\28\"@X#", attr2, attr3= "\00!\tz\\\00XX@#"}: (tuple<i32, si1>, memref<?x?xcomplex<ui128>, strided<[15, 1], offset:0>, 3>) -> ()
  ^x.y4:
    "x.switch"(%x9, %5#1, %value3)[^x.y5, ^bb6] {x0= -3.14159265358979, sym_name1= loc(fused[fused<#foo.m>["a.mlir":46:18 to 46:12, "src/x.py":58, "":31:33]])}: (memref<?x?xcomplex<ui128>, strided<[15, 1], offset:0>, 3>, tuple<i32, si1>, bf16) -> ()
  ^x.y5(%v14: bf16 loc("op.1")):
    "cfx.cond_br"()[^bb6, ^bb6] {}: () -> () loc("a.mlir":487:102)
  ^bb6:
    "x.switch"(%5#1)[^bb6] {value0= 53 : index, z91= dense_resource<r.0> : tensor<4xi8>, x2, x3= 1.0e-5 : tf32}: (tuple<i32, si1>) -> () loc(callsite("name" at "f":405:4294967295))
  }) {}: (bf16, !bar.t, si32) -> f8E5M2FNUZ
  "foo.op"(%_0#3, %5#1): (vector<3x[3]x6xbf16>, tuple<i32, si1> -> ()
}) {attr0= dense<139.848076> : tensor<2xf8E3M4>}: (tuple<f80, bf16, f128, i32>) -> i8
%arg15 = "bar.yield"() {attr0= array<i64: 0x0, -9223372036854775808, -1, 0xFFFFFFFFFFFFFFFF>, "quoted key 1"= dense_resource<weights1> : tensor<5xi32>, value2, _u3= 0: ui8}: () -> tuple<f32> loc("name")
%16 = "a.b"(%_2) {value0= @c, x1= -923829244446: i128, b2= "0/</\00/\7f\87"}: (i8) -> (vector<7xi24>) loc(fused<1 : i32>[fused["":10:30 to :39], unknown])
%17, %r18:3 = "foo.compute"() {foo.k0= 63 : index, d.k1= array<f32: 3.21981e+10, 600.658729>, attr2= 0x1, k$3}: () -> (f6E3M2FN, f8E4M3FN, memref<*xf6E3M2FN>, !x.param<83 ?>) loc(callsite(unknown at unknown))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000005AF5EF44",
      weights1: "0x040000006E44FD92A2CEC5A577ACC7B7A0B52848515997A4"
    }
  }
#-}

#x_y0 = 0 : index
!T_0 = tuple<f8E8M0FNU>
#l_x1 = loc("src/x.py":214:0)
#L2 = loc(fused["dir/with space.c":130:4294967295, #l_x1])
!ty1 = tensor<3x2x0x1xsi8, "sparse">
#map3 = 42 : index
#l_x4 = loc("a.mlir":139:73)
!T_2 = si1
!ty3 = f8E3M4
!ty4 = memref<84xindex, affine_map<(d0) -> (d0)>>
#attr_5 = array<i64: -139612498743372035>
#attr_6 = @s$

"builtin.module"() ({
 %0 = "z.nop"(): () -> (tensor<i8>)
 %1 = "d.op_1"(%0)<{x0}> {x0= #x_y0, attr1= i1024, z92= dense<"0x0D6E26EE"> : tensor<f32>}: (tensor<i8>) -> f80 loc("name")
 %v2:3 = "z.nop"() <{sym_name0= -9223372036854775808, a1= true}> ({
 ^bb0(%value3: complex<i128>):
  %4 = "z.nop"()<{sym_name0= -1.0e-30 : f16}> ({
  ^bb1:
   "foo.bar"(%1) {attr0= affine_set<(d0, d1) : (4 + 1 * 7 == 0, ((d0) mod 2) mod 4 >= 0, 5 >= d0)>, k$1= 1, k$2= distinct[1]<array<f32: 3.14159265358979, 0xAFD457A5, 45.68E7>>}: (f80) -> () loc(callsite(#l_x1 at fused[unknown]))
  }): () -> tuple<si64> loc(#L2)
  %value5:4 = "foo.compute"(%1): (f80) -> (!T_0, !ty1, !foo.v<[85 , -6], 69, !T_0)
  "x.y"(%value5#0) {attr0= 4.9e-324}: (!T_0) -> () loc(#L2)
  "z.nop"() ({
   "foo.op"() {a0= #map3, b1= -1.0e-30 : f64, x2= distinct[2]<#x_y0>}: () -> () loc("a.mlir":4294967295:412)
   %_6 = "bar.yield"(): () -> !foo<"x<y>">
   %_7, %v8:3 = "bar.yield"(): () -> (!T_0, memref<613x39xi32, 7>, () -> (), ui7)
   %9 = "z.nop"() <{a0= 0x1: i24}>: () -> i32 loc(#l_x4)
   "foo.compute"(): () -> () loc("src/x.py":30:266)
  }): () -> ()
 }, {
  %10, %v11:3 = "foo.compute"(%1, %0, %1): (f80, tensor<i8>, f80) -> (tensor<*xf16>, f16, bf16, complex<f8E5M2FNUZ>) loc("f":50:10 to 51:32)
  %$12:3 = "d.op_1"(%v11#0, %10, %0)<{}> ({
  ^$4(%_13 : memref<*xf32, "shared">, %_14 : !ty3 loc("a.mlir":0:275)):
   %v15:4 = "foo.compute"(%_14) ({
}, {
   ^bb7:
    %16, %_17:3 = "bar.yield"(%_14, %v11#2): (!ty3, complex<f8E5M2FNUZ>) -> (!ty1, bf16, i3, memref<1xi8, strided<[?], offset:0>>)
    "x.y"(%_17#0, %_17#0, %_17#0): (bf16, bf16, bf16) -> ()
    "d.op_1"(%_17#1, %v11#2, %_17#2): (i3, complex<f8E5M2FNUZ>, memref<1xi8, strided<[?], offset:0>>) -> () loc("f":212:0)
   }) {b0= 0xB79292CBE08ABE8617DF : f80, d.k1, b2, z93= dense<[[0x7, 1834626838, 4211333379742], [1, 0, 1], [-1, 11421741, 0]]> : vector<3x3xi64>}: (!ty3) -> (f8E4M3B11FNUZ, !my_dialect.t<50,[<?>, <abc>]>, complex<bf16>, tensor<6x?x7x24xsi64>) loc("op.1")
   %18, %v19:3 = "my_dialect.thing"(%v15#3) {b0= true, _u1= array<f32: -0.5>, foo.k2= affine_set<(d0, d1) : (d1 == 0)>, sym_name3}: (tensor<6x?x7x24xsi64>) -> (i32, index, !ty4, tensor<935x42x?xi16>)
   %20:3 = "a.b"(%0, %v19#2) {x0, "quoted key 1"= 173343.0 : f8E4M3, x2= true, k$3= {}}: (tensor<i8>, tensor<935x42x?xi16>) -> (tensor<*xui32>, i32, tensor<0x1xf64>)
   %21 = "x.y"(%20#1, %20#1, %1) {z90= 0 : index}: (i32, i32, f80) -> complex<i32> loc("a.mlir":319:355)
   "cfx.cond_br"(%18, %v11#2, %20#1)[^b5] {"quoted key 0"= {z90= @x.y::@"with\"quote", b1= #attr_5, attr2= dense<[[-65536, -65536, 1, 13], [86, -65536, 402, -65536]]> : vector<2x4xi17>, b3= loc("v"(fused<"meta">[]))}, sym_name1= 65504.0 : f64, b2= #attr_6, x3= affine_map<(d0, d1, d2)[s0, s1] -> (d2 * 3 * 8)>}: (i32, complex<f8E5M2FNUZ>, i32) -> ()
  ^b5:
   "cfx.cond_br"(%20#2)[^bb6]: (tensor<0x1xf64>) -> ()
  ^bb6:
   %22 = "foo.compute"(%v15#3) {my.k0= false}: (tensor<6x?x7x24xsi64>) -> (complex<f8E4M3FN>)
  }, {
  }): (f16, tensor<*xf16>, tensor<i8>) -> ((f8E4M3, !T_2, !x.param<? , ?>) -> vector<9xi32>, bf16, i128) loc(#L2)
  %v23 = "x.y"(%$12#2): (i128) -> f8E4M3FNUZ loc(unknown)
  "foo.op"(%$12#2) {z90= [array<i32: 0xFFFFFFFF>, 17 : index], x1= #map3, my.k2= #x.p<<57,[-6 56],"x y">>}: (i128) -> () loc("src/x.py":0:39)
 }) {attr0= distinct[5]<#x_y0>}: () -> (vector<[16]x3xf4E2M1FN>, index, !T_0) loc("":40:40 to :41)
 "foo.bar"(%v2#0, %v2#1, %v2#2) {z90= 62 : index, attr1= sparse<[[0, 2, 2], [1, 2, 0], [2, 0, 1], [2, 0, 2]], [0.1809701, 395.803083, 0x4594853DB7EEDBF5, 0x7FF8000000000000]> : tensor<3x6x3xf64>, attr2= @s$::@"0start", foo.k3= 0.0 : f8E5M2FNUZ}: (vector<[16]x3xf4E2M1FN>, index, !T_0) -> ()
}) : () -> ()

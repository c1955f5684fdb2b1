!ty0 = f16
#attr_0 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0) floordiv 1 - 9 - d2)>
#x_y1 = array<i16: 58>
#loc2 = loc("":15:13 to :22)
!alias_1 = complex<f32>
!alias_2 = f32
#x_y3 = []
!T_4 = f8E8M0FNU
#attr_4 = array<i16>
#loc5 = "" : si7
!t5 = complex<f32>
#loc6 = loc("dir/with space.c":44:15 to 46:44)
#loc7 = loc("dir/with space.c":191:220)
!ty6 = f64

"builtin.module"() <{sym_name = "m37"}> ({
 "bar.yield"(): () -> () loc("op.1")
 %v0, %_1:3 = "foo.op"() {value0= [#bar.b.c, #my.attr, [4294967295: i32, -143: si17], loc("src/x.py":23:26 to 23:17)], attr1= #x<"abc">}: () -> (!ty0, !ty0, tf32, complex<i1024>) loc("":334:394)
 "foo.op"(%_1#1, %_1#1, %_1#0): (tf32, tf32, !ty0) -> ()
 %v2 = "d.op_1"() {a0= #attr_0, sym_name1= #x_y1, z92= [[], #attr_0, -4: i7]}: () -> f16
 %3:2 = "foo.bar.baz"(%_1#1, %_1#1, %_1#1) {"quoted key 0"= affine_map<(d0, d1)[s0, s1] -> ()>, x1= #attr_0}: (tf32, tf32, tf32) -> (memref<182xf64, strided<[1]>>, !ty0)
 %4:4 = "a.b"(%3#1, %_1#2) {value0}: (!ty0, complex<i1024>) -> (!x.v<i8>, tuple<index, bf16, f8E5M2>, complex<i3>, tuple<i1, i64, i64>)
 %5 = "my_dialect.thing"(%4#0, %3#0, %_1#1) {}: (!x.v<i8>, memref<182xf64, strided<[1]>>, tf32) -> !x.v<-5>
 %v6 = "a.b"(%v2, %4#2) <{}> {"quoted key 0"= @f_1::@_priv, foo.k1= "\00\00.\7f{./"}: (f16, complex<i3>) -> tensor<*xi32>
 "foo.bar.baz"(%3#0, %4#1) ({
  "foo.bar"() <{d.k0= dense<[[-1, -4], [7, 0]]> : vector<2x2xi3>}> ({
}): () -> () loc("":10:61 to 13:37)
  %a.b7 = "x.y"(%5, %4#3, %4#2)<{z90}>: (!x.v<-5>, tuple<i1, i64, i64>, complex<i3>) -> (i24)
  "foo.bar"(%5, %_1#1) ({
  }) {sym_name0, _u1= false, k$2= #x.a<"x y",-7,{[8,a.b,?]}>}: (!x.v<-5>, tf32) -> () loc(callsite("":258:58 at "a.mlir":23))
  "z.nop"(%v2, %v6) ({
   %8:3 = "bar.yield"(%4#1) {k$0= [], my.k1= dense<[[0]]> : tensor<1x1xui8>, _u2= #attr_0}: (tuple<index, bf16, f8E5M2>) -> (i1024, (!foo.t_1, !ty0, !my_dialect.param<71, {13, ?}, ?>) -> (), memref<2x?xcomplex<f16>>) loc("x")
   "x.y"(%8#1, %_1#0, %v0) {z90= array<i16: 1, 0, 1>, b1= dense<[[0x7E, 0.8214689, 1.0E+10, 1.814]]> : tensor<1x4xf8E4M3FNUZ>, value2= 0xEB823C47FA003549 : f64}: ((!foo.t_1, !ty0, !my_dialect.param<71, {13, ?}, ?>) -> (), !ty0, !ty0) -> () loc(#loc2)
   // 
   %value9, %value10:3 = "foo.op"(%8#1)<{_u0, sym_name1= affine_set<(i0, i1)[N0, N1] : (5 * (i0) >= 0)>}>: ((!foo.t_1, !ty0, !my_dialect.param<71, {13, ?}, ?>) -> ()) -> (!ty0, i16, memref<111xi8, 2>, !alias_1) // trailing comment
   %v11:2 = "x.y"()<{"quoted key 0"= -9.925 : f8E5M2}>: () -> (!alias_2, tuple<si128, bf16>) loc("op.1")
   %value12 = "my_dialect.thing"(%v11#0, %v11#1)<{x0= "\"\t\t{}..\7f0", sym_name1= dense<> : tensor<0x3x1xf64>, value2}> {"quoted key 0"}: (!alias_2, tuple<si128, bf16>) -> memref<2xf64, affine_map<(d0) -> (d0)>, "local mem">
   %_13 = "foo.op"(%value12) {z90= @b, k$1= 59 : index, value2= "z/\tb}b}a*", value3= #x_y3}: (memref<2xf64, affine_map<(d0) -> (d0)>, "local mem">) -> tensor<7x3xf16> loc("":4294967295:46) // trailing comment
  }) {z90= #x_y3, z91= array<i8: -128, -128, -25, -35>}: (f16, tensor<*xi32>) -> ()
  %v14 = "my_dialect.thing"(%v6, %v2, %5) ({
}): (tensor<*xi32>, f16, !x.v<-5>) -> complex<f16> loc(#loc2)
 }): (memref<182xf64, strided<[1]>>, tuple<index, bf16, f8E5M2>) -> ()
 %v15 = "a.b"(%4#2, %4#3, %5) ({
  "a.jump"()[^bb4, ^bb4]: () -> ()
 ^bb4(%v16: !alias_3):
  // é unicode
  %17:2 = "foo.bar"(%4#3) <{x0= -1: si32}>: (tuple<i1, i64, i64>) -> (memref<*xi8, "local mem">, !T_4) // trailing comment
 }) {value0= dense<[30.93E6, 0x0D]> : tensor<2xf6E2M3FN>, k$1= distinct[1]<>}: (complex<i3>, tuple<i1, i64, i64>, !x.v<-5>) -> i8
 %x18 = "d.op_1"(%v15): (i8) -> tensor<f16>
 %19 = "foo.bar"(%x18) ({
  %value20:4 = "x.y"(%4#1): (tuple<index, bf16, f8E5M2>) -> (complex<f64>, !alias_3, !alias_3, tensor<?x0x0x?xsi64>)
  %_21 = "a.b"(%v2, %5)<{a0, _u1= affine_map<()[N0] -> (3 - 7 - 9 * (2), (N0) floordiv 8 - (N0) mod 5)>}> {my.k0= [vector<10xi24>, [array<i1: true>, #attr_4, affine_map<(d0, d1, d2) -> ()>]]}: (f16, !x.v<-5>) -> vector<6x4xf64>
  "foo.bar.baz"() <{b0= #loc5}> {a0, sym_name1= []}: () -> () loc(fused[])
 }) {my.k0= 341.718036 : f16}: (tensor<f16>) -> index loc("a.mlir":476:339)
 "d.op_1"() <{"quoted key 0"= dense_resource<blob0> : tensor<1xi8>}> ({
 }, {
  %22 = "foo.op"(%19): (index) -> (!t5) loc("":0:85)
  %23:3 = "foo.bar.baz"(%19) ({
  ^bb8():
  }, {
}) {}: (index) -> (!alias_2, tensor<256x0x28x4xf16>, f64) loc(callsite(#loc6 at "with \"q\""))
  // "quotes" and {braces} in a comment
  "x.y"() {x0= [#attr_4, sparse<[[3, 2, 1], [5, 2, 0]], [0, 2341787813922]> : tensor<6x3x5xi64>, -1: i8, affine_map<(d0) -> (5 * ((d0) mod 3), (9) ceildiv 5 * 4)>], a1= affine_map<(i0, i1, i2) -> ()>, foo.k2= #x_y3}: () -> () loc(#loc2)
 }) {attr0= -0.3 : f16}: () -> () loc(#loc7) // trailing comment
 %tmp_24 = "foo.compute"(%_1#1)<{foo.k0, b1= 0x60E98510126CB5EE : f64}> {sym_name0= #x_y3, attr1= #attr_0, sym_name2= @b}: (tf32) -> !ty0
 "d.op_1"(%v15, %tmp_24) {b0= dense<[0xEB0B, 0x7FFF, 0.5, 0xB6E2]> : tensor<4xbf16>, x1= #attr_4}: (i8, !ty0) -> () loc("callee"("f":20:53 to 23:56))
 // // nested
 %25 = "x.y"(): () -> !ty6
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F9"
    }
  }
#-}

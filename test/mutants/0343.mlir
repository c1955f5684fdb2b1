!T_0 = i32
#loc0 = loc("x")
!T_1 = tensor<34x?xf32, {a = 1 : i64}>
!ty2 = f8E5M2
!T_3 = f8E3M4
#map1 = #x.attr

"builtin.module"() ({
 "foo.op"() {z90= !T_0, foo.k1= unit, my.k2}: () -> ()
 %0 = "d.op_1"(): () -> tensor<*xcomplex<f8E4M3>> loc(#loc0)
 %_1:2 = "foo.bar.baz"(%0, %0)<{sym_name0= [], attr1= [], my.k2}> {}: (tensor<*xcomplex<f8E4M3>>, tensor<*xcomplex<f8E4M3>>) -> (f16, memref<?x982x1xcomplex<si1>>) loc("callee"(#loc0))
 %_2 = "x.y"(%_1#1, %_1#0, %_1#1)<{a0= [], b1= [], value2}>: (memref<?x982x1xcomplex<si1>>, f16, ><?x982x1xcomplex<si1>>) -> !foo<"">
 // // nested
 %value3 = "my_dialect.thing"(%0) {attr0= 0, _u1= tuple<tf32, index, i7>}: (tensor<*xcomplex<f8E4M3>>) -> !T_0
 %x4 = "d.op_1"(%_1#1, %_1#0, %_1#1): (memref<?x982x1xcomplex<si1>>, f16, memref<?x982x1xcomplex<si1>>) -> (tensor<12x512xindex>) loc(callsite("":82 at callsite("dir/with space.c":100:71 at "dir/with space.c":154:0)))
 "bar.yield"(%x4, %value3, %_2): (tensor<12x512xindex>, !T_0, !foo<"">) -> ()
 %5 = "a.b"(%0) <{b0= affine_set<(d0, d1) : (8 + (7) ceildiv 1 >= 0, 1 * (d0) >= d1, d0 >= 8 + d1)>}> {}: (tensor<*xcomplex<f8E4M3>>) -> tensor<?x2xi1, {a = 1 : i64}>
 %6:3 = "foo.bar"() {"quoted key 0"= 7 : index, k$1= [true, 0.0669902 : f32, @"é"::@"x y"::@main, dense<"0x2F6C"> : tensor<bf16>], b2= 1.0E+10 : f16}: () -> (memref<*xvector<[3]x13xf8E5M2>>, si128, !T_0)
 "bar.yield"(%value3, %_1#0, %_2): (!T_0, f16, !foo<"">) -> ()
 "z.nop"(%6#0, %6#2) <{}> {"quoted key 0"= 0 : index, "quoted key 1"= !T_1, b2= #my.p<"x y">}: (memref<*xvector<[3]x13xf8E5M2>>, !T_0) -> () loc("":9:43 to 11:8)
 %x7 = "my_dialect.thing"(%6#1) ({
  %8:3 = "foo.bar"(%6#0) {b0= affine_set<(i0, i1, i2)[N0, N1] : (((N1) floordiv 5) floordiv 3 <= 1)>, _u1= affine_set<(d0)[s0] : (2 * ((d0) floordiv 9) == 0, ((d0) ceildiv 3) * s0 <= 9)>, a2= true, a3= false}: (memref<*xvector<[3]x13xf8E5M2>>) -> (tensor<*xi64>, complex<f128>, !ty2)
  %r9 = "my_dialect.thing"() ({
}) {"quoted key 0"= unit, attr1= 0x0 : f4E2M1FN, sym_name2= {}, z93= dense<1.0e-30> : tensor<4x3x3xf64>}: () -> f8E4M3B11FNUZ
  %value10, %_11:2 = "foo.op"() {}: () -> (si8, !T_3, memref<4x?xf16>) loc("callee"("a.mlir":23:34 to :34))
  "foo.op"() {a0= 0x58C2 : bf16, sym_name1= "{\n" : bf16}: () -> () loc("dir/with space.c":11:21 to 14:56)
  %_12 = "foo.compute"() ({
  ^b3(%v13: memref<4x4xi32, affine_map<(i0, i1) -> ((-(i1)) ceildiv 9, ((6) floordiv 6) mod 6)>> loc("":306:22)):
   "foo.bar.baz"(): () -> ()
   "foo.br"(%8#0, %_11#0)[^4]: (tensor<*xi64>, !T_3) -> () loc("src/x.py":382:423)
  ^4(%14: tensor<8x?x?x4xi16>):
   %_15, %-16:3 = "bar.yield"(%_1#0, %v13, %v13) <{k$0}> {}: (f16, memref<4x4xi32, affine_map<(i0, i1) -> ((-(i1)) ceildiv 9, ((6) floordiv 6) mod 6)>>, memref<4x4xi32, affine_map<(i0, i1) -> ((-(i1)) ceildiv 9, ((6) floordiv 6) mod 6)>>) -> (none, i64, memref<?xi24>, tuple<f16, none, f8E5M2>) loc("a.mlir":30:41 to 33:18)
  }): () -> complex<f32>
  "a.jump"(%value10)[^1] {foo.k0= true, sym_name1= distinct[3]<affine_map<()[s0, s1] -> ((s0) floordiv 9 + -(8), 6, 8 * (6 * (8)))>>, sym_name2= 0xFFFF: si17}: (si8) -> ()
 ^1:
  "a.jump"(%_11#1, %_11#1)[^b2, ^b2] <{foo.k0, my.k1= "/\n\FD\00\"!" : i1, b2= -604, d.k3= distinct[4]<#map1>}>: (memref<4x?xf16>, memref<4x?xf16>) -> ()
 ^b2:
  "cfx.cond_br"(%value10, %_11#0)[^1] <{k$0= {_u0= array<f64: 0.0, 3.423, 0x837E83D69B74C5AA>, a1= dense<-65536> : tensor<i17>, _u2= #map1}, k$1= "!\C3\A9%\C3\A9🙂", a2= array<f32: 0x27B753D0, 711.158735>, a3}>: (si8, !T_3) -> ()
 }): (si128) -> f32 loc("with \"q\"")
}) {foo.module_attr = loc(callsite(#loc0 at #loc0))} : () -memref ()

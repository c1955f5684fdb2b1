// ir-gen random --seed 29 --size 22
#loc0 = loc("":77)
#x_y1 = dense<"0x49211B70"> : tensor<3xf32>

%value0, %v1:2 = "foo.bar.baz"(): () -> (i64, vector<5xsi3>, memref<42xf16, 1>) loc("callee"("n"(unknown)))
%2:2 = "foo.bar"(%value0, %value0, %v1#1): (i64, i64, memref<42xf16, 1>) -> (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1], offset:0>, 5>, memref<?xindex>)
%_3 = "foo.op"(%value0, %value0, %2#1) ({
 %value4 = "d.op_1"(%2#0, %2#1) ({
 ^b1(%value5 : tensor<4x982xf32> loc(callsite(fused["name", "f":39:31 to :31, "f":0:299] at "op.1")), %_6 : !my_dialect.v<-4>):
  %value7, %a.b8:3 = "a.b"(%2#0) {x0= false, b1= #x.a<32, "x y">, x2= dense<[[-1.0e300, 0xA540]]> : tensor<1x2xf16>}: (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1], =offset:0>, 5>) -> (f32, index, !my_dialect.v<true , {[-1 , ?]} , <?, [?]>>, si64) loc("f":414:4294967295)
  "foo.bar.baz"(%a.b8#0, %a.b8#1, %value5) ({
   %9:3 = "foo.bar.baz"(%a.b8#2, %a.b8#0): (si64, index) -> (tuple<>, f16, complex<bf16>)
   %_10:3 = "a.b"(%9#0, %2#1, %a.b8#0): (tuple<>, memref<?xindex>, index) -> (bf16, bf16, none)
   "foo.bar"(): () -> () loc("with \"q\"")
   %v11 = "foo.op"(%_10#1): (bf16) -> memref<5x1xbf16> loc(unknown)
   %a.b12 = "foo.bar"(%value7, %v1#0, %v11)<{}> {z90, k$1= -2.5e-3 : f32}: (f32, vector<5xsi3>, memref<5x1xbf16>) -> (f32) loc("a.mlir":11:60 to 14:14)
  }) {_u0}: (index, !my_dialect.v<true , {[-1 , ?]} , <?, [?]>>, tensor<4x982xf32>) -> () loc(#loc0)
  %value13:3 = "foo.bar.baz"(%a.b8#2, %a.b8#0, %a.b8#2)<{b0= #x.a<?,[<?, 0, true> , -3]>, b1= [1.0 : f8E5M2, "\00%{%", affine_map<()[s0] -> ((6) mod 7)>], k$2= -1: i1}> {z90= distinct[3]<[dense<(0.0545101, 6.72495e21)> : tensor<complex<f16>>, 18446744073709551615: i64, array<i1>, affine_set<(d0)[s0] : (s0 >= s0 * 9, 3 * (d0) >= 1 * (7))>]>}: (si64, index, si64) -> (tensor<3x308xbf16>, tensor<*xi32>, ui64) loc("":35:15 to 36:50)
  %v14:4 = "d.op_1"(%a.b8#2, %a.b8#2, %value13#0) {z90= "\77\t\\\n!z.X", d.k1}: (si64, si64, tensor<3x308xbf16>) -> (memref<?x1x178xf128>, tuple<i64, index, i32, si16, si64, i128, f8E4M3B11FNUZ, f32, tensor<4x1x3x4xsi64>, si8, si7, i8, f6E3M2FN, index, f8E3M4, f64, si1024, si32, i7>, tuple<si32, ui1>, i3) loc("dir/with space.c":4294967295:59)
  "foo.br"()[^bb2] {x0= "", d.k1= #x_y1}: () -> () loc(callsite("op.1" at fused<"meta">["a.mlir":27:66 to :69, "f":213:4294967295, "f":493:298]))
 ^bb2():
  %15, %_16:3 = "foo.bar"(%value13#2): (ui64) -> (vector<15xi1>, tuple<f8E5M2FNUZ, tensor<22x3x3x!bar<"a b">, #foo.enc<?,-6,-5>>>, i17, i32)
  "foo.bar.baz"(%v1#0) <{attr0= sparse<[[0, 2, 2], [0, 4, 1], [0, 3, 0]], [-1, 1, -1]> : tensor<3x6x5xi32>, _u1= {b0= dense<"0x66"> : tensor<2x3x3xi8>, z91= 0xFF800000 : f32, x2= dense<[[[0.2, 1.0e-5, 0x786BCED5, 0.9127322], [916207.0, 204.219042, 812.614051, 0x7FC00000]], [[686887.0, 1.17549435e-38, -572084.0, -9.999999e9], [1.0e-30, 57.0E2, -3.51139e34, 0xA91ACC7C]]]> : tensor<2x2x4xf32>, sym_name3= 0.6699020}, b2= #my.p<"x y">, foo.k3= "./\00X"}> ({
  ^6(%17 : i7):
   %v18:4 = "foo.op"(%a.b8#0, %v1#1) {sym_name0= 34 : index, _u1= loc("op.1"), foo.k2}: (index, memref<42xf16, 1>) -> (ui3, tuple<complex<tf32>, f16, i16, f32>, vector<14x[3]x13xi1>, complex<tf32>) loc("src/x.py":0:3)
   "a.b"(%_16#2, %v18#1): (i32, tuple<complex<tf32>, f16, i16, f32>) -> () loc("dir/with space.c":51) // trailing comment
   "foo.bar.baz"(%v18#2, %v14#2, %v18#2): (vector<14x[3]x13xi1>, tuple<si32, ui1>, vector<14x[3]x13xi1>) -> ()
   "a.b"(%v18#0, %v1#0, %v18#0) {z90= dense<(3.91991e-15, 8.308)> : tensor<4x2x3xcomplex<f64>>, d.k1= affine_map<(i0)[N0, N1] -> ()>, value2= #x_y1, b3= ""}: (ui3, vector<5xsi3>, ui3) -> () loc(callsite(callsite("src/x.py":142:0 at #loc0) at "v"("f":0:9))) // trailing comment
   "d.op_1"(%v1#1, %v18#0): (memref<42xf16, 1>, ui3) -> () loc("callee"("f":44:42 to 47:51))
   "bar.yield"(%a.b8#0, %15, %v18#2)<{sym_name0= 1.0e38 : bf16, "quoted key 1"= memref<7xindex>, sym_name2= dense<[false, false, true]> : tensor<3xi1>, my.k3= 73.97E2 : f8E4M3FN}> {attr0= 0: si1, "quoted key 1"= array<i16>}: (index, vector<15xi1>, vector<14x[3]x13xi1>) -> ()
  }) {z90= 0: si32, b1= "\\🙂", sym_name2= affine_set<(d0) : (-(d0) + 6 - d0 == 0, 3 <= 5)>, sym_name3= {b0= true, _u1= false}}: (vector<5xsi3>) -> () // trailing comment
  // "quotes" and {braces} in a comment
  "x.switch"(%_16#0, %_16#2, %_16#2)[^3] <{b0= dense_resource<blob0> : tensor<3xf32>}>: (tuple<f8E5M2FNUZ, tensor<22x3x3x!bar<"a b">, #foo.enc<?,-6,-5>>>, i32, i32) -> ()
 ^3(%19 : tensor<?x6xindex>, %value20: vector<7x2xi32>):
  "cfx.cond_br"()[^4] {b0= {my.k0= sparse<[[0, 2, 0], [0, 2, 2], [1, 3, 0]], [255, 116, -1]> : tensor<2x4x5xi8>, k$1= "\t<Ω\t"}}: () -> ()
 ^4():
  "foo.br"()[^bb2]: () -> () loc(unknown)
 }, {
 }): (memref<45x?xvector<[5]x5xi1024>, strided<[33, 1], offset:0>, 5>, memref<?xindex>) -> vector<15x4x14xbf16>
 %v21 = "my_dialect.thing"(): () -> ui32
}): (i64, i64, memref<?xindex>) -> tensor<4x?xindex> loc("dir/with space.c":306:55)
%22 = "foo.compute"(%v1#0): (vector<5xsi3>) -> (i1)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000004A90DCC8B2DFF1CA1E225758"
    }
  }
#-}

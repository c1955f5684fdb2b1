// ir-gen random --seed 294 --size 27
#map0 = dense<[[(-100.0, 653.647481), (-1.5, 11.92E6), (2.0, 223.46522) , (26.45E1, 205.170286)], [(224.963144, 0x90B7248D),(1.0, 43.21E3), (487520.0, 370.390041), (1.5, 343297.0)], [(0xA848664E, 0x35DB4E41), (0xBCE5B26B, 0x53A94A09), (1.0e-5, 1.5), (0.5358305, 189.835569)], [(0.1, 0.3), (100.0, 0x0AED6FFD), (-1.0E+10, 65504.0), (4.9e-324, 0x3036C3B6)]]> : tensor<4x4xcomplex<f32>>
!ty0 = complex<i24>
!ty1 = none
#attr_1 = "Ω\97"
#loc2 = {z90}
#loc3 = false
#L4 = loc("f":4:31 to 4:67)
#a5 = false
#l_x6 = loc("a.mlir":87:171)
#x_y7 = affine_map<(d0)[s0, s1] -> ((4) mod 8 + s0)>
#a8 = dense<(0x83A17CF1, 0.8630983)> : tensor<complex<f32>>

"a.b"(): () -> ()
%0:4 = "foo.op"() {}: () -> (f64, complex<bf16>, memref<626x1x23xi64, "local mem">, memref<?xbf16, affine_map<(d0) -> ((3 + d0) ceildiv 8)>>) loc("src/x.py":255:0)
%$1 = "foo.bar.baz"() {}: () -> f8E4M3 // trailing comment
%2:4 = "foo.bar"(): () -> (vector<3xf8E4M3FN>, vector<12xi1>, tuple<f6E2M3FN, f16, i32, index>, tensor<374x0x779x1 x vector<14x2xi8>, 5 : i32>) loc("":7)
"d.op_1"(%2#1, %0#1, %0#1): (vector<12xi1>, complex<bf16>, complex<bf16>) -> () loc("":12)
%-3:3 = "foo.op"(%2#2) {}: (tuple<f6E2M3FN, f16, i32, index>) -> (memref<?x18xsi8, {kind = "scratch"}>, bf16, tensor<index>) loc("src/x.py":26:70)
%_4 = "foo.bar.baz"(%0#1, %0#3) {sym_name0= unit}: (complex<bf16>, memref<?xbf16, affine_map<(d0) -> ((3 + d0) ceildiv 8)>>) -> i64
%_4 = "foo.bar.baz"(%0#1, %0#3) {sym_name0= unit}: (complex<bf16>, memref<?xbf16, affine_map<(d0) -> ((3 + d0) ceildiv 8)>>) -> i64
"foo.compute"(%-3#1, %0#0, %_4) <{z90= #map0, attr1= distinct[2]<0xFFFFFFFFFFFFFFFF>}> {}	: (bf16, f64, i64) -> ()
%5:4 = "z.nop"() {}: () -> (!ty0, complex<f64>, f80, !ty0)
"z.nop"(%-3#0) {foo.k0= dense<9.725> : tensor<f64>, x1= dense<395> : tensor<index>, sym_name2}: (memref<?x18xsi8, {kind = "scratch"}>) -> () loc("name")
%_6 = "a.b"(%$1, %5#2, %5#3) {my.k0= true, value1= 740.174848 : f64}: (f8E4M3, f80, !ty0) -> (tensor<16x?x25xcomplex<bf16>, "sparse">)
%v7 = "foo.bar"(%5#3) <{k$0= sparse<[[2], [0], [0]], [25.20E2, 0.3062607, 0x6B9512DA]> : tensor<3xf32>}>: (!ty0) -> bf16 loc(callsite("callee"("src/x.py":9:17 to 11:76) at "f":27:75 to :84))
%8 = "foo.bar"(%0#2): (memref<626x1x23xi64, "local mem">) -> memref<68x48xi8>
%v9 = "d.op_1"() {_u0= memref<795x842x9xi3, "gpu">, _u1, _u2= #map0}: () -> none
%10 = "foo.bar"(%8, %8, %2#0) ({
%value11 = "foo.bar.baz"(%8, %$1) <{_u0= #attr_1, attr1= "\t'\t\" _\7f{!{#"}>: (memref<68x48xi8>, f8E4M3) -> !ty1
%12 = "foo.compute"(%v7) {foo.k0= #loc2}:	 (bf16) -> ui64 loc(unknown)
%-13:4 = "d.op_1"(%-3#2, %5#3, %8) {}: (tensor<index>, !ty0, memref<68x48xi8>) -> (!ty1, tensor<4xf8E4M3B11FNUZ>, tuple<>, bf16)
%14 = "d.op_1"(%8, %-13#2, %0#1): (memref<68x48xi8>, tuple<>, complex<bf16>) -> (tuple<ui8, f16,  ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN  >, si64, f4E2M1FN, bf16, si128, bf16, f16>) loc("src/x.py":10:21 to 12:7)
"z.nop"() {x0= #attr_1, z91= #x.v<{"x y", 37}, {[? abc] , "x y" , <77,-0,69>}, "x y">, z92= #loc3}: () -> () loc(#L4)
"cfx.cond_br"(%-3#2, %-13#1, %-13#3)[^bb1, ^loop2]<{my.k0= dense_resource<blob0> : tensor<2xi32>, attr1= []}> ({
%v15 = "d.op_1"(%5#1, %-13#2, %_4) <{"quoted key 0"= #loc3}> {"quoted key 0"= 340282366920938463463374607431768211455: i128, z91= 803.208529, x2= 0: si128, value3= #attr_1}: (complex<f64>, tuple<>, i64) -> index loc(#L4)
%16 = "foo.bar.baz"(%14) {}: (tuple<ui8, f16,  ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN  >, si64, f4E2M1FN, bf16, si128, bf16, f16>) -> (complex<si8>)
%17 = "a.b"(): () -> tuple<bf16, bf16, f80, ui3>
%18 = "x.y"(%14, %16) {sym_name0= #a5, _u1= true, my.k2= 56: i8}: (tuple<ui8, f16,  ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN  >, si64, f4E2M1FN, bf16, si128, bf16, f16>, complex<si8>) -> index
"foo.op"(%2#2) {k$0, foo.k1= 0: si1, attr2= dense<[[[0, 1, 15, 63], [0, 1, -5, 63], [-26, 0, -64, 2], [1, -1, 1, 1]], [[0x0, 0, 1, 63], [-1, -64, -64, -64], [63, -1, 63, -4], [63, -64, 0x3F, 14]], [[60, 0x1, 0x1, 1], [-4, -1, -64, -57], [-1, 0, -64, 0], [-64, 0x0, 7, 30]]]> : tensor<3x4x4xsi7>}: (tuple<f6E2M3FN, f16, i32, index>) -> ()
%v19 = "foo.op"(%v15, %17) {}: (index, tuple<bf16, bf16, f80, ui3>) -> tuple<ui64, f16, ui1>
}) {value0= 4.16307e19 : bf16}: (tensor<index>,
    tensor<4xf8E4M3B11FNUZ>, bf16) -> ()
^bb1(%20: !bar<"a b"> loc("n"(#l_x6))):
"foo.br"(%2#0)[^loop2]<{value0= #x_y7, sym_name1= affine_map<(i0, i1)[N0, N1] -> (N0 * 3, -(N1) - (N1) floordiv 8)>,  d.k2}> {d.k0= #foo<"abc">}: (vector<3xf8E4M3FN>) -> () loc("name")
^loop2(%v21 : index loc(#l_x6), %22: !x.v<-8> loc("src/x.py":4294967295:350)):
"foo.br"(%14)[^bb3]<{_u0= #a8, foo.k1= affine_map<()[N0, N1] -> ()>, foo.k2, value3= affine_set<(d0) : (1 + 3 + d0 - 3 <= 2)>}>: (tuple<ui8, f16,  ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN  >, si64, f4E2M1FN, bf16, si128, bf16, f16>) -> () loc("v"("f":0:305))
^bb3(%23 : i64, %24: i64):
"foo.br"()[^loop2] {k$0= !ty0, "quoted key 1", d.k2= affine_map<(d0) -> ()>, my.k3= false}: () -> () loc(fused[]) // trailing comment
}) {a0= -1.80358e+8 : f16, a1= false, foo.k2= 1.0e-5 : f32}: (memref<68x48xi8>, memref<68x48xi8>, vector<3xf8E4M3FN>) -> !ty0 loc("":276:105)
%a.b25 = "z.nop"(): () -> memref<7xcomplex<si1>>

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000822A40F92171E463"
    }
  }
#-}

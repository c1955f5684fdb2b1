// ir-gen random --seed 7 --size 16
#map0 = 3.14159265358979
#loc1 = loc("n"(fused<0 : i32>["src/x.py":424:477, "dir/with space.c":437:276, "dir/with space.c":0:192]))
#l_x2 = loc(fused[unknown, #loc1, "":496:86])
!T_0 = vector<16x[9]x15xi64>

%0 = "foo.bar"() {a0= {}, k$1= array<f64: -1.66552e29, 653931.0, 6.822, 0xEB6D66139BD24A21, 0xCBFA447EBB569BA2>, foo.k2= array<f32: 0.0, 0.3789793, -1.0e-30>}: () -> vector<[8]xf8E4M3>
%v1:3 = "d.op_1"(%0, %0, %0): (vector<[8]xf8E4M3>, vector<[8]xf8E4M3>, vector<[8]xf8E4M3>) -> (complex<bf16>, f64, memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>)
"my_dialect.thing"(%v1#1, %v1#0, %v1#0) {sym_name0= 0x7E00 : f16, sym_name1= 0x0 : index, "quoted key 2"= 0.464}: (f64, complex<bf16>, complex<bf16>) -> () loc("n"("x"))
%2 = "foo.bar.baz"(%v1#0, %v1#1, %v1#0): (complex<bf16>, f64, complex<bf16>) -> tensor<?x?x2xf6E3M2FN> loc(fused[unknown, fused["with \"q\"", "op.1"], "dir/with space.c":50:64 to 51:52])
"my_dialect.thing"(%v1#2, %v1#1)<{d.k0= dense<[5, 0]> : vector<2xi3>, my.k1, attr2= [-2.5e-3 : f32, "\D1}\00!\\%\\\"<"], d.k3= dense_resource<r.0> : tensor<5xf32>}> ({
}): (memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>, f64) -> ()
%_3:4 = "z.nop"(%v1#2, %2, %0): (memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>, tensor<?x?x2xf6E3M2FN>, vector<[8]xf8E4M3>) -> (complex<bf16>, tensor<59x339x1xi17>, index, i64) loc("src/x.py":4294967295:196)
// "quotes" and {braces} in a comment
%value4 = "z.nop"(%_3#2, %_3#1, %v1#2) ({
 %v5 = "z.nop"(%0, %_3#1) {}: (vector<[8]xf8E4M3>, tensor<59x339x1xi17>) -> tensor<5x?xsi16>
 %value6:2 = "bar.yield"(%_3#2, %0, %_3#1)<{}> ({
  "my_dialect.thing"(%v5, %_3#2, %v1#1): (tensor<5x?xsi16>, index, f64) -> ()
  %r7 = "foo.bar.baz"(%_3#2, %_3#1, %_3#3) <{sym_name0= 7.83806e10 : f8E4M3B11FNUZ, my.k1, sym_name2= array<i64: -1, 2141452055209, 0x0, 0x3>, foo.k3= {sym_name0= true, attr1= dense<"0x7AB299EE"> : vector<1xi32>, d.k2= {value0= dense_resource<blob1> : tensor<6xi64>}}}> ({
   %8 = "foo.bar"(%_3#3) {d.k0= affine_set<(d0, d1, d2) : (((d1) ceildiv 2) mod 2 == 0, -(d1) <= 4)>, a1= dense<4.249> : vector<1x4xbf16>, value2= #map0}: (i64) -> ((f80, si8) -> ()) loc(#loc1)
   %x9 = "foo.bar.baz"(%8, %v5, %2) {attr0= "\t@ *\00é\"bX_日本ß", attr1= #map0, sym_name2= array<f32: 0x7FC00000, 3.14159265358979>, value3= 0xBCF5BC2F : f32}: ((f80, si8) -> (), tensor<5x?xsi16>, tensor<?x?x2xf6E3M2FN>) -> ((f16, f16) -> (vector<[10]x6xui32>, tf32))
   %10 = "bar.yield"(%8, %_3#3, %x9): ((f80, si8) -> (), i64, (f16, f16) -> (vector<[10]x6xui32>, tf32)) -> tuple<i1, vector<5xf32>, memref<*xcomplex<i8>>, f32>
  }): (index, tensor<59x339x1xi17>, i64) -> tuple<>
  %11:3 = "my_dialect.thing"(): () -> (tensor<1x0x4x?xindex>, index, f128) loc(#l_x2)
  "foo.br"(%0, %_3#3)[^b5, ^b5]: (vector<[8]xf8E4M3>, i64) -> ()
 ^b5:
  "cfx.cond_br"(%_3#3)[^bb6]: (i64) -> () loc(unknown)
 ^bb6:
  "x.switch"(%_3#2, %r7)[^bb7]: (index, tuple<>) -> ()
 ^bb7(%v12: f8E4M3FN, %13: i1024):
  %a.b14 = "my_dialect.thing"(): () -> !T_0
 }, {
 ^bb9():
  %value15 = "z.nop"(%2) {_u0= #map0, _u1}: (tensor<?x?x2xf6E3M2FN>) -> complex<bf16> loc("src/x.py":28:7 to :15)
 }): (index, vector<[8]xf8E4M3>, tensor<59x339x1xi17>) -> (bf16, tensor<62x?x11x3xcomplex<tf32>>)
 %v16 = "bar.yield"(%value6#0, %value6#0, %v5) {x0= dense<788> : tensor<index>}: (bf16, bf16, tensor<5x?xsi16>) -> bf16 loc(#loc1)
 %_17 = "a.b"(%v1#0): (complex<bf16>) -> f6E2M3FN
 %value18 = "foo.compute"(%_3#2, %value6#0, %v16) {attr0= true, attr1= 0x0: ui7}: (index, bf16, bf16) -> !x.v<"x y", ?, -1>
 "foo.br"(%v16, %value18)[^bb1, ^loop2]: (bf16, !x.v<"x y", ?, -1>) -> ()
^bb1():
 "foo.br"()[^loop2, ^bb1]: () -> () loc(#loc1)
^loop2():
 "foo.br"(%value18, %value6#1)[^bb3, ^bb1] {my.k0= 0xCDB1C4AE : f32, foo.k1= #map0, foo.k2= 798.389557 : f16, b3= 0x0: ui8}: (!x.v<"x y", ?, -1>, tensor<62x?x11x3xcomplex<tf32>>) -> () loc("x")
^bb3:
 "cfx.cond_br"(%v16, %0)[^bb1] {}: (bf16, vector<[8]xf8E4M3>) -> () loc(#l_x2)
}, {
}): (index, tensor<59x339x1xi17>, memref<25x37x34xvector<3x16x[16]xi32>, strided<[37, ?, 1]>>) -> tensor<324x6x7x?xcomplex<f32>>
%value19 = "bar.yield"(%_3#3): (i64) -> complex<f64> // trailing comment
{-#

  dialect_resources: {
    builtin: {
      r.0: "0x040000004C0240C132F561C343312DC7897D9AD4F2D43E00",
      blob1: "0x08000000F90B04AC3510B54FF7A0E6F08049B53B9ADDB4ED7ED951183008EF655D49ABD8A7C40E01B1E91E59BDDEF8D00D9C012C"
    }
  }
#-}

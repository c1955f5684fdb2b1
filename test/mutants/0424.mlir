#l_x0 = loc("f":28:1 to :2)
!T_0 = vector<3x9xi8>
#attr_1 = 53.4E7 : f8E5M2
#attr_2 = array<i16: 0, 3>

%_0 = "a.b"() ({
}): () -> (i3)
%-1 = "foo.op"(%_0, %_0, %_0) ({
^x.y0(%$2: complex<f128> loc(fused["":389:0, "callee"("f":6:62 to 8:50)]), %_3: tuple<> loc("f":4:33 to :40), %value4: memref<161x2x122xvector<15xf128>> loc("op.1")):
  "d.op_1"(%$2) ({
    "z.nop"(): () -> ()
    %5:3 = "foo.op"(%_0, %undefined_value): (i3, i3) -> (si8, si1, memref<45xsi8, "gpu">)
    %6, %a.b7:3 = "foo.compute"()<{my.k0= none, a1= [{k$0= @"x y", foo.k1= -18960767542051, attr2= "__\4E", x3= sparse<[[2, 2, 0]], [1]> : tensor<3x3x3xi32>}, dense_resource<res_0> : tensor<6xi8>], "quoted key 2"= #bar.p<-1>}>: () -> (ui17, f64, f8E4M3FNUZ, si1) loc("with \"q\"")
  }, {
    %value8 = "x.y"(%_0, %$2)<{}>: (i3, complex<f128>) -> ((f8E8M0FNU, !x<"x<y>">) -> i1) loc(unknown)
    %value9, %_10:2 = "foo.compute"(%value4, %$2, %value4) ({
      "cfx.cond_br"(%$2, %value8)[^bb4] {sym_name0= affine_map<(d0)[s0, s1] -> (-(0) * 4, (0) mod 3)>, a1= dense_resource<weights1> : tensor<3xf64>, z92= 46.998890}: (complex<f128>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> () // trailing comment
    ^bb4():
      "foo.br"()[^5, ^bb6] {}: () -> () loc("dir/with space.c":6:61 to :68)
    ^5:
      %11, %_12:3 = "a.b"(%value4, %value8): (memref<161x2x122xvector<15xf128>>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> (f32, f64, si24, f16)
      %v13 = "foo.bar"(%_0, %_12#2, %_12#0): (i3, f16, f64) -> complex<bf16>
      %_14:4 = "foo.op"(%11, %v13, %_12#2): (f32, complex<bf16>, f16) -> (tensor<*xbf16>, memref<3x5x763xf16, {kind = "scratch"}>, tensor<429x?x666x103xf32>, tensor<?xf8E5M2FNUZ>) loc("with \"q\"")
      %15:3 = "d.op_1"(%_14#0): (tensor<*xbf16>) -> (f8E5M2FNUZ, f64, f64) loc("with \"q\"")
      "cfx.cond_br"()[^bb6] {sym_name0= [[dense_resource<blob2> : tensor<5xf64>, 1.17384e-15 : f80], true]}: () -> () loc("op.1")
    ^bb6(%16: bf16, %17: si64 loc("a.mlir":15:43 to 18:16), %18: i64 loc("dir/with space.c":271:26)):
      %-19 = "a.b"() {k$0= loc(unknown)}: () -> (() -> si1)
    }, {
}): (memref<161x2x122xvector<15xf128>>, complex<f128>, memref<161x2x122xvector<15xf128>>) -> (memref<*xvector<11x6xbf16>, 5>, tensor<852x55x!bar<"a b">>, ui1) loc("with \"q\"")
    %a.b20 = "a.b"(%value8, %_10#1) ({
    ^x.y7:
      %value21 = "a.b"(%value8, %_3, %value8) {}: ((f8E8M0FNU, !x<"x<y>">) -> i1, tuple<>, (f8E8M0FNU, !x<"x<y>">) -> i1) -> (i64)
      "a.b"(%value21, %value21) <{sym_name0= true, x1= dense_resource<blob3> : tensor<6xi32>, b2= []}>: (i64, i64) -> ()
    }): ((f8E8M0FNU, !x<"x<y>">) -> i1, ui1) -> tuple<>
    %22 = "a.b"(%_10#1) ({
    ^x.y8():
      "cfx.cond_br"(%a.b20)[^bb9]<{my.k0, a1= affine_map<(d0)[] -> (d0, (d0) ceildiv 2)>, "quoted key 2"}> {sym_name0= memref<2x?xi1024, strided<[?, 1], offset: ?>>, b1= #x.a<[84, [-4, -1]] , <abc , {"x y"}> , ?>}: (tuple<>) -> () loc(#l_x0)
    ^bb9:
      %_23 = "bar.yield"() {a0= array<i64: 18446744073709551615>, "quoted key 1"= [dense<0> : vector<3xui32>, index, "\n\\-", "\t🙂"], _u2= loc("dir/with space.c":306:131), value3= affine_map<(d0, d1)[s0, s1] -> ((-(4)) ceildiv 3, ((d0) floordiv 1) floordiv 6)>}: () -> (vector<16x2x9xui32>) loc("":171:266)
      %24:2 = "d.op_1"(%value9, %_23, %value4) {sym_name0= 1: i8, attr1= #bar.a<?>}: (memref<*xvector<11x6xbf16>, 5>, vector<16x2x9xui32>, memref<161x2x122xvector<15xf128>>) -> (f64, si3) loc(callsite(fused["a.mlir":81] at fused["src/x.py":214:331, unknown]))
      %value25 = "bar.yield"(%_0) {}: (i3) -> f64
      %v26 = "foo.bar.baz"(%value25, %24#0) {_u0= [0x1: i8, 288, [0x7FFF : bf16, loc(callsite("a.mlir":225:388 at "":12:60 to 13:6))], false], k$1= #x.a, foo.k2= true}: (f64, f64) -> i24 loc(fused["with \"q\"", "with \"q\"", "a.mlir":469:4294967295])
      "a.jump"(%a.b20, %value4)[^bb10]: (tuple<>, memref<161x2x122xvector<15xf128>>) -> () loc("":9:54 to :57)
    ^bb10:
      "z.nop"(%_10#1, %a.b20) {}: (ui1, tuple<>) -> () loc("dir/with space.c":15:76 to :78)
      %value27 = "bar.yield"(%value4, %_3, %_10#1) {foo.k0= "*<\t", d.k1= dense_resource<res_4> : tensor<3xi8>, sym_name2= dense<-9223372036854775808> : tensor<4xi64>}: (memref<161x2x122xvector<15xf128>>, tuple<>, ui1) -> !x.t
      %_28:4 = "foo.bar.baz"() {attr0, z91= true, b2= loc("dir/with space.c":152:4294967295)}: () -> (memref<*xf16>, memref<45x?xf128, strided<[35, 51], offset: 2>, "local mem">, (f16, vector<4x[16]xi128>) -> (!my_dialect.v<? , 87 , f32>), memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, affine_map<(d0, d1, d2) -> ((d1) floordiv 5 * 8, (-(d0)) mod 8, 2)>>)
      %_29 = "x.y"(%_28#3, %_28#1, %_28#2) {foo.k0= loc("op.1")}: (memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, affine_map<(d0, d1, d2) -> ((d1) floordiv 5 * 8, (-(d0)) mod 8, 2)>>, memref<45x?xf128, strided<[35, 51], offset: 2>, "local mem">, (f16, vector<4x[16]xi128>) -> (!my_dialect.v<? , 87 , f32>)) -> i8 loc(callsite(callsite("src/x.py":42:78 to 45:65 at "f":129:85) at "src/x.py":7:26 to 8:25))
      %v30 = "a.b"(%_0, %_28#3, %_28#3) {k$0= dense<[[[-846.141191, -1.54947e+33, 100.0, -949.20453], [54.98E4, 0x08FB, 0.797, 1.0e38]], [[0.6476429, 9.999999e9, 9.175, 1.0e-30], [553.880680, 4.38E7, 7.81343e6, 0x7340]], [[6.02214076e23, 2.0, 1.0e-5, -57.96E5], [5.479, 0x4C42, 0x7D03, 0x5909]]]> : tensor<3x2x4xbf16>, b1, k$2= 11: ui32, foo.k3= sparse<[[1, 1, 0], [1, 4, 2], [1, 1, 2]], [-2147483648, -4, -3]> : tensor<4x5x3xi32>}: (i3, memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, affine_map<(d0, d1, d2) -> ((d1) floordiv 5 * 8, (-(d0)) mod 8, 2)>>, memref<?x4x4xvector<[4]x[12]x10xf8E8M0FNU>, affine_map<(d0, d1, d2) -> ((d1) floordiv 5 * 8, (-(d0)) mod 8, 2)>>) -> vector<3xui64> loc("a.mlir":49:58 to :67)
      "cfx.cond_br"(%_28#2, %_28#2)[^11]: ((f16, vector<4x[16]xi128>) -> (!my_dialect.v<? , 87 , f32>), (f16, vector<4x[16]xi128>) -> (!my_dialect.v<? , 87 , f32>)) -> ()
    ^11(%a.b31: i128, %-32: vector<16x8xi24>, %_33: f8E4M3B11FNUZ):
      %value34, %v35:3 = "x.y"(%a.b20): (tuple<>) -> (!bar.t, tensor<1x32x2xi24, #foo.enc>, f80, f64)
    }) {attr0= 1: i1, a1, my.k2= #bar.v<[-5, true],43>, d.k3= false}: (ui1) -> complex<f16>
    %36 = "bar.yield"(%value8, %22) ({
    ^bb12:
      %37 = "foo.bar.baz"() {attr0= 2.718281828459045 : f64, attr1= 0.8293872 : f64, foo.k2= [dense<[[[-0.0562585], [65504.0], [6.142], [0.5]], [[0x2DE5B7A0CA5E8649], [100.0], [0x7FF0000000000000], [-241355.0]]]> : tensor<2x4x1xf64>]}: () -> ((vector<ui1024>) -> ())
    }): ((f8E8M0FNU, !x<"x<y>">) -> i1, complex<f16>) -> index
    %value38 = "foo.bar"(%36, %$2) {}: (index, complex<f128>) -> (tuple<index, si7, i64, i1>) loc(fused<"meta">[])
  }, {
  }) {value0= unit, my.k1, b2= {a0= @s$, b1= 0.2 : f16}}: (complex<f128>) -> () loc(#l_x0)
  %$39 = "foo.compute"(%value4): (memref<161x2x122xvector<15xf128>>) -> !T_0 loc("f":266:452) // trailing comment
  // é unicode
  %value40 = "bar.yield"(): () -> ((memref<?x?x3xi1>, f16, none) -> memref<5xvector<6x2x[6]xf6E2M3FN>>) loc("dir/with space.c":44:21 to 44:22)
  "d.op_1"(%_3, %value4) {b0= "" : ui64, my.k1= #foo<"a b">, attr2= affine_map<(d0, d1, d2)[s0, s1] -> (s0, 9, (d0) floordiv 1 - 5 * (d1))>, value3= unit}: (tuple<>, memref<161x2x122xvector<15xf128>>) -> ()
  %v41:3 = "foo.bar"(%_0, %_0, %_0) {}: (i3, i3, i3) -> (!T_0, memref<4x?xcomplex<si1024>>, i8) loc("":399:457)
  "x.y"() {x0= 669798.0 : bf16}: () -> ()
}) {k$0= 0: si17, attr1, d.k2= [sparse<[[0, 1, 4]], [-128]> : tensor<3x3x5xi8>]}: (i3, i3, i3) -> (tensor<*xf16>)
%42 = "bar.yield"(%_0) {b0= @f_1, x1= #attr_1, z92= #attr_2}: (i3) -> f4E2M1FN
"a.b"(%_0, %_0, %-1) {a0= #my<"x<1>">, _u1= array<i16: 4, 0, 0x1, -1>}: (i3, i3, tensor<*xf16>) -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000B946F679C9A3",
      weights1: "0x08000000976F06276716ABEA8CA64D238B5FA6A936F77773F98E0376",
      blob2: "0x08000000465C324208B6B7E81F78690D2BE41E99AB2E803088E84313BCF655201EA265924489ACD5DCC85C2E",
      blob3: "0x04000000F3BE0C7695397D3DE425D8825A7FFA3E71DA3EC460754D0D",
      res_4: "0x04000000EE884A"
    }
  }
#-}

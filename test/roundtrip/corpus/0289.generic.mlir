#distinct = distinct[0]<-6.550400e+04 : f128>
#loc = loc("f":211:4294967295)
#loc1 = loc("x")
#loc2 = loc("with \22q\22")
#map = affine_map<(d0)[s0, s1] -> (1, (-s0 + 5) * 5, s1 * -8)>
#map1 = affine_map<() -> (19)>
#set = affine_set<(d0)[s0] : (-(d0 mod 9) + (s0 + 3) mod 4 >= 0, s0 * 3 + 3 >= 0, 42 == 0)>
"builtin.module"() ({
  "foo.bar"() : () -> ()
  "foo.bar.baz"() ({
    "x.y"() <{attr1 = [#my.a], k$0 = #my.a<{? {"x y", ?}}, true, ["x y", "x y", -8]>, "quoted key 2" = #map1, "quoted key 3" = memref<*xcomplex<f8E4M3FN>, 2>}> ({
    ^bb0(%arg2: vector<12x9x2xf32>):
      %9:3 = "z.nop"() ({
      ^bb0(%arg8: f32, %arg9: f64, %arg10: f16):
        "foo.compute"(%arg8) {attr0 = 7 : index, attr2, "quoted key 3", value1 = ""} : (f32) -> ()
        %20:2 = "x.y"() {x0 = 8.000000e+00 : f8E4M3FNUZ} : () -> (ui17, tensor<f64>)
        %21 = "foo.compute"() : () -> memref<?x20xf64, strided<[?, 27], offset: ?>>
        %22 = "foo.bar.baz"(%arg10, %21) {attr0} : (f16, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> complex<f32>
        %23:4 = "my_dialect.thing"(%20#1, %21) : (tensor<f64>, memref<?x20xf64, strided<[?, 27], offset: ?>>) -> (ui17, complex<bf16>, tensor<609x902x0xbf16>, i16)
      }) : () -> (vector<3x2x13xf64>, tensor<index>, () -> bf16)
      %10 = "a.b"(%9#0) ({
      ^bb0(%arg6: tuple<>, %arg7: tensor<9xi1>):
        %19 = "z.nop"(%arg7, %arg7, %arg7) {my.k0 = 27 : index, "quoted key 2" = "a\\\\", x1 = dense<[1.17549435E-38, 9.323350e+13]> : vector<2xf64>} : (tensor<9xi1>, tensor<9xi1>, tensor<9xi1>) -> index
      }) {_u0, _u1 = array<i64: -9223372036854775808, -49869504, 1, 1, -9223372036854775808>, _u2 = dense<96> : vector<4xi32>, foo.k3 = false} : (vector<3x2x13xf64>) -> memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">
      "cfx.cond_br"(%arg2, %10)[^bb1] : (vector<12x9x2xf32>, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">) -> ()
    ^bb1(%11: complex<f32>):  // pred: ^bb0
      "my_dialect.thing"(%11, %11) ({
        "foo.br"(%10, %10, %9#2)[^bb1] {a0 = 9.999420e-31 : tf32, b2 = -1 : i64, x1 = {}} : (memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, memref<?x3x2xvector<[10]xindex>, strided<[49, 2, 1], offset: 1>, "gpu">, () -> bf16) -> ()
      ^bb1(%15: vector<11x8x10xindex>):  // pred: ^bb0
        %16 = "foo.bar"(%9#2) : (() -> bf16) -> f16
        "a.jump"()[^bb2] <{}> {a0 = #loc, attr1 = dense<[11315, -1, 14]> : tensor<3xi16>, value2 = dense<[-1, 1, 1]> : tensor<3xi8>} : () -> ()
      ^bb2(%17: tuple<memref<215x?x6xui8, "local mem">>):  // pred: ^bb1
        %18 = "z.nop"() {attr0 = "\09_/\C3\9F", attr1 = false} : () -> tensor<252xi64>
      }) : (complex<f32>, complex<f32>) -> ()
      %12:4 = "a.b"(%9#2, %9#1) ({
      }) {a1 = @"x y"::@a::@a, k$0, sym_name2 = false} : (() -> bf16, tensor<index>) -> (i128, i16, bf16, vector<1x16x2xsi8>)
      %13 = "foo.bar.baz"() <{a0 = -1 : i64, attr1 = dense_resource<weights0> : tensor<2xf64>, d.k2 = 0 : ui32}> : () -> complex<f4E2M1FN>
      %14 = "my_dialect.thing"(%12#2) : (bf16) -> index
      "a.b"(%11) <{attr1 = 1 : i64, x0 = dense<[6.0221407599999999E+23, 1.17549435E-38, 1.632000e+03, 411.90708599999999]> : vector<4xf64>}> : (complex<f32>) -> ()
      "d.op_1"(%14, %9#1) ({
      ^bb0(%arg3: complex<f128>, %arg4: memref<3x331x63xindex, strided<[28, 49, 1], offset: ?>, "gpu">, %arg5: f6E2M3FN):
        "z.nop"(%arg5) {attr1, b0 = "-#<\09\00\8Bza@{\00" : si8} : (f6E2M3FN) -> ()
      }) : (index, tensor<index>) -> ()
    }) : () -> ()
    %8:3 = "x.y"() {a2 = #bar<"abc">, my.k1 = #map, sym_name0 = {_u2 = {a3 = "b@z\\\C3\A9\00\C3\9F", foo.k0, k$1 = dense<true> : tensor<i1>, x2 = dense<-28> : tensor<1x2xi8>}, b0 = "%\22\D4", foo.k1 = [array<i1: false, false, true>]}, sym_name3 = 0 : si24} : () -> (bf16, complex<f128>, complex<i16>)
    "foo.op"(%8#1, %8#1, %8#0) <{}> {a2 = 6.405000e+02 : f16, foo.k0 = {}, x1 = #loc1, z93 = sparse<[[2], [4], [2], [4]], [-1, 1, -1, 1]> : tensor<6xi32>} : (complex<f128>, complex<f128>, bf16) -> ()
  }, {
    %0 = "foo.bar"() ({
      %5 = "bar.yield"() : () -> vector<5xindex>
      %6 = "my_dialect.thing"(%5, %5) {value0 = 0 : ui32} : (vector<5xindex>, vector<5xindex>) -> ui1
      %7:3 = "z.nop"(%5) : (vector<5xindex>) -> (complex<bf16>, none, tensor<*xf8E5M2FNUZ>)
    }, {
    }, {
    ^bb0(%arg0: f32, %arg1: tuple<f64, ui128, memref<62xcomplex<bf16>, 3>>):
    }) {foo.k1, value0 = 1.280000e+02 : f8E8M0FNU} : () -> tensor<712x631x5x7xi7>
    "foo.bar"(%0) {value0 = #my.p<{95,["x y",f32,?]}>} : (tensor<712x631x5x7xi7>) -> ()
    %1 = "a.b"(%0, %0, %0) {b0} : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> vector<11x12x15xf6E2M3FN>
    "foo.br"(%1, %0)[^bb1] : (vector<11x12x15xf6E2M3FN>, tensor<712x631x5x7xi7>) -> ()
  ^bb1:  // pred: ^bb0
    "cfx.cond_br"(%0, %0)[^bb2] : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>) -> ()
  ^bb2:  // pred: ^bb1
    "x.switch"()[^bb3] : () -> ()
  ^bb3(%2: memref<3x4x?xi8, 2>, %3: tuple<i32, si24, f64, si7>):  // pred: ^bb2
    %4 = "z.nop"(%0, %0, %2) : (tensor<712x631x5x7xi7>, tensor<712x631x5x7xi7>, memref<3x4x?xi8, 2>) -> ui32
  }, {
    "foo.op"() {_u0 = #map1, "quoted key 1" = #distinct, x2 = #loc2} : () -> ()
  }) : () -> ()
  "d.op_1"() {_u2 = -9223372036854775808 : i64, a0 = "\09\92", a1, a3 = #set} : () -> ()
  "foo.bar"() : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x080000003D409B11BB2CD95BF5B8AF401F5441CA"
    }
  }
#-}


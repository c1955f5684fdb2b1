#loc = loc("":10:0)
#loc1 = loc("op.1")
#loc2 = loc("src/x.py":267:120)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1 ceildiv 2, d1, d0 - d1 + 1)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "a.b"() {attr2 = 2.500530e-03 : tf32, value1 = sparse<[[2, 1]], 5.484000e+03> : tensor<5x2xf16>, x0 = "bba"} : () -> bf16
  %1 = "foo.bar"(%0, %0) {"quoted key 0" = 4.000000e+00 : f8E4M3B11FNUZ} : (bf16, bf16) -> tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>
  "z.nop"(%1, %0) : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, bf16) -> ()
  %2 = "foo.compute"(%1) ({
    %21 = "foo.compute"() : () -> tuple<index, bf16>
    %22:4 = "foo.bar"(%0, %21, %21) : (bf16, tuple<index, bf16>, tuple<index, bf16>) -> (f64, memref<1x2xcomplex<f16>, #map, {kind = "scratch"}>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), memref<2x47x?xf8E5M2FNUZ, strided<[?, 5, 43], offset: ?>>)
    %23 = "my_dialect.thing"(%1, %22#2, %22#0) <{_u0 = 50 : i8, a3 = 4351732.5 : f32, d.k1 = 0 : i16, k$2 = ui8}> : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), f64) -> none
  }, {
    "foo.compute"(%1, %1) {a0 = #map1} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> ()
    %3:3 = "a.b"(%1) : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> (vector<3xi32>, bf16, f80)
    %4 = "foo.op"() <{k$0 = -1 : i7}> ({
    ^bb0(%arg0: !x<"">):
      %10 = "foo.bar"() ({
      }) {_u1 = #map2, z90 = #foo.v<{f32,[?, ?, -4]} , {55, 93} , ?>} : () -> f8E4M3FNUZ
      %11:3 = "z.nop"() <{value0, value1 = @"with\22quote"}> {_u1 = 0 : i8, a0 = @"x y", attr3 = #loc, my.k2 = "<\C3\A9\05}\C3\A9\09\09<}"} : () -> (none, f8E4M3B11FNUZ, i32)
      %12 = "d.op_1"(%3#1, %10, %arg0) : (bf16, f8E4M3FNUZ, !x<"">) -> f16
      %13 = "my_dialect.thing"(%12, %3#2) : (f16, f80) -> vector<f64>
      %14 = "foo.op"(%3#2, %11#2) ({
      ^bb0(%arg1: f32, %arg2: index, %arg3: ui1024):
        %16:3 = "x.y"(%arg3, %0) : (ui1024, bf16) -> (index, i128, index)
        %17 = "foo.bar"(%arg3, %arg1, %1) : (ui1024, f32, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> vector<14x8xi3>
        %18 = "foo.bar.baz"(%16#1) {attr2 = @b::@"\C3\A9"::@s$, k$0 = -0.100000000000000005551 : f80, k$1 = true, k$3 = #foo.p<abc , i8 , ?>} : (i128) -> none
        %19:3 = "foo.bar.baz"() {a1 = #loc1, b0 = "\0A_\8A%"} : () -> (!x.t<abc [-6,"x y"]>, f8E4M3FNUZ, index)
        %20 = "z.nop"(%18) {foo.k1 = si64, sym_name0 = 15 : index} : (none) -> f16
      }, {
        "x.y"(%12, %13, %11#2) : (f16, vector<f64>, i32) -> ()
        %15:4 = "foo.bar.baz"(%13, %11#2, %13) : (vector<f64>, i32, vector<f64>) -> (f16, complex<f32>, index, i24)
      }) : (f80, i32) -> f8E5M2FNUZ
    }, {
      %6 = "foo.bar"(%3#0, %3#0, %0) <{my.k0 = [dense<0xFF> : tensor<f8E8M0FNU>], z91 = dense<[1.598360e-03, 9.640620e+00, 0x7C00, 2.718750e+00]> : tensor<4xf16>}> {sym_name0} : (vector<3xi32>, vector<3xi32>, bf16) -> bf16
      "foo.br"(%3#0, %6)[^bb1, ^bb2] : (vector<3xi32>, bf16) -> ()
    ^bb1:  // pred: ^bb0
      "a.jump"(%3#1)[^bb2] : (bf16) -> ()
    ^bb2(%7: complex<f16>, %8: i32):  // 2 preds: ^bb0, ^bb1
      %9 = "foo.compute"(%3#2) : (f80) -> vector<13x[6]x7xui1>
    }) {k$0 = "\E6\97\A5\E6\9C\AC<a" : f128, z91 = 4294967295 : ui32, z92 = "*"} : () -> vector<11x15x2xindex>
    "foo.bar"() : () -> ()
    %5 = "foo.op"(%0, %1) {b1 = 1.000000e+00 : f8E4M3FNUZ, "quoted key 3", sym_name2 = -1.000000e+300 : f64, value0 = #loc2} : (bf16, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> complex<f16>
    "foo.bar.baz"(%1) <{attr2 = 0 : i64, foo.k0 = dense_resource<weights0> : tensor<3xi8>, x1 = -28 : i64}> {_u0 = #bar<"x<1>">} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> ()
  }) {_u0 = false, d.k1 = dense_resource<weights1> : tensor<1xi32>, d.k3 = array<i16>, value2 = dense<5.910000e+05> : vector<2x1xf32>} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> index
}) {foo.module_attr = dense<"\CE\A9*<!"> : tensor<2x1x2x!foo.str>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000009FAB2A",
      weights1: "0x04000000AC960CC9"
    }
  }
#-}


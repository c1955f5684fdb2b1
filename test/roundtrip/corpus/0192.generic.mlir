#map = affine_map<(d0) -> (4, 8, d0)>
#map1 = affine_map<()[s0] -> (0)>
"builtin.module"() ({
  "foo.bar"() ({
  }) : () -> ()
  "foo.compute"() {"quoted key 0" = @_priv} : () -> ()
  %0 = "foo.bar.baz"() : () -> f16
  %1 = "d.op_1"(%0, %0, %0) : (f16, f16, f16) -> memref<*xi1>
  "foo.bar"() : () -> ()
  %2 = "foo.op"() {"quoted key 0" = i128, z91 = 1.564000e+00 : f64} : () -> f80
  %3 = "my_dialect.thing"(%1, %2, %2) : (memref<*xi1>, f80, f80) -> tuple<f32>
  %4:4 = "my_dialect.thing"(%3, %0, %0) : (tuple<f32>, f16, f16) -> (vector<9x[9]x15xf32>, index, ui1, index)
  "foo.bar"() <{attr2 = " ", my.k1 = 257.20113700000002 : f64, "quoted key 0"}> {attr1, x0 = #map} : () -> ()
  %5 = "a.b"(%4#1, %4#0) {b1, x2 = #bar.v<29>, z90 = "'\0A\09b%\22-{\\\0A"} : (index, vector<9x[9]x15xf32>) -> si64
  %6 = "x.y"(%4#1) ({
    %8 = "z.nop"(%0, %4#3) ({
    }, {
      "bar.yield"(%1, %4#2) : (memref<*xi1>, ui1) -> ()
      %12:3 = "a.b"() : () -> ((!my_dialect<"x<y>">) -> (f32, memref<2xf128, {kind = "scratch"}>), f8E3M4, i1)
      %13 = "x.y"(%5, %12#2, %3) : (si64, i1, tuple<f32>) -> memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>
      "cfx.cond_br"()[^bb1] {_u0 = dense_resource<weights0> : tensor<6xi32>} : () -> ()
    ^bb1:  // pred: ^bb0
      "a.jump"(%13, %12#0)[^bb2] <{x0 = 49983 : i64}> {_u2 = ["" : i64, 3.153920e+05 : bf16, unit, #foo.a], _u3, "quoted key 0" = "\00\0A\\\CE\A9.X\09", value1} : (memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>, (!my_dialect<"x<y>">) -> (f32, memref<2xf128, {kind = "scratch"}>)) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb2
      "foo.br"(%2, %3, %13)[^bb3, ^bb2] : (f80, tuple<f32>, memref<?xvector<3x2xf16>, strided<[1], offset: 1>, {kind = "scratch"}>) -> ()
    ^bb3:  // pred: ^bb2
      %14 = "foo.bar"() {"quoted key 1" = dense<> : tensor<3x0xi32>, value0 = 86 : i24} : () -> i1
    }) : (f16, index) -> tensor<50xi16>
    %9 = "x.y"(%4#3, %5, %5) {_u0 = array<i32: -1, -1, -1, -1>} : (index, si64, si64) -> tensor<?x149x3xf64>
    "d.op_1"() <{a1 = #bar.attr, d.k2 = {_u0}, sym_name0 = distinct[0]<>, x3 = loc("f":486:55)}> : () -> ()
    %10:3 = "foo.bar.baz"() <{attr0 = "" : f32, "quoted key 1" = dense_resource<res_1> : tensor<3xi8>}> : () -> (index, f8E4M3FNUZ, ui32)
    %11 = "bar.yield"(%10#0, %10#0) <{_u1 = array<i64: -9223372036854775808>, attr0 = false, k$2}> {a0 = #map1, foo.k1} : (index, index) -> i1024
  }) : (index) -> vector<9x9x2xf8E4M3FNUZ>
  %7 = "foo.op"(%4#3, %4#0, %4#3) {attr0 = 1.769000e+03 : f16, value1} : (index, vector<9x[9]x15xf32>, index) -> vector<3x[10]x4xi64>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000BBE3D7A56CF888C55236097B0B3EB5E6DA9DFAC231ED3F54",
      res_1: "0x04000000DBBDF8"
    }
  }
#-}


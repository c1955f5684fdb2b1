#map = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  %0 = "d.op_1"() ({
  ^bb0(%arg5: tensor<0x285x2x!my_dialect<"a b">>, %arg6: tensor<?x4x5xui32>, %arg7: vector<7xf80>):
  }) {attr0, foo.k1 = 1.999510e-01 : f16} : () -> complex<bf16>
  %1:4 = "my_dialect.thing"(%0, %0) <{}> ({
    "builtin.module"() ({
      %13 = "foo.op"() {a1, my.k0 = "#_\0A{"} : () -> index
      %14:4 = "foo.bar.baz"() : () -> (tuple<>, tuple<si32, si8, f32, none>, complex<bf16>, memref<574x?x6xi8>)
      "z.nop"(%13, %14#1) : (index, tuple<si32, si8, f32, none>) -> ()
      %15 = "z.nop"(%14#0, %14#1) : (tuple<>, tuple<si32, si8, f32, none>) -> ui32
      %16 = "d.op_1"(%14#1, %14#0) : (tuple<si32, si8, f32, none>, tuple<>) -> complex<bf16>
      %17:3 = "foo.bar.baz"(%16) <{d.k1 = dense<-4.19970916E-22> : vector<1x2xf32>, z90 = sparse<> : tensor<3xi32>}> {a1 = true, value0 = {k$0 = #bar<"x<1>">}} : (complex<bf16>) -> (tensor<7x?x!my_dialect.type>, f8E4M3, tensor<1x2x?x255xvector<[14]xi64>>)
    }) : () -> ()
  }, {
  ^bb0(%arg2: i32, %arg3: vector<16x9xi64>, %arg4: memref<4x4xi7>):
    %9 = "z.nop"(%arg2) : (i32) -> f8E4M3FNUZ
    %10:2 = "d.op_1"(%arg4) <{foo.k0 = affine_map<(d0)[s0] -> ()>}> {a0 = -5.000000e-01 : bf16} : (memref<4x4xi7>) -> (tensor<f8E8M0FNU>, f6E3M2FN)
    "z.nop"(%arg2) <{a1, foo.k0 = 0 : i64, value2 = 0 : i64, z93 = true}> {_u0 = @s$::@_priv::@main} : (i32) -> ()
    "foo.op"(%arg3, %arg4, %arg4) : (vector<16x9xi64>, memref<4x4xi7>, memref<4x4xi7>) -> ()
    %11 = "foo.bar.baz"(%arg4, %arg4) : (memref<4x4xi7>, memref<4x4xi7>) -> index
    %12 = "bar.yield"(%10#0) : (tensor<f8E8M0FNU>) -> f80
  }, {
    %7 = "foo.bar.baz"(%0, %0) : (complex<bf16>, complex<bf16>) -> complex<i64>
    %8 = "a.b"(%0, %0) {x0 = 0 : ui64} : (complex<bf16>, complex<bf16>) -> i32
  }) : (complex<bf16>, complex<bf16>) -> (memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, f64, vector<ui1>, vector<7xf128>)
  %2 = "a.b"() ({
    %4 = "foo.op"() {b1 = dense<920> : tensor<index>, z90 = "_ba\C3\A9@\22"} : () -> complex<f16>
    %5 = "foo.bar.baz"() : () -> i32
    %6 = "x.y"(%5, %1#0, %1#0) ({
    ^bb0(%arg0: !my_dialect.a.b, %arg1: !bar.v<"x y", "x y">):
    }) {k$1 = 3 : i128, value2 = dense<0> : tensor<i64>, z90 = [0.000000e+00 : tf32]} : (i32, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>, memref<5x4x1xf8E5M2FNUZ, strided<[?, ?, 45], offset: ?>>) -> i32
  }) : () -> tensor<?x601xvector<16x9xf64>, 0 : i32>
  %3 = "my_dialect.thing"() {a0 = #map} : () -> memref<?xf64, strided<[1], offset: ?>>
}) : () -> ()


#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0, d1, d2) -> ((-d1) ceildiv 9, 6)>
"builtin.module"() ({
  %0 = "bar.yield"() ({
    "builtin.module"() ({
      %8:4 = "foo.op"() : () -> (tensor<441x379x3x2xf8E4M3FN>, vector<16x11x13xf64>, f16, f32)
      %9:3 = "z.nop"(%8#3) : (f32) -> (memref<?x?x?xsi17, #map, {kind = "scratch"}>, tensor<3x4xcomplex<bf16>>, memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">)
      %10 = "z.nop"(%8#3, %8#3, %9#0) : (f32, f32, memref<?x?x?xsi17, #map, {kind = "scratch"}>) -> si17
      %11 = "bar.yield"(%10, %9#1, %8#1) ({
      ^bb0(%arg3: index, %arg4: f80):
        %13 = "my_dialect.thing"(%10, %9#2) : (si17, memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">) -> si1
        %14 = "bar.yield"(%arg4) : (f80) -> tensor<8x?xcomplex<bf16>>
      }) : (si17, tensor<3x4xcomplex<bf16>>, vector<16x11x13xf64>) -> i32
      %12 = "foo.bar.baz"(%9#2) {_u0 = 0 : i32, sym_name1} : (memref<?x?x48xi8, strided<[46, 36, 1]>, "gpu">) -> index
    }) : () -> ()
  }, {
  ^bb0(%arg0: memref<33xi8, 4>, %arg1: tensor<57x5x3x?xtf32>, %arg2: f16):
    "x.y"(%arg1, %arg0, %arg2) {_u0, "quoted key 1" = 0 : ui64, z92 = -1 : i24} : (tensor<57x5x3x?xtf32>, memref<33xi8, 4>, f16) -> ()
    "z.nop"(%arg1) <{attr0 = dense<[[[0x78], [0x78], [5.625000e-01]], [[0x78], [0x78], [9.765620e-03]], [[1.015630e-01], [0.000000e+00], [0xF8]]]> : tensor<3x3x1xf8E4M3>}> : (tensor<57x5x3x?xtf32>) -> ()
    "d.op_1"() {foo.k0 = -0.000000e+00 : f6E3M2FN, k$1, "quoted key 2" = false} : () -> ()
    %5:2 = "foo.bar.baz"() : () -> (complex<ui64>, complex<f6E3M2FN>)
    %6 = "foo.bar"(%5#0) {attr0 = 37 : index, my.k1 = 0.0433119461 : f32, x2} : (complex<ui64>) -> memref<46x?x1xi1, #map1>
    %7 = "my_dialect.thing"() : () -> f64
  }) : () -> complex<f6E3M2FN>
  %1:3 = "foo.bar"(%0, %0, %0) ({
  }) : (complex<f6E3M2FN>, complex<f6E3M2FN>, complex<f6E3M2FN>) -> (!x.param<<?>>, !bar.param<{"x y",80,[a.b,"x y"]}, -0>, memref<?xi7>)
  %2 = "z.nop"() : () -> i64
  %3:2 = "z.nop"() : () -> (f32, index)
  %4:2 = "my_dialect.thing"() : () -> (i1024, f32)
  "z.nop"(%2) : (i64) -> ()
  "foo.bar"(%4#1, %3#0) <{my.k0 = distinct[0]<dense<9.999220e+09> : vector<290xbf16>>}> : (f32, f32) -> ()
}) : () -> ()


#map = affine_map<(d0, d1) -> (1, -1)>
"builtin.module"() <{sym_name = "m98"}> ({
  %0 = "bar.yield"() <{}> {"quoted key 1" = sparse<[[3, 0, 3], [2, 2, 3], [2, 1, 3]], [-1.000000e+02, 1.510990e-35, 6.055000e+05]> : tensor<4x3x6xf64>, z90 = 5472163006941 : index} : () -> f64
  "d.op_1"() ({
  }, {
    %3 = "foo.bar.baz"(%0) : (f64) -> memref<?xf64, 2>
    "x.y"(%3) ({
    ^bb0(%arg0: i64, %arg1: i32, %arg2: memref<284x3xcomplex<f8E5M2>, #map>):
      %5 = "foo.compute"(%3, %arg2, %arg1) {k$0 = 1 : ui32, k$1 = "." : index} : (memref<?xf64, 2>, memref<284x3xcomplex<f8E5M2>, #map>, i32) -> (() -> i3)
      "foo.compute"(%5) : (() -> i3) -> ()
      %6 = "foo.bar"() : () -> tensor<2x7x3x576xcomplex<f8E5M2FNUZ>>
    }) : (memref<?xf64, 2>) -> ()
    %4 = "foo.op"(%0, %3, %0) : (f64, memref<?xf64, 2>, f64) -> complex<f64>
  }) : () -> ()
  %1 = "bar.yield"(%0, %0, %0) : (f64, f64, f64) -> f16
  %2:2 = "z.nop"(%0, %1) : (f64, f16) -> (f32, memref<63x?xvector<8x7x4xf8E4M3B11FNUZ>, {kind = "scratch"}>)
}) : () -> ()


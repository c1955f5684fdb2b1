#loc3 = loc(unknown)
#loc4 = loc("with \22q\22")
#loc6 = loc("name")
#loc7 = loc("0011.in.mlir":9:57)
#map = affine_map<(d0, d1) -> (1, -1)>
#loc14 = loc(callsite(#loc4 at #loc6))
"builtin.module"() <{sym_name = "m98"}> ({
  %0 = "bar.yield"() <{}> {"quoted key 1" = sparse<[[3, 0, 3], [2, 2, 3], [2, 1, 3]], [-1.000000e+02, 1.510990e-35, 6.055000e+05]> : tensor<4x3x6xf64>, z90 = 5472163006941 : index} : () -> f64 loc(#loc1)
  "d.op_1"() ({
  }, {
    %3 = "foo.bar.baz"(%0) : (f64) -> memref<?xf64, 2> loc(#loc4)
    "x.y"(%3) ({
    ^bb0(%arg0: i64 loc(callsite(#loc4 at #loc6)), %arg1: i32 loc("0011.in.mlir":9:57), %arg2: memref<284x3xcomplex<f8E5M2>, #map> loc(unknown)):
      %5 = "foo.compute"(%3, %arg2, %arg1) {k$0 = 1 : ui32, k$1 = "." : index} : (memref<?xf64, 2>, memref<284x3xcomplex<f8E5M2>, #map>, i32) -> (() -> i3) loc(#loc8)
      "foo.compute"(%5) : (() -> i3) -> () loc(#loc9)
      %6 = "foo.bar"() : () -> tensor<2x7x3x576xcomplex<f8E5M2FNUZ>> loc(#loc10)
    }) : (memref<?xf64, 2>) -> () loc(#loc5)
    %4 = "foo.op"(%0, %3, %0) : (f64, memref<?xf64, 2>, f64) -> complex<f64> loc(#loc15)
  }) : () -> () loc(#loc13)
  %1 = "bar.yield"(%0, %0, %0) : (f64, f64, f64) -> f16 loc(#loc11)
  %2:2 = "z.nop"(%0, %1) : (f64, f16) -> (f32, memref<63x?xvector<8x7x4xf8E4M3B11FNUZ>, {kind = "scratch"}>) loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("0011.in.mlir":3:1)
#loc1 = loc("0011.in.mlir":4:8)
#loc2 = loc("f":33:61 to 36:45)
#loc5 = loc("0011.in.mlir":8:5)
#loc8 = loc("-":0:4294967295)
#loc9 = loc("0011.in.mlir":11:7)
#loc10 = loc("0011.in.mlir":12:16)
#loc11 = loc("0011.in.mlir":16:11)
#loc12 = loc("0011.in.mlir":17:11)
#loc13 = loc(callsite(#loc2 at #loc3))
#loc15 = loc(fused<"meta">[#loc3])


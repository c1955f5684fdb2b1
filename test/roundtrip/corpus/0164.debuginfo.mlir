#loc5 = loc("src/x.py":211:14)
#loc6 = loc("-":132:4294967295)
#map = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "a.b"() ({
  ^bb0(%arg0: vector<[4]x16x10xsi1024> loc("src/x.py":211:14), %arg1: f8E3M4 loc("-":132:4294967295)):
    "bar.yield"(%arg0, %arg0, %arg0) <{sym_name0 = distinct[0]<@"with\22quote">}> : (vector<[4]x16x10xsi1024>, vector<[4]x16x10xsi1024>, vector<[4]x16x10xsi1024>) -> () loc(#loc7)
    %3 = "bar.yield"(%arg1) : (f8E3M4) -> memref<303x4x6xf16> loc(#loc8)
  }) : () -> memref<?xi24, 5> loc(#loc15)
  "a.b"(%0, %0) <{b0 = affine_map<(d0)[s0, s1] -> ((d0 ceildiv 5) floordiv 4, -(s0 ceildiv 4))>, foo.k1 = complex<i17>, x2 = #map}> ({
  }, {
    %2 = "foo.op"(%0) : (memref<?xi24, 5>) -> complex<f64> loc(#loc10)
  }) : (memref<?xi24, 5>, memref<?xi24, 5>) -> () loc(#loc9)
  "foo.bar.baz"(%0, %0, %0) {foo.k0 = #map, z91 = 26 : index} : (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> () loc(#loc11)
  %1 = "x.y"(%0, %0, %0) : (memref<?xi24, 5>, memref<?xi24, 5>, memref<?xi24, 5>) -> f8E4M3FN loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("0164.in.mlir":0:0)
#loc1 = loc("-":373:476)
#loc2 = loc("dir/with space.c":42:14 to 44:47)
#loc3 = loc("-":20:457)
#loc4 = loc("a.mlir":4294967295:153)
#loc7 = loc("0164.in.mlir":6:2)
#loc8 = loc("0164.in.mlir":7:7)
#loc9 = loc("0164.in.mlir":9:1)
#loc10 = loc("0164.in.mlir":11:7)
#loc11 = loc("0164.in.mlir":13:1)
#loc12 = loc("0164.in.mlir":14:11)
#loc13 = loc(fused<"meta">[#loc1, #loc2])
#loc14 = loc(callsite(#loc3 at #loc4))
#loc15 = loc(callsite(#loc13 at #loc14))


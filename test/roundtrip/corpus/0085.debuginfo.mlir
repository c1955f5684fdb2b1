#set = affine_set<(d0, d1, d2) : (d2 * 12 - 1 >= 0, d0 * 5 + d2 ceildiv 3 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() : () -> si32 loc(#loc1)
  %1 = "z.nop"(%0) <{b0 = i128, "quoted key 1" = 2.500530e-03 : f16}> : (si32) -> memref<?x2xf64, strided<[?, 23], offset: 14>> loc(#loc9)
  %2 = "foo.compute"(%1) : (memref<?x2xf64, strided<[?, 23], offset: 14>>) -> i32 loc(#loc4)
  %3:2 = "z.nop"(%2, %0, %2) {a0 = @"x y"::@"x y", my.k1 = dense_resource<weights0> : tensor<5xf32>, "quoted key 3", sym_name2 = #set} : (i32, si32, i32) -> (none, f32) loc(#loc5)
  %4 = "z.nop"(%3#1, %1) : (f32, memref<?x2xf64, strided<[?, 23], offset: 14>>) -> tensor<?x5xi7> loc(#loc6)
  %5:2 = "bar.yield"(%2) {z90 = 0xFE : f8E4M3} : (i32) -> (i1, !x.v<"x y", 17, <{"x y"}, abc>>) loc(#loc7)
  %6 = "foo.bar.baz"(%5#1) {b0 = 0.544000000000000039079850466805510223 : f128, "quoted key 1" = #x.a<i8 , -2 , {"x y", 11}>, value2} : (!x.v<"x y", 17, <{"x y"}, abc>>) -> tensor<50x2xi64> loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("0085.in.mlir":0:0)
#loc1 = loc("0085.in.mlir":1:6)
#loc2 = loc("src/x.py":445:304)
#loc3 = loc("name")
#loc4 = loc("0085.in.mlir":3:6)
#loc5 = loc("f":54:0)
#loc6 = loc("op.1")
#loc7 = loc("0085.in.mlir":6:8)
#loc8 = loc("0085.in.mlir":7:11)
#loc9 = loc(callsite(#loc2 at #loc3))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000007B05E9FDDA2A2AF3AE9F80342C0A3C2DE95B193D"
    }
  }
#-}


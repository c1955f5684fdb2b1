#loc3 = loc("0180.in.mlir":5:8)
#loc4 = loc("0180.in.mlir":5:19)
#loc5 = loc("0180.in.mlir":5:33)
#loc13 = loc("dir/with space.c":201:393)
"builtin.module"() ({
  "bar.yield"() {my.k0 = array<i32: -349731, -2147483648, -1, -2147483648>} : () -> () loc(#loc1)
  %0 = "foo.bar"() ({
  ^bb0(%arg0: tf32 loc("0180.in.mlir":5:8), %arg1: i1 loc("0180.in.mlir":5:19), %arg2: f32 loc("0180.in.mlir":5:33)):
    "a.b"(%arg2, %arg0) : (f32, tf32) -> () loc(#loc17)
  }, {
  ^bb0:
  }) : () -> memref<?x61xui7, strided<[26, ?]>> loc(#loc2)
  "foo.op"(%0, %0) : (memref<?x61xui7, strided<[26, ?]>>, memref<?x61xui7, strided<[26, ?]>>) -> () loc(#loc11)
  %1 = "d.op_1"() : () -> complex<i1> loc(#loc16)
  %2:3 = "foo.bar.baz"(%1, %1) {_u1, b0 = #loc13} : (complex<i1>, complex<i1>) -> (vector<[14]x4xf6E3M2FN>, si64, f64) loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("0180.in.mlir":0:0)
#loc1 = loc("0180.in.mlir":2:1)
#loc2 = loc("0180.in.mlir":4:7)
#loc6 = loc("a.mlir":57:4294967295)
#loc7 = loc("dir/with space.c":338:29)
#loc8 = loc("a.mlir":44:7 to :12)
#loc9 = loc("-":219:4294967295)
#loc10 = loc("with \22q\22")
#loc11 = loc("dir/with space.c":49:464)
#loc12 = loc("0180.in.mlir":13:9)
#loc14 = loc(callsite(#loc6 at #loc7))
#loc15 = loc(fused<6 : i32>[#loc8, #loc9, #loc10])
#loc16 = loc("v"(#loc10))
#loc17 = loc(callsite(#loc14 at #loc15))


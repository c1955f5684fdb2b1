"builtin.module"() ({
  %0 = "foo.compute"() : () -> memref<64x158xf4E2M1FN, strided<[58, 1]>> loc(#loc1)
  "d.op_1"(%0) {attr1 = true, z90} : (memref<64x158xf4E2M1FN, strided<[58, 1]>>) -> () loc(#loc2)
  %1:2 = "foo.compute"(%0) ({
  }) : (memref<64x158xf4E2M1FN, strided<[58, 1]>>) -> (f16, vector<[12]x9xui1>) loc(#loc3)
  %2 = "foo.bar"() : () -> tensor<12x?x855x120xi64> loc(#loc4)
  %3 = "a.b"() ({
    %5:3 = "a.b"() : () -> (f8E5M2, tensor<12x?x855x120xi64>, ui7) loc(#loc6)
  }, {
    "foo.op"() : () -> () loc(#loc7)
  }, {
    "a.jump"(%1#0, %1#1)[^bb1] {a0} : (f16, vector<[12]x9xui1>) -> () loc(#loc8)
  ^bb1:  // pred: ^bb0
    %4:3 = "z.nop"(%1#0) {a0 = 3 : index, a2 = 1 : i24, attr1 = 12 : index, x3 = #my.v<40, -8, {true [i8, a.b] f32}>} : (f16) -> (none, i32, complex<f8E4M3B11FNUZ>) loc(#loc9)
  }) : () -> f8E3M4 loc(#loc5)
  "my_dialect.thing"(%1#0, %3) <{_u1 = "#ab0", foo.k0 = "\22b/Xa<\7F", foo.k3 = true, value2 = -9.99999999999999977488098234560340295E+37 : f128}> : (f16, f8E3M4) -> () loc(#loc10)
}) : () -> () loc(#loc)
#loc = loc("name")
#loc1 = loc("0069.in.mlir":8:6)
#loc2 = loc("a.mlir":379:170)
#loc3 = loc("0069.in.mlir":10:13)
#loc4 = loc("0069.in.mlir":12:9)
#loc5 = loc("src/x.py":15:0)
#loc6 = loc("0069.in.mlir":15:9)
#loc7 = loc("src/x.py":42:44 to :38)
#loc8 = loc("f":0:4294967295)
#loc9 = loc("x")
#loc10 = loc("a.mlir":50:12)


#distinct = distinct[0]<@"x y">
#loc1 = loc("x")
#loc10 = loc("0101.in.mlir":21:7)
#loc11 = loc("0101.in.mlir":21:26)
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() : () -> ((complex<i8>) -> i17, i8, complex<f8E8M0FNU>, complex<i24>) loc(#loc1)
  %1 = "foo.bar"(%0#0, %0#0) : ((complex<i8>) -> i17, (complex<i8>) -> i17) -> memref<*xf32, {kind = "scratch"}> loc(#loc16)
  %2:2 = "my_dialect.thing"(%0#3, %1) {_u0} : (complex<i24>, memref<*xf32, {kind = "scratch"}>) -> (si16, si16) loc(#loc3)
  "foo.op"(%0#3, %2#1, %2#1) {a0 = array<i1>, foo.k1 = -0.000000e+00 : f16, k$2 = 0 : i64} : (complex<i24>, si16, si16) -> () loc(#loc4)
  "d.op_1"(%2#0, %2#0) : (si16, si16) -> () loc(#loc5)
  "d.op_1"(%0#1, %0#0) ({
    "builtin.module"() ({
      %5 = "foo.bar"() {_u1 = 19 : index, k$2 = 3.125000e-01 : f8E5M2, "quoted key 3", z90 = #distinct} : () -> si8 loc(#loc8)
      "foo.op"(%5, %5) : (si8, si8) -> () loc(#loc9)
    }) : () -> () loc(#loc7)
  }, {
  ^bb0(%arg1: () -> () loc("0101.in.mlir":21:7), %arg2: f64 loc("0101.in.mlir":21:26)):
    %4:2 = "my_dialect.thing"(%arg1, %2#0, %2#0) : (() -> (), si16, si16) -> (complex<ui1>, memref<193x718x3xf32, strided<[19, ?, 24], offset: ?>>) loc(#loc12)
  }, {
  ^bb0(%arg0: f64 loc("x")):
    "d.op_1"() : () -> () loc(#loc13)
  }) {value0} : (i8, (complex<i8>) -> i17) -> () loc(#loc6)
  %3 = "foo.bar.baz"(%0#1, %1) {z90 = -9223372036854775808 : si64} : (i8, memref<*xf32, {kind = "scratch"}>) -> memref<193x718x3xf32, strided<[19, ?, 24], offset: ?>> loc(#loc14)
  "my_dialect.thing"(%0#3) <{a0 = array<i32: 1, -2147483648, 1, -894023, 1>, d.k1 = [-1]}> {b2 = 1 : i32, value1 = [0 : si3, dense<"_z.z\\\00 \09\09/"> : tensor<3x2x2x!foo.str>, 9.984020e-31 : bf16], z90 = "%-#_}\F0\9F\99\82\F0\9F\99\82<\22}", z93 = dense_resource<weights0> : tensor<1xi64>} : (complex<i24>) -> () loc(#loc15)
}) {foo.module_attr = #bar.p<[-1 <76,?> {-4, "x y"}]>} : () -> () loc(#loc)
#loc = loc("0101.in.mlir":6:1)
#loc2 = loc("name")
#loc3 = loc("0101.in.mlir":9:11)
#loc4 = loc("dir/with space.c":428:28)
#loc5 = loc("0101.in.mlir":12:3)
#loc6 = loc("dir/with space.c":0:0)
#loc7 = loc("0101.in.mlir":15:5)
#loc8 = loc(unknown)
#loc9 = loc("0101.in.mlir":18:7)
#loc12 = loc("0101.in.mlir":22:13)
#loc13 = loc("0101.in.mlir":26:5)
#loc14 = loc("0101.in.mlir":28:8)
#loc15 = loc("0101.in.mlir":29:3)
#loc16 = loc("callee"(#loc2))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000080522CAEA21FC2CD"
    }
  }
#-}


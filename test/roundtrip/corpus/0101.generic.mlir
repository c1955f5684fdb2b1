#distinct = distinct[0]<@"x y">
"builtin.module"() ({
  %0:4 = "my_dialect.thing"() : () -> ((complex<i8>) -> i17, i8, complex<f8E8M0FNU>, complex<i24>)
  %1 = "foo.bar"(%0#0, %0#0) : ((complex<i8>) -> i17, (complex<i8>) -> i17) -> memref<*xf32, {kind = "scratch"}>
  %2:2 = "my_dialect.thing"(%0#3, %1) {_u0} : (complex<i24>, memref<*xf32, {kind = "scratch"}>) -> (si16, si16)
  "foo.op"(%0#3, %2#1, %2#1) {a0 = array<i1>, foo.k1 = -0.000000e+00 : f16, k$2 = 0 : i64} : (complex<i24>, si16, si16) -> ()
  "d.op_1"(%2#0, %2#0) : (si16, si16) -> ()
  "d.op_1"(%0#1, %0#0) ({
    "builtin.module"() ({
      %5 = "foo.bar"() {_u1 = 19 : index, k$2 = 3.125000e-01 : f8E5M2, "quoted key 3", z90 = #distinct} : () -> si8
      "foo.op"(%5, %5) : (si8, si8) -> ()
    }) : () -> ()
  }, {
  ^bb0(%arg1: () -> (), %arg2: f64):
    %4:2 = "my_dialect.thing"(%arg1, %2#0, %2#0) : (() -> (), si16, si16) -> (complex<ui1>, memref<193x718x3xf32, strided<[19, ?, 24], offset: ?>>)
  }, {
  ^bb0(%arg0: f64):
    "d.op_1"() : () -> ()
  }) {value0} : (i8, (complex<i8>) -> i17) -> ()
  %3 = "foo.bar.baz"(%0#1, %1) {z90 = -9223372036854775808 : si64} : (i8, memref<*xf32, {kind = "scratch"}>) -> memref<193x718x3xf32, strided<[19, ?, 24], offset: ?>>
  "my_dialect.thing"(%0#3) <{a0 = array<i32: 1, -2147483648, 1, -894023, 1>, d.k1 = [-1]}> {b2 = 1 : i32, value1 = [0 : si3, dense<"_z.z\\\00 \09\09/"> : tensor<3x2x2x!foo.str>, 9.984020e-31 : bf16], z90 = "%-#_}\F0\9F\99\82\F0\9F\99\82<\22}", z93 = dense_resource<weights0> : tensor<1xi64>} : (complex<i24>) -> ()
}) {foo.module_attr = #bar.p<[-1 <76,?> {-4, "x y"}]>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000080522CAEA21FC2CD"
    }
  }
#-}


#loc = loc("dir/with space.c":201:393)
"builtin.module"() ({
  "bar.yield"() {my.k0 = array<i32: -349731, -2147483648, -1, -2147483648>} : () -> ()
  %0 = "foo.bar"() ({
  ^bb0(%arg0: tf32, %arg1: i1, %arg2: f32):
    "a.b"(%arg2, %arg0) : (f32, tf32) -> ()
  }, {
  ^bb0:
  }) : () -> memref<?x61xui7, strided<[26, ?]>>
  "foo.op"(%0, %0) : (memref<?x61xui7, strided<[26, ?]>>, memref<?x61xui7, strided<[26, ?]>>) -> ()
  %1 = "d.op_1"() : () -> complex<i1>
  %2:3 = "foo.bar.baz"(%1, %1) {_u1, b0 = #loc} : (complex<i1>, complex<i1>) -> (vector<[14]x4xf6E3M2FN>, si64, f64)
}) : () -> ()


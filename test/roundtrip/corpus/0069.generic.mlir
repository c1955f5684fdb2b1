"builtin.module"() ({
  %0 = "foo.compute"() : () -> memref<64x158xf4E2M1FN, strided<[58, 1]>>
  "d.op_1"(%0) {attr1 = true, z90} : (memref<64x158xf4E2M1FN, strided<[58, 1]>>) -> ()
  %1:2 = "foo.compute"(%0) ({
  }) : (memref<64x158xf4E2M1FN, strided<[58, 1]>>) -> (f16, vector<[12]x9xui1>)
  %2 = "foo.bar"() : () -> tensor<12x?x855x120xi64>
  %3 = "a.b"() ({
    %5:3 = "a.b"() : () -> (f8E5M2, tensor<12x?x855x120xi64>, ui7)
  }, {
    "foo.op"() : () -> ()
  }, {
    "a.jump"(%1#0, %1#1)[^bb1] {a0} : (f16, vector<[12]x9xui1>) -> ()
  ^bb1:  // pred: ^bb0
    %4:3 = "z.nop"(%1#0) {a0 = 3 : index, a2 = 1 : i24, attr1 = 12 : index, x3 = #my.v<40, -8, {true [i8, a.b] f32}>} : (f16) -> (none, i32, complex<f8E4M3B11FNUZ>)
  }) : () -> f8E3M4
  "my_dialect.thing"(%1#0, %3) <{_u1 = "#ab0", foo.k0 = "\22b/Xa<\7F", foo.k3 = true, value2 = -9.99999999999999977488098234560340295E+37 : f128}> : (f16, f8E3M4) -> ()
}) : () -> ()


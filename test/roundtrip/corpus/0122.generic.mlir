#map = affine_map<(d0, d1)[s0] -> ((d1 * 8) floordiv 9)>
#map1 = affine_map<() -> ()>
"builtin.module"() ({
  %0 = "foo.bar"() : () -> si24
  "my_dialect.thing"(%0, %0) ({
    "builtin.module"() ({
      %4 = "z.nop"() : () -> f4E2M1FN
    }) : () -> ()
  }) : (si24, si24) -> ()
  %1 = "a.b"(%0, %0) : (si24, si24) -> vector<1xui32>
  %2 = "d.op_1"(%0) <{a0 = false}> : (si24) -> memref<?x?xi17>
  %3 = "foo.op"(%0) {d.k0 = {a1 = 51 : index, b3, k$0 = #map, z92 = [-1 : i128, #map1]}, foo.k1 = 14916055 : si64, z92 = false} : (si24) -> tensor<3xcomplex<i1>>
  "a.b"() {_u0, a3, k$2 = {sym_name0 = sparse<[[5, 2], [4, 2], [4, 2]], [9.39403612E+23, 1.000000e-01, 3.481680e+27]> : tensor<6x3xf32>, x1 = sparse<2, -493870457593899684> : tensor<5xi64>}, x1 = "{"} : () -> ()
}) : () -> ()


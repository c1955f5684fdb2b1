#loc = loc(unknown)
#map = affine_map<(d0) -> ((d0 mod 7) floordiv 6)>
!tuple = tuple<index, f64, index, f16, f8E4M3FN, index, f8E4M3FNUZ, f8E4M3B11FNUZ, i32, ui128, index, none, index, i32, i64, memref<60xindex, #map, 1>, bf16, f16, f16, f32, bf16>
"builtin.module"() <{sym_name = "m10"}> ({
  %0 = "foo.compute"() ({
    %4:4 = "foo.bar"() ({
      %11 = "my_dialect.thing"() <{}> {"quoted key 0" = #loc, "quoted key 1" = false} : () -> none
      %12:4 = "foo.compute"() {a0 = "\22!@#0! \000 %" : bf16, sym_name2 = i3, z91 = {a1 = false, b0 = array<i1: false, true, true, false>, k$2 = []}} : () -> (vector<[15]x[2]x9xbf16>, vector<11xi32>, complex<f32>, f32)
      %13 = "foo.bar"(%12#2, %12#2) {z90 = sparse<5, -3.14159274> : tensor<6xf32>} : (complex<f32>, complex<f32>) -> ((f32, index) -> (i17, vector<2x12xsi64>))
    }) {a3 = {sym_name0 = -177.86937 : f32}, foo.k1, "quoted key 2", z90 = 0 : i64} : () -> (ui32, !my_dialect.param<"x y">, f32, f16)
    %5:2 = "bar.yield"(%4#1, %4#1, %4#3) ({
    ^bb0(%arg0: f32, %arg1: memref<319xcomplex<f16>>):
      "x.switch"(%arg0)[^bb1, ^bb1] {a1, attr0 = dense<true> : tensor<3x3x2xui1>, my.k3, "quoted key 2" = sparse<[[0, 1, 1], [1, 1, 0]], [59, 1]> : tensor<2x2x2xi8>} : (f32) -> ()
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "foo.bar"(%4#3, %4#3, %arg1) <{_u1 = "a_%-#d''\7F\7F", b0}> : (f16, f16, memref<319xcomplex<f16>>) -> ()
      %8 = "d.op_1"(%4#2, %4#3, %4#0) : (f32, f16, ui32) -> complex<i8>
      %9 = "foo.op"(%arg0, %8) : (f32, complex<i8>) -> complex<f64>
      %10 = "foo.bar.baz"(%arg1, %8, %8) : (memref<319xcomplex<f16>>, complex<i8>, complex<i8>) -> tensor<535x1xsi32>
      "foo.br"()[^bb2, ^bb1] : () -> ()
    ^bb2:  // pred: ^bb1
      "foo.op"() : () -> ()
    }) {_u1 = 1 : i1024, "quoted key 0" = "\09'\09\22< }X{\0Ab", x2 = @main::@main} : (!my_dialect.param<"x y">, !my_dialect.param<"x y">, f16) -> (vector<13xui1024>, !my_dialect.t<?>)
    %6:4 = "x.y"(%5#1, %5#0, %4#3) <{"quoted key 0" = -5.000000e-01 : f8E4M3FNUZ}> : (!my_dialect.t<?>, vector<13xui1024>, f16) -> (memref<*xf8E3M4, "shared">, none, tensor<?xi1>, none)
    %7:4 = "a.b"(%6#3, %5#0, %4#3) : (none, vector<13xui1024>, f16) -> (f8E4M3B11FNUZ, vector<9x[6]x6xi1>, tensor<complex<bf16>>, tensor<complex<bf16>>)
  }) : () -> f16
  %1 = "d.op_1"(%0) {b1 = true, my.k3 = true, sym_name2 = dense<true> : tensor<3x3x2xui1>, x0} : (f16) -> f8E3M4
  %2:2 = "bar.yield"() {_u3 = -7.000000e+00 : f6E2M3FN, attr1 = @b, sym_name0 = dense<true> : tensor<3x3x2xui1>, x2 = -2147483648 : i32} : () -> (f32, memref<?x?x?xi8, strided<[23, ?, 1]>>)
  %3:4 = "a.b"(%1, %2#0) : (f8E3M4, f32) -> (f8E8M0FNU, i1024, !tuple, f64)
}) : () -> ()


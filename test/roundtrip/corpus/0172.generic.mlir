#distinct = distinct[0]<-9223372036854775808 : index>
#map = affine_map<(d0, d1) -> ((d1 * 8) mod 9)>
#map1 = affine_map<(d0, d1, d2) -> (d0 * -4)>
#map2 = affine_map<(d0)[s0] -> (-s0, 5)>
#map3 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "x.y"() : () -> memref<2x382x1xf16, strided<[55, ?, ?]>, 5>
  %1:2 = "foo.op"(%0) : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (tensor<0xbf16, "sparse">, !bar.v<?,{-6}>)
  "foo.bar.baz"(%1#0) <{my.k0 = [16 : index, 2.801420e-06 : f16, 1 : index]}> ({
  ^bb0(%arg1: ui32, %arg2: si32, %arg3: tensor<?x?xcomplex<f16>>):
    %18 = "a.b"(%arg2, %arg1) <{my.k0 = dense<-3.14159265358979> : tensor<f64>}> {z90 = @"x y"} : (si32, ui32) -> tensor<?x0x248x3xf6E2M3FN>
  }, {
    "foo.op"() : () -> ()
    %2 = "my_dialect.thing"(%0, %1#0) <{_u0 = {a0 = true}, d.k1 = -170141183460469231731687303715884105728 : i1024, foo.k2 = "\D5\00/\7F\09\22\00" : index, k$3 = 0 : si7}> {d.k1 = "" : f32, foo.k0 = @b::@_priv::@x.y} : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>, tensor<0xbf16, "sparse">) -> tensor<*xi64>
    %3:4 = "x.y"() ({
      "x.switch"(%0)[^bb1, ^bb1] : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> ()
    ^bb1(%13: bf16, %14: f16, %15: si17):  // 2 preds: ^bb0, ^bb0
      "x.y"(%13, %14) : (bf16, f16) -> ()
      %16:4 = "foo.op"(%14, %14) : (f16, f16) -> (complex<f32>, none, memref<?x4xf80, #map, {kind = "scratch"}>, ui1)
      %17:3 = "d.op_1"(%16#3, %13) {attr0 = 1.000000e+02 : bf16, attr2 = "\E6\97\A5\E6\9C\AC/", z91 = #distinct} : (ui1, bf16) -> (ui32, i128, f8E5M2)
    }) : () -> (f16, memref<?x4x620xindex, #map1, 3>, f6E2M3FN, index)
    "my_dialect.thing"(%0) ({
      %4:4 = "foo.op"(%3#3, %0) : (index, memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (!my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4 , abc} , -1 , <a.b, -6>>>, index, tensor<196x2xf16>, si17)
      %5 = "foo.op"(%4#2, %4#0) ({
        "foo.bar.baz"(%4#3, %4#1, %4#2) <{attr0 = 0 : si8}> : (si17, index, tensor<196x2xf16>) -> ()
        %11 = "foo.compute"(%4#2, %1#1, %4#2) : (tensor<196x2xf16>, !bar.v<?,{-6}>, tensor<196x2xf16>) -> tensor<3x6xf16>
        "d.op_1"() : () -> ()
        "foo.bar.baz"() <{attr0 = "\22\09!#*z", my.k2, x1 = 1.670000e-01 : f32, z93 = dense<7> : tensor<si8>}> : () -> ()
        %12:4 = "foo.bar"(%4#3) {sym_name1, value0 = 46 : index} : (si17) -> (tensor<?x?xvector<[15]x[5]x8xi64>, "sparse">, si17, f8E5M2, f32)
      }, {
      ^bb0(%arg0: f8E8M0FNU):
        %7 = "foo.bar"() : () -> complex<bf16>
        %8:3 = "x.y"(%4#1, %0) : (index, memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> (none, complex<si17>, tensor<4x928xi16>)
        %9 = "foo.op"(%8#1, %7) <{a0}> : (complex<si17>, complex<bf16>) -> ((f64) -> ())
        %10 = "foo.bar.baz"() : () -> !my_dialect.t<?>
      }) : (tensor<196x2xf16>, !my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4 , abc} , -1 , <a.b, -6>>>) -> tuple<f32>
      %6 = "d.op_1"(%0, %4#3) : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>, si17) -> complex<f16>
    }) {a0 = [#map2, "\09/\00.{%\09'{@"], a3 = #map3, "quoted key 1", sym_name2 = -1 : index} : (memref<2x382x1xf16, strided<[55, ?, ?]>, 5>) -> ()
  }) {my.k0} : (tensor<0xbf16, "sparse">) -> ()
  "bar.yield"(%1#0) : (tensor<0xbf16, "sparse">) -> ()
}) : () -> ()


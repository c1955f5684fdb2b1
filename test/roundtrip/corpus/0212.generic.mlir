#loc = loc("a.mlir":359:94)
"builtin.module"() ({
  %0:2 = "z.nop"() : () -> (index, i128)
  "foo.compute"(%0#0, %0#0) ({
  ^bb0(%arg0: !x.v<-8,["x y" -5],<-5, <2>, {48,-5,93}>>, %arg1: bf16, %arg2: memref<8x370x?xbf16, strided<[56, ?, 1]>, "gpu">):
    %3 = "bar.yield"(%0#1) {a0, a1 = {a1 = @_priv, b2 = "\09", d.k3 = 4.732000e+08 : f32, z90 = array<i16: -2, -1, 6, 590>}, z92 = true} : (i128) -> memref<26x?xf8E5M2, 6>
    "x.y"(%0#0, %0#0, %arg0) : (index, index, !x.v<-8,["x y" -5],<-5, <2>, {48,-5,93}>>) -> ()
    %4:3 = "foo.op"(%arg2, %0#1) : (memref<8x370x?xbf16, strided<[56, ?, 1]>, "gpu">, i128) -> (bf16, !x.v<true , -0>, bf16)
    "bar.yield"() <{a1 = (!bar.v<{abc} ? ?>, memref<1xvector<6x10xui8>, affine_map<(d0) -> (6)>>, memref<?x605x2xf32, strided<[?, 46, 1]>>) -> (), b0 = false, x2 = affine_set<(d0, d1, d2)[s0, s1] : ((s1 floordiv 4) * -9 + 5 >= 0, s1 >= 0, d0 >= 0)>, x3 = affine_set<(d0, d1, d2) : (d1 + d2 >= 0, (-d2) floordiv 4 >= 0)>}> ({
      %6 = "a.b"(%4#2, %4#2, %arg2) : (bf16, bf16, memref<8x370x?xbf16, strided<[56, ?, 1]>, "gpu">) -> memref<2x4xvector<13xf64>>
      %7 = "d.op_1"(%4#2) {x0 = 0.000000e+00 : f32, x1 = "\\\C3\A9X*!\09X\09\C3\A9", z92 = #loc} : (bf16) -> i64
    }) : () -> ()
    %5:3 = "foo.op"() <{}> : () -> (complex<si1024>, tensor<3x3x?x8xcomplex<f32>>, tuple<i16, i128, f32>)
  }) {_u0 = -1 : i32, foo.k1 = 63 : index, sym_name3 = "\22/\7F .\00\0A\00" : f8E4M3B11FNUZ, value2 = dense<[[(3.000490e-01,3.945920e-02), (0x7C00,9.663080e-01), (-2.682210e-05,0x7C00)]]> : tensor<1x3xcomplex<f16>>} : (index, index) -> ()
  %1:3 = "foo.bar.baz"(%0#0, %0#0, %0#0) {"quoted key 0" = distinct[0]<>} : (index, index, index) -> (!bar.v<{abc} ? ?>, bf16, f32)
  %2:3 = "bar.yield"(%1#0, %1#0, %1#1) : (!bar.v<{abc} ? ?>, !bar.v<{abc} ? ?>, bf16) -> (!bar.v<{abc} ? ?>, tensor<?xi24>, f32)
}) : () -> ()


"builtin.module"() ({
  %0:3 = "x.y"() : () -> (f8E4M3FN, tensor<4x2x?xsi32, #foo.enc>, f80)
  "foo.compute"(%0#0, %0#2, %0#1) <{_u0 = affine_map<(d0, d1, d2) -> (1, -d1, d0)>}> : (f8E4M3FN, f80, tensor<4x2x?xsi32, #foo.enc>) -> ()
  "foo.op"() <{}> : () -> ()
  "d.op_1"(%0#0) <{b0 = @x.y::@s$::@"\C3\A9", b3, x1 = 2.760000e+03 : f64, z92 = []}> {"quoted key 0" = dense<[[8.840710e+36], [-4.3101669755287659E-120], [-0.42674570000000001]]> : tensor<3x1xf64>} : (f8E4M3FN) -> ()
  "d.op_1"(%0#0, %0#2, %0#1) : (f8E4M3FN, f80, tensor<4x2x?xsi32, #foo.enc>) -> ()
  %1:3 = "foo.compute"(%0#2) : (f80) -> (complex<i32>, memref<439xf64, strided<[1], offset: ?>>, (vector<16xsi24>, i64) -> memref<?x5x118xf8E4M3B11FNUZ>)
}) : () -> ()


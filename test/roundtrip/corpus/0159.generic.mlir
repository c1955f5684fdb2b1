"builtin.module"() ({
  "foo.bar.baz"() {sym_name0} : () -> ()
  "foo.compute"() {a0 = [-1 : i3, {}, #my<"a b">, "\CF!\09@"], foo.k1 = dense<1.000000e-01> : tensor<f64>, k$2 = 8 : index} : () -> ()
  %0:4 = "d.op_1"() <{}> : () -> ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>, complex<tf32>, f32, memref<3x?xf8E5M2, 3>)
  %1:4 = "foo.bar"(%0#0) ({
  ^bb0:
  }) : ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>) -> (tensor<f64>, tensor<0x35x2xindex>, complex<bf16>, ui32)
  %2 = "x.y"(%1#1, %1#0, %1#2) <{b0 = array<i16: -1, 472>}> ({
  }) {attr1 = array<i32: -2147483648, -2147483648, 1>, attr2 = @b::@"x y", b0 = "b{<\E6\97\A5\E6\9C\AC\\0\C3\A9\09"} : (tensor<0x35x2xindex>, tensor<f64>, complex<bf16>) -> f16
  "z.nop"(%0#2, %2, %1#1) {d.k0, x1} : (f32, f16, tensor<0x35x2xindex>) -> ()
  %3 = "foo.bar"() {a1 = -1 : i64, sym_name0 = 0 : index, z92} : () -> tuple<index, f8E5M2FNUZ, f16>
}) : () -> ()


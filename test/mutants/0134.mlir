// ir-gen random --seed 159 --size 7
"builtin.module"() ({
  "foo.bar.baz"() {sym_name0}: () -> () loc(callsite("":69:151 at "src/x.py":23:21 to 25:19))
  "foo.compute"() {a0= [7: i3, {}, #my<"a b">, "\CF\21\t@"], foo.k1= dense<0.1> : tensor<f64>, k$2= 8 : index}: () -> () loc(fused<"meta">["a.mlir":28, callsite("src/x.py":471:4294967295 at "name")])
  %a.b0:4 = "d.op_1"()<{}>: () -> ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>, complex<tf32>, f32, memref<3x?xf8E5M2, 3>)
  %a.b1:4 = "foo.bar"(%a.b0#0) ({
  ^0:
  }): ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>) -> (tensor<f64>, tensor<0x35x2xindex>, complex<index>, ui32)
  %2 = "x.y"(%a.b1#1, %a.b1#0, %a.b1#2)<{b0= array<i16: 65535, 472>}> ({
}) {b0= "b{<日本\\0\C3\A9\t", attr1= array<i32: -2147483648, -2147483648, 0x1>, attr2= @b::@"x y"}: (tensor<0x35x2xindex>, tensor<f64>, complex<bf16>) -> f16

  "z.nop"(%a.b0#2, %2, %a.b1#1) {d.k0, x1}: (f32, f16, tensor<0x35x2xindex>) -> () loc("src/x.py":0:391)
  %3 = "foo.bar"() {sym_name0= 0 : index, a1= -1, z92}: () -> tuple<index, f8E5M2FNUZ, f16>
}) : () -> ()

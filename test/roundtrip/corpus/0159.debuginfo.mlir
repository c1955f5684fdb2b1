"builtin.module"() ({
  "foo.bar.baz"() {sym_name0} : () -> () loc(#loc11)
  "foo.compute"() {a0 = [-1 : i3, {}, #my<"a b">, "\CF!\09@"], foo.k1 = dense<1.000000e-01> : tensor<f64>, k$2 = 8 : index} : () -> () loc(#loc13)
  %0:4 = "d.op_1"() <{}> : () -> ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>, complex<tf32>, f32, memref<3x?xf8E5M2, 3>) loc(#loc6)
  %1:4 = "foo.bar"(%0#0) ({
  ^bb0:
  }) : ((tensor<f8E5M2>, vector<[8]xindex>, i1) -> memref<898xf6E3M2FN, strided<[1]>>) -> (tensor<f64>, tensor<0x35x2xindex>, complex<bf16>, ui32) loc(#loc7)
  %2 = "x.y"(%1#1, %1#0, %1#2) <{b0 = array<i16: -1, 472>}> ({
  }) {attr1 = array<i32: -2147483648, -2147483648, 1>, attr2 = @b::@"x y", b0 = "b{<\E6\97\A5\E6\9C\AC\\0\C3\A9\09"} : (tensor<0x35x2xindex>, tensor<f64>, complex<bf16>) -> f16 loc(#loc8)
  "z.nop"(%0#2, %2, %1#1) {d.k0, x1} : (f32, f16, tensor<0x35x2xindex>) -> () loc(#loc9)
  %3 = "foo.bar"() {a1 = -1 : i64, sym_name0 = 0 : index, z92} : () -> tuple<index, f8E5M2FNUZ, f16> loc(#loc10)
}) : () -> () loc(#loc)
#loc = loc("0159.in.mlir":2:1)
#loc1 = loc("-":69:151)
#loc2 = loc("src/x.py":23:21 to 25:19)
#loc3 = loc("a.mlir":28:0)
#loc4 = loc("src/x.py":471:4294967295)
#loc5 = loc("name")
#loc6 = loc("0159.in.mlir":5:13)
#loc7 = loc("0159.in.mlir":6:13)
#loc8 = loc("0159.in.mlir":9:8)
#loc9 = loc("src/x.py":0:391)
#loc10 = loc("0159.in.mlir":13:8)
#loc11 = loc(callsite(#loc1 at #loc2))
#loc12 = loc(callsite(#loc4 at #loc5))
#loc13 = loc(fused<"meta">[#loc3, #loc12])


#map = affine_map<(d0, d1, d2) -> (d1 - d0, 0)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
#set = affine_set<(d0, d1, d2)[s0, s1] : (d1 - s0 + s0 - d2 >= 0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() : () -> si128
  %1 = "z.nop"(%0, %0) ({
    "foo.op"(%0) <{}> : (si128) -> ()
    %3 = "a.b"(%0, %0, %0) <{_u0 = true}> : (si128, si128, si128) -> tensor<13x669x8x996xui1024>
    %4 = "foo.bar.baz"() <{_u0 = #my.p<-2 f32>, attr2 = "\0A\C3\A9.!\E6\97\A5\E6\9C\AC\0A*<#\0A\0A", b3 = affine_map<(d0)[s0] -> ()>, "quoted key 1" = {foo.k0 = -8.773430e+00 : f16, k$1 = -8.773430e+00 : f16}}> ({
      %7 = "d.op_1"(%3) : (tensor<13x669x8x996xui1024>) -> memref<?x2x?xindex, #map>
      %8 = "my_dialect.thing"(%7, %7) : (memref<?x2x?xindex, #map>, memref<?x2x?xindex, #map>) -> vector<i17>
      %9 = "foo.op"(%0, %3) : (si128, tensor<13x669x8x996xui1024>) -> f32
    }, {
    }) {z90} : () -> vector<11xf128>
    %5 = "a.b"(%4, %3) {a0 = #set, value1, x2 = [#map1, 5.5731821626044078E+231, -5.078130e-02 : f8E4M3FNUZ, "\0A\C3\A9.!\E6\97\A5\E6\9C\AC\0A*<#\0A\0A"]} : (vector<11xf128>, tensor<13x669x8x996xui1024>) -> tensor<?x?x688xf16>
    %6 = "d.op_1"(%3, %0, %0) {_u1, b2 = bf16, foo.k0 = "\0A\C3\A9.!\E6\97\A5\E6\9C\AC\0A*<#\0A\0A", "quoted key 3"} : (tensor<13x669x8x996xui1024>, si128, si128) -> f64
    "x.switch"(%4, %5, %5)[^bb1, ^bb1] {a2 = -1 : si1024, b0 = 58 : index, b1} : (vector<11xf128>, tensor<?x?x688xf16>, tensor<?x?x688xf16>) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"(%3, %5, %6)[^bb1] : (tensor<13x669x8x996xui1024>, tensor<?x?x688xf16>, f64) -> ()
  }, {
  ^bb0(%arg0: tensor<56x?x43xi7>):
  }) {_u1 = [], b3, k$0 = sparse<3, 0x7F800000> : tensor<6xf32>, sym_name2 = dense<> : tensor<1x0xi3>} : (si128, si128) -> (() -> (f16, ui64))
  "x.y"() : () -> ()
  %2 = "my_dialect.thing"() : () -> !x.t_1
}) : () -> ()


#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0, d1) -> (2, (d0 ceildiv 5) * 8)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#map3 = affine_map<() -> (1)>
"builtin.module"() ({
  "d.op_1"() : () -> ()
  %0 = "bar.yield"() ({
    %7 = "foo.bar"() <{k$0 = 31843441635738936693658318193144 : i1024, "quoted key 1" = "#.\05\0A-_", "quoted key 2" = "\00.!}\EE\C3\A9\0Ab</@\00", value3 = "\C3\9Fz\CE\A9"}> : () -> !my_dialect.t
    %8:4 = "d.op_1"(%7) : (!my_dialect.t) -> (() -> !my_dialect.param<{[abc , true] , "x y" , f32}>, !bar<"">, tensor<si3>, !bar<"">)
    "foo.compute"(%8#0, %8#0) <{x0 = 1.039380e+02 : f16}> {attr1 = {attr1 = @s$, my.k2 = -986000011233227388204 : i128, z90}, b2 = true, z90 = #map} : (() -> !my_dialect.param<{[abc , true] , "x y" , f32}>, () -> !my_dialect.param<{[abc , true] , "x y" , f32}>) -> ()
    "foo.compute"(%8#1, %8#3, %7) <{foo.k1, "quoted key 2" = affine_map<(d0, d1) -> ()>, z90 = -1.175490e-38 : bf16}> : (!bar<"">, !bar<"">, !my_dialect.t) -> ()
  }) : () -> i8
  "a.b"(%0, %0) <{}> ({
  ^bb0(%arg1: none, %arg2: tensor<?x!my_dialect.a.b>):
    %6:4 = "foo.bar"(%arg2) : (tensor<?x!my_dialect.a.b>) -> (f16, tuple<index, index, bf16>, !bar<"">, complex<f4E2M1FN>)
  }, {
    %1:4 = "foo.op"(%0, %0, %0) ({
    }) {k$1 = [], "quoted key 0" = "." : f16} : (i8, i8, i8) -> (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<vector<[16]x15x9xui64>>, tensor<5x3x?xf8E4M3FNUZ>, tensor<*xui7>)
    %2:4 = "z.nop"(%1#0, %1#3) ({
    ^bb0(%arg0: memref<3x52xf32, strided<[22, 50]>>):
      %3:3 = "a.b"() : () -> (index, index, memref<2x376xsi1024, #map1, "shared">)
      %4 = "z.nop"(%3#1) : (index) -> !bar.t<-5 , i8 , -1>
      %5:2 = "x.y"(%1#3) {d.k0 = #map2} : (tensor<*xui7>) -> (ui3, tuple<f32, index>)
    }, {
      "cfx.cond_br"(%1#0, %0)[^bb1] : (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, i8) -> ()
    ^bb1:  // pred: ^bb0
      "foo.op"(%1#1, %1#0, %1#1) {_u1 = {attr0 = "ba\09\0A", b1}, "quoted key 0"} : (tensor<vector<[16]x15x9xui64>>, tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<vector<[16]x15x9xui64>>) -> ()
    }) {attr1 = #map3, k$0 = dense<0x80> : tensor<2x2x4xf8E4M3FNUZ>, value2} : (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<*xui7>) -> (tensor<7x1xi32>, i64, f8E4M3B11FNUZ, tensor<5x3x?xf8E4M3FNUZ>)
  }) {b0 = {attr0 = "ba\09\0A", b1}, foo.k2, sym_name1 = 0.000000e+00 : f8E4M3B11FNUZ} : (i8, i8) -> ()
  "x.y"() {value1 = 3.000000e-01 : f32, z90 = {attr0 = "ba\09\0A", b1}} : () -> ()
}) : () -> ()


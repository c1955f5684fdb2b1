#loc9 = loc("":15:74 to :79)
#loc10 = loc("0049.in.mlir":18:37)
#loc14 = loc("0049.in.mlir":24:5)
#map = affine_map<(d0, d1, d2) -> ()>
#map1 = affine_map<(d0, d1) -> (2, (d0 ceildiv 5) * 8)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#map3 = affine_map<() -> (1)>
"builtin.module"() ({
  "d.op_1"() : () -> () loc(#loc20)
  %0 = "bar.yield"() ({
    %7 = "foo.bar"() <{k$0 = 31843441635738936693658318193144 : i1024, "quoted key 1" = "#.\05\0A-_", "quoted key 2" = "\00.!}\EE\C3\A9\0Ab</@\00", value3 = "\C3\9Fz\CE\A9"}> : () -> !my_dialect.t loc(#loc21)
    %8:4 = "d.op_1"(%7) : (!my_dialect.t) -> (() -> !my_dialect.param<{[abc , true] , "x y" , f32}>, !bar<"">, tensor<si3>, !bar<"">) loc(#loc22)
    "foo.compute"(%8#0, %8#0) <{x0 = 1.039380e+02 : f16}> {attr1 = {attr1 = @s$, my.k2 = -986000011233227388204 : i128, z90}, b2 = true, z90 = #map} : (() -> !my_dialect.param<{[abc , true] , "x y" , f32}>, () -> !my_dialect.param<{[abc , true] , "x y" , f32}>) -> () loc(#loc6)
    "foo.compute"(%8#1, %8#3, %7) <{foo.k1, "quoted key 2" = affine_map<(d0, d1) -> ()>, z90 = -1.175490e-38 : bf16}> : (!bar<"">, !bar<"">, !my_dialect.t) -> () loc(#loc7)
  }) : () -> i8 loc(#loc3)
  "a.b"(%0, %0) <{}> ({
  ^bb0(%arg1: none loc("":15:74 to :79), %arg2: tensor<?x!my_dialect.a.b> loc("0049.in.mlir":18:37)):
    %6:4 = "foo.bar"(%arg2) : (tensor<?x!my_dialect.a.b>) -> (f16, tuple<index, index, bf16>, !bar<"">, complex<f4E2M1FN>) loc(#loc11)
  }, {
    %1:4 = "foo.op"(%0, %0, %0) ({
    }) {k$1 = [], "quoted key 0" = "." : f16} : (i8, i8, i8) -> (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<vector<[16]x15x9xui64>>, tensor<5x3x?xf8E4M3FNUZ>, tensor<*xui7>) loc(#loc12)
    %2:4 = "z.nop"(%1#0, %1#3) ({
    ^bb0(%arg0: memref<3x52xf32, strided<[22, 50]>> loc("0049.in.mlir":24:5)):
      %3:3 = "a.b"() : () -> (index, index, memref<2x376xsi1024, #map1, "shared">) loc(#loc5)
      %4 = "z.nop"(%3#1) : (index) -> !bar.t<-5 , i8 , -1> loc(#loc15)
      %5:2 = "x.y"(%1#3) {d.k0 = #map2} : (tensor<*xui7>) -> (ui3, tuple<f32, index>) loc(#loc16)
    }, {
      "cfx.cond_br"(%1#0, %0)[^bb1] : (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, i8) -> () loc(#loc17)
    ^bb1:  // pred: ^bb0
      "foo.op"(%1#1, %1#0, %1#1) {_u1 = {attr0 = "ba\09\0A", b1}, "quoted key 0"} : (tensor<vector<[16]x15x9xui64>>, tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<vector<[16]x15x9xui64>>) -> () loc(#loc18)
    }) {attr1 = #map3, k$0 = dense<0x80> : tensor<2x2x4xf8E4M3FNUZ>, value2} : (tuple<memref<47x63x458xui3, strided<[37, 44, 1]>>>, tensor<*xui7>) -> (tensor<7x1xi32>, i64, f8E4M3B11FNUZ, tensor<5x3x?xf8E4M3FNUZ>) loc(#loc13)
  }) {b0 = {attr0 = "ba\09\0A", b1}, foo.k2, sym_name1 = 0.000000e+00 : f8E4M3B11FNUZ} : (i8, i8) -> () loc(#loc8)
  "x.y"() {value1 = 3.000000e-01 : f32, z90 = {attr0 = "ba\09\0A", b1}} : () -> () loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("0049.in.mlir":0:0)
#loc1 = loc("src/x.py":4294967295:147)
#loc2 = loc("dir/with space.c":9:34 to :41)
#loc3 = loc("0049.in.mlir":10:7)
#loc4 = loc("a.mlir":83:21)
#loc5 = loc(unknown)
#loc6 = loc("0049.in.mlir":14:2)
#loc7 = loc("0049.in.mlir":15:2)
#loc8 = loc("0049.in.mlir":17:1)
#loc11 = loc("0049.in.mlir":19:9)
#loc12 = loc("0049.in.mlir":21:14)
#loc13 = loc("":47:0)
#loc15 = loc("0049.in.mlir":26:14)
#loc16 = loc("0049.in.mlir":27:11)
#loc17 = loc("dir/with space.c":0:430)
#loc18 = loc("x")
#loc19 = loc("":22:41 to :49)
#loc20 = loc(fused<#foo.m>[#loc1, #loc2])
#loc21 = loc("v"(#loc4))
#loc22 = loc(fused<"meta">[#loc5])


#loc6 = loc("0064.in.mlir":15:8)
#map = affine_map<()[s0] -> (4, (s0 * 8) mod 3)>
"builtin.module"() ({
  %0 = "foo.bar.baz"() {b0, foo.k3 = @main, "quoted key 2" = dense<[-20, -80, -15]> : vector<3xsi8>, x1 = {k$0 = "z @_ \00\\\09\22{{\22"}} : () -> si24 loc(#loc9)
  "a.b"(%0, %0) {attr2 = 2147483647 : si32, foo.k1 = 3.101000e+00 : f32, sym_name3 = 0x7F800000 : f32, x0 = ""} : (si24, si24) -> () loc(#loc2)
  %1:4 = "foo.bar.baz"() : () -> (tensor<?x3x60x931xf8E8M0FNU>, tensor<968x!bar.a.b>, () -> (), tensor<6x?xf32>) loc(#loc3)
  %2:3 = "z.nop"(%1#1, %1#2, %1#2) {a0, k$1 = dense<[[-3.524780e-03, 4.651550e-04]]> : tensor<1x2xf16>, x2 = #map} : (tensor<968x!bar.a.b>, () -> (), () -> ()) -> (tensor<*xi32>, !foo.v<[-4,-8,[true, "x y", 21]]>, memref<6x?xvector<9x14x16xindex>>) loc(#loc4)
  %3 = "foo.compute"(%1#3, %2#0) ({
  ^bb0(%arg0: none loc("0064.in.mlir":15:8)):
    %6 = "d.op_1"(%2#0, %2#1) <{foo.k2 = array<i1: true, true, true>, k$0, z91}> ({
    }) : (tensor<*xi32>, !foo.v<[-4,-8,[true, "x y", 21]]>) -> f16 loc(#loc7)
  }) {foo.k0 = true, x1, z92 = "#_<a"} : (tensor<6x?xf32>, tensor<*xi32>) -> f8E8M0FNU loc(#loc5)
  %4:3 = "foo.compute"(%0, %2#2, %2#1) {attr1 = -1 : i64, foo.k0 = ["\F0\9F\99\82\C3\A9\DC.9\0A-a-\0A", {}, dense<0> : tensor<2x2xsi8>], "quoted key 3" = dense_resource<blob0> : tensor<5xi64>, x2 = true} : (si24, memref<6x?xvector<9x14x16xindex>>, !foo.v<[-4,-8,[true, "x y", 21]]>) -> (tuple<f16, bf16, bf16, ui128>, f8E5M2, memref<*xf4E2M1FN, "local mem">) loc(#loc8)
  %5:4 = "my_dialect.thing"() : () -> (none, si8, memref<55xi1, strided<[1]>, 3>, index) loc(#loc10)
  "my_dialect.thing"(%5#1) {"quoted key 0", value1 = 2 : ui7} : (si8) -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("0064.in.mlir":6:1)
#loc1 = loc("":45:67 to :24)
#loc2 = loc("-":4294967295:0)
#loc3 = loc("dir/with space.c":120:122)
#loc4 = loc("0064.in.mlir":11:10)
#loc5 = loc("0064.in.mlir":14:8)
#loc7 = loc("0064.in.mlir":16:10)
#loc8 = loc("with \22q\22")
#loc9 = loc(fused<6 : i32>[#loc1])
#loc10 = loc("callee"(#loc1))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000362644F7B3C760EDEBB3955F51DB80C2C71E3CD4BB3BAC2A8E913F3DE27AC3367B4DD8432183650F"
    }
  }
#-}


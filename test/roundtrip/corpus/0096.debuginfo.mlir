#distinct = distinct[0]<"}z{\7F{">
#distinct1 = distinct[1]<0 : ui16>
#loc11 = loc("0096.in.mlir":9:8)
#loc12 = loc("0096.in.mlir":11:10)
#loc13 = loc("0096.in.mlir":11:34)
#loc14 = loc("src/x.py":4294967295:283)
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#set = affine_set<(d0)[s0] : ((s0 * 2) mod 5 >= 0, -s0 >= 0)>
"builtin.module"() ({
  %0 = "z.nop"() <{}> : () -> !bar.type loc(#loc1)
  %1 = "my_dialect.thing"() {attr2 = #bar.a<?>, sym_name1 = [-1 : si17, (f80) -> vector<[1]x2x14xf4E2M1FN>, #bar.v<{"x y" -2}>], value0 = []} : () -> tensor<!foo.type> loc(#loc22)
  "d.op_1"(%0) : (!bar.type) -> () loc(#loc4)
  "foo.op"() {my.k2 = dense<false> : tensor<ui1>, value1 = #set, x0 = 38 : index} : () -> () loc(#loc23)
  %2 = "a.b"() ({
  ^bb0(%arg3: index loc("0096.in.mlir":9:8)):
  }, {
  ^bb0(%arg0: vector<[15]xf32> loc("0096.in.mlir":11:10), %arg1: memref<*xui32> loc("0096.in.mlir":11:34), %arg2: i64 loc("src/x.py":4294967295:283)):
  }) {_u0 = #foo.flag, a3 = "%_\22\00", "quoted key 1" = -339365331780 : i64, value2 = #distinct} : () -> tensor<539x4x?xtf32> loc(#loc10)
  %3 = "x.y"() : () -> vector<15x16x14xindex> loc(#loc1)
  "foo.bar.baz"() : () -> () loc(#loc15)
  %4 = "foo.op"(%1) {a2 = false, attr0 = array<i8>, my.k1} : (tensor<!foo.type>) -> bf16 loc(#loc16)
  %5 = "x.y"() {b0 = "\\\22\F6zX\09./\E6\97\A5\E6\9C\AC", b3 = #map, my.k2 = sparse<[[0, 1, 2]], 1> : tensor<6x2x3xi32>, value1 = #distinct1} : () -> si17 loc(#loc17)
  %6 = "d.op_1"(%1, %3, %2) : (tensor<!foo.type>, vector<15x16x14xindex>, tensor<539x4x?xtf32>) -> index loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("0096.in.mlir":3:1)
#loc1 = loc(unknown)
#loc2 = loc("f":74:252)
#loc3 = loc("a.mlir":301:343)
#loc4 = loc("0096.in.mlir":6:3)
#loc5 = loc("f":74:275)
#loc6 = loc("src/x.py":284:394)
#loc7 = loc("src/x.py":448:121)
#loc8 = loc("f":385:369)
#loc9 = loc("dir/with space.c":322:476)
#loc10 = loc("0096.in.mlir":8:8)
#loc15 = loc("f":216:49)
#loc16 = loc("0096.in.mlir":15:9)
#loc17 = loc("0096.in.mlir":16:8)
#loc18 = loc("f":400:105)
#loc19 = loc(callsite(#loc2 at #loc3))
#loc20 = loc(callsite(#loc5 at #loc6))
#loc21 = loc(callsite(#loc7 at #loc8))
#loc22 = loc("callee"(#loc19))
#loc23 = loc(fused<"meta">[#loc20, #loc21, #loc9])


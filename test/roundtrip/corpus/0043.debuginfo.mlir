#loc12 = loc("f":429:416)
#map = affine_map<(d0)[s0] -> (d0 ceildiv 9 + s0)>
"builtin.module"() <{sym_name = "m78"}> ({
  "foo.op"() <{}> ({
    "bar.yield"() <{d.k1 = array<i32: -13, -2147483648, -2147483648, -1, 0>, z90 = array<i8>}> : () -> () loc(#loc18)
    %2 = "x.y"() {_u0, d.k1 = -6.308590e-01 : f16} : () -> none loc(#loc6)
    "cfx.cond_br"(%2, %2, %2)[^bb1, ^bb2] : (none, none, none) -> () loc(#loc7)
  ^bb1:  // pred: ^bb0
    "d.op_1"(%2, %2) : (none, none) -> () loc(#loc8)
    "bar.yield"(%2, %2) : (none, none) -> () loc(#loc9)
    %3 = "foo.bar.baz"(%2) {attr0 = @x.y, sym_name2 = 7.500000e-01 : f6E3M2FN, x1 = "\C3\A9zz}\09\00{b"} : (none) -> i1024 loc(#loc10)
    %4 = "foo.compute"() : () -> tuple<tf32, i1> loc(#loc11)
    "foo.br"(%3)[^bb2] : (i1024) -> () loc(#loc)
  ^bb2(%5: !bar.t loc("f":429:416)):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%2)[^bb3] {"quoted key 0" = {_u2 = 7183 : i16, k$0 = true, x1 = 7 : si24}, sym_name3 = 6989996 : index, value1 = @c::@f_1, value2 = true} : (none) -> () loc(#loc13)
  ^bb3:  // pred: ^bb2
    %6 = "foo.bar"(%2, %2, %2) : (none, none, none) -> memref<*xbf16> loc(#loc14)
  }, {
  }) : () -> () loc(#loc3)
  "bar.yield"() <{foo.k0}> {a1 = "\0A}\0Aa", a3 = #map, d.k2 = "<0}\C3\A9\7Fz\09!", foo.k0} : () -> () loc(#loc3)
  %0 = "x.y"() <{}> : () -> f32 loc(#loc15)
  %1 = "d.op_1"(%0, %0, %0) : (f32, f32, f32) -> tensor<6xf64> loc(#loc16)
}) : () -> () loc(#loc17)
#loc = loc("name")
#loc1 = loc("f":41:4294967295)
#loc2 = loc("a.mlir":101:397)
#loc3 = loc(unknown)
#loc4 = loc("a.mlir":4:2 to 7:12)
#loc5 = loc("src/x.py":0:300)
#loc6 = loc("0043.in.mlir":4:9)
#loc7 = loc("op.1")
#loc8 = loc("0043.in.mlir":7:3)
#loc9 = loc("0043.in.mlir":9:3)
#loc10 = loc("f":24:15 to :24)
#loc11 = loc("0043.in.mlir":12:8)
#loc13 = loc("0043.in.mlir":16:3)
#loc14 = loc("a.mlir":45:42 to 48:39)
#loc15 = loc("src/x.py":352:53)
#loc16 = loc("0043.in.mlir":25:8)
#loc17 = loc(fused[#loc, #loc1, #loc2])
#loc18 = loc(callsite(#loc4 at #loc5))


#map = affine_map<()[s0, s1] -> ()>
#map1 = affine_map<(d0, d1, d2) -> ()>
"builtin.module"() <{sym_name = "m91"}> ({
  %0:4 = "foo.compute"() : () -> (memref<1xf8E5M2FNUZ>, complex<i32>, vector<13x13xf16>, i32) loc(#loc1)
  %1 = "my_dialect.thing"(%0#2) <{"quoted key 1", sym_name0 = {_u0 = array<f64: -3.464730e-31, 0x7FF8000000000001, 6.550400e+04>, attr2 = vector<6x16xsi1024>, my.k3 = f8E5M2, x1 = 49 : index}, sym_name2 = #x<"a b">}> {sym_name0 = false} : (vector<13x13xf16>) -> tuple<f64, index> loc(#loc2)
  %2 = "x.y"(%0#0, %0#2) <{k$0 = 0xFF : f8E4M3FN}> : (memref<1xf8E5M2FNUZ>, vector<13x13xf16>) -> i1024 loc(#loc20)
  "bar.yield"() : () -> () loc(#loc6)
  %3 = "foo.bar"(%0#3) ({
    "my_dialect.thing"(%2) : (i1024) -> () loc(#loc8)
    %7:4 = "foo.bar.baz"() ({
      "a.b"(%1) : (tuple<f64, index>) -> () loc(#loc10)
      %11 = "bar.yield"(%0#3) : (i32) -> f4E2M1FN loc(#loc11)
    }, {
    }) : () -> (index, none, f8E4M3, f4E2M1FN) loc(#loc9)
    %8 = "bar.yield"(%0#1, %7#0, %0#1) : (complex<i32>, index, complex<i32>) -> f4E2M1FN loc(#loc12)
    %9 = "foo.compute"(%7#3, %7#2, %8) ({
      "a.jump"(%8, %0#1)[^bb1] : (f4E2M1FN, complex<i32>) -> () loc(#loc14)
    ^bb1:  // pred: ^bb0
      %10:3 = "bar.yield"(%7#3, %7#1) : (f4E2M1FN, none) -> (tuple<bf16, f32>, i64, f8E5M2) loc(#loc15)
    }) {d.k0 = {foo.k2 = 0.105002202 : f32, my.k1 = #map, sym_name0}, "quoted key 2" = [], value1} : (f4E2M1FN, f8E4M3, f4E2M1FN) -> index loc(#loc13)
  }) {a0 = "!" : i32, sym_name1 = #bar<"x<1>">} : (i32) -> si128 loc(#loc7)
  %4 = "foo.bar"(%2, %3) : (i1024, si128) -> index loc(#loc16)
  %5:3 = "x.y"() : () -> (i1, !bar.v<"x y">, (bf16, si24) -> memref<?x895x?xi32, strided<[5, ?, 1], offset: ?>, 2>) loc(#loc17)
  %6:3 = "x.y"(%5#1, %5#1, %0#1) {_u2 = [memref<*xf16>], foo.k0 = 1.000000e+00 : f8E3M4, value1 = #map1} : (!bar.v<"x y">, !bar.v<"x y">, complex<i32>) -> (bf16, none, f128) loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("0213.in.mlir":3:1)
#loc1 = loc("0213.in.mlir":4:16)
#loc2 = loc("0213.in.mlir":6:8)
#loc3 = loc("a.mlir":35:29 to :60)
#loc4 = loc("src/x.py":91:0)
#loc5 = loc("name")
#loc6 = loc("0213.in.mlir":8:3)
#loc7 = loc("0213.in.mlir":9:8)
#loc8 = loc("0213.in.mlir":10:5)
#loc9 = loc("0213.in.mlir":11:17)
#loc10 = loc("0213.in.mlir":12:7)
#loc11 = loc("a.mlir":48:53 to :54)
#loc12 = loc("0213.in.mlir":16:10)
#loc13 = loc("0213.in.mlir":19:11)
#loc14 = loc("0213.in.mlir":20:7)
#loc15 = loc("0213.in.mlir":23:20)
#loc16 = loc("0213.in.mlir":26:9)
#loc17 = loc("0213.in.mlir":27:17)
#loc18 = loc("x")
#loc19 = loc(callsite(#loc4 at #loc5))
#loc20 = loc(callsite(#loc3 at #loc19))


#set = affine_set<(d0, d1, d2)[s0, s1] : ((s1 * 4) floordiv 5 == 0, d0 - d0 mod 4 >= 0)>
"builtin.module"() ({
  %0 = "d.op_1"() : () -> index loc(#loc1)
  "x.y"(%0, %0, %0) : (index, index, index) -> () loc(#loc2)
  "bar.yield"(%0) : (index) -> () loc(#loc3)
  %1 = "bar.yield"(%0) : (index) -> f80 loc(#loc4)
  "my_dialect.thing"(%0, %1, %0) : (index, f80, index) -> () loc(#loc5)
}) {foo.module_attr = #set} : () -> () loc(#loc)
#loc = loc("0090.in.mlir":1:1)
#loc1 = loc(unknown)
#loc2 = loc("0090.in.mlir":3:2)
#loc3 = loc("-":144:224)
#loc4 = loc("0090.in.mlir":5:8)
#loc5 = loc("0090.in.mlir":6:2)


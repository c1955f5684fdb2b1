"builtin.module"() ({
  %0 = "z.nop"() ({
  }) : () -> tensor<?x?x1x1xi1> loc(#loc1)
  %1 = "foo.compute"(%0, %0, %0) {_u0 = true, k$2 = "*\0A\00- \95\22\\b0\00X", "quoted key 1", "quoted key 3"} : (tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>) -> vector<2xf80> loc(#loc2)
  "bar.yield"(%1, %0, %0) : (vector<2xf80>, tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>) -> () loc(#loc3)
  %2 = "foo.op"(%1) : (vector<2xf80>) -> tensor<32x10xui64> loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("0222.in.mlir":0:0)
#loc1 = loc("a.mlir":429:497)
#loc2 = loc("0222.in.mlir":3:7)
#loc3 = loc("dir/with space.c":23:474)
#loc4 = loc("with \22q\22")


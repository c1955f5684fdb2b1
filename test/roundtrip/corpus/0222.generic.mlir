"builtin.module"() ({
  %0 = "z.nop"() ({
  }) : () -> tensor<?x?x1x1xi1>
  %1 = "foo.compute"(%0, %0, %0) {_u0 = true, k$2 = "*\0A\00- \95\22\\b0\00X", "quoted key 1", "quoted key 3"} : (tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>) -> vector<2xf80>
  "bar.yield"(%1, %0, %0) : (vector<2xf80>, tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>) -> ()
  %2 = "foo.op"(%1) : (vector<2xf80>) -> tensor<32x10xui64>
}) : () -> ()


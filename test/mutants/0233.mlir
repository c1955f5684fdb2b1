%$0 = "z.nop"() ({
}): () -> tensor<?x?x1x1xi1> loc("a.mlir":429:497)
%_1 = "foo.compute"(%$0, %$0, %$0) {_u0= true, "quoted key 1", k$2= "*\n\00- \95\"\\b0\00X", "quoted key 3"= unit}: (tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1> tensor<?x?x1x1xi1>) -> vector<2xf80>
// 
"bar.yield"(%_1, %$0, %$0) {}: (vector<2xf80>, tensor<?x?x1x1xi1>, tensor<?x?x1x1xi1>) -> () loc("dir/with space.c":23:474)
%tmp_2 = "foo.op"(%_1): (vector<2xf80>) -> tensor<32x10xui64> loc("with \"q\"")

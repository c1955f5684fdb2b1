#set = affine_set<(d0)[s0, s1] : ((s1 * s1) * 4 >= 0, d0 >= 0, 0 >= 0)>
"builtin.module"() ({
  %0:3 = "bar.yield"() : () -> (vector<3x[3]xbf16>, bf16, i24) loc(#loc1)
  %1 = "bar.yield"(%0#2, %0#2) {attr0} : (i24, i24) -> f80 loc(#loc2)
  "foo.compute"(%1, %0#1, %0#2) : (f80, bf16, i24) -> () loc(#loc3)
  "foo.compute"(%0#2, %1, %0#1) : (i24, f80, bf16) -> () loc(#loc4)
  %2:4 = "a.b"() ({
  }) : () -> (f64, ui1, memref<?x?x19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>, memref<3xvector<16x3x[3]xi8>>) loc(#loc5)
  %3 = "z.nop"(%2#0, %2#3, %2#1) <{attr1 = @f_1::@main, k$0 = 4284525809152592997 : i64}> {attr2 = dense<2.800000e+01> : tensor<f6E3M2FN>, k$0 = "\09z\EA/*\22<\09" : f8E4M3FN, value1 = -1.502280e+07 : f64} : (f64, memref<3xvector<16x3x[3]xi8>>, ui1) -> si32 loc(#loc11)
  %4 = "foo.compute"(%2#1, %2#2) {_u0 = array<f32>, k$2 = -170141183460469231731687303715884105728 : si128, z91 = ".!\C3\A9\09\CE\A9." : si7} : (ui1, memref<?x?x19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>) -> complex<bf16> loc(#loc8)
  %5 = "foo.op"(%0#1, %2#3, %1) <{k$0 = 0 : i17}> ({
  ^bb0:
  }) : (bf16, memref<3xvector<16x3x[3]xi8>>, f80) -> !foo.v<{93 , [a.b, "x y"]}, 57, true> loc(#loc9)
  %6 = "foo.op"(%4, %4) : (complex<bf16>, complex<bf16>) -> si3 loc(#loc10)
}) {foo.module_attr = #set} : () -> () loc(#loc)
#loc = loc("0006.in.mlir":2:1)
#loc1 = loc("0006.in.mlir":4:18)
#loc2 = loc("0006.in.mlir":5:8)
#loc3 = loc("0006.in.mlir":6:2)
#loc4 = loc("0006.in.mlir":7:2)
#loc5 = loc("0006.in.mlir":9:10)
#loc6 = loc("f":43:77 to 44:4)
#loc7 = loc("name")
#loc8 = loc("0006.in.mlir":14:12)
#loc9 = loc("0006.in.mlir":16:7)
#loc10 = loc("0006.in.mlir":19:7)
#loc11 = loc(fused[#loc6, #loc7])


#set = affine_set<(d0)[s0, s1] : ((s1 * s1) * 4 >= 0, d0 >= 0, 0 >= 0)>
"builtin.module"() ({
  %0:3 = "bar.yield"() : () -> (vector<3x[3]xbf16>, bf16, i24)
  %1 = "bar.yield"(%0#2, %0#2) {attr0} : (i24, i24) -> f80
  "foo.compute"(%1, %0#1, %0#2) : (f80, bf16, i24) -> ()
  "foo.compute"(%0#2, %1, %0#1) : (i24, f80, bf16) -> ()
  %2:4 = "a.b"() ({
  }) : () -> (f64, ui1, memref<?x?x19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>, memref<3xvector<16x3x[3]xi8>>)
  %3 = "z.nop"(%2#0, %2#3, %2#1) <{attr1 = @f_1::@main, k$0 = 4284525809152592997 : i64}> {attr2 = dense<2.800000e+01> : tensor<f6E3M2FN>, k$0 = "\09z\EA/*\22<\09" : f8E4M3FN, value1 = -1.502280e+07 : f64} : (f64, memref<3xvector<16x3x[3]xi8>>, ui1) -> si32
  %4 = "foo.compute"(%2#1, %2#2) {_u0 = array<f32>, k$2 = -170141183460469231731687303715884105728 : si128, z91 = ".!\C3\A9\09\CE\A9." : si7} : (ui1, memref<?x?x19xf8E4M3FN, strided<[?, 64, 1], offset: ?>>) -> complex<bf16>
  %5 = "foo.op"(%0#1, %2#3, %1) <{k$0 = 0 : i17}> ({
  ^bb0:
  }) : (bf16, memref<3xvector<16x3x[3]xi8>>, f80) -> !foo.v<{93 , [a.b, "x y"]}, 57, true>
  %6 = "foo.op"(%4, %4) : (complex<bf16>, complex<bf16>) -> si3
}) {foo.module_attr = #set} : () -> ()


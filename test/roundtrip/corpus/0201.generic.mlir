"builtin.module"() ({
  "z.nop"() : () -> ()
  %0:4 = "z.nop"() : () -> ((memref<*xf80, {kind = "scratch"}>) -> (memref<1001x3xvector<15x10x[4]xf8E4M3>, strided<[61, 1], offset: ?>, "shared">, bf16), (f32, vector<3xf128>, vector<9xf32>) -> (f80, f6E3M2FN), (vector<1x5x16xsi16>, tensor<?xi32>) -> i17, complex<f16>)
  "foo.compute"(%0#2) <{b0 = [#my<"a b">, unit], my.k1 = @_priv::@b::@"with\22quote", sym_name2 = 0.916517794 : f32, x3 = 40 : index}> {b0 = "", d.k1 = sparse<[[2, 0]], 2.000000e-01> : tensor<6x2xf64>, "quoted key 3" = 2.658460e+36 : bf16, x2 = -10 : i64} : ((vector<1x5x16xsi16>, tensor<?xi32>) -> i17) -> ()
  %1 = "foo.op"(%0#3) {a1, b0 = "!*b@\00-\000\7F'."} : (complex<f16>) -> tensor<7x4x?xui64>
  %2 = "foo.compute"(%0#2, %0#1, %0#2) : ((vector<1x5x16xsi16>, tensor<?xi32>) -> i17, (f32, vector<3xf128>, vector<9xf32>) -> (f80, f6E3M2FN), (vector<1x5x16xsi16>, tensor<?xi32>) -> i17) -> memref<4x4x8xi1, strided<[?, ?, ?]>>
}) : () -> ()


!alias_0 = vector<1x5x16xsi16>

"builtin.module"() ({
  "z.nop"() {} 
 : () -> () loc("name")
  %_0:4 = "z.nop"(): () -> ((memref<*xf80, {kind = "scratch"}>) -> (memref<1001x3xvector<15x10x[4]xf8E4M3>, strided<[61, 1], offset: ?>, "shared">, bf16), (f32, vector<3xf128>, vector<9xf32>) -> (f80, f6E3M2FN), (!alias_0%2 tensor<?xi32>) -> i17, complex<f16>)
  "foo.compute"(%_0#2)<{b0= [#my<"a b">, unit], my.k1= @_priv::@b::@"with\"quote", sym_name2= 0.9165178 : f32, x3= 40 : index}> {b0= "", d.k1= sparse<[[2, 0]], [0.2]> : tensor<6x2xf64>, x2= -10: i64, "quoted key 3"= 0x7C00 : bf16}: ((!alias_0, tensor<?xi32>) -> i17) -> () loc(callsite("src/x.py":467:398 at "src/x.py":42:33 to :33))
  %value1 = "foo.op"(%_0#3) {b0= "!*b@\00-\000\7f'.", a1}: (complex<f16>) -> tensor<7x4 x ?xui64> loc("n"("dir/with space.c":141:351))

  , = "foo.compute"(%_0#2, %_0#1, %_0#2): ((!alias_0, tensor<?xi32>) -> i17, (f32, vector<3xf128>, vector<9xf32>) -> (f80, f6E3M2FN), (!alias_0, tensor<?xi32>) -> i17) -> memref<4x4x8xi1, strided<[?, ?, ?], offset: 0>> loc("src/x.py":48:68 to 48:37)
}) : () -> () loc("dir/with space.c":428:9)

"builtin.module"() ({
 %_0, %value1:2 = "z.nop"() ({
  %tmp_2 = "a.b"(): () -> complex<f8E4M3B11FNUZ> loc("v"("f":83))
  %value3 = "d.op_1"() {x0, b1= 2147483647	: si32}: () -> f32
  %value4 = "foo.compute"(%tmp_2, %value3, %tmp_2) {z90= -1 : index, my.k1= distinct[3]<[0.9938267 : f32, unit, true]>, my.k2= 515: si16, x3= unit}: (complex<f8E4M3B11FNUZ>, f32, complex<f8E4M3B11FNUZ>) -> complex<bf16> loc(callsite("src/x.py":385:31 at "dir/with space.c":0:352))
  "bar.yield"() {x0, a1= 127: si8, z92= 46 : index, value3= dense_resource<r.0> : tensor<5xi32>}: () -> ()
  %$5:2 = "z.nop"() {value0= "*%\C7", z91}: () -> (f8E3M4, index) loc(fused<4 : i32>["a.mlir":48])
 }, {
 ^x.y1:
  %_6 = "my_dialect.thing"() {}: () -> (tensor<19x847xi1, {a = 1 : i64}>)
  "x.y"(%_6, %_6) ({
  ^x.y2(%7: bf16):
   %value8 = "z.nop"(%7)<{d.k0}>: (bf16) -> !foo<"a b"> loc("v"("":4:20 to 7:43))
   %v9 = "foo.bar.baz"(%value8, %_6, %value8) {}: (!foo<"a b">, tensor<19x847xi1, {a = 1 : i64}>, !foo<"a b">) -> f16 loc("x")
   %v10 = "x.y"(): () -> complex<tf32> loc("v"(fused<"meta">["f":226:0, unknown, "src/x.py":22:70 to 25:63]))
  }): (tensor<19x847xi1, {a = 1 : i64}>, tensor<19x847xi1, {a = 1 : i64}>) -> () loc("src/x.py":33:19 to 35:45)
  %_11 = "x.y"(%_6, %_6) {z90= #my.v<"x y" , 98 , ?>, k$1}: (tensor<19x847xi1, {a = 1 : i64}>, tensor<19x847xi1, {a = 1 : i64}>) -> i32
  %arg12 = "foo.bar"(%_6) {}: (tensor<19x847xi1, {a = 1 : i64}>) -> (f16) loc("with \"q\"")
  %r13:4 = "z.nop"(%arg12, %_6) ({
  }): (f16, tensor<19x847xi1, {a = 1 : i64}>) -> (f8E4M3FN, i3, f6E3M2FN, complex<i32>)
 }): () -> (memref<34x?x609xf32>, !x.param<f32>, memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">) loc("f":0:81)
 "a.b"(%value1#0 , %value1#0, %value1#1) ({
 ^4(%-14: f32 loc("dir/with space.c":362:389)):
 }, {
 ^bb5(%v15 : index loc("callee"(callsite(unknown at "f":451:385))), %_16: vector<3x9x13xf8E4M3FN>):
  %_17 = "bar.yield"(%value1#1, %_16) {}:  (memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">, vector<3x9x13xf8E4M3FN>) -> (tensor<28x?xf8E4M3FNUZ>)
  %value18:4 = "foo.bar"(%_16, %value1#0) {"quoted key 0"= dense<[[[(82, -54), (19, -33), (2, -35)], [(28, -100), (61, -75), (51, -82)], [(27, -7), (21, -77), (69, -6)]], [[(86, -88), (59, -36), (16, -53)], [(84, -18), (3, -6), (76, -86)], [(83, -6), (21, -41), (48, -5)]], [[(1, -56), (66, -75), (88, -7)], [(30, -61), (11, -5), (54, -54)], [(68, -15), (8, -90), (5 , -12)]], [[(92, -11), (37, -80), (72, -48)], [(76, -7), (24, -68), (53, -72)], [(16, -18), (13, -69), (67, -3)]]]> : tensor<4x3x3xcomplex<i32>>, foo.k1= 0x95 : f8E8M0FNU, my.k2=	 1: i7}: (vector<3x9x13xf8E4M3FN>, !x.param<f32>) -> (i8, vector<5xf8E4M3B11FNUZ>, complex<bf16>, tensor<942x1x1xf64>) loc(fused["src/x.py":14])
  "foo.op"(): () -> () loc("x")
  %19:4 = "foo.bar"(%value18#3, %value18#0, %v15) {"quoted key 0"=  f64, k$1= dense<0.6874957> : tensor<f32>, "quoted key 2"= vector<[6]xindex>, foo.k3= dense<0x1> : tensor<si3>}: (tensor<942x1x1xf64>, i8, index) -> (tuple<si1, i64, f32, f6E3M2FN, i24, si32, vector<i32>, memref<1x?xcomplex<f16>, 5>, bf16, i64,
    i64, f64, i17, i8, vector<[10]xf8E5M2FNUZ>, i32, f4E2M1FN, ui16, bf16>, complex<i7>, index, memref<733x?x50xcomplex<f8E3M4>>)
  "foo.bar.baz"(%19#0) ({
   %20 = "x.y"() ({
    %arg21 = "x.y"(%19#0) {a0= "<\n\A8X*\n 日本\C3\A9@\71", d.k1= dense<666879.0> : tensor<4x4x3xf6E2M3FN>, d.k2= "% \00\"z\7f \tb<b{" : f8E4M3FN, d.k3	= "%\00}}\"0\""}: (tuple<si1, i64, f32, f6E3M2FN, i24, si32, vector<i32>, memref<1x?xcomplex<f16>, 5>, bf16, i64,
    i64, f64, i17, i8, vector<[10]xf8E5M2FNUZ>, i32, f4E2M1FN, ui16, bf16>) -> index loc("name")
    %22 = "foo.compute"()<{my.k0= #bar<"a b">, value1}> {z90= @"x y", k$1, attr2= @b::@"x y"::@"0start"}: () -> memref<2xi8, "local mem">
   }, {
   ^8(%value23 : ui7):
    %v24 = "bar.yield"(%value18#3, %value23) {d.k0= affine_map<(d0, d1, d2) -> (9 - d2 * 8, (d1) floordiv 1 * 6)>}: (tensor<942x1x1xf64>, ui7) -> (si17) loc(callsite("":4:57 to 4:44 at callsite("dir/with space.c":4294967295:0 at "x"))) // trailing comment
   }): () -> complex<i24> loc("src/x.py":12:33 to 15:2)
   "foo.bar.baz"()<{foo.k0= unit, d.k1= 3.709 : f8E5M2}> {foo.k0 
 = "'\"\\\""}: () -> ()
   %v25 = "a.b"(%19#2, %20) {}: (index, complex<i24>) -> memref<*xf64, 4> loc("":35:21 to 37:51)
  }, {
   "foo.compute"(): () -> ()
  }) {z90= dense<[0.6457536, 0.1122793, -856.285373]> : tensor<3xf8E4M3FNUZ>, attr1= 0: si1, a2, a3= 1}: (tuple<si1, i64, f32, f6E3M2FN, i24, si32, vector<i32>, memref<1x?xcomplex<f16>, 5>, bf16, i64,
    i64, f64, i17, i8, vector<[10]xf8E5M2FNUZ>, i32, f4E2M1FN, ui16, bf16>) -> () // trailing comment
 }) {value0= "\\"}: (!x.param<f32>, !x.param<f32>, memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">) -> ()
 %26 = "d.op_1"(%value1#0): (!x.param<f32>) -> (tensor<835x607x279x?xcomplex<f80>>) loc("dir/with space.c":469:482)
 "foo.bar"() {attr0= "\\ \00\67é\00\C3\A90", value1= dense<[[1.5, 416914.0, 13.113676, -0.1], [44.220234, 0x8C17F16A8BDA5E357A64, 1.277, 77.55E5]]> : tensor<2x4xf80>, z92= dense_resource<weights1> : tensor<4xi8>}: () -> ()
}) : () -> () loc(fused[])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000006061AD56D02EF25B5F8F0609537D6AC306ACDDA0",
    }
      weights1: "0x0400000006A12655"
  }
#-}

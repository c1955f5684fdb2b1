#loc0 = loc("with \"q\"")
!ty0 = tuple<f16, index, f64, f64,  si7, f16, f16, f8E4M3FN, f4E2M1FN, f6E3M2FN, i1024, f64, f16, index, f8E4M3B11FNUZ, f32, i64, f4E2M1FN, i64, si32>
#l_x1 = loc("src/x.py":290:83)
#L2 = loc("f":273:0)

"builtin.module"() ({
 %v0:3 = "foo.bar"(): () -> (complex<f64>, complex<f32>, f4E2M1FN) loc("f":234:120)
 %1 = "foo.op"(%v0#2, %v0#1) ({

  %value2 = "foo.bar.baz"(%v0#0, %v0#1): (complex<f64>, complex<f32>) -> (i64)
  %_3, %4:2 = "x.y"(%v0#1, %v0#1) <{b0= 0x0: i3}>: (complex<f32>, complex<f32>) -> (i1, f32, complex<f8E8M0FNU>)
  // // nested
  %value5:3 = "my_dialect.thing"(%4#0, %v0#1, %4#0): (f32,
    complex<f32>, f32) -> (none, vector<[2]x[3]x5xi24>, tensor<complex<bf16> >) loc(fused[])
  %6, %v7:3 = "bar.yield"(): () -> (!bar.a.b, i8, index, f16) loc(fused[callsite("":23:17 to 25:53 at "op.1"), "callee"("":227:433), fused<#foo.m>[]])
  "bar.yield"(%v7#1, %v7#0, %v0#1) {k$0= affine_map<(d0, d1, d2)[s0, s1] -> ()>}: (index, i8, complex<f32>) -> () loc("f":286:0)
 }): (f4E2M1FN, complex<f32>) -> !bar.param<75, 80, <<1 , "x y" , -7> , 14>> loc(callsite(unknown at "a.mlir":4294967295:4294967295))
 %value8 = "d.op_1"(%v0#0) {x0= f8E4M3B11FNUZ, value1= {b0= [6.684 : f16, 3.682 : f64, 0: i32, -1], d.k1= 7067596231270604086 : index}}: (complex<f64>) -> memref<61xf8E4M3FN> loc(callsite(fused[] at "dir/with space.c":171:347))
 %$9, %v10:3 = "bar.yield"(%value8, %value8, %value8) ({
 ^bb1(%value11: tensor<*xi32> loc(fused<#foo.m>["":0:0, #loc0, "dir/with space.c":29:52 to :60]), %_12: complex<f80> loc(fused<"meta">["":28:60 to 31:38, fused[#loc0, "a.mlir":453:246, "":119:38]]), %13: f16):
  %_14 = "z.nop"(%value11, %v0#2) {}: (tensor<*xi32>, f4E2M1FN) -> !x.t loc(#loc0)
  %_15 = "my_dialect.thing"() {attr0, value1= [-9223372036854775808, distinct[2]<sparse<[[0, 1], [3, 0], [0, 0]], [-1, 89, 1]> : tensor<4x4xi32>>, dense<[[0.3], [0.45147e+31], [0xC0], [127319.0]]> : tensor<4x1xf8E4M3>], a2= 7.51E9 : f8E4M3B11FNUZ}: () -> !ty0
  %x16:2 = "d.op_1"(%_12, %_12): (complex<f80>, complex<f80>) -> (i64, complex<f128>) loc("dir/with space.c":454:4294967295)
  %_17:4 = "foo.bar.baz"(%_14) <{sym_name0= @_priv, foo.k1= 29: si16,attr2= array<i64: 0x0>, b3= false}>: (!x.t) -> (tensor<4x?xf8E4M3B11FNUZ>, tensor<*xbf16 
 >, none, memref<3x3x61xvector<1x5xbf16>>)
  "foo.bar.baz"(%v0#1): (complex<f32>) -> ()
  "foo.br"(%_17#3)[^bb2, ^bb2] ({
  ^bb3(%r18 : none loc("":15:34 to 18:28), %19 : i32):
   "d.op_1"(%x16#1) {foo.k0= si64, value1, b2= sparse<[[1, 1, 0]], [1]> : tensor<3x5x3xi32>, foo.k3}: (complex<f128>) -> () loc("f":235:388)
   %20 = "foo.bar.baz"(%_17#3, %19, %x16#1) ({
    %value21 = "foo.bar"(%x16#1) <{"quoted key 0"= 0xFBAC84407DFD479E : f64, a1= distinct[5]<affine_map<(i0)[] -> ()>>, x2= @b::@"a", z93= [index, 0: si3, f8E3M4]}> {"quoted key 0"= false}: (complex<f128>) -> ui32
    "foo.op"(%_15, %_12, %_17#1) {k$0=	 [], _u1= dense<-2147483648> : tensor<si32>}: (!ty0, complex<f80>, tensor<*xbf16 
 >) -> ()
    "a.b"(%value21, %19) {z90 
 = 9.999999e9 : f8E3M4, my.k1= [none, 0: i3]}: (ui32, i32) -> ()
    // a comment
    %v22 = "d.op_1"(%_17#3, %value21) {k$0}: (memref<3x3x61xvector<1x5xbf16>>, ui32) -> (tensor<316xf64>) loc(callsite(fused[#loc0, "a.mlir":5:23 to 5:49] at "dir/with space.c":1:79 to :79))
    %_23, %value24:3 = "foo.bar"() <{}>: () -> (() -> i64, (index, f32, !foo.param<[80, "x y", {-5 ?}] , ?>) -> (f8E4M3FN, f16), f8E3M4, index) loc("with \"q\"")
   }): (memref<3x3x61xvector<1x5xbf16>>, i32, complex<f128>) -> (ui128) loc("callee"("f":8:295))
   // "quotes" and {braces} in a comment
   %r25:3 = "foo.compute"(%_15, %_17#1)<{"quoted key 0"}> {my.k0= "z\t!\00\n\"\C3\A9'*\"\00"}: (!ty0, tensor<*xbf16 
 >) -> (si8, !ty0, index) loc(#loc0) // trailing comment
  }, {
  ^x.y5(%_26 : f16 loc("":4294967295:27), %27: memref<16xi1024, strided<[?], offset:0>> loc("callee"(fused["f":459:50, unknown, "with \"q\""]))):
   %28 = "foo.bar"(%13, %27, %_17#3)<{}> {attr0}: (f16, memref<16xi1024, strided<[?], offset:0>>, memref<3x3x61xvector<1x5xbf16>>) -> (index)
   %_29 = "my_dialect.thing"(%_26, %_26, %_17#1) {my.k0, "quoted key 1", attr2, my.k3= index}: (f16, f16, tensor<*xbf16 
 >) -> i8 loc("a.mlir":7:39 to 9:4)
   "x.switch"(%_29, %_17#1)[^loop6] {k$0= dense<[4.9e-324, 690.837275]> : vector<2xf8E4M3>, sym_name1= #my<"abc">}: (i8, tensor<*xbf16 
 >) -> () loc("name")
  ^loop6(%30 : complex<i1024> loc(fused[])):
   "foo.bar"(%_17#0) {_u0= (tensor< 
 4x2x102xi1024>) -> i32, "quoted key 1"= @x.y, x2, z93= complex<i128>}: (tensor<4x?xf8E4M3B11FNUZ>) -> () loc("name")
   // // nested
   %_31:2 = "d.op_1"(): () -> (memref<2x?x?xcomplex<f64>, 5>, vector<16x[11]xindex>)
   %v32 = "z.nop"(%_31#0, %x16#1, %30) ({
   ^b9(%v33 : si1, %34: f32):
    %_35:2 = "bar.yield"(%_17#1, %_31#1)<{sym_name0, a1= "-\\" : f16, d.k2= @f_1::@x.y::@f_1, a3= {"quoted key 0"= 0.3435040 : f16, z91 , foo.k2= [], a3= dense<[0]> : vector<1xsi24>}}>: (tensor<*xbf16 
 >, vector<16x[11]xindex>) -> (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>, ui3)
    "my_dialect.thing"(%_14) {_u0= array<i8: -128, -128, -1, 255>}: (!x.t) -> ()
    %36 = "foo.compute"(%_35#0, %_35#0): (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>, !my_dialect.v<[83,-3,[a.b , "x y" , -7]]>) -> memref<13xbf16, strided<[1]>, {kind = "scratch"}>
    "x.switch"()[^10] {sym_name0= #foo<"line
break">, a1, value2}: () -> () loc(unknown)
   ^10:
    %37 = "foo.op"(%34, %36, %value8): (f32, memref<13xbf16, strided<[1]>, {kind = "scratch"}>, memref<61xf8E4M3FN>) -> tuple<ui64, f4E2M1FN> loc("src/x.py":472:75)
    // 
    "a.jump"(%_35#0)[^11, ^10]: (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>) -> () loc(unknown)
   ^11(%arg38: complex<f64>, %39: index):
    %v40 = "bar.yield"(%36, %x16#0) {"quoted key 0"= dense<[[-128, 1], [14, 0], [1, 1]]> : tensor<3x2xi8>, d.k1= "%\00-a%.{\"\tX*" : i1}: (memref<13xbf16, strided<[1]>, {kind = "scratch"}>, i64) -> vector<13 x ui7>
    "cfx.cond_br"(%36, %v40, %39)[^loop12]: (memref<13xbf16, strided<[1]>, {kind = "scratch"}>, vector<13 x ui7>, index) -> () loc(#loc0)
   ^loop12:
    %41, %value42:3 = "a.b"(%x16#0): (i64) -> (complex<f64>, memref<23x1xi1024>, f32, complex<f16>) loc(unknown)
    "x.switch"(%v33, %value42#1, %30)[^10] {}: (si1, f32, complex<i1024>) -> ()
   }, {
   ^x.y13(%$43 : complex<f32>, %v44 : (tensor<0x1x45x?xui1>, complex<bf16>, i64) -> ()):
    %45:3 = "x.y"(%v44, %_31#0) <{"quoted key 0"= [sparse<[[2, 1, 3]], [0x0]> : tensor<5x2x5xi32>], a1= "-z \000", my.k2= sparse<[[0, 1, 0], [1, 0, 3], [0, 0, 0]], [37.31E3, 250.603584, -0.5]> : tensor<2x3x4xf64>, attr3= false}>: ((tensor<0x1x45x?xui1>, complex<bf16>, i64) -> (), memref<2x?x?xcomplex<f64>, 5>) -> (tensor<78x9x4x559xi8>, memref<?x3xf16, 1>, bf16)
   }) {k$0= {sym_name0, d.k1= array<i1: false, false, false>, d.k2}}: (memref<2x?x?xcomplex<f64>, 5>, complex<f128>, complex<i1024>) -> (index) loc("f":404:116)
   "cfx.cond_br"(%x16#0, %27, %_31#0)[^bb7]: (i64, memref<16xi1024, strided<[?], offset:0>>, memref<2x?x?xcomplex<f64>, 5>) -> () loc("a.mlir":4294967295:260)
  ^bb7(%v46: tensor<f32>, %_47: complex<f64  > loc("n"("callee"("dir/with space.c":436:130)))):
   "x.switch"()[^bb8]: () -> () loc(fused<"meta">["":290:15, "":32, fused["name", unknown, #l_x1]]) // trailing comment
  ^bb8(%48: none):
   "foo.op"() {}: () -> () loc("dir/with space.c":4:10 to :11)
  }): (memref<3x3x61xvector<1x5xbf16>>) -> () loc("n"(callsite(#L2 at #l_x1)))
 ^bb2:
  %49 = "foo.compute"() {k$0= []}: () -> vector<[7]x1x1xindex>
 }): (memref<61xf8E4M3FN>, memref<61xf8E4M3FN>, memref<61xf8E4M3FN>) -> (vector<11x4x[8]xf16>, si7,  memref<31x55x35xf80>, complex<si8>)
}) : () -> ()

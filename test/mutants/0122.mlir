// ir-gen random --seed 15 --size 35
%_0 = "foo.compute"()<{a0}> ({
 %value1 = "foo.compute"() <{value0= -22.81E3 : f4E2M1FN}> {my.k0= 1: i32}: () -> (complex<i17>)
 %2 = "x.y"(%value1, %value1, %value1) ({
 ^x.y1(%v3: !x.param<?,{{82}},abc> loc("v"("dir/with space.c":9:37 to 9:72)), %4: vector<12x13xf6E2M3FN>):
  "x.switch"()[^bb2] {d.k0= 0: i64, my.k1= i17, _u2= array<f32>, z93= dense_resource<res_0> : tensor<4xf64>}: () -> ()
 ^bb2:
  %5:2 = "x.y"(%4): (vector<12x13xf6E2M3FN>) -> (!x.t<38 , {abc} , <-3>>, tensor<6x?xvector<[14]xi32>>)
  "cfx.cond_br"(%v3, %5#0, %v3)[^bb2] ({
  ^loop3(%x6: tensor<2x4x?xf32, #foo.enc>, %_7: complex<f32>):
   %v8 = "a.b"(%5#1, %_7, %5#0): (tensor<6x?xvector<[14]xi32>>, complex<f32>, !x.t<38 , {abc} , <-3>>) -> tensor<?x2xindex>
   %_9 = "bar.yield"() <{a0= affine_map<(d0, d1, d2) -> ()>, value1= dense_resource<weights1> : tensor<3xf32>}>: () -> tensor<777x411xsi7>
   "a.jump"(%_7, %5#0, %_7)[^bb4]<{value0= affine_set<(i0, i1) : (i1 == 0, i0 == 0)>, attr1= -4: i3, "quoted key 2"= @c}>: (complex<f32>, !x.t<38 , {abc} , <-3>>, complex<f32>) -> ()
  ^bb4(%10 : tensor<?x5xvector<16x9x[8]xi64>>):
   "x.y"(%10, %v8) {}: (tensor<?x5xvector<16x9x[8]xi64>>, tensor<?x2xindex>) -> ()
   %11:3 = "my_dialect.thing"() <{attr0= affine_map<(i0)[N0] -> ()>, b1= 855090627361203327846459802675977375143395823368832753977424843823891868689141141711913870103719741756835604471041916741043614409202050157964521038284582370780662946559760150542432984602059: i1024}> {_u0}: () -> (!x.v<["x y",true]>, none, (complex<f8E4M3FN>, vector<[15]x[10]xbf16>, si1) -> ()) loc("":61:64)
   %12 = "foo.compute"() <{value0, "quoted key 1"= -1, sym_name2= loc("src/x.py":260:0), b3= 1: si128}>: () -> (tuple<>)
   %value13:3 = "my_dialect.thing"()<{attr0= @a, b1= #my<"x<1>">, foo.k2= #x.p<[a.b], "x y">}>: () -> (memref<9x?xsi64>, f16, memref<63xbf16, affine_map<(d0) -> ((d0 * 2) floordiv 9)>, 7>) loc(fused[callsite("dir/with space.c":4294967295:33 at "dir/with space.c":49:19 to 49:57), unknown])
   %14 = "bar.yield"(%4): (vector<12x13xf6E2M3FN>) -> tuple<index, ui64> loc("a.mlir":16:76 to 19:6)
   "foo.br"()[^bb5, ^bb5]: () -> ()
  ^bb5(%15: memref<?xvector<3x6xi1024>, affine_map<(i0) -> (7)>, "shared"> loc(fused[])):
   %_16 = "d.op_1"() {_u0= "\4F" : i1, d.k1= true, sym_name2}: () -> f16
   %17:3 = "foo.compute"() {"quoted key 0"= [1, (complex<i64>, memref<?x?x5xf32, {kind = "scratch"}>, none) -> (complex<f64>), dense<(-317947.0, 0xADFB)> : tensor<1xcomplex<f16>>, dense_resource<res_2> : tensor<4xi8>], _u1, sym_name2= #bar.a, _u3= [164]}: () -> (vector<5x[2]x[3]xf32>, f6E2M3FN, complex<f8E4M3B11FNUZ>)
   %18 = "bar.yield"() {}: () -> memref<52xi24, affine_map<(d0) -> (d0)>> loc("x")
   %tmp_19 = "bar.yield"(%_16, %17#1, %_7): (f16, f6E2M3FN, complex<f32>) -> memref<*xvector<15x6xi32>, 6>
   %20 = "foo.bar.baz"(%18, %17#0) {sym_name0= 2.29822e-18 : bf16, _u1= affine_set<(d0) : ((d0) ceildiv 5 == 0, 5 + 8 * (d0) == 0, 3 * 5 <= 5)>, d.k2= f64}: (memref<52xi24, affine_map<(d0) -> (d0)>>, vector<5x[2]x[3]xf32>) -> tuple<f8E4M3FN> loc("":130:432)
   %x21:3 = "foo.op"(%15, %17#2, %tmp_19) {}: (memref<?xvector<3x6xi1024>, affine_map<(i0) -> (7)>, "shared">, complex<f8E4M3B11FNUZ>, memref<*xvector<15x6xi32>, 6>) -> (f8E4M3, f64, complex<f32>) loc("callee"("a.mlir":161:224))
  }, {
  ^$6(%22: memref<2x?x2xsi1>, %value23: memref<640xsi3, 5> loc("x")):
   %24 = "foo.op"(%5#0) {"quoted key 0"= 5.547 : bf16, z91, k$2= affine_map<(d0, d1, d2)[s0] -> (s0, ((d2) floordiv 2) mod 9, 8 + d1 - s0 - d1)>}: (!x.t<38 , {abc} , <-3>>) -> (i16) loc("src/x.py":292:0)
   %_25 = "foo.op"(%5#1, %5#1, %22): (tensor<6x?xvector<[14]xi32>>, tensor<6x?xvector<[14]xi32>>, memref<2x?x2xsi1>) -> vector<3x11xf32>
   "cfx.cond_br"(%value23, %24)[^$7]: (memref<640xsi3, 5>, i16) -> () loc("n"("src/x.py":129:229))
  ^$7:
   "a.jump"()[^bb8, ^$7]: () -> ()
  ^bb8(%value26: none loc("f":37:27 to :30), %_27: tf32 loc(fused[unknown, "name"])):
   %$28 = "foo.op"(%value23, %24, %24): (memref<640xsi3, 5>, i16, i16) -> (memref<2x3xf6E3M2FN, affine_map<(d0, d1) -> (d1, d0)>, "shared">) loc("name")
   %29 = "my_dialect.thing"(%_27)<{foo.k0= affine_map<()[N0, N1] -> ()>}>: (tf32) -> vector<f16> loc("a.mlir":20:15 to 20:28)
  }): (!x.param<?,{{82}},abc>, !x.t<38 , {abc} , <-3>>, !x.param<?,{{82}},abc>) -> () loc("a.mlir":47:67 to 47:66) // trailing comment
 }, {
 ^bb9:
  %v30 = "my_dialect.thing"(%value1, %value1, %value1) ({
   %v31, %v32:2 = "z.nop"() <{a0, "quoted key 1"= "%\7f\7f", "quoted key 2"= index, b3= @main}> {k$0= -1.0e-5 : bf16, a1, sym_name2= "\n\CFa#<\n\00}!"}: () -> (f16, vector<7x2x16xi1>, i32)
  }): (complex<i17>, complex<i17>, complex<i17>) -> ui64
  %33 = "a.b"(%v30, %value1) {a0= dense_resource<weights3> : tensor<4xi32>, sym_name1= dense_resource<res_4> : tensor<4xi8>, "quoted key 2"}: (ui64, complex<i17>) -> (index)
  %value34 = "d.op_1"(%33, %v30, %33)<{sym_name0= [42 : index, 9.999999e9, #my.v<?, <?,-6,"x y">, "x y">], k$1= #x.v<-5, 63>, b2= "-🙂"}>: (index, ui64, index) -> (vector<7x12xf6E2M3FN>)
  %value35 = "z.nop"(%value1, %value34) {k$0= 0: i1, k$1= {z90, sym_name1= #my.attr, x2= dense<[[-0.0], [-813147.0]]> : tensor<2x1xf16>}}: (complex<i17>, vector<7x12xf6E2M3FN>) -> complex<f16>
  %_36 = "my_dialect.thing"(%v30) <{}>: (ui64) -> f32
  "foo.bar.baz"(%33) {d.k0= -1: i1024, _u1= 23 : index, z92= "\n \00" : ui128}: (index) -> () loc(unknown)
 }, {
 ^11(%v37: (index) -> memref<?x539xcomplex<f4E2M1FN>>, %_38: memref<467x3xi32, "local mem">):
 }) {k$0= [dense<-0.5> : tensor<f32>, array<i8: -128, 98, 0>, dense<"0xD595EC71EC5113103E903753F3037BC876CC8C4C4BA852EE"> : tensor<3xf64>, dense<> : tensor<0x1x4xui32>]}: (complex<i17>, complex<i17>, complex<i17>) -> index loc(callsite("src/x.py":206:11 at "":3:0))
 %value39, %arg40:3 = "a.b"(%value1, %2): (complex<i17>, index) -> (i32, complex<bf16>, tensor<867xindex>, i7) loc("f":19:36 to :36)
 %v41 = "foo.compute"(%value39, %arg40#0): (i32, complex<bf16>) -> f80 loc("f":4294967295:265)
 %value42 = "foo.bar.baz"() {k$0= @_priv, attr1= [[#foo.a], 8 : index, 0.188 : f8E4M3FNUZ], attr2}: () -> memref<6x?xi32, affine_map<(d0, d1) -> (2 * (1 * (d0)), ((6) floordiv 9) mod 7)>, 5>
 "d.op_1"(%arg40#2, %value42): (i7, memref<6x?xi32, affine_map<(d0, d1) -> (2 * (1 * (d0)), ((6) floordiv 9) mod 7)>, 5>) -> ()
}, {
}) {_u0= affine_map<(i0, i1, i2)[N0, N1] -> (9 - (i0) floordiv 1, 0, 4 * (5 * (N0)))>, z91, b2= "@/é\00\n", "quoted key 3"= distinct[1]<dense<> : tensor<0x2xui24>>}: () -> complex<bf16>
%value43 = "foo.compute"(): () -> !my_dialect.t<?>
"my_dialect.thing"(%_0): (complex<bf16>) -> () loc(callsite(fused<"meta">[] at "op.1"))
%44 = "foo.bar"(%_0, %value43) {sym_name0= sparse<[[2, 3], [1, 1]], [0x0, 1049302537]> : tensor<3x6xi64>}: (complex<bf16>, !my_dialect.t<?>) -> vector<13xi32>

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000000632ED6F4C575555CB23C21273DE5E1B23E26FB2CA42B589195CC993FA50F99C",
      weights1: "0x0400000075C44B9E9D7198F45EA2C2F5",
      res_2: "0x040000002AE2B205",
      weights3: "0x040000005A0181287FD9E90B6ADDD5A899736AD4",
      res_4: "0x040000007FB99921"
    }
  }
#-}

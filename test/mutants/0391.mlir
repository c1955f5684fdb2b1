"builtin.module"() ({
 %0:3 = "bar.yield"()<{"quoted key 0"= -1: i64, k$1= [{value0= #x<"x<1>">, value1}], b2 = dense<3.70870e23> : tensor<f64>, x3 
 = [0.74680e-9 : f8E5M2FNUZ]}>: () -> (vector<5x[2]x1xi1>, tensor<2x160x?x532xf8E4M3B11FNUZ >, complex< f32>) loc(fused["v"("src/x.py":37:65 to 40:66), "f":7:13 to :17])
 "a.b"(%0#0, %0#2, %0#0): (vector<5x[2]x1xi1>, complex< f32>, vector<5x[2]x1xi1>) -> ()
 %1 = "foo.op"(%0#0, %0#0): (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> (f16) loc("f":444:0)
 "my_dialect.thing"(%0#2) <{attr0, a1= loc(callsite("x" at "":35:76 to :77)), "quoted key 2"= "\t\00"}> ({
  %_2 = "my_dialect.thing"(%0#0)<{k$0= {}, z91}> ({
  ^1(%value3: f64):
   %v4 = "a.b"(): () -> ((si1) -> ())
   "bar.yield"(%v4) ({
   ^2(%$5: complex<ui64> loc("":480:424), %value6: f8E4M3B11FNUZ, %7: () -> bf16):
    %8 = "foo.bar"(%7, %$5, %v4) <{b0}>  : (() -> bf16, complex<ui64>,(si1) -> ()) -> f32 // trailing comment
   }) {}: ((si1) -> ()) -> () loc(callsite("f":44:15 to 46:9 at fused["dir/with space.c":271:103]))
  }, {
  ^$3(%9: index loc("":74)):
   %value10 = "foo.op"(%0#2, %1, %0#1) {b0}:  (complex< f32>,f16, tensor<2x160x?x532xf8E4M3B11FNUZ >) -> tensor<479x6x?x3 x f32>
   "foo.bar.baz"(%0#2, %0#1) {z90}: (complex< f32>, tensor<2x160x?x532xf8E4M3B11FNUZ >) -> () loc("name")
   %11, %12:2 = "d.op_1"() {x0 
 = dense_resource<r.0> : tensor<4xf64>,  z91= true , sym_name2= @c::@_priv} : () -> (none,  tuple<!foo.t<"x y" i8>, f64, f64, f64>, complex<f16>) loc("":47:63 to 48:69)
  }, {
  ^bb4(%13: none, %r14 : complex< 
 f32>):
   %_15 = "my_dialect.thing"()<{my.k0= "\n\00\n#\n\D5",  foo.k1= dense_resource<res_1> : tensor<1xi32>}>: () -> (f8E4M3FN) // trailing comment
   %-16 = "z.nop"(%13,
    %13): (none, none) -> memref<? x 652 x bf16, "shared">
   "foo.op"() {x0= #my.attr}: () -> ()
   %value17 = "foo.compute"(%_15)	: (f8E4M3FN) -> (tuple<f32, f16, f32, i17>)
  }): (vector<5x[2]x1xi1>) -> tensor<  8x315 x !my_dialect.param<"x y", {62}, ?>> loc(fused[])
  %v18 = "foo.compute"(%_2, %0#1, %0#2) {k$0= 
  0, z91  = "\"%日本}\n"}: (tensor<  8x315 x !my_dialect.param<"x y", {62}, ?>>, tensor<2x160x?x532xf8E4M3B11FNUZ >, complex< f32>) -> vector<[11]xsi16> loc(unknown)
  "a.b"(%v18)<{_u0= dense<[[1.57740e+7], [-747.822291], [0.2], [-439.96880]]> : tensor<4x1xf64>}> ({
   %v19 = "foo.compute"(%0#0, %0#2) {attr0= 0.1 : f8E4M3FN, sym_name1=   dense<-1> : tensor<i8>}: (vector<5x[2]x1xi1>,
    complex< f32>) -> memref<974x?x? x complex<	f16>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>>
  }): (vector<[11]xsi16>) -> () loc("dir/with space.c":44:51 to 45:75)
 }): (complex< f32>) -> ()
 %value20 = "foo.bar"(%0#0, %0#0) ({
  %21:3 = "my_dialect.thing"(%0#2, %0#1, %0#1): (complex< f32>, tensor<2x160x?x532xf8E4M3B11FNUZ >, tensor<2x160x?x532xf8E4M3B11FNUZ >) -> (!my_dialect.v<{{"x y"} "x y" ?} ? abc>, complex<i32>, complex<tf32>) loc(fused[fused<#foo.m>["a.mlir":99], "dir/with space.c":19:66, unknown])
  %22 = "d.op_1"(%21#1) ({
   %_23 = "foo.bar"(%21#2): (complex<tf32>) -> !my_dialect.a.b loc("dir/with space.c":414:269)
   "d.op_1"(%1, %0#1)<{b0= !bar.type, _u1= dense_resource<weights2> : tensor<1xi8>}>: (f16, tensor<2x160x?x532xf8E4M3B11FNUZ >) -> () loc("op.1")
   %v24 = "foo.bar.baz"(%_23, %_23, %1) ({
   }) {z90 = {}}: (!my_dialect.a.b, !my_dialect.a.b, f16) -> f32
   %25:2 = "d.op_1"(): () -> (!x<"">, i32) // trailing comment
   %v26:4 = "my_dialect.thing"(%0#1) ({
    "my_dialect.thing"(%25#1, %25#1): (i32 , i32) -> ()
    "z.nop"(%25#1, %25#1) {foo.k0=  array<f32: 0.1>, attr1= sparse<[[1, 4, 0], [1, 3, 1], [1, 1, 2], [1, 4, 0]], [4294967295, 0, -2147483648, -125]> : tensor<2x6x3xi32>, a2}: (i32, i32) -> () loc("v"("":400:438)) // trailing comment
    %value27 = "foo.op"(%0#2, %_23,
    %21#1) {z90, attr1}: (complex< f32>, !my_dialect.a.b, complex<f32>) -> bf16
   }, {
   ^$11:
    %v28:3 = "foo.op"(%25#1, %25#1, %25#1): (i32,
    i32,  i32) -> (f4E2M1FN,index, tuple<f8E3M4, ui1,i7,  f8E5M2>)
   }): (tensor<2x160x?x532xf8E4M3B11FNUZ >) -> (tensor<3x29x36 x f64>, vector<si64>, i32, tensor<?xf8E4M3FNUZ>)
  }): (complex<f32>) -> f8E4M3FN
  "cfx.cond_br"(%22, %22, %0#2)[^bb7] ({
  ^bb12(%29: bf16, %30 : vector<14xui16>):
   %value31 = "foo.bar.baz"(%22, %29) {foo.k0=	 dense<[[-864493.0, -0.9645384, 72.8E1, 1.0e300], [2.0,
    0x5D, 0x72, 2.61452e-31]]> : vector<2x4xf8E5M2>}: (f8E4M3FN, bf16) -> (tuple<>)
   "a.jump"(%22, %21#2)[^$13, ^$13]:   (f8E4M3FN, complex<tf32>) -> () // trailing comment
  ^$13():
   "cfx.cond_br"(%22, %value31, %22)[^$14] {b0,  x1= array<f32>, value2= 1 
 :   i8, k$3=	 1.0e300 : f16}  : (f8E4M3FN, tuple<>, f8E4M3FN) -> ()
  ^$14:
   %32:3 = "foo.bar.baz"(%value31) {foo.k0= sparse<[[5, 3, 4], [5, 2, 5], [5, 2, 4]], [-1, 1, -119357627761615]> : tensor<6x4x6xi64>, a1= {attr0= unit, x1=	 bf16}, k$2, attr3}: (tuple<>) -> ((memref<2x?x8xi1>) -> (f64, i64), complex<	bf16>, complex<	f64>)
   "a.jump"(%value31, %value31)[^15, ^15]: (tuple<>, tuple<>) -> () loc("":372:4294967295)
  ^15():
   "d.op_1"(%0#1) {b0= affine_map<(d0, d1, d2)[s0] -> ()>, sym_name1	= "\00\00\t/\t'-@\"}", value2=  1.5 : f64}:   (tensor<2x160x?x532xf8E4M3B11FNUZ >) -> ()
  }):   (f8E4M3FN , f8E4M3FN, complex< f32>) -> () loc("f":19:0)
 ^bb7:
  %value33, %34:3 = "d.op_1"(%0#2): (complex< f32>) -> (tuple<i32, f8E3M4>, bf16, memref<1x8xf8E4M3B11FNUZ, "shared">, (i17, f8E3M4) -> (memref<3xi7, strided<[9], offset: ?>, {kind = "scratch"}>))
 }, {
 }, {
 ^b17(%tmp_35: f16, %36: complex<f80>):
  "cfx.cond_br"() 
 [^x.y18] {attr0, b1}: () -> () loc(callsite("op.1" at callsite("a.mlir":374:426 at "":338:306)))
 ^x.y18:
  "x.switch"()  [^bb19]: () -> () loc(fused<3 : i32>[])
 ^bb19(%v37 : i8 loc("src/x.py":261:0), %_38: tensor<2x957x6 x 0 x f64>, %value39: !my_dialect.t):
  %$40 = "a.b"(%_38, %v37, %value39)<{value0, d.k1= array<i8: 0>}> {d.k0= "\00a\\é\\{-\t\"", x1= 
  #bar<"abc">}:	 (tensor<2x957x6 x 0 x f64>, i8 , !my_dialect.t) -> f64
 }): (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> memref<?xf8E4M3FNUZ, strided<[1], offset:0>>
 %v41 = "foo.compute"(%0#2, %0#1): (complex< f32>, tensor<2x160x?x532xf8E4M3B11FNUZ >) -> (i24) loc("":99)
 %a.b42 = "foo.bar.baz"()	: () -> complex<f128> loc("f":0:323)
 "my_dialect.thing"(%v41, %value20,%v41) {my.k0= loc("v"(unknown)), b1}: (i24, memref<?xf8E4M3FNUZ, strided<[1], offset:0>>, i24) -> () loc("":40)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000002BB1497CE69531EC03E0253CD24A32785C5EA85149F9A9DAAA31C42216A219D1",
      res_1: "0x0400000019F9C1F3",
      weights2: "0x0400000088"
    }
  }
#-}

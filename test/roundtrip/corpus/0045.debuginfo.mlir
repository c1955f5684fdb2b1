#distinct = distinct[0]<-1 : i64>
#loc12 = loc("0045.in.mlir":17:10)
#loc13 = loc("-":379:29)
#loc14 = loc("0045.in.mlir":17:55)
#loc26 = loc("a.mlir":79:413)
#loc27 = loc("0045.in.mlir":31:58)
#loc29 = loc("0045.in.mlir":34:8)
"builtin.module"() <{sym_name = "m66"}> ({
  %0 = "bar.yield"() {b1, k$0} : () -> f32 loc(#loc1)
  %1:4 = "x.y"(%0, %0, %0) <{b0 = affine_map<() -> (7, -12, 0)>, foo.k2, value1}> {k$0 = array<f32: 3.14159274, -0.703513622, 2.500000e-03>} : (f32, f32, f32) -> (i32, i1024, complex<f16>, tensor<complex<f4E2M1FN>>) loc(#loc2)
  %2 = "foo.op"(%1#3, %1#2) {sym_name0 = "'", sym_name1 = #x<"abc">, x2} : (tensor<complex<f4E2M1FN>>, complex<f16>) -> !x.param<{4,f32,-6}> loc(#loc34)
  %3:4 = "a.b"(%1#3, %1#3) : (tensor<complex<f4E2M1FN>>, tensor<complex<f4E2M1FN>>) -> (ui64, f64, i32, i32) loc(#loc4)
  "foo.compute"(%1#1) <{attr0, "quoted key 1" = 3.840000e+02 : f8E5M2FNUZ}> {a2 = dense<[-3.000000e+00, 0.000000e+00]> : tensor<2xf4E2M1FN>, a3, d.k1 = f32, z90} : (i1024) -> () loc(#loc5)
  %4:2 = "a.b"(%1#0, %3#2) ({
    %12 = "bar.yield"(%3#1, %3#1) {_u1 = 118984571577930230343566476286967028 : i128, a2 = "\0Aa'\00-@{8@", foo.k0 = dense_resource<blob0> : tensor<1xf32>} : (f64, f64) -> f6E2M3FN loc(#loc7)
    %13:2 = "z.nop"() {attr1, "quoted key 0" = array<i32>} : () -> (tuple<>, ui1) loc(#loc8)
    %14 = "foo.compute"() : () -> complex<f16> loc(#loc9)
    %15 = "z.nop"(%13#1, %3#1) : (ui1, f64) -> !x.v<20, a.b, <65 "x y" <3 96>>> loc(#loc10)
    "z.nop"() ({
    ^bb0(%arg3: none loc("0045.in.mlir":17:10), %arg4: complex<i32> loc("-":379:29), %arg5: memref<657x1x?xf32, "shared"> loc("0045.in.mlir":17:55)):
      %16 = "foo.compute"(%0, %arg3) : (f32, none) -> i64 loc(#loc39)
      %17 = "foo.compute"() <{_u0 = " \22%\C3\A9\00!%*-\11_", a1 = false, attr3 = 1 : i24, "quoted key 2" = [13 : ui32, 41 : index]}> {a0 = 59 : index} : () -> !my_dialect.t<a.b <<abc>, <76 "x y">> "x y"> loc(#loc37)
      "z.nop"() : () -> () loc(#loc3)
      %18:2 = "my_dialect.thing"(%arg5, %arg4) ({
      }) : (memref<657x1x?xf32, "shared">, complex<i32>) -> (!my_dialect.param<-3>, !my_dialect<"x<y>">) loc(#loc18)
      %19:3 = "bar.yield"(%3#1, %1#0) : (f64, i32) -> (index, !x.param<<"x y" -7 <"x y", "x y", a.b>> <[-7]>>, memref<5xvector<6x12x[15]xsi64>, strided<[1]>>) loc(#loc19)
      %20 = "foo.bar.baz"(%12, %18#1) {attr2, foo.k1 = "\CE\A9", my.k0} : (f6E2M3FN, !my_dialect<"x<y>">) -> vector<[16]xf8E4M3FN> loc(#loc20)
    }) : () -> () loc(#loc11)
  }) {a0, b2 = {_u0 = 55827 : ui32}, value1, z93 = array<i1: false, false, false, true>} : (i32, i32) -> (!bar.a.b, bf16) loc(#loc6)
  %5 = "foo.op"() <{}> {k$0 = #x.v<<? , ?>,-6,?>} : () -> tuple<f6E2M3FN> loc(#loc21)
  %6 = "foo.bar.baz"(%4#1, %3#3, %4#0) <{a0 = "\22\22\\\9D*", a2 = #foo.p<? , -4 , <[? , "x y" , "x y"],i8>>, d.k1}> : (bf16, i32, !bar.a.b) -> vector<4x7xsi3> loc(#loc38)
  %7 = "foo.op"(%4#1, %4#0) {_u1 = -8.134720e+05 : f64, b0 = #distinct} : (bf16, !bar.a.b) -> si32 loc(#loc24)
  %8 = "foo.compute"(%0, %5) ({
  ^bb0(%arg1: tuple<index, ui8, ui8, f32> loc("a.mlir":79:413), %arg2: vector<[1]x13x14xsi24> loc("0045.in.mlir":31:58)):
    "foo.bar"() : () -> () loc(#loc28)
  }, {
  ^bb0(%arg0: index loc("0045.in.mlir":34:8)):
    "a.jump"(%6, %arg0)[^bb1, ^bb1] : (vector<4x7xsi3>, index) -> () loc(#loc26)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "foo.op"(%6) <{a2 = [dense_resource<blob1> : tensor<4xi32>, #my.v<-8>, array<i1: false, true, false>], b0 = {}, x1}> {attr0 = true, attr3, foo.k1 = [65535 : si17, dense<[[0x40209502F80600000000, -5.000000e-01], [0.299999999999999988898, 2.469650e+04], [8.28250000000000039322E+21, 0.200000000000000011102], [0xFFFF7510B8AA62FF8414, 998.572273999999993066]]> : vector<4x2xf80>], value2 = [0 : si8, dense<(-4.832740e-04,9.440000e+02)> : tensor<1xcomplex<f16>>, ".\\" : index, unit]} : (vector<4x7xsi3>) -> i32 loc(#loc30)
  }, {
    %10 = "my_dialect.thing"(%5, %4#1, %4#1) <{_u2 = "\22\00", attr0, k$3 = i16, value1}> : (tuple<f6E2M3FN>, bf16, bf16) -> i64 loc(#loc31)
  }) : (f32, tuple<f6E2M3FN>) -> tensor<8x4x57xcomplex<f6E3M2FN>> loc(#loc25)
  %9:3 = "foo.op"(%5) : (tuple<f6E2M3FN>) -> (tuple<f64, bf16, f64>, vector<[3]x2xf16>, index) loc(#loc32)
  "my_dialect.thing"(%3#0, %6) : (ui64, vector<4x7xsi3>) -> () loc(#loc33)
}) {foo.module_attr = 3.451000e+02 : f64} : () -> () loc(#loc)
#loc = loc("src/x.py":362:433)
#loc1 = loc("name")
#loc2 = loc("0045.in.mlir":7:11)
#loc3 = loc(unknown)
#loc4 = loc("0045.in.mlir":9:11)
#loc5 = loc("-":230:365)
#loc6 = loc("0045.in.mlir":11:10)
#loc7 = loc("x")
#loc8 = loc("0045.in.mlir":13:12)
#loc9 = loc("n")
#loc10 = loc("0045.in.mlir":15:10)
#loc11 = loc("0045.in.mlir":16:5)
#loc15 = loc("f":119:278)
#loc16 = loc("f":6:58 to :64)
#loc17 = loc("src/x.py":2:39 to :70)
#loc18 = loc("0045.in.mlir":21:15)
#loc19 = loc("0045.in.mlir":23:22)
#loc20 = loc("0045.in.mlir":24:13)
#loc21 = loc("0045.in.mlir":27:14)
#loc22 = loc("op.1")
#loc23 = loc("src/x.py":60:0)
#loc24 = loc("0045.in.mlir":29:10)
#loc25 = loc("f":2:10 to :15)
#loc28 = loc("a.mlir":282:15)
#loc30 = loc("0045.in.mlir":37:11)
#loc31 = loc("0045.in.mlir":39:12)
#loc32 = loc("-":491:4294967295)
#loc33 = loc("0045.in.mlir":42:3)
#loc34 = loc(fused<4 : i32>[#loc3])
#loc35 = loc("n"(#loc15))
#loc36 = loc(callsite(#loc7 at #loc16))
#loc37 = loc(fused<#foo.m>[#loc3])
#loc38 = loc(fused[#loc22, #loc23])
#loc39 = loc(fused<"meta">[#loc35, #loc36, #loc17])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000029025D86",
      blob1: "0x040000008F8E335EE8C10070A0C20E616C4439FB"
    }
  }
#-}


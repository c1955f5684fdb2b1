#distinct = distinct[0]<-1 : i64>
"builtin.module"() <{sym_name = "m66"}> ({
  %0 = "bar.yield"() {b1, k$0} : () -> f32
  %1:4 = "x.y"(%0, %0, %0) <{b0 = affine_map<() -> (7, -12, 0)>, foo.k2, value1}> {k$0 = array<f32: 3.14159274, -0.703513622, 2.500000e-03>} : (f32, f32, f32) -> (i32, i1024, complex<f16>, tensor<complex<f4E2M1FN>>)
  %2 = "foo.op"(%1#3, %1#2) {sym_name0 = "'", sym_name1 = #x<"abc">, x2} : (tensor<complex<f4E2M1FN>>, complex<f16>) -> !x.param<{4,f32,-6}>
  %3:4 = "a.b"(%1#3, %1#3) : (tensor<complex<f4E2M1FN>>, tensor<complex<f4E2M1FN>>) -> (ui64, f64, i32, i32)
  "foo.compute"(%1#1) <{attr0, "quoted key 1" = 3.840000e+02 : f8E5M2FNUZ}> {a2 = dense<[-3.000000e+00, 0.000000e+00]> : tensor<2xf4E2M1FN>, a3, d.k1 = f32, z90} : (i1024) -> ()
  %4:2 = "a.b"(%1#0, %3#2) ({
    %12 = "bar.yield"(%3#1, %3#1) {_u1 = 118984571577930230343566476286967028 : i128, a2 = "\0Aa'\00-@{8@", foo.k0 = dense_resource<blob0> : tensor<1xf32>} : (f64, f64) -> f6E2M3FN
    %13:2 = "z.nop"() {attr1, "quoted key 0" = array<i32>} : () -> (tuple<>, ui1)
    %14 = "foo.compute"() : () -> complex<f16>
    %15 = "z.nop"(%13#1, %3#1) : (ui1, f64) -> !x.v<20, a.b, <65 "x y" <3 96>>>
    "z.nop"() ({
    ^bb0(%arg3: none, %arg4: complex<i32>, %arg5: memref<657x1x?xf32, "shared">):
      %16 = "foo.compute"(%0, %arg3) : (f32, none) -> i64
      %17 = "foo.compute"() <{_u0 = " \22%\C3\A9\00!%*-\11_", a1 = false, attr3 = 1 : i24, "quoted key 2" = [13 : ui32, 41 : index]}> {a0 = 59 : index} : () -> !my_dialect.t<a.b <<abc>, <76 "x y">> "x y">
      "z.nop"() : () -> ()
      %18:2 = "my_dialect.thing"(%arg5, %arg4) ({
      }) : (memref<657x1x?xf32, "shared">, complex<i32>) -> (!my_dialect.param<-3>, !my_dialect<"x<y>">)
      %19:3 = "bar.yield"(%3#1, %1#0) : (f64, i32) -> (index, !x.param<<"x y" -7 <"x y", "x y", a.b>> <[-7]>>, memref<5xvector<6x12x[15]xsi64>, strided<[1]>>)
      %20 = "foo.bar.baz"(%12, %18#1) {attr2, foo.k1 = "\CE\A9", my.k0} : (f6E2M3FN, !my_dialect<"x<y>">) -> vector<[16]xf8E4M3FN>
    }) : () -> ()
  }) {a0, b2 = {_u0 = 55827 : ui32}, value1, z93 = array<i1: false, false, false, true>} : (i32, i32) -> (!bar.a.b, bf16)
  %5 = "foo.op"() <{}> {k$0 = #x.v<<? , ?>,-6,?>} : () -> tuple<f6E2M3FN>
  %6 = "foo.bar.baz"(%4#1, %3#3, %4#0) <{a0 = "\22\22\\\9D*", a2 = #foo.p<? , -4 , <[? , "x y" , "x y"],i8>>, d.k1}> : (bf16, i32, !bar.a.b) -> vector<4x7xsi3>
  %7 = "foo.op"(%4#1, %4#0) {_u1 = -8.134720e+05 : f64, b0 = #distinct} : (bf16, !bar.a.b) -> si32
  %8 = "foo.compute"(%0, %5) ({
  ^bb0(%arg1: tuple<index, ui8, ui8, f32>, %arg2: vector<[1]x13x14xsi24>):
    "foo.bar"() : () -> ()
  }, {
  ^bb0(%arg0: index):
    "a.jump"(%6, %arg0)[^bb1, ^bb1] : (vector<4x7xsi3>, index) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %11 = "foo.op"(%6) <{a2 = [dense_resource<blob1> : tensor<4xi32>, #my.v<-8>, array<i1: false, true, false>], b0 = {}, x1}> {attr0 = true, attr3, foo.k1 = [65535 : si17, dense<[[0x40209502F80600000000, -5.000000e-01], [0.299999999999999988898, 2.469650e+04], [8.28250000000000039322E+21, 0.200000000000000011102], [0xFFFF7510B8AA62FF8414, 998.572273999999993066]]> : vector<4x2xf80>], value2 = [0 : si8, dense<(-4.832740e-04,9.440000e+02)> : tensor<1xcomplex<f16>>, ".\\" : index, unit]} : (vector<4x7xsi3>) -> i32
  }, {
    %10 = "my_dialect.thing"(%5, %4#1, %4#1) <{_u2 = "\22\00", attr0, k$3 = i16, value1}> : (tuple<f6E2M3FN>, bf16, bf16) -> i64
  }) : (f32, tuple<f6E2M3FN>) -> tensor<8x4x57xcomplex<f6E3M2FN>>
  %9:3 = "foo.op"(%5) : (tuple<f6E2M3FN>) -> (tuple<f64, bf16, f64>, vector<[3]x2xf16>, index)
  "my_dialect.thing"(%3#0, %6) : (ui64, vector<4x7xsi3>) -> ()
}) {foo.module_attr = 3.451000e+02 : f64} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000029025D86",
      blob1: "0x040000008F8E335EE8C10070A0C20E616C4439FB"
    }
  }
#-}


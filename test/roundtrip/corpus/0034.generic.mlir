!tuple = tuple<f6E2M3FN, si3, f8E3M4, bf16, f32, f8E3M4, index, index, i32, i7, f128, si64, !x.v<?>, f64, f16, ui1, tensor<i32>, f64, i7, index, si16, si1, i3, i128>
!tuple1 = tuple<f16, f32, f64, f64, f64, si17, none, f32, f32, bf16, i32, i32, i8, index, index, i1024, f32, i32, f8E4M3>
#distinct = distinct[0]<dense<-1> : vector<4x3xi3>>
"builtin.module"() ({
  %0 = "bar.yield"() <{_u0, value1 = #x.b.c}> : () -> tuple<>
  %1 = "z.nop"() <{}> {_u0 = [0x7FF0000000000000 : f64, #x<"abc">, @f_1], my.k1, x2} : () -> tuple<f6E2M3FN, si8, f80, ui128>
  %2 = "foo.compute"(%1, %0) : (tuple<f6E2M3FN, si8, f80, ui128>, tuple<>) -> f6E2M3FN
  %3 = "a.b"(%1, %0) <{b2 = -3.250000e+00 : f6E2M3FN, value0 = #bar.b.c, z91 = -1 : i32}> ({
  }) : (tuple<f6E2M3FN, si8, f80, ui128>, tuple<>) -> si32
  "foo.bar.baz"(%2) {b1 = array<i1: false, true, true>, k$0, z92 = #my.v<{a.b,47,i8}, [{59},abc,[-3]], "x y">} : (f6E2M3FN) -> ()
  %4 = "foo.bar"(%0, %3) {attr0 = [complex<bf16>, -1.6745891197241506E+305], my.k1} : (tuple<>, si32) -> memref<2x26x1023xi24, 2>
  %5:3 = "foo.bar"() <{a0, "quoted key 2" = "\220", sym_name1 = f64, value3 = dense<[3.589000e+00, 1.401300e-45, 1.610000e+10]> : tensor<3xf32>}> : () -> (i16, f6E2M3FN, complex<bf16>)
  %6:4 = "foo.bar.baz"(%1) {_u0 = sparse<> : tensor<2xf32>, k$1 = #my<"a b">, sym_name2 = dense<430> : tensor<1x4x2xindex>, sym_name3} : (tuple<f6E2M3FN, si8, f80, ui128>) -> (tuple<ui7, f32>, i17, vector<12xf80>, !foo.v<"x y" , 60>)
  "x.y"(%6#1) : (i17) -> ()
  %7 = "bar.yield"(%5#0, %6#2, %6#1) {_u0 = #distinct} : (i16, vector<12xf80>, i17) -> ui64
  %8 = "foo.compute"(%3, %7) : (si32, ui64) -> tuple<>
  %9 = "foo.bar"() {"quoted key 0" = dense<-1> : vector<4x3xi3>} : () -> tensor<893x28xf80>
  %10 = "z.nop"(%8, %6#2, %6#2) <{a0, k$1 = "*-\\\ED\CE\A9\7F\\'Xb"}> : (tuple<>, vector<12xf80>, vector<12xf80>) -> complex<f8E4M3FNUZ>
  %11:2 = "d.op_1"() <{a1 = [f32, "\F3b#\CE\A9@", 1.001360e-05 : bf16], attr0 = affine_map<(d0, d1, d2) -> ()>}> : () -> (f16, i17)
  "d.op_1"(%4) {"quoted key 0" = distinct[1]<>} : (memref<2x26x1023xi24, 2>) -> ()
  "foo.op"(%6#0, %10) : (tuple<ui7, f32>, complex<f8E4M3FNUZ>) -> ()
  %12:2 = "bar.yield"(%11#0, %5#1, %5#2) ({
    %16 = "foo.compute"(%6#2, %2, %8) <{"quoted key 0" = "@\22.\C3\A9\00"}> ({
      %24 = "d.op_1"(%9) {"quoted key 0" = 0 : ui1, "quoted key 1" = 6.000000e+00 : f8E4M3B11FNUZ} : (tensor<893x28xf80>) -> i64
      %25 = "d.op_1"(%11#1) <{a1 = dense<-1> : vector<4x3xi3>, value0 = 1 : ui16}> : (i17) -> memref<59x90x732xf64>
    }, {
      "cfx.cond_br"(%10)[^bb1] {my.k0 = [-0.000000e+00 : bf16, dense<-1> : vector<4x3xi3>, array<i8: 0, -1>, ""]} : (complex<f8E4M3FNUZ>) -> ()
    ^bb1(%20: memref<36x4x?xcomplex<i8>, strided<[62, ?, 1], offset: ?>, {kind = "scratch"}>, %21: f6E2M3FN, %22: si7):  // pred: ^bb0
      "cfx.cond_br"(%6#0, %22)[^bb2] : (tuple<ui7, f32>, si7) -> ()
    ^bb2:  // pred: ^bb1
      %23:3 = "z.nop"() : () -> (complex<bf16>, tensor<?xui1>, index)
    }, {
    }) : (vector<12xf80>, f6E2M3FN, tuple<>) -> f128
    %17:3 = "d.op_1"(%11#0) : (f16) -> (tuple<>, f8E4M3FN, f6E3M2FN)
    "a.jump"(%3)[^bb1] : (si32) -> ()
  ^bb1(%18: vector<16x2xf8E5M2FNUZ>):  // pred: ^bb0
    "x.switch"(%17#1)[^bb2] {a1, foo.k0 = dense<-1> : tensor<3xi7>} : (f8E4M3FN) -> ()
  ^bb2:  // pred: ^bb1
    %19 = "a.b"(%17#2, %6#1, %17#1) : (f6E3M2FN, i17, f8E4M3FN) -> tuple<>
  }) : (f16, f6E2M3FN, complex<bf16>) -> (f8E3M4, complex<f8E3M4>)
  %13 = "bar.yield"(%11#0, %12#0) : (f16, f8E3M4) -> memref<*xcomplex<i8>>
  %14:3 = "x.y"(%13) <{_u1 = dense<0x3FC00> : tensor<tf32>, attr0 = dense<-1> : vector<4x3xi3>, value2 = array<i8: -1, 15, 0, -1, -51>}> : (memref<*xcomplex<i8>>) -> (vector<6x8xsi128>, memref<3xf32, {kind = "scratch"}>, !tuple)
  %15:3 = "foo.compute"(%14#1) : (memref<3xf32, {kind = "scratch"}>) -> (vector<[9]xindex>, !tuple1, tensor<49x?x5x559xbf16>)
}) : () -> ()


!tuple = tuple<f6E3M2FN, si128, ui32, f64, ui16, f32, i32, index, tensor<368x39x3x52xsi24>, tf32, i1024, tensor<54x2x840xui8, #foo.enc>, bf16, f6E2M3FN, !x.param<["x y"]>, si17, ui16, index, si32, complex<f8E4M3FNUZ>, i8>
#distinct = distinct[0]<complex<f8E4M3FN>>
#loc = loc(unknown)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2 * 6, (d2 * 5) mod 9)>
#map3 = affine_map<(d0, d1, d2)[s0] -> ((d0 ceildiv 6) floordiv 4, 2, 0)>
#map4 = affine_map<()[s0] -> (s0 * 7, s0 * 2 - 8, 7)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#set = affine_set<(d0, d1, d2) : (7 >= 0, -d0 - d2 * 8 >= 0, d2 - d2 mod 5 >= 0)>
#distinct1 = distinct[1]<#distinct>
#loc1 = loc(callsite(#loc at #loc))
#distinct2 = distinct[2]<#loc1>
"builtin.module"() <{sym_name = "m87"}> ({
  "foo.bar"() ({
  }, {
    "a.jump"()[^bb1, ^bb1] : () -> ()
  ^bb1(%22: si16, %23: !bar.type, %24: i64):  // 2 preds: ^bb0, ^bb0
    %25 = "x.y"(%22, %24) <{"quoted key 0" = [[loc("dir/with space.c":202:271), array<i32>, 0 : ui7]], value1 = array<i64>}> : (si16, i64) -> ((i32, f6E3M2FN, memref<4xcomplex<f16>, strided<[1], offset: ?>, "local mem">) -> ())
    %26 = "my_dialect.thing"() : () -> tensor<3x2xi1>
  }) : () -> ()
  %0 = "x.y"() : () -> memref<2xcomplex<f64>, 2>
  %1 = "my_dialect.thing"(%0) : (memref<2xcomplex<f64>, 2>) -> tuple<vector<5x[13]xindex>, bf16, tf32>
  %2:3 = "foo.bar.baz"(%1, %1, %1) ({
  }) : (tuple<vector<5x[13]xindex>, bf16, tf32>, tuple<vector<5x[13]xindex>, bf16, tf32>, tuple<vector<5x[13]xindex>, bf16, tf32>) -> (f16, complex<f64>, memref<1x30xf8E4M3, strided<[?, 12]>, 3>)
  %3:3 = "d.op_1"(%2#0, %2#1, %0) {b0 = #map, d.k1 = #distinct1, foo.k2 = 1 : si32, z93 = #set} : (f16, complex<f64>, memref<2xcomplex<f64>, 2>) -> ((!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>), tuple<i17, f16>, tensor<6x!bar.v<? , a.b>>)
  %4 = "z.nop"(%3#2, %2#2, %3#1) {my.k0 = [8.850320e+05, sparse<[[1, 1, 0], [1, 3, 3], [0, 3, 3], [1, 3, 1]], [-1, 0, -9223372036854775808, -193267397697993]> : tensor<2x4x6xi64>, "}\15\E6\97\A5\E6\9C\AC'* \\\10@\0AX@" : i1024, 7.7809999999999996]} : (tensor<6x!bar.v<? , a.b>>, memref<1x30xf8E4M3, strided<[?, 12]>, 3>, tuple<i17, f16>) -> f16
  %5 = "bar.yield"() ({
    %15 = "d.op_1"(%3#1, %2#1, %3#0) ({
      %21 = "foo.compute"(%3#2) : (tensor<6x!bar.v<? , a.b>>) -> ((i1) -> ())
      "a.b"(%3#1, %4) {a1 = 4.814820e-35 : f8E8M0FNU, a2 = #my.p<[-5], <19,{? a.b}>, {<-0,-2>}>, value3 = dense<[[false, false, false], [true, false, false]]> : tensor<2x3xsi1>, z90} : (tuple<i17, f16>, f16) -> ()
    }) : (tuple<i17, f16>, complex<f64>, (!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>)) -> complex<ui64>
    %16 = "a.b"(%3#1) ({
      "cfx.cond_br"(%2#1, %0, %3#1)[^bb1] {value0 = "_z\0A\22.'\\\C3\A9<\A7\\\AC"} : (complex<f64>, memref<2xcomplex<f64>, 2>, tuple<i17, f16>) -> ()
    ^bb1:  // pred: ^bb0
      %17 = "bar.yield"(%3#1) {a0 = -7 : i8, sym_name1 = ["\E6\0A_@}", {a1 = "\09", my.k2, sym_name0 = -170141183460469231731687303715884105728 : i1024}, ui24, array<f32>]} : (tuple<i17, f16>) -> index
      %18 = "my_dialect.thing"() {k$1 = dense<(2.500000e-03,688.262268)> : tensor<complex<f32>>, sym_name0} : () -> f8E3M4
      "bar.yield"() : () -> ()
      %19:3 = "x.y"() <{a0 = "-\\/*zX", k$1 = 14 : ui24, my.k3 = affine_set<(d0, d1) : (d0 + 20 == 0)>, x2 = array<f64: 0.86660970000000004, 2.083000e+00, 6.0221407599999999E+23, -1.500000e+00>}> {_u1 = #map1, a3 = dense<[0, -39276]> : tensor<2xsi32>, b2, foo.k0 = [#distinct2, "\\\C3\A9\E6\97\A5\E6\9C\ACb\09\09'!/\CE\A9 X", "\E6\97\A5\E6\9C\AC!*./\09\C3\A9" : f6E3M2FN]} : () -> (f8E4M3, vector<15x5x4xf16>, i16)
      %20 = "x.y"(%19#1, %19#1) {_u1 = dense<-1785> : tensor<1x2xi16>, my.k2 = [6.043000e+04, 11 : i32, 14 : ui24, "*\09%"], value0 = @_priv::@main::@a} : (vector<15x5x4xf16>, vector<15x5x4xf16>) -> !x.v<"x y", [-3,{69,10,-6},-6]>
    }) : (tuple<i17, f16>) -> (() -> (i64, f6E2M3FN))
  }) : () -> !bar.t<[?],?>
  %6 = "foo.op"(%4, %2#2, %5) : (f16, memref<1x30xf8E4M3, strided<[?, 12]>, 3>, !bar.t<[?],?>) -> complex<ui64>
  %7:2 = "foo.bar.baz"(%6, %6) : (complex<ui64>, complex<ui64>) -> (f32, vector<14x1xindex>)
  %8:2 = "z.nop"(%5) <{a2 = 12 : index, b1 = affine_set<(d0, d1)[s0, s1] : (-d0 + s0 mod 5 - 2 >= 0, d1 >= 0, d1 - d0 floordiv 8 >= 0)>, z90 = distinct[3]<affine_set<(d0)[s0] : (-d0 + s0 >= 0, s0 * s0 >= 0, (d0 mod 8) * 2 == 0)>>}> ({
    "foo.br"(%7#1, %7#0)[^bb1, ^bb3] : (vector<14x1xindex>, f32) -> ()
  ^bb1:  // pred: ^bb0
    %10 = "my_dialect.thing"(%4, %3#0) ({
    ^bb0(%arg1: f8E4M3, %arg2: memref<3xindex, "local mem">, %arg3: bf16):
      "foo.bar"(%arg2) {_u0 = #map2} : (memref<3xindex, "local mem">) -> ()
      %14 = "foo.bar"(%arg2, %7#1, %3#1) : (memref<3xindex, "local mem">, vector<14x1xindex>, tuple<i17, f16>) -> !tuple
    }, {
    }, {
      "foo.bar.baz"(%6, %6, %7#0) <{"quoted key 2" = sparse<[[2], [3], [0]], [0x7C00, -5.685000e+02, 5.766600e-01]> : tensor<5xf16>, value1, value3 = [array<i32: -1552345568, 0, -2147483648, 14700>, 14 : ui24, dense<> : tensor<3x1x0xf16>], z90 = -170141183460469231731687303715884105728 : si128}> ({
      ^bb0(%arg0: vector<4x14xi17>):
      }) {a1 = dense<0> : tensor<1x4xui64>, d.k2 = #map3, z90 = true} : (complex<ui64>, complex<ui64>, f32) -> ()
      "foo.compute"(%6) : (complex<ui64>) -> ()
    }) : (f16, (!x<"">) -> (i32, !my_dialect.t<? , ["x y", -8]>)) -> si32
    %11 = "x.y"() : () -> f16
    %12 = "foo.bar.baz"(%10, %6) <{a0, a2, d.k1 = "<\22\0A-'\C3\A9\00\CE\A9\22<*_", x3 = affine_map<(d0, d1, d2)[s0, s1] -> ()>}> {_u1 = #map4, value0 = 14 : ui24} : (si32, complex<ui64>) -> complex<ui16>
    "foo.op"(%0, %7#1) : (memref<2xcomplex<f64>, 2>, vector<14x1xindex>) -> ()
    "foo.op"() <{}> : () -> ()
    "a.jump"(%7#1)[^bb2] <{a0 = {attr0 = 0x7FF8000000000000 : f64, sym_name1 = affine_map<(d0) -> (9, 4)>, x2 = [7.53941974E-17 : f32]}, a2, my.k1 = distinct[4]<@_priv::@f_1::@s$>, sym_name3 = [distinct[5]<-107946 : i64>, affine_set<(d0, d1, d2)[s0] : (-(d1 ceildiv 7) + 6 >= 0, -d0 + 3 >= 0)>, 1]}> : (vector<14x1xindex>) -> ()
  ^bb2:  // pred: ^bb1
    "a.jump"(%7#0, %7#1)[^bb3] : (f32, vector<14x1xindex>) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %13 = "foo.op"(%3#2) {attr1 = @f_1, d.k0 = #x.p<i8,-3,?>, "quoted key 2" = 12 : i64} : (tensor<6x!bar.v<? , a.b>>) -> tensor<1x4x?xindex>
  }) : (!bar.t<[?],?>) -> (f8E8M0FNU, none)
  %9 = "foo.bar"() : () -> vector<12x4x[6]xf32>
  "a.b"(%8#0, %7#1, %7#1) {b2 = #map5, k$1 = 2818189610520 : i64, my.k3 = @main::@"x y", sym_name0 = array<f32: -4.391000e+00, 1.000000e-30, -3.71238218E-24>} : (f8E8M0FNU, vector<14x1xindex>, vector<14x1xindex>) -> ()
}) {foo.module_attr = "X}a \00\09b" : f16} : () -> ()


!tuple = tuple<i32, vector<[2]x16x[4]xbf16>, index, ui8, f32, si64, i16, si64, i1, ui17, si8, index, memref<?xi8>, si32, i32, f32, index, f8E5M2, index>
#loc = loc("":45:57 to 46:74)
#loc1 = loc("a.mlir":22:42 to 25:39)
#loc2 = loc("":27:35 to :42)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<() -> (-2, 0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0 floordiv 5)>
#map4 = affine_map<(d0) -> (3, d0, (d0 floordiv 4) * 5)>
#map5 = affine_map<(d0, d1, d2)[s0, s1] -> (0, d1)>
#set = affine_set<(d0, d1) : (252 == 0, 0 == 0)>
#distinct = distinct[0]<#map5>
#loc3 = loc(fused<4 : i32>[#loc2])
"builtin.module"() <{sym_name = "m48"}> ({
  %0 = "my_dialect.thing"() <{a0 = array<i64: 1>, value1, x2 = #bar<"a b">}> : () -> i1024
  %1 = "z.nop"(%0) : (i1024) -> !tuple
  %2 = "bar.yield"(%0) : (i1024) -> !x.param<"x y">
  %3 = "foo.bar.baz"(%2, %2, %0) : (!x.param<"x y">, !x.param<"x y">, i1024) -> (() -> ())
  %4 = "my_dialect.thing"(%3, %3, %2) : (() -> (), () -> (), !x.param<"x y">) -> si32
  %5 = "foo.op"(%3, %1) ({
  }, {
  }, {
    %30 = "x.y"() {my.k1 = 16715954690652340344016736558 : i128, sym_name0 = array<i64: 71, 0, 0, -1>} : () -> complex<f16>
    "bar.yield"() <{sym_name0, x1 = sparse<[[3, 0], [0, 2], [2, 1]], [1, -128, 0]> : tensor<5x4xi8>, x2 = -1 : i24}> : () -> ()
  }) : (() -> (), !tuple) -> tuple<ui1>
  %6:2 = "foo.compute"() ({
    "a.jump"(%4, %2, %1)[^bb1, ^bb2] {a2 = 0 : ui1, k$0 = 26 : si64, value3 = #x.v<?,-1>, z91 = dense<[[[(86,-99), (13,-94), (27,-26)]]]> : tensor<1x1x3xcomplex<i32>>} : (si32, !x.param<"x y">, !tuple) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %8 = "foo.bar.baz"(%2) {a1 = 0 : i3, "quoted key 0" = memref<60x?x356xcomplex<f32>, #map>} : (!x.param<"x y">) -> complex<f16>
    %9:3 = "d.op_1"(%5, %8, %2) <{b0 = "{\A7#\\%"}> : (tuple<ui1>, complex<f16>, !x.param<"x y">) -> (vector<i32>, complex<f6E3M2FN>, vector<5x[14]xf6E3M2FN>)
    %10 = "foo.bar.baz"(%0) {foo.k1 = #map1, "quoted key 2" = dense<3.000490e-01> : tensor<1x1xf16>, sym_name0 = #loc} : (i1024) -> f8E4M3FNUZ
    "x.switch"()[^bb2, ^bb1] <{x0 = distinct[1]<tensor<?x?x29x4xvector<13x10x[6]xi7>>>}> {_u3 = #foo<"x<1>">, attr1 = dense<[[[-3.575000e+02, 1.796880e-01, -1.184840e-02, -1.054080e-01], [9.948730e-03, 0x7E0C, 1.040800e+04, -9.731440e-01], [6.065630e+01, 1.791250e+02, -1.360000e+02, 2.298000e+03], [1.575950e-04, -1.403910e+01, 6.145480e-03, -2.180000e+03]], [[4.974370e-02, -7.283690e-05, -3.774170e-04, 1.522500e+02], [-2.425000e+01, 7.653230e-04, -7.453910e-03, -2.366400e+04], [-9.398460e-04, 3.569130e-04, 1.755200e+04, 2.472500e+02], [-6.512000e+03, 7.653800e-02, 2.752500e+02, 1.589000e+03]], [[2.908710e-03, 2.696990e-03, -8.864400e-04, -3.967290e-01], [1.212800e+04, -1.472660e+00, 1.848750e+02, -5.676260e-02], [1.576800e+04, 7.168750e+01, -3.069640e-05, 4.281250e+00], [2.452800e+04, -1.858400e+00, 1.813960e-01, -1.681250e+02]], [[-1.793000e+03, 2.313600e+04, 1.420970e-04, 3.468990e-05], [-1.928710e+00, -2.254490e-03, 2.952500e+02, 4.949570e-04], [5.145260e-02, -2.822880e-03, 1.023750e+02, -3.394530e+00], [-3.471370e-03, -6.484380e-01, 5.454100e-01, 9.785000e+02]]]> : tensor<4x4x4xf16>, foo.k0 = dense<[-2.545250e+33, 4.13205561E-30]> : tensor<2xf32>, value2} : () -> ()
  ^bb2(%11: complex<f32>, %12: f8E8M0FNU, %13: complex<f32>):  // 2 preds: ^bb0, ^bb1
    %14 = "foo.bar"(%1, %2) ({
      "z.nop"(%5, %5) : (tuple<ui1>, tuple<ui1>) -> ()
      %23 = "x.y"(%13, %1) ({
        "foo.op"(%11, %1) {_u0 = -1 : index, foo.k1 = true} : (complex<f32>, !tuple) -> ()
      }) {attr0 = dense<"0x003900403FE200BB457D803C6848C280803980BE0001DE80C5BD6745D7E1013F0001640089A9AD80E33E80C08064EB80804B3900E580BA80004B9D66611D387F0066805EC5253E7F80804236805A80801BA58048BF4800DA0050C0BC008080BC6146E5E2C380802DA5000AE800683E422FE600AD42E63C80C4C080E780213D80803B639DC68080808080EF6380803CC03600804C05805DD85276"> : tensor<154xf8E5M2FNUZ>} : (complex<f32>, !tuple) -> tensor<?xf8E3M4, "sparse">
      %24 = "a.b"(%12, %13, %12) : (f8E8M0FNU, complex<f32>, f8E8M0FNU) -> i7
      %25:4 = "foo.op"(%12) : (f8E8M0FNU) -> (ui1, index, bf16, f16)
      "a.jump"(%12)[^bb1, ^bb1] {_u0} : (f8E8M0FNU) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %26 = "foo.compute"() {d.k1 = [-40510 : si64, 0.000000e+00 : f16, -170141183460469231731687303715884105728 : si128, ""], "quoted key 0", "quoted key 2" = #map2, sym_name3} : () -> vector<14x16x4xi17>
      "my_dialect.thing"(%2) {_u2 = 2142012403764 : index, attr0, foo.k1 = [complex<f80>, unit, 43 : si17]} : (!x.param<"x y">) -> ()
      %27 = "a.b"(%23, %5, %11) {a0 = @_priv::@a} : (tensor<?xf8E3M4, "sparse">, tuple<ui1>, complex<f32>) -> memref<3x?xf64>
      "my_dialect.thing"() : () -> ()
      "x.switch"(%26)[^bb2] {b0 = {d.k2 = 16 : index, value0, value1 = sparse<0, 3> : tensor<2xi8>}, my.k2 = #loc1, x1 = @"x y"::@s$::@c} : (vector<14x16x4xi17>) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb2
      %28 = "d.op_1"(%25#0, %25#0, %25#1) <{value0 = -1 : i128}> : (ui1, ui1, index) -> tuple<i32, memref<7x53x?xf64, #map3>, f16>
      %29 = "x.y"(%25#3) : (f16) -> i8
      "x.switch"(%25#3)[^bb3, ^bb2] : (f16) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb3
      "cfx.cond_br"()[^bb3] {k$1 = 0xF0 : f8E3M4, my.k2 = -6.550400e+04 : f16, value0 = 0 : i64} : () -> ()
    }) : (!tuple, !x.param<"x y">) -> tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1]>>>
    "my_dialect.thing"(%11, %4) : (complex<f32>, si32) -> ()
    "x.y"(%3, %12, %5) ({
      %16:4 = "a.b"() ({
        %18 = "bar.yield"(%4) : (si32) -> f6E3M2FN
        %19 = "foo.bar.baz"() <{}> {b1 = array<i8: -1, -128, -128>, sym_name0 = false, value2} : () -> index
        "a.jump"(%14, %18)[^bb1, ^bb2] {b2 = array<i32: 6539808, 0, -1>, foo.k3 = "" : f8E5M2FNUZ, k$0, "quoted key 1" = " Xz\C3\A9@-\00"} : (tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1]>>>, f6E3M2FN) -> ()
      ^bb1(%20: vector<16xi17>, %21: tuple<ui3>):  // 2 preds: ^bb0, ^bb2
        "x.switch"(%2)[^bb2] <{}> : (!x.param<"x y">) -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        "cfx.cond_br"()[^bb3, ^bb1] {_u1 = -1 : i16, a3, "quoted key 0" = [unit, @_priv], "quoted key 2" = dense<[["{\\S\C3\9F}", "", "\00'"]]> : tensor<1x3x!foo.str>} : () -> ()
      ^bb3:  // pred: ^bb2
        %22 = "my_dialect.thing"(%18, %19, %13) {b0, foo.k1 = #loc3, foo.k2 = [!my_dialect.t<82>, sparse<[[2, 0, 1], [3, 2, 1]], [4.626900e+08, 9.9999999999999997E+37]> : tensor<4x4x3xf64>, complex<f64>]} : (f6E3M2FN, index, complex<f32>) -> memref<*xvector<10x12x3xf16>, "shared">
      }) : () -> (vector<12xui1024>, (i16, !my_dialect.t<21>) -> (), memref<27xi128, strided<[1]>>, index)
      %17:2 = "foo.op"(%13, %16#2) : (complex<f32>, memref<27xi128, strided<[1]>>) -> (tf32, tuple<f8E8M0FNU>)
    }) : (() -> (), f8E8M0FNU, tuple<ui1>) -> ()
    "a.b"() : () -> ()
    "foo.compute"(%14, %14, %14) <{}> {b0 = "\00*#"} : (tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1]>>>, tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1]>>>, tuple<f32, index, memref<?x52x7xsi64, strided<[30, ?, 1]>>>) -> ()
    %15 = "foo.bar.baz"(%11, %11) {my.k2 = [[#map4], true, #distinct], x1 = dense_resource<r.0> : tensor<4xf32>, x3 = array<i8: 1, 1>, z90} : (complex<f32>, complex<f32>) -> ui1024
  }) {"quoted key 0" = @c::@"0start"} : () -> (tensor<6xi1024>, complex<f6E3M2FN>)
  %7 = "x.y"(%4) {k$1 = #set, k$2, sym_name0 = dense<(5.903000e+00,0x7FF8000000000001)> : tensor<complex<f64>>} : (si32) -> ((complex<f128>, tensor<6x819x61x1xf64>, tensor<184x2xsi24>) -> ())
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D33C8C25CDA515561B792719EF5D61E0"
    }
  }
#-}


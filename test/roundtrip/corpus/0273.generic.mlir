#distinct = distinct[0]<"">
#loc = loc(unknown)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (d0 * 16, d0 * 8)>
#map3 = affine_map<(d0, d1, d2) -> (3, d0 * -6)>
"builtin.module"() ({
  "z.nop"() ({
  ^bb0(%arg9: memref<6x903xi32, strided<[47, 1], offset: ?>, {kind = "scratch"}>, %arg10: i128):
  }) {k$0 = "b\0D"} : () -> ()
  %0:4 = "foo.compute"() : () -> (index, none, f32, i128)
  %1 = "d.op_1"() ({
  ^bb0(%arg2: memref<*xcomplex<f128>, 7>, %arg3: f64):
    %3 = "d.op_1"(%arg3, %arg3, %arg3) : (f64, f64, f64) -> bf16
    %4 = "foo.bar.baz"() : () -> tensor<13xi24>
    "d.op_1"(%0#3) ({
    ^bb0(%arg7: f8E5M2, %arg8: !bar.param<-2 , <"x y">>):
      %22 = "a.b"(%0#2) ({
      }, {
        "builtin.module"() ({
          %25:2 = "x.y"() : () -> (vector<f32>, i3)
        }) : () -> ()
      }) : (f32) -> f32
      %23:4 = "x.y"() {attr1, d.k0, d.k2 = #distinct} : () -> (complex<f80>, none, memref<?x7xi8, #map>, index)
      %24 = "foo.bar"() <{}> {sym_name0 = " @G"} : () -> i1
      "my_dialect.thing"(%24) {_u0 = array<i8: -1, -128>, foo.k1, value2 = 9.997550e-02 : f16} : (i1) -> ()
    }, {
      "a.jump"()[^bb1] : () -> ()
    ^bb1(%8: !my_dialect.t<?,-3>):  // pred: ^bb0
      "foo.bar.baz"() <{d.k1, foo.k0}> ({
        %17 = "d.op_1"(%8) <{_u0 = -65536 : si17, b2, "quoted key 1"}> : (!my_dialect.t<?,-3>) -> tuple<>
        %18 = "foo.bar.baz"(%17, %0#3) {k$2 = [7.500000e+00 : f6E2M3FN, [unit, dense<> : tensor<0xf80>, false, dense<[[0x70], [2.968750e-01], [2.750000e+00]]> : vector<3x1xf8E3M4>], 0 : ui32], value0 = dense<-6.1701732257788021E+119> : tensor<f64>, value1 = false} : (tuple<>, i128) -> tensor<?x778x0x1xcomplex<f6E2M3FN>, {a = 1 : i64}>
        %19 = "d.op_1"(%0#0, %17) : (index, tuple<>) -> f80
        "d.op_1"(%18, %0#3, %8) {x0 = "!\\8\0A\0A!\00.\00\\.\22", z91 = true} : (tensor<?x778x0x1xcomplex<f6E2M3FN>, {a = 1 : i64}>, i128, !my_dialect.t<?,-3>) -> ()
        "a.jump"(%arg2, %18, %19)[^bb1] : (memref<*xcomplex<f128>, 7>, tensor<?x778x0x1xcomplex<f6E2M3FN>, {a = 1 : i64}>, f80) -> ()
      ^bb1:  // pred: ^bb0
        %20 = "d.op_1"(%0#0, %17, %8) {a0 = ["\09\\\7F}\E6\97\A5\E6\9C\AC#' \E6\97\A5\E6\9C\AC", {b1 = 0 : si1, sym_name2 = #loc, value0 = -1 : i32}, 5.100000e+03, "XV@'b@\09\00\0A{\0A"], "quoted key 2" = dense<[[2439529, 823], [4294967295, 63]]> : vector<2x2xui32>, sym_name1 = "#z/{\22\22\7F"} : (index, tuple<>, !my_dialect.t<?,-3>) -> f64
        %21 = "x.y"(%18, %19) {_u2 = -1 : i64, foo.k0, k$1} : (tensor<?x778x0x1xcomplex<f6E2M3FN>, {a = 1 : i64}>, f80) -> tuple<ui3, memref<3xi3, #map1, 7>>
        "bar.yield"() : () -> ()
      }) {"quoted key 0" = 38 : i64, "quoted key 1" = 9.673000e+00 : f64} : () -> ()
      %9 = "foo.bar.baz"(%3, %4, %8) ({
      ^bb0(%arg6: si64):
        "a.jump"(%arg6, %arg6, %4)[^bb1, ^bb1] : (si64, si64, tensor<13xi24>) -> ()
      ^bb1(%11: tensor<?xcomplex<bf16>>, %12: vector<13xi1024>, %13: index):  // 2 preds: ^bb0, ^bb0
        %14 = "d.op_1"(%arg6, %0#0, %12) {_u0, b2 = #map2, sym_name1 = -1 : i128, z93 = @main} : (si64, index, vector<13xi1024>) -> (() -> bf16)
        %15 = "foo.op"(%14, %arg6) : (() -> bf16, si64) -> vector<6x9xbf16>
        %16 = "foo.bar"(%13, %15, %3) : (index, vector<6x9xbf16>, bf16) -> memref<7xsi16, strided<[1], offset: 9>>
      }, {
      ^bb0(%arg4: complex<si3>, %arg5: complex<f64>):
        %10:2 = "z.nop"(%0#1, %4) {sym_name0 = 1.400000e+01 : f8E3M4, sym_name2 = #bar.b.c, sym_name3 = [59 : i1024, #map3, @s$::@f_1::@x.y], z91 = "a!\09Xa\22\09-{\0A'"} : (none, tensor<13xi24>) -> (tensor<587xi32>, memref<?x1x8xui128>)
      }) : (bf16, tensor<13xi24>, !my_dialect.t<?,-3>) -> !my_dialect.t_1
    }) {z90} : (i128) -> ()
    %5 = "foo.compute"(%4, %arg2, %3) <{b2 = [9.648000e+01, dense<[[[8.198240e-01], [6.420900e-01]]]> : tensor<1x2x1xf16>], foo.k0 = -1 : si1, sym_name1 = sparse<[[2, 1, 0], [0, 1, 4]], [1.175490e-38, -1.867190e+00]> : tensor<6x4x6xbf16>, sym_name3}> : (tensor<13xi24>, memref<*xcomplex<f128>, 7>, bf16) -> bf16
    %6 = "foo.op"(%5, %4, %3) <{a2 = #bar.attr, k$1 = affine_map<()[s0, s1] -> (s1, s0)>, my.k0 = "\09\C3\A9\22\0Az\0A\09"}> : (bf16, tensor<13xi24>, bf16) -> vector<[13]xf8E3M4>
    %7 = "d.op_1"() : () -> complex<si64>
  }, {
  ^bb0(%arg0: i8, %arg1: memref<?x40x?xf32, strided<[46, 24, 1], offset: ?>, "local mem">):
  }) : () -> vector<[11]x14xi8>
  %2:4 = "a.b"() : () -> (si16, complex<f32>, !x.param<? , <"x y" , <-2,?,?> , ?>>, f64)
}) {foo.module_attr = 2.16354835035847167571352003455358648E+3436 : f128} : () -> ()


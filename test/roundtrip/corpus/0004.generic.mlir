#loc = loc("x")
#loc1 = loc("a.mlir":179:130)
#loc2 = loc("with \22q\22")
#map = affine_map<(d0, d1)[s0] -> ()>
#map1 = affine_map<(d0)[s0] -> (d0)>
#map2 = affine_map<(d0)[s0, s1] -> (d0 * 8 - d0 ceildiv 8, (s1 mod 7) * s0)>
#set = affine_set<(d0, d1) : (8 >= 0)>
#loc3 = loc(callsite(#loc at #loc1))
"builtin.module"() <{sym_name = "m76"}> ({
  "z.nop"() ({
    %32 = "my_dialect.thing"() ({
      %35 = "bar.yield"() <{z90}> {z90} : () -> complex<f8E4M3FNUZ>
    }) : () -> bf16
    %33 = "foo.op"(%32, %32, %32) <{b0 = "_\7F@\09<\\<\C3\9F\C3\A9\00-X", value1 = -170141183460469231731687303715884105728 : i128}> : (bf16, bf16, bf16) -> f32
    %34 = "foo.bar.baz"(%33, %32) : (f32, bf16) -> tuple<ui1, bf16>
  }, {
    %1 = "bar.yield"() ({
      "bar.yield"() : () -> ()
      "foo.bar"() : () -> ()
      %30 = "foo.compute"() {a0 = 9.969200e+37 : bf16, b1 = dense_resource<weights0> : tensor<4xf64>, b2} : () -> i32
      %31:2 = "a.b"() <{}> : () -> (!my_dialect<"">, vector<8xui1>)
    }) {attr0 = 3.652340e-01 : bf16, foo.k1 = dense<2.660000e+02> : tensor<3x3xbf16>} : () -> index
    %2:4 = "d.op_1"() ({
    ^bb0(%arg7: memref<1xf32, "gpu">):
      %29 = "foo.bar.baz"(%1, %1) : (index, index) -> bf16
    }, {
    ^bb0:
    }, {
      %7 = "foo.op"(%1, %1, %1) ({
      }) : (index, index, index) -> vector<15xindex>
      "x.switch"(%1)[^bb1, ^bb1] ({
        %27 = "foo.bar.baz"(%7, %1, %7) {attr1 = 0.216939196 : f32, foo.k0 = -1 : i128, x2 = {b0 = [1.552000e+03 : bf16], my.k1, sym_name2 = 9.969200e+37 : bf16}} : (vector<15xindex>, index, vector<15xindex>) -> complex<f16>
        %28 = "a.b"(%1, %1, %1) : (index, index, index) -> complex<f64>
      }) : (index) -> ()
    ^bb1(%8: i64, %9: f8E5M2FNUZ):  // 2 preds: ^bb0, ^bb0
      %10 = "a.b"() <{k$0 = [1.552000e+03 : bf16]}> : () -> complex<f8E5M2>
      %11:3 = "bar.yield"(%9) {a1 = "\7F\84 \C3\9F\A7\C3\A9", sym_name0 = array<f64: 1.000000e+02>} : (f8E5M2FNUZ) -> (f32, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN), f64)
      "x.switch"(%11#2, %11#1)[^bb2] ({
      ^bb0(%arg5: i64, %arg6: vector<8xf32>):
        "foo.br"(%10, %11#1)[^bb1] {"quoted key 0" = -107 : i17} : (complex<f8E5M2>, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        %22 = "my_dialect.thing"(%arg6, %10, %arg6) {_u1 = -1 : i64, "quoted key 0" = [dense<-3.022210e-18> : tensor<1xbf16>, ["\22\\z\00\00\0A%" : index, true], @"x y", #bar<"x<1>">]} : (vector<8xf32>, complex<f8E5M2>, vector<8xf32>) -> complex<tf32>
        "foo.br"(%22)[^bb2, ^bb1] : (complex<tf32>) -> ()
      ^bb2(%23: f64, %24: complex<f32>, %25: i24):  // pred: ^bb1
        %26:3 = "foo.op"() : () -> (!x.t_1, vector<[13]x10xi32>, f80)
      }) : (f64, (vector<11x7x14xi64>) -> (vector<ui24>, f8E4M3FN)) -> ()
    ^bb2(%12: !foo<"abc">, %13: tensor<2x?x?x?xf64, "sparse">, %14: vector<9x14x13xsi64>):  // pred: ^bb1
      %15:2 = "z.nop"() <{}> : () -> (tuple<>, f16)
      %16 = "z.nop"() ({
      ^bb0(%arg2: vector<[15]x7x8xtf32>, %arg3: tensor<17x4xsi32, 6 : i32>, %arg4: f32):
        "d.op_1"(%13, %arg3) {d.k1 = 0x7C00 : f16, k$2 = "z\B6", sym_name0 = #map, sym_name3} : (tensor<2x?x?x?xf64, "sparse">, tensor<17x4xsi32, 6 : i32>) -> ()
      }, {
      }, {
      ^bb0(%arg0: vector<9x3x6xui8>, %arg1: complex<f16>):
        "foo.bar"(%arg0, %12) : (vector<9x3x6xui8>, !foo<"abc">) -> ()
        %21 = "bar.yield"(%arg1) : (complex<f16>) -> memref<*xf8E4M3, 1>
      }) {_u0 = true, a1, my.k3 = #map1, sym_name2} : () -> si128
      %17 = "a.b"(%15#0, %15#1, %15#0) : (tuple<>, f16, tuple<>) -> si128
      %18 = "bar.yield"() ({
        %20:4 = "my_dialect.thing"(%12, %12, %15#0) {a1 = dense_resource<res_1> : tensor<4xi32>, z90} : (!foo<"abc">, !foo<"abc">, tuple<>) -> (bf16, memref<564x23x19xi17, "gpu">, f64, si128)
      }, {
      }) : () -> complex<f8E5M2FNUZ>
      "my_dialect.thing"() <{foo.k0}> {attr2 = ".%<*}#\0A}", k$1 = 9.969200e+37 : bf16, "quoted key 0" = "4b\\"} : () -> ()
      "foo.br"(%16, %12)[^bb3, ^bb3] {attr3 = i3, "quoted key 1", sym_name0 = #loc3, z92 = ["\0A"]} : (si128, !foo<"abc">) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %19:2 = "bar.yield"(%1) : (index) -> (vector<[13]x2x2xf16>, memref<15x4xsi32>)
    }) {a0, attr2 = #loc2, k$1 = 0 : i3} : () -> (index, none, tensor<0x6x2x?xi1>, tensor<24xui1024>)
    %3 = "foo.bar"(%2#3, %2#3, %2#1) : (tensor<24xui1024>, tensor<24xui1024>, none) -> !bar.t_1
    %4 = "foo.compute"(%3, %2#1, %2#2) {"quoted key 0" = #set} : (!bar.t_1, none, tensor<0x6x2x?xi1>) -> f64
    %5:3 = "bar.yield"() {attr0 = "<_\F0\9F\99\82{}\\\00bz\C3\A9 .", k$3 = true, sym_name1 = array<i1: true, true>, z92 = #map2} : () -> (tensor<?xf8E8M0FNU>, !my_dialect.param<f32, ["x y",-7,-1]>, memref<730xf32, 5>)
    "x.switch"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "a.jump"(%4, %5#0, %5#0)[^bb2] <{}> {_u1 = 7.164000e+00 : f64, b0 = 1 : ui1024} : (f64, tensor<?xf8E8M0FNU>, tensor<?xf8E8M0FNU>) -> ()
  ^bb2:  // pred: ^bb1
    %6:4 = "foo.bar.baz"(%4) : (f64) -> (i64, none, ui32, tuple<f32, i24>)
  }, {
  }) {a0 = 1.000000e-01 : f64, a1 = [["\C3\A9'%", sparse<[[5, 4, 1], [2, 4, 0]], [1, -1]> : tensor<6x5x5xi64>]], d.k3 = #map2, my.k2 = #my.p<{"x y", {?}}, <?, <2>, true>, f32>} : () -> ()
  "my_dialect.thing"() : () -> ()
  %0 = "d.op_1"() : () -> tensor<0x7x5x2xcomplex<f8E5M2>>
  "foo.bar"(%0) : (tensor<0x7x5x2xcomplex<f8E5M2>>) -> ()
}) {foo.module_attr = #map2} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000087E3916A65D2312AC68CB0742E96A9F391BA34FE34FD3209AC44867977A95915",
      res_1: "0x0400000023873078BF79C8816C5A78BD0F9897F6"
    }
  }
#-}


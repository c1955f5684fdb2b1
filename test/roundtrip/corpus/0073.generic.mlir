#distinct = distinct[0]<7.619460e-33 : tf32>
#distinct1 = distinct[1]<0x80 : f8E4M3FNUZ>
#loc = loc("f":0:4294967295)
#map = affine_map<(d0)[s0] -> ()>
#map1 = affine_map<(d0, d1, d2) -> (7, d1 mod 4, d2 - d1 - 2)>
#map2 = affine_map<(d0, d1) -> (-(d1 mod 4), 9)>
#map3 = affine_map<(d0, d1, d2)[s0] -> (d2 * s0)>
"builtin.module"() ({
  "a.b"() : () -> ()
  %0 = "foo.compute"() : () -> complex<i8>
  "bar.yield"(%0, %0) {a1 = {k$1 = 0 : ui24, x0}, attr3, my.k2 = 2.800000e+01 : f6E3M2FN, value0 = 0 : i8} : (complex<i8>, complex<i8>) -> ()
  %1 = "foo.op"(%0) <{"quoted key 2" = @main::@b::@"0start", x0 = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 ceildiv 6) * 2, 5)>, x1 = -1 : i64, x3 = #bar.v<73>}> : (complex<i8>) -> tuple<vector<1xf32>>
  %2 = "d.op_1"(%0, %1) <{}> : (complex<i8>, tuple<vector<1xf32>>) -> f64
  "foo.bar.baz"() ({
  }) : () -> ()
  %3 = "z.nop"() : () -> f8E3M4
  %4 = "foo.compute"(%3, %2) <{d.k0 = @_priv}> : (f8E3M4, f64) -> complex<f32>
  "my_dialect.thing"() {attr1 = #x.v<abc , a.b>, z90} : () -> ()
  %5:3 = "foo.op"(%0) ({
  ^bb0(%arg0: !x.t<?,-1,?>):
    %32 = "foo.bar.baz"() <{foo.k2, x1 = distinct[2]<8.750000e-01 : f6E2M3FN>, x3 = false, z90}> {_u0 = #my.v<<<65,?>,abc,"x y"> [f32 , ? , [16 6 -8]]>, d.k2, value1 = #distinct, x3 = 2.750000e+00 : f8E3M4} : () -> tensor<?x0xcomplex<i17>>
  }) {a0 = 0x80 : f8E5M2FNUZ, a1, d.k2 = 1.000000e+02 : f32, x3 = ""} : (complex<i8>) -> (tuple<bf16>, !foo.t_1, f16)
  "my_dialect.thing"(%5#1, %5#2) {k$1, "quoted key 2" = 7032693418196882 : si64, z90 = #loc, z93 = 0xC9783080 : f32} : (!foo.t_1, f16) -> ()
  %6 = "foo.bar.baz"(%5#2, %5#1, %5#1) : (f16, !foo.t_1, !foo.t_1) -> tuple<i1024, bf16>
  %7:3 = "my_dialect.thing"(%3) {foo.k0} : (f8E3M4) -> (complex<f32>, complex<f32>, tensor<4x?x932xi17>)
  "foo.bar"(%2, %7#0) {sym_name0 = dense_resource<res_0> : tensor<1xi8>} : (f64, complex<f32>) -> ()
  %8:2 = "x.y"(%3, %6, %6) ({
    "my_dialect.thing"() ({
      %14 = "foo.op"() <{foo.k1 = dense_resource<res_0> : tensor<1xi8>, k$2 = dense_resource<res_1> : tensor<1xf32>, value3 = dense<[" %/X_", "a\FCb!\22z\C3\A9@", "!"]> : tensor<3x!foo.str>, x0 = sparse<[[2, 0, 1], [3, 1, 2], [2, 1, 0]], [1.000000e+10, 2.004910e+05, 5.000000e-01]> : tensor<4x2x3xf64>}> {foo.k2 = "0#{}.\0A\09\1B_z@", "quoted key 0" = dense_resource<res_0> : tensor<1xi8>, "quoted key 1" = true} : () -> i32
      %15 = "foo.bar.baz"(%7#2, %7#2) ({
        "a.b"() : () -> ()
        %19 = "a.b"(%1, %7#2) <{attr1 = [1.676860e+05, #bar.flag, false, {}], b2 = 0 : i16, x0 = 0 : i16}> {"quoted key 0" = false, "quoted key 1" = "\09_*Ca\09{", "quoted key 2" = #map} : (tuple<vector<1xf32>>, tensor<4x?x932xi17>) -> complex<f32>
        "a.b"(%14) : (i32) -> ()
        %20:4 = "foo.bar.baz"() : () -> (complex<i128>, bf16, vector<[7]x4xui32>, i32)
        "foo.br"(%20#2, %20#2)[^bb1, ^bb1] : (vector<[7]x4xui32>, vector<[7]x4xui32>) -> ()
      ^bb1(%21: i64, %22: tensor<?x3xsi32>):  // 2 preds: ^bb0, ^bb0
        %23:3 = "x.y"(%20#2, %1, %6) : (vector<[7]x4xui32>, tuple<vector<1xf32>>, tuple<i1024, bf16>) -> (tensor<?x54x0xi3>, complex<f6E2M3FN>, vector<9x8x9xi1024>)
        %24:4 = "x.y"(%23#0) : (tensor<?x54x0xi3>) -> (memref<4x854x839xcomplex<si32>>, none, memref<63x?x6xf16, #map1, {kind = "scratch"}>, i64)
        "z.nop"(%24#0, %24#1, %24#3) {_u2 = -8.945310e-01 : bf16, _u3 = 608.31432700000005 : f64, my.k0, "quoted key 1"} : (memref<4x854x839xcomplex<si32>>, none, i64) -> ()
        "foo.compute"() : () -> ()
        %25 = "bar.yield"(%24#2) {a0} : (memref<63x?x6xf16, #map1, {kind = "scratch"}>) -> vector<12xf64>
        "foo.br"(%24#2, %5#2, %24#0)[^bb2] : (memref<63x?x6xf16, #map1, {kind = "scratch"}>, f16, memref<4x854x839xcomplex<si32>>) -> ()
      ^bb2(%26: memref<?x1xsi32, {kind = "scratch"}>, %27: complex<f16>, %28: complex<i128>):  // pred: ^bb1
        %29:2 = "bar.yield"() : () -> (i64, none)
        %30:4 = "d.op_1"(%5#1) : (!foo.t_1) -> (tensor<ui128>, complex<f32>, i128, complex<f32>)
        %31 = "foo.op"(%0) : (complex<i8>) -> ui64
        "foo.bar.baz"(%30#3) {_u0, "quoted key 1" = {}} : (complex<f32>) -> ()
      }) : (tensor<4x?x932xi17>, tensor<4x?x932xi17>) -> !foo.t<f32, ["x y", -3, ["x y" , "x y"]], 15>
      %16:3 = "d.op_1"(%3, %6) : (f8E3M4, tuple<i1024, bf16>) -> (i32, f16, tensor<*xui32>)
      %17 = "bar.yield"(%16#2, %15, %4) : (tensor<*xui32>, !foo.t<f32, ["x y", -3, ["x y" , "x y"]], 15>, complex<f32>) -> tuple<f8E4M3FN, i32, i64, i32>
      %18 = "foo.op"(%17, %16#0) {b0 = true, "quoted key 1" = 70.1699981 : f32} : (tuple<f8E4M3FN, i32, i64, i32>, i32) -> tensor<977x?xvector<3xf16>>
    }) {my.k0 = "\\" : f16, value1 = false} : () -> ()
    %10 = "d.op_1"(%7#2, %5#1) {b0} : (tensor<4x?x932xi17>, !foo.t_1) -> !my_dialect.v<<i8 , 61>>
    %11 = "foo.bar.baz"(%1, %0, %10) {my.k0 = true} : (tuple<vector<1xf32>>, complex<i8>, !my_dialect.v<<i8 , 61>>) -> i64
    "a.b"(%5#1) {_u0 = #map2} : (!foo.t_1) -> ()
    %12 = "foo.compute"(%11, %5#0) {_u0 = 1 : i1024} : (i64, tuple<bf16>) -> complex<f64>
    %13 = "foo.op"() <{sym_name3 = 2.7182818284590451 : f64, value1, x0 = sparse<[[1, 1, 1], [0, 0, 2], [0, 3, 4], [1, 3, 3]], [2.718750e+00, 0x7C00, 1.095200e+04, 8.492180e+00]> : tensor<2x4x5xf16>, z92 = complex<i128>}> {attr1, b2 = #distinct1, my.k0 = 0 : si1} : () -> tensor<963xvector<16x12xf8E5M2>>
  }, {
  ^bb0:
  }, {
    "cfx.cond_br"(%7#0, %7#1)[^bb1] {a0 = #map3, b1 = 0 : i16, k$2, k$3 = "\22\0Az\C3\A9zX\ECzb \\*"} : (complex<f32>, complex<f32>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "cfx.cond_br"()[^bb2] {_u1 = -0.87729760000000001 : f64, a2 = "\F0\9F\99\82\\\07<" : ui64, d.k3 = dense<true> : tensor<1xi1>, foo.k0 = {}} : () -> ()
  ^bb2(%9: index):  // pred: ^bb1
    "x.switch"(%3)[^bb3, ^bb1] {attr1, x2 = @f_1, z90 = {d.k1 = 0 : i16, k$0 = "}\E6\97\A5\E6\9C\AC\\%\96' '0" : ui1}} : (f8E3M4) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb3
    "a.jump"(%5#2)[^bb3] {_u1, a2 = 0 : i16, attr0 = 0 : i16} : (f16) -> ()
  }) {a1 = 34 : index, foo.k0 = 1 : i17} : (f8E3M4, tuple<i1024, bf16>, tuple<i1024, bf16>) -> (i24, tuple<i16, si32, i7>)
  "foo.compute"(%8#0) : (i24) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000012",
      res_1: "0x04000000FDB64441"
    }
  }
#-}


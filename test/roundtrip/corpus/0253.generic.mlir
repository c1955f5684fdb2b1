#map = affine_map<(d0, d1)[s0, s1] -> (d0 mod 6 + s1 ceildiv 3, s0 * 9, d1 floordiv 7)>
#map1 = affine_map<(d0, d1) -> ((d0 * 2) floordiv 7, d0 * 14)>
#set = affine_set<(d0)[s0] : (-(d0 * s0 + d0 + d0) + 3 >= 0, (s0 + 7) * 4 + 6 >= 0)>
#set1 = affine_set<(d0)[s0, s1] : ((s0 - 1) floordiv 9 >= 0, (s0 * 7) floordiv 2 == 0)>
"builtin.module"() <{sym_name = "m68"}> ({
  "z.nop"() <{a2, attr3 = {"quoted key 0", value1 = "\CE\A9\09 "}, "quoted key 1", x0 = distinct[0]<dense<[[[(6.816400e+00,0x7C00), (-2.072270e+00,1.571290e+00), (9.997550e-02,0.000000e+00)], [(0xFC00,9.521480e-01), (2.500530e-03,2.500530e-03), (8.056000e+03,8.539060e+00)], [(0x7C00,0xFC00), (0x7C00,1.682500e+02), (0.000000e+00,8.393750e+01)]]]> : tensor<1x3x3xcomplex<f16>>>}> : () -> ()
  "foo.bar"() : () -> ()
  %0 = "a.b"() {_u1 = 392 : i64, b0 = #set, b3 = dense_resource<res_0> : tensor<5xi8>, my.k2 = [0x7F : f8E4M3FN, 1, ""]} : () -> vector<9xi8>
  %1 = "foo.bar"(%0, %0) <{attr0 = 207461050 : index, x1, x2 = #set1}> : (vector<9xi8>, vector<9xi8>) -> vector<[2]x15xi1>
  "my_dialect.thing"(%0, %0, %0) : (vector<9xi8>, vector<9xi8>, vector<9xi8>) -> ()
  %2:2 = "z.nop"(%1) : (vector<[2]x15xi1>) -> (tuple<>, f8E5M2FNUZ)
  "foo.bar"(%0, %0, %0) <{foo.k0 = 1.401300e-45 : f32}> : (vector<9xi8>, vector<9xi8>, vector<9xi8>) -> ()
  %3:3 = "foo.bar"(%2#0) {"quoted key 1", x0 = false, z92 = "\00z\00X*" : ui1} : (tuple<>) -> (f32, complex<f6E3M2FN>, (index, memref<3xui7, strided<[1]>, 7>, complex<si128>) -> (vector<13x6x2xbf16>, si32))
  %4:4 = "foo.op"() ({
  }) : () -> (memref<48x41x1xi32, "shared">, f64, vector<9xi8>, i32)
  "x.y"(%3#1) {k$2 = @b, my.k1, "quoted key 0", sym_name3 = #set1} : (complex<f6E3M2FN>) -> ()
  %5:2 = "a.b"() : () -> (memref<48x41x1xi32, "shared">, bf16)
  %6 = "x.y"() : () -> complex<i3>
  %7:4 = "foo.bar"() : () -> (!my_dialect.t, vector<13x6x2xbf16>, tensor<61xf8E4M3FN>, i32)
  %8 = "z.nop"(%7#2, %7#3) <{k$1 = "_X/*.-\0Ab" : ui1, "quoted key 2" = {a0 = "\22<00\09", a1, sym_name2 = complex<si1024>}, x0 = 3287809079 : ui32, z93 = #bar.p<abc , -7>}> : (tensor<61xf8E4M3FN>, i32) -> tuple<ui32>
  %9 = "foo.op"(%7#3) : (i32) -> tensor<vector<13x2xi128>>
  "foo.bar.baz"(%4#1, %7#1) {attr2 = @a::@"x y", k$1, my.k0 = #set1} : (f64, vector<13x6x2xbf16>) -> ()
  "z.nop"(%9) <{z90 = true}> {_u1, _u3 = #map, sym_name0, x2 = #x.b.c} : (tensor<vector<13x2xi128>>) -> ()
  %10 = "foo.compute"(%9, %2#1, %9) <{}> ({
  ^bb0(%arg0: tensor<774x?xindex>, %arg1: f128, %arg2: tensor<?xsi8, 1 : i32>):
    "z.nop"(%arg1) <{}> ({
      %29 = "foo.bar"(%arg0, %arg0) ({
      ^bb0(%arg5: i8):
        "d.op_1"() <{_u0 = dense<0> : tensor<1xui8>, attr3 = #set1, x1 = {z90 = dense<[[9.61130808E-26], [1.14575542E+14], [1.67819346E+11]]> : tensor<3x1xf32>}, z92 = 180952496035063763 : ui64}> : () -> ()
        %30 = "a.b"(%arg5) {a2 = memref<48x41x1xi32, "shared">, attr0 = 3 : si8, x1 = memref<4xui7>} : (i8) -> ((memref<1x63xf32>) -> ())
        "my_dialect.thing"() : () -> ()
        "foo.op"(%3#1, %2#0) {a0 = "\00\\\\.'<" : i1, value1 = array<i64>, value2 = dense_resource<res_1> : tensor<3xf64>} : (complex<f6E3M2FN>, tuple<>) -> ()
        %31 = "a.b"(%4#0) <{_u0 = distinct[1]<>, a2 = dense_resource<r.2> : tensor<2xi8>, value1 = 0 : i64}> {d.k1 = array<i1>, sym_name0 = #set1, z92 = #set1} : (memref<48x41x1xi32, "shared">) -> i128
      }) : (tensor<774x?xindex>, tensor<774x?xindex>) -> si17
    }, {
      %17 = "x.y"(%4#1, %7#1, %5#1) ({
        "cfx.cond_br"(%8, %arg2)[^bb1, ^bb1] <{attr3 = -2.000000e+00 : f32, k$1 = [unit, [], -2.750000e+00 : f8E4M3], sym_name2 = none, value0 = true}> : (tuple<ui32>, tensor<?xsi8, 1 : i32>) -> ()
      ^bb1(%25: i32, %26: vector<13x6x2xbf16>):  // 2 preds: ^bb0, ^bb0
        %27 = "foo.op"(%arg2, %5#1, %25) {sym_name1 = ["*\0A}\0A*% ", @c::@"with\22quote"::@"with\22quote", []], sym_name2 = -1.7678472227554749E-224 : f64, value3, z90 = 2 : index} : (tensor<?xsi8, 1 : i32>, bf16, i32) -> tuple<i24>
        "x.y"(%25, %26, %25) : (i32, vector<13x6x2xbf16>, i32) -> ()
        "cfx.cond_br"(%4#2)[^bb2] <{attr0 = 7.070000e+00 : f32, foo.k1 = distinct[2]<"\00X#zXb}z'a">}> : (vector<9xi8>) -> ()
      ^bb2:  // pred: ^bb1
        %28 = "foo.bar"(%3#1, %arg2, %3#1) {_u2 = array<i1: true, false, false, true, false>, a3 = [false, -2.732000e+00 : f32, {foo.k0 = @"x y"::@"x y"::@x.y}], b0 = 0xFF : f8E4M3FN, z91} : (complex<f6E3M2FN>, tensor<?xsi8, 1 : i32>, complex<f6E3M2FN>) -> vector<13x6x2xbf16>
      }, {
      ^bb0(%arg3: f6E3M2FN, %arg4: f8E4M3FNUZ):
        %18:2 = "foo.bar.baz"() : () -> (f32, !foo.param<? , 89>)
        "x.y"(%4#1, %arg4, %5#1) : (f64, f8E4M3FNUZ, bf16) -> ()
        %19 = "foo.bar.baz"(%2#0) : (tuple<>) -> !bar.type
        "x.switch"(%19, %arg4, %arg4)[^bb1, ^bb1] <{attr2, foo.k1 = "" : f32, x0 = 46 : index, z93 = sparse<2, -1> : tensor<4xi32>}> {_u0 = 0x7FF8000000000001 : f64, k$1 = #set1} : (!bar.type, f8E4M3FNUZ, f8E4M3FNUZ) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "x.switch"(%19)[^bb2] <{}> {attr0, my.k2 = @b::@a, x1 = -1 : i32} : (!bar.type) -> ()
      ^bb2(%20: tuple<ui128, i8, f64, i3>):  // 2 preds: ^bb1, ^bb2
        "x.switch"(%20, %4#2, %arg3)[^bb3, ^bb2] : (tuple<ui128, i8, f64, i3>, vector<9xi8>, f6E3M2FN) -> ()
      ^bb3(%21: i7, %22: memref<3x?xvector<7x[1]x16xf8E4M3B11FNUZ>>, %23: complex<f32>):  // pred: ^bb2
        %24:2 = "a.b"(%21) {a0 = 2.600000e+01 : f8E4M3FN, z91 = #bar<"x<1>">} : (i7) -> (tensor<1xvector<2x1x6xf32>>, tuple<f32>)
      }) {_u0 = #set1, b1, foo.k2 = #map1} : (f64, vector<13x6x2xbf16>, bf16) -> i1024
    }, {
      %16 = "foo.compute"() : () -> f8E4M3
    }) : (f128) -> ()
    "bar.yield"(%4#3, %arg1, %4#2) {a1, x0 = ui7} : (i32, f128, vector<9xi8>) -> ()
    "a.b"(%4#3) : (i32) -> ()
    %13 = "foo.compute"(%4#3, %5#1, %4#0) : (i32, bf16, memref<48x41x1xi32, "shared">) -> si7
    "x.switch"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb3
    "foo.br"(%arg0, %1)[^bb2, ^bb2] : (tensor<774x?xindex>, vector<[2]x15xi1>) -> ()
  ^bb2(%14: index, %15: () -> (vector<6x11xsi64>, ui32)):  // 2 preds: ^bb1, ^bb1
    "x.switch"(%13, %7#2, %9)[^bb3] <{my.k0 = {value0 = -2.502440e-03 : bf16}, value1 = 0 : i128}> {a1 = 19 : i64, attr0 = #foo.p<{"x y" {true , -3} "x y"},{{75,"x y",86}},<true -2>>, attr2} : (si7, tensor<61xf8E4M3FN>, tensor<vector<13x2xi128>>) -> ()
  ^bb3:  // pred: ^bb2
    "x.switch"(%arg2, %arg2)[^bb1] : (tensor<?xsi8, 1 : i32>, tensor<?xsi8, 1 : i32>) -> ()
  }) {"quoted key 1" = 0x7FF0000000000000 : f64, sym_name0} : (tensor<vector<13x2xi128>>, f8E5M2FNUZ, tensor<vector<13x2xi128>>) -> complex<f64>
  %11 = "z.nop"(%5#0, %9, %7#3) {_u2 = [true], attr0 = dense<0xFC> : tensor<f8E5M2>, foo.k3 = [], "quoted key 1" = [0x7C00 : f16]} : (memref<48x41x1xi32, "shared">, tensor<vector<13x2xi128>>, i32) -> vector<13x6x2xbf16>
  %12:4 = "x.y"(%9, %8) : (tensor<vector<13x2xi128>>, tuple<ui32>) -> (vector<13x6x2xbf16>, !my_dialect.a.b, f64, tuple<!x.t_1, i1024>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000007894BCBDEE",
      res_1: "0x0800000068A69EA27646933728C31DC0606785D1D8A7FBE57253DE7B",
      r.2: "0x040000004215"
    }
  }
#-}


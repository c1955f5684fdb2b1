#distinct = distinct[0]<"">
#distinct1 = distinct[1]<2.001950e-01 : bf16>
#loc = loc("op.1")
#loc1 = loc(unknown)
#map = affine_map<()[s0] -> (4)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1)[s0] -> (d0 - d1 * 5, s0 + 2)>
#set = affine_set<(d0) : (6 >= 0, -(-d0 + 7) + 54 >= 0, d0 + 2 == 0)>
#loc2 = loc(callsite(#loc at #loc1))
"builtin.module"() ({
  %0:2 = "x.y"() ({
    "x.y"() {k$0 = @"with\22quote"} : () -> ()
    %3:3 = "foo.op"() ({
      %13 = "x.y"() : () -> complex<f8E5M2FNUZ>
      "foo.bar"(%13, %13) <{}> ({
      }, {
      ^bb0(%arg3: complex<f4E2M1FN>, %arg4: complex<i1024>, %arg5: i3):
        %27 = "bar.yield"(%arg4, %arg4) : (complex<i1024>, complex<i1024>) -> complex<f32>
      }) : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> ()
      "x.switch"()[^bb1, ^bb1] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %14:2 = "bar.yield"(%13, %13, %13) ({
      ^bb0(%arg0: f8E4M3, %arg1: i8, %arg2: si32):
        "x.switch"(%13)[^bb1] {d.k0 = #distinct} : (complex<f8E5M2FNUZ>) -> ()
      ^bb1:  // pred: ^bb0
        "bar.yield"(%arg1, %13) <{attr1 = -2.001950e-01 : bf16, value0 = dense_resource<weights0> : tensor<5xi8>}> : (i8, complex<f8E5M2FNUZ>) -> ()
      }, {
        %15 = "d.op_1"() {a1 = dense<30> : tensor<1xsi8>, a3 = {_u2 = 5.812500e+00 : bf16, value1 = false, x0 = sparse<2, -2.1755812E+29> : tensor<5xf32>}, b2, value0 = sparse<[[1, 2]], 1.108750e+02> : tensor<2x5xf16>} : () -> f32
        %16 = "foo.op"() <{}> {value0 = 442 : ui24} : () -> vector<2xbf16>
        "a.jump"(%16, %15)[^bb1] : (vector<2xbf16>, f32) -> ()
      ^bb1(%17: tensor<4x709x56x7xi32>, %18: index, %19: f16):  // 2 preds: ^bb0, ^bb1
        %20 = "a.b"(%16, %17, %16) : (vector<2xbf16>, tensor<4x709x56x7xi32>, vector<2xbf16>) -> i17
        %21 = "my_dialect.thing"(%17) : (tensor<4x709x56x7xi32>) -> !x.v<"x y">
        %22 = "d.op_1"(%21) : (!x.v<"x y">) -> complex<f16>
        %23 = "x.y"() : () -> !bar.t_1
        %24:2 = "z.nop"() : () -> (complex<f16>, f32)
        "foo.br"(%24#1, %24#1)[^bb2, ^bb1] : (f32, f32) -> ()
      ^bb2:  // pred: ^bb1
        %25 = "foo.bar.baz"(%13, %15) {attr0, attr3 = #map, x1 = dense<[[4294967295, 0, 0, 0], [62, 0, 0, 4294967295]]> : vector<2x4xui32>, x2 = {a2, k$3 = dense_resource<r.1> : tensor<1xf32>, my.k0 = #set, x1 = -1 : i64}} : (complex<f8E5M2FNUZ>, f32) -> none
        %26 = "x.y"(%25, %25) <{}> : (none, none) -> si32
        "x.y"(%15) : (f32) -> ()
      }) {a0 = "!z\09\0Ab#*_\\\00\\-", a1 = true, my.k2 = true} : (complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>, complex<f8E5M2FNUZ>) -> (none, (f16) -> ())
    }, {
    }) : () -> (f16, index, (i128, i128) -> si32)
    %4 = "foo.bar.baz"(%3#1) ({
      %6:4 = "foo.bar"(%3#1, %3#2) {attr2 = [], attr3 = 5.000000e-01 : f64, z90 = true, z91} : (index, (i128, i128) -> si32) -> (memref<?x31xf8E5M2>, bf16, !bar<"abc">, memref<10x4xui7>)
      %7:4 = "foo.bar.baz"(%6#1) <{"quoted key 0" = dense<"}{\7F\09\91\\z\09"> : tensor<3x4x1x!foo.str>, x2, z91 = affine_map<(d0)[s0, s1] -> (2)>}> {d.k1 = #distinct1, k$0 = -6.553600e+04 : bf16} : (bf16) -> (tensor<8x2x5x100x!my_dialect.type>, f8E4M3, f8E4M3B11FNUZ, memref<59x2xbf16, #map1>)
      %8 = "foo.op"(%7#2, %7#3) <{k$1 = 3.051760e-04 : f8E5M2FNUZ, sym_name0 = false}> : (f8E4M3B11FNUZ, memref<59x2xbf16, #map1>) -> tuple<f64>
      %9 = "z.nop"(%8) <{}> ({
        %10:4 = "foo.bar"(%7#1, %7#0, %7#0) {attr0, k$3 = 1.400000e+01 : f8E5M2FNUZ, sym_name2 = -1 : i64, z91 = true} : (f8E4M3, tensor<8x2x5x100x!my_dialect.type>, tensor<8x2x5x100x!my_dialect.type>) -> (si32, i8, (complex<i3>, i8) -> (f6E3M2FN, index), !my_dialect.param<[<-8, i8>,"x y"] -6 [{true, ?} , -8 , "x y"]>)
        "z.nop"() {foo.k2 = 2.644580e-37 : f64, k$1 = true, my.k0 = #map2} : () -> ()
        %11:2 = "x.y"(%10#1, %3#1) {_u0 = "\22\7F *\C3\A9\CE\A9\7F\C3\9F.a@", sym_name1 = "}\F0\9F\99\82<\7F\\ _\00{", value2 = "za", z93 = #loc2} : (i8, index) -> (!my_dialect.v<?>, f8E3M4)
        %12 = "z.nop"(%6#0, %11#0, %7#3) : (memref<?x31xf8E5M2>, !my_dialect.v<?>, memref<59x2xbf16, #map1>) -> f32
      }) : (tuple<f64>) -> tensor<index>
      "d.op_1"(%6#1, %8, %8) <{_u1, b0 = true, d.k2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>, z93 = "{\\#'\09X\09' \0A\7F"}> : (bf16, tuple<f64>, tuple<f64>) -> ()
      "z.nop"() <{}> {"quoted key 0", value1 = -5.942400e+04 : f16} : () -> ()
    }) : (index) -> !bar.t_1
    %5:2 = "x.y"(%3#0, %3#1) : (f16, index) -> (vector<9xi32>, si17)
  }) : () -> (none, complex<ui7>)
  %1 = "foo.bar"(%0#0, %0#1, %0#1) : (none, complex<ui7>, complex<ui7>) -> memref<?x2xf32, strided<[14, 1], offset: ?>>
  "foo.op"() : () -> ()
  %2 = "d.op_1"(%0#0, %0#0, %1) <{b2 = -128 : i8, value1 = [1 : i8], x0 = @"x y"}> {value0} : (none, none, memref<?x2xf32, strided<[14, 1], offset: ?>>) -> tensor<4x1x?xcomplex<f16>>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000084085532C4",
      r.1: "0x0400000001B6C746"
    }
  }
#-}


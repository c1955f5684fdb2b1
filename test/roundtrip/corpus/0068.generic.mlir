#loc = loc("v")
#map = affine_map<(d0, d1, d2)[s0] -> ()>
"builtin.module"() ({
  %0:3 = "bar.yield"() <{b2 = dense<3.708700e+23> : tensor<f64>, k$1 = [{value0 = #x<"x<1>">, value1}], "quoted key 0" = -1 : i64, x3 = [0.000000e+00 : f8E5M2FNUZ]}> : () -> (vector<5x[2]x1xi1>, tensor<2x160x?x532xf8E4M3B11FNUZ>, complex<f32>)
  "a.b"(%0#0, %0#2, %0#0) : (vector<5x[2]x1xi1>, complex<f32>, vector<5x[2]x1xi1>) -> ()
  %1 = "foo.op"(%0#0, %0#0) : (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> f16
  "my_dialect.thing"(%0#2) <{a1 = loc(callsite("x" at "":35:76 to :77)), attr0, "quoted key 2" = "\09\00"}> ({
    %20 = "my_dialect.thing"(%0#0) <{k$0 = {}, z91}> ({
    ^bb0(%arg7: f64):
      %28 = "a.b"() : () -> ((si1) -> ())
      "bar.yield"(%28) ({
      ^bb0(%arg8: complex<ui64>, %arg9: f8E4M3B11FNUZ, %arg10: () -> bf16):
        %29 = "foo.bar"(%arg10, %arg8, %28) <{b0}> : (() -> bf16, complex<ui64>, (si1) -> ()) -> f32
      }) : ((si1) -> ()) -> ()
    }, {
    ^bb0(%arg6: index):
      %26 = "foo.op"(%0#2, %1, %0#1) {b0} : (complex<f32>, f16, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> tensor<479x6x?x3xf32>
      "foo.bar.baz"(%0#2, %0#1) {z90} : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> ()
      %27:3 = "d.op_1"() {sym_name2 = @c::@_priv, x0 = dense_resource<r.0> : tensor<4xf64>, z91 = true} : () -> (none, tuple<!foo.t<"x y" i8>, f64, f64, f64>, complex<f16>)
    }, {
    ^bb0(%arg4: none, %arg5: complex<f32>):
      %23 = "my_dialect.thing"() <{foo.k1 = dense_resource<res_1> : tensor<1xi32>, my.k0 = "\0A\00\0A#\0A\D5"}> : () -> f8E4M3FN
      %24 = "z.nop"(%arg4, %arg4) : (none, none) -> memref<?x652xbf16, "shared">
      "foo.op"() {x0 = #my.attr} : () -> ()
      %25 = "foo.compute"(%23) : (f8E4M3FN) -> tuple<f32, f16, f32, i17>
    }) : (vector<5x[2]x1xi1>) -> tensor<8x315x!my_dialect.param<"x y", {62}, ?>>
    %21 = "foo.compute"(%20, %0#1, %0#2) {k$0 = 0 : i64, z91 = "\22%\E6\97\A5\E6\9C\AC}\0A"} : (tensor<8x315x!my_dialect.param<"x y", {62}, ?>>, tensor<2x160x?x532xf8E4M3B11FNUZ>, complex<f32>) -> vector<[11]xsi16>
    "a.b"(%21) <{_u0 = dense<[[1.577400e+07], [-747.82229099999995], [2.000000e-01], [-439.96879999999999]]> : tensor<4x1xf64>}> ({
      %22 = "foo.compute"(%0#0, %0#2) {attr0 = 1.015630e-01 : f8E4M3FN, sym_name1 = dense<-1> : tensor<i8>} : (vector<5x[2]x1xi1>, complex<f32>) -> memref<974x?x?xcomplex<f16>>
    }) : (vector<[11]xsi16>) -> ()
  }) : (complex<f32>) -> ()
  %2 = "foo.bar"(%0#0, %0#0) ({
    %9:3 = "my_dialect.thing"(%0#2, %0#1, %0#1) : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> (!my_dialect.v<{{"x y"} "x y" ?} ? abc>, complex<f32>, complex<tf32>)
    %10 = "d.op_1"(%9#1) ({
      %14 = "foo.bar"(%9#2) : (complex<tf32>) -> !my_dialect.a.b
      "d.op_1"(%1, %0#1) <{_u1 = dense_resource<weights2> : tensor<1xi8>, b0 = !bar.type}> : (f16, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> ()
      %15 = "foo.bar.baz"(%14, %14, %1) ({
      }) {z90 = {}} : (!my_dialect.a.b, !my_dialect.a.b, f16) -> f32
      %16:2 = "d.op_1"() : () -> (!x<"">, i32)
      %17:4 = "my_dialect.thing"(%0#1) ({
        "my_dialect.thing"(%16#1, %16#1) : (i32, i32) -> ()
        "z.nop"(%16#1, %16#1) {a2, attr1 = sparse<[[1, 4, 0], [1, 3, 1], [1, 1, 2], [1, 4, 0]], [-1, 0, -2147483648, -125]> : tensor<2x6x3xi32>, foo.k0 = array<f32: 1.000000e-01>} : (i32, i32) -> ()
        %19 = "foo.op"(%0#2, %14, %9#1) {attr1, z90} : (complex<f32>, !my_dialect.a.b, complex<f32>) -> bf16
      }, {
        %18:3 = "foo.op"(%16#1, %16#1, %16#1) : (i32, i32, i32) -> (f4E2M1FN, index, tuple<f8E3M4, ui1, i7, f8E5M2>)
      }) : (tensor<2x160x?x532xf8E4M3B11FNUZ>) -> (tensor<3x29x36xf64>, vector<si64>, i32, tensor<?xf8E4M3FNUZ>)
    }) : (complex<f32>) -> f8E4M3FN
    "cfx.cond_br"(%10, %10, %0#2)[^bb1] ({
    ^bb0(%arg2: bf16, %arg3: vector<14xui16>):
      %12 = "foo.bar.baz"(%10, %arg2) {foo.k0 = dense<[[0xFC, -1.000000e+00, 7.680000e+02, 0x7C], [2.000000e+00, 3.200000e+02, 1.228800e+04, 0.000000e+00]]> : vector<2x4xf8E5M2>} : (f8E4M3FN, bf16) -> tuple<>
      "a.jump"(%10, %9#2)[^bb1, ^bb1] : (f8E4M3FN, complex<tf32>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%10, %12, %10)[^bb2] {b0, k$3 = 0x7C00 : f16, value2 = 1 : i8, x1 = array<f32>} : (f8E4M3FN, tuple<>, f8E4M3FN) -> ()
    ^bb2:  // pred: ^bb1
      %13:3 = "foo.bar.baz"(%12) {a1 = {attr0, x1 = bf16}, attr3, foo.k0 = sparse<[[5, 3, 4], [5, 2, 5], [5, 2, 4]], [-1, 1, -119357627761615]> : tensor<6x4x6xi64>, k$2} : (tuple<>) -> ((memref<2x?x8xi1>) -> (f64, i64), complex<bf16>, complex<f64>)
      "a.jump"(%12, %12)[^bb3, ^bb3] : (tuple<>, tuple<>) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      "d.op_1"(%0#1) {b0 = #map, sym_name1 = "\00\00\09/\09'-@\22}", value2 = 1.500000e+00 : f64} : (tensor<2x160x?x532xf8E4M3B11FNUZ>) -> ()
    }) : (f8E4M3FN, f8E4M3FN, complex<f32>) -> ()
  ^bb1:  // pred: ^bb0
    %11:4 = "d.op_1"(%0#2) : (complex<f32>) -> (tuple<i32, f8E3M4>, bf16, memref<1x8xf8E4M3B11FNUZ, "shared">, (i17, f8E3M4) -> memref<3xi7, strided<[9], offset: ?>, {kind = "scratch"}>)
  }, {
  }, {
  ^bb0(%arg0: f16, %arg1: complex<f80>):
    "cfx.cond_br"()[^bb1] {attr0, b1} : () -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2] : () -> ()
  ^bb2(%5: i8, %6: tensor<2x957x6x0xf64>, %7: !my_dialect.t):  // pred: ^bb1
    %8 = "a.b"(%6, %5, %7) <{d.k1 = array<i8: 0>, value0}> {d.k0 = "\00a\\\C3\A9\\{-\09\22", x1 = #bar<"abc">} : (tensor<2x957x6x0xf64>, i8, !my_dialect.t) -> f64
  }) : (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> memref<?xf8E4M3FNUZ, strided<[1]>>
  %3 = "foo.compute"(%0#2, %0#1) : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> i24
  %4 = "foo.bar.baz"() : () -> complex<f128>
  "my_dialect.thing"(%3, %2, %3) {b1, my.k0 = #loc} : (i24, memref<?xf8E4M3FNUZ, strided<[1]>>, i24) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000002BB1497CE69531EC03E0253CD24A32785C5EA85149F9A9DAAA31C42216A219D1",
      res_1: "0x0400000019F9C1F3",
      weights2: "0x0400000088"
    }
  }
#-}


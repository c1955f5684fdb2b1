#loc7 = loc("0068.in.mlir":8:6)
#loc11 = loc("-":480:424)
#loc12 = loc("0068.in.mlir":11:43)
#loc13 = loc("0068.in.mlir":11:67)
#loc15 = loc("":74:0)
#loc19 = loc("0068.in.mlir":21:8)
#loc20 = loc("0068.in.mlir":21:19)
#loc41 = loc("0068.in.mlir":56:9)
#loc42 = loc("0068.in.mlir":56:20)
#loc50 = loc("0068.in.mlir":73:7)
#loc51 = loc("0068.in.mlir":73:21)
#loc54 = loc("src/x.py":261:0)
#loc55 = loc("0068.in.mlir":78:41)
#loc56 = loc("0068.in.mlir":78:74)
#loc61 = loc("v")
#map = affine_map<(d0, d1, d2)[s0] -> ()>
"builtin.module"() ({
  %0:3 = "bar.yield"() <{b2 = dense<3.708700e+23> : tensor<f64>, k$1 = [{value0 = #x<"x<1>">, value1}], "quoted key 0" = -1 : i64, x3 = [0.000000e+00 : f8E5M2FNUZ]}> : () -> (vector<5x[2]x1xi1>, tensor<2x160x?x532xf8E4M3B11FNUZ>, complex<f32>) loc(#loc68)
  "a.b"(%0#0, %0#2, %0#0) : (vector<5x[2]x1xi1>, complex<f32>, vector<5x[2]x1xi1>) -> () loc(#loc3)
  %1 = "foo.op"(%0#0, %0#0) : (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> f16 loc(#loc4)
  "my_dialect.thing"(%0#2) <{a1 = loc(callsite("x" at "":35:76 to :77)), attr0, "quoted key 2" = "\09\00"}> ({
    %20 = "my_dialect.thing"(%0#0) <{k$0 = {}, z91}> ({
    ^bb0(%arg7: f64 loc("0068.in.mlir":8:6)):
      %28 = "a.b"() : () -> ((si1) -> ()) loc(#loc8)
      "bar.yield"(%28) ({
      ^bb0(%arg8: complex<ui64> loc("-":480:424), %arg9: f8E4M3B11FNUZ loc("0068.in.mlir":11:43), %arg10: () -> bf16 loc("0068.in.mlir":11:67)):
        %29 = "foo.bar"(%arg10, %arg8, %28) <{b0}> : (() -> bf16, complex<ui64>, (si1) -> ()) -> f32 loc(#loc14)
      }) : ((si1) -> ()) -> () loc(#loc63)
    }, {
    ^bb0(%arg6: index loc("":74:0)):
      %26 = "foo.op"(%0#2, %1, %0#1) {b0} : (complex<f32>, f16, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> tensor<479x6x?x3xf32> loc(#loc16)
      "foo.bar.baz"(%0#2, %0#1) {z90} : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> () loc(#loc17)
      %27:3 = "d.op_1"() {sym_name2 = @c::@_priv, x0 = dense_resource<r.0> : tensor<4xf64>, z91 = true} : () -> (none, tuple<!foo.t<"x y" i8>, f64, f64, f64>, complex<f16>) loc(#loc18)
    }, {
    ^bb0(%arg4: none loc("0068.in.mlir":21:8), %arg5: complex<f32> loc("0068.in.mlir":21:19)):
      %23 = "my_dialect.thing"() <{foo.k1 = dense_resource<res_1> : tensor<1xi32>, my.k0 = "\0A\00\0A#\0A\D5"}> : () -> f8E4M3FN loc(#loc21)
      %24 = "z.nop"(%arg4, %arg4) : (none, none) -> memref<?x652xbf16, "shared"> loc(#loc22)
      "foo.op"() {x0 = #my.attr} : () -> () loc(#loc23)
      %25 = "foo.compute"(%23) : (f8E4M3FN) -> tuple<f32, f16, f32, i17> loc(#loc24)
    }) : (vector<5x[2]x1xi1>) -> tensor<8x315x!my_dialect.param<"x y", {62}, ?>> loc(#loc6)
    %21 = "foo.compute"(%20, %0#1, %0#2) {k$0 = 0 : i64, z91 = "\22%\E6\97\A5\E6\9C\AC}\0A"} : (tensor<8x315x!my_dialect.param<"x y", {62}, ?>>, tensor<2x160x?x532xf8E4M3B11FNUZ>, complex<f32>) -> vector<[11]xsi16> loc(#loc6)
    "a.b"(%21) <{_u0 = dense<[[1.577400e+07], [-747.82229099999995], [2.000000e-01], [-439.96879999999999]]> : tensor<4x1xf64>}> ({
      %22 = "foo.compute"(%0#0, %0#2) {attr0 = 1.015630e-01 : f8E4M3FN, sym_name1 = dense<-1> : tensor<i8>} : (vector<5x[2]x1xi1>, complex<f32>) -> memref<974x?x?xcomplex<f16>> loc(#loc26)
    }) : (vector<[11]xsi16>) -> () loc(#loc25)
  }) : (complex<f32>) -> () loc(#loc5)
  %2 = "foo.bar"(%0#0, %0#0) ({
    %9:3 = "my_dialect.thing"(%0#2, %0#1, %0#1) : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> (!my_dialect.v<{{"x y"} "x y" ?} ? abc>, complex<f32>, complex<tf32>) loc(#loc69)
    %10 = "d.op_1"(%9#1) ({
      %14 = "foo.bar"(%9#2) : (complex<tf32>) -> !my_dialect.a.b loc(#loc31)
      "d.op_1"(%1, %0#1) <{_u1 = dense_resource<weights2> : tensor<1xi8>, b0 = !bar.type}> : (f16, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> () loc(#loc32)
      %15 = "foo.bar.baz"(%14, %14, %1) ({
      }) {z90 = {}} : (!my_dialect.a.b, !my_dialect.a.b, f16) -> f32 loc(#loc33)
      %16:2 = "d.op_1"() : () -> (!x<"">, i32) loc(#loc34)
      %17:4 = "my_dialect.thing"(%0#1) ({
        "my_dialect.thing"(%16#1, %16#1) : (i32, i32) -> () loc(#loc36)
        "z.nop"(%16#1, %16#1) {a2, attr1 = sparse<[[1, 4, 0], [1, 3, 1], [1, 1, 2], [1, 4, 0]], [-1, 0, -2147483648, -125]> : tensor<2x6x3xi32>, foo.k0 = array<f32: 1.000000e-01>} : (i32, i32) -> () loc(#loc65)
        %19 = "foo.op"(%0#2, %14, %9#1) {attr1, z90} : (complex<f32>, !my_dialect.a.b, complex<f32>) -> bf16 loc(#loc38)
      }, {
        %18:3 = "foo.op"(%16#1, %16#1, %16#1) : (i32, i32, i32) -> (f4E2M1FN, index, tuple<f8E3M4, ui1, i7, f8E5M2>) loc(#loc39)
      }) : (tensor<2x160x?x532xf8E4M3B11FNUZ>) -> (tensor<3x29x36xf64>, vector<si64>, i32, tensor<?xf8E4M3FNUZ>) loc(#loc35)
    }) : (complex<f32>) -> f8E4M3FN loc(#loc30)
    "cfx.cond_br"(%10, %10, %0#2)[^bb1] ({
    ^bb0(%arg2: bf16 loc("0068.in.mlir":56:9), %arg3: vector<14xui16> loc("0068.in.mlir":56:20)):
      %12 = "foo.bar.baz"(%10, %arg2) {foo.k0 = dense<[[0xFC, -1.000000e+00, 7.680000e+02, 0x7C], [2.000000e+00, 3.200000e+02, 1.228800e+04, 0.000000e+00]]> : vector<2x4xf8E5M2>} : (f8E4M3FN, bf16) -> tuple<> loc(#loc43)
      "a.jump"(%10, %9#2)[^bb1, ^bb1] : (f8E4M3FN, complex<tf32>) -> () loc(#loc44)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "cfx.cond_br"(%10, %12, %10)[^bb2] {b0, k$3 = 0x7C00 : f16, value2 = 1 : i8, x1 = array<f32>} : (f8E4M3FN, tuple<>, f8E4M3FN) -> () loc(#loc45)
    ^bb2:  // pred: ^bb1
      %13:3 = "foo.bar.baz"(%12) {a1 = {attr0, x1 = bf16}, attr3, foo.k0 = sparse<[[5, 3, 4], [5, 2, 5], [5, 2, 4]], [-1, 1, -119357627761615]> : tensor<6x4x6xi64>, k$2} : (tuple<>) -> ((memref<2x?x8xi1>) -> (f64, i64), complex<bf16>, complex<f64>) loc(#loc46)
      "a.jump"(%12, %12)[^bb3, ^bb3] : (tuple<>, tuple<>) -> () loc(#loc47)
    ^bb3:  // 2 preds: ^bb2, ^bb2
      "d.op_1"(%0#1) {b0 = #map, sym_name1 = "\00\00\09/\09'-@\22}", value2 = 1.500000e+00 : f64} : (tensor<2x160x?x532xf8E4M3B11FNUZ>) -> () loc(#loc48)
    }) : (f8E4M3FN, f8E4M3FN, complex<f32>) -> () loc(#loc40)
  ^bb1:  // pred: ^bb0
    %11:4 = "d.op_1"(%0#2) : (complex<f32>) -> (tuple<i32, f8E3M4>, bf16, memref<1x8xf8E4M3B11FNUZ, "shared">, (i17, f8E3M4) -> memref<3xi7, strided<[9], offset: ?>, {kind = "scratch"}>) loc(#loc49)
  }, {
  }, {
  ^bb0(%arg0: f16 loc("0068.in.mlir":73:7), %arg1: complex<f80> loc("0068.in.mlir":73:21)):
    "cfx.cond_br"()[^bb1] {attr0, b1} : () -> () loc(#loc70)
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2] : () -> () loc(#loc67)
  ^bb2(%5: i8 loc("src/x.py":261:0), %6: tensor<2x957x6x0xf64> loc("0068.in.mlir":78:41), %7: !my_dialect.t loc("0068.in.mlir":78:74)):  // pred: ^bb1
    %8 = "a.b"(%6, %5, %7) <{d.k1 = array<i8: 0>, value0}> {d.k0 = "\00a\\\C3\A9\\{-\09\22", x1 = #bar<"abc">} : (tensor<2x957x6x0xf64>, i8, !my_dialect.t) -> f64 loc(#loc57)
  }) : (vector<5x[2]x1xi1>, vector<5x[2]x1xi1>) -> memref<?xf8E4M3FNUZ, strided<[1]>> loc(#loc27)
  %3 = "foo.compute"(%0#2, %0#1) : (complex<f32>, tensor<2x160x?x532xf8E4M3B11FNUZ>) -> i24 loc(#loc58)
  %4 = "foo.bar.baz"() : () -> complex<f128> loc(#loc59)
  "my_dialect.thing"(%3, %2, %3) {b1, my.k0 = #loc61} : (i24, memref<?xf8E4M3FNUZ, strided<[1]>>, i24) -> () loc(#loc60)
}) : () -> () loc(#loc)
#loc = loc("0068.in.mlir":1:1)
#loc1 = loc("src/x.py":37:65 to 40:66)
#loc2 = loc("f":7:13 to :17)
#loc3 = loc("0068.in.mlir":4:2)
#loc4 = loc("f":444:0)
#loc5 = loc("0068.in.mlir":6:2)
#loc6 = loc(unknown)
#loc8 = loc("0068.in.mlir":9:10)
#loc9 = loc("f":44:15 to 46:9)
#loc10 = loc("dir/with space.c":271:103)
#loc14 = loc("0068.in.mlir":12:10)
#loc16 = loc("0068.in.mlir":16:15)
#loc17 = loc("name")
#loc18 = loc("":47:63 to 48:69)
#loc21 = loc("0068.in.mlir":23:11)
#loc22 = loc("0068.in.mlir":24:11)
#loc23 = loc("0068.in.mlir":26:4)
#loc24 = loc("0068.in.mlir":27:15)
#loc25 = loc("dir/with space.c":44:51 to 45:75)
#loc26 = loc("0068.in.mlir":32:11)
#loc27 = loc("0068.in.mlir":36:13)
#loc28 = loc("a.mlir":99:0)
#loc29 = loc("dir/with space.c":19:66)
#loc30 = loc("0068.in.mlir":38:9)
#loc31 = loc("dir/with space.c":414:269)
#loc32 = loc("op.1")
#loc33 = loc("0068.in.mlir":41:11)
#loc34 = loc("0068.in.mlir":43:12)
#loc35 = loc("0068.in.mlir":44:13)
#loc36 = loc("0068.in.mlir":45:5)
#loc37 = loc("-":400:438)
#loc38 = loc("0068.in.mlir":47:16)
#loc39 = loc("0068.in.mlir":51:14)
#loc40 = loc("f":19:0)
#loc43 = loc("0068.in.mlir":57:15)
#loc44 = loc("0068.in.mlir":59:4)
#loc45 = loc("0068.in.mlir":61:4)
#loc46 = loc("0068.in.mlir":64:12)
#loc47 = loc("-":372:4294967295)
#loc48 = loc("0068.in.mlir":67:4)
#loc49 = loc("0068.in.mlir":70:21)
#loc52 = loc("a.mlir":374:426)
#loc53 = loc("-":338:306)
#loc57 = loc("0068.in.mlir":79:10)
#loc58 = loc("":99:0)
#loc59 = loc("f":0:323)
#loc60 = loc("":40:0)
#loc62 = loc("v"(#loc1))
#loc63 = loc(callsite(#loc9 at #loc10))
#loc64 = loc(fused<#foo.m>[#loc28])
#loc65 = loc("v"(#loc37))
#loc66 = loc(callsite(#loc52 at #loc53))
#loc67 = loc(fused<3 : i32>[#loc6])
#loc68 = loc(fused[#loc62, #loc2])
#loc69 = loc(fused[#loc64, #loc29])
#loc70 = loc(callsite(#loc32 at #loc66))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000002BB1497CE69531EC03E0253CD24A32785C5EA85149F9A9DAAA31C42216A219D1",
      res_1: "0x0400000019F9C1F3",
      weights2: "0x0400000088"
    }
  }
#-}


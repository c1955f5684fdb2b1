#loc8 = loc("0160.in.mlir":12:9)
#loc9 = loc("0160.in.mlir":12:69)
#loc18 = loc("dir/with space.c":466:4294967295)
#loc19 = loc("-":13:0)
#loc22 = loc("a.mlir":46:18 to :12)
#loc23 = loc("src/x.py":58:0)
#loc24 = loc("-":31:33)
#loc25 = loc("op.1")
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#loc32 = loc("v"(#loc18))
#loc33 = loc(fused<#foo.m>[#loc22, #loc23, #loc24])
#loc38 = loc(fused<7 : i32>[#loc32, #loc19])
"builtin.module"() ({
  %0:4 = "foo.compute"() : () -> (vector<10x1x11xi8>, tuple<f80, bf16, f128, i32>, !bar.t, vector<3x[3]x6xbf16>) loc(#loc1)
  "a.b"(%0#1, %0#2) : (tuple<f80, bf16, f128, i32>, !bar.t) -> () loc(#loc2)
  %1 = "my_dialect.thing"(%0#0, %0#0, %0#3) {foo.k2 = 497237036962771381048463164119 : i128, value0 = #x.p<[<true>]>, x1 = #bar.v<f32>, z93 = [tensor<8xvector<9x[12]xf8E4M3>>, @f_1, dense<5.110000e+02> : tensor<f16>]} : (vector<10x1x11xi8>, vector<10x1x11xi8>, vector<3x[3]x6xbf16>) -> i64 loc(#loc3)
  "a.b"(%1, %0#3, %0#0) ({
  }) : (i64, vector<3x[3]x6xbf16>, vector<10x1x11xi8>) -> () loc(#loc4)
  %2 = "my_dialect.thing"(%0#1) ({
    %6 = "foo.bar"(%0#2) : (!bar.t) -> bf16 loc(#loc6)
    %7:3 = "foo.bar.baz"(%0#0) ({
    }, {
    }, {
    ^bb0(%arg0: memref<6xcomplex<f16>, strided<[1]>, 6> loc("0160.in.mlir":12:9), %arg1: vector<6xi32> loc("0160.in.mlir":12:69)):
    }) : (vector<10x1x11xi8>) -> (vector<16x8x[11]xf64>, si32, tuple<i32, si1>) loc(#loc7)
    %8 = "x.y"(%6, %0#2, %7#1) ({
      %9 = "bar.yield"(%7#2, %7#2) : (tuple<i32, si1>, tuple<i32, si1>) -> memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3> loc(#loc11)
      "a.jump"(%7#2, %9)[^bb1, ^bb3] ({
        %11:3 = "z.nop"(%7#2, %7#1) : (tuple<i32, si1>, si32) -> (f128, index, tensor<33x?x?x59xi1>) loc(#loc13)
        "a.jump"(%11#0)[^bb1] : (f128) -> () loc(#loc14)
      ^bb1:  // pred: ^bb0
        "x.switch"(%11#2, %11#0, %0#0)[^bb2] : (tensor<33x?x?x59xi1>, f128, vector<10x1x11xi8>) -> () loc(#loc37)
      ^bb2(%12: memref<2x58xi3, #map> loc(fused<7 : i32>[#loc32, #loc19])):  // pred: ^bb1
        "x.switch"(%11#2, %0#0, %11#1)[^bb3] : (tensor<33x?x?x59xi1>, vector<10x1x11xi8>, index) -> () loc(#loc1)
      ^bb3:  // pred: ^bb2
        %13 = "my_dialect.thing"(%1) {d.k3 = dense<(2.000000e+00,0.328246415)> : tensor<complex<f32>>, "quoted key 1" = dense<1> : tensor<2xi7>, "quoted key 2" = #map1, z90} : (i64) -> f32 loc(#loc20)
      }) {attr2, attr3 = "\00!\09z\\\00XX@#", "quoted key 0" = true, z91 = "%<(\22@X#"} : (tuple<i32, si1>, memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3>) -> () loc(#loc12)
    ^bb1:  // pred: ^bb0
      "x.switch"(%9, %7#2, %6)[^bb2, ^bb3] {sym_name1 = #loc33, x0 = -3.14159265358979 : f64} : (memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3>, tuple<i32, si1>, bf16) -> () loc(#loc21)
    ^bb2(%10: bf16 loc("op.1")):  // pred: ^bb1
      "cfx.cond_br"()[^bb3, ^bb3] : () -> () loc(#loc26)
    ^bb3:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb2, ^bb3
      "x.switch"(%7#2)[^bb3] {value0 = 53 : index, x2, x3 = 9.998670e-06 : tf32, z91 = dense_resource<r.0> : tensor<4xi8>} : (tuple<i32, si1>) -> () loc(#loc34)
    }) : (bf16, !bar.t, si32) -> f8E5M2FNUZ loc(#loc10)
    "foo.op"(%0#3, %7#2) : (vector<3x[3]x6xbf16>, tuple<i32, si1>) -> () loc(#loc29)
  }) {attr0 = dense<0x70> : tensor<2xf8E3M4>} : (tuple<f80, bf16, f128, i32>) -> i8 loc(#loc5)
  %3 = "bar.yield"() {_u3 = 0 : ui8, attr0 = array<i64: 0, -9223372036854775808, -1, -1>, "quoted key 1" = dense_resource<weights1> : tensor<5xi32>, value2} : () -> tuple<f32> loc(#loc27)
  %4 = "a.b"(%2) {b2 = "0/</\00/\7F\87", value0 = @c, x1 = -923829244446 : i128} : (i8) -> vector<7xi24> loc(#loc35)
  %5:4 = "foo.compute"() {attr2 = 1 : i64, d.k1 = array<f32: 3.219810e+10, 600.658752>, foo.k0 = 63 : index, k$3} : () -> (f6E3M2FN, f8E4M3FN, memref<*xf6E3M2FN>, !x.param<83 ?>) loc(#loc36)
}) : () -> () loc(#loc)
#loc = loc("0160.in.mlir":0:0)
#loc1 = loc(unknown)
#loc2 = loc("0160.in.mlir":2:1)
#loc3 = loc("0160.in.mlir":3:7)
#loc4 = loc("0160.in.mlir":4:1)
#loc5 = loc("0160.in.mlir":6:7)
#loc6 = loc("0160.in.mlir":8:13)
#loc7 = loc("0160.in.mlir":9:14)
#loc10 = loc("0160.in.mlir":14:8)
#loc11 = loc("0160.in.mlir":15:11)
#loc12 = loc("0160.in.mlir":16:5)
#loc13 = loc("0160.in.mlir":17:21)
#loc14 = loc("0160.in.mlir":18:7)
#loc15 = loc("f":0:339)
#loc16 = loc("a.mlir":77:0)
#loc17 = loc("dir/with space.c":22:34 to 25:42)
#loc20 = loc("-":4294967295:4294967295)
#loc21 = loc("0160.in.mlir":27:5)
#loc26 = loc("a.mlir":487:102)
#loc27 = loc("name")
#loc28 = loc("f":405:4294967295)
#loc29 = loc("0160.in.mlir":33:3)
#loc30 = loc("":10:30 to :39)
#loc31 = loc(fused[#loc15, #loc16, #loc17])
#loc34 = loc(callsite(#loc27 at #loc28))
#loc35 = loc(fused<1 : i32>[#loc30])
#loc36 = loc(callsite(#loc1 at #loc1))
#loc37 = loc("v"(#loc31))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000005AF5EF44",
      weights1: "0x040000006E44FD92A2CEC5A577ACC7B7A0B52848515997A4"
    }
  }
#-}


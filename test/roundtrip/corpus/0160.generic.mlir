#loc = loc("a.mlir":46:18 to :12)
#loc1 = loc("src/x.py":58:0)
#loc2 = loc("-":31:33)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#loc3 = loc(fused<#foo.m>[#loc, #loc1, #loc2])
"builtin.module"() ({
  %0:4 = "foo.compute"() : () -> (vector<10x1x11xi8>, tuple<f80, bf16, f128, i32>, !bar.t, vector<3x[3]x6xbf16>)
  "a.b"(%0#1, %0#2) : (tuple<f80, bf16, f128, i32>, !bar.t) -> ()
  %1 = "my_dialect.thing"(%0#0, %0#0, %0#3) {foo.k2 = 497237036962771381048463164119 : i128, value0 = #x.p<[<true>]>, x1 = #bar.v<f32>, z93 = [tensor<8xvector<9x[12]xf8E4M3>>, @f_1, dense<5.110000e+02> : tensor<f16>]} : (vector<10x1x11xi8>, vector<10x1x11xi8>, vector<3x[3]x6xbf16>) -> i64
  "a.b"(%1, %0#3, %0#0) ({
  }) : (i64, vector<3x[3]x6xbf16>, vector<10x1x11xi8>) -> ()
  %2 = "my_dialect.thing"(%0#1) ({
    %6 = "foo.bar"(%0#2) : (!bar.t) -> bf16
    %7:3 = "foo.bar.baz"(%0#0) ({
    }, {
    }, {
    ^bb0(%arg0: memref<6xcomplex<f16>, strided<[1]>, 6>, %arg1: vector<6xi32>):
    }) : (vector<10x1x11xi8>) -> (vector<16x8x[11]xf64>, si32, tuple<i32, si1>)
    %8 = "x.y"(%6, %0#2, %7#1) ({
      %9 = "bar.yield"(%7#2, %7#2) : (tuple<i32, si1>, tuple<i32, si1>) -> memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3>
      "a.jump"(%7#2, %9)[^bb1, ^bb3] ({
        %11:3 = "z.nop"(%7#2, %7#1) : (tuple<i32, si1>, si32) -> (f128, index, tensor<33x?x?x59xi1>)
        "a.jump"(%11#0)[^bb1] : (f128) -> ()
      ^bb1:  // pred: ^bb0
        "x.switch"(%11#2, %11#0, %0#0)[^bb2] : (tensor<33x?x?x59xi1>, f128, vector<10x1x11xi8>) -> ()
      ^bb2(%12: memref<2x58xi3, #map>):  // pred: ^bb1
        "x.switch"(%11#2, %0#0, %11#1)[^bb3] : (tensor<33x?x?x59xi1>, vector<10x1x11xi8>, index) -> ()
      ^bb3:  // pred: ^bb2
        %13 = "my_dialect.thing"(%1) {d.k3 = dense<(2.000000e+00,0.328246415)> : tensor<complex<f32>>, "quoted key 1" = dense<1> : tensor<2xi7>, "quoted key 2" = #map1, z90} : (i64) -> f32
      }) {attr2, attr3 = "\00!\09z\\\00XX@#", "quoted key 0" = true, z91 = "%<(\22@X#"} : (tuple<i32, si1>, memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3>) -> ()
    ^bb1:  // pred: ^bb0
      "x.switch"(%9, %7#2, %6)[^bb2, ^bb3] {sym_name1 = #loc3, x0 = -3.14159265358979 : f64} : (memref<?x?xcomplex<ui128>, strided<[15, 1]>, 3>, tuple<i32, si1>, bf16) -> ()
    ^bb2(%10: bf16):  // pred: ^bb1
      "cfx.cond_br"()[^bb3, ^bb3] : () -> ()
    ^bb3:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb2, ^bb3
      "x.switch"(%7#2)[^bb3] {value0 = 53 : index, x2, x3 = 9.998670e-06 : tf32, z91 = dense_resource<r.0> : tensor<4xi8>} : (tuple<i32, si1>) -> ()
    }) : (bf16, !bar.t, si32) -> f8E5M2FNUZ
    "foo.op"(%0#3, %7#2) : (vector<3x[3]x6xbf16>, tuple<i32, si1>) -> ()
  }) {attr0 = dense<0x70> : tensor<2xf8E3M4>} : (tuple<f80, bf16, f128, i32>) -> i8
  %3 = "bar.yield"() {_u3 = 0 : ui8, attr0 = array<i64: 0, -9223372036854775808, -1, -1>, "quoted key 1" = dense_resource<weights1> : tensor<5xi32>, value2} : () -> tuple<f32>
  %4 = "a.b"(%2) {b2 = "0/</\00/\7F\87", value0 = @c, x1 = -923829244446 : i128} : (i8) -> vector<7xi24>
  %5:4 = "foo.compute"() {attr2 = 1 : i64, d.k1 = array<f32: 3.219810e+10, 600.658752>, foo.k0 = 63 : index, k$3} : () -> (f6E3M2FN, f8E4M3FN, memref<*xf6E3M2FN>, !x.param<83 ?>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000005AF5EF44",
      weights1: "0x040000006E44FD92A2CEC5A577ACC7B7A0B52848515997A4"
    }
  }
#-}


#loc = loc("f":1:65 to :72)
#map = affine_map<(d0)[s0] -> ()>
#map1 = affine_map<(d0, d1, d2) -> (0)>
"builtin.module"() <{sym_name = "m23"}> ({
  %0 = "foo.bar"() {a1 = #map, z90 = 9223372036854775807 : si64} : () -> complex<ui1>
  "x.y"(%0, %0, %0) : (complex<ui1>, complex<ui1>, complex<ui1>) -> ()
  %1 = "d.op_1"(%0) : (complex<ui1>) -> f4E2M1FN
  %2 = "x.y"() : () -> f64
  %3 = "x.y"(%2) : (f64) -> i3
  "foo.compute"(%2) ({
  ^bb0(%arg0: index, %arg1: i17, %arg2: complex<f64>):
    "bar.yield"() ({
    ^bb0(%arg5: complex<f32>, %arg6: memref<4xui64, strided<[12]>, 4>, %arg7: tensor<f32>):
      "bar.yield"() {_u2 = 11 : si128, a1 = 0 : si8, k$0 = 0xF0 : f8E3M4} : () -> ()
      %18 = "x.y"() : () -> tensor<28x?x125xi32>
      %19 = "bar.yield"(%arg2) <{attr3 = @f_1, value0 = -9223372036854775808 : index, x1, z92 = "\09;\00\22\22@" : ui128}> ({
      ^bb0(%arg8: tensor<*xi7>):
        %22 = "a.b"(%arg7) : (tensor<f32>) -> (() -> (complex<f32>, complex<bf16>))
      }) : (complex<f64>) -> tf32
      "a.jump"(%arg0)[^bb1] <{x0 = dense<0> : tensor<1x2x2xi32>}> {b1, foo.k3 = distinct[0]<>, sym_name0 = dense<8.281250e-01> : tensor<tf32>, x2 = 2.800000e+01 : f6E3M2FN} : (index) -> ()
    ^bb1(%20: tuple<bf16>, %21: index):  // 2 preds: ^bb0, ^bb1
      "a.jump"(%1)[^bb1] <{attr2 = 0.000000e+00 : bf16, my.k1 = 1 : i8, sym_name0 = false, value3 = affine_map<(d0, d1, d2) -> (d2 mod 6 + 2)>}> {sym_name0 = [i24, [f8E4M3FN, sparse<[[0, 5, 0]], 0> : tensor<3x6x5xi32>, dense<true> : tensor<1xi1>], true, [dense<> : tensor<4x0xcomplex<i32>>]]} : (f4E2M1FN) -> ()
    }) {_u1 = "-", k$0, z92 = #loc} : () -> ()
    %6:3 = "z.nop"(%arg0, %arg0, %arg2) : (index, index, complex<f64>) -> (f8E4M3FN, tuple<si32, ui32, si64, f6E3M2FN>, tensor<4xf32>)
    %7:3 = "bar.yield"() ({
      %9 = "my_dialect.thing"(%3, %6#1) ({
      }) : (i3, tuple<si32, ui32, si64, f6E3M2FN>) -> ((memref<?x1024xvector<5x2x16xf80>>) -> i32)
      %10:3 = "d.op_1"(%6#2, %6#1, %9) ({
        %17 = "bar.yield"() : () -> memref<*xi8>
      }, {
      ^bb0(%arg3: none, %arg4: memref<?x1x?xf8E3M4, #map1, "shared">):
        %12 = "z.nop"() : () -> bf16
        %13:2 = "bar.yield"(%6#2) : (tensor<4xf32>) -> (complex<f32>, vector<f32>)
        "a.b"(%13#0, %13#0) : (complex<f32>, complex<f32>) -> ()
        "foo.br"(%arg2, %arg4, %arg4)[^bb1] <{b0 = 0x7F : f8E4M3FN, value1 = false}> {attr0} : (complex<f64>, memref<?x1x?xf8E3M4, #map1, "shared">, memref<?x1x?xf8E3M4, #map1, "shared">) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "cfx.cond_br"(%12, %13#1, %arg3)[^bb2, ^bb1] {b0 = "*a\\\22\CE\A9\0A0\22\22'" : f16, foo.k1} : (bf16, vector<f32>, none) -> ()
      ^bb2:  // 3 preds: ^bb1, ^bb2, ^bb3
        %14 = "d.op_1"() <{}> : () -> memref<152x1xcomplex<f32>>
        %15 = "z.nop"() <{}> : () -> vector<9x6xf8E4M3B11FNUZ>
        "z.nop"(%14) : (memref<152x1xcomplex<f32>>) -> ()
        "cfx.cond_br"()[^bb3, ^bb2] : () -> ()
      ^bb3:  // pred: ^bb2
        %16:3 = "z.nop"(%13#0) : (complex<f32>) -> (vector<14xui3>, (memref<*xsi24, "local mem">, index, vector<8x4xf16>) -> (tensor<8x?x2x?xindex, #foo.enc<f32>>, i17), index)
        "foo.br"(%1)[^bb2] : (f4E2M1FN) -> ()
      }) : (tensor<4xf32>, tuple<si32, ui32, si64, f6E3M2FN>, (memref<?x1024xvector<5x2x16xf80>>) -> i32) -> (f8E3M4, tensor<1x29x19xui1024>, tensor<*xf4E2M1FN>)
      %11 = "x.y"(%10#0) {d.k1 = {}, x0 = -103 : si24} : (f8E3M4) -> complex<f32>
    }) : () -> (f8E8M0FNU, f8E4M3, complex<f16>)
    %8:4 = "d.op_1"() {b0 = 43 : index, z91 = 0 : ui1} : () -> (complex<f32>, bf16, vector<11x13x[16]xi64>, none)
    "foo.op"(%arg2, %arg2) <{}> : (complex<f64>, complex<f64>) -> ()
    "foo.compute"(%8#0) <{}> : (complex<f32>) -> ()
  }) : (f64) -> ()
  %4 = "my_dialect.thing"(%2, %3, %1) {a1 = sparse<> : tensor<6xi8>, x0 = dense<-4.019340e+05> : tensor<3x2xf32>, x2} : (f64, i3, f4E2M1FN) -> complex<f32>
  %5 = "d.op_1"(%4, %1, %0) <{k$0 = 1.001360e-05 : bf16}> : (complex<f32>, f4E2M1FN, complex<ui1>) -> i8
}) : () -> ()


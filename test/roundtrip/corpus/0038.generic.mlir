#loc = loc("name")
#loc1 = loc("":43:17 to :22)
#loc2 = loc("dir/with space.c":23:75 to :81)
"builtin.module"() ({
  "d.op_1"() : () -> ()
  %0 = "x.y"() {value0 = 122 : i64} : () -> tensor<967x420x47xcomplex<f16>>
  %1 = "z.nop"(%0, %0) : (tensor<967x420x47xcomplex<f16>>, tensor<967x420x47xcomplex<f16>>) -> tuple<f8E8M0FNU, f32>
  %2:4 = "foo.op"(%0, %1) <{k$0 = 7.382810e+00 : f16}> : (tensor<967x420x47xcomplex<f16>>, tuple<f8E8M0FNU, f32>) -> (bf16, memref<127x23xui64, "gpu">, none, tensor<2x951xcomplex<f8E8M0FNU>>)
  "foo.bar"(%2#2, %1) ({
  ^bb0(%arg0: ui32, %arg1: f6E3M2FN):
    %5 = "d.op_1"() ({
      %6 = "a.b"() : () -> memref<5x692xf64>
      %7 = "foo.op"(%0, %2#3, %6) ({
        %12 = "z.nop"(%6) {z90 = dense<> : tensor<0xindex>} : (memref<5x692xf64>) -> f32
        %13:3 = "z.nop"(%6) : (memref<5x692xf64>) -> (f8E3M4, si32, si32)
      }, {
      ^bb0(%arg2: bf16):
        "foo.br"(%arg1, %arg2, %arg0)[^bb1] <{d.k0}> : (f6E3M2FN, bf16, ui32) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "cfx.cond_br"(%2#1, %2#1)[^bb2, ^bb1] : (memref<127x23xui64, "gpu">, memref<127x23xui64, "gpu">) -> ()
      ^bb2(%9: f32):  // pred: ^bb1
        "cfx.cond_br"(%9)[^bb3] : (f32) -> ()
      ^bb3(%10: index, %11: bf16):  // pred: ^bb2
        "foo.compute"(%arg2, %10) {k$0 = 33175504480919198036110 : i128, k$1 = #loc, "quoted key 2" = 65535 : ui16, "quoted key 3" = dense<2.718750e+00> : tensor<2x1xf16>} : (bf16, index) -> ()
      }) : (tensor<967x420x47xcomplex<f16>>, tensor<2x951xcomplex<f8E8M0FNU>>, memref<5x692xf64>) -> vector<4xf64>
      %8 = "a.b"(%1, %arg0, %2#1) <{"quoted key 0" = distinct[0]<0 : si7>, value1 = 5.060900e+04 : f32}> {attr2 = #loc1, attr3, foo.k0 = #loc2, "quoted key 1" = dense<3.000000e+00> : tensor<4x1xf8E5M2>} : (tuple<f8E8M0FNU, f32>, ui32, memref<127x23xui64, "gpu">) -> ((tensor<3x4x3x8xi7, 6 : i32>) -> ())
    }) : () -> complex<f16>
  }) : (none, tuple<f8E8M0FNU, f32>) -> ()
  %3:4 = "d.op_1"(%2#3, %2#0, %2#2) : (tensor<2x951xcomplex<f8E8M0FNU>>, bf16, none) -> (complex<i24>, si32, f64, index)
  "foo.bar.baz"() {a1 = @"x y", b0 = distinct[1]<>, value2} : () -> ()
  %4 = "d.op_1"() {"quoted key 0" = dense<(1.5806498371101144E+21,-6.414000e+00)> : tensor<complex<f64>>} : () -> tuple<>
}) : () -> ()


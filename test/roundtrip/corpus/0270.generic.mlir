!tuple = tuple<ui64, i128, i64, i128, f32, i7, f32, f128, f16, ui1, si32, index, f80, f8E8M0FNU, f32, index, f6E3M2FN, f4E2M1FN, ui17, i8, f8E8M0FNU, i64, f8E4M3, i1>
#map = affine_map<(d0, d1, d2)[s0, s1] -> ((d2 floordiv 6) ceildiv 4)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() ({
  ^bb0(%arg0: tensor<?x1x41x!x<"abc">>):
    %3:3 = "a.b"(%arg0, %arg0) : (tensor<?x1x41x!x<"abc">>, tensor<?x1x41x!x<"abc">>) -> (complex<i64>, tensor<i128>, (i64) -> tensor<*xsi1024>)
    "foo.bar.baz"(%3#2, %3#0, %3#1) ({
      "foo.br"(%3#2)[^bb1, ^bb3] : ((i64) -> tensor<*xsi1024>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      "x.switch"(%3#1, %arg0)[^bb2, ^bb2] : (tensor<i128>, tensor<?x1x41x!x<"abc">>) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "x.switch"()[^bb3, ^bb1] ({
      }) : () -> ()
    ^bb3(%6: index, %7: i1024, %8: i17):  // 2 preds: ^bb0, ^bb2
      %9 = "a.b"() {_u2 = "@", a0 = 4 : i64, "quoted key 3" = dense<> : tensor<0x0xi1>, x1 = #my.b.c} : () -> i16
    }, {
    ^bb0(%arg1: tensor<*xcomplex<ui32>>, %arg2: none, %arg3: !x.t_1):
      "x.switch"()[^bb1] {b0 = tensor<si1>, my.k3 = dense<251.210724> : tensor<f32>, "quoted key 1" = -2.773440e-01 : bf16, z92 = 1.258290e+07 : bf16} : () -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg1, %arg1)[^bb2] {a0 = [dense<[1, 7]> : tensor<2xi32>, "z@\\@az__zXb", @main::@main::@f_1, #map]} : (tensor<*xcomplex<ui32>>, tensor<*xcomplex<ui32>>) -> ()
    ^bb2:  // pred: ^bb1
      %5 = "foo.op"(%arg1, %3#2, %arg3) : (tensor<*xcomplex<ui32>>, (i64) -> tensor<*xsi1024>, !x.t_1) -> tensor<3x0x?xf8E3M4>
    }) : ((i64) -> tensor<*xsi1024>, complex<i64>, tensor<i128>) -> ()
    %4 = "my_dialect.thing"(%arg0) : (tensor<?x1x41x!x<"abc">>) -> tuple<index, f64, ui64>
    "foo.br"(%3#0, %3#0)[^bb1, ^bb1] {a2 = !tuple, k$1 = -8.865000e+02 : f16, value0 = 10 : index, value3} : (complex<i64>, complex<i64>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "a.jump"(%3#2, %3#0)[^bb2] : ((i64) -> tensor<*xsi1024>, complex<i64>) -> ()
  ^bb2:  // pred: ^bb1
    "bar.yield"(%3#1) <{b0 = dense<[[[-1.44775398E-23], [4.7651822E+11]], [[-8.94194346E-24], [-4.9015717E+14]], [[-2.98266422E+37], [997627.125]]]> : tensor<3x2x1xf32>, d.k3 = [array<i64: 1, -9223372036854775808>, {a1 = tensor<si1>, my.k0 = 9.999220e+09 : bf16, x2}, #foo.a<[? , -8] , 52>], value2 = tensor<si1>, x1 = array<i64: -9008136655081721>}> {attr2 = dense<> : tensor<4x4x0xi32>, sym_name1 = 0x80 : f8E4M3FNUZ, x0 = false} : (tensor<i128>) -> ()
  }) {"quoted key 2" = none, value0 = 0x80 : f8E4M3FNUZ, x1 = true, x3} : () -> none
  "my_dialect.thing"(%0, %0) : (none, none) -> ()
  %1:3 = "bar.yield"(%0, %0) <{attr0 = affine_set<(d0)[s0] : (-((d0 + s0) floordiv 3) + 6 >= 0, s0 * 9 == 0, -(d0 ceildiv 4) + s0 >= 0)>, attr1 = @_priv}> : (none, none) -> (index, f32, tuple<i64>)
  %2:3 = "foo.bar.baz"(%1#1, %0) {k$1 = "\09-\F7u\00\0A", z90 = tensor<si1>} : (f32, none) -> (bf16, tensor<1x?x?x881xf64>, si128)
}) : () -> ()


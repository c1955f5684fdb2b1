#set = affine_set<(d0, d1, d2)[s0] : (d0 floordiv 3 - d1 * 2 >= 0, -d1 >= 0, -d2 + 8 >= 0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() : () -> f128
  %1 = "z.nop"() : () -> f8E4M3FNUZ
  %2 = "foo.compute"(%1, %1, %0) <{}> ({
    %7 = "x.y"() <{a0 = 30 : index}> {my.k0 = tensor<0x5xui7>} : () -> tuple<f32, ui8, i1, f16>
    %8:4 = "foo.bar.baz"(%0) <{sym_name0}> {a0 = -0.000000e+00 : f64, a2, x1 = dense<[[-2.713600e+16, 0x7FF8000000000001], [2.7182818284590451, 1.000000e+02], [-1.000000e-05, -2.690000e-01]]> : tensor<3x2xf64>} : (f128) -> (tensor<809x16xui32, "sparse">, si64, complex<f32>, i32)
    %9:4 = "foo.bar.baz"(%8#3) {sym_name2 = -170141183460469231731687303715884105728 : i1024, x0, z91 = -9.665190e+05 : f64} : (i32) -> (si32, f16, si32, tensor<331xf16>)
  }) : (f8E4M3FNUZ, f8E4M3FNUZ, f128) -> complex<i32>
  "my_dialect.thing"(%1, %0, %2) : (f8E4M3FNUZ, f128, complex<i32>) -> ()
  "foo.op"() : () -> ()
  "foo.compute"(%1, %2) : (f8E4M3FNUZ, complex<i32>) -> ()
  %3 = "bar.yield"(%1, %1, %2) ({
  ^bb0(%arg0: i32, %arg1: si16, %arg2: f16):
    "foo.compute"() : () -> ()
    "foo.compute"(%arg1) ({
    }, {
      "foo.br"(%arg2, %arg2)[^bb1, ^bb1] {b0 = dense<26> : tensor<1xindex>} : (f16, f16) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %6 = "bar.yield"(%arg2) {a1 = -1 : si16, my.k0 = [[]]} : (f16) -> complex<i64>
    }) {sym_name0 = 2.472660e+00 : f16} : (si16) -> ()
    %5 = "bar.yield"(%arg2, %1, %arg0) {b0 = @s$::@s$::@a, k$1 = true, k$3 = ".", my.k2 = [dense<> : tensor<0x1x4xsi24>, 153]} : (f16, f8E4M3FNUZ, i32) -> tuple<tensor<3x1xi17>>
  }) {z90 = dense<[[0], [0], [6], [0]]> : tensor<4x1xui8>} : (f8E4M3FNUZ, f8E4M3FNUZ, complex<i32>) -> tensor<786x3x4x3xf8E5M2>
  %4 = "foo.bar"(%0) {_u3, a0 = 156988923 : index, k$1 = #set, sym_name2 = ".\00@\09"} : (f128) -> bf16
}) : () -> ()


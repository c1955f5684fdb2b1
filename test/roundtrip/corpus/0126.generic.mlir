#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (d2, (s0 mod 4) ceildiv 6, d2)>
"builtin.module"() ({
  %0:3 = "foo.op"() <{z90 = false}> : () -> (i128, vector<13x[11]xf6E2M3FN>, i17)
  %1:3 = "d.op_1"() {a1 = 2 : i3, "quoted key 0" = true} : () -> (f64, i64, f128)
  %2 = "a.b"(%0#2, %0#2) : (i17, i17) -> tensor<235x4x2x46xf8E8M0FNU>
  %3 = "bar.yield"(%1#2, %1#1) {attr0 = !bar.param<[-8]>, my.k1 = bf16} : (f128, i64) -> tuple<>
  %4:2 = "foo.compute"(%1#2) ({
    "builtin.module"() ({
      %26 = "foo.bar.baz"() {attr0 = 8.382000e+00 : f64, foo.k1, "quoted key 2" = -9223372036854775808 : i64} : () -> memref<1xindex, strided<[1], offset: 12>>
      "my_dialect.thing"(%26, %26, %26) : (memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>) -> ()
      "foo.bar.baz"(%26) {my.k0 = @s$, x1, x2 = 6.550400e+04 : f64} : (memref<1xindex, strided<[1], offset: 12>>) -> ()
      %27:4 = "x.y"(%26, %26, %26) : (memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>, memref<1xindex, strided<[1], offset: 12>>) -> (complex<i32>, f64, i8, (none, index, !my_dialect<"">) -> (i8, index))
    }) : () -> ()
  }) {d.k0, "quoted key 1"} : (f128) -> (ui1, tensor<4x?x?x4xvector<[13]x13x15xf8E5M2>>)
  %5 = "a.b"() ({
  }) {_u1 = -4.349970e+05 : f64, "quoted key 0" = " '\22a\C3\A9" : i32, x2 = 9 : index} : () -> complex<f64>
  %6:2 = "foo.bar"() <{d.k1 = array<i64: 294466>, "quoted key 2" = 6.403880e+05 : f32, sym_name0 = 0x70 : f8E3M4}> : () -> (ui3, vector<15x13xi3>)
  %7 = "x.y"() <{_u0 = {_u0 = 0x80 : f8E5M2FNUZ, z91 = dense<-113012258229> : tensor<si64>}, a2 = 1 : index, x1 = 9 : i8, x3 = "\00_\C3\A9\09*\C3\9Fb\0Ab{"}> ({
    %21 = "foo.bar"(%3, %6#0, %2) : (tuple<>, ui3, tensor<235x4x2x46xf8E8M0FNU>) -> vector<[2]x9xbf16>
    %22 = "d.op_1"(%4#0, %5) {k$0 = [], k$1} : (ui1, complex<f64>) -> tensor<8x8x20x7xcomplex<f8E4M3B11FNUZ>>
    "a.b"(%1#0, %1#1) : (f64, i64) -> ()
    %23 = "bar.yield"(%21) : (vector<[2]x9xbf16>) -> i32
    %24 = "foo.compute"(%2) <{}> {x0 = 6.183000e+00 : f64, x1 = "_%\09%\\", x2} : (tensor<235x4x2x46xf8E8M0FNU>) -> vector<12x4xindex>
    %25:3 = "d.op_1"(%24, %24) : (vector<12x4xindex>, vector<12x4xindex>) -> (memref<654x2x4xf8E4M3FNUZ, strided<[11, ?, ?]>, "gpu">, memref<3x465x?xf8E4M3FNUZ, #map>, f64)
  }) : () -> memref<6xui17, strided<[?], offset: ?>>
  %8 = "foo.bar"(%7) ({
    "foo.compute"(%7, %7) <{a0 = 59 : index}> : (memref<6xui17, strided<[?], offset: ?>>, memref<6xui17, strided<[?], offset: ?>>) -> ()
    %12:3 = "d.op_1"() : () -> (f8E5M2FNUZ, complex<f80>, memref<497x8xf16, strided<[?, 1]>, 2>)
    %13:3 = "x.y"(%12#2, %1#1) {a2 = dense<[[[-45], [88], [60]], [[73], [32], [65]], [[-20], [123], [37]], [[-61], [-68], [41]]]> : tensor<4x3x1xi8>, "quoted key 0" = {_u0 = "\\\09.a\00\\\0A\C3\9F\22/X\00", _u2, a1 = true, value3 = "'\09'@z"}, z91 = false} : (memref<497x8xf16, strided<[?, 1]>, 2>, i64) -> (tensor<*xvector<15x6xi24>>, i16, none)
    "a.b"() : () -> ()
    %14 = "foo.compute"() : () -> f32
    "x.switch"()[^bb1] {b0 = 3.000490e-01 : f16} : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    %15 = "a.b"(%2, %4#0, %1#0) <{d.k0, "quoted key 2" = 0 : i128, x1 = 0 : si1}> : (tensor<235x4x2x46xf8E8M0FNU>, ui1, f64) -> memref<545xvector<[16]x13x[4]xui7>, strided<[?], offset: ?>>
    "a.jump"(%13#2, %13#2, %2)[^bb2] : (none, none, tensor<235x4x2x46xf8E8M0FNU>) -> ()
  ^bb2:  // pred: ^bb1
    %16 = "my_dialect.thing"() ({
    ^bb0(%arg0: none, %arg1: f80, %arg2: vector<i1>):
      %18 = "foo.bar"(%0#2) {attr0 = #map1, b3, sym_name1 = i32, value2 = #bar.a<"x y" 72 26>} : (i17) -> f8E4M3
      "my_dialect.thing"() ({
        %19:3 = "foo.bar"(%1#0, %18) {_u0, b2, value1 = 610.35519099999999 : f64, z93 = tensor<45x1xindex>} : (f64, f8E4M3) -> (ui32, vector<f6E2M3FN>, !my_dialect.a.b)
        %20:3 = "bar.yield"() : () -> (f32, tensor<854xf128, {a = 1 : i64}>, !foo.type)
        "x.y"(%20#0) : (f32) -> ()
      }, {
        "a.b"(%4#1) : (tensor<4x?x?x4xvector<[13]x13x15xf8E5M2>>) -> ()
      }) {x0, z91} : () -> ()
      "a.b"(%18, %arg1, %12#2) : (f8E4M3, f80, memref<497x8xf16, strided<[?, 1]>, 2>) -> ()
    }, {
    }, {
      %17 = "z.nop"(%12#1, %13#0) <{}> {b1 = array<f64: 3.791810e-02, 1.000000e+00, -5.8453647561489237E+283, -3.332000e+04, 826.959834>, k$2 = 0xFC00 : f16, sym_name0, sym_name3 = []} : (complex<f80>, tensor<*xvector<15x6xi24>>) -> memref<8x1xvector<[15]x10xf64>>
    }) : () -> index
    "foo.bar.baz"(%13#2, %16) <{b1 = " @ 0.}", k$2 = "<}./X\0A <\7F\09\0A}", sym_name0 = {a2 = dense<[1.186520e-01, -2.033780e-30]> : tensor<2xbf16>, attr1 = ".", k$3 = 0 : ui8, value0}}> : (none, index) -> ()
    "x.switch"(%16, %13#2)[^bb1] : (index, none) -> ()
  }) : (memref<6xui17, strided<[?], offset: ?>>) -> i128
  %9:3 = "my_dialect.thing"(%0#0) : (i128) -> (complex<f32>, index, complex<f64>)
  %10 = "my_dialect.thing"(%8, %9#2) <{b1 = tensor<*xi1>, value0 = array<f32: 337.737091, 3.000000e-01, -6.550400e+04, 3.10448437E+33>}> : (i128, complex<f64>) -> f32
  %11 = "foo.bar"(%9#0) : (complex<f32>) -> tuple<f8E4M3FN, i17, f8E4M3B11FNUZ>
}) {foo.module_attr = [false, 0x7C00 : f16, "z\\\09\00U\09"]} : () -> ()


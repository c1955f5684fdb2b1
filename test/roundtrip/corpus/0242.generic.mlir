#map = affine_map<(d0, d1) -> (-d0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d2, 1, 4)>
#map3 = affine_map<(d0)[s0, s1] -> ()>
#map4 = affine_map<(d0, d1) -> (4, 0, 6)>
#set = affine_set<(d0)[s0] : ((-d0) floordiv 6 >= 0, (-s0 + 2) ceildiv 5 + 7 >= 0, -d0 + 5 >= 0)>
"builtin.module"() ({
  %0 = "z.nop"() : () -> tensor<506xindex>
  "foo.bar"() ({
    %2 = "z.nop"(%0, %0, %0) : (tensor<506xindex>, tensor<506xindex>, tensor<506xindex>) -> complex<si1024>
    %3:4 = "foo.bar.baz"() {foo.k0 = "_/b\22\09\95#X0", value2, z91 = #map, z93 = #map1} : () -> (vector<13x9x[13]xi8>, index, i1024, !foo.t<<"x y" , [66, "x y", i8] , f32>>)
    %4:3 = "z.nop"(%3#0) {attr0 = -1.525880e-04 : f8E5M2FNUZ, foo.k3 = "<0*.a\\_/\\}", my.k1 = -1 : i3, "quoted key 2" = dense<3.000000e-01> : vector<1xf32>} : (vector<13x9x[13]xi8>) -> (complex<si8>, tensor<*xf128>, complex<f32>)
    %5 = "z.nop"(%0, %0, %3#3) <{_u2 = vector<si8>, attr1 = 8.273920e+05 : bf16, attr3 = {d.k1, my.k0 = 28 : index}, foo.k0 = -2.029000e+03 : f16}> : (tensor<506xindex>, tensor<506xindex>, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ui128
    "foo.br"(%3#3)[^bb1] : (!foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    %6:3 = "d.op_1"(%4#0) : (complex<si8>) -> (tf32, index, index)
    %7:3 = "d.op_1"(%5) <{}> {_u0 = #set, sym_name1 = i3} : (ui128) -> (ui24, !foo.param<["x y", a.b]>, i1024)
    %8 = "my_dialect.thing"(%3#1) <{}> : (index) -> ui1024
    "foo.bar.baz"(%7#1, %3#3) : (!foo.param<["x y", a.b]>, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ()
    %9 = "bar.yield"(%7#1, %5) : (!foo.param<["x y", a.b]>, ui128) -> f32
    "x.switch"(%8, %8, %3#3)[^bb2, ^bb2] ({
      "d.op_1"(%8, %8, %8) : (ui1024, ui1024, ui1024) -> ()
    }) : (ui1024, ui1024, !foo.t<<"x y" , [66, "x y", i8] , f32>>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %10 = "my_dialect.thing"(%5) : (ui128) -> tuple<f32, i32>
    %11 = "my_dialect.thing"(%4#1, %4#1, %4#0) : (tensor<*xf128>, tensor<*xf128>, complex<si8>) -> ui17
    "cfx.cond_br"()[^bb3, ^bb1] <{"quoted key 0" = "z\\"}> : () -> ()
  ^bb3(%12: complex<f32>, %13: i128):  // pred: ^bb2
    "x.switch"(%4#0, %5, %12)[^bb1] ({
      "a.b"() : () -> ()
      %23 = "my_dialect.thing"(%12) <{my.k1 = 0 : i16, "quoted key 0" = "\7F\09\00_\000\8F.!X." : f6E2M3FN}> : (complex<f32>) -> none
      "x.switch"(%13, %13)[^bb1] : (i128, i128) -> ()
    ^bb1(%24: f64, %25: vector<4x9x[8]xf64>):  // 2 preds: ^bb0, ^bb1
      %26 = "a.b"(%25, %13) : (vector<4x9x[8]xf64>, i128) -> ((index, memref<6x45xf32>) -> index)
      "cfx.cond_br"(%4#1, %4#1)[^bb1] : (tensor<*xf128>, tensor<*xf128>) -> ()
    }, {
    ^bb0(%arg0: complex<tf32>, %arg1: !bar.a.b, %arg2: memref<3x32xbf16, strided<[17, 1]>>):
      %14:2 = "d.op_1"(%arg0, %0, %arg2) : (complex<tf32>, tensor<506xindex>, memref<3x32xbf16, strided<[17, 1]>>) -> (bf16, si32)
      "bar.yield"(%14#1) ({
        %17 = "foo.bar.baz"(%arg1, %14#1, %13) <{_u0 = sparse<[[1, 2]], -1.468450e+34> : tensor<4x5xbf16>, _u3 = {a0 = true}, k$1 = dense<[[0x7C00, -2.186250e+02, -6.675000e+02, 0.000000e+00], [1.447270e+00, 4.843750e+00, -6.168750e+01, 1.000000e+02], [-2.597660e-01, 0x7C00, -2.000000e+00, 0.000000e+00], [0xFC00, 9.768750e+01, -2.828130e+01, 6.718750e+00]]> : vector<4x4xf16>, my.k2 = [dense<[[3.68388563E+27, 1.4232114E-21, 3.18741917E-29, -3.50596504E-21], [8.1319435E-37, 1.11888146, -7.15498822E+12, -2.62801768E-4], [1.36707494E-37, 1.98345402E+24, 4.51216984E-23, 1.43504627E-11]]> : vector<3x4xf32>, dense<[4.375000e-01, 2.500000e+00, 3.000000e+00]> : tensor<3xf8E5M2>, @f_1]}> : (!bar.a.b, si32, i128) -> complex<f16>
        "foo.bar"(%4#1, %17, %3#1) : (tensor<*xf128>, complex<f16>, index) -> ()
        %18:4 = "foo.compute"(%14#0, %14#1, %arg2) <{_u0, a1 = dense_resource<weights0> : tensor<6xi8>, sym_name2 = [dense<-1870148770> : tensor<i32>, "\00a @0.\B5#X\F0\9F\99\82'\C3\A9"]}> : (bf16, si32, memref<3x32xbf16, strided<[17, 1]>>) -> (none, index, f32, ui17)
        %19:4 = "a.b"(%3#1, %18#1) <{a2 = 1 : i8, foo.k0, sym_name1 = @a::@c::@s$}> : (index, index) -> (vector<[12]x[7]xf16>, i1024, f8E4M3, vector<[10]xsi32>)
        %20:4 = "foo.bar"(%19#0, %19#0) <{_u2 = 2.000000e+00 : f8E5M2FNUZ, a1 = {_u0 = dense_resource<r.1> : tensor<6xf32>, attr1 = 0 : ui32, x3 = true, z92 = {_u0 = @a::@main, value1, value2}}, "quoted key 3" = 0.000000e+00 : f64, sym_name0 = 2.000000e+00 : bf16}> : (vector<[12]x[7]xf16>, vector<[12]x[7]xf16>) -> (() -> tensor<2xcomplex<i32>>, i32, !x.type, i3)
        "x.switch"(%19#2, %arg0, %20#1)[^bb1] <{}> : (f8E4M3, complex<tf32>, i32) -> ()
      ^bb1(%21: !my_dialect.v<[? <f32 , -4> 68]>):  // pred: ^bb0
        %22:2 = "my_dialect.thing"() : () -> (f16, tuple<i64, f8E5M2FNUZ, si64, i32>)
        "a.b"(%21) {z90 = 8.300780e-01 : f16, z91} : (!my_dialect.v<[? <f32 , -4> 68]>) -> ()
      }, {
      ^bb0:
      }) : (si32) -> ()
      "z.nop"() : () -> ()
      %15:4 = "d.op_1"(%arg1, %arg2) {_u2 = "\7F#\00'\09\0A-\09\09<\220", k$1 = dense<-3.750000e-01> : tensor<4x3x4xf6E2M3FN>, z90 = 0 : ui8} : (!bar.a.b, memref<3x32xbf16, strided<[17, 1]>>) -> (ui16, memref<897x?x1020xf8E3M4, #map2>, complex<f8E4M3FNUZ>, complex<bf16>)
      "foo.compute"(%4#2, %arg1) {attr2 = 0 : ui16, my.k1 = 4.487910e+08 : bf16, x0 = [#map3, dense<-0.000000e+00> : vector<4xbf16>, dense<[(9.997550e-02,3.449710e-01), (0x7C00,3.907500e+02), (0x7C00,4.279790e-01)]> : tensor<3xcomplex<f16>>], x3 = #map4} : (complex<f32>, !bar.a.b) -> ()
      %16:4 = "a.b"(%2, %15#0) <{}> {foo.k2 = 0.822707474 : f32, k$1 = {_u2, k$3 = @main::@c, value1, z90}, k$3 = {_u3 = true, a0 = #my.a<<abc, ["x y", -2]>, <<-4>,?,"x y">, ["x y" , {"x y" , "x y"}]>, d.k1, my.k2 = array<f64: 1.430000e+00, -1.000000e+300, 1.371080e+37, 493.23979800000001, 3.233000e+00>}, value0 = #foo<"abc">} : (complex<si1024>, ui16) -> (tensor<?xf16>, si64, f32, !bar<"">)
    }) {a2 = "\00\09\22\22.", attr0 = f64, k$1 = {}, sym_name3 = 4 : index} : (complex<si8>, ui128, complex<f32>) -> ()
  }) : () -> ()
  %1 = "a.b"() <{value0 = true}> : () -> i16
  "a.b"(%0, %1, %1) : (tensor<506xindex>, i16, i16) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000005B6B9EAD1D18",
      r.1: "0x04000000B844E36F7A9078B4EFE4E8AF2BC014A6C1FDE3370A1D1B54"
    }
  }
#-}


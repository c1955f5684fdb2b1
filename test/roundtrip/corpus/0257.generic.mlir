#map = affine_map<(d0) -> (0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ((d0 + s0) * s1, 0)>
"builtin.module"() <{sym_name = "m55"}> ({
  "x.y"() <{d.k1 = dense<false> : tensor<4xsi1>, k$0 = array<f32: 0.832366228, 0.000000e+00, 8.127100e+05>, sym_name2 = {}, x3 = 28 : i32}> : () -> ()
  %0 = "my_dialect.thing"() ({
  ^bb0(%arg5: f128):
    %13 = "foo.bar"(%arg5, %arg5, %arg5) ({
      "foo.op"(%arg5, %arg5) {a1 = f32, foo.k0 = []} : (f128, f128) -> ()
    }, {
    ^bb0(%arg7: tensor<11x4x7x1xvector<3x8x14xbf16>>, %arg8: memref<?xi7>):
      %21 = "foo.op"(%arg7, %arg7) : (tensor<11x4x7x1xvector<3x8x14xbf16>>, tensor<11x4x7x1xvector<3x8x14xbf16>>) -> memref<699xi32, strided<[?]>>
    }) : (f128, f128, f128) -> index
    %14:4 = "x.y"(%arg5, %13) : (f128, index) -> (complex<f16>, tuple<i17, ui16, f8E4M3FNUZ, ui16>, memref<1x480x2xi8, strided<[56, ?, 1]>>, tensor<2x829xcomplex<bf16>>)
    "my_dialect.thing"() ({
      %17:2 = "d.op_1"(%14#2, %14#2, %14#0) ({
      ^bb0(%arg6: tuple<i8, si17, i1>):
        %19 = "x.y"(%14#2) : (memref<1x480x2xi8, strided<[56, ?, 1]>>) -> vector<[10]x6xindex>
        %20:4 = "a.b"(%13, %19) : (index, vector<[10]x6xindex>) -> (i8, complex<i1>, i32, index)
      }) : (memref<1x480x2xi8, strided<[56, ?, 1]>>, memref<1x480x2xi8, strided<[56, ?, 1]>>, complex<f16>) -> (memref<1x42xf16, strided<[36, 1]>, 3>, tensor<42x0x4x?xsi3, 3 : i32>)
      %18 = "foo.bar"(%14#2, %17#0) {sym_name0, sym_name1 = -4 : i3} : (memref<1x480x2xi8, strided<[56, ?, 1]>>, memref<1x42xf16, strided<[36, 1]>, 3>) -> vector<1xf32>
    }) {_u2 = dense<[true, false, false, true]> : tensor<4xui1>, attr0 = sparse<[[2, 1, 2], [0, 0, 1], [0, 0, 2], [2, 0, 2]], [-1, 1, 6, -1]> : tensor<3x2x3xi64>, x1 = "%\09\00X%\\", x3 = -3.14159265358979 : f64} : () -> ()
    %15:3 = "foo.bar.baz"(%14#1) {attr3 = vector<[9]x8xi1024>, my.k1 = 40 : index, sym_name0 = 1 : index, z92 = -1 : i7} : (tuple<i17, ui16, f8E4M3FNUZ, ui16>) -> (vector<10x4xi1024>, f32, f32)
    %16:4 = "foo.bar.baz"(%13) <{d.k1 = {}, x0 = @main::@f_1}> : (index) -> (tuple<bf16, si128>, f64, f32, f64)
  }) : () -> memref<52xcomplex<f32>, #map, 6>
  %1 = "foo.bar"(%0) <{sym_name1 = 1 : ui128, value0 = loc(callsite(unknown at "src/x.py":79:373))}> : (memref<52xcomplex<f32>, #map, 6>) -> i1
  "a.b"(%1, %1, %1) <{"quoted key 0" = -1 : i64}> : (i1, i1, i1) -> ()
  %2 = "foo.bar"(%1, %0, %0) <{attr1, k$0, x2 = 0x80 : f8E4M3B11FNUZ}> : (i1, memref<52xcomplex<f32>, #map, 6>, memref<52xcomplex<f32>, #map, 6>) -> i128
  %3:4 = "d.op_1"(%0) : (memref<52xcomplex<f32>, #map, 6>) -> (!my_dialect<"a b">, complex<ui8>, tuple<f64, i7, si1>, si24)
  %4:3 = "foo.op"() {b0} : () -> (tensor<51x7xcomplex<si32>, #foo.enc>, i8, i1024)
  %5:4 = "x.y"(%4#1, %3#1, %1) {attr1 = vector<[9]x9xf32>, k$0} : (i8, complex<ui8>, i1) -> (index, memref<?xindex, strided<[1]>, "local mem">, tensor<1x?xui64>, f8E4M3B11FNUZ)
  %6 = "a.b"(%5#3, %5#1, %5#1) ({
  }, {
  ^bb0(%arg3: i8, %arg4: index):
    %11:3 = "foo.bar.baz"(%0, %4#1) {d.k0 = -1 : i64} : (memref<52xcomplex<f32>, #map, 6>, i8) -> (complex<ui64>, f64, index)
    %12:3 = "my_dialect.thing"(%0, %arg4, %11#0) {my.k0 = array<f32: -135.182281, -9.04829562E+32, 5.24740221E+29>} : (memref<52xcomplex<f32>, #map, 6>, index, complex<ui64>) -> (complex<ui32>, f8E4M3FNUZ, tensor<ui8>)
  }) : (f8E4M3B11FNUZ, memref<?xindex, strided<[1]>, "local mem">, memref<?xindex, strided<[1]>, "local mem">) -> memref<954x2xi128, #map1, "gpu">
  %7 = "foo.op"() <{b2 = 4 : ui16, my.k0 = -65536 : si17, value1 = 1.757810e-02 : f8E4M3}> : () -> ui1
  %8:4 = "a.b"(%5#2) <{attr0 = 9223372036854775807 : index, k$1 = tuple<i16, i1024, f64, index, index, i8, index, f32, i16, f80, i64, si8, f128, f6E2M3FN, f8E5M2, f16, i17, ui128, f16, f6E3M2FN, bf16, si64>}> ({
    "builtin.module"() ({
      %10:4 = "foo.bar.baz"() {b1 = #map2, b3 = 0 : i64, my.k0 = @"0start"::@s$, value2 = {}} : () -> (tensor<90xf32>, complex<bf16>, f32, index)
    }) : () -> ()
  }) : (tensor<1x?xui64>) -> (i17, !bar.param<?>, vector<8x8xi24>, tensor<?x1x?x0xindex>)
  "x.y"(%5#2) ({
  ^bb0(%arg0: complex<si1>, %arg1: si8, %arg2: none):
  }) : (tensor<1x?xui64>) -> ()
  %9 = "foo.compute"(%2, %8#0) <{}> {b0 = 5.000000e+00 : f6E2M3FN, k$2 = {}, "quoted key 1" = 0 : index, x3 = bf16} : (i128, i17) -> ui32
}) : () -> ()


#loc5 = loc("src/x.py":355:204)
#loc8 = loc("0257.in.mlir":9:8)
#loc9 = loc("0257.in.mlir":9:51)
#loc14 = loc("0257.in.mlir":15:11)
#loc27 = loc("0257.in.mlir":38:5)
#loc28 = loc("0257.in.mlir":38:19)
#loc34 = loc("0257.in.mlir":53:7)
#loc35 = loc("a.mlir":4294967295:63)
#loc36 = loc("0257.in.mlir":53:70)
#map = affine_map<(d0) -> (0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> ((d0 + s0) * s1, 0)>
"builtin.module"() <{sym_name = "m55"}> ({
  "x.y"() <{d.k1 = dense<false> : tensor<4xsi1>, k$0 = array<f32: 0.832366228, 0.000000e+00, 8.127100e+05>, sym_name2 = {}, x3 = 28 : i32}> : () -> () loc(#loc1)
  %0 = "my_dialect.thing"() ({
  ^bb0(%arg5: f128 loc("src/x.py":355:204)):
    %13 = "foo.bar"(%arg5, %arg5, %arg5) ({
      "foo.op"(%arg5, %arg5) {a1 = f32, foo.k0 = []} : (f128, f128) -> () loc(#loc7)
    }, {
    ^bb0(%arg7: tensor<11x4x7x1xvector<3x8x14xbf16>> loc("0257.in.mlir":9:8), %arg8: memref<?xi7> loc("0257.in.mlir":9:51)):
      %21 = "foo.op"(%arg7, %arg7) : (tensor<11x4x7x1xvector<3x8x14xbf16>>, tensor<11x4x7x1xvector<3x8x14xbf16>>) -> memref<699xi32, strided<[?]>> loc(#loc10)
    }) : (f128, f128, f128) -> index loc(#loc6)
    %14:4 = "x.y"(%arg5, %13) : (f128, index) -> (complex<f16>, tuple<i17, ui16, f8E4M3FNUZ, ui16>, memref<1x480x2xi8, strided<[56, ?, 1]>>, tensor<2x829xcomplex<bf16>>) loc(#loc11)
    "my_dialect.thing"() ({
      %17:2 = "d.op_1"(%14#2, %14#2, %14#0) ({
      ^bb0(%arg6: tuple<i8, si17, i1> loc("0257.in.mlir":15:11)):
        %19 = "x.y"(%14#2) : (memref<1x480x2xi8, strided<[56, ?, 1]>>) -> vector<[10]x6xindex> loc(#loc15)
        %20:4 = "a.b"(%13, %19) : (index, vector<[10]x6xindex>) -> (i8, complex<i1>, i32, index) loc(#loc16)
      }) : (memref<1x480x2xi8, strided<[56, ?, 1]>>, memref<1x480x2xi8, strided<[56, ?, 1]>>, complex<f16>) -> (memref<1x42xf16, strided<[36, 1]>, 3>, tensor<42x0x4x?xsi3, 3 : i32>) loc(#loc13)
      %18 = "foo.bar"(%14#2, %17#0) {sym_name0, sym_name1 = -4 : i3} : (memref<1x480x2xi8, strided<[56, ?, 1]>>, memref<1x42xf16, strided<[36, 1]>, 3>) -> vector<1xf32> loc(#loc17)
    }) {_u2 = dense<[true, false, false, true]> : tensor<4xui1>, attr0 = sparse<[[2, 1, 2], [0, 0, 1], [0, 0, 2], [2, 0, 2]], [-1, 1, 6, -1]> : tensor<3x2x3xi64>, x1 = "%\09\00X%\\", x3 = -3.14159265358979 : f64} : () -> () loc(#loc12)
    %15:3 = "foo.bar.baz"(%14#1) {attr3 = vector<[9]x8xi1024>, my.k1 = 40 : index, sym_name0 = 1 : index, z92 = -1 : i7} : (tuple<i17, ui16, f8E4M3FNUZ, ui16>) -> (vector<10x4xi1024>, f32, f32) loc(#loc39)
    %16:4 = "foo.bar.baz"(%13) <{d.k1 = {}, x0 = @main::@f_1}> : (index) -> (tuple<bf16, si128>, f64, f32, f64) loc(#loc19)
  }) : () -> memref<52xcomplex<f32>, #map, 6> loc(#loc40)
  %1 = "foo.bar"(%0) <{sym_name1 = 1 : ui128, value0 = loc(callsite(#loc16 at "src/x.py":79:373))}> : (memref<52xcomplex<f32>, #map, 6>) -> i1 loc(#loc20)
  "a.b"(%1, %1, %1) <{"quoted key 0" = -1 : i64}> : (i1, i1, i1) -> () loc(#loc21)
  %2 = "foo.bar"(%1, %0, %0) <{attr1, k$0, x2 = 0x80 : f8E4M3B11FNUZ}> : (i1, memref<52xcomplex<f32>, #map, 6>, memref<52xcomplex<f32>, #map, 6>) -> i128 loc(#loc22)
  %3:4 = "d.op_1"(%0) : (memref<52xcomplex<f32>, #map, 6>) -> (!my_dialect<"a b">, complex<ui8>, tuple<f64, i7, si1>, si24) loc(#loc23)
  %4:3 = "foo.op"() {b0} : () -> (tensor<51x7xcomplex<si32>, #foo.enc>, i8, i1024) loc(#loc24)
  %5:4 = "x.y"(%4#1, %3#1, %1) {attr1 = vector<[9]x9xf32>, k$0} : (i8, complex<ui8>, i1) -> (index, memref<?xindex, strided<[1]>, "local mem">, tensor<1x?xui64>, f8E4M3B11FNUZ) loc(#loc25)
  %6 = "a.b"(%5#3, %5#1, %5#1) ({
  }, {
  ^bb0(%arg3: i8 loc("0257.in.mlir":38:5), %arg4: index loc("0257.in.mlir":38:19)):
    %11:3 = "foo.bar.baz"(%0, %4#1) {d.k0 = -1 : i64} : (memref<52xcomplex<f32>, #map, 6>, i8) -> (complex<ui64>, f64, index) loc(#loc)
    %12:3 = "my_dialect.thing"(%0, %arg4, %11#0) {my.k0 = array<f32: -135.182281, -9.04829562E+32, 5.24740221E+29>} : (memref<52xcomplex<f32>, #map, 6>, index, complex<ui64>) -> (complex<ui32>, f8E4M3FNUZ, tensor<ui8>) loc(#loc4)
  }) : (f8E4M3B11FNUZ, memref<?xindex, strided<[1]>, "local mem">, memref<?xindex, strided<[1]>, "local mem">) -> memref<954x2xi128, #map1, "gpu"> loc(#loc26)
  %7 = "foo.op"() <{b2 = 4 : ui16, my.k0 = -65536 : si17, value1 = 1.757810e-02 : f8E4M3}> : () -> ui1 loc(#loc29)
  %8:4 = "a.b"(%5#2) <{attr0 = 9223372036854775807 : index, k$1 = tuple<i16, i1024, f64, index, index, i8, index, f32, i16, f80, i64, si8, f128, f6E2M3FN, f8E5M2, f16, i17, ui128, f16, f6E3M2FN, bf16, si64>}> ({
    "builtin.module"() ({
      %10:4 = "foo.bar.baz"() {b1 = #map2, b3 = 0 : i64, my.k0 = @"0start"::@s$, value2 = {}} : () -> (tensor<90xf32>, complex<bf16>, f32, index) loc(#loc32)
    }) : () -> () loc(#loc31)
  }) : (tensor<1x?xui64>) -> (i17, !bar.param<?>, vector<8x8xi24>, tensor<?x1x?x0xindex>) loc(#loc30)
  "x.y"(%5#2) ({
  ^bb0(%arg0: complex<si1> loc("0257.in.mlir":53:7), %arg1: si8 loc("a.mlir":4294967295:63), %arg2: none loc("0257.in.mlir":53:70)):
  }) : (tensor<1x?xui64>) -> () loc(#loc33)
  %9 = "foo.compute"(%2, %8#0) <{}> {b0 = 5.000000e+00 : f6E2M3FN, k$2 = {}, "quoted key 1" = 0 : index, x3 = bf16} : (i128, i17) -> ui32 loc(#loc37)
}) : () -> () loc(#loc)
#loc = loc("with \22q\22")
#loc1 = loc("0257.in.mlir":3:2)
#loc2 = loc("f":50:0)
#loc3 = loc("src/x.py":33:35 to :64)
#loc4 = loc("op.1")
#loc6 = loc("dir/with space.c":50:399)
#loc7 = loc("0257.in.mlir":7:4)
#loc10 = loc("f":6:54)
#loc11 = loc("dir/with space.c":27:61 to :69)
#loc12 = loc("src/x.py":186:0)
#loc13 = loc("0257.in.mlir":14:12)
#loc15 = loc("0257.in.mlir":16:10)
#loc16 = loc(unknown)
#loc17 = loc("dir/with space.c":434:108)
#loc18 = loc("":56:0)
#loc19 = loc("dir/with space.c":1:64 to :77)
#loc20 = loc("0257.in.mlir":27:13)
#loc21 = loc("0257.in.mlir":28:2)
#loc22 = loc("x")
#loc23 = loc("f":84:0)
#loc24 = loc("0257.in.mlir":33:11)
#loc25 = loc("0257.in.mlir":34:21)
#loc26 = loc("a.mlir":4294967295:0)
#loc29 = loc("0257.in.mlir":44:11)
#loc30 = loc("dir/with space.c":0:57)
#loc31 = loc("0257.in.mlir":47:3)
#loc32 = loc("0257.in.mlir":48:12)
#loc33 = loc("a.mlir":44:34 to 47:47)
#loc37 = loc("dir/with space.c":55:123)
#loc38 = loc(fused<#foo.m>[#loc2, #loc3])
#loc39 = loc(callsite(#loc16 at #loc18))
#loc40 = loc(callsite(#loc38 at #loc4))


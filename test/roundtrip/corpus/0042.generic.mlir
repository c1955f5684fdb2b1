!tuple = tuple<complex<f8E4M3FNUZ>, i8, i1024, i128, f32, tf32, vector<3x15xf128>, i3, f8E4M3, si7, index, i32, index, bf16, i24, f6E3M2FN, f32>
!tuple1 = tuple<i7, vector<1xf16>, memref<3x560xui8>, i17, f32, ui8, si1024, bf16, si24, index, f16, f6E2M3FN, ui32, si17, f16, i32, i3, index, i8, bf16, i1>
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (s0, d0 mod 6, s0)>
#map2 = affine_map<()[s0] -> (0)>
#map3 = affine_map<() -> (1, 5, 140)>
#map4 = affine_map<(d0) -> (0)>
#set = affine_set<(d0)[s0, s1] : ((d0 floordiv 8) mod 5 >= 0, -(d0 + s1) + s1 * 8 + 9 >= 0)>
#set1 = affine_set<(d0, d1) : (-d1 >= 0, d0 >= 0, -14 >= 0)>
"builtin.module"() ({
  %0:3 = "foo.compute"() {_u1 = 6 : i64, value0 = [], x2 = [#map1]} : () -> (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, #map>, f8E4M3FN)
  %1 = "z.nop"(%0#2, %0#0, %0#0) : (f8E4M3FN, tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> f4E2M1FN
  "foo.bar"() ({
    "x.switch"(%0#0, %0#0)[^bb1] : (tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> ()
  ^bb1:  // pred: ^bb0
    %8:2 = "foo.compute"(%0#0, %0#1) ({
      %18 = "z.nop"(%0#1, %0#1) : (memref<838x3xcomplex<f8E3M4>, #map>, memref<838x3xcomplex<f8E3M4>, #map>) -> i32
      %19:2 = "d.op_1"(%0#1, %18) {attr0 = 0 : i128, b3 = 0.000000e+00 : f8E4M3B11FNUZ, k$1 = @main, sym_name2 = [24, [#bar<"x<1>">, f8E4M3FNUZ, 0.000000e+00 : f8E4M3B11FNUZ], dense_resource<res_0> : tensor<4xi64>, 0.000000e+00 : f8E4M3B11FNUZ]} : (memref<838x3xcomplex<f8E3M4>, #map>, i32) -> (i128, tensor<68xi32>)
      "foo.op"(%1, %18, %0#0) {a1 = #set, value0 = [0 : si8, 34 : index, dense<577.197205> : tensor<2x3xf32>, [0xFC00 : f16, dense<[[[792, 161, 246], [296, 901, 19]], [[464, 468, 202], [70, 104, 178]]]> : tensor<2x2x3xindex>, "\\X\22Xa\22\C7-!", "\09\00\\'"]]} : (f4E2M1FN, i32, tuple<f8E4M3B11FNUZ, i32, i32>) -> ()
      %20 = "a.b"(%19#0, %19#1) ({
        %31 = "foo.op"(%1, %19#1) {b1, value0} : (f4E2M1FN, tensor<68xi32>) -> tuple<i32>
      }) : (i128, tensor<68xi32>) -> f8E3M4
      %21:3 = "a.b"() {sym_name1 = #map2, value0, z92 = #set1} : () -> (!x<"abc">, memref<?xi1>, vector<3x15xf128>)
      "foo.br"(%21#2)[^bb1] : (vector<3x15xf128>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %22 = "foo.compute"(%21#1) {_u0, foo.k1 = #map3} : (memref<?xi1>) -> (() -> ())
      %23 = "z.nop"(%21#1) ({
      }) : (memref<?xi1>) -> none
      "foo.br"(%22, %23)[^bb2, ^bb1] {k$0} : (() -> (), none) -> ()
    ^bb2(%24: f6E3M2FN, %25: memref<7xsi32, #map4, 7>):  // pred: ^bb1
      %26 = "foo.op"() : () -> f6E3M2FN
      %27:2 = "d.op_1"(%21#2, %19#1, %21#2) ({
      }) : (vector<3x15xf128>, tensor<68xi32>, vector<3x15xf128>) -> (i32, f6E3M2FN)
      %28 = "my_dialect.thing"(%21#2) ({
      }) : (vector<3x15xf128>) -> !my_dialect.v<75>
      %29:3 = "a.b"() : () -> (f8E4M3, f16, f32)
      "z.nop"(%21#0, %28, %29#0) : (!x<"abc">, !my_dialect.v<75>, f8E4M3) -> ()
      %30:4 = "z.nop"(%29#2) : (f32) -> (f32, f64, memref<*xcomplex<f8E4M3FNUZ>>, index)
    }, {
    ^bb0(%arg2: tuple<bf16, ui16, tensor<i17>, index>, %arg3: tensor<3xcomplex<f32>>, %arg4: complex<bf16>):
      %9 = "d.op_1"(%arg4, %arg4) ({
      ^bb0(%arg5: ui3):
        "x.y"(%arg4) : (complex<bf16>) -> ()
        %15 = "d.op_1"(%arg3, %arg2) {_u0 = 0xFFF0000000000000 : f64} : (tensor<3xcomplex<f32>>, tuple<bf16, ui16, tensor<i17>, index>) -> vector<[2]x[7]xf64>
        %16 = "foo.bar.baz"(%1, %arg4) : (f4E2M1FN, complex<bf16>) -> index
        %17:2 = "foo.bar"(%arg3, %0#1) : (tensor<3xcomplex<f32>>, memref<838x3xcomplex<f8E3M4>, #map>) -> (complex<i128>, (none, index) -> ())
      }) : (complex<bf16>, complex<bf16>) -> index
      %10 = "foo.bar.baz"(%arg2, %arg3) : (tuple<bf16, ui16, tensor<i17>, index>, tensor<3xcomplex<f32>>) -> complex<f6E2M3FN>
      "cfx.cond_br"(%arg4, %arg3, %0#0)[^bb1] ({
        %12 = "foo.compute"(%9) : (index) -> memref<29x694xf8E4M3FN, strided<[29, 1]>>
        %13:3 = "x.y"(%arg4, %10) : (complex<bf16>, complex<f6E2M3FN>) -> (complex<f8E3M4>, index, ui1)
        "foo.op"(%10, %13#0) : (complex<f6E2M3FN>, complex<f8E3M4>) -> ()
        %14:4 = "foo.bar"(%1, %13#1) {"quoted key 0" = array<i64: -1, 1, 1, -1, -1>} : (f4E2M1FN, index) -> (!tuple, tuple<>, memref<?x?x47xf8E4M3, strided<[?, ?, 6], offset: 7>>, index)
      }) : (complex<bf16>, tensor<3xcomplex<f32>>, tuple<f8E4M3B11FNUZ, i32, i32>) -> ()
    ^bb1:  // pred: ^bb0
      %11 = "foo.compute"(%1, %arg3, %arg4) <{}> : (f4E2M1FN, tensor<3xcomplex<f32>>, complex<bf16>) -> !tuple1
    }) : (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, #map>) -> (f8E3M4, i3)
  }) : () -> ()
  %2:2 = "foo.op"(%1, %1, %0#0) <{attr0 = -1 : i24, "quoted key 1" = "_\C3\A9/<\C3\A9@/.X\\", z92 = []}> : (f4E2M1FN, f4E2M1FN, tuple<f8E4M3B11FNUZ, i32, i32>) -> (memref<1xf80>, tuple<f8E4M3, i8, f6E2M3FN>)
  %3 = "bar.yield"(%2#1, %0#2, %2#0) {foo.k1, k$2 = 0 : ui17, "quoted key 0" = 0.000000e+00 : f8E4M3FN} : (tuple<f8E4M3, i8, f6E2M3FN>, f8E4M3FN, memref<1xf80>) -> bf16
  %4:3 = "foo.bar.baz"(%2#1) ({
  ^bb0(%arg0: vector<13x[4]xindex>, %arg1: index):
    "my_dialect.thing"(%2#0, %arg0) ({
      %7 = "foo.compute"() : () -> i128
    }) : (memref<1xf80>, vector<13x[4]xindex>) -> ()
    "d.op_1"(%arg0, %0#2) : (vector<13x[4]xindex>, f8E4M3FN) -> ()
  }, {
    %6 = "my_dialect.thing"(%3, %2#0, %0#2) <{b3 = "\F0\9F\99\82\0A<{\DB\00\0A'\09", "quoted key 0", sym_name2 = 34 : index, z91 = {b1 = 338331484680716579913290632717714301788630480116024649332 : i1024, k$0 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 3 + s1 * 3, d2)>}}> : (bf16, memref<1xf80>, f8E4M3FN) -> tensor<450x226x25x?xcomplex<bf16>, #foo.enc>
  }) {b0 = -5.000000e+00 : f8E4M3FNUZ, d.k1 = 1.100000e+01 : f8E4M3B11FNUZ} : (tuple<f8E4M3, i8, f6E2M3FN>) -> (memref<264x26x573xvector<2x8xf32>, strided<[?, ?, 1]>>, memref<58x928xi32, 2>, i64)
  "a.b"() : () -> ()
  %5:3 = "foo.compute"(%4#1) : (memref<58x928xi32, 2>) -> (index, f6E3M2FN, vector<11x8xf64>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000008DFF3BE78CD07AA47F265F4D459A3D4B88955FC38C56E7ACE8620DE5F0C7C8FA"
    }
  }
#-}


!tuple = tuple<complex<f8E4M3FNUZ>, i8, i1024, i128, f32, tf32, vector<3x15xf128>, i3, f8E4M3, si7, index, i32, index, bf16, i24, f6E3M2FN, f32>
!tuple1 = tuple<i7, vector<1xf16>, memref<3x560xui8>, i17, f32, ui8, si1024, bf16, si24, index, f16, f6E2M3FN, ui32, si17, f16, i32, i3, index, i8, bf16, i1>
#loc8 = loc("name")
#loc20 = loc("0042.in.mlir":41:10)
#loc21 = loc("0042.in.mlir":41:23)
#loc27 = loc("0042.in.mlir":51:8)
#loc28 = loc("0042.in.mlir":51:53)
#loc29 = loc("0042.in.mlir":51:83)
#loc50 = loc("a.mlir":7:29 to 9:30)
#loc51 = loc("f":40:46 to :23)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1, d2)[s0] -> (s0, d0 mod 6, s0)>
#map2 = affine_map<()[s0] -> (0)>
#map3 = affine_map<() -> (1, 5, 140)>
#map4 = affine_map<(d0) -> (0)>
#set = affine_set<(d0)[s0, s1] : ((d0 floordiv 8) mod 5 >= 0, -(d0 + s1) + s1 * 8 + 9 >= 0)>
#set1 = affine_set<(d0, d1) : (-d1 >= 0, d0 >= 0, -14 >= 0)>
"builtin.module"() ({
  %0:3 = "foo.compute"() {_u1 = 6 : i64, value0 = [], x2 = [#map1]} : () -> (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, #map>, f8E4M3FN) loc(#loc1)
  %1 = "z.nop"(%0#2, %0#0, %0#0) : (f8E4M3FN, tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> f4E2M1FN loc(#loc2)
  "foo.bar"() ({
    "x.switch"(%0#0, %0#0)[^bb1] : (tuple<f8E4M3B11FNUZ, i32, i32>, tuple<f8E4M3B11FNUZ, i32, i32>) -> () loc(#loc6)
  ^bb1:  // pred: ^bb0
    %8:2 = "foo.compute"(%0#0, %0#1) ({
      %18 = "z.nop"(%0#1, %0#1) : (memref<838x3xcomplex<f8E3M4>, #map>, memref<838x3xcomplex<f8E3M4>, #map>) -> i32 loc(#loc8)
      %19:2 = "d.op_1"(%0#1, %18) {attr0 = 0 : i128, b3 = 0.000000e+00 : f8E4M3B11FNUZ, k$1 = @main, sym_name2 = [24, [#bar<"x<1>">, f8E4M3FNUZ, 0.000000e+00 : f8E4M3B11FNUZ], dense_resource<res_0> : tensor<4xi64>, 0.000000e+00 : f8E4M3B11FNUZ]} : (memref<838x3xcomplex<f8E3M4>, #map>, i32) -> (i128, tensor<68xi32>) loc(#loc61)
      "foo.op"(%1, %18, %0#0) {a1 = #set, value0 = [0 : si8, 34 : index, dense<577.197205> : tensor<2x3xf32>, [0xFC00 : f16, dense<[[[792, 161, 246], [296, 901, 19]], [[464, 468, 202], [70, 104, 178]]]> : tensor<2x2x3xindex>, "\\X\22Xa\22\C7-!", "\09\00\\'"]]} : (f4E2M1FN, i32, tuple<f8E4M3B11FNUZ, i32, i32>) -> () loc(#loc10)
      %20 = "a.b"(%19#0, %19#1) ({
        %31 = "foo.op"(%1, %19#1) {b1, value0} : (f4E2M1FN, tensor<68xi32>) -> tuple<i32> loc(#loc13)
      }) : (i128, tensor<68xi32>) -> f8E3M4 loc(#loc62)
      %21:3 = "a.b"() {sym_name1 = #map2, value0, z92 = #set1} : () -> (!x<"abc">, memref<?xi1>, vector<3x15xf128>) loc(#loc14)
      "foo.br"(%21#2)[^bb1] : (vector<3x15xf128>) -> () loc(#loc15)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %22 = "foo.compute"(%21#1) {_u0, foo.k1 = #map3} : (memref<?xi1>) -> (() -> ()) loc(#loc16)
      %23 = "z.nop"(%21#1) ({
      }) : (memref<?xi1>) -> none loc(#loc17)
      "foo.br"(%22, %23)[^bb2, ^bb1] {k$0} : (() -> (), none) -> () loc(#loc72)
    ^bb2(%24: f6E3M2FN loc("0042.in.mlir":41:10), %25: memref<7xsi32, #map4, 7> loc("0042.in.mlir":41:23)):  // pred: ^bb1
      %26 = "foo.op"() : () -> f6E3M2FN loc(#loc22)
      %27:2 = "d.op_1"(%21#2, %19#1, %21#2) ({
      }) : (vector<3x15xf128>, tensor<68xi32>, vector<3x15xf128>) -> (i32, f6E3M2FN) loc(#loc23)
      %28 = "my_dialect.thing"(%21#2) ({
      }) : (vector<3x15xf128>) -> !my_dialect.v<75> loc(#loc24)
      %29:3 = "a.b"() : () -> (f8E4M3, f16, f32) loc(#loc25)
      "z.nop"(%21#0, %28, %29#0) : (!x<"abc">, !my_dialect.v<75>, f8E4M3) -> () loc(#loc26)
      %30:4 = "z.nop"(%29#2) : (f32) -> (f32, f64, memref<*xcomplex<f8E4M3FNUZ>>, index) loc(#loc19)
    }, {
    ^bb0(%arg2: tuple<bf16, ui16, tensor<i17>, index> loc("0042.in.mlir":51:8), %arg3: tensor<3xcomplex<f32>> loc("0042.in.mlir":51:53), %arg4: complex<bf16> loc("0042.in.mlir":51:83)):
      %9 = "d.op_1"(%arg4, %arg4) ({
      ^bb0(%arg5: ui3 loc("name")):
        "x.y"(%arg4) : (complex<bf16>) -> () loc(#loc31)
        %15 = "d.op_1"(%arg3, %arg2) {_u0 = 0xFFF0000000000000 : f64} : (tensor<3xcomplex<f32>>, tuple<bf16, ui16, tensor<i17>, index>) -> vector<[2]x[7]xf64> loc(#loc73)
        %16 = "foo.bar.baz"(%1, %arg4) : (f4E2M1FN, complex<bf16>) -> index loc(#loc5)
        %17:2 = "foo.bar"(%arg3, %0#1) : (tensor<3xcomplex<f32>>, memref<838x3xcomplex<f8E3M4>, #map>) -> (complex<i128>, (none, index) -> ()) loc(#loc74)
      }) : (complex<bf16>, complex<bf16>) -> index loc(#loc30)
      %10 = "foo.bar.baz"(%arg2, %arg3) : (tuple<bf16, ui16, tensor<i17>, index>, tensor<3xcomplex<f32>>) -> complex<f6E2M3FN> loc(#loc38)
      "cfx.cond_br"(%arg4, %arg3, %0#0)[^bb1] ({
        %12 = "foo.compute"(%9) : (index) -> memref<29x694xf8E4M3FN, strided<[29, 1]>> loc(#loc62)
        %13:3 = "x.y"(%arg4, %10) : (complex<bf16>, complex<f6E2M3FN>) -> (complex<f8E3M4>, index, ui1) loc(#loc75)
        "foo.op"(%10, %13#0) : (complex<f6E2M3FN>, complex<f8E3M4>) -> () loc(#loc67)
        %14:4 = "foo.bar"(%1, %13#1) {"quoted key 0" = array<i64: -1, 1, 1, -1, -1>} : (f4E2M1FN, index) -> (!tuple, tuple<>, memref<?x?x47xf8E4M3, strided<[?, ?, 6], offset: 7>>, index) loc(#loc76)
      }) : (complex<bf16>, tensor<3xcomplex<f32>>, tuple<f8E4M3B11FNUZ, i32, i32>) -> () loc(#loc39)
    ^bb1:  // pred: ^bb0
      %11 = "foo.compute"(%1, %arg3, %arg4) <{}> : (f4E2M1FN, tensor<3xcomplex<f32>>, complex<bf16>) -> !tuple1 loc(#loc18)
    }) : (tuple<f8E4M3B11FNUZ, i32, i32>, memref<838x3xcomplex<f8E3M4>, #map>) -> (f8E3M4, i3) loc(#loc71)
  }) : () -> () loc(#loc70)
  %2:2 = "foo.op"(%1, %1, %0#0) <{attr0 = -1 : i24, "quoted key 1" = "_\C3\A9/<\C3\A9@/.X\\", z92 = []}> : (f4E2M1FN, f4E2M1FN, tuple<f8E4M3B11FNUZ, i32, i32>) -> (memref<1xf80>, tuple<f8E4M3, i8, f6E2M3FN>) loc(#loc47)
  %3 = "bar.yield"(%2#1, %0#2, %2#0) {foo.k1, k$2 = 0 : ui17, "quoted key 0" = 0.000000e+00 : f8E4M3FN} : (tuple<f8E4M3, i8, f6E2M3FN>, f8E4M3FN, memref<1xf80>) -> bf16 loc(#loc48)
  %4:3 = "foo.bar.baz"(%2#1) ({
  ^bb0(%arg0: vector<13x[4]xindex> loc("a.mlir":7:29 to 9:30), %arg1: index loc("f":40:46 to :23)):
    "my_dialect.thing"(%2#0, %arg0) ({
      %7 = "foo.compute"() : () -> i128 loc(#loc53)
    }) : (memref<1xf80>, vector<13x[4]xindex>) -> () loc(#loc52)
    "d.op_1"(%arg0, %0#2) : (vector<13x[4]xindex>, f8E4M3FN) -> () loc(#loc54)
  }, {
    %6 = "my_dialect.thing"(%3, %2#0, %0#2) <{b3 = "\F0\9F\99\82\0A<{\DB\00\0A'\09", "quoted key 0", sym_name2 = 34 : index, z91 = {b1 = 338331484680716579913290632717714301788630480116024649332 : i1024, k$0 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 * 3 + s1 * 3, d2)>}}> : (bf16, memref<1xf80>, f8E4M3FN) -> tensor<450x226x25x?xcomplex<bf16>, #foo.enc> loc(#loc69)
  }) {b0 = -5.000000e+00 : f8E4M3FNUZ, d.k1 = 1.100000e+01 : f8E4M3B11FNUZ} : (tuple<f8E4M3, i8, f6E2M3FN>) -> (memref<264x26x573xvector<2x8xf32>, strided<[?, ?, 1]>>, memref<58x928xi32, 2>, i64) loc(#loc49)
  "a.b"() : () -> () loc(#loc56)
  %5:3 = "foo.compute"(%4#1) : (memref<58x928xi32, 2>) -> (index, f6E3M2FN, vector<11x8xf64>) loc(#loc57)
}) : () -> () loc(#loc)
#loc = loc("0042.in.mlir":0:0)
#loc1 = loc("0042.in.mlir":17:13)
#loc2 = loc("src/x.py":249:0)
#loc3 = loc("f":437:254)
#loc4 = loc("a.mlir":23:235)
#loc5 = loc(unknown)
#loc6 = loc("0042.in.mlir":22:3)
#loc7 = loc("f":234:220)
#loc9 = loc("-":288:444)
#loc10 = loc("a.mlir":85:0)
#loc11 = loc("x")
#loc12 = loc("a.mlir":24:76 to 26:67)
#loc13 = loc("with \22q\22")
#loc14 = loc("src/x.py":180:4294967295)
#loc15 = loc("0042.in.mlir":35:5)
#loc16 = loc("0042.in.mlir":37:10)
#loc17 = loc("0042.in.mlir":38:15)
#loc18 = loc("op.1")
#loc19 = loc("f":21:48 to :52)
#loc22 = loc("0042.in.mlir":42:11)
#loc23 = loc("0042.in.mlir":43:14)
#loc24 = loc("0042.in.mlir":45:12)
#loc25 = loc("0042.in.mlir":47:14)
#loc26 = loc("0042.in.mlir":48:5)
#loc30 = loc("dir/with space.c":8:0)
#loc31 = loc("src/x.py":59:0)
#loc32 = loc("f":36:66 to 39:12)
#loc33 = loc("src/x.py":200:23)
#loc34 = loc("src/x.py":5:499)
#loc35 = loc("a.mlir":4294967295:0)
#loc36 = loc("-":41:0)
#loc37 = loc("src/x.py":34:66 to 37:14)
#loc38 = loc("0042.in.mlir":59:12)
#loc39 = loc("0042.in.mlir":61:5)
#loc40 = loc("f":7:65 to 8:31)
#loc41 = loc("f":136:244)
#loc42 = loc("src/x.py":0:372)
#loc43 = loc("-":383:57)
#loc44 = loc("a.mlir":120:311)
#loc45 = loc("f":4294967295:287)
#loc46 = loc("f":147:73)
#loc47 = loc("0042.in.mlir":72:10)
#loc48 = loc("0042.in.mlir":73:8)
#loc49 = loc("0042.in.mlir":75:10)
#loc52 = loc("0042.in.mlir":77:3)
#loc53 = loc("0042.in.mlir":78:16)
#loc54 = loc("a.mlir":417:4294967295)
#loc55 = loc("f":312:0)
#loc56 = loc("0042.in.mlir":84:1)
#loc57 = loc("0042.in.mlir":85:10)
#loc58 = loc(callsite(#loc3 at #loc4))
#loc59 = loc(fused<0 : i32>[#loc5])
#loc60 = loc(callsite(#loc5 at #loc5))
#loc61 = loc("n"(#loc9))
#loc62 = loc(callsite(#loc11 at #loc12))
#loc63 = loc(fused[#loc18, #loc19])
#loc64 = loc(fused[#loc32, #loc33])
#loc65 = loc(fused[#loc34, #loc35, #loc36])
#loc66 = loc(fused<4 : i32>[#loc8, #loc42])
#loc67 = loc(fused[#loc19, #loc43, #loc44])
#loc68 = loc(fused[#loc11, #loc45, #loc46])
#loc69 = loc(callsite(#loc11 at #loc55))
#loc70 = loc(callsite(#loc58 at #loc59))
#loc71 = loc(fused<#foo.m>[#loc7, #loc60])
#loc72 = loc("v"(#loc63))
#loc73 = loc(callsite(#loc18 at #loc64))
#loc74 = loc(callsite(#loc65 at #loc37))
#loc75 = loc(fused[#loc40, #loc41, #loc66])
#loc76 = loc("callee"(#loc68))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000008DFF3BE78CD07AA47F265F4D459A3D4B88955FC38C56E7ACE8620DE5F0C7C8FA"
    }
  }
#-}


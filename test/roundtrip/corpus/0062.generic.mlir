!tuple = tuple<si24, f8E4M3B11FNUZ, f64, si17, f8E4M3B11FNUZ, tf32, f32, i64, f128, i64, memref<8xi32>, f4E2M1FN, i8, complex<bf16>, i1024, i17, ui8, i1, memref<4xi64>, ui128, si128>
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0, d1, d2)[s0] : (d0 - d1 - d0 mod 9 - (d0 + d1) >= 0, (-d0) mod 2 >= 0, d0 == 0)>
#set1 = affine_set<(d0)[s0, s1] : (s0 == 0, 56 == 0)>
"builtin.module"() <{sym_name = "m98"}> ({
  %0 = "z.nop"() ({
    "builtin.module"() ({
      "x.y"() ({
      ^bb0(%arg3: tuple<index>):
        %10 = "bar.yield"(%arg3, %arg3, %arg3) ({
          "builtin.module"() ({
            "a.b"() : () -> ()
            %27 = "z.nop"() : () -> tensor<0x0x3x?xui7>
            "foo.bar"() {attr0 = @s$, z91 = #my.p<<<?>>>} : () -> ()
          }) : () -> ()
        }, {
          %23:4 = "bar.yield"(%arg3) : (tuple<index>) -> (tf32, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, f4E2M1FN, vector<11xf16>)
          %24 = "foo.bar.baz"(%23#3, %23#1, %arg3) {z90} : (vector<11xf16>, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, tuple<index>) -> f32
          %25 = "z.nop"(%24, %23#1) {b1 = -44 : i8, d.k3, foo.k0 = {_u0 = tensor<0xi24>, a1 = 6.868170e+07 : bf16}, sym_name2} : (f32, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>) -> memref<?x?x4xf8E4M3, strided<[?, 28, 1]>>
          %26 = "x.y"(%23#2, %23#1, %arg3) {a2 = @s$, my.k0, my.k1 = [#map1, true, -3.000000e+00 : f8E5M2]} : (f4E2M1FN, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, tuple<index>) -> tuple<f16, index, si1, f16>
          "foo.bar.baz"() : () -> ()
        }) : (tuple<index>, tuple<index>, tuple<index>) -> f4E2M1FN
        %11:4 = "foo.bar.baz"(%10, %arg3) <{}> {value0 = array<f32>} : (f4E2M1FN, tuple<index>) -> (!foo.param<{<-1>,{true}},[35]>, complex<i32>, f4E2M1FN, tensor<complex<si24>>)
        "a.b"(%11#2) ({
        ^bb0(%arg10: si1, %arg11: ui64):
          "foo.compute"(%arg11, %10, %arg11) : (ui64, f4E2M1FN, ui64) -> ()
          "foo.bar"(%11#2, %10) : (f4E2M1FN, f4E2M1FN) -> ()
          %21:4 = "d.op_1"(%11#2, %arg11, %arg10) : (f4E2M1FN, ui64, si1) -> (!tuple, index, !bar.t<{"x y"}, <?>>, () -> ui32)
          "my_dialect.thing"(%10) : (f4E2M1FN) -> ()
          %22 = "x.y"(%21#2, %21#2, %21#1) : (!bar.t<{"x y"}, <?>>, !bar.t<{"x y"}, <?>>, index) -> f16
        }) : (f4E2M1FN) -> ()
        %12:4 = "foo.bar"(%11#1) ({
        ^bb0(%arg7: si1024, %arg8: f8E4M3B11FNUZ, %arg9: memref<?x?x2xf64>):
          "x.switch"(%arg7, %11#1)[^bb1] : (si1024, complex<i32>) -> ()
        ^bb1(%17: si32, %18: (index) -> (memref<?xui7>, tensor<7x12x6x3xf6E2M3FN>), %19: memref<*xi8, {kind = "scratch"}>):  // 2 preds: ^bb0, ^bb1
          %20 = "a.b"() : () -> complex<f8E8M0FNU>
          "foo.br"(%17, %19, %arg9)[^bb1] {_u2 = array<i16: -1, -1, 7334>, a1 = [], x0 = []} : (si32, memref<*xi8, {kind = "scratch"}>, memref<?x?x2xf64>) -> ()
        }) : (complex<i32>) -> (f8E3M4, f4E2M1FN, memref<*xindex, {kind = "scratch"}>, vector<14x7x[15]xui32>)
        "cfx.cond_br"(%12#3, %12#0, %12#1)[^bb1] {a0 = dense<-932517826> : tensor<3x1xi32>, foo.k1 = f16} : (vector<14x7x[15]xui32>, f8E3M4, f4E2M1FN) -> ()
      ^bb1(%13: (i32, i17) -> (f16, f64), %14: (i32, memref<50x50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64):  // 2 preds: ^bb0, ^bb1
        %15 = "z.nop"(%12#2, %10, %14) ({
        }) : (memref<*xindex, {kind = "scratch"}>, f4E2M1FN, (i32, memref<50x50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64) -> index
        "a.jump"(%12#3)[^bb2, ^bb1] {b0 = 3.000490e-01 : f16} : (vector<14x7x[15]xui32>) -> ()
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "bar.yield"(%10, %12#1) : (f4E2M1FN, f4E2M1FN) -> ()
        %16:4 = "bar.yield"(%arg3, %11#1) : (tuple<index>, complex<i32>) -> (memref<905x206x5xi8, strided<[?, 41, 1]>, "shared">, f16, complex<i128>, f64)
        "cfx.cond_br"(%16#1, %16#0, %16#3)[^bb2] ({
        ^bb0(%arg4: f64, %arg5: none, %arg6: index):
          "x.y"(%arg6, %arg5, %11#0) {sym_name0 = 0x7FF8000000000001 : f64, sym_name1 = 6.500000e+00 : bf16} : (index, none, !foo.param<{<-1>,{true}},[35]>) -> ()
        }) {b3, sym_name1 = @s$, sym_name2, z90 = "0\C3\A9\\\\0!\\\0A\\\22\22!"} : (f16, memref<905x206x5xi8, strided<[?, 41, 1]>, "shared">, f64) -> ()
      }) {attr1 = #foo.v<{-0,<? , 86>,[i8, 62]}, 40, {84,{-7,true}}>, x0 = "#<0" : f6E2M3FN} : () -> ()
      %4 = "a.b"() ({
        "z.nop"() : () -> ()
      }, {
      ^bb0(%arg0: complex<f32>, %arg1: f4E2M1FN, %arg2: f16):
        "x.switch"(%arg1)[^bb1] <{attr2 = #foo.a<[?,true,{-6,-7,"x y"}],f32,-5>, b0 = @s$, d.k1 = array<i16: 0, 22, 1, -1>}> {a0 = 2.502440e-03 : bf16, k$3 = #set, my.k1 = distinct[0]<>, z92} : (f4E2M1FN) -> ()
      ^bb1(%6: index, %7: i8, %8: ui8):  // pred: ^bb0
        %9:4 = "a.b"(%8, %arg2) {"quoted key 0" = "\AC."} : (ui8, f16) -> (vector<3x6xi24>, memref<4x?xbf16, #map2>, f8E5M2, f16)
      }, {
      }) : () -> tuple<f6E2M3FN, f64, ui8>
      %5:2 = "bar.yield"(%4, %4, %4) {_u0 = #set1} : (tuple<f6E2M3FN, f64, ui8>, tuple<f6E2M3FN, f64, ui8>, tuple<f6E2M3FN, f64, ui8>) -> (none, (bf16) -> ())
    }) : () -> ()
  }) {sym_name0 = 16 : index} : () -> f80
  %1:2 = "a.b"(%0, %0) : (f80, f80) -> (ui8, tensor<893x39x?x?xi1>)
  %2:3 = "d.op_1"(%1#1, %1#0) : (tensor<893x39x?x?xi1>, ui8) -> (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>, tensor<f64>, complex<i64>)
  %3:2 = "foo.compute"(%2#0) : (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>) -> (tensor<31x42x4x2xf128>, tensor<si7>)
}) {foo.module_attr = @s$::@a} : () -> ()


!tuple = tuple<si24, f8E4M3B11FNUZ, f64, si17, f8E4M3B11FNUZ, tf32, f32, i64, f128, i64, memref<8xi32>, f4E2M1FN, i8, complex<bf16>, i1024, i17, ui8, i1, memref<4xi64>, ui128, si128>
#loc4 = loc("op.1")
#loc5 = loc("dir/with space.c":391:283)
#loc19 = loc("0062.in.mlir":42:15)
#loc20 = loc("a.mlir":478:276)
#loc21 = loc("name")
#loc26 = loc(unknown)
#loc27 = loc("0062.in.mlir":52:14)
#loc28 = loc("0062.in.mlir":52:28)
#loc29 = loc("0062.in.mlir":52:49)
#loc34 = loc("0062.in.mlir":61:10)
#loc35 = loc("0062.in.mlir":61:41)
#loc42 = loc("0062.in.mlir":69:12)
#loc43 = loc("0062.in.mlir":69:22)
#loc44 = loc("a.mlir":29:60)
#loc47 = loc("0062.in.mlir":77:44)
#loc48 = loc("0062.in.mlir":77:61)
#loc50 = loc("0062.in.mlir":82:13)
#loc51 = loc("0062.in.mlir":82:26)
#loc52 = loc("0062.in.mlir":82:38)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0, d1, d2)[s0] : (d0 - d1 - d0 mod 9 - (d0 + d1) >= 0, (-d0) mod 2 >= 0, d0 == 0)>
#set1 = affine_set<(d0)[s0, s1] : (s0 == 0, 56 == 0)>
#loc56 = loc(callsite(#loc4 at #loc5))
#loc60 = loc("n"(#loc56))
"builtin.module"() <{sym_name = "m98"}> ({
  %0 = "z.nop"() ({
    "builtin.module"() ({
      "x.y"() ({
      ^bb0(%arg3: tuple<index> loc("n"(#loc56))):
        %10 = "bar.yield"(%arg3, %arg3, %arg3) ({
          "builtin.module"() ({
            "a.b"() : () -> () loc(#loc4)
            %27 = "z.nop"() : () -> tensor<0x0x3x?xui7> loc(#loc8)
            "foo.bar"() {attr0 = @s$, z91 = #my.p<<<?>>>} : () -> () loc(#loc9)
          }) : () -> () loc(#loc7)
        }, {
          %23:4 = "bar.yield"(%arg3) : (tuple<index>) -> (tf32, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, f4E2M1FN, vector<11xf16>) loc(#loc10)
          %24 = "foo.bar.baz"(%23#3, %23#1, %arg3) {z90} : (vector<11xf16>, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, tuple<index>) -> f32 loc(#loc11)
          %25 = "z.nop"(%24, %23#1) {b1 = -44 : i8, d.k3, foo.k0 = {_u0 = tensor<0xi24>, a1 = 6.868170e+07 : bf16}, sym_name2} : (f32, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>) -> memref<?x?x4xf8E4M3, strided<[?, 28, 1]>> loc(#loc12)
          %26 = "x.y"(%23#2, %23#1, %arg3) {a2 = @s$, my.k0, my.k1 = [#map1, true, -3.000000e+00 : f8E5M2]} : (f4E2M1FN, memref<?x743x50xvector<[3]x[14]x[12]xi17>, #map, 5>, tuple<index>) -> tuple<f16, index, si1, f16> loc(#loc13)
          "foo.bar.baz"() : () -> () loc(#loc14)
        }) : (tuple<index>, tuple<index>, tuple<index>) -> f4E2M1FN loc(#loc6)
        %11:4 = "foo.bar.baz"(%10, %arg3) <{}> {value0 = array<f32>} : (f4E2M1FN, tuple<index>) -> (!foo.param<{<-1>,{true}},[35]>, complex<i32>, f4E2M1FN, tensor<complex<si24>>) loc(#loc61)
        "a.b"(%11#2) ({
        ^bb0(%arg10: si1 loc("0062.in.mlir":42:15), %arg11: ui64 loc("a.mlir":478:276)):
          "foo.compute"(%arg11, %10, %arg11) : (ui64, f4E2M1FN, ui64) -> () loc(#loc21)
          "foo.bar"(%11#2, %10) : (f4E2M1FN, f4E2M1FN) -> () loc(#loc22)
          %21:4 = "d.op_1"(%11#2, %arg11, %arg10) : (f4E2M1FN, ui64, si1) -> (!tuple, index, !bar.t<{"x y"}, <?>>, () -> ui32) loc(#loc23)
          "my_dialect.thing"(%10) : (f4E2M1FN) -> () loc(#loc24)
          %22 = "x.y"(%21#2, %21#2, %21#1) : (!bar.t<{"x y"}, <?>>, !bar.t<{"x y"}, <?>>, index) -> f16 loc(#loc25)
        }) : (f4E2M1FN) -> () loc(#loc18)
        %12:4 = "foo.bar"(%11#1) ({
        ^bb0(%arg7: si1024 loc("0062.in.mlir":52:14), %arg8: f8E4M3B11FNUZ loc("0062.in.mlir":52:28), %arg9: memref<?x?x2xf64> loc("0062.in.mlir":52:49)):
          "x.switch"(%arg7, %11#1)[^bb1] : (si1024, complex<i32>) -> () loc(#loc30)
        ^bb1(%17: si32 loc(unknown), %18: (index) -> (memref<?xui7>, tensor<7x12x6x3xf6E2M3FN>) loc("name"), %19: memref<*xi8, {kind = "scratch"}> loc(unknown)):  // 2 preds: ^bb0, ^bb1
          %20 = "a.b"() : () -> complex<f8E8M0FNU> loc(#loc31)
          "foo.br"(%17, %19, %arg9)[^bb1] {_u2 = array<i16: -1, -1, 7334>, a1 = [], x0 = []} : (si32, memref<*xi8, {kind = "scratch"}>, memref<?x?x2xf64>) -> () loc(#loc32)
        }) : (complex<i32>) -> (f8E3M4, f4E2M1FN, memref<*xindex, {kind = "scratch"}>, vector<14x7x[15]xui32>) loc(#loc26)
        "cfx.cond_br"(%12#3, %12#0, %12#1)[^bb1] {a0 = dense<-932517826> : tensor<3x1xi32>, foo.k1 = f16} : (vector<14x7x[15]xui32>, f8E3M4, f4E2M1FN) -> () loc(#loc33)
      ^bb1(%13: (i32, i17) -> (f16, f64) loc("0062.in.mlir":61:10), %14: (i32, memref<50x50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64 loc("0062.in.mlir":61:41)):  // 2 preds: ^bb0, ^bb1
        %15 = "z.nop"(%12#2, %10, %14) ({
        }) : (memref<*xindex, {kind = "scratch"}>, f4E2M1FN, (i32, memref<50x50xf64, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f32) -> i64) -> index loc(#loc58)
        "a.jump"(%12#3)[^bb2, ^bb1] {b0 = 3.000490e-01 : f16} : (vector<14x7x[15]xui32>) -> () loc(#loc38)
      ^bb2:  // 2 preds: ^bb1, ^bb2
        "bar.yield"(%10, %12#1) : (f4E2M1FN, f4E2M1FN) -> () loc(#loc39)
        %16:4 = "bar.yield"(%arg3, %11#1) : (tuple<index>, complex<i32>) -> (memref<905x206x5xi8, strided<[?, 41, 1]>, "shared">, f16, complex<i128>, f64) loc(#loc40)
        "cfx.cond_br"(%16#1, %16#0, %16#3)[^bb2] ({
        ^bb0(%arg4: f64 loc("0062.in.mlir":69:12), %arg5: none loc("0062.in.mlir":69:22), %arg6: index loc("a.mlir":29:60)):
          "x.y"(%arg6, %arg5, %11#0) {sym_name0 = 0x7FF8000000000001 : f64, sym_name1 = 6.500000e+00 : bf16} : (index, none, !foo.param<{<-1>,{true}},[35]>) -> () loc(#loc45)
        }) {b3, sym_name1 = @s$, sym_name2, z90 = "0\C3\A9\\\\0!\\\0A\\\22\22!"} : (f16, memref<905x206x5xi8, strided<[?, 41, 1]>, "shared">, f64) -> () loc(#loc41)
      }) {attr1 = #foo.v<{-0,<? , 86>,[i8, 62]}, 40, {84,{-7,true}}>, x0 = "#<0" : f6E2M3FN} : () -> () loc(#loc3)
      %4 = "a.b"() ({
        "z.nop"() : () -> () loc(#loc26)
      }, {
      ^bb0(%arg0: complex<f32> loc(unknown), %arg1: f4E2M1FN loc("0062.in.mlir":77:44), %arg2: f16 loc("0062.in.mlir":77:61)):
        "x.switch"(%arg1)[^bb1] <{attr2 = #foo.a<[?,true,{-6,-7,"x y"}],f32,-5>, b0 = @s$, d.k1 = array<i16: 0, 22, 1, -1>}> {a0 = 2.502440e-03 : bf16, k$3 = #set, my.k1 = distinct[0]<>, z92} : (f4E2M1FN) -> () loc(#loc49)
      ^bb1(%6: index loc("0062.in.mlir":82:13), %7: i8 loc("0062.in.mlir":82:26), %8: ui8 loc("0062.in.mlir":82:38)):  // pred: ^bb0
        %9:4 = "a.b"(%8, %arg2) {"quoted key 0" = "\AC."} : (ui8, f16) -> (vector<3x6xi24>, memref<4x?xbf16, #map2>, f8E5M2, f16) loc(#loc4)
      }, {
      }) : () -> tuple<f6E2M3FN, f64, ui8> loc(#loc46)
      %5:2 = "bar.yield"(%4, %4, %4) {_u0 = #set1} : (tuple<f6E2M3FN, f64, ui8>, tuple<f6E2M3FN, f64, ui8>, tuple<f6E2M3FN, f64, ui8>) -> (none, (bf16) -> ()) loc(#loc53)
    }) : () -> () loc(#loc2)
  }) {sym_name0 = 16 : index} : () -> f80 loc(#loc1)
  %1:2 = "a.b"(%0, %0) : (f80, f80) -> (ui8, tensor<893x39x?x?xi1>) loc(#loc62)
  %2:3 = "d.op_1"(%1#1, %1#0) : (tensor<893x39x?x?xi1>, ui8) -> (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>, tensor<f64>, complex<i64>) loc(#loc4)
  %3:2 = "foo.compute"(%2#0) : (memref<58x40xf32, strided<[45, 1], offset: ?>, 3>) -> (tensor<31x42x4x2xf128>, tensor<si7>) loc(#loc55)
}) {foo.module_attr = @s$::@a} : () -> () loc(#loc)
#loc = loc("src/x.py":42:56 to :12)
#loc1 = loc("src/x.py":35:53 to 36:29)
#loc2 = loc("0062.in.mlir":17:5)
#loc3 = loc("0062.in.mlir":18:7)
#loc6 = loc("0062.in.mlir":20:15)
#loc7 = loc("0062.in.mlir":22:11)
#loc8 = loc("src/x.py":377:144)
#loc9 = loc("f":4294967295:40)
#loc10 = loc("0062.in.mlir":28:23)
#loc11 = loc("0062.in.mlir":30:17)
#loc12 = loc("a.mlir":300:0)
#loc13 = loc("0062.in.mlir":35:16)
#loc14 = loc("0062.in.mlir":38:11)
#loc15 = loc("f":11:44 to :48)
#loc16 = loc("f":444:87)
#loc17 = loc("f":369:16)
#loc18 = loc("f":187:383)
#loc22 = loc("src/x.py":0:380)
#loc23 = loc("f":33:450)
#loc24 = loc("dir/with space.c":14:0)
#loc25 = loc("with \22q\22")
#loc30 = loc("0062.in.mlir":53:11)
#loc31 = loc("0062.in.mlir":55:22)
#loc32 = loc("":19:3)
#loc33 = loc("0062.in.mlir":60:9)
#loc36 = loc("x")
#loc37 = loc("f":7:1 to 10:44)
#loc38 = loc("0062.in.mlir":64:9)
#loc39 = loc("0062.in.mlir":66:9)
#loc40 = loc("0062.in.mlir":67:22)
#loc41 = loc("0062.in.mlir":68:9)
#loc45 = loc("0062.in.mlir":70:11)
#loc46 = loc("0062.in.mlir":74:13)
#loc49 = loc("0062.in.mlir":78:9)
#loc53 = loc("0062.in.mlir":86:16)
#loc54 = loc("":33:65 to :2)
#loc55 = loc("0062.in.mlir":92:11)
#loc57 = loc(fused[#loc16, #loc4])
#loc58 = loc(callsite(#loc36 at #loc37))
#loc59 = loc(callsite(#loc54 at #loc36))
#loc61 = loc(fused<#foo.m>[#loc15, #loc57, #loc17])
#loc62 = loc(fused<#foo.m>[#loc59, #loc4])


#distinct = distinct[0]<-127559107 : i64>
#loc8 = loc("x")
#loc13 = loc(unknown)
#loc21 = loc("op.1")
#loc23 = loc("0285.in.mlir":50:6)
#loc37 = loc("0285.in.mlir":72:5)
#loc38 = loc("0285.in.mlir":72:16)
#loc40 = loc("0285.in.mlir":74:6)
#loc45 = loc("0285.in.mlir":82:5)
#loc47 = loc("0285.in.mlir":84:5)
#loc48 = loc("0285.in.mlir":84:20)
#loc49 = loc("f":21:63 to 22:65)
#loc50 = loc("src/x.py":3:349)
#loc54 = loc("0285.in.mlir":92:43)
#loc56 = loc("0285.in.mlir":94:36)
#loc57 = loc("dir/with space.c":8:0)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<()[s0, s1] -> (s1 floordiv 6, s0)>
#set = affine_set<(d0, d1)[s0] : (-d0 + 7 >= 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (s0 - s1 + 15 == 0, (d1 floordiv 2) * s1 >= 0)>
#loc67 = loc(callsite(#loc49 at #loc50))
#loc69 = loc(fused<"meta">[#loc13])
"builtin.module"() ({
  %0 = "foo.op"() ({
    %27 = "bar.yield"() : () -> vector<1x[11]x16xf32> loc(#loc2)
    "foo.compute"() {a1 = "\C3\A9" : si32, my.k0, x2 = dense<[[-1], [9933], [-1]]> : vector<3x1xi24>, z93 = 0xFFF0000000000000 : f64} : () -> () loc(#loc3)
    %28 = "bar.yield"() {attr1, "quoted key 0" = dense<[[-64, -1, -1], [0, 1, 1], [-1, -1, -1], [-1, -1, -64]]> : tensor<4x3xi7>, sym_name2 = 0xFFF0000000000000 : f64} : () -> ui32 loc(#loc4)
    %29 = "foo.bar"(%28, %28) ({
      %30:3 = "bar.yield"() <{d.k2, k$3 = #bar.a<<[27]>>, "quoted key 1", z90 = []}> : () -> (tensor<41x43xbf16, "sparse">, vector<8xi1024>, i32) loc(#loc6)
      %31 = "bar.yield"(%30#2) ({
        %34 = "bar.yield"(%27, %28, %30#0) : (vector<1x[11]x16xf32>, ui32, tensor<41x43xbf16, "sparse">) -> memref<?x3x?xf80, {kind = "scratch"}> loc(#loc9)
        %35 = "bar.yield"() : () -> f32 loc(#loc10)
        "bar.yield"(%30#1, %27) {"quoted key 0" = "\\\09\09\AD/%{\7F\0A!{{", value1 = #set, z92 = -70 : index} : (vector<8xi1024>, vector<1x[11]x16xf32>) -> () loc(#loc11)
        %36:4 = "foo.op"(%35, %30#2, %30#2) : (f32, i32, i32) -> (si1, i17, complex<f8E4M3B11FNUZ>, f8E5M2) loc(#loc12)
        %37 = "x.y"(%36#3, %36#3, %36#1) : (f8E5M2, f8E5M2, i17) -> tensor<645x4x0x0xi32> loc(#loc62)
        "foo.compute"() : () -> () loc(#loc14)
      }, {
      }) : (i32) -> complex<ui1024> loc(#loc61)
      %32 = "foo.bar.baz"(%30#0) <{}> {b0 = -56981426 : i32} : (tensor<41x43xbf16, "sparse">) -> tensor<61x63x553xsi32> loc(#loc15)
      "foo.compute"(%31, %30#0) {_u0, a2 = true, value1 = []} : (complex<ui1024>, tensor<41x43xbf16, "sparse">) -> () loc(#loc16)
      %33 = "foo.compute"(%30#1) ({
      }) : (vector<8xi1024>) -> memref<374x?x689xf8E5M2FNUZ, strided<[3, 25, 1]>> loc(#loc17)
    }) : (ui32, ui32) -> f32 loc(#loc5)
  }, {
    %19:4 = "z.nop"() ({
    }, {
    }) {_u0 = 0 : i3, d.k1 = 1.000000e-01 : f32, foo.k2 = 0x78 : f8E4M3, "quoted key 3" = ""} : () -> (tuple<!x.v<abc,<[a.b],79>>, bf16>, tensor<645x4x0x0xi32>, none, none) loc(#loc18)
    %20 = "bar.yield"(%19#0) : (tuple<!x.v<abc,<[a.b],79>>, bf16>) -> !x.v<[<"x y" true>]> loc(#loc19)
    %21 = "foo.bar.baz"(%19#3) {attr2, "quoted key 1" = @main::@f_1, value0 = 4805840860355404049950427711 : i128} : (none) -> vector<[14]x16xsi8> loc(#loc20)
    "bar.yield"() {"quoted key 0" = -454964777148340854 : i64} : () -> () loc(#loc63)
    %22 = "my_dialect.thing"(%19#1, %21) ({
    }, {
    }, {
    ^bb0(%arg3: i128 loc("0285.in.mlir":50:6)):
      %23:4 = "foo.bar.baz"() {a1, foo.k2 = 2.71828175 : f32, my.k0} : () -> (i16, memref<3x1x29xindex, strided<[?, 6, 18], offset: 10>, "local mem">, !my_dialect<"">, f64) loc(#loc24)
      "foo.bar.baz"(%23#3, %19#1) : (f64, tensor<645x4x0x0xi32>) -> () loc(#loc25)
      %24 = "foo.op"(%23#2, %23#2) <{attr0 = 0 : i3}> : (!my_dialect<"">, !my_dialect<"">) -> tensor<?x52x53x36xf4E2M1FN> loc(#loc13)
      %25 = "d.op_1"(%arg3, %23#1, %19#3) : (i128, memref<3x1x29xindex, strided<[?, 6, 18], offset: 10>, "local mem">, none) -> ((!my_dialect.t_1) -> (ui64, memref<4x915xf8E5M2FNUZ, strided<[52, 1]>, "shared">)) loc(#loc26)
      %26:2 = "x.y"(%23#2, %19#3, %25) : (!my_dialect<"">, none, (!my_dialect.t_1) -> (ui64, memref<4x915xf8E5M2FNUZ, strided<[52, 1]>, "shared">)) -> (complex<f6E2M3FN>, si8) loc(#loc64)
    }) : (tensor<645x4x0x0xi32>, vector<[14]x16xsi8>) -> vector<5x9x11xui32> loc(#loc22)
  }) : () -> complex<f8E4M3FNUZ> loc(#loc1)
  %1 = "z.nop"(%0, %0) <{_u3 = dense<[[5357950430300811860, -8631883956611979479, 7446356785551947623, -6574101111173889974], [257349236140428821, -8390685460393742791, -4941745287823393413, -1777222950557353246]]> : vector<2x4xsi64>, d.k1 = 1 : i32, sym_name0, value2 = f8E4M3B11FNUZ}> {a0 = [@"x y", [], [], []], my.k1, value2 = array<i8: -66, 0>} : (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> f32 loc(#loc27)
  "d.op_1"(%0, %0) : (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> () loc(#loc28)
  "my_dialect.thing"(%0, %0) <{_u0 = {}}> : (complex<f8E4M3FNUZ>, complex<f8E4M3FNUZ>) -> () loc(#loc70)
  "my_dialect.thing"() : () -> () loc(#loc21)
  %2 = "d.op_1"(%1, %1, %0) <{d.k3 = "\0A*<" : i24, my.k1 = dense<-52> : vector<1x3xsi8>, my.k2 = [25 : index], "quoted key 0" = sparse<[[1, 2, 3]], -1> : tensor<3x6x4xi8>}> {"quoted key 0", z91} : (f32, f32, complex<f8E4M3FNUZ>) -> f64 loc(#loc32)
  "a.b"(%0) : (complex<f8E4M3FNUZ>) -> () loc(#loc33)
  %3:4 = "d.op_1"() {k$2 = 0x7FF8000000000001 : f64, sym_name1 = [dense<"b\7F\00\C3\A9/ "> : tensor<1x1x!foo.str>, 90590419 : i32, #map1, 16 : index], x0 = @f_1} : () -> (memref<43x3xui32, #map, 6>, tensor<3x4xf8E3M4>, index, tensor<?x8x9xindex, {a = 1 : i64}>) loc(#loc34)
  %4:3 = "d.op_1"(%2, %3#3) : (f64, tensor<?x8x9xindex, {a = 1 : i64}>) -> (!bar.t, !x.v<abc,<[a.b],79>>, ui1) loc(#loc35)
  %5:4 = "foo.bar.baz"() ({
  ^bb0(%arg0: none loc("0285.in.mlir":72:5), %arg1: vector<14x2xui3> loc("0285.in.mlir":72:16), %arg2: memref<*xi1024, "local mem"> loc("op.1")):
    "foo.br"(%arg1, %3#2)[^bb1] : (vector<14x2xui3>, index) -> () loc(#loc39)
  ^bb1(%17: tensor<?xf6E2M3FN, {a = 1 : i64}> loc("0285.in.mlir":74:6)):  // 2 preds: ^bb0, ^bb2
    "cfx.cond_br"(%3#1)[^bb2] <{}> : (tensor<3x4xf8E3M4>) -> () loc(#loc41)
  ^bb2:  // pred: ^bb1
    "cfx.cond_br"(%arg0, %arg2, %3#2)[^bb3, ^bb1] {b0 = #set1, value1 = 428 : i16} : (none, memref<*xi1024, "local mem">, index) -> () loc(#loc42)
  ^bb3:  // pred: ^bb2
    %18 = "my_dialect.thing"(%arg0, %arg1, %3#0) : (none, vector<14x2xui3>, memref<43x3xui32, #map, 6>) -> tuple<> loc(#loc43)
  }, {
    "foo.br"(%1)[^bb1, ^bb1] {sym_name0, x1, z92} : (f32) -> () loc(#loc66)
  ^bb1(%12: f16 loc("0285.in.mlir":82:5)):  // 2 preds: ^bb0, ^bb0
    "foo.br"(%0, %4#1)[^bb2] <{_u1 = 8.750000e-01 : f8E4M3, _u2 = -270.175964 : f32, "quoted key 0" = dense<181> : tensor<i32>, sym_name3 = 1.440000e+04 : bf16}> : (complex<f8E4M3FNUZ>, !x.v<abc,<[a.b],79>>) -> () loc(#loc46)
  ^bb2(%13: tensor<645x4x0x0xi32> loc("0285.in.mlir":84:5), %14: memref<12x?xvector<3x[4]x[8]xf4E2M1FN>, "gpu"> loc("0285.in.mlir":84:20), %15: index loc(callsite(#loc49 at #loc50))):  // pred: ^bb1
    %16 = "foo.op"(%15, %13) {d.k0 = #distinct, d.k2 = ui24, x1} : (index, tensor<645x4x0x0xi32>) -> memref<624xindex, strided<[1]>, 5> loc(#loc51)
  }, {
    "a.jump"(%4#2)[^bb1] {a0 = "", a2 = "\0A", b1 = -1 : i8, z93 = dense<[[[42.492491000000001, 3.000000e-01, -8.049800e+05, 1.4351333297934253E-35]], [[5.000000e-01, -0.97470920000000005, -0.000000e+00, 7.951250e+27]], [[-1.000000e+300, -4.940660e-324, 2.8060950592501002E-215, -5.370700e+04]]]> : tensor<3x1x4xf64>} : (ui1) -> () loc(#loc68)
  ^bb1(%6: vector<8x15x3xf16> loc("x"), %7: vector<14x12x2xf64> loc("0285.in.mlir":92:43)):  // 2 preds: ^bb0, ^bb2
    "a.jump"(%7)[^bb2, ^bb2] {b3, d.k1 = array<i8: 0>, sym_name0 = i1024, x2 = {}} : (vector<14x12x2xf64>) -> () loc(#loc55)
  ^bb2(%8: f32 loc(fused<"meta">[#loc13]), %9: tuple<f16, i8, f16> loc("0285.in.mlir":94:36), %10: (i8) -> (complex<bf16>, !x.a.b) loc("dir/with space.c":8:0)):  // 2 preds: ^bb1, ^bb1
    "x.switch"(%2, %9)[^bb3, ^bb1] <{foo.k0 = dense_resource<r.0> : tensor<3xi32>}> {z90 = @f_1::@x.y} : (f64, tuple<f16, i8, f16>) -> () loc(#loc58)
  ^bb3:  // pred: ^bb2
    %11:4 = "d.op_1"(%4#0) {_u1 = -5.639650e-02 : f16, d.k0, z92} : (!bar.t) -> (!my_dialect.t_1, none, complex<bf16>, tensor<478xf64, {a = 1 : i64}>) loc(#loc59)
  }) : () -> (tensor<2x?xf8E8M0FNU>, none, tuple<f6E2M3FN, i64, bf16>, f32) loc(#loc36)
  "foo.bar.baz"(%5#2, %5#1, %5#1) <{_u1 = @"x y", foo.k2 = -1 : i8, "quoted key 0" = "\0A\09\7F\\<\1Dz% "}> {foo.k1 = dense<[1, 0, 8, 3330]> : tensor<4xui24>, sym_name0} : (tuple<f6E2M3FN, i64, bf16>, none, none) -> () loc(#loc13)
  "foo.op"(%5#0, %0) {my.k2 = dense<["X{}_}@@C*", "*b\E6\97\A5\E6\9C\AC'\0A0\\*'X%%", "\09<X\C3\A9\EE\22."]> : tensor<3x!foo.str>, "quoted key 0" = dense<-52> : vector<1x3xsi8>, "quoted key 3" = dense<0> : tensor<2x1xsi64>, z91 = @f_1::@"x y"} : (tensor<2x?xf8E8M0FNU>, complex<f8E4M3FNUZ>) -> () loc(#loc60)
}) : () -> () loc(#loc)
#loc = loc("0285.in.mlir":10:1)
#loc1 = loc("f":480:426)
#loc2 = loc("0285.in.mlir":12:7)
#loc3 = loc("0285.in.mlir":13:1)
#loc4 = loc("f":173:478)
#loc5 = loc("name")
#loc6 = loc("0285.in.mlir":16:14)
#loc7 = loc("with \22q\22")
#loc9 = loc("0285.in.mlir":19:6)
#loc10 = loc("0285.in.mlir":20:6)
#loc11 = loc("":38:73 to :79)
#loc12 = loc("0285.in.mlir":24:14)
#loc14 = loc("0285.in.mlir":27:1)
#loc15 = loc("-":495:38)
#loc16 = loc("f":4294967295:118)
#loc17 = loc("0285.in.mlir":33:7)
#loc18 = loc("src/x.py":18:0)
#loc19 = loc("":43:0)
#loc20 = loc("f":250:232)
#loc22 = loc("0285.in.mlir":47:7)
#loc24 = loc("0285.in.mlir":51:16)
#loc25 = loc("0285.in.mlir":54:1)
#loc26 = loc("dir/with space.c":4294967295:157)
#loc27 = loc("-":0:400)
#loc28 = loc("0285.in.mlir":63:1)
#loc29 = loc("src/x.py":13:41 to :45)
#loc30 = loc("dir/with space.c":454:0)
#loc31 = loc("dir/with space.c":0:0)
#loc32 = loc("0285.in.mlir":66:8)
#loc33 = loc("0285.in.mlir":67:1)
#loc34 = loc("f":1:44 to :49)
#loc35 = loc("0285.in.mlir":70:10)
#loc36 = loc("0285.in.mlir":71:15)
#loc39 = loc("0285.in.mlir":73:1)
#loc41 = loc("a.mlir":43:62 to 45:21)
#loc42 = loc("0285.in.mlir":77:1)
#loc43 = loc("0285.in.mlir":79:10)
#loc44 = loc("a.mlir":5:369)
#loc46 = loc("0285.in.mlir":83:1)
#loc51 = loc("0285.in.mlir":85:7)
#loc52 = loc("-":26:20)
#loc53 = loc("src/x.py":194:4294967295)
#loc55 = loc("0285.in.mlir":93:1)
#loc58 = loc("0285.in.mlir":96:1)
#loc59 = loc("0285.in.mlir":98:15)
#loc60 = loc("-":0:392)
#loc61 = loc(fused<#foo.m>[#loc7, #loc8])
#loc62 = loc(callsite(#loc13 at #loc8))
#loc63 = loc("n"(#loc21))
#loc64 = loc(fused<#foo.m>[#loc13])
#loc65 = loc(callsite(#loc29 at #loc30))
#loc66 = loc("n"(#loc44))
#loc68 = loc(callsite(#loc52 at #loc53))
#loc70 = loc(fused[#loc65, #loc31])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000004EDA626BEB2EE09C7AB4BE73"
    }
  }
#-}


#distinct = distinct[0]<dense<2> : tensor<ui3>>
#loc2 = loc(unknown)
#loc18 = loc("0216.in.mlir":39:5)
#loc25 = loc("dir/with space.c":0:274)
#loc26 = loc("0216.in.mlir":50:77)
#loc30 = loc("0216.in.mlir":84:8)
#loc33 = loc("0216.in.mlir":87:6)
#loc34 = loc("0216.in.mlir":87:17)
#loc35 = loc("0216.in.mlir":87:48)
#loc41 = loc("f":14:66 to :38)
#loc57 = loc("dir/with space.c":5:0)
#map = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map1 = affine_map<() -> ()>
#map2 = affine_map<(d0, d1)[s0, s1] -> ()>
#map3 = affine_map<(d0)[s0, s1] -> (7, -42, s0 * s1)>
#map4 = affine_map<(d0)[s0, s1] -> (-d0 + s0 - 6, (s0 floordiv 7) floordiv 5)>
#map5 = affine_map<()[s0, s1] -> ((s1 floordiv 3) floordiv 6, (s1 floordiv 3) mod 9)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (s1 * -40 + 3 >= 0, (s0 * 6) floordiv 7 - s0 * s0 >= 0, 0 >= 0)>
#distinct1 = distinct[1]<#map2>
#loc67 = loc("v"(#loc57))
#loc70 = loc(fused<6 : i32>[#loc67])
"builtin.module"() <{sym_name = "m43"}> ({
  %0:3 = "x.y"() : () -> (index, memref<2x1x83xf32, #map, {kind = "scratch"}>, memref<149xf8E3M4, {kind = "scratch"}>) loc(#loc1)
  %1:2 = "bar.yield"(%0#0) : (index) -> (complex<f8E4M3>, memref<3x58xi1>) loc(#loc61)
  %2 = "foo.bar.baz"(%1#1, %1#0) : (memref<3x58xi1>, complex<f8E4M3>) -> complex<bf16> loc(#loc2)
  %3 = "my_dialect.thing"() <{d.k1 = array<f32: 3.581000e+01, 7.91380817E-21>, x0 = -6.5808279548913777E-293 : f64}> {x0 = "" : f80, x1 = "{\\b_" : i1} : () -> memref<?xindex, strided<[1]>> loc(#loc62)
  %4 = "foo.compute"(%1#0, %0#1) ({
  }) : (complex<f8E4M3>, memref<2x1x83xf32, #map, {kind = "scratch"}>) -> index loc(#loc4)
  %5:2 = "foo.op"(%2, %1#1) : (complex<bf16>, memref<3x58xi1>) -> (complex<i24>, tuple<memref<2xf8E5M2FNUZ, {kind = "scratch"}>, i1024, f6E3M2FN, f64>) loc(#loc63)
  %6 = "a.b"(%5#0, %0#0) : (complex<i24>, index) -> tensor<1x0xsi32> loc(#loc7)
  %7 = "bar.yield"(%4, %5#1, %5#1) : (index, tuple<memref<2xf8E5M2FNUZ, {kind = "scratch"}>, i1024, f6E3M2FN, f64>, tuple<memref<2xf8E5M2FNUZ, {kind = "scratch"}>, i1024, f6E3M2FN, f64>) -> f8E4M3FNUZ loc(#loc8)
  "foo.bar"(%0#1) : (memref<2x1x83xf32, #map, {kind = "scratch"}>) -> () loc(#loc9)
  "foo.compute"(%5#0, %5#1, %3) ({
    "builtin.module"() ({
      %30:4 = "my_dialect.thing"() : () -> (memref<1xcomplex<f8E4M3B11FNUZ>, strided<[1], offset: 10>>, memref<*xcomplex<f8E5M2>>, f8E8M0FNU, si1) loc(#loc12)
      %31:4 = "foo.bar"() <{_u0 = [], attr1 = f16, x2 = [distinct[2]<#my.a<{52}, "x y">>, loc("f":4294967295:0)]}> : () -> (complex<f6E3M2FN>, tuple<f8E4M3FNUZ, bf16>, i1, none) loc(#loc13)
    }) : () -> () loc(#loc11)
  }, {
    %24 = "d.op_1"() {attr2, value0 = 281654396087904760027808123280615656465462896187673445903748643298650336465082264767243362616109671995626063814284672155995353679904104960659673014195967590114934278235125830235978249027803357401500256625559886603697371411903002836826674581960312499666696960547069 : ui1024, value1 = #map1} : () -> ((!my_dialect.v<"x y",[{"x y", 45, "x y"},-5]>, vector<12x15x10xf128>, complex<bf16>) -> complex<ui1>) loc(#loc14)
    %25 = "foo.compute"(%24) {_u0 = #distinct1} : ((!my_dialect.v<"x y",[{"x y", 45, "x y"},-5]>, vector<12x15x10xf128>, complex<bf16>) -> complex<ui1>) -> index loc(#loc15)
    %26 = "foo.bar"(%0#2, %6, %24) {sym_name0 = #distinct} : (memref<149xf8E3M4, {kind = "scratch"}>, tensor<1x0xsi32>, (!my_dialect.v<"x y",[{"x y", 45, "x y"},-5]>, vector<12x15x10xf128>, complex<bf16>) -> complex<ui1>) -> memref<850x7x?xf8E4M3FN, "local mem"> loc(#loc16)
    %27 = "foo.bar.baz"(%24, %4, %1#0) ({
    ^bb0(%arg6: complex<f64> loc("0216.in.mlir":39:5)):
    }) {attr0 = sparse<> : tensor<2xi64>, z91 = -1 : i64} : ((!my_dialect.v<"x y",[{"x y", 45, "x y"},-5]>, vector<12x15x10xf128>, complex<bf16>) -> complex<ui1>, index, complex<f8E4M3>) -> tuple<memref<*xcomplex<f8E5M2>>, f16, i8, i17> loc(#loc17)
    "foo.br"(%26, %24)[^bb1] : (memref<850x7x?xf8E4M3FN, "local mem">, (!my_dialect.v<"x y",[{"x y", 45, "x y"},-5]>, vector<12x15x10xf128>, complex<bf16>) -> complex<ui1>) -> () loc(#loc19)
  ^bb1:  // pred: ^bb0
    %28 = "bar.yield"(%27, %25, %26) <{z90 = f8E4M3B11FNUZ}> : (tuple<memref<*xcomplex<f8E5M2>>, f16, i8, i17>, index, memref<850x7x?xf8E4M3FN, "local mem">) -> bf16 loc(#loc20)
    %29 = "foo.bar.baz"(%1#0) {_u0} : (complex<f8E4M3>) -> i8 loc(#loc21)
  }) : (complex<i24>, tuple<memref<2xf8E5M2FNUZ, {kind = "scratch"}>, i1024, f6E3M2FN, f64>, memref<?xindex, strided<[1]>>) -> () loc(#loc10)
  %8:3 = "foo.op"(%0#2, %6, %4) : (memref<149xf8E3M4, {kind = "scratch"}>, tensor<1x0xsi32>, index) -> (vector<15x5x13xbf16>, none, f8E5M2FNUZ) loc(#loc22)
  %9 = "foo.compute"(%8#2, %8#1) {z90 = dense_resource<res_0> : tensor<6xi32>} : (f8E5M2FNUZ, none) -> i7 loc(#loc23)
  %10:4 = "foo.op"(%9, %8#1, %7) <{foo.k0}> ({
  ^bb0(%arg0: !bar.t_1 loc(unknown), %arg1: ui1 loc("dir/with space.c":0:274), %arg2: index loc("0216.in.mlir":50:77)):
    %14 = "bar.yield"() {k$0 = @"0start"::@b, value1 = {_u0 = "\00%-\\ \0A~\22\0A}.", _u1 = 0 : i64, k$2 = #set}} : () -> !foo.v<i8> loc(#loc27)
    "foo.br"(%arg2)[^bb1, ^bb1] {sym_name0 = #bar<"x<1>">} : (index) -> () loc(#loc28)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    %15 = "foo.bar.baz"(%arg0) <{attr0 = "}\22\C3\9F\22{H/\00", sym_name1 = dense<"0x007C007CA8808A40007CA80000FC00FC007C007C00FC0547007E8A1E003E00FC007CEFC6265E003E7A2CEA46003C007C007C61AAEB4400380000007C793A007C007C000000FC20783B7BFE41FF7B000000FC461C2B38CD34003E00FC007CE04BA7450000007C007C0000F0B9A800CD3400FC246004F0007CAD45000000004246003C00FC3C6D00FC007C007C643A007C00006B24007CA80000FC213B79F2007C8BCFB281007C007CF900C35B007C008066AE233B00FC003C77B5007C007E007C007C00C0007C20400080007C00004F474FC51F85E1C3B43A43E34C3BB8AE00FC66B21F19D339CD34007C007C16DCE189CDB400FCFF7B007C007C574800BCCD34085E0038E4003D38007C96F6007C413800000000C9D4BC59BA6831BA453CE66100FCA73100000650C3340000CDC3000062140080662E00FC4A3A007E1F99007CBD3460EA007C00FC007C0000007CD23ACD3424C800FC70C100FCFE045F61003E2762007C65E6007C007C0058FF7B662E6632C435B454951C663201A6787500B8007C0C7E0080C3C6007CC45AA556007C00FC00FC8FE770410080003CFFFB00FC00FC7041ED6100FC6D58007C007CD7B7007C66AE48425438FF7B2339DAC5B477007C007C0000DB53F724007C4B4466AEDC75007CA03ACB7966326A5E70C16632405665390560CD34DD5A1F19AB58E9627BBD007C007C203E0000000000FC1F998B48007CBF5900FC003ED57B007C15B94842007CB939A880007C0000FDFD7E48923E0000007C00FC6AEB007C000061630000007C007CFF7B9B65ED39000021B4007CE942007C662E0100007C007CB8E3886000FC4DE34D6DCA79807B0000003C003C007C0080007CA88000FC391D007C00FC007C5DAC0000A800E0BF657D007C3DE0007C0080662E0038007C6EE1007C007C007C9D3B007C6632CD3466B200FC007CBA1088C61A374842007CB8A5122100FC00FCA8007041D75EA9434E53007C40569361D7C8007C007C48C2007C007C007C007C5A4B007CFF57007C41ED00006632007C0A3A0080007C007C00FC2154FF7FC52D007C7041007E79FA0180007C00FC05CD0E39B730007CFF7B54C5EF2FAE630000007C00FC007C6A6E1F1900800000007C0497FF7B24DF0080FF7F0038007C704166B20000003E007C89E18B0C662E0040007C1F19CA4700FC007C175CDBBB1F1900800000CDDB66AEC260C973007CB944AF41007C39410051007C5DA948C2CD343987007CFF7F6632007CFF7B007CE7D8E9E1A8007163A880007C007C00FCC85E9CBB6FBBFF7B85B97B4C41DD000000B877E100FC00001F19A7971F3B8C5C1A250080662E000022827041CE37E482007C000047386F050040CCC7413A007C007CE9E30040007CCD34CDB4662EA800A4D90A2B9A610535045D8A60775EA800E448007C0D60"> : tensor<254xcomplex<f16>>}> {a0 = #map3, z91 = "!\09\00@\22\09@"} : (!bar.t_1) -> complex<f64> loc(#loc29)
    "a.jump"(%arg1, %arg1, %15)[^bb2, ^bb1] {a2 = [], k$0 = -1.30594177E+11 : f32, k$3 = {b0 = ["\BEbZ\99"], x1 = "}"}, x1} : (ui1, ui1, complex<f64>) -> () loc(#loc2)
  ^bb2(%16: vector<[9]x[9]x9xf32> loc("0216.in.mlir":84:8)):  // 2 preds: ^bb1, ^bb2
    %17 = "my_dialect.thing"(%16) <{my.k0 = -118 : i64, my.k1 = -24920782966 : i64, "quoted key 2" = [6.875000e-01 : f8E4M3FNUZ, #map2]}> : (vector<[9]x[9]x9xf32>) -> tensor<?x2x44xsi128> loc(#loc31)
    %18 = "foo.op"(%8#1, %arg2, %16) ({
    ^bb0(%arg3: i3 loc("0216.in.mlir":87:6), %arg4: tensor<0x8x0x30xbf16> loc("0216.in.mlir":87:17), %arg5: complex<tf32> loc("0216.in.mlir":87:48)):
      "foo.bar.baz"() {a0 = 3.000000e-01 : f64, a2 = "#<%{\C3\A9{", attr1 = "0a\CE\A9{\91\\*{XLf", sym_name3} : () -> () loc(#loc36)
    }, {
      "builtin.module"() ({
        "a.b"() <{sym_name0 = 3.000000e-01 : f32}> : () -> () loc(#loc38)
        %21:2 = "z.nop"() {z90 = #my.p<<{?,49,"x y"},["x y" , ?]>>} : () -> (i1, vector<si7>) loc(#loc39)
        "bar.yield"(%21#0, %21#0, %21#0) ({
          "cfx.cond_br"(%21#1, %21#0)[^bb1, ^bb2] {b0 = array<i16: -32768, -1, 0, -1, 4>, value1 = #loc41} : (vector<si7>, i1) -> () loc(#loc40)
        ^bb1:  // 2 preds: ^bb0, ^bb2
          "cfx.cond_br"(%21#1)[^bb2] {d.k1 = 8.314000e+00 : f32, "quoted key 0" = 0 : ui24, z92} : (vector<si7>) -> () loc(#loc42)
        ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb3
          "foo.compute"() {attr1 = {attr0 = dense_resource<r.1> : tensor<4xi32>, b1, sym_name2 = -1 : i32}, k$0 = 0x78 : f8E4M3, value2 = 7.000000e+00 : f6E2M3FN} : () -> () loc(#loc43)
          "a.jump"(%21#1)[^bb3, ^bb1] : (vector<si7>) -> () loc(#loc2)
        ^bb3:  // pred: ^bb2
          "a.jump"(%21#0, %21#1)[^bb2] <{_u2, d.k0 = @a::@b::@"x y", x1 = tensor<379x945xvector<10x[6]x13xi8>>}> {attr1 = "\00/0/\E6\97\A5\E6\9C\AC-b" : f64, b0, k$2 = array<f32: 6.02214064E+23>} : (i1, vector<si7>) -> () loc(#loc44)
        }) {attr1 = [#map4, #map5, 19 : index], x0 = true} : (i1, i1, i1) -> () loc(#loc2)
        %22:3 = "foo.op"(%21#1, %21#1, %21#0) : (vector<si7>, vector<si7>, i1) -> (!my_dialect.a.b, memref<569xi8, strided<[41]>>, f16) loc(#loc64)
        "x.y"(%22#1) : (memref<569xi8, strided<[41]>>) -> () loc(#loc47)
        %23 = "foo.bar"(%22#2, %21#1, %22#2) : (f16, vector<si7>, f16) -> none loc(#loc48)
      }) : () -> () loc(#loc37)
    }) : (none, index, vector<[9]x[9]x9xf32>) -> i32 loc(#loc32)
    %19:3 = "a.b"(%18) <{a0 = "X\\\0A<\\@b%%\00"}> : (i32) -> (f64, f16, bf16) loc(#loc49)
    "z.nop"(%18) : (i32) -> () loc(#loc68)
    %20:3 = "foo.op"(%19#2) {a0 = dense<-43> : tensor<3x1xi8>} : (bf16) -> (index, i128, memref<3xindex>) loc(#loc52)
    "a.jump"()[^bb3, ^bb2] {a1 = @"x y", b2, d.k0 = 0 : si1, x3 = 0.000000e+00 : f16} : () -> () loc(#loc53)
  ^bb3:  // 2 preds: ^bb2, ^bb3
    "cfx.cond_br"()[^bb3] {foo.k1 = array<i16: 104, -32768, 21974>, my.k0 = array<i64: -1, -1>, z92 = dense<"X"> : tensor<!foo.str>} : () -> () loc(#loc54)
  }, {
    "foo.br"(%9)[^bb1, ^bb2] <{b0 = [], my.k1}> {attr1 = "{\CE\A9*\\", k$2 = array<f32: 1.000000e+10, -2.42386844E+18, -6.41135521E+13, 3017594.25>, x0 = dense<[[-2, 1, -1, 112]]> : tensor<1x4xi8>} : (i7) -> () loc(#loc69)
  ^bb1(%13: i8 loc(fused<6 : i32>[#loc67])):  // 2 preds: ^bb0, ^bb2
    "a.jump"(%2)[^bb2] : (complex<bf16>) -> () loc(#loc58)
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"(%0#2)[^bb1] : (memref<149xf8E3M4, {kind = "scratch"}>) -> () loc(#loc59)
  }) {attr0 = 6.985000e+02 : f16, b3 = array<f32: 9.570000e+05>, k$1 = [], sym_name2} : (i7, none, f8E4M3FNUZ) -> (tensor<3x799x3xi32>, memref<41x814x1xbf16, strided<[?, 29, ?], offset: 15>>, tensor<1x?x39x?xcomplex<f8E4M3FNUZ>>, tensor<?xi32>) loc(#loc24)
  %11:4 = "foo.op"(%10#0, %10#3, %10#2) <{}> {x0 = dense<-80> : vector<1xi8>} : (tensor<3x799x3xi32>, tensor<?xi32>, tensor<1x?x39x?xcomplex<f8E4M3FNUZ>>) -> (complex<i1>, tensor<0xi1>, i1024, tensor<*xf16>) loc(#loc60)
  %12 = "foo.compute"() : () -> tuple<ui17, memref<*xcomplex<f8E5M2>>, f80, i7> loc(#loc7)
  "d.op_1"(%12) {value0 = [], x1 = dense_resource<res_2> : tensor<4xi64>} : (tuple<ui17, memref<*xcomplex<f8E5M2>>, f80, i7>) -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("f":5:441)
#loc1 = loc("0216.in.mlir":8:13)
#loc3 = loc("src/x.py":84:0)
#loc4 = loc("a.mlir":50:59 to :64)
#loc5 = loc("f":0:144)
#loc6 = loc("name")
#loc7 = loc("op.1")
#loc8 = loc("0216.in.mlir":22:6)
#loc9 = loc("0216.in.mlir":23:1)
#loc10 = loc("0216.in.mlir":26:1)
#loc11 = loc("0216.in.mlir":27:1)
#loc12 = loc("0216.in.mlir":28:13)
#loc13 = loc("0216.in.mlir":30:9)
#loc14 = loc("0216.in.mlir":34:7)
#loc15 = loc("0216.in.mlir":36:8)
#loc16 = loc("0216.in.mlir":37:12)
#loc17 = loc("dir/with space.c":291:159)
#loc19 = loc("0216.in.mlir":41:1)
#loc20 = loc("0216.in.mlir":43:8)
#loc21 = loc("f":465:267)
#loc22 = loc("0216.in.mlir":47:10)
#loc23 = loc("0216.in.mlir":48:12)
#loc24 = loc("0216.in.mlir":49:9)
#loc27 = loc("0216.in.mlir":51:7)
#loc28 = loc("0216.in.mlir":53:1)
#loc29 = loc("a.mlir":0:279)
#loc31 = loc("x")
#loc32 = loc("dir/with space.c":455:323)
#loc36 = loc("0216.in.mlir":88:1)
#loc37 = loc("0216.in.mlir":90:1)
#loc38 = loc("0216.in.mlir":91:1)
#loc39 = loc("0216.in.mlir":92:12)
#loc40 = loc("0216.in.mlir":95:1)
#loc42 = loc("src/x.py":301:357)
#loc43 = loc("0216.in.mlir":101:1)
#loc44 = loc("0216.in.mlir":105:1)
#loc45 = loc("src/x.py":141:185)
#loc46 = loc("dir/with space.c":359:460)
#loc47 = loc("0216.in.mlir":109:1)
#loc48 = loc("0216.in.mlir":110:7)
#loc49 = loc("0216.in.mlir":113:10)
#loc50 = loc("f":4294967295:473)
#loc51 = loc("f":166:65)
#loc52 = loc("-":126:4294967295)
#loc53 = loc("0216.in.mlir":117:1)
#loc54 = loc("0216.in.mlir":120:1)
#loc55 = loc("a.mlir":30:14 to 31:50)
#loc56 = loc("":45:76 to 48:1)
#loc58 = loc("0216.in.mlir":126:1)
#loc59 = loc("-":299:281)
#loc60 = loc("0216.in.mlir":131:20)
#loc61 = loc(fused<5 : i32>[#loc2])
#loc62 = loc(callsite(#loc3 at #loc2))
#loc63 = loc(callsite(#loc5 at #loc6))
#loc64 = loc(fused<"meta">[#loc45, #loc46])
#loc65 = loc("callee"(#loc51))
#loc66 = loc(callsite(#loc6 at #loc56))
#loc68 = loc(callsite(#loc50 at #loc65))
#loc69 = loc(callsite(#loc55 at #loc66))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000C06F1DC330A2E7B87DB91BC52C34BF5B15B35237B391EAB6",
      r.1: "0x040000003FAF395684AF1CF6B69A4FF411D7F500",
      res_2: "0x080000000BBFFE963BA91A67FC527B0B4A7BD2B1047B91677A336E1B4C0E68016C7F9F3B"
    }
  }
#-}


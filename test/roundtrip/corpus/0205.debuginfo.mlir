#loc9 = loc(unknown)
#loc15 = loc("0205.in.mlir":20:8)
#loc16 = loc("0205.in.mlir":20:34)
#loc22 = loc("op.1")
#loc28 = loc("0205.in.mlir":37:7)
#loc29 = loc("0205.in.mlir":37:77)
#loc32 = loc("0205.in.mlir":44:5)
#loc33 = loc("f":163:27)
#loc34 = loc("0205.in.mlir":44:55)
#loc40 = loc("0205.in.mlir":48:7)
#loc41 = loc("0205.in.mlir":48:96)
#loc49 = loc("0205.in.mlir":59:6)
#loc51 = loc("0205.in.mlir":61:6)
#loc52 = loc("0205.in.mlir":61:48)
#loc55 = loc("0205.in.mlir":66:6)
#map = affine_map<(d0) -> ((d0 floordiv 7) ceildiv 5)>
"builtin.module"() ({
  "d.op_1"() : () -> () loc(#loc1)
  %0:4 = "foo.bar.baz"() <{a0 = true}> : () -> (f16, index, !foo<"">, memref<3xvector<2xsi128>>) loc(#loc2)
  %1 = "bar.yield"() : () -> tensor<11x!x.param<[72] , 23 , "x y">> loc(#loc3)
  "z.nop"(%0#0, %1, %0#2) {a0 = false, sym_name2 = false, value1} : (f16, tensor<11x!x.param<[72] , 23 , "x y">>, !foo<"">) -> () loc(#loc4)
  %2:2 = "bar.yield"() ({
  }) : () -> (() -> complex<f8E5M2FNUZ>, vector<15x[1]xi8>) loc(#loc5)
  "z.nop"(%1, %2#0) ({
  }, {
    %29:2 = "bar.yield"(%1, %0#3) <{a3 = sparse<[[2, 1], [0, 0], [0, 1]], [-1, 1256424786994, 1]> : tensor<4x5xi64>, foo.k1 = true, "quoted key 2", x0 = {b2 = array<i8: -128, 0, 1, -128, 0>, k$1 = -1 : index, my.k0 = "\9D..\C3\A9\\\7FX@}"}}> : (tensor<11x!x.param<[72] , 23 , "x y">>, memref<3xvector<2xsi128>>) -> (complex<f64>, i24) loc(#loc7)
    "x.y"(%2#1) : (vector<15x[1]xi8>) -> () loc(#loc56)
    %30 = "foo.bar"(%2#1, %29#0, %29#0) {_u3 = "}X\E6\97\A5\E6\9C\AC\7F\0A--\CE\A9\22#\09", b2 = [array<i1>, 6.553600e+04 : bf16, 419843300465150354223612168277180026965364772073626719011057921661953463999053660076049379094101268340546746606429988783545623376931530356300958574043273003421328440625240115153944031678839478320075370889917605780688369729823906749166173228896026994121888666965471147103923589871 : ui1024, -9223372036854775808], value0 = complex<f128>, value1 = array<i8: 14, 14, 0>} : (vector<15x[1]xi8>, complex<f64>, complex<f64>) -> index loc(#loc10)
  }, {
  }) : (tensor<11x!x.param<[72] , 23 , "x y">>, () -> complex<f8E5M2FNUZ>) -> () loc(#loc6)
  %3 = "my_dialect.thing"(%0#3) : (memref<3xvector<2xsi128>>) -> i1024 loc(#loc11)
  %4 = "foo.op"() ({
    %5 = "z.nop"(%0#0) : (f16) -> f4E2M1FN loc(#loc13)
    %6 = "x.y"(%2#1, %0#3, %2#1) ({
    ^bb0(%arg9: vector<12x15x5xi3> loc("0205.in.mlir":20:8), %arg10: complex<f6E3M2FN> loc("0205.in.mlir":20:34)):
      "z.nop"(%5) ({
        "foo.op"(%arg9) {attr0 = #my<"x<1>">, my.k2 = 0x7F800000 : f32, value1 = -4.590000e+00 : f32} : (vector<12x15x5xi3>) -> () loc(#loc18)
        %25 = "foo.bar"(%0#1, %3) : (index, i1024) -> i64 loc(#loc19)
        %26:3 = "my_dialect.thing"(%0#3) : (memref<3xvector<2xsi128>>) -> (bf16, i128, ui8) loc(#loc20)
        %27 = "z.nop"(%0#3, %25, %25) <{_u0 = "\22\CE\A9<", _u1 = {_u3 = array<i1>, k$0 = sparse<[[0, 3], [4, 4], [5, 4]], [-9223372036854775808, 1, -1]> : tensor<6x5xi64>, sym_name1 = dense_resource<r.0> : tensor<5xi64>, x2 = 45 : index}, d.k2 = dense<-0.000000e+00> : tensor<1xbf16>}> {_u0 = true} : (memref<3xvector<2xsi128>>, i64, i64) -> !my_dialect.param<<f32> "x y" <"x y" "x y">> loc(#loc21)
        %28:4 = "x.y"() : () -> (f16, !my_dialect.t_1, memref<?x?x62xvector<14xui17>, "local mem">, complex<f4E2M1FN>) loc(#loc22)
        "x.y"(%28#3, %28#2, %28#1) : (complex<f4E2M1FN>, memref<?x?x62xvector<14xui17>, "local mem">, !my_dialect.t_1) -> () loc(#loc23)
      }, {
        %23:4 = "foo.bar.baz"(%1) : (tensor<11x!x.param<[72] , 23 , "x y">>) -> (f32, f32, memref<703xf64>, ui64) loc(#loc13)
        %24:2 = "x.y"() <{b2 = -128 : si8, my.k1 = 1 : ui1, value0 = dense_resource<r.1> : tensor<1xi64>, z93}> : () -> (i3, tuple<bf16, index>) loc(#loc24)
      }) : (f4E2M1FN) -> () loc(#loc17)
    }) : (vector<15x[1]xi8>, memref<3xvector<2xsi128>>, vector<15x[1]xi8>) -> !x.t<<<a.b>, abc, ?>, <21,{a.b,97,?},-8>, {"x y", 90, <18>}> loc(#loc14)
    "d.op_1"(%3, %2#1) <{foo.k0 = "#0@b%" : i1}> : (i1024, vector<15x[1]xi8>) -> () loc(#loc61)
    %7:4 = "bar.yield"(%0#3, %5, %6) ({
      %22 = "foo.op"() ({
      ^bb0(%arg7: memref<?x1xf32, strided<[?, 1], offset: ?>, {kind = "scratch"}> loc("0205.in.mlir":37:7), %arg8: complex<i32> loc("0205.in.mlir":37:77)):
      }) : () -> memref<56xf32, "gpu"> loc(#loc27)
    }) : (memref<3xvector<2xsi128>>, f4E2M1FN, !x.t<<<a.b>, abc, ?>, <21,{a.b,97,?},-8>, {"x y", 90, <18>}>) -> (i8, index, i1, tuple<index, i128, ui1, i64>) loc(#loc9)
    %8:4 = "d.op_1"(%3, %7#0, %7#2) <{foo.k0, "quoted key 1" = ui8}> ({
    ^bb0(%arg6: complex<f64> loc("op.1")):
      %21:4 = "bar.yield"(%1) : (tensor<11x!x.param<[72] , 23 , "x y">>) -> (f32, i8, f128, memref<26xi7, strided<[1]>, 5>) loc(#loc31)
    }, {
    ^bb0(%arg1: i3 loc("0205.in.mlir":44:5), %arg2: complex<f64> loc("f":163:27), %arg3: none loc("0205.in.mlir":44:55)):
      %14:2 = "z.nop"(%arg2, %2#1) : (complex<f64>, vector<15x[1]xi8>) -> (i128, complex<i3>) loc(#loc35)
      %15 = "foo.bar.baz"() {sym_name0 = true} : () -> ui32 loc(#loc36)
      %16 = "foo.bar.baz"() ({
      ^bb0(%arg4: (tensor<2x?x175x?xsi64>, !bar<"abc">) -> (f8E5M2FNUZ, tensor<287x8xcomplex<f64>>) loc("0205.in.mlir":48:7), %arg5: i1 loc("0205.in.mlir":48:96)):
        %18:4 = "foo.bar"(%15) : (ui32) -> (!x.a.b, i17, vector<i32>, i7) loc(#loc42)
        %19:3 = "foo.bar"(%3, %15) : (i1024, ui32) -> (complex<bf16>, i8, i1) loc(#loc43)
        %20 = "d.op_1"(%18#3, %19#2) : (i7, i1) -> complex<i17> loc(#loc59)
      }) : () -> index loc(#loc62)
      %17:4 = "bar.yield"(%14#0, %7#0, %15) : (i128, i8, ui32) -> (index, f64, f64, ui32) loc(#loc46)
      "x.switch"(%2#1, %17#2)[^bb1, ^bb1] <{a2 = "X*\09\0A\09z\09\C3\A9" : f64, b0 = [true, "\\}%{\\\22_}@\F0\9F\99\82"], b1 = f16, z93 = loc("dir/with space.c":378:0)}> {_u0 = dense_resource<blob2> : tensor<2xi8>, attr1, d.k2 = dense<[21990, 18280]> : vector<2xsi16>} : (vector<15x[1]xi8>, f64) -> () loc(#loc13)
    ^bb1:  // 2 preds: ^bb0, ^bb0
      "z.nop"() {_u0 = dense_resource<res_3> : tensor<2xi8>, a1 = memref<56x5xi128>, x2} : () -> () loc(#loc63)
    }) : (i1024, i8, i1) -> (i1, memref<8xf6E3M2FN, #map, 5>, index, vector<13xi8>) loc(#loc30)
    "foo.br"(%0#2)[^bb1] {a1, sym_name0 = {_u0 = @s$}, z92} : (!foo<"">) -> () loc(#loc48)
  ^bb1(%9: index loc("0205.in.mlir":59:6), %10: ui1024 loc(unknown)):  // pred: ^bb0
    "x.switch"(%8#2)[^bb2, ^bb2] <{a2 = dense<"0x34980E3E9864744E6049004089C30000F321243BCF403747C842D24A4BBD6E49EF48967E0000804736FB008010D83E49007EE64AC6433948553C96C30D41073F967E171C003F96FEA28D0821007EDF9FE1488877D6403A4C40B74E444C3FA20D2EC00040C03FAC3E004018B3CD3D9ABEE215003F4DC46749243BC643FF6600FC1003155052E72A407CC9CDBDCD3D8F40A1404C3DE2432E4080476876272A98C8CD3D21C28000438C4940FF7F443F003FEE4350C89ABE032AC64601A5967EFFE60000D2BE494047BE49C080004E472E4009BB9A3E96FE950CE54AD0D9024400404D3E808039A2E9C07F3E13713B44967E003FF79B00BFF21DBA3BA44315D04D3E80479AC828B78748153F674917497049E73E566E034F1F0C65305D49CD3D7D51C5C36A7E0A448000C6F86244064400FC1ED4933EAA43644638BFE84AFF660B4B7F3F48EB96FE015CFF7F15500080653F823A2244FF7FDE48695EBF8EC3484F4EC740007C4B4415502041DE56780DC563DF263EBF8BC8FF6649C0958E5E3F2D496143B135FF7F00801550253F08557F3FC04A9A3EA20D0000483E9A3E35C9223F934315505FAE803FF1408FCA9818FF66A20D81403449FF7F8D431D419248DC4200FC155094592A2C0C3DDE40FFE65844EFFEF440FF7FD46E3FC96BE7862D5F44AC17FE022E40C0BF8BC8ADBE2989CC33F8DA00FC80474C490D458B40C03F1651"> : tensor<256xbf16>, "quoted key 0" = false, sym_name1 = "_*\C3\A9\\.'{#<\\"}> : (index) -> () loc(#loc50)
  ^bb2(%11: () -> (vector<4x[7]xf8E5M2>, si32) loc("0205.in.mlir":61:6), %12: bf16 loc("0205.in.mlir":61:48)):  // 2 preds: ^bb1, ^bb1
    "cfx.cond_br"(%8#1)[^bb3, ^bb3] <{k$1, "quoted key 0" = true, "quoted key 3", value2 = affine_set<(d0) : (1 >= 0)>}> {d.k1 = [], k$0 = array<i16: 1, -1, -32768>} : (memref<8xf6E3M2FN, #map, 5>) -> () loc(#loc53)
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %13:3 = "foo.compute"(%7#3) {k$1, value0 = -1 : i7} : (tuple<index, i128, ui1, i64>) -> (none, tensor<62x8x7x562xcomplex<f32>>, index) loc(#loc54)
  }, {
  ^bb0(%arg0: f32 loc("0205.in.mlir":66:6)):
  }) : () -> f8E4M3FNUZ loc(#loc12)
}) {foo.module_attr = {_u3 = vector<[16]x14x12xbf16>, b2 = -1 : i32, x1 = dense<(0x7C00,0x7C00)> : tensor<3xcomplex<f16>>, z90}} : () -> () loc(#loc)
#loc = loc("0205.in.mlir":1:1)
#loc1 = loc("0205.in.mlir":2:1)
#loc2 = loc("0205.in.mlir":3:8)
#loc3 = loc("0205.in.mlir":4:11)
#loc4 = loc("0205.in.mlir":5:1)
#loc5 = loc("0205.in.mlir":6:9)
#loc6 = loc("0205.in.mlir":8:1)
#loc7 = loc("0205.in.mlir":11:9)
#loc8 = loc("a.mlir":28:0)
#loc10 = loc("0205.in.mlir":13:7)
#loc11 = loc("0205.in.mlir":16:6)
#loc12 = loc("src/x.py":85:0)
#loc13 = loc("x")
#loc14 = loc("0205.in.mlir":19:6)
#loc17 = loc("0205.in.mlir":21:1)
#loc18 = loc("src/x.py":0:195)
#loc19 = loc("0205.in.mlir":24:8)
#loc20 = loc("0205.in.mlir":25:12)
#loc21 = loc("0205.in.mlir":26:12)
#loc23 = loc("0205.in.mlir":28:1)
#loc24 = loc("0205.in.mlir":31:10)
#loc25 = loc("a.mlir":359:33)
#loc26 = loc("f":381:4294967295)
#loc27 = loc("0205.in.mlir":36:10)
#loc30 = loc("src/x.py":309:192)
#loc31 = loc("0205.in.mlir":42:16)
#loc35 = loc("0205.in.mlir":45:10)
#loc36 = loc("dir/with space.c":4294967295:72)
#loc37 = loc("src/x.py":1:71 to 3:22)
#loc38 = loc("f":200:463)
#loc39 = loc("f":79:8)
#loc42 = loc("dir/with space.c":25:68 to :75)
#loc43 = loc("0205.in.mlir":50:12)
#loc44 = loc("src/x.py":293:454)
#loc45 = loc("a.mlir":4:37 to 7:35)
#loc46 = loc("src/x.py":23:42 to 25:10)
#loc47 = loc("":14:5 to :61)
#loc48 = loc("dir/with space.c":56:0)
#loc50 = loc("0205.in.mlir":60:1)
#loc53 = loc("0205.in.mlir":62:1)
#loc54 = loc("0205.in.mlir":64:20)
#loc56 = loc(callsite(#loc8 at #loc9))
#loc57 = loc(callsite(#loc25 at #loc26))
#loc58 = loc(fused[#loc37, #loc38, #loc39])
#loc59 = loc(fused<#foo.m>[#loc44, #loc45])
#loc60 = loc(callsite(#loc47 at #loc13))
#loc61 = loc("n"(#loc57))
#loc62 = loc(callsite(#loc9 at #loc58))
#loc63 = loc(fused<"meta">[#loc60])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000B94D1A3E6DBFCA2CC57FE06D0E6979674E2024878665B6C86B81F06EF9CE7FF0360665EF6CB8CBB1",
      r.1: "0x080000002FF47CCF93617F26",
      blob2: "0x04000000DBA1",
      res_3: "0x0400000021A8"
    }
  }
#-}


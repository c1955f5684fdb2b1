#loc4 = loc(unknown)
#loc11 = loc("a.mlir":60:0)
#loc13 = loc("x")
#loc28 = loc("-":294:0)
#loc33 = loc("0052.in.mlir":49:7)
#loc34 = loc("0052.in.mlir":49:46)
#loc35 = loc("src/x.py":237:403)
#loc36 = loc("-":299:278)
#loc37 = loc("dir/with space.c":196:498)
#loc39 = loc("":42:13 to 45:54)
#loc46 = loc("a.mlir":13:54 to 15:11)
#loc47 = loc("0052.in.mlir":61:91)
#loc49 = loc("f":392:0)
#loc50 = loc("0052.in.mlir":63:36)
#loc52 = loc("src/x.py":21:66 to 24:33)
#loc53 = loc("a.mlir":31:51)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (s1, (d0 * s1) * 3)>
#map1 = affine_map<(d0)[s0] -> (1, 2, d0 + s0 floordiv 9)>
#map2 = affine_map<(d0, d1)[s0, s1] -> (-(s1 - s0), s1, d1 - s0 floordiv 5 - 3)>
#map3 = affine_map<(d0, d1, d2) -> (d0, -1, (-d2) floordiv 3)>
#set = affine_set<(d0, d1) : (-d1 == 0, 11 >= 0)>
#distinct = distinct[0]<#loc4>
#loc58 = loc(fused<"meta">[#loc4])
#loc59 = loc(fused<"meta">[#loc35])
#loc60 = loc(callsite(#loc52 at #loc53))
#loc62 = loc(fused[#loc59, #loc36, #loc37])
"builtin.module"() ({
  %0 = "z.nop"() {"quoted key 0" = 1 : i1024, sym_name1 = dense<[0x7FF8000000000001, 9.411950e+05]> : tensor<2xf64>} : () -> tuple<i17, i32> loc(#loc1)
  "foo.op"(%0, %0, %0) {attr1 = true, k$0 = [0x7F : f8E4M3FN, 6.326000e+03 : f80, "%\09\\\C3\A9\22", false], sym_name2 = 0 : ui32, x3 = "\C3\A9\7F$z\C3\A9"} : (tuple<i17, i32>, tuple<i17, i32>, tuple<i17, i32>) -> () loc(#loc2)
  %1 = "foo.compute"() {a2 = {b2 = "\00\22\\X!", k$0 = [0x7F800000 : f32, #map, dense_resource<res_0> : tensor<4xi8>, "0\0A@\\!\00*-@_0"], value1 = [false, 274455], z93}, b0, d.k1 = -1 : i8, sym_name3 = {a0 = #distinct}} : () -> memref<3x2x8xf8E4M3> loc(#loc3)
  %2 = "d.op_1"() : () -> i32 loc(#loc5)
  %3 = "d.op_1"(%2, %0, %2) {"quoted key 0" = #set, value1 = #bar<"a b">} : (i32, tuple<i17, i32>, i32) -> none loc(#loc6)
  %4 = "foo.op"(%2, %1) {attr0 = dense_resource<weights1> : tensor<1xi32>, my.k3, x2 = 140 : si1024, z91 = 2.658460e+36 : bf16} : (i32, memref<3x2x8xf8E4M3>) -> vector<9x14x10xf64> loc(#loc7)
  "foo.op"(%0, %0, %0) ({
    %37 = "my_dialect.thing"() ({
      "foo.bar.baz"(%0, %4, %3) : (tuple<i17, i32>, vector<9x14x10xf64>, none) -> () loc(#loc10)
      "foo.bar"() <{_u2, d.k1 = @"with\22quote", k$3 = 32767 : si16, my.k0 = array<i64: -9223372036854775808>}> : () -> () loc(#loc11)
      %39:2 = "a.b"(%0) <{}> {_u1, d.k2 = @"x y", value3, z90 = #map1} : (tuple<i17, i32>) -> (memref<?x2x24xf64, strided<[52, ?, 1]>, 1>, i3) loc(#loc12)
    }) : () -> complex<f4E2M1FN> loc(#loc9)
    %38 = "foo.bar"(%4) : (vector<9x14x10xf64>) -> memref<?xcomplex<si16>, "local mem"> loc(#loc57)
  }) : (tuple<i17, i32>, tuple<i17, i32>, tuple<i17, i32>) -> () loc(#loc8)
  %5:4 = "z.nop"() : () -> (memref<?x2x24xf64, strided<[52, ?, 1]>, 1>, (memref<?xi64>) -> complex<si1024>, i17, vector<16x5x[7]xf128>) loc(#loc15)
  %6 = "foo.bar"(%5#0, %5#3, %5#2) {value0 = 0.5632992 : f64, value1 = @b} : (memref<?x2x24xf64, strided<[52, ?, 1]>, 1>, vector<16x5x[7]xf128>, i17) -> bf16 loc(#loc11)
  %7:3 = "foo.bar"(%5#1) : ((memref<?xi64>) -> complex<si1024>) -> (!foo.v<<{-0}, ?>,-1>, complex<f32>, f64) loc(#loc16)
  %8 = "x.y"(%7#2) {a0 = -8388608 : i24} : (f64) -> tensor<?xindex> loc(#loc17)
  "x.y"(%7#0, %8) : (!foo.v<<{-0}, ?>,-1>, tensor<?xindex>) -> () loc(#loc18)
  %9 = "foo.compute"(%7#1) ({
    %13 = "foo.bar.baz"(%7#2, %2, %7#0) {_u2 = 877.14495899999997 : f64, attr1 = -6.103040e+05 : bf16, k$0 = 23545275016505746263800843852405023638 : i1024, sym_name3 = "@_/\C3\9F-z\00\00'.\\"} : (f64, i32, !foo.v<<{-0}, ?>,-1>) -> index loc(#loc20)
    %14:3 = "bar.yield"(%5#0, %4, %7#0) ({
      "builtin.module"() ({
        %34:3 = "my_dialect.thing"() <{}> : () -> (ui1, tf32, f64) loc(#loc23)
        %35:4 = "bar.yield"(%34#2, %34#1) : (f64, tf32) -> (f16, ui8, tuple<i128, tensor<4xcomplex<f32>>, i1024, f64>, i8) loc(#loc24)
        %36 = "x.y"(%34#2, %34#0) <{value1, x0 = [-1, unit, #foo.a<[<80, 46, ?>]>]}> ({
        }) : (f64, ui1) -> complex<f6E3M2FN> loc(#loc25)
      }) : () -> () loc(#loc22)
    }) : (memref<?x2x24xf64, strided<[52, ?, 1]>, 1>, vector<9x14x10xf64>, !foo.v<<{-0}, ?>,-1>) -> (index, tensor<854x510x43xf16>, complex<bf16>) loc(#loc21)
    %15:2 = "foo.bar.baz"() ({
    }, {
    }, {
      %16 = "foo.bar.baz"() ({
      ^bb0(%arg0: tensor<*xcomplex<i128>> loc("a.mlir":60:0), %arg1: f32 loc("-":294:0)):
        "foo.bar.baz"(%8) : (tensor<?xindex>) -> () loc(#loc29)
        %33 = "bar.yield"(%5#3, %arg1) <{attr2 = "z.", b0, z91 = array<i8: 0>}> : (vector<16x5x[7]xf128>, f32) -> tensor<2x?xui17, 2 : i32> loc(#loc30)
      }, {
        %24 = "foo.bar"(%5#1, %4) {a0 = [i1, false, {d.k0 = f16, sym_name1 = #map2}], b1 = dense<[[-7.905270e-01, 3.000490e-01]]> : tensor<1x2xf16>} : ((memref<?xi64>) -> complex<si1024>, vector<9x14x10xf64>) -> complex<f32> loc(#loc31)
        "foo.op"(%3) {"quoted key 0" = dense_resource<res_2> : tensor<1xi32>, "quoted key 2" = array<i16: -268>, x1 = [{}]} : (none) -> () loc(#loc61)
        "cfx.cond_br"(%5#3, %14#0)[^bb1, ^bb1] {_u2 = array<i16: -268>, foo.k1 = array<i16: -268>, value0 = {my.k1, sym_name0 = -1 : i64, sym_name2 = 50 : i7}} : (vector<16x5x[7]xf128>, index) -> () loc(#loc32)
      ^bb1(%25: tensor<0x77xsi8, {a = 1 : i64}> loc("0052.in.mlir":49:7), %26: tensor<?x6x0xi3> loc("0052.in.mlir":49:46), %27: memref<*xcomplex<f16>, {kind = "scratch"}> loc(fused[#loc59, #loc36, #loc37])):  // 2 preds: ^bb0, ^bb0
        "my_dialect.thing"(%26) : (tensor<?x6x0xi3>) -> () loc(#loc38)
        "x.switch"(%25)[^bb2, ^bb3] : (tensor<0x77xsi8, {a = 1 : i64}>) -> () loc(#loc4)
      ^bb2(%28: i64 loc("":42:13 to 45:54), %29: (none, memref<6x6x5xvector<[7]xi32>>) -> memref<?x2x24xf64, strided<[52, ?, 1]>, 1> loc(fused<"meta">[#loc4])):  // pred: ^bb1
        %30 = "foo.bar"(%29) : ((none, memref<6x6x5xvector<[7]xi32>>) -> memref<?x2x24xf64, strided<[52, ?, 1]>, 1>) -> none loc(#loc40)
        %31 = "a.b"() {a1 = "{\18", foo.k2 = [@x.y::@x.y], k$0 = 65535 : si17} : () -> f16 loc(#loc41)
        "cfx.cond_br"()[^bb3] : () -> () loc(#loc42)
      ^bb3:  // 2 preds: ^bb1, ^bb2
        %32:3 = "a.b"(%14#1, %24, %5#0) <{a1 = "\00.}@\E6z\7F", a2 = -9223372036854775808 : i64, z90 = @f_1::@c}> {_u1, b3 = @_priv, k$0 = [true], x2 = dense<[-1.37434773E+31, 1.000000e+00, 3.301000e+00]> : tensor<3xf32>} : (tensor<854x510x43xf16>, complex<f32>, memref<?x2x24xf64, strided<[52, ?, 1]>, 1>) -> (vector<[6]xf8E5M2>, f32, !x<"">) loc(#loc43)
      }) {my.k0 = "/\0A\0A{_@", z91 = "\C3\A9<' " : index} : () -> !x.v<-5 [<69>] 31> loc(#loc27)
      "foo.bar.baz"(%16, %5#2) : (!x.v<-5 [<69>] 31>, i17) -> () loc(#loc44)
      "cfx.cond_br"(%14#0, %14#0, %2)[^bb1] <{a0 = dense<2.909160e+29> : vector<3xbf16>, d.k1}> {_u1 = 1.001360e-05 : bf16, my.k0} : (index, index, i32) -> () loc(#loc45)
    ^bb1(%17: complex<ui1> loc(unknown), %18: complex<f64> loc("a.mlir":13:54 to 15:11), %19: (memref<*xi64>) -> () loc("0052.in.mlir":61:91)):  // pred: ^bb0
      "a.jump"(%7#2, %19, %5#0)[^bb2] : (f64, (memref<*xi64>) -> (), memref<?x2x24xf64, strided<[52, ?, 1]>, 1>) -> () loc(#loc48)
    ^bb2(%20: si17 loc("f":392:0), %21: none loc("0052.in.mlir":63:36)):  // 2 preds: ^bb1, ^bb3
      "a.jump"()[^bb3] : () -> () loc(#loc51)
    ^bb3(%22: i17 loc("x"), %23: tensor<0x17x?xf16> loc(callsite(#loc52 at #loc53))):  // pred: ^bb2
      "a.jump"()[^bb2] <{"quoted key 0" = @main}> : () -> () loc(#loc54)
    }) {a0 = array<f64: -5.6691917091517596E-96, -1.2300869527202039E-213, 2.327280e+05, 0x7FF8000000000001, 7.1355301233201211E-150>} : () -> (f16, tuple<f6E2M3FN>) loc(#loc26)
  }) {foo.k1, k$0 = "@\22\\\09@\00", value2 = 9.375000e-02 : f8E5M2FNUZ, z93 = index} : (complex<f32>) -> ui16 loc(#loc19)
  %10:3 = "foo.op"(%9, %5#3, %7#1) {_u2 = 1 : i32, value0 = #my.p<a.b>, value1 = #map3} : (ui16, vector<16x5x[7]xf128>, complex<f32>) -> (complex<bf16>, complex<bf16>, complex<f4E2M1FN>) loc(#loc55)
  %11 = "my_dialect.thing"(%10#2, %10#0, %7#0) : (complex<f4E2M1FN>, complex<bf16>, !foo.v<<{-0}, ?>,-1>) -> none loc(#loc4)
  %12:4 = "z.nop"(%10#0, %3) <{k$0 = false}> : (complex<bf16>, none) -> (i1, memref<?x2x24xf64, strided<[52, ?, 1]>, 1>, f16, memref<?x2x24xf64, strided<[52, ?, 1]>, 1>) loc(#loc56)
}) : () -> () loc(#loc)
#loc = loc("0052.in.mlir":0:0)
#loc1 = loc("0052.in.mlir":8:7)
#loc2 = loc("0052.in.mlir":9:1)
#loc3 = loc("0052.in.mlir":10:11)
#loc5 = loc("0052.in.mlir":11:6)
#loc6 = loc("0052.in.mlir":12:7)
#loc7 = loc("0052.in.mlir":13:6)
#loc8 = loc("-":451:453)
#loc9 = loc("dir/with space.c":395:168)
#loc10 = loc("f":286:424)
#loc12 = loc("0052.in.mlir":18:10)
#loc14 = loc("a.mlir":39:16)
#loc15 = loc("with \22q\22")
#loc16 = loc("0052.in.mlir":24:20)
#loc17 = loc("0052.in.mlir":25:8)
#loc18 = loc("0052.in.mlir":26:1)
#loc19 = loc("0052.in.mlir":27:8)
#loc20 = loc("0052.in.mlir":28:8)
#loc21 = loc("0052.in.mlir":29:17)
#loc22 = loc("0052.in.mlir":30:3)
#loc23 = loc("0052.in.mlir":31:23)
#loc24 = loc("0052.in.mlir":32:19)
#loc25 = loc("a.mlir":40:79 to :85)
#loc26 = loc("0052.in.mlir":37:10)
#loc27 = loc("0052.in.mlir":41:14)
#loc29 = loc("0052.in.mlir":43:4)
#loc30 = loc("0052.in.mlir":44:10)
#loc31 = loc("0052.in.mlir":46:15)
#loc32 = loc("0052.in.mlir":48:4)
#loc38 = loc("0052.in.mlir":50:4)
#loc40 = loc("0052.in.mlir":53:15)
#loc41 = loc("0052.in.mlir":54:11)
#loc42 = loc("":23:46 to 26:78)
#loc43 = loc("0052.in.mlir":57:13)
#loc44 = loc("name")
#loc45 = loc("0052.in.mlir":60:3)
#loc48 = loc("0052.in.mlir":62:3)
#loc51 = loc("0052.in.mlir":64:3)
#loc54 = loc("dir/with space.c":44:4294967295)
#loc55 = loc("dir/with space.c":311:4294967295)
#loc56 = loc("0052.in.mlir":71:10)
#loc57 = loc(fused<5 : i32>[#loc13, #loc14])
#loc61 = loc("n"(#loc58))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x04000000468535E1",
      weights1: "0x04000000D9A6FC03",
      res_2: "0x040000002762D6B1"
    }
  }
#-}


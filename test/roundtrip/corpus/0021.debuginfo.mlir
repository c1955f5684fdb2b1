#distinct = distinct[0]<"-#/''/">
#distinct1 = distinct[1]<tensor<*xi32>>
#loc13 = loc("-":415:18)
#loc14 = loc("-":4294967295:230)
#loc15 = loc("a.mlir":486:0)
#loc25 = loc("a.mlir":37:0)
#loc32 = loc("0021.in.mlir":43:8)
#loc40 = loc(unknown)
#loc44 = loc("0021.in.mlir":69:9)
#loc45 = loc("0021.in.mlir":73:38)
#loc46 = loc("0021.in.mlir":73:51)
#loc49 = loc("dir/with space.c":130:4294967295)
#loc50 = loc("0021.in.mlir":76:67)
#map = affine_map<(d0, d1) -> ((d0 * 8) mod 3)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<()[s0] -> (0)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#loc58 = loc(fused[#loc14, #loc15])
#loc64 = loc(callsite(#loc13 at #loc58))
"builtin.module"() ({
  "bar.yield"() : () -> () loc(#loc1)
  "a.b"() : () -> () loc(#loc2)
  %0:3 = "d.op_1"() <{my.k2 = false, x0 = dense_resource<res_0> : tensor<2xf32>, x3 = 0x7C00 : f16, z91 = 213 : index}> {x1 = tuple<f8E5M2, si8, f6E3M2FN>, z90 = @"x y"::@"with\22quote"} : () -> (i32, complex<bf16>, tuple<i32, f64>) loc(#loc3)
  %1 = "bar.yield"(%0#1, %0#2, %0#0) : (complex<bf16>, tuple<i32, f64>, i32) -> f32 loc(#loc4)
  %2 = "foo.compute"(%0#0) : (i32) -> ((memref<?x3xi16, #map, 2>) -> ()) loc(#loc5)
  %3 = "x.y"(%2, %1) : ((memref<?x3xi16, #map, 2>) -> (), f32) -> tensor<0x6xindex> loc(#loc57)
  "foo.bar.baz"(%0#0, %3, %0#2) ({
    %6:2 = "x.y"() ({
      %33 = "z.nop"(%1, %3) {_u2 = #map1, _u3 = dense<[[9.375000e+00], [-6.0221407599999999E+23], [4.566000e+04], [-6.0221407599999999E+23]]> : tensor<4x1xf64>, attr0, b1 = [{attr1 = #foo.b.c, value0 = -26557 : i24}, dense_resource<blob1> : tensor<6xi32>, -3 : i8]} : (f32, tensor<0x6xindex>) -> f16 loc(#loc9)
      %34 = "foo.bar.baz"(%2, %1, %33) <{value0 = affine_map<(d0, d1) -> (d0 mod 2, 27)>}> : ((memref<?x3xi16, #map, 2>) -> (), f32, f16) -> complex<f16> loc(#loc10)
      %35 = "my_dialect.thing"() {"quoted key 0" = 0.59790719999999997 : f64} : () -> f8E8M0FNU loc(#loc11)
      "a.b"() {foo.k1 = #map2, value0 = #loc64} : () -> () loc(#loc12)
    }) : () -> (none, !x.t<?>) loc(#loc8)
    %7 = "x.y"() ({
      "builtin.module"() ({
        %31 = "my_dialect.thing"() : () -> memref<*xvector<14xf64>> loc(#loc18)
        %32 = "foo.bar"() <{}> {a0 = 0 : index, attr1 = "a@/K#*", foo.k3 = -1 : i64, my.k2 = @"x y"} : () -> ((f64, i128, i1) -> (f80, tensor<*xf80>)) loc(#loc19)
      }) : () -> () loc(#loc59)
    }) : () -> memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}> loc(#loc16)
    "cfx.cond_br"()[^bb1, ^bb2] : () -> () loc(#loc20)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"()[^bb2, ^bb1] : () -> () loc(#loc21)
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    %8 = "foo.bar.baz"(%6#0, %3, %2) : (none, tensor<0x6xindex>, (memref<?x3xi16, #map, 2>) -> ()) -> tensor<8x4x2xi8> loc(#loc22)
    %9:3 = "foo.op"(%6#1, %3, %0#1) : (!x.t<?>, tensor<0x6xindex>, complex<bf16>) -> (f64, memref<?x?xsi1024, #map3>, f32) loc(#loc23)
    "foo.op"() {_u0 = #loc25, my.k1 = 9.9999999999999997E+37 : f64} : () -> () loc(#loc24)
    %10 = "bar.yield"(%9#2) <{"quoted key 1", value0 = #foo.b.c}> : (f32) -> complex<f8E4M3> loc(#loc26)
    %11:3 = "my_dialect.thing"(%7, %1, %10) ({
      "a.jump"()[^bb1, ^bb3] : () -> () loc(#loc28)
    ^bb1:  // pred: ^bb0
      %23 = "z.nop"(%9#0) <{}> {d.k1 = #distinct, value0 = -37098906784 : i64} : (f64) -> complex<f8E3M4> loc(#loc29)
      %24 = "bar.yield"(%23) : (complex<f8E3M4>) -> i8 loc(#loc30)
      "cfx.cond_br"(%10, %9#1)[^bb2] {attr0 = {a0}} : (complex<f8E4M3>, memref<?x?xsi1024, #map3>) -> () loc(#loc31)
    ^bb2(%25: tuple<index> loc("0021.in.mlir":43:8)):  // pred: ^bb1
      %26:3 = "foo.bar"(%0#1, %7, %7) : (complex<bf16>, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>) -> (tf32, f16, !foo.type) loc(#loc60)
      %27 = "foo.bar"(%25, %26#1, %26#1) : (tuple<index>, f16, f16) -> i64 loc(#loc34)
      %28 = "d.op_1"(%0#2, %25) : (tuple<i32, f64>, tuple<index>) -> ((tensor<complex<f80>>, si17, complex<ui128>) -> !bar.t<? , -7 , -0>) loc(#loc35)
      %29 = "foo.compute"(%6#0) : (none) -> memref<7xcomplex<i8>, "gpu"> loc(#loc34)
      "d.op_1"() <{sym_name0 = dense<-2147483648> : tensor<285xsi32>}> : () -> () loc(#loc36)
      "cfx.cond_br"(%28, %6#0)[^bb3] <{attr0 = false, "quoted key 1" = 40.2118301 : f32, "quoted key 2" = 22 : index, "quoted key 3" = 4.015000e+02 : f16}> : ((tensor<complex<f80>>, si17, complex<ui128>) -> !bar.t<? , -7 , -0>, none) -> () loc(#loc37)
    ^bb3:  // 2 preds: ^bb0, ^bb2
      %30:4 = "x.y"(%9#1) <{_u0 = "'@\\\C3\A9-bz", _u2 = -1 : i64, my.k1 = #my.flag}> {b1 = @s$::@main, k$0} : (memref<?x?xsi1024, #map3>) -> (memref<1xvector<f4E2M1FN>, "shared">, f64, tensor<2x14x20xbf16, 6 : i32>, index) loc(#loc38)
    }) : (memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>, f32, complex<f8E4M3>) -> (tensor<1x6x4x1xvector<10x12x16xsi32>, {a = 1 : i64}>, !foo.a.b, complex<f128>) loc(#loc27)
    "foo.br"(%11#2, %10)[^bb2] ({
      %13:4 = "foo.compute"(%10, %11#0, %9#2) ({
      }) {_u0 = 35 : index, "quoted key 1", value2 = dense<true> : vector<1xi1>, x3 = dense<[[1.815000e+02, 0x7C00, 1.999510e-01], [-5.566400e-01, 0.000000e+00, 0x7C00]]> : tensor<2x3xf16>} : (complex<f8E4M3>, tensor<1x6x4x1xvector<10x12x16xsi32>, {a = 1 : i64}>, f32) -> (none, complex<f64>, none, f16) loc(#loc61)
      "foo.br"()[^bb1] : () -> () loc(#loc41)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      %14:3 = "z.nop"() <{_u0 = "\22"}> {d.k0 = -5 : i8, x1 = #distinct1} : () -> (tensor<0x334x423x?x!foo.v<<{-4, ?} <"x y">> <<"x y", "x y", ?>,?,[-6 , ?]>>>, si16, tuple<tf32, i1>) loc(#loc42)
      %15 = "x.y"(%8, %14#2) ({
        "cfx.cond_br"(%13#3, %14#1)[^bb1, ^bb1] : (f16, si16) -> () loc(#loc43)
      ^bb1(%16: tuple<f32, f8E3M4> loc("0021.in.mlir":69:9)):  // 2 preds: ^bb0, ^bb0
        "x.switch"(%14#1, %13#2, %16)[^bb2] : (si16, none, tuple<f32, f8E3M4>) -> () loc(#loc40)
      ^bb2(%17: bf16 loc(unknown), %18: index loc("0021.in.mlir":73:38), %19: bf16 loc("0021.in.mlir":73:51)):  // pred: ^bb1
        "x.switch"(%18, %0#2)[^bb3] {sym_name0 = -1.0395982091475933E-91 : f64} : (index, tuple<i32, f64>) -> () loc(#loc62)
      ^bb3(%20: index loc("dir/with space.c":130:4294967295), %21: tensor<5xcomplex<f8E4M3FNUZ>> loc("0021.in.mlir":76:67)):  // pred: ^bb2
        %22:3 = "x.y"(%0#0, %7) {a0 = false, attr1 = !foo.t<"x y", {?, ?, <44 a.b i8>}>, d.k3 = 21 : index, z92 = sparse<> : tensor<2xf32>} : (i32, memref<6x2xf32, strided<[?, 43]>, {kind = "scratch"}>) -> (() -> memref<*xindex>, i64, complex<f64>) loc(#loc51)
      }) : (tensor<8x4x2xi8>, tuple<tf32, i1>) -> memref<3x2xcomplex<si8>, "shared"> loc(#loc34)
      "foo.br"()[^bb2, ^bb1] : () -> () loc(#loc52)
    ^bb2:  // pred: ^bb1
      "x.y"(%13#2, %13#2, %13#3) {k$1 = dense<[[[1, -59, 3], [-1, 1, -1], [-1, -86, 0]]]> : tensor<1x3x3xi8>, sym_name0, z92 = [dense<> : tensor<0x4x3xsi32>]} : (none, none, f16) -> () loc(#loc53)
    }, {
      %12 = "my_dialect.thing"(%11#1, %11#1, %0#1) : (!foo.a.b, !foo.a.b, complex<bf16>) -> f6E3M2FN loc(#loc54)
    }, {
    }) : (complex<f128>, complex<f8E4M3>) -> () loc(#loc39)
  }, {
    "a.jump"(%0#2, %2)[^bb1] {_u2 = 2147483647 : si32, b1 = 13062159737633756031758496946467 : si128, foo.k3, k$0 = 9.140000e+02 : f16} : (tuple<i32, f64>, (memref<?x3xi16, #map, 2>) -> ()) -> () loc(#loc55)
  ^bb1:  // pred: ^bb0
    %5 = "z.nop"(%2) <{_u1 = affine_set<(d0)[s0, s1] : (0 >= 0, -(-d0 + s1 + 3) + 9 >= 0, (s1 mod 7) * -7 + 8 >= 0)>, sym_name2 = {attr0 = 8.447160e+05 : f64, k$1 = -64 : i7}, x0 = dense<[[3.714280e+05, -2.000000e+00, 825.596422999999958847183734178543091], [1.00000000000000008180305391403130955E-5, -2.1213334703581128106004170096817018E-1735, 3.47858802900616229715126777318530581E-1541], [1.981930e+05, 0x40202A05F00C00000000000000000000, -2.68234245487976818324517341922361901E-1267]]> : tensor<3x3xf128>}> {my.k0 = f16} : ((memref<?x3xi16, #map, 2>) -> ()) -> tensor<61x5x1x6x!my_dialect.param<[?, ["x y" , 31 , f32], "x y"] , ? , -3>> loc(#loc63)
  }) : (i32, tensor<0x6xindex>, tuple<i32, f64>) -> () loc(#loc7)
  %4 = "d.op_1"(%1, %0#2, %1) {foo.k2 = "X/<a. ", "quoted key 0", value1 = 0 : i3} : (f32, tuple<i32, f64>, f32) -> f8E4M3B11FNUZ loc(#loc56)
}) : () -> () loc(#loc)
#loc = loc("0021.in.mlir":0:0)
#loc1 = loc("0021.in.mlir":2:1)
#loc2 = loc("dir/with space.c":370:4294967295)
#loc3 = loc("f":4294967295:445)
#loc4 = loc("0021.in.mlir":6:9)
#loc5 = loc("0021.in.mlir":8:11)
#loc6 = loc("x")
#loc7 = loc("0021.in.mlir":11:1)
#loc8 = loc("0021.in.mlir":13:10)
#loc9 = loc("a.mlir":332:167)
#loc10 = loc("0021.in.mlir":16:11)
#loc11 = loc("0021.in.mlir":18:15)
#loc12 = loc("0021.in.mlir":20:5)
#loc16 = loc("0021.in.mlir":22:9)
#loc17 = loc("f":432:470)
#loc18 = loc("0021.in.mlir":24:18)
#loc19 = loc("":91:0)
#loc20 = loc("":20:17 to 23:78)
#loc21 = loc("0021.in.mlir":30:3)
#loc22 = loc("f":0:330)
#loc23 = loc("dir/with space.c":35:21 to 38:64)
#loc24 = loc("0021.in.mlir":34:3)
#loc26 = loc("0021.in.mlir":35:10)
#loc27 = loc("0021.in.mlir":36:20)
#loc28 = loc("dir/with space.c":257:247)
#loc29 = loc("0021.in.mlir":40:16)
#loc30 = loc("src/x.py":12:30 to 14:54)
#loc31 = loc("a.mlir":90:4294967295)
#loc33 = loc("a.mlir":4294967295:64)
#loc34 = loc("name")
#loc35 = loc("0021.in.mlir":48:11)
#loc36 = loc("0021.in.mlir":50:5)
#loc37 = loc("src/x.py":42:40 to :48)
#loc38 = loc("0021.in.mlir":54:13)
#loc39 = loc("with \22q\22")
#loc41 = loc("0021.in.mlir":61:5)
#loc42 = loc("0021.in.mlir":63:18)
#loc43 = loc("-":473:338)
#loc47 = loc("src/x.py":4294967295:299)
#loc48 = loc("dir/with space.c":6:68)
#loc51 = loc("src/x.py":16:18 to :27)
#loc52 = loc("0021.in.mlir":80:5)
#loc53 = loc("0021.in.mlir":82:5)
#loc54 = loc("0021.in.mlir":85:11)
#loc55 = loc("f":304:462)
#loc56 = loc("0021.in.mlir":97:7)
#loc57 = loc(fused<7 : i32>[#loc6])
#loc59 = loc("v"(#loc17))
#loc60 = loc("callee"(#loc33))
#loc61 = loc(fused<#foo.m>[#loc40])
#loc62 = loc(callsite(#loc47 at #loc48))
#loc63 = loc("v"(#loc39))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000008667E65FAF017E45",
      blob1: "0x0400000053A36FE71CF295A0D2C6D86140FD263C2F72986BB55EBB4E"
    }
  }
#-}


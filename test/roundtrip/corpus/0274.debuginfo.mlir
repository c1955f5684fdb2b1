#distinct = distinct[0]<-2.800000e+01 : f6E3M2FN>
#loc3 = loc("op.1")
#loc9 = loc("name")
#loc14 = loc("with \22q\22")
#loc15 = loc("src/x.py":177:0)
#loc17 = loc("0274.in.mlir":41:7)
#loc22 = loc("0274.in.mlir":53:7)
#loc29 = loc("f":0:47)
#loc31 = loc(unknown)
#loc32 = loc("f":102:272)
#loc33 = loc("0274.in.mlir":69:9)
#loc36 = loc("0274.in.mlir":73:9)
#loc37 = loc("0274.in.mlir":74:37)
#loc41 = loc("0274.in.mlir":79:9)
#loc42 = loc("src/x.py":11:134)
#loc43 = loc("0274.in.mlir":83:44)
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> (s1, (d2 + 3) floordiv 2, d2 floordiv 8)>
#map3 = affine_map<(d0)[s0, s1] -> ((s0 * 3) ceildiv 5, s1 floordiv 5)>
#map4 = affine_map<(d0, d1, d2) -> (d1 * 4)>
#set = affine_set<(d0, d1, d2) : (d1 - d1 mod 6 >= 0, -(d2 ceildiv 2) + 5 >= 0, (-d0) floordiv 9 == 0)>
#distinct1 = distinct[1]<#map4>
#loc56 = loc(callsite(#loc3 at #loc14))
"builtin.module"() ({
  %0 = "foo.compute"() : () -> vector<16xi16> loc(#loc1)
  %1 = "foo.bar.baz"(%0) : (vector<16xi16>) -> si3 loc(#loc2)
  %2 = "z.nop"() {foo.k0 = -1 : index, "quoted key 1" = 119 : i8} : () -> ui1 loc(#loc49)
  %3 = "d.op_1"(%1, %1) {a0 = #distinct, d.k2 = @_priv, my.k3, z91 = @_priv} : (si3, si3) -> tuple<> loc(#loc49)
  %4:4 = "a.b"(%0, %2, %2) <{}> ({
    %26:3 = "x.y"(%1) ({
      %27 = "bar.yield"(%3) ({
        "z.nop"(%0) : (vector<16xi16>) -> () loc(#loc7)
        %29 = "foo.bar"(%1) : (si3) -> f8E4M3FN loc(#loc8)
      }, {
      ^bb0(%arg4: memref<3x?xi64, {kind = "scratch"}> loc("name")):
      }) : (tuple<>) -> f32 loc(#loc6)
      %28 = "x.y"() <{}> : () -> vector<[15]xf64> loc(#loc58)
    }) : (si3) -> (f64, vector<6xindex>, vector<11x6x16xsi8>) loc(#loc5)
  }) : (vector<16xi16>, ui1, ui1) -> (f8E4M3FNUZ, i1024, ui64, !x.type) loc(#loc4)
  "my_dialect.thing"(%4#1) ({
    %5 = "d.op_1"(%4#3) {a0, "quoted key 1" = -9223372036854775808 : i64, z92 = 8.309000e+00 : f32} : (!x.type) -> ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64) loc(#loc7)
    "cfx.cond_br"(%4#2, %4#0)[^bb1, ^bb1] {z90 = [{b3 = #loc15, k$2 = 6.781250e+00 : bf16, my.k1 = 0 : i8, value0 = #my.v<{<-5, ?>}>}, "\E6\97\A5\E6\9C\AC'{\C3\A9\0A\C3\A9\\\C3\9F"]} : (ui64, f8E4M3FNUZ) -> () loc(#loc59)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "a.jump"(%2, %4#2)[^bb2] ({
    ^bb0(%arg1: index loc("0274.in.mlir":41:7)):
      %7:2 = "bar.yield"(%arg1, %arg1) {z90 = true} : (index, index) -> (memref<5x9x?xi7>, index) loc(#loc18)
      %8:3 = "z.nop"(%2, %arg1) ({
        %23 = "a.b"(%5, %arg1) <{a0 = true, b2 = 6.875000e-01 : f8E4M3FN, sym_name1}> {a0, sym_name1, z92 = @_priv} : ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64, index) -> f16 loc(#loc19)
        %24 = "my_dialect.thing"() {"quoted key 0" = "-/Y\00X}"} : () -> tuple<ui24, i1, i64, bf16> loc(#loc14)
        %25 = "a.b"(%0) : (vector<16xi16>) -> memref<50x1xf6E2M3FN, strided<[24, 1]>> loc(#loc20)
      }) {_u3 = 0 : ui64, a2 = "}\7Fb/\\ \C6\22", attr0 = "*\\\02\7F\09_\7F\09Uz%\09", "quoted key 1" = -2147483648 : i32} : (ui1, index) -> (!my_dialect.a.b, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<f6E3M2FN>) loc(#loc7)
      %9 = "d.op_1"(%5) <{"quoted key 1" = 0 : i64, "quoted key 2" = [1, @_priv, sparse<[[0], [1], [0]], [-1, -128, 1]> : tensor<2xi8>, dense<> : tensor<0x4xf8E5M2>], value0 = loc("f":254:0)}> ({
      ^bb0(%arg3: i32 loc("0274.in.mlir":53:7)):
        "d.op_1"() <{value0 = array<i64: 0, 0, -1>, value1 = array<i64: -1, -9223372036854775808, -1, -1, 1>}> : () -> () loc(#loc23)
        "foo.bar"(%8#0) {"quoted key 1" = -1 : i64, sym_name0 = "!'" : i64} : (!my_dialect.a.b) -> () loc(#loc52)
        %22 = "x.y"() : () -> memref<3xvector<7x16x13xf80>, strided<[1], offset: 9>, {kind = "scratch"}> loc(#loc25)
      }) : ((!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64) -> ui64 loc(#loc21)
      "x.switch"()[^bb1, ^bb1] <{b0 = @_priv, "quoted key 2" = #bar<"a b">, z91 = #loc29}> ({
        %18 = "z.nop"(%8#1, %8#2) {a1, foo.k2 = 4.232000e+00 : f64, sym_name0 = @_priv} : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, complex<f6E3M2FN>) -> ui16 loc(#loc14)
        %19 = "x.y"(%8#1, %5, %0) <{}> : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, (!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64, vector<16xi16>) -> index loc(#loc27)
        "foo.bar.baz"(%18) : (ui16) -> () loc(#loc49)
        %20:3 = "foo.op"(%7#0, %8#2) {attr0 = dense_resource<res_0> : tensor<1xi64>, foo.k1 = #x.a<[?, 78] , i8 , <?>>, sym_name2 = #loc29} : (memref<5x9x?xi7>, complex<f6E3M2FN>) -> (index, ui64, vector<4xf16>) loc(#loc28)
        %21 = "z.nop"() <{}> : () -> vector<1x7x[14]xi32> loc(#loc30)
        "z.nop"() : () -> () loc(#loc53)
      }, {
      ^bb0(%arg2: memref<?x2xindex, #map> loc("0274.in.mlir":69:9)):
        "foo.bar.baz"(%8#1, %8#1, %8#1) : (memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>, memref<8xcomplex<f64>, strided<[1], offset: 6>, 3>) -> () loc(#loc34)
        "foo.br"(%arg2, %4#0)[^bb1] : (memref<?x2xindex, #map>, f8E4M3FNUZ) -> () loc(#loc35)
      ^bb1(%12: complex<bf16> loc("0274.in.mlir":73:9), %13: none loc(unknown), %14: complex<ui1> loc("0274.in.mlir":74:37)):  // 2 preds: ^bb0, ^bb2
        "my_dialect.thing"(%4#0, %4#3) : (f8E4M3FNUZ, !x.type) -> () loc(#loc54)
        "foo.bar.baz"() {_u2 = 234.915775999999993928 : f80, attr1 = dense_resource<weights1> : tensor<6xi8>, "quoted key 0" = #my.v<33 [<f32 13> , -8 , <"x y">] [f32]>} : () -> () loc(#loc39)
        "x.switch"(%4#2, %5)[^bb2] {_u1 = [#set, 5.628860e+28 : f32, -1 : i8], _u2 = 1.000000e-30 : f64, k$0 = #map1} : (ui64, (!bar<"a b">, tensor<1x3x4x!my_dialect.a.b>, tf32) -> ui64) -> () loc(#loc55)
      ^bb2(%15: i16 loc("0274.in.mlir":79:9), %16: i8 loc("f":102:272), %17: none loc("op.1")):  // pred: ^bb1
        "a.jump"(%16, %8#2, %17)[^bb1] : (i8, complex<f6E3M2FN>, none) -> () loc(#loc14)
      }) {attr0 = #map2, my.k1, value2 = "\00\00_\000X.\E6\97\A5\E6\9C\AC\\\7F\22"} : () -> () loc(#loc26)
    ^bb1(%10: vector<14x7xi17> loc("src/x.py":11:134), %11: i128 loc("0274.in.mlir":83:44)):  // 3 preds: ^bb0, ^bb0, ^bb1
      "cfx.cond_br"()[^bb1] : () -> () loc(#loc44)
    }, {
    ^bb0(%arg0: i24 loc(callsite(#loc3 at #loc14))):
      %6 = "foo.compute"(%4#0) {foo.k0 = dense<-0.000000e+00> : tensor<220xf8E3M4>, my.k2 = #map3, "quoted key 3" = [], z91 = 1 : si64} : (f8E4M3FNUZ) -> index loc(#loc45)
    }) {_u0 = #distinct1, b1 = i7} : (ui1, ui64) -> () loc(#loc16)
  ^bb2:  // pred: ^bb1
    "x.switch"(%0, %4#3)[^bb3] <{b1 = dense<"!\22\0A"> : tensor<!foo.str>, sym_name2, x0}> : (vector<16xi16>, !x.type) -> () loc(#loc49)
  ^bb3:  // pred: ^bb2
    "bar.yield"(%4#3, %4#3, %4#2) : (!x.type, !x.type, ui64) -> () loc(#loc57)
  }) : (i1024) -> () loc(#loc12)
  "foo.compute"(%4#1) <{_u1 = {"quoted key 1" = dense<["X@X0\\\\X\\a<a", "\22/@X.\FD"]> : tensor<2x!foo.str>, z90 = array<i16: 1, 0, 1, 5>}, z90 = #my.a}> : (i1024) -> () loc(#loc48)
  "foo.bar.baz"(%4#1, %4#1) {_u0 = 2.000000e+00 : f4E2M1FN} : (i1024, i1024) -> () loc(#loc14)
}) : () -> () loc(#loc)
#loc = loc("0274.in.mlir":0:0)
#loc1 = loc("0274.in.mlir":18:11)
#loc2 = loc("0274.in.mlir":19:11)
#loc4 = loc("0274.in.mlir":23:14)
#loc5 = loc("0274.in.mlir":24:9)
#loc6 = loc("a.mlir":43:413)
#loc7 = loc("-":0:500)
#loc8 = loc("0274.in.mlir":27:10)
#loc10 = loc("x")
#loc11 = loc("f":1:75 to 4:37)
#loc12 = loc("0274.in.mlir":34:1)
#loc13 = loc("dir/with space.c":48:26 to 50:15)
#loc16 = loc("0274.in.mlir":40:2)
#loc18 = loc("f":31:58 to :65)
#loc19 = loc("0274.in.mlir":46:14)
#loc20 = loc("src/x.py":0:58)
#loc21 = loc("0274.in.mlir":52:9)
#loc23 = loc("0274.in.mlir":54:4)
#loc24 = loc("-":415:181)
#loc25 = loc("dir/with space.c":496:4294967295)
#loc26 = loc("dir/with space.c":13:4 to :55)
#loc27 = loc("0274.in.mlir":63:10)
#loc28 = loc("0274.in.mlir":65:13)
#loc30 = loc("dir/with space.c":2:102)
#loc34 = loc("0274.in.mlir":70:4)
#loc35 = loc("0274.in.mlir":71:4)
#loc38 = loc("-":0:463)
#loc39 = loc("0274.in.mlir":77:4)
#loc40 = loc("a.mlir":31:25 to 32:10)
#loc44 = loc("":13:69 to :4)
#loc45 = loc("0274.in.mlir":88:9)
#loc46 = loc("src/x.py":57:0)
#loc47 = loc("a.mlir":4294967295:66)
#loc48 = loc("0274.in.mlir":98:1)
#loc49 = loc("callee"(#loc3))
#loc50 = loc("v"(#loc10))
#loc51 = loc(callsite(#loc13 at #loc7))
#loc52 = loc(callsite(#loc9 at #loc24))
#loc53 = loc(callsite(#loc31 at #loc32))
#loc54 = loc(callsite(#loc38 at #loc14))
#loc55 = loc(callsite(#loc14 at #loc40))
#loc57 = loc(fused<3 : i32>[#loc46, #loc47])
#loc58 = loc(fused[#loc50, #loc11, #loc3])
#loc59 = loc(fused[#loc51, #loc14])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000BAB4F97CAB066021",
      weights1: "0x0400000066A4FEC42F45"
    }
  }
#-}


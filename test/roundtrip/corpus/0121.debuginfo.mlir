#distinct = distinct[0]<" #'--X '/\C3\A9">
#loc2 = loc("0121.in.mlir":19:4)
#loc3 = loc("0121.in.mlir":19:28)
#loc4 = loc("f":96:4294967295)
#loc8 = loc("name")
#loc9 = loc("src/x.py":44:47 to 45:29)
#loc11 = loc("a.mlir":5:6 to :14)
#loc12 = loc("0121.in.mlir":27:73)
#loc13 = loc("0121.in.mlir":27:98)
#loc17 = loc("0121.in.mlir":34:10)
#loc35 = loc("0121.in.mlir":60:4)
#loc39 = loc("f":4294967295:85)
#loc48 = loc("src/x.py":494:101)
#loc49 = loc("0121.in.mlir":93:63)
#loc50 = loc("f":0:273)
#loc51 = loc("0121.in.mlir":97:44)
#loc54 = loc("0121.in.mlir":101:41)
#map = affine_map<(d0, d1, d2)[s0, s1] -> ((s0 + 7) floordiv 8, 2, d2 - d1)>
#set = affine_set<(d0)[s0] : (-d0 + 8 >= 0, -(d0 mod 9 + d0 ceildiv 4) + 4 >= 0, d0 ceildiv 2 >= 0)>
#set1 = affine_set<(d0)[s0] : (-(d0 + 54) + 9 >= 0)>
#loc55 = loc("n"(#loc9))
#loc58 = loc("callee"(#loc39))
#loc59 = loc(fused<#foo.m>[#loc55, #loc8])
#loc61 = loc(callsite(#loc11 at #loc59))
"builtin.module"() ({
  %0 = "a.b"() ({
  ^bb0(%arg10: tensor<*xf128> loc("0121.in.mlir":19:4), %arg11: si7 loc("0121.in.mlir":19:28), %arg12: complex<i64> loc("f":96:4294967295)):
    "foo.compute"(%arg12, %arg12, %arg10) : (complex<i64>, complex<i64>, tensor<*xf128>) -> () loc(#loc5)
    %25 = "a.b"(%arg12, %arg11, %arg12) <{"quoted key 0" = #x.a}> : (complex<i64>, si7, complex<i64>) -> f64 loc(#loc6)
    %26 = "foo.op"(%25, %arg10) <{d.k0 = loc("f":113:86), my.k2 = 8.165760e+05 : f64, z91 = 6.500000e+00 : f8E3M4}> : (f64, tensor<*xf128>) -> tensor<*xi24> loc(#loc7)
    %27 = "foo.bar"(%arg11) <{z90 = -2 : si32}> {b2, k$0, value1} : (si7) -> complex<ui32> loc(#loc8)
    %28 = "a.b"() <{_u0 = " #'--X '/\C3\A9"}> : () -> (() -> f8E3M4) loc(#loc59)
  }) {sym_name1 = #distinct, value0, z92 = 2 : si24} : () -> i32 loc(#loc1)
  %1:4 = "d.op_1"(%0) <{}> ({
  ^bb0(%arg7: complex<f6E2M3FN> loc(callsite(#loc11 at #loc59)), %arg8: complex<si64> loc("0121.in.mlir":27:73), %arg9: complex<f64> loc("0121.in.mlir":27:98)):
  }) {attr0, my.k1 = dense_resource<weights0> : tensor<3xi32>, value2 = [[dense<888> : tensor<index>], dense<[[["'-<\C3\A9\C3\A9<0\22-\22"]], [["\D9\22\09"]], [["/ b\\\\\7F\00"]]]> : tensor<3x1x1x!foo.str>]} : (i32) -> (complex<f8E4M3FN>, none, i8, f8E4M3FN) loc(#loc10)
  "x.y"(%1#1, %0, %1#3) ({
    "x.switch"(%1#1)[^bb1] : (none) -> () loc(#loc59)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "foo.op"(%1#0, %1#0) ({
      "z.nop"(%1#0, %1#0, %1#2) ({
      ^bb0(%arg6: complex<f32> loc("0121.in.mlir":34:10)):
        %24 = "bar.yield"(%1#2, %1#1) : (i8, none) -> none loc(#loc18)
      }) {_u1 = 0 : ui32, a0, attr2 = #bar.v<?>} : (complex<f8E4M3FN>, complex<f8E4M3FN>, i8) -> () loc(#loc16)
      %22 = "my_dialect.thing"(%1#3) : (f8E4M3FN) -> memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>> loc(#loc19)
      %23 = "foo.op"(%22, %1#0, %1#1) {a1 = 2.557750e-03 : f16, d.k0 = sparse<[[0, 2, 2], [1, 1, 2]], [-1, 11333468]> : tensor<4x3x5xi32>} : (memref<334x?x67xsi1, strided<[?, 37, 1], offset: 6>>, complex<f8E4M3FN>, none) -> vector<[14]x6x13xf8E3M4> loc(#loc20)
    }, {
      %17 = "d.op_1"(%1#3) {my.k0 = "\22./\09*\\*\E6\97\A5\E6\9C\ACXa\09"} : (f8E4M3FN) -> complex<i3> loc(#loc21)
      %18 = "foo.bar.baz"(%1#3) : (f8E4M3FN) -> !foo.type loc(#loc22)
      %19 = "a.b"(%0) <{_u3 = 56 : index, attr0 = "\00_%_\09z \\\22", b1 = 0xFF39 : f16, my.k2 = "#0\\@.<\22\09"}> {attr2 = vector<16x9x16xsi32>, d.k1 = dense_resource<res_1> : tensor<2xi32>, value0 = @s$, x3 = sparse<[[2, 3, 3], [3, 4, 3], [2, 2, 3], [0, 0, 2]], [0, 14, 0, -2]> : tensor<5x5x4xi8>} : (i32) -> complex<f64> loc(#loc23)
      "foo.bar"(%17, %1#0) ({
        %20:3 = "x.y"() : () -> (memref<7xf16, "local mem">, bf16, tuple<f8E3M4>) loc(#loc25)
        %21:3 = "my_dialect.thing"(%18, %20#0, %20#0) <{}> {k$0 = #foo<"abc">, sym_name1 = -9366476468505187 : i64} : (!foo.type, memref<7xf16, "local mem">, memref<7xf16, "local mem">) -> (tensor<?x1xcomplex<i1>>, index, !bar.param<48,"x y">) loc(#loc26)
        "bar.yield"(%20#2, %18) : (tuple<f8E3M4>, !foo.type) -> () loc(#loc27)
      }) {a0} : (complex<i3>, complex<f8E4M3FN>) -> () loc(#loc24)
    }) {value1 = {_u0, b1 = -9223372036854775808 : si64}, z90 = @b} : (complex<f8E4M3FN>, complex<f8E4M3FN>) -> () loc(#loc15)
    %15 = "x.y"(%0) {a0, b3 = -1 : si32, k$1 = " #'--X '/\C3\A9", x2 = array<i8: -12, 2, -1>} : (i32) -> complex<f80> loc(#loc28)
    "x.y"(%1#1, %1#3) <{d.k0, d.k1}> {a1 = "%-@b!\C3\A9 <\00 <", x0 = "\F0\9F\99\82\02"} : (none, f8E4M3FN) -> () loc(#loc29)
    "a.b"(%0, %1#1) : (i32, none) -> () loc(#loc30)
    %16 = "foo.op"(%1#2, %1#2, %0) <{"quoted key 0"}> {b0} : (i8, i8, i32) -> complex<f16> loc(#loc31)
    "a.jump"(%1#1)[^bb2, ^bb1] : (none) -> () loc(#loc60)
  ^bb2:  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%1#0)[^bb2] <{a0 = "\C3\9F0\C3\A9X}.\\\0000\09" : f16, k$1 = tensor<4xi32, "sparse">, x2 = " #'--X '/\C3\A9"}> : (complex<f8E4M3FN>) -> () loc(#loc34)
  }) : (none, i32, f8E4M3FN) -> () loc(#loc14)
  "foo.bar.baz"(%1#0, %1#0, %1#3) <{foo.k1 = complex<f32>, foo.k2 = -5.695000e+02 : f16, k$0 = "!\00*\1E!z\00 'aF\22" : bf16}> ({
  ^bb0(%arg0: tuple<i24, tf32, index, ui32> loc("0121.in.mlir":60:4)):
    "foo.bar"() : () -> () loc(#loc36)
    %2:2 = "x.y"(%1#2, %1#3, %1#3) <{_u0 = distinct[1]<"\09'">, _u2 = 3.04791415E+35 : f32, b1 = -0.55225049999999998 : f64}> : (i8, f8E4M3FN, f8E4M3FN) -> (index, (tensor<6xi1>) -> ()) loc(#loc37)
    %3 = "foo.compute"(%arg0, %2#0, %2#0) ({
    }) {sym_name0 = complex<f128>, sym_name1 = "\C3\9F0\C3\A9X}.\\\0000\09" : f16} : (tuple<i24, tf32, index, ui32>, index, index) -> f64 loc(#loc38)
    %4 = "foo.bar"(%1#0, %2#1, %2#0) ({
      %9:2 = "foo.op"() ({
        "cfx.cond_br"(%2#0)[^bb1] <{attr1 = 42 : index, d.k3, my.k0, "quoted key 2" = 1.000000e-05 : f64}> {b0 = dense<[[[827], [372], [74], [867]], [[169], [240], [122], [288]], [[377], [35], [817], [564]], [[720], [203], [597], [486]]]> : tensor<4x4x1xindex>, d.k1 = #x.p<?,-1,?>} : (index) -> () loc(#loc19)
      ^bb1:  // pred: ^bb0
        "a.jump"()[^bb2] : () -> () loc(#loc41)
      ^bb2:  // pred: ^bb1
        "my_dialect.thing"(%2#0, %arg0) <{_u1 = 1.500000e+00 : f64, a0 = loc("f":44:30 to 47:69)}> {attr0 = [#map, "!@\0A.a", -2205377798 : index], foo.k2 = 0x7F80 : bf16, foo.k3 = array<i64: -9223372036854775808, -1>, sym_name1 = "" : ui16} : (index, tuple<i24, tf32, index, ui32>) -> () loc(#loc42)
      }, {
        "foo.br"(%3)[^bb1, ^bb1] : (f64) -> () loc(#loc43)
      ^bb1:  // 2 preds: ^bb0, ^bb0
        "cfx.cond_br"(%1#0, %3, %2#0)[^bb2] : (complex<f8E4M3FN>, f64, index) -> () loc(#loc57)
      ^bb2:  // pred: ^bb1
        %14 = "foo.compute"(%3, %1#2) <{sym_name0, sym_name1}> : (f64, i8) -> tuple<memref<?x571x7xsi16>, i1024> loc(#loc45)
      }, {
      }) : () -> (memref<8x24xui8, strided<[?, ?]>, 1>, vector<9xf64>) loc(#loc40)
      %10 = "foo.op"(%1#2, %9#0) <{_u0 = "'\09", a3 = affine_set<(d0)[s0, s1] : (3 >= 0, (s1 floordiv 6) mod 5 >= 0)>, d.k2 = array<i1: false, true, true, true, false>, value1 = dense<[[2, 0, 1]]> : tensor<1x3xi3>}> {x1 = dense<-21612> : tensor<2x1x1xi16>, z90} : (i8, memref<8x24xui8, strided<[?, ?]>, 1>) -> tuple<f8E5M2FNUZ, f16, complex<f16>, f32> loc(#loc36)
      %11 = "foo.op"(%9#0) : (memref<8x24xui8, strided<[?, ?]>, 1>) -> index loc(#loc46)
      %12 = "foo.compute"() <{sym_name0 = #map}> : () -> si17 loc(#loc47)
      %13 = "foo.bar"(%11) : (index) -> index loc(#loc36)
    }, {
    ^bb0(%arg3: !my_dialect<"abc"> loc("src/x.py":494:101), %arg4: i32 loc("0121.in.mlir":93:63), %arg5: index loc("f":0:273)):
      %8 = "foo.compute"(%arg3, %arg5) {value0 = #set} : (!my_dialect<"abc">, index) -> none loc(#loc57)
    }, {
    ^bb0(%arg1: tensor<bf16> loc("f":4294967295:85), %arg2: tensor<0x0x6x?xi1> loc("0121.in.mlir":97:44)):
      "a.jump"(%arg1, %0, %3)[^bb1] <{}> : (tensor<bf16>, i32, f64) -> () loc(#loc52)
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "x.switch"(%3, %arg2, %arg1)[^bb2, ^bb1] : (f64, tensor<0x0x6x?xi1>, tensor<bf16>) -> () loc(#loc53)
    ^bb2(%5: complex<ui32> loc("callee"(#loc39)), %6: (f16, vector<i1024>) -> i32 loc("0121.in.mlir":101:41)):  // pred: ^bb1
      %7 = "foo.op"(%1#0, %6, %2#0) : (complex<f8E4M3FN>, (f16, vector<i1024>) -> i32, index) -> ui8 loc(#loc7)
    }) : (complex<f8E4M3FN>, (tensor<6xi1>) -> (), index) -> index loc(#loc39)
    "foo.op"(%2#1, %0, %3) {_u1, attr0 = @c::@c::@b, foo.k2 = @main::@x.y, k$3 = #set1} : ((tensor<6xi1>) -> (), i32, f64) -> () loc(#loc8)
  }) : (complex<f8E4M3FN>, complex<f8E4M3FN>, f8E4M3FN) -> () loc(#loc7)
}) : () -> () loc(#loc)
#loc = loc("0121.in.mlir":0:0)
#loc1 = loc("0121.in.mlir":18:11)
#loc5 = loc("0121.in.mlir":20:3)
#loc6 = loc("0121.in.mlir":21:8)
#loc7 = loc("with \22q\22")
#loc10 = loc("src/x.py":26:76 to 29:1)
#loc14 = loc("f":13:5 to :79)
#loc15 = loc("0121.in.mlir":32:3)
#loc16 = loc("src/x.py":0:4294967295)
#loc18 = loc("0121.in.mlir":35:14)
#loc19 = loc("x")
#loc20 = loc("src/x.py":17:53)
#loc21 = loc("0121.in.mlir":40:12)
#loc22 = loc("0121.in.mlir":42:11)
#loc23 = loc("0121.in.mlir":43:12)
#loc24 = loc("0121.in.mlir":44:5)
#loc25 = loc("0121.in.mlir":45:30)
#loc26 = loc("0121.in.mlir":46:16)
#loc27 = loc("f":0:402)
#loc28 = loc("0121.in.mlir":50:9)
#loc29 = loc("0121.in.mlir":51:3)
#loc30 = loc("dir/with space.c":93:413)
#loc31 = loc("0121.in.mlir":54:12)
#loc32 = loc("f":429:398)
#loc33 = loc("f":4294967295:490)
#loc34 = loc("0121.in.mlir":57:3)
#loc36 = loc(unknown)
#loc37 = loc("0121.in.mlir":64:15)
#loc38 = loc("src/x.py":93:0)
#loc40 = loc("op.1")
#loc41 = loc("0121.in.mlir":73:7)
#loc42 = loc("0121.in.mlir":75:7)
#loc43 = loc("0121.in.mlir":80:7)
#loc44 = loc("a.mlir":46:26 to 48:8)
#loc45 = loc("src/x.py":47:77 to 49:72)
#loc46 = loc("0121.in.mlir":89:12)
#loc47 = loc("0121.in.mlir":90:16)
#loc52 = loc("0121.in.mlir":98:5)
#loc53 = loc("0121.in.mlir":100:5)
#loc56 = loc(callsite(#loc32 at #loc33))
#loc57 = loc("n"(#loc44))
#loc60 = loc(callsite(#loc19 at #loc56))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x04000000726BAD78E83519947D62A18E",
      res_1: "0x04000000459B164DD4783963"
    }
  }
#-}


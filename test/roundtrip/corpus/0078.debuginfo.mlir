#loc2 = loc(unknown)
#loc4 = loc("0078.in.mlir":28:6)
#loc5 = loc("0078.in.mlir":28:22)
#loc7 = loc("src/x.py":0:381)
#loc8 = loc("":33:8 to 35:40)
#loc9 = loc("f":6:4294967295)
#loc15 = loc("a.mlir":28:66 to :57)
#loc16 = loc("a.mlir":447:365)
#loc19 = loc("with \22q\22")
#loc20 = loc("0078.in.mlir":41:68)
#loc21 = loc("x")
#loc26 = loc("a.mlir":103:58)
#loc32 = loc("f":46:40 to :46)
#loc34 = loc("dir/with space.c":47:16 to :19)
#loc35 = loc("0078.in.mlir":63:79)
#loc36 = loc("0078.in.mlir":63:90)
#loc37 = loc("0078.in.mlir":68:41)
#loc38 = loc("src/x.py":43:7 to 46:22)
#loc47 = loc("op.1")
#loc48 = loc("0078.in.mlir":88:35)
#loc49 = loc("dir/with space.c":45:58 to :64)
#map = affine_map<(d0, d1) -> ((d1 + 5) ceildiv 7, -d0)>
#map1 = affine_map<(d0) -> ()>
#set = affine_set<(d0, d1)[s0] : (d1 >= 0, -(d1 + 7) >= 0, 90 == 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (d2 mod 6 + d1 - d2 == 0, 28 == 0)>
#loc52 = loc("v"(#loc7))
#loc53 = loc(callsite(#loc8 at #loc9))
#loc55 = loc(callsite(#loc15 at #loc16))
#loc56 = loc(callsite(#loc2 at #loc21))
#loc57 = loc(callsite(#loc34 at #loc2))
#loc60 = loc(callsite(#loc52 at #loc53))
#loc61 = loc(callsite(#loc32 at #loc60))
"builtin.module"() ({
  "foo.bar"() {my.k1 = dense<-1.135420e+28> : tensor<2x4x2xtf32>, value0, x2 = 0.000000e+00 : f32} : () -> () loc(#loc1)
  %0 = "z.nop"() ({
    "a.b"() <{foo.k0 = -1 : i8}> ({
    ^bb0(%arg9: index loc("0078.in.mlir":28:6), %arg10: bf16 loc("0078.in.mlir":28:22)):
      "d.op_1"() : () -> () loc(#loc6)
      %26:2 = "x.y"(%arg9, %arg10, %arg10) {b0 = 0.000000e+00 : f16} : (index, bf16, bf16) -> (f6E3M2FN, ui24) loc(#loc60)
      %27 = "foo.bar.baz"(%arg9) ({
        "x.y"(%26#1, %26#0) : (ui24, f6E3M2FN) -> () loc(#loc60)
        %28:2 = "x.y"() {d.k0 = #bar.a} : () -> (() -> memref<426x37xi16, #map, "gpu">, vector<14x[14]xf8E4M3B11FNUZ>) loc(#loc11)
      }) : (index) -> f6E2M3FN loc(#loc10)
    }) {x0 = array<f32: -9.99999897E+9, 0x7FC00000>} : () -> () loc(#loc3)
  }, {
    %4:2 = "x.y"() ({
      %6 = "my_dialect.thing"() <{}> {a1, a2 = array<i1>, my.k3 = #loc55, z90 = -2147483648 : i32} : () -> !my_dialect.t loc(#loc54)
      "foo.op"(%6, %6) <{my.k0 = [array<f32>, [#loc2, dense<[[0, 55, 0, 0], [0, 0, 6, 0]]> : tensor<2x4xui64>], @_priv, @_priv]}> ({
        "cfx.cond_br"()[^bb1] : () -> () loc(#loc18)
      ^bb1(%20: tensor<?x71xvector<10x7xf16>, 5 : i32> loc("with \22q\22"), %21: memref<1xf32, 6> loc("0078.in.mlir":41:68), %22: (complex<i32>, i17) -> () loc(callsite(#loc2 at #loc21))):  // pred: ^bb0
        "foo.compute"(%21) : (memref<1xf32, 6>) -> () loc(#loc22)
        %23 = "foo.bar"(%6) : (!my_dialect.t) -> complex<i32> loc(#loc2)
        %24:4 = "my_dialect.thing"() : () -> (memref<617x?xvector<3xsi8>, "gpu">, tuple<i1, ui3, si32>, tuple<vector<[8]x12xui3>>, complex<ui3>) loc(#loc23)
        "bar.yield"() {a1 = #my.v<-0 , 73>, d.k3 = [dense_resource<res_0> : tensor<5xi64>, -128 : i8, @_priv], k$0 = [], k$2 = -2147483648 : i32} : () -> () loc(#loc24)
        %25 = "foo.op"(%24#2, %24#0, %24#0) {_u0 = @b::@"x y", a1 = "}\09"} : (tuple<vector<[8]x12xui3>>, memref<617x?xvector<3xsi8>, "gpu">, memref<617x?xvector<3xsi8>, "gpu">) -> complex<ui3> loc(#loc25)
      }, {
      ^bb0(%arg8: complex<f8E4M3FN> loc("a.mlir":103:58)):
      }) {b1 = #foo<"abc">, k$2 = distinct[0]<>, "quoted key 0" = true} : (!my_dialect.t, !my_dialect.t) -> () loc(#loc17)
      %7 = "foo.bar.baz"() {sym_name0 = #set} : () -> f8E3M4 loc(#loc27)
      %8 = "foo.bar.baz"(%6, %6) <{}> : (!my_dialect.t, !my_dialect.t) -> complex<f8E4M3FN> loc(#loc19)
      "cfx.cond_br"(%6)[^bb1] ({
        %19 = "foo.op"(%8, %7) <{attr2 = 0 : si128, foo.k1 = false, "quoted key 0" = @_priv}> {attr1 = #set, my.k2 = 3.140630e+00 : bf16, x0 = dense<[4.028460e+05, 0.17582210000000001, 6.170880e+05]> : vector<3xf64>, x3 = f64} : (complex<f8E4M3FN>, f8E3M4) -> memref<51xvector<7xf8E4M3FN>, strided<[1], offset: ?>, 3> loc(#loc29)
      }) : (!my_dialect.t) -> () loc(#loc28)
    ^bb1:  // pred: ^bb0
      %9:4 = "bar.yield"() <{d.k0 = {}, sym_name1 = [1.49864174245888634536687111148618998E-2623 : f128, array<i8: -1, 0, -1, 0, -1>, 29 : index], sym_name2 = 9.9999999999999997E+37 : f64, z93 = affine_map<()[s0, s1] -> (s0)>}> : () -> (complex<bf16>, complex<i24>, !x.t<[true ? true], ?>, (i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t) loc(#loc30)
      %10 = "bar.yield"(%9#3, %9#2, %6) ({
        %18:4 = "my_dialect.thing"(%9#2) {_u1 = {sym_name0, sym_name1 = ["\0A!\E7'\09" : si32, 1.999510e-01 : tf32, #my.p<"x y", ?>, #loc61]}, _u2 = [dense_resource<res_0> : tensor<5xi64>, -128 : i8, @_priv], z90 = false} : (!x.t<[true ? true], ?>) -> (tuple<!my_dialect.param<"x y">, i64, si3, index>, f6E3M2FN, tensor<1021x672x509x602xcomplex<i17>, #foo.enc<{"x y"} , -6>>, tensor<?xf6E3M2FN>) loc(#loc2)
      }) {value0} : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t, !x.t<[true ? true], ?>, !my_dialect.t) -> vector<[12]x[11]x[5]xi3> loc(#loc31)
      %11 = "z.nop"(%9#2, %9#3) : (!x.t<[true ? true], ?>, (i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t) -> vector<f4E2M1FN> loc(#loc14)
      %12 = "x.y"(%9#3, %7) ({
      ^bb0(%arg5: i7 loc(callsite(#loc34 at #loc2)), %arg6: i7 loc("0078.in.mlir":63:79), %arg7: f16 loc("0078.in.mlir":63:90)):
      }, {
        %17 = "x.y"() : () -> i1 loc(#loc58)
      }, {
      ^bb0(%arg3: f16 loc("with \22q\22"), %arg4: index loc("0078.in.mlir":68:41)):
        "a.jump"(%arg4, %arg3)[^bb1] : (index, f16) -> () loc(#loc2)
      ^bb1(%13: tuple<f16, memref<2xvector<9xf64>>, i8, bf16> loc("src/x.py":43:7 to 46:22)):  // pred: ^bb0
        %14:4 = "bar.yield"(%9#3) : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t) -> (!x.t, f64, f8E3M4, ui24) loc(#loc59)
        %15 = "z.nop"(%14#0) : (!x.t) -> index loc(#loc39)
        "foo.bar.baz"(%14#3) : (ui24) -> () loc(#loc40)
        %16 = "foo.bar"(%14#3, %14#1) {sym_name1 = 340282366920938463463374607431768211455 : ui128, z90 = 59 : index} : (ui24, f64) -> ui32 loc(#loc41)
      }) : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t, f8E3M4) -> !x.param<a.b,58> loc(#loc33)
      "my_dialect.thing"(%8, %10) : (complex<f8E4M3FN>, vector<[12]x[11]x[5]xi3>) -> () loc(#loc42)
      "a.jump"(%11, %10, %12)[^bb2, ^bb2] : (vector<f4E2M1FN>, vector<[12]x[11]x[5]xi3>, !x.param<a.b,58>) -> () loc(#loc43)
    ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
      "foo.br"()[^bb3, ^bb3] <{_u0 = affine_set<(d0, d1, d2)[s0, s1] : (-(d0 + d2) + (s0 floordiv 3) mod 7 >= 0, s0 == 0, -d1 + -(d2 floordiv 8) + s0 >= 0)>, k$1}> : () -> () loc(#loc44)
    ^bb3:  // 2 preds: ^bb2, ^bb2
      "cfx.cond_br"(%7, %7)[^bb2] <{a0 = "/\00*#.\22X*\00\09", sym_name2 = #bar.b.c, z91 = " \C3\A9_\05a"}> {a2 = -1 : i64, attr1, b3, foo.k0} : (f8E3M4, f8E3M4) -> () loc(#loc45)
    }) {attr0 = "0\0AX%\0A\7F\E6\97\A5\E6\9C\AC"} : () -> (f32, i32) loc(#loc12)
    %5:2 = "foo.compute"(%4#0, %4#0) {attr0 = #map1, b2 = #set1, foo.k1 = si7, value3 = {foo.k1 = tensor<?x630x784x41xi7>, sym_name0 = "Db#*\09"}} : (f32, f32) -> (memref<800x45xi32, strided<[?, 1], offset: 5>, "local mem">, none) loc(#loc46)
  }, {
  ^bb0(%arg0: f8E5M2FNUZ loc("op.1"), %arg1: !x.t<[true ? true], ?> loc("0078.in.mlir":88:35), %arg2: ui1 loc("dir/with space.c":45:58 to :64)):
    %3 = "bar.yield"(%arg2, %arg0, %arg1) : (ui1, f8E5M2FNUZ, !x.t<[true ? true], ?>) -> !foo.v<a.b> loc(#loc50)
  }) {k$0 = @"x y"::@a::@s$} : () -> f16 loc(#loc2)
  %1 = "foo.op"(%0, %0, %0) {k$0 = [@main, #foo.v<{[i8,-3]} , [[i8,?,abc], {?,"x y",i8}, <f32 , 44 , -4>]>, #set, none]} : (f16, f16, f16) -> memref<426x37xi16, #map, "gpu"> loc(#loc21)
  %2:4 = "my_dialect.thing"(%0) : (f16) -> (!x<"x<y>">, vector<[9]x[9]xbf16>, f32, i32) loc(#loc51)
}) : () -> () loc(#loc)
#loc = loc("0078.in.mlir":0:0)
#loc1 = loc("0078.in.mlir":25:1)
#loc3 = loc("0078.in.mlir":27:1)
#loc6 = loc("0078.in.mlir":29:1)
#loc10 = loc("0078.in.mlir":31:7)
#loc11 = loc("f":4:27 to :8)
#loc12 = loc("a.mlir":5:34 to 8:34)
#loc13 = loc("dir/with space.c":290:0)
#loc14 = loc("name")
#loc17 = loc("0078.in.mlir":39:1)
#loc18 = loc("0078.in.mlir":40:1)
#loc22 = loc("0078.in.mlir":42:1)
#loc23 = loc("0078.in.mlir":45:15)
#loc24 = loc("0078.in.mlir":46:1)
#loc25 = loc("0078.in.mlir":47:8)
#loc27 = loc("dir/with space.c":4294967295:249)
#loc28 = loc("0078.in.mlir":53:1)
#loc29 = loc("0078.in.mlir":54:10)
#loc30 = loc("0078.in.mlir":57:10)
#loc31 = loc("0078.in.mlir":58:8)
#loc33 = loc("0078.in.mlir":62:7)
#loc39 = loc("0078.in.mlir":73:8)
#loc40 = loc("0078.in.mlir":74:1)
#loc41 = loc("0078.in.mlir":76:12)
#loc42 = loc("0078.in.mlir":78:1)
#loc43 = loc("0078.in.mlir":80:1)
#loc44 = loc("f":461:110)
#loc45 = loc("0078.in.mlir":84:1)
#loc46 = loc("a.mlir":11:4294967295)
#loc50 = loc("0078.in.mlir":90:8)
#loc51 = loc("dir/with space.c":4294967295:323)
#loc54 = loc(callsite(#loc13 at #loc14))
#loc58 = loc("n"(#loc14))
#loc59 = loc(fused<"meta">[#loc2])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000004A849E089A3F443FFA43CEC230CF8043847646E7B9EF52A7EDABEBFCFE6499FB88810FE8FA8E720D"
    }
  }
#-}


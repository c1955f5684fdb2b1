#loc = loc("a.mlir":28:66 to :57)
#loc1 = loc("a.mlir":447:365)
#loc2 = loc("f":46:40 to :46)
#loc3 = loc("src/x.py":0:381)
#loc4 = loc("":33:8 to 35:40)
#loc5 = loc("f":6:4294967295)
#map = affine_map<(d0, d1) -> ((d1 + 5) ceildiv 7, -d0)>
#map1 = affine_map<(d0) -> ()>
#set = affine_set<(d0, d1)[s0] : (d1 >= 0, -(d1 + 7) >= 0, 90 == 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (d2 mod 6 + d1 - d2 == 0, 28 == 0)>
#loc6 = loc(callsite(#loc at #loc1))
#loc7 = loc("v"(#loc3))
#loc8 = loc(callsite(#loc4 at #loc5))
#loc9 = loc(callsite(#loc7 at #loc8))
#loc10 = loc(callsite(#loc2 at #loc9))
"builtin.module"() ({
  "foo.bar"() {my.k1 = dense<-1.135420e+28> : tensor<2x4x2xtf32>, value0, x2 = 0.000000e+00 : f32} : () -> ()
  %0 = "z.nop"() ({
    "a.b"() <{foo.k0 = -1 : i8}> ({
    ^bb0(%arg9: index, %arg10: bf16):
      "d.op_1"() : () -> ()
      %26:2 = "x.y"(%arg9, %arg10, %arg10) {b0 = 0.000000e+00 : f16} : (index, bf16, bf16) -> (f6E3M2FN, ui24)
      %27 = "foo.bar.baz"(%arg9) ({
        "x.y"(%26#1, %26#0) : (ui24, f6E3M2FN) -> ()
        %28:2 = "x.y"() {d.k0 = #bar.a} : () -> (() -> memref<426x37xi16, #map, "gpu">, vector<14x[14]xf8E4M3B11FNUZ>)
      }) : (index) -> f6E2M3FN
    }) {x0 = array<f32: -9.99999897E+9, 0x7FC00000>} : () -> ()
  }, {
    %4:2 = "x.y"() ({
      %6 = "my_dialect.thing"() <{}> {a1, a2 = array<i1>, my.k3 = #loc6, z90 = -2147483648 : i32} : () -> !my_dialect.t
      "foo.op"(%6, %6) <{my.k0 = [array<f32>, [loc(unknown), dense<[[0, 55, 0, 0], [0, 0, 6, 0]]> : tensor<2x4xui64>], @_priv, @_priv]}> ({
        "cfx.cond_br"()[^bb1] : () -> ()
      ^bb1(%20: tensor<?x71xvector<10x7xf16>, 5 : i32>, %21: memref<1xf32, 6>, %22: (complex<i32>, i17) -> ()):  // pred: ^bb0
        "foo.compute"(%21) : (memref<1xf32, 6>) -> ()
        %23 = "foo.bar"(%6) : (!my_dialect.t) -> complex<i32>
        %24:4 = "my_dialect.thing"() : () -> (memref<617x?xvector<3xsi8>, "gpu">, tuple<i1, ui3, si32>, tuple<vector<[8]x12xui3>>, complex<ui3>)
        "bar.yield"() {a1 = #my.v<-0 , 73>, d.k3 = [dense_resource<res_0> : tensor<5xi64>, -128 : i8, @_priv], k$0 = [], k$2 = -2147483648 : i32} : () -> ()
        %25 = "foo.op"(%24#2, %24#0, %24#0) {_u0 = @b::@"x y", a1 = "}\09"} : (tuple<vector<[8]x12xui3>>, memref<617x?xvector<3xsi8>, "gpu">, memref<617x?xvector<3xsi8>, "gpu">) -> complex<ui3>
      }, {
      ^bb0(%arg8: complex<f8E4M3FN>):
      }) {b1 = #foo<"abc">, k$2 = distinct[0]<>, "quoted key 0" = true} : (!my_dialect.t, !my_dialect.t) -> ()
      %7 = "foo.bar.baz"() {sym_name0 = #set} : () -> f8E3M4
      %8 = "foo.bar.baz"(%6, %6) <{}> : (!my_dialect.t, !my_dialect.t) -> complex<f8E4M3FN>
      "cfx.cond_br"(%6)[^bb1] ({
        %19 = "foo.op"(%8, %7) <{attr2 = 0 : si128, foo.k1 = false, "quoted key 0" = @_priv}> {attr1 = #set, my.k2 = 3.140630e+00 : bf16, x0 = dense<[4.028460e+05, 0.17582210000000001, 6.170880e+05]> : vector<3xf64>, x3 = f64} : (complex<f8E4M3FN>, f8E3M4) -> memref<51xvector<7xf8E4M3FN>, strided<[1], offset: ?>, 3>
      }) : (!my_dialect.t) -> ()
    ^bb1:  // pred: ^bb0
      %9:4 = "bar.yield"() <{d.k0 = {}, sym_name1 = [1.49864174245888634536687111148618998E-2623 : f128, array<i8: -1, 0, -1, 0, -1>, 29 : index], sym_name2 = 9.9999999999999997E+37 : f64, z93 = affine_map<()[s0, s1] -> (s0)>}> : () -> (complex<bf16>, complex<i24>, !x.t<[true ? true], ?>, (i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t)
      %10 = "bar.yield"(%9#3, %9#2, %6) ({
        %18:4 = "my_dialect.thing"(%9#2) {_u1 = {sym_name0, sym_name1 = ["\0A!\E7'\09" : si32, 1.999510e-01 : tf32, #my.p<"x y", ?>, #loc10]}, _u2 = [dense_resource<res_0> : tensor<5xi64>, -128 : i8, @_priv], z90 = false} : (!x.t<[true ? true], ?>) -> (tuple<!my_dialect.param<"x y">, i64, si3, index>, f6E3M2FN, tensor<1021x672x509x602xcomplex<i17>, #foo.enc<{"x y"} , -6>>, tensor<?xf6E3M2FN>)
      }) {value0} : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t, !x.t<[true ? true], ?>, !my_dialect.t) -> vector<[12]x[11]x[5]xi3>
      %11 = "z.nop"(%9#2, %9#3) : (!x.t<[true ? true], ?>, (i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t) -> vector<f4E2M1FN>
      %12 = "x.y"(%9#3, %7) ({
      ^bb0(%arg5: i7, %arg6: i7, %arg7: f16):
      }, {
        %17 = "x.y"() : () -> i1
      }, {
      ^bb0(%arg3: f16, %arg4: index):
        "a.jump"(%arg4, %arg3)[^bb1] : (index, f16) -> ()
      ^bb1(%13: tuple<f16, memref<2xvector<9xf64>>, i8, bf16>):  // pred: ^bb0
        %14:4 = "bar.yield"(%9#3) : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t) -> (!x.t, f64, f8E3M4, ui24)
        %15 = "z.nop"(%14#0) : (!x.t) -> index
        "foo.bar.baz"(%14#3) : (ui24) -> ()
        %16 = "foo.bar"(%14#3, %14#1) {sym_name1 = 340282366920938463463374607431768211455 : ui128, z90 = 59 : index} : (ui24, f64) -> ui32
      }) : ((i3, tensor<58x!foo<"x<y>">>, memref<426x37xi16, #map, "gpu">) -> !my_dialect.t, f8E3M4) -> !x.param<a.b,58>
      "my_dialect.thing"(%8, %10) : (complex<f8E4M3FN>, vector<[12]x[11]x[5]xi3>) -> ()
      "a.jump"(%11, %10, %12)[^bb2, ^bb2] : (vector<f4E2M1FN>, vector<[12]x[11]x[5]xi3>, !x.param<a.b,58>) -> ()
    ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
      "foo.br"()[^bb3, ^bb3] <{_u0 = affine_set<(d0, d1, d2)[s0, s1] : (-(d0 + d2) + (s0 floordiv 3) mod 7 >= 0, s0 == 0, -d1 + -(d2 floordiv 8) + s0 >= 0)>, k$1}> : () -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      "cfx.cond_br"(%7, %7)[^bb2] <{a0 = "/\00*#.\22X*\00\09", sym_name2 = #bar.b.c, z91 = " \C3\A9_\05a"}> {a2 = -1 : i64, attr1, b3, foo.k0} : (f8E3M4, f8E3M4) -> ()
    }) {attr0 = "0\0AX%\0A\7F\E6\97\A5\E6\9C\AC"} : () -> (f32, i32)
    %5:2 = "foo.compute"(%4#0, %4#0) {attr0 = #map1, b2 = #set1, foo.k1 = si7, value3 = {foo.k1 = tensor<?x630x784x41xi7>, sym_name0 = "Db#*\09"}} : (f32, f32) -> (memref<800x45xi32, strided<[?, 1], offset: 5>, "local mem">, none)
  }, {
  ^bb0(%arg0: f8E5M2FNUZ, %arg1: !x.t<[true ? true], ?>, %arg2: ui1):
    %3 = "bar.yield"(%arg2, %arg0, %arg1) : (ui1, f8E5M2FNUZ, !x.t<[true ? true], ?>) -> !foo.v<a.b>
  }) {k$0 = @"x y"::@a::@s$} : () -> f16
  %1 = "foo.op"(%0, %0, %0) {k$0 = [@main, #foo.v<{[i8,-3]} , [[i8,?,abc], {?,"x y",i8}, <f32 , 44 , -4>]>, #set, none]} : (f16, f16, f16) -> memref<426x37xi16, #map, "gpu">
  %2:4 = "my_dialect.thing"(%0) : (f16) -> (!x<"x<y>">, vector<[9]x[9]xbf16>, f32, i32)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000004A849E089A3F443FFA43CEC230CF8043847646E7B9EF52A7EDABEBFCFE6499FB88810FE8FA8E720D"
    }
  }
#-}


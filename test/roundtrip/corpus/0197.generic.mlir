#map = affine_map<()[s0] -> (1, s0)>
#set = affine_set<(d0, d1)[s0] : (d0 + s0 * s0 + d1 == 0, (d0 floordiv 6) * 3 - s0 mod 2 >= 0, -((d0 + 3) * s0) + 1 >= 0)>
"builtin.module"() ({
  "z.nop"() {value0 = [#set, false]} : () -> ()
  %0:2 = "foo.bar.baz"() <{_u0 = "{!_}\\\22", foo.k1 = dense<-3.265050e-34> : tensor<bf16>}> {x0 = "!'zX\\\7F\CE\A9"} : () -> (none, tuple<index, f8E3M4, f8E3M4, si16>)
  %1 = "z.nop"(%0#0, %0#0) <{attr0 = #foo.b.c, x1 = @_priv, z92}> {k$0 = true} : (none, none) -> f80
  %2:3 = "d.op_1"(%0#0) {_u0 = -170141183460469231731687303715884105728 : i128} : (none) -> (memref<53x838xsi7>, i32, (si64, none, i1024) -> ())
  %3:4 = "my_dialect.thing"(%2#1) {_u2, a1 = array<i8: 1>, foo.k0 = 1 : i1024} : (i32) -> (index, memref<68xi32>, ui64, vector<i32>)
  %4:4 = "a.b"() : () -> (i32, memref<2xf80, strided<[?], offset: 8>, "gpu">, vector<6xf128>, i1)
  %5:4 = "a.b"() <{}> : () -> (complex<f64>, tuple<f128>, vector<12xbf16>, () -> ())
  %6:3 = "a.b"() ({
  }) : () -> (none, memref<1x8xsi16, strided<[?, ?]>, 1>, index)
  %7:4 = "foo.op"(%6#0, %5#3, %6#1) {k$0 = #map} : (none, () -> (), memref<1x8xsi16, strided<[?, ?]>, 1>) -> (complex<f4E2M1FN>, vector<i32>, complex<f16>, (vector<si7>, memref<22x5x?xf32, strided<[?, 2, ?], offset: 3>, "shared">, none) -> complex<bf16>)
  %8:4 = "bar.yield"(%3#3) ({
  ^bb0(%arg0: si1, %arg1: f8E5M2FNUZ, %arg2: memref<8xf32, "local mem">):
    %12 = "foo.compute"(%3#1) {a1 = tuple<si8, i128>, foo.k3, x0 = sparse<[[3, 3], [1, 4]], [438, 62]> : tensor<4x5xi64>, z92 = tuple<ui64, ui8, f32, i1024>} : (memref<68xi32>) -> tuple<i1>
    %13 = "x.y"(%arg0) <{k$1, k$2 = affine_set<(d0, d1, d2)[s0] : (s0 >= 0, -(d2 ceildiv 4) + 1 == 0, (d1 * 5) mod 9 - (d0 + d2) >= 0)>, x0 = 0 : ui1024}> ({
    }) : (si1) -> !bar.param<[<"x y", "x y"> ? <?,-3>], -2, -1>
    %14 = "bar.yield"(%12, %0#0) : (tuple<i1>, none) -> complex<i64>
    %15 = "z.nop"(%arg2) : (memref<8xf32, "local mem">) -> none
  }, {
    "foo.br"(%6#0)[^bb1, ^bb3] <{}> : (none) -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"(%7#2, %7#2)[^bb2, ^bb2] : (complex<f16>, complex<f16>) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
    "foo.br"()[^bb3] <{_u1 = affine_set<(d0)[s0, s1] : (d0 - (s1 - 8) >= 0, -((d0 mod 9) floordiv 6) + 6 >= 0, -s0 + s0 mod 7 + 1 >= 0)>, a3, sym_name0 = array<i64>, sym_name2 = "!\C3\A9\99z'Xb/"}> : () -> ()
  ^bb3(%11: tensor<6xcomplex<i24>>):  // 2 preds: ^bb0, ^bb2
    "cfx.cond_br"(%7#2, %11, %7#1)[^bb2] : (complex<f16>, tensor<6xcomplex<i24>>, vector<i32>) -> ()
  }, {
  }) : (vector<i32>) -> (tuple<i32, i1, f8E5M2>, none, vector<8xi64>, f8E5M2FNUZ)
  %9 = "foo.bar.baz"(%8#3) {d.k0 = array<f32>, sym_name1} : (f8E5M2FNUZ) -> vector<11xf8E5M2FNUZ>
  %10 = "d.op_1"(%8#1) : (none) -> memref<698x17x2xi8, 4>
}) : () -> ()


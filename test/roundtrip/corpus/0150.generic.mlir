#loc = loc("dir/with space.c":21:0)
#map = affine_map<(d0, d1, d2) -> (d0 mod 2)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * s1, -s1)>
"builtin.module"() ({
  %0:2 = "my_dialect.thing"() <{_u0, foo.k2, k$1}> : () -> (none, vector<[10]x[11]x12xtf32>)
  %1 = "foo.op"(%0#1) : (vector<[10]x[11]x12xtf32>) -> si1
  %2 = "x.y"() ({
  ^bb0(%arg4: !x.t, %arg5: f16, %arg6: tf32):
  }) {attr1 = #loc, b0 = "'<\7F.\22'\22-'", "quoted key 3" = dense<[[65535, -1, 0], [0, 484, -65536], [1, 1, -65536], [40, 440, -3979]]> : vector<4x3xsi17>, value2 = 0 : ui64} : () -> index
  %3 = "my_dialect.thing"() ({
  ^bb0(%arg0: tuple<>, %arg1: vector<[5]x8xi64>):
    %4 = "bar.yield"(%2, %1, %arg0) ({
      %7 = "foo.compute"() : () -> i32
      %8 = "foo.compute"() {_u1 = 5.778000e+04 : f80, x0 = "/" : i3} : () -> i64
      "foo.br"(%8, %8)[^bb1, ^bb2] ({
      ^bb0(%arg2: memref<*xui24>, %arg3: none):
        %13 = "foo.op"(%arg3) {d.k1 = sparse<[[0], [2], [3], [0]], [1, -1, -2147483648, 0]> : tensor<5xi32>, d.k2 = dense<[[[1, -1, -1, -4], [-4, -1, -4, -1], [2, 1, 1, -1], [-1, 1, 0, -1]], [[0, -1, -4, -4], [-4, -1, 0, 1], [-4, -1, 1, -1], [-1, 3, -3, 1]], [[-1, 1, -1, -4], [0, 0, -4, 1], [1, 0, -1, 1], [0, 1, -2, -4]]]> : tensor<3x4x4xi3>, k$0 = "/.\\", z93 = -1 : i32} : (none) -> tensor<?x0x6x56xcomplex<ui32>>
        %14:4 = "foo.compute"() <{}> : () -> (tuple<i16, si7, i8>, f16, tuple<>, f8E4M3FNUZ)
        %15 = "my_dialect.thing"() : () -> complex<f8E4M3>
        %16:3 = "foo.compute"(%7, %0#1, %14#1) : (i32, vector<[10]x[11]x12xtf32>, f16) -> (none, !foo.a.b, tuple<ui7, i24, si32>)
      }) {k$0 = distinct[0]<>, k$1 = #map} : (i64, i64) -> ()
    ^bb1(%9: i32, %10: i1024):  // 2 preds: ^bb0, ^bb1
      "a.jump"(%8)[^bb2, ^bb1] <{sym_name1 = dense<> : tensor<0xui1>, z90 = true}> : (i64) -> ()
    ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
      %11:4 = "d.op_1"(%8, %7, %7) : (i64, i32, i32) -> (tensor<3x778xindex>, () -> (bf16, i64), f64, si8)
      "cfx.cond_br"(%11#3)[^bb3, ^bb2] {x0} : (si8) -> ()
    ^bb3:  // pred: ^bb2
      %12 = "foo.op"(%arg0) {_u1 = #bar<"a b">, k$0 = 193383223730 : ui1024, k$2 = -9.997550e-02 : f16, my.k3 = [@"\C3\A9", "\00!\C3\A9X<\00\00}", array<i16>]} : (tuple<>) -> si1
    }) : (index, si1, tuple<>) -> complex<ui1>
    %5 = "foo.bar.baz"(%arg1) <{}> ({
      "my_dialect.thing"(%4, %1, %0#0) : (complex<ui1>, si1, none) -> ()
    }) {"quoted key 0" = dense<[[-2.800000e+01], [3.000000e+00]]> : tensor<2x1xf6E3M2FN>} : (vector<[5]x8xi64>) -> i16
    %6:2 = "my_dialect.thing"(%0#0, %arg0) {a3 = #map1, foo.k0 = true, k$2 = "\F0\9F\99\82!z\0AX{", z91 = {}} : (none, tuple<>) -> (!bar.t, tuple<si32>)
  }) {d.k0 = dense<> : tensor<2x1x0xf8E3M4>} : () -> complex<si17>
}) : () -> ()


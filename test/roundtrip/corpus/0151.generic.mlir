#map = affine_map<() -> (7, 65)>
"builtin.module"() ({
  %0:3 = "z.nop"() : () -> (i32, () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">)
  "bar.yield"(%0#0, %0#1, %0#2) : (i32, () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">) -> ()
  %1 = "my_dialect.thing"(%0#1, %0#1, %0#2) : (() -> (), () -> (), memref<4xi3, strided<[1], offset: ?>, "shared">) -> ((memref<5x937x3xcomplex<si16>, {kind = "scratch"}>, index, tensor<3xi8>) -> ())
  %2 = "foo.bar"(%1, %0#1) ({
  ^bb0(%arg0: bf16, %arg1: !my_dialect.v<{<?>},-7>):
    %3 = "foo.compute"(%0#1, %0#1, %arg1) ({
    ^bb0(%arg2: bf16):
      %5 = "foo.bar.baz"(%arg1, %0#2) : (!my_dialect.v<{<?>},-7>, memref<4xi3, strided<[1], offset: ?>, "shared">) -> memref<687xi7>
      %6 = "a.b"() ({
        %19:2 = "foo.bar"() : () -> (vector<f32>, si1)
      }) : () -> f8E4M3B11FNUZ
      "foo.op"(%6, %6, %5) ({
      ^bb0(%arg3: vector<12x9xf8E4M3>):
        %13:3 = "my_dialect.thing"(%0#0) <{attr1 = -1 : si8, foo.k0 = #bar.a<[-7 "x y" <93,a.b,-7>]>, value2 = true}> : (i32) -> (ui8, memref<4xvector<11x9xi64>>, i1)
        %14:3 = "foo.bar.baz"(%13#0) {_u1, a2 = [#bar.p<{"x y",6,29}>, dense_resource<blob0> : tensor<2xi8>, [-21380541596, array<f32: 2.71828175, 3.481250e+37, 2.569000e+05>], ["\090g\E6\97\A5\E6\9C\AC\F0\9F\99\82#\E5X"]], foo.k0 = [[#map, 0x78 : f8E4M3], 1 : i3]} : (ui8) -> (f64, vector<6xf64>, vector<15xi1>)
        %15 = "my_dialect.thing"() : () -> tensor<57x4x?x2x!x.param<64 17 -6>>
        %16:3 = "bar.yield"(%0#1) : (() -> ()) -> (tensor<*xtf32>, tensor<794x?xui32>, f8E5M2FNUZ)
        %17 = "foo.op"(%0#1, %5, %5) : (() -> (), memref<687xi7>, memref<687xi7>) -> complex<f8E4M3FNUZ>
        %18:3 = "my_dialect.thing"(%arg2, %16#1, %16#2) : (bf16, tensor<794x?xui32>, f8E5M2FNUZ) -> (i1, memref<3xcomplex<si64>, strided<[1], offset: ?>>, !bar.v<a.b>)
      }, {
        "my_dialect.thing"(%arg1) {foo.k1 = [[], [dense<0.000000e+00> : tensor<f8E4M3FNUZ>, 6.531000e+00], 1 : ui32], my.k0 = true, "quoted key 3" = dense<0> : vector<1xi3>, sym_name2 = 340282366920938463463374607431768211455 : ui128} : (!my_dialect.v<{<?>},-7>) -> ()
        "foo.bar"() <{_u2 = affine_map<(d0)[s0, s1] -> (s1 ceildiv 9, (d0 * 3) mod 8)>, a1 = 0x7C00 : f16, sym_name0 = -1.000000e+00 : f4E2M1FN, x3 = {b1, k$2 = true, x0 = @"with\22quote"}}> {foo.k0, x1 = 1 : i24} : () -> ()
        %11 = "my_dialect.thing"() {foo.k1, foo.k2 = 1 : index, z90 = 2.930000e+00 : f64} : () -> i1024
        %12:3 = "foo.bar"() {d.k0 = "#\0Ab-%\C3\A9\C3\A9a@\93/"} : () -> (tensor<114x4xcomplex<f16>>, f64, memref<2x?x813xf64, strided<[48, 5, 1]>>)
        "foo.op"(%0#1, %5) <{k$0 = false}> : (() -> (), memref<687xi7>) -> ()
      }, {
      }) : (f8E4M3B11FNUZ, f8E4M3B11FNUZ, memref<687xi7>) -> ()
      %7 = "foo.op"(%arg2, %arg2, %0#0) {a2 = 714.54544799999996 : f64, k$0 = sparse<[[0, 2, 0], [0, 3, 1]], [-1, -2147483648]> : tensor<3x5x3xi32>, "quoted key 3" = 0xFF800000 : f32, sym_name1 = array<i1>} : (bf16, bf16, i32) -> index
      "foo.br"(%arg1, %7, %arg2)[^bb1, ^bb1] : (!my_dialect.v<{<?>},-7>, index, bf16) -> ()
    ^bb1(%8: i24, %9: memref<*xui7, {kind = "scratch"}>):  // 3 preds: ^bb0, ^bb0, ^bb2
      "foo.compute"(%5, %9) : (memref<687xi7>, memref<*xui7, {kind = "scratch"}>) -> ()
      %10:4 = "bar.yield"(%6) : (f8E4M3B11FNUZ) -> (memref<26x298xcomplex<f32>, strided<[20, 1]>>, tensor<22x?x1xcomplex<ui3>>, () -> (), i32)
      "a.jump"(%0#1, %10#0, %10#3)[^bb2] : (() -> (), memref<26x298xcomplex<f32>, strided<[20, 1]>>, i32) -> ()
    ^bb2:  // pred: ^bb1
      "foo.br"(%0#2)[^bb1] {a1 = {a0 = true, "quoted key 1" = true, value3 = " ", x2 = #bar.v<-8 [?, 88]>}, d.k2 = @s$, sym_name0 = i32} : (memref<4xi3, strided<[1], offset: ?>, "shared">) -> ()
    }) : (() -> (), () -> (), !my_dialect.v<{<?>},-7>) -> bf16
    %4:3 = "a.b"() {b3 = #bar.attr, my.k0 = 737.913317000000006374 : f80, "quoted key 2" = @s$, x1 = array<i8>} : () -> (index, memref<?x4xf8E8M0FNU, 3>, memref<*xui64>)
    "foo.bar.baz"() {my.k0, "quoted key 1", "quoted key 2" = #foo.a} : () -> ()
    "foo.bar"(%3, %4#1) {my.k0, "quoted key 2" = 6.743000e+00 : f32, value1 = 12 : index} : (bf16, memref<?x4xf8E8M0FNU, 3>) -> ()
  }) : ((memref<5x937x3xcomplex<si16>, {kind = "scratch"}>, index, tensor<3xi8>) -> (), () -> ()) -> bf16
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000004CC8"
    }
  }
#-}


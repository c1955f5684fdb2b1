!tuple = tuple<i7, f32, si7, ui8, f4E2M1FN, ui1024, f8E8M0FNU, f64, f8E8M0FNU, ui32, tensor<240xbf16>, si32, tensor<?x4x!x.type>, bf16, index, f16, memref<?x545xi1>, f64>
#distinct = distinct[0]<sparse<[[3, 0]], -4.400000e+00> : tensor<4x2xf64>>
"builtin.module"() ({
  %0:3 = "x.y"() : () -> (memref<59x?x3xi64>, tensor<*xf64>, () -> (i7, index))
  %1 = "d.op_1"() ({
    %5 = "foo.bar"(%0#2) {b0 = 12886 : i16, x1 = "\0A_"} : (() -> (i7, index)) -> f32
    %6:3 = "x.y"(%0#2) {foo.k2, k$1 = dense_resource<res_0> : tensor<6xi64>, x0 = dense_resource<res_0> : tensor<6xi64>} : (() -> (i7, index)) -> (memref<?x545xi1>, memref<3x2x6xvector<[1]x[11]x[5]xf8E3M4>, "local mem">, tensor<si17>)
    "z.nop"(%0#1, %6#2, %5) {_u0 = dense<[[[2.812500e-01, 0.000000e+00]]]> : tensor<1x1x2xf8E4M3FN>, _u2 = 1.953130e-03 : f8E8M0FNU, my.k3 = sparse<1, -0.98706249999999995> : tensor<3xf64>, "quoted key 1" = 0x78 : f8E4M3} : (tensor<*xf64>, tensor<si17>, f32) -> ()
    "foo.br"()[^bb1, ^bb3] : () -> ()
  ^bb1(%7: complex<si128>):  // 2 preds: ^bb0, ^bb1
    %8:4 = "foo.compute"(%5) : (f32) -> (tensor<208x32xi1>, bf16, index, !x<"abc">)
    "cfx.cond_br"()[^bb2, ^bb1] : () -> ()
  ^bb2:  // pred: ^bb1
    %9 = "foo.bar.baz"(%6#2) ({
    }) {b2 = dense_resource<weights1> : tensor<4xi8>, "quoted key 3" = "\C3\9F' \CE\A9{\000\C3\A9", x0 = complex<f6E3M2FN>, z91 = #bar.a<[{true,-0},"x y"], "x y", [13]>} : (tensor<si17>) -> tuple<i17, i64, i1, f128>
    "foo.op"() ({
    ^bb0(%arg0: bf16, %arg1: memref<1x4xvector<1xf16>, "gpu">, %arg2: tensor<17xi17>):
      %11 = "bar.yield"(%9, %arg2) ({
      ^bb0(%arg4: si1, %arg5: vector<8x10x1xf16>):
      }, {
      ^bb0(%arg3: si64):
        %23:3 = "x.y"(%6#2, %arg3) <{foo.k2 = dense_resource<res_0> : tensor<6xi64>, z90 = #x<"a b">, z91 = tensor<2x9x819xf8E4M3, 4 : i32>}> {attr0, foo.k1 = dense<[[[1], [-1], [-4], [1]], [[-3], [0], [-1], [-1]]]> : tensor<2x4x1xi3>} : (tensor<si17>, si64) -> (f16, index, f32)
        %24 = "z.nop"(%23#0, %0#2) : (f16, () -> (i7, index)) -> complex<f6E3M2FN>
        "foo.br"(%23#0, %23#0)[^bb1, ^bb1] {k$0 = 0.39519019999999999 : f64} : (f16, f16) -> ()
      ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
        %25 = "foo.bar.baz"(%0#0) : (memref<59x?x3xi64>) -> f32
        %26 = "foo.bar"(%23#2) : (f32) -> tensor<?x4x!x.type>
        "cfx.cond_br"(%arg1)[^bb2, ^bb1] : (memref<1x4xvector<1xf16>, "gpu">) -> ()
      ^bb2(%27: f16):  // pred: ^bb1
        "foo.bar"() : () -> ()
        "foo.compute"() : () -> ()
        %28 = "d.op_1"(%23#0, %23#2, %5) <{_u1 = affine_set<(d0) : (d0 * -5 + 5 >= 0, d0 >= 0, 7 >= 0)>, sym_name0 = tuple<f8E3M4>}> {attr1 = tuple<f8E3M4>, d.k0 = dense<8388607> : tensor<1xsi24>, value2} : (f16, f32, f32) -> f32
        %29 = "foo.op"(%27, %27, %24) : (f16, f16, complex<f6E3M2FN>) -> bf16
        %30 = "foo.bar.baz"(%29, %23#1) : (bf16, index) -> memref<?x545xi1>
        "a.jump"(%27, %27, %30)[^bb1] : (f16, f16, memref<?x545xi1>) -> ()
      }) : (tuple<i17, i64, i1, f128>, tensor<17xi17>) -> si17
      "cfx.cond_br"(%11)[^bb1, ^bb2] <{a0 = "\0A.'"}> {attr0} : (si17) -> ()
    ^bb1(%12: i64, %13: vector<3x[5]xi8>):  // pred: ^bb0
      "foo.br"(%arg1, %12)[^bb2, ^bb2] {attr0 = dense_resource<res_0> : tensor<6xi64>} : (memref<1x4xvector<1xf16>, "gpu">, i64) -> ()
    ^bb2(%14: i8):  // 4 preds: ^bb0, ^bb1, ^bb1, ^bb2
      %15:4 = "foo.bar"() <{x0 = #my.attr}> ({
        %17:3 = "d.op_1"(%14) <{_u3 = {b2 = dense<-170141183460469231731687303715884105728> : vector<1x1xi128>, my.k0 = -1 : i64, my.k1 = "\85\22%*\09\09l*"}, my.k0, my.k1 = "0", "quoted key 2"}> : (i8) -> (f64, tensor<37xf32>, tensor<?x4x!x.type>)
        %18:4 = "bar.yield"() {_u0 = array<f32: 1.000000e+02, 2.000000e-01, -0.000000e+00, 9.363500e+21, 1.935810e+22>} : () -> (ui16, index, tensor<?x4x!x.type>, complex<f32>)
        %19 = "bar.yield"() {_u0 = {a0 = 1 : ui8, z91 = dense<> : tensor<0xf16>}, k$1} : () -> f64
        %20 = "x.y"() : () -> (() -> ())
        %21 = "foo.compute"(%0#1, %20) <{z90 = "\C3\A9zk#*/\\} "}> : (tensor<*xf64>, () -> ()) -> complex<bf16>
        %22:4 = "foo.bar.baz"(%20) : (() -> ()) -> (tensor<*xi24>, f64, f8E4M3B11FNUZ, index)
      }, {
      }) : () -> (!tuple, i8, f16, tensor<208x32xi1>)
      %16 = "z.nop"(%15#1) {_u0 = true, k$2 = false, x1 = #distinct, x3} : (i8) -> tensor<f64>
      "x.switch"()[^bb2] : () -> ()
    }) {a0 = 131071 : ui17, my.k1 = true} : () -> ()
    "cfx.cond_br"(%6#1, %0#2)[^bb3, ^bb3] : (memref<3x2x6xvector<[1]x[11]x[5]xf8E3M4>, "local mem">, () -> (i7, index)) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
    %10:4 = "d.op_1"(%0#1, %5) <{}> : (tensor<*xf64>, f32) -> (tensor<3x236x2xi1024>, tensor<!bar.t_1>, si17, f32)
  }, {
    "x.switch"(%0#2, %0#0, %0#0)[^bb1] ({
    ^bb0:
    }) : (() -> (i7, index), memref<59x?x3xi64>, memref<59x?x3xi64>) -> ()
  ^bb1:  // pred: ^bb0
    "foo.bar.baz"(%0#0, %0#2, %0#1) ({
      %4 = "bar.yield"(%0#1, %0#0) : (tensor<*xf64>, memref<59x?x3xi64>) -> none
    }) : (memref<59x?x3xi64>, () -> (i7, index), tensor<*xf64>) -> ()
    %2 = "foo.bar.baz"() : () -> memref<?x545xi1>
    %3:3 = "d.op_1"(%0#0, %0#0, %2) : (memref<59x?x3xi64>, memref<59x?x3xi64>, memref<?x545xi1>) -> (tuple<f16>, tuple<!bar.v<32,true,true>, f64, ui64, bf16>, f16)
  }) : () -> tuple<i3, f8E4M3, f16, i16>
  "foo.op"(%0#0) {k$1 = (i8, !bar.v<-5 , -3 , ?>) -> tensor<5x?x244xf128>, "quoted key 0" = i64, z92 = {_u0 = "\7F\0A'", k$1, sym_name2}} : (memref<59x?x3xi64>) -> ()
  "my_dialect.thing"(%0#0, %1) {a1 = false, foo.k0 = true} : (memref<59x?x3xi64>, tuple<i3, f8E4M3, f16, i16>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x080000005F671B5C227F02263BD7A897B7D6AF61F35D54C5845184322E5022A57FEF0CC800258A6CEBE5011348F54047EF36F81D",
      weights1: "0x04000000D4D3C7CF"
    }
  }
#-}


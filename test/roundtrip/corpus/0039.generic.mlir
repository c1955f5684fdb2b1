!tuple = tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>
"builtin.module"() ({
  %0 = "z.nop"() ({
  ^bb0(%arg6: !x<"x<y>">, %arg7: tensor<15xi32>, %arg8: f6E3M2FN):
    %13 = "foo.bar"(%arg7, %arg6, %arg8) : (tensor<15xi32>, !x<"x<y>">, f6E3M2FN) -> !my_dialect<"x<y>">
    "foo.bar"() : () -> ()
    %14 = "foo.bar.baz"(%arg6, %13) : (!x<"x<y>">, !my_dialect<"x<y>">) -> memref<?x?x3xsi1, strided<[?, 40, 1], offset: 2>>
  }) {foo.k0 = @"0start"::@f_1::@_priv, "quoted key 2" = 0 : i64, sym_name1 = vector<9x11xsi1>} : () -> !tuple
  %1:4 = "z.nop"(%0, %0, %0) ({
  }) : (!tuple, !tuple, !tuple) -> (!bar.param<-2 , -2>, vector<12xui32>, bf16, bf16)
  "foo.compute"() : () -> ()
  %2 = "foo.bar"(%1#2, %1#0) : (bf16, !bar.param<-2 , -2>) -> tf32
  "bar.yield"(%1#2, %2, %1#3) : (bf16, tf32, bf16) -> ()
  %3 = "foo.bar.baz"(%2, %1#2, %2) {a1, d.k0 = "\C3\A9\22b<_#\1EX\E6\97\A5\E6\9C\AC!\\"} : (tf32, bf16, tf32) -> memref<718xi128, "gpu">
  "foo.op"(%2, %1#1, %2) : (tf32, vector<12xui32>, tf32) -> ()
  %4 = "a.b"(%3) <{_u0 = sparse<[[1, 4]], 9.999220e+09> : tensor<5x5xbf16>}> ({
  ^bb0(%arg3: memref<3x4xf6E3M2FN>, %arg4: memref<?x3x3xcomplex<f16>, strided<[27, ?, 50]>>, %arg5: memref<*xf64>):
    %9:2 = "z.nop"(%0, %arg4) {attr0 = {sym_name0}, d.k1 = ["\00\09}" : bf16]} : (!tuple, memref<?x3x3xcomplex<f16>, strided<[27, ?, 50]>>) -> (none, si64)
    %10 = "foo.bar"(%1#0, %9#1) : (!bar.param<-2 , -2>, si64) -> bf16
    %11:4 = "x.y"() : () -> (complex<f64>, !foo.t<-6 , [{f32},<i8>,-6] , i8>, ui32, tuple<si128, index, i1>)
    "foo.bar.baz"(%arg5) <{}> : (memref<*xf64>) -> ()
    %12 = "z.nop"(%1#0, %11#3, %arg3) {sym_name0 = sparse<[[4, 1], [1, 5]], [4.943730e+21, 9.375000e-01]> : tensor<5x6xbf16>, z91 = array<i1: false, false>, z92} : (!bar.param<-2 , -2>, tuple<si128, index, i1>, memref<3x4xf6E3M2FN>) -> vector<6xindex>
    "a.jump"(%1#0, %11#1)[^bb1, ^bb2] {a2 = dense<[-1.000000e+00, 1.000980e-01, 5.840000e+02]> : tensor<3xbf16>, attr1 = @x.y, k$0 = "b\0A\C1\AF{\09\0A\C3\A9_{\22 "} : (!bar.param<-2 , -2>, !foo.t<-6 , [{f32},<i8>,-6] , i8>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "cfx.cond_br"(%3)[^bb2, ^bb1] {b2 = false, "quoted key 0" = !bar.type, x1 = f6E3M2FN} : (memref<718xi128, "gpu">) -> ()
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    "foo.br"(%11#2, %11#1)[^bb2] : (ui32, !foo.t<-6 , [{f32},<i8>,-6] , i8>) -> ()
  }, {
  ^bb0(%arg0: index, %arg1: ui1, %arg2: !my_dialect.v<"x y", <{a.b , "x y"} 66 a.b>>):
    "x.switch"(%arg2, %arg0)[^bb1] <{}> {attr0 = dense_resource<blob0> : tensor<6xf64>, b1 = 0x7F800000 : f32} : (!my_dialect.v<"x y", <{a.b , "x y"} 66 a.b>>, index) -> ()
  ^bb1(%5: !my_dialect.t):  // pred: ^bb0
    "x.switch"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "cfx.cond_br"()[^bb3] <{d.k0 = {attr1 = {}, value0 = {}}, foo.k2 = !x.t<[[?,-3]] -3>, x1 = #foo.flag}> : () -> ()
  ^bb3(%6: si128, %7: memref<*xcomplex<i3>>, %8: vector<10xf16>):  // pred: ^bb2
    "cfx.cond_br"(%3, %0)[^bb2] : (memref<718xi128, "gpu">, !tuple) -> ()
  }) : (memref<718xi128, "gpu">) -> i17
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000C4FBF1313AD157A8A7F9EA17BB551BD793C4DD689B0750DAD07E42A8A77B99BC85A8122ABC3B1D7F9AF5F66A5484E0D3"
    }
  }
#-}


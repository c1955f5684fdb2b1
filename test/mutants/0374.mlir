// ir-gen random --seed 39 --size 18
#loc0 = loc("f":47:245)

"builtin.module"() ({
  %_0 = "z.nop"() ({
  ^bb0(%value1 : !x<"x<y>">, %_2: tensor<15xi32>, %_3: f6E3M2FN):
    %value4 = "foo.bar(%_2, %value1, %_3): (tensor<15xi32>, !x<"x<y>">, f6E3M2FN) -> !my_dialect<"x<y>"> loc("src/x.py":19:211)
    // 
    "foo.bar"(): () -> ()
    %value5 = "foo.bar.baz"(%value1, %value4): (!x<"x<y>">, !my_dialect<"x<y>">) -> memref<?x?x3xsi1, strided<[?, 40, 1], offset: 2>> loc("dir/with space.c":2:45 to 3:50)
  }) {foo.k0= @"0start"::@f_1::@_priv, sym_name1= vector<9x11xsi1>, "quoted key 2"= 0}: () -> tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16> loc(callsite("dir/with space.c":60:365 at "name"))
  %6:4 = "z.nop"(%_0, %_0, %_0) ({
  }): (tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>, tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>, tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>) -> (!bar.param<-2 , -2>, vector<12xui32>, bf16, bf16) loc(unknown)
  "foo.compute"(): () -> () loc("dir/with space.c":4294967295:414)
  %v7 = "foo.bar"(%6#2, %6#0) {}: (bf16, !bar.param<-2 , -2>) -> tf32
  "bar.yield"(%6#2, %v7, %6#3): (bf16, tf32, bf16) -> () loc("with \"q\"")
  %_8 = "foo.bar.baz"(%v7, %6#2, %v7) {d.k0= "\C3\A9\"b<_\23\1EX日本!\\", a1= unit}: (tf32, bf16, tf32) -> memref<718xi128, "gpu">
  "foo.op"(%v7, %6#1, %v7): (tf32, vector<12xui32>, tf32) -> () loc("":31:67 to 32:56)
  %value9 = "a.b"(%_8)<{_u0= sparse<[[1, 4]], [9.999999e9]> : tensor<5x5xbf16>}> ({
  ^bb2(%10: memref<3x4xf6E3M2FN> loc(unknown), %v11: memref<?x3x3xcomplex<f16>, strided<[27, ?, 50], offset:0>>, %12: memref<*xf64> loc("":94)):
    %v13:2 = "z.nop"(%_0, %v11) {attr0= {sym_name0}, d.k1= ["\00\t}" : bf16]}: (tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>, memref<?x3x3xcomplex<f16>, strided<[27, ?, 50], offset:0>>) -> (none, si64) loc(fused[])
    %value14 = "foo.bar"(%6#0, %v13#1): (!bar.param<-2 , -2>, si64) -> bf16
    %v15, %value16:3 = "x.y"(): () -> (complex<f64>, !foo.t<-6 , [{f32},<i8>,-6] , i8>, ui32, tuple<si128, index, i1>) loc("a.mlir":2:37 to 2:9)
    "foo.bar.baz"(%12)<{}>: (memref<*xf64>) -> ()
    %17 = "z.nop"(%6#0, %value16#2, %10) {sym_name0= sparse<[[4, 1], [1, 5]], [4.94208e+21, 0.9380706]> : tensor<5x6xbf16>, z91= array<i1: false, false>, z92}: (!bar.param<-2 , -2>, tuple<si128, index, i1>, memref<3x4xf6E3M2FN>) -> (vector<6xindex>) loc("a.mlir":157:33)
    "a.jump"(%6#0, %value16#0)[^$3, ^bb4] {k$0= "b\n\C1\AF{\t\n\C3\A9_{\" ", attr1= @x.y, a2= dense<[-1.0, 0.1, 583.100631]> : tensor<3xbf16>}: (!bar.param<-2 , -2>, !foo.t<-6 , [{f32},<i8>,-6] , i8>) -> ()
  ^$3():
    "cfx.cond_br"(%_8)[^bb4, ^$3] {"quoted key 0"= !bar.type, x1= f6E3M2FN, b2= false}: (memref<718xi128, "gpu">) -> () loc("f":201:454)
  ^bb4:
    "foo.br"(%value16#1, %value16#0)[^bb4]: (ui32, !foo.t<-6 , [{f32},<i8>,-6] , i8>) -> ()
  }, {
  ^bb5(%18 : index, %v19: ui1, %20: !my_dialect.v<"x y", <{a.b , "x y"} 66 a.b>>):
    "x.switch"(%20, %18)[^bb6]<{}> {attr0= dense_resource<blob0> : tensor<6xf64>, b1= 0.88380e39 : f32}: (!my_dialect.v<"x y", <{a.b , "x y"} 66 a.b>>, index) -> ()
  ^bb6(%v21 : !my_dialect.t loc(callsite("x" at "f":82:4294967295))):
    "x.switch"()[^bb7] {}: () -> () loc("src/x.py":38)
  ^bb7():
    "cfx.cond_br"()[^x.y8]<{d.k0= {value0= {}, attr1= {}}, x1= #foo.flag, foo.k2= !x.t<[[?,-3]] -3>}>: () -> ()
  ^x.y8(%a.b22: si128, %value23: memref<*xcomplex<i3>> loc(callsite("src/x.py":0:454 at callsite("src/x.py":84:216 at #loc0))), %24: vector<10xf16>):
    "cfx.cond_br"(%_8, %_0)[^bb7] {}: (memref<718xi128, "gpu">, tuple<i1024, f4E2M1FN, !x.t<<-6 , 12>,[{25,52,f32}, <?, 81>],<?>>, index, ui1024, i1024, index, f64, f8E5M2FNUZ, f16, i8, index, f6E3M2FN, !foo.t_1, ui17, !foo.param<"x y">, i64, bf16, i64, ui3, index, f128, f16>) -> ()
  }) {}: (memref<718xi128, "gpu">) -> i17 loc("dir/with space.c":5:73 to 5:38) // trailing comment
}) : () -> () loc(#loc0)

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000C4FBF1313AD157A8A7F9EA17BB551BD793C4DD689B0750DAD07E42A8A77B99BC85A8122ABC3B1D7F9AF5F66A5484E0D3"
    }
  }
#-}

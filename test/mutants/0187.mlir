#loc0 = affine_map<()[N0, N1] -> ((N0 + N1) * N1, 6 * (N1) - N1 + N0)>

"builtin.module"() ({
 "my_dialect.thing"(): () -> ()
 %value0:3 = "d.op_1"(): () -> (index, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), memref<4x42x?xui7, 3>) loc(fused<"meta">[])
 %v1:3 = "foo.op"(%value0#2, %value0#1, %value0#1) ({
 }) {"quoted key 0"= @c, _u1= dense<-1> : tensor<i1>, x2= {}}: (memref<4x42x?xui7, 3>, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>)) -> (tensor<1x4x46x!bar.param<?,<["x y" , 12 , ?], 5, {"x y",a.b}>>, "sparse">, bf16, si8) loc(fused["":78:4294967295, callsite("x" at "f":0:175), "src/x.py":3:28 to 3:75])
 %2, %r3:3 = "bar.yield"(): () -> (i1, memref<?xf8E4M3, strided<[1], offset:0>, "gpu">, tensor<36x?x?x196xbf16>, complex<f16>)
 %4 = "z.nop"(%2, %value0#1, %value0#2) <{}> {foo.k0}: (i1, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), memref<4x42x?xui7, 3>) -> f8E4M3FN loc("dir/with space.c":28:3 to 28:11)
 %x5 = "x.y"() ({
  %_6 = "z.nop"(%r3#2, %r3#1): (complex<f16>, tensor<36x?x?x196xbf16>) -> (i16) loc("dir/with space.c":116:225)
  %tmp_7 = "a.b"(%v1#2, %_6): (si8, i16) -> tuple<index> loc(fused[])
  "z.nop"(%_6): (i16) -> ()
 }): () -> (bf16)
 %r8:4 = "foo.bar.baz"(%2, %x5): (i1, bf16) -> (tuple<f16>, si64, tensor<vector<10x[6]xi17>>, vector<i32>) loc("f":336:4294967295)
 %9, %v10:3 = "a.b"(%r3#2, %r8#3) ({
  %11 = "x.y"()<{value0= #my<"a b">, d.k1= 0: ui3}> {k$0= affine_map<(d0, d1) -> (6 * 3, ((d1) ceildiv 7) ceildiv 9, -(d1 * 9))>, value1= dense<-5.379> : tensor<f32>, _u2= dense<0xA918> : tensor<3x2xbf16>, a3= [#loc0, !x.param<<{i8, i8} ? -2>>, #my.v<? <<-7, f32>, ?, ?>>, []]}: () -> f8E4M3FN loc(callsite("name" at fused["f":0:347, "":11:14 to 11:76]))
  %12, %13:3 = "foo.compute"(%v1#2, %x5) <{}>: (si8, bf16) -> (f8E5M2, memref<989xui32, affine_map<(i0)[] -> (-(9) + i0)>, "local mem">, index, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>)
  %arg14 = "bar.yield"(%12, %13#0, %13#2) {}: (f8E5M2, memref<989xui32, affine_map<(i0)[] -> (-(9) + i0)>, "local mem">, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>) -> ui32 loc("":499:219)
  %_15:2 = "foo.bar"() ({
   %16 = "bar.yield"(%13#2, %13#2, %x5) {b0= 104 : index, my.k1= {attr0= affine_map<() -> (((4) floordiv 4) floordiv 7)>, value1= -8388608: i24, a2= dense<[[13203.0, 0x0E4B], [1.0e-5, 3.14159265358979], [3.758, 0.3]]> : tensor<3x2xf16>}, b2= distinct[3]<@s$::@_priv>, b3= 0: ui1024}: (tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, bf16) -> none
   %_17, %_18:3 = "x.y"(): () -> (ui64, vector<11x7xi128>, complex<bf16>, i16)
   "a.jump"(%r3#2, %_18#0)[^x.y4, ^x.y4] <{x0= 0xCF6A : bf16}> {_u0= 35 : index}: (complex<f16>, vector<11x7xi128>) -> ()
  ^x.y4(%x19 : i1, %20: ui8 loc(callsite("src/x.py":4294967295:4294967295 at "a.mlir":43:67 to 44:76))):
   %a.b21 = "foo.op"(%_18#1) <{sym_name0= -20226: i32}>: (complex<bf16>) -> f16
   "foo.op"(%v1#0) {z90= array<i32: 0, 0x32F>}: (tensor<1x4x46x!bar.param<?,<["x y" , 12 , ?], 5, {"x y",a.b}>>, "sparse">) -> ()
   %22, %_23:3 = "x.y"(%r8#0, %20, %r8#2): (tuple<f16>, ui8, tensor<vector<10x[6]xi17>>) -> (!foo.v<{<65 ? true> {54 , i8} 64}>, f16, memref<?x?x4xf16, strided<[?, 14, 1], offset: ?>, 7>, memref<?x3xf32>)
  }) {value0= "%@/X-%\"", attr1= -8: si8, foo.k2= false, my.k3= distinct[4]<-17: i7>}: () -> (i8, si3) loc(callsite(fused["f":273:443] at "name")) // trailing comment
  %_24 = "d.op_1"(%v1#1, %13#2, %13#2): (bf16, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>) -> f32
  %_25 = "foo.op"(%4, %arg14, %_15#0): (f8E4M3FN, ui32, i8) -> tensor<*xi1>
 }, {
}, {
  "z.nop"(%r8#2, %value0#1, %r8#1): (tensor<vector<10x[6]xi17>>, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), si64) -> ()
  %_26 = "d.op_1"(%r8#3, %r3#0, %r3#1) {x0= 0.8097070 : bf16, sym_name1, sym_name2= 0.4664383 : f8E4M3FN, a3= 7.91840e-3 : f32}: (vector<i32>, memref<?xf8E4M3, strided<[1], offset:0>, "gpu">, tensor<36x?x?x196xbf16>) -> none
  %_27:4 = "foo.compute"() ({
}, {
  ^bb6(%28: ui32, %_29: f32 loc(unknown), %r30: f8E8M0FNU loc(unknown)):
   %31 = "z.nop"(%_29, %_26, %_26): (f32, none, none) -> tensor<index>
   %v32 = "foo.op"(%31, %r30): (tensor<index>, f8E8M0FNU) -> f32 loc("f":31:26 to :28)
   %33 = "foo.bar"(%r8#1, %_29, %31)<{_u0= 579.259100 : f32, d.k1= f16}>: (si64, f32, tensor<index>) -> none
   "x.switch"(%r30, %r30, %value0#0)[^bb7] {"quoted key 0"= -9223372036854775808, value1= 0: ui1, z92= affine_map<(i0, i1)[N0] -> (-(i1))>}: (f8E8M0FNU, f8E8M0FNU, index) -> ()
  ^bb7():
   "x.switch"(%_29, %v1#2, %v32)[^bb7]: (f32, si8, f32) -> () loc("a.mlir":2:40 to 2:65)
  }, {
   %x34 = "a.b"(%_26, %_26, %r8#2) {d.k0}: (none, none, tensor<vector<10x[6]xi17>>) -> (si64) loc("a.mlir":50:79 to 52:70)
   "a.jump"(%x34)[^bb9] {value0, attr1= dense<[[[-3.556, 46.42E0, 4.30520e20, 26.48E6], [1.70275e-9, 395.406280, 71.17E4, 507.506202], [3.14159265358979, 2.97249e-14, -93.93E4, 60.78E4], [7.841, 3.8525e+23, 39.95E6, -1.0]], [[360.762880, 0.3, 0x9EABE454, 1.0e-5], [0.3, 100.0, 0.659, 0x7F800000], [0x00000001, 7.14038e30, 0x7F800000, -2.5e-3], [-31.37E7, 0.7192538, 6.02214076e23, -6.02214076e23]], [[0x107BDBDC, 8.868, -748.58127, 0.0712072], [0.5478843, 6.02214076e23, 0xFF800000, 3.14159265358979], [0xFA2EAEAA, 0.0, 231884.0, 0x3EA3E38F], [-0.8182034, 1.96886e-19, 0.6174098, 0xA561058D]]]> : tensor<3x4x4xf32>}: (si64) -> () loc("name")
  ^bb9:
   "cfx.cond_br"(%r8#2, %r8#3)[^bb10, ^bb10]<{_u0}>: (tensor<vector<10x[6]xi17>>, vector<i32>) -> ()
  ^bb10(%value35: complex<f64> loc("src/x.py":19:13 to 21:49)):
   %_36 = "a.b"(%_26, %r8#2, %_26) {sym_name0= [affine_set<(d0)[s0, s1] : (s1 <= 5, s0 >= (5) ceildiv 6, s0 >= 0)>, tensor<7xf64>], k$1= affine_set<(d0, d1)[s0, s1] : ((9) floordiv 5 - 6 * (8) >= 0)>, z92= affine_map<()[s0, s1] -> ((-(1)) ceildiv 8, 2 * (s1) * 7)>}: (none, tensor<vector<10x[6]xi17>>, none) -> f16
  }): () -> (i1, f64, f32, i1) loc("":4294967295:421)
  %_37 = "foo.bar.baz"() {attr0= {my.k0}, z91= "X\t\n\FB\7f\D7\00X" : f8E4M3, b2= -9223372036854775808 : index, z93= dense<false> : tensor<2xsi1>}: () -> memref<?x7xf64, affine_map<(d0, d1) -> (d0, d1)>, 3> loc("f":18:33 to :35)
  %a.b38:3 = "bar.yield"() {"quoted key 0"= @a::@a::@"é", _u1, k$2= 0: ui1, b3= #loc0}: () -> (i64, f32, tensor<?x6x8xvector<8xf6E3M2FN>>)
  %undefined_value = "z.nop"(): () -> i32 loc("":0:114)
 }): (complex<f16>, vector<i32>) -> (!x<"x<y>">, memref<4x7x274xf8E4M3FN, strided<[?, ?, 1], offset:0>>, memref<5x6xcomplex<f8E3M4>>, tuple<f16, vector<16xindex>>)
}) : () -> ()

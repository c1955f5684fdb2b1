#loc = loc("dir/with space.c":376:398)
#loc1 = loc("src/x.py":2:4294967295)
#loc2 = loc("-":268:409)
#loc3 = loc("a.mlir":28:54 to 29:42)
#loc4 = loc("f":156:264)
#loc5 = loc("op.1")
#loc6 = loc(fused[#loc, #loc1, #loc2, #loc3])
"builtin.module"() <{sym_name = "m36"}> ({
  %0 = "d.op_1"() ({
  }) {_u1 = 1.536000e+03 : f8E5M2FNUZ, a2 = "\22{%-._\22\C3\A9<\C3\A9\C3\A9{", sym_name3 = #my.v<{["x y"], 29, <"x y" 99 63>} , 16 , [-8 <-1 -7>]>, x0 = #loc6} : () -> ((tensor<complex<f32>>) -> ())
  %1:2 = "foo.bar.baz"(%0, %0) ({
    "foo.bar"(%0, %0, %0) : ((tensor<complex<f32>>) -> (), (tensor<complex<f32>>) -> (), (tensor<complex<f32>>) -> ()) -> ()
    %4:3 = "foo.bar"(%0) ({
      %8:4 = "d.op_1"(%0, %0) {d.k1 = sparse<[[0, 1, 0], [1, 1, 1], [2, 0, 0]], [9.99999968E+37, 3.000000e-01, 7.551000e+07]> : tensor<3x2x2xf32>, sym_name0 = #loc4} : ((tensor<complex<f32>>) -> (), (tensor<complex<f32>>) -> ()) -> (complex<i3>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, !foo.v<-6>, f80)
      %9 = "d.op_1"(%8#1, %8#3) : (!bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, f80) -> ui32
      %10 = "foo.bar"(%8#0, %9) ({
        %21:2 = "bar.yield"() : () -> (i64, memref<575x?xf16, 1>)
        %22:2 = "foo.bar.baz"(%9, %21#1, %21#1) {sym_name0 = #loc5} : (ui32, memref<575x?xf16, 1>, memref<575x?xf16, 1>) -> (vector<13x16xf32>, i1)
        %23 = "x.y"() <{}> {attr2 = -7.500000e+00 : f6E2M3FN, k$1 = {}, value0 = []} : () -> tensor<*xcomplex<si1>>
        %24 = "a.b"(%21#1, %21#1) {"quoted key 0" = #x.attr} : (memref<575x?xf16, 1>, memref<575x?xf16, 1>) -> memref<?x845xtf32, "gpu">
        "my_dialect.thing"(%8#1) <{b0 = 9 : index}> : (!bar.t<[true],<[74],["x y" , ?],<? ? ?>>>) -> ()
        %25:4 = "foo.bar.baz"() : () -> (i24, memref<272x5xui1>, si17, tensor<18x?x?xcomplex<i7>, #foo.enc>)
      }, {
        %12:4 = "bar.yield"(%8#2, %8#1, %8#1) : (!foo.v<-6>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>, !bar.t<[true],<[74],["x y" , ?],<? ? ?>>>) -> (tuple<si128, f6E2M3FN>, ui32, tensor<4x24x42x0xi1, #foo.enc<?,<"x y">,-6>>, f32)
        %13:3 = "d.op_1"() <{k$1 = array<f32: -6.818000e+08, -2.04445585E+32, 892.460449, 1.832300e+04>, x0}> {attr2, my.k1 = array<i1: true, true>, z90 = " <\00\CE\A9" : f32} : () -> (tuple<f80, complex<f128>>, tensor<16x8x4xi8, #foo.enc>, none)
        %14 = "foo.op"() : () -> f16
        %15 = "foo.compute"(%8#3, %8#0) <{b0 = @f_1::@x.y::@s$}> : (f80, complex<i3>) -> !bar.param<"x y", f32>
        %16 = "my_dialect.thing"(%13#1, %15) : (tensor<16x8x4xi8, #foo.enc>, !bar.param<"x y", f32>) -> complex<f16>
        "a.jump"()[^bb1] {d.k1 = sparse<[[1, 2, 2], [1, 5, 5], [2, 5, 0]], [1, 0, -1]> : tensor<4x6x6xi64>, foo.k0 = "{\0A\2200\\z\09:|!", z92 = 58 : index} : () -> ()
      ^bb1(%17: memref<?x?xbf16, 7>, %18: i128):  // 2 preds: ^bb0, ^bb1
        %19 = "foo.bar"(%15) {_u1 = {x0 = []}, k$0 = array<i32: -2147483648, 232>} : (!bar.param<"x y", f32>) -> f32
        %20 = "bar.yield"() : () -> tensor<3x2x39x4xi32>
        "foo.br"()[^bb1] : () -> ()
      }, {
      }) : (complex<i3>, ui32) -> ((i64, tensor<f32>) -> memref<2x93xbf16, strided<[?, 1], offset: ?>, 7>)
      %11 = "foo.bar"(%8#3, %8#3) : (f80, f80) -> i128
    }) : ((tensor<complex<f32>>) -> ()) -> (f16, ui8, memref<*xindex, {kind = "scratch"}>)
    %5:2 = "z.nop"() : () -> (tuple<f16, i32, i32, ui128>, vector<4xi128>)
    %6 = "d.op_1"(%5#0, %4#2, %4#1) {k$0 = "\CE\A9!'-\22{f", my.k3 = @"with\22quote", value2 = " \\z\\\\\14\C3\A9", z91 = true} : (tuple<f16, i32, i32, ui128>, memref<*xindex, {kind = "scratch"}>, ui8) -> vector<9x10x5xi1>
    %7 = "x.y"(%5#1, %4#2) : (vector<4xi128>, memref<*xindex, {kind = "scratch"}>) -> (() -> ui32)
  }, {
    %3 = "bar.yield"(%0) : ((tensor<complex<f32>>) -> ()) -> f8E4M3FN
  }) : ((tensor<complex<f32>>) -> (), (tensor<complex<f32>>) -> ()) -> (tuple<>, memref<4xvector<3xf16>, strided<[1]>>)
  "foo.bar.baz"() : () -> ()
  %2 = "bar.yield"(%1#1, %0) : (memref<4xvector<3xf16>, strided<[1]>>, (tensor<complex<f32>>) -> ()) -> tensor<1013xi1>
}) {foo.module_attr = @a::@s$::@c} : () -> ()


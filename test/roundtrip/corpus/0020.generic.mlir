#distinct = distinct[0]<@s$::@_priv>
#distinct1 = distinct[1]<-17 : i7>
#map = affine_map<()[s0, s1] -> ((s0 + s1) * s1, s1 * 5 + s0)>
#map1 = affine_map<(d0, d1) -> (18, (d1 ceildiv 7) ceildiv 9, d1 * -9)>
#map2 = affine_map<(d0) -> (d0 - 9)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<(d0, d1)[s0] -> (-d1)>
#map5 = affine_map<()[s0, s1] -> (0, s1 * 14)>
#set = affine_set<(d0, d1)[s0, s1] : (-47 >= 0)>
#set1 = affine_set<(d0)[s0, s1] : (-s1 + 5 >= 0, s0 - 1 >= 0, s0 >= 0)>
"builtin.module"() ({
  "my_dialect.thing"() : () -> ()
  %0:3 = "d.op_1"() : () -> (index, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), memref<4x42x?xui7, 3>)
  %1:3 = "foo.op"(%0#2, %0#1, %0#1) ({
  }) {_u1 = dense<true> : tensor<i1>, "quoted key 0" = @c, x2 = {}} : (memref<4x42x?xui7, 3>, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>)) -> (tensor<1x4x46x!bar.param<?,<["x y" , 12 , ?], 5, {"x y",a.b}>>, "sparse">, bf16, si8)
  %2:4 = "bar.yield"() : () -> (i1, memref<?xf8E4M3, strided<[1]>, "gpu">, tensor<36x?x?x196xbf16>, complex<f16>)
  %3 = "z.nop"(%2#0, %0#1, %0#2) <{}> {foo.k0} : (i1, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), memref<4x42x?xui7, 3>) -> f8E4M3FN
  %4 = "x.y"() ({
    %30 = "z.nop"(%2#3, %2#2) : (complex<f16>, tensor<36x?x?x196xbf16>) -> i16
    %31 = "a.b"(%1#2, %30) : (si8, i16) -> tuple<index>
    "z.nop"(%30) : (i16) -> ()
  }) : () -> bf16
  %5:4 = "foo.bar.baz"(%2#0, %4) : (i1, bf16) -> (tuple<f16>, si64, tensor<vector<10x[6]xi17>>, vector<i32>)
  %6:4 = "a.b"(%2#3, %5#3) ({
    %18 = "x.y"() <{d.k1 = 0 : ui3, value0 = #my<"a b">}> {_u2 = dense<-3.375080e-14> : tensor<3x2xbf16>, a3 = [#map, !x.param<<{i8, i8} ? -2>>, #my.v<? <<-7, f32>, ?, ?>>, []], k$0 = #map1, value1 = dense<-5.379000e+00> : tensor<f32>} : () -> f8E4M3FN
    %19:4 = "foo.compute"(%1#2, %4) <{}> : (si8, bf16) -> (f8E5M2, memref<989xui32, #map2, "local mem">, index, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>)
    %20 = "bar.yield"(%19#0, %19#1, %19#3) : (f8E5M2, memref<989xui32, #map2, "local mem">, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>) -> ui32
    %21:2 = "foo.bar"() ({
      %24 = "bar.yield"(%19#3, %19#3, %4) {b0 = 104 : index, b2 = #distinct, b3 = 0 : ui1024, my.k1 = {a2 = dense<[[1.320000e+04, 3.840920e-04], [1.001360e-05, 3.140630e+00], [3.757810e+00, 3.000490e-01]]> : tensor<3x2xf16>, attr0 = #map3, value1 = -8388608 : i24}} : (tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, bf16) -> none
      %25:4 = "x.y"() : () -> (ui64, vector<11x7xi128>, complex<bf16>, i16)
      "a.jump"(%2#3, %25#1)[^bb1, ^bb1] <{x0 = -3.925870e+09 : bf16}> {_u0 = 35 : index} : (complex<f16>, vector<11x7xi128>) -> ()
    ^bb1(%26: i1, %27: ui8):  // 2 preds: ^bb0, ^bb0
      %28 = "foo.op"(%25#2) <{sym_name0 = -20226 : i32}> : (complex<bf16>) -> f16
      "foo.op"(%1#0) {z90 = array<i32: 0, 815>} : (tensor<1x4x46x!bar.param<?,<["x y" , 12 , ?], 5, {"x y",a.b}>>, "sparse">) -> ()
      %29:4 = "x.y"(%5#0, %27, %5#2) : (tuple<f16>, ui8, tensor<vector<10x[6]xi17>>) -> (!foo.v<{<65 ? true> {54 , i8} 64}>, f16, memref<?x?x4xf16, strided<[?, 14, 1], offset: ?>, 7>, memref<?x3xf32>)
    }) {attr1 = -8 : si8, foo.k2 = false, my.k3 = #distinct1, value0 = "%@/X-%\22"} : () -> (i8, si3)
    %22 = "d.op_1"(%1#1, %19#3, %19#3) : (bf16, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>, tensor<1x4x677xcomplex<f8E3M4>, {a = 1 : i64}>) -> f32
    %23 = "foo.op"(%3, %20, %21#0) : (f8E4M3FN, ui32, i8) -> tensor<*xi1>
  }, {
  }, {
    "z.nop"(%5#2, %0#1, %5#1) : (tensor<vector<10x[6]xi17>>, (memref<3x3xui8, 4>, tensor<541xf64>) -> (f64, tensor<3xcomplex<f8E4M3FN>>), si64) -> ()
    %7 = "d.op_1"(%5#3, %2#1, %2#2) {a3 = 7.918400e-03 : f32, sym_name1, sym_name2 = 4.687500e-01 : f8E4M3FN, x0 = 8.085930e-01 : bf16} : (vector<i32>, memref<?xf8E4M3, strided<[1]>, "gpu">, tensor<36x?x?x196xbf16>) -> none
    %8:4 = "foo.compute"() ({
    }, {
    ^bb0(%arg0: ui32, %arg1: f32, %arg2: f8E8M0FNU):
      %15 = "z.nop"(%arg1, %7, %7) : (f32, none, none) -> tensor<index>
      %16 = "foo.op"(%15, %arg2) : (tensor<index>, f8E8M0FNU) -> f32
      %17 = "foo.bar"(%5#1, %arg1, %15) <{_u0 = 579.259094 : f32, d.k1 = f16}> : (si64, f32, tensor<index>) -> none
      "x.switch"(%arg2, %arg2, %0#0)[^bb1] {"quoted key 0" = -9223372036854775808 : i64, value1 = 0 : ui1, z92 = #map4} : (f8E8M0FNU, f8E8M0FNU, index) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb1
      "x.switch"(%arg1, %1#2, %16)[^bb1] : (f32, si8, f32) -> ()
    }, {
      %12 = "a.b"(%7, %7, %5#2) {d.k0} : (none, none, tensor<vector<10x[6]xi17>>) -> si64
      "a.jump"(%12)[^bb1] {attr1 = dense<[[[-3.556000e+00, 4.642000e+01, 4.305200e+20, 2.648000e+07], [1.702750e-09, 395.406281, 7.117000e+05, 507.506195], [3.14159274, 2.972490e-14, -9.393000e+05, 6.078000e+05], [7.841000e+00, 3.852500e+23, 3.995000e+07, -1.000000e+00]], [[360.762878, 3.000000e-01, -1.81997635E-20, 9.99999974E-6], [3.000000e-01, 1.000000e+02, 0.658999979, 0x7F800000], [1.401300e-45, 7.140380e+30, 0x7F800000, -2.500000e-03], [-3.137000e+08, 0.719253778, 6.02214064E+23, -6.02214064E+23]], [[4.96703953E-29, 8.868000e+00, -748.581298, 7.120720e-02], [0.547884285, 6.02214064E+23, 0xFF800000, 3.14159274], [-2.26750565E+35, 0.000000e+00, 2.318840e+05, 0.320095509], [-0.818203389, 1.968860e-19, 0.617409825, -1.95175198E-16]]]> : tensor<3x4x4xf32>, value0} : (si64) -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%5#2, %5#3)[^bb2, ^bb2] <{_u0}> : (tensor<vector<10x[6]xi17>>, vector<i32>) -> ()
    ^bb2(%13: complex<f64>):  // 2 preds: ^bb1, ^bb1
      %14 = "a.b"(%7, %5#2, %7) {k$1 = #set, sym_name0 = [#set1, tensor<7xf64>], z92 = #map5} : (none, tensor<vector<10x[6]xi17>>, none) -> f16
    }) : () -> (i1, f64, f32, i1)
    %9 = "foo.bar.baz"() {attr0 = {my.k0}, b2 = -9223372036854775808 : index, z91 = "X\09\0A\FB\7F\D7\00X" : f8E4M3, z93 = dense<false> : tensor<2xsi1>} : () -> memref<?x7xf64, 3>
    %10:3 = "bar.yield"() {_u1, b3 = #map, k$2 = 0 : ui1, "quoted key 0" = @a::@a::@"\C3\A9"} : () -> (i64, f32, tensor<?x6x8xvector<8xf6E3M2FN>>)
    %11 = "z.nop"() : () -> i32
  }) : (complex<f16>, vector<i32>) -> (!x<"x<y>">, memref<4x7x274xf8E4M3FN, strided<[?, ?, 1]>>, memref<5x6xcomplex<f8E3M4>>, tuple<f16, vector<16xindex>>)
}) : () -> ()


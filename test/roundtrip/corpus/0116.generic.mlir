!tuple = tuple<f16, index, f64, f64, si7, f16, f16, f8E4M3FN, f4E2M1FN, f6E3M2FN, i1024, f64, f16, index, f8E4M3B11FNUZ, f32, i64, f4E2M1FN, i64, si32>
#distinct = distinct[0]<sparse<[[0, 1], [3, 0], [0, 0]], [-1, 89, 1]> : tensor<4x4xi32>>
#map = affine_map<(d0, d1, d2)[s0, s1] -> ()>
"builtin.module"() ({
  %0:3 = "foo.bar"() : () -> (complex<f64>, complex<f32>, f4E2M1FN)
  %1 = "foo.op"(%0#2, %0#1) ({
    %30 = "foo.bar.baz"(%0#0, %0#1) : (complex<f64>, complex<f32>) -> i64
    %31:3 = "x.y"(%0#1, %0#1) <{b0 = 0 : i3}> : (complex<f32>, complex<f32>) -> (i1, f32, complex<f8E8M0FNU>)
    %32:3 = "my_dialect.thing"(%31#1, %0#1, %31#1) : (f32, complex<f32>, f32) -> (none, vector<[2]x[3]x5xi24>, tensor<complex<bf16>>)
    %33:4 = "bar.yield"() : () -> (!bar.a.b, i8, index, f16)
    "bar.yield"(%33#2, %33#1, %0#1) {k$0 = #map} : (index, i8, complex<f32>) -> ()
  }) : (f4E2M1FN, complex<f32>) -> !bar.param<75, 80, <<1 , "x y" , -7> , 14>>
  %2 = "d.op_1"(%0#0) {value1 = {b0 = [6.683590e+00 : f16, 3.682000e+00, 0 : i32, -1], d.k1 = 7067596231270604086 : index}, x0 = f8E4M3B11FNUZ} : (complex<f64>) -> memref<61xf8E4M3FN>
  %3:4 = "bar.yield"(%2, %2, %2) ({
  ^bb0(%arg0: tensor<*xi32>, %arg1: complex<f80>, %arg2: f16):
    %4 = "z.nop"(%arg0, %0#2) : (tensor<*xi32>, f4E2M1FN) -> !x.t
    %5 = "my_dialect.thing"() {a2 = 0x80 : f8E4M3B11FNUZ, attr0, value1 = [-9223372036854775808, #distinct, dense<[[3.125000e-01], [0x78], [-2.000000e+00], [0x78]]> : tensor<4x1xf8E4M3>]} : () -> !tuple
    %6:2 = "d.op_1"(%arg1, %arg1) : (complex<f80>, complex<f80>) -> (i64, complex<f128>)
    %7:4 = "foo.bar.baz"(%4) <{attr2 = array<i64: 0>, b3 = false, foo.k1 = 29 : si16, sym_name0 = @_priv}> : (!x.t) -> (tensor<4x?xf8E4M3B11FNUZ>, tensor<*xbf16>, none, memref<3x3x61xvector<1x5xbf16>>)
    "foo.bar.baz"(%0#1) : (complex<f32>) -> ()
    "foo.br"(%7#3)[^bb1, ^bb1] ({
    ^bb0(%arg9: none, %arg10: i32):
      "d.op_1"(%6#1) {b2 = sparse<[[1, 1, 0]], 1> : tensor<3x5x3xi32>, foo.k0 = si64, foo.k3, value1} : (complex<f128>) -> ()
      %25 = "foo.bar.baz"(%7#3, %arg10, %6#1) ({
        %27 = "foo.bar"(%6#1) <{a1 = distinct[1]<affine_map<(d0) -> ()>>, "quoted key 0" = -5.4277990224117883E+287 : f64, x2 = @b::@a, z93 = [index, 0 : si3, f8E3M4]}> {"quoted key 0" = false} : (complex<f128>) -> ui32
        "foo.op"(%5, %arg1, %7#1) {_u1 = dense<-2147483648> : tensor<si32>, k$0 = []} : (!tuple, complex<f80>, tensor<*xbf16>) -> ()
        "a.b"(%27, %arg10) {my.k1 = [none, 0 : i3], z90 = 0x70 : f8E3M4} : (ui32, i32) -> ()
        %28 = "d.op_1"(%7#3, %27) {k$0} : (memref<3x3x61xvector<1x5xbf16>>, ui32) -> tensor<316xf64>
        %29:4 = "foo.bar"() <{}> : () -> (() -> i64, (index, f32, !foo.param<[80, "x y", {-5 ?}] , ?>) -> (f8E4M3FN, f16), f8E3M4, index)
      }) : (memref<3x3x61xvector<1x5xbf16>>, i32, complex<f128>) -> ui128
      %26:3 = "foo.compute"(%5, %7#1) <{"quoted key 0"}> {my.k0 = "z\09!\00\0A\22\C3\A9'*\22\00"} : (!tuple, tensor<*xbf16>) -> (si8, !tuple, index)
    }, {
    ^bb0(%arg3: f16, %arg4: memref<16xi1024, strided<[?]>>):
      %9 = "foo.bar"(%arg2, %arg4, %7#3) <{}> {attr0} : (f16, memref<16xi1024, strided<[?]>>, memref<3x3x61xvector<1x5xbf16>>) -> index
      %10 = "my_dialect.thing"(%arg3, %arg3, %7#1) {attr2, my.k0, my.k3 = index, "quoted key 1"} : (f16, f16, tensor<*xbf16>) -> i8
      "x.switch"(%10, %7#1)[^bb1] {k$0 = dense<[0.000000e+00, 0x78]> : vector<2xf8E4M3>, sym_name1 = #my<"abc">} : (i8, tensor<*xbf16>) -> ()
    ^bb1(%11: complex<i1024>):  // pred: ^bb0
      "foo.bar"(%7#0) {_u0 = (tensor<4x2x102xi1024>) -> i32, "quoted key 1" = @x.y, x2, z93 = complex<i128>} : (tensor<4x?xf8E4M3B11FNUZ>) -> ()
      %12:2 = "d.op_1"() : () -> (memref<2x?x?xcomplex<f64>, 5>, vector<16x[11]xindex>)
      %13 = "z.nop"(%12#0, %6#1, %11) ({
      ^bb0(%arg7: si1, %arg8: f32):
        %18:2 = "bar.yield"(%7#1, %12#1) <{a1 = "-\\" : f16, a3 = {a3 = dense<0> : vector<1xsi24>, foo.k2 = [], "quoted key 0" = 3.435060e-01 : f16, z91}, d.k2 = @f_1::@x.y::@f_1, sym_name0}> : (tensor<*xbf16>, vector<16x[11]xindex>) -> (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>, ui3)
        "my_dialect.thing"(%4) {_u0 = array<i8: -128, -128, -1, -1>} : (!x.t) -> ()
        %19 = "foo.compute"(%18#0, %18#0) : (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>, !my_dialect.v<[83,-3,[a.b , "x y" , -7]]>) -> memref<13xbf16, strided<[1]>, {kind = "scratch"}>
        "x.switch"()[^bb1] {a1, sym_name0 = #foo<"abc">, value2} : () -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
        %20 = "foo.op"(%arg8, %19, %2) : (f32, memref<13xbf16, strided<[1]>, {kind = "scratch"}>, memref<61xf8E4M3FN>) -> tuple<ui64, f4E2M1FN>
        "a.jump"(%18#0)[^bb2, ^bb1] : (!my_dialect.v<[83,-3,[a.b , "x y" , -7]]>) -> ()
      ^bb2(%21: complex<f64>, %22: index):  // pred: ^bb1
        %23 = "bar.yield"(%19, %6#0) {d.k1 = "%\00-a%.{\22\09X*" : i1, "quoted key 0" = dense<[[-128, 1], [14, 0], [1, 1]]> : tensor<3x2xi8>} : (memref<13xbf16, strided<[1]>, {kind = "scratch"}>, i64) -> vector<13xui7>
        "cfx.cond_br"(%19, %23, %22)[^bb3] : (memref<13xbf16, strided<[1]>, {kind = "scratch"}>, vector<13xui7>, index) -> ()
      ^bb3:  // pred: ^bb2
        %24:4 = "a.b"(%6#0) : (i64) -> (complex<f64>, memref<23x1xi1024>, f32, complex<f16>)
        "x.switch"(%arg7, %24#2, %11)[^bb1] : (si1, f32, complex<i1024>) -> ()
      }, {
      ^bb0(%arg5: complex<f32>, %arg6: (tensor<0x1x45x?xui1>, complex<bf16>, i64) -> ()):
        %17:3 = "x.y"(%arg6, %12#0) <{a1 = "-z \000", attr3 = false, my.k2 = sparse<[[0, 1, 0], [1, 0, 3], [0, 0, 0]], [3.731000e+04, 250.60358400000001, -5.000000e-01]> : tensor<2x3x4xf64>, "quoted key 0" = [sparse<[[2, 1, 3]], 0> : tensor<5x2x5xi32>]}> : ((tensor<0x1x45x?xui1>, complex<bf16>, i64) -> (), memref<2x?x?xcomplex<f64>, 5>) -> (tensor<78x9x4x559xi8>, memref<?x3xf16, 1>, bf16)
      }) {k$0 = {d.k1 = array<i1: false, false, false>, d.k2, sym_name0}} : (memref<2x?x?xcomplex<f64>, 5>, complex<f128>, complex<i1024>) -> index
      "cfx.cond_br"(%6#0, %arg4, %12#0)[^bb2] : (i64, memref<16xi1024, strided<[?]>>, memref<2x?x?xcomplex<f64>, 5>) -> ()
    ^bb2(%14: tensor<f32>, %15: complex<f64>):  // pred: ^bb1
      "x.switch"()[^bb3] : () -> ()
    ^bb3(%16: none):  // pred: ^bb2
      "foo.op"() : () -> ()
    }) : (memref<3x3x61xvector<1x5xbf16>>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %8 = "foo.compute"() {k$0 = []} : () -> vector<[7]x1x1xindex>
  }) : (memref<61xf8E4M3FN>, memref<61xf8E4M3FN>, memref<61xf8E4M3FN>) -> (vector<11x4x[8]xf16>, si7, memref<31x55x35xf80>, complex<si8>)
}) : () -> ()


!tuple = tuple<bf16, f32, i128, index, f16, f16, i8, i32, index, complex<si17>, f6E3M2FN, f32, none, f6E2M3FN, f64, f6E3M2FN, f32, f8E5M2>
#loc = loc("dir/with space.c":105:124)
#loc1 = loc("-":223:411)
#map = affine_map<(d0, d1)[s0] -> (s0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0, d1) : (7 >= 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (-4 == 0, 1 >= 0)>
#loc2 = loc(fused<"meta">[#loc1])
#distinct = distinct[0]<{sym_name1, x0 = #map}>
"builtin.module"() ({
  %0 = "foo.op"() <{value0 = [array<f64: -1.000000e+00, 6.0221407599999999E+23, 2.500000e-03, -7.3901098409966683E-114, 5.210000e+00>, 1 : i8, "\09*_0@\\. b\0A\09\80", 0x7C00 : f16]}> : () -> f6E3M2FN
  %1 = "x.y"(%0, %0, %0) <{}> : (f6E3M2FN, f6E3M2FN, f6E3M2FN) -> memref<*xi8, "shared">
  %2:3 = "bar.yield"() ({
  ^bb0(%arg3: !x.param<?>, %arg4: complex<bf16>, %arg5: memref<?x?xi1>):
    "x.switch"(%arg4)[^bb1] <{a0 = affine_map<()[s0] -> (5)>}> : (complex<bf16>) -> ()
  ^bb1:  // pred: ^bb0
    "foo.bar"(%arg3, %arg4) <{attr1, my.k2 = -1 : i64, z90 = "zX _"}> : (!x.param<?>, complex<bf16>) -> ()
    %15 = "d.op_1"(%arg5, %1) <{"quoted key 1" = tensor<2x1x0x0xbf16>, sym_name0 = affine_set<(d0, d1)[s0] : ((s0 + 2) ceildiv 4 == 0, d0 - d1 >= 0, -(d0 + 8) == 0)>, value2 = 45 : index}> ({
      %18 = "foo.bar"(%arg4) : (complex<bf16>) -> tuple<>
      %19 = "z.nop"(%arg5) <{attr1 = "\0A\00", b2 = !bar<"abc">, k$0 = affine_set<(d0, d1, d2)[s0] : ((d0 mod 2) * 8 >= 0)>}> ({
      ^bb0(%arg6: index, %arg7: f6E2M3FN):
        %24 = "d.op_1"() : () -> si128
        %25:4 = "foo.bar.baz"(%arg6) : (index) -> (i17, f16, i64, complex<f4E2M1FN>)
        %26 = "foo.op"() <{a1 = "\09*_0@\\. b\0A\09\80", b0 = 20 : index, value3, x2 = array<i8: -1, 1, -1>}> : () -> bf16
        %27 = "d.op_1"(%25#2, %26) <{_u2 = affine_map<(d0, d1)[s0] -> (0, d0 + s0 + 3)>, foo.k0 = dense<-1317537440> : vector<1xi32>, my.k1 = 13 : i8}> {my.k0 = #set} : (i64, bf16) -> i64
        %28 = "d.op_1"(%25#2, %26) <{a1 = #loc2, sym_name0 = -128 : si8}> {b1 = 34 : index, b2 = dense<[[6.114000e+00, 9.569000e+00, 0.955177783, 105.709122], [-1.000000e-01, -1.17549435E-38, 1.000000e-01, 0.134622499]]> : vector<2x4xf32>, foo.k0} : (i64, bf16) -> f64
        %29:3 = "foo.bar.baz"(%26, %28, %25#2) : (bf16, f64, i64) -> (memref<*xvector<10x9x[15]xf32>>, memref<?x3x5xvector<[14]xui1>, "gpu">, f80)
      }) {value0 = "_", z91 = #distinct} : (memref<?x?xi1>) -> complex<f16>
      %20 = "x.y"() {b0 = #loc, k$1 = distinct[1]<>, k$3, sym_name2 = #map1} : () -> i17
      %21:4 = "a.b"(%arg4) : (complex<bf16>) -> (index, f16, vector<14x7xsi8>, none)
      %22 = "foo.op"(%1, %21#2) : (memref<*xi8, "shared">, vector<14x7xsi8>) -> f32
      %23:3 = "foo.bar"(%0, %1) <{z90 = 1.000000e+00 : bf16}> {attr0 = "%%a' %", foo.k2 = 384075782203 : i64, "quoted key 1" = {b2 = #loc2, my.k1 = 1 : si32, "quoted key 0" = 0.000000e+00 : f16}, x3} : (f6E3M2FN, memref<*xi8, "shared">) -> (!foo.t<-0 , <86,?,"x y"> , [<21> , <"x y">]>, tensor<3x244x764x!bar.v<"x y",?,"x y">>, () -> (tensor<?x?x?x0xcomplex<f32>, {a = 1 : i64}>, tensor<?x?x2xf64>))
    }) : (memref<?x?xi1>, memref<*xi8, "shared">) -> complex<bf16>
    %16 = "a.b"() <{b1 = #loc2, x0 = dense<> : tensor<1x1x0x!foo.str>}> {k$0 = dense<[[-5.000000e-01, 0x7C00, -1.011350e-01]]> : vector<1x3xf16>, my.k1 = {z90 = 7.650840e+16 : f64}} : () -> ui16
    %17:4 = "foo.compute"(%arg4, %0) <{d.k0 = 0.3864379 : f64}> {attr0, sym_name1} : (complex<bf16>, f6E3M2FN) -> (!foo.param<-2>, i3, f4E2M1FN, tuple<index, si1, index, f8E4M3FN>)
  }) {d.k1 = 1 : i1024, k$2 = #loc2, "quoted key 0" = "<X\\-'-\22\E6\97\A5\E6\9C\AC" : i24} : () -> (i17, f8E4M3FN, tensor<3xi64, #foo.enc>)
  "foo.compute"(%2#2) {b0 = tensor<13xui32>} : (tensor<3xi64, #foo.enc>) -> ()
  %3 = "a.b"() <{a1 = affine_map<()[s0, s1] -> (s0 * 54)>, "quoted key 0" = 1 : i1024}> {_u1 = "\C3\A9\7F0" : i64, my.k0} : () -> i8
  %4 = "foo.bar"(%2#0, %2#1) {foo.k0 = array<i64>} : (i17, f8E4M3FN) -> memref<28xbf16, strided<[1], offset: ?>>
  %5 = "foo.op"(%2#2) ({
  ^bb0(%arg0: i8, %arg1: complex<bf16>, %arg2: i1):
    %9 = "foo.bar.baz"(%arg1, %arg0) <{b1 = false, sym_name0}> : (complex<bf16>, i8) -> vector<14xf64>
    "x.switch"(%1, %arg2, %2#2)[^bb1] <{_u1 = "\09*_0@\\. b\0A\09\80", "quoted key 0" = loc("name"), value2 = dense<[-60, -19]> : vector<2xi8>, z93 = "#"}> ({
      %12 = "a.b"() : () -> f8E5M2
      %13 = "foo.bar"() {attr2 = "%{/", b1 = ui32, my.k0 = sparse<[[1, 3], [1, 0], [0, 2]], [0.89779189999999998, -2.3347650685717723E-151, 2.489000e+10]> : tensor<2x4xf64>} : () -> complex<f4E2M1FN>
      %14:4 = "d.op_1"(%3, %9, %2#1) {sym_name0 = 1.7040327671116645E-4 : f64} : (i8, vector<14xf64>, f8E4M3FN) -> (!x.v<{-8 , -0} , [<f32 , true> ? [a.b -4]]>, index, !tuple, complex<f80>)
    }, {
      "a.jump"()[^bb1, ^bb3] : () -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb3
      "cfx.cond_br"(%arg0)[^bb2] : (i8) -> ()
    ^bb2:  // pred: ^bb1
      "x.switch"(%arg2, %0, %9)[^bb3, ^bb3] : (i1, f6E3M2FN, vector<14xf64>) -> ()
    ^bb3(%11: bf16):  // 3 preds: ^bb0, ^bb2, ^bb2
      "x.switch"(%arg1)[^bb1] {d.k0, d.k1 = #set1} : (complex<bf16>) -> ()
    }) : (memref<*xi8, "shared">, i1, tensor<3xi64, #foo.enc>) -> ()
  ^bb1:  // pred: ^bb0
    %10 = "foo.bar"(%9) <{"quoted key 1" = distinct[2]<dense<(2.000000e+00,0xFC00)> : tensor<complex<f16>>>, sym_name2 = 3.000000e-01 : f64, value0 = "\22a"}> {a0} : (vector<14xf64>) -> ((none, index) -> vector<[5]x3x16xf8E4M3B11FNUZ>)
  }, {
    "x.switch"(%1, %3, %4)[^bb1, ^bb1] : (memref<*xi8, "shared">, i8, memref<28xbf16, strided<[1], offset: ?>>) -> ()
  ^bb1(%7: index, %8: i3):  // 3 preds: ^bb0, ^bb0, ^bb1
    "a.jump"()[^bb2, ^bb1] {b1 = dense<> : tensor<3x0xf8E5M2>, sym_name2 = "\09 w" : f64, value0 = -2.658460e+36 : bf16} : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "a.jump"(%2#1, %2#2)[^bb3] <{foo.k0 = affine_set<(d0)[s0, s1] : (9 == 0, s1 * 4 - s0 >= 0, d0 mod 2 >= 0)>}> : (f8E4M3FN, tensor<3xi64, #foo.enc>) -> ()
  ^bb3:  // pred: ^bb2
    "a.jump"(%3, %4, %2#1)[^bb2] {_u0 = @"0start", sym_name1 = ""} : (i8, memref<28xbf16, strided<[1], offset: ?>>, f8E4M3FN) -> ()
  }, {
    "foo.compute"() : () -> ()
  }) : (tensor<3xi64, #foo.enc>) -> f64
  %6 = "z.nop"(%2#2, %3, %2#0) {x0 = dense<[[[0, 19, -64], [-1, -64, 1], [63, -1, -64]], [[19, -64, -26], [-64, 1, -18], [0, 63, -64]], [[1, -4, 3], [0, -1, -1], [63, 3, 1]]]> : tensor<3x3x3xsi7>} : (tensor<3xi64, #foo.enc>, i8, i17) -> ui1
}) : () -> ()


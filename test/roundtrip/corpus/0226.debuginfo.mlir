!tuple = tuple<bf16, f32, i128, index, f16, f16, i8, i32, index, complex<si17>, f6E3M2FN, f32, none, f6E2M3FN, f64, f6E3M2FN, f32, f8E5M2>
#loc5 = loc("0226.in.mlir":13:6)
#loc6 = loc("0226.in.mlir":13:27)
#loc7 = loc("0226.in.mlir":13:51)
#loc16 = loc("dir/with space.c":311:206)
#loc17 = loc("0226.in.mlir":20:51)
#loc24 = loc("dir/with space.c":105:124)
#loc27 = loc("-":223:411)
#loc35 = loc("0226.in.mlir":41:5)
#loc36 = loc("dir/with space.c":40:63 to :71)
#loc37 = loc("0226.in.mlir":41:72)
#loc46 = loc("0226.in.mlir":54:8)
#loc49 = loc("0226.in.mlir":62:6)
#loc50 = loc("0226.in.mlir":62:27)
#map = affine_map<(d0, d1)[s0] -> (s0)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0, d1) : (7 >= 0)>
#set1 = affine_set<(d0, d1, d2)[s0] : (-4 == 0, 1 >= 0)>
#loc59 = loc(fused<"meta">[#loc27])
#distinct = distinct[0]<{sym_name1, x0 = #map}>
"builtin.module"() ({
  %0 = "foo.op"() <{value0 = [array<f64: -1.000000e+00, 6.0221407599999999E+23, 2.500000e-03, -7.3901098409966683E-114, 5.210000e+00>, 1 : i8, "\09*_0@\\. b\0A\09\80", 0x7C00 : f16]}> : () -> f6E3M2FN loc(#loc1)
  %1 = "x.y"(%0, %0, %0) <{}> : (f6E3M2FN, f6E3M2FN, f6E3M2FN) -> memref<*xi8, "shared"> loc(#loc64)
  %2:3 = "bar.yield"() ({
  ^bb0(%arg3: !x.param<?> loc("0226.in.mlir":13:6), %arg4: complex<bf16> loc("0226.in.mlir":13:27), %arg5: memref<?x?xi1> loc("0226.in.mlir":13:51)):
    "x.switch"(%arg4)[^bb1] <{a0 = affine_map<()[s0] -> (5)>}> : (complex<bf16>) -> () loc(#loc8)
  ^bb1:  // pred: ^bb0
    "foo.bar"(%arg3, %arg4) <{attr1, my.k2 = -1 : i64, z90 = "zX _"}> : (!x.param<?>, complex<bf16>) -> () loc(#loc9)
    %15 = "d.op_1"(%arg5, %1) <{"quoted key 1" = tensor<2x1x0x0xbf16>, sym_name0 = affine_set<(d0, d1)[s0] : ((s0 + 2) ceildiv 4 == 0, d0 - d1 >= 0, -(d0 + 8) == 0)>, value2 = 45 : index}> ({
      %18 = "foo.bar"(%arg4) : (complex<bf16>) -> tuple<> loc(#loc11)
      %19 = "z.nop"(%arg5) <{attr1 = "\0A\00", b2 = !bar<"abc">, k$0 = affine_set<(d0, d1, d2)[s0] : ((d0 mod 2) * 8 >= 0)>}> ({
      ^bb0(%arg6: index loc("dir/with space.c":311:206), %arg7: f6E2M3FN loc("0226.in.mlir":20:51)):
        %24 = "d.op_1"() : () -> si128 loc(#loc18)
        %25:4 = "foo.bar.baz"(%arg6) : (index) -> (i17, f16, i64, complex<f4E2M1FN>) loc(#loc19)
        %26 = "foo.op"() <{a1 = "\09*_0@\\. b\0A\09\80", b0 = 20 : index, value3, x2 = array<i8: -1, 1, -1>}> : () -> bf16 loc(#loc20)
        %27 = "d.op_1"(%25#2, %26) <{_u2 = affine_map<(d0, d1)[s0] -> (0, d0 + s0 + 3)>, foo.k0 = dense<-1317537440> : vector<1xi32>, my.k1 = 13 : i8}> {my.k0 = #set} : (i64, bf16) -> i64 loc(#loc21)
        %28 = "d.op_1"(%25#2, %26) <{a1 = #loc59, sym_name0 = -128 : si8}> {b1 = 34 : index, b2 = dense<[[6.114000e+00, 9.569000e+00, 0.955177783, 105.709122], [-1.000000e-01, -1.17549435E-38, 1.000000e-01, 0.134622499]]> : vector<2x4xf32>, foo.k0} : (i64, bf16) -> f64 loc(#loc2)
        %29:3 = "foo.bar.baz"(%26, %28, %25#2) : (bf16, f64, i64) -> (memref<*xvector<10x9x[15]xf32>>, memref<?x3x5xvector<[14]xui1>, "gpu">, f80) loc(#loc22)
      }) {value0 = "_", z91 = #distinct} : (memref<?x?xi1>) -> complex<f16> loc(#loc65)
      %20 = "x.y"() {b0 = #loc24, k$1 = distinct[1]<>, k$3, sym_name2 = #map1} : () -> i17 loc(#loc57)
      %21:4 = "a.b"(%arg4) : (complex<bf16>) -> (index, f16, vector<14x7xsi8>, none) loc(#loc11)
      %22 = "foo.op"(%1, %21#2) : (memref<*xi8, "shared">, vector<14x7xsi8>) -> f32 loc(#loc25)
      %23:3 = "foo.bar"(%0, %1) <{z90 = 1.000000e+00 : bf16}> {attr0 = "%%a' %", foo.k2 = 384075782203 : i64, "quoted key 1" = {b2 = #loc59, my.k1 = 1 : si32, "quoted key 0" = 0.000000e+00 : f16}, x3} : (f6E3M2FN, memref<*xi8, "shared">) -> (!foo.t<-0 , <86,?,"x y"> , [<21> , <"x y">]>, tensor<3x244x764x!bar.v<"x y",?,"x y">>, () -> (tensor<?x?x?x0xcomplex<f32>, {a = 1 : i64}>, tensor<?x?x2xf64>)) loc(#loc58)
    }) : (memref<?x?xi1>, memref<*xi8, "shared">) -> complex<bf16> loc(#loc10)
    %16 = "a.b"() <{b1 = #loc59, x0 = dense<> : tensor<1x1x0x!foo.str>}> {k$0 = dense<[[-5.000000e-01, 0x7C00, -1.011350e-01]]> : vector<1x3xf16>, my.k1 = {z90 = 7.650840e+16 : f64}} : () -> ui16 loc(#loc66)
    %17:4 = "foo.compute"(%arg4, %0) <{d.k0 = 0.3864379 : f64}> {attr0, sym_name1} : (complex<bf16>, f6E3M2FN) -> (!foo.param<-2>, i3, f4E2M1FN, tuple<index, si1, index, f8E4M3FN>) loc(#loc29)
  }) {d.k1 = 1 : i1024, k$2 = #loc59, "quoted key 0" = "<X\\-'-\22\E6\97\A5\E6\9C\AC" : i24} : () -> (i17, f8E4M3FN, tensor<3xi64, #foo.enc>) loc(#loc4)
  "foo.compute"(%2#2) {b0 = tensor<13xui32>} : (tensor<3xi64, #foo.enc>) -> () loc(#loc30)
  %3 = "a.b"() <{a1 = affine_map<()[s0, s1] -> (s0 * 54)>, "quoted key 0" = 1 : i1024}> {_u1 = "\C3\A9\7F0" : i64, my.k0} : () -> i8 loc(#loc67)
  %4 = "foo.bar"(%2#0, %2#1) {foo.k0 = array<i64>} : (i17, f8E4M3FN) -> memref<28xbf16, strided<[1], offset: ?>> loc(#loc68)
  %5 = "foo.op"(%2#2) ({
  ^bb0(%arg0: i8 loc("0226.in.mlir":41:5), %arg1: complex<bf16> loc("dir/with space.c":40:63 to :71), %arg2: i1 loc("0226.in.mlir":41:72)):
    %9 = "foo.bar.baz"(%arg1, %arg0) <{b1 = false, sym_name0}> : (complex<bf16>, i8) -> vector<14xf64> loc(#loc38)
    "x.switch"(%1, %arg2, %2#2)[^bb1] <{_u1 = "\09*_0@\\. b\0A\09\80", "quoted key 0" = #loc28, value2 = dense<[-60, -19]> : vector<2xi8>, z93 = "#"}> ({
      %12 = "a.b"() : () -> f8E5M2 loc(#loc40)
      %13 = "foo.bar"() {attr2 = "%{/", b1 = ui32, my.k0 = sparse<[[1, 3], [1, 0], [0, 2]], [0.89779189999999998, -2.3347650685717723E-151, 2.489000e+10]> : tensor<2x4xf64>} : () -> complex<f4E2M1FN> loc(#loc63)
      %14:4 = "d.op_1"(%3, %9, %2#1) {sym_name0 = 1.7040327671116645E-4 : f64} : (i8, vector<14xf64>, f8E4M3FN) -> (!x.v<{-8 , -0} , [<f32 , true> ? [a.b -4]]>, index, !tuple, complex<f80>) loc(#loc2)
    }, {
      "a.jump"()[^bb1, ^bb3] : () -> () loc(#loc43)
    ^bb1:  // 2 preds: ^bb0, ^bb3
      "cfx.cond_br"(%arg0)[^bb2] : (i8) -> () loc(#loc44)
    ^bb2:  // pred: ^bb1
      "x.switch"(%arg2, %0, %9)[^bb3, ^bb3] : (i1, f6E3M2FN, vector<14xf64>) -> () loc(#loc45)
    ^bb3(%11: bf16 loc("0226.in.mlir":54:8)):  // 3 preds: ^bb0, ^bb2, ^bb2
      "x.switch"(%arg1)[^bb1] {d.k0, d.k1 = #set1} : (complex<bf16>) -> () loc(#loc54)
    }) : (memref<*xi8, "shared">, i1, tensor<3xi64, #foo.enc>) -> () loc(#loc39)
  ^bb1:  // pred: ^bb0
    %10 = "foo.bar"(%9) <{"quoted key 1" = distinct[2]<dense<(2.000000e+00,0xFC00)> : tensor<complex<f16>>>, sym_name2 = 3.000000e-01 : f64, value0 = "\22a"}> {a0} : (vector<14xf64>) -> ((none, index) -> vector<[5]x3x16xf8E4M3B11FNUZ>) loc(#loc47)
  }, {
    "x.switch"(%1, %3, %4)[^bb1, ^bb1] : (memref<*xi8, "shared">, i8, memref<28xbf16, strided<[1], offset: ?>>) -> () loc(#loc48)
  ^bb1(%7: index loc("0226.in.mlir":62:6), %8: i3 loc("0226.in.mlir":62:27)):  // 3 preds: ^bb0, ^bb0, ^bb1
    "a.jump"()[^bb2, ^bb1] {b1 = dense<> : tensor<3x0xf8E5M2>, sym_name2 = "\09 w" : f64, value0 = -2.658460e+36 : bf16} : () -> () loc(#loc11)
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "a.jump"(%2#1, %2#2)[^bb3] <{foo.k0 = affine_set<(d0)[s0, s1] : (9 == 0, s1 * 4 - s0 >= 0, d0 mod 2 >= 0)>}> : (f8E4M3FN, tensor<3xi64, #foo.enc>) -> () loc(#loc2)
  ^bb3:  // pred: ^bb2
    "a.jump"(%3, %4, %2#1)[^bb2] {_u0 = @"0start", sym_name1 = ""} : (i8, memref<28xbf16, strided<[1], offset: ?>>, f8E4M3FN) -> () loc(#loc51)
  }, {
    "foo.compute"() : () -> () loc(#loc52)
  }) : (tensor<3xi64, #foo.enc>) -> f64 loc(#loc34)
  %6 = "z.nop"(%2#2, %3, %2#0) {x0 = dense<[[[0, 19, -64], [-1, -64, 1], [63, -1, -64]], [[19, -64, -26], [-64, 1, -18], [0, 63, -64]], [[1, -4, 3], [0, -1, -1], [63, 3, 1]]]> : tensor<3x3x3xsi7>} : (tensor<3xi64, #foo.enc>, i8, i17) -> ui1 loc(#loc53)
}) : () -> () loc(#loc)
#loc = loc("0226.in.mlir":0:0)
#loc1 = loc("a.mlir":4294967295:33)
#loc2 = loc(unknown)
#loc3 = loc("op.1")
#loc4 = loc("-":119:4294967295)
#loc8 = loc("0226.in.mlir":14:2)
#loc9 = loc("0226.in.mlir":16:2)
#loc10 = loc("0226.in.mlir":17:7)
#loc11 = loc("a.mlir":12:0)
#loc12 = loc("src/x.py":245:381)
#loc13 = loc("a.mlir":33:76 to 34:9)
#loc14 = loc("dir/with space.c":25:6 to 28:6)
#loc15 = loc("src/x.py":182:233)
#loc18 = loc("0226.in.mlir":21:11)
#loc19 = loc("0226.in.mlir":22:20)
#loc20 = loc("0226.in.mlir":23:15)
#loc21 = loc("0226.in.mlir":24:11)
#loc22 = loc("a.mlir":70:0)
#loc23 = loc("src/x.py":7:0)
#loc25 = loc("n")
#loc26 = loc("a.mlir":0:470)
#loc28 = loc("name")
#loc29 = loc("src/x.py":0:21)
#loc30 = loc("0226.in.mlir":37:1)
#loc31 = loc("a.mlir":38:94)
#loc32 = loc("":31:78 to :87)
#loc33 = loc("dir/with space.c":4294967295:122)
#loc34 = loc("0226.in.mlir":40:12)
#loc38 = loc("0226.in.mlir":42:8)
#loc39 = loc("f":120:285)
#loc40 = loc("a.mlir":10:47 to :53)
#loc41 = loc("a.mlir":36:50 to :28)
#loc42 = loc("src/x.py":40:46 to :56)
#loc43 = loc("0226.in.mlir":49:3)
#loc44 = loc("-":162:4294967295)
#loc45 = loc("0226.in.mlir":53:3)
#loc47 = loc("src/x.py":298:228)
#loc48 = loc("f":16:21 to 17:14)
#loc51 = loc("0226.in.mlir":67:2)
#loc52 = loc("0226.in.mlir":69:2)
#loc53 = loc("f":4294967295:171)
#loc54 = loc("v"(#loc3))
#loc55 = loc(callsite(#loc12 at #loc13))
#loc56 = loc(callsite(#loc2 at #loc15))
#loc57 = loc("callee"(#loc23))
#loc58 = loc("v"(#loc26))
#loc60 = loc(fused<"meta">[#loc2])
#loc61 = loc(callsite(#loc31 at #loc28))
#loc62 = loc(callsite(#loc33 at #loc28))
#loc63 = loc(fused[#loc41, #loc42])
#loc64 = loc(callsite(#loc2 at #loc54))
#loc65 = loc(fused[#loc55, #loc14, #loc56])
#loc66 = loc(callsite(#loc28 at #loc60))
#loc67 = loc(callsite(#loc61 at #loc32))
#loc68 = loc(callsite(#loc11 at #loc62))


#loc4 = loc("dir/with space.c":57:0)
#loc5 = loc("op.1")
#loc7 = loc("src/x.py":94:86)
#loc8 = loc(unknown)
#loc18 = loc("src/x.py":23:26 to :59)
#loc19 = loc("0179.in.mlir":29:67)
#loc26 = loc("x")
#loc27 = loc("0179.in.mlir":44:88)
#loc29 = loc("0179.in.mlir":46:10)
#loc30 = loc("0179.in.mlir":46:22)
#loc40 = loc("0179.in.mlir":58:8)
#map = affine_map<(d0, d1)[s0] -> (d0 * 7, 9, d1 ceildiv 4)>
#loc47 = loc(fused<"meta">[#loc26])
#loc50 = loc("callee"(#loc47))
"builtin.module"() ({
  "foo.op"() : () -> () loc(#loc45)
  %0 = "bar.yield"() {z90} : () -> complex<bf16> loc(#loc2)
  %1:3 = "x.y"(%0, %0) <{foo.k2 = 9.296870e-01 : bf16, my.k1 = dense<[[false, true], [false, true]]> : vector<2x2xi1>, z90 = 4.047000e+08 : f32}> ({
  ^bb0(%arg0: vector<2x[15]xbf16> loc("dir/with space.c":57:0), %arg1: !foo.t_1 loc("op.1")):
    %3 = "x.y"() {attr0 = #loc7} : () -> ui24 loc(#loc6)
    %4:3 = "foo.bar.baz"(%arg0, %3) : (vector<2x[15]xbf16>, ui24) -> (tensor<3x14xf64>, !foo<"abc">, si1024) loc(#loc8)
    "foo.br"()[^bb1, ^bb1] {foo.k0 = dense<[[0.000000e+00, -0.000000e+00], [3.125000e-01, 2.800000e+01]]> : vector<2x2xf6E3M2FN>, my.k1 = 9.842660e+05 : f32} : () -> () loc(#loc9)
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "foo.bar"(%4#0) {b0, d.k1 = sparse<[[0, 2, 1], [1, 1, 1]], [0, -1]> : tensor<2x4x2xi64>, "quoted key 2" = {}, "quoted key 3"} : (tensor<3x14xf64>) -> () loc(#loc10)
    %5 = "foo.op"(%4#0, %4#0) {k$0 = i7, k$1, "quoted key 2" = tuple<>} : (tensor<3x14xf64>, tensor<3x14xf64>) -> tensor<8x3x32xui1024> loc(#loc8)
    "bar.yield"(%5, %3, %4#0) {_u1 = @x.y, value0 = []} : (tensor<8x3x32xui1024>, ui24, tensor<3x14xf64>) -> () loc(#loc11)
    %6:2 = "x.y"(%4#1) <{a1 = dense<5.000000e-01> : tensor<1xf80>, value0 = sparse<1, 0> : tensor<2xi64>, x2 = affine_map<(d0) -> (-d0, 3)>}> ({
      %8 = "foo.bar"(%4#1, %5) : (!foo<"abc">, tensor<8x3x32xui1024>) -> complex<f8E3M4> loc(#loc46)
      %9 = "d.op_1"(%4#1) <{k$1 = -170141183460469231731687303715884105728 : i128, sym_name0 = dense<[[[3.637000e+00, -9.917000e+03], [1.000000e+300, 2.2927747802290116E+280]], [[1.0174651751602676E-10, 9.240830e+05], [4.3858096654496043E+134, -4.940660e-324]]]> : tensor<2x2x2xf64>}> ({
        %25:4 = "x.y"(%8) : (complex<f8E3M4>) -> (f8E5M2, vector<5x11x12xf6E2M3FN>, tensor<212x4x1x?xi32>, tensor<3xindex>) loc(#loc16)
        %26 = "z.nop"(%25#3, %25#2, %4#2) : (tensor<3xindex>, tensor<212x4x1x?xi32>, si1024) -> f128 loc(#loc17)
        "my_dialect.thing"(%25#3, %4#0, %25#1) : (tensor<3xindex>, tensor<3x14xf64>, vector<5x11x12xf6E2M3FN>) -> () loc(#loc8)
        "foo.br"(%8)[^bb1] : (complex<f8E3M4>) -> () loc(#loc8)
      ^bb1(%27: tensor<421x!foo.t> loc("src/x.py":23:26 to :59), %28: index loc("0179.in.mlir":29:67), %29: vector<5x9x14xsi3> loc(unknown)):  // 2 preds: ^bb0, ^bb2
        "a.b"(%29, %27) : (vector<5x9x14xsi3>, tensor<421x!foo.t>) -> () loc(#loc20)
        %30 = "z.nop"(%27, %27) : (tensor<421x!foo.t>, tensor<421x!foo.t>) -> complex<i16> loc(#loc5)
        "x.y"(%3, %27) {_u0 = !x.t<?>} : (ui24, tensor<421x!foo.t>) -> () loc(#loc21)
        %31 = "my_dialect.thing"(%25#2, %28, %26) : (tensor<212x4x1x?xi32>, index, f128) -> tensor<?x3xui64> loc(#loc22)
        "a.jump"()[^bb2, ^bb3] : () -> () loc(#loc8)
      ^bb2:  // pred: ^bb1
        "a.jump"()[^bb3, ^bb1] : () -> () loc(#loc23)
      ^bb3:  // 2 preds: ^bb1, ^bb2
        %32 = "x.y"(%25#3) : (tensor<3xindex>) -> memref<594x491xcomplex<bf16>, "local mem"> loc(#loc24)
      }) : (!foo<"abc">) -> ui7 loc(#loc15)
      "x.switch"(%4#2, %5)[^bb1] {"quoted key 0"} : (si1024, tensor<8x3x32xui1024>) -> () loc(#loc25)
    ^bb1(%10: memref<79x15xvector<9xindex>, strided<[?, 56], offset: ?>, 7> loc("x"), %11: memref<51xi7, strided<[1]>> loc("0179.in.mlir":44:88), %12: vector<8x[9]xbf16> loc("callee"(#loc47))):  // 2 preds: ^bb0, ^bb3
      "a.jump"(%12)[^bb2] : (vector<8x[9]xbf16>) -> () loc(#loc28)
    ^bb2(%13: none loc("0179.in.mlir":46:10), %14: f80 loc("0179.in.mlir":46:22)):  // pred: ^bb1
      %15:3 = "my_dialect.thing"() : () -> (i8, memref<?x15xf64, {kind = "scratch"}>, index) loc(#loc31)
      %16 = "foo.bar.baz"(%15#0, %15#2, %4#0) {a1 = -8.650120e+05 : f64, z90 = ""} : (i8, index, tensor<3x14xf64>) -> f32 loc(#loc32)
      %17:4 = "my_dialect.thing"(%9, %15#0, %16) {value3 = @f_1, x1, x2 = 0x78 : f8E4M3, z90 = dense<[0, -4, -1]> : tensor<3xi3>} : (ui7, i8, f32) -> (tensor<364xindex>, none, i8, tuple<i1>) loc(#loc33)
      "foo.br"(%17#3, %15#1, %arg0)[^bb3] ({
        %20:4 = "my_dialect.thing"(%17#1, %17#0) : (none, tensor<364xindex>) -> (f8E4M3FNUZ, vector<15x16xf16>, f32, !foo.param<f32>) loc(#loc35)
        %21 = "d.op_1"(%16, %8, %20#0) : (f32, complex<f8E3M4>, f8E4M3FNUZ) -> ui32 loc(#loc8)
        %22:3 = "my_dialect.thing"(%17#0, %20#3, %21) : (tensor<364xindex>, !foo.param<f32>, ui32) -> (f8E5M2, si8, tensor<f64>) loc(#loc36)
        %23 = "foo.bar"(%22#2, %22#2) {attr0 = f8E5M2, k$1 = @a, value2 = #map} : (tensor<f64>, tensor<f64>) -> tensor<?x60x97x2xcomplex<ui32>> loc(#loc51)
        %24 = "foo.bar.baz"() {b0 = dense<true> : tensor<i1>, d.k1 = array<f64: 1.000000e+02, 3.859000e+00>} : () -> complex<f8E3M4> loc(#loc8)
      }) : (tuple<i1>, memref<?x15xf64, {kind = "scratch"}>, vector<2x[15]xbf16>) -> () loc(#loc34)
    ^bb3(%18: memref<31xi32, 7> loc("0179.in.mlir":58:8)):  // pred: ^bb2
      %19 = "d.op_1"() <{value0}> : () -> !bar.type loc(#loc41)
      "cfx.cond_br"(%19, %4#2)[^bb1] : (!bar.type, si1024) -> () loc(#loc5)
    }) : (!foo<"abc">) -> (none, index) loc(#loc12)
    %7:3 = "bar.yield"(%4#2, %6#1) {_u0 = -1 : i64} : (si1024, index) -> (ui24, tuple<f32>, i1) loc(#loc42)
    "my_dialect.thing"(%6#1, %7#1) : (index, tuple<f32>) -> () loc(#loc43)
  }) : (complex<bf16>, complex<bf16>) -> (ui64, f32, f32) loc(#loc3)
  %2 = "foo.op"() <{a1, attr0 = dense_resource<weights0> : tensor<1xf32>, sym_name2, sym_name3}> {_u1 = "\09<\\\00\0A*" : si32, sym_name0 = 8.16084979369684178569E-1489 : f80} : () -> !my_dialect.v<true , <[13] , ?>> loc(#loc49)
}) {foo.module_attr} : () -> () loc(#loc)
#loc = loc("":23:22)
#loc1 = loc("a.mlir":0:208)
#loc2 = loc("dir/with space.c":39:71 to 42:70)
#loc3 = loc("0179.in.mlir":10:20)
#loc6 = loc("a.mlir":9:0)
#loc9 = loc("f":0:92)
#loc10 = loc("dir/with space.c":224:180)
#loc11 = loc("f":363:219)
#loc12 = loc("a.mlir":23:66 to :36)
#loc13 = loc("src/x.py":11:232)
#loc14 = loc("f":23:26 to :17)
#loc15 = loc("0179.in.mlir":24:13)
#loc16 = loc("f":69:0)
#loc17 = loc("-":44:4294967295)
#loc20 = loc("0179.in.mlir":31:9)
#loc21 = loc("0179.in.mlir":34:9)
#loc22 = loc("dir/with space.c":160:55)
#loc23 = loc("0179.in.mlir":39:9)
#loc24 = loc("dir/with space.c":120:171)
#loc25 = loc("":7:0)
#loc28 = loc("src/x.py":16:35 to 17:51)
#loc31 = loc("0179.in.mlir":48:28)
#loc32 = loc("0179.in.mlir":49:13)
#loc33 = loc("0179.in.mlir":50:15)
#loc34 = loc("0179.in.mlir":51:7)
#loc35 = loc("a.mlir":37:37)
#loc36 = loc("0179.in.mlir":54:26)
#loc37 = loc("f":21:17 to :25)
#loc38 = loc("f":107:0)
#loc39 = loc("with \22q\22")
#loc41 = loc("dir/with space.c":32:15 to 33:62)
#loc42 = loc("0179.in.mlir":63:13)
#loc43 = loc("-":163:6)
#loc44 = loc("dir/with space.c":114:4294967295)
#loc45 = loc("n"(#loc1))
#loc46 = loc(fused[#loc13, #loc14])
#loc48 = loc(callsite(#loc37 at #loc38))
#loc49 = loc(fused<#foo.m>[#loc44])
#loc51 = loc(callsite(#loc48 at #loc39))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0400000026FC366B"
    }
  }
#-}


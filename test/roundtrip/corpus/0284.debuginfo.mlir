!tuple = tuple<i17, si32, f8E4M3FNUZ, i32, i16, f16, bf16, si1, f16, i64, f6E3M2FN, i8, none, f8E4M3B11FNUZ, i32, index, i3, index, i1024, i1, i1024>
#distinct = distinct[0]<i64>
#loc7 = loc("op.1")
#loc9 = loc("0284.in.mlir":9:7)
#loc10 = loc("a.mlir":37:38 to 39:64)
#loc11 = loc("a.mlir":347:227)
#loc14 = loc("src/x.py":25:66 to :55)
#loc15 = loc("0284.in.mlir":12:48)
#loc16 = loc("dir/with space.c":4294967295:440)
#loc27 = loc("src/x.py":15:0)
#loc38 = loc("0284.in.mlir":44:7)
#loc39 = loc("0284.in.mlir":44:29)
#map = affine_map<(d0, d1, d2) -> ((d2 ceildiv 6) ceildiv 9, d0 floordiv 6)>
#map1 = affine_map<() -> ()>
#loc43 = loc(callsite(#loc11 at #loc7))
#distinct1 = distinct[1]<[array<i16>, #map1, #loc27, dense<7> : vector<2xui3>]>
#loc47 = loc(callsite(#loc10 at #loc43))
"builtin.module"() ({
  "foo.op"() : () -> () loc(#loc3)
  %0:2 = "foo.compute"() {_u1, _u2 = dense<> : tensor<0x4x2xi7>, z90 = " "} : () -> (none, complex<f8E3M4>) loc(#loc4)
  %1 = "foo.bar.baz"(%0#1) {_u0 = -6.707710e+05 : f32, sym_name1 = 1 : i8, sym_name2 = dense<[[[(76,-91), (80,-61)], [(53,-66), (41,-74)], [(96,-62), (62,-16)]], [[(9,-28), (5,-9)], [(70,-31), (68,-86)], [(17,-4), (91,-78)]], [[(27,-13), (31,-24)], [(1,-86), (81,-17)], [(2,-75), (52,-46)]]]> : tensor<3x3x2xcomplex<i32>>} : (complex<f8E3M4>) -> tensor<4x46xf64> loc(#loc5)
  %2 = "foo.bar"(%1, %0#0) : (tensor<4x46xf64>, none) -> f64 loc(#loc6)
  %3 = "foo.op"(%0#0, %0#0) : (none, none) -> !tuple loc(#loc7)
  %4 = "d.op_1"(%3) ({
  ^bb0(%arg2: f8E5M2FNUZ loc("0284.in.mlir":9:7), %arg3: vector<[4]x2x[9]xi32> loc(callsite(#loc10 at #loc43))):
    %10 = "foo.bar.baz"(%3) : (!tuple) -> ((none, f8E4M3FNUZ) -> vector<14x[3]xf16>) loc(#loc12)
    %11 = "d.op_1"(%arg2, %3) ({
    ^bb0(%arg4: ui8 loc("src/x.py":25:66 to :55), %arg5: si64 loc("0284.in.mlir":12:48), %arg6: (tensor<*xi17>, bf16, complex<tf32>) -> (complex<i24>, index) loc("dir/with space.c":4294967295:440)):
      %20:2 = "my_dialect.thing"(%3) {a1 = -410475558840872 : i64, z90 = -1.024000e+03 : f8E8M0FNU} : (!tuple) -> (i8, tuple<>) loc(#loc17)
      %21 = "x.y"(%20#1, %arg3) ({
      }, {
        "d.op_1"(%20#1, %20#0) : (tuple<>, i8) -> () loc(#loc19)
        "foo.compute"(%0#1, %arg5, %arg4) <{}> : (complex<f8E3M4>, si64, ui8) -> () loc(#loc20)
        %25 = "foo.bar.baz"(%20#1) : (tuple<>) -> index loc(#loc44)
      }) : (tuple<>, vector<[4]x2x[9]xi32>) -> si17 loc(#loc18)
      %22 = "my_dialect.thing"() : () -> bf16 loc(#loc45)
      "d.op_1"(%1, %20#0) {d.k3 = dense<(0.494332403,4.249110e+05)> : tensor<1xcomplex<f32>>, "quoted key 1" = 6.550400e+04 : f16, sym_name0 = {foo.k3 = {a1 = dense<[1, 1, 29, 0]> : tensor<4xi32>, d.k2 = vector<si16>, k$0 = vector<[3]xi8>}, sym_name0 = true, value1, z92 = [#foo.a<{"x y", {-4 , "x y"}, -0}>, @"x y"::@x.y::@"x y"]}, sym_name2 = 0x7F : f8E4M3FN} : (tensor<4x46xf64>, i8) -> () loc(#loc24)
      %23 = "foo.compute"(%20#1, %22, %3) : (tuple<>, bf16, !tuple) -> ((memref<2x?x5xvector<9x8xf64>, #map>, tensor<469x4x49x39xtf32>) -> ()) loc(#loc25)
      %24 = "my_dialect.thing"(%arg5, %3, %23) {attr0 = dense<> : tensor<1x0x0xi24>, k$2, x1 = -40 : si7} : (si64, !tuple, (memref<2x?x5xvector<9x8xf64>, #map>, tensor<469x4x49x39xtf32>) -> ()) -> none loc(#loc26)
    }) {d.k0 = #distinct1, k$1 = -0.242763800000000001810818162084615324 : f128, "quoted key 2" = -1 : si7} : (f8E5M2FNUZ, !tuple) -> bf16 loc(#loc13)
    %12 = "a.b"(%10, %11, %10) : ((none, f8E4M3FNUZ) -> vector<14x[3]xf16>, bf16, (none, f8E4M3FNUZ) -> vector<14x[3]xf16>) -> !x.t<-2,true,f32> loc(#loc28)
    %13 = "my_dialect.thing"(%11) ({
      %14:2 = "foo.compute"() : () -> (vector<7xi16>, tensor<si3>) loc(#loc30)
      %15 = "a.b"(%arg2, %0#1) {a0 = false, a1 = true} : (f8E5M2FNUZ, complex<f8E3M4>) -> tuple<index, ui3, tensor<6x1x6xf32>, f4E2M1FN> loc(#loc31)
      %16 = "x.y"() ({
        "z.nop"(%11, %14#1) {_u0 = #distinct, b1, my.k2 = 2 : i32} : (bf16, tensor<si3>) -> () loc(#loc32)
        %19:4 = "foo.bar.baz"(%14#1, %12, %14#1) {sym_name1, x0 = {}} : (tensor<si3>, !x.t<-2,true,f32>, tensor<si3>) -> (complex<bf16>, vector<7x14xf4E2M1FN>, f8E4M3B11FNUZ, f32) loc(#loc7)
      }) : () -> si24 loc(#loc46)
      %17 = "x.y"(%16) <{"quoted key 0" = sparse<[[4, 1, 0], [2, 4, 0], [3, 3, 1]], [1, -1, 0]> : tensor<6x6x2xi8>, sym_name1, z92}> : (si24) -> memref<4xui32> loc(#loc23)
      %18 = "foo.bar.baz"(%0#1, %arg3, %10) : (complex<f8E3M4>, vector<[4]x2x[9]xi32>, (none, f8E4M3FNUZ) -> vector<14x[3]xf16>) -> tuple<> loc(#loc33)
    }) : (bf16) -> i1 loc(#loc29)
  }) : (!tuple) -> complex<i8> loc(#loc42)
  "bar.yield"(%1) ({
    %9:2 = "x.y"(%4, %2) : (complex<i8>, f64) -> (ui7, !foo<"abc">) loc(#loc35)
  }, {
    %6 = "d.op_1"(%4) {attr2 = #my.p<?,"x y",{["x y",-8,-2] "x y" -4}>, k$0, x1 = -1 : i64} : (complex<i8>) -> index loc(#loc36)
    %7 = "foo.compute"() ({
    ^bb0(%arg0: complex<f128> loc("0284.in.mlir":44:7), %arg1: complex<f4E2M1FN> loc("0284.in.mlir":44:29)):
      %8 = "foo.compute"(%arg1, %2, %arg1) {attr0 = dense<[[0x7C00], [0x7C00], [-1.175400e-04]]> : tensor<3x1xf16>, b1 = #x<"a b">, "quoted key 2"} : (complex<f4E2M1FN>, f64, complex<f4E2M1FN>) -> tensor<55x!bar.type, {a = 1 : i64}> loc(#loc22)
    }) {a1 = dense<[[9.814450e-02, -3.822000e+03], [-2.317430e-04, -1.661680e-02], [6.313320e-04, -4.428130e+01]]> : tensor<3x2xf16>, foo.k0 = "\09@\00\0F\00\22'\09\22"} : () -> tuple<ui1024> loc(#loc37)
  }, {
  }) {_u2 = @b, sym_name0, sym_name3 = [i1024, dense<[[[(4.595520e+28,1.500000e+00), (0.781583428,0x7FC00000), (645.93634,6.550400e+04)], [(6.02214064E+23,2.71828175), (0x7FC00000,8.021000e+09), (7.790000e+02,4.273000e+00)]], [[(-7.401000e+00,3.489820e-01), (0xFF800000,1.41916235E-23), (6.02214064E+23,-4.357000e+01)], [(0x7FC00000,-825.145812), (-0.215135202,0.402033687), (3.14159274,3.572810e+01)]], [[(-1.08909728E-4,-6.02214064E+23), (1.500000e+00,-9.4829998), (-545.306702,5.500000e+00)], [(-1.000000e-30,1.000000e-30), (3.243400e+04,1.000000e+00), (5.342580e+23,-4.67884273E-31)]], [[(5.958000e+08,4.147460e+05), (0.273187399,-6.254060e-01), (1.66347481E+25,-1.57960496E+37)], [(0x7F800000,0.771481871), (1.000000e+02,0.842588782), (6.419000e+07,-1.72967987E-31)]]]> : tensor<4x2x3xcomplex<f32>>], z91 = "a@\C3\9F\00%\C3\9F"} : (tensor<4x46xf64>) -> () loc(#loc34)
  %5 = "foo.compute"(%2) : (f64) -> bf16 loc(#loc40)
}) : () -> () loc(#loc41)
#loc = loc("a.mlir":68:0)
#loc1 = loc("dir/with space.c":36:22 to :29)
#loc2 = loc("x")
#loc3 = loc("f":0:4294967295)
#loc4 = loc("0284.in.mlir":4:9)
#loc5 = loc("0284.in.mlir":5:8)
#loc6 = loc("0284.in.mlir":6:10)
#loc8 = loc("-":51:273)
#loc12 = loc("a.mlir":31:12 to 32:37)
#loc13 = loc("dir/with space.c":4294967295:0)
#loc17 = loc("0284.in.mlir":13:17)
#loc18 = loc("f":4294967295:4294967295)
#loc19 = loc("f":56:156)
#loc20 = loc("dir/with space.c":402:239)
#loc21 = loc("a.mlir":150:0)
#loc22 = loc("with \22q\22")
#loc23 = loc(unknown)
#loc24 = loc("0284.in.mlir":22:4)
#loc25 = loc("0284.in.mlir":23:11)
#loc26 = loc("0284.in.mlir":24:15)
#loc28 = loc("0284.in.mlir":26:9)
#loc29 = loc("0284.in.mlir":27:10)
#loc30 = loc("0284.in.mlir":28:17)
#loc31 = loc("0284.in.mlir":29:10)
#loc32 = loc("0284.in.mlir":31:5)
#loc33 = loc("0284.in.mlir":35:13)
#loc34 = loc("dir/with space.c":39:0)
#loc35 = loc("src/x.py":22:35 to :37)
#loc36 = loc("-":458:168)
#loc37 = loc("0284.in.mlir":43:12)
#loc40 = loc("0284.in.mlir":49:8)
#loc41 = loc(fused[#loc, #loc1, #loc2])
#loc42 = loc(fused<"meta">[#loc8])
#loc44 = loc(fused[#loc21, #loc22])
#loc45 = loc(fused<#foo.m>[#loc23])
#loc46 = loc(callsite(#loc2 at #loc23))


!tuple = tuple<si1, i64, f32, f6E3M2FN, i24, si32, vector<i32>, memref<1x?xcomplex<f16>, 5>, bf16, i64, i64, f64, i17, i8, vector<[10]xf8E5M2FNUZ>, i32, f4E2M1FN, ui16, bf16>
#distinct = distinct[0]<[0.993826687 : f32, unit, true]>
#loc = loc(unknown)
#loc10 = loc("0003.in.mlir":12:9)
#loc19 = loc("dir/with space.c":362:389)
#loc20 = loc("f":451:385)
#loc21 = loc("0003.in.mlir":25:69)
#loc29 = loc("0003.in.mlir":37:7)
#map = affine_map<(d0, d1, d2) -> (d2 * -8 + 9, d1 * 6)>
#loc42 = loc(callsite(#loc at #loc20))
#loc45 = loc("callee"(#loc42))
"builtin.module"() ({
  %0:3 = "z.nop"() ({
    %17 = "a.b"() : () -> complex<f8E4M3B11FNUZ> loc(#loc37)
    %18 = "d.op_1"() {b1 = 2147483647 : si32, x0} : () -> f32 loc(#loc3)
    %19 = "foo.compute"(%17, %18, %17) {my.k1 = #distinct, my.k2 = 515 : si16, x3, z90 = -1 : index} : (complex<f8E4M3B11FNUZ>, f32, complex<f8E4M3B11FNUZ>) -> complex<bf16> loc(#loc38)
    "bar.yield"() {a1 = 127 : si8, value3 = dense_resource<r.0> : tensor<5xi32>, x0, z92 = 46 : index} : () -> () loc(#loc6)
    %20:2 = "z.nop"() {value0 = "*%\C7", z91} : () -> (f8E3M4, index) loc(#loc39)
  }, {
    %10 = "my_dialect.thing"() : () -> tensor<19x847xi1, {a = 1 : i64}> loc(#loc8)
    "x.y"(%10, %10) ({
    ^bb0(%arg4: bf16 loc("0003.in.mlir":12:9)):
      %14 = "z.nop"(%arg4) <{d.k0}> : (bf16) -> !foo<"a b"> loc(#loc40)
      %15 = "foo.bar.baz"(%14, %10, %14) : (!foo<"a b">, tensor<19x847xi1, {a = 1 : i64}>, !foo<"a b">) -> f16 loc(#loc12)
      %16 = "x.y"() : () -> complex<tf32> loc(#loc44)
    }) : (tensor<19x847xi1, {a = 1 : i64}>, tensor<19x847xi1, {a = 1 : i64}>) -> () loc(#loc9)
    %11 = "x.y"(%10, %10) {k$1, z90 = #my.v<"x y" , 98 , ?>} : (tensor<19x847xi1, {a = 1 : i64}>, tensor<19x847xi1, {a = 1 : i64}>) -> i32 loc(#loc15)
    %12 = "foo.bar"(%10) : (tensor<19x847xi1, {a = 1 : i64}>) -> f16 loc(#loc16)
    %13:4 = "z.nop"(%12, %10) ({
    }) : (f16, tensor<19x847xi1, {a = 1 : i64}>) -> (f8E4M3FN, i3, f6E3M2FN, complex<i32>) loc(#loc17)
  }) : () -> (memref<34x?x609xf32>, !x.param<f32>, memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">) loc(#loc1)
  "a.b"(%0#1, %0#1, %0#2) ({
  ^bb0(%arg3: f32 loc("dir/with space.c":362:389)):
  }, {
  ^bb0(%arg0: index loc("callee"(#loc42)), %arg1: vector<3x9x13xf8E4M3FN> loc("0003.in.mlir":25:69)):
    %2 = "bar.yield"(%0#2, %arg1) : (memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">, vector<3x9x13xf8E4M3FN>) -> tensor<28x?xf8E4M3FNUZ> loc(#loc22)
    %3:4 = "foo.bar"(%arg1, %0#1) {foo.k1 = 4.194300e+06 : f8E8M0FNU, my.k2 = 1 : i7, "quoted key 0" = dense<[[[(82,-54), (19,-33), (2,-35)], [(28,-100), (61,-75), (51,-82)], [(27,-7), (21,-77), (69,-6)]], [[(86,-88), (59,-36), (16,-53)], [(84,-18), (3,-6), (76,-86)], [(83,-6), (21,-41), (48,-5)]], [[(1,-56), (66,-75), (88,-7)], [(30,-61), (11,-5), (54,-54)], [(68,-15), (8,-90), (5,-12)]], [[(92,-11), (37,-80), (72,-48)], [(76,-7), (24,-68), (53,-72)], [(16,-18), (13,-69), (67,-3)]]]> : tensor<4x3x3xcomplex<i32>>} : (vector<3x9x13xf8E4M3FN>, !x.param<f32>) -> (i8, vector<5xf8E4M3B11FNUZ>, complex<bf16>, tensor<942x1x1xf64>) loc(#loc23)
    "foo.op"() : () -> () loc(#loc12)
    %4:4 = "foo.bar"(%3#3, %3#0, %arg0) {foo.k3 = dense<1> : tensor<si3>, k$1 = dense<0.687495708> : tensor<f32>, "quoted key 0" = f64, "quoted key 2" = vector<[6]xindex>} : (tensor<942x1x1xf64>, i8, index) -> (!tuple, complex<i7>, index, memref<733x?x50xcomplex<f8E3M4>>) loc(#loc24)
    "foo.bar.baz"(%4#0) ({
      %5 = "x.y"() ({
        %8 = "x.y"(%4#0) {a0 = "<\0A\A8X*\0A \E6\97\A5\E6\9C\AC\C3\A9@q", d.k1 = dense<7.500000e+00> : tensor<4x4x3xf6E2M3FN>, d.k2 = "% \00\22z\7F \09b<b{" : f8E4M3FN, d.k3 = "%\00}}\220\22"} : (!tuple) -> index loc(#loc27)
        %9 = "foo.compute"() <{my.k0 = #bar<"a b">, value1}> {attr2 = @b::@"x y"::@"0start", k$1, z90 = @"x y"} : () -> memref<2xi8, "local mem"> loc(#loc28)
      }, {
      ^bb0(%arg2: ui7 loc("0003.in.mlir":37:7)):
        %7 = "bar.yield"(%3#3, %arg2) {d.k0 = #map} : (tensor<942x1x1xf64>, ui7) -> si17 loc(#loc46)
      }) : () -> complex<i24> loc(#loc26)
      "foo.bar.baz"() <{d.k1 = 3.500000e+00 : f8E5M2, foo.k0}> {foo.k0 = "'\22\\\22"} : () -> () loc(#loc32)
      %6 = "a.b"(%4#2, %5) : (index, complex<i24>) -> memref<*xf64, 4> loc(#loc33)
    }, {
      "foo.compute"() : () -> () loc(#loc34)
    }) {a2, a3 = 1 : i64, attr1 = 0 : si1, z90 = dense<[6.250000e-01, 1.093750e-01, 0x80]> : tensor<3xf8E4M3FNUZ>} : (!tuple) -> () loc(#loc25)
  }) {value0 = "\\"} : (!x.param<f32>, !x.param<f32>, memref<646x?xf64, strided<[47, ?], offset: ?>, "gpu">) -> () loc(#loc18)
  %1 = "d.op_1"(%0#1) : (!x.param<f32>) -> tensor<835x607x279x?xcomplex<f80>> loc(#loc35)
  "foo.bar"() {attr0 = "\\ \00g\C3\A9\00\C3\A90", value1 = dense<[[1.500000e+00, 4.169140e+05, 13.1136759999999998882, -0.100000000000000005551], [44.2202339999999978204, -1.54516211261679615613E-4000, 1.27699999999999991296, 7.755000e+06]]> : tensor<2x4xf80>, z92 = dense_resource<weights1> : tensor<4xi8>} : () -> () loc(#loc36)
}) : () -> () loc(#loc)
#loc1 = loc("f":0:81)
#loc2 = loc("f":83:0)
#loc3 = loc("0003.in.mlir":4:13)
#loc4 = loc("src/x.py":385:31)
#loc5 = loc("dir/with space.c":0:352)
#loc6 = loc("0003.in.mlir":6:3)
#loc7 = loc("a.mlir":48:0)
#loc8 = loc("0003.in.mlir":10:9)
#loc9 = loc("src/x.py":33:19 to 35:45)
#loc11 = loc("":4:20 to 7:43)
#loc12 = loc("x")
#loc13 = loc("f":226:0)
#loc14 = loc("src/x.py":22:70 to 25:63)
#loc15 = loc("0003.in.mlir":17:10)
#loc16 = loc("with \22q\22")
#loc17 = loc("0003.in.mlir":19:12)
#loc18 = loc("0003.in.mlir":22:2)
#loc22 = loc("0003.in.mlir":26:10)
#loc23 = loc("src/x.py":14:0)
#loc24 = loc("0003.in.mlir":29:11)
#loc25 = loc("0003.in.mlir":31:3)
#loc26 = loc("src/x.py":12:33 to 15:2)
#loc27 = loc("name")
#loc28 = loc("0003.in.mlir":35:11)
#loc30 = loc("":4:57 to :44)
#loc31 = loc("dir/with space.c":4294967295:0)
#loc32 = loc("0003.in.mlir":40:4)
#loc33 = loc("":35:21 to 37:51)
#loc34 = loc("0003.in.mlir":44:4)
#loc35 = loc("dir/with space.c":469:482)
#loc36 = loc("0003.in.mlir":49:2)
#loc37 = loc("v"(#loc2))
#loc38 = loc(callsite(#loc4 at #loc5))
#loc39 = loc(fused<4 : i32>[#loc7])
#loc40 = loc("v"(#loc11))
#loc41 = loc(fused<"meta">[#loc13, #loc14])
#loc43 = loc(callsite(#loc31 at #loc12))
#loc44 = loc("v"(#loc41))
#loc46 = loc(callsite(#loc30 at #loc43))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000006061AD56D02EF25B5F8F0609537D6AC306ACDDA0",
      weights1: "0x0400000006A12655"
    }
  }
#-}


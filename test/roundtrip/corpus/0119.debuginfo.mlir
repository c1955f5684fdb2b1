#loc3 = loc(unknown)
#loc14 = loc("dir/with space.c":253:0)
#loc15 = loc("0119.in.mlir":17:54)
#loc20 = loc("0119.in.mlir":19:6)
#loc21 = loc("0119.in.mlir":19:22)
#loc22 = loc("0119.in.mlir":19:38)
#loc35 = loc("0119.in.mlir":33:8)
#loc38 = loc("src/x.py":4294967295:67)
#map = affine_map<(d0, d1, d2) -> (1)>
#map1 = affine_map<(d0) -> ()>
"builtin.module"() ({
  %0:2 = "foo.compute"() ({
    %4 = "foo.bar"() ({
      "foo.bar"() {_u0 = 0xFF : f8E4M3FN, x1 = 47 : index} : () -> () loc(#loc3)
      "foo.bar.baz"() : () -> () loc(#loc4)
      "foo.bar.baz"() : () -> () loc(#loc5)
      "z.nop"() ({
      ^bb0:
      }) : () -> () loc(#loc43)
      %20:4 = "my_dialect.thing"() {_u0 = dense<[[false, true]]> : tensor<1x2xi1>, a1 = 0x80 : f8E5M2FNUZ} : () -> (memref<3xsi32>, !x.t, f4E2M1FN, f16) loc(#loc10)
      "d.op_1"(%20#0, %20#0, %20#0) {_u0 = i32, _u1 = #my.flag, attr2 = dense<-5.980500e+20> : tensor<f32>} : (memref<3xsi32>, memref<3xsi32>, memref<3xsi32>) -> () loc(#loc11)
    }) : () -> index loc(#loc2)
    %5 = "foo.op"(%4) {attr2 = 0x80 : f8E4M3FNUZ, b0 = [37 : index, array<f64: -5.966000e+07, 1.2538637484968957E+112>], "quoted key 3" = 0 : ui64, value1 = [@"with\22quote"::@_priv, -1, {_u3 = #bar.v<55>, foo.k1, value2 = 0 : ui64, z90 = 0 : ui64}, [unit, 1 : index]]} : (index) -> f16 loc(#loc12)
    "a.jump"(%5, %4)[^bb1] ({
    ^bb0(%arg0: tuple<si17> loc("dir/with space.c":253:0), %arg1: tensor<618x?x385xcomplex<f8E4M3B11FNUZ>> loc("0119.in.mlir":17:54)):
      "a.jump"()[^bb1, ^bb2] <{b1 = dense_resource<r.0> : tensor<2xi32>, my.k0 = i64}> : () -> () loc(#loc47)
    ^bb1(%8: i128 loc("0119.in.mlir":19:6), %9: vector<i7> loc("0119.in.mlir":19:22), %10: vector<[7]xindex> loc("0119.in.mlir":19:38)):  // pred: ^bb0
      %11 = "foo.compute"() ({
        "z.nop"(%10, %10, %9) {_u2 = [-2.000000e+00], foo.k0 = {_u1, sym_name2, value0 = "/\22\00?\92!\22{%\00{\22"}, z91 = @b} : (vector<[7]xindex>, vector<[7]xindex>, vector<i7>) -> () loc(#loc24)
        %18 = "bar.yield"(%10, %arg0) {my.k1 = true, x0 = true} : (vector<[7]xindex>, tuple<si17>) -> f8E5M2FNUZ loc(#loc25)
        %19 = "a.b"(%18) <{_u0 = #my.p<19 , -2>, a1 = #bar<"abc">}> : (f8E5M2FNUZ) -> memref<447x2x764xbf16> loc(#loc26)
      }) {b1 = @s$, "quoted key 0", "quoted key 2" = -24 : i16} : () -> index loc(#loc23)
      %12:4 = "z.nop"() {_u0 = {}, a2 = #foo<"abc">, k$1 = #map} : () -> (f64, tensor<13x961x1x0xindex>, tuple<f16>, complex<f8E5M2>) loc(#loc48)
      %13 = "foo.compute"() : () -> si3 loc(#loc30)
      "foo.bar"(%11, %12#1) : (index, tensor<13x961x1x0xindex>) -> () loc(#loc31)
      "cfx.cond_br"()[^bb2] : () -> () loc(#loc32)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %14 = "a.b"(%arg0) : (tuple<si17>) -> index loc(#loc33)
      "a.jump"()[^bb3] {b0 = -1 : index, x2, z91} : () -> () loc(#loc34)
    ^bb3(%15: tensor<?x64x5x?xindex, {a = 1 : i64}> loc("0119.in.mlir":33:8)):  // pred: ^bb2
      %16 = "d.op_1"(%arg1, %arg0, %arg0) {attr1 = "<\0A", "quoted key 0" = 1 : i64, sym_name2 = 0 : ui64} : (tensor<618x?x385xcomplex<f8E4M3B11FNUZ>>, tuple<si17>, tuple<si17>) -> si8 loc(#loc36)
      %17 = "z.nop"() {d.k0 = 4.253530e+37 : bf16} : () -> complex<f32> loc(#loc37)
    }) {b0 = dense<[[[174303213343, 331312, 1], [0, 0, 62], [53, 296166326498369, 1], [1, 249, 1352]], [[18446744073709551615, 18446744073709551615, 0], [0, 0, 0], [0, 1072727092995109, 0], [0, 0, 0]], [[12, 5, 18446744073709551615], [0, 18446744073709551615, 1], [3, 1, 0], [0, 0, 18446744073709551615]]]> : tensor<3x4x3xui64>, b2 = dense_resource<blob1> : tensor<1xf64>, foo.k1} : (f16, index) -> () loc(#loc13)
  ^bb1(%6: vector<12x10xsi64> loc("src/x.py":4294967295:67)):  // pred: ^bb0
    %7 = "foo.bar.baz"() : () -> si1 loc(#loc39)
  }) : () -> (si17, tuple<index, bf16, f64, ui64>) loc(#loc1)
  %1:3 = "foo.compute"(%0#0, %0#0) {sym_name0 = #loc3} : (si17, si17) -> (vector<[12]x[14]xui1>, i17, ui3) loc(#loc40)
  %2 = "bar.yield"(%1#2, %1#1, %1#1) : (ui3, i17, i17) -> i3 loc(#loc41)
  %3:2 = "d.op_1"(%1#0) : (vector<[12]x[14]xui1>) -> (tensor<1x886x3xf64>, tuple<>) loc(#loc3)
}) {foo.module_attr = #map1} : () -> () loc(#loc42)
#loc = loc("f":81:0)
#loc1 = loc("src/x.py":42:71 to :63)
#loc2 = loc("0119.in.mlir":5:7)
#loc4 = loc("0119.in.mlir":7:1)
#loc5 = loc("0119.in.mlir":8:1)
#loc6 = loc("a.mlir":4294967295:176)
#loc7 = loc("a.mlir":40:22 to :23)
#loc8 = loc("src/x.py":439:0)
#loc9 = loc("dir/with space.c":32:0)
#loc10 = loc("0119.in.mlir":12:17)
#loc11 = loc("f":42:0)
#loc12 = loc("src/x.py":47:0)
#loc13 = loc("0119.in.mlir":16:1)
#loc16 = loc("dir/with space.c":462:210)
#loc17 = loc("a.mlir":36:54 to 37:27)
#loc18 = loc("f":362:0)
#loc19 = loc("dir/with space.c":153:368)
#loc23 = loc("a.mlir":325:175)
#loc24 = loc("0119.in.mlir":22:1)
#loc25 = loc("f":37:18 to :39)
#loc26 = loc("dir/with space.c":394:456)
#loc27 = loc("dir/with space.c":71:0)
#loc28 = loc("-":476:496)
#loc29 = loc("name")
#loc30 = loc("with \22q\22")
#loc31 = loc("src/x.py":0:479)
#loc32 = loc("0119.in.mlir":29:1)
#loc33 = loc("":97:0)
#loc34 = loc("0119.in.mlir":32:1)
#loc36 = loc("0119.in.mlir":34:8)
#loc37 = loc("0119.in.mlir":35:8)
#loc39 = loc("0119.in.mlir":38:8)
#loc40 = loc("x")
#loc41 = loc("dir/with space.c":403:24)
#loc42 = loc("v"(#loc))
#loc43 = loc(fused[#loc6, #loc7, #loc8, #loc9])
#loc44 = loc("n"(#loc16))
#loc45 = loc(fused<6 : i32>[#loc17, #loc18, #loc19])
#loc46 = loc(fused<"meta">[#loc27, #loc28])
#loc47 = loc(callsite(#loc44 at #loc45))
#loc48 = loc(fused[#loc46, #loc29])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000318B9206099CADFF",
      blob1: "0x08000000ADCBE5A93308FAFE"
    }
  }
#-}


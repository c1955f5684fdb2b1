#distinct = distinct[0]<". \D0%X\09">
#loc15 = loc("0028.in.mlir":18:10)
#loc22 = loc("src/x.py":433:0)
#loc23 = loc("0028.in.mlir":27:60)
#map = affine_map<(d0)[s0] -> (d0 floordiv 5, (s0 * 6) mod 4)>
#loc32 = loc("callee"(#loc22))
#loc36 = loc("v"(#loc32))
"builtin.module"() ({
  %0:4 = "d.op_1"() {attr2 = @"x y"::@main, foo.k0 = 4.253530e+37 : bf16, foo.k1 = 9223372036854775807 : index, k$3 = -1 : i7} : () -> (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>, tuple<si32, i17, f32, f64>, f16, f80) loc(#loc1)
  %1:2 = "d.op_1"() ({
    %13 = "foo.compute"(%0#2, %0#2, %0#1) ({
      %14 = "my_dialect.thing"(%0#0) {foo.k0 = sparse<[[2, 2], [1, 1], [1, 4], [0, 3]], [-3.007810e-01, 6.021020e+23, 2.658460e+36, -2.781250e+00]> : tensor<3x6xbf16>} : (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> none loc(#loc5)
      %15 = "z.nop"(%0#1, %14, %0#0) <{d.k0 = 5.500000e+00 : f6E2M3FN, k$1 = 4.253530e+37 : bf16}> {value0 = dense<[[9482, 24321, 10942], [30459, 22405, 43638]]> : vector<2x3xui16>} : (tuple<si32, i17, f32, f64>, none, memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> !foo<"abc"> loc(#loc6)
      %16 = "a.b"() : () -> tensor<52xsi128> loc(#loc35)
    }) : (f16, f16, tuple<si32, i17, f32, f64>) -> none loc(#loc34)
  }, {
    "x.switch"(%0#2)[^bb1] ({
      %4:3 = "bar.yield"(%0#3, %0#2, %0#2) : (f80, f16, f16) -> (!x<"a b">, i8, vector<14x6x[5]xf6E2M3FN>) loc(#loc10)
      %5 = "foo.op"() <{}> {a1 = true, b0, d.k3, "quoted key 2" = dense_resource<blob0> : tensor<5xi32>} : () -> f8E4M3 loc(#loc11)
      %6 = "foo.op"(%4#1, %5) : (i8, f8E4M3) -> complex<f64> loc(#loc12)
      %7 = "foo.compute"(%5) : (f8E4M3) -> i128 loc(#loc13)
      %8:3 = "z.nop"() ({
      ^bb0(%arg0: bf16 loc("0028.in.mlir":18:10)):
        %11:4 = "bar.yield"(%4#1) : (i8) -> (none, f8E4M3FNUZ, ui32, memref<?x?xsi32>) loc(#loc30)
        %12 = "bar.yield"() {attr1 = sparse<1, -708546531620013> : tensor<3x4xi64>, "quoted key 2" = dense<(79,-7)> : tensor<complex<i32>>, sym_name3, value0} : () -> memref<5xsi64> loc(#loc17)
      }) {foo.k0 = distinct[1]<>} : () -> (complex<f8E4M3FN>, f8E4M3, f16) loc(#loc14)
      "foo.br"(%4#0, %4#0)[^bb1] <{foo.k2 = 2.992190e+00 : f16, value3 = @"\C3\A9"::@s$::@f_1, x0 = true, z91 = array<i32: 2>}> : (!x<"a b">, !x<"a b">) -> () loc(#loc18)
    ^bb1:  // pred: ^bb0
      "x.switch"(%8#0)[^bb2, ^bb3] : (complex<f8E4M3FN>) -> () loc(#loc19)
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"(%4#1, %7)[^bb3, ^bb3] : (i8, i128) -> () loc(#loc31)
    ^bb3(%9: i32 loc("v"(#loc32)), %10: f32 loc("0028.in.mlir":27:60)):  // 3 preds: ^bb1, ^bb2, ^bb2
      "foo.bar"(%9, %8#2) {a0 = [], x1 = 654663507 : i64, x2, x3 = -1 : i32} : (i32, f16) -> () loc(#loc24)
    }) : (f16) -> () loc(#loc9)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "a.jump"()[^bb1] {_u0 = #distinct, d.k1 = #bar.p<"x y", ?>, k$2 = @"0start", x3 = #map} : () -> () loc(#loc33)
  }) {my.k1, z90 = #my.p<[?,<21>,-2]>, z92} : () -> (tensor<*xf16>, i64) loc(#loc2)
  %2 = "bar.yield"(%0#2, %1#0) : (f16, tensor<*xf16>) -> bf16 loc(#loc26)
  %3 = "bar.yield"() : () -> bf16 loc(#loc27)
}) : () -> () loc(#loc)
#loc = loc("0028.in.mlir":0:0)
#loc1 = loc("0028.in.mlir":3:13)
#loc2 = loc("0028.in.mlir":4:13)
#loc3 = loc("a.mlir":219:4294967295)
#loc4 = loc("f":4294967295:4294967295)
#loc5 = loc("0028.in.mlir":7:11)
#loc6 = loc("0028.in.mlir":8:13)
#loc7 = loc("-":351:352)
#loc8 = loc("with \22q\22")
#loc9 = loc("0028.in.mlir":12:3)
#loc10 = loc("":32:63 to :18)
#loc11 = loc("":83:0)
#loc12 = loc("src/x.py":4294967295:308)
#loc13 = loc("0028.in.mlir":16:11)
#loc14 = loc("0028.in.mlir":17:23)
#loc16 = loc("a.mlir":32:32 to :44)
#loc17 = loc("0028.in.mlir":20:18)
#loc18 = loc("0028.in.mlir":22:5)
#loc19 = loc("a.mlir":84:0)
#loc20 = loc("f":0:484)
#loc21 = loc("src/x.py":315:473)
#loc24 = loc("0028.in.mlir":28:5)
#loc25 = loc("":24:46 to 27:5)
#loc26 = loc("dir/with space.c":217:0)
#loc27 = loc("0028.in.mlir":34:7)
#loc28 = loc("v"(#loc3))
#loc29 = loc("callee"(#loc7))
#loc30 = loc("n"(#loc16))
#loc31 = loc(callsite(#loc20 at #loc21))
#loc33 = loc("v"(#loc25))
#loc34 = loc(callsite(#loc28 at #loc4))
#loc35 = loc(fused[#loc29, #loc8])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000010C5EB7304497548549FF5120E81D7930EB56C8"
    }
  }
#-}


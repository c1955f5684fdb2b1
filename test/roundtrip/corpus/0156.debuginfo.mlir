#loc10 = loc("-":0:499)
#loc20 = loc("0156.in.mlir":34:6)
#map = affine_map<(d0, d1, d2) -> ()>
#loc31 = loc("n"(#loc10))
"builtin.module"() ({
  %0 = "foo.compute"() <{attr0 = 0x7C00 : f16, value1}> : () -> complex<bf16> loc(#loc1)
  %1:3 = "foo.bar"() : () -> (f6E2M3FN, tensor<1x108xcomplex<f32>>, complex<bf16>) loc(#loc2)
  %2:4 = "a.b"() : () -> (f8E4M3FNUZ, f6E2M3FN, si1024, i64) loc(#loc3)
  %3 = "foo.bar"(%0, %2#0) : (complex<bf16>, f8E4M3FNUZ) -> tf32 loc(#loc4)
  %4 = "a.b"(%1#0, %2#3) <{k$0 = loc(callsite(#loc3 at "op.1")), "quoted key 1" = 0.000000e+00 : f16}> : (f6E2M3FN, i64) -> index loc(#loc5)
  %5:4 = "a.b"(%1#2, %4) : (complex<bf16>, index) -> (bf16, f6E2M3FN, vector<4x2x5xui3>, !bar.v<-8,?>) loc(#loc6)
  "foo.bar.baz"() ({
    %12:2 = "d.op_1"(%2#1, %5#1) {a0 = -4.754640e-34 : bf16, x1 = #loc31} : (f6E2M3FN, f6E2M3FN) -> (memref<?xsi1>, tuple<i64>) loc(#loc30)
    %13:4 = "z.nop"(%12#0) {k$1 = dense<[[1.175490e-38, -6.100950e+34, 1.982460e+06, 7.890630e-01], [1.000000e+02, 2.718750e+00, 4.253530e+37, -1.000000e+00]]> : tensor<2x4xbf16>, z90 = distinct[0]<>} : (memref<?xsi1>) -> (tensor<?x?x?xf32>, memref<31xi64, 5>, f16, complex<f6E2M3FN>) loc(#loc11)
    %14:2 = "foo.op"(%13#2) {_u0 = "_b}\09{.\00{_"} : (f16) -> (vector<2x3x14xi32>, !x<"">) loc(#loc3)
    %15 = "my_dialect.thing"(%14#1, %2#2, %14#1) <{}> ({
      "builtin.module"() ({
        %17:4 = "a.b"() ({
        }) : () -> (tuple<f32, f32, si8>, vector<11xbf16>, tensor<2x667x?x570xbf16>, f8E4M3FNUZ) loc(#loc14)
      }) : () -> () loc(#loc13)
    }) : (!x<"">, si1024, !x<"">) -> complex<f64> loc(#loc12)
    %16 = "foo.op"() {attr0 = 4.253530e+37 : bf16, b2 = dense<[(5.185000e+00,885.55460100000005), (-4.5430849394786302E-228,8.149000e+00), (2.7182818284590451,5.960000e+02), (1.592900e+11,2.193550e+34)]> : tensor<4xcomplex<f64>>, z91 = @c::@a::@"x y"} : () -> f32 loc(#loc15)
  }, {
  }) : () -> () loc(#loc7)
  "x.y"(%5#0) : (bf16) -> () loc(#loc16)
  %6 = "bar.yield"(%5#2, %5#1, %5#3) <{_u2, attr1 = dense_resource<weights0> : tensor<2xi64>, x0 = "@.\C0\C3\A9{\\z*\0A-\22\00"}> : (vector<4x2x5xui3>, f6E2M3FN, !bar.v<-8,?>) -> vector<13x1xf8E4M3FN> loc(#loc17)
  %7:2 = "foo.bar"(%5#2) {attr2 = #map, b1 = "-\CC \00\00\00} \00<}<", z90 = array<f64: 1.1654783119281712E-36, 3.14159265358979, 8.528000e+07, 3.000000e-01>} : (vector<4x2x5xui3>) -> (i128, memref<3x?x?xvector<[6]x6x12xi128>>) loc(#loc18)
  "a.b"(%5#3) ({
  ^bb0(%arg0: f8E4M3FNUZ loc("0156.in.mlir":34:6)):
    %9:2 = "foo.bar.baz"() : () -> (memref<?x?x?xui128>, i1) loc(#loc21)
    %10 = "a.b"(%5#1) : (f6E2M3FN) -> f32 loc(#loc33)
    "a.jump"(%2#0)[^bb1] : (f8E4M3FNUZ) -> () loc(#loc25)
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %11 = "foo.bar.baz"(%10, %arg0, %9#0) : (f32, f8E4M3FNUZ, memref<?x?x?xui128>) -> i32 loc(#loc26)
    "cfx.cond_br"(%9#0, %7#1, %9#0)[^bb2, ^bb1] <{b2 = affine_set<(d0, d1) : ((d0 * 7) ceildiv 5 - d0 floordiv 2 >= 0)>, foo.k0 = dense<13> : tensor<index>, foo.k1 = -2.500000e-03 : f64}> {x0 = #foo.b.c} : (memref<?x?x?xui128>, memref<3x?x?xvector<[6]x6x12xi128>>, memref<?x?x?xui128>) -> () loc(#loc3)
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "x.switch"()[^bb3] : () -> () loc(#loc27)
  ^bb3:  // pred: ^bb2
    "cfx.cond_br"(%9#1, %5#1, %7#1)[^bb2] {attr0} : (i1, f6E2M3FN, memref<3x?x?xvector<[6]x6x12xi128>>) -> () loc(#loc28)
  }) : (!bar.v<-8,?>) -> () loc(#loc19)
  %8 = "foo.op"(%7#1, %5#0, %3) : (memref<3x?x?xvector<[6]x6x12xi128>>, bf16, tf32) -> tensor<?x3x239xf4E2M1FN> loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("0156.in.mlir":6:1)
#loc1 = loc("0156.in.mlir":7:7)
#loc2 = loc("f":178:4294967295)
#loc3 = loc(unknown)
#loc4 = loc("0156.in.mlir":10:6)
#loc5 = loc("0156.in.mlir":12:7)
#loc6 = loc("f":144:434)
#loc7 = loc("0156.in.mlir":15:1)
#loc8 = loc("-":214:472)
#loc9 = loc("-":189:0)
#loc11 = loc("0156.in.mlir":17:15)
#loc12 = loc("0156.in.mlir":19:12)
#loc13 = loc("0156.in.mlir":20:1)
#loc14 = loc("-":205:252)
#loc15 = loc("0156.in.mlir":27:12)
#loc16 = loc("0156.in.mlir":30:1)
#loc17 = loc("-":471:31)
#loc18 = loc("a.mlir":59:0)
#loc19 = loc("0156.in.mlir":33:1)
#loc21 = loc("0156.in.mlir":35:10)
#loc22 = loc("f":13:15 to 16:8)
#loc23 = loc("a.mlir":78:0)
#loc24 = loc("a.mlir":345:4294967295)
#loc25 = loc("dir/with space.c":35:21 to 38:61)
#loc26 = loc("f":0:254)
#loc27 = loc("-":451:243)
#loc28 = loc("0156.in.mlir":46:1)
#loc29 = loc("dir/with space.c":0:494)
#loc30 = loc(fused<"meta">[#loc8, #loc9])
#loc32 = loc(callsite(#loc23 at #loc24))
#loc33 = loc(callsite(#loc22 at #loc32))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000E1DA8832BDF4EE0A5F8D1F2D76F8F4B4"
    }
  }
#-}


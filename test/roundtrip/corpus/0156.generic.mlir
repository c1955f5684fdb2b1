#loc = loc("-":0:499)
#map = affine_map<(d0, d1, d2) -> ()>
#loc1 = loc("n"(#loc))
"builtin.module"() ({
  %0 = "foo.compute"() <{attr0 = 0x7C00 : f16, value1}> : () -> complex<bf16>
  %1:3 = "foo.bar"() : () -> (f6E2M3FN, tensor<1x108xcomplex<f32>>, complex<bf16>)
  %2:4 = "a.b"() : () -> (f8E4M3FNUZ, f6E2M3FN, si1024, i64)
  %3 = "foo.bar"(%0, %2#0) : (complex<bf16>, f8E4M3FNUZ) -> tf32
  %4 = "a.b"(%1#0, %2#3) <{k$0 = loc(callsite(unknown at "op.1")), "quoted key 1" = 0.000000e+00 : f16}> : (f6E2M3FN, i64) -> index
  %5:4 = "a.b"(%1#2, %4) : (complex<bf16>, index) -> (bf16, f6E2M3FN, vector<4x2x5xui3>, !bar.v<-8,?>)
  "foo.bar.baz"() ({
    %12:2 = "d.op_1"(%2#1, %5#1) {a0 = -4.754640e-34 : bf16, x1 = #loc1} : (f6E2M3FN, f6E2M3FN) -> (memref<?xsi1>, tuple<i64>)
    %13:4 = "z.nop"(%12#0) {k$1 = dense<[[1.175490e-38, -6.100950e+34, 1.982460e+06, 7.890630e-01], [1.000000e+02, 2.718750e+00, 4.253530e+37, -1.000000e+00]]> : tensor<2x4xbf16>, z90 = distinct[0]<>} : (memref<?xsi1>) -> (tensor<?x?x?xf32>, memref<31xi64, 5>, f16, complex<f6E2M3FN>)
    %14:2 = "foo.op"(%13#2) {_u0 = "_b}\09{.\00{_"} : (f16) -> (vector<2x3x14xi32>, !x<"">)
    %15 = "my_dialect.thing"(%14#1, %2#2, %14#1) <{}> ({
      "builtin.module"() ({
        %17:4 = "a.b"() ({
        }) : () -> (tuple<f32, f32, si8>, vector<11xbf16>, tensor<2x667x?x570xbf16>, f8E4M3FNUZ)
      }) : () -> ()
    }) : (!x<"">, si1024, !x<"">) -> complex<f64>
    %16 = "foo.op"() {attr0 = 4.253530e+37 : bf16, b2 = dense<[(5.185000e+00,885.55460100000005), (-4.5430849394786302E-228,8.149000e+00), (2.7182818284590451,5.960000e+02), (1.592900e+11,2.193550e+34)]> : tensor<4xcomplex<f64>>, z91 = @c::@a::@"x y"} : () -> f32
  }, {
  }) : () -> ()
  "x.y"(%5#0) : (bf16) -> ()
  %6 = "bar.yield"(%5#2, %5#1, %5#3) <{_u2, attr1 = dense_resource<weights0> : tensor<2xi64>, x0 = "@.\C0\C3\A9{\\z*\0A-\22\00"}> : (vector<4x2x5xui3>, f6E2M3FN, !bar.v<-8,?>) -> vector<13x1xf8E4M3FN>
  %7:2 = "foo.bar"(%5#2) {attr2 = #map, b1 = "-\CC \00\00\00} \00<}<", z90 = array<f64: 1.1654783119281712E-36, 3.14159265358979, 8.528000e+07, 3.000000e-01>} : (vector<4x2x5xui3>) -> (i128, memref<3x?x?xvector<[6]x6x12xi128>>)
  "a.b"(%5#3) ({
  ^bb0(%arg0: f8E4M3FNUZ):
    %9:2 = "foo.bar.baz"() : () -> (memref<?x?x?xui128>, i1)
    %10 = "a.b"(%5#1) : (f6E2M3FN) -> f32
    "a.jump"(%2#0)[^bb1] : (f8E4M3FNUZ) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %11 = "foo.bar.baz"(%10, %arg0, %9#0) : (f32, f8E4M3FNUZ, memref<?x?x?xui128>) -> i32
    "cfx.cond_br"(%9#0, %7#1, %9#0)[^bb2, ^bb1] <{b2 = affine_set<(d0, d1) : ((d0 * 7) ceildiv 5 - d0 floordiv 2 >= 0)>, foo.k0 = dense<13> : tensor<index>, foo.k1 = -2.500000e-03 : f64}> {x0 = #foo.b.c} : (memref<?x?x?xui128>, memref<3x?x?xvector<[6]x6x12xi128>>, memref<?x?x?xui128>) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "x.switch"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    "cfx.cond_br"(%9#1, %5#1, %7#1)[^bb2] {attr0} : (i1, f6E2M3FN, memref<3x?x?xvector<[6]x6x12xi128>>) -> ()
  }) : (!bar.v<-8,?>) -> ()
  %8 = "foo.op"(%7#1, %5#0, %3) : (memref<3x?x?xvector<[6]x6x12xi128>>, bf16, tf32) -> tensor<?x3x239xf4E2M1FN>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000E1DA8832BDF4EE0A5F8D1F2D76F8F4B4"
    }
  }
#-}


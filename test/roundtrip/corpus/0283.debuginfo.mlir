#loc2 = loc("0283.in.mlir":3:8)
#loc14 = loc("0283.in.mlir":15:10)
#loc15 = loc("0283.in.mlir":15:35)
#loc16 = loc("0283.in.mlir":15:78)
#loc22 = loc("0283.in.mlir":26:6)
#loc23 = loc("0283.in.mlir":26:33)
#loc24 = loc("0283.in.mlir":26:59)
#loc30 = loc("0283.in.mlir":33:4)
#loc31 = loc("callee")
#map = affine_map<() -> (2)>
#map1 = affine_map<(d0, d1, d2) -> (5, 3, (d1 + d2) * 9)>
#map2 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "foo.compute"() ({
  ^bb0(%arg3: i64 loc("0283.in.mlir":3:8)):
    %10:3 = "bar.yield"(%arg3, %arg3) <{}> {_u1 = 6.550400e+04 : f16, value0} : (i64, i64) -> (complex<i32>, complex<f16>, index) loc(#loc35)
    "bar.yield"(%10#0, %10#0, %arg3) ({
      %11:3 = "z.nop"(%10#0) {z90 = #map} : (complex<i32>) -> (i24, ui3, bf16) loc(#loc42)
      %12:2 = "foo.compute"(%11#1, %10#0, %11#1) : (ui3, complex<i32>, ui3) -> (index, vector<f64>) loc(#loc8)
      %13 = "foo.op"(%11#2, %arg3, %12#0) ({
        %14 = "foo.op"(%12#1, %11#2) <{attr2 = dense<[(-3.525390e+00,6.950000e+02), (6.550400e+04,3.140630e+00), (2.000000e+00,8.406250e+00), (-7.830000e+02,-2.500530e-03)]> : tensor<4xcomplex<f16>>, foo.k1 = "a*\7F/.\C3\A9%}*" : i1, k$0}> : (vector<f64>, bf16) -> !foo<"abc"> loc(#loc10)
        %15 = "a.b"() {a3 = sparse<[[2, 2], [1, 1]], [1.000000e+00, 8.98579772E-16]> : tensor<3x4xf32>, b1 = bf16, value2 = 0 : i64, z90 = dense<[true, false, true]> : tensor<3xi1>} : () -> memref<*xf80, "local mem"> loc(#loc11)
        %16 = "d.op_1"(%15, %14) {_u0 = [[#map1], #foo.attr, ""]} : (memref<*xf80, "local mem">, !foo<"abc">) -> vector<16xf8E4M3> loc(#loc12)
        "x.switch"(%14)[^bb1] : (!foo<"abc">) -> () loc(#loc13)
      ^bb1(%17: tuple<f80, i1024> loc("0283.in.mlir":15:10), %18: memref<37x8x456xbf16, "local mem"> loc("0283.in.mlir":15:35), %19: f16 loc("0283.in.mlir":15:78)):  // 2 preds: ^bb0, ^bb1
        "d.op_1"() : () -> () loc(#loc3)
        %20 = "my_dialect.thing"(%14, %12#1) {my.k1 = true, sym_name2 = 1 : si3, z90 = ["\22\09\00" : i32, #my.attr, unit]} : (!foo<"abc">, vector<f64>) -> i1 loc(#loc38)
        "cfx.cond_br"()[^bb1] {_u2 = array<i1>, a1 = true, d.k0, foo.k3 = -48855664805 : index} : () -> () loc(#loc39)
      }) : (bf16, i64, index) -> vector<ui8> loc(#loc37)
    }) : (complex<i32>, complex<i32>, i64) -> () loc(#loc4)
  }, {
  }) {b1 = -0.000000e+00 : f6E3M2FN, k$3, value2, z90 = -0.27860449999999998 : f64} : () -> !x<"x<y>"> loc(#loc1)
  %1 = "a.b"(%0, %0) {_u0 = false, foo.k3, k$1, k$2 = "'\C3\A9\C3\A9&0*\\\A2'\00" : bf16} : (!x<"x<y>">, !x<"x<y>">) -> tensor<?xf8E3M4> loc(#loc3)
  %2 = "my_dialect.thing"(%1, %0, %1) : (tensor<?xf8E3M4>, !x<"x<y>">, tensor<?xf8E3M4>) -> si7 loc(#loc20)
  %3:4 = "a.b"() ({
  ^bb0(%arg0: tensor<*xindex> loc("0283.in.mlir":26:6), %arg1: complex<f4E2M1FN> loc("0283.in.mlir":26:33), %arg2: si32 loc("0283.in.mlir":26:59)):
    %7 = "d.op_1"(%arg2, %arg1) : (si32, complex<f4E2M1FN>) -> !foo.param<-2> loc(#loc3)
    %8 = "foo.bar.baz"(%0, %arg2) : (!x<"x<y>">, si32) -> complex<ui1024> loc(#loc43)
    %9 = "a.b"(%arg1) <{k$1 = distinct[0]<1.280000e+02 : f8E4M3>, "quoted key 0" = {attr0 = array<i1: true, false, false, true>}}> : (complex<f4E2M1FN>) -> i3 loc(#loc27)
    "foo.op"() {a0, sym_name1} : () -> () loc(#loc28)
  }, {
    "x.switch"(%0, %1, %1)[^bb1] <{k$0 = 62 : index}> : (!x<"x<y>">, tensor<?xf8E3M4>, tensor<?xf8E3M4>) -> () loc(#loc29)
  ^bb1(%4: complex<f8E5M2> loc("0283.in.mlir":33:4), %5: f64 loc("callee")):  // pred: ^bb0
    "cfx.cond_br"(%0, %4, %4)[^bb2, ^bb2] <{a3 = 8.163000e+00 : f32, attr1 = [[#my.attr, -265.538239 : f32], "0%}Xz\C3\A9-\00\0A"], sym_name2 = sparse<[[2], [0], [0], [1]], [1, -1, -1, -3]> : tensor<4xi32>, x0 = #loc17}> : (!x<"x<y>">, complex<f8E5M2>, complex<f8E5M2>) -> () loc(#loc41)
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "foo.br"()[^bb3] ({
    }) : () -> () loc(#loc33)
  ^bb3:  // pred: ^bb2
    %6 = "my_dialect.thing"(%2) <{foo.k0 = #bar.v<55 , 3 , "x y">}> : (si7) -> memref<*xi3, "shared"> loc(#loc34)
  }) {"quoted key 0" = #map2} : () -> (complex<f6E2M3FN>, i8, i24, none) loc(#loc21)
}) : () -> () loc(#loc)
#loc = loc("0283.in.mlir":0:0)
#loc1 = loc("src/x.py":93:455)
#loc3 = loc(unknown)
#loc4 = loc("0283.in.mlir":5:2)
#loc5 = loc("f":196:55)
#loc6 = loc("a.mlir":29:51 to :52)
#loc7 = loc("dir/with space.c":290:405)
#loc8 = loc("dir/with space.c":36:62 to 37:76)
#loc9 = loc("src/x.py":0:359)
#loc10 = loc("0283.in.mlir":11:10)
#loc11 = loc("0283.in.mlir":12:14)
#loc12 = loc("0283.in.mlir":13:11)
#loc13 = loc("src/x.py":42:13 to :17)
#loc17 = loc("name")
#loc18 = loc("dir/with space.c":98:0)
#loc19 = loc("-":225:0)
#loc20 = loc("0283.in.mlir":24:7)
#loc21 = loc("0283.in.mlir":25:9)
#loc25 = loc("dir/with space.c":216:412)
#loc26 = loc("x")
#loc27 = loc("0283.in.mlir":29:13)
#loc28 = loc("0283.in.mlir":30:2)
#loc29 = loc("0283.in.mlir":32:2)
#loc32 = loc("f":6:80 to 9:33)
#loc33 = loc("0283.in.mlir":36:2)
#loc34 = loc("":33:22 to 34:51)
#loc35 = loc(fused<"meta">[#loc3])
#loc36 = loc(callsite(#loc5 at #loc6))
#loc37 = loc("n"(#loc9))
#loc38 = loc("v"(#loc17))
#loc39 = loc(callsite(#loc18 at #loc19))
#loc40 = loc("n"(#loc25))
#loc41 = loc("n"(#loc32))
#loc42 = loc(fused[#loc36, #loc7])
#loc43 = loc(callsite(#loc40 at #loc26))


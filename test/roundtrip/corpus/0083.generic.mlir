#distinct = distinct[0]<35 : index>
#map = affine_map<()[s0] -> (0, s0)>
#map1 = affine_map<(d0)[s0, s1] -> ()>
"builtin.module"() ({
  %0:4 = "bar.yield"() {_u1 = "\\X\22!", a0 = dense<[[[70]], [[-128]]]> : tensor<2x1x1xi8>} : () -> (complex<f64>, !foo<"x<y>">, tensor<5xindex>, f6E3M2FN)
  %1 = "foo.bar.baz"(%0#2, %0#3, %0#0) ({
  }, {
  ^bb0(%arg7: !my_dialect.t<<<24,?>,?>>):
    "my_dialect.thing"(%0#1, %0#1, %0#2) : (!foo<"x<y>">, !foo<"x<y>">, tensor<5xindex>) -> ()
    "d.op_1"() ({
    }) {foo.k1, sym_name2 = dense<[[(38,-99)], [(29,-76)]]> : tensor<2x1xcomplex<i32>>, x0 = true} : () -> ()
    "a.b"(%arg7, %0#3, %0#0) {k$0 = 1 : index} : (!my_dialect.t<<<24,?>,?>>, f6E3M2FN, complex<f64>) -> ()
    %17:3 = "my_dialect.thing"(%arg7, %arg7) <{attr1 = 15 : index, k$2 = memref<6x49x?xvector<[2]xf80>, affine_map<(d0, d1, d2) -> (d2, d1, d0)>, 5>, "quoted key 0" = [0 : ui32, 6.02214064E+23 : f32, array<i1>]}> ({
      "foo.bar.baz"(%0#3) : (f6E3M2FN) -> ()
    }) : (!my_dialect.t<<<24,?>,?>>, !my_dialect.t<<<24,?>,?>>) -> (index, vector<1x14x[7]xf32>, tensor<*xvector<4x[2]x2xi16>>)
    "foo.bar"(%0#1) : (!foo<"x<y>">) -> ()
    "a.b"() <{}> ({
      %18 = "d.op_1"() : () -> f64
      %19:3 = "bar.yield"(%0#1, %17#1) : (!foo<"x<y>">, vector<1x14x[7]xf32>) -> (i24, tensor<?x2x2x31xbf16>, none)
    }) : () -> ()
  }, {
    %4 = "bar.yield"(%0#1, %0#1, %0#2) {a1 = 0 : ui17, foo.k0 = -1 : i32} : (!foo<"x<y>">, !foo<"x<y>">, tensor<5xindex>) -> i3
    "foo.bar"(%0#3, %0#1) : (f6E3M2FN, !foo<"x<y>">) -> ()
    "cfx.cond_br"(%0#3, %0#1, %0#2)[^bb1] <{my.k2 = dense_resource<blob0> : tensor<5xi32>, my.k3 = {my.k0 = -1 : i64, sym_name2 = 2.323000e+00 : f64, x1 = 5.000000e-01 : f8E4M3, x3 = loc(callsite(callsite("dir/with space.c":9:8 to :15 at "-":4294967295:0) at "dir/with space.c":9:36 to :44))}, value0, value1 = 2.71828175 : f32}> ({
    ^bb0(%arg4: f32, %arg5: index, %arg6: memref<2xsi7, strided<[1]>>):
      %16 = "a.b"() <{}> {_u1 = [dense<[[(21,-15), (92,-33), (48,-84), (20,-67)]]> : tensor<1x4xcomplex<i32>>], k$0 = 3.000000e+00 : f6E2M3FN} : () -> f16
      "a.b"(%arg6, %arg4) {"quoted key 0" = array<f32: 3.60822807E-22, 628.955505>} : (memref<2xsi7, strided<[1]>>, f32) -> ()
    }, {
    ^bb0(%arg0: complex<f64>, %arg1: !bar.t<<<? ?>,?>,[-7],{-1,abc}>):
      "foo.bar"(%arg0) ({
      ^bb0(%arg2: complex<f8E4M3B11FNUZ>, %arg3: i1024):
        %9 = "bar.yield"() : () -> f16
        "foo.br"()[^bb1] {k$1 = -0.000000e+00 : bf16, my.k0 = memref<4xsi32, strided<[1]>, {kind = "scratch"}>} : () -> ()
      ^bb1(%10: tensor<658x?x2x965xi1, #foo.enc<<"x y",true>>>, %11: si17):  // 2 preds: ^bb0, ^bb3
        %12 = "x.y"(%10) {foo.k1 = f64, z90 = [0.346754104 : f32, #map, complex<f6E3M2FN>]} : (tensor<658x?x2x965xi1, #foo.enc<<"x y",true>>>) -> vector<5x5x15xi16>
        %13 = "z.nop"(%11, %9, %0#0) <{attr0}> : (si17, f16, complex<f64>) -> f4E2M1FN
        "foo.br"()[^bb2] : () -> ()
      ^bb2(%14: complex<i32>, %15: (f8E4M3FN) -> i8):  // pred: ^bb1
        "a.jump"(%9, %0#2, %15)[^bb3] : (f16, tensor<5xindex>, (f8E4M3FN) -> i8) -> ()
      ^bb3:  // pred: ^bb2
        "foo.bar.baz"() {_u3, k$1, x2 = 5.877470e-39 : f8E8M0FNU, z90 = dense<3.000000e-01> : tensor<f64>} : () -> ()
        "foo.bar.baz"() {_u2 = -5.821880e+01 : f16, a0 = #map1, my.k1 = f64, x3 = 1.337000e+00 : f32} : () -> ()
        "cfx.cond_br"(%arg1, %9)[^bb1] : (!bar.t<<<? ?>,?>,[-7],{-1,abc}>, f16) -> ()
      }) : (complex<f64>) -> ()
      "foo.bar"() <{_u0 = 43 : i8, attr2 = true, foo.k1 = 1 : i128}> ({
        "x.y"(%0#3, %0#1, %arg0) {b0 = #my.p<<{71, ?, f32}> ? -5>, foo.k1 = "!\\\C3\9F-"} : (f6E3M2FN, !foo<"x<y>">, complex<f64>) -> ()
      }) : () -> ()
      %6 = "z.nop"() ({
        "foo.br"(%0#2, %4, %0#3)[^bb1] {attr2 = -1 : i128, my.k1 = false, z90} : (tensor<5xindex>, i3, f6E3M2FN) -> ()
      ^bb1:  // pred: ^bb0
        "a.jump"(%0#0, %0#3)[^bb2] : (complex<f64>, f6E3M2FN) -> ()
      ^bb2:  // pred: ^bb1
        %8 = "foo.op"(%0#2, %arg0, %arg0) : (tensor<5xindex>, complex<f64>, complex<f64>) -> tensor<?x?x3xui16, {a = 1 : i64}>
      }) : () -> tuple<f8E4M3B11FNUZ, si32>
      "z.nop"() <{}> : () -> ()
      "cfx.cond_br"(%6)[^bb1, ^bb1] : (tuple<f8E4M3B11FNUZ, si32>) -> ()
    ^bb1(%7: f8E4M3):  // 3 preds: ^bb0, ^bb0, ^bb2
      "x.switch"(%6, %6)[^bb2] {d.k0 = "\C3\A9< \0A\0A\09\00", "quoted key 2" = -1.17549434999999996037E-38 : f80, sym_name1 = dense_resource<r.1> : tensor<2xf64>} : (tuple<f8E4M3B11FNUZ, si32>, tuple<f8E4M3B11FNUZ, si32>) -> ()
    ^bb2:  // pred: ^bb1
      "x.switch"(%arg0, %6)[^bb1] : (complex<f64>, tuple<f8E4M3B11FNUZ, si32>) -> ()
    }) : (f6E3M2FN, !foo<"x<y>">, tensor<5xindex>) -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"(%4, %0#1)[^bb2] {_u0 = {b0 = #distinct}, attr2 = [dense<-2147483648> : tensor<1x4xi32>, array<i64: 0>, dense<[[178, 588, 108, 427], [27, 981, 186, 546], [986, 426, 717, 59], [945, 211, 890, 486]]> : tensor<4x4xindex>], value1 = "\0A\22<\C3\A9\F0\9F\99\82{<\22\C3\9F\22\C4", z93 = 2.000000e-01 : f64} : (i3, !foo<"x<y>">) -> ()
  ^bb2:  // pred: ^bb1
    %5:4 = "z.nop"(%0#3) : (f6E3M2FN) -> (ui8, tuple<si32>, si32, vector<6x[7]xi32>)
  }) : (tensor<5xindex>, f6E3M2FN, complex<f64>) -> memref<?x1xf128>
  %2 = "foo.bar"(%1, %0#3, %0#3) <{}> {a0 = 0x80 : f8E4M3FNUZ, a2, attr1} : (memref<?x1xf128>, f6E3M2FN, f6E3M2FN) -> f8E3M4
  %3:3 = "foo.compute"(%2, %2) : (f8E3M4, f8E3M4) -> (i17, tuple<i64, f4E2M1FN, i7>, tuple<i16, none>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0400000092865AA55AD32854B9405777C506228F39E349D3",
      r.1: "0x08000000C92C2ADD1DA3E9A205CB45C8F6818F3E"
    }
  }
#-}


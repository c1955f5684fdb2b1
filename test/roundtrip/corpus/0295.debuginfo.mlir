#loc7 = loc("op.1")
#loc8 = loc("0295.in.mlir":25:12)
#loc9 = loc("f":293:321)
#loc10 = loc("name")
#loc21 = loc("0295.in.mlir":41:18)
#loc26 = loc("0295.in.mlir":49:10)
#loc27 = loc("src/x.py":371:4294967295)
#map = affine_map<(d0) -> (27)>
#map1 = affine_map<(d0)[s0, s1] -> (21, s0, s0 * 54)>
#map2 = affine_map<(d0)[s0] -> ((d0 + 7) * s0)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#loc48 = loc(callsite(#loc10 at #loc10))
"builtin.module"() ({
  %0 = "a.b"() ({
    %9:4 = "z.nop"() <{_u2 = true, attr0, foo.k1 = 9.99999968E+37 : f32}> : () -> (!foo.type, !my_dialect.v<-2 -1>, memref<338xf80, #map>, index) loc(#loc3)
    %10:4 = "x.y"(%9#1, %9#1) : (!my_dialect.v<-2 -1>, !my_dialect.v<-2 -1>) -> (memref<205x?x1xvector<16x[3]x7xindex>>, f16, f16, f64) loc(#loc4)
    "foo.br"()[^bb1] {a0 = {b0 = sparse<[[1], [1], [0]], [474, 661, 26]> : tensor<2xi64>, k$1 = #foo.a<32 true 81>}, attr3 = dense<(-4.055000e+02,4.484080e+05)> : tensor<3xcomplex<f64>>, z91 = {b0 = sparse<[[1], [1], [0]], [474, 661, 26]> : tensor<2xi64>, k$1 = #foo.a<32 true 81>}, z92 = "}\\\22 "} : () -> () loc(#loc5)
  ^bb1:  // pred: ^bb0
    "x.switch"(%10#2)[^bb2] {sym_name0 = {_u1 = 0 : i8, my.k3 = -8.3518713562366499E+300 : f64, x0 = #map1, z92 = #loc7}} : (f16) -> () loc(#loc6)
  ^bb2(%11: (f8E8M0FNU) -> () loc("0295.in.mlir":25:12), %12: i64 loc("f":293:321), %13: f16 loc("name")):  // pred: ^bb1
    %14:2 = "my_dialect.thing"(%11, %13, %10#2) ({
      "my_dialect.thing"(%11) : ((f8E8M0FNU) -> ()) -> () loc(#loc12)
      %21 = "bar.yield"(%12) : (i64) -> ui1 loc(#loc13)
      %22 = "bar.yield"() {b0 = -7.376000e+02 : f64, k$2 = dense<(28,-38)> : tensor<complex<i32>>, z91 = #map2} : () -> i64 loc(#loc14)
      "foo.compute"(%22) {a1 = {k$0 = {"quoted key 0" = -5870088207140 : i64, "quoted key 1" = {_u1 = 0 : i8, my.k3 = -8.3518713562366499E+300 : f64, x0 = #map1, z92 = #loc7}}}, "quoted key 0"} : (i64) -> () loc(#loc10)
      %23:3 = "a.b"() ({
        %24:2 = "foo.compute"(%9#2, %13) {d.k0 = #bar<"a b">} : (memref<338xf80, #map>, f16) -> (index, memref<1x?xsi1>) loc(#loc10)
        "d.op_1"(%10#3, %10#1, %24#1) : (f64, f16, memref<1x?xsi1>) -> () loc(#loc16)
        %25 = "bar.yield"() : () -> !x.param<-3, ?> loc(#loc17)
        %26 = "z.nop"(%25) {foo.k0 = true} : (!x.param<-3, ?>) -> none loc(#loc18)
        "z.nop"() : () -> () loc(#loc19)
        "x.switch"(%24#0, %21)[^bb1, ^bb1] : (index, ui1) -> () loc(#loc20)
      ^bb1(%27: !my_dialect.param<{19,{? , a.b , 7},<53, 68>},?> loc("0295.in.mlir":41:18)):  // 2 preds: ^bb0, ^bb0
        "cfx.cond_br"(%24#1, %24#1)[^bb2] {b1, my.k0 = 1 : i64} : (memref<1x?xsi1>, memref<1x?xsi1>) -> () loc(#loc47)
      ^bb2:  // pred: ^bb1
        %28 = "foo.bar"() <{}> : () -> memref<796x5x4xcomplex<f8E5M2FNUZ>, #map3, 2> loc(#loc23)
      }) : () -> (i7, memref<8xf4E2M1FN>, ui1) loc(#loc15)
      "foo.compute"(%22) : (i64) -> () loc(#loc24)
    }) : ((f8E8M0FNU) -> (), f16, f16) -> (!my_dialect.param<<-6 , 71>,"x y">, index) loc(#loc11)
    "cfx.cond_br"(%14#1)[^bb3] : (index) -> () loc(#loc25)
  ^bb3(%15: tensor<0x?x57x3xi32, "sparse"> loc("0295.in.mlir":49:10), %16: tensor<3x2x?xf64> loc(callsite(#loc10 at #loc10)), %17: f64 loc("src/x.py":371:4294967295)):  // pred: ^bb2
    %18 = "foo.bar"() : () -> i3 loc(#loc54)
    %19 = "a.b"(%18, %9#0, %17) {d.k0 = @s$} : (i3, !foo.type, f64) -> f8E5M2 loc(#loc30)
    %20:4 = "foo.bar"(%18, %10#3) <{a3 = true, b2 = false, foo.k1, z90 = -9223372036854775808 : i64}> : (i3, f64) -> (!bar<"x<y>">, !bar.a.b, i1024, complex<f8E5M2FNUZ>) loc(#loc50)
  }) : () -> complex<f32> loc(#loc46)
  %1 = "bar.yield"(%0, %0) ({
    "a.jump"()[^bb1] {foo.k0 = dense<[[[(5.725410e+18,6.650000e+02)]], [[(615.45237899999995,477.38766299999997)]]]> : tensor<2x1x1xcomplex<f64>>} : () -> () loc(#loc35)
  ^bb1:  // pred: ^bb0
    "foo.op"() {z90 = dense_resource<r.0> : tensor<6xi64>} : () -> () loc(#loc10)
    "a.jump"(%0, %0, %0)[^bb2] : (complex<f32>, complex<f32>, complex<f32>) -> () loc(#loc55)
  ^bb2(%4: () -> tensor<?x2xi1024> loc("name")):  // pred: ^bb1
    "foo.bar"() <{_u1 = 8.834500e+33 : f64, attr0 = sparse<> : tensor<4xi64>, x2}> : () -> () loc(#loc1)
    %5 = "foo.bar.baz"() ({
    }) : () -> complex<f16> loc(#loc40)
    %6:3 = "d.op_1"(%0, %0, %4) {my.k0, x1 = "\BF\\!\\#a*"} : (complex<f32>, complex<f32>, () -> tensor<?x2xi1024>) -> (si24, ui1, index) loc(#loc41)
    %7 = "foo.compute"(%6#0, %6#2, %0) {attr0 = -101611349 : si1024} : (si24, index, complex<f32>) -> f6E3M2FN loc(#loc7)
    %8 = "x.y"(%6#2) : (index) -> !bar<"x<y>"> loc(#loc42)
  }) {d.k0 = dense<(8.800000e+00,9.9999999999999997E+37)> : tensor<3x3xcomplex<f64>>, k$2 = 6.644000e+05 : f64, value1 = @x.y::@a} : (complex<f32>, complex<f32>) -> bf16 loc(#loc34)
  %2 = "a.b"(%0, %1, %0) : (complex<f32>, bf16, complex<f32>) -> memref<4xcomplex<f64>> loc(#loc43)
  %3 = "foo.compute"(%0, %0, %1) <{d.k1 = 1.999510e-01 : f16, k$0}> {a1 = "\00\0A\0A\09'", sym_name0 = dense<(0x7C00,1.665040e-01)> : tensor<4xcomplex<f16>>, value2 = tensor<0x3xi32, 3 : i32>} : (complex<f32>, complex<f32>, bf16) -> ui64 loc(#loc53)
}) : () -> () loc(#loc)
#loc = loc("0295.in.mlir":18:1)
#loc1 = loc(unknown)
#loc2 = loc("dir/with space.c":191:0)
#loc3 = loc("-":266:0)
#loc4 = loc("0295.in.mlir":21:16)
#loc5 = loc("0295.in.mlir":22:9)
#loc6 = loc("0295.in.mlir":24:9)
#loc11 = loc("with \22q\22")
#loc12 = loc("0295.in.mlir":27:13)
#loc13 = loc("0295.in.mlir":28:19)
#loc14 = loc("0295.in.mlir":29:18)
#loc15 = loc("-":48:446)
#loc16 = loc("0295.in.mlir":35:17)
#loc17 = loc("0295.in.mlir":37:23)
#loc18 = loc("0295.in.mlir":38:24)
#loc19 = loc("0295.in.mlir":39:17)
#loc20 = loc("0295.in.mlir":40:17)
#loc22 = loc("f":0:126)
#loc23 = loc("x")
#loc24 = loc("0295.in.mlir":46:13)
#loc25 = loc("0295.in.mlir":48:9)
#loc28 = loc("a.mlir":4294967295:0)
#loc29 = loc("f":53:0)
#loc30 = loc("0295.in.mlir":51:16)
#loc31 = loc("a.mlir":430:4294967295)
#loc32 = loc("a.mlir":8:55 to :60)
#loc33 = loc("":79:0)
#loc34 = loc("0295.in.mlir":56:11)
#loc35 = loc("0295.in.mlir":57:9)
#loc36 = loc("src/x.py":20:22 to 23:30)
#loc37 = loc("a.mlir":224:4294967295)
#loc38 = loc("":70:0)
#loc39 = loc("src/x.py":0:154)
#loc40 = loc("f":4:17 to 5:5)
#loc41 = loc("0295.in.mlir":66:17)
#loc42 = loc("0295.in.mlir":70:15)
#loc43 = loc("src/x.py":4294967295:4294967295)
#loc44 = loc("a.mlir":1:27 to 4:56)
#loc45 = loc("-":152:45)
#loc46 = loc(callsite(#loc1 at #loc2))
#loc47 = loc("v"(#loc22))
#loc49 = loc(fused<3 : i32>[#loc28, #loc29])
#loc50 = loc(fused[#loc31, #loc10, #loc32, #loc33])
#loc51 = loc(callsite(#loc37 at #loc10))
#loc52 = loc(callsite(#loc38 at #loc39))
#loc53 = loc(callsite(#loc44 at #loc45))
#loc54 = loc(callsite(#loc10 at #loc49))
#loc55 = loc(fused[#loc36, #loc51, #loc52])

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000604839E63487DD468A142A2890134BE6B20DB40CC7525C8C5595605D1A71F02AEA126CACBE0F9A197E8FD8D4B2FCC802"
    }
  }
#-}


#loc = loc("op.1")
#map = affine_map<(d0) -> (27)>
#map1 = affine_map<(d0)[s0, s1] -> (21, s0, s0 * 54)>
#map2 = affine_map<(d0)[s0] -> ((d0 + 7) * s0)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
"builtin.module"() ({
  %0 = "a.b"() ({
    %9:4 = "z.nop"() <{_u2 = true, attr0, foo.k1 = 9.99999968E+37 : f32}> : () -> (!foo.type, !my_dialect.v<-2 -1>, memref<338xf80, #map>, index)
    %10:4 = "x.y"(%9#1, %9#1) : (!my_dialect.v<-2 -1>, !my_dialect.v<-2 -1>) -> (memref<205x?x1xvector<16x[3]x7xindex>>, f16, f16, f64)
    "foo.br"()[^bb1] {a0 = {b0 = sparse<[[1], [1], [0]], [474, 661, 26]> : tensor<2xi64>, k$1 = #foo.a<32 true 81>}, attr3 = dense<(-4.055000e+02,4.484080e+05)> : tensor<3xcomplex<f64>>, z91 = {b0 = sparse<[[1], [1], [0]], [474, 661, 26]> : tensor<2xi64>, k$1 = #foo.a<32 true 81>}, z92 = "}\\\22 "} : () -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"(%10#2)[^bb2] {sym_name0 = {_u1 = 0 : i8, my.k3 = -8.3518713562366499E+300 : f64, x0 = #map1, z92 = #loc}} : (f16) -> ()
  ^bb2(%11: (f8E8M0FNU) -> (), %12: i64, %13: f16):  // pred: ^bb1
    %14:2 = "my_dialect.thing"(%11, %13, %10#2) ({
      "my_dialect.thing"(%11) : ((f8E8M0FNU) -> ()) -> ()
      %21 = "bar.yield"(%12) : (i64) -> ui1
      %22 = "bar.yield"() {b0 = -7.376000e+02 : f64, k$2 = dense<(28,-38)> : tensor<complex<i32>>, z91 = #map2} : () -> i64
      "foo.compute"(%22) {a1 = {k$0 = {"quoted key 0" = -5870088207140 : i64, "quoted key 1" = {_u1 = 0 : i8, my.k3 = -8.3518713562366499E+300 : f64, x0 = #map1, z92 = #loc}}}, "quoted key 0"} : (i64) -> ()
      %23:3 = "a.b"() ({
        %24:2 = "foo.compute"(%9#2, %13) {d.k0 = #bar<"a b">} : (memref<338xf80, #map>, f16) -> (index, memref<1x?xsi1>)
        "d.op_1"(%10#3, %10#1, %24#1) : (f64, f16, memref<1x?xsi1>) -> ()
        %25 = "bar.yield"() : () -> !x.param<-3, ?>
        %26 = "z.nop"(%25) {foo.k0 = true} : (!x.param<-3, ?>) -> none
        "z.nop"() : () -> ()
        "x.switch"(%24#0, %21)[^bb1, ^bb1] : (index, ui1) -> ()
      ^bb1(%27: !my_dialect.param<{19,{? , a.b , 7},<53, 68>},?>):  // 2 preds: ^bb0, ^bb0
        "cfx.cond_br"(%24#1, %24#1)[^bb2] {b1, my.k0 = 1 : i64} : (memref<1x?xsi1>, memref<1x?xsi1>) -> ()
      ^bb2:  // pred: ^bb1
        %28 = "foo.bar"() <{}> : () -> memref<796x5x4xcomplex<f8E5M2FNUZ>, #map3, 2>
      }) : () -> (i7, memref<8xf4E2M1FN>, ui1)
      "foo.compute"(%22) : (i64) -> ()
    }) : ((f8E8M0FNU) -> (), f16, f16) -> (!my_dialect.param<<-6 , 71>,"x y">, index)
    "cfx.cond_br"(%14#1)[^bb3] : (index) -> ()
  ^bb3(%15: tensor<0x?x57x3xi32, "sparse">, %16: tensor<3x2x?xf64>, %17: f64):  // pred: ^bb2
    %18 = "foo.bar"() : () -> i3
    %19 = "a.b"(%18, %9#0, %17) {d.k0 = @s$} : (i3, !foo.type, f64) -> f8E5M2
    %20:4 = "foo.bar"(%18, %10#3) <{a3 = true, b2 = false, foo.k1, z90 = -9223372036854775808 : i64}> : (i3, f64) -> (!bar<"x<y>">, !bar.a.b, i1024, complex<f8E5M2FNUZ>)
  }) : () -> complex<f32>
  %1 = "bar.yield"(%0, %0) ({
    "a.jump"()[^bb1] {foo.k0 = dense<[[[(5.725410e+18,6.650000e+02)]], [[(615.45237899999995,477.38766299999997)]]]> : tensor<2x1x1xcomplex<f64>>} : () -> ()
  ^bb1:  // pred: ^bb0
    "foo.op"() {z90 = dense_resource<r.0> : tensor<6xi64>} : () -> ()
    "a.jump"(%0, %0, %0)[^bb2] : (complex<f32>, complex<f32>, complex<f32>) -> ()
  ^bb2(%4: () -> tensor<?x2xi1024>):  // pred: ^bb1
    "foo.bar"() <{_u1 = 8.834500e+33 : f64, attr0 = sparse<> : tensor<4xi64>, x2}> : () -> ()
    %5 = "foo.bar.baz"() ({
    }) : () -> complex<f16>
    %6:3 = "d.op_1"(%0, %0, %4) {my.k0, x1 = "\BF\\!\\#a*"} : (complex<f32>, complex<f32>, () -> tensor<?x2xi1024>) -> (si24, ui1, index)
    %7 = "foo.compute"(%6#0, %6#2, %0) {attr0 = -101611349 : si1024} : (si24, index, complex<f32>) -> f6E3M2FN
    %8 = "x.y"(%6#2) : (index) -> !bar<"x<y>">
  }) {d.k0 = dense<(8.800000e+00,9.9999999999999997E+37)> : tensor<3x3xcomplex<f64>>, k$2 = 6.644000e+05 : f64, value1 = @x.y::@a} : (complex<f32>, complex<f32>) -> bf16
  %2 = "a.b"(%0, %1, %0) : (complex<f32>, bf16, complex<f32>) -> memref<4xcomplex<f64>>
  %3 = "foo.compute"(%0, %0, %1) <{d.k1 = 1.999510e-01 : f16, k$0}> {a1 = "\00\0A\0A\09'", sym_name0 = dense<(0x7C00,1.665040e-01)> : tensor<4xcomplex<f16>>, value2 = tensor<0x3xi32, 3 : i32>} : (complex<f32>, complex<f32>, bf16) -> ui64
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000604839E63487DD468A142A2890134BE6B20DB40CC7525C8C5595605D1A71F02AEA126CACBE0F9A197E8FD8D4B2FCC802"
    }
  }
#-}


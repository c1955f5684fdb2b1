#map = affine_map<(d0, d1) -> (d1 * -5, 256, d0)>
"builtin.module"() ({
  "foo.compute"() ({
  }) : () -> ()
  "foo.bar.baz"() ({
    %21 = "a.b"() <{}> : () -> tensor<8xi16>
  }) : () -> ()
  "d.op_1"() <{my.k0 = 4.599000e-02 : f16, "quoted key 2" = si8, value1 = {attr0 = "!", foo.k1 = 0 : ui17, value2 = affine_set<(d0)[s0] : (8 >= 0, (d0 * s0) ceildiv 7 == 0, -4 >= 0)>}}> : () -> ()
  %0 = "x.y"() <{}> ({
  ^bb0:
  }) {attr0 = dense<(3.1474239820997046E+198,8.963000e+03)> : tensor<complex<f64>>, sym_name1 = -1.000000e+02 : bf16} : () -> f64
  %1:4 = "a.b"(%0, %0, %0) {b2 = false, sym_name1, value0 = dense<0xFC00> : vector<1x3xf16>, x3 = {foo.k0 = [sparse<[[4, 0, 0], [1, 2, 1], [1, 0, 0]], [-1, -15724, 17]> : tensor<5x3x2xi64>], k$1 = sparse<[[4, 0, 0], [1, 2, 1], [1, 0, 0]], [-1, -15724, 17]> : tensor<5x3x2xi64>, k$2 = "\C3\A9" : i32}} : (f64, f64, f64) -> (f32, !foo.t_1, tensor<4x?x1xf16>, complex<bf16>)
  %2 = "x.y"(%1#1, %1#0) : (!foo.t_1, f32) -> !bar.type
  %3:3 = "bar.yield"(%2, %1#0, %1#3) : (!bar.type, f32, complex<bf16>) -> (!foo.param<?>, f32, i32)
  %4 = "bar.yield"(%3#0) : (!foo.param<?>) -> complex<f8E4M3FNUZ>
  %5 = "foo.op"() ({
  ^bb0(%arg2: tensor<8xi16>, %arg3: i16, %arg4: ui1):
    "my_dialect.thing"(%arg4, %1#2, %2) <{b0 = false}> : (ui1, tensor<4x?x1xf16>, !bar.type) -> ()
    "my_dialect.thing"(%4, %2, %1#2) <{attr0}> ({
      %16 = "foo.compute"(%arg3) <{a1, b2 = [affine_set<(d0, d1, d2)[s0, s1] : (s0 * 8 == 0)>, "\92\7Fz!\83\0A<", 2.011000e+04], z90}> ({
        %18:3 = "foo.compute"(%arg4, %1#0) <{sym_name0}> : (ui1, f32) -> (i32, f8E5M2FNUZ, i1)
        "bar.yield"() {_u1 = "a<" : f32, b0 = {_u1 = dense_resource<weights0> : tensor<3xf64>, _u3 = false, attr0 = dense<0x80> : tensor<3xf8E4M3FNUZ>, "quoted key 2" = 57 : index}, d.k2 = ""} : () -> ()
        "foo.compute"(%arg4, %3#1) : (ui1, f32) -> ()
        %19:2 = "my_dialect.thing"(%1#2, %18#0) : (tensor<4x?x1xf16>, i32) -> (complex<f64>, memref<240x?xf8E5M2>)
        %20:2 = "a.b"(%1#1) : (!foo.t_1) -> (f64, index)
        "bar.yield"(%20#1, %19#1) {value1 = #x.p<-3,a.b>, x0 = array<i8: -128, -1, 1, 5>} : (index, memref<240x?xf8E5M2>) -> ()
      }) : (i16) -> index
      %17 = "a.b"(%arg3) {a1 = [dense<-1> : tensor<i32>], attr0 = "z"} : (i16) -> index
      "bar.yield"(%arg4, %1#1, %17) : (ui1, !foo.t_1, index) -> ()
    }) : (complex<f8E4M3FNUZ>, !bar.type, tensor<4x?x1xf16>) -> ()
    "z.nop"(%arg3, %arg4) ({
      %14:4 = "my_dialect.thing"(%arg2) : (tensor<8xi16>) -> (ui17, tf32, none, index)
      %15 = "foo.op"(%14#1, %arg3, %14#2) : (tf32, i16, none) -> complex<f8E5M2FNUZ>
    }) {"quoted key 0" = [dense<-1> : tensor<i32>], sym_name1, value2 = tuple<f64, bf16, si32>} : (i16, ui1) -> ()
    %12 = "d.op_1"(%1#3, %2, %arg4) <{_u0 = affine_map<(d0)[s0] -> (s0 * 20, -14)>}> : (complex<bf16>, !bar.type, ui1) -> ((complex<i24>) -> (index, none))
    %13:3 = "foo.bar"(%12, %4, %arg3) : ((complex<i24>) -> (index, none), complex<f8E4M3FNUZ>, i16) -> (si1, f8E3M4, tuple<i17>)
  }, {
  }, {
  ^bb0(%arg0: index, %arg1: i32):
    "cfx.cond_br"(%arg1, %1#1, %arg0)[^bb1, ^bb3] {_u1 = "\EE# \00\\%\F0\9F\99\82!b\00", d.k2 = array<i32: 0, 106514838, 1>, x0 = -9223372036854775808 : i64} : (i32, !foo.t_1, index) -> ()
  ^bb1(%8: !bar.param<{true, 37}>, %9: index):  // 3 preds: ^bb0, ^bb1, ^bb3
    "a.jump"(%9, %9)[^bb2, ^bb1] : (index, index) -> ()
  ^bb2(%10: complex<ui1024>, %11: tensor<*xcomplex<f8E4M3FNUZ>>):  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%3#0, %0)[^bb3, ^bb2] : (!foo.param<?>, f64) -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "a.jump"(%arg1, %arg1)[^bb1] : (i32, i32) -> ()
  }) {value1 = "-}\09W\22", x0 = #map} : () -> tensor<8xi16>
  %6 = "foo.op"() {d.k3 = index, my.k1 = [dense<-1> : tensor<i32>], "quoted key 2" = 170141183460469231731687303715884105727 : si128, z90} : () -> tensor<8xi16>
  "x.y"(%6) : (tensor<8xi16>) -> ()
  %7:3 = "foo.bar.baz"() : () -> (memref<*xvector<index>, 4>, f32, !my_dialect.type)
}) {foo.module_attr = dense<1000179085203431789> : tensor<1xi64>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000038568582920F0031C5FE9BDB43FD2BB899B6A86505EB48BD"
    }
  }
#-}


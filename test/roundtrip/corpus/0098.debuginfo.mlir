#loc11 = loc("0098.in.mlir":30:10)
#loc12 = loc("0098.in.mlir":30:21)
#loc13 = loc("0098.in.mlir":30:31)
#loc28 = loc("0098.in.mlir":60:9)
#loc29 = loc(unknown)
#loc31 = loc("-":468:148)
#loc32 = loc("0098.in.mlir":63:54)
#loc34 = loc("0098.in.mlir":65:8)
#map = affine_map<(d0, d1) -> (d1 * -5, 256, d0)>
"builtin.module"() ({
  "foo.compute"() ({
  }) : () -> () loc(#loc1)
  "foo.bar.baz"() ({
    %21 = "a.b"() <{}> : () -> tensor<8xi16> loc(#loc3)
  }) : () -> () loc(#loc2)
  "d.op_1"() <{my.k0 = 4.599000e-02 : f16, "quoted key 2" = si8, value1 = {attr0 = "!", foo.k1 = 0 : ui17, value2 = affine_set<(d0)[s0] : (8 >= 0, (d0 * s0) ceildiv 7 == 0, -4 >= 0)>}}> : () -> () loc(#loc4)
  %0 = "x.y"() <{}> ({
  ^bb0:
  }) {attr0 = dense<(3.1474239820997046E+198,8.963000e+03)> : tensor<complex<f64>>, sym_name1 = -1.000000e+02 : bf16} : () -> f64 loc(#loc5)
  %1:4 = "a.b"(%0, %0, %0) {b2 = false, sym_name1, value0 = dense<0xFC00> : vector<1x3xf16>, x3 = {foo.k0 = [sparse<[[4, 0, 0], [1, 2, 1], [1, 0, 0]], [-1, -15724, 17]> : tensor<5x3x2xi64>], k$1 = sparse<[[4, 0, 0], [1, 2, 1], [1, 0, 0]], [-1, -15724, 17]> : tensor<5x3x2xi64>, k$2 = "\C3\A9" : i32}} : (f64, f64, f64) -> (f32, !foo.t_1, tensor<4x?x1xf16>, complex<bf16>) loc(#loc6)
  %2 = "x.y"(%1#1, %1#0) : (!foo.t_1, f32) -> !bar.type loc(#loc7)
  %3:3 = "bar.yield"(%2, %1#0, %1#3) : (!bar.type, f32, complex<bf16>) -> (!foo.param<?>, f32, i32) loc(#loc8)
  %4 = "bar.yield"(%3#0) : (!foo.param<?>) -> complex<f8E4M3FNUZ> loc(#loc9)
  %5 = "foo.op"() ({
  ^bb0(%arg2: tensor<8xi16> loc("0098.in.mlir":30:10), %arg3: i16 loc("0098.in.mlir":30:21), %arg4: ui1 loc("0098.in.mlir":30:31)):
    "my_dialect.thing"(%arg4, %1#2, %2) <{b0 = false}> : (ui1, tensor<4x?x1xf16>, !bar.type) -> () loc(#loc14)
    "my_dialect.thing"(%4, %2, %1#2) <{attr0}> ({
      %16 = "foo.compute"(%arg3) <{a1, b2 = [affine_set<(d0, d1, d2)[s0, s1] : (s0 * 8 == 0)>, "\92\7Fz!\83\0A<", 2.011000e+04], z90}> ({
        %18:3 = "foo.compute"(%arg4, %1#0) <{sym_name0}> : (ui1, f32) -> (i32, f8E5M2FNUZ, i1) loc(#loc16)
        "bar.yield"() {_u1 = "a<" : f32, b0 = {_u1 = dense_resource<weights0> : tensor<3xf64>, _u3 = false, attr0 = dense<0x80> : tensor<3xf8E4M3FNUZ>, "quoted key 2" = 57 : index}, d.k2 = ""} : () -> () loc(#loc17)
        "foo.compute"(%arg4, %3#1) : (ui1, f32) -> () loc(#loc18)
        %19:2 = "my_dialect.thing"(%1#2, %18#0) : (tensor<4x?x1xf16>, i32) -> (complex<f64>, memref<240x?xf8E5M2>) loc(#loc19)
        %20:2 = "a.b"(%1#1) : (!foo.t_1) -> (f64, index) loc(#loc20)
        "bar.yield"(%20#1, %19#1) {value1 = #x.p<-3,a.b>, x0 = array<i8: -128, -1, 1, 5>} : (index, memref<240x?xf8E5M2>) -> () loc(#loc21)
      }) : (i16) -> index loc(#loc15)
      %17 = "a.b"(%arg3) {a1 = [dense<-1> : tensor<i32>], attr0 = "z"} : (i16) -> index loc(#loc22)
      "bar.yield"(%arg4, %1#1, %17) : (ui1, !foo.t_1, index) -> () loc(#loc23)
    }) : (complex<f8E4M3FNUZ>, !bar.type, tensor<4x?x1xf16>) -> () loc(#loc14)
    "z.nop"(%arg3, %arg4) ({
      %14:4 = "my_dialect.thing"(%arg2) : (tensor<8xi16>) -> (ui17, tf32, none, index) loc(#loc18)
      %15 = "foo.op"(%14#1, %arg3, %14#2) : (tf32, i16, none) -> complex<f8E5M2FNUZ> loc(#loc25)
    }) {"quoted key 0" = [dense<-1> : tensor<i32>], sym_name1, value2 = tuple<f64, bf16, si32>} : (i16, ui1) -> () loc(#loc24)
    %12 = "d.op_1"(%1#3, %2, %arg4) <{_u0 = affine_map<(d0)[s0] -> (s0 * 20, -14)>}> : (complex<bf16>, !bar.type, ui1) -> ((complex<i24>) -> (index, none)) loc(#loc26)
    %13:3 = "foo.bar"(%12, %4, %arg3) : ((complex<i24>) -> (index, none), complex<f8E4M3FNUZ>, i16) -> (si1, f8E3M4, tuple<i17>) loc(#loc27)
  }, {
  }, {
  ^bb0(%arg0: index loc("0098.in.mlir":60:9), %arg1: i32 loc(unknown)):
    "cfx.cond_br"(%arg1, %1#1, %arg0)[^bb1, ^bb3] {_u1 = "\EE# \00\\%\F0\9F\99\82!b\00", d.k2 = array<i32: 0, 106514838, 1>, x0 = -9223372036854775808 : i64} : (i32, !foo.t_1, index) -> () loc(#loc30)
  ^bb1(%8: !bar.param<{true, 37}> loc("-":468:148), %9: index loc("0098.in.mlir":63:54)):  // 3 preds: ^bb0, ^bb1, ^bb3
    "a.jump"(%9, %9)[^bb2, ^bb1] : (index, index) -> () loc(#loc33)
  ^bb2(%10: complex<ui1024> loc("0098.in.mlir":65:8), %11: tensor<*xcomplex<f8E4M3FNUZ>> loc(unknown)):  // 2 preds: ^bb1, ^bb2
    "cfx.cond_br"(%3#0, %0)[^bb3, ^bb2] : (!foo.param<?>, f64) -> () loc(#loc29)
  ^bb3:  // 2 preds: ^bb0, ^bb2
    "a.jump"(%arg1, %arg1)[^bb1] : (i32, i32) -> () loc(#loc35)
  }) {value1 = "-}\09W\22", x0 = #map} : () -> tensor<8xi16> loc(#loc10)
  %6 = "foo.op"() {d.k3 = index, my.k1 = [dense<-1> : tensor<i32>], "quoted key 2" = 170141183460469231731687303715884105727 : si128, z90} : () -> tensor<8xi16> loc(#loc36)
  "x.y"(%6) : (tensor<8xi16>) -> () loc(#loc40)
  %7:3 = "foo.bar.baz"() : () -> (memref<*xvector<index>, 4>, f32, !my_dialect.type) loc(#loc38)
}) {foo.module_attr = dense<1000179085203431789> : tensor<1xi64>} : () -> () loc(#loc39)
#loc = loc("-":196:157)
#loc1 = loc("0098.in.mlir":14:5)
#loc2 = loc("":1:0)
#loc3 = loc("f":4294967295:446)
#loc4 = loc("op.1")
#loc5 = loc("0098.in.mlir":20:13)
#loc6 = loc("with \22q\22")
#loc7 = loc("f":257:397)
#loc8 = loc("0098.in.mlir":26:17)
#loc9 = loc("0098.in.mlir":27:11)
#loc10 = loc("0098.in.mlir":29:15)
#loc14 = loc("a.mlir":0:186)
#loc15 = loc("0098.in.mlir":35:24)
#loc16 = loc("0098.in.mlir":37:25)
#loc17 = loc("src/x.py":243:48)
#loc18 = loc("x")
#loc19 = loc("0098.in.mlir":42:25)
#loc20 = loc("0098.in.mlir":43:30)
#loc21 = loc("0098.in.mlir":44:17)
#loc22 = loc("0098.in.mlir":47:19)
#loc23 = loc("-":0:211)
#loc24 = loc("0098.in.mlir":51:9)
#loc25 = loc("0098.in.mlir":53:19)
#loc26 = loc("0098.in.mlir":55:20)
#loc27 = loc("0098.in.mlir":56:24)
#loc30 = loc("0098.in.mlir":61:9)
#loc33 = loc("0098.in.mlir":64:9)
#loc35 = loc("dir/with space.c":93:0)
#loc36 = loc("0098.in.mlir":73:11)
#loc37 = loc("src/x.py":190:0)
#loc38 = loc("0098.in.mlir":76:22)
#loc39 = loc("n"(#loc))
#loc40 = loc(callsite(#loc29 at #loc37))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x0800000038568582920F0031C5FE9BDB43FD2BB899B6A86505EB48BD"
    }
  }
#-}


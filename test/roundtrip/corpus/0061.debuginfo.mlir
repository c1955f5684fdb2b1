#loc6 = loc("a.mlir":48:67 to 51:38)
#loc7 = loc("0061.in.mlir":11:49)
#loc17 = loc("a.mlir":0:368)
#loc26 = loc("0061.in.mlir":44:4)
#map = affine_map<(d0, d1, d2)[s0] -> ()>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d1 + s1, d1 * s1 + 7)>
"builtin.module"() ({
  %0:3 = "foo.op"() {a1 = "\0A./#\0Az/", sym_name0 = "%\C3\A9\22\0A{\7F"} : () -> ((f16) -> (ui16, memref<1x6xbf16>), (memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), i17) loc(#loc1)
  %1 = "foo.bar"(%0#1, %0#0) ({
    %15 = "foo.compute"() <{}> ({
    }, {
      %16 = "foo.op"(%0#1, %0#2, %0#2) {value0 = #map} : ((memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), i17, i17) -> bf16 loc(#loc4)
      %17:3 = "bar.yield"() ({
      ^bb0(%arg0: ui64 loc("a.mlir":48:67 to 51:38), %arg1: tensor<complex<f6E3M2FN>> loc("0061.in.mlir":11:49)):
        "d.op_1"(%arg1) : (tensor<complex<f6E3M2FN>>) -> () loc(#loc8)
        "z.nop"(%0#2, %arg1, %arg1) {b1 = {a1 = #map1, attr0 = array<i32: 0, 1, 1>, k$2}, my.k0 = [126 : index, dense<3> : tensor<i64>]} : (i17, tensor<complex<f6E3M2FN>>, tensor<complex<f6E3M2FN>>) -> () loc(#loc33)
        %20 = "foo.bar"(%arg1, %arg0) : (tensor<complex<f6E3M2FN>>, ui64) -> i1024 loc(#loc9)
        "foo.bar.baz"(%arg1, %arg1) : (tensor<complex<f6E3M2FN>>, tensor<complex<f6E3M2FN>>) -> () loc(#loc10)
        %21 = "bar.yield"() {x0 = #foo<"abc">, x1 = true} : () -> memref<56x75xindex, 7> loc(#loc11)
      }) : () -> (vector<11x12x12xi8>, i17, !bar.a.b) loc(#loc5)
      %18:2 = "my_dialect.thing"() <{d.k0 = array<i16: -32768, 1, 34, -1, -1>}> : () -> (memref<*xvector<f4E2M1FN>>, bf16) loc(#loc12)
      %19:4 = "bar.yield"() : () -> (!bar.t<<[67 , -6 , -1], 68>, -2>, f16, f64, bf16) loc(#loc13)
    }) : () -> tensor<?x945x579x40xcomplex<f32>> loc(#loc3)
  }) : ((memref<?xcomplex<f16>>, complex<f32>) -> (f6E2M3FN, index), (f16) -> (ui16, memref<1x6xbf16>)) -> i128 loc(#loc2)
  %2 = "a.b"() {a0, foo.k1, "quoted key 2" = {sym_name0 = true, sym_name2, sym_name3 = #x.b.c, z91}, sym_name3 = dense<0> : tensor<ui32>} : () -> (() -> complex<f32>) loc(#loc14)
  "foo.op"() <{k$0, sym_name1, value2 = 1 : i8}> : () -> () loc(#loc15)
  %3 = "foo.compute"() ({
  }, {
    %8 = "x.y"() {foo.k0 = #loc17} : () -> tensor<index> loc(#loc5)
    %9:4 = "bar.yield"() : () -> (tuple<i16, index>, f8E4M3FNUZ, memref<?x744xsi16>, si64) loc(#loc18)
    "foo.op"(%9#2, %9#3) : (memref<?x744xsi16>, si64) -> () loc(#loc19)
    "d.op_1"() : () -> () loc(#loc20)
    %10:4 = "d.op_1"(%9#0) : (tuple<i16, index>) -> (index, (i1) -> f4E2M1FN, ui1, tensor<8x?xcomplex<f16>>) loc(#loc21)
    %11 = "d.op_1"() ({
      %12 = "x.y"() <{k$1 = [0x7C00 : f16, 0xFF : f8E4M3FN, affine_map<()[s0] -> (s0 * -8, -9, 0)>, ["_b@[!{\00<", false]], "quoted key 0" = distinct[0]<5.169000e+00 : f64>, sym_name2 = -91 : i8}> ({
      }) : () -> tensor<962x0x?x?xcomplex<f128>> loc(#loc23)
      %13:2 = "foo.op"(%0#0, %10#2) ({
      }) {"quoted key 0" = dense<(-1.10808552E-12,0x7F800000)> : tensor<2x3xcomplex<f32>>} : ((f16) -> (ui16, memref<1x6xbf16>), ui1) -> (ui1024, i64) loc(#loc24)
      "foo.br"(%10#0, %13#1)[^bb1, ^bb1] {_u0 = 6816241007918942470625137604045639509185795588562168776447948247209899047789566499149643596543934300822427498041355601123086493478552209203509776997004489665099549303840842285362960466287431115701 : i1024, _u3 = dense<170> : tensor<ui8>, d.k2 = "*\C3\A9#\\\7F" : f6E3M2FN, my.k1 = 739.16390000000001 : f64} : (index, i64) -> () loc(#loc25)
    ^bb1(%14: tensor<515x32x7xi16, 9 : i32> loc("0061.in.mlir":44:4)):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
      "a.jump"(%13#0)[^bb2, ^bb1] <{my.k2 = @c, sym_name3 = "zb_!@\22", value0 = {b0 = -3.847000e+00 : f32, sym_name1 = affine_map<(d0)[s0, s1] -> (s0, s1 ceildiv 6 - s0 * 4, d0 * 3)>}, x1 = affine_set<(d0, d1, d2) : ((d2 * 6) floordiv 8 == 0)>}> : (ui1024) -> () loc(#loc27)
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"()[^bb1] : () -> () loc(#loc35)
    }) : () -> memref<4x495xui1024> loc(#loc22)
  }, {
    %7 = "a.b"() : () -> f8E3M4 loc(#loc29)
  }) : () -> bf16 loc(#loc16)
  %4:2 = "foo.bar"(%3) : (bf16) -> (i128, f8E4M3) loc(#loc30)
  %5 = "x.y"() {attr1 = 6 : i7, b0, b2 = "/\00#z\7F##"} : () -> i16 loc(#loc31)
  %6 = "foo.compute"(%5, %5) {_u0 = [], _u2, sym_name1 = distinct[1]<>} : (i16, i16) -> none loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0061.in.mlir":0:0)
#loc1 = loc("-":0:59)
#loc2 = loc("0061.in.mlir":4:11)
#loc3 = loc("0061.in.mlir":6:11)
#loc4 = loc("0061.in.mlir":9:7)
#loc5 = loc(unknown)
#loc8 = loc("f":247:4294967295)
#loc9 = loc("0061.in.mlir":14:6)
#loc10 = loc("":35:79 to :84)
#loc11 = loc("0061.in.mlir":17:6)
#loc12 = loc("dir/with space.c":203:0)
#loc13 = loc("a.mlir":175:233)
#loc14 = loc("0061.in.mlir":25:8)
#loc15 = loc("0061.in.mlir":27:1)
#loc16 = loc("src/x.py":82:4294967295)
#loc18 = loc("0061.in.mlir":31:10)
#loc19 = loc("0061.in.mlir":32:1)
#loc20 = loc("f":66:361)
#loc21 = loc("0061.in.mlir":35:15)
#loc22 = loc("op.1")
#loc23 = loc("0061.in.mlir":38:12)
#loc24 = loc("a.mlir":478:122)
#loc25 = loc("src/x.py":0:160)
#loc27 = loc("0061.in.mlir":45:1)
#loc28 = loc("name")
#loc29 = loc("0061.in.mlir":50:7)
#loc30 = loc("0061.in.mlir":52:9)
#loc31 = loc("f":60:241)
#loc32 = loc("dir/with space.c":0:471)
#loc33 = loc(fused<#foo.m>[#loc5])
#loc34 = loc("v"(#loc28))
#loc35 = loc("callee"(#loc34))


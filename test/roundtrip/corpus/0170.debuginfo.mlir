#loc3 = loc("dir/with space.c":11:47 to 14:43)
#loc4 = loc("src/x.py":19:16 to 22:68)
#loc6 = loc("0170.in.mlir":17:6)
#loc7 = loc("":48:36 to 50:3)
#loc8 = loc("-":326:397)
#loc9 = loc("op.1")
#loc10 = loc("x")
#map = affine_map<(d0)[s0] -> (s0 ceildiv 3 + s0 floordiv 7, s0 * -3)>
#map1 = affine_map<(d0, d1)[s0] -> (s0 * -2)>
#distinct = distinct[0]<#map1>
#loc24 = loc(fused[#loc3, #loc4])
#loc25 = loc(callsite(#loc7 at #loc8))
#loc30 = loc(callsite(#loc25 at #loc9))
"builtin.module"() <{sym_name = "m90"}> ({
  %0 = "foo.compute"() : () -> vector<7x[3]xf8E4M3FNUZ> loc(#loc1)
  %1 = "z.nop"(%0) : (vector<7x[3]xf8E4M3FNUZ>) -> complex<f32> loc(#loc2)
  "x.y"(%1, %1, %1) {a2 = "'\0A\09\00\7F\22\CE\A9\00\18\0A", a3 = [@"x y"::@s$, #map], my.k0 = #distinct, my.k1} : (complex<f32>, complex<f32>, complex<f32>) -> () loc(#loc29)
  %2 = "foo.op"(%1, %1, %0) <{}> ({
  }, {
  ^bb0(%arg0: memref<*xindex> loc("0170.in.mlir":17:6), %arg1: memref<150x?x?xf8E4M3> loc(callsite(#loc25 at #loc9)), %arg2: !foo.v<<64 ?> true> loc("x")):
  }, {
  }) {a0 = #loc24} : (complex<f32>, complex<f32>, vector<7x[3]xf8E4M3FNUZ>) -> tensor<51x19x3xf32> loc(#loc5)
  %3 = "d.op_1"() : () -> index loc(#loc11)
  %4 = "foo.bar.baz"() : () -> i32 loc(#loc12)
  "my_dialect.thing"() ({
  }, {
    "a.b"(%3) {a0 = 6.550400e+04 : f64, b1 = @a, value2 = false, x3 = 831279267 : i64} : (index) -> () loc(#loc26)
    "bar.yield"(%1, %1) ({
    }, {
      "cfx.cond_br"()[^bb1] {b0, sym_name1 = dense<> : tensor<1x0xf8E3M4>, x2 = 3.2249861005228906E+221 : f64} : () -> () loc(#loc16)
    ^bb1:  // pred: ^bb0
      "x.switch"(%1, %1)[^bb2, ^bb2] : (complex<f32>, complex<f32>) -> () loc(#loc17)
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %7 = "foo.bar.baz"(%2) : (tensor<51x19x3xf32>) -> i64 loc(#loc18)
    }, {
      %6:4 = "foo.op"() <{}> {a2 = array<i64: 1, -1, -1, 0>, attr0 = 1 : i64, value1 = true} : () -> (() -> (), tuple<f6E3M2FN, i7>, f8E5M2, si1) loc(#loc19)
    }) : (complex<f32>, complex<f32>) -> () loc(#loc24)
    "cfx.cond_br"()[^bb1, ^bb1] : () -> () loc(#loc20)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"()[^bb1] {foo.k1 = -9.99999897E+9 : f32, sym_name0 = -4 : i3} : () -> () loc(#loc31)
  }) {sym_name0 = @"\C3\A9"} : () -> () loc(#loc13)
  %5:2 = "foo.bar.baz"(%4) : (i32) -> (i8, tuple<>) loc(#loc32)
}) {foo.module_attr = 8 : i8} : () -> () loc(#loc)
#loc = loc("0170.in.mlir":6:1)
#loc1 = loc("0170.in.mlir":7:8)
#loc2 = loc("a.mlir":366:55)
#loc5 = loc("0170.in.mlir":15:7)
#loc11 = loc("0170.in.mlir":22:7)
#loc12 = loc("-":238:4294967295)
#loc13 = loc("src/x.py":322:83)
#loc14 = loc("f":308:473)
#loc15 = loc("dir/with space.c":14:0)
#loc16 = loc("0170.in.mlir":30:4)
#loc17 = loc("0170.in.mlir":32:4)
#loc18 = loc("0170.in.mlir":36:9)
#loc19 = loc("0170.in.mlir":39:13)
#loc20 = loc("0170.in.mlir":43:3)
#loc21 = loc("with \22q\22")
#loc22 = loc("dir/with space.c":300:0)
#loc23 = loc("-":4294967295:181)
#loc26 = loc(fused[#loc14, #loc15])
#loc27 = loc("v"(#loc21))
#loc28 = loc("v"(#loc23))
#loc29 = loc("callee"(#loc24))
#loc31 = loc(fused<3 : i32>[#loc27, #loc22])
#loc32 = loc(fused[#loc28, #loc10])


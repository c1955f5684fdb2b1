!tuple = tuple<complex<bf16>, !bar.v<"x y">, si1, f16, i32, f128, f8E8M0FNU, i32, si17, tf32, f32, f8E5M2FNUZ, f32, bf16, i7, bf16, bf16, bf16, f32, i1, i64, ui128>
#loc5 = loc("0097.in.mlir":7:10)
#loc6 = loc(unknown)
#loc7 = loc("0097.in.mlir":7:57)
#map = affine_map<(d0, d1) -> (-(d0 mod 3))>
#map1 = affine_map<(d0, d1) -> (d0 * -5)>
"builtin.module"() <{sym_name = "m26"}> ({
  %0:4 = "d.op_1"() {_u1 = "\00\22}", a0 = -1 : i64, attr3 = @main::@a::@_priv, foo.k2 = "\0A'*"} : () -> (f32, () -> (), bf16, complex<f16>) loc(#loc1)
  "foo.bar.baz"(%0#1) <{a0 = loc("-":4294967295:322), b1 = dense<[[3.687500e+00, -9.140620e-01, 7.800000e+02], [5.585940e-01, -2.574920e-05, 9.556300e+10]]> : vector<2x3xbf16>}> ({
    %10 = "x.y"(%0#3, %0#3) : (complex<f16>, complex<f16>) -> i32 loc(#loc3)
    %11:3 = "d.op_1"(%0#2, %0#1, %0#1) {a0 = @"x y"::@a} : (bf16, () -> (), () -> ()) -> (i32, memref<735x2xf64, #map, {kind = "scratch"}>, tensor<?xf16>) loc(#loc4)
  }, {
  ^bb0(%arg0: f8E4M3FN loc("0097.in.mlir":7:10), %arg1: !bar<"x<y>"> loc(unknown), %arg2: f6E3M2FN loc("0097.in.mlir":7:57)):
    "foo.bar"(%0#3) {_u0 = {x0 = array<f64: 1.000000e-01>}, b1, x2, z93 = -1 : i24} : (complex<f16>) -> () loc(#loc8)
  }, {
  }) {b0 = 1 : i1024, k$1, "quoted key 2"} : (() -> ()) -> () loc(#loc2)
  %1 = "d.op_1"(%0#2, %0#2) {a0} : (bf16, bf16) -> tensor<2x77x?xvector<f128>> loc(#loc9)
  %2:4 = "z.nop"(%0#3, %0#2) : (complex<f16>, bf16) -> (memref<21xf16, strided<[?]>, "shared">, bf16, tensor<41x4xi24>, tuple<f32>) loc(#loc10)
  %3:3 = "a.b"(%2#3) : (tuple<f32>) -> (f64, !my_dialect.v<{<f32 -7>}>, ui64) loc(#loc11)
  "d.op_1"(%3#2, %2#3, %2#1) : (ui64, tuple<f32>, bf16) -> () loc(#loc12)
  %4:2 = "z.nop"(%2#3) : (tuple<f32>) -> (tensor<3x142xui7>, si32) loc(#loc13)
  %5:3 = "my_dialect.thing"(%2#2) : (tensor<41x4xi24>) -> (index, !bar<"abc">, complex<f64>) loc(#loc14)
  "bar.yield"() : () -> () loc(#loc28)
  "d.op_1"(%5#1, %5#1, %5#1) : (!bar<"abc">, !bar<"abc">, !bar<"abc">) -> () loc(#loc20)
  "z.nop"(%5#1) : (!bar<"abc">) -> () loc(#loc21)
  %6 = "foo.op"(%4#1, %2#3) : (si32, tuple<f32>) -> f8E3M4 loc(#loc22)
  %7:4 = "foo.bar.baz"(%3#2) ({
    %9 = "z.nop"(%6, %4#1, %3#2) : (f8E3M4, si32, ui64) -> memref<?x600xf8E4M3B11FNUZ, #map1> loc(#loc24)
  }, {
  ^bb0:
  }) : (ui64) -> (f80, f80, !tuple, none) loc(#loc23)
  %8 = "foo.compute"(%2#2, %7#1) {a1 = 0x7C00 : f16, b0 = sparse<[[0, 0], [0, 3], [1, 3]], [1, -1, 0]> : tensor<2x5xi32>} : (tensor<41x4xi24>, f80) -> f32 loc(#loc25)
}) : () -> () loc(#loc)
#loc = loc("0097.in.mlir":1:1)
#loc1 = loc("0097.in.mlir":2:12)
#loc2 = loc("0097.in.mlir":3:5)
#loc3 = loc("-":373:69)
#loc4 = loc("0097.in.mlir":5:16)
#loc8 = loc("0097.in.mlir":8:9)
#loc9 = loc("0097.in.mlir":11:15)
#loc10 = loc("0097.in.mlir":12:13)
#loc11 = loc("0097.in.mlir":13:22)
#loc12 = loc("0097.in.mlir":14:5)
#loc13 = loc("0097.in.mlir":15:13)
#loc14 = loc("0097.in.mlir":16:14)
#loc15 = loc("src/x.py":340:468)
#loc16 = loc("a.mlir":35:50 to :74)
#loc17 = loc("f":36:3 to :6)
#loc18 = loc("f":0:0)
#loc19 = loc("op.1")
#loc20 = loc("a.mlir":9:290)
#loc21 = loc("0097.in.mlir":19:5)
#loc22 = loc("0097.in.mlir":20:14)
#loc23 = loc("dir/with space.c":48:12 to :14)
#loc24 = loc("0097.in.mlir":22:16)
#loc25 = loc("0097.in.mlir":26:16)
#loc26 = loc(callsite(#loc15 at #loc16))
#loc27 = loc(fused[#loc17, #loc18, #loc19])
#loc28 = loc(callsite(#loc26 at #loc27))


#loc7 = loc("op.1")
#loc13 = loc("-":0:102)
#loc16 = loc("":10:0)
#loc20 = loc("a.mlir":73:41)
#loc21 = loc("0040.in.mlir":22:43)
#loc22 = loc("0040.in.mlir":22:57)
#loc34 = loc("f":8:381)
#loc35 = loc("0040.in.mlir":37:44)
#loc39 = loc("src/x.py":267:120)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1 ceildiv 2, d1, d0 - d1 + 1)>
#map2 = affine_map<(d0, d1, d2)[s0, s1] -> ()>
#loc42 = loc("callee"(#loc13))
"builtin.module"() ({
  %0 = "a.b"() {attr2 = 2.500530e-03 : tf32, value1 = sparse<[[2, 1]], 5.484000e+03> : tensor<5x2xf16>, x0 = "bba"} : () -> bf16 loc(#loc1)
  %1 = "foo.bar"(%0, %0) {"quoted key 0" = 4.000000e+00 : f8E4M3B11FNUZ} : (bf16, bf16) -> tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16> loc(#loc2)
  "z.nop"(%1, %0) : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, bf16) -> () loc(#loc3)
  %2 = "foo.compute"(%1) ({
    %21 = "foo.compute"() : () -> tuple<index, bf16> loc(#loc44)
    %22:4 = "foo.bar"(%0, %21, %21) : (bf16, tuple<index, bf16>, tuple<index, bf16>) -> (f64, memref<1x2xcomplex<f16>, #map, {kind = "scratch"}>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), memref<2x47x?xf8E5M2FNUZ, strided<[?, 5, 43], offset: ?>>) loc(#loc6)
    %23 = "my_dialect.thing"(%1, %22#2, %22#0) <{_u0 = 50 : i8, a3 = 4351732.5 : f32, d.k1 = 0 : i16, k$2 = ui8}> : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, (none, memref<50xui8, "shared">, complex<f8E8M0FNU>) -> (), f64) -> none loc(#loc9)
  }, {
    "foo.compute"(%1, %1) {a0 = #map1} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> () loc(#loc10)
    %3:3 = "a.b"(%1) : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> (vector<3xi32>, bf16, f80) loc(#loc11)
    %4 = "foo.op"() <{k$0 = -1 : i7}> ({
    ^bb0(%arg0: !x<""> loc("callee"(#loc13))):
      %10 = "foo.bar"() ({
      }) {_u1 = #map2, z90 = #foo.v<{f32,[?, ?, -4]} , {55, 93} , ?>} : () -> f8E4M3FNUZ loc(#loc14)
      %11:3 = "z.nop"() <{value0, value1 = @"with\22quote"}> {_u1 = 0 : i8, a0 = @"x y", attr3 = #loc16, my.k2 = "<\C3\A9\05}\C3\A9\09\09<}"} : () -> (none, f8E4M3B11FNUZ, i32) loc(#loc15)
      %12 = "d.op_1"(%3#1, %10, %arg0) : (bf16, f8E4M3FNUZ, !x<"">) -> f16 loc(#loc17)
      %13 = "my_dialect.thing"(%12, %3#2) : (f16, f80) -> vector<f64> loc(#loc18)
      %14 = "foo.op"(%3#2, %11#2) ({
      ^bb0(%arg1: f32 loc("a.mlir":73:41), %arg2: index loc("0040.in.mlir":22:43), %arg3: ui1024 loc("0040.in.mlir":22:57)):
        %16:3 = "x.y"(%arg3, %0) : (ui1024, bf16) -> (index, i128, index) loc(#loc23)
        %17 = "foo.bar"(%arg3, %arg1, %1) : (ui1024, f32, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> vector<14x8xi3> loc(#loc14)
        %18 = "foo.bar.baz"(%16#1) {attr2 = @b::@"\C3\A9"::@s$, k$0 = -0.100000000000000005551 : f80, k$1 = true, k$3 = #foo.p<abc , i8 , ?>} : (i128) -> none loc(#loc24)
        %19:3 = "foo.bar.baz"() {a1 = #loc7, b0 = "\0A_\8A%"} : () -> (!x.t<abc [-6,"x y"]>, f8E4M3FNUZ, index) loc(#loc45)
        %20 = "z.nop"(%18) {foo.k1 = si64, sym_name0 = 15 : index} : (none) -> f16 loc(#loc28)
      }, {
        "x.y"(%12, %13, %11#2) : (f16, vector<f64>, i32) -> () loc(#loc29)
        %15:4 = "foo.bar.baz"(%13, %11#2, %13) : (vector<f64>, i32, vector<f64>) -> (f16, complex<f32>, index, i24) loc(#loc30)
      }) : (f80, i32) -> f8E5M2FNUZ loc(#loc19)
    }, {
      %6 = "foo.bar"(%3#0, %3#0, %0) <{my.k0 = [dense<0xFF> : tensor<f8E8M0FNU>], z91 = dense<[1.598360e-03, 9.640620e+00, 0x7C00, 2.718750e+00]> : tensor<4xf16>}> {sym_name0} : (vector<3xi32>, vector<3xi32>, bf16) -> bf16 loc(#loc31)
      "foo.br"(%3#0, %6)[^bb1, ^bb2] : (vector<3xi32>, bf16) -> () loc(#loc32)
    ^bb1:  // pred: ^bb0
      "a.jump"(%3#1)[^bb2] : (bf16) -> () loc(#loc33)
    ^bb2(%7: complex<f16> loc("f":8:381), %8: i32 loc("0040.in.mlir":37:44)):  // 2 preds: ^bb0, ^bb1
      %9 = "foo.compute"(%3#2) : (f80) -> vector<13x[6]x7xui1> loc(#loc36)
    }) {k$0 = "\E6\97\A5\E6\9C\AC<a" : f128, z91 = 4294967295 : ui32, z92 = "*"} : () -> vector<11x15x2xindex> loc(#loc12)
    "foo.bar"() : () -> () loc(#loc37)
    %5 = "foo.op"(%0, %1) {b1 = 1.000000e+00 : f8E4M3FNUZ, "quoted key 3", sym_name2 = -1.000000e+300 : f64, value0 = #loc39} : (bf16, tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> complex<f16> loc(#loc38)
    "foo.bar.baz"(%1) <{attr2 = 0 : i64, foo.k0 = dense_resource<weights0> : tensor<3xi8>, x1 = -28 : i64}> {_u0 = #bar<"x<1>">} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> () loc(#loc40)
  }) {_u0 = false, d.k1 = dense_resource<weights1> : tensor<1xi32>, d.k3 = array<i16>, value2 = dense<5.910000e+05> : vector<2x1xf32>} : (tuple<memref<*xcomplex<f16>, "local mem">, i24, bf16>) -> index loc(#loc4)
}) {foo.module_attr = dense<"\CE\A9*<!"> : tensor<2x1x2x!foo.str>} : () -> () loc(#loc)
#loc = loc("-":0:0)
#loc1 = loc("src/x.py":0:32)
#loc2 = loc("0040.in.mlir":4:9)
#loc3 = loc("0040.in.mlir":5:3)
#loc4 = loc("0040.in.mlir":6:9)
#loc5 = loc("src/x.py":199:95)
#loc6 = loc("name")
#loc8 = loc("dir/with space.c":58:0)
#loc9 = loc("0040.in.mlir":10:10)
#loc10 = loc("0040.in.mlir":12:5)
#loc11 = loc("src/x.py":82:6)
#loc12 = loc("0040.in.mlir":14:15)
#loc14 = loc("with \22q\22")
#loc15 = loc("0040.in.mlir":18:15)
#loc17 = loc("0040.in.mlir":19:18)
#loc18 = loc("src/x.py":105:471)
#loc19 = loc("0040.in.mlir":21:14)
#loc23 = loc("src/x.py":372:236)
#loc24 = loc("a.mlir":348:321)
#loc25 = loc("f":58:0)
#loc26 = loc("a.mlir":27:63 to :67)
#loc27 = loc("a.mlir":388:174)
#loc28 = loc("0040.in.mlir":27:16)
#loc29 = loc("a.mlir":262:401)
#loc30 = loc("":62:0)
#loc31 = loc("0040.in.mlir":33:13)
#loc32 = loc("0040.in.mlir":34:7)
#loc33 = loc("dir/with space.c":44:11 to :12)
#loc36 = loc("f":118:5)
#loc37 = loc("0040.in.mlir":40:5)
#loc38 = loc("0040.in.mlir":41:12)
#loc40 = loc("0040.in.mlir":42:5)
#loc41 = loc(fused[#loc5, #loc6, #loc7])
#loc43 = loc(callsite(#loc26 at #loc27))
#loc44 = loc(callsite(#loc41 at #loc8))
#loc45 = loc(callsite(#loc25 at #loc43))

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x040000009FAB2A",
      weights1: "0x04000000AC960CC9"
    }
  }
#-}


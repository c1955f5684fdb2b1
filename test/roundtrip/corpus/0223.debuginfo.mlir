#loc14 = loc("a.mlir":26:473)
#loc15 = loc("a.mlir":375:310)
#loc16 = loc("0223.in.mlir":22:83)
"builtin.module"() ({
  %0 = "foo.bar"() <{_u1, attr2 = 1 : ui1, z90 = true}> : () -> memref<42xcomplex<i8>, "gpu"> loc(#loc1)
  %1 = "foo.op"(%0, %0, %0) : (memref<42xcomplex<i8>, "gpu">, memref<42xcomplex<i8>, "gpu">, memref<42xcomplex<i8>, "gpu">) -> ui1 loc(#loc2)
  %2:3 = "bar.yield"(%0, %1) : (memref<42xcomplex<i8>, "gpu">, ui1) -> (complex<i16>, memref<3xi3, strided<[1]>, "shared">, vector<4x5xbf16>) loc(#loc3)
  "foo.compute"(%1, %2#0, %2#2) ({
    "foo.op"(%2#0) <{_u0, _u2 = false, value1 = -1 : i24}> {"quoted key 0"} : (complex<i16>) -> () loc(#loc5)
    "foo.compute"(%1, %2#2, %2#1) {_u1 = 455187555273377 : i64, k$0, sym_name2} : (ui1, vector<4x5xbf16>, memref<3xi3, strided<[1]>, "shared">) -> () loc(#loc6)
    "z.nop"() {k$0, k$2 = 0x7FF8000000000000 : f64, "quoted key 1" = " 0"} : () -> () loc(#loc7)
  }, {
    "x.y"() <{my.k0 = ".0@b\\\09}{\220a", my.k1 = {_u1 = loc("dir/with space.c":97:54), value0 = i64}}> : () -> () loc(#loc21)
    "cfx.cond_br"(%2#2)[^bb1, ^bb1] : (vector<4x5xbf16>) -> () loc(#loc12)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "foo.br"(%2#2, %2#0, %1)[^bb1] <{}> ({
    ^bb0(%arg0: !my_dialect.a.b loc("a.mlir":26:473), %arg1: ui64 loc("a.mlir":375:310), %arg2: memref<*xf8E8M0FNU> loc("0223.in.mlir":22:83)):
      "a.b"(%arg2, %1, %arg2) {b1 = 0.000000e+00 : f32, d.k3 = 3.125000e-02 : f8E5M2, my.k0, value2 = [f8E4M3FN, 30 : index, -3.3432366740431689E+83, {attr1 = ui17, z90}]} : (memref<*xf8E8M0FNU>, ui1, memref<*xf8E8M0FNU>) -> () loc(#loc17)
    }) : (vector<4x5xbf16>, complex<i16>, ui1) -> () loc(#loc13)
  }, {
    "bar.yield"() : () -> () loc(#loc20)
  }) : (ui1, complex<i16>, vector<4x5xbf16>) -> () loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("0223.in.mlir":0:0)
#loc1 = loc("a.mlir":24:18 to 25:29)
#loc2 = loc("f":9:0)
#loc3 = loc("0223.in.mlir":10:9)
#loc4 = loc("0223.in.mlir":12:1)
#loc5 = loc("0223.in.mlir":14:3)
#loc6 = loc("a.mlir":22:0)
#loc7 = loc("0223.in.mlir":16:3)
#loc8 = loc("f":44:36 to 46:33)
#loc9 = loc("x")
#loc10 = loc("-":431:391)
#loc11 = loc("name")
#loc12 = loc("0223.in.mlir":19:3)
#loc13 = loc("dir/with space.c":375:187)
#loc17 = loc("0223.in.mlir":23:5)
#loc18 = loc("dir/with space.c":260:183)
#loc19 = loc(callsite(#loc8 at #loc9))
#loc20 = loc("callee"(#loc18))
#loc21 = loc(fused<"meta">[#loc19, #loc10, #loc11])


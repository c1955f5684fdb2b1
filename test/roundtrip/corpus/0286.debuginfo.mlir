!tuple = tuple<bf16, f16, f8E4M3FNUZ, si1, i8, bf16, f8E5M2, f32, f6E3M2FN, f64, f16, tensor<4x3x63xi64, #foo.enc>, i8, vector<[15]x[2]xf16>, bf16, ui32, f32, f64>
!tuple1 = tuple<f8E4M3FN, ui17, si32, f8E4M3B11FNUZ, f16, f64, f8E3M4, ui7, f8E4M3, f8E8M0FNU, si1, si24, i128, bf16, i32, ui8, f32, f80, bf16>
#loc10 = loc("0286.in.mlir":10:9)
#loc11 = loc("0286.in.mlir":10:32)
#loc12 = loc("op.1")
#loc16 = loc("src/x.py":22:63 to 25:16)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ((d1 + s0) mod 9, (d1 + s0) * s0)>
#loc30 = loc("n"(#loc16))
#loc34 = loc("v"(#loc30))
"builtin.module"() ({
  %0 = "my_dialect.thing"() ({
    %4 = "foo.compute"() {b1 = #bar.p<[abc] f32 <-7>>, "quoted key 0" = -1 : i64} : () -> tensor<?x42xi64> loc(#loc2)
    "my_dialect.thing"(%4, %4, %4) ({
      %6:3 = "x.y"(%4, %4, %4) ({
      ^bb0(%arg1: complex<f6E2M3FN> loc("0286.in.mlir":10:9), %arg2: tf32 loc("0286.in.mlir":10:32), %arg3: index loc("op.1")):
        "foo.op"(%arg1, %4, %arg2) {d.k0 = #x.a, d.k1 = dense<"!"> : tensor<!foo.str>} : (complex<f6E2M3FN>, tensor<?x42xi64>, tf32) -> () loc(#loc13)
        "foo.bar.baz"(%arg2, %arg1, %4) : (tf32, complex<f6E2M3FN>, tensor<?x42xi64>) -> () loc(#loc14)
        %9:4 = "foo.bar"() {b2 = [], sym_name1 = 21 : index, z90 = memref<?x3x48xvector<13xf32>, #map, {kind = "scratch"}>} : () -> (tensor<359x?xi64>, none, complex<f8E5M2>, i32) loc(#loc15)
      }, {
      ^bb0(%arg0: ui8 loc("v"(#loc30))):
      }, {
        "a.jump"(%4, %4)[^bb1, ^bb1] <{"quoted key 0" = -8342 : i64, "quoted key 1" = "z#\00#!\00\0A%", sym_name2 = true}> {_u0, x1 = #map1} : (tensor<?x42xi64>, tensor<?x42xi64>) -> () loc(#loc17)
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        "x.switch"()[^bb1] : () -> () loc(#loc18)
      }) : (tensor<?x42xi64>, tensor<?x42xi64>, tensor<?x42xi64>) -> (i64, !tuple, tuple<>) loc(#loc33)
      %7:3 = "a.b"(%4, %6#2, %6#1) {d.k0 = true, my.k1 = ["", ui128, array<i16: 197>]} : (tensor<?x42xi64>, tuple<>, !tuple) -> (f16, tensor<2x34x0xcomplex<i24>>, index) loc(#loc19)
      %8 = "x.y"(%7#0, %6#2, %7#0) : (f16, tuple<>, f16) -> !tuple1 loc(#loc20)
      "my_dialect.thing"() {attr1 = @main, b2 = {}, "quoted key 0" = #my.b.c} : () -> () loc(#loc21)
    }) : (tensor<?x42xi64>, tensor<?x42xi64>, tensor<?x42xi64>) -> () loc(#loc32)
    %5 = "d.op_1"() : () -> i3 loc(#loc22)
  }) : () -> tensor<0x?x2xvector<4xbf16>, 7 : i32> loc(#loc1)
  %1 = "foo.bar"(%0) <{_u0 = loc(fused[#loc2, "src/x.py":0:97, "a.mlir":112:80]), _u2 = 340282366920938463463374607431768211455 : i1024, d.k1 = true}> : (tensor<0x?x2xvector<4xbf16>, 7 : i32>) -> memref<4x920x493xf8E4M3FN, strided<[?, ?, ?]>, "gpu"> loc(#loc23)
  %2 = "foo.compute"(%1, %0) : (memref<4x920x493xf8E4M3FN, strided<[?, ?, ?]>, "gpu">, tensor<0x?x2xvector<4xbf16>, 7 : i32>) -> !bar.v<?> loc(#loc31)
  %3 = "a.b"() {z90} : () -> complex<f64> loc(#loc26)
}) : () -> () loc(#loc)
#loc = loc("0286.in.mlir":0:0)
#loc1 = loc("0286.in.mlir":4:7)
#loc2 = loc("with \22q\22")
#loc3 = loc("src/x.py":13:29 to 14:79)
#loc4 = loc("src/x.py":492:300)
#loc5 = loc("":48:35 to :23)
#loc6 = loc("src/x.py":446:445)
#loc7 = loc("-":215:19)
#loc8 = loc("-":399:19)
#loc9 = loc("a.mlir":212:434)
#loc13 = loc("0286.in.mlir":11:4)
#loc14 = loc("0286.in.mlir":13:4)
#loc15 = loc("a.mlir":458:47)
#loc17 = loc("0286.in.mlir":19:4)
#loc18 = loc("0286.in.mlir":22:4)
#loc19 = loc("0286.in.mlir":25:24)
#loc20 = loc("0286.in.mlir":27:9)
#loc21 = loc("0286.in.mlir":29:3)
#loc22 = loc("0286.in.mlir":32:8)
#loc23 = loc("dir/with space.c":3:59 to :75)
#loc24 = loc("-":308:4294967295)
#loc25 = loc("f":17:62 to 19:5)
#loc26 = loc("0286.in.mlir":38:7)
#loc27 = loc("v"(#loc3))
#loc28 = loc(fused<#foo.m>[#loc4, #loc5, #loc6])
#loc29 = loc("callee"(#loc9))
#loc31 = loc(fused[#loc24, #loc25, #loc23])
#loc32 = loc(callsite(#loc27 at #loc28))
#loc33 = loc(fused[#loc7, #loc8, #loc29])


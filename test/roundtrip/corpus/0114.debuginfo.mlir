#loc2 = loc(unknown)
#loc3 = loc("with \22q\22")
#loc5 = loc("op.1")
#loc9 = loc("name")
#loc10 = loc("0114.in.mlir":18:33)
#loc14 = loc("0114.in.mlir":24:8)
#loc15 = loc("0114.in.mlir":24:18)
#loc22 = loc("-":199:4294967295)
#loc23 = loc("0114.in.mlir":37:41)
#loc25 = loc("src/x.py":98:0)
#loc32 = loc("0114.in.mlir":50:8)
#loc34 = loc("dir/with space.c":29:47 to 30:8)
#loc35 = loc("0114.in.mlir":54:71)
#loc36 = loc("0114.in.mlir":54:83)
#map = affine_map<(d0) -> (-4)>
#loc44 = loc(fused[#loc5, #loc25])
"builtin.module"() ({
  "bar.yield"() ({
  }, {
  }, {
  ^bb0(%arg0: f64 loc(unknown), %arg1: f8E4M3FNUZ loc("with \22q\22")):
    %3 = "d.op_1"() : () -> f64 loc(#loc4)
    %4 = "x.y"() <{attr1 = @"x y"::@_priv::@x.y, d.k0 = false}> : () -> memref<?xf64, strided<[22], offset: ?>, "gpu"> loc(#loc46)
    "a.b"(%4) {_u2 = array<f64: 9.650000e+00, -2.000000e+00, 1.580380e-02>, a1, x3 = vector<9xf8E4M3FNUZ>, z90 = dense<1.000000e-30> : tensor<f64>} : (memref<?xf64, strided<[22], offset: ?>, "gpu">) -> () loc(#loc7)
    "bar.yield"(%3, %arg1, %arg1) ({
    ^bb0(%arg5: !foo.t_1 loc("name"), %arg6: f8E3M4 loc("0114.in.mlir":18:33), %arg7: memref<4xf16, strided<[1], offset: 6>, "gpu"> loc(unknown)):
      %14:4 = "d.op_1"(%arg5, %arg7) ({
        "builtin.module"() ({
          %21:3 = "my_dialect.thing"() {_u0} : () -> (tensor<*xi32>, tuple<memref<192x3x4xi1, "shared">, f64>, memref<*xvector<10xf8E5M2FNUZ>, 6>) loc(#loc13)
        }) : () -> () loc(#loc12)
      }, {
      ^bb0(%arg8: si7 loc("0114.in.mlir":24:8), %arg9: tensor<?xf16> loc("0114.in.mlir":24:18), %arg10: ui128 loc("op.1")):
        %19 = "z.nop"(%arg9, %arg10) <{k$0 = #x<"x<1>">, k$1 = @a, value2 = #my.a<"x y">}> {attr1 = dense_resource<blob0> : tensor<1xi32>, b0 = "\\\F0\9F\99\82@.%*{\7F!\09"} : (tensor<?xf16>, ui128) -> memref<604xf16, #map> loc(#loc16)
        %20 = "my_dialect.thing"(%arg8, %19, %arg9) <{d.k0 = "#__0<0\0AX\7F\\\00\CE\A9" : index, x2 = 0 : i64, z91 = "\0A"}> : (si7, memref<604xf16, #map>, tensor<?xf16>) -> !bar<""> loc(#loc17)
      }, {
        %17 = "bar.yield"(%arg6, %3, %arg6) : (f8E3M4, f64, f8E3M4) -> complex<i1> loc(#loc18)
        %18 = "bar.yield"(%4, %arg7, %arg6) : (memref<?xf64, strided<[22], offset: ?>, "gpu">, memref<4xf16, strided<[1], offset: 6>, "gpu">, f8E3M4) -> vector<si1> loc(#loc19)
      }) : (!foo.t_1, memref<4xf16, strided<[1], offset: 6>, "gpu">) -> (vector<15x1x[16]xui1>, complex<f32>, f32, tensor<224x3xcomplex<f32>>) loc(#loc11)
      %15:3 = "my_dialect.thing"() {_u1 = "_\F0\9F\99\82.\09-\05", a2, x0 = -7 : si8} : () -> (f64, memref<*xf16>, f32) loc(#loc2)
      %16 = "foo.compute"(%14#2, %arg5, %15#0) <{}> : (f32, !foo.t_1, f64) -> none loc(#loc20)
    }) : (f64, f8E4M3FNUZ, f8E4M3FNUZ) -> () loc(#loc8)
    %5 = "z.nop"() <{b0 = {a0 = affine_map<(d0, d1, d2)[s0, s1] -> ((-d0 + s0) floordiv 9, (d2 ceildiv 5) * 9)>, b3 = "\C3\A9b{</\7F %\\\FF", foo.k1 = distinct[0]<57 : index>, z92 = #foo<"a b">}, value1 = ""}> ({
    ^bb0(%arg3: i8 loc("-":199:4294967295), %arg4: complex<f6E2M3FN> loc("0114.in.mlir":37:41)):
      %12 = "a.b"(%4) : (memref<?xf64, strided<[22], offset: ?>, "gpu">) -> f64 loc(#loc24)
      %13 = "x.y"(%12, %4, %12) {_u0 = [!foo.param<[["x y" , f32 , -4] , {"x y", -1, "x y"} , -5] f32>, unit], z91 = #loc44} : (f64, memref<?xf64, strided<[22], offset: ?>, "gpu">, f64) -> none loc(#loc25)
    }, {
      "foo.bar"(%arg1, %arg1, %arg1) ({
        "a.b"() : () -> () loc(#loc2)
        %11:3 = "a.b"() {my.k0 = array<f64: -1.000000e-30, 2.000000e-01>} : () -> (memref<945x?xf32, 3>, tuple<tf32>, i7) loc(#loc9)
      }) {b0 = -1 : i17, my.k2, sym_name1 = -1 : si8} : (f8E4M3FNUZ, f8E4M3FNUZ, f8E4M3FNUZ) -> () loc(#loc26)
      "x.switch"(%arg1)[^bb1, ^bb1] <{sym_name1 = @a::@"x y"::@"x y", value2 = 6436112463 : i64, x0, z93 = "\0A\22-\F0\9F\99\82\09b"}> ({
        "x.y"() : () -> () loc(#loc31)
      }, {
      ^bb0(%arg2: tensor<985x?x784xsi64> loc("0114.in.mlir":50:8)):
        %7:3 = "foo.bar.baz"(%arg1) : (f8E4M3FNUZ) -> (tensor<0x1x139x4xf16>, memref<60xcomplex<bf16>, {kind = "scratch"}>, (vector<3xi8>, i32, !my_dialect.t<a.b>) -> none) loc(#loc25)
        "cfx.cond_br"()[^bb1, ^bb1] : () -> () loc(#loc33)
      ^bb1(%8: complex<f8E8M0FNU> loc("dir/with space.c":29:47 to 30:8), %9: none loc("0114.in.mlir":54:71), %10: f128 loc("0114.in.mlir":54:83)):  // 2 preds: ^bb0, ^bb0
        "my_dialect.thing"(%7#1, %8) {d.k0 = -1.000000e-05 : f64} : (memref<60xcomplex<bf16>, {kind = "scratch"}>, complex<f8E8M0FNU>) -> () loc(#loc3)
      }, {
      }) {a0 = dense<["\22\22X{!7'\22\00@\00\CE\A9", "%0\09 z#"]> : tensor<2x!foo.str>, k$1 = [array<i64: -9223372036854775808, 376201387507520965, -9223372036854775808, -213, 0>], z92 = 0 : i7} : (f8E4M3FNUZ) -> () loc(#loc47)
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "cfx.cond_br"(%arg0, %4, %3)[^bb1] <{attr1 = sparse<[[1, 1, 4]], 11924670655457> : tensor<5x2x5xi64>, sym_name0 = {d.k1 = dense<> : tensor<4x1x0xsi17>, z90 = {}}, z92 = affine_map<()[s0] -> ()>}> {my.k0} : (f64, memref<?xf64, strided<[22], offset: ?>, "gpu">, f64) -> () loc(#loc37)
    }) : () -> f32 loc(#loc43)
    %6:3 = "bar.yield"() : () -> (i1, complex<bf16>, f64) loc(#loc38)
  }) : () -> () loc(#loc1)
  %0 = "x.y"() <{d.k1 = "'" : i32, k$0 = true, my.k2 = false}> {attr0 = "#z*\22\C7b\F1_*"} : () -> vector<16x[13]x3xf8E4M3FNUZ> loc(#loc39)
  %1 = "foo.op"() {b2 = dense<[true, false, false]> : vector<3xi1>, x1 = array<i64: -9223372036854775808, -9223372036854775808, 1, 1, -1>, z90 = #loc2} : () -> ui17 loc(#loc40)
  %2 = "foo.bar.baz"(%0, %0) : (vector<16x[13]x3xf8E4M3FNUZ>, vector<16x[13]x3xf8E4M3FNUZ>) -> !bar<"a b"> loc(#loc41)
}) : () -> () loc(#loc)
#loc = loc("0114.in.mlir":0:0)
#loc1 = loc("-":0:81)
#loc4 = loc("0114.in.mlir":13:8)
#loc6 = loc("dir/with space.c":112:4294967295)
#loc7 = loc("0114.in.mlir":16:2)
#loc8 = loc("0114.in.mlir":17:2)
#loc11 = loc("f":47:64 to 50:77)
#loc12 = loc("0114.in.mlir":20:4)
#loc13 = loc("0114.in.mlir":21:13)
#loc16 = loc("0114.in.mlir":25:10)
#loc17 = loc("f":15:54 to :57)
#loc18 = loc("0114.in.mlir":29:11)
#loc19 = loc("0114.in.mlir":30:10)
#loc20 = loc("0114.in.mlir":34:12)
#loc21 = loc("src/x.py":4:0)
#loc24 = loc("0114.in.mlir":38:10)
#loc26 = loc("0114.in.mlir":42:3)
#loc27 = loc("x")
#loc28 = loc("src/x.py":17:53 to 20:74)
#loc29 = loc("":26:40 to 28:2)
#loc30 = loc("a.mlir":418:213)
#loc31 = loc("dir/with space.c":45:75 to :77)
#loc33 = loc("0114.in.mlir":53:4)
#loc37 = loc("0114.in.mlir":60:3)
#loc38 = loc("0114.in.mlir":62:15)
#loc39 = loc("a.mlir":327:109)
#loc40 = loc("src/x.py":34:23 to 37:29)
#loc41 = loc("0114.in.mlir":66:7)
#loc42 = loc("n"(#loc6))
#loc43 = loc(fused[#loc21, #loc3])
#loc45 = loc(fused<"meta">[#loc5, #loc27])
#loc46 = loc(fused<#foo.m>[#loc5, #loc42])
#loc47 = loc(fused[#loc45, #loc28, #loc29, #loc30])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000D644D912"
    }
  }
#-}


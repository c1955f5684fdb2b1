#loc4 = loc(unknown)
#loc7 = loc("0245.in.mlir":8:8)
#loc8 = loc("0245.in.mlir":8:32)
#loc9 = loc("0245.in.mlir":10:7)
#loc10 = loc("0245.in.mlir":10:52)
#loc11 = loc("a.mlir":13:79 to :80)
#loc12 = loc("":29:79 to :84)
#loc19 = loc("0245.in.mlir":17:9)
#loc24 = loc("0245.in.mlir":23:7)
#loc25 = loc("f":373:201)
#loc26 = loc("src/x.py":3:12 to :30)
#loc27 = loc("f":3:66 to :73)
#loc33 = loc("dir/with space.c":54:0)
#loc34 = loc("0245.in.mlir":32:46)
#loc36 = loc("0245.in.mlir":34:9)
#loc37 = loc("0245.in.mlir":34:21)
#loc38 = loc("0245.in.mlir":34:51)
#map = affine_map<(d0, d1) -> (0, d1 - d0 + d0)>
#map1 = affine_map<(d0, d1) -> (-(d0 floordiv 5), 0, (d1 floordiv 7) * 8)>
#map2 = affine_map<()[s0, s1] -> (2, (s1 * 2) floordiv 9, 0)>
#map3 = affine_map<(d0, d1) -> (0, 0)>
#set = affine_set<(d0)[s0, s1] : (-s1 - s0 * 2 >= 0, -s0 >= 0, (s0 * s1) * -9 + 9 >= 0)>
#set1 = affine_set<(d0, d1)[s0] : (0 >= 0, d1 - d1 ceildiv 7 >= 0)>
#loc44 = loc(fused[#loc11, #loc12])
#loc46 = loc(callsite(#loc27 at #loc4))
#loc49 = loc("v"(#loc44))
#loc51 = loc(fused[#loc25, #loc26, #loc46])
"builtin.module"() <{sym_name = "m85"}> ({
  %0 = "z.nop"() ({
    "foo.op"() {"quoted key 0" = 803 : i64} : () -> () loc(#loc2)
    %4:2 = "foo.compute"() : () -> (tensor<381x3x?xf16>, vector<13x[4]xf16>) loc(#loc3)
    %5 = "x.y"(%4#0, %4#0, %4#0) : (tensor<381x3x?xf16>, tensor<381x3x?xf16>, tensor<381x3x?xf16>) -> f8E5M2FNUZ loc(#loc4)
    "foo.compute"(%4#1, %4#0, %4#1) {attr1 = dense_resource<blob0> : tensor<5xi64>, b3, k$0 = true, my.k2 = "'"} : (vector<13x[4]xf16>, tensor<381x3x?xf16>, vector<13x[4]xf16>) -> () loc(#loc5)
    "cfx.cond_br"()[^bb1, ^bb1] ({
    ^bb0(%arg3: complex<bf16> loc("0245.in.mlir":8:8), %arg4: index loc("0245.in.mlir":8:32)):
      %9:3 = "foo.bar.baz"(%arg4, %arg4) <{}> ({
      ^bb0(%arg5: tensor<?x361xcomplex<f32>, 1 : i32> loc("0245.in.mlir":10:7), %arg6: tuple<complex<f16>, memref<?x?xf16>> loc("0245.in.mlir":10:52), %arg7: ui24 loc("v"(#loc44))):
        %14:4 = "foo.compute"(%arg5) : (tensor<?x361xcomplex<f32>, 1 : i32>) -> ((complex<ui7>) -> (ui32, i64), complex<f80>, f128, tensor<64x2xf8E5M2>) loc(#loc13)
        "d.op_1"() {b1 = 33 : i64, b2 = [-2147483648 : i32], foo.k0} : () -> () loc(#loc14)
        %15 = "a.b"(%14#2, %14#3) <{foo.k0 = ui1024, k$1 = affine_set<(d0)[s0] : (-6 >= 0, -6 == 0)>}> : (f128, tensor<64x2xf8E5M2>) -> f8E4M3FNUZ loc(#loc15)
        %16:4 = "x.y"(%15, %4#1, %15) {my.k1 = #foo<"a b">, sym_name0 = "\090\22"} : (f8E4M3FNUZ, vector<13x[4]xf16>, f8E4M3FNUZ) -> (memref<?x5xi7, "gpu">, none, memref<*xi32>, memref<8x2xtf32>) loc(#loc16)
        "a.b"(%4#1, %arg7, %16#2) : (vector<13x[4]xf16>, ui24, memref<*xi32>) -> () loc(#loc17)
        "a.jump"(%16#0)[^bb1, ^bb1] : (memref<?x5xi7, "gpu">) -> () loc(#loc18)
      ^bb1(%17: memref<411x?xvector<3x13x11xf64>, #map, {kind = "scratch"}> loc("0245.in.mlir":17:9)):  // 2 preds: ^bb0, ^bb0
        %18 = "foo.compute"(%16#0, %14#0) <{attr0 = array<f32: 0xFF800000>, b1 = -2.5675104064843497E-182 : f64}> {foo.k0 = -483041928330 : i64, "quoted key 1" = dense<> : tensor<0x0xi8>} : (memref<?x5xi7, "gpu">, (complex<ui7>) -> (ui32, i64)) -> complex<f80> loc(#loc20)
        %19 = "x.y"(%16#1, %arg3) {a0 = sparse<[[0, 3]], 2.381720e-01> : tensor<3x4xf64>, sym_name1} : (none, complex<bf16>) -> tensor<0x2x1x4xf64> loc(#loc21)
        %20 = "x.y"() : () -> i1024 loc(#loc22)
        "cfx.cond_br"()[^bb2] : () -> () loc(#loc50)
      ^bb2(%21: tensor<?x4xi7, #foo.enc<{?}>> loc("0245.in.mlir":23:7), %22: tuple<f80> loc(fused[#loc25, #loc26, #loc46])):  // pred: ^bb1
        %23:4 = "bar.yield"(%16#2, %16#2, %16#3) <{value0 = dense_resource<weights1> : tensor<6xi8>, value1 = 7245660 : i64}> : (memref<*xi32>, memref<*xi32>, memref<8x2xtf32>) -> (f16, tensor<si32>, complex<f64>, index) loc(#loc28)
      }) {"quoted key 0" = {_u3 = 4.699610e-11 : f32, b0 = false, x1 = #set, z92 = #map1}} : (index, index) -> (i24, i17, i32) loc(#loc4)
      %10:4 = "foo.compute"() <{"quoted key 1", z90 = dense<-4.453130e-01> : tensor<bf16>}> : () -> (() -> (), f64, vector<14x8xui8>, vector<[2]xindex>) loc(#loc4)
      %11 = "foo.bar.baz"() : () -> vector<i1> loc(#loc52)
      %12 = "bar.yield"() {attr0 = -1.831050e-04 : f8E5M2FNUZ, b3, foo.k1 = false, k$2 = dense<0x4202A05F00C00000> : tensor<f64>} : () -> f8E4M3FNUZ loc(#loc4)
      %13 = "foo.bar.baz"(%12) : (f8E4M3FNUZ) -> bf16 loc(#loc31)
      "z.nop"(%11, %12) <{"quoted key 0" = #x.p<"x y" , "x y">, "quoted key 1" = dense<0> : tensor<1x3x4xi32>}> : (vector<i1>, f8E4M3FNUZ) -> () loc(#loc32)
    }, {
    ^bb0(%arg0: f32 loc("dir/with space.c":54:0), %arg1: f64 loc("0245.in.mlir":32:46), %arg2: !bar.t<<true <f32, ?, -5> 24> ?> loc(unknown)):
      "foo.br"(%arg2, %5)[^bb1] <{k$0 = affine_map<(d0, d1) -> ((d1 floordiv 4) * 7)>, x1 = @c}> : (!bar.t<<true <f32, ?, -5> 24> ?>, f8E5M2FNUZ) -> () loc(#loc35)
    ^bb1(%6: f128 loc("0245.in.mlir":34:9), %7: tensor<4x1x1x?xi3> loc("0245.in.mlir":34:21), %8: memref<?x6xindex, strided<[?, ?]>, 6> loc("0245.in.mlir":34:51)):  // 2 preds: ^bb0, ^bb1
      "cfx.cond_br"(%8, %6)[^bb1] : (memref<?x6xindex, strided<[?, ?]>, 6>, f128) -> () loc(#loc39)
    }) {z90 = array<i64: 126572809376255, 0, -176, 0>} : () -> () loc(#loc6)
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"(%4#1, %5, %5)[^bb1] {attr1 = "\09\22", k$0 = [#bar.p<{"x y"},-0,<-7, ?>>, {attr1 = 0 : i7, b3, foo.k0 = #set1, z92 = true}, dense_resource<blob2> : tensor<3xf64>, ["X", "\C3\A9{a*z!\22-.\\\0A" : f8E4M3FN, array<i8: -1, 0, -128, 5>, -57 : i8]]} : (vector<13x[4]xf16>, f8E5M2FNUZ, f8E5M2FNUZ) -> () loc(#loc40)
  }) : () -> ui32 loc(#loc1)
  %1 = "bar.yield"(%0) {attr0 = #map2} : (ui32) -> i1024 loc(#loc53)
  %2:4 = "foo.op"(%0, %0) : (ui32, ui32) -> (si16, tuple<f32, f16, tf32, bf16>, i16, !foo<"abc">) loc(#loc42)
  %3:3 = "foo.compute"(%0) <{}> : (ui32) -> (memref<206x1007xvector<6xf64>, #map3, "shared">, f80, tuple<i64, i17>) loc(#loc43)
}) : () -> () loc(#loc)
#loc = loc("with \22q\22")
#loc1 = loc("-":379:140)
#loc2 = loc("0245.in.mlir":3:3)
#loc3 = loc("0245.in.mlir":4:11)
#loc5 = loc("dir/with space.c":4294967295:19)
#loc6 = loc("a.mlir":22:12 to :18)
#loc13 = loc("name")
#loc14 = loc("0245.in.mlir":12:5)
#loc15 = loc("dir/with space.c":49:21 to :26)
#loc16 = loc("0245.in.mlir":14:18)
#loc17 = loc("0245.in.mlir":15:5)
#loc18 = loc("0245.in.mlir":16:5)
#loc20 = loc("0245.in.mlir":18:11)
#loc21 = loc("0245.in.mlir":19:11)
#loc22 = loc("0245.in.mlir":21:11)
#loc23 = loc("dir/with space.c":11:77)
#loc28 = loc("0245.in.mlir":24:19)
#loc29 = loc("a.mlir":308:217)
#loc30 = loc("src/x.py":208:95)
#loc31 = loc("dir/with space.c":26:73 to 27:50)
#loc32 = loc("0245.in.mlir":30:4)
#loc35 = loc("-":125:231)
#loc39 = loc("dir/with space.c":13:70 to :77)
#loc40 = loc("0245.in.mlir":38:3)
#loc41 = loc("a.mlir":491:344)
#loc42 = loc("f":22:253)
#loc43 = loc("0245.in.mlir":42:18)
#loc45 = loc("callee"(#loc23))
#loc47 = loc(callsite(#loc29 at #loc4))
#loc48 = loc("n"(#loc41))
#loc50 = loc("v"(#loc45))
#loc52 = loc(callsite(#loc47 at #loc30))
#loc53 = loc(fused<"meta">[#loc48])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x08000000AF7B6735F89CF396806E17438570D2F04BF394B59B346C76C7A0885DDEC767FF082BEC69581389AC",
      weights1: "0x04000000777E5B8274C6",
      blob2: "0x08000000394B7983F3BC174898EF8AB0B4624C580463DD73CEDCC4FF"
    }
  }
#-}


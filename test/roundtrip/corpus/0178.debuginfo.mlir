#distinct = distinct[0]<dense<-2147483648> : vector<1x3xsi32>>
#loc6 = loc(unknown)
#loc7 = loc("0178.in.mlir":23:47)
#loc12 = loc("op.1")
#loc16 = loc("with \22q\22")
#map = affine_map<(d0, d1)[s0] -> ()>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#loc33 = loc(callsite(#loc12 at #loc16))
#loc37 = loc(fused<7 : i32>[#loc33])
"builtin.module"() ({
  "foo.compute"() <{_u1 = -3.9898531354218871E-29 : f64, attr2 = affine_set<(d0)[s0, s1] : ((d0 + s1) ceildiv 3 - s1 mod 3 >= 0)>, attr3 = #x.a<true>, d.k0 = 8.192000e+05 : bf16}> : () -> () loc(#loc1)
  %0 = "my_dialect.thing"() ({
    %1 = "bar.yield"() ({
      %10 = "foo.bar.baz"() : () -> memref<42x63x2xi16, strided<[42, ?, 1]>> loc(#loc4)
      "a.jump"(%10)[^bb1] ({
      ^bb0(%arg1: memref<?x?xcomplex<f16>, strided<[9, 1], offset: ?>> loc(unknown), %arg2: f8E4M3 loc("0178.in.mlir":23:47)):
        "bar.yield"() {foo.k1 = dense<1.0250483566975042E-142> : tensor<4x1x1xf64>, "quoted key 2" = 0 : i64, z90 = 478 : i16} : () -> () loc(#loc8)
        %12 = "foo.op"(%10, %10, %arg2) : (memref<42x63x2xi16, strided<[42, ?, 1]>>, memref<42x63x2xi16, strided<[42, ?, 1]>>, f8E4M3) -> tensor<817x0x8xcomplex<i16>> loc(#loc9)
        %13:3 = "z.nop"(%10, %10) {value0} : (memref<42x63x2xi16, strided<[42, ?, 1]>>, memref<42x63x2xi16, strided<[42, ?, 1]>>) -> (tensor<4x?xi17>, !foo.t<"x y", 32, "x y">, tensor<817x0x8xcomplex<i16>>) loc(#loc10)
        %14 = "foo.bar.baz"(%12, %13#1, %13#2) : (tensor<817x0x8xcomplex<i16>>, !foo.t<"x y", 32, "x y">, tensor<817x0x8xcomplex<i16>>) -> vector<[15]x5xf80> loc(#loc11)
        %15 = "foo.bar.baz"(%13#1, %13#1, %13#0) : (!foo.t<"x y", 32, "x y">, !foo.t<"x y", 32, "x y">, tensor<4x?xi17>) -> vector<8x6xf64> loc(#loc6)
        %16 = "d.op_1"() {k$0 = #loc12, z91 = -4.940660e-324 : f64} : () -> !bar<"abc"> loc(#loc6)
      }) : (memref<42x63x2xi16, strided<[42, ?, 1]>>) -> () loc(#loc5)
    ^bb1:  // pred: ^bb0
      %11 = "bar.yield"() <{attr0 = "\\-\CE\A9\09\C3\A9"}> {b2 = #my.a<<abc <? -1> ?> , 18>, my.k3, value0 = {_u1 = -1.476600e-14 : bf16, a0 = {value0 = 2.320000e+02 : bf16}}, x1 = [dense_resource<blob0> : tensor<2xf32>, -1.999510e-01 : f16]} : () -> tuple<si7, si17, bf16, memref<50xui16>> loc(#loc13)
      "d.op_1"() {k$0 = [unit, !my_dialect.v<"x y">, unit, #map]} : () -> () loc(#loc14)
      "my_dialect.thing"(%11, %10) : (tuple<si7, si17, bf16, memref<50xui16>>, memref<42x63x2xi16, strided<[42, ?, 1]>>) -> () loc(#loc15)
    }, {
    ^bb0(%arg0: tensor<681xf64> loc(fused<7 : i32>[#loc33])):
      "z.nop"(%arg0, %arg0) ({
      }) : (tensor<681xf64>, tensor<681xf64>) -> () loc(#loc34)
      "bar.yield"() : () -> () loc(#loc18)
    }) {_u2 = 0x7F : f8E4M3FN, a3 = @_priv::@c, attr0 = 1.000000e-30 : f64, k$1 = array<i16: 0, 1, 1, -1>} : () -> tensor<?x53xi1024> loc(#loc3)
    %2:4 = "foo.compute"(%1, %1) <{}> {a1 = 7.247750e+10 : bf16, sym_name2 = #distinct, value0} : (tensor<?x53xi1024>, tensor<?x53xi1024>) -> (ui24, !bar.type, tuple<i32, si16, vector<[12]x3xi32>>, bf16) loc(#loc19)
    %3 = "x.y"() ({
      "a.b"() ({
        %7 = "foo.op"() <{k$0 = ""}> {a1 = "\00\00\00\7F!\\\C3\A9! ", b0 = "%_*z" : i1024} : () -> tensor<817x0x8xcomplex<i16>> loc(#loc35)
        "foo.compute"(%2#3, %2#0) : (bf16, ui24) -> () loc(#loc36)
        %8 = "foo.op"(%2#3, %7) {b0 = dense<0> : vector<2x1xui32>, k$1 = {_u3 = dense<1.370000e+03> : tensor<1x1xf16>, my.k0 = "J0", x1 = 5.000000e+00 : f6E2M3FN, x2 = "\00\7F" : i128}} : (bf16, tensor<817x0x8xcomplex<i16>>) -> tensor<56x8xcomplex<bf16>> loc(#loc23)
        %9:2 = "x.y"(%8) <{_u1, attr2, attr3 = {_u1 = -1.476600e-14 : bf16, a0 = {value0 = 2.320000e+02 : bf16}}, z90 = 1 : i64}> : (tensor<56x8xcomplex<bf16>>) -> (tensor<*xsi32>, si32) loc(#loc24)
      }) {_u0} : () -> () loc(#loc21)
      %6:3 = "z.nop"(%2#3, %2#3) : (bf16, bf16) -> (tuple<i1, f16, ui1024>, f80, complex<f64>) loc(#loc25)
    }) : () -> memref<604x53xf8E4M3FN, #map1, "shared"> loc(#loc20)
    "a.jump"(%2#2, %3, %3)[^bb1, ^bb1] : (tuple<i32, si16, vector<[12]x3xi32>>, memref<604x53xf8E4M3FN, #map1, "shared">, memref<604x53xf8E4M3FN, #map1, "shared">) -> () loc(#loc26)
  ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "foo.br"(%2#2)[^bb2, ^bb1] : (tuple<i32, si16, vector<[12]x3xi32>>) -> () loc(#loc27)
  ^bb2:  // pred: ^bb1
    %4 = "foo.bar"(%2#1) {my.k2 = 408612513 : i64, "quoted key 0", "quoted key 1" = index} : (!bar.type) -> tensor<64x4xcomplex<f32>> loc(#loc28)
    "cfx.cond_br"(%2#3)[^bb3, ^bb1] {_u3, my.k1 = 1 : ui7, "quoted key 2" = 4.940660e-324 : f64, value0} : (bf16) -> () loc(#loc29)
  ^bb3:  // pred: ^bb2
    %5 = "bar.yield"(%3, %2#3) <{b2, "quoted key 1" = -1 : i64, "quoted key 3" = false, x0 = [{}, array<i1: false, false>]}> : (memref<604x53xf8E4M3FN, #map1, "shared">, bf16) -> vector<[4]x8xsi32> loc(#loc30)
  }) {my.k0 = "\09\CE\A9.\00\7F.\E6\97\A5\E6\9C\AC!", my.k2, "quoted key 1"} : () -> memref<7x289xf64, strided<[20, 1], offset: 9>, "shared"> loc(#loc2)
  "foo.op"(%0, %0, %0) {attr1 = true, b2, z90 = "\00\C3\A9\09\00'\FE\09"} : (memref<7x289xf64, strided<[20, 1], offset: 9>, "shared">, memref<7x289xf64, strided<[20, 1], offset: 9>, "shared">, memref<7x289xf64, strided<[20, 1], offset: 9>, "shared">) -> () loc(#loc31)
  "bar.yield"(%0, %0) {x0 = {_u1 = -1.476600e-14 : bf16, a0 = {value0 = 2.320000e+02 : bf16}}} : (memref<7x289xf64, strided<[20, 1], offset: 9>, "shared">, memref<7x289xf64, strided<[20, 1], offset: 9>, "shared">) -> () loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0178.in.mlir":12:1)
#loc1 = loc("0178.in.mlir":13:3)
#loc2 = loc("0178.in.mlir":14:8)
#loc3 = loc("0178.in.mlir":16:10)
#loc4 = loc("0178.in.mlir":18:13)
#loc5 = loc("0178.in.mlir":20:7)
#loc8 = loc("0178.in.mlir":25:9)
#loc9 = loc("0178.in.mlir":26:14)
#loc10 = loc("0178.in.mlir":28:17)
#loc11 = loc("src/x.py":166:349)
#loc13 = loc("-":26:215)
#loc14 = loc("0178.in.mlir":39:7)
#loc15 = loc("0178.in.mlir":40:7)
#loc17 = loc("-":6:320)
#loc18 = loc("0178.in.mlir":47:7)
#loc19 = loc("f":305:55)
#loc20 = loc("0178.in.mlir":51:16)
#loc21 = loc("0178.in.mlir":52:7)
#loc22 = loc("a.mlir":136:290)
#loc23 = loc("x")
#loc24 = loc("dir/with space.c":111:312)
#loc25 = loc("0178.in.mlir":58:21)
#loc26 = loc("a.mlir":98:291)
#loc27 = loc("0178.in.mlir":63:5)
#loc28 = loc("0178.in.mlir":65:14)
#loc29 = loc("0178.in.mlir":66:5)
#loc30 = loc("0178.in.mlir":69:12)
#loc31 = loc("0178.in.mlir":71:3)
#loc32 = loc("0178.in.mlir":72:3)
#loc34 = loc("callee"(#loc17))
#loc35 = loc(fused[#loc16, #loc22])
#loc36 = loc("v"(#loc12))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F70B8C571BC1E5F2"
    }
  }
#-}


#distinct = distinct[0]<array<f32: 3.14159274, -3.86248505E-10, 4.568000e+08>>
#distinct1 = distinct[1]<0 : index>
#distinct2 = distinct[2]<0 : index>
#loc4 = loc("0071.in.mlir":18:7)
#loc7 = loc(unknown)
#loc16 = loc("0071.in.mlir":35:7)
#loc17 = loc("a.mlir":0:275)
#map = affine_map<(d0, d1, d2)[s0, s1] -> (d2 * 24)>
#set = affine_set<(d0, d1) : (11 == 0, (d0 mod 2) mod 4 >= 0, -d0 + 5 >= 0)>
#set1 = affine_set<(d0, d1) : (d1 == 0)>
#loc32 = loc(fused<"meta">[#loc7])
#loc33 = loc("v"(#loc32))
"builtin.module"() ({
  %0 = "z.nop"() : () -> tensor<i8> loc(#loc1)
  %1 = "d.op_1"(%0) <{x0}> {attr1 = i1024, x0 = 0 : index, z92 = dense<-1.28768887E+28> : tensor<f32>} : (tensor<i8>) -> f80 loc(#loc2)
  %2:3 = "z.nop"() <{a1 = true, sym_name0 = -9223372036854775808 : i64}> ({
  ^bb0(%arg2: complex<i128> loc("0071.in.mlir":18:7)):
    %12 = "z.nop"() <{sym_name0 = -0.000000e+00 : f16}> ({
      "foo.bar"(%1) {attr0 = #set, k$1 = 1 : i64, k$2 = #distinct} : (f80) -> () loc(#loc31)
    }) : () -> tuple<si64> loc(#loc30)
    %13:4 = "foo.compute"(%1) : (f80) -> (tuple<f8E8M0FNU>, tensor<3x2x0x1xsi8, "sparse">, !foo.v<[85 , -6], 69>, tuple<f8E8M0FNU>) loc(#loc8)
    "x.y"(%13#0) {attr0 = 4.940660e-324 : f64} : (tuple<f8E8M0FNU>) -> () loc(#loc30)
    "z.nop"() ({
      "foo.op"() {a0 = 42 : index, b1 = -1.000000e-30 : f64, x2 = #distinct1} : () -> () loc(#loc10)
      %14 = "bar.yield"() : () -> !foo<"x<y>"> loc(#loc11)
      %15:4 = "bar.yield"() : () -> (tuple<f8E8M0FNU>, memref<613x39xi32, 7>, () -> (), ui7) loc(#loc12)
      %16 = "z.nop"() <{a0 = 1 : i24}> : () -> i32 loc(#loc13)
      "foo.compute"() : () -> () loc(#loc14)
    }) : () -> () loc(#loc9)
  }, {
    %3:4 = "foo.compute"(%1, %0, %1) : (f80, tensor<i8>, f80) -> (tensor<*xf16>, f16, bf16, complex<f8E5M2FNUZ>) loc(#loc15)
    %4:3 = "d.op_1"(%3#1, %3#0, %0) <{}> ({
    ^bb0(%arg0: memref<*xf32, "shared"> loc("0071.in.mlir":35:7), %arg1: f8E3M4 loc("a.mlir":0:275)):
      %6:4 = "foo.compute"(%arg1) ({
      }, {
        %11:4 = "bar.yield"(%arg1, %3#3) : (f8E3M4, complex<f8E5M2FNUZ>) -> (tensor<3x2x0x1xsi8, "sparse">, bf16, i3, memref<1xi8, strided<[?]>>) loc(#loc19)
        "x.y"(%11#1, %11#1, %11#1) : (bf16, bf16, bf16) -> () loc(#loc20)
        "d.op_1"(%11#2, %3#3, %11#3) : (i3, complex<f8E5M2FNUZ>, memref<1xi8, strided<[?]>>) -> () loc(#loc21)
      }) {b0 = -5.46770120452786183948E-650 : f80, b2, d.k1, z93 = dense<[[7, 1834626838, 4211333379742], [1, 0, 1], [-1, 11421741, 0]]> : vector<3x3xi64>} : (f8E3M4) -> (f8E4M3B11FNUZ, !my_dialect.t<50,[<?>, <abc>]>, complex<bf16>, tensor<6x?x7x24xsi64>) loc(#loc18)
      %7:4 = "my_dialect.thing"(%6#3) {_u1 = array<f32: -5.000000e-01>, b0 = true, foo.k2 = #set1, sym_name3} : (tensor<6x?x7x24xsi64>) -> (i32, index, memref<84xindex>, tensor<935x42x?xi16>) loc(#loc22)
      %8:3 = "a.b"(%0, %7#3) {k$3 = {}, "quoted key 1" = 0x78 : f8E4M3, x0, x2 = true} : (tensor<i8>, tensor<935x42x?xi16>) -> (tensor<*xui32>, i32, tensor<0x1xf64>) loc(#loc23)
      %9 = "x.y"(%8#1, %8#1, %1) {z90 = 0 : index} : (i32, i32, f80) -> complex<i32> loc(#loc24)
      "cfx.cond_br"(%7#0, %3#3, %8#1)[^bb1] {b2 = @s$, "quoted key 0" = {attr2 = dense<[[-65536, -65536, 1, 13], [86, -65536, 402, -65536]]> : vector<2x4xi17>, b1 = array<i64: -139612498743372035>, b3 = #loc33, z90 = @x.y::@"with\22quote"}, sym_name1 = 6.550400e+04 : f64, x3 = #map} : (i32, complex<f8E5M2FNUZ>, i32) -> () loc(#loc25)
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%8#2)[^bb2] : (tensor<0x1xf64>) -> () loc(#loc26)
    ^bb2:  // pred: ^bb1
      %10 = "foo.compute"(%6#3) {my.k0 = false} : (tensor<6x?x7x24xsi64>) -> complex<f8E4M3FN> loc(#loc27)
    }, {
    }) : (f16, tensor<*xf16>, tensor<i8>) -> ((f8E4M3, si1, !x.param<? , ?>) -> vector<9xi32>, bf16, i128) loc(#loc30)
    %5 = "x.y"(%4#2) : (i128) -> f8E4M3FNUZ loc(#loc7)
    "foo.op"(%4#2) {my.k2 = #x.p<<57,[-6 56],"x y">>, x1 = 42 : index, z90 = [array<i32: -1>, 17 : index]} : (i128) -> () loc(#loc28)
  }) {attr0 = #distinct2} : () -> (vector<[16]x3xf4E2M1FN>, index, tuple<f8E8M0FNU>) loc(#loc3)
  "foo.bar"(%2#0, %2#1, %2#2) {attr1 = sparse<[[0, 2, 2], [1, 2, 0], [2, 0, 1], [2, 0, 2]], [0.18097009999999999, 395.80308300000002, 1.5876946969392218E+27, 0x7FF8000000000000]> : tensor<3x6x3xf64>, attr2 = @s$::@"0start", foo.k3 = 0.000000e+00 : f8E5M2FNUZ, z90 = 62 : index} : (vector<[16]x3xf4E2M1FN>, index, tuple<f8E8M0FNU>) -> () loc(#loc29)
}) : () -> () loc(#loc)
#loc = loc("0071.in.mlir":14:1)
#loc1 = loc("0071.in.mlir":15:7)
#loc2 = loc("name")
#loc3 = loc("":40:40 to :41)
#loc5 = loc("dir/with space.c":130:4294967295)
#loc6 = loc("src/x.py":214:0)
#loc8 = loc("0071.in.mlir":23:15)
#loc9 = loc("0071.in.mlir":25:3)
#loc10 = loc("a.mlir":4294967295:412)
#loc11 = loc("0071.in.mlir":27:10)
#loc12 = loc("0071.in.mlir":28:17)
#loc13 = loc("a.mlir":139:73)
#loc14 = loc("src/x.py":30:266)
#loc15 = loc("f":50:10 to 51:32)
#loc18 = loc("op.1")
#loc19 = loc("0071.in.mlir":39:19)
#loc20 = loc("0071.in.mlir":40:5)
#loc21 = loc("f":212:0)
#loc22 = loc("0071.in.mlir":43:18)
#loc23 = loc("0071.in.mlir":44:12)
#loc24 = loc("a.mlir":319:355)
#loc25 = loc("0071.in.mlir":46:4)
#loc26 = loc("0071.in.mlir":48:4)
#loc27 = loc("0071.in.mlir":50:10)
#loc28 = loc("src/x.py":0:39)
#loc29 = loc("0071.in.mlir":56:2)
#loc30 = loc(fused[#loc5, #loc6])
#loc31 = loc(callsite(#loc6 at #loc7))


#loc18 = loc("f":7:55 to 8:18)
#loc19 = loc("0088.in.mlir":28:50)
#loc20 = loc("dir/with space.c":141:171)
#loc23 = loc("-":207:390)
#loc27 = loc("0088.in.mlir":38:12)
#map = affine_map<(d0, d1) -> (7)>
#map1 = affine_map<(d0, d1)[s0] -> ()>
#set = affine_set<(d0) : (-d0 - 1 >= 0, d0 floordiv 7 >= 0)>
#set1 = affine_set<(d0)[s0, s1] : ((s0 - 7) floordiv 2 >= 0, d0 * 4 + 8 >= 0)>
#distinct = distinct[0]<#set1>
"builtin.module"() ({
  %0 = "foo.bar"() {a0, foo.k1 = {_u1 = 54 : index, b0 = 948908922344 : i64, "quoted key 2" = 0 : ui32}} : () -> memref<23x?xf64, #map> loc(#loc1)
  "foo.op"(%0, %0, %0) {foo.k1 = dense<[[995, 962], [119, 127], [178, 695]]> : tensor<3x2xindex>, x0 = dense_resource<blob0> : tensor<2xi32>, z92 = sparse<[[4], [2], [4]], [-1, 1747263069884473421, 8]> : tensor<6xi64>} : (memref<23x?xf64, #map>, memref<23x?xf64, #map>, memref<23x?xf64, #map>) -> () loc(#loc2)
  "d.op_1"(%0) : (memref<23x?xf64, #map>) -> () loc(#loc43)
  "bar.yield"(%0) : (memref<23x?xf64, #map>) -> () loc(#loc4)
  %1:2 = "z.nop"(%0, %0, %0) {d.k0, x1 = 0.200000000000000011102230246251565404 : f128} : (memref<23x?xf64, #map>, memref<23x?xf64, #map>, memref<23x?xf64, #map>) -> (i32, memref<3x?x4xbf16, {kind = "scratch"}>) loc(#loc5)
  %2:4 = "foo.compute"(%0) {b0, "quoted key 1" = #set, z92 = none} : (memref<23x?xf64, #map>) -> (si3, tuple<>, f64, i1) loc(#loc6)
  "my_dialect.thing"(%2#2, %2#2) {_u3 = #bar.v<-4,"x y">, b2 = #x.p<-2 , 90 , {[63] , ["x y", 93]}>, d.k1 = -8388608 : i24, "quoted key 0" = "\C3\A9a\C3\A9@"} : (f64, f64) -> () loc(#loc7)
  "foo.bar"(%1#1) {a0 = [array<i64: -1>, #distinct, 0, #map1], b3 = true, foo.k1 = "<\0Ea<0/#<\\<@", value2 = dense<[-2012080917, 962582684]> : vector<2xi32>} : (memref<3x?x4xbf16, {kind = "scratch"}>) -> () loc(#loc8)
  %3:3 = "a.b"() <{a0 = affine_set<(d0) : (-(d0 floordiv 3) + 1 >= 0, (d0 mod 4) * 7 >= 0, (d0 mod 5) * 4 >= 0)>, "quoted key 1" = sparse<[[0], [1], [0], [1]], [6.1709118879630119E-148, 2.8749140057252941E+123, 9.9999999999999997E+37, 4.5926134452313293E+231]> : tensor<2xf64>}> {d.k1 = 16 : index, my.k0 = dense_resource<blob0> : tensor<2xi32>, sym_name2 = 1 : index} : () -> (index, memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>) loc(#loc9)
  %4 = "foo.bar.baz"(%3#1) {sym_name0 = @"x y"} : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>) -> complex<i17> loc(#loc10)
  %5 = "z.nop"(%3#1, %3#2) : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, complex<f16>) -> tensor<*xi32> loc(#loc11)
  %6 = "foo.bar.baz"(%4, %2#1, %3#2) {d.k0 = 17 : index} : (complex<i17>, tuple<>, complex<f16>) -> f64 loc(#loc12)
  "foo.bar.baz"(%3#2, %2#1) <{b1 = 2147483647 : si32, k$0 = @"x y", my.k2 = false}> : (complex<f16>, tuple<>) -> () loc(#loc13)
  "foo.bar"() : () -> () loc(#loc14)
  %7 = "a.b"(%1#0, %1#0, %5) : (i32, i32, tensor<*xi32>) -> f128 loc(#loc15)
  %8 = "foo.bar"(%5) : (tensor<*xi32>) -> si16 loc(#loc16)
  "a.b"(%2#2, %7) ({
  ^bb0(%arg0: index loc("f":7:55 to 8:18), %arg1: f64 loc("0088.in.mlir":28:50), %arg2: complex<i128> loc("dir/with space.c":141:171)):
    %12 = "x.y"() <{_u2 = affine_map<(d0)[s0, s1] -> (-(s0 floordiv 9))>, foo.k3 = 9.999420e-31 : tf32, my.k1 = distinct[1]<true>, value0 = dense<[(0xFC00,0x7C00), (0x7C00,0x7C00), (0x7C00,4.243160e-01), (6.550400e+04,0x7C00)]> : tensor<4xcomplex<f16>>}> ({
      %17:4 = "bar.yield"(%arg2, %1#0, %arg2) {a0 = 43 : index, a1 = 12 : si64, d.k2 = dense<-3.906250e-02> : tensor<f8E4M3B11FNUZ>, k$3 = #loc23} : (complex<i128>, i32, complex<i128>) -> (i8, f32, !bar<"a b">, none) loc(#loc22)
    }, {
      "a.jump"(%3#1, %3#0)[^bb1, ^bb1] : (memref<?x3x?xvector<11xi1024>, strided<[?, 20, 1], offset: 12>, 3>, index) -> () loc(#loc24)
    ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
      "cfx.cond_br"(%arg0)[^bb1] <{my.k0 = ""}> {foo.k1 = dense<> : tensor<3x0xui3>, x0 = tuple<index, i128, f32, i1>} : (index) -> () loc(#loc25)
    }, {
      "foo.br"(%3#2, %8)[^bb1, ^bb1] ({
      }) {a0, a1, attr3 = 1.3357089316797547E+283 : f64, value2} : (complex<f16>, si16) -> () loc(#loc26)
    ^bb1(%14: tuple<ui1, f16, f16, f32> loc("0088.in.mlir":38:12)):  // 2 preds: ^bb0, ^bb0
      %15 = "x.y"(%arg2, %5) ({
        %16:3 = "x.y"() {d.k1 = 4 : i7, z90 = dense_resource<blob0> : tensor<2xi32>} : () -> (f64, f8E8M0FNU, ui32) loc(#loc47)
        "my_dialect.thing"(%8, %5) : (si16, tensor<*xi32>) -> () loc(#loc35)
      }) : (complex<i128>, tensor<*xi32>) -> f8E4M3 loc(#loc44)
      "foo.bar"(%0, %2#3) : (memref<23x?xf64, #map>, i1) -> () loc(#loc36)
    }) {z90 = f80} : () -> tuple<> loc(#loc21)
    "foo.op"(%arg0, %arg2, %arg1) ({
      "bar.yield"() <{}> : () -> () loc(#loc38)
    }) : (index, complex<i128>, f64) -> () loc(#loc37)
    "foo.bar"(%arg0, %0, %arg2) <{a1 = [dense<[-41578362, 61, 0, -1]> : tensor<4xi32>], x0}> : (index, memref<23x?xf64, #map>, complex<i128>) -> () loc(#loc39)
    %13:3 = "z.nop"() <{value0 = 0 : i32}> : () -> (f8E5M2, index, !my_dialect<"a b">) loc(#loc40)
  }) : (f64, f128) -> () loc(#loc17)
  %9 = "a.b"() {b0 = "\00</.z\\}.\22!\00"} : () -> f16 loc(#loc5)
  %10 = "foo.bar.baz"() {my.k0 = "!\F0\9F\99\82/@b%\22\E6\97\A5\E6\9C\AC\17@ b" : bf16} : () -> memref<?xcomplex<f8E4M3FN>> loc(#loc41)
  %11 = "x.y"(%1#0, %7, %2#2) {attr0 = [255 : ui8]} : (i32, f128, f64) -> i1024 loc(#loc42)
}) : () -> () loc(#loc)
#loc = loc("0088.in.mlir":7:1)
#loc1 = loc("0088.in.mlir":9:15)
#loc2 = loc("a.mlir":223:0)
#loc3 = loc("dir/with space.c":34:54 to 35:2)
#loc4 = loc("0088.in.mlir":13:5)
#loc5 = loc(unknown)
#loc6 = loc("":49:53 to :57)
#loc7 = loc("src/x.py":40:50 to 43:70)
#loc8 = loc("a.mlir":87:0)
#loc9 = loc("-":236:282)
#loc10 = loc("0088.in.mlir":20:11)
#loc11 = loc("a.mlir":15:0)
#loc12 = loc("dir/with space.c":46:7 to :9)
#loc13 = loc("0088.in.mlir":23:5)
#loc14 = loc("src/x.py":0:304)
#loc15 = loc("a.mlir":4294967295:300)
#loc16 = loc("f":101:310)
#loc17 = loc("src/x.py":12:63 to 13:78)
#loc21 = loc("x")
#loc22 = loc("src/x.py":26:39 to :77)
#loc24 = loc("0088.in.mlir":32:13)
#loc25 = loc("0088.in.mlir":34:13)
#loc26 = loc("0088.in.mlir":36:13)
#loc28 = loc("dir/with space.c":31:30 to 34:71)
#loc29 = loc("":11:58 to :62)
#loc30 = loc("op.1")
#loc31 = loc("a.mlir":46:48 to 49:71)
#loc32 = loc("src/x.py":37:7 to :13)
#loc33 = loc("src/x.py":19:54 to 21:32)
#loc34 = loc("f":40:0)
#loc35 = loc("0088.in.mlir":41:17)
#loc36 = loc("0088.in.mlir":43:13)
#loc37 = loc("0088.in.mlir":45:9)
#loc38 = loc("f":167:479)
#loc39 = loc("0088.in.mlir":48:9)
#loc40 = loc("a.mlir":398:0)
#loc41 = loc("src/x.py":120:272)
#loc42 = loc("v")
#loc43 = loc("v"(#loc3))
#loc44 = loc(callsite(#loc28 at #loc5))
#loc45 = loc(callsite(#loc29 at #loc30))
#loc46 = loc(fused[#loc32, #loc33, #loc34])
#loc47 = loc(fused<0 : i32>[#loc45, #loc31, #loc46])

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000DC2378684CA3074C"
    }
  }
#-}


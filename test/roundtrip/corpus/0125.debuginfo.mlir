#distinct = distinct[0]<ui8>
#loc13 = loc("name")
#loc14 = loc("0125.in.mlir":22:10)
#loc15 = loc("0125.in.mlir":22:87)
#loc25 = loc("0125.in.mlir":38:11)
#loc26 = loc("src/x.py":311:68)
#map = affine_map<(d0, d1) -> (d1 * 15)>
#map1 = affine_map<(d0)[s0] -> ()>
#set = affine_set<(d0) : (3 == 0)>
#set1 = affine_set<(d0, d1, d2) : (-d2 + 4 >= 0)>
#loc38 = loc("callee"(#loc13))
#loc45 = loc("callee"(#loc38))
"builtin.module"() ({
  %0 = "foo.bar"() ({
    %2 = "d.op_1"() {b0, foo.k3 = true, my.k2 = [true], z91} : () -> tensor<2x13x!x.param<86,"x y","x y">> loc(#loc2)
    %3 = "foo.compute"(%2) ({
      %19 = "foo.bar.baz"(%2, %2, %2) : (tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>, tensor<2x13x!x.param<86,"x y","x y">>) -> !bar.param<-2 , i8> loc(#loc4)
      %20 = "foo.bar.baz"(%2) {attr0 = [array<f64>, dense<"{\19'z%"> : tensor<2x!foo.str>, #set], x1 = "\00\00a\7F\7F\22a\09\22"} : (tensor<2x13x!x.param<86,"x y","x y">>) -> ui24 loc(#loc5)
      %21:3 = "foo.bar"(%20, %20, %2) : (ui24, ui24, tensor<2x13x!x.param<86,"x y","x y">>) -> (vector<[6]x[10]xbf16>, memref<35x25xi1024, strided<[?, 1]>>, tensor<952x333xbf16>) loc(#loc43)
      %22 = "my_dialect.thing"(%21#2, %21#0, %21#2) {_u1, a0 = 5.000000e-01 : f8E3M4, attr2 = -65536 : i17} : (tensor<952x333xbf16>, vector<[6]x[10]xbf16>, tensor<952x333xbf16>) -> complex<f64> loc(#loc10)
      "z.nop"(%21#1) <{}> ({
      }) : (memref<35x25xi1024, strided<[?, 1]>>) -> () loc(#loc44)
    }, {
    ^bb0(%arg0: tuple<f64, f16, f80, si32> loc("0125.in.mlir":22:10), %arg1: i1 loc("callee"(#loc38)), %arg2: index loc("0125.in.mlir":22:87)):
      %5 = "foo.bar"(%2) <{b1 = [], my.k0 = [unit, ""], sym_name2 = array<i16: -1, 341, -3236, 1>}> : (tensor<2x13x!x.param<86,"x y","x y">>) -> i1 loc(#loc16)
      "foo.br"()[^bb1] : () -> () loc(#loc17)
    ^bb1:  // 2 preds: ^bb0, ^bb2
      %6:2 = "x.y"(%arg1) <{_u1 = 3.14159265358979 : f64, attr0 = 65535 : si17, z92 = f8E4M3B11FNUZ}> : (i1) -> (tuple<f8E3M4, i1>, f4E2M1FN) loc(#loc18)
      %7 = "bar.yield"() <{_u1 = affine_set<(d0, d1) : (d0 * -6 == 0, (d1 floordiv 9) * -8 + 9 >= 0, 0 >= 0)>, sym_name2 = [-1.1015851652294382E-14, #my.attr, unit, array<i32>], value0}> ({
        %15:4 = "x.y"(%arg2, %arg1) : (index, i1) -> (index, bf16, si1024, vector<6x3xf64>) loc(#loc20)
        %16 = "foo.compute"() <{attr1 = array<i16: -1, -32768, 1, 1, -1>, d.k2 = 0x80 : f8E4M3FNUZ, z90 = 6.000000e+00 : f4E2M1FN}> {d.k1 = array<i1: false, true>, value0} : () -> vector<6x3xf64> loc(#loc9)
        "z.nop"(%15#3, %arg2, %16) : (vector<6x3xf64>, index, vector<6x3xf64>) -> () loc(#loc41)
        %17:4 = "bar.yield"(%15#2, %16, %16) {a1 = complex<i16>, x0 = -9223372036854775808 : i64} : (si1024, vector<6x3xf64>, vector<6x3xf64>) -> (complex<f128>, vector<6x3xf64>, bf16, f32) loc(#loc9)
        "foo.compute"(%15#0, %17#0, %17#2) : (index, complex<f128>, bf16) -> () loc(#loc22)
        %18 = "bar.yield"(%17#2, %17#2) : (bf16, bf16) -> ui8 loc(#loc23)
      }) {_u2 = 24 : index, attr3 = dense_resource<blob0> : tensor<3xf64>, my.k1 = array<i64: -1>, "quoted key 0" = 1 : i8} : () -> index loc(#loc46)
      "x.switch"(%7, %6#1, %5)[^bb2, ^bb2] {attr0 = #x.v<44 , -1>, attr1 = "\\<_\CE\A9%\00 "} : (index, f4E2M1FN, i1) -> () loc(#loc24)
    ^bb2(%8: memref<61x7xf16, strided<[30, 1], offset: ?>> loc("0125.in.mlir":38:11), %9: index loc("src/x.py":311:68)):  // 2 preds: ^bb1, ^bb1
      %10 = "bar.yield"(%8, %arg2, %9) : (memref<61x7xf16, strided<[30, 1], offset: ?>>, index, index) -> complex<si24> loc(#loc27)
      %11:4 = "a.b"(%arg2, %5) : (index, i1) -> (vector<8xbf16>, vector<6x3xf64>, complex<i128>, memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>) loc(#loc47)
      %12 = "foo.op"() <{}> : () -> !x<"abc"> loc(#loc7)
      "bar.yield"() ({
        "a.b"(%12, %11#2) {x0 = dense<[[[223, -495125769558102, -9223372036854775808, -9223372036854775808], [1, 74757230, 0, -9223372036854775808]]]> : tensor<1x2x4xi64>} : (!x<"abc">, complex<i128>) -> () loc(#loc9)
        "foo.bar"(%11#3, %5, %arg2) <{my.k0 = "_\7F\B6-_", z91 = affine_map<(d0)[s0, s1] -> ()>}> : (memref<3x133x1xui64, strided<[39, 45, 1], offset: ?>, 7>, i1, index) -> () loc(#loc46)
        %14 = "a.b"(%11#1, %8, %11#2) {a0 = dense_resource<weights1> : tensor<3xf32>, z91 = #map1, z92 = "b0}\\\22z\\ %*/"} : (vector<6x3xf64>, memref<61x7xf16, strided<[30, 1], offset: ?>>, complex<i128>) -> memref<?x4xui3, #map> loc(#loc29)
        "foo.bar.baz"() : () -> () loc(#loc30)
      }) : () -> () loc(#loc28)
      %13:3 = "foo.bar"(%12, %11#1, %arg0) <{_u1 = "%%\E6" : ui1, k$2 = dense_resource<blob2> : tensor<2xi8>, z90}> : (!x<"abc">, vector<6x3xf64>, tuple<f64, f16, f80, si32>) -> (complex<ui3>, i8, bf16) loc(#loc31)
      "x.switch"(%13#1)[^bb1] : (i8) -> () loc(#loc12)
    }) : (tensor<2x13x!x.param<86,"x y","x y">>) -> ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14]>, 7>, si32)) loc(#loc3)
    "foo.bar.baz"(%3) : ((index) -> (memref<61x1x2xsi32, strided<[?, ?, 14]>, 7>, si32)) -> () loc(#loc32)
    %4:3 = "a.b"() <{attr1 = array<i16: -4736, -1, -486>, attr2 = @"with\22quote"::@s$, "quoted key 3" = -1 : i64, x0 = 1 : i64}> : () -> (si17, memref<*xi8>, tensor<?x57x4x32xi8>) loc(#loc33)
  }) : () -> f8E8M0FNU loc(#loc1)
  "x.y"() {_u1 = #distinct, foo.k0 = {}, my.k3 = #set1, x2 = @f_1::@main::@a} : () -> () loc(#loc34)
  %1:2 = "foo.bar.baz"(%0, %0, %0) : (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU) -> (vector<5x[16]x16xindex>, f16) loc(#loc35)
  "a.b"(%0) {"quoted key 0" = 7 : index, "quoted key 1" = array<i32: 1, -63903, 9305>} : (f8E8M0FNU) -> () loc(#loc12)
}) : () -> () loc(#loc)
#loc = loc("0125.in.mlir":0:0)
#loc1 = loc("0125.in.mlir":11:7)
#loc2 = loc("0125.in.mlir":13:15)
#loc3 = loc("0125.in.mlir":14:15)
#loc4 = loc("a.mlir":12:26 to 15:24)
#loc5 = loc("0125.in.mlir":16:14)
#loc6 = loc("f":443:382)
#loc7 = loc("with \22q\22")
#loc8 = loc("a.mlir":427:0)
#loc9 = loc("f":8:58 to 11:60)
#loc10 = loc("src/x.py":28:55 to :56)
#loc11 = loc("x")
#loc12 = loc(unknown)
#loc16 = loc("a.mlir":182:249)
#loc17 = loc("src/x.py":24:42 to 27:8)
#loc18 = loc("a.mlir":26:23 to :9)
#loc19 = loc("-":210:194)
#loc20 = loc("dir/with space.c":53:4294967295)
#loc21 = loc("f":21:50 to :20)
#loc22 = loc("0125.in.mlir":33:13)
#loc23 = loc("-":0:454)
#loc24 = loc("0125.in.mlir":37:9)
#loc27 = loc("0125.in.mlir":39:15)
#loc28 = loc("0125.in.mlir":42:9)
#loc29 = loc("0125.in.mlir":45:20)
#loc30 = loc("dir/with space.c":29:20 to :23)
#loc31 = loc("0125.in.mlir":48:22)
#loc32 = loc("0125.in.mlir":51:5)
#loc33 = loc("0125.in.mlir":53:13)
#loc34 = loc("0125.in.mlir":55:1)
#loc35 = loc("0125.in.mlir":57:10)
#loc36 = loc(fused[#loc7, #loc8, #loc9])
#loc37 = loc(callsite(#loc11 at #loc12))
#loc39 = loc(fused<"meta">[#loc19])
#loc40 = loc(callsite(#loc12 at #loc9))
#loc41 = loc("v"(#loc21))
#loc42 = loc(callsite(#loc7 at #loc12))
#loc43 = loc(callsite(#loc6 at #loc36))
#loc44 = loc(callsite(#loc37 at #loc13))
#loc46 = loc(callsite(#loc39 at #loc40))
#loc47 = loc(callsite(#loc11 at #loc42))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000006F81ACEA56B4A2576F15E43D92B41810FF64C8D7D6C2F08",
      weights1: "0x04000000D86AB4A639A3B7DE17B890DC",
      blob2: "0x04000000EA38"
    }
  }
#-}


#distinct = distinct[0]<28413726921311 : index>
#distinct1 = distinct[1]<"'}< \0A-!<\09">
#loc3 = loc("0214.in.mlir":3:6)
#loc4 = loc("a.mlir":15:20 to :51)
#loc5 = loc("a.mlir":42:35 to :36)
#loc28 = loc("f":5:26 to 6:32)
#loc29 = loc("src/x.py":48:0)
#loc32 = loc(unknown)
#loc37 = loc("dir/with space.c":467:4294967295)
#map = affine_map<()[s0] -> ()>
#loc39 = loc("n"(#loc4))
#loc40 = loc("n"(#loc5))
#loc49 = loc("n"(#loc37))
"builtin.module"() ({
  %0 = "d.op_1"() : () -> f32 loc(#loc1)
  %1 = "my_dialect.thing"(%0, %0, %0) <{attr0 = dense<0> : tensor<4x4x1xui32>, foo.k1 = 4.253530e+37 : bf16}> ({
  ^bb0(%arg0: tuple<f32, tensor<f32>, i64, f128> loc("0214.in.mlir":3:6), %arg1: complex<f16> loc("n"(#loc4)), %arg2: vector<10x12xf16> loc("n"(#loc5))):
    %16 = "my_dialect.thing"(%0, %arg2, %arg0) <{}> : (f32, vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> none loc(#loc6)
    %17 = "foo.bar.baz"(%arg2, %arg0) <{b2 = array<i1: true>, sym_name1 = "\0A}#_\7F-9", value0 = true}> ({
    }) : (vector<10x12xf16>, tuple<f32, tensor<f32>, i64, f128>) -> !bar.a.b loc(#loc50)
    %18 = "a.b"() <{attr0}> : () -> vector<9xf32> loc(#loc10)
    %19:4 = "foo.compute"(%16) {attr0, z91 = dense_resource<r.0> : tensor<5xf32>} : (none) -> (f32, !foo.t<<-3 "x y"> , "x y" , <true,i8>>, vector<14x5x11xtf32>, vector<15xf16>) loc(#loc11)
    %20:3 = "foo.op"() {d.k0 = dense<> : tensor<0xindex>, "quoted key 1" = -8.643620e+10 : bf16} : () -> (tuple<>, i64, complex<i16>) loc(#loc12)
  }) {k$1 = 21 : index, k$2 = 27 : index, sym_name0} : (f32, f32, f32) -> vector<8x5xi16> loc(#loc2)
  %2 = "bar.yield"(%0, %1, %1) : (f32, vector<8x5xi16>, vector<8x5xi16>) -> tensor<f16> loc(#loc13)
  %3:4 = "bar.yield"(%0) {value0 = dense<-1.796250e+02> : tensor<f16>} : (f32) -> (ui32, vector<[14]xi32>, !bar.t<<?> , {<f32>}>, memref<3xbf16, strided<[60]>>) loc(#loc14)
  %4 = "foo.bar.baz"() {attr0 = #bar.attr, my.k1 = array<f64: 6.0221407599999999E+23, 2.433820e+05, 2.000000e+00, 2.2283812339322365E-238, -6.2928549340474506E+277>} : () -> index loc(#loc15)
  %5 = "z.nop"(%4) : (index) -> bf16 loc(#loc16)
  "a.b"(%3#2, %3#2, %0) {k$0 = 0 : i64} : (!bar.t<<?> , {<f32>}>, !bar.t<<?> , {<f32>}>, f32) -> () loc(#loc43)
  "foo.bar"(%5, %3#3) ({
    "foo.bar.baz"(%3#2) ({
      "d.op_1"(%4, %3#2) : (index, !bar.t<<?> , {<f32>}>) -> () loc(#loc44)
      %8 = "d.op_1"(%4, %2, %3#2) : (index, tensor<f16>, !bar.t<<?> , {<f32>}>) -> i1 loc(#loc45)
      %9 = "foo.compute"(%0, %5) {_u1 = dense<> : tensor<0x2x0xcomplex<f16>>, sym_name0 = {x0 = f8E5M2FNUZ}} : (f32, bf16) -> f80 loc(#loc22)
      %10 = "a.b"(%5) {_u1 = {_u0 = #distinct, z91 = array<i64>}, attr0 = #distinct1} : (bf16) -> si7 loc(#loc46)
      %11 = "foo.compute"() : () -> !my_dialect<"abc"> loc(#loc24)
      "x.switch"()[^bb1] : () -> () loc(#loc51)
    ^bb1(%12: i7 loc("f":5:26 to 6:32), %13: si7 loc("src/x.py":48:0)):  // pred: ^bb0
      "cfx.cond_br"(%11, %3#2, %11)[^bb2, ^bb2] {_u0 = dense<[[-6.250000e-01], [1.250000e-01], [0x70]]> : tensor<3x1xf8E3M4>} : (!my_dialect<"abc">, !bar.t<<?> , {<f32>}>, !my_dialect<"abc">) -> () loc(#loc30)
    ^bb2:  // 2 preds: ^bb1, ^bb1
      "cfx.cond_br"()[^bb3] {attr0} : () -> () loc(#loc31)
    ^bb3(%14: vector<13x[5]xf8E4M3B11FNUZ> loc(unknown)):  // pred: ^bb2
      %15 = "x.y"() : () -> vector<9x[4]x13xbf16> loc(#loc33)
    }) : (!bar.t<<?> , {<f32>}>) -> () loc(#loc19)
    %6:3 = "bar.yield"() : () -> (si17, complex<si7>, ui8) loc(#loc34)
    "a.b"(%6#1, %1, %3#3) : (complex<si7>, vector<8x5xi16>, memref<3xbf16, strided<[60]>>) -> () loc(#loc48)
    "x.switch"(%3#2)[^bb1] <{}> {a0 = #loc49, attr3, foo.k2 = #map, sym_name1} : (!bar.t<<?> , {<f32>}>) -> () loc(#loc36)
  ^bb1:  // pred: ^bb0
    %7:3 = "d.op_1"(%6#0, %5) : (si17, bf16) -> (ui1, tensor<?x6x0xcomplex<i7>>, memref<?xcomplex<f32>>) loc(#loc38)
  }) : (bf16, memref<3xbf16, strided<[60]>>) -> () loc(#loc18)
}) : () -> () loc(#loc)
#loc = loc("0214.in.mlir":0:0)
#loc1 = loc("0214.in.mlir":1:11)
#loc2 = loc("0214.in.mlir":2:11)
#loc6 = loc("op.1")
#loc7 = loc("dir/with space.c":53:0)
#loc8 = loc("dir/with space.c":25:0)
#loc9 = loc("name")
#loc10 = loc("0214.in.mlir":7:11)
#loc11 = loc("0214.in.mlir":8:8)
#loc12 = loc("0214.in.mlir":9:9)
#loc13 = loc("0214.in.mlir":11:8)
#loc14 = loc("0214.in.mlir":12:10)
#loc15 = loc("0214.in.mlir":13:7)
#loc16 = loc("src/x.py":16:1 to 18:59)
#loc17 = loc("dir/with space.c":35:172)
#loc18 = loc("0214.in.mlir":16:1)
#loc19 = loc("0214.in.mlir":17:1)
#loc20 = loc("f":208:128)
#loc21 = loc("f":4294967295:254)
#loc22 = loc("0214.in.mlir":21:8)
#loc23 = loc("x")
#loc24 = loc("0214.in.mlir":23:8)
#loc25 = loc("f":227:396)
#loc26 = loc("src/x.py":473:363)
#loc27 = loc("with \22q\22")
#loc30 = loc("0214.in.mlir":26:1)
#loc31 = loc("0214.in.mlir":28:1)
#loc33 = loc("0214.in.mlir":30:8)
#loc34 = loc("0214.in.mlir":32:20)
#loc35 = loc("dir/with space.c":107:10)
#loc36 = loc("0214.in.mlir":34:1)
#loc38 = loc("0214.in.mlir":36:14)
#loc41 = loc("v"(#loc7))
#loc42 = loc("callee"(#loc9))
#loc43 = loc("n"(#loc17))
#loc44 = loc("v"(#loc20))
#loc45 = loc("n"(#loc21))
#loc46 = loc("callee"(#loc23))
#loc47 = loc(fused[#loc25, #loc26, #loc27])
#loc48 = loc(callsite(#loc23 at #loc35))
#loc50 = loc(fused[#loc41, #loc8, #loc42])
#loc51 = loc("v"(#loc47))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x040000003AD8E40FE9B98BAD7894339B1B02B7D55DD76B88"
    }
  }
#-}


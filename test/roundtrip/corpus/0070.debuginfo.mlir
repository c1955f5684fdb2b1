#distinct = distinct[0]<"b.b">
#loc13 = loc("a.mlir":38:6)
#loc17 = loc("0070.in.mlir":31:13)
#loc18 = loc("f":431:32)
#loc19 = loc("-":4294967295:16)
#loc20 = loc("f":186:457)
#map = affine_map<() -> (-2, 5, 7)>
#set = affine_set<(d0, d1, d2)[s0] : (d0 >= 0)>
#loc25 = loc(fused<#foo.m>[#loc13])
#loc26 = loc("callee"(#loc18))
#loc27 = loc(callsite(#loc19 at #loc20))
"builtin.module"() ({
  %0 = "foo.compute"() <{sym_name0 = dense_resource<r.0> : tensor<2xi64>, value1 = -26 : si8}> {k$1 = "<\0A\22-a\0A", "quoted key 0" = 6.0221407599999999E+23 : f64, x2 = "X0%\09\\/\22}\F0\9F\99\82\7F#'"} : () -> index loc(#loc1)
  %1 = "z.nop"() <{}> : () -> !bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}> loc(#loc24)
  "foo.compute"(%1) ({
    "builtin.module"() ({
      %3:4 = "foo.bar"() <{x0 = 2.013530e+05 : f32}> {_u0 = @c::@x.y::@c, a1 = -9223372036854775808 : i64, sym_name2 = #set} : () -> (complex<i64>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64, index) loc(#loc5)
      %4 = "a.b"(%3#0) {attr0 = #distinct, "quoted key 1" = si1024} : (complex<i64>) -> si1 loc(#loc6)
      "x.y"(%4, %3#0, %4) <{attr1 = array<i16: 1>, d.k0 = affine_map<(d0, d1, d2) -> (d0 + d2, -(d2 mod 8))>, value2 = -18345 : si32}> ({
        "bar.yield"(%3#1, %3#2) : (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64) -> () loc(#loc8)
        %6:3 = "d.op_1"(%3#2, %3#1) ({
          %10 = "my_dialect.thing"(%3#2, %3#1, %3#2) : (i64, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64) -> bf16 loc(#loc10)
          "foo.bar.baz"(%3#2, %4, %3#2) {a0 = 0xFF800000 : f32, d.k2 = tuple<i32>, z91 = #x.p<? , -1>, z93 = #map} : (i64, si1, i64) -> () loc(#loc4)
          %11 = "z.nop"(%3#0, %3#1, %3#1) : (complex<i64>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> vector<[14]x[3]x[14]xi64> loc(#loc11)
          "a.jump"(%3#3)[^bb1, ^bb1] {"quoted key 0" = 1 : i1024} : (index) -> () loc(#loc12)
        ^bb1:  // 2 preds: ^bb0, ^bb0
          "a.jump"(%3#3, %3#3, %11)[^bb2] : (index, index, vector<[14]x[3]x[14]xi64>) -> () loc(#loc4)
        ^bb2(%12: !my_dialect.a.b loc(fused<#foo.m>[#loc13])):  // 2 preds: ^bb1, ^bb2
          "foo.br"(%12, %12)[^bb2] <{}> : (!my_dialect.a.b, !my_dialect.a.b) -> () loc(#loc14)
        }) : (i64, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> (f8E3M4, complex<i32>, !bar.v<{?} , [51 , a.b]>) loc(#loc9)
        "x.switch"(%6#0, %3#3)[^bb1, ^bb2] {_u0 = 117 : index} : (f8E3M4, index) -> () loc(#loc15)
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "foo.br"(%3#1)[^bb2, ^bb1] : (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> () loc(#loc16)
      ^bb2(%7: tuple<> loc("0070.in.mlir":31:13), %8: i1024 loc("callee"(#loc18)), %9: f16 loc(callsite(#loc19 at #loc20))):  // 3 preds: ^bb0, ^bb1, ^bb2
        "foo.br"(%7)[^bb2] : (tuple<>) -> () loc(#loc21)
      }) : (si1, complex<i64>, si1) -> () loc(#loc7)
      %5 = "x.y"(%3#3, %3#0) : (index, complex<i64>) -> index loc(#loc28)
    }) : () -> () loc(#loc4)
  }) : (!bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}>) -> () loc(#loc3)
  %2 = "bar.yield"() <{_u1 = "\C3\9F\1F}%'" : si8, a2 = 0 : i64, value0 = affine_map<(d0)[s0] -> ((s0 * 2) mod 7, s0)>}> {attr2, b1, d.k0 = false} : () -> ui1 loc(#loc23)
}) : () -> () loc(#loc)
#loc = loc("0070.in.mlir":0:0)
#loc1 = loc("0070.in.mlir":1:6)
#loc2 = loc("dir/with space.c":48:75 to :81)
#loc3 = loc("0070.in.mlir":3:1)
#loc4 = loc(unknown)
#loc5 = loc("0070.in.mlir":5:22)
#loc6 = loc("0070.in.mlir":7:15)
#loc7 = loc("src/x.py":123:66)
#loc8 = loc("0070.in.mlir":10:13)
#loc9 = loc("0070.in.mlir":12:21)
#loc10 = loc("0070.in.mlir":13:22)
#loc11 = loc("0070.in.mlir":19:22)
#loc12 = loc("op.1")
#loc14 = loc("0070.in.mlir":24:17)
#loc15 = loc("dir/with space.c":4294967295:73)
#loc16 = loc("":6:61 to 8:8)
#loc21 = loc("0070.in.mlir":32:13)
#loc22 = loc("x")
#loc23 = loc("0070.in.mlir":38:8)
#loc24 = loc("n"(#loc2))
#loc28 = loc("callee"(#loc22))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000085A5107C009763C3D774F2781B986032"
    }
  }
#-}


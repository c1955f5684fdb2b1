#distinct = distinct[0]<"b.b">
#map = affine_map<() -> (-2, 5, 7)>
#set = affine_set<(d0, d1, d2)[s0] : (d0 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() <{sym_name0 = dense_resource<r.0> : tensor<2xi64>, value1 = -26 : si8}> {k$1 = "<\0A\22-a\0A", "quoted key 0" = 6.0221407599999999E+23 : f64, x2 = "X0%\09\\/\22}\F0\9F\99\82\7F#'"} : () -> index
  %1 = "z.nop"() <{}> : () -> !bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}>
  "foo.compute"(%1) ({
    "builtin.module"() ({
      %3:4 = "foo.bar"() <{x0 = 2.013530e+05 : f32}> {_u0 = @c::@x.y::@c, a1 = -9223372036854775808 : i64, sym_name2 = #set} : () -> (complex<i64>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64, index)
      %4 = "a.b"(%3#0) {attr0 = #distinct, "quoted key 1" = si1024} : (complex<i64>) -> si1
      "x.y"(%4, %3#0, %4) <{attr1 = array<i16: 1>, d.k0 = affine_map<(d0, d1, d2) -> (d0 + d2, -(d2 mod 8))>, value2 = -18345 : si32}> ({
        "bar.yield"(%3#1, %3#2) : (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64) -> ()
        %6:3 = "d.op_1"(%3#2, %3#1) ({
          %10 = "my_dialect.thing"(%3#2, %3#1, %3#2) : (i64, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, i64) -> bf16
          "foo.bar.baz"(%3#2, %4, %3#2) {a0 = 0xFF800000 : f32, d.k2 = tuple<i32>, z91 = #x.p<? , -1>, z93 = #map} : (i64, si1, i64) -> ()
          %11 = "z.nop"(%3#0, %3#1, %3#1) : (complex<i64>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> vector<[14]x[3]x[14]xi64>
          "a.jump"(%3#3)[^bb1, ^bb1] {"quoted key 0" = 1 : i1024} : (index) -> ()
        ^bb1:  // 2 preds: ^bb0, ^bb0
          "a.jump"(%3#3, %3#3, %11)[^bb2] : (index, index, vector<[14]x[3]x[14]xi64>) -> ()
        ^bb2(%12: !my_dialect.a.b):  // 2 preds: ^bb1, ^bb2
          "foo.br"(%12, %12)[^bb2] <{}> : (!my_dialect.a.b, !my_dialect.a.b) -> ()
        }) : (i64, !bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> (f8E3M4, complex<i32>, !bar.v<{?} , [51 , a.b]>)
        "x.switch"(%6#0, %3#3)[^bb1, ^bb2] {_u0 = 117 : index} : (f8E3M4, index) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb1
        "foo.br"(%3#1)[^bb2, ^bb1] : (!bar.param<"x y",<<? , abc , ?> , ? , ["x y"]>>) -> ()
      ^bb2(%7: tuple<>, %8: i1024, %9: f16):  // 3 preds: ^bb0, ^bb1, ^bb2
        "foo.br"(%7)[^bb2] : (tuple<>) -> ()
      }) : (si1, complex<i64>, si1) -> ()
      %5 = "x.y"(%3#3, %3#0) : (index, complex<i64>) -> index
    }) : () -> ()
  }) : (!bar.v<-7, <87 {i8}>, {<"x y" , -6>,"x y"}>) -> ()
  %2 = "bar.yield"() <{_u1 = "\C3\9F\1F}%'" : si8, a2 = 0 : i64, value0 = affine_map<(d0)[s0] -> ((s0 * 2) mod 7, s0)>}> {attr2, b1, d.k0 = false} : () -> ui1
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000085A5107C009763C3D774F2781B986032"
    }
  }
#-}


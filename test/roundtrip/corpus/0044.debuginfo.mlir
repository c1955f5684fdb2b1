#loc2 = loc("a.mlir":9:15 to 10:16)
#loc18 = loc("n"(#loc2))
"builtin.module"() ({
  "foo.bar.baz"() {_u1 = #loc18, _u2 = false, my.k3, x0} : () -> () loc(#loc1)
  %0:3 = "my_dialect.thing"() : () -> (i1, f32, complex<f64>) loc(#loc3)
  %1:3 = "z.nop"() {b0 = false} : () -> (tuple<i8, index, f4E2M1FN>, vector<[3]xf64>, !bar.t) loc(#loc4)
  %2 = "foo.compute"(%0#2) <{b2 = 489 : ui64, foo.k1 = dense_resource<r.0> : tensor<6xf64>, value0 = 1 : i8}> : (complex<f64>) -> f16 loc(#loc5)
  %3:3 = "z.nop"() : () -> (!my_dialect.param<"x y", "x y", {<-8> , [true]}>, f16, ui24) loc(#loc6)
  %4 = "foo.bar"(%1#1, %3#1, %3#0) : (vector<[3]xf64>, f16, !my_dialect.param<"x y", "x y", {<-8> , [true]}>) -> ((tensor<1x1x0xi3, #foo.enc<-3>>, !my_dialect.type) -> ()) loc(#loc7)
  %5 = "d.op_1"() : () -> i32 loc(#loc8)
  %6 = "x.y"() <{_u0, sym_name1}> : () -> i32 loc(#loc9)
  "bar.yield"() : () -> () loc(#loc10)
  %7 = "foo.compute"(%3#0, %3#2, %3#2) : (!my_dialect.param<"x y", "x y", {<-8> , [true]}>, ui24, ui24) -> complex<bf16> loc(#loc11)
  %8 = "foo.compute"(%6) <{_u3 = "b<" : bf16, b0 = @f_1, "quoted key 1" = 1 : i8, sym_name2 = 8.586950e+15 : f32}> ({
  }) : (i32) -> tuple<si1, f32> loc(#loc12)
  %9 = "d.op_1"(%2, %8) : (f16, tuple<si1, f32>) -> index loc(#loc13)
  %10 = "x.y"() <{a0 = false, "quoted key 1" = affine_map<(d0, d1) -> (d0 * 3, 0, (d1 * 3) floordiv 2)>}> : () -> ((complex<i1>) -> (f32, tensor<34x?x64x2xui17, 3 : i32>)) loc(#loc14)
  %11:3 = "bar.yield"(%7, %9) ({
  ^bb0:
  }, {
  }) : (complex<bf16>, index) -> (index, !bar.t, f16) loc(#loc19)
  "foo.compute"(%11#1, %0#1, %11#1) : (!bar.t, f32, !bar.t) -> () loc(#loc16)
  "foo.bar.baz"(%11#2, %5) <{a0 = [0 : ui24, [1 : i8, affine_set<(d0, d1, d2)[s0, s1] : ((d0 floordiv 6) ceildiv 3 == 0)>, dense_resource<r.1> : tensor<1xf32>, 1 : i8], none, sparse<[[1, 3], [1, 2], [2, 3], [2, 3]], [1.000980e-01, 1.175490e-38, 1.036290e+06, -1.762150e-12]> : tensor<3x4xbf16>], "quoted key 1" = array<i64>, "quoted key 2"}> : (f16, i32) -> () loc(#loc17)
}) {foo.module_attr = [unit, array<i1: false, true, true>]} : () -> () loc(#loc)
#loc = loc("0044.in.mlir":4:1)
#loc1 = loc("0044.in.mlir":5:2)
#loc3 = loc("0044.in.mlir":7:10)
#loc4 = loc(unknown)
#loc5 = loc("0044.in.mlir":10:8)
#loc6 = loc("f":23:65 to 26:21)
#loc7 = loc("0044.in.mlir":13:8)
#loc8 = loc("-":0:498)
#loc9 = loc("with \22q\22")
#loc10 = loc("0044.in.mlir":16:2)
#loc11 = loc("-":481:144)
#loc12 = loc("0044.in.mlir":18:8)
#loc13 = loc("op.1")
#loc14 = loc("0044.in.mlir":22:13)
#loc15 = loc("x")
#loc16 = loc("":73:0)
#loc17 = loc("a.mlir":51:0)
#loc19 = loc("callee"(#loc15))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000004764427D4BB195C722EFD4D797CAAACCC99B3278828CC128DE21320FBDA2C6AD53D3E7B338C9A0BE9A0A220BCA49DF91",
      r.1: "0x0400000086F7DCB6"
    }
  }
#-}


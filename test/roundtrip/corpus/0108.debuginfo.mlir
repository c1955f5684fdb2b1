!tuple = tuple<f8E8M0FNU, i1024, f64, f64, f8E4M3, f128, f128, i17, f16, index, index, i16, index, i64, index, si16, f6E2M3FN, vector<8xi1>, i1, vector<[10]xf16>>
#distinct = distinct[0]<2.71828175 : f32>
#loc15 = loc("name")
#map = affine_map<(d0, d1)[s0, s1] -> (d0 * 3)>
#set = affine_set<(d0, d1)[s0, s1] : (-(s1 floordiv 9) == 0)>
"builtin.module"() ({
  %0:2 = "x.y"() ({
    "my_dialect.thing"() {_u3 = "'%", d.k0 = dense<6.000000e+00> : tensor<4x3xf4E2M1FN>, k$2 = #my<"x<1>">, sym_name1 = "\0A" : si24} : () -> () loc(#loc2)
    %7 = "z.nop"() {_u1 = #set, value0 = distinct[1]<>, value2 = []} : () -> bf16 loc(#loc3)
    %8 = "foo.bar.baz"(%7) : (bf16) -> index loc(#loc20)
    %9 = "foo.bar.baz"() ({
      %13 = "d.op_1"(%7) : (bf16) -> si16 loc(#loc6)
    }) {attr2 = {_u1 = [], "quoted key 0" = [unit]}, b1 = 0x80 : f8E5M2FNUZ, value0 = 2.000000e+00 : tf32} : () -> i32 loc(#loc24)
    %10 = "foo.op"(%7) ({
      "foo.compute"(%8, %8) ({
        "builtin.module"() ({
          %11:4 = "foo.bar.baz"() <{b1 = #bar.v<?>, k$0 = -1 : i64, k$2 = true, x3 = 35 : index}> : () -> (vector<10x7x[11]xi16>, memref<2x4xcomplex<i64>, strided<[30, 1]>>, !bar.t<2 , "x y">, complex<f32>) loc(#loc10)
          "d.op_1"(%11#2, %11#3) {_u1 = [#my<"x<1>">, -1, array<i8: -126, 0, 0>, dense<[[2.000000e+00], [7.500000e+00], [7.500000e+00], [-7.500000e-01]]> : tensor<4x1xf6E2M3FN>], attr2 = i16, k$0 = #map, "quoted key 3" = -9223372036854775808 : i64} : (!bar.t<2 , "x y">, complex<f32>) -> () loc(#loc11)
          "bar.yield"() <{_u0 = #my<"x<1>">}> {attr0 = 9.760000e+02 : bf16, "quoted key 1" = "\E6\97\A5\E6\9C\ACX\C50{.\C3\A9}!}\22"} : () -> () loc(#loc12)
          %12 = "foo.bar.baz"(%11#2) {_u0 = "z\09X\C3\A9b" : f32, sym_name2, x1 = 9.375000e-02 : f8E5M2FNUZ} : (!bar.t<2 , "x y">) -> index loc(#loc13)
        }) : () -> () loc(#loc9)
      }) : (index, index) -> () loc(#loc8)
    }) {attr0 = 3.000000e+00 : f4E2M1FN} : (bf16) -> tensor<5x17xf6E3M2FN> loc(#loc7)
  }) {b1 = #distinct, x0 = "%{\7F\00\7F.. \00a\E6\97\A5\E6\9C\AC"} : () -> (tuple<bf16, f8E5M2>, !tuple) loc(#loc1)
  %1 = "foo.bar.baz"(%0#0, %0#0) ({
    "x.y"() {_u2 = "@\7F\09__a\\\22\7F/a", attr0 = dense_resource<res_0> : tensor<5xf64>, z91 = 9.375000e-02 : f8E5M2FNUZ} : () -> () loc(#loc6)
  }, {
    %6 = "foo.bar.baz"(%0#1, %0#0) {"quoted key 0"} : (!tuple, tuple<bf16, f8E5M2>) -> !my_dialect<"a b"> loc(#loc15)
  }) : (tuple<bf16, f8E5M2>, tuple<bf16, f8E5M2>) -> tensor<?x196x?xf8E4M3> loc(#loc14)
  %2 = "a.b"(%0#0, %1, %0#0) ({
  ^bb0(%arg0: bf16 loc("name")):
  }) : (tuple<bf16, f8E5M2>, tensor<?x196x?xf8E4M3>, tuple<bf16, f8E5M2>) -> f16 loc(#loc16)
  %3:3 = "my_dialect.thing"(%0#1, %2, %2) : (!tuple, f16, f16) -> (f16, f64, (index, memref<36x?x?xindex, {kind = "scratch"}>) -> tensor<3x?x2xcomplex<f8E4M3B11FNUZ>>) loc(#loc17)
  "foo.bar"() : () -> () loc(#loc22)
  %4:4 = "foo.compute"(%0#0, %0#0) : (tuple<bf16, f8E5M2>, tuple<bf16, f8E5M2>) -> (tensor<!bar.t<{"x y"}, <82,[-7 , 64 , -0],<"x y" -6>>, -0>>, memref<4x343xf64, 3>, tensor<?x196x?xf8E4M3>, vector<7x8xf16>) loc(#loc23)
  %5 = "z.nop"(%4#1, %4#3, %4#2) {b0 = 9.1404799999999998E+36 : f64, x1 = 7.600000e+02 : f16} : (memref<4x343xf64, 3>, vector<7x8xf16>, tensor<?x196x?xf8E4M3>) -> tensor<!bar.t_1> loc(#loc19)
}) : () -> () loc(#loc)
#loc = loc("0108.in.mlir":0:0)
#loc1 = loc("0108.in.mlir":9:9)
#loc2 = loc("-":4294967295:0)
#loc3 = loc("with \22q\22")
#loc4 = loc("dir/with space.c":20:32 to :38)
#loc5 = loc("src/x.py":4:80 to :88)
#loc6 = loc(unknown)
#loc7 = loc("0108.in.mlir":18:15)
#loc8 = loc("0108.in.mlir":20:9)
#loc9 = loc("0108.in.mlir":21:13)
#loc10 = loc("0108.in.mlir":22:30)
#loc11 = loc("0108.in.mlir":24:17)
#loc12 = loc("x")
#loc13 = loc("0108.in.mlir":26:23)
#loc14 = loc("0108.in.mlir":32:7)
#loc16 = loc("0108.in.mlir":38:8)
#loc17 = loc("src/x.py":279:48)
#loc18 = loc("f":6:22 to 7:24)
#loc19 = loc("f":31:1 to :73)
#loc20 = loc(callsite(#loc2 at #loc4))
#loc21 = loc("n"(#loc2))
#loc22 = loc(callsite(#loc2 at #loc12))
#loc23 = loc("callee"(#loc18))
#loc24 = loc(fused<"meta">[#loc2, #loc21, #loc5])

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x08000000E0CF355F8D53849F40A82448A19487C79C1EBF56058CC8E8B4577DCFEEEEB889BCD296098FB2971B"
    }
  }
#-}


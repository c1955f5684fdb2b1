!tuple = tuple<f128, vector<[11]x4xf8E4M3FNUZ>, index, i32, si8, f16, f8E4M3B11FNUZ, i3, index, index, tf32, i7, i128, f64, index, f32, i1>
#loc8 = loc("0163.in.mlir":10:12)
#loc22 = loc("0163.in.mlir":27:12)
#loc24 = loc("0163.in.mlir":29:14)
#loc25 = loc("0163.in.mlir":29:25)
#loc26 = loc("f":203:305)
#loc33 = loc("0163.in.mlir":36:12)
#loc37 = loc("0163.in.mlir":41:13)
#loc38 = loc("0163.in.mlir":41:51)
#map = affine_map<(d0, d1, d2) -> (0, d1 * 6, 0)>
#map1 = affine_map<(d0) -> (d0, d0)>
#set = affine_set<(d0, d1)[s0, s1] : (3 >= 0)>
#set1 = affine_set<(d0, d1)[s0, s1] : (s0 - 2 >= 0, s0 floordiv 2 == 0, d0 == 0)>
"builtin.module"() <{sym_name = "m69"}> ({
  %0 = "a.b"() : () -> si24 loc(#loc1)
  %1:3 = "x.y"() : () -> (!bar.v<?>, index, i64) loc(#loc2)
  %2 = "foo.compute"(%1#0, %0, %1#2) <{}> {sym_name0 = -1 : i64} : (!bar.v<?>, si24, i64) -> f64 loc(#loc52)
  %3 = "a.b"(%1#0, %1#1, %2) ({
  }, {
    %4 = "z.nop"(%1#0, %2, %1#1) ({
      %8:3 = "z.nop"(%2) ({
        "a.jump"(%2)[^bb1, ^bb3] {foo.k2 = -0.95167190000000001504 : f80, sym_name0 = dense<[["\\\7F*/\09{\E6\97\A5\E6\9C\AC}a", ""], ["\09X@z<\00", "{a%}\22<}@"]]> : tensor<2x2x!foo.str>, value1} : (f64) -> () loc(#loc7)
      ^bb1(%25: !bar<"x<y>"> loc("0163.in.mlir":10:12)):  // 2 preds: ^bb0, ^bb2
        "foo.op"(%1#2) <{_u0}> : (i64) -> () loc(#loc9)
        %26 = "z.nop"(%1#1) : (index) -> complex<f8E4M3FNUZ> loc(#loc10)
        "cfx.cond_br"(%26)[^bb2] : (complex<f8E4M3FNUZ>) -> () loc(#loc11)
      ^bb2:  // pred: ^bb1
        %27 = "foo.compute"(%1#1, %1#0) : (index, !bar.v<?>) -> i32 loc(#loc12)
        %28 = "x.y"() <{attr0 = 7 : ui32}> {_u2, k$0 = @"\C3\A9", sym_name1} : () -> vector<4x16x14xf64> loc(#loc13)
        %29 = "foo.op"(%2) : (f64) -> f64 loc(#loc14)
        %30 = "foo.op"(%2, %28, %27) : (f64, vector<4x16x14xf64>, i32) -> ui8 loc(#loc15)
        "a.jump"()[^bb3, ^bb1] : () -> () loc(#loc16)
      ^bb3:  // 2 preds: ^bb0, ^bb2
        "foo.compute"(%2, %0, %1#2) <{a0 = 5.179520e-38 : bf16, z91 = false}> : (f64, si24, i64) -> () loc(#loc17)
        "foo.bar.baz"(%2, %0) <{}> {foo.k1 = false, "quoted key 0" = "/"} : (f64, si24) -> () loc(#loc18)
        %31 = "x.y"(%1#2, %1#0) : (i64, !bar.v<?>) -> none loc(#loc19)
        %32:3 = "foo.bar"(%1#0) : (!bar.v<?>) -> (complex<i3>, f8E4M3B11FNUZ, i128) loc(#loc20)
        "my_dialect.thing"(%31) : (none) -> () loc(#loc21)
      }, {
      ^bb0(%arg0: none loc("0163.in.mlir":27:12)):
        "foo.br"(%1#2, %2, %0)[^bb1, ^bb2] {_u0} : (i64, f64, si24) -> () loc(#loc23)
      ^bb1(%17: i16 loc("0163.in.mlir":29:14), %18: bf16 loc("0163.in.mlir":29:25), %19: complex<f64> loc("f":203:305)):  // pred: ^bb0
        %20:4 = "foo.compute"(%2, %18, %0) {_u1 = "", d.k2 = -1 : index, value0} : (f64, bf16, si24) -> (index, i64, complex<bf16>, !bar.a.b) loc(#loc27)
        %21 = "bar.yield"(%1#1, %1#2, %20#3) <{k$0 = {}}> : (index, i64, !bar.a.b) -> memref<?x532xindex, "gpu"> loc(#loc28)
        "my_dialect.thing"(%20#3) <{a0 = dense_resource<blob0> : tensor<3xi32>, d.k1 = 1 : i32}> : (!bar.a.b) -> () loc(#loc29)
        %22 = "bar.yield"() : () -> !foo.param<12 , "x y" , <[i8,37],<"x y" 31 "x y">>> loc(#loc30)
        "foo.bar.baz"(%20#2) : (complex<bf16>) -> () loc(#loc31)
        "x.switch"(%20#3, %20#3, %20#3)[^bb2] {_u0 = ".z\C3\A9{#\00 0\22\09", attr1 = #set, k$2 = "\E6\97\A5\E6\9C\AC"} : (!bar.a.b, !bar.a.b, !bar.a.b) -> () loc(#loc32)
      ^bb2(%23: f6E2M3FN loc("0163.in.mlir":36:12)):  // 2 preds: ^bb0, ^bb1
        %24:3 = "foo.bar.baz"(%1#2, %1#1) : (i64, index) -> (f16, !tuple, complex<f64>) loc(#loc34)
      }) {d.k0 = "\0A\C3\A9\CE\A9\16}\CE\A9!'*" : bf16, "quoted key 1" = 1 : ui1, sym_name3 = -3.870720e+05 : bf16, z92 = "*\C3\A9z/{\220\09{"} : (f64) -> (f64, complex<bf16>, f80) loc(#loc6)
      %9 = "bar.yield"(%8#0) ({
        "x.switch"(%1#2, %8#2, %2)[^bb1, ^bb1] <{attr1 = [], "quoted key 3", value0 = "\22\00\22\09_ .%\DB\\", z92 = 3.440000e+02 : bf16}> : (i64, f80, f64) -> () loc(#loc36)
      ^bb1(%12: memref<2xf8E4M3B11FNUZ, "gpu"> loc("0163.in.mlir":41:13), %13: none loc("0163.in.mlir":41:51)):  // 2 preds: ^bb0, ^bb0
        %14 = "foo.op"(%13, %0) <{}> {attr1 = true, "quoted key 0" = 2.3861793537827915E+111 : f64} : (none, si24) -> tuple<bf16, i64, complex<bf16>> loc(#loc39)
        "a.jump"()[^bb2] {k$1 = #map, my.k2 = dense<(6.710000e+07,0xFF800000)> : tensor<3xcomplex<f32>>, z90 = 0x7E00 : f16, z93} : () -> () loc(#loc55)
      ^bb2:  // pred: ^bb1
        %15:4 = "d.op_1"() : () -> (none, complex<tf32>, i16, none) loc(#loc44)
        %16 = "my_dialect.thing"() : () -> complex<f32> loc(#loc2)
        "foo.bar.baz"(%1#2, %1#1) : (i64, index) -> () loc(#loc45)
      }) : (f64) -> i3 loc(#loc53)
      %10 = "bar.yield"(%8#2, %8#1) : (f80, complex<bf16>) -> bf16 loc(#loc46)
      %11:3 = "my_dialect.thing"(%8#1, %8#2) : (complex<bf16>, f80) -> (tuple<>, f32, index) loc(#loc47)
    }, {
    }, {
    }) {"quoted key 0" = 0 : ui8} : (!bar.v<?>, f64, index) -> vector<4x9x2xui16> loc(#loc5)
    %5:3 = "foo.compute"(%1#1, %1#2, %1#0) <{}> : (index, i64, !bar.v<?>) -> (i24, f6E3M2FN, i7) loc(#loc3)
    "foo.compute"() : () -> () loc(#loc48)
    "foo.op"(%5#2, %1#2) : (i7, i64) -> () loc(#loc49)
    %6:4 = "x.y"(%5#2, %5#2) : (i7, i7) -> (!x.type, complex<f8E4M3FN>, f16, complex<f16>) loc(#loc50)
    %7:3 = "a.b"(%1#0) : (!bar.v<?>) -> (i24, complex<f8E3M4>, complex<bf16>) loc(#loc2)
  }, {
    "x.y"(%1#2) <{d.k2 = 3.140630e+00 : f16, my.k0 = 8.752000e+03 : f16, sym_name1 = @s$}> {k$0 = #map1, my.k1 = #set1} : (i64) -> () loc(#loc51)
  }) {attr0 = sparse<[[1, 0], [0, 1], [0, 0]], [-1, -128, -128]> : tensor<2x2xi8>} : (!bar.v<?>, index, f64) -> vector<f4E2M1FN> loc(#loc4)
}) : () -> () loc(#loc)
#loc = loc("src/x.py":3:250)
#loc1 = loc("x")
#loc2 = loc(unknown)
#loc3 = loc("op.1")
#loc4 = loc("":44:60 to 45:6)
#loc5 = loc("0163.in.mlir":7:11)
#loc6 = loc("dir/with space.c":92:4294967295)
#loc7 = loc("0163.in.mlir":9:9)
#loc9 = loc("a.mlir":31:50 to 34:2)
#loc10 = loc("0163.in.mlir":12:18)
#loc11 = loc("a.mlir":337:423)
#loc12 = loc("0163.in.mlir":15:15)
#loc13 = loc("a.mlir":50:19)
#loc14 = loc("0163.in.mlir":17:16)
#loc15 = loc("name")
#loc16 = loc("":22:8 to :80)
#loc17 = loc("src/x.py":18:0)
#loc18 = loc("0163.in.mlir":22:9)
#loc19 = loc("0163.in.mlir":23:15)
#loc20 = loc("0163.in.mlir":24:22)
#loc21 = loc("-":398:419)
#loc23 = loc("0163.in.mlir":28:9)
#loc27 = loc("0163.in.mlir":30:23)
#loc28 = loc("0163.in.mlir":31:15)
#loc29 = loc("0163.in.mlir":32:9)
#loc30 = loc("0163.in.mlir":33:16)
#loc31 = loc("a.mlir":44:74 to 47:45)
#loc32 = loc("dir/with space.c":61:28)
#loc34 = loc("0163.in.mlir":37:17)
#loc35 = loc("-":466:95)
#loc36 = loc("f":118:0)
#loc39 = loc("dir/with space.c":32:52 to :18)
#loc40 = loc("f":31:313)
#loc41 = loc("a.mlir":475:108)
#loc42 = loc("a.mlir":0:215)
#loc43 = loc("a.mlir":4294967295:102)
#loc44 = loc("src/x.py":327:0)
#loc45 = loc("0163.in.mlir":47:9)
#loc46 = loc("0163.in.mlir":49:14)
#loc47 = loc("0163.in.mlir":50:21)
#loc48 = loc("0163.in.mlir":55:5)
#loc49 = loc("src/x.py":0:157)
#loc50 = loc("0163.in.mlir":57:19)
#loc51 = loc("0163.in.mlir":60:5)
#loc52 = loc("v"(#loc3))
#loc53 = loc(callsite(#loc35 at #loc2))
#loc54 = loc(fused[#loc41, #loc42, #loc43])
#loc55 = loc(callsite(#loc40 at #loc54))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000204068E8C54F220E81296E10"
    }
  }
#-}


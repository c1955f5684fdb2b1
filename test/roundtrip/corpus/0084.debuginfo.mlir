#loc2 = loc(unknown)
#loc18 = loc("dir/with space.c":498:4294967295)
#loc23 = loc("0084.in.mlir":33:8)
#loc24 = loc("0084.in.mlir":33:84)
#loc25 = loc("0084.in.mlir":33:96)
#loc32 = loc("src/x.py":464:4294967295)
#loc33 = loc("0084.in.mlir":41:63)
#loc35 = loc("0084.in.mlir":43:7)
#loc38 = loc("0084.in.mlir":49:9)
#loc39 = loc("0084.in.mlir":49:30)
#map = affine_map<(d0) -> ((d0 * 5) ceildiv 6)>
#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0)>
#set1 = affine_set<(d0)[s0] : (d0 * -7 + s0 * 7 + 7 >= 0)>
"builtin.module"() <{sym_name = "m28"}> ({
  "foo.bar"() ({
  ^bb0(%arg7: f8E4M3FN loc(unknown)):
    %25 = "foo.compute"(%arg7, %arg7, %arg7) <{b0 = tensor<*xcomplex<f32>>}> {k$0 = "/\EA@\C3\A9{ '", k$2, sym_name1 = {d.k0 = 8 : index, foo.k1 = "\09z}<!"}} : (f8E4M3FN, f8E4M3FN, f8E4M3FN) -> i16 loc(#loc3)
    %26 = "foo.op"(%25) {a3 = false, sym_name0 = dense<8.194000e+00> : tensor<2x2x1xf64>, x2, z91 = "\C3\A9\E6\97\A5\E6\9C\AC\7F %-@}" : f16} : (i16) -> complex<f32> loc(#loc4)
    "x.y"() : () -> () loc(#loc5)
    %27 = "foo.compute"() {attr1 = [["\BF\C3\A9!-}\7F\0A \E6\97\A5\E6\9C\ACXX!", -1, "'0b'\F0\9F\99\82\00!\7F"]], k$2 = false, value0 = #set} : () -> bf16 loc(#loc6)
    %28:2 = "foo.compute"(%26, %27) {b0 = dense_resource<r.0> : tensor<3xi8>} : (complex<f32>, bf16) -> (i3, !x<"">) loc(#loc7)
    %29 = "foo.bar"(%28#0, %28#0, %28#1) <{}> ({
      "x.y"(%28#1, %27) : (!x<"">, bf16) -> () loc(#loc2)
      %30:3 = "d.op_1"(%arg7, %25) <{"quoted key 0" = -2147483648 : i32, value1 = 3.641130e-03 : f16}> : (f8E4M3FN, i16) -> (ui8, tensor<3x3x0x4xf6E2M3FN>, tuple<vector<1x6x[4]xsi1024>, f32>) loc(#loc9)
    }) : (i3, i3, !x<"">) -> index loc(#loc8)
  }) {attr0 = [array<i32: -265098713, 0>, dense<[283, 787, 494, 636]> : vector<4xindex>, dense<7.9219999999999997> : tensor<f64>, @_priv], d.k1} : () -> () loc(#loc1)
  %0 = "bar.yield"() : () -> !bar.param<?, 90> loc(#loc10)
  "a.b"(%0, %0, %0) <{}> : (!bar.param<?, 90>, !bar.param<?, 90>, !bar.param<?, 90>) -> () loc(#loc11)
  "foo.bar"() : () -> () loc(#loc12)
  %1 = "foo.op"() : () -> complex<f64> loc(#loc49)
  %2 = "a.b"(%0, %0) : (!bar.param<?, 90>, !bar.param<?, 90>) -> bf16 loc(#loc15)
  %3 = "a.b"(%0, %0) : (!bar.param<?, 90>, !bar.param<?, 90>) -> i32 loc(#loc16)
  %4 = "x.y"() ({
  ^bb0(%arg0: tensor<?xvector<7xi1>> loc("dir/with space.c":498:4294967295)):
    %6:4 = "a.b"(%2, %3) : (bf16, i32) -> (ui8, ui1024, tensor<4x!foo.v<75,26>>, memref<?x298xcomplex<f16>, strided<[?, 1]>, "local mem">) loc(#loc51)
    %7 = "a.b"(%6#0) <{d.k0 = [], x1 = 438.22287 : f32}> : (ui8) -> complex<i32> loc(#loc20)
    %8:4 = "foo.bar"(%0) : (!bar.param<?, 90>) -> (complex<f32>, f8E4M3B11FNUZ, (!foo.param<-2>, memref<?xi1, #map, 3>) -> (si32, complex<f32>), i1) loc(#loc21)
    %9 = "foo.bar"(%6#3, %8#0, %8#2) ({
    ^bb0(%arg4: memref<?x18xcomplex<f16>, 1> loc("0084.in.mlir":33:8), %arg5: index loc("0084.in.mlir":33:84), %arg6: i32 loc("0084.in.mlir":33:96)):
      %21:3 = "foo.bar"(%arg6) {b2 = dense<> : tensor<0x!foo.str>, d.k0 = #set1, my.k1 = 0.299999999999999988898 : f80} : (i32) -> (tensor<*xf8E4M3FN>, none, f32) loc(#loc26)
      %22 = "foo.op"() {value1 = -3.817160e+05 : f64, z90 = -9223372036854775808 : index} : () -> f8E4M3FNUZ loc(#loc27)
      %23:4 = "foo.op"(%21#0) <{my.k0 = -2.500530e-03 : f16}> {"quoted key 0"} : (tensor<*xf8E4M3FN>) -> (vector<4x[12]xbf16>, (f80, !foo.param<"x y",6,8>) -> (), complex<i32>, vector<3x4x[1]xi1>) loc(#loc28)
      %24 = "a.b"(%23#1, %23#1) {"quoted key 1", value0 = bf16} : ((f80, !foo.param<"x y",6,8>) -> (), (f80, !foo.param<"x y",6,8>) -> ()) -> index loc(#loc29)
      "a.b"(%23#3) : (vector<3x4x[1]xi1>) -> () loc(#loc30)
    }) : (memref<?x298xcomplex<f16>, strided<[?, 1]>, "local mem">, complex<f32>, (!foo.param<-2>, memref<?xi1, #map, 3>) -> (si32, complex<f32>)) -> !bar.param<3, "x y"> loc(#loc22)
    %10 = "d.op_1"(%9, %8#0, %9) ({
    ^bb0(%arg1: vector<14x12xf64> loc("src/x.py":464:4294967295), %arg2: () -> () loc("0084.in.mlir":41:63)):
      "x.y"() ({
      ^bb0(%arg3: i128 loc("0084.in.mlir":43:7)):
        %16:4 = "bar.yield"() <{_u1 = @s$, z90 = affine_set<(d0, d1, d2)[s0, s1] : (-d1 + s1 * 8 + 6 - (s0 + s1) >= 0, d1 - d2 + s0 == 0, 9 >= 0)>}> {foo.k1 = dense<-1> : tensor<i64>, value0 = -7.0097298426331242E+186 : f64} : () -> (() -> memref<44x6xvector<2x14xindex>, "gpu">, complex<f8E3M4>, !foo.t<a.b>, si1) loc(#loc36)
        %17 = "x.y"(%16#1, %16#2, %16#1) : (complex<f8E3M4>, !foo.t<a.b>, complex<f8E3M4>) -> index loc(#loc37)
        "foo.bar.baz"() <{attr1 = "X./\22\00 \7F!\C3\9Fz\09\0A" : f64, b2 = "\22#\00\09", z90 = dense<[[1, -1, 0], [-1, 2, 0], [1, 1, -992908]]> : tensor<3x3xi24>}> : () -> () loc(#loc1)
        "a.jump"(%16#1)[^bb1] : (complex<f8E3M4>) -> () loc(#loc1)
      ^bb1(%18: f8E4M3B11FNUZ loc("0084.in.mlir":49:9), %19: tuple<f8E3M4, none, i8, index> loc("0084.in.mlir":49:30)):  // 2 preds: ^bb0, ^bb1
        %20 = "foo.bar.baz"() {a1 = "z'\C3\A9\0A.{_", b0 = #bar<"x<1>">} : () -> ((index, memref<?xf16, 5>) -> vector<5x4x2xf64>) loc(#loc40)
        "foo.br"(%20)[^bb1] <{attr0 = -1.500000e+00 : f80, "quoted key 2", sym_name3 = affine_map<(d0)[s0, s1] -> ((s0 * 7) floordiv 8, d0 - s1 + 1, -d0)>, x1 = 0 : i64}> : ((index, memref<?xf16, 5>) -> vector<5x4x2xf64>) -> () loc(#loc41)
      }) : () -> () loc(#loc34)
      %12 = "z.nop"(%6#3, %9, %9) ({
        %15:3 = "x.y"() {a0 = {_u2, my.k0 = array<f32: 1.000000e+00, 3.10306036E+20, -1.05015111E-13>, sym_name1 = dense<7.500000e+00> : vector<4xf6E2M3FN>}} : () -> (f8E4M3FN, complex<i24>, memref<54x1xui64>) loc(#loc43)
      }) : (memref<?x298xcomplex<f16>, strided<[?, 1]>, "local mem">, !bar.param<3, "x y">, !bar.param<3, "x y">) -> none loc(#loc42)
      %13 = "x.y"(%12, %arg1, %1) ({
      }) {d.k1 = dense<(66,-27)> : tensor<complex<i32>>, x0 = array<f64: 2.000000e-01, -2.404298710976545E+287, 6.0221407599999999E+23>} : (none, vector<14x12xf64>, complex<f64>) -> tensor<4x481x2x995xi17> loc(#loc44)
      %14:2 = "foo.op"(%12, %12, %6#1) {b1 = "*\0A", value0 = 3.125000e-01 : f8E5M2FNUZ, x2} : (none, none, ui1024) -> (index, f64) loc(#loc45)
    }) : (!bar.param<3, "x y">, complex<f32>, !bar.param<3, "x y">) -> index loc(#loc31)
    %11 = "foo.bar.baz"(%9) : (!bar.param<3, "x y">) -> tensor<1x120x4xi3> loc(#loc46)
  }, {
    "builtin.module"() ({
      %5 = "foo.bar.baz"() <{a0, attr2 = affine_set<(d0)[s0] : (d0 - 20 >= 0)>, k$1 = dense_resource<blob1> : tensor<1xf32>}> : () -> f8E5M2 loc(#loc48)
    }) : () -> () loc(#loc47)
  }) {a3 = tensor<31x51xi8>, k$1 = sparse<[[0, 0, 3], [4, 0, 0]], [-3.602280e+05, 9.9999999999999997E+37]> : tensor<6x2x5xf64>, my.k2 = array<i16: -1>, value0 = true} : () -> vector<14xindex> loc(#loc17)
}) : () -> () loc(#loc)
#loc = loc("0084.in.mlir":1:1)
#loc1 = loc("name")
#loc3 = loc("f":13:38 to 15:31)
#loc4 = loc("0084.in.mlir":6:12)
#loc5 = loc("0084.in.mlir":8:3)
#loc6 = loc("0084.in.mlir":10:13)
#loc7 = loc("0084.in.mlir":11:11)
#loc8 = loc("0084.in.mlir":12:12)
#loc9 = loc("x")
#loc10 = loc("0084.in.mlir":20:12)
#loc11 = loc("0084.in.mlir":21:2)
#loc12 = loc("0084.in.mlir":23:2)
#loc13 = loc("f":27:31 to 29:3)
#loc14 = loc("f":36:464)
#loc15 = loc("src/x.py":15:48 to 18:36)
#loc16 = loc("op.1")
#loc17 = loc("0084.in.mlir":27:8)
#loc19 = loc("a.mlir":4294967295:469)
#loc20 = loc("0084.in.mlir":30:9)
#loc21 = loc("0084.in.mlir":31:18)
#loc22 = loc("0084.in.mlir":32:9)
#loc26 = loc("src/x.py":0:124)
#loc27 = loc("a.mlir":4294967295:152)
#loc28 = loc("0084.in.mlir":36:22)
#loc29 = loc("0084.in.mlir":37:11)
#loc30 = loc("0084.in.mlir":38:4)
#loc31 = loc("src/x.py":150:171)
#loc34 = loc("f":232:300)
#loc36 = loc("-":24:0)
#loc37 = loc("0084.in.mlir":46:12)
#loc40 = loc("0084.in.mlir":50:12)
#loc41 = loc("0084.in.mlir":51:5)
#loc42 = loc("0084.in.mlir":54:10)
#loc43 = loc("src/x.py":4294967295:4294967295)
#loc44 = loc("src/x.py":330:0)
#loc45 = loc("-":4294967295:249)
#loc46 = loc("a.mlir":0:107)
#loc47 = loc("src/x.py":4294967295:399)
#loc48 = loc("0084.in.mlir":68:13)
#loc49 = loc(callsite(#loc13 at #loc14))
#loc50 = loc(fused<#foo.m>[#loc19])
#loc51 = loc("v"(#loc50))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000CCF547",
      blob1: "0x0400000003EF4CD0"
    }
  }
#-}


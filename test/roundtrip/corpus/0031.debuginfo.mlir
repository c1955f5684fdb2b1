#loc4 = loc("dir/with space.c":44:73 to 46:66)
#loc5 = loc("0031.in.mlir":10:56)
#loc18 = loc("0031.in.mlir":24:8)
#loc32 = loc("0031.in.mlir":45:6)
#loc33 = loc("0031.in.mlir":45:19)
#loc36 = loc("0031.in.mlir":48:8)
#set = affine_set<(d0, d1)[s0] : (s0 >= 0, (d1 floordiv 7) * 7 >= 0, d1 + s0 + 63 >= 0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() <{}> : () -> ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) loc(#loc1)
  %1:3 = "foo.bar.baz"(%0) : ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (i32, !x.type, tensor<?x2x1xi7>) loc(#loc2)
  %2:4 = "z.nop"(%1#1, %0) ({
  ^bb0(%arg3: none loc("dir/with space.c":44:73 to 46:66), %arg4: index loc("0031.in.mlir":10:56)):
    "x.y"(%1#2, %1#2, %arg3) ({
      %21 = "foo.compute"(%1#0) <{}> {"quoted key 0" = [si32, dense<0> : tensor<3x4x2xui64>], value1 = #my.a<-1>, value2 = dense<-4874> : tensor<i64>} : (i32) -> index loc(#loc50)
      %22 = "a.b"() <{"quoted key 0" = affine_set<(d0)[s0] : (12 == 0, 6 >= 0)>, value1}> : () -> i24 loc(#loc9)
      %23:3 = "d.op_1"(%21, %0) : (index, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (f64, complex<f8E3M4>, memref<32x620xi64>) loc(#loc10)
      "x.y"(%23#1, %21) <{b2 = affine_map<() -> ()>, sym_name0 = false, value1 = complex<f4E2M1FN>}> {a1 = 0x80 : f8E4M3B11FNUZ, d.k0 = sparse<[[1, 3]], 9.9999999999999997E+37> : tensor<2x5xf64>} : (complex<f8E3M4>, index) -> () loc(#loc11)
      %24 = "foo.bar"(%23#2) : (memref<32x620xi64>) -> i7 loc(#loc12)
      %25 = "my_dialect.thing"(%23#1) : (complex<f8E3M4>) -> !my_dialect<"a b"> loc(#loc13)
    }, {
      %16 = "foo.op"(%1#1, %1#1, %arg3) : (!x.type, !x.type, none) -> f16 loc(#loc14)
      %17 = "foo.bar.baz"(%16) : (f16) -> tensor<?x2x1xi7> loc(#loc15)
      "foo.compute"(%arg3) <{}> {foo.k1, value0 = dense<901> : tensor<4xindex>} : (none) -> () loc(#loc16)
      "a.b"() ({
      ^bb0(%arg5: i24 loc("0031.in.mlir":24:8)):
        "z.nop"(%arg4) : (index) -> () loc(#loc19)
        "x.switch"(%1#0, %17, %16)[^bb1] {_u0 = "\0A_%\F0 Xa!\C3\A9\0B", a2, "quoted key 1" = -3.000000e+00 : f8E5M2} : (i32, tensor<?x2x1xi7>, f16) -> () loc(#loc20)
      ^bb1:  // pred: ^bb0
        %18:2 = "x.y"(%16, %arg3, %arg5) {a1 = "-'# k\0A.#<X\09", attr3 = false, foo.k0 = #set, value2 = ["", sparse<> : tensor<3xf16>]} : (f16, none, i24) -> (complex<f8E4M3FN>, (memref<?xi32, {kind = "scratch"}>, i32, complex<f64>) -> !my_dialect.t<12, "x y", 74>) loc(#loc21)
        "foo.op"(%arg5, %17, %16) : (i24, tensor<?x2x1xi7>, f16) -> () loc(#loc22)
        %19 = "x.y"(%0, %17, %16) : ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> (), tensor<?x2x1xi7>, f16) -> none loc(#loc46)
        %20 = "my_dialect.thing"(%arg5, %arg5, %16) : (i24, i24, f16) -> ui128 loc(#loc25)
      }) : () -> () loc(#loc17)
    }) {sym_name0 = 0 : ui1, sym_name2, value1 = "\7FbXb"} : (tensor<?x2x1xi7>, tensor<?x2x1xi7>, none) -> () loc(#loc6)
    %15 = "foo.compute"(%1#2, %1#2) : (tensor<?x2x1xi7>, tensor<?x2x1xi7>) -> none loc(#loc26)
  }, {
    %12:3 = "a.b"() : () -> (f8E4M3FNUZ, i32, none) loc(#loc27)
    %13:2 = "x.y"(%12#2, %1#2, %1#2) ({
    }) : (none, tensor<?x2x1xi7>, tensor<?x2x1xi7>) -> ((complex<f8E3M4>, memref<6x?x?xf64, {kind = "scratch"}>) -> tensor<?x!foo.t<[<? a.b>]>>, bf16) loc(#loc28)
    %14:3 = "a.b"(%1#0, %12#2, %13#1) : (i32, none, bf16) -> (vector<2x[3]xf32>, i7, vector<16x6x12xi1>) loc(#loc7)
  }) : (!x.type, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (!x<"x<y>">, complex<f32>, ui1024, index) loc(#loc3)
  %3 = "bar.yield"(%1#1, %2#2, %2#0) {a2 = dense_resource<res_0> : tensor<3xi8>, a3 = [dense<> : tensor<0x3xf64>], sym_name0, z91 = true} : (!x.type, ui1024, !x<"x<y>">) -> f32 loc(#loc29)
  %4:4 = "foo.compute"(%2#1, %2#1) : (complex<f32>, complex<f32>) -> (vector<12x5xbf16>, tensor<*xvector<ui3>>, complex<bf16>, tensor<?x2x1xi7>) loc(#loc51)
  %5:3 = "foo.compute"(%4#2, %4#2, %4#1) ({
  ^bb0(%arg0: index loc("0031.in.mlir":45:6), %arg1: i8 loc("0031.in.mlir":45:19)):
    %7 = "foo.bar.baz"(%arg1) : (i8) -> memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5> loc(#loc34)
    "foo.op"(%1#2, %2#1, %4#3) ({
    ^bb0(%arg2: memref<?x47x55xcomplex<f32>, strided<[6, ?, 1], offset: 14>, {kind = "scratch"}> loc("0031.in.mlir":48:8)):
    }) {d.k0 = dense<330> : tensor<242xindex>, "quoted key 1" = 1 : ui1} : (tensor<?x2x1xi7>, complex<f32>, tensor<?x2x1xi7>) -> () loc(#loc35)
    %8:4 = "foo.bar"() : () -> (f64, tensor<?x2x1xi7>, f16, complex<f4E2M1FN>) loc(#loc49)
    %9:2 = "foo.bar.baz"(%8#2) <{a0 = #my.p<a.b, f32, ?>, k$1 = [@x.y], value2 = 13 : index}> ({
      "my_dialect.thing"(%8#0, %8#3) : (f64, complex<f4E2M1FN>) -> () loc(#loc39)
      %10 = "d.op_1"(%arg1, %7, %2#2) <{x0 = sparse<[[1, 1], [2, 1]], [-9223372036854775808, 7517]> : tensor<3x4xi64>}> : (i8, memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5>, ui1024) -> tensor<34x28x581xf64> loc(#loc40)
      "x.y"(%8#1, %10, %10) ({
        %11 = "foo.compute"(%8#3) {d.k0 = array<i1: true, true>} : (complex<f4E2M1FN>) -> none loc(#loc42)
      }) : (tensor<?x2x1xi7>, tensor<34x28x581xf64>, tensor<34x28x581xf64>) -> () loc(#loc41)
      "bar.yield"(%1#1, %8#1, %2#1) : (!x.type, tensor<?x2x1xi7>, complex<f32>) -> () loc(#loc13)
    }) {b2, d.k3 = #bar<"a b">, value1, x0} : (f16) -> (f64, f8E4M3FN) loc(#loc38)
  }, {
  }) {value0 = sparse<[[1, 2, 4]], 6.550400e+04> : tensor<5x6x5xf16>} : (complex<bf16>, complex<bf16>, tensor<*xvector<ui3>>) -> (vector<[14]x8xindex>, si3, bf16) loc(#loc48)
  "z.nop"(%4#0, %1#0, %2#3) <{a0 = dense<> : tensor<0xi32>, sym_name3 = "\E6b\09\00'N\08a.}", x1, x2 = loc("v"(callsite("":38:78 to 39:8 at "dir/with space.c":0:149)))}> {_u2, _u3 = {foo.k2 = array<i32: -2147483648, -2147483648>, k$1 = dense<["z\00 #\22#\22!X", "#\00\0A\F0\9F\99\82#*\22"]> : tensor<2x!foo.str>, z90 = "\0A%\0A}"}, b0 = {}, "quoted key 1" = sparse<[[4, 1, 3], [1, 1, 0]], [-1.942140e-01, 5.000000e-01]> : tensor<6x2x4xf16>} : (vector<12x5xbf16>, i32, index) -> () loc(#loc43)
  %6 = "a.b"() : () -> !x<"abc"> loc(#loc44)
}) : () -> () loc(#loc)
#loc = loc("0031.in.mlir":0:0)
#loc1 = loc("0031.in.mlir":7:6)
#loc2 = loc("0031.in.mlir":8:8)
#loc3 = loc("0031.in.mlir":9:16)
#loc6 = loc("0031.in.mlir":11:2)
#loc7 = loc("name")
#loc8 = loc("src/x.py":40:70 to :72)
#loc9 = loc("a.mlir":0:37)
#loc10 = loc("op.1")
#loc11 = loc("0031.in.mlir":16:3)
#loc12 = loc("x")
#loc13 = loc(unknown)
#loc14 = loc("0031.in.mlir":20:10)
#loc15 = loc("0031.in.mlir":21:9)
#loc16 = loc("0031.in.mlir":22:3)
#loc17 = loc("dir/with space.c":433:432)
#loc19 = loc("0031.in.mlir":25:4)
#loc20 = loc("0031.in.mlir":26:4)
#loc21 = loc("0031.in.mlir":28:13)
#loc22 = loc("0031.in.mlir":29:4)
#loc23 = loc("src/x.py":65:0)
#loc24 = loc("src/x.py":39:29 to 41:22)
#loc25 = loc("0031.in.mlir":31:10)
#loc26 = loc("0031.in.mlir":34:8)
#loc27 = loc("0031.in.mlir":36:16)
#loc28 = loc("0031.in.mlir":37:11)
#loc29 = loc("0031.in.mlir":41:8)
#loc30 = loc("dir/with space.c":37:60 to 39:5)
#loc31 = loc("":15:29 to 17:9)
#loc34 = loc("0031.in.mlir":46:9)
#loc35 = loc("0031.in.mlir":47:2)
#loc37 = loc("a.mlir":333:295)
#loc38 = loc("0031.in.mlir":51:15)
#loc39 = loc("dir/with space.c":20:0)
#loc40 = loc("0031.in.mlir":53:9)
#loc41 = loc("0031.in.mlir":54:3)
#loc42 = loc("0031.in.mlir":55:15)
#loc43 = loc("src/x.py":24:48 to :29)
#loc44 = loc("0031.in.mlir":63:8)
#loc45 = loc("v"(#loc7))
#loc46 = loc(fused<#foo.m>[#loc23, #loc24])
#loc47 = loc(fused<#foo.m>[#loc30, #loc31])
#loc48 = loc(callsite(#loc13 at #loc13))
#loc49 = loc(fused<"meta">[#loc37])
#loc50 = loc(fused<"meta">[#loc45, #loc8])
#loc51 = loc("v"(#loc47))

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000063A2B3"
    }
  }
#-}


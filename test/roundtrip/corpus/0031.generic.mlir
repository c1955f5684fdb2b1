#set = affine_set<(d0, d1)[s0] : (s0 >= 0, (d1 floordiv 7) * 7 >= 0, d1 + s0 + 63 >= 0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() <{}> : () -> ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ())
  %1:3 = "foo.bar.baz"(%0) : ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (i32, !x.type, tensor<?x2x1xi7>)
  %2:4 = "z.nop"(%1#1, %0) ({
  ^bb0(%arg3: none, %arg4: index):
    "x.y"(%1#2, %1#2, %arg3) ({
      %21 = "foo.compute"(%1#0) <{}> {"quoted key 0" = [si32, dense<0> : tensor<3x4x2xui64>], value1 = #my.a<-1>, value2 = dense<-4874> : tensor<i64>} : (i32) -> index
      %22 = "a.b"() <{"quoted key 0" = affine_set<(d0)[s0] : (12 == 0, 6 >= 0)>, value1}> : () -> i24
      %23:3 = "d.op_1"(%21, %0) : (index, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (f64, complex<f8E3M4>, memref<32x620xi64>)
      "x.y"(%23#1, %21) <{b2 = affine_map<() -> ()>, sym_name0 = false, value1 = complex<f4E2M1FN>}> {a1 = 0x80 : f8E4M3B11FNUZ, d.k0 = sparse<[[1, 3]], 9.9999999999999997E+37> : tensor<2x5xf64>} : (complex<f8E3M4>, index) -> ()
      %24 = "foo.bar"(%23#2) : (memref<32x620xi64>) -> i7
      %25 = "my_dialect.thing"(%23#1) : (complex<f8E3M4>) -> !my_dialect<"a b">
    }, {
      %16 = "foo.op"(%1#1, %1#1, %arg3) : (!x.type, !x.type, none) -> f16
      %17 = "foo.bar.baz"(%16) : (f16) -> tensor<?x2x1xi7>
      "foo.compute"(%arg3) <{}> {foo.k1, value0 = dense<901> : tensor<4xindex>} : (none) -> ()
      "a.b"() ({
      ^bb0(%arg5: i24):
        "z.nop"(%arg4) : (index) -> ()
        "x.switch"(%1#0, %17, %16)[^bb1] {_u0 = "\0A_%\F0 Xa!\C3\A9\0B", a2, "quoted key 1" = -3.000000e+00 : f8E5M2} : (i32, tensor<?x2x1xi7>, f16) -> ()
      ^bb1:  // pred: ^bb0
        %18:2 = "x.y"(%16, %arg3, %arg5) {a1 = "-'# k\0A.#<X\09", attr3 = false, foo.k0 = #set, value2 = ["", sparse<> : tensor<3xf16>]} : (f16, none, i24) -> (complex<f8E4M3FN>, (memref<?xi32, {kind = "scratch"}>, i32, complex<f64>) -> !my_dialect.t<12, "x y", 74>)
        "foo.op"(%arg5, %17, %16) : (i24, tensor<?x2x1xi7>, f16) -> ()
        %19 = "x.y"(%0, %17, %16) : ((tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> (), tensor<?x2x1xi7>, f16) -> none
        %20 = "my_dialect.thing"(%arg5, %arg5, %16) : (i24, i24, f16) -> ui128
      }) : () -> ()
    }) {sym_name0 = 0 : ui1, sym_name2, value1 = "\7FbXb"} : (tensor<?x2x1xi7>, tensor<?x2x1xi7>, none) -> ()
    %15 = "foo.compute"(%1#2, %1#2) : (tensor<?x2x1xi7>, tensor<?x2x1xi7>) -> none
  }, {
    %12:3 = "a.b"() : () -> (f8E4M3FNUZ, i32, none)
    %13:2 = "x.y"(%12#2, %1#2, %1#2) ({
    }) : (none, tensor<?x2x1xi7>, tensor<?x2x1xi7>) -> ((complex<f8E3M4>, memref<6x?x?xf64, {kind = "scratch"}>) -> tensor<?x!foo.t<[<? a.b>]>>, bf16)
    %14:3 = "a.b"(%1#0, %12#2, %13#1) : (i32, none, bf16) -> (vector<2x[3]xf32>, i7, vector<16x6x12xi1>)
  }) : (!x.type, (tensor<?x2x51x0xtf32>, vector<i1>, memref<37xbf16, strided<[1]>>) -> ()) -> (!x<"x<y>">, complex<f32>, ui1024, index)
  %3 = "bar.yield"(%1#1, %2#2, %2#0) {a2 = dense_resource<res_0> : tensor<3xi8>, a3 = [dense<> : tensor<0x3xf64>], sym_name0, z91 = true} : (!x.type, ui1024, !x<"x<y>">) -> f32
  %4:4 = "foo.compute"(%2#1, %2#1) : (complex<f32>, complex<f32>) -> (vector<12x5xbf16>, tensor<*xvector<ui3>>, complex<bf16>, tensor<?x2x1xi7>)
  %5:3 = "foo.compute"(%4#2, %4#2, %4#1) ({
  ^bb0(%arg0: index, %arg1: i8):
    %7 = "foo.bar.baz"(%arg1) : (i8) -> memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5>
    "foo.op"(%1#2, %2#1, %4#3) ({
    ^bb0(%arg2: memref<?x47x55xcomplex<f32>, strided<[6, ?, 1], offset: 14>, {kind = "scratch"}>):
    }) {d.k0 = dense<330> : tensor<242xindex>, "quoted key 1" = 1 : ui1} : (tensor<?x2x1xi7>, complex<f32>, tensor<?x2x1xi7>) -> ()
    %8:4 = "foo.bar"() : () -> (f64, tensor<?x2x1xi7>, f16, complex<f4E2M1FN>)
    %9:2 = "foo.bar.baz"(%8#2) <{a0 = #my.p<a.b, f32, ?>, k$1 = [@x.y], value2 = 13 : index}> ({
      "my_dialect.thing"(%8#0, %8#3) : (f64, complex<f4E2M1FN>) -> ()
      %10 = "d.op_1"(%arg1, %7, %2#2) <{x0 = sparse<[[1, 1], [2, 1]], [-9223372036854775808, 7517]> : tensor<3x4xi64>}> : (i8, memref<23xf8E5M2FNUZ, strided<[?], offset: ?>, 5>, ui1024) -> tensor<34x28x581xf64>
      "x.y"(%8#1, %10, %10) ({
        %11 = "foo.compute"(%8#3) {d.k0 = array<i1: true, true>} : (complex<f4E2M1FN>) -> none
      }) : (tensor<?x2x1xi7>, tensor<34x28x581xf64>, tensor<34x28x581xf64>) -> ()
      "bar.yield"(%1#1, %8#1, %2#1) : (!x.type, tensor<?x2x1xi7>, complex<f32>) -> ()
    }) {b2, d.k3 = #bar<"a b">, value1, x0} : (f16) -> (f64, f8E4M3FN)
  }, {
  }) {value0 = sparse<[[1, 2, 4]], 6.550400e+04> : tensor<5x6x5xf16>} : (complex<bf16>, complex<bf16>, tensor<*xvector<ui3>>) -> (vector<[14]x8xindex>, si3, bf16)
  "z.nop"(%4#0, %1#0, %2#3) <{a0 = dense<> : tensor<0xi32>, sym_name3 = "\E6b\09\00'N\08a.}", x1, x2 = loc("v"(callsite("":38:78 to 39:8 at "dir/with space.c":0:149)))}> {_u2, _u3 = {foo.k2 = array<i32: -2147483648, -2147483648>, k$1 = dense<["z\00 #\22#\22!X", "#\00\0A\F0\9F\99\82#*\22"]> : tensor<2x!foo.str>, z90 = "\0A%\0A}"}, b0 = {}, "quoted key 1" = sparse<[[4, 1, 3], [1, 1, 0]], [-1.942140e-01, 5.000000e-01]> : tensor<6x2x4xf16>} : (vector<12x5xbf16>, i32, index) -> ()
  %6 = "a.b"() : () -> !x<"abc">
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x0400000063A2B3"
    }
  }
#-}


#loc5 = loc("0219.in.mlir":11:7)
#loc17 = loc("src/x.py":337:0)
#loc29 = loc("0219.in.mlir":46:6)
"builtin.module"() ({
  %0 = "d.op_1"() : () -> memref<?x?xf8E3M4> loc(#loc1)
  %1 = "z.nop"(%0, %0, %0) : (memref<?x?xf8E3M4>, memref<?x?xf8E3M4>, memref<?x?xf8E3M4>) -> index loc(#loc2)
  "bar.yield"() ({
    %3 = "bar.yield"(%0, %1) ({
    ^bb0(%arg0: i3 loc("0219.in.mlir":11:7)):
      %18 = "foo.op"(%1, %0) {a1 = #x.a, b2 = 0x70 : f8E3M4, x0 = -1 : i32} : (index, memref<?x?xf8E3M4>) -> !x.t_1 loc(#loc6)
      "foo.bar.baz"(%arg0, %arg0) {attr1 = 0 : si3, foo.k2 = @c::@c::@f_1, "quoted key 0" = "\00\09\09 0a\0A" : ui128} : (i3, i3) -> () loc(#loc7)
    }, {
      %8:3 = "foo.op"(%1) : (index) -> (i64, !my_dialect.param<83>, f8E4M3) loc(#loc8)
      %9:3 = "foo.op"(%8#1) ({
        %15:2 = "d.op_1"(%8#1) : (!my_dialect.param<83>) -> (f64, i1024) loc(#loc10)
        %16 = "bar.yield"(%8#1) <{foo.k0 = [" }\22\0A@_@\00\00" : bf16], my.k1 = [-1023574745 : si32, tensor<2x2xi3, #foo.enc>, 58 : index], my.k2 = true}> : (!my_dialect.param<83>) -> tensor<2x?x1xi64> loc(#loc11)
        "foo.bar.baz"(%8#2) : (f8E4M3) -> () loc(#loc12)
        "foo.bar.baz"(%15#1, %8#2, %16) : (i1024, f8E4M3, tensor<2x?x1xi64>) -> () loc(#loc13)
        %17 = "foo.op"(%8#0) : (i64) -> ui1 loc(#loc14)
      }) {foo.k0 = dense_resource<r.0> : tensor<6xi64>, k$1 = true, my.k3 = array<f32: -976.506286, 0x7F800000, 6.319000e+00, 5.257000e+00>, value2} : (!my_dialect.param<83>) -> (i16, tensor<*xf32>, tf32) loc(#loc9)
      %10 = "x.y"(%9#2, %8#2, %9#2) {_u0 = #loc17, value1 = 2.658460e+36 : bf16} : (tf32, f8E4M3, tf32) -> f64 loc(#loc33)
      "bar.yield"() : () -> () loc(#loc18)
      "cfx.cond_br"(%8#0)[^bb1] {k$0 = ""} : (i64) -> () loc(#loc19)
    ^bb1:  // pred: ^bb0
      "foo.br"(%9#1)[^bb2, ^bb3] ({
        %12:3 = "foo.bar"() <{value0 = loc("a.mlir":50:73 to 52:34)}> {attr0 = 131071 : ui17} : () -> (si1, !foo.t, !bar.param<?>) loc(#loc21)
        %13:2 = "my_dialect.thing"(%8#2) {a1 = {}, b3 = #foo.p<-4>, k$0 = dense<0> : tensor<2x2x3xi24>, k$2 = ui32} : (f8E4M3) -> (memref<3x?xbf16, strided<[10, 1]>, "gpu">, complex<i1024>) loc(#loc22)
        %14:3 = "foo.bar"(%12#2, %12#2) <{attr1 = true, "quoted key 2" = array<i32: -26934890, 0, 0>, z90 = dense<[3, 0, -4, 1]> : tensor<4xsi3>}> : (!bar.param<?>, !bar.param<?>) -> (complex<f8E4M3FNUZ>, f32, si64) loc(#loc23)
      }) {a1 = dense<[[[-24], [-64], [-64]], [[4], [1], [-6]]]> : tensor<2x3x1xi7>, k$0} : (tensor<*xf32>) -> () loc(#loc20)
    ^bb2:  // pred: ^bb1
      "foo.br"()[^bb3] {attr1, foo.k3, my.k0 = sparse<[[1], [0], [1]], [-1, -1, 0]> : tensor<3xi8>, value2 = array<f64: -0.000000e+00, 998.59176400000001, 1.8845470208282035E-296, 7.202300e+04, -5.8999567915239994E-43>} : () -> () loc(#loc24)
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %11:3 = "my_dialect.thing"() : () -> (none, complex<f8E4M3B11FNUZ>, tensor<2x3xui1024>) loc(#loc25)
    }) {b0 = ["\09b\\", "\0A\09</\7F\\0\22\\\\#", sparse<[[1], [0], [1]], [-1, -1, 0]> : tensor<3xi8>], k$2, sym_name1 = #my.a<?>} : (memref<?x?xf8E3M4>, index) -> none loc(#loc4)
    %4 = "a.b"() : () -> f16 loc(#loc26)
    %5:3 = "foo.op"(%1, %4, %0) <{}> {value0 = 920.872924 : f32} : (index, f16, memref<?x?xf8E3M4>) -> (complex<f32>, f64, tensor<448x2x?xf8E4M3FNUZ>) loc(#loc27)
    %6:2 = "z.nop"(%4, %4) : (f16, f16) -> (!foo.t_1, none) loc(#loc28)
    "a.jump"()[^bb1, ^bb1] {_u2 = 846.917419 : f32, a0 = [1 : i7, 57, @"with\22quote", 1.41524554E-19 : f32], attr1 = memref<?xf128>} : () -> () loc(#loc9)
  ^bb1(%7: memref<2xcomplex<f64>, strided<[1]>> loc("0219.in.mlir":46:6)):  // 3 preds: ^bb0, ^bb0, ^bb1
    "cfx.cond_br"(%5#0)[^bb1] {k$2 = @x.y::@c::@"x y", k$3 = 1.286000e+03 : f64, "quoted key 0" = !x<"x<y>">, "quoted key 1" = @a} : (complex<f32>) -> () loc(#loc30)
  }, {
    %2:3 = "bar.yield"(%0) <{}> : (memref<?x?xf8E3M4>) -> (none, ui8, vector<2x3xindex>) loc(#loc31)
  }) : () -> () loc(#loc3)
  "foo.bar.baz"(%0, %1) {attr1 = dense<-1.940600e-28> : tensor<bf16>, sym_name0 = 83 : i64} : (memref<?x?xf8E3M4>, index) -> () loc(#loc32)
}) : () -> () loc(#loc)
#loc = loc("0219.in.mlir":0:0)
#loc1 = loc("0219.in.mlir":7:7)
#loc2 = loc("-":280:245)
#loc3 = loc("a.mlir":259:0)
#loc4 = loc("0219.in.mlir":10:8)
#loc6 = loc("0219.in.mlir":12:9)
#loc7 = loc("f":10:372)
#loc8 = loc("src/x.py":2:41 to 3:78)
#loc9 = loc(unknown)
#loc10 = loc("0219.in.mlir":17:12)
#loc11 = loc("0219.in.mlir":18:9)
#loc12 = loc("0219.in.mlir":19:4)
#loc13 = loc("n")
#loc14 = loc("0219.in.mlir":23:11)
#loc15 = loc("f":493:424)
#loc16 = loc("-":0:277)
#loc18 = loc("0219.in.mlir":26:3)
#loc19 = loc("":35:38 to 36:56)
#loc20 = loc("0219.in.mlir":29:3)
#loc21 = loc("0219.in.mlir":30:19)
#loc22 = loc("0219.in.mlir":31:12)
#loc23 = loc("dir/with space.c":24:16 to :25)
#loc24 = loc("a.mlir":328:57)
#loc25 = loc("dir/with space.c":24:0)
#loc26 = loc("0219.in.mlir":39:13)
#loc27 = loc("0219.in.mlir":40:10)
#loc28 = loc("0219.in.mlir":44:10)
#loc30 = loc("0219.in.mlir":47:2)
#loc31 = loc("0219.in.mlir":49:21)
#loc32 = loc("dir/with space.c":453:62)
#loc33 = loc(callsite(#loc15 at #loc16))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000A4297B376CE01EBA168EFFFE2E8EC94E1E7D0B6EDD389919CC0DB8723E9FF010237F8D27991EB4A42367743CA0B948FF"
    }
  }
#-}


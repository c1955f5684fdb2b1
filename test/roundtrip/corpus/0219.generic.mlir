#loc = loc("src/x.py":337:0)
"builtin.module"() ({
  %0 = "d.op_1"() : () -> memref<?x?xf8E3M4>
  %1 = "z.nop"(%0, %0, %0) : (memref<?x?xf8E3M4>, memref<?x?xf8E3M4>, memref<?x?xf8E3M4>) -> index
  "bar.yield"() ({
    %3 = "bar.yield"(%0, %1) ({
    ^bb0(%arg0: i3):
      %18 = "foo.op"(%1, %0) {a1 = #x.a, b2 = 0x70 : f8E3M4, x0 = -1 : i32} : (index, memref<?x?xf8E3M4>) -> !x.t_1
      "foo.bar.baz"(%arg0, %arg0) {attr1 = 0 : si3, foo.k2 = @c::@c::@f_1, "quoted key 0" = "\00\09\09 0a\0A" : ui128} : (i3, i3) -> ()
    }, {
      %8:3 = "foo.op"(%1) : (index) -> (i64, !my_dialect.param<83>, f8E4M3)
      %9:3 = "foo.op"(%8#1) ({
        %15:2 = "d.op_1"(%8#1) : (!my_dialect.param<83>) -> (f64, i1024)
        %16 = "bar.yield"(%8#1) <{foo.k0 = [" }\22\0A@_@\00\00" : bf16], my.k1 = [-1023574745 : si32, tensor<2x2xi3, #foo.enc>, 58 : index], my.k2 = true}> : (!my_dialect.param<83>) -> tensor<2x?x1xi64>
        "foo.bar.baz"(%8#2) : (f8E4M3) -> ()
        "foo.bar.baz"(%15#1, %8#2, %16) : (i1024, f8E4M3, tensor<2x?x1xi64>) -> ()
        %17 = "foo.op"(%8#0) : (i64) -> ui1
      }) {foo.k0 = dense_resource<r.0> : tensor<6xi64>, k$1 = true, my.k3 = array<f32: -976.506286, 0x7F800000, 6.319000e+00, 5.257000e+00>, value2} : (!my_dialect.param<83>) -> (i16, tensor<*xf32>, tf32)
      %10 = "x.y"(%9#2, %8#2, %9#2) {_u0 = #loc, value1 = 2.658460e+36 : bf16} : (tf32, f8E4M3, tf32) -> f64
      "bar.yield"() : () -> ()
      "cfx.cond_br"(%8#0)[^bb1] {k$0 = ""} : (i64) -> ()
    ^bb1:  // pred: ^bb0
      "foo.br"(%9#1)[^bb2, ^bb3] ({
        %12:3 = "foo.bar"() <{value0 = loc("a.mlir":50:73 to 52:34)}> {attr0 = 131071 : ui17} : () -> (si1, !foo.t, !bar.param<?>)
        %13:2 = "my_dialect.thing"(%8#2) {a1 = {}, b3 = #foo.p<-4>, k$0 = dense<0> : tensor<2x2x3xi24>, k$2 = ui32} : (f8E4M3) -> (memref<3x?xbf16, strided<[10, 1]>, "gpu">, complex<i1024>)
        %14:3 = "foo.bar"(%12#2, %12#2) <{attr1 = true, "quoted key 2" = array<i32: -26934890, 0, 0>, z90 = dense<[3, 0, -4, 1]> : tensor<4xsi3>}> : (!bar.param<?>, !bar.param<?>) -> (complex<f8E4M3FNUZ>, f32, si64)
      }) {a1 = dense<[[[-24], [-64], [-64]], [[4], [1], [-6]]]> : tensor<2x3x1xi7>, k$0} : (tensor<*xf32>) -> ()
    ^bb2:  // pred: ^bb1
      "foo.br"()[^bb3] {attr1, foo.k3, my.k0 = sparse<[[1], [0], [1]], [-1, -1, 0]> : tensor<3xi8>, value2 = array<f64: -0.000000e+00, 998.59176400000001, 1.8845470208282035E-296, 7.202300e+04, -5.8999567915239994E-43>} : () -> ()
    ^bb3:  // 2 preds: ^bb1, ^bb2
      %11:3 = "my_dialect.thing"() : () -> (none, complex<f8E4M3B11FNUZ>, tensor<2x3xui1024>)
    }) {b0 = ["\09b\\", "\0A\09</\7F\\0\22\\\\#", sparse<[[1], [0], [1]], [-1, -1, 0]> : tensor<3xi8>], k$2, sym_name1 = #my.a<?>} : (memref<?x?xf8E3M4>, index) -> none
    %4 = "a.b"() : () -> f16
    %5:3 = "foo.op"(%1, %4, %0) <{}> {value0 = 920.872924 : f32} : (index, f16, memref<?x?xf8E3M4>) -> (complex<f32>, f64, tensor<448x2x?xf8E4M3FNUZ>)
    %6:2 = "z.nop"(%4, %4) : (f16, f16) -> (!foo.t_1, none)
    "a.jump"()[^bb1, ^bb1] {_u2 = 846.917419 : f32, a0 = [1 : i7, 57, @"with\22quote", 1.41524554E-19 : f32], attr1 = memref<?xf128>} : () -> ()
  ^bb1(%7: memref<2xcomplex<f64>, strided<[1]>>):  // 3 preds: ^bb0, ^bb0, ^bb1
    "cfx.cond_br"(%5#0)[^bb1] {k$2 = @x.y::@c::@"x y", k$3 = 1.286000e+03 : f64, "quoted key 0" = !x<"x<y>">, "quoted key 1" = @a} : (complex<f32>) -> ()
  }, {
    %2:3 = "bar.yield"(%0) <{}> : (memref<?x?xf8E3M4>) -> (none, ui8, vector<2x3xindex>)
  }) : () -> ()
  "foo.bar.baz"(%0, %1) {attr1 = dense<-1.940600e-28> : tensor<bf16>, sym_name0 = 83 : i64} : (memref<?x?xf8E3M4>, index) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000A4297B376CE01EBA168EFFFE2E8EC94E1E7D0B6EDD389919CC0DB8723E9FF010237F8D27991EB4A42367743CA0B948FF"
    }
  }
#-}


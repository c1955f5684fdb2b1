"builtin.module"() <{sym_name = "m74"}> ({
  %0 = "foo.bar"() <{}> ({
  ^bb0(%arg3: f32, %arg4: si3, %arg5: memref<*xf64, "gpu">):
    %4:4 = "my_dialect.thing"(%arg4, %arg4, %arg4) : (si3, si3, si3) -> (f8E4M3, complex<ui64>, f8E4M3, f64)
    %5:2 = "a.b"(%arg5, %arg4, %4#0) {"quoted key 1", value0 = 9223372036854775807 : index} : (memref<*xf64, "gpu">, si3, f8E4M3) -> (vector<13xbf16>, complex<ui64>)
    %6 = "d.op_1"(%arg3) <{}> ({
    }) {k$0 = @"\C3\A9"} : (f32) -> tensor<?x43xbf16, 8 : i32>
    "foo.bar"(%5#0, %4#2) : (vector<13xbf16>, f8E4M3) -> ()
    "my_dialect.thing"() : () -> ()
    "a.jump"()[^bb1] {my.k0 = sparse<[[3, 3], [4, 2]], [-2, 0]> : tensor<5x4xi8>} : () -> ()
  ^bb1:  // pred: ^bb0
    %7 = "foo.compute"() : () -> !x<"abc">
    %8 = "my_dialect.thing"(%arg5, %5#0) : (memref<*xf64, "gpu">, vector<13xbf16>) -> f32
    "x.y"(%6, %arg5, %4#3) : (tensor<?x43xbf16, 8 : i32>, memref<*xf64, "gpu">, f64) -> ()
    %9 = "foo.op"(%arg4) : (si3) -> tensor<f64>
    %10 = "foo.op"(%4#1, %4#0) : (complex<ui64>, f8E4M3) -> complex<f64>
  }, {
    %3 = "z.nop"() ({
    ^bb0(%arg0: f16, %arg1: vector<[13]xi24>, %arg2: memref<?xcomplex<i32>, strided<[1]>, "gpu">):
      "foo.op"(%arg1, %arg0) : (vector<[13]xi24>, f16) -> ()
    }) : () -> !foo.t<{<true> , <-5>} <["x y",56] , ?>>
    "a.jump"(%3, %3, %3)[^bb1, ^bb1] : (!foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "cfx.cond_br"(%3)[^bb2] <{_u0 = array<f32>, z91 = sparse<[[1, 0, 2], [0, 1, 3], [0, 1, 4]], -1> : tensor<3x2x5xi64>}> : (!foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> ()
  ^bb2:  // pred: ^bb1
    "foo.op"(%3, %3, %3) : (!foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>, !foo.t<{<true> , <-5>} <["x y",56] , ?>>) -> ()
  }) : () -> complex<ui64>
  %1 = "x.y"(%0, %0) <{}> : (complex<ui64>, complex<ui64>) -> vector<14xbf16>
  "foo.bar"(%1, %1, %1) {foo.k1 = @a::@main::@x.y, sym_name0 = "", sym_name2 = "@\00\0A{#"} : (vector<14xbf16>, vector<14xbf16>, vector<14xbf16>) -> ()
  %2 = "x.y"(%0, %0) {attr0 = "<%\C3\A90{\09\22{-"} : (complex<ui64>, complex<ui64>) -> (() -> (vector<15x[6]xi32>, index))
}) : () -> ()


#map = affine_map<(d0) -> (4, 2, (d0 mod 4) floordiv 5)>
"builtin.module"() ({
  %0:3 = "a.b"() ({
    %4 = "z.nop"() : () -> memref<957xcomplex<f64>, strided<[1], offset: ?>>
    "d.op_1"() : () -> ()
    %5 = "foo.compute"() ({
      %12 = "foo.compute"(%4, %4) <{b3 = @f_1, d.k0 = -1 : i64, my.k2 = [-1 : index, 47 : index], z91 = 8.750000e-01 : f8E5M2}> {attr0 = 0 : i8} : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> memref<*xf8E5M2>
      "foo.bar"(%12, %4) : (memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
      %13 = "foo.bar"(%4, %12, %4) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> tuple<memref<58x?xf16, strided<[?, 1], offset: 1>>, i8, i17, vector<8x6x10xsi32>>
      "bar.yield"() <{z90}> : () -> ()
      "foo.compute"(%4, %12, %4) <{d.k2 = "@__\7F'", foo.k0 = -9223372036854775808 : i64, foo.k1 = affine_map<(d0, d1, d2)[s0, s1] -> (7, 0, 6)>, foo.k3 = 6.000000e+00 : f4E2M1FN}> : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
      "a.jump"(%4)[^bb1] <{foo.k0, k$1 = dense<-1.148580e-27> : tensor<3x4xbf16>}> ({
      }, {
      }) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
    ^bb1(%14: !foo.v<"x y">):  // pred: ^bb0
      %15 = "foo.bar"() : () -> none
    }, {
    ^bb0(%arg0: !x<"a b">, %arg1: ui128):
      %8:4 = "my_dialect.thing"(%arg1, %arg1, %arg0) : (ui128, ui128, !x<"a b">) -> (bf16, ui24, index, f8E4M3FNUZ)
      %9 = "my_dialect.thing"(%8#1) : (ui24) -> tf32
      "x.switch"(%8#3, %9, %8#3)[^bb1] {_u1 = -128 : i8, b2, foo.k3 = array<i64: 30, -1, -9223372036854775808, -24047425945923618>, k$0 = array<f64: 3.14159265358979, 6.797120e+05>} : (f8E4M3FNUZ, tf32, f8E4M3FNUZ) -> ()
    ^bb1:  // pred: ^bb0
      %10 = "x.y"() <{}> : () -> ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> ())
      %11 = "z.nop"(%10, %arg1, %9) ({
      ^bb0(%arg2: vector<[2]x6x11xf64>, %arg3: index):
      }) {"quoted key 0" = 9.765620e-03 : f8E4M3B11FNUZ} : ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> (), ui128, tf32) -> none
      "my_dialect.thing"(%8#2, %8#2, %arg0) : (index, index, !x<"a b">) -> ()
    }) : () -> f8E4M3
    "bar.yield"(%4) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> ()
    %6 = "a.b"(%5, %4) {foo.k3 = memref<2x733xf16>, sym_name0 = dense<> : tensor<0x2x1xf16>, value1 = 16618759 : i64, z92 = #map} : (f8E4M3, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> f8E8M0FNU
    %7 = "a.b"(%6) : (f8E8M0FNU) -> vector<[3]xf8E8M0FNU>
  }) : () -> (tuple<i24, ui1>, tuple<i17, f64, complex<f16>>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>))
  %1:3 = "bar.yield"(%0#0) {_u1 = ".}#\EF!!'@*" : i24, a0 = 0x7C00 : f16, foo.k2 = -9223372036854775808 : index} : (tuple<i24, ui1>) -> (f6E2M3FN, complex<i16>, tensor<*xsi17>)
  %2 = "foo.op"(%1#2, %0#2, %1#2) {_u0 = dense<[[1.000000e+00, 1.015630e-01], [0x80, 0x80], [-1.200000e+01, 0x80]]> : tensor<3x2xf8E4M3FNUZ>} : (tensor<*xsi17>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>), tensor<*xsi17>) -> i32
  %3 = "foo.compute"(%0#1, %1#2) <{}> : (tuple<i17, f64, complex<f16>>, tensor<*xsi17>) -> index
}) : () -> ()


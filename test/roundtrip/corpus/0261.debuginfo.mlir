#loc12 = loc("0261.in.mlir":14:7)
#loc14 = loc("a.mlir":39:67)
#loc15 = loc("0261.in.mlir":17:50)
#loc21 = loc("0261.in.mlir":24:8)
#loc22 = loc("0261.in.mlir":24:38)
#map = affine_map<(d0) -> (4, 2, (d0 mod 4) floordiv 5)>
"builtin.module"() ({
  %0:3 = "a.b"() ({
    %4 = "z.nop"() : () -> memref<957xcomplex<f64>, strided<[1], offset: ?>> loc(#loc3)
    "d.op_1"() : () -> () loc(#loc4)
    %5 = "foo.compute"() ({
      %12 = "foo.compute"(%4, %4) <{b3 = @f_1, d.k0 = -1 : i64, my.k2 = [-1 : index, 47 : index], z91 = 8.750000e-01 : f8E5M2}> {attr0 = 0 : i8} : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> memref<*xf8E5M2> loc(#loc6)
      "foo.bar"(%12, %4) : (memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> () loc(#loc7)
      %13 = "foo.bar"(%4, %12, %4) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> tuple<memref<58x?xf16, strided<[?, 1], offset: 1>>, i8, i17, vector<8x6x10xsi32>> loc(#loc3)
      "bar.yield"() <{z90}> : () -> () loc(#loc30)
      "foo.compute"(%4, %12, %4) <{d.k2 = "@__\7F'", foo.k0 = -9223372036854775808 : i64, foo.k1 = affine_map<(d0, d1, d2)[s0, s1] -> (7, 0, 6)>, foo.k3 = 6.000000e+00 : f4E2M1FN}> : (memref<957xcomplex<f64>, strided<[1], offset: ?>>, memref<*xf8E5M2>, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> () loc(#loc10)
      "a.jump"(%4)[^bb1] <{foo.k0, k$1 = dense<-1.148580e-27> : tensor<3x4xbf16>}> ({
      }, {
      }) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> () loc(#loc11)
    ^bb1(%14: !foo.v<"x y"> loc("0261.in.mlir":14:7)):  // pred: ^bb0
      %15 = "foo.bar"() : () -> none loc(#loc13)
    }, {
    ^bb0(%arg0: !x<"a b"> loc("a.mlir":39:67), %arg1: ui128 loc("0261.in.mlir":17:50)):
      %8:4 = "my_dialect.thing"(%arg1, %arg1, %arg0) : (ui128, ui128, !x<"a b">) -> (bf16, ui24, index, f8E4M3FNUZ) loc(#loc16)
      %9 = "my_dialect.thing"(%8#1) : (ui24) -> tf32 loc(#loc17)
      "x.switch"(%8#3, %9, %8#3)[^bb1] {_u1 = -128 : i8, b2, foo.k3 = array<i64: 30, -1, -9223372036854775808, -24047425945923618>, k$0 = array<f64: 3.14159265358979, 6.797120e+05>} : (f8E4M3FNUZ, tf32, f8E4M3FNUZ) -> () loc(#loc18)
    ^bb1:  // pred: ^bb0
      %10 = "x.y"() <{}> : () -> ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> ()) loc(#loc19)
      %11 = "z.nop"(%10, %arg1, %9) ({
      ^bb0(%arg2: vector<[2]x6x11xf64> loc("0261.in.mlir":24:8), %arg3: index loc("0261.in.mlir":24:38)):
      }) {"quoted key 0" = 9.765620e-03 : f8E4M3B11FNUZ} : ((tensor<*xf8E4M3>, !my_dialect.param<? , "x y" , {<-3 , ? , abc>}>, memref<316xvector<1xf6E2M3FN>, {kind = "scratch"}>) -> (), ui128, tf32) -> none loc(#loc20)
      "my_dialect.thing"(%8#2, %8#2, %arg0) : (index, index, !x<"a b">) -> () loc(#loc23)
    }) : () -> f8E4M3 loc(#loc5)
    "bar.yield"(%4) : (memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> () loc(#loc24)
    %6 = "a.b"(%5, %4) {foo.k3 = memref<2x733xf16>, sym_name0 = dense<> : tensor<0x2x1xf16>, value1 = 16618759 : i64, z92 = #map} : (f8E4M3, memref<957xcomplex<f64>, strided<[1], offset: ?>>) -> f8E8M0FNU loc(#loc25)
    %7 = "a.b"(%6) : (f8E8M0FNU) -> vector<[3]xf8E8M0FNU> loc(#loc26)
  }) : () -> (tuple<i24, ui1>, tuple<i17, f64, complex<f16>>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>)) loc(#loc29)
  %1:3 = "bar.yield"(%0#0) {_u1 = ".}#\EF!!'@*" : i24, a0 = 0x7C00 : f16, foo.k2 = -9223372036854775808 : index} : (tuple<i24, ui1>) -> (f6E2M3FN, complex<i16>, tensor<*xsi17>) loc(#loc27)
  %2 = "foo.op"(%1#2, %0#2, %1#2) {_u0 = dense<[[1.000000e+00, 1.015630e-01], [0x80, 0x80], [-1.200000e+01, 0x80]]> : tensor<3x2xf8E4M3FNUZ>} : (tensor<*xsi17>, (vector<[13]x9x2xbf16>) -> (i8, vector<3x[8]xi64>), tensor<*xsi17>) -> i32 loc(#loc28)
  %3 = "foo.compute"(%0#1, %1#2) <{}> : (tuple<i17, f64, complex<f16>>, tensor<*xsi17>) -> index loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("0261.in.mlir":0:0)
#loc1 = loc("-":231:213)
#loc2 = loc("a.mlir":48:17 to :41)
#loc3 = loc(unknown)
#loc4 = loc("a.mlir":0:0)
#loc5 = loc("0261.in.mlir":5:10)
#loc6 = loc("0261.in.mlir":6:8)
#loc7 = loc("0261.in.mlir":7:3)
#loc8 = loc("src/x.py":16:60 to 18:64)
#loc9 = loc("with \22q\22")
#loc10 = loc("":31:26 to 33:3)
#loc11 = loc("0261.in.mlir":11:3)
#loc13 = loc("0261.in.mlir":15:8)
#loc16 = loc("0261.in.mlir":18:15)
#loc17 = loc("-":152:263)
#loc18 = loc("0261.in.mlir":20:3)
#loc19 = loc("":7:0)
#loc20 = loc("0261.in.mlir":23:10)
#loc23 = loc("x")
#loc24 = loc("0261.in.mlir":28:2)
#loc25 = loc("0261.in.mlir":29:8)
#loc26 = loc("src/x.py":130:329)
#loc27 = loc("0261.in.mlir":32:9)
#loc28 = loc("0261.in.mlir":33:7)
#loc29 = loc(callsite(#loc1 at #loc2))
#loc30 = loc(callsite(#loc8 at #loc9))


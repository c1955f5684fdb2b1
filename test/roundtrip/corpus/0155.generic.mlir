!tuple = tuple<f8E5M2FNUZ, ui32, index, f64, f4E2M1FN, bf16, i64, tensor<1xf16>, i1, si1, vector<15x3x16xf64>, i64, f8E5M2, si1024, i7, f64, tensor<*xi1>, i1024, index, f64, i32, i32, f16, index>
#map = affine_map<(d0, d1, d2)[s0, s1] -> ((s1 + 1) ceildiv 3, 1)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (8, (d1 * s1) * 9, (s0 floordiv 8) * 2)>
"builtin.module"() ({
  %0 = "a.b"() {foo.k2 = 27 : index, sym_name0, x1 = 1 : si1024} : () -> ((tensor<1xcomplex<bf16>>) -> f64)
  %1 = "foo.bar"(%0) ({
  ^bb0(%arg0: none, %arg1: index):
  }) : ((tensor<1xcomplex<bf16>>) -> f64) -> complex<bf16>
  %2 = "foo.compute"(%1) : (complex<bf16>) -> vector<1xbf16>
  "z.nop"(%2, %1) : (vector<1xbf16>, complex<bf16>) -> ()
  "z.nop"(%0, %1) {"quoted key 0" = dense_resource<r.0> : tensor<5xi64>, "quoted key 1"} : ((tensor<1xcomplex<bf16>>) -> f64, complex<bf16>) -> ()
  "foo.compute"(%0, %1, %0) <{attr0, z91}> ({
  }, {
    %5 = "my_dialect.thing"(%1, %2) <{"quoted key 0" = [-1 : i128]}> {k$0 = 2 : index} : (complex<bf16>, vector<1xbf16>) -> f16
    %6:4 = "x.y"() <{attr0 = -1.298830e-01 : bf16, foo.k1 = dense<[[-1], [-1849111], [0]]> : tensor<3x1xsi32>}> : () -> (!tuple, i8, index, none)
    %7:4 = "foo.bar"(%6#1) : (i8) -> (f16, i7, bf16, f16)
    %8 = "my_dialect.thing"(%6#1, %2, %7#3) : (i8, vector<1xbf16>, f16) -> index
    "a.jump"()[^bb1] <{k$0 = -2.283520e+05 : bf16}> {foo.k0 = 4.000000e+00 : f8E4M3FNUZ, foo.k1, my.k2 = 77343644983778219227486525165055019570899169831443545816877680540483367448119420242817835271074723702390060795366289585396892945254978926278518657103843679650173629550077075846959 : i1024} : () -> ()
  ^bb1:  // pred: ^bb0
    %9 = "my_dialect.thing"(%7#0, %7#2, %7#2) <{"quoted key 1" = @_priv, z90 = 0 : index}> ({
    }, {
      "d.op_1"(%2, %1, %7#3) ({
        "cfx.cond_br"(%8, %7#2, %7#1)[^bb1, ^bb2] <{my.k1 = "0_\7F<%\7F!!", "quoted key 0", sym_name2 = #bar.a<59, {-0,"x y",-1}, ?>}> : (index, bf16, i7) -> ()
      ^bb1:  // 2 preds: ^bb0, ^bb3
        "x.switch"(%7#1, %6#1)[^bb2] {a3 = 0 : ui32, foo.k1 = "\00'\0A@\22<a*!\\_", value2, z90 = 1 : si1024} : (i7, i8) -> ()
      ^bb2:  // 2 preds: ^bb0, ^bb1
        "foo.br"()[^bb3, ^bb3] : () -> ()
      ^bb3:  // 2 preds: ^bb2, ^bb2
        "cfx.cond_br"(%7#0)[^bb1] : (f16) -> ()
      }) {a0 = 5.000000e+00 : f8E4M3B11FNUZ} : (vector<1xbf16>, complex<bf16>, f16) -> ()
      %11 = "bar.yield"(%7#1) {d.k0 = "\09\E6\97\A5\E6\9C\AC<%0{" : f16} : (i7) -> i24
      %12 = "d.op_1"(%2) <{sym_name0 = vector<13xsi7>}> : (vector<1xbf16>) -> !x.param<{-5,60} -7 50>
    }) {k$0 = #map} : (f16, bf16, bf16) -> ((tensor<1x3x635xf8E4M3B11FNUZ>) -> i64)
    %10 = "a.b"(%6#3, %7#3, %9) : (none, f16, (tensor<1x3x635xf8E4M3B11FNUZ>) -> i64) -> memref<*xi32, 6>
  }) {_u0 = "\09/z\09", b2 = dense<[[-1.000000e+00, 5.000000e-01, 4.471171066723805E+215, -967.45867099999998]]> : vector<1x4xf64>, my.k1 = #bar.a<?>} : ((tensor<1xcomplex<bf16>>) -> f64, complex<bf16>, (tensor<1xcomplex<bf16>>) -> f64) -> ()
  %3:3 = "bar.yield"() : () -> (f32, i1024, f32)
  %4 = "z.nop"(%3#2) {d.k0 = #map1, k$2, sym_name3 = 3.646000e+03 : f16, value1 = {attr0 = -2463389701355751277686742003900621 : i1024}} : (f32) -> ((f8E4M3FN, memref<27xf6E3M2FN, 2>) -> bf16)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000001A24656FF642E52F906BBE10C911FB938F0652C5602AF3DD23494ED1937C4962665971AF8AF06857"
    }
  }
#-}


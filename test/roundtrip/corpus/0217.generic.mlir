#distinct = distinct[0]<-727627427094502063147 : i1024>
#map = affine_map<(d0, d1, d2)[s0] -> (d2 * -5, d1 mod 9)>
#set = affine_set<(d0, d1) : (d0 * 7 >= 0)>
"builtin.module"() ({
  "my_dialect.thing"() : () -> ()
  %0 = "my_dialect.thing"() : () -> i8
  %1 = "my_dialect.thing"(%0, %0) <{b1 = affine_map<(d0, d1, d2)[s0] -> ((d1 * 5) mod 2, -(d0 floordiv 2), -(s0 * s0) + 5)>, sym_name0 = none}> : (i8, i8) -> index
  %2 = "foo.bar"(%0) ({
    %4:3 = "foo.compute"(%0, %0, %1) <{k$0, my.k1 = []}> ({
    ^bb0(%arg3: complex<i128>, %arg4: !x<"a b">):
      "cfx.cond_br"(%1)[^bb1] : (index) -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg3, %0)[^bb2] {_u0, z91 = dense<[[[-424594.438, -65.6154785], [-9.61184153E+10, -1.66301362E+20], [-3.03851435E+32, 3.73603902E-32]], [[2.85081239E-20, -4.95543936E-4], [4.037950e-17, -9.22830594E-8], [-3.90134114E+29, -7.39979777E-35]]]> : tensor<2x3x2xf32>} : (complex<i128>, i8) -> ()
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"(%0, %0)[^bb3, ^bb3] : (i8, i8) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %9:3 = "foo.bar"() {attr0 = "0\\&\C3\A9*!\0A\0A", b2 = #map, value1 = [unit, dense<-1> : tensor<i32>, "\22z", [1441445578349890 : index, "\\\\}* 0\CE\A9%a \09\00"]], value3 = dense<[[[6.171880e-01, 4.042970e-01, -5.000000e-01, 2.000000e+00], [3.160000e+02, 2.001950e-01, -5.480000e+02, 4.628910e-01]], [[-9.318400e+04, 9.650000e+01, 9.916960e+22, 1.007620e+06], [-1.000000e+00, 7.200000e+03, -3.919650e-30, 1.500000e+00]], [[1.884770e-01, 3.732010e-25, 1.001360e-05, -3.007810e-01], [1.000000e+00, 2.718750e+00, 2.658460e+36, 5.644700e+21]]]> : tensor<3x2x4xbf16>} : () -> (memref<?x32xi3>, tuple<i8>, (complex<f32>, index, i1) -> tensor<2x191xf8E5M2FNUZ>)
    }, {
    ^bb0(%arg1: (none, memref<604x61x976xcomplex<bf16>, 5>) -> f8E4M3FNUZ, %arg2: vector<[6]x[12]x10xindex>):
      %8:3 = "d.op_1"(%1, %1) {a0 = #set, "quoted key 1", sym_name2 = "! \7F#{\C3\A9@\C3\A9"} : (index, index) -> (si17, i32, f80)
    }, {
    ^bb0(%arg0: tuple<i8, f32, f32>):
      "cfx.cond_br"(%arg0)[^bb1] : (tuple<i8, f32, f32>) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb2
      "cfx.cond_br"()[^bb2] {z90 = []} : () -> ()
    ^bb2(%5: none, %6: i64, %7: f32):  // pred: ^bb1
      "cfx.cond_br"(%7, %0)[^bb1] {foo.k2 = -3 : i8, my.k0 = "%a'X/@\A3", sym_name1 = {sym_name0 = sparse<[[1, 3, 1], [1, 2, 0]], [7.056850e+05, 3.14159265358979]> : tensor<6x4x2xf64>}, value3} : (f32, i8) -> ()
    }) {a1 = tuple<ui1024, i17, ui32, f32>, attr3 = dense_resource<blob0> : tensor<6xi32>, my.k0 = index, z92 = #distinct} : (i8, i8, index) -> (f6E2M3FN, f16, si1)
    "a.b"(%4#0, %1) : (f6E2M3FN, index) -> ()
  }, {
    %3 = "a.b"(%0, %1, %1) : (i8, index, index) -> bf16
  }) {a0 = "\E6\97\A5\E6\9C\AC", "quoted key 1" = 2.000000e+00 : f128, z92 = 0 : i64} : (i8) -> f64
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000008A6F2EDF24EC3F72280EDAD7ABE5D9FE6BCBA7E313653CD9"
    }
  }
#-}


#distinct = distinct[0]<". \D0%X\09">
#map = affine_map<(d0)[s0] -> (d0 floordiv 5, (s0 * 6) mod 4)>
"builtin.module"() ({
  %0:4 = "d.op_1"() {attr2 = @"x y"::@main, foo.k0 = 4.253530e+37 : bf16, foo.k1 = 9223372036854775807 : index, k$3 = -1 : i7} : () -> (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>, tuple<si32, i17, f32, f64>, f16, f80)
  %1:2 = "d.op_1"() ({
    %13 = "foo.compute"(%0#2, %0#2, %0#1) ({
      %14 = "my_dialect.thing"(%0#0) {foo.k0 = sparse<[[2, 2], [1, 1], [1, 4], [0, 3]], [-3.007810e-01, 6.021020e+23, 2.658460e+36, -2.781250e+00]> : tensor<3x6xbf16>} : (memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> none
      %15 = "z.nop"(%0#1, %14, %0#0) <{d.k0 = 5.500000e+00 : f6E2M3FN, k$1 = 4.253530e+37 : bf16}> {value0 = dense<[[9482, 24321, 10942], [30459, 22405, 43638]]> : vector<2x3xui16>} : (tuple<si32, i17, f32, f64>, none, memref<4x1xf8E5M2, strided<[18, 21], offset: ?>>) -> !foo<"abc">
      %16 = "a.b"() : () -> tensor<52xsi128>
    }) : (f16, f16, tuple<si32, i17, f32, f64>) -> none
  }, {
    "x.switch"(%0#2)[^bb1] ({
      %4:3 = "bar.yield"(%0#3, %0#2, %0#2) : (f80, f16, f16) -> (!x<"a b">, i8, vector<14x6x[5]xf6E2M3FN>)
      %5 = "foo.op"() <{}> {a1 = true, b0, d.k3, "quoted key 2" = dense_resource<blob0> : tensor<5xi32>} : () -> f8E4M3
      %6 = "foo.op"(%4#1, %5) : (i8, f8E4M3) -> complex<f64>
      %7 = "foo.compute"(%5) : (f8E4M3) -> i128
      %8:3 = "z.nop"() ({
      ^bb0(%arg0: bf16):
        %11:4 = "bar.yield"(%4#1) : (i8) -> (none, f8E4M3FNUZ, ui32, memref<?x?xsi32>)
        %12 = "bar.yield"() {attr1 = sparse<1, -708546531620013> : tensor<3x4xi64>, "quoted key 2" = dense<(79,-7)> : tensor<complex<i32>>, sym_name3, value0} : () -> memref<5xsi64>
      }) {foo.k0 = distinct[1]<>} : () -> (complex<f8E4M3FN>, f8E4M3, f16)
      "foo.br"(%4#0, %4#0)[^bb1] <{foo.k2 = 2.992190e+00 : f16, value3 = @"\C3\A9"::@s$::@f_1, x0 = true, z91 = array<i32: 2>}> : (!x<"a b">, !x<"a b">) -> ()
    ^bb1:  // pred: ^bb0
      "x.switch"(%8#0)[^bb2, ^bb3] : (complex<f8E4M3FN>) -> ()
    ^bb2:  // pred: ^bb1
      "cfx.cond_br"(%4#1, %7)[^bb3, ^bb3] : (i8, i128) -> ()
    ^bb3(%9: i32, %10: f32):  // 3 preds: ^bb1, ^bb2, ^bb2
      "foo.bar"(%9, %8#2) {a0 = [], x1 = 654663507 : i64, x2, x3 = -1 : i32} : (i32, f16) -> ()
    }) : (f16) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "a.jump"()[^bb1] {_u0 = #distinct, d.k1 = #bar.p<"x y", ?>, k$2 = @"0start", x3 = #map} : () -> ()
  }) {my.k1, z90 = #my.p<[?,<21>,-2]>, z92} : () -> (tensor<*xf16>, i64)
  %2 = "bar.yield"(%0#2, %1#0) : (f16, tensor<*xf16>) -> bf16
  %3 = "bar.yield"() : () -> bf16
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000010C5EB7304497548549FF5120E81D7930EB56C8"
    }
  }
#-}


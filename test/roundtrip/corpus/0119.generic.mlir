#loc = loc(unknown)
#map = affine_map<(d0, d1, d2) -> (1)>
#map1 = affine_map<(d0) -> ()>
"builtin.module"() ({
  %0:2 = "foo.compute"() ({
    %4 = "foo.bar"() ({
      "foo.bar"() {_u0 = 0xFF : f8E4M3FN, x1 = 47 : index} : () -> ()
      "foo.bar.baz"() : () -> ()
      "foo.bar.baz"() : () -> ()
      "z.nop"() ({
      ^bb0:
      }) : () -> ()
      %20:4 = "my_dialect.thing"() {_u0 = dense<[[false, true]]> : tensor<1x2xi1>, a1 = 0x80 : f8E5M2FNUZ} : () -> (memref<3xsi32>, !x.t, f4E2M1FN, f16)
      "d.op_1"(%20#0, %20#0, %20#0) {_u0 = i32, _u1 = #my.flag, attr2 = dense<-5.980500e+20> : tensor<f32>} : (memref<3xsi32>, memref<3xsi32>, memref<3xsi32>) -> ()
    }) : () -> index
    %5 = "foo.op"(%4) {attr2 = 0x80 : f8E4M3FNUZ, b0 = [37 : index, array<f64: -5.966000e+07, 1.2538637484968957E+112>], "quoted key 3" = 0 : ui64, value1 = [@"with\22quote"::@_priv, -1, {_u3 = #bar.v<55>, foo.k1, value2 = 0 : ui64, z90 = 0 : ui64}, [unit, 1 : index]]} : (index) -> f16
    "a.jump"(%5, %4)[^bb1] ({
    ^bb0(%arg0: tuple<si17>, %arg1: tensor<618x?x385xcomplex<f8E4M3B11FNUZ>>):
      "a.jump"()[^bb1, ^bb2] <{b1 = dense_resource<r.0> : tensor<2xi32>, my.k0 = i64}> : () -> ()
    ^bb1(%8: i128, %9: vector<i7>, %10: vector<[7]xindex>):  // pred: ^bb0
      %11 = "foo.compute"() ({
        "z.nop"(%10, %10, %9) {_u2 = [-2.000000e+00], foo.k0 = {_u1, sym_name2, value0 = "/\22\00?\92!\22{%\00{\22"}, z91 = @b} : (vector<[7]xindex>, vector<[7]xindex>, vector<i7>) -> ()
        %18 = "bar.yield"(%10, %arg0) {my.k1 = true, x0 = true} : (vector<[7]xindex>, tuple<si17>) -> f8E5M2FNUZ
        %19 = "a.b"(%18) <{_u0 = #my.p<19 , -2>, a1 = #bar<"abc">}> : (f8E5M2FNUZ) -> memref<447x2x764xbf16>
      }) {b1 = @s$, "quoted key 0", "quoted key 2" = -24 : i16} : () -> index
      %12:4 = "z.nop"() {_u0 = {}, a2 = #foo<"abc">, k$1 = #map} : () -> (f64, tensor<13x961x1x0xindex>, tuple<f16>, complex<f8E5M2>)
      %13 = "foo.compute"() : () -> si3
      "foo.bar"(%11, %12#1) : (index, tensor<13x961x1x0xindex>) -> ()
      "cfx.cond_br"()[^bb2] : () -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %14 = "a.b"(%arg0) : (tuple<si17>) -> index
      "a.jump"()[^bb3] {b0 = -1 : index, x2, z91} : () -> ()
    ^bb3(%15: tensor<?x64x5x?xindex, {a = 1 : i64}>):  // pred: ^bb2
      %16 = "d.op_1"(%arg1, %arg0, %arg0) {attr1 = "<\0A", "quoted key 0" = 1 : i64, sym_name2 = 0 : ui64} : (tensor<618x?x385xcomplex<f8E4M3B11FNUZ>>, tuple<si17>, tuple<si17>) -> si8
      %17 = "z.nop"() {d.k0 = 4.253530e+37 : bf16} : () -> complex<f32>
    }) {b0 = dense<[[[174303213343, 331312, 1], [0, 0, 62], [53, 296166326498369, 1], [1, 249, 1352]], [[18446744073709551615, 18446744073709551615, 0], [0, 0, 0], [0, 1072727092995109, 0], [0, 0, 0]], [[12, 5, 18446744073709551615], [0, 18446744073709551615, 1], [3, 1, 0], [0, 0, 18446744073709551615]]]> : tensor<3x4x3xui64>, b2 = dense_resource<blob1> : tensor<1xf64>, foo.k1} : (f16, index) -> ()
  ^bb1(%6: vector<12x10xsi64>):  // pred: ^bb0
    %7 = "foo.bar.baz"() : () -> si1
  }) : () -> (si17, tuple<index, bf16, f64, ui64>)
  %1:3 = "foo.compute"(%0#0, %0#0) {sym_name0 = #loc} : (si17, si17) -> (vector<[12]x[14]xui1>, i17, ui3)
  %2 = "bar.yield"(%1#2, %1#1, %1#1) : (ui3, i17, i17) -> i3
  %3:2 = "d.op_1"(%1#0) : (vector<[12]x[14]xui1>) -> (tensor<1x886x3xf64>, tuple<>)
}) {foo.module_attr = #map1} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000318B9206099CADFF",
      blob1: "0x08000000ADCBE5A93308FAFE"
    }
  }
#-}


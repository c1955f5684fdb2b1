#distinct = distinct[0]<#bar.a<{57}>>
#map = affine_map<(d0, d1) -> (d1 floordiv 8 + 8, d1 floordiv 4, 1)>
#distinct1 = distinct[1]<#distinct>
"builtin.module"() ({
  %0:2 = "foo.bar"() <{_u2 = @a::@"x y"::@_priv, a0 = array<f32: 4.127900e+20, 0x7FC00000, 2.500000e-03, 1.000000e+02>, b1 = @main::@"\C3\A9"::@x.y, "quoted key 3" = #x.p<[76,24]>}> ({
    "a.jump"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "a.jump"()[^bb2] : () -> ()
  ^bb2(%2: i1024):  // 2 preds: ^bb1, ^bb2
    "x.switch"(%2, %2)[^bb3, ^bb2] : (i1024, i1024) -> ()
  ^bb3:  // pred: ^bb2
    %3:4 = "foo.bar"() : () -> (memref<41x?x22xf6E2M3FN, strided<[?, ?, 1]>>, tensor<1xui32>, memref<?xi32, "local mem">, memref<4x61xi32, "shared">)
  }, {
  ^bb0(%arg0: tuple<i1, f64, i1>):
  }) : () -> (none, tuple<f16>)
  "foo.compute"(%0#0) : (none) -> ()
  "my_dialect.thing"(%0#1, %0#1) : (tuple<f16>, tuple<f16>) -> ()
  %1:3 = "foo.bar"(%0#1, %0#0, %0#0) {_u1 = #distinct1, k$2 = [dense<457> : tensor<index>, array<f64: 1.000000e+02, 0.37609819999999999, 6.239000e+00, 5.448100e+16, -1.000000e+02>, array<i32: 212>], value0 = [#map, "\09/#{", -58 : i8]} : (tuple<f16>, none, none) -> (tf32, f32, complex<f32>)
}) : () -> ()


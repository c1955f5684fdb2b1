#map = affine_map<(d0, d1, d2) -> (d2 * 4, d0 floordiv 9 - d1 mod 6, (d2 ceildiv 4) * 5)>
#map1 = affine_map<(d0)[s0, s1] -> (d0 * 27)>
"builtin.module"() ({
  %0 = "foo.compute"() ({
    "x.switch"()[^bb1] <{}> : () -> ()
  ^bb1:  // pred: ^bb0
    "x.switch"()[^bb2, ^bb3] {foo.k0 = array<i16>} : () -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb3
    "cfx.cond_br"()[^bb3] ({
    ^bb0(%arg0: tensor<56x10xtf32>, %arg1: vector<[8]x16x2xindex>, %arg2: (complex<f16>, complex<f64>, memref<626x?x?xi16, #map, 5>) -> (f32, tf32)):
      %4 = "z.nop"() : () -> !bar.t
    }) : () -> ()
  ^bb3:  // 2 preds: ^bb1, ^bb2
    "x.switch"()[^bb2] <{}> : () -> ()
  }) : () -> memref<34x2xcomplex<ui64>, strided<[?, 1], offset: ?>>
  %1:3 = "x.y"(%0) : (memref<34x2xcomplex<ui64>, strided<[?, 1], offset: ?>>) -> (i7, f32, complex<f16>)
  %2 = "x.y"(%1#2, %1#0, %1#2) {z90 = #map1} : (complex<f16>, i7, complex<f16>) -> i3
  %3 = "x.y"(%2, %1#0, %1#1) {_u0 = 399681801513211 : index, "quoted key 1" = array<f32: 8.650350e+05>, x2 = @_priv::@"x y", z93 = "-a\81b\00#\22"} : (i3, i7, f32) -> none
}) : () -> ()


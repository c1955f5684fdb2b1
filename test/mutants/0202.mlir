// ir-gen random --seed 275 --size 5
"builtin.module"() ({
  %x0 = "foo.compute"() ({
    "x.switch"()[^b1] <{}>: 
  () -> ()
  ^b1():
    "x.switch"() [^bb2, ^bb3] {foo.k0= array<i16>}: () -> ()
  ^bb2:
    "cfx.cond_br"()[^bb3] ({
    ^bb4(%v1 : tensor<56x10 x tf32>, %2: vector<[8]x16x2xindex>, %v3: (complex<f16>, complex<  f64>, memref<626x?x?xi16,  affine_map<(d0, d1, d2) -> (1 * (d2 * 4), (d0) floordiv 9 - (d1) mod 6, (d2) ceildiv 4 * 5)>, 5>) -> (f32, tf32) loc("with \"q\"")):
      %value4 = "z.nop"(): 
  () -> !bar.t loc("line
break":199:421)
    }) {} : () -> () loc("f":36:4294967295)
  ^bb3:
    "x.switch"()[^bb2] <{}>: () -> () loc(fused["a.mlir":285:308, unknown, unknown])
  }):   () -> memref<34x2xcomplex< ui64	>,
    strided<[?, 1], offset: ?>>
  %5, %_6:2 = "x.y"(%x0) {}: (memref<34x2xcomplex< ui64	>,
    strided<[?, 1], offset: ?>>) -> (i7, f32, complex<f16>)
  %7 = "x.y"(%_6#1, %5, %_6#1) {z90= affine_map<(d0)[s0, s1] -> (9 * (3 * (d0)))>}: (complex<f16>, i7, complex<f16>) -> i3
  %v8 = "x.y"(%7, %5,
    %_6#0) {_u0= 399681801513211 : index,"quoted key 1"= array<f32: 865035.0>, x2=	 @_priv::@"x y", z93=	 "-a\81b\00#\""}: (i3, i7 , f32) -> (none) loc("a.mlir":24:14 to 27:40)
}) : () -> () loc("with \"q\"")

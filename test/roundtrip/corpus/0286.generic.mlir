!tuple = tuple<bf16, f16, f8E4M3FNUZ, si1, i8, bf16, f8E5M2, f32, f6E3M2FN, f64, f16, tensor<4x3x63xi64, #foo.enc>, i8, vector<[15]x[2]xf16>, bf16, ui32, f32, f64>
!tuple1 = tuple<f8E4M3FN, ui17, si32, f8E4M3B11FNUZ, f16, f64, f8E3M4, ui7, f8E4M3, f8E8M0FNU, si1, si24, i128, bf16, i32, ui8, f32, f80, bf16>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1)[s0, s1] -> ((d1 + s0) mod 9, (d1 + s0) * s0)>
"builtin.module"() ({
  %0 = "my_dialect.thing"() ({
    %4 = "foo.compute"() {b1 = #bar.p<[abc] f32 <-7>>, "quoted key 0" = -1 : i64} : () -> tensor<?x42xi64>
    "my_dialect.thing"(%4, %4, %4) ({
      %6:3 = "x.y"(%4, %4, %4) ({
      ^bb0(%arg1: complex<f6E2M3FN>, %arg2: tf32, %arg3: index):
        "foo.op"(%arg1, %4, %arg2) {d.k0 = #x.a, d.k1 = dense<"!"> : tensor<!foo.str>} : (complex<f6E2M3FN>, tensor<?x42xi64>, tf32) -> ()
        "foo.bar.baz"(%arg2, %arg1, %4) : (tf32, complex<f6E2M3FN>, tensor<?x42xi64>) -> ()
        %9:4 = "foo.bar"() {b2 = [], sym_name1 = 21 : index, z90 = memref<?x3x48xvector<13xf32>, #map, {kind = "scratch"}>} : () -> (tensor<359x?xi64>, none, complex<f8E5M2>, i32)
      }, {
      ^bb0(%arg0: ui8):
      }, {
        "a.jump"(%4, %4)[^bb1, ^bb1] <{"quoted key 0" = -8342 : i64, "quoted key 1" = "z#\00#!\00\0A%", sym_name2 = true}> {_u0, x1 = #map1} : (tensor<?x42xi64>, tensor<?x42xi64>) -> ()
      ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
        "x.switch"()[^bb1] : () -> ()
      }) : (tensor<?x42xi64>, tensor<?x42xi64>, tensor<?x42xi64>) -> (i64, !tuple, tuple<>)
      %7:3 = "a.b"(%4, %6#2, %6#1) {d.k0 = true, my.k1 = ["", ui128, array<i16: 197>]} : (tensor<?x42xi64>, tuple<>, !tuple) -> (f16, tensor<2x34x0xcomplex<i24>>, index)
      %8 = "x.y"(%7#0, %6#2, %7#0) : (f16, tuple<>, f16) -> !tuple1
      "my_dialect.thing"() {attr1 = @main, b2 = {}, "quoted key 0" = #my.b.c} : () -> ()
    }) : (tensor<?x42xi64>, tensor<?x42xi64>, tensor<?x42xi64>) -> ()
    %5 = "d.op_1"() : () -> i3
  }) : () -> tensor<0x?x2xvector<4xbf16>, 7 : i32>
  %1 = "foo.bar"(%0) <{_u0 = loc(fused["with \22q\22", "src/x.py":0:97, "a.mlir":112:80]), _u2 = 340282366920938463463374607431768211455 : i1024, d.k1 = true}> : (tensor<0x?x2xvector<4xbf16>, 7 : i32>) -> memref<4x920x493xf8E4M3FN, strided<[?, ?, ?]>, "gpu">
  %2 = "foo.compute"(%1, %0) : (memref<4x920x493xf8E4M3FN, strided<[?, ?, ?]>, "gpu">, tensor<0x?x2xvector<4xbf16>, 7 : i32>) -> !bar.v<?>
  %3 = "a.b"() {z90} : () -> complex<f64>
}) : () -> ()


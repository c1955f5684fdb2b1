#map = affine_map<()[s0, s1] -> ()>
"builtin.module"() ({
  %0 = "foo.bar.baz"() : () -> ((f6E2M3FN) -> ui64)
  %1 = "foo.compute"(%0) {foo.k2 = array<i64: 31, -1>, value0 = "<", value1} : ((f6E2M3FN) -> ui64) -> memref<6xi32, strided<[1]>, "gpu">
  %2:4 = "x.y"() : () -> (complex<f16>, memref<?x17xi7, strided<[?, 1]>, 7>, i8, () -> (tensor<347x0xbf16>, complex<bf16>))
  %3:4 = "bar.yield"(%2#0, %2#0) <{foo.k0 = "X\\\7F\00", foo.k1, k$2 = -1 : i24}> ({
    %9 = "x.y"() : () -> ui32
    "d.op_1"(%2#3, %2#2) : (() -> (tensor<347x0xbf16>, complex<bf16>), i8) -> ()
    %10:4 = "z.nop"(%2#1, %2#1, %2#3) {attr0 = 18380411181416582302279887044474489332979649691765889922091295786894245663115124327244647735962490264594832272726814897268 : i1024} : (memref<?x17xi7, strided<[?, 1]>, 7>, memref<?x17xi7, strided<[?, 1]>, 7>, () -> (tensor<347x0xbf16>, complex<bf16>)) -> (memref<929x11x?xsi8, 6>, complex<f64>, tuple<si16, f32, f8E3M4>, f8E8M0FNU)
    %11 = "foo.compute"(%10#2, %1) {_u1 = #map, a3 = dense<1> : vector<1xi32>, d.k0 = [true], x2 = @main} : (tuple<si16, f32, f8E3M4>, memref<6xi32, strided<[1]>, "gpu">) -> tf32
  }, {
    "foo.br"()[^bb1, ^bb1] : () -> ()
  ^bb1(%4: tuple<ui1, i32, i8>):  // 2 preds: ^bb0, ^bb0
    "cfx.cond_br"(%0, %2#2)[^bb2, ^bb3] {a1, attr0 = 3.125000e-01 : f6E3M2FN, k$2} : ((f6E2M3FN) -> ui64, i8) -> ()
  ^bb2(%5: memref<3x14x31xcomplex<f8E8M0FNU>, strided<[?, 64, ?]>>, %6: memref<6x?x572xui16, strided<[?, ?, 1], offset: ?>>):  // pred: ^bb1
    "cfx.cond_br"(%5, %2#3, %2#2)[^bb3] : (memref<3x14x31xcomplex<f8E8M0FNU>, strided<[?, 64, ?]>>, () -> (tensor<347x0xbf16>, complex<bf16>), i8) -> ()
  ^bb3(%7: vector<[14]x[3]x4xf32>, %8: memref<3x14x31xcomplex<f8E8M0FNU>, strided<[?, 64, ?]>>):  // 2 preds: ^bb1, ^bb2
    "my_dialect.thing"(%2#0, %8, %7) {"quoted key 0" = 0.299999999999999988897769753748434596 : f128} : (complex<f16>, memref<3x14x31xcomplex<f8E8M0FNU>, strided<[?, 64, ?]>>, vector<[14]x[3]x4xf32>) -> ()
  }) : (complex<f16>, complex<f16>) -> (vector<5xsi64>, tf32, f128, (f80, memref<882x?x403xi32>, memref<?xindex, {kind = "scratch"}>) -> ())
}) : () -> ()


#loc = loc("dir/with space.c":339:0)
#map = affine_map<(d0) -> (0, 3)>
"builtin.module"() <{sym_name = "m52"}> ({
  %0 = "a.b"() {a1, my.k0 = 2.800000e+01 : f6E3M2FN} : () -> tensor<58x?x?xindex>
  %1:3 = "foo.op"(%0) {my.k0 = "_b\22\E6\97\A5\E6\9C\AC\\@z\7F\09\7F_\7F", value1 = [#loc, dense<[[-1], [1], [0], [1]]> : tensor<4x1xi32>, "", #foo.a<[a.b],<-7 {-4, "x y"}>,-6>]} : (tensor<58x?x?xindex>) -> (i8, tf32, complex<f16>)
  %2 = "z.nop"(%1#2, %0) ({
  ^bb0(%arg0: i1, %arg1: !x.param<abc>, %arg2: i64):
    %4 = "a.b"(%1#2) ({
    }) : (complex<f16>) -> f8E5M2
    %5:2 = "z.nop"(%4, %0, %arg1) <{k$0 = {attr0 = loc("x")}, x1 = -71 : i8}> {a3 = {"quoted key 0" = -51 : i8}, attr0 = #map, b2, d.k1 = array<f64: -3208316078.3204355, 6.470000e-01, 5.965400e+24>} : (f8E5M2, tensor<58x?x?xindex>, !x.param<abc>) -> (i8, !bar<"x<y>">)
    "a.jump"(%4, %4)[^bb1] : (f8E5M2, f8E5M2) -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
    "a.jump"()[^bb2, ^bb1] <{}> ({
      %18 = "foo.bar"(%arg2) : (i64) -> index
    }, {
    }) : () -> ()
  ^bb2:  // pred: ^bb1
    %6 = "my_dialect.thing"(%0, %5#1, %5#0) <{_u0 = "", b1}> {k$0 = 2.521000e+06 : f32} : (tensor<58x?x?xindex>, !bar<"x<y>">, i8) -> ui8
    "d.op_1"(%5#1) : (!bar<"x<y>">) -> ()
    %7:2 = "a.b"(%6, %5#1, %6) {x0 = distinct[0]<>} : (ui8, !bar<"x<y>">, ui8) -> (complex<f8E5M2>, tensor<ui16>)
    "foo.op"(%7#0, %1#1) ({
      %14 = "d.op_1"() : () -> complex<f16>
      %15 = "bar.yield"(%14, %0, %5#0) {k$1 = -1.52468574 : f32, k$2 = 0xFF800000 : f32, k$3, x0} : (complex<f16>, tensor<58x?x?xindex>, i8) -> memref<?x4x7xvector<[16]x6xf8E5M2>, {kind = "scratch"}>
      %16 = "foo.compute"(%15) : (memref<?x4x7xvector<[16]x6xf8E5M2>, {kind = "scratch"}>) -> f64
      %17:4 = "z.nop"() : () -> (f64, f8E4M3B11FNUZ, complex<f32>, tensor<807x?x0x3x!x.v<"x y" 37 -3>>)
    }) : (complex<f8E5M2>, tf32) -> ()
    %8 = "bar.yield"(%7#0, %1#2) : (complex<f8E5M2>, complex<f16>) -> complex<i64>
    "foo.br"()[^bb3] : () -> ()
  ^bb3(%9: bf16, %10: vector<3x2x[2]xi1>, %11: i7):  // pred: ^bb2
    "bar.yield"(%0, %5#1, %1#2) : (tensor<58x?x?xindex>, !bar<"x<y>">, complex<f16>) -> ()
    %12:2 = "z.nop"(%5#1, %4) <{a1, z90 = false}> : (!bar<"x<y>">, f8E5M2) -> (f32, tensor<34x191xi128>)
    %13 = "foo.compute"(%11, %11) {b1 = "\\@#\0A!\09/\\", sym_name0} : (i7, i7) -> i16
    "foo.br"(%5#1)[^bb1] ({
    }) {sym_name0 = "\00" : ui1, sym_name1 = 42 : index} : (!bar<"x<y>">) -> ()
  }) : (complex<f16>, tensor<58x?x?xindex>) -> vector<16x13x[10]xf32>
  %3 = "my_dialect.thing"(%1#2) : (complex<f16>) -> (() -> ())
}) : () -> ()


!tuple = tuple<ui8, f16, ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN>, si64, f4E2M1FN, bf16, si128, bf16, f16>
#map = affine_map<(d0) -> ((d0 + 3) ceildiv 8)>
#map1 = affine_map<(d0) -> ()>
"builtin.module"() ({
  "a.b"() : () -> ()
  %0:4 = "foo.op"() : () -> (f64, complex<bf16>, memref<626x1x23xi64, "local mem">, memref<?xbf16, #map>)
  %1 = "foo.bar.baz"() : () -> f8E4M3
  %2:4 = "foo.bar"() : () -> (vector<3xf8E4M3FN>, vector<12xi1>, tuple<f6E2M3FN, f16, i32, index>, tensor<374x0x779x1xvector<14x2xi8>, 5 : i32>)
  "d.op_1"(%2#1, %0#1, %0#1) : (vector<12xi1>, complex<bf16>, complex<bf16>) -> ()
  %3:3 = "foo.op"(%2#2) : (tuple<f6E2M3FN, f16, i32, index>) -> (memref<?x18xsi8, {kind = "scratch"}>, bf16, tensor<index>)
  %4 = "foo.bar.baz"(%0#1, %0#3) {sym_name0} : (complex<bf16>, memref<?xbf16, #map>) -> i64
  "foo.compute"(%3#1, %0#0, %4) <{attr1 = distinct[0]<-1 : i64>, z90 = dense<[[(-1.000000e+02,653.647461), (-1.500000e+00,1.192000e+07), (2.000000e+00,223.465225), (2.645000e+02,205.170288)], [(224.96315,-7.22370882E-29), (1.000000e+00,4.321000e+04), (4.875200e+05,370.390045), (1.500000e+00,3.432970e+05)], [(-1.1124414E-14,1.63395464E-6), (-0.0280391779,1.45418315E+12), (9.99999974E-6,1.500000e+00), (0.535830498,189.835571)], [(1.000000e-01,3.000000e-01), (1.000000e+02,2.28643952E-32), (-1.000000e+10,6.550400e+04), (0.000000e+00,6.64893363E-10)]]> : tensor<4x4xcomplex<f32>>}> : (bf16, f64, i64) -> ()
  %5:4 = "z.nop"() : () -> (complex<i24>, complex<f64>, f80, complex<i24>)
  "z.nop"(%3#0) {foo.k0 = dense<9.7249999999999996> : tensor<f64>, sym_name2, x1 = dense<395> : tensor<index>} : (memref<?x18xsi8, {kind = "scratch"}>) -> ()
  %6 = "a.b"(%1, %5#2, %5#3) {my.k0 = true, value1 = 740.174848 : f64} : (f8E4M3, f80, complex<i24>) -> tensor<16x?x25xcomplex<bf16>, "sparse">
  %7 = "foo.bar"(%5#3) <{k$0 = sparse<[[2], [0], [0]], [2.520000e+03, 0.306260705, 3.60437942E+26]> : tensor<3xf32>}> : (complex<i24>) -> bf16
  %8 = "foo.bar"(%0#2) : (memref<626x1x23xi64, "local mem">) -> memref<68x48xi8>
  %9 = "d.op_1"() {_u0 = memref<795x842x9xi3, "gpu">, _u1, _u2 = dense<[[(-1.000000e+02,653.647461), (-1.500000e+00,1.192000e+07), (2.000000e+00,223.465225), (2.645000e+02,205.170288)], [(224.96315,-7.22370882E-29), (1.000000e+00,4.321000e+04), (4.875200e+05,370.390045), (1.500000e+00,3.432970e+05)], [(-1.1124414E-14,1.63395464E-6), (-0.0280391779,1.45418315E+12), (9.99999974E-6,1.500000e+00), (0.535830498,189.835571)], [(1.000000e-01,3.000000e-01), (1.000000e+02,2.28643952E-32), (-1.000000e+10,6.550400e+04), (0.000000e+00,6.64893363E-10)]]> : tensor<4x4xcomplex<f32>>} : () -> none
  %10 = "foo.bar"(%8, %8, %2#0) ({
    %12 = "foo.bar.baz"(%8, %1) <{_u0 = "\CE\A9\97", attr1 = "\09'\09\22 _\7F{!{#"}> : (memref<68x48xi8>, f8E4M3) -> none
    %13 = "foo.compute"(%7) {foo.k0 = {z90}} : (bf16) -> ui64
    %14:4 = "d.op_1"(%3#2, %5#3, %8) : (tensor<index>, complex<i24>, memref<68x48xi8>) -> (none, tensor<4xf8E4M3B11FNUZ>, tuple<>, bf16)
    %15 = "d.op_1"(%8, %14#2, %0#1) : (memref<68x48xi8>, tuple<>, complex<bf16>) -> !tuple
    "z.nop"() {x0 = "\CE\A9\97", z91 = #x.v<{"x y", 37}, {[? abc] , "x y" , <77,-0,69>}, "x y">, z92 = false} : () -> ()
    "cfx.cond_br"(%3#2, %14#1, %14#3)[^bb1, ^bb2] <{attr1 = [], my.k0 = dense_resource<blob0> : tensor<2xi32>}> ({
      %21 = "d.op_1"(%5#1, %14#2, %4) <{"quoted key 0" = false}> {"quoted key 0" = -1 : i128, value3 = "\CE\A9\97", x2 = 0 : si128, z91 = 803.208529 : f64} : (complex<f64>, tuple<>, i64) -> index
      %22 = "foo.bar.baz"(%15) : (!tuple) -> complex<si8>
      %23 = "a.b"() : () -> tuple<bf16, bf16, f80, ui3>
      %24 = "x.y"(%15, %22) {_u1 = true, my.k2 = 56 : i8, sym_name0 = false} : (!tuple, complex<si8>) -> index
      "foo.op"(%2#2) {attr2 = dense<[[[0, 1, 15, 63], [0, 1, -5, 63], [-26, 0, -64, 2], [1, -1, 1, 1]], [[0, 0, 1, 63], [-1, -64, -64, -64], [63, -1, 63, -4], [63, -64, 63, 14]], [[60, 1, 1, 1], [-4, -1, -64, -57], [-1, 0, -64, 0], [-64, 0, 7, 30]]]> : tensor<3x4x4xsi7>, foo.k1 = 0 : si1, k$0} : (tuple<f6E2M3FN, f16, i32, index>) -> ()
      %25 = "foo.op"(%21, %23) : (index, tuple<bf16, bf16, f80, ui3>) -> tuple<ui64, f16, ui1>
    }) {value0 = 4.150520e+19 : bf16} : (tensor<index>, tensor<4xf8E4M3B11FNUZ>, bf16) -> ()
  ^bb1(%16: !bar<"a b">):  // pred: ^bb0
    "foo.br"(%2#0)[^bb2] <{d.k2, sym_name1 = affine_map<(d0, d1)[s0, s1] -> (s0 * 3, -s1 - s1 floordiv 8)>, value0 = affine_map<(d0)[s0, s1] -> (s0 + 4)>}> {d.k0 = #foo<"abc">} : (vector<3xf8E4M3FN>) -> ()
  ^bb2(%17: index, %18: !x.v<-8>):  // 3 preds: ^bb0, ^bb1, ^bb3
    "foo.br"(%15)[^bb3] <{_u0 = dense<(-9.49141466E-37,0.863098323)> : tensor<complex<f32>>, foo.k1 = affine_map<()[s0, s1] -> ()>, foo.k2, value3 = affine_set<(d0) : (-(d0 + 1) + 2 >= 0)>}> : (!tuple) -> ()
  ^bb3(%19: i64, %20: i64):  // pred: ^bb2
    "foo.br"()[^bb2] {d.k2 = #map1, k$0 = complex<i24>, my.k3 = false, "quoted key 1"} : () -> ()
  }) {a0 = 0xFC00 : f16, a1 = false, foo.k2 = 9.99999974E-6 : f32} : (memref<68x48xi8>, memref<68x48xi8>, vector<3xf8E4M3FN>) -> complex<i24>
  %11 = "z.nop"() : () -> memref<7xcomplex<si1>>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000822A40F92171E463"
    }
  }
#-}


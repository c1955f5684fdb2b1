!tuple = tuple<ui8, f16, ui17, i8, f64, memref<57x4xi64, 4>, si32, si1024, f8E3M4, ui32, ui3, i8, complex<f6E3M2FN>, si64, f4E2M1FN, bf16, si128, bf16, f16>
#loc28 = loc("a.mlir":87:171)
#loc29 = loc("src/x.py":4294967295:350)
#loc31 = loc("0294.in.mlir":47:6)
#loc32 = loc("0294.in.mlir":47:17)
#map = affine_map<(d0) -> ((d0 + 3) ceildiv 8)>
#map1 = affine_map<(d0) -> ()>
#loc35 = loc("n"(#loc28))
"builtin.module"() ({
  "a.b"() : () -> () loc(#loc1)
  %0:4 = "foo.op"() : () -> (f64, complex<bf16>, memref<626x1x23xi64, "local mem">, memref<?xbf16, #map>) loc(#loc2)
  %1 = "foo.bar.baz"() : () -> f8E4M3 loc(#loc3)
  %2:4 = "foo.bar"() : () -> (vector<3xf8E4M3FN>, vector<12xi1>, tuple<f6E2M3FN, f16, i32, index>, tensor<374x0x779x1xvector<14x2xi8>, 5 : i32>) loc(#loc4)
  "d.op_1"(%2#1, %0#1, %0#1) : (vector<12xi1>, complex<bf16>, complex<bf16>) -> () loc(#loc5)
  %3:3 = "foo.op"(%2#2) : (tuple<f6E2M3FN, f16, i32, index>) -> (memref<?x18xsi8, {kind = "scratch"}>, bf16, tensor<index>) loc(#loc6)
  %4 = "foo.bar.baz"(%0#1, %0#3) {sym_name0} : (complex<bf16>, memref<?xbf16, #map>) -> i64 loc(#loc7)
  "foo.compute"(%3#1, %0#0, %4) <{attr1 = distinct[0]<-1 : i64>, z90 = dense<[[(-1.000000e+02,653.647461), (-1.500000e+00,1.192000e+07), (2.000000e+00,223.465225), (2.645000e+02,205.170288)], [(224.96315,-7.22370882E-29), (1.000000e+00,4.321000e+04), (4.875200e+05,370.390045), (1.500000e+00,3.432970e+05)], [(-1.1124414E-14,1.63395464E-6), (-0.0280391779,1.45418315E+12), (9.99999974E-6,1.500000e+00), (0.535830498,189.835571)], [(1.000000e-01,3.000000e-01), (1.000000e+02,2.28643952E-32), (-1.000000e+10,6.550400e+04), (0.000000e+00,6.64893363E-10)]]> : tensor<4x4xcomplex<f32>>}> : (bf16, f64, i64) -> () loc(#loc8)
  %5:4 = "z.nop"() : () -> (complex<i24>, complex<f64>, f80, complex<i24>) loc(#loc9)
  "z.nop"(%3#0) {foo.k0 = dense<9.7249999999999996> : tensor<f64>, sym_name2, x1 = dense<395> : tensor<index>} : (memref<?x18xsi8, {kind = "scratch"}>) -> () loc(#loc10)
  %6 = "a.b"(%1, %5#2, %5#3) {my.k0 = true, value1 = 740.174848 : f64} : (f8E4M3, f80, complex<i24>) -> tensor<16x?x25xcomplex<bf16>, "sparse"> loc(#loc11)
  %7 = "foo.bar"(%5#3) <{k$0 = sparse<[[2], [0], [0]], [2.520000e+03, 0.306260705, 3.60437942E+26]> : tensor<3xf32>}> : (complex<i24>) -> bf16 loc(#loc37)
  %8 = "foo.bar"(%0#2) : (memref<626x1x23xi64, "local mem">) -> memref<68x48xi8> loc(#loc14)
  %9 = "d.op_1"() {_u0 = memref<795x842x9xi3, "gpu">, _u1, _u2 = dense<[[(-1.000000e+02,653.647461), (-1.500000e+00,1.192000e+07), (2.000000e+00,223.465225), (2.645000e+02,205.170288)], [(224.96315,-7.22370882E-29), (1.000000e+00,4.321000e+04), (4.875200e+05,370.390045), (1.500000e+00,3.432970e+05)], [(-1.1124414E-14,1.63395464E-6), (-0.0280391779,1.45418315E+12), (9.99999974E-6,1.500000e+00), (0.535830498,189.835571)], [(1.000000e-01,3.000000e-01), (1.000000e+02,2.28643952E-32), (-1.000000e+10,6.550400e+04), (0.000000e+00,6.64893363E-10)]]> : tensor<4x4xcomplex<f32>>} : () -> none loc(#loc15)
  %10 = "foo.bar"(%8, %8, %2#0) ({
    %12 = "foo.bar.baz"(%8, %1) <{_u0 = "\CE\A9\97", attr1 = "\09'\09\22 _\7F{!{#"}> : (memref<68x48xi8>, f8E4M3) -> none loc(#loc17)
    %13 = "foo.compute"(%7) {foo.k0 = {z90}} : (bf16) -> ui64 loc(#loc18)
    %14:4 = "d.op_1"(%3#2, %5#3, %8) : (tensor<index>, complex<i24>, memref<68x48xi8>) -> (none, tensor<4xf8E4M3B11FNUZ>, tuple<>, bf16) loc(#loc19)
    %15 = "d.op_1"(%8, %14#2, %0#1) : (memref<68x48xi8>, tuple<>, complex<bf16>) -> !tuple loc(#loc20)
    "z.nop"() {x0 = "\CE\A9\97", z91 = #x.v<{"x y", 37}, {[? abc] , "x y" , <77,-0,69>}, "x y">, z92 = false} : () -> () loc(#loc21)
    "cfx.cond_br"(%3#2, %14#1, %14#3)[^bb1, ^bb2] <{attr1 = [], my.k0 = dense_resource<blob0> : tensor<2xi32>}> ({
      %21 = "d.op_1"(%5#1, %14#2, %4) <{"quoted key 0" = false}> {"quoted key 0" = -1 : i128, value3 = "\CE\A9\97", x2 = 0 : si128, z91 = 803.208529 : f64} : (complex<f64>, tuple<>, i64) -> index loc(#loc21)
      %22 = "foo.bar.baz"(%15) : (!tuple) -> complex<si8> loc(#loc23)
      %23 = "a.b"() : () -> tuple<bf16, bf16, f80, ui3> loc(#loc24)
      %24 = "x.y"(%15, %22) {_u1 = true, my.k2 = 56 : i8, sym_name0 = false} : (!tuple, complex<si8>) -> index loc(#loc25)
      "foo.op"(%2#2) {attr2 = dense<[[[0, 1, 15, 63], [0, 1, -5, 63], [-26, 0, -64, 2], [1, -1, 1, 1]], [[0, 0, 1, 63], [-1, -64, -64, -64], [63, -1, 63, -4], [63, -64, 63, 14]], [[60, 1, 1, 1], [-4, -1, -64, -57], [-1, 0, -64, 0], [-64, 0, 7, 30]]]> : tensor<3x4x4xsi7>, foo.k1 = 0 : si1, k$0} : (tuple<f6E2M3FN, f16, i32, index>) -> () loc(#loc26)
      %25 = "foo.op"(%21, %23) : (index, tuple<bf16, bf16, f80, ui3>) -> tuple<ui64, f16, ui1> loc(#loc27)
    }) {value0 = 4.150520e+19 : bf16} : (tensor<index>, tensor<4xf8E4M3B11FNUZ>, bf16) -> () loc(#loc22)
  ^bb1(%16: !bar<"a b"> loc("n"(#loc28))):  // pred: ^bb0
    "foo.br"(%2#0)[^bb2] <{d.k2, sym_name1 = affine_map<(d0, d1)[s0, s1] -> (s0 * 3, -s1 - s1 floordiv 8)>, value0 = affine_map<(d0)[s0, s1] -> (s0 + 4)>}> {d.k0 = #foo<"abc">} : (vector<3xf8E4M3FN>) -> () loc(#loc10)
  ^bb2(%17: index loc("a.mlir":87:171), %18: !x.v<-8> loc("src/x.py":4294967295:350)):  // 3 preds: ^bb0, ^bb1, ^bb3
    "foo.br"(%15)[^bb3] <{_u0 = dense<(-9.49141466E-37,0.863098323)> : tensor<complex<f32>>, foo.k1 = affine_map<()[s0, s1] -> ()>, foo.k2, value3 = affine_set<(d0) : (-(d0 + 1) + 2 >= 0)>}> : (!tuple) -> () loc(#loc36)
  ^bb3(%19: i64 loc("0294.in.mlir":47:6), %20: i64 loc("0294.in.mlir":47:17)):  // pred: ^bb2
    "foo.br"()[^bb2] {d.k2 = #map1, k$0 = complex<i24>, my.k3 = false, "quoted key 1"} : () -> () loc(#loc18)
  }) {a0 = 0xFC00 : f16, a1 = false, foo.k2 = 9.99999974E-6 : f32} : (memref<68x48xi8>, memref<68x48xi8>, vector<3xf8E4M3FN>) -> complex<i24> loc(#loc16)
  %11 = "z.nop"() : () -> memref<7xcomplex<si1>> loc(#loc33)
}) : () -> () loc(#loc)
#loc = loc("0294.in.mlir":0:0)
#loc1 = loc("0294.in.mlir":14:1)
#loc2 = loc("src/x.py":255:0)
#loc3 = loc("0294.in.mlir":16:7)
#loc4 = loc("":7:0)
#loc5 = loc("":12:0)
#loc6 = loc("src/x.py":26:70)
#loc7 = loc("0294.in.mlir":20:7)
#loc8 = loc("0294.in.mlir":21:1)
#loc9 = loc("0294.in.mlir":22:8)
#loc10 = loc("name")
#loc11 = loc("0294.in.mlir":24:7)
#loc12 = loc("src/x.py":9:17 to 11:76)
#loc13 = loc("f":27:75 to :84)
#loc14 = loc("0294.in.mlir":26:6)
#loc15 = loc("0294.in.mlir":27:7)
#loc16 = loc("-":276:105)
#loc17 = loc("0294.in.mlir":29:12)
#loc18 = loc(unknown)
#loc19 = loc("0294.in.mlir":31:10)
#loc20 = loc("src/x.py":10:21 to 12:7)
#loc21 = loc("f":4:31 to :67)
#loc22 = loc("0294.in.mlir":34:1)
#loc23 = loc("0294.in.mlir":36:7)
#loc24 = loc("0294.in.mlir":37:7)
#loc25 = loc("0294.in.mlir":38:7)
#loc26 = loc("0294.in.mlir":39:1)
#loc27 = loc("0294.in.mlir":40:8)
#loc30 = loc("f":0:305)
#loc33 = loc("0294.in.mlir":50:10)
#loc34 = loc("callee"(#loc12))
#loc36 = loc("v"(#loc30))
#loc37 = loc(callsite(#loc34 at #loc13))

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000822A40F92171E463"
    }
  }
#-}


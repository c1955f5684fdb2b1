#map = affine_map<(d0, d1) -> ()>
#set = affine_set<(d0, d1) : (392 >= 0, d0 * 2 >= 0, (d1 ceildiv 6) * 2 >= 0)>
"builtin.module"() <{sym_name = "m40"}> ({
  %0:4 = "foo.bar"() {attr0 = 0 : index} : () -> (tf32, memref<62x4x?xi1024, "shared">, none, i64)
  %1:4 = "my_dialect.thing"() : () -> (!foo.t<11 , ?>, tuple<si1, tensor<?x925xi32>, f16>, tuple<tensor<?x7xi64>>, index)
  %2:3 = "x.y"(%1#1) ({
    "a.b"() : () -> ()
    %24 = "foo.compute"() : () -> memref<56x3x55xf64>
    %25 = "d.op_1"(%1#3, %24, %1#1) ({
    }) {a2, d.k1 = false, "quoted key 0" = 1 : i64} : (index, memref<56x3x55xf64>, tuple<si1, tensor<?x925xi32>, f16>) -> tensor<25x3xf6E3M2FN>
    %26 = "foo.op"() : () -> !x.t
    %27 = "z.nop"(%0#3, %26) <{b2 = i64, d.k0 = 267 : i1024, d.k3 = #my.v<85, [<i8> ?]>, x1}> {attr0 = 3.000000e-01 : f32, k$2 = @main, sym_name1 = #map} : (i64, !x.t) -> complex<i32>
  }, {
  ^bb0(%arg0: complex<f8E3M4>):
    %9:3 = "foo.compute"(%arg0) : (complex<f8E3M4>) -> (vector<i8>, index, index)
    %10 = "foo.bar.baz"(%9#1, %9#1) ({
      %21 = "foo.op"(%1#3) : (index) -> i32
      %22:3 = "d.op_1"(%9#0, %9#0) : (vector<i8>, vector<i8>) -> (vector<13xi17>, f128, bf16)
      %23 = "bar.yield"(%22#2, %22#0) : (bf16, vector<13xi17>) -> vector<ui32>
    }) : (index, index) -> bf16
    %11 = "x.y"() {_u1 = {sym_name0 = dense<> : tensor<2x0x2xsi32>, x1 = #set, z92 = array<i64: -1, -91066016, -9223372036854775808, -1, -9223372036854775808>}, b2, z90} : () -> memref<449xcomplex<f8E4M3FNUZ>, "gpu">
    "d.op_1"(%arg0, %arg0) <{_u0 = #bar.a<-5,?,f32>, _u1 = distinct[0]<"_\0A0<\\">}> : (complex<f8E3M4>, complex<f8E3M4>) -> ()
    "foo.br"(%arg0, %0#0)[^bb1] ({
    }) : (complex<f8E3M4>, tf32) -> ()
  ^bb1(%12: tensor<42x1x15x?xcomplex<si17>>):  // pred: ^bb0
    %13 = "my_dialect.thing"() : () -> index
    %14 = "d.op_1"(%10) {_u0, attr2 = {}, my.k1 = -1.000000e+02 : f32, sym_name3 = array<f32>} : (bf16) -> !my_dialect.type
    %15 = "foo.bar.baz"() : () -> memref<646x?xvector<7x7x7xui32>, 7>
    "a.jump"(%9#1, %11)[^bb2] {b2 = 1 : i8, d.k1 = [], foo.k0 = @"0start"::@f_1, value3 = dense<[[436, 810, 73], [761, 659, 548], [644, 441, 806]]> : tensor<3x3xindex>} : (index, memref<449xcomplex<f8E4M3FNUZ>, "gpu">) -> ()
  ^bb2:  // pred: ^bb1
    %16:4 = "foo.bar.baz"(%10) : (bf16) -> (complex<f8E4M3FN>, i32, i17, memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>)
    %17:3 = "d.op_1"(%16#3, %10, %16#3) {_u1, sym_name0, value2 = 1 : ui64} : (memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>, bf16, memref<*xvector<14xf8E4M3B11FNUZ>, {kind = "scratch"}>) -> (!my_dialect.v<?>, i1024, complex<f32>)
    %18 = "bar.yield"(%17#1, %1#2, %16#2) : (i1024, tuple<tensor<?x7xi64>>, i17) -> none
    %19:4 = "foo.compute"() {a0, attr1 = false} : () -> (index, index, !my_dialect<"x<y>">, si32)
    %20:3 = "foo.bar"(%19#3, %0#2) : (si32, none) -> (si32, f32, tuple<i7, ui1>)
  }) : (tuple<si1, tensor<?x925xi32>, f16>) -> (index, ui64, index)
  "my_dialect.thing"(%2#0, %2#1, %0#0) ({
    "a.jump"(%1#0, %2#2, %2#1)[^bb1, ^bb1] : (!foo.t<11 , ?>, index, ui64) -> ()
  ^bb1(%3: vector<index>, %4: f32, %5: vector<12x[13]xindex>):  // 2 preds: ^bb0, ^bb0
    "foo.br"(%1#2)[^bb2] : (tuple<tensor<?x7xi64>>) -> ()
  ^bb2(%6: f32, %7: tf32):  // pred: ^bb1
    "foo.br"(%1#2, %1#1, %0#0)[^bb3] {_u0 = 40 : index} : (tuple<tensor<?x7xi64>>, tuple<si1, tensor<?x925xi32>, f16>, tf32) -> ()
  ^bb3(%8: (ui32, i24, tensor<6x3xf8E5M2FNUZ>) -> (tensor<2x614x3xtf32>, vector<6x16x13xf128>)):  // pred: ^bb2
    "d.op_1"(%0#1) <{a1, value0 = "az"}> : (memref<62x4x?xi1024, "shared">) -> ()
  }) : (index, ui64, tf32) -> ()
}) {foo.module_attr = sparse<[[4, 0, 0], [5, 4, 2]], [-6.31799983, -7.753000e+00]> : tensor<6x5x3xf32>} : () -> ()


#distinct = distinct[0]<sparse<[[1, 3, 0], [2, 2, 4], [0, 2, 2]], [-9223372036854775808, -1, 106]> : tensor<5x4x5xi64>>
#map = affine_map<(d0, d1)[s0] -> (s0 mod 2 + 1, -d0 + s0 * 2 + d1, s0)>
#set = affine_set<(d0) : (d0 ceildiv 8 - d0 == 0, -28 >= 0, d0 == 0)>
"builtin.module"() ({
  "foo.compute"() <{_u0 = "'\C3\A9\00a\7F\22\22", foo.k3, x1 = loc("dir/with space.c":21:72 to :37), z92 = 16 : i64}> ({
  ^bb0(%arg5: complex<f8E5M2>, %arg6: f8E5M2):
    %9:4 = "bar.yield"(%arg5, %arg6) : (complex<f8E5M2>, f8E5M2) -> (none, i7, si1, index)
    %10:4 = "foo.bar"(%9#2) ({
      %11 = "foo.op"() ({
      ^bb0(%arg7: si24, %arg8: vector<11x[5]x8xi1024>):
        %19 = "foo.bar.baz"(%9#3) {sym_name0 = 2.703900e+04 : f32} : (index) -> complex<tf32>
        %20 = "z.nop"() : () -> f8E4M3
        "foo.br"(%arg8, %9#2)[^bb1] : (vector<11x[5]x8xi1024>, si1) -> ()
      ^bb1:  // pred: ^bb0
        %21:2 = "foo.bar.baz"(%20, %19) : (f8E4M3, complex<tf32>) -> (tensor<37x40xf16>, !bar.type)
        "bar.yield"(%20, %21#0, %21#1) : (f8E4M3, tensor<37x40xf16>, !bar.type) -> ()
        %22 = "foo.op"() {x0 = 1.625000e+00 : f6E2M3FN} : () -> tuple<>
      }) {_u0 = #distinct} : () -> memref<26x3x1xf64, strided<[?, 39, 28]>>
      %12:3 = "a.b"(%11) : (memref<26x3x1xf64, strided<[?, 39, 28]>>) -> (vector<8x7xui32>, vector<14x[6]x[8]xf16>, si1)
      %13:2 = "d.op_1"() ({
      }) {sym_name1 = {attr1, value0 = i32, x2 = 1 : index}, z90 = [@c::@x.y::@b, "#"], z92} : () -> (memref<?x3x3xf16, 6>, memref<30x?x33xi64, "shared">)
      %14:4 = "bar.yield"() {foo.k2 = array<i16: 1, 7, 1, -18>, k$0 = [], k$3 = 0 : ui1, my.k1 = 44 : index} : () -> (none, f32, i32, complex<bf16>)
      %15:3 = "bar.yield"(%14#2) ({
        "foo.compute"() {sym_name1 = array<f64>, z90 = -9223372036854775808 : i64} : () -> ()
        %17 = "x.y"() <{b1, my.k2 = 27 : index, value3 = si1, z90 = distinct[1]<"b\22">}> {k$2 = #set, my.k0, sym_name1 = 6.021020e+23 : bf16} : () -> f64
        %18 = "z.nop"() : () -> memref<*xindex>
      }) {d.k0, d.k2 = {a2, foo.k0 = #map, foo.k1 = -8.125000e-01 : f8E4M3FNUZ, "quoted key 3"}, k$1 = dense<[[317, 789, 487]]> : vector<1x3xindex>} : (i32) -> (memref<?xf64, strided<[?], offset: 12>>, complex<bf16>, f64)
      %16:3 = "my_dialect.thing"() {"quoted key 0"} : () -> (tensor<3x17x2xi32>, index, ui8)
    }) {_u0 = 3 : si3, my.k1 = dense<0.1089565> : tensor<2xf64>} : (si1) -> ((tf32) -> (), (complex<f64>, complex<i1>) -> (), vector<1x16x[13]xf16>, i1)
  }, {
  ^bb0(%arg2: tuple<>, %arg3: memref<1xvector<[14]xi7>>, %arg4: vector<12x[6]xi32>):
    %7 = "z.nop"() : () -> tensor<36x?xi7>
    %8:4 = "foo.op"(%7) : (tensor<36x?xi7>) -> (tensor<37x40xf16>, vector<2x14x[11]xi1024>, !bar.param<f32 "x y" <{true},"x y",?>>, i17)
  }) : () -> ()
  %0 = "foo.op"() ({
  }) : () -> !x.type
  "foo.bar.baz"(%0, %0, %0) ({
  ^bb0(%arg0: none, %arg1: complex<f128>):
    "foo.compute"(%0, %arg1) <{}> ({
      %3:4 = "z.nop"(%arg0, %0, %arg0) : (none, !x.type, none) -> (tensor<37x40xf16>, ui1, f8E3M4, bf16)
      %4:2 = "x.y"(%3#0) ({
        %5 = "bar.yield"(%3#1, %3#1, %3#3) {d.k1 = 0 : i32, foo.k0 = "/\\z\C3\A9\0A\22}\C3\A9\0A.X" : i7, my.k2 = @"x y"::@c} : (ui1, ui1, bf16) -> tensor<1x754xf16, 9 : i32>
        %6 = "d.op_1"(%3#3, %3#3) {a0 = dense<[(-1.668930e-06,0x7C00), (-2.202000e+03,0x7FFF)]> : tensor<2xcomplex<f16>>, z91 = dense_resource<r.0> : tensor<5xf32>} : (bf16, bf16) -> tensor<37x40xf16>
        "a.b"(%arg0, %arg0, %3#2) : (none, none, f8E3M4) -> ()
      }) : (tensor<37x40xf16>) -> (tensor<?x1xindex>, f32)
    }) : (!x.type, complex<f128>) -> ()
    %2:3 = "foo.bar"(%arg0, %arg0, %arg0) {b0 = -16461 : si16} : (none, none, none) -> (!x.param<<-2, <12 a.b -0>>>, bf16, i32)
    "foo.op"(%arg0) {a2, d.k0 = dense<"\7F\00b"> : tensor<2x3x4x!foo.str>, foo.k1} : (none) -> ()
  }) {k$0} : (!x.type, !x.type, !x.type) -> ()
  %1 = "foo.op"(%0, %0) <{attr0 = i64, d.k3 = 1 : ui24, value2 = affine_map<(d0, d1, d2)[s0, s1] -> (d1 + d2 - d0 - 5)>, z91 = affine_set<(d0, d1, d2)[s0] : (1 >= 0)>}> {a0, sym_name1 = @x.y} : (!x.type, !x.type) -> ui17
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x04000000D6A4B2D288DBC1F98AB40BE7A322CC67946063CF"
    }
  }
#-}


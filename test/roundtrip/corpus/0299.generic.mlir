#distinct = distinct[0]<9223372036854775807 : index>
#loc = loc("x")
#loc1 = loc("with \22q\22")
#map = affine_map<(d0, d1) -> (1)>
#map1 = affine_map<(d0, d1) -> (-(d0 floordiv 9) + 7, (d1 ceildiv 8) * 4)>
#set = affine_set<(d0, d1)[s0, s1] : (0 == 0, (s1 * s1) ceildiv 5 == 0, d1 == 0)>
#set1 = affine_set<(d0)[s0, s1] : (s1 * -7 >= 0, -((d0 + s1) * s0) + 7 >= 0, 0 >= 0)>
"builtin.module"() ({
  %0 = "bar.yield"() ({
    "foo.compute"() ({
      %22:3 = "a.b"() : () -> (index, tensor<0xf8E3M4>, memref<703x7xi17, #map>)
      %23 = "foo.bar"(%22#0) : (index) -> index
    }, {
      %3 = "my_dialect.thing"() {a1 = -1 : index, value0 = #x.p<-4>} : () -> tensor<1x2x130xf8E5M2FNUZ>
      %4 = "foo.bar.baz"() <{k$0 = {_u1 = "\C3\A9%\C3\9F/\09bX\220", x0, z92 = {_u1 = 84 : i1024, attr0 = sparse<1, -2.000000e-01> : tensor<2xf32>, k$2 = #foo.p<13, [i8]>}}}> : () -> f128
      "a.b"() : () -> ()
      "foo.br"()[^bb1, ^bb2] <{d.k0 = -3.140630e+00 : bf16}> {attr3 = #set, b1 = 84 : i1024, foo.k2 = -3.250000e+00 : f6E2M3FN, sym_name0 = 0 : si16} : () -> ()
    ^bb1(%5: i32, %6: i1):  // pred: ^bb0
      "cfx.cond_br"(%6, %6)[^bb2] ({
      ^bb0(%arg4: () -> si8, %arg5: !foo.v<<<-3,-5,-6>>>):
        "foo.bar.baz"() <{a1 = [[array<i16: -1, -1>, dense<[[9.9999999999999997E+37], [0x4202A05F00C00000], [8.398400e-30], [0xFFF0000000000000]]> : vector<4x1xf64>, 2.031250e-01 : f8E3M4, 11946 : i16], false], z90 = 84 : i1024}> : () -> ()
        %19 = "d.op_1"() {foo.k0 = dense<-0.200000000000000011102230246251565404> : tensor<1xf128>, z91} : () -> tuple<f6E2M3FN, i32, f6E3M2FN>
        %20:4 = "foo.op"() {"quoted key 1" = "\C3\A9a*!\13bb/_{<", z90 = [@x.y, #distinct]} : () -> (!foo.v<<<-3,-5,-6>>>, i32, complex<f32>, f8E3M4)
        "bar.yield"(%5, %20#0) : (i32, !foo.v<<<-3,-5,-6>>>) -> ()
        %21 = "foo.compute"(%20#1) {d.k0} : (i32) -> index
      }, {
      ^bb0(%arg1: tuple<f6E2M3FN>, %arg2: complex<ui7>, %arg3: tensor<*xi24>):
        %16 = "foo.bar"(%3, %6, %3) : (tensor<1x2x130xf8E5M2FNUZ>, i1, tensor<1x2x130xf8E5M2FNUZ>) -> memref<?x?x5xvector<[4]xf32>>
        %17:2 = "foo.bar"() : () -> (i1, memref<5x?x351xsi1, strided<[29, ?, 1]>, {kind = "scratch"}>)
        "bar.yield"(%6, %arg3, %arg1) {a1 = 84 : i1024, attr0 = true} : (i1, tensor<*xi24>, tuple<f6E2M3FN>) -> ()
        %18 = "foo.op"(%arg2, %17#1) <{}> {a3 = "@h/\0A/\0A\09-\00\\", attr0 = 84 : i1024, b2 = 4.518410e+05 : f64, z91} : (complex<ui7>, memref<5x?x351xsi1, strided<[29, ?, 1]>, {kind = "scratch"}>) -> !my_dialect<"abc">
      }) {_u1 = array<i64: 0, -16516714382998, -9223372036854775808, -1>, b3 = 47198178843829227 : i64, my.k2 = false, x0 = memref<34x709xf32, strided<[?, ?]>>} : (i1, i1) -> ()
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %7:3 = "bar.yield"(%3, %4) : (tensor<1x2x130xf8E5M2FNUZ>, f128) -> (si1024, index, tuple<i64, bf16, f16, f64>)
      %8 = "d.op_1"(%7#0, %7#1, %3) : (si1024, index, tensor<1x2x130xf8E5M2FNUZ>) -> f64
      %9 = "x.y"(%7#0, %7#0, %7#1) <{_u2 = 84 : i1024, b0 = sparse<[[5, 3], [0, 2]], [1, -5]> : tensor<6x4xi32>, sym_name1 = tuple<>}> : (si1024, si1024, index) -> si1024
      %10 = "foo.bar.baz"() {a2 = true, attr0 = 84 : i1024, "quoted key 1" = -9223372036854775808 : i64} : () -> tuple<f8E4M3, f8E8M0FNU, ui32>
      %11 = "foo.bar"() {_u0, "quoted key 3" = 1 : index, sym_name1, value2 = #map1} : () -> !foo.v<<<-3,-5,-6>>>
      "a.b"() ({
        %15 = "d.op_1"(%8, %9) {d.k1, my.k0 = 54 : index, value2 = 48 : index} : (f64, si1024) -> !foo.t<<"x y" true <"x y">>,["x y" , true , 86],"x y">
      }, {
      ^bb0(%arg0: memref<2x393xi17, strided<[?, 25]>, "gpu">):
        "a.jump"(%arg0, %11, %10)[^bb1, ^bb3] {attr0 = #loc, foo.k1 = -1 : si1024, sym_name2, z93} : (memref<2x393xi17, strided<[?, 25]>, "gpu">, !foo.v<<<-3,-5,-6>>>, tuple<f8E4M3, f8E8M0FNU, ui32>) -> ()
      ^bb1:  // pred: ^bb0
        "cfx.cond_br"(%10, %9, %10)[^bb2] <{}> : (tuple<f8E4M3, f8E8M0FNU, ui32>, si1024, tuple<f8E4M3, f8E8M0FNU, ui32>) -> ()
      ^bb2(%12: si128, %13: i3):  // pred: ^bb1
        "x.switch"(%11)[^bb3, ^bb3] : (!foo.v<<<-3,-5,-6>>>) -> ()
      ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
        %14 = "foo.bar.baz"() {attr0 = 2.500000e-03 : f64, "quoted key 1" = [@"0start"::@"x y"::@x.y, #set1]} : () -> i8
      }) {a1 = @"\C3\A9", k$2, value0 = -7.098000e+00 : f32} : () -> ()
    }) {b1 = #x.attr, z90 = []} : () -> ()
    "z.nop"() : () -> ()
    %2 = "d.op_1"() : () -> !foo.v<<<-3,-5,-6>>>
  }) {z90 = 0x70 : f8E3M4} : () -> i1024
  "foo.bar.baz"(%0) {attr1 = #loc1, b2 = 2.500000e-03 : f64, sym_name0 = sparse<> : tensor<3xbf16>} : (i1024) -> ()
  "bar.yield"() : () -> ()
  %1 = "x.y"(%0) : (i1024) -> tensor<?x0xi32>
}) : () -> ()


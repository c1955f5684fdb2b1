!tuple = tuple<index, i1, f32, index, si16, f8E4M3FNUZ, f8E8M0FNU, i32, f64, f8E4M3B11FNUZ, i16, f16, bf16, si64, f32, f16, tf32>
#distinct = distinct[0]<0 : i1024>
#map = affine_map<(d0, d1, d2)[s0, s1] -> (s1 * s1)>
#map1 = affine_map<(d0) -> (d0 * 2 + 5)>
#map2 = affine_map<(d0, d1, d2) -> (d0 * 4, -(d0 mod 4), d2)>
"builtin.module"() ({
  %0:4 = "bar.yield"() {a3 = array<i1: false, false, true>, attr0 = distinct[1]<>, foo.k1 = [tensor<?xi64>], value2 = "b\C3\A9zb.."} : () -> (!foo.t<true>, !foo.t<true>, f8E4M3FNUZ, i1)
  %1:3 = "foo.op"(%0#3, %0#1, %0#2) <{}> ({
  }) : (i1, !foo.t<true>, f8E4M3FNUZ) -> (memref<8xi1>, tuple<f16>, memref<*xui32>)
  "a.b"(%1#2) <{a1 = 4.513170e+30 : f64, a2 = dense_resource<r.0> : tensor<5xi64>, b3 = dense<973> : vector<4x1xindex>, x0 = 0x78 : f8E4M3}> {a1, "quoted key 0" = #map} : (memref<*xui32>) -> ()
  "my_dialect.thing"(%1#0, %0#1, %0#2) ({
    "foo.bar.baz"(%1#2, %0#0) : (memref<*xui32>, !foo.t<true>) -> ()
    "foo.bar.baz"() {attr0, sym_name1 = [true, #distinct]} : () -> ()
    %17:4 = "z.nop"(%0#3, %0#3, %0#3) : (i1, i1, i1) -> (tuple<>, none, f16, complex<f32>)
  }) : (memref<8xi1>, !foo.t<true>, f8E4M3FNUZ) -> ()
  %2:4 = "foo.op"() : () -> (f80, !x<"abc">, i17, !foo.type)
  %3:4 = "d.op_1"() : () -> (bf16, tensor<f32>, f8E4M3FNUZ, ui8)
  "foo.bar"(%3#3, %3#1) : (ui8, tensor<f32>) -> ()
  %4:3 = "foo.bar.baz"(%1#2, %3#2, %3#3) : (memref<*xui32>, f8E4M3FNUZ, ui8) -> (index, complex<f4E2M1FN>, f4E2M1FN)
  "d.op_1"() {attr1 = 7.532660e+05 : f32, x0 = 1.000000e-01 : f64} : () -> ()
  %5:4 = "foo.bar.baz"() : () -> (!bar.param<<<true> [99 , ? , 42]>, {90, {48}, 44}>, memref<5xtf32, #map1, 4>, none, i17)
  %6 = "foo.bar.baz"() <{}> : () -> tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>
  %7 = "z.nop"(%5#3, %5#2, %0#1) {_u1 = "\09\DE6\0A\C3\A9\09", a3 = true, b0 = #foo<"x<1>">, x2} : (i17, none, !foo.t<true>) -> memref<35x?xf4E2M1FN, strided<[52, 1], offset: ?>>
  %8:3 = "foo.bar"(%6) : (tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>) -> (vector<13xi32>, f6E3M2FN, tensor<5x0x6x2xui32>)
  %9:4 = "foo.op"(%3#2) ({
    %11 = "x.y"(%4#2) {a0 = 7.19799992E+10 : f32, d.k2 = tensor<4x!foo.param<i8>>, k$1 = [sparse<[[2, 1]], 1.500000e+00> : tensor<3x2xf64>, (tensor<?x24x38x2xf32>, si17) -> i3, true]} : (f4E2M1FN) -> tensor<*xf64>
    %12 = "foo.bar"() : () -> tuple<>
    %13 = "a.b"() : () -> complex<f16>
    %14:4 = "x.y"() : () -> (!foo.t<true>, !x.param<-0, [-8 "x y" "x y"]>, (memref<4x208xindex, strided<[?, 1], offset: 9>, 4>, f8E4M3FNUZ, f32) -> (ui64, si1), vector<13x10x[4]xf32>)
    %15:3 = "bar.yield"(%14#0) {a1 = {a0 = dense<[[[-0.000000e+00, 0x7F], [0xFF, 0.000000e+00], [-0.000000e+00, 0xFF], [0.000000e+00, 0xFF]], [[0.000000e+00, 0xFF], [-1.000000e+00, 0x7F], [0x7F, -1.250000e-01], [-6.875000e-01, 0x7F]], [[0x7F, 0x7F], [6.250000e-01, 0x7F], [0.000000e+00, -3.000000e+01], [-1.440000e+02, -2.080000e+02]]]> : tensor<3x4x2xf8E4M3FN>, foo.k1 = {value1, z90 = 14121490 : index, z92}}, foo.k0 = -1 : i8} : (!foo.t<true>) -> (memref<3x?x8xf8E4M3FNUZ, strided<[?, ?, 1], offset: ?>, {kind = "scratch"}>, !tuple, vector<14x1xi24>)
    %16 = "z.nop"(%15#2, %15#0, %14#3) : (vector<14x1xi24>, memref<3x?x8xf8E4M3FNUZ, strided<[?, ?, 1], offset: ?>, {kind = "scratch"}>, vector<13x10x[4]xf32>) -> complex<f32>
  }) {attr3 = 11 : i16, my.k1 = false, x0 = {k$0 = 0 : i1024, value1 = 0 : i1024, x2 = #map2}, z92 = #foo.a} : (f8E4M3FNUZ) -> (none, f16, bf16, f6E3M2FN)
  %10 = "foo.bar.baz"() <{value0 = dense<[[[0, 1]]]> : tensor<1x1x2xui32>}> {b2 = 0 : i1024, k$3 = {d.k1, foo.k0 = dense_resource<weights1> : tensor<2xi64>}, my.k0 = #bar.v<-5,<?, ?>,a.b>, z91} : () -> memref<4x57xi128, strided<[51, 1]>>
  "d.op_1"(%0#0, %6) : (!foo.t<true>, tensor<7x224x7x8xcomplex<f8E4M3FNUZ>, 2 : i32>) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x080000003A933A9AA9BEC3962B038F9741B6FBCFF362C449EBD075221981015226D35A10AD16A41D3FF7F6DF",
      weights1: "0x08000000BB45513974DB26247F60E03C2E47450A"
    }
  }
#-}


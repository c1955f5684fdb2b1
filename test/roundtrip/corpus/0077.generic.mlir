!tuple = tuple<i64, f8E4M3FNUZ, tensor<*xf8E4M3FNUZ>, i8, si1, ui32, ui8, f80, index, i64, f16, i8, f32, i7, f8E5M2, i64, f16, i3, none, index, i32, i128>
#distinct = distinct[0]<"aX\\\7F\0A/}\00\C3\A9\0AX">
#loc = loc("dir/with space.c":4294967295:340)
#map = affine_map<() -> (4, 3)>
#map1 = affine_map<(d0)[s0, s1] -> (-s0, s1 * 9)>
#set = affine_set<(d0, d1, d2)[s0, s1] : (d2 * s1 - s1 * 2 >= 0, -d0 + 4 >= 0, d2 ceildiv 9 + s1 ceildiv 8 - s1 >= 0)>
"builtin.module"() ({
  %0 = "d.op_1"() <{sym_name0 = dense<[[[-2.61863692E-14]], [[1.07624622E-29]], [[9.95338538E+12]], [[1.85681922E-31]]]> : tensor<4x1x1xf32>}> ({
    %8 = "a.b"() <{b0 = 6.553600e+04 : bf16, d.k2 = "-" : f32, k$1 = dense<1.17549435E-38> : tensor<1x4x1xf64>}> ({
      %12:4 = "foo.bar.baz"() ({
      ^bb0(%arg0: ui32, %arg1: tensor<0x8x?xf16>, %arg2: si24):
        %16:3 = "foo.bar"(%arg0, %arg1, %arg2) {b0 = 3.500000e+00 : f8E5M2, b2, my.k1} : (ui32, tensor<0x8x?xf16>, si24) -> (!foo.v<?, ?>, i64, tuple<f8E3M4>)
        %17:3 = "bar.yield"(%arg2) : (si24) -> (ui8, ui32, index)
        "foo.bar"(%16#0) : (!foo.v<?, ?>) -> ()
        %18 = "foo.bar.baz"(%16#2, %17#2, %17#1) {b0 = sparse<[[3], [3], [2], [3]], [-3.824120e+08, 1.000000e-05, -6.550400e+04, 0x7FF8000000000000]> : tensor<4xf64>} : (tuple<f8E3M4>, index, ui32) -> vector<f128>
      }, {
        "d.op_1"() <{a0 = -191181734769698 : i64, "quoted key 1" = [f8E4M3B11FNUZ, []], x2 = 1 : ui1}> : () -> ()
        %13 = "d.op_1"() {_u1 = #my.b.c, my.k2, "quoted key 3", value0 = false} : () -> complex<f64>
        %14 = "a.b"(%13, %13, %13) : (complex<f64>, complex<f64>, complex<f64>) -> ui1
        %15:4 = "d.op_1"() <{}> {sym_name0 = [], x1 = false, z92 = [false, -7.883200e+30 : bf16, @c, "%-z\AD\C3\A9\CE\A9\22"]} : () -> ((index) -> vector<[15]xf16>, tensor<5x?xui17, {a = 1 : i64}>, !tuple, tuple<si8>)
      }) : () -> (tensor<*xf8E4M3FNUZ>, !x<"abc">, tuple<f6E3M2FN, complex<f64>>, tensor<17x?xi8>)
      "x.y"(%12#1, %12#2, %12#1) <{x0 = distinct[1]<distinct[2]<>>}> {b0 = #loc} : (!x<"abc">, tuple<f6E3M2FN, complex<f64>>, !x<"abc">) -> ()
      "foo.compute"() : () -> ()
    }) : () -> f64
    %9 = "foo.compute"(%8) <{b0 = true, "quoted key 1" = {a1 = @"x y", d.k0}, "quoted key 2"}> {attr0 = #set, x1 = "*%X\\<\00*_\0A" : i32} : (f64) -> complex<i128>
    %10 = "foo.bar.baz"() : () -> tensor<4x270xi3>
    %11 = "d.op_1"(%8, %8, %10) : (f64, f64, tensor<4x270xi3>) -> !tuple
  }) {d.k2, x0 = {attr1 = dense<false> : tensor<si1>, k$2 = #map, "quoted key 3" = false, z90 = dense<0x7C> : tensor<3x2xf8E5M2>}, x1 = #map1} : () -> i64
  %1:3 = "x.y"() {_u2 = dense_resource<res_0> : tensor<5xi8>, a1 = array<i1: false, false, true>, my.k0} : () -> (i17, complex<f64>, f8E5M2)
  %2 = "foo.bar.baz"(%0, %1#2) ({
    %3 = "foo.compute"(%1#2) : (f8E5M2) -> si16
    %4:2 = "x.y"(%1#2) <{}> : (f8E5M2) -> (memref<1xf16>, i7)
    %5 = "foo.op"(%3) ({
      %7:3 = "bar.yield"(%3, %4#1, %1#2) : (si16, i7, f8E5M2) -> (complex<bf16>, i128, (i32, memref<?x?xindex, "gpu">) -> index)
    }) {x0 = #distinct} : (si16) -> tensor<*xf8E4M3FNUZ>
    "foo.br"(%4#0, %4#1)[^bb1, ^bb1] {a1 = distinct[3]<>, d.k0 = false} : (memref<1xf16>, i7) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "d.op_1"() <{}> {attr2 = -9223372036854775808 : i64, k$0, k$1 = 7.261710e+00 : f16} : () -> ()
    "cfx.cond_br"()[^bb2] {a0 = false} : () -> ()
  ^bb2:  // pred: ^bb1
    %6:2 = "x.y"(%4#1) {a2 = 1.250000e-01 : f8E8M0FNU, b0 = 9.600000e+01 : f8E5M2FNUZ, "quoted key 1" = -1 : i17} : (i7) -> (!tuple, memref<?x?xindex, "gpu">)
  }) : (i64, f8E5M2) -> none
  "my_dialect.thing"() <{b3 = affine_set<(d0)[s0] : (2 >= 0)>, foo.k2 = dense_resource<weights1> : tensor<5xf64>, z90, z91 = -3.140630e+00 : f16}> : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      res_0: "0x040000009CD077E414",
      weights1: "0x08000000D8334A543EC6DFEC9042C4215FD26ED5DDCE1F5CD384EDDE66498D4BF95FAEFFBB415A1C28CBD4A5"
    }
  }
#-}


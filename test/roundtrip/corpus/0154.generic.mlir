#map = affine_map<(d0, d1) -> (4)>
#map1 = affine_map<()[s0, s1] -> ()>
#map2 = affine_map<(d0) -> ((d0 ceildiv 8) * 7, 5)>
"builtin.module"() ({
  %0 = "foo.bar"() <{b0 = ["'#", #bar.a<"x y" <{? 62},"x y">>, "\E6\97\A5\E6\9C\AC.0\C3\A9"]}> : () -> ((bf16, memref<529x?xvector<3x[12]xi32>, #map>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">))
  %1:2 = "z.nop"() {b0} : () -> (f8E4M3B11FNUZ, tensor<?xcomplex<bf16>>)
  %2:4 = "my_dialect.thing"() {sym_name1 = -1.250000e-01 : f6E3M2FN, value0 = true} : () -> (tensor<1x?x3xui1>, vector<f8E5M2FNUZ>, complex<f32>, tensor<i64>)
  %3 = "bar.yield"(%2#2, %2#2) <{k$0 = array<f64>}> ({
  }) {k$1 = dense<"0xFFFFFFFFFFFFFFFF4D000000C1A1030000000000D2FFFFFFFFFFFFFF0000008097000000C939FEFFC12536000000000000000080FFFFFFFF7000000001000000D3FD0900FFFFFFFF0000000072B9E2FF01000000FFFFFFFF01000000A6C503000000000000000000FFFFFFFFF2CDFFFF8500000001000000FFFFFFFF91EB000000000000BBFFFFFF2CD1000000000080FFFFFFFF0000000000000080253A2C00FFFFFFFF000000005701000009000000FFFFFFFF000000000C00000069215FAA000000000000008000000000E14D1BF300000000FFFFFFFF00000000000000000CFFFFFF000000800000008026000000FFFFFFFF0000000001000000000000801D000000FFFFFFFF00000080FFFFFFFF00000080010000000000008001000000000000800000000054FEFFFF00000000FFFFFFFF0000008001000000FFFFFFFFFFFFFFFF0000008066FFFFFFFFFFFFFFFFFFFFFFFFFFFFFF0100000057010000FFFFFFFFCD060000C10EFFFF000000000000000003000000FFFFFFFF01000000FFFFFFFF000000800C00000000000080FFFFFFFF31F8010000000000000000800000008001000000000000800100000000000000D403000015000000000000007A021301FFFFFFFFFFFFFFFF0000008048000000D11B0000FFFFFFFFD2C00500000000807A0E6629FBA50100ED5F0100ECFFFFFF0000008000000080C6FFFFFFFFFFFFFFFFFFFFFF010000007C6CFFFF6EB8F8FF38030000FFFFFFFFFFFFFFFF707D64CF050000000000008006000000021D0B0000000080FFFFFFFF0D00000000000080000000000000000000000080FFFFFFFF00000000FFFFFFFF00000080FFFFFFFF00000000FC000000000000805098FFFF17D0FFFFFFFFFFFF43000000B2FCFFFF00000000FFFFFFFF23010000FFFFFFFF0000000000000080C0030000FFFFFFFFFFFFFFFF0100000000000000FFFFFFFF01000000E1000000FFFFFFFF000000800000000000000000FFFFFFFFFFFFFFFF2A00000000000000"> : tensor<183xi32>, "quoted key 0" = -1.048580e+06 : f8E8M0FNU} : (complex<f32>, complex<f32>) -> memref<37xsi24>
  "foo.bar"() : () -> ()
  %4:3 = "bar.yield"(%2#1) ({
  ^bb0(%arg0: bf16, %arg1: index):
    %7 = "foo.op"(%0, %2#3, %2#3) ({
    ^bb0(%arg2: complex<f64>, %arg3: memref<?x449x55xcomplex<f8E4M3B11FNUZ>>, %arg4: tensor<?x792x3x?xbf16>):
      "cfx.cond_br"(%arg3, %arg3)[^bb1] : (memref<?x449x55xcomplex<f8E4M3B11FNUZ>>, memref<?x449x55xcomplex<f8E4M3B11FNUZ>>) -> ()
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%2#3)[^bb2, ^bb2] {_u0 = true, "quoted key 2" = 1 : i1024, value3 = 0 : ui64, z91 = 1 : si8} : (tensor<i64>) -> ()
    ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb3
      "cfx.cond_br"(%3)[^bb3, ^bb3] : (memref<37xsi24>) -> ()
    ^bb3(%10: si1, %11: f32):  // 2 preds: ^bb2, ^bb2
      "x.switch"(%2#2, %10, %arg4)[^bb2] : (complex<f32>, si1, tensor<?x792x3x?xbf16>) -> ()
    }, {
      %9 = "z.nop"() {foo.k0 = #map1, my.k2 = true, sym_name1} : () -> complex<bf16>
    }) : ((bf16, memref<529x?xvector<3x[12]xi32>, #map>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">), tensor<i64>, tensor<i64>) -> f4E2M1FN
    "a.b"(%7, %arg0, %arg1) : (f4E2M1FN, bf16, index) -> ()
    "cfx.cond_br"(%0)[^bb1] : ((bf16, memref<529x?xvector<3x[12]xi32>, #map>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">)) -> ()
  ^bb1:  // pred: ^bb0
    %8:4 = "foo.bar"(%0, %arg1) <{_u1, b0 = -128 : i8}> : ((bf16, memref<529x?xvector<3x[12]xi32>, #map>, tensor<4x?x1000xf32>) -> (f4E2M1FN, !my_dialect<"x<y>">), index) -> (complex<si7>, none, memref<7x3x1xi16, {kind = "scratch"}>, complex<f8E3M4>)
  }) : (vector<f8E5M2FNUZ>) -> (f64, memref<39x47xf64>, tensor<*xbf16>)
  %5 = "foo.bar.baz"(%4#2, %4#0) <{b0 = 0x7C00 : f16, k$2 = false, my.k3 = 9223372036854775807 : index, x1}> : (tensor<*xbf16>, f64) -> index
  %6 = "foo.bar.baz"(%2#2) {attr1 = {_u1 = [-1 : i7, #x.flag, @a, true], foo.k0 = #map2, foo.k2 = true, z93 = 0 : ui8}, d.k0} : (complex<f32>) -> memref<1x?xui17, strided<[31, 1], offset: ?>>
}) : () -> ()


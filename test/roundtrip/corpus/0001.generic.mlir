#map = affine_map<()[s0] -> ((s0 * s0) * 3)>
"builtin.module"() ({
  %0:3 = "x.y"() : () -> (index, () -> index, complex<i128>)
  %1:4 = "d.op_1"(%0#0, %0#1, %0#1) : (index, () -> index, () -> index) -> (!my_dialect<"x<y>">, index, complex<bf16>, bf16)
  %2 = "foo.op"(%1#1) {b1 = -1 : i64, b2 = 2.112000e+08 : f128, my.k0 = 1 : i32} : (index) -> i24
  %3 = "d.op_1"(%1#1) <{k$1 = [true], sym_name0 = sparse<1, 1.032190e+06> : tensor<3xbf16>}> : (index) -> tuple<i7, i64, si1024>
  %4:4 = "x.y"() {my.k0 = @"0start", "quoted key 1" = dense<0> : tensor<3x3xui32>, sym_name3 = "Z_\0A", value2 = i64} : () -> (i17, tuple<i8, i7, i17>, f80, index)
  %5 = "my_dialect.thing"(%1#3, %4#1) <{}> {d.k1 = 22 : index, foo.k0 = #map, sym_name2 = dense<[-1, 18, -128]> : tensor<3xi8>} : (bf16, tuple<i8, i7, i17>) -> complex<si32>
  %6:3 = "z.nop"(%4#3, %2, %0#0) ({
  }) : (index, i24, index) -> (() -> si24, !my_dialect.type, memref<31x259x610xf8E4M3, strided<[?, 59, 1], offset: ?>>)
  %7 = "bar.yield"(%6#1, %6#0) {attr1, foo.k0 = #foo.a<"x y", 25>} : (!my_dialect.type, () -> si24) -> i32
  %8 = "my_dialect.thing"(%6#0, %1#3, %6#1) : (() -> si24, bf16, !my_dialect.type) -> tuple<bf16, f128, ui17, f64>
  %9 = "foo.compute"() ({
  ^bb0(%arg0: index, %arg1: i1):
    %10 = "foo.bar"(%7, %4#0, %7) <{_u1 = 2.500000e+00 : f32, sym_name0 = affine_set<(d0, d1, d2)[s0] : (-s0 + 8 >= 0, -((d0 floordiv 6) mod 3) + 1 >= 0, (d0 mod 4) * -6 + 8 >= 0)>}> : (i32, i17, i32) -> f32
  }) {x0 = [-4921588198607728 : i128, "\00#.\22}\00" : tf32, dense_resource<blob0> : tensor<3xi8>]} : () -> complex<i128>
  "foo.bar"(%4#3) {_u0 = -3554916 : i24, foo.k2 = -1.58297298E+36 : f32, "quoted key 1" = dense<6.081740e+07> : tensor<bf16>, z93 = []} : (index) -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x040000007C81B3"
    }
  }
#-}


#distinct = distinct[0]<-7.7210643941918503E+38 : f64>
#loc = loc("-":471:0)
#loc1 = loc("with \22q\22")
#loc2 = loc("":50:0)
#map = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<() -> (4)>
#map2 = affine_map<(d0, d1, d2)[s0] -> (d0, d2 floordiv 7, d1 mod 2 + s0 - 5)>
#map3 = affine_map<(d0, d1)[s0] -> (s0 + 1)>
#loc3 = loc(fused[#loc, #loc1, #loc2])
#loc4 = loc("callee"(#loc3))
"builtin.module"() ({
  %0 = "foo.bar.baz"() : () -> si8
  "a.b"(%0, %0) : (si8, si8) -> ()
  "foo.bar.baz"(%0, %0) : (si8, si8) -> ()
  "d.op_1"(%0) : (si8) -> ()
  %1 = "a.b"(%0, %0) {_u0 = #loc4} : (si8, si8) -> i3
  %2 = "x.y"(%1, %1, %1) ({
  ^bb0(%arg5: bf16):
    %9 = "x.y"(%0, %1, %0) : (si8, i3, si8) -> tensor<*xcomplex<f16>>
  }, {
  ^bb0(%arg0: complex<f8E5M2>, %arg1: index):
    %5 = "foo.compute"(%arg1, %1) ({
      %7 = "z.nop"(%1) ({
      ^bb0(%arg2: ui7, %arg3: f16, %arg4: (memref<?x35xi16, #map>, index) -> memref<3xsi1, "gpu">):
        %8 = "z.nop"(%arg4, %arg4) {_u2 = dense<-5.822690e+29> : tensor<2x1x2xf32>, a3 = -1 : i64, sym_name0 = "/\22\09#", sym_name1 = [#distinct, array<i8: -128, -128, -1, 1, 11>, #my.p<18,-3,92>, #my.attr]} : ((memref<?x35xi16, #map>, index) -> memref<3xsi1, "gpu">, (memref<?x35xi16, #map>, index) -> memref<3xsi1, "gpu">) -> complex<f16>
      }) {sym_name2 = #map1, value1 = @b::@"with\22quote", z90} : (i3) -> tensor<170x667x1xindex, "sparse">
    }) {a2 = 7 : ui8, attr0 = 8.1550496464047257E+22 : f64, foo.k1 = #bar.a<-8>} : (index, i3) -> ui32
    %6 = "bar.yield"() {k$1, my.k2 = #map2, value0 = 1075282 : i64} : () -> index
  }) {value0 = dense_resource<r.0> : tensor<3xf64>} : (i3, i3, i3) -> i32
  %3 = "d.op_1"(%1, %2) {_u0 = #map3, k$1 = 3.007810e-01 : bf16} : (i3, i32) -> vector<14x1x[14]xi8>
  %4:3 = "foo.bar"(%0) : (si8) -> (complex<f16>, complex<f128>, f80)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x0800000083495D9E92812A90AD1FF38760AF8F890193A00DA9515785"
    }
  }
#-}


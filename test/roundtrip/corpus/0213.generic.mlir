#map = affine_map<()[s0, s1] -> ()>
#map1 = affine_map<(d0, d1, d2) -> ()>
"builtin.module"() <{sym_name = "m91"}> ({
  %0:4 = "foo.compute"() : () -> (memref<1xf8E5M2FNUZ>, complex<i32>, vector<13x13xf16>, i32)
  %1 = "my_dialect.thing"(%0#2) <{"quoted key 1", sym_name0 = {_u0 = array<f64: -3.464730e-31, 0x7FF8000000000001, 6.550400e+04>, attr2 = vector<6x16xsi1024>, my.k3 = f8E5M2, x1 = 49 : index}, sym_name2 = #x<"a b">}> {sym_name0 = false} : (vector<13x13xf16>) -> tuple<f64, index>
  %2 = "x.y"(%0#0, %0#2) <{k$0 = 0xFF : f8E4M3FN}> : (memref<1xf8E5M2FNUZ>, vector<13x13xf16>) -> i1024
  "bar.yield"() : () -> ()
  %3 = "foo.bar"(%0#3) ({
    "my_dialect.thing"(%2) : (i1024) -> ()
    %7:4 = "foo.bar.baz"() ({
      "a.b"(%1) : (tuple<f64, index>) -> ()
      %11 = "bar.yield"(%0#3) : (i32) -> f4E2M1FN
    }, {
    }) : () -> (index, none, f8E4M3, f4E2M1FN)
    %8 = "bar.yield"(%0#1, %7#0, %0#1) : (complex<i32>, index, complex<i32>) -> f4E2M1FN
    %9 = "foo.compute"(%7#3, %7#2, %8) ({
      "a.jump"(%8, %0#1)[^bb1] : (f4E2M1FN, complex<i32>) -> ()
    ^bb1:  // pred: ^bb0
      %10:3 = "bar.yield"(%7#3, %7#1) : (f4E2M1FN, none) -> (tuple<bf16, f32>, i64, f8E5M2)
    }) {d.k0 = {foo.k2 = 0.105002202 : f32, my.k1 = #map, sym_name0}, "quoted key 2" = [], value1} : (f4E2M1FN, f8E4M3, f4E2M1FN) -> index
  }) {a0 = "!" : i32, sym_name1 = #bar<"x<1>">} : (i32) -> si128
  %4 = "foo.bar"(%2, %3) : (i1024, si128) -> index
  %5:3 = "x.y"() : () -> (i1, !bar.v<"x y">, (bf16, si24) -> memref<?x895x?xi32, strided<[5, ?, 1], offset: ?>, 2>)
  %6:3 = "x.y"(%5#1, %5#1, %0#1) {_u2 = [memref<*xf16>], foo.k0 = 1.000000e+00 : f8E3M4, value1 = #map1} : (!bar.v<"x y">, !bar.v<"x y">, complex<i32>) -> (bf16, none, f128)
}) : () -> ()


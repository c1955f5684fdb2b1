#map = affine_map<(d0)[s0] -> (d0 ceildiv 9 + s0)>
"builtin.module"() <{sym_name = "m78"}> ({
  "foo.op"() <{}> ({
    "bar.yield"() <{d.k1 = array<i32: -13, -2147483648, -2147483648, -1, 0>, z90 = array<i8>}> : () -> ()
    %2 = "x.y"() {_u0, d.k1 = -6.308590e-01 : f16} : () -> none
    "cfx.cond_br"(%2, %2, %2)[^bb1, ^bb2] : (none, none, none) -> ()
  ^bb1:  // pred: ^bb0
    "d.op_1"(%2, %2) : (none, none) -> ()
    "bar.yield"(%2, %2) : (none, none) -> ()
    %3 = "foo.bar.baz"(%2) {attr0 = @x.y, sym_name2 = 7.500000e-01 : f6E3M2FN, x1 = "\C3\A9zz}\09\00{b"} : (none) -> i1024
    %4 = "foo.compute"() : () -> tuple<tf32, i1>
    "foo.br"(%3)[^bb2] : (i1024) -> ()
  ^bb2(%5: !bar.t):  // 2 preds: ^bb0, ^bb1
    "foo.br"(%2)[^bb3] {"quoted key 0" = {_u2 = 7183 : i16, k$0 = true, x1 = 7 : si24}, sym_name3 = 6989996 : index, value1 = @c::@f_1, value2 = true} : (none) -> ()
  ^bb3:  // pred: ^bb2
    %6 = "foo.bar"(%2, %2, %2) : (none, none, none) -> memref<*xbf16>
  }, {
  }) : () -> ()
  "bar.yield"() <{foo.k0}> {a1 = "\0A}\0Aa", a3 = #map, d.k2 = "<0}\C3\A9\7Fz\09!", foo.k0} : () -> ()
  %0 = "x.y"() <{}> : () -> f32
  %1 = "d.op_1"(%0, %0, %0) : (f32, f32, f32) -> tensor<6xf64>
}) : () -> ()


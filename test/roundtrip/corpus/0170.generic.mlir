#loc = loc("dir/with space.c":11:47 to 14:43)
#loc1 = loc("src/x.py":19:16 to 22:68)
#map = affine_map<(d0)[s0] -> (s0 ceildiv 3 + s0 floordiv 7, s0 * -3)>
#map1 = affine_map<(d0, d1)[s0] -> (s0 * -2)>
#distinct = distinct[0]<#map1>
#loc2 = loc(fused[#loc, #loc1])
"builtin.module"() <{sym_name = "m90"}> ({
  %0 = "foo.compute"() : () -> vector<7x[3]xf8E4M3FNUZ>
  %1 = "z.nop"(%0) : (vector<7x[3]xf8E4M3FNUZ>) -> complex<f32>
  "x.y"(%1, %1, %1) {a2 = "'\0A\09\00\7F\22\CE\A9\00\18\0A", a3 = [@"x y"::@s$, #map], my.k0 = #distinct, my.k1} : (complex<f32>, complex<f32>, complex<f32>) -> ()
  %2 = "foo.op"(%1, %1, %0) <{}> ({
  }, {
  ^bb0(%arg0: memref<*xindex>, %arg1: memref<150x?x?xf8E4M3>, %arg2: !foo.v<<64 ?> true>):
  }, {
  }) {a0 = #loc2} : (complex<f32>, complex<f32>, vector<7x[3]xf8E4M3FNUZ>) -> tensor<51x19x3xf32>
  %3 = "d.op_1"() : () -> index
  %4 = "foo.bar.baz"() : () -> i32
  "my_dialect.thing"() ({
  }, {
    "a.b"(%3) {a0 = 6.550400e+04 : f64, b1 = @a, value2 = false, x3 = 831279267 : i64} : (index) -> ()
    "bar.yield"(%1, %1) ({
    }, {
      "cfx.cond_br"()[^bb1] {b0, sym_name1 = dense<> : tensor<1x0xf8E3M4>, x2 = 3.2249861005228906E+221 : f64} : () -> ()
    ^bb1:  // pred: ^bb0
      "x.switch"(%1, %1)[^bb2, ^bb2] : (complex<f32>, complex<f32>) -> ()
    ^bb2:  // 2 preds: ^bb1, ^bb1
      %7 = "foo.bar.baz"(%2) : (tensor<51x19x3xf32>) -> i64
    }, {
      %6:4 = "foo.op"() <{}> {a2 = array<i64: 1, -1, -1, 0>, attr0 = 1 : i64, value1 = true} : () -> (() -> (), tuple<f6E3M2FN, i7>, f8E5M2, si1)
    }) : (complex<f32>, complex<f32>) -> ()
    "cfx.cond_br"()[^bb1, ^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb1
    "x.switch"()[^bb1] {foo.k1 = -9.99999897E+9 : f32, sym_name0 = -4 : i3} : () -> ()
  }) {sym_name0 = @"\C3\A9"} : () -> ()
  %5:2 = "foo.bar.baz"(%4) : (i32) -> (i8, tuple<>)
}) {foo.module_attr = 8 : i8} : () -> ()


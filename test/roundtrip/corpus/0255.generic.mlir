#map = affine_map<() -> (3, -1, 4)>
#map1 = affine_map<(d0) -> (-d0 + 2)>
"builtin.module"() ({
  %0 = "x.y"() ({
  ^bb0(%arg2: i7, %arg3: none):
    %10 = "foo.bar"(%arg2, %arg3) : (i7, none) -> f64
    %11 = "z.nop"(%arg3) : (none) -> si16
    %12 = "a.b"(%11, %arg2, %11) {attr3 = #map, b0, d.k2 = array<i16: 0, 1>, "quoted key 1"} : (si16, i7, si16) -> bf16
    %13 = "my_dialect.thing"(%12, %11) : (bf16, si16) -> f32
    %14 = "foo.bar.baz"() : () -> !my_dialect.v<"x y" {<"x y" , true , ?>}>
  }) : () -> f64
  "d.op_1"() : () -> ()
  "foo.bar"(%0, %0) <{}> ({
  }) : (f64, f64) -> ()
  %1 = "z.nop"() {foo.k0 = 4.650000e-01 : f64} : () -> index
  %2:2 = "foo.bar.baz"(%0, %0, %1) {_u1 = -9223372036854775808 : si64, sym_name0 = dense_resource<r.0> : tensor<6xf64>} : (f64, f64, index) -> (f32, i1024)
  %3:4 = "foo.op"(%2#0) ({
    %8:2 = "my_dialect.thing"(%0, %0) ({
    ^bb0(%arg0: !my_dialect.param<[[f32]] , {{? 4 -8},?,["x y" true ?]} , 52>, %arg1: complex<ui64>):
    }, {
      %9 = "d.op_1"(%2#0) : (f32) -> si16
    }) : (f64, f64) -> (f64, memref<5x41xi3, strided<[9, 1], offset: 3>>)
  }, {
    "a.jump"(%2#1)[^bb1] <{_u0, a1 = complex<f16>, sym_name3 = -64 : i7, value2 = -200273929 : i64}> : (i1024) -> ()
  ^bb1(%6: !bar<"x<y>">, %7: f8E4M3):  // pred: ^bb0
    "cfx.cond_br"(%2#1, %7, %7)[^bb2, ^bb2] : (i1024, f8E4M3, f8E4M3) -> ()
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
    "a.jump"(%2#1, %2#0, %0)[^bb2] <{a0 = -9223372036854775808 : index}> : (i1024, f32, f64) -> ()
  }, {
  }) {_u1 = false, b0 = -9223372036854775808 : index, "quoted key 2" = sparse<[[2], [5], [3]], [1.000000e-30, 7.760000e+02, 0x7F800000]> : tensor<6xf32>, sym_name3 = "\22\22%a_\22}\0A" : si3} : (f32) -> (tuple<f16, f4E2M1FN, i128, i17>, f64, tensor<50x?x20x!x.t_1, "sparse">, complex<f16>)
  %4:3 = "foo.bar"(%0) <{_u0 = 15 : index}> : (f64) -> (f8E4M3, f64, vector<6x[1]xi24>)
  %5:2 = "z.nop"(%4#1, %4#1) : (f64, f64) -> (tuple<f8E8M0FNU, memref<247xf64, #map1, {kind = "scratch"}>>, index)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000109135203305480413DE4CD873314B52B1400240079C223F47788B7A4958CE3E89FD1F9E2558D83318874BD47D73244C"
    }
  }
#-}


#loc3 = loc("0255.in.mlir":11:10)
#loc4 = loc("src/x.py":7:26 to :5)
#loc7 = loc("src/x.py":292:402)
#loc10 = loc("with \22q\22")
#loc15 = loc("0255.in.mlir":30:106)
#loc17 = loc("dir/with space.c":284:4294967295)
#map = affine_map<() -> (3, -1, 4)>
#map1 = affine_map<(d0) -> (-d0 + 2)>
#loc25 = loc("n"(#loc10))
#loc26 = loc(fused<"meta">[#loc7])
"builtin.module"() ({
  %0 = "x.y"() ({
  ^bb0(%arg2: i7 loc("0255.in.mlir":11:10), %arg3: none loc("src/x.py":7:26 to :5)):
    %10 = "foo.bar"(%arg2, %arg3) : (i7, none) -> f64 loc(#loc5)
    %11 = "z.nop"(%arg3) : (none) -> si16 loc(#loc6)
    %12 = "a.b"(%11, %arg2, %11) {attr3 = #map, b0, d.k2 = array<i16: 0, 1>, "quoted key 1"} : (si16, i7, si16) -> bf16 loc(#loc7)
    %13 = "my_dialect.thing"(%12, %11) : (bf16, si16) -> f32 loc(#loc8)
    %14 = "foo.bar.baz"() : () -> !my_dialect.v<"x y" {<"x y" , true , ?>}> loc(#loc23)
  }) : () -> f64 loc(#loc27)
  "d.op_1"() : () -> () loc(#loc9)
  "foo.bar"(%0, %0) <{}> ({
  }) : (f64, f64) -> () loc(#loc10)
  %1 = "z.nop"() {foo.k0 = 4.650000e-01 : f64} : () -> index loc(#loc11)
  %2:2 = "foo.bar.baz"(%0, %0, %1) {_u1 = -9223372036854775808 : si64, sym_name0 = dense_resource<r.0> : tensor<6xf64>} : (f64, f64, index) -> (f32, i1024) loc(#loc24)
  %3:4 = "foo.op"(%2#0) ({
    %8:2 = "my_dialect.thing"(%0, %0) ({
    ^bb0(%arg0: !my_dialect.param<[[f32]] , {{? 4 -8},?,["x y" true ?]} , 52> loc("n"(#loc10)), %arg1: complex<ui64> loc("0255.in.mlir":30:106)):
    }, {
      %9 = "d.op_1"(%2#0) : (f32) -> si16 loc(#loc1)
    }) : (f64, f64) -> (f64, memref<5x41xi3, strided<[9, 1], offset: 3>>) loc(#loc14)
  }, {
    "a.jump"(%2#1)[^bb1] <{_u0, a1 = complex<f16>, sym_name3 = -64 : i7, value2 = -200273929 : i64}> : (i1024) -> () loc(#loc16)
  ^bb1(%6: !bar<"x<y>"> loc(fused<"meta">[#loc7]), %7: f8E4M3 loc("dir/with space.c":284:4294967295)):  // pred: ^bb0
    "cfx.cond_br"(%2#1, %7, %7)[^bb2, ^bb2] : (i1024, f8E4M3, f8E4M3) -> () loc(#loc18)
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
    "a.jump"(%2#1, %2#0, %0)[^bb2] <{a0 = -9223372036854775808 : index}> : (i1024, f32, f64) -> () loc(#loc19)
  }, {
  }) {_u1 = false, b0 = -9223372036854775808 : index, "quoted key 2" = sparse<[[2], [5], [3]], [1.000000e-30, 7.760000e+02, 0x7F800000]> : tensor<6xf32>, sym_name3 = "\22\22%a_\22}\0A" : si3} : (f32) -> (tuple<f16, f4E2M1FN, i128, i17>, f64, tensor<50x?x20x!x.t_1, "sparse">, complex<f16>) loc(#loc13)
  %4:3 = "foo.bar"(%0) <{_u0 = 15 : index}> : (f64) -> (f8E4M3, f64, vector<6x[1]xi24>) loc(#loc20)
  %5:2 = "z.nop"(%4#1, %4#1) : (f64, f64) -> (tuple<f8E8M0FNU, memref<247xf64, #map1, {kind = "scratch"}>>, index) loc(#loc21)
}) : () -> () loc(#loc)
#loc = loc("0255.in.mlir":9:1)
#loc1 = loc(unknown)
#loc2 = loc("a.mlir":81:0)
#loc5 = loc("0255.in.mlir":12:10)
#loc6 = loc("":15:5 to :44)
#loc8 = loc("src/x.py":354:13)
#loc9 = loc("0255.in.mlir":20:3)
#loc11 = loc("0255.in.mlir":24:9)
#loc12 = loc("dir/with space.c":20:0)
#loc13 = loc("src/x.py":4294967295:175)
#loc14 = loc("0255.in.mlir":29:14)
#loc16 = loc("0255.in.mlir":35:5)
#loc18 = loc("0255.in.mlir":37:5)
#loc19 = loc("-":500:132)
#loc20 = loc("0255.in.mlir":42:11)
#loc21 = loc("dir/with space.c":287:4294967295)
#loc22 = loc("n"(#loc2))
#loc23 = loc("n"(#loc7))
#loc24 = loc("callee"(#loc12))
#loc27 = loc(callsite(#loc1 at #loc22))

{-#
  dialect_resources: {
    builtin: {
      r.0: "0x08000000109135203305480413DE4CD873314B52B1400240079C223F47788B7A4958CE3E89FD1F9E2558D83318874BD47D73244C"
    }
  }
#-}


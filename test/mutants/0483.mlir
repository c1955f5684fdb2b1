// ir-gen random --seed 172 --size 24
%0 = "x.y"(): () -> memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5> loc("":21:67)
%1:2 = "foo.op"(%0): (memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>) -> (tensor<0xbf16, "sparse">, !bar.v<?,{-6}>) loc(unknown)
"foo.bar.baz"(%1#0)<{my.k0= [16 : index, 0x002F : f16, 1 : index]}> ({
^bb0(%value2 : ui32, %v3: si32, %4: tensor<?x?xcomplex<f16>> loc("dir/with space.c":63:454)):
  %5 = "a.b"(%v3, %value2)<{my.k0= dense<-3.14159265358979> : tensor<f64>}> {z90= @"x y"}: (si32, ui32) -> tensor<?x0x248x3xf6E2M3FN>
}, {
^bb1:
  "foo.op"(): () -> () loc("a.mlir":462:303)
  %6 = "my_dialect.thing"(%0, %1#0) <{_u0= {a0= true}, d.k1= -170141183460469231731687303715884105728: i1024, foo.k2= "\D5\00/\7f\t\"\00" : index, k$3= 0: si7}> {foo.k0= @b::@_priv::@x.y, d.k1= "" : f32}: (memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>, tensor<0xbf16, "sparse">) -> tensor<*xi64> loc("":172:4294967295)
  %7:4 = "x.y"() ({
    "x.switch"(%0)[^bb3, ^bb3]: (memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>) -> ()
  ^bb3(%$8: bf16 loc("f":152:428), %arg9: f16 loc("a.mlir":105:344), %_10: si17):
    "x.y"(%$8, %arg9): (bf16, f16) -> () loc(fused<"meta">["f":394:423])
    %v11, %value12:3 = "foo.op"(%arg9, %arg9): (f16, f16) -> (complex<f32>, none, memref<?x4xf80, affine_map<(d0, d1) -> ((d1 * 8) mod 9)>, {kind = "scratch"}>, ui1)
    %v13:3 = "d.op_1"(%value12#2, %$8) {attr0= 100.0 : bf16, z91= distinct[3]<-9223372036854775808 : index>, attr2= "日本/"}: (ui1, bf16) -> (ui32, i128, f8E5M2) loc(fused[callsite("op.1" at unknown)])
  }): () -> (f16, memref<?x4x620xindex, affine_map<(d0, d1, d2) -> (-(d0 * 4))>, 3>, f6E2M3FN, index)
  "my_dialect.thing"(%0) ({
    %_14, %15:3 = "foo.op"(%7#3, %0): (index, memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>) -> (!my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4� , abc} , -1 , <a.b, -6>>>, index, tensor<196x2xf16>, si17) loc(fused<5 : i32>[])
    %v16 = "foo.op"(%15#1, %_14) ({
    ^bb5:
      "foo.bar.baz"(%15#2, %15#0, %15#1)<{attr0= 0: si8}> {}: (si17, index, tensor<196x2xf16>) -> () loc(callsite("with \"q\"" at unknown))
      %$17 = "foo.compute"(%15#1, %1#1, %15#1) {}: (tensor<196x2xf16>, !bar.v<?,{-6}>, tensor<196x2xf16>) -> (tensor<3x6xf16>) loc("src/x.py":8:32 to 11:14)
      "d.op_1"(): () -> () loc(unknown)
      "foo.bar.baz"() <{attr0= "\"\t!#*z", x1= 0.167 : f32, my.k2, z93= dense<7> : tensor<si8>}>: () -> ()
      %tmp_18, %19:3 = "foo.bar"(%15#2) {value0= 46 : index, sym_name1}: (si17) -> (tensor<?x?xvector<[15]x[5]x8xi64>, "sparse">, si17, f8E5M2, f32) loc("f":17:15 to :22)
    }, {
    ^6(%_20: f8E8M0FNU loc("with \"q\"")):
      %21 = "foo.bar"() {}: () -> complex<bf16> loc("src/x.py":45:12 to 45:56)
      %a.b22:3 = "x.y"(%15#0, %0): (index, memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>) -> (none, complex<si17>, tensor<4x928xi16>) loc("with \"q\"")
      %a.b23 = "foo.op"(%a.b22#1, %21)<{a0}>: (complex<si17>, complex<bf16>) -> ((f64) -> ())
      %value24 = "foo.bar.baz"(): () -> !my_dialect.t<?>
    }): (tensor<196x2xf16>, !my_dialect.param<"x y" , ["x y" <a.b , -4 , 17> [?]] , <{"x y" , -4 , abc} , -1 , <a.b, -6>>>) -> tuple<f32>
    %x25 = "d.op_1"(%0, %15#2): (memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>, si17) -> complex<f16> loc("dir/with space.c":2:63 to :67)
  }) {a0= [affine_map<(d0)[s0] -> (0 - s0, (5) ceildiv 5 + (9) floordiv 2)>, "\t/\00.{%\t'{@"], "quoted key 1", sym_name2= -1 : index, a3= affine_map<(d0, d1, d2)[s0, s1] -> ()>}: (memref<2x382x1xf16, strided<[55, ?, ?], offset:0>, 5>) -> () loc("f":490:110)
}) {my.k0}: (tensor<0xbf16, "sparse">) -> () loc(callsite("dir/with space.c":49:219 at "":81:398))
"bar.yield"(%1#0): (tensor<0xbf16, "sparse">) -> ()

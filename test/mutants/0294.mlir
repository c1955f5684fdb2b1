#x_y0 = @_priv::@main
#attr_1 = 26 : index
#loc2 = loc(fused[])
!ty0 = i32
#attr_3 = ".b/\00\00/"
#loc4 = dense_resource<blob0> : tensor<2xf64>
#loc5 = loc("":48:4294967295)
!t1 = i32
#loc6 = loc("":91:186)
#L7 = loc(unknown)
!T_2 = ui32
#x_y8 = complex<bf16>
#L9 = loc(callsite("":375:39 at "f":21:31 to :40))

"builtin.module"() <{sym_name = "m78"}> ({
  %value0:2 = "my_dialect.thing"() {k$0= 15.51E0 : f64, my.k1= -4.9e-324 : bf16, b2, sym_name3}: () -> (vector<7x[13]x11xi7>, i32)
  "foo.op"(%value0#0, %value0#0, %value0#0) {a0= 0x5D5C423B2290B2ED25FFC4525B2D1500 : f128}: (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> ()
  // // nested
  "foo.bar.baz"(%value0#0, %value0#0, %value0#1) {x0= @c, z91= #x_y0}: (vector<7x[13]x11xi7>, vector<7x[13]x11xi7>, i32) -> () loc(unknown) // trailing comment
  // é unicode
  "z.nop"(%value0#0, %value0#1) {d.k0= #attr_1}: (vector<7x[13]x11xi7>, i32) -> () loc("src/x.py":194:410)
  "foo.compute"(%value0#1, %value0#0, %value0#0): (i32, vector<7x[13]x11xi7>, vector<7x[13]x11xi7>) -> ()
  %1 = "bar.yield"(%value0#0, %value0#1, %value0#1): (vector<7x[13]x11xi7>, i32, i32) -> tensor<?x3xindex> loc(#loc2)
  %2:3 = "foo.compute"(%value0#0, %1) {}: (vector<7x[13]x11xi7>, tensor<?x3xindex>) -> (index, i8, (i128, i7, f64) -> si8) loc("src/x.py":9:63 to 11:75)
  %value3 = "bar.yield"(%1) {}: (tensor<?x3xindex>) -> !ty0 loc(fused["n"("f":453:441), #loc2, fused<#foo.m>[#loc2, "dir/with space.c":4294967295:40]])
  %4:4 = "a.b"(): () -> (none, !ty0, tensor<4x2xf6E3M2FN>, vector<11x11x[16]xsi17>)
  "foo.compute"(%4#2, %2#1) {attr0= array<i1: true, false, false, true>}: (tensor<4x2xf6E3M2FN>, i8) -> () loc("a.mlir":477:0)

  %-5:2 = "foo.op"() ({
    %_6 = "a.b"(): () -> complex<f64>
  }) {sym_name0= 0}: () -> (memref<47x?xcomplex<bf16>, affine_map<(d0, d1) -> (((d0) mod 2) mod 6)>, 7>, f64)
  "foo.bar"(%-5#1, %1, %4#2) ({
}, {
  ^bb1(%7: complex<f8E8M0FNU> loc(#loc2), %8: memref<37x1xui7, strided<[?, 1], offset: 2>, "shared">):
    "foo.bar.baz"(%-5#1, %-5#1) {d.k0= #attr_3, sym_name1= @c::@"x y", attr2}: (f64, f64) -> ()
    // // nested
    %value9, %10:2 = "my_dialect.thing"(%value0#1, %-5#0) {"quoted key 0"= [[#loc4], #x_y0], _u1= #x_y0, a2, x3}: (i32, memref<47x?xcomplex<bf16>, affine_map<(d0, d1) -> (((d0) mod 2) mod 6)>, 7>) -> (memref<?x2x37xcomplex<f8E5M2>>, complex<f64>, memref<2xindex, strided<[1], offset: 10>>) loc(#loc5)
    %tmp_11 = "foo.compute"(): () -> bf16
    "foo.br"(%value9)[^bb2] ({
    ^4(%12: tensor<1x?x0x430xui8> loc(unknown), %13 : vector<4x10xf16>, %14: f16):
      %15 = "foo.compute"() ({
      ^bb5(%16: f6E2M3FN loc("a.mlir":299:0), %v17 : memref<?xf16, strided<[1], offset: ?>>):
        "d.op_1"(%16, %13) {sym_name0= "\\\t\22@\\\t{\8B é🙂", d.k1= true}: (f6E2M3FN, vector<4x10xf16>) -> () loc(unknown)
        %r18 = "foo.bar"(%13, %16) {a0= sparse<[[3, 2], [3, 2], [4, 1]], [-8, 1, 12306]> : tensor<5x3xi32>}: (vector<4x10xf16>, f6E2M3FN) -> i1
        // // nested
        %$19:4 = "bar.yield"(%v17) {x0= {d.k0= #attr_3, _u1, attr2= [16 : index], sym_name3= @c::@"with\"quote"}, "quoted key 1"}: (memref<?xf16, strided<[1], offset: ?>>) -> (none, memref<*xf64>, !bar.t<<?, "x y", <"x y", -3, 13>> <?, -7, -6> 62>, complex<f8E4M3FNUZ>) loc(fused[])
        // "quotes" and {braces} in a comment
        %20 = "foo.bar"(%10#0) <{b0= array<i32: -1297, 0xFFFFFFFF, 112, 0>, k$1= #attr_3}>: (complex<f64>) -> f6E2M3FN loc(callsite("f":358:117 at #loc5))
        %v21 = "foo.bar"(%$19#1, %10#1, %8)<{}>: (memref<*xf64>, memref<2xindex, strided<[1], offset: 10>>, memref<37x1xui7, strided<[?, 1], offset: 2>, "shared">) -> complex<f16>
        "x.switch"(%$19#3)[^bb6, ^bb7] {}: (complex<f8E4M3FNUZ>) -> ()
      ^bb6(%v22: !foo<"x<y>"> loc(fused[])):
        // a comment
        "foo.br"()[^bb7]: () -> () loc(#loc5)
      ^bb7:
        // 
        %r23, %24:3 = "x.y"(): () -> (!ty0, !ty0, f4E2M1FN, tensor<0xf128>)
        %v25 = "foo.compute"() {k$0, "quoted key 1"= dense<[-0.8269913, -0.5919112, 0.2]> : tensor<3xbf16>, foo.k2= 0x697D40EF : f32}: () -> !t1
        %26:3 = "bar.yield"(%24#0, %24#1, %v25): (!ty0, f4E2M1FN, !t1) -> (index, f8E5M2, complex<f16>) loc("x")
        %_27:3 = "foo.compute"(%16): (f6E2M3FN) -> (!t1, i8, bf16) loc("x")
      }, {
      ^bb8(%_28: f16, %29 : i1 loc(fused[#loc2, fused[]]), %30: none):
      }, {
      ^x.y9(%_31 : f4E2M1FN loc("name"), %32: tuple<complex<i17>, bf16, bf16>):
        %v33 = "foo.bar"(%_31, %value0#0, %13) {foo.k0= @x.y, sym_name1, a2= "\n"}: (f4E2M1FN, vector<7x[13]x11xi7>, vector<4x10xf16>) -> (memref<?x?x922xi32>)
        %34 = "z.nop"(%v33)<{a0= "{X.\" !-", "quoted key 1", z92= 9.422 : f8E5M2}>: (memref<?x?x922xi32>) -> !bar.type
        %_35 = "foo.bar.baz"(%34, %34, %34) {}: (!bar.type, !bar.type, !bar.type) -> ui1 loc("a.mlir":21:18 to 21:15)
      }) {}: () -> tuple<ui32, f6E2M3FN>
      %36, %37:2 = "my_dialect.thing"(%2#2, %12) ({
        %38:4 = "a.b"(): () -> (tensor<485x4x?x!foo<"abc">>, si24, tuple<bf16, f8E3M4>, index) loc(#loc5)
        "cfx.cond_br"(%38#3, %38#1, %38#2)[^bb11]: (index, si24, tuple<bf16, f8E3M4>) - () loc(callsite(#loc6 at callsite(#loc2 at "":18:31 to 19:37)))
      ^bb11:
        %value39 = "foo.compute"(%value0#1) {foo.k0= #x_y0, "quoted key 1", attr2= dense_resource<r.1> : tensor<4xf64>, _u3= #attr_3}: (i32) -> memref<1xindex, affine_map<(d0) -> (d0)>, 3> loc("name")
        %arg40 = "bar.yield"(%4#3, %2#2, %value0#0): (vector<11x11x[16]xsi17>, (i128, i7, f64) -> si8, vector<7x[13]x11xi7>) -> i3 loc(fused[])
        "a.b"(%38#1, %38#1, %value39): (si24, si24, memref<1xindex, affine_map<(d0) -> (d0)>, 3>) -> () loc(#loc6)
        // 
        "a.jump"(%38#2)[^b12, ^bb11]: (tuple<bf16, f8E3M4>) -> () loc(#loc2)
      ^b12:
        "cfx.cond_br"()[^x.y13] <{"quoted key 0"= #my<"abc">, z91= array<i8: -2>, k$2= [18446744073709551615, true, {}, 4.4689e35 : f8E4M3B11FNUZ]}> {k$0, b1= affine_map<(i0)[N0, N1] -> ()>}: () -> () loc(#L7)
      ^x.y13():
        "a.jump"(%10#1, %38#2)[^bb11] {foo.k0= sparse<[[2, 2], [2, 3], [2, 2], [3, 4]], [579, -1, 73, 476]> : tensor<6x5xi32>, d.k1= false, k$2= #attr_1}: (memref<2xindex, strided<[1], offset: 10>>, tuple<bf16, f8E3M4>) -> ()
      }) {}: ((i128, i7, f64) -> si8, tensor<1x?x0x430xui8>) -> (tuple<!x.t_1, index, ui1, bf16>, () -> (f16, complex<f8E5M2>), tensor<525x?xvector<[14]xindex>>)
    }, {
}): (memref<?x2x37xcomplex<f8E5M2>>) -> () loc(#loc2)
  ^bb2:
    "cfx.cond_br"(%10#1)[^bb3]: (memref<2xindex, strided<[1], offset: 10>>) -> ()
  ^bb3:
    %41, %42:3 = "foo.bar"() {_u0= #loc4}: () -> (i7, !T_2, !bar<"a b">, !t1) loc("a.mlir":316:491)
  }) {my.k0= dense<> : tensor<0x4x3xindex>, k$1= #x_y8, attr2= false, sym_name3= #x_y8}: (f64, tensor<?x3xindex>, tensor<4x2xf6E3M2FN>) -> () loc("callee"(#L9)) // trailing comment
}) {foo.module_attr = #my<"abc">} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x0800000049BE40FDEF30A93D858FF1628C659B4C",
      r.1: "0x08000000B121E075FBDC1F8CFE49BE40777316DD3063F4F92D1B9CC234CEA9F5A5FD2FF6"
    }
  }
#-}

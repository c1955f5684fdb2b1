#loc5 = loc("0060.in.mlir":10:10)
#loc11 = loc("0060.in.mlir":15:12)
#loc12 = loc("0060.in.mlir":15:22)
#loc13 = loc("0060.in.mlir":15:96)
#loc26 = loc("a.mlir":64:0)
#loc27 = loc("dir/with space.c":480:54)
#loc28 = loc("dir/with space.c":14:80 to :50)
#loc29 = loc("-":173:359)
#map = affine_map<(d0)[s0] -> ()>
#loc37 = loc(fused<2 : i32>[#loc27, #loc28])
#loc41 = loc("v"(#loc37))
"builtin.module"() ({
  %0:3 = "z.nop"() ({
  ^bb0:
  }) {sym_name0} : () -> (complex<bf16>, complex<f8E4M3B11FNUZ>, memref<2xcomplex<bf16>, {kind = "scratch"}>) loc(#loc1)
  %1:3 = "x.y"() ({
    "builtin.module"() ({
      %13:4 = "foo.bar.baz"() {k$0 = #foo.p<? , <<? , ? , 79>,<i8 99>,<"x y">> , 87>, value1} : () -> (tensor<2x0xf8E4M3FNUZ, {a = 1 : i64}>, memref<?x?xcomplex<i1>, strided<[61, ?]>>, f128, !foo<"x<y>">) loc(#loc33)
    }) : () -> () loc(#loc3)
  }, {
  ^bb0(%arg0: ui8 loc("0060.in.mlir":10:10)):
    %2 = "x.y"(%0#2) {a1 = -6.000000e+00 : f4E2M1FN, "quoted key 2" = 56 : index, x0} : (memref<2xcomplex<bf16>, {kind = "scratch"}>) -> !foo<"a b"> loc(#loc39)
    %3 = "foo.compute"(%2) {b0 = "zz\09\C3\A9b\FD*bz\CE\A9}_", value2 = {attr0 = "\00\00\0A!/@", attr1 = #map, z92 = vector<13x5x13xf32>}, x1 = false} : (!foo<"a b">) -> index loc(#loc8)
    "my_dialect.thing"(%2) : (!foo<"a b">) -> () loc(#loc9)
    %4:3 = "foo.bar"(%3, %0#0) ({
    ^bb0(%arg4: si32 loc("0060.in.mlir":15:12), %arg5: (bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>) loc("0060.in.mlir":15:22), %arg6: none loc("0060.in.mlir":15:96)):
      %10 = "my_dialect.thing"() : () -> vector<12x3xsi128> loc(#loc14)
      %11:2 = "a.b"(%arg5) : ((bf16, vector<7x[6]x3xi1024>, index) -> (f32, tensor<*xf8E4M3FNUZ>)) -> (memref<?x36xvector<3xf16>, 4>, f8E4M3) loc(#loc36)
      "foo.bar"(%11#1) {value1, z90} : (f8E4M3) -> () loc(#loc16)
      %12:3 = "d.op_1"(%11#0, %11#0) : (memref<?x36xvector<3xf16>, 4>, memref<?x36xvector<3xf16>, 4>) -> (tensor<3x688xf16>, f16, memref<1x1x23xi7>) loc(#loc17)
    }, {
      "my_dialect.thing"(%0#1, %arg0, %0#0) <{foo.k3 = 24 : index, "quoted key 0" = distinct[0]<dense<(0,-6)> : tensor<1x2x1xcomplex<i32>>>, sym_name2 = -871 : i24, value1 = -1 : i17}> {d.k0, k$1 = "a%\22\09" : index, "quoted key 2"} : (complex<f8E4M3B11FNUZ>, ui8, complex<bf16>) -> () loc(#loc18)
      %5 = "bar.yield"(%0#2, %arg0, %3) ({
        "builtin.module"() ({
          %7:4 = "a.b"() : () -> (tensor<241xcomplex<si128>>, f128, i8, ui8) loc(#loc21)
          %8:4 = "my_dialect.thing"(%7#3) : (ui8) -> (i64, memref<61xf8E4M3FN, "shared">, tensor<1x224xi24>, index) loc(#loc22)
          %9:3 = "foo.bar"(%8#3, %7#2) {a3 = dense<2.92723514E-37> : tensor<f32>, attr1, my.k2 = dense<> : tensor<0xcomplex<f64>>, z90 = dense<0> : tensor<1xui32>} : (index, i8) -> (vector<7x16x[15]xf8E5M2>, vector<9x13x[15]xf32>, f32) loc(#loc23)
        }) : () -> () loc(#loc20)
      }) {"quoted key 1" = 1 : ui3, sym_name0 = dense<["@\00_K\7F\090", "\\\22*\09{<Aa@b"]> : tensor<2x!foo.str>, x2 = "\7F\09\09<b@\22a"} : (memref<2xcomplex<bf16>, {kind = "scratch"}>, ui8, index) -> !bar.t_1 loc(#loc19)
      "foo.br"(%0#2, %0#2)[^bb1, ^bb2] : (memref<2xcomplex<bf16>, {kind = "scratch"}>, memref<2xcomplex<bf16>, {kind = "scratch"}>) -> () loc(#loc24)
    ^bb1:  // pred: ^bb0
      "cfx.cond_br"(%arg0, %2)[^bb2] : (ui8, !foo<"a b">) -> () loc(#loc25)
    ^bb2:  // 2 preds: ^bb0, ^bb1
      %6:2 = "foo.bar"(%3, %3, %0#1) : (index, index, complex<f8E4M3B11FNUZ>) -> (!x.v<?>, tensor<*xvector<16xi1024>>) loc(#loc2)
    }, {
    ^bb0(%arg1: (f16, f8E4M3B11FNUZ, f64) -> (tensor<?x5x4x2xf32, {a = 1 : i64}>, si16) loc("a.mlir":64:0), %arg2: f32 loc("v"(#loc37)), %arg3: bf16 loc("-":173:359)):
    }) {value0} : (index, complex<bf16>) -> ((f8E8M0FNU, i7, tensor<3x2x43xi24>) -> (), i1, si7) loc(#loc40)
  }) {sym_name0 = @s$::@f_1} : () -> (index, index, !foo<"a b">) loc(#loc2)
  "foo.op"(%1#1) : (index) -> () loc(#loc42)
  "foo.bar.baz"(%1#0, %1#2) : (index, !foo<"a b">) -> () loc(#loc32)
}) {foo.module_attr = false} : () -> () loc(#loc)
#loc = loc("0060.in.mlir":1:1)
#loc1 = loc("0060.in.mlir":2:13)
#loc2 = loc(unknown)
#loc3 = loc("a.mlir":209:249)
#loc4 = loc("with \22q\22")
#loc6 = loc("f":80:0)
#loc7 = loc("x")
#loc8 = loc("-":4294967295:423)
#loc9 = loc("name")
#loc10 = loc("dir/with space.c":80:0)
#loc14 = loc("0060.in.mlir":16:19)
#loc15 = loc("dir/with space.c":329:157)
#loc16 = loc("0060.in.mlir":18:13)
#loc17 = loc("op.1")
#loc18 = loc("0060.in.mlir":21:13)
#loc19 = loc("dir/with space.c":44:27 to :33)
#loc20 = loc("0060.in.mlir":23:17)
#loc21 = loc("a.mlir":7:26 to 8:18)
#loc22 = loc("f":392:4294967295)
#loc23 = loc("0060.in.mlir":26:30)
#loc24 = loc("dir/with space.c":14:20 to 16:13)
#loc25 = loc("-":4294967295:270)
#loc30 = loc("a.mlir":278:105)
#loc31 = loc("f":25:13 to 28:18)
#loc32 = loc("0060.in.mlir":41:5)
#loc33 = loc("n"(#loc4))
#loc34 = loc(callsite(#loc6 at #loc7))
#loc35 = loc(fused<#foo.m>[#loc10, #loc9])
#loc36 = loc("callee"(#loc15))
#loc38 = loc("n"(#loc9))
#loc39 = loc(callsite(#loc34 at #loc4))
#loc40 = loc("callee"(#loc35))
#loc42 = loc(fused[#loc30, #loc31, #loc38])


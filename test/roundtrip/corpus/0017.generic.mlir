#set = affine_set<(d0, d1, d2)[s0, s1] : (d2 * s1 == 0, -d2 + s1 >= 0, d0 * 3 + s1 >= 0)>
"builtin.module"() ({
  %0 = "foo.compute"() {_u1 = false, a0 = #my<"abc">} : () -> complex<i1>
  %1:2 = "d.op_1"(%0) <{x0 = dense_resource<weights0> : tensor<2xi64>}> ({
    %4:4 = "foo.bar.baz"(%0, %0, %0) : (complex<i1>, complex<i1>, complex<i1>) -> (memref<6x715xvector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>, f8E4M3, memref<36x37xi17, strided<[37, 1], offset: ?>>)
    %5 = "bar.yield"() {attr0 = array<i32: -1, 0, 0, 115>, value1 = #set} : () -> f64
    "bar.yield"(%4#3, %4#1, %5) : (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<40x3x?xbf16, {kind = "scratch"}>, f64) -> ()
    "a.jump"(%5)[^bb1, ^bb1] ({
    ^bb0(%arg3: none, %arg4: f16):
      %9:3 = "foo.bar.baz"(%arg4) ({
      ^bb0(%arg5: () -> complex<tf32>, %arg6: vector<7xf32>, %arg7: vector<3x6x15xbf16>):
        %15 = "foo.op"(%4#3, %4#0, %4#1) : (memref<36x37xi17, strided<[37, 1], offset: ?>>, memref<6x715xvector<7x[13]x4xi16>, 3>, memref<40x3x?xbf16, {kind = "scratch"}>) -> complex<bf16>
        %16:4 = "x.y"(%5, %15, %arg6) <{d.k1, sym_name2 = [4.352700e+04 : f32, "**{%", affine_map<(d0, d1)[s0, s1] -> (s1 * 8)>, dense_resource<r.1> : tensor<5xf64>], z90 = dense<1.3368304851610564E+74> : vector<1x1xf64>}> : (f64, complex<bf16>, vector<7xf32>) -> (f128, complex<f32>, i3, memref<*xf32>)
        %17 = "foo.bar.baz"(%16#2, %16#3, %16#3) {_u0 = 0 : ui16} : (i3, memref<*xf32>, memref<*xf32>) -> !bar.v<<21, f32>,[-8, a.b]>
        %18:4 = "foo.compute"(%5, %4#2, %15) : (f64, f8E4M3, complex<bf16>) -> (complex<f32>, (f16, vector<15x[3]x13xf4E2M1FN>) -> none, f128, i32)
      }) : (f16) -> (f8E4M3FNUZ, memref<6x3xf6E3M2FN, 7>, ui8)
      %10 = "my_dialect.thing"(%9#1) {_u1, value0 = dense<-1> : tensor<3x2x2xi32>} : (memref<6x3xf6E3M2FN, 7>) -> f80
      "foo.op"(%4#2, %9#1) : (f8E4M3, memref<6x3xf6E3M2FN, 7>) -> ()
      %11:2 = "foo.bar"(%9#1, %9#2) : (memref<6x3xf6E3M2FN, 7>, ui8) -> (i16, f16)
      "cfx.cond_br"(%arg4, %4#1, %11#0)[^bb1] : (f16, memref<40x3x?xbf16, {kind = "scratch"}>, i16) -> ()
    ^bb1(%12: !foo.t, %13: f32):  // pred: ^bb0
      "foo.br"(%13)[^bb2] : (f32) -> ()
    ^bb2:  // pred: ^bb1
      %14:3 = "foo.op"(%arg3, %10) : (none, f80) -> (f16, complex<i17>, (f8E5M2) -> (f8E4M3, complex<f32>))
    }, {
    ^bb0(%arg0: memref<1x4x41xvector<16x1xf128>, 6>, %arg1: tuple<f128, tensor<831x50x95x1x!bar<"x<y>">>, f128>, %arg2: memref<3xi64>):
    }, {
      %8:3 = "foo.compute"(%4#3) {foo.k1 = "\E6\97\A5\E6\9C\AC\\\CF\\b/<", my.k3, "quoted key 2" = dense_resource<r.2> : tensor<6xi64>, value0 = 3 : si32} : (memref<36x37xi17, strided<[37, 1], offset: ?>>) -> (memref<182x4x6xcomplex<tf32>, "local mem">, i16, !my_dialect.v<-3 -4 {-8}>)
    }) : (f64) -> ()
  ^bb1(%6: vector<bf16>):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb2
    "cfx.cond_br"(%4#3, %0, %4#3)[^bb2, ^bb1] <{}> : (memref<36x37xi17, strided<[37, 1], offset: ?>>, complex<i1>, memref<36x37xi17, strided<[37, 1], offset: ?>>) -> ()
  ^bb2(%7: complex<f4E2M1FN>):  // pred: ^bb1
    "x.switch"(%5)[^bb1] {"quoted key 1" = "0\7F\00--\22", x0 = [dense<-2147483648> : tensor<i32>], z92 = #foo.p<["x y"], "x y">} : (f64) -> ()
  }) : (complex<i1>) -> (tuple<f6E3M2FN, i1, f128, f64>, !x<"a b">)
  %2 = "foo.bar"(%1#1) <{_u1 = sparse<[[3, 1], [5, 2]], [-1, 5759542558929]> : tensor<6x3xi64>, k$0, value2 = array<i8: 7, -128, -1, 2, -128>}> : (!x<"a b">) -> complex<f32>
  %3 = "x.y"(%2) : (complex<f32>) -> vector<8x3x7xi32>
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      weights0: "0x08000000C143960777C52DCBDAC9B29837395B66",
      r.1: "0x08000000A82652673476981FB14ED27503759079690BDE036C723071ABF6B4CB28ED7D6A659C27A989C5F344",
      r.2: "0x080000001C96BADAC9F2C49CBD368E86C12BE44C2BA9F5F3EAD9AFC7654794D9468ED646FE69E78D5C6D4F7A6B4414BF53CD12FF"
    }
  }
#-}

